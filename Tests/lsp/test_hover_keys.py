"""Hover over a key: its entry in the format reference (the JSON Schema's description and
values); the hovers that were there before — a placeholder's parameter, a finding's rule
page — still answer where they did."""

import asyncio
import json
import pathlib

from lsprotocol import types
from pytest_lsp import LanguageClient

from conftest import PACKAGE_ROOT

SPEC = """\
version: 1
alerts:
  deletePhoto:
    parameters: {name: String}
    title: "写真😀 {name}"
    message: The photo is removed from all your devices.
    actions:
      - title: Cancel
        role: cancel
      - {title: "削除😀", role: destructive}
"""
# An alert whose one button is a cancel: a single-button-cancel finding on line 12.
WITH_FINDING = SPEC + """\
  done:
    title: Done
    actions: [{title: OK, role: cancel}]
"""


async def hover(client: LanguageClient, tmp_path: pathlib.Path, line: int, character: int, text: str = SPEC, name: str = "hover.alerts.yaml") -> types.Hover | None:
    path = tmp_path / name
    uri = path.as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="yaml", version=1, text=text)
        )
    )
    return await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=line, character=character))
    )


async def test_a_block_key_shows_its_reference_and_values(client: LanguageClient, tmp_path: pathlib.Path):
    result = await hover(client, tmp_path, 8, 10)
    assert result is not None
    assert result.contents.value.startswith("**`role`**")
    assert "Values: `default`, `cancel`, `destructive`." in result.contents.value
    assert result.range == types.Range(start=types.Position(line=8, character=8), end=types.Position(line=8, character=12))


async def test_a_flow_key_after_emoji_and_cjk(client: LanguageClient, tmp_path: pathlib.Path):
    # `      - {title: "削除😀", ` is 24 UTF-16 units: `role` spans 24–28.
    result = await hover(client, tmp_path, 9, 25)
    assert result is not None and result.contents.value.startswith("**`role`**")
    assert result.range == types.Range(start=types.Position(line=9, character=24), end=types.Position(line=9, character=28))


async def test_a_top_level_key_and_a_definition_key(client: LanguageClient, tmp_path: pathlib.Path):
    version = await hover(client, tmp_path, 0, 2)
    assert version is not None and "Only `1` exists" in version.contents.value
    message = await hover(client, tmp_path, 5, 6)
    assert message is not None and "complete sentences" in message.contents.value


async def test_a_definition_id_and_a_value_have_no_key_reference(client: LanguageClient, tmp_path: pathlib.Path):
    assert await hover(client, tmp_path, 2, 4) is None
    assert await hover(client, tmp_path, 8, 16) is None


async def test_placeholders_and_findings_keep_their_hovers(client: LanguageClient, tmp_path: pathlib.Path):
    # `    title: "写真😀 {` is 18 UTF-16 units: the placeholder's name starts there.
    placeholder = await hover(client, tmp_path, 4, 19)
    assert placeholder is not None and placeholder.contents.value == "parameter `name`: `String`"
    # A key inside a finding: the key's reference first, then the rule's page.
    finding = await hover(client, tmp_path, 12, 27, WITH_FINDING)
    assert finding is not None
    assert finding.contents.value.startswith("**`role`**") and "## single-button-cancel" in finding.contents.value


async def test_a_malformed_document_still_has_key_hovers(client: LanguageClient, tmp_path: pathlib.Path):
    broken = SPEC + "    textFields: [{id: x, keyboard: \n"
    result = await hover(client, tmp_path, 8, 9, broken)
    assert result is not None and result.contents.value.startswith("**`role`**")


CONFIGURATION = """\
locales: [de]   # 設定 😀
rules:
  ok-button: off
  alert-button-count: {severity: error, max: 2}
"""


async def configuration_hover(client: LanguageClient, tmp_path: pathlib.Path, line: int, character: int) -> types.Hover | None:
    return await hover(client, tmp_path, line, character, CONFIGURATION, ".alertlint.yml")


async def test_configuration_settings_rules_and_options_have_their_documentation(client: LanguageClient, tmp_path: pathlib.Path):
    # A setting: the text of the configuration's JSON Schema.
    schema = json.loads((PACKAGE_ROOT / "schemas" / "alertlint-config.schema.json").read_text(encoding="utf-8"))
    locales = await configuration_hover(client, tmp_path, 0, 3)
    assert locales.contents.value.endswith(schema["properties"]["locales"]["description"])
    assert locales.range == types.Range(start=types.Position(line=0, character=0), end=types.Position(line=0, character=7))

    # A rule id under `rules:`: the rule's page, as `alertlint explain` prints it.
    rule = await configuration_hover(client, tmp_path, 2, 5)
    assert rule.contents.value.startswith("## ok-button\n")
    assert rule.range == types.Range(start=types.Position(line=2, character=2), end=types.Position(line=2, character=11))

    # An option in a flow mapping: its summary and default.
    option = await configuration_hover(client, tmp_path, 3, 41)
    options = schema["properties"]["rules"]["properties"]["alert-button-count"]["oneOf"][1]["properties"]
    assert option.contents.value.endswith(options["max"]["description"])

    # A value, and the comment after wide characters: nothing.
    assert await configuration_hover(client, tmp_path, 2, 14) is None
    assert await configuration_hover(client, tmp_path, 0, 20) is None
