#!/usr/bin/env bash
# Builds samples/PhotoApp, a package that uses alertlint's build-tool plugin, runs its
# tests, then checks from the build log that the plugin's commands are incremental and that
# a lint error fails the build at the spec's file:line:column. Exits non-zero on any failure.
#
# Swift 6.3 relinks the tool and reruns the plugin's commands once on the second build of a
# fresh package, so the incremental checks start from the third build.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
package="$root/samples/PhotoApp"
specs="$package/Sources/PhotoApp/Alerts"
log="$(mktemp)"
failures=0

fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
pass() { echo "ok: $*"; }

# Spec edits below are undone whatever happens.
backup="$(mktemp -d)"
cp "$specs"/*.alerts.yaml "$package/.alertlint.yml" "$backup/"
restore() { cp "$backup"/*.alerts.yaml "$specs/"; cp "$backup/.alertlint.yml" "$package/"; rm -rf "$backup" "$log"; }
trap restore EXIT

build() {
    swift build --package-path "$package" --build-tests -v >"$log" 2>&1
}
# The specs whose generate command the last build ran: "a.alerts.yaml b.alerts.yaml".
generated() {
    { grep -oE '/alertlint-tool generate [^ ]*' "$log" || true; } | sed 's|.*/||' | sort | paste -sd' '
}
runtime_runs() {
    grep -cE '/alertlint-tool generate --runtime only' "$log" || true
}

# Passes when the last build ran exactly the generate commands of the specs in $1 ("" for
# none), and not the runtime's.
expect_only() {
    local ran
    ran="$(generated)"
    if [[ "$(generated)" == "$1" && "$(runtime_runs)" == 0 ]]; then
        pass "generate commands run: exactly ${1:-none}"
    else
        fail "expected ${1:-no spec} to be generated; ran: ${ran:-none}, runtime ×$(runtime_runs)"
    fi
}

echo "== build and test samples/PhotoApp"
if swift test --package-path "$package" >"$log" 2>&1; then
    tail -1 "$log"
    pass "samples/PhotoApp builds through the plugin and its tests pass"
else
    tail -40 "$log"; fail "samples/PhotoApp does not build or its tests fail"; exit 1
fi

echo "== second build (Swift 6.3 reruns the commands once here; not measured)"
build || { cat "$log"; fail "second build failed"; exit 1; }

echo "== third build, nothing changed"
build || { cat "$log"; fail "build failed"; exit 1; }
expect_only ""

echo "== touch photo-grid.alerts.yaml (mtime only)"
sleep 1; touch "$specs/photo-grid.alerts.yaml"
build || { cat "$log"; fail "build failed"; exit 1; }
expect_only "photo-grid.alerts.yaml"

echo "== change sharing.alerts.yaml's content"
echo "# edited by Tools/test-consumer.sh" >>"$specs/sharing.alerts.yaml"
build || { cat "$log"; fail "build failed"; exit 1; }
expect_only "sharing.alerts.yaml"

echo "== touch .alertlint.yml, an input of every spec's command"
sleep 1; touch "$package/.alertlint.yml"
build || { cat "$log"; fail "build failed"; exit 1; }
expect_only "photo-grid.alerts.yaml sharing.alerts.yaml"

echo "== a lint error in sharing.alerts.yaml fails the build at file:line:column"
cp "$backup/sharing.alerts.yaml" "$specs/"
sed -i 's/^version: 1$/version: 1\nbogus: 3/' "$specs/sharing.alerts.yaml"
line="$(grep -n '^bogus: 3$' "$specs/sharing.alerts.yaml" | cut -d: -f1)"
if build; then
    fail "the build succeeded with a lint error"
elif grep -qE "^$specs/sharing.alerts.yaml:$line:1: error: .*\[unknown-key\]" "$log"; then
    pass "build failed with $specs/sharing.alerts.yaml:$line:1: error: … [unknown-key]"
else
    fail "no diagnostic at sharing.alerts.yaml:$line:1 in the build log"; grep -E "error:" "$log" | grep -v frontend | head -5
fi

echo "== specs restored: the build is green again"
cp "$backup/sharing.alerts.yaml" "$specs/"
build || { cat "$log"; fail "build after restoring the specs failed"; }
swift test --package-path "$package" --skip-build 2>&1 | tail -1

if ((failures > 0)); then
    echo "test-consumer: $failures check(s) failed"
    exit 1
fi
echo "test-consumer: all checks passed"
