#!/usr/bin/env bash
# Builds alertlint.artifactbundle and proves it needs nothing installed: ldd lists neither
# libyaml nor the Swift runtime, the binary lints the samples from a folder outside the build
# tree with an empty environment, and a scratch package uses the bundle through
# .binaryTarget(path:), both with a command plugin calling context.tool(named: "alertlint")
# and with AlertlintPlugin's source building samples/PhotoApp.
# Prints ok:/FAIL: per check; exits non-zero on any failure.
set -uo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
failures=0

fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
pass() { echo "ok: $*"; }

if ! built="$("$root/Tools/make-artifactbundle.sh" "$scratch/build" 2>"$scratch/build.log")"; then
    tail -30 "$scratch/build.log"
    fail "make-artifactbundle.sh failed"
    exit 1
fi
pass "built $built"

# Everything below uses a copy, so nothing can reach back into .build.
cp -R "$built" "$scratch/"
bundle="$scratch/alertlint.artifactbundle"
binary="$(find "$bundle" -type f -name alertlint -perm -u+x | head -1)"
[ -n "$binary" ] || { fail "no executable in the bundle"; exit 1; }

if python3 -c '
import json, sys
info = json.load(open(sys.argv[1]))
assert info["schemaVersion"] == "1.0"
artifact = info["artifacts"]["alertlint"]
assert artifact["type"] == "executable" and artifact["version"]
[variant] = artifact["variants"]
assert variant["supportedTriples"] == ["x86_64-unknown-linux-gnu"]
assert sys.argv[2].endswith("/" + variant["path"])
' "$bundle/info.json" "$binary"; then
    pass "info.json is schema 1.0 and names the binary"
else
    fail "info.json does not describe the bundle"
fi

deps="$(ldd "$binary" 2>&1)"
bad="$(grep -Ei 'libyaml|libswift|libFoundation|lib_Foundation|libdispatch|libBlocksRuntime|/opt/swift' <<<"$deps")"
if [ -z "$bad" ]; then
    pass "ldd lists no libyaml or Swift runtime: $(awk '{print $1}' <<<"$deps" | paste -sd' ')"
else
    fail "ldd lists: $bad"
fi

# Lints from a folder outside the build tree, with an empty library path and no Swift on PATH.
work="$scratch/outside"
mkdir -p "$work"
cp -R "$root/samples/PhotoLibrary" "$root/samples/invalid" "$work/"
clean_run() { (cd "$work" && env -i HOME="$work" PATH=/usr/bin:/bin LD_LIBRARY_PATH= "$binary" "$@"); }

clean_run lint PhotoLibrary >"$scratch/ok.out" 2>&1
status=$?
if [ "$status" -eq 0 ]; then pass "lints samples/PhotoLibrary outside the build tree (exit 0)"
else cat "$scratch/ok.out"; fail "samples/PhotoLibrary: exit $status, expected 0"; fi

clean_run lint invalid >"$scratch/bad.out" 2>&1
status=$?
if [ "$status" -eq 1 ] && grep -q 'error:' "$scratch/bad.out"; then
    pass "lints samples/invalid outside the build tree (exit 1, $(grep -c 'error:' "$scratch/bad.out") errors)"
else
    head -20 "$scratch/bad.out"; fail "samples/invalid: exit $status, expected 1 with errors"
fi

# A consumer package that gets the tool from the bundle, as SwiftLint's binary plugin does.
# SwiftPM takes a binary target's path relative to the package root, so the bundle is copied
# into the package.
consumer="$scratch/consumer"
mkdir -p "$consumer/Plugins/RunAlertlint"
cp -R "$bundle" "$consumer/"
bundle="$consumer/alertlint.artifactbundle"
cat >"$consumer/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "consumer",
    targets: [
        .binaryTarget(name: "alertlint", path: "alertlint.artifactbundle"),
        .plugin(
            name: "RunAlertlint",
            capability: .command(intent: .custom(verb: "bundled-alertlint", description: "Runs the bundled alertlint")),
            dependencies: ["alertlint"]
        ),
    ]
)
SWIFT
cat >"$consumer/Plugins/RunAlertlint/plugin.swift" <<'SWIFT'
import Foundation
import PackagePlugin

@main
struct RunAlertlint: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "alertlint")
        print("tool: \(tool.url.path)")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("alertlint exited with \(process.terminationStatus)")
        }
    }
}
SWIFT

swift package --package-path "$consumer" --disable-sandbox bundled-alertlint \
    lint "$work/PhotoLibrary" >"$scratch/plugin-ok.out" 2>&1
status=$?
if [ "$status" -eq 0 ] && grep -q "tool: $bundle/" "$scratch/plugin-ok.out"; then
    pass "swift package bundled-alertlint runs the bundle's binary on samples/PhotoLibrary"
else
    tail -20 "$scratch/plugin-ok.out"; fail "plugin on samples/PhotoLibrary: exit $status or not the bundle's binary"
fi

swift package --package-path "$consumer" --disable-sandbox bundled-alertlint \
    lint "$work/invalid" >"$scratch/plugin-bad.out" 2>&1
status=$?
if [ "$status" -ne 0 ] && grep -q "tool: $bundle/" "$scratch/plugin-bad.out" \
    && grep -q '\.alerts\.yaml:[0-9]*:[0-9]*: error:' "$scratch/plugin-bad.out"; then
    pass "swift package bundled-alertlint fails on samples/invalid with its findings"
else
    tail -20 "$scratch/plugin-bad.out"; fail "plugin on samples/invalid: exit $status, expected failure with findings"
fi

# The build-tool plugin on the bundle's binary instead of the source-built tool, as SwiftLint's
# binary plugin works: AlertlintPlugin's own source, depending on the binary target, builds
# samples/PhotoApp and its tests (German text on Linux included) with no alertlint sources.
app="$scratch/app"
mkdir -p "$app/Plugins/BundledAlertlintPlugin"
cp -R "$root/samples/PhotoApp/Sources" "$root/samples/PhotoApp/Tests" "$root/samples/PhotoApp/.alertlint.yml" "$app/"
cp "$root"/Plugins/AlertlintPlugin/*.swift "$app/Plugins/BundledAlertlintPlugin/"
cp -R "$built" "$app/"
cat >"$app/Package.swift" <<'SWIFT'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PhotoApp",
    defaultLocalization: "en",
    platforms: [.macOS(.v13), .iOS(.v16)],
    targets: [
        .binaryTarget(name: "alertlint", path: "alertlint.artifactbundle"),
        .plugin(name: "BundledAlertlintPlugin", capability: .buildTool(), dependencies: ["alertlint"]),
        .target(name: "PhotoApp", plugins: ["BundledAlertlintPlugin"]),
        .testTarget(name: "PhotoAppTests", dependencies: ["PhotoApp"]),
    ],
    swiftLanguageModes: [.v6]
)
SWIFT
swift build --package-path "$app" --build-tests -v >"$scratch/app.out" 2>&1 \
    && swift test --package-path "$app" --skip-build >>"$scratch/app.out" 2>&1
status=$?
if [ "$status" -eq 0 ] && grep -q "$app/alertlint.artifactbundle/.*/alertlint.* generate" "$scratch/app.out" \
    && [ ! -d "$app/.build/release/alertlint" ] && ! grep -q "Compiling alertlint" "$scratch/app.out"; then
    pass "the build-tool plugin on the bundle's binary builds and tests samples/PhotoApp ($(grep -Eo 'with [0-9]+ tests' "$scratch/app.out" | tail -1))"
else
    grep -E "error|FAIL|failed" "$scratch/app.out" | head -20; fail "samples/PhotoApp through the bundle's binary: exit $status"
fi

# Nothing of the tool is built from source here, so unlike with the source-built tool
# (decision 0035) the second build, the same command with nothing changed, runs nothing.
swift build --package-path "$app" --build-tests -v >"$scratch/app2.out" 2>&1
status=$?
command="$app/alertlint.artifactbundle/[^ ]*/alertlint generate"
first="$(grep -cE "$command" "$scratch/app.out")"
ran="$(grep -cE "$command" "$scratch/app2.out")"
compiled="$(grep -E 'swift-frontend -frontend -c ' "$scratch/app2.out" | grep -cvE 'TemporaryDirectory|/Plugins/')"
if [ "$status" -eq 0 ] && [ "$first" -eq 3 ] && [ "$ran" -eq 0 ] && [ "$compiled" -eq 0 ]; then
    pass "the second build on the bundle's binary runs none of the $first alertlint commands of the first and compiles nothing"
else
    grep -E "$command|error" "$scratch/app2.out" | head -10
    fail "second build on the bundle's binary: exit $status, $ran alertlint commands (first build: $first), $compiled Swift files compiled"
fi

[ "$failures" -eq 0 ] || { echo "$failures check(s) failed"; exit 1; }
echo "artifact bundle: all checks passed"
