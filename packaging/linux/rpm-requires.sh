#!/usr/bin/env bash
# rpm-requires.sh <image folder> [args file] — the system libraries the image's programs and libraries link to, as
# rpm capabilities (libgtk-3.so.0()(64bit), …): every NEEDED soname of its ELF files that the image does not hold
# itself. Printed one a line, or written to the args file as jpackage's --linux-package-deps (mvn -Ppackage package
# runs it before the .rpm; check-rpm.sh runs it on the .rpm's files). jpackage's own look-up asks rpm which package
# holds each library, which answers nothing on a Debian or Ubuntu builder.
set -euo pipefail

image=${1:?usage: rpm-requires.sh <image folder> [args file]}

mapfile -t elf < <(find "$image" -type f \( -name '*.so*' -o -perm -u+x \) \
    -exec sh -c '[ "$(head -c 4 "$1" | tail -c 3)" = ELF ]' _ {} \; -print)
(( ${#elf[@]} )) || { echo "rpm-requires: no ELF file in $image" >&2; exit 1; }
suffix=
readelf -h "${elf[0]}" | grep -q 'Class:.*ELF64' && suffix='()(64bit)'
own=$(find "$image" -name '*.so*' -printf '%f\n' | sort -u)
requires=$(for file in "${elf[@]}"; do readelf -d "$file" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p'; done \
    | sort -u | grep -vxF "$own" | sed "s/\$/$suffix/")

if [[ -n "${2:-}" ]]; then
    mkdir -p "$(dirname "$2")"
    printf -- '--linux-package-deps "%s"\n' "$(paste -s -d, - <<<"$requires" | sed 's/,/, /g')" >"$2"
else
    echo "$requires"
fi
