#!/usr/bin/env bash
# check-rpm.sh <file.rpm | folder holding one .rpm> — checks what the .rpm installs and declares (rpm -qp): the same
# files as the .deb (package-checks.sh), the licence as %license, no folder but its own (not /opt, /usr/bin,
# /usr/share…), Requires naming every system library the runtime links to, the scriptlets that create and delete the
# AppCDS archive, and that the launcher in it prints the rpm's version. Run by mvn -Ppackage package; needs rpm and
# rpm2archive (Debian: rpm, rpm2cpio). Exits non-zero with one line per problem.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
source "$here/package-checks.sh"
rpm=$(the_package check-rpm "${1:?usage: check-rpm.sh <file.rpm | folder>}" '*.rpm')

query() { rpm -qp --nosignature "$@" "$rpm" 2>/dev/null; }
tag() { query --queryformat "%{$1}"; }
# rpm -qplv: mode, links, owner, group, size, month, day, time or year, path[ -> target]; folders get a trailing /
contents=$(query -lv | awk '{ perm=$1; $1=$2=$3=$4=$5=$6=$7=$8=""; sub(/^ +/, ""); if (perm ~ /^d/) $0 = $0 "/"; print perm, "." $0 }')
unpacked=$(mktemp -d)
trap 'rm -rf "$unpacked"' EXIT
rpm2archive - <"$rpm" | tar -C "$unpacked" -xzf -

# package tags
[[ "$(tag NAME)" == tenantdesk ]] || problem "Name is '$(tag NAME)', expected tenantdesk"
version=$(tag VERSION)
[[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || problem "Version is '$version', expected a plain version"
[[ "$(tag LICENSE)" == Apache-2.0 ]] || problem "License is '$(tag LICENSE)', expected Apache-2.0"

# files and folders
check_files
license=$(query --licensefiles)
[[ "$license" == /usr/share/licenses/tenantdesk/LICENSE.txt ]] || problem "the licence file is '$license', expected /usr/share/licenses/tenantdesk/LICENSE.txt"
grep -q 'Apache License, Version 2.0' "$unpacked$license" 2>/dev/null || problem "$license does not state the Apache License 2.0"
check_own_folders "$app" /usr/share/licenses/tenantdesk
check_unpacked "$version"

# Requires: each system library the package's programs and libraries link to
requires=$(query --requires)
expected=$(bash "$here/rpm-requires.sh" "$unpacked$app")
missing=$(grep -vxF -f <(sed 's/ *$//' <<<"$requires") <<<"$expected" || true)
[[ -z "$missing" ]] || problem "Requires lacks $(paste -s -d' ' - <<<"$missing")"
for library in 'libc.so.6()(64bit)' 'libgtk-3.so.0()(64bit)' 'libX11.so.6()(64bit)'; do
    grep -qxF "$library" <<<"$requires" || problem "Requires lacks $library"
done

# scriptlets
scripts=$(query --scripts)
grep -q "^$app/lib/tenantdesk-appcds create" <<<"$scripts" || problem "%post does not create the AppCDS archive"
awk '/^preuninstall scriptlet/, /^fi$/' <<<"$scripts" | grep -A1 '"$1" = 0' | grep -q "rm -f $app/lib/app/tenantdesk.jsa" \
    || problem "%preun does not delete the AppCDS archive on removal (only then)"
left=$(grep -oE 'APPLICATION_[A-Z_]+|PACKAGE_[A-Z_]+_DEPENDENCIES' <<<"$scripts$(query --info)" | sort -u | paste -s -d' ' - || true)
[[ -z "$left" ]] || problem "jpackage placeholders left unreplaced: $left"

check_size "$rpm" 70
report check-rpm "$rpm"
echo "check-rpm: ok: $(basename "$rpm"), $size_mb MB; launcher says $version; Requires: $(wc -l <<<"$requires") capabilities"
