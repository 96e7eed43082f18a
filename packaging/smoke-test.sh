#!/usr/bin/env bash
# smoke-test.sh <launcher> <version> — starts an installed console the way a user would, on any system: Linux, macOS,
# and Windows in Git Bash (the installers workflow runs it on the installed .msi's Tenantdesk.exe and on the .dmg's
# Tenantdesk.app/Contents/MacOS/Tenantdesk; on Linux linux/smoke-test.sh checks more). It catches what class-path
# tests cannot: a module missing from the runtime, a missing --add-opens, a native library not found.
#   1. --version prints "Tenantdesk <version>", without a display;
#   2. --self-check passes (main window, style sheets, ControlsFX's module access, TLS, an SDK client) in a
#      throw-away home: HOME, the Windows profile folders and Java's user.home all point into it, and JavaFX unpacks
#      nothing there (its native libraries must come from the runtime).
set -euo pipefail

launcher=${1:?usage: smoke-test.sh <launcher> <version>}
version=${2:?usage: smoke-test.sh <launcher> <version>}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "smoke-test: FAILED: $*" >&2; exit 1; }
native_path() { if command -v cygpath >/dev/null; then cygpath -w "$1"; else echo "$1"; fi; }

# 1
printed=$(env -u DISPLAY "$launcher" --version 2>"$work/version.err") \
    || { cat "$work/version.err" >&2; fail "$launcher --version exited non-zero"; }
printed=${printed%$'\r'}
[[ "$printed" == "Tenantdesk $version" ]] || fail "$launcher --version printed '$printed', expected 'Tenantdesk $version'"
echo "smoke-test: ok  --version: $printed"

# 2
home="$work/home"
mkdir -p "$home/AppData/Roaming" "$home/AppData/Local"
display=()
if [[ $(uname -s) == Linux && -z "${DISPLAY:-}" ]]; then display=(xvfb-run -a); fi
status=0
HOME="$home" USERPROFILE="$(native_path "$home")" APPDATA="$(native_path "$home/AppData/Roaming")" \
    LOCALAPPDATA="$(native_path "$home/AppData/Local")" JAVA_TOOL_OPTIONS="-Duser.home=$(native_path "$home")" \
    ${display[@]+"${display[@]}"} "$launcher" --self-check >"$work/self-check.log" 2>&1 || status=$?
((status == 0)) || { cat "$work/self-check.log" >&2; fail "$launcher --self-check exited $status"; }
[[ ! -e "$home/.openjfx" ]] || fail "JavaFX unpacked native libraries into the home folder: the runtime lacks them"
echo "smoke-test: ok  --self-check: $(grep -o 'main window shown.*' "$work/self-check.log" || echo passed);" \
    "nothing unpacked into the home folder"
echo "smoke-test: 2 passed, 0 failed"
