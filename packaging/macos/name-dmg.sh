#!/usr/bin/env bash
# name-dmg.sh <installer folder> <version> — renames jpackage's Tenantdesk-<bundle version>.dmg to
# Tenantdesk-<version>-macos-<arch>.dmg: the bundle version is 1.0.0 while the project's is 0.x (jpackage refuses a
# CFBundleVersion starting with 0), and the x64 and arm64 builds need names of their own. A build step of
# mvn -Ppackage package on macOS.
set -euo pipefail

folder=${1:?usage: name-dmg.sh <installer folder> <version>}
version=${2:?version}
case $(uname -m) in arm64) arch=arm64 ;; *) arch=x64 ;; esac
dmgs=("$folder"/Tenantdesk-*.dmg)
[[ ${#dmgs[@]} -eq 1 && -f "${dmgs[0]}" ]] || { echo "name-dmg: expected one Tenantdesk-*.dmg in $folder" >&2; exit 1; }
mv "${dmgs[0]}" "$folder/Tenantdesk-$version-macos-$arch.dmg"
echo "name-dmg: $folder/Tenantdesk-$version-macos-$arch.dmg"
