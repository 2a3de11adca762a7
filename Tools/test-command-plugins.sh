#!/usr/bin/env bash
# Runs the command plugins for real: copies samples/PhotoApp to a temporary folder, points its
# dependency at this repository, and drives `swift package alertlint`, `alertlint --fix` and
# `alertlint-generate` through SwiftPM. Prints ok:/FAIL: per check; exits 1 on any failure.
set -u
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R "$repo/samples/PhotoApp" "$work/PhotoApp"
app=$work/PhotoApp
rm -rf "$app/.build" "$app/Generated"
sed -i "s|path: \"../..\"|path: \"$repo\"|" "$app/Package.swift"
grep -q "path: \"$repo\"" "$app/Package.swift" || { echo "FAIL: could not rewrite the dependency path"; exit 1; }
failures=0
check() { if [ "$1" = 0 ]; then echo "ok: $2"; else echo "FAIL: $2"; failures=$((failures + 1)); fi; }
run() { (cd "$app" && swift package "$@" >"$work/out" 2>&1); }
alerts=$app/Sources/PhotoApp/Alerts

# 1. The sample's specs are clean: exit 0.
run --allow-writing-to-package-directory alertlint; status=$?
[ $status = 0 ]; check $? "alertlint on the good specs exits 0"
[ $status = 0 ] || tail -20 "$work/out"

# 2. An unknown key: non-zero exit and the finding at file:line:column.
cp "$alerts/photo-grid.alerts.yaml" "$work/photo-grid.orig"
sed -i 's/^  deletePhoto:$/  deletePhoto:\n    colour: red/' "$alerts/photo-grid.alerts.yaml"
run --allow-writing-to-package-directory alertlint; status=$?
[ $status != 0 ]; check $? "alertlint on a bad key exits non-zero (exit $status)"
grep -q "photo-grid.alerts.yaml:9:5: error:" "$work/out"; check $? "the bad key's finding is printed at photo-grid.alerts.yaml:9:5"
grep -q "photo-grid.alerts.yaml:9:5" "$work/out" || tail -20 "$work/out"
cp "$work/photo-grid.orig" "$alerts/photo-grid.alerts.yaml"

# 3. A fixable warning (cancel second in a two-action alert) is rewritten by --fix.
cat >"$alerts/fixme.alerts.yaml" <<'YAML'
version: 1
alerts:
  discard:
    title:
      text: Discard changes?
    actions:
      - id: discard
        role: destructive
        title:
          text: Discard
      - role: cancel
        title:
          text: Cancel
YAML
cp "$alerts/fixme.alerts.yaml" "$work/fixme.orig"
run --allow-writing-to-package-directory alertlint
grep -q "fixme.alerts.yaml:.*cancel-placement" "$work/out"; check $? "the misplaced cancel is reported as cancel-placement"
run --allow-writing-to-package-directory alertlint --fix; status=$?
[ $status = 0 ]; check $? "alertlint --fix exits 0 (exit $status)"
! cmp -s "$alerts/fixme.alerts.yaml" "$work/fixme.orig"; check $? "alertlint --fix rewrote the spec"
first_role=$(grep -m1 "role:" "$alerts/fixme.alerts.yaml" | tr -d ' -')
[ "$first_role" = "role:cancel" ]; check $? "after --fix the cancel action comes first"
run --allow-writing-to-package-directory alertlint; status=$?
[ $status = 0 ] && grep -q "Linted" "$work/out" && ! grep -q "cancel-placement" "$work/out"; check $? "after --fix the lint is clean and the warning is gone"
rm "$alerts/fixme.alerts.yaml"

# 4. alertlint-generate writes Swift and string tables into Generated/ in the package.
run --allow-writing-to-package-directory alertlint-generate; status=$?
[ $status = 0 ]; check $? "alertlint-generate exits 0 (exit $status)"
[ $status = 0 ] || tail -20 "$work/out"
[ -f "$app/Generated/PhotoGrid.swift" ] && [ -f "$app/Generated/Sharing.swift" ]; check $? "Generated/ holds the Swift of both specs"
[ -n "$(find "$app/Generated" -name '*.xcstrings' -o -name '*.strings' | head -1)" ]; check $? "Generated/ holds string tables"
ls -R "$app/Generated" | head -20

[ $failures = 0 ] || { echo "$failures check(s) failed"; exit 1; }
echo "all command-plugin checks passed"
