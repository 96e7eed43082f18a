# package-checks.sh — what check-deb.sh, check-rpm.sh and check-archive.sh share, sourced by them. The file checks
# need, set by the caller:
#   contents   the package's listing, one "<mode> ./<path>[ -> <target>]" a line, folders ending in /
#   unpacked   a folder holding the package's files
# Problems are collected, one line each, and report() prints them.

app=/opt/tenantdesk
icon_sizes=(16 22 24 32 48 64 128 256 512)
problems=()
problem() { problems+=("$1"); }

the_package() { # checker name, file or folder, file pattern — the file, or the one file in the folder that matches
    if [[ ! -d "$2" ]]; then
        echo "$2"
        return
    fi
    local found=("$2"/$3)
    [[ ${#found[@]} -eq 1 && -f "${found[0]}" ]] || { echo "$1: FAILED: expected one $3 in $2" >&2; return 1; }
    echo "${found[0]}"
}

has_file() { # path-regex [mode-regex]
    local line
    line=$(grep -E " \.$1( ->.*)?\$" <<<"$contents" | head -n 1 || true)
    if [[ -z "$line" ]]; then
        problem "missing $1"
    elif [[ -n "${2:-}" && ! "${line%% *}" =~ $2 ]]; then
        problem "$1 has mode ${line%% *}, expected $2"
    fi
}

# The files every Linux package installs: the image in /opt/tenantdesk, the command on the PATH, the menu entry and
# the icon theme's sizes of the icon.
check_files() {
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
    has_file "$app/lib/app/LICENSE"
    has_file "$app/lib/app/THIRD-PARTY-NOTICES\.txt"
    has_file "/usr/bin/tenantdesk -> $app/bin/tenantdesk" '^l'
    has_file "/usr/share/applications/tenantdesk\.desktop" '^-rw-r--r--'
    local size
    for size in "${icon_sizes[@]}"; do
        has_file "/usr/share/icons/hicolor/${size}x${size}/apps/tenantdesk\.png" '^-rw-r--r--'
    done
    has_file "/usr/share/icons/hicolor/scalable/apps/tenantdesk\.svg" '^-rw-r--r--'
    if grep -Eq "^[^ ]* \.$app/(lib/)?share/" <<<"$contents"; then
        problem "$app/share or $app/lib/share is installed: its contents belong in /usr/share"
    fi
    if grep -q 'tenantdesk\.jsa' <<<"$contents"; then
        problem "the package carries an AppCDS archive: it must be made at install time, for the installed path"
    fi
}

# The package holds only its own folders (the arguments, with everything below them), never the system's that its
# files go into: a package owning /opt makes the package manager try to remove /opt with it.
check_own_folders() { # own folder…
    local folder own foreign=()
    while IFS= read -r folder; do
        for own in "$@"; do
            [[ "$folder" == "$own" || "$folder" == "$own"/* ]] && continue 2
        done
        foreign+=("$folder")
    done < <(awk '$1 ~ /^d/ { print $2 }' <<<"$contents" | sed -e 's|^\.||' -e 's|/$||' -e 's|^$|/|')
    if ((${#foreign[@]})); then
        problem "the package owns folders that are not its own: ${foreign[*]}"
    fi
}

png_size() { # the width and height a PNG file's header declares, as WxH
    od -An -tu1 -j16 -N8 "$1" | awk '{ printf "%dx%d", $1*16777216 + $2*65536 + $3*256 + $4, $5*16777216 + $6*65536 + $7*256 + $8 }'
}

# What is inside the files that matter: the menu entry, the icons, the launcher's options, and the version the
# launcher prints, which must be the package's.
check_unpacked() { # version
    local desktop="$unpacked/usr/share/applications/tenantdesk.desktop" line size png
    if [[ -f "$desktop" ]]; then
        for line in "Exec=$app/bin/tenantdesk" "Icon=tenantdesk" "Type=Application" \
                    "StartupWMClass=io.tenantdesk.ui.app.TenantdeskApp" "Categories=Office;Database;"; do
            grep -qxF "$line" "$desktop" || problem "desktop entry lacks '$line'"
        done
        if command -v desktop-file-validate >/dev/null && ! out=$(desktop-file-validate "$desktop" 2>&1); then
            problem "desktop entry is not valid: $out"
        fi
    fi
    for size in "${icon_sizes[@]}"; do
        png="$unpacked/usr/share/icons/hicolor/${size}x${size}/apps/tenantdesk.png"
        [[ ! -f "$png" || "$(png_size "$png")" == "${size}x${size}" ]] \
            || problem "the ${size}x${size} icon is $(png_size "$png")"
    done
    local cfg="$unpacked$app/lib/app/Tenantdesk.cfg" option
    if [[ -f "$cfg" ]]; then
        for option in 'java-options=-XX:SharedArchiveFile=$APPDIR/tenantdesk.jsa' 'java-options=-Xshare:auto' \
                      'java-options=--add-opens=javafx.controls/javafx.scene.control.skin=ALL-UNNAMED'; do
            grep -qxF "$option" "$cfg" || problem "launcher configuration lacks '$option'"
        done
    fi
    grep -q 'TERMS AND CONDITIONS' "$unpacked$app/lib/app/LICENSE" 2>/dev/null || problem "lib/app/LICENSE is not the licence text"
    local printed
    printed=$(env -u DISPLAY "$unpacked$app/bin/tenantdesk" --version 2>&1 || true)
    [[ "$printed" == "Tenantdesk $1" ]] || problem "tenantdesk --version printed '$printed', expected 'Tenantdesk $1'"
}

check_size() { # file, most MB
    local bytes
    bytes=$(stat -c %s "$1")
    size_mb=$(awk -v b="$bytes" 'BEGIN { printf "%.1f", b / 1048576 }')
    ((bytes <= $2 * 1048576)) || problem "$(basename "$1") is $size_mb MB, over the $2 MB goal"
}

report() { # checker name, package file — exits 1 when a check failed
    if ((${#problems[@]})); then
        for p in "${problems[@]}"; do echo "$1: FAILED: $p" >&2; done
        echo "$1: $2 has ${#problems[@]} problem(s)" >&2
        exit 1
    fi
}
