#!/usr/bin/env bash
# build-archive.sh <jars folder> <output folder> <version> — a build step of mvn -Ppackage package (the cli module),
# which puts the command line's jars into target/cli/lib:
# links a Java runtime without JavaFX holding the JDK modules jdeps finds in the command line's jars (and
# jdk.crypto.ec, a service jdeps cannot see, which TLS needs), lays out
#   tenantdesk-cli-<version>/bin/tenantdesk   the start script
#   tenantdesk-cli-<version>/lib/             the jars
#   tenantdesk-cli-<version>/runtime/         the runtime
# beside the jars folder, and packs it as tenantdesk-cli-<version>-linux-<arch>.tar.gz in the output folder.
# java.desktop is left out: only Jackson names it, for java.beans annotations it looks for and does without (the
# smoke test runs lint and export on the demo). It would add 18 MB unpacked; the JDK's CDS archive would add 21 MB
# for 3% of a command's start.
set -euo pipefail

jars=$(cd "${1:?usage: build-archive.sh <jars folder> <output folder> <version>}" && pwd)
out=${2:?output folder}
version=${3:?version}
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
java_home=${JAVA_HOME:-$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")}
case $(uname -m) in x86_64) arch=x64 ;; aarch64) arch=aarch64 ;; *) arch=$(uname -m) ;; esac

name="tenantdesk-cli-$version"
staging=$(dirname "$jars")
image="$staging/$name"
rm -rf "$image" "$out/$name-linux-$arch.tar.gz"
mkdir -p "$image/bin" "$image/lib"

found=$("$java_home/bin/jdeps" --print-module-deps --ignore-missing-deps --multi-release 17 \
    --class-path "$jars/*" "$jars"/tenantdesk-cli-*.jar | tail -n 1)
modules=$(tr ',' '\n' <<<"$found,jdk.crypto.ec" | grep -vx java.desktop | sort -u | paste -sd, -)
"$java_home/bin/jlink" --add-modules "$modules" --strip-debug --no-header-files --no-man-pages --output "$image/runtime"

cp "$jars"/*.jar "$image/lib/"
install -m 755 "$here/tenantdesk" "$image/bin/tenantdesk"
cp "$root/LICENSE" "$root/THIRD-PARTY-NOTICES.txt" "$image/"

mkdir -p "$out"
tar -C "$staging" -czf "$out/$name-linux-$arch.tar.gz" "$name"
echo "build-archive: $out/$name-linux-$arch.tar.gz ($(du -m "$out/$name-linux-$arch.tar.gz" | cut -f1) MB;" \
    "unpacked $(du -sm "$image" | cut -f1) MB; modules $modules)"
