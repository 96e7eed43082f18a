#!/usr/bin/env bash
# check-deb.sh <file.deb | folder holding one .deb> — checks what the .deb installs and declares: the launcher and
# its link on the PATH, the runtime with JavaFX's native libraries, the jars, the licence and notices, the class list
# for AppCDS, the desktop entry and icon, the copyright file, the maintainer scripts, the dependencies, and the size. Run by mvn -Ppackage package and by CI. Exits non-zero
# with one line per problem.
set -euo pipefail

target=${1:?usage: check-deb.sh <file.deb | folder>}
if [[ -d "$target" ]]; then
    debs=("$target"/*.deb)
    [[ ${#debs[@]} -eq 1 && -f "${debs[0]}" ]] || { echo "check-deb: FAILED: expected one .deb in $target" >&2; exit 1; }
    deb=${debs[0]}
else
    deb=$target
fi

app=/opt/tenantdesk
max_mb=70
problems=()
problem() { problems+=("$1"); }

field() { dpkg-deb --field "$deb" "$1"; }
contents=$(dpkg-deb --contents "$deb" | awk '{ perm=$1; $1=$2=$3=$4=$5=""; sub(/^ +/, ""); print perm, $0 }')

has_file() { # path [perm-regex]
    local line
    line=$(grep -E " \.$1( ->.*)?\$" <<<"$contents" | head -n 1 || true)
    if [[ -z "$line" ]]; then
        problem "missing $1"
    elif [[ -n "${2:-}" && ! "${line%% *}" =~ $2 ]]; then
        problem "$1 has mode ${line%% *}, expected $2"
    fi
}

# package fields
[[ "$(field Package)" == tenantdesk ]] || problem "Package is '$(field Package)', expected tenantdesk"
[[ -n "$(field Version)" ]] || problem "no Version"
depends=$(field Depends)
for dep in libc6 'libgtk-3-0(t64)?' libfontconfig1 libx11-6; do
    grep -Eq "(^|, )${dep}( |,|$)" <<<"$depends" || problem "Depends lacks ${dep} (Depends: $depends)"
done

# files
has_file "$app/bin/Tenantdesk" '^-rwx'
has_file "$app/bin/tenantdesk" '^-rwx'
has_file "$app/lib/app/Tenantdesk.cfg"
has_file "$app/lib/app/tenantdesk-[^/]*\.jar"
has_file "$app/lib/app/tenantdesk\.classlist"
has_file "$app/lib/tenantdesk-appcds" '^-rwx'
has_file "$app/lib/runtime/bin/java" '^-rwx'
has_file "$app/lib/runtime/lib/modules"
has_file "$app/lib/runtime/lib/libglassgtk3\.so"
has_file "$app/lib/runtime/lib/libprism_sw\.so"
has_file "$app/lib/runtime/lib/libjavafx_font\.so"
has_file "$app/lib/Tenantdesk\.png"
has_file "$app/lib/tenantdesk-Tenantdesk\.desktop"
has_file "$app/lib/app/LICENSE"
has_file "$app/lib/app/THIRD-PARTY-NOTICES\.txt"
has_file "/usr/share/doc/tenantdesk/copyright" '^-rw-r--r--'   # moved there from /opt by finish-deb.sh
has_file "/usr/bin/tenantdesk -> $app/bin/tenantdesk" '^l'      # the command on the PATH
if grep -q 'tenantdesk\.jsa' <<<"$contents"; then
    problem "the .deb carries an AppCDS archive: it must be made at install time, for the installed path"
fi

# what is inside the files that matter
unpacked=$(mktemp -d)
trap 'rm -rf "$unpacked"' EXIT
dpkg-deb --extract "$deb" "$unpacked"
dpkg-deb --control "$deb" "$unpacked/DEBIAN"
desktop="$unpacked$app/lib/tenantdesk-Tenantdesk.desktop"
if [[ -f "$desktop" ]]; then
    for line in "Exec=$app/bin/tenantdesk" "Icon=$app/lib/Tenantdesk.png" "Type=Application" \
                "StartupWMClass=io.tenantdesk.ui.app.TenantdeskApp" "Categories=Office;Database;"; do
        grep -qxF "$line" "$desktop" || problem "desktop entry lacks '$line'"
    done
    if command -v desktop-file-validate >/dev/null && ! out=$(desktop-file-validate "$desktop" 2>&1); then
        problem "desktop entry is not valid: $out"
    fi
fi
cfg="$unpacked$app/lib/app/Tenantdesk.cfg"
if [[ -f "$cfg" ]]; then
    for option in 'java-options=-XX:SharedArchiveFile=$APPDIR/tenantdesk.jsa' 'java-options=-Xshare:auto' \
                  'java-options=--add-opens=javafx.controls/javafx.scene.control.skin=ALL-UNNAMED'; do
        grep -qxF "$option" "$cfg" || problem "launcher configuration lacks '$option'"
    done
fi
# the launcher prints the package's upstream version (0.1.0 for 0.1.0-1), read from the jars' manifests
upstream=$(field Version); upstream=${upstream%-*}
printed=$(env -u DISPLAY "$unpacked$app/bin/tenantdesk" --version 2>&1 || true)
[[ "$printed" == "Tenantdesk $upstream" ]] || problem "tenantdesk --version printed '$printed', expected 'Tenantdesk $upstream'"
grep -q 'Apache License, Version 2.0' "$unpacked/usr/share/doc/tenantdesk/copyright" 2>/dev/null \
    || problem "the copyright file does not state the Apache License 2.0"
grep -q 'TERMS AND CONDITIONS' "$unpacked$app/lib/app/LICENSE" 2>/dev/null || problem "lib/app/LICENSE is not the licence text"
grep -q 'lib/tenantdesk-appcds" create' "$unpacked/DEBIAN/postinst" 2>/dev/null \
    || problem "postinst does not create the AppCDS archive"
grep -q 'rm -f "$APP_DIR/lib/app/tenantdesk.jsa"' "$unpacked/DEBIAN/prerm" 2>/dev/null \
    || problem "prerm does not delete the AppCDS archive"
for script in postinst prerm; do
    grep -qx "APP_DIR=$app" "$unpacked/DEBIAN/$script" 2>/dev/null || problem "$script does not work on $app"
done
grep -q 'install -m 644 "$APP_DIR/lib/tenantdesk-Tenantdesk.desktop" "$MENU_ENTRY"' "$unpacked/DEBIAN/postinst" 2>/dev/null \
    || problem "postinst does not install the menu entry"
grep -q 'rm -f "$MENU_ENTRY"' "$unpacked/DEBIAN/prerm" 2>/dev/null || problem "prerm does not remove the menu entry"
left=$(grep -lE 'APPLICATION_[A-Z]+|DESKTOP_COMMANDS_[A-Z]+' "$unpacked/DEBIAN/postinst" "$unpacked/DEBIAN/prerm" "$desktop" 2>/dev/null || true)
[[ -z "$left" ]] || problem "jpackage placeholders left unreplaced in: $(sed "s|^$unpacked||" <<<"$left" | paste -s -d' ' -)"

# size
bytes=$(stat -c %s "$deb")
mb=$(awk -v b="$bytes" 'BEGIN { printf "%.1f", b / 1048576 }')
(( bytes <= max_mb * 1048576 )) || problem ".deb is $mb MB, over the $max_mb MB goal"

if (( ${#problems[@]} )); then
    for p in "${problems[@]}"; do echo "check-deb: FAILED: $p" >&2; done
    echo "check-deb: $deb has ${#problems[@]} problem(s)" >&2
    exit 1
fi
echo "check-deb: ok: $(basename "$deb"), $mb MB, installed $(field Installed-Size) KB"
echo "check-deb: Depends: $depends"
