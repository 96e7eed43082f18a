#!/usr/bin/env bash
# build-archive.sh <app-image folder> <output folder> <version> — the portable console: the app-image as
# tenantdesk-<version>-linux-<arch>.tar.gz, holding one folder, tenantdesk-<version>, that runs from wherever it is
# unpacked (bin/tenantdesk; lib/tenantdesk-appcds create makes the start-up archive for that place). The menu entry
# is left out: it names /opt/tenantdesk, where the packages install. A build step of mvn -Ppackage package.
set -euo pipefail

image=$(cd "${1:?usage: build-archive.sh <app-image folder> <output folder> <version>}" && pwd)
out=${2:?output folder}
version=${3:?version}
case $(uname -m) in x86_64) arch=x64 ;; aarch64) arch=aarch64 ;; *) arch=$(uname -m) ;; esac

name="tenantdesk-$version"
archive="$out/$name-linux-$arch.tar.gz"
mkdir -p "$out"
from=$(basename "$image")
tar -C "$(dirname "$image")" --exclude="$from/lib/share/applications" --transform="flags=r;s|^$from|$name|" \
    --owner=0 --group=0 --numeric-owner -czf "$archive" "$from"
echo "build-archive: $archive ($(du -m "$archive" | cut -f1) MB)"
