"""A broken rules file stops the CLI (and the app) with one clear line naming file and field."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

import nbgui.content.loader as loader
from nbgui.cli import main
from nbgui.content import ContentError, load_rules
from nbgui.paths import data_dir


@pytest.fixture
def broken_rules(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "rules"
    shutil.copytree(data_dir("rules"), folder)
    monkeypatch.setattr(loader, "data_dir", lambda name: tmp_path / name)
    loader.default_rules.cache_clear()
    yield folder
    loader.default_rules.cache_clear()


def test_wrong_type_names_file_and_field(broken_rules: Path) -> None:
    path = broken_rules / "buildings.json"
    data = json.loads(path.read_text())
    data["buildings"][3]["cost"]["brick"] = "lots"
    path.write_text(json.dumps(data))
    with pytest.raises(ContentError) as err:
        load_rules(broken_rules)
    message = str(err.value)
    assert "buildings.json" in message and "buildings[3].cost.brick" in message
    assert "\n" not in message


def test_cli_reports_a_corrupt_rules_file_in_one_line(broken_rules: Path, capsys) -> None:
    (broken_rules / "game.json").write_text('{"rounds": 12, "track": ')
    assert main(["sim", "--seats", "2", "--games", "1"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("nbgui: error:") and "game.json" in err and err.count("\n") == 1


def test_unknown_field_is_refused(broken_rules: Path) -> None:
    path = broken_rules / "spaces.json"
    data = json.loads(path.read_text())
    data["spaces"][0]["colour"] = "red"
    path.write_text(json.dumps(data))
    with pytest.raises(ContentError, match=r"spaces\[0\]\.colour"):
        load_rules(broken_rules)


@pytest.mark.parametrize("kind", ["folder", "pipe"])
def test_a_rules_file_that_is_no_file_stops_with_a_content_error(
    broken_rules: Path, kind: str
) -> None:
    """A folder named like a data file under rules/ (a damaged install) raised
    IsADirectoryError from the rules' fingerprint: a traceback at start, no window; a named
    pipe there stopped the start for ever. Both are now the `ContentError` the start says as
    "Cannot start" (this file came with nbgui; reinstalling restores it)."""
    import os
    import subprocess
    import sys

    odd = broken_rules / "captains" / "queequeg.json"
    if kind == "folder":
        odd.mkdir()
        with pytest.raises(ContentError) as err:
            load_rules(broken_rules)
        assert str(err.value) == f"{odd}: it is a folder, not a file"
        return
    if not hasattr(os, "mkfifo"):
        pytest.skip("named pipes are POSIX")
    os.mkfifo(odd)
    code = (
        "import sys, pathlib; from nbgui.content import ContentError, load_rules\n"
        "try:\n    load_rules(pathlib.Path(sys.argv[1]))\n"
        "except ContentError as exc:\n    print(exc)\n"
    )
    try:
        out = subprocess.run([sys.executable, "-c", code, str(broken_rules)],
                             capture_output=True, text=True, timeout=20, check=True)
    except subprocess.TimeoutExpired:
        raise AssertionError("the rules' fingerprint waited on the pipe") from None
    assert out.stdout.strip() == f"{odd}: it is a named pipe, not a file"
