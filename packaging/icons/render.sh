#!/usr/bin/env bash
# render.sh — makes the icons from tenantdesk.svg, their source; run it after changing the SVG and commit what it
# writes. Needs rsvg-convert (Debian: librsvg2-bin) and, for the Windows .ico, ImageMagick's convert.
#   hicolor/<n>x<n>/apps/tenantdesk.png   the freedesktop icon theme's sizes, installed under /usr/share/icons
#   tenantdesk-1024.png                   the largest size of the macOS .icns (packaging/macos/make-icns.sh)
#   tenantdesk.ico                        Windows: 16 to 256 px
set -euo pipefail
cd "$(dirname "$0")"

for size in 16 22 24 32 48 64 128 256 512; do
    mkdir -p "hicolor/${size}x${size}/apps"
    rsvg-convert --width "$size" --height "$size" --output "hicolor/${size}x${size}/apps/tenantdesk.png" tenantdesk.svg
done
rsvg-convert --width 1024 --height 1024 --output tenantdesk-1024.png tenantdesk.svg
convert hicolor/{16x16,32x32,48x48,64x64,256x256}/apps/tenantdesk.png tenantdesk.ico
