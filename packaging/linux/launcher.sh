#!/bin/bash
# tenantdesk — starts the console (installed as <image>/bin/tenantdesk; the menu entry runs it).
#
# It starts the JVM exactly as jpackage's launcher (bin/Tenantdesk) does, from the same lib/app/Tenantdesk.cfg:
# its class path, java-options and main class, with $APPDIR expanded. jpackage's Linux launcher first asks rpm
# and dpkg which package owns it (`rpm -qf`, `dpkg -S`, then `dpkg -L`), which costs about 100 ms before the JVM
# starts on every launch; this script reads the file with shell built-ins only and then execs java.
set -euo pipefail

self=$(readlink -f "${BASH_SOURCE[0]}")
image=${self%/bin/*}
APPDIR="$image/lib/app"
config="$APPDIR/Tenantdesk.cfg"

classpath=()
options=()
main=
section=
while IFS= read -r line || [[ -n "$line" ]]; do
    case "$line" in
        '['*']') section=$line; continue ;;
        '' | '#'*) continue ;;
    esac
    key=${line%%=*}
    value=${line#*=}
    value=${value//\$APPDIR/$APPDIR}
    case "$section/$key" in
        '[Application]/app.classpath') classpath+=("$value") ;;
        '[Application]/app.mainclass') main=$value ;;
        '[JavaOptions]/java-options') options+=("$value") ;;
    esac
done <"$config"

if [[ -z "$main" || ${#classpath[@]} -eq 0 ]]; then
    echo "tenantdesk: $config names no main class or class path; reinstall the console" >&2
    exit 1
fi

# The options hold the console's client compiler alone (launcher-java-options.args). A command (a first word that
# is not an option: lint, export, repair, ...) streams many items and runs about twice as fast with the JVM's full
# compilers, so it gets them back; a later -XX option overrides an earlier one.
if [[ $# -gt 0 && $1 != -* ]]; then
    options+=(-XX:TieredStopAtLevel=4)
fi

IFS=:
exec "$image/lib/runtime/bin/java" -classpath "${classpath[*]}" "${options[@]}" -Djpackage.app-path="$self" \
    "$main" "$@"
