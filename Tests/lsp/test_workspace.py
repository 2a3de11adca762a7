"""The workspace: a folder's specs linted together as `alertlint lint FOLDER` lints them,
findings that compare files republished in the other open file, watched files, the server's
own `client/registerCapability` request, and `$/cancelRequest`."""

import asyncio
import json
import pathlib
import subprocess

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

from conftest import ALERTLINT, SERVER, utf16_character
from test_diagnostics import apply_edits, change, next_diagnostics, open_document


def spec(namespace: str) -> str:
    return (
        f"version: 1\nnamespace: {namespace}\nalerts:\n  a:\n    title: Delete Photo?\n"
        "    message: The photo is removed.\n    actions:\n      - title: Cancel\n        role: cancel\n"
        "      - title: Delete\n        role: destructive\n"
    )


@pytest_lsp.fixture(config=ClientServerConfig(server_command=SERVER))
async def workspace(lsp_client: LanguageClient, tmp_path: pathlib.Path):
    """A client whose workspace folder is a new folder, and which watches files when asked."""
    folder = tmp_path / "project"
    folder.mkdir()
    lsp_client.registrations = []

    @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register(params: types.RegistrationParams):
        lsp_client.registrations.extend(params.registrations)
        return None

    lsp_client.initialize_result = await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=types.ClientCapabilities(
                workspace=types.WorkspaceClientCapabilities(
                    did_change_watched_files=types.DidChangeWatchedFilesClientCapabilities(dynamic_registration=True)
                )
            ),
            workspace_folders=[types.WorkspaceFolder(uri=folder.as_uri(), name="project")],
        )
    )
    lsp_client.folder = folder
    yield
    await lsp_client.shutdown_session()


async def eventually(condition, timeout: float = 30):
    for _ in range(int(timeout / 0.05)):
        if condition():
            return
        await asyncio.sleep(0.05)
    assert condition()


def codes(client: LanguageClient, uri: str) -> list[str] | None:
    """The rule ids last published for `uri`; None when nothing was."""
    published = client.diagnostics.get(uri)
    return None if published is None else [d.code for d in published]


def cli_folder_findings(folder: pathlib.Path, path: pathlib.Path) -> list[dict]:
    """What `alertlint lint --reporter json FOLDER` reports for the file at `path`."""
    result = subprocess.run([ALERTLINT, "lint", "--reporter", "json", str(folder)], capture_output=True, text=True)
    assert result.returncode in (0, 1), result.stderr
    return [d for d in json.loads(result.stdout)["diagnostics"] if d["range"]["path"] == str(path)]


async def test_the_client_is_asked_to_watch_specs_configurations_and_tables(workspace: LanguageClient):
    await eventually(lambda: workspace.registrations)
    [registration] = workspace.registrations
    assert registration.method == "workspace/didChangeWatchedFiles"
    globs = {watcher["globPattern"] for watcher in registration.register_options["watchers"]}
    assert globs == {"**/*.alerts.yaml", "**/*.alerts.yml", "**/.alertlint.yml", "**/*.xcstrings", "**/*.strings", "**/*.stringsdict"}


async def test_a_conflict_between_two_files_is_published_in_the_other_file(workspace: LanguageClient):
    folder = workspace.folder
    a, b = folder / "a.alerts.yaml", folder / "b.alerts.yaml"
    a.write_text(spec("Albums"), encoding="utf-8")
    b.write_text(spec("Photos"), encoding="utf-8")
    a_uri = open_document(workspace, a, spec("Albums"))
    b_uri = open_document(workspace, b, spec("Photos"))
    await eventually(lambda: codes(workspace, a_uri) == [] and codes(workspace, b_uri) == [])

    # a is edited into b's namespace: b, the later file, gets the finding, pointing at a.
    change(workspace, a_uri, spec("Photos"), version=2)
    await eventually(lambda: codes(workspace, b_uri) == ["conflicting-namespace"])
    [finding] = workspace.diagnostics[b_uri]
    assert finding.related_information[0].location.uri == a_uri

    # The CLI, linting the folder with a saved, reports the same finding at the same place.
    a.write_text(spec("Photos"), encoding="utf-8")
    [expected] = cli_folder_findings(folder, b)
    assert finding.message == expected["message"]
    start = expected["range"]["start"]
    assert finding.range.start == types.Position(line=start["line"] - 1, character=utf16_character(spec("Photos"), start["line"], start["column"]))

    # Fixing a clears b.
    change(workspace, a_uri, spec("Albums"), version=3)
    await eventually(lambda: codes(workspace, b_uri) == [])


async def test_files_changed_on_disk_count_once_the_client_reports_them(workspace: LanguageClient):
    folder = workspace.folder
    a, b = folder / "a.alerts.yaml", folder / "b.alerts.yaml"
    a.write_text(spec("Photos"), encoding="utf-8")
    b.write_text(spec("Photos"), encoding="utf-8")
    # Only b is open; a is read from disk.
    b_uri = open_document(workspace, b, spec("Photos"))
    assert [d.code for d in await next_diagnostics(workspace, b_uri)] == ["conflicting-namespace"]

    a.write_text(spec("Albums"), encoding="utf-8")
    workspace.workspace_did_change_watched_files(
        types.DidChangeWatchedFilesParams(changes=[types.FileEvent(uri=a.as_uri(), type=types.FileChangeType.Changed)])
    )
    await eventually(lambda: codes(workspace, b_uri) == [])

    a.unlink()
    created = folder / "a0.alerts.yaml"
    created.write_text(spec("Photos"), encoding="utf-8")
    workspace.workspace_did_change_watched_files(
        types.DidChangeWatchedFilesParams(changes=[
            types.FileEvent(uri=a.as_uri(), type=types.FileChangeType.Deleted),
            types.FileEvent(uri=created.as_uri(), type=types.FileChangeType.Created),
        ])
    )
    await eventually(lambda: codes(workspace, b_uri) == ["conflicting-namespace"])


async def test_hover_and_quick_fixes_come_from_the_folders_lint(workspace: LanguageClient):
    folder = workspace.folder
    a, b = folder / "a.alerts.yaml", folder / "b.alerts.yaml"
    a.write_text(spec("Photos"), encoding="utf-8")
    b.write_text(spec("Photos"), encoding="utf-8")
    # Only b is open: its finding compares it with a, on disk; a lint of b alone has none.
    b_uri = open_document(workspace, b, spec("Photos"))
    await eventually(lambda: codes(workspace, b_uri) == ["conflicting-namespace"])
    [finding] = workspace.diagnostics[b_uri]
    document = types.TextDocumentIdentifier(uri=b_uri)

    hover = await workspace.text_document_hover_async(types.HoverParams(text_document=document, position=finding.range.start))
    assert "## conflicting-namespace\n" in hover.contents.value

    actions = await workspace.text_document_code_action_async(
        types.CodeActionParams(text_document=document, range=finding.range, context=types.CodeActionContext(diagnostics=[finding]))
    )
    [disable] = [action for action in actions if action.title == "Disable conflicting-namespace for this file"]
    disabled = apply_edits(spec("Photos"), disable.edit.changes[b_uri])
    assert disabled == "# alertlint:disable-file conflicting-namespace\n" + spec("Photos")
    change(workspace, b_uri, disabled, version=2)
    await eventually(lambda: codes(workspace, b_uri) == [])


async def test_workspace_folders_added_and_removed_change_what_a_spec_is_linted_with(workspace: LanguageClient, tmp_path: pathlib.Path):
    capability = workspace.initialize_result.capabilities.workspace.workspace_folders
    assert capability.supported and capability.change_notifications is True
    other = tmp_path / "other"
    other.mkdir()
    (other / "a.alerts.yaml").write_text(spec("Photos"), encoding="utf-8")
    b = other / "b.alerts.yaml"
    b.write_text(spec("Photos"), encoding="utf-8")
    # Outside every folder, b is linted alone.
    b_uri = open_document(workspace, b, spec("Photos"))
    await eventually(lambda: codes(workspace, b_uri) == [])

    folder = types.WorkspaceFolder(uri=other.as_uri(), name="other")
    workspace.workspace_did_change_workspace_folders(
        types.DidChangeWorkspaceFoldersParams(event=types.WorkspaceFoldersChangeEvent(added=[folder], removed=[]))
    )
    await eventually(lambda: codes(workspace, b_uri) == ["conflicting-namespace"])

    workspace.workspace_did_change_workspace_folders(
        types.DidChangeWorkspaceFoldersParams(event=types.WorkspaceFoldersChangeEvent(added=[], removed=[folder]))
    )
    await eventually(lambda: codes(workspace, b_uri) == [])


async def test_findings_in_closed_specs_are_published_and_cleared(workspace: LanguageClient):
    folder = workspace.folder
    a, b = folder / "a.alerts.yaml", folder / "b.alerts.yaml"
    punctuated = spec("Albums").replace("title: Delete\n", "title: Delete.\n")
    a.write_text(punctuated, encoding="utf-8")
    b.write_text(spec("Photos"), encoding="utf-8")
    b_uri = open_document(workspace, b, spec("Photos"))
    # a is not open: what the folder's lint finds in it is published too, as a problems
    # panel shows it.
    await eventually(lambda: codes(workspace, a.as_uri()) == ["button-title-punctuation"])

    a.write_text(spec("Albums"), encoding="utf-8")
    workspace.workspace_did_change_watched_files(
        types.DidChangeWatchedFilesParams(changes=[types.FileEvent(uri=a.as_uri(), type=types.FileChangeType.Changed)])
    )
    await eventually(lambda: codes(workspace, a.as_uri()) == [])
    assert codes(workspace, b_uri) == []


async def test_a_cancelled_request_gets_request_cancelled(workspace: LanguageClient):
    # A spec large enough that its lint is still running when the hover behind it, on the
    # server's lint queue, is cancelled.
    text = "version: 1\nnamespace: Big\nalerts:\n" + "".join(
        f"  alert{i}:\n    title: Delete Photo {i}?\n    message: The photo is removed.\n    actions:\n"
        "      - title: Cancel\n        role: cancel\n      - title: Delete\n        role: destructive\n"
        for i in range(2000)
    )
    uri = open_document(workspace, workspace.folder / "big.alerts.yaml", text)
    params = types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=0, character=0))
    # pytest-lsp sends a request once its coroutine runs: let it go out before the
    # cancellation (the lint ahead of the hover takes far longer than this).
    answer = asyncio.ensure_future(workspace.protocol.send_request_async(types.TEXT_DOCUMENT_HOVER, params, msg_id="hover-1"))
    await asyncio.sleep(0.1)
    workspace.protocol.notify(types.CANCEL_REQUEST, types.CancelParams(id="hover-1"))
    with pytest.raises(Exception) as raised:
        await asyncio.wait_for(answer, timeout=60)
    assert getattr(raised.value, "code", None) == -32800, raised.value
