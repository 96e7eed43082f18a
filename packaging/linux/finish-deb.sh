#!/usr/bin/env bash
# finish-deb.sh <file.deb | folder holding one .deb> — completes jpackage's .deb, which installs nothing outside
# /opt/tenantdesk (mvn -Ppackage package runs it after jpackage):
#   - the image's lib/share goes to /usr/share: the menu entry (applications/tenantdesk.desktop) and the icons
#     (icons/hicolor/…); the copyright file, which jpackage leaves in /opt/tenantdesk/share/doc, to
#     /usr/share/doc/tenantdesk;
#   - the link /usr/bin/tenantdesk to the start script puts the command on the PATH;
#   - the package is packed again holding only its own files and folders. dpkg-deb would add every parent folder
#     (/opt, /usr/bin, the icon theme's), and a package that owns /opt makes dpkg try to remove it with the package;
#     preinst gets the list of those folders and makes any a system lacks.
# dpkg knows every file, so removing the package removes them.
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
rm -r "$root$app/share"
mv "$root$app/lib/share/applications" "$root$app/lib/share/icons" "$root/usr/share/"
rmdir "$root$app/lib/share"

# What the package holds: its own folders and every file and link. The other folders are the system's.
(
    cd "$root"
    find ".$app" "./usr/share/doc/$name" -type d
    find . -path ./DEBIAN -prune -o ! -type d -print
) | LC_ALL=C sort >"$work/entries"
parents=$(sed 's|/[^/]*$||' "$work/entries" | LC_ALL=C sort -u | grep -vxF -f "$work/entries" | sed 's|^\.||' | paste -s -d' ' -)
sed -i "s|^PARENT_FOLDERS=\$|PARENT_FOLDERS=\"$parents\"|" "$root/DEBIAN/preinst"

# the control file's Installed-Size (KiB) follows the contents; md5sums lets dpkg --verify check them
size=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
sed -i "s/^Installed-Size: .*/Installed-Size: $size/" "$root/DEBIAN/control"
(cd "$root" && find . -path ./DEBIAN -prune -o -type f -print | sed 's|^\./||' | LC_ALL=C sort | xargs -d '\n' md5sum) \
    >"$root/DEBIAN/md5sums"

# a .deb is an ar archive of debian-binary, control.tar.xz and data.tar.xz, in this order (deb(5))
tar_xz() { # folder, entries file, output
    tar -C "$1" --format=gnu --owner=0 --group=0 --numeric-owner --no-recursion -T "$2" -cf - | xz -6 -T0 >"$3"
}
(cd "$root/DEBIAN" && find . -type f | LC_ALL=C sort) >"$work/control-entries"
tar_xz "$root/DEBIAN" "$work/control-entries" "$work/control.tar.xz"
tar_xz "$root" "$work/entries" "$work/data.tar.xz"
echo 2.0 >"$work/debian-binary"
rm -f "$deb"
(cd "$work" && ar rcD "$deb" debian-binary control.tar.xz data.tar.xz)
echo "finish-deb: $(basename "$deb"): /usr/bin/$name -> $app/bin/$name, /usr/share/doc/$name/copyright," \
    "the menu entry and icons in /usr/share; the system's folders it needs: $parents"
