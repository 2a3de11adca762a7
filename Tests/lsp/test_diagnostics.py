"""Diagnostics: published on open, change and save, in the CLI's terms and LSP's positions."""

import asyncio
import pathlib

import pytest
from lsprotocol import types
from pytest_lsp import LanguageClient

import subprocess

from conftest import ALERTLINT, DOCS_URL, cli_findings, utf16_character

# Emoji (two UTF-16 units each) and CJK (one unit, three UTF-8 bytes) before the findings on
# their lines: a placeholder naming no parameter (a format error: that alert is left out of
# the lint), and in another alert a button title ending with a period.
WIDE = """\
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
  renamePhoto:
    title: Rename Photo?
    message: Choose a new name.
    actions:
      - title: Cancel
        role: cancel
      - { title: "写真😀 Rename.", role: destructive }
"""

GOOD = """\
version: 1
namespace: Wide
alerts:
  deletePhoto:
    title: Delete Photo?
    message: The photo is removed from all your devices.
    actions:
      - title: Cancel
        role: cancel
      - title: Delete
        role: destructive
"""


def open_document(client: LanguageClient, path: pathlib.Path, text: str, version: int = 1) -> str:
    uri = path.as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="yaml", version=version, text=text)
        )
    )
    return uri


async def next_diagnostics(client: LanguageClient, uri: str) -> list[types.Diagnostic]:
    """The diagnostics of the next publish for `uri`."""
    while True:
        params = await asyncio.wait_for(
            client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS), timeout=30
        )
        if params.uri == uri:
            return list(params.diagnostics)


def change(client: LanguageClient, uri: str, text: str, version: int) -> None:
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
        )
    )


async def test_a_bad_spec_gets_the_clis_findings_in_utf16(client: LanguageClient, tmp_path: pathlib.Path):
    spec = tmp_path / "wide.alerts.yaml"
    spec.write_text(WIDE, encoding="utf-8")
    uri = open_document(client, spec, WIDE)
    diagnostics = await next_diagnostics(client, uri)

    expected = cli_findings(spec)
    assert len(diagnostics) == len(expected) >= 2
    for diagnostic, finding in zip(sorted(diagnostics, key=lambda d: (d.range.start.line, d.range.start.character, d.code)), expected):
        assert diagnostic.code == finding["rule"]
        assert diagnostic.message == finding["message"]
        assert diagnostic.source == "alertlint"
        start, end = finding["range"]["start"], finding["range"]["end"]
        assert diagnostic.range.start == types.Position(line=start["line"] - 1, character=utf16_character(WIDE, start["line"], start["column"]))
        assert diagnostic.range.end == types.Position(line=end["line"] - 1, character=utf16_character(WIDE, end["line"], end["column"]))
        severity = {"error": types.DiagnosticSeverity.Error, "warning": types.DiagnosticSeverity.Warning, "info": types.DiagnosticSeverity.Information}
        assert diagnostic.severity == severity[finding["severity"]]

    by_code = {d.code: d for d in diagnostics}
    placeholder = by_code["unknown-placeholder"]
    # `    title: "写真を削除 😀👍🏽 ` is 22 scalars (the CLI's column 23) and 25 UTF-16 units.
    assert placeholder.range.start == types.Position(line=4, character=25)
    assert placeholder.severity == types.DiagnosticSeverity.Error
    assert placeholder.code_description.href == DOCS_URL + "format.md#format-errors"
    punctuation = by_code["button-title-punctuation"]
    assert punctuation.severity == types.DiagnosticSeverity.Warning
    assert punctuation.code_description.href == DOCS_URL + "rules.md#button-title-punctuation"


async def test_a_change_publishes_new_diagnostics(client: LanguageClient, tmp_path: pathlib.Path):
    uri = open_document(client, tmp_path / "edit.alerts.yaml", WIDE)
    assert await next_diagnostics(client, uri)

    change(client, uri, GOOD, version=2)
    assert await next_diagnostics(client, uri) == []

    change(client, uri, GOOD.replace("title: Delete\n", "title: Delete.\n"), version=3)
    after = await next_diagnostics(client, uri)
    assert [d.code for d in after] == ["button-title-punctuation"]
    assert after[0].range.start.line == 9


async def test_lints_are_traced_when_the_client_asks(client: LanguageClient, tmp_path: pathlib.Path):
    uri = open_document(client, tmp_path / "traced.alerts.yaml", WIDE)
    assert await next_diagnostics(client, uri)

    traces: list[types.LogTraceParams] = []

    @client.feature(types.LOG_TRACE)
    def log_trace(params: types.LogTraceParams) -> None:
        traces.append(params)

    client.set_trace(types.SetTraceParams(value=types.TraceValue.Verbose))
    change(client, uri, WIDE.replace("Rename Photo?", "Rename the Photo?"), version=2)
    await next_diagnostics(client, uri)
    # The trace is sent before the diagnostics it reports.
    assert len(traces) == 1, traces
    params = traces[0]
    assert params.message.startswith("linted "), params.message
    assert params.message.endswith(" ms")
    assert params.verbose.startswith("definitions: ") and params.verbose.endswith(" read whole"), params.verbose
    assert " reused; YAML: " in params.verbose, params.verbose

    client.set_trace(types.SetTraceParams(value=types.TraceValue.Off))
    change(client, uri, WIDE, version=3)
    await next_diagnostics(client, uri)
    assert len(traces) == 1, traces


async def test_save_lints_the_saved_text(client: LanguageClient, tmp_path: pathlib.Path):
    uri = open_document(client, tmp_path / "save.alerts.yaml", GOOD)
    assert await next_diagnostics(client, uri) == []
    client.text_document_did_save(
        types.DidSaveTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri), text=WIDE)
    )
    assert {d.code for d in await next_diagnostics(client, uri)} >= {"unknown-placeholder"}


async def test_notes_become_related_information(client: LanguageClient, tmp_path: pathlib.Path):
    # Two actions titled Delete get one derived id; the note points at the first.
    text = GOOD.replace("      - title: Cancel\n", "      - title: Delete\n")
    uri = open_document(client, tmp_path / "notes.alerts.yaml", text)
    diagnostics = await next_diagnostics(client, uri)
    duplicate = next(d for d in diagnostics if d.code == "duplicate-id")
    assert duplicate.range.start == types.Position(line=9, character=8)
    [note] = duplicate.related_information
    assert note.message == "'delete' is first used here"
    assert note.location.uri == uri
    assert note.location.range.start == types.Position(line=7, character=8)


async def test_the_nearest_configuration_applies(client: LanguageClient, tmp_path: pathlib.Path):
    (tmp_path / ".alertlint.yml").write_text("rules:\n  button-title-punctuation: off\n", encoding="utf-8")
    uri = open_document(client, tmp_path / "configured.alerts.yaml", WIDE)
    codes = {d.code for d in await next_diagnostics(client, uri)}
    assert "unknown-placeholder" in codes
    assert "button-title-punctuation" not in codes


async def test_malformed_documents_never_stop_the_server(client: LanguageClient, tmp_path: pathlib.Path):
    uri = open_document(client, tmp_path / "broken.alerts.yaml", "alerts: [ {\n  - : : :\n\t\"\x00")
    broken = await next_diagnostics(client, uri)
    assert broken and all(d.severity == types.DiagnosticSeverity.Error for d in broken)

    deep = "a: " + "[" * 5000 + "\n"
    change(client, uri, deep, version=2)
    assert await next_diagnostics(client, uri)

    change(client, uri, "", version=3)
    assert [d.code for d in await next_diagnostics(client, uri)] == ["empty-file"]

    # Still answering.
    change(client, uri, GOOD, version=4)
    assert await next_diagnostics(client, uri) == []


async def test_requests_about_unknown_documents_are_errors(client: LanguageClient):
    with pytest.raises(Exception) as raised:
        await client.text_document_hover_async(
            types.HoverParams(
                text_document=types.TextDocumentIdentifier(uri="file:///nowhere/missing.alerts.yaml"),
                position=types.Position(line=0, character=0),
            )
        )
    assert "-32602" in repr(raised.value) or "not an open document" in str(raised.value)


async def eventually(condition, timeout: float = 30) -> None:
    """Waits until `condition()` holds: for publishes that come in pairs, which
    `wait_for_notification` (one at a time) could miss."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not condition():
        assert loop.time() < deadline, "timed out"
        await asyncio.sleep(0.02)


async def test_configuration_problems_are_published_on_the_configuration(client: LanguageClient, tmp_path: pathlib.Path):
    configuration = tmp_path / ".alertlint.yml"
    configuration.write_text("rules:\n  no-such-rule: off\n", encoding="utf-8")
    uri = open_document(client, tmp_path / "configured.alerts.yaml", GOOD)
    await eventually(lambda: uri in client.diagnostics and configuration.as_uri() in client.diagnostics)
    assert list(client.diagnostics[uri]) == []
    [problem] = client.diagnostics[configuration.as_uri()]
    assert problem.code == "invalid-configuration"
    assert problem.range.start == types.Position(line=1, character=2)

    # Fixed on disk: the next lint of the spec clears it.
    configuration.write_text("rules: {}\n", encoding="utf-8")
    change(client, uri, GOOD, version=2)
    await eventually(lambda: list(client.diagnostics[configuration.as_uri()]) == [])


async def test_saving_the_configuration_relints_open_specs(client: LanguageClient, tmp_path: pathlib.Path):
    configuration = tmp_path / ".alertlint.yml"
    configuration.write_text("rules: {}\n", encoding="utf-8")
    uri = open_document(client, tmp_path / "relinted.alerts.yaml", WIDE)
    assert "button-title-punctuation" in {d.code for d in await next_diagnostics(client, uri)}

    text = "rules:\n  button-title-punctuation: off\n"
    configuration.write_text(text, encoding="utf-8")
    config_uri = open_document(client, configuration, text)
    client.text_document_did_save(
        types.DidSaveTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=config_uri))
    )
    assert "button-title-punctuation" not in {d.code for d in await next_diagnostics(client, uri)}


def apply_edits(text: str, edits: list[types.TextEdit]) -> str:
    """The text with LSP edits (UTF-16 positions) applied, last first."""
    lines = text.split("\n")

    def offset(position: types.Position) -> int:
        before = sum(len(line) + 1 for line in lines[: position.line])
        line = lines[position.line] if position.line < len(lines) else ""
        units = line.encode("utf-16-le")[: 2 * position.character].decode("utf-16-le")
        return before + len(units)

    for edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        text = text[: offset(edit.range.start)] + edit.new_text + text[offset(edit.range.end):]
    return text


async def test_quick_fixes_come_from_fix_its(client: LanguageClient, tmp_path: pathlib.Path):
    uri = open_document(client, tmp_path / "fixable.alerts.yaml", WIDE)
    diagnostics = await next_diagnostics(client, uri)
    punctuation = next(d for d in diagnostics if d.code == "button-title-punctuation")

    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=punctuation.range,
            context=types.CodeActionContext(diagnostics=[punctuation]),
        )
    )
    [action] = [a for a in actions if a.diagnostics and a.diagnostics[0].code == "button-title-punctuation" and not a.title.startswith("Disable")]
    assert action.kind == types.CodeActionKind.QuickFix
    assert action.is_preferred
    fixed = apply_edits(WIDE, action.edit.changes[uri])
    # The period after emoji and CJK is removed, nothing else.
    assert fixed == WIDE.replace("Rename.", "Rename")

    change(client, uri, fixed, version=2)
    assert "button-title-punctuation" not in {d.code for d in await next_diagnostics(client, uri)}

    # Nothing to fix on the first line.
    nothing = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=0, character=3)),
            context=types.CodeActionContext(diagnostics=[]),
        )
    )
    assert not [a for a in nothing or [] if a.kind == types.CodeActionKind.QuickFix]


async def test_fix_all_applies_what_lint_fix_would(client: LanguageClient, tmp_path: pathlib.Path):
    # Two safe fix-its: a button title's period, and a cancel action declared last.
    text = GOOD.replace("title: Delete\n", "title: Delete.\n")
    spec = tmp_path / "fixall.alerts.yaml"
    spec.write_text(GOOD, encoding="utf-8")
    uri = open_document(client, spec, text)
    assert await next_diagnostics(client, uri)

    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=0, character=0)),
            context=types.CodeActionContext(diagnostics=[], only=[types.CodeActionKind.Source]),
        )
    )
    [fix_all] = actions
    assert fix_all.kind == "source.fixAll.alertlint"

    # What `alertlint lint --fix` writes for the same text.
    spec.write_text(text, encoding="utf-8")
    subprocess.run([ALERTLINT, "lint", "--fix", str(spec)], capture_output=True, check=False)
    assert apply_edits(text, fix_all.edit.changes[uri]) == spec.read_text(encoding="utf-8") != text


async def test_hover_on_a_finding_shows_its_rule_page(client: LanguageClient, tmp_path: pathlib.Path):
    uri = open_document(client, tmp_path / "hover.alerts.yaml", WIDE)
    diagnostics = await next_diagnostics(client, uri)
    punctuation = next(d for d in diagnostics if d.code == "button-title-punctuation")

    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=punctuation.range.start)
    )
    assert hover.contents.kind == types.MarkupKind.Markdown
    # Every finding under the cursor gets its page (the whole action also stacks the buttons).
    assert "## button-title-punctuation\n" in hover.contents.value
    assert "### How to fix" in hover.contents.value
    assert hover.range is not None

    placeholder = next(d for d in diagnostics if d.code == "unknown-placeholder")
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=placeholder.range.end)
    )
    assert hover.contents.value.startswith("## unknown-placeholder\n\nA placeholder names no parameter.")

    # `version: 1`: the value has no finding and is no key (the key has its reference,
    # test_hover_keys.py).
    nothing = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=0, character=9))
    )
    assert nothing is None


async def test_disable_rule_for_a_definition_writes_the_suppression_comment(client: LanguageClient, tmp_path: pathlib.Path):
    uri = open_document(client, tmp_path / "disable.alerts.yaml", WIDE)
    diagnostics = await next_diagnostics(client, uri)
    punctuation = next(d for d in diagnostics if d.code == "button-title-punctuation")
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=punctuation.range,
            context=types.CodeActionContext(diagnostics=[punctuation], only=[types.CodeActionKind.QuickFix]),
        )
    )
    [disable] = [a for a in actions if a.title == "Disable button-title-punctuation for this definition"]
    disabled = apply_edits(WIDE, disable.edit.changes[uri])
    assert disabled == WIDE.replace("  renamePhoto:\n", "  # alertlint:disable button-title-punctuation\n  renamePhoto:\n")

    change(client, uri, disabled, version=2)
    assert "button-title-punctuation" not in {d.code for d in await next_diagnostics(client, uri)}
    # Format errors cannot be disabled.
    assert not [a for a in actions if "unknown-placeholder" in a.title]


async def test_the_outline_lists_collections_definitions_and_parameters(client: LanguageClient, tmp_path: pathlib.Path):
    text = WIDE.replace("  renamePhoto:\n", "  renamePhoto:\n    parameters: {名前: String, count: Int}\n")
    uri = open_document(client, tmp_path / "outline.alerts.yaml", text)
    symbols = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    assert [s.name for s in symbols] == ["version", "namespace", "alerts"]
    alerts = symbols[2]
    assert alerts.kind == types.SymbolKind.Namespace
    assert [(d.name, d.detail) for d in alerts.children] == [("deletePhoto", "alert"), ("renamePhoto", "alert")]
    rename = alerts.children[1]
    assert rename.selection_range == types.Range(start=types.Position(line=11, character=2), end=types.Position(line=11, character=13))
    assert [(p.name, p.detail, p.kind) for p in rename.children] == [("名前", "String", types.SymbolKind.Variable), ("count", "Int", types.SymbolKind.Variable)]
    # After the CJK name, in UTF-16 units.
    assert rename.children[1].selection_range.start == types.Position(line=12, character=29)


NAVIGABLE = """\
version: 1
namespace: Nav
alerts:
  confirmRename:
    parameters: {name: String, count: Int}
    title: "😀 写真 Rename {name}?"
    message: "{count} photos keep their album. {{not a placeholder}}"
    actions:
      - title: Cancel
        role: cancel
      - title: Rename
progress:
  renaming:
    title: Renaming…
    cancel: Cancel
flows:
  rename:
    confirm: confirmRename
    progress: renaming
"""


def position_of(text: str, needle: str, extra: int = 0) -> types.Position:
    """Where `needle` starts (plus `extra` characters), in UTF-16 units."""
    index = text.index(needle) + extra
    line = text.count("\n", 0, index)
    column_text = text[text.rfind("\n", 0, index) + 1:index]
    return types.Position(line=line, character=len(column_text.encode("utf-16-le")) // 2)


async def definition_at(client: LanguageClient, uri: str, position: types.Position):
    return await client.text_document_definition_async(
        types.DefinitionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position)
    )


async def test_go_to_definition_from_placeholders_and_flow_references(client: LanguageClient, tmp_path: pathlib.Path):
    uri = open_document(client, tmp_path / "nav.alerts.yaml", NAVIGABLE)

    # A placeholder after an emoji and CJK, to its parameter.
    target = await definition_at(client, uri, position_of(NAVIGABLE, "{name}?", 2))
    assert target.uri == uri
    assert target.range.start == position_of(NAVIGABLE, "name: String")
    target = await definition_at(client, uri, position_of(NAVIGABLE, "{count} photos"))
    assert target.range.start == position_of(NAVIGABLE, "count: Int")

    # A flow's references, to the definitions' ids.
    target = await definition_at(client, uri, position_of(NAVIGABLE, "confirm: confirmRename", 12))
    assert target.range.start == position_of(NAVIGABLE, "confirmRename:")
    target = await definition_at(client, uri, position_of(NAVIGABLE, "progress: renaming", 11))
    assert target.range.start == position_of(NAVIGABLE, "renaming:")

    # A doubled brace is a literal, and plain text refers to nothing.
    assert await definition_at(client, uri, position_of(NAVIGABLE, "{{not", 3)) is None
    assert await definition_at(client, uri, position_of(NAVIGABLE, "photos keep")) is None


async def test_references_and_rename_of_a_parameter(client: LanguageClient, tmp_path: pathlib.Path):
    text = NAVIGABLE.replace('message: "{count} photos', 'message: "{count} of {name}: {count} photos')
    uri = open_document(client, tmp_path / "refs.alerts.yaml", text)

    locations = await client.text_document_references_async(
        types.ReferenceParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            position=position_of(text, "count: Int"),
            context=types.ReferenceContext(include_declaration=True),
        )
    )
    assert [l.range.start for l in locations] == [
        position_of(text, "count: Int"),
        position_of(text, "{count} of", 1),
        position_of(text, "{count} photos", 1),
    ]

    # From a placeholder after emoji and CJK, across the definition; {{…}} stays literal.
    edit = await client.text_document_rename_async(
        types.RenameParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position_of(text, "{name}?", 1), new_name="person")
    )
    renamed = apply_edits(text, edit.changes[uri])
    assert renamed == text.replace("{name}", "{person}").replace("name: String", "person: String")
    change(client, uri, renamed, version=2)
    # Every placeholder still names a parameter.
    assert "unknown-placeholder" not in {d.code for d in await next_diagnostics(client, uri)}

    with pytest.raises(Exception):
        await client.text_document_rename_async(
            types.RenameParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position_of(renamed, "{person}?", 1), new_name="1bad")
        )


async def test_references_to_a_definition_are_its_flow_references(client: LanguageClient, tmp_path: pathlib.Path):
    uri = open_document(client, tmp_path / "flowrefs.alerts.yaml", NAVIGABLE)
    locations = await client.text_document_references_async(
        types.ReferenceParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            position=position_of(NAVIGABLE, "renaming:"),
            context=types.ReferenceContext(include_declaration=False),
        )
    )
    assert [l.range.start for l in locations] == [position_of(NAVIGABLE, "progress: renaming", 10)]


async def test_hover_over_a_placeholder_or_parameter_shows_its_type(client: LanguageClient, tmp_path: pathlib.Path):
    uri = open_document(client, tmp_path / "types.alerts.yaml", NAVIGABLE)
    await next_diagnostics(client, uri)
    for needle, extra in [("{name}?", 2), ("name: String", 0)]:
        hover = await client.text_document_hover_async(
            types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position_of(NAVIGABLE, needle, extra))
        )
        assert hover.contents.value == "parameter `name`: `String`"
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position_of(NAVIGABLE, "{count}", 1))
    )
    # The message also has a finding: the type comes first, then the rule's page.
    assert hover.contents.value.startswith("parameter `count`: `Int`\n\n---\n\n## ")
