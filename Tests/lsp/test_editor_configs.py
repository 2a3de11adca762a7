"""The client configurations docs/editors.md gives, read by real parsers: Helix's
`languages.toml` by Python's TOML parser, VS Code's `settings.json` by its JSON parser, the
Neovim 0.8 Lua by Neovim (Debian's 0.7 loads it; its `vim.lsp.start` runs only in 0.8).
Helix and VS Code are not installable here, so what they do with the settings is not
tested; that the settings say what the page says (the command, the file names) is."""

import fnmatch
import json
import pathlib
import re
import shutil
import subprocess
import tomllib

import pytest

PAGE = pathlib.Path(__file__).resolve().parents[2] / "docs" / "editors.md"


def blocks(section: str, language: str) -> list[str]:
    """The fenced `language` blocks under the `## section` heading of docs/editors.md."""
    text = PAGE.read_text(encoding="utf-8")
    match = re.search(rf"^## {re.escape(section)}\n(.*?)(?=^## |\Z)", text, re.S | re.M)
    assert match, f"docs/editors.md has no '## {section}' section"
    found = re.findall(rf"^```{language}\n(.*?)^```", match.group(1), re.S | re.M)
    assert found, f"'## {section}' has no {language} block"
    return found


def test_helix_languages_toml_runs_alertlint_lsp_for_spec_files():
    [toml] = blocks("Helix", "toml")
    config = tomllib.loads(toml)
    server = config["language-server"]["alertlint"]
    assert server == {"command": "alertlint", "args": ["lsp"]}
    [language] = config["language"]
    assert "alertlint" in language["language-servers"]
    globs = [file_type["glob"] for file_type in language["file-types"]]
    for name in ["photo-library.alerts.yaml", "account.alerts.yml"]:
        assert any(fnmatch.fnmatch(name, glob) for glob in globs), name
    assert not any(fnmatch.fnmatch("docker-compose.yaml", glob) for glob in globs)
    assert language["grammar"] == "yaml" and language["comment-token"] == "#"


def test_vscode_settings_run_alertlint_lsp_for_yaml():
    [settings] = blocks("VS Code", "json")
    config = json.loads(settings)
    assert config["glspc.server.command"] == "alertlint"
    assert config["glspc.server.commandArguments"] == ["lsp"]
    assert config["glspc.server.languageId"] == ["yaml"]


@pytest.mark.skipif(shutil.which("nvim") is None, reason="needs Neovim (Debian's neovim package; .ci/run installs it)")
def test_neovim_configurations_load(tmp_path):
    for index, lua in enumerate(blocks("Neovim", "lua")):
        script = tmp_path / f"config{index}.lua"
        script.write_text(lua, encoding="utf-8")
        result = subprocess.run(
            ["nvim", "--headless", "-u", "NONE", "-c", f"luafile {script}", "-c", "qa!"],
            capture_output=True, text=True, timeout=60,
        )
        assert result.returncode == 0 and "Error" not in result.stderr + result.stdout, result.stderr + result.stdout
