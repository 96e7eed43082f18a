#!/usr/bin/env bash
# check-deb.sh <file.deb | folder holding one .deb> — checks what the .deb installs and declares: the launchers and
# the command on the PATH, the runtime with JavaFX's native libraries, the jars, the licence and notices, the class
# list for AppCDS, the menu entry and the icon theme's icons (package-checks.sh); that it owns no folder but its own;
# the copyright file (DEP-5, Apache-2.0), the maintainer scripts, the dependencies, the version the launcher prints,
# and the size. Run by mvn -Ppackage package. Exits non-zero with one line per problem.
set -euo pipefail

source "$(dirname "$0")/package-checks.sh"
deb=$(the_package check-deb "${1:?usage: check-deb.sh <file.deb | folder>}" '*.deb')

field() { dpkg-deb --field "$deb" "$1"; }
contents=$(dpkg-deb --contents "$deb" | awk '{ perm=$1; $1=$2=$3=$4=$5=""; sub(/^ +/, ""); print perm, $0 }')
unpacked=$(mktemp -d)
trap 'rm -rf "$unpacked"' EXIT
dpkg-deb --extract "$deb" "$unpacked"
dpkg-deb --control "$deb" "$unpacked/DEBIAN"

# package fields
[[ "$(field Package)" == tenantdesk ]] || problem "Package is '$(field Package)', expected tenantdesk"
version=$(field Version)
[[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+-[0-9]+$ ]] || problem "Version is '$version', expected <upstream>-<revision>"
depends=$(field Depends)
for dep in libc6 'libgtk-3-0(t64)?' libfontconfig1 libx11-6; do
    grep -Eq "(^|, )${dep}( |,|$)" <<<"$depends" || problem "Depends lacks ${dep} (Depends: $depends)"
done
# xdg-utils came with jpackage's menu commands, and dpkg -i left the package unconfigured where it was missing
grep -Eq '(^|, )xdg-utils( |,|$)' <<<"$depends" && problem "Depends names xdg-utils: the package runs no menu commands"

# files and folders
check_files
has_file "/usr/share/doc/tenantdesk/copyright" '^-rw-r--r--'
check_own_folders "$app" /usr/share/doc/tenantdesk
check_unpacked "${version%-*}"

# the copyright file: machine-readable (DEP-5), its files under the short name Apache-2.0, which a stand-alone
# License paragraph explains
copyright="$unpacked/usr/share/doc/tenantdesk/copyright"
if [[ -f "$copyright" ]]; then
    head -n 1 "$copyright" | grep -qx 'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/' \
        || problem "the copyright file is not in the DEP-5 format (no Format: line first)"
    paragraphs=$(awk -v RS= '{ gsub(/\n/, "|"); print }' "$copyright")
    grep -Eq '^Files: \*\|Copyright: [^|]+\|License: Apache-2\.0$' <<<"$paragraphs" \
        || problem "the copyright file has no 'Files: *' paragraph with 'License: Apache-2.0'"
    grep -Eq '^License: Apache-2\.0\|.*/usr/share/common-licenses/Apache-2\.0' <<<"$paragraphs" \
        || problem "the copyright file does not explain Apache-2.0 (a License paragraph naming common-licenses)"
fi

# maintainer scripts
grep -q 'lib/tenantdesk-appcds" create' "$unpacked/DEBIAN/postinst" 2>/dev/null \
    || problem "postinst does not create the AppCDS archive"
grep -q 'rm -f "$APP_DIR/lib/app/tenantdesk.jsa"' "$unpacked/DEBIAN/prerm" 2>/dev/null \
    || problem "prerm does not delete the AppCDS archive"
for script in postinst prerm; do
    grep -qx "APP_DIR=$app" "$unpacked/DEBIAN/$script" 2>/dev/null || problem "$script does not work on $app"
done
parents=$(sed -n 's/^PARENT_FOLDERS="\(.*\)"$/\1/p' "$unpacked/DEBIAN/preinst" 2>/dev/null)
for folder in /opt /usr/bin /usr/share/applications; do
    [[ " $parents " == *" $folder "* ]] || problem "preinst does not make $folder where it is missing (PARENT_FOLDERS=\"$parents\")"
done
left=$(grep -lE 'APPLICATION_[A-Z]+|DESKTOP_COMMANDS_[A-Z]+' "$unpacked"/DEBIAN/{preinst,postinst,prerm} 2>/dev/null || true)
[[ -z "$left" ]] || problem "jpackage placeholders left unreplaced in: $(sed "s|^$unpacked||" <<<"$left" | paste -s -d' ' -)"

check_size "$deb" 70
report check-deb "$deb"
echo "check-deb: ok: $(basename "$deb"), $size_mb MB, installed $(field Installed-Size) KB; launcher says ${version%-*}"
echo "check-deb: Depends: $depends"
