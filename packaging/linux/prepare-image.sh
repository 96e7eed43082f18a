#!/usr/bin/env bash
# prepare-image.sh <app-image> — a build step of mvn -Ppackage package, after jpackage made the app-image and
# before the .deb is made from it:
#   1. starts the image's launcher in --self-check mode (under xvfb-run when there is no display) with
#      -XX:DumpLoadedClassList, so a broken image fails the build, and keeps the classes a start loads as
#      lib/app/tenantdesk.classlist — what the AppCDS archive is made from at install time;
#   2. puts the start script, launcher.sh, into the image as bin/tenantdesk (what the menu entry runs), the
#      archive tool, appcds.sh, as lib/tenantdesk-appcds, and what the installers put into /usr/share as lib/share/
#      (jpackage takes only bin/ and lib/ from an image): the menu entry (applications/tenantdesk.desktop) and the
#      icons (icons/hicolor/<size>/apps/tenantdesk.*).
# With no display and no xvfb-run, step 1 is skipped with a warning (the archive then uses the JDK's list).
set -euo pipefail

image=${1:?usage: prepare-image.sh <app-image folder>}
here=$(cd "$(dirname "$0")" && pwd)
launcher="$image/bin/tenantdesk"
classlist="$image/lib/app/tenantdesk.classlist"

install -m 755 "$here/launcher.sh" "$launcher"
install -m 755 "$here/appcds.sh" "$image/lib/tenantdesk-appcds"
install -D -m 644 "$here/tenantdesk.desktop" "$image/lib/share/applications/tenantdesk.desktop"
icons=$(cd "$here/../icons" && pwd)
for png in "$icons"/hicolor/*/apps/tenantdesk.png; do
    install -D -m 644 "$png" "$image/lib/share/icons/${png#"$icons/"}"
done
install -D -m 644 "$icons/tenantdesk.svg" "$image/lib/share/icons/hicolor/scalable/apps/tenantdesk.svg"

if [[ -n "${DISPLAY:-}" ]]; then
    display=()
elif command -v xvfb-run >/dev/null; then
    display=(xvfb-run -a)
else
    echo "prepare-image: WARNING: no display and no xvfb-run: the packaged console was not started, and the" >&2
    echo "prepare-image: WARNING: AppCDS archive will be made from the JDK's class list (slower start-up)." >&2
    exit 0
fi

raw=$(mktemp)
log=$(mktemp)
trap 'rm -f "$raw" "$log"' EXIT
# A throw-away home: the build must not depend on, or write to, the builder's. Java takes user.home from the
# password database, not $HOME, hence -Duser.home too.
home=$(mktemp -d)
if ! HOME="$home" JAVA_TOOL_OPTIONS="-Duser.home=$home -XX:DumpLoadedClassList=$raw" \
        "${display[@]}" "$launcher" --self-check >"$log" 2>&1; then
    cat "$log" >&2
    echo "prepare-image: FAILED: the packaged console's self-check failed (output above)" >&2
    rm -rf "$home"
    exit 1
fi
if [[ -e "$home/.openjfx" ]]; then
    echo "prepare-image: FAILED: JavaFX unpacked native libraries into the home folder ($home/.openjfx):" >&2
    echo "prepare-image: FAILED: the runtime's lib/ lacks JavaFX's .so files" >&2
    rm -rf "$home"
    exit 1
fi
rm -rf "$home"
# Proxy classes are generated at run time and cannot be archived: leave them out (-Xshare:dump would warn).
grep -v -e '\$Proxy' "$raw" >"$classlist"
echo "prepare-image: self-check passed; $(grep -c -v '^[#@]' "$classlist") classes listed in $classlist"
