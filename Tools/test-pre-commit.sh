#!/usr/bin/env bash
# Proves .pre-commit-hooks.yaml works with the real `pre-commit` tool: a scratch git
# repository uses this repository (a clone, at the committed HEAD) as its hook source, and
#   1. a staged bad spec makes `pre-commit run` fail, showing the finding at file:line:col;
#   2. a staged good spec passes;
#   3. the alertlint-fix hook rewrites a fixable spec and fails, so the fix gets reviewed.
# pre-commit builds the hook repository with `swift build -c release` (minutes on a small
# machine). Only committed changes are tested: pre-commit clones at a revision.
#
# Environment: PRE_COMMIT  the pre-commit executable (default: on PATH, else a fresh venv)
#              PRE_COMMIT_HOME  pre-commit's cache (default: a fresh one, so the build runs)
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/alertlint-pre-commit.XXXXXX")
trap 'rm -rf "$work"' EXIT
failures=0
check() { echo "ok: $1"; }
fail() { echo "FAIL: $1" >&2; failures=$((failures + 1)); }
# Runs pre-commit with the arguments; leaves its output in $output and exit code in $status.
run_pre_commit() {
    set +e
    output=$("$pre_commit" "$@" 2>&1)
    status=$?
    set -e
    echo "$output" | sed 's/^/   | /'
}

pre_commit=${PRE_COMMIT:-$(command -v pre-commit || true)}
if [ -z "$pre_commit" ]; then
    echo "== installing pre-commit into a venv (PEP 668: not into the system Python)"
    python3 -m venv "$work/venv"
    "$work/venv/bin/pip" install --quiet pre-commit
    pre_commit=$work/venv/bin/pre-commit
fi
export PRE_COMMIT_HOME=${PRE_COMMIT_HOME:-$work/cache}
echo "== pre-commit $("$pre_commit" --version | awk '{print $2}')"

if [ -n "$(git -C "$root" status --porcelain -- .pre-commit-hooks.yaml Sources Package.swift)" ]; then
    echo "note: uncommitted changes in the hook source are not tested (pre-commit clones HEAD)"
fi
rev=$(git -C "$root" rev-parse HEAD)
git clone --quiet "$root" "$work/hook-source"

repo=$work/consumer
git init --quiet "$repo"
cd "$repo"
git config user.email test@example.com
git config user.name test
git config commit.gpgsign false
cat > .pre-commit-config.yaml <<YAML
repos:
  - repo: $work/hook-source
    rev: $rev
    hooks:
      - id: alertlint
YAML
git add .pre-commit-config.yaml

mkdir -p Specs
# Two titles (a format error) and a bare action without a cancel.
cat > Specs/bad.alerts.yaml <<'YAML'
version: 1
alerts:
  deleteDocument:
    title: Delete?
    title: Remove?
    actions: [Cancel]
YAML
cat > Specs/good.alerts.yaml <<'YAML'
version: 1
alerts:
  deleteDocument:
    parameters: {name: String}
    title: Delete “{name}”?
    message: This document will be removed from all your devices.
    actions:
      - {title: Cancel, role: cancel}
      - {id: delete, title: Delete, role: destructive}
YAML

echo "== 1. a staged bad spec fails (pre-commit builds alertlint in release mode first)"
git add Specs/bad.alerts.yaml
run_pre_commit run
if [ "$status" -ne 0 ]; then check "pre-commit run exits $status"; else fail "pre-commit run passed a bad spec"; fi
if grep -Eq '^Specs/bad\.alerts\.yaml:5:[0-9]+: error: ' <<<"$output"; then
    check "the finding is shown at Specs/bad.alerts.yaml:5"
else
    fail "no finding at Specs/bad.alerts.yaml:5 in the output"
fi

echo "== 2. a staged good spec passes"
git rm --quiet --cached Specs/bad.alerts.yaml
rm Specs/bad.alerts.yaml
git add Specs/good.alerts.yaml
run_pre_commit run
if [ "$status" -eq 0 ] && grep -q '^alertlint\.*Passed' <<<"$output"; then
    check "pre-commit run passes"
else
    fail "pre-commit run on a good spec exited $status"
fi

echo "== 3. alertlint-fix fixes a staged spec and fails, so the fix is reviewed"
cat >> .pre-commit-config.yaml <<YAML
      - id: alertlint-fix
        stages: [manual]
YAML
git add .pre-commit-config.yaml
# Cancel after the destructive action: a warning with a safe fix (cancel-placement).
cat > Specs/fixable.alerts.yaml <<'YAML'
version: 1
alerts:
  discardDraft:
    title: Discard Draft?
    message: Your changes will be lost.
    actions:
      - {title: Discard, role: destructive}
      - {title: Cancel, role: cancel}
YAML
git add Specs/fixable.alerts.yaml
run_pre_commit run --hook-stage manual alertlint-fix
if [ "$status" -ne 0 ] && grep -q 'files were modified by this hook' <<<"$output"; then
    check "alertlint-fix reports that it modified files"
else
    fail "alertlint-fix exited $status without modifying files"
fi
if [ "$(sed -n 7p Specs/fixable.alerts.yaml)" = "      - {title: Cancel, role: cancel}" ]; then
    check "the cancel action now comes first"
else
    fail "Specs/fixable.alerts.yaml was not fixed:"; cat Specs/fixable.alerts.yaml >&2
fi

if [ "$failures" -ne 0 ]; then
    echo "test-pre-commit: $failures check(s) failed" >&2
    exit 1
fi
echo "test-pre-commit: all checks passed"
