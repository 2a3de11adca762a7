"""pytest-lsp drives `alertlint lsp` as an editor would (Tools/test-lsp.sh runs these)."""

import json
import os
import pathlib
import subprocess

import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

PACKAGE_ROOT = pathlib.Path(__file__).resolve().parents[2]
ALERTLINT = os.environ.get("ALERTLINT", str(PACKAGE_ROOT / ".build" / "debug" / "alertlint"))
DOCS_URL = "https://example.com/alertlint/docs/"
# Short, so the tests do not wait; the debounce itself is tested in Swift.
SERVER = [ALERTLINT, "lsp", "--docs-url", DOCS_URL, "--debounce", "20"]


@pytest_lsp.fixture(config=ClientServerConfig(server_command=SERVER))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=types.ClientCapabilities(),
            root_uri=PACKAGE_ROOT.as_uri(),
        )
    )
    yield
    await lsp_client.shutdown_session()


def cli_findings(path: pathlib.Path) -> list[dict]:
    """What `alertlint lint --reporter json` reports for the file at `path`."""
    result = subprocess.run(
        [ALERTLINT, "lint", "--reporter", "json", str(path)],
        capture_output=True, text=True, cwd=path.parent,
    )
    assert result.returncode in (0, 1), result.stderr
    return json.loads(result.stdout)["diagnostics"]


def utf16_character(text: str, line: int, column: int) -> int:
    """The CLI's 1-based line and column (in Unicode scalars) as LSP's UTF-16 character."""
    line_text = text.splitlines()[line - 1] if line - 1 < len(text.splitlines()) else ""
    prefix = line_text[: column - 1]
    return len(prefix.encode("utf-16-le")) // 2

