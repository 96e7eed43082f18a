#!/usr/bin/env bash
# finish-deb.sh <file.deb | folder holding one .deb> — adds to jpackage's .deb what jpackage cannot put outside the
# install folder: the command on the PATH (/usr/bin/tenantdesk, a link to the start script in /opt/tenantdesk) and
# the copyright file where Debian keeps it (/usr/share/doc/tenantdesk/copyright; jpackage leaves it in
# /opt/tenantdesk/share/doc for an /opt install). dpkg knows both files, so removing the package removes them.
# Run by mvn -Ppackage package after jpackage.
set -euo pipefail

target=${1:?usage: finish-deb.sh <file.deb | folder>}
[[ -d "$target" ]] && target=$(ls "$target"/*.deb)
deb=$(readlink -f "$target")
app=/opt/tenantdesk
name=tenantdesk

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
root="$work/root"
dpkg-deb --raw-extract "$deb" "$root"

mkdir -p "$root/usr/bin" "$root/usr/share/doc/$name"
ln -s "$app/bin/$name" "$root/usr/bin/$name"
mv "$root$app/share/doc/copyright" "$root/usr/share/doc/$name/copyright"
chmod 644 "$root/usr/share/doc/$name/copyright"
rmdir "$root$app/share/doc" "$root$app/share" 2>/dev/null || true

# the control file's Installed-Size (KiB) follows the contents
size=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
sed -i "s/^Installed-Size: .*/Installed-Size: $size/" "$root/DEBIAN/control"
if [[ -f "$root/DEBIAN/md5sums" ]]; then
    (cd "$root" && find . -path ./DEBIAN -prune -o -type f -print | sed 's|^\./||' | sort | xargs md5sum) \
        >"$root/DEBIAN/md5sums"
fi

dpkg-deb --root-owner-group -Zxz --build "$root" "$work/$name.deb" >/dev/null
mv "$work/$name.deb" "$deb"
echo "finish-deb: $(basename "$deb"): /usr/bin/$name -> $app/bin/$name, /usr/share/doc/$name/copyright"
