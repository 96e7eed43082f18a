#!/usr/bin/env bash
# smoke-test.sh <tenantdesk-cli-…tar.gz> — runs the command-line runtime as a server would (CI runs this after
# mvn -Ppackage package): unpacked elsewhere, with no display and a throw-away home, it must
#   1. print its version;
#   2. check every bundled descriptor (schema check);
#   3. serve the demo (tenantdesk demo, with the checkout's dynalite) and lint and export a platform from it.
# It catches what class-path tests cannot: a JDK module missing from the runtime, a jar left out.
set -euo pipefail

archive=$(readlink -f "${1:?usage: smoke-test.sh <tenantdesk-cli-…tar.gz>}")
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
demo=
cleanup() { [[ -n "$demo" ]] && kill "$demo" 2>/dev/null; wait 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT
fail() { echo "cli-smoke-test: FAILED: $*" >&2; exit 1; }

tar -C "$work" -xzf "$archive"
cli=$(echo "$work"/tenantdesk-cli-*/bin/tenantdesk)
export HOME="$work/home" JAVA_OPTS="-Duser.home=$work/home -Dtenantdesk.dynalite.dir=$root/core/src/dynalite"
mkdir -p "$HOME"
unset DISPLAY

# 1
version=$(env -u JAVA_OPTS "$cli" --version) || fail "--version exited non-zero"
expected=$(basename "$archive" | sed -E 's/^tenantdesk-cli-(.*)-linux-[^-]+\.tar\.gz$/\1/')
[[ "$version" == "Tenantdesk $expected" ]] || fail "--version printed '$version', expected 'Tenantdesk $expected'"
echo "cli-smoke-test: ok  --version: $version"

# 2
for descriptor in "$root"/core/src/main/resources/platforms/*.json; do
    [[ $descriptor == *.schema.json ]] && continue
    "$cli" schema check "$descriptor" >"$work/check.log" 2>&1 || { cat "$work/check.log" >&2; fail "schema check $descriptor"; }
done
echo "cli-smoke-test: ok  schema check: every bundled descriptor"

# 3
"$cli" demo --size small --quiet >"$work/demo.log" 2>&1 &
demo=$!
for _ in $(seq 1 600); do
    endpoint=$(grep -oE 'http://127\.0\.0\.1:[0-9]+' "$work/demo.log" | head -n 1 || true)
    [[ -n "$endpoint" ]] && break
    kill -0 "$demo" 2>/dev/null || { cat "$work/demo.log" >&2; fail "tenantdesk demo stopped before serving"; }
    sleep 0.2
done
[[ -n "$endpoint" ]] || { cat "$work/demo.log" >&2; fail "tenantdesk demo printed no endpoint"; }
status=0
"$cli" lint --endpoint "$endpoint" --platform app_data --format json >"$work/lint.json" 2>"$work/lint.err" || status=$?
[[ $status -le 1 ]] || { cat "$work/lint.err" >&2; fail "lint exited $status"; }
grep -q '"tables"' "$work/lint.json" || fail "lint printed no report: $(head -c 300 "$work/lint.json")"
"$cli" export --endpoint "$endpoint" --platform app_data --entity License --format csv >"$work/licences.csv" \
    2>"$work/export.err" || { cat "$work/export.err" >&2; fail "export exited non-zero"; }
rows=$(($(wc -l <"$work/licences.csv") - 1))
[[ $rows -gt 0 ]] || fail "export wrote no licence"
echo "cli-smoke-test: ok  demo at $endpoint: lint (exit $status) and export ($rows licences) from the archive's runtime"
