#!/usr/bin/env bash
# Proves `alertlint lsp` with real clients (docs/editors.md):
#   1. pytest-lsp (Tests/lsp) drives the server as an editor's client would: initialize,
#      diagnostics on open/change/save in UTF-16 positions equal to the CLI's, malformed
#      input, unknown documents, shutdown and exit;
#   2. Neovim's built-in client (`nvim --headless`, Debian's 0.7.2 or later) attaches to it
#      and reads the diagnostics of a bad spec back.
#
# Environment: ALERTLINT_VENV  where pytest-lsp is installed (default: .build-ci-venv,
#                              created with it when missing)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

swift build --product alertlint
binary="$(swift build --show-bin-path)/alertlint"

venv=${ALERTLINT_VENV:-.build-ci-venv}
if ! "$venv/bin/python" -c 'import pytest_lsp' 2>/dev/null; then
    echo "== installing pytest-lsp into $venv"
    [ -x "$venv/bin/python" ] || python3 -m venv "$venv"
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check pytest-lsp==1.0.1
fi

echo "== pytest-lsp"
ALERTLINT="$binary" "$venv/bin/python" -m pytest -q -p no:cacheprovider Tests/lsp

echo "== neovim"
if ! command -v nvim >/dev/null 2>&1; then
    echo "FAIL: nvim is not installed (.ci/run installs Debian's neovim)" >&2
    exit 1
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/alertlint-nvim.XXXXXX")
trap 'rm -rf "$work"' EXIT
# An unknown placeholder after CJK and emoji: LSP sends UTF-16 character 25 on line 4,
# which Neovim keeps as byte column 41 (12 + 15 CJK bytes + 1 + 12 emoji bytes + 1).
cat > "$work/wide.alerts.yaml" <<'SPEC'
version: 1
namespace: Wide
alerts:
  deletePhoto:
    title: "写真を削除 😀👍🏽 {fileName}"
    message: "Delete it?"
    actions:
      - title: Cancel
        role: cancel
      - title: Delete
        role: destructive
SPEC
ALERTLINT="$binary" ALERTLINT_SPEC="$work/wide.alerts.yaml" ALERTLINT_OUT="$work/diagnostics.txt" \
    timeout 120 nvim --headless --clean -n -u "$root/Tests/lsp/neovim-smoke.lua" >/dev/null 2>"$work/nvim.log" || true
expected="4:41 1 unknown-placeholder"
if [ "$(cat "$work/diagnostics.txt" 2>/dev/null)" != "$expected" ]; then
    echo "FAIL: Neovim read back:" >&2
    sed 's/^/   | /' "$work/diagnostics.txt" >&2 2>/dev/null || echo "   | (nothing)" >&2
    sed 's/^/   | /' "$work/nvim.log" >&2
    echo "expected: $expected" >&2
    exit 1
fi
echo "ok: Neovim shows $expected"
