#!/usr/bin/env bash
# install-test.sh <file.deb | folder holding one .deb> — installs the .deb on this machine the way the README says
# (apt install ./tenantdesk_….deb), checks the installed console, removes and purges it and checks that nothing is
# left and dpkg warned of nothing. Needs root; changes the system (apt installs the package's missing dependencies),
# so CI runs it (.ci/run, as root or with sudo) and a developer only on a machine that may change:
#   sudo packaging/linux/install-test.sh target/installer
set -euo pipefail

target=${1:?usage: install-test.sh <file.deb | folder>}
[[ -d "$target" ]] && target=$(ls "$target"/*.deb)
deb=$(readlink -f "$target")
app=/opt/tenantdesk
menu_entry=/usr/share/applications/tenantdesk.desktop
fail() { echo "install-test: FAILED: $*" >&2; exit 1; }

[[ $(id -u) -eq 0 ]] || fail "run as root"
if dpkg-query -W -f='${Status}' tenantdesk 2>/dev/null | grep -q 'install ok'; then
    fail "tenantdesk is already installed; remove it first (apt remove tenantdesk)"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "install-test: apt-get install $(basename "$deb")"
DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "$deb" >"$work/install.log" 2>&1 \
    || { cat "$work/install.log" >&2; fail "apt-get install $deb"; }
grep -h 'start-up archive' "$work/install.log" || true
dpkg-query -W -f='${Status}' tenantdesk | grep -q 'install ok installed' || fail "tenantdesk is not installed"
if dpkg-query -S /opt /usr/bin 2>/dev/null | grep -q tenantdesk; then
    fail "dpkg records tenantdesk as an owner of /opt or /usr/bin: $(dpkg-query -S /opt /usr/bin 2>/dev/null)"
fi

[[ -s "$app/lib/app/tenantdesk.jsa" ]] || fail "the post-install step made no AppCDS archive"
[[ -f "$menu_entry" ]] || fail "no menu entry at $menu_entry"
[[ -f /usr/share/icons/hicolor/48x48/apps/tenantdesk.png && -f /usr/share/icons/hicolor/scalable/apps/tenantdesk.svg ]] \
    || fail "the icons are not in /usr/share/icons/hicolor"
[[ -f /usr/share/doc/tenantdesk/copyright ]] || fail "no /usr/share/doc/tenantdesk/copyright"
[[ "$(command -v tenantdesk)" == /usr/bin/tenantdesk ]] || fail "tenantdesk is not on the PATH as /usr/bin/tenantdesk"
upstream=$(dpkg-query -W -f='${Version}' tenantdesk)
upstream=${upstream%-*}
version=$(tenantdesk --version) || fail "tenantdesk --version"
[[ "$version" == "Tenantdesk $upstream" ]] || fail "tenantdesk --version printed '$version', expected 'Tenantdesk $upstream'"
echo "install-test: ok  on the PATH: $(command -v tenantdesk) ($version), copyright in /usr/share/doc/tenantdesk"
echo "install-test: ok  installed: $app ($(du -sh "$app" | cut -f1), archive $(du -h "$app/lib/app/tenantdesk.jsa" | cut -f1)), menu entry $menu_entry, icons"

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

echo "install-test: dpkg -r tenantdesk, dpkg -P tenantdesk"
dpkg -r tenantdesk >"$work/remove.log" 2>&1 || { cat "$work/remove.log" >&2; fail "dpkg -r"; }
dpkg -P tenantdesk >>"$work/remove.log" 2>&1 || { cat "$work/remove.log" >&2; fail "dpkg -P"; }
if grep -i 'warning' "$work/remove.log"; then
    fail "dpkg warned while removing the package (above)"
fi
left=$(find /opt /usr/bin /usr/share/doc /usr/share/applications /usr/share/icons /usr/share/desktop-directories \
            /usr/local/share /etc/xdg -iname '*tenantdesk*' 2>/dev/null || true)
[[ -z "$left" ]] || fail "left after removal: $left"
[[ -d /opt ]] || fail "removing the package removed /opt"
! dpkg-query -W tenantdesk >/dev/null 2>&1 || fail "dpkg still knows tenantdesk after the purge"
echo "install-test: ok  removed and purged without a warning: nothing left, /opt still there"
echo "install-test: passed"
