#!/usr/bin/env bash
# make-icns.sh <output .icns> — the macOS icon, made from the rendered PNGs (../icons, icons/render.sh) with iconutil,
# which only macOS has. A build step of mvn -Ppackage package on macOS; app-image.args names its output.
set -euo pipefail

out=${1:?usage: make-icns.sh <output .icns>}
icons=$(cd "$(dirname "$0")/../icons" && pwd)
iconset="$(mktemp -d)/tenantdesk.iconset"
mkdir -p "$iconset" "$(dirname "$out")"
png() { echo "$icons/hicolor/$1x$1/apps/tenantdesk.png"; }
for size in 16 32 128 256 512; do
    cp "$(png "$size")" "$iconset/icon_${size}x${size}.png"
    double=$((size * 2))
    if [[ $double -eq 1024 ]]; then
        cp "$icons/tenantdesk-1024.png" "$iconset/icon_${size}x${size}@2x.png"
    else
        cp "$(png "$double")" "$iconset/icon_${size}x${size}@2x.png"
    fi
done
iconutil --convert icns --output "$out" "$iconset"
rm -rf "$(dirname "$iconset")"
echo "make-icns: $out"
