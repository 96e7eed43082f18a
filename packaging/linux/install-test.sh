#!/usr/bin/env bash
# install-test.sh <file.deb | folder holding one .deb> — installs the .deb on this machine, checks the installed
# console, uninstalls it and checks that nothing is left. Needs root; changes the system (it installs the
# package's dependencies with apt-get), so it is run by hand, not by CI:
#   sudo packaging/linux/install-test.sh target/installer
set -euo pipefail

target=${1:?usage: install-test.sh <file.deb | folder>}
[[ -d "$target" ]] && target=$(ls "$target"/*.deb)
deb=$(readlink -f "$target")
app=/opt/tenantdesk
menu_entry=/usr/share/applications/tenantdesk-Tenantdesk.desktop
fail() { echo "install-test: FAILED: $*" >&2; exit 1; }

[[ $(id -u) -eq 0 ]] || fail "run as root"
if dpkg-query -W -f='${Status}' tenantdesk 2>/dev/null | grep -q 'install ok'; then
    fail "tenantdesk is already installed; remove it first (dpkg -r tenantdesk)"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "install-test: dpkg -i $(basename "$deb")"
if ! dpkg -i "$deb" >"$work/install.log" 2>&1; then
    # dpkg does not fetch dependencies: let apt finish the job (it installs what Depends names)
    grep -q 'dependency problems' "$work/install.log" || { cat "$work/install.log" >&2; fail "dpkg -i"; }
    echo "install-test: installing the missing dependencies: $(grep -o 'depends on [^;]*' "$work/install.log" | sort -u | paste -s -d' ' -)"
    DEBIAN_FRONTEND=noninteractive apt-get install -f -y -q --no-install-recommends >"$work/apt.log" 2>&1 \
        || { cat "$work/apt.log" >&2; fail "apt-get install -f"; }
fi
grep -h 'start-up archive' "$work"/*.log || true
dpkg-query -W -f='${Status}' tenantdesk | grep -q 'install ok installed' || fail "tenantdesk is not installed"

[[ -s "$app/lib/app/tenantdesk.jsa" ]] || fail "the post-install step made no AppCDS archive"
[[ -f "$menu_entry" ]] || fail "no menu entry at $menu_entry"
[[ -f /usr/share/doc/tenantdesk/copyright ]] || fail "no /usr/share/doc/tenantdesk/copyright"
[[ "$(command -v tenantdesk)" == /usr/bin/tenantdesk ]] || fail "tenantdesk is not on the PATH as /usr/bin/tenantdesk"
version=$(tenantdesk --version) || fail "tenantdesk --version"
[[ "$version" == "Tenantdesk "* ]] || fail "tenantdesk --version printed '$version'"
echo "install-test: ok  on the PATH: $(command -v tenantdesk) ($version), copyright in /usr/share/doc/tenantdesk"
echo "install-test: ok  installed: $app ($(du -sh "$app" | cut -f1), archive $(du -h "$app/lib/app/tenantdesk.jsa" | cut -f1)), menu entry $menu_entry"

home=$(mktemp -d -p "$work")
display=(); [[ -n "${DISPLAY:-}" ]] || display=(xvfb-run -a)
HOME="$home" JAVA_TOOL_OPTIONS="-Duser.home=$home -Xlog:class+load=info:file=$work/classes.log" \
    "${display[@]}" "$app/bin/tenantdesk" --self-check >"$work/self-check.log" 2>&1 \
    || { cat "$work/self-check.log" >&2; fail "the installed console's self-check"; }
shared=$(grep -c 'source: shared objects file' "$work/classes.log" || true)
(( shared > 1000 )) || fail "the installed console did not use its AppCDS archive ($shared classes from it)"
[[ ! -e "$home/.openjfx" ]] || fail "JavaFX unpacked native libraries into the home folder"
grep -q "ok  runtime: $app/lib/runtime " "$work/self-check.log" \
    || fail "the installed console did not run on its own runtime: $(grep 'runtime:' "$work/self-check.log")"
echo "install-test: ok  self-check: $(grep -o 'main window shown.*' "$work/self-check.log"), $shared classes from the archive, on $app/lib/runtime"

echo "install-test: dpkg -r tenantdesk"
dpkg -r tenantdesk >"$work/remove.log" 2>&1 || { cat "$work/remove.log" >&2; fail "dpkg -r"; }
if grep -i 'warning' "$work/remove.log" | grep -v "directory '/opt' not empty"; then
    fail "dpkg -r warned (above): something was left behind"
fi
left=$(find /opt /usr/bin /usr/share/doc /usr/share/applications /usr/share/icons /usr/share/desktop-directories \
            /usr/local/share /etc/xdg -iname '*tenantdesk*' 2>/dev/null || true)
[[ -z "$left" ]] || fail "left after removal: $left"
status=$(dpkg-query -W -f='${db:Status-Abbrev}' tenantdesk 2>/dev/null || echo 'not known')
echo "install-test: ok  removed: nothing left under /opt or in the menus (dpkg status: '$status')"
# dpkg -r keeps the package's record (status rc) until a purge: purge it, so the machine is as before
dpkg -P tenantdesk >/dev/null 2>&1 || true
echo "install-test: passed"
