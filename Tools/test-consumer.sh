#!/usr/bin/env bash
# Builds samples/PhotoApp, a package that uses alertlint's build-tool plugin, runs its
# tests, then checks from the build logs that the plugin's commands are incremental, that a
# lint error fails the build and a warning does not, both at the spec's file:line:column, and
# that a configuration above the package does not apply. Exits non-zero on any failure.
#
# Every build is the same command. With Swift 6.3 the second build of a fresh package plans
# the build again, relinks the tool and so reruns each command once, writing nothing
# (decision 0035): that shape is asserted, and "nothing changed, nothing runs" from the third.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
package="$root/samples/PhotoApp"
specs="$package/Sources/PhotoApp/Alerts"
above="$root/samples/.alertlint.yml"
log="$(mktemp)"
failures=0

fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
pass() { echo "ok: $*"; }

# Spec and configuration edits below are undone whatever happens.
backup="$(mktemp -d)"
cp "$specs"/*.alerts.yaml "$package/.alertlint.yml" "$backup/"
[ ! -e "$above" ] || { echo "test-consumer: $above exists; it would be replaced"; exit 2; }
restore() {
    cp "$backup"/*.alerts.yaml "$specs/"; cp "$backup/.alertlint.yml" "$package/"
    rm -f "$above"; rm -rf "$backup" "$log"
}
trap restore EXIT

build() {
    swift build --package-path "$package" --build-tests -v >"$log" 2>&1
}
# SwiftPM runs the plugin again only when it plans the build again, which a touched manifest
# makes it do (docs/plugin.md); a created or removed .alertlint.yml needs that.
replan() { sleep 1; touch "$package/Package.swift"; }
# The specs whose generate command the last build ran: "a.alerts.yaml b.alerts.yaml".
generated() {
    { grep -oE '/alertlint-tool generate /[^ ]*\.alerts\.ya?ml' "$log" || true; } | sed 's|.*/||' | sort | paste -sd' '
}
runtime_runs() { grep -cE '/alertlint-tool generate --runtime only' "$log" || true; }
tool_links() { grep -cE -- "-o [^ ]*/alertlint-tool -module-name alertlint -emit-executable" "$log" || true; }
# Swift files compiled (plugins' cached compilation logs, replayed at every build, aside).
compiled() {
    { grep -E 'swift-frontend -frontend -c ' "$log" || true; } \
        | { grep -vE 'TemporaryDirectory|/Plugins/' || true; } | grep -c . || true
}
# "Generated … (N changed)" lines whose N is not 0.
changed_outputs() { { grep -E '^Generated .* \([0-9]+ changed\)\.$' "$log" || true; } | grep -vc '(0 changed)' || true; }

# Passes when the last build ran exactly the generate commands of the specs in $1 ("" for
# none), not the runtime's, and did not link the tool.
expect_only() {
    local ran
    ran="$(generated)"
    if [[ "$ran" == "$1" && "$(runtime_runs)" == 0 && "$(tool_links)" == 0 ]]; then
        pass "generate commands run: exactly ${1:-none}"
    else
        fail "expected ${1:-no spec} to be generated; ran: ${ran:-none}, runtime ×$(runtime_runs), tool linked ×$(tool_links)"
    fi
}

echo "== first build of samples/PhotoApp, and its tests"
build || { tail -40 "$log"; fail "samples/PhotoApp does not build"; exit 1; }
if swift test --package-path "$package" --skip-build >"$log.test" 2>&1; then
    tail -1 "$log.test"
    pass "samples/PhotoApp builds through the plugin and its tests pass"
else
    tail -40 "$log.test"; fail "samples/PhotoApp's tests fail"; rm -f "$log.test"; exit 1
fi
rm -f "$log.test"

echo "== second build, nothing changed: Swift 6.3 relinks the tool and reruns each command once (decision 0035)"
build || { cat "$log"; fail "second build failed"; exit 1; }
links="$(tool_links)" ran="$(generated)" runtime="$(runtime_runs)" swift="$(compiled)" wrote="$(changed_outputs)"
if ((links == 0)) && [[ -z "$ran" && "$runtime" == 0 ]]; then
    fail "the second build ran nothing: the Swift 6.3 relink is gone; assert 'nothing runs' on the second build and retire decision 0035"
elif ((links >= 1)) && [[ "$ran" == "photo-grid.alerts.yaml sharing.alerts.yaml" && "$runtime" == 1 ]] \
    && ((swift == 0 && wrote == 0)); then
    pass "second build: tool relinked (×$links, no Swift compiled), each generate command rerun once, 0 files changed"
else
    fail "second build: tool linked ×$links, generated: ${ran:-none}, runtime ×$runtime, Swift files compiled: $swift, outputs changed: $wrote"
fi

echo "== third build, nothing changed: nothing runs"
build || { cat "$log"; fail "build failed"; exit 1; }
expect_only ""
[ "$(compiled)" == 0 ] && pass "third build compiled nothing" || fail "third build compiled $(compiled) Swift files"

echo "== touch photo-grid.alerts.yaml (mtime only)"
sleep 1; touch "$specs/photo-grid.alerts.yaml"
build || { cat "$log"; fail "build failed"; exit 1; }
expect_only "photo-grid.alerts.yaml"

echo "== change sharing.alerts.yaml's content"
echo "# edited by Tools/test-consumer.sh" >>"$specs/sharing.alerts.yaml"
build || { cat "$log"; fail "build failed"; exit 1; }
expect_only "sharing.alerts.yaml"

echo "== touch .alertlint.yml, the configuration every spec's command names"
sleep 1; touch "$package/.alertlint.yml"
build || { cat "$log"; fail "build failed"; exit 1; }
expect_only "photo-grid.alerts.yaml sharing.alerts.yaml"

echo "== a lint warning in sharing.alerts.yaml: the build succeeds and shows it at file:line:column"
cp "$backup/sharing.alerts.yaml" "$specs/"
sed -i 's/^          text: Stop Sharing$/          text: Stop Sharing./' "$specs/sharing.alerts.yaml"
line="$(grep -n '^      - id: stop$' "$specs/sharing.alerts.yaml" | cut -d: -f1)"
warning="^$specs/sharing.alerts.yaml:$line:9: warning: .*\[button-title-punctuation\]$"
if ! build; then
    fail "the build failed on a lint warning"; grep -E "error:" "$log" | head -5
elif grep -qE "$warning" "$log"; then
    pass "build succeeded with $specs/sharing.alerts.yaml:$line:9: warning: … [button-title-punctuation]"
else
    fail "no warning at sharing.alerts.yaml:$line:9 in the build log"; grep -E "warning:" "$log" | head -5
fi

echo "== a configuration above the package does not apply (decision 0036)"
# Were it read, its severity would turn the warning above into an error that fails the build.
mv "$package/.alertlint.yml" "$backup/package-config.yml"
printf 'rules:\n  button-title-punctuation: error\n' >"$above"
replan
if ! build; then
    fail "the build failed: $above was applied"; grep -E "error:" "$log" | head -5
elif grep -qE "$warning" "$log" && grep -qE '/alertlint-tool generate [^ ]*/sharing\.alerts\.yaml .*--no-config' "$log"; then
    pass "built with --no-config; the finding stays a warning, whatever $above says"
else
    fail "expected sharing.alerts.yaml's command with --no-config and its warning"; grep -E '/alertlint-tool generate|warning:' "$log" | head -5
fi
rm -f "$above"
mv "$backup/package-config.yml" "$package/.alertlint.yml"

echo "== a lint error in sharing.alerts.yaml fails the build at file:line:column"
cp "$backup/sharing.alerts.yaml" "$specs/"
sed -i 's/^version: 1$/version: 1\nbogus: 3/' "$specs/sharing.alerts.yaml"
line="$(grep -n '^bogus: 3$' "$specs/sharing.alerts.yaml" | cut -d: -f1)"
replan
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
if grep -qE '/alertlint-tool generate [^ ]*/sharing\.alerts\.yaml .*--config [^ ]*/PhotoApp/\.alertlint\.yml --locales en de fr' "$log"; then
    pass "sharing.alerts.yaml's command names the package's .alertlint.yml and takes its locales"
else
    fail "sharing.alerts.yaml's command does not pass the package's .alertlint.yml"; grep -E '/alertlint-tool generate' "$log" | head -3
fi
if swift test --package-path "$package" --skip-build >"$log" 2>&1; then
    tail -1 "$log"; pass "samples/PhotoApp's tests pass after the edits are undone"
else
    tail -20 "$log"; fail "samples/PhotoApp's tests fail after the edits are undone"
fi

if ((failures > 0)); then
    echo "test-consumer: $failures check(s) failed"
    exit 1
fi
echo "test-consumer: all checks passed"
