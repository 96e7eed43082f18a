#!/usr/bin/env bash
# smoke-test.sh <app-image folder> — runs the packaged console the way a user's machine would (CI runs this
# after mvn -Ppackage package). Each step starts the image's own launchers — jpackage's bin/Tenantdesk and the
# start script bin/tenantdesk that the menu entry runs — under xvfb-run when there is no display, so it catches
# what class-path tests cannot: a module missing from the runtime, a missing --add-opens, a native library not
# found.
#   1. --version answers without a display, from both launchers and through a symbolic link to the script; the
#      start script gives the console the client compiler alone and a command the full compilers;
#   2. --self-check passes with jpackage's launcher, and JavaFX unpacks nothing into the (throw-away) home folder
#      (the build checked the start script so, and steps 3 and 4 run it again);
#   3. in a copy of the image, "installed" elsewhere, the AppCDS archive made for that path is used;
#   4. moved again, the archive no longer matches: the console still starts, without it.
set -euo pipefail

image=$(cd "${1:?usage: smoke-test.sh <app-image folder>}" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "smoke-test: FAILED: $*" >&2; exit 1; }

if [[ -n "${DISPLAY:-}" ]]; then display=(); else display=(xvfb-run -a); fi

# run_console <launcher> <log> [java options…] -- self-check in a throw-away home; the exit code is the check's
run_console() {
    local launcher=$1 log=$2; shift 2
    local home; home=$(mktemp -d -p "$work")
    HOME="$home" JAVA_TOOL_OPTIONS="-Duser.home=$home $*" "${display[@]}" "$launcher" --self-check >"$log" 2>&1
    local status=$?
    if [[ -e "$home/.openjfx" ]]; then
        fail "JavaFX unpacked native libraries into the home folder: the runtime's lib/ lacks them"
    fi
    return $status
}
shared_classes() { grep -c 'source: shared objects file' "$1" || true; }

# 1
expected=$(sed -n 's:.*<app-version>\(.*\)</app-version>.*:\1:p' "$image/lib/app/.jpackage.xml")
ln -s "$image/bin/tenantdesk" "$work/tenantdesk"
for launcher in "$image/bin/Tenantdesk" "$image/bin/tenantdesk" "$work/tenantdesk"; do
    version=$(env -u DISPLAY "$launcher" --version) || fail "$launcher --version exited non-zero"
    [[ "$version" == "Tenantdesk $expected" ]] || fail "$launcher --version printed '$version', expected 'Tenantdesk $expected'"
done
echo "smoke-test: ok  --version: $version (both launchers, and a link to the script)"
compiler_level() {
    JAVA_TOOL_OPTIONS=-XX:+PrintFlagsFinal env -u DISPLAY "$@" 2>/dev/null | awk '$2 == "TieredStopAtLevel" {print $4}' || true
}
[[ $(compiler_level "$image/bin/tenantdesk" --version) == 1 ]] || fail "the console's start does not get the client compiler alone"
[[ $(compiler_level "$image/bin/tenantdesk" help) == 4 ]] || fail "a command does not get the JVM's full compilers back"
echo "smoke-test: ok  compilers: the console's start gets C1 alone, a command the full compilers"

# 2
run_console "$image/bin/Tenantdesk" "$work/self-check.log" \
    || { cat "$work/self-check.log" >&2; fail "--self-check of $image/bin/Tenantdesk"; }
echo "smoke-test: ok  --self-check, bin/Tenantdesk: $(grep -o 'main window shown.*' "$work/self-check.log");" \
    "nothing written to the home folder"

# 3
mkdir -p "$work/installed"
cp -a "$image" "$work/installed/"
installed="$work/installed/$(basename "$image")"
"$installed/lib/tenantdesk-appcds" create >/dev/null || fail "tenantdesk-appcds create"
run_console "$installed/bin/tenantdesk" "$work/installed.log" "-Xlog:class+load=info:file=$work/installed-classes.log" \
    || { cat "$work/installed.log" >&2; fail "--self-check with the AppCDS archive"; }
shared=$(shared_classes "$work/installed-classes.log")
(( shared > 1000 )) || fail "the AppCDS archive made for $installed was not used ($shared classes from it)"
echo "smoke-test: ok  AppCDS: archive used where it was made ($shared classes from it)"

# 4
mkdir -p "$work/moved"
mv "$installed" "$work/moved/"
moved="$work/moved/$(basename "$image")"
run_console "$moved/bin/tenantdesk" "$work/moved.log" "-Xlog:class+load=info:file=$work/moved-classes.log" \
    || { cat "$work/moved.log" >&2; fail "--self-check of a moved image (its archive made for another path)"; }
if grep -iE '^(error|.*\[error\])' "$work/moved.log"; then
    fail "the moved image started with errors (above)"
fi
echo "smoke-test: ok  moved image: starts without its archive ($(shared_classes "$work/moved-classes.log") classes from it)"
# the plain summary line CI reads (each failure above exits at once)
echo "smoke-test: 4 passed, 0 failed"
