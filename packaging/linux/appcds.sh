#!/bin/sh
# tenantdesk-appcds create|remove — the console's AppCDS archive (installed as <image>/lib/tenantdesk-appcds).
#
# The archive holds the classes a start loads (listed at build time in lib/app/tenantdesk.classlist), parsed
# and laid out ahead of time; the launcher maps it with -XX:SharedArchiveFile=$APPDIR/tenantdesk.jsa. It is
# valid only for the path it was made at (the JVM checks the class path), so it is made after installing, by
# the .deb's post-install step, and deleted by its pre-remove step. An image without it, or moved elsewhere,
# still starts, only more slowly: run `lib/tenantdesk-appcds create` in the moved image to make a new one.
# Needs no display and no network; takes a few seconds.
set -eu

LIB=$(cd "$(dirname "$0")" && pwd)
APPDIR="$LIB/app"
JAVA="$LIB/runtime/bin/java"
CONFIG="$APPDIR/Tenantdesk.cfg"
ARCHIVE="$APPDIR/tenantdesk.jsa"
CLASSLIST="$APPDIR/tenantdesk.classlist"

create() {
    if [ ! -f "$CLASSLIST" ]; then
        CLASSLIST="$LIB/runtime/lib/classlist"   # the JDK's own list: less gain, still valid
    fi
    # the launcher's class path, in its order, with $APPDIR expanded: the archive is checked against it
    classpath=$(sed -n 's/^app\.classpath=//p' "$CONFIG" | awk -v dir="$APPDIR" '{ sub(/^\$APPDIR/, dir); print }' | paste -s -d: -)
    log=$(mktemp)
    rm -f "$ARCHIVE"
    if "$JAVA" -Xshare:dump -XX:SharedClassListFile="$CLASSLIST" -XX:SharedArchiveFile="$ARCHIVE" \
            -cp "$classpath" >"$log" 2>&1 && [ -s "$ARCHIVE" ]; then
        chmod 644 "$ARCHIVE"
        echo "Tenantdesk: start-up archive created ($(du -k "$ARCHIVE" | cut -f1) KB): $ARCHIVE"
        rm -f "$log"
    else
        rm -f "$ARCHIVE"
        echo "Tenantdesk: could not create the start-up archive; the console starts without it. Output:" >&2
        tail -n 20 "$log" >&2
        rm -f "$log"
        return 1
    fi
}

case "${1:-}" in
    create) create ;;
    remove) rm -f "$ARCHIVE" ;;
    *) echo "usage: $0 create|remove" >&2; exit 2 ;;
esac
