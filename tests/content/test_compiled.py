"""The compiled rules (`nbgui.content.compiled`) are exactly the validated `rules/`, and are only
used while they were made from the files in use."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from nbgui.content import _compiled
from nbgui.content.captains import load_captain_boards
from nbgui.content.compiled import compile_source, compiled_boards, compiled_rules, source_digest
from nbgui.content.loader import load_rules, rules_digest
from nbgui.content.models import Building
from nbgui.content.schema import to_data, validate
from nbgui.paths import data_dir

ROOT = Path(__file__).resolve().parents[2]


def test_compiled_module_is_up_to_date() -> None:
    rules = load_rules(validate=True)
    boards, _ = load_captain_boards(validate=True)
    root = data_dir("rules")
    assert source_digest(root) == _compiled.SOURCE_DIGEST
    text = compile_source(root, rules, boards)
    assert Path(_compiled.__file__).read_text(encoding="utf-8") == text, (
        "run python tools/compile_rules.py (make test does)"
    )


def test_tutorial_and_reference_edits_keep_it_current(tmp_path: Path) -> None:
    folder = tmp_path / "rules"
    shutil.copytree(data_dir("rules"), folder)
    steps = next((folder / "tutorial").glob("*.json"))
    steps.write_text(steps.read_text() + " ")
    assert source_digest(folder) == _compiled.SOURCE_DIGEST
    assert rules_digest(folder) != rules_digest(data_dir("rules"))  # saves still see it
    assert load_rules(folder).digest == rules_digest(folder)


def test_compiled_rules_equal_the_validated_ones() -> None:
    validated = load_rules(validate=True)
    fast = compiled_rules(data_dir("rules"), validated.digest)
    assert fast is not None
    assert fast == validated
    assert fast.buildings["bank"].cost.brick == validated.buildings["bank"].cost.brick
    assert list(fast.buildings) == list(validated.buildings)  # data order kept
    assert load_rules() == validated


def test_compiled_boards_equal_the_validated_ones() -> None:
    validated, _ = load_captain_boards(validate=True)
    fast = compiled_boards(data_dir("rules"))
    assert fast is not None and list(fast) == list(validated)
    for name, board in validated.items():
        assert fast[name] == board
        assert fast[name].orders == board.orders  # parsed Check objects, not strings
        assert type(fast[name].helm[0].course) is type(board.helm[0].course)
    assert load_captain_boards()[0] == validated


def test_equality_is_not_vacuous() -> None:
    bank = load_rules(validate=True).buildings["bank"]
    dumped = to_data(bank)
    assert validate(Building, dumped) == bank
    dumped["cost"]["brick"] += 1
    assert validate(Building, dumped) != bank


def test_other_files_are_validated_not_compiled(tmp_path: Path) -> None:
    folder = tmp_path / "rules"
    shutil.copytree(data_dir("rules"), folder)
    assert compiled_rules(folder, "x") is not None  # the same files
    (folder / "captains" / "extra.json").write_text("{}")
    assert compiled_boards(folder) is None  # any other file in captains/ counts
    (folder / "captains" / "extra.json").unlink()
    assert compiled_boards(folder) is not None
    assert compiled_rules(tmp_path / "missing", "x") is None
    path = folder / "game.json"
    data = json.loads(path.read_text())
    data["fee"] += 1
    path.write_text(json.dumps(data))
    rules = load_rules(folder)
    assert rules.game.fee == load_rules().game.fee + 1
    data["fee"] = -1
    path.write_text(json.dumps(data))
    from nbgui.content import ContentError

    with pytest.raises(ContentError, match="fee"):
        load_rules(folder)


def test_compile_tool_check_passes() -> None:
    result = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "compile_rules.py"), "--check"],
        capture_output=True, text=True, check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_sha256_without_openssl_is_hashlibs() -> None:
    import hashlib

    from nbgui.content.sha import sha256

    for data in (b"", b"nbgui", bytes(range(256)) * 40):
        h = sha256(data[:10])
        h.update(data[10:])
        assert h.hexdigest() == hashlib.sha256(data).hexdigest()
