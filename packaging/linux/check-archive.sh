#!/usr/bin/env bash
# check-archive.sh <tenantdesk-<version>-linux-<arch>.tar.gz | folder holding one> — checks the portable console: one
# folder named after the version, holding both launchers, the runtime, the jars, the licence, the class list and tool
# for AppCDS and the icons, no menu entry and no AppCDS archive; unpacked elsewhere, both launchers print that
# version. Run by mvn -Ppackage package; CI then runs linux/smoke-test.sh on the unpacked folder. Exits non-zero with
# one line per problem.
set -euo pipefail

source "$(dirname "$0")/package-checks.sh"
archive=$(the_package check-archive "${1:?usage: check-archive.sh <tenantdesk-<version>-linux-<arch>.tar.gz | folder>}" \
    'tenantdesk-[0-9]*-linux-*.tar.gz')
archive=$(readlink -f "$archive")

version=$(basename "$archive" | sed -nE 's/^tenantdesk-([0-9]+\.[0-9]+\.[0-9]+)-linux-[a-z0-9_]+\.tar\.gz$/\1/p')
[[ -n "$version" ]] || { echo "check-archive: FAILED: $(basename "$archive") is not tenantdesk-<version>-linux-<arch>.tar.gz" >&2; exit 1; }
top="tenantdesk-$version"
listing=$(tar -tzf "$archive")
outside=$(grep -v "^$top/" <<<"$listing" | head -n 3 || true)
[[ -z "$outside" ]] || problem "entries outside $top/: $outside"
for file in bin/Tenantdesk bin/tenantdesk lib/runtime/bin/java lib/runtime/lib/libglassgtk3.so lib/app/Tenantdesk.cfg \
            lib/app/LICENSE lib/app/THIRD-PARTY-NOTICES.txt lib/app/tenantdesk.classlist lib/tenantdesk-appcds \
            lib/share/icons/hicolor/256x256/apps/tenantdesk.png lib/share/icons/hicolor/scalable/apps/tenantdesk.svg; do
    grep -qxF "$top/$file" <<<"$listing" || problem "missing $file"
done
grep -q "^$top/lib/share/applications" <<<"$listing" && problem "the archive holds the menu entry, which names /opt/tenantdesk"
grep -q 'tenantdesk\.jsa$' <<<"$listing" && problem "the archive carries an AppCDS archive, made for another path"

unpacked=$(mktemp -d)
trap 'rm -rf "$unpacked"' EXIT
tar -C "$unpacked" -xzf "$archive"
for launcher in bin/tenantdesk bin/Tenantdesk; do
    printed=$(cd / && env -u DISPLAY "$unpacked/$top/$launcher" --version 2>&1 || true)
    [[ "$printed" == "Tenantdesk $version" ]] || problem "$launcher --version printed '$printed', expected 'Tenantdesk $version'"
done

report check-archive "$archive"
echo "check-archive: ok: $(basename "$archive"), $(du -m "$archive" | cut -f1) MB; unpacked, both launchers say $version"
