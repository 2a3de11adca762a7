"""Completion (`textDocument/completion`) as an editor asks for it: keys, enum values,
placeholder parameters, flow references and rule ids, in specs being typed (malformed) and
in `.alertlint.yml`, with UTF-16 ranges after emoji and CJK."""

import pathlib

import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

from conftest import PACKAGE_ROOT, SERVER





SPEC = """\
version: 1
alerts:
  deletePhoto:
    parameters: {name: String, count: Int}
    title: Delete “{name}”?
    actions:
      - title: Cancel
        role: cancel
"""


def open_document(client: LanguageClient, path: pathlib.Path, text: str) -> str:
    uri = path.as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="yaml", version=1, text=text)
        )
    )
    return uri


async def complete(client: LanguageClient, tmp_path: pathlib.Path, marked: str, name: str = "t.alerts.yaml") -> list[types.CompletionItem]:
    """The items at the `‸` in `marked` (removed before the document is opened)."""
    before = marked[: marked.index("‸")]
    text = marked.replace("‸", "")
    line = before.count("\n")
    character = len(before.split("\n")[-1].encode("utf-16-le")) // 2
    uri = open_document(client, tmp_path / name, text)
    result = await client.text_document_completion_async(
        types.CompletionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            position=types.Position(line=line, character=character),
        )
    )
    assert isinstance(result, types.CompletionList)
    return result.items


def labels(items: list[types.CompletionItem]) -> list[str]:
    return [item.label for item in items]




async def test_keys_of_an_alert_on_a_partly_typed_line(client: LanguageClient, tmp_path: pathlib.Path):
    items = await complete(client, tmp_path, SPEC + "    mess‸\n")
    assert labels(items) == ["message", "style", "textFields"]
    message = next(item for item in items if item.label == "message")
    assert message.text_edit.new_text == "message: "
    assert message.text_edit.range == types.Range(start=types.Position(line=8, character=4), end=types.Position(line=8, character=8))
    assert "complete sentences" in message.documentation.value


async def test_keys_of_an_action_in_a_flow_mapping_after_emoji_and_cjk(client: LanguageClient, tmp_path: pathlib.Path):
    items = await complete(client, tmp_path, SPEC + '      - {title: "削除😀", ro‸')
    assert labels(items) == ["id", "preferred", "role"]
    # 6 spaces, `- {title: "` (11), 削除 (2), 😀 (2 UTF-16 units), `", ` (3): the word starts at 24.
    assert items[0].text_edit.range == types.Range(start=types.Position(line=8, character=24), end=types.Position(line=8, character=26))


async def test_top_level_keys_leave_out_those_present(client: LanguageClient, tmp_path: pathlib.Path):
    items = await complete(client, tmp_path, SPEC + "‸")
    assert "alerts" not in labels(items) and "version" not in labels(items)
    assert {"namespace", "flows", "notifications", "locales"} <= set(labels(items))


async def test_enum_values_after_the_colon(client: LanguageClient, tmp_path: pathlib.Path):
    assert labels(await complete(client, tmp_path, SPEC + "      - title: Delete\n        role: ‸\n")) == ["default", "cancel", "destructive"]
    assert labels(await complete(client, tmp_path, "sounds:\n  s:\n    haptic: ‸", "s.alerts.yaml"))[:3] == ["success", "warning", "error"]
    items = await complete(client, tmp_path, "progress:\n  p:\n    mode:‸", "p.alerts.yaml")
    assert [(item.label, item.text_edit.new_text) for item in items] == [("indeterminate", " indeterminate"), ("determinate", " determinate")]


async def test_placeholders_offer_the_definitions_parameters(client: LanguageClient, tmp_path: pathlib.Path):
    items = await complete(client, tmp_path, SPEC + '    message: "写真😀 {‸')
    assert [(item.label, item.detail) for item in items] == [("name", "String"), ("count", "Int")]
    # 4 + `message: "` (10) + 写真 (2) + 😀 (2) + space + `{`: the empty word is at 20.
    assert items[0].text_edit.range.start == types.Position(line=8, character=20)
    # `plural:` names an Int parameter.
    assert labels(await complete(client, tmp_path, SPEC + "    message:\n      plural: ‸", "plural.alerts.yaml")) == ["count"]


async def test_flow_references_offer_definitions_of_the_right_kind(client: LanguageClient, tmp_path: pathlib.Path):
    spec = SPEC + "actionSheets:\n  pick: {actions: [A]}\nprogress:\n  working: {title: Working}\nflows:\n  f:\n"
    assert labels(await complete(client, tmp_path, spec + "    confirm: ‸")) == ["deletePhoto", "pick"]
    assert labels(await complete(client, tmp_path, spec + "    progress: ‸", "q.alerts.yaml")) == ["working"]
    assert labels(await complete(client, tmp_path, spec + "    failure: ‸", "r.alerts.yaml")) == ["deletePhoto"]


async def test_a_flows_start_offers_the_confirms_actions(client: LanguageClient, tmp_path: pathlib.Path):
    spec = (
        SPEC
        + "      - title: Move to Trash\n      - {id: eraseNow, title: Erase, role: destructive}\n      - title: 削除\n"
        + "progress:\n  working: {title: Working}\nflows:\n"
    )
    # After CJK and an emoji on the line, in a flow mapping: UTF-16 positions.
    items = await complete(client, tmp_path, spec + '  f: {confirm: deletePhoto, progress: working, x: "削除😀", start: mo‸}\n')
    # Derived ids (`action4`: a title with no Latin letters, by position) as the decoder
    # gives them; not the cancel action.
    assert labels(items) == ["moveToTrash", "eraseNow", "action4"]
    assert [item.detail for item in items] == ["Move to Trash", "Erase", "削除"]
    line = len(spec.split("\n")) - 1
    character = len('  f: {confirm: deletePhoto, progress: working, x: "削除😀", start: '.encode("utf-16-le")) // 2
    assert items[0].text_edit.range == types.Range(
        start=types.Position(line=line, character=character), end=types.Position(line=line, character=character + 2)
    )


async def test_rule_ids_in_suppression_comments(client: LanguageClient, tmp_path: pathlib.Path):
    items = await complete(client, tmp_path, SPEC + "  # alertlint:disable ok-button, single‸")
    ids = labels(items)
    assert "ok-button" not in ids and "single-cancel-action" in ids
    assert ids == sorted(ids)
    rule = next(item for item in items if item.label == "single-cancel-action")
    assert rule.detail and rule.documentation.value.startswith("## single-cancel-action")
    assert rule.text_edit.range == types.Range(start=types.Position(line=8, character=33), end=types.Position(line=8, character=39))
    directives = await complete(client, tmp_path, SPEC + "# alertlint:dis‸", "directive.alerts.yaml")
    assert [(item.label, item.text_edit.new_text) for item in directives] == [("alertlint:disable", "alertlint:disable "), ("alertlint:disable-file", "alertlint:disable-file ")]


async def test_rule_ids_and_severities_in_the_configuration(client: LanguageClient, tmp_path: pathlib.Path):
    items = await complete(client, tmp_path, "rules:\n  ok-button: off\n  cancel‸", ".alertlint.yml")
    ids = labels(items)
    assert "ok-button" not in ids and "cancel-placement" in ids
    assert next(item for item in items if item.label == "cancel-placement").detail
    assert labels(await complete(client, tmp_path, "rules:\n  ok-button: ‸", ".alertlint.yml")) == ["off", "info", "warning", "error"]


async def test_other_files_get_no_completion(client: LanguageClient, tmp_path: pathlib.Path):
    assert list(await complete(client, tmp_path, "on: push\n‸", "workflow.yaml")) == []


@pytest_lsp.fixture(config=ClientServerConfig(server_command=SERVER))
async def snippet_client(lsp_client: LanguageClient):
    """A client that expands snippets in completion items."""
    await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=types.ClientCapabilities(
                text_document=types.TextDocumentClientCapabilities(
                    completion=types.CompletionClientCapabilities(
                        completion_item=types.ClientCompletionItemOptions(snippet_support=True)
                    )
                )
            ),
            root_uri=PACKAGE_ROOT.as_uri(),
        )
    )
    yield
    await lsp_client.shutdown_session()


SKELETON_SPOT = "version: 1\nnamespace: Photos\nalerts:\n  ‸"


async def test_no_skeletons_for_clients_that_do_not_expand_snippets(client: LanguageClient, tmp_path: pathlib.Path):
    assert not [item for item in await complete(client, tmp_path, SKELETON_SPOT) if item.kind == types.CompletionItemKind.Snippet]


async def test_skeletons_of_new_definitions_for_clients_that_expand_snippets(snippet_client: LanguageClient, tmp_path: pathlib.Path):
    [skeleton] = [item for item in await complete(snippet_client, tmp_path, SKELETON_SPOT) if item.kind == types.CompletionItemKind.Snippet]
    assert skeleton.label == "new alert"
    assert skeleton.insert_text_format == types.InsertTextFormat.Snippet
    assert skeleton.insert_text_mode == types.InsertTextMode.AdjustIndentation
    assert skeleton.text_edit.new_text.startswith("${1:deletePhoto}:\n  title: ")
    assert skeleton.text_edit.range == types.Range(start=types.Position(line=3, character=2), end=types.Position(line=3, character=2))
