"""The bundled tutorial file is read as a hostile file: every problem is a `ScriptError` whose
sentence comes from the catalogue (said in the player's language, naming the file and the
reason, never Python's own words), and the window tells the player instead of crashing."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

from nbgui.text import english
from nbgui.ui import i18n
from nbgui.ui.tutorial import script as tutorial_script
from nbgui.ui.tutorial.script import MAX_SCRIPT_BYTES, ScriptError, read_script, script_path

GOOD = json.loads(script_path().read_text(encoding="utf-8"))
END = GOOD["steps"][-1]


def _write(tmp_path: Path, content: bytes | str | object) -> Path:
    path = tmp_path / "steps.json"
    if isinstance(content, bytes):
        path.write_bytes(content)
    elif isinstance(content, str):
        path.write_text(content, encoding="utf-8")
    else:
        path.write_text(json.dumps(content), encoding="utf-8")
    return path


BROKEN = {
    "not_utf8": b"\xff\xfe{",
    "bad_json": '{"seed": 1,',
    "not_object": "[1, 2]",
    "bad_seed": dict(GOOD, seed="many"),
    "no_steps": dict(GOOD, steps=[]),
    "bad_captains": dict(GOOD, captains=["queequeg"]),
    "bad_player": dict(GOOD, player=["Ishmael"]),
    "step_not_object": dict(GOOD, steps=["read", END]),
    "step_missing": dict(GOOD, steps=[{"kind": "read"}, END]),
    "unknown_kind": dict(GOOD, steps=[{"id": "x", "kind": "dance"}, END]),
    "bad_command": dict(GOOD, steps=[{"id": "x", "kind": "move", "accept": ["*"],
                                      "command": "harpoon moon"}, END]),
    "move_needs": dict(GOOD, steps=[{"id": "x", "kind": "move"}, END]),
    "not_accepted": dict(GOOD, steps=[{"id": "x", "kind": "move", "accept": ["place farm"],
                                       "command": "place forest"}, END]),
    "last_not_end": dict(GOOD, steps=GOOD["steps"][:-1]),
}
PYTHON_WORDS = ("Error", "Expecting", "codec", "Traceback", "NoneType", "object has no")


@pytest.mark.parametrize("reason", sorted(BROKEN))
def test_every_problem_is_a_catalogue_sentence(qapp, tmp_path, reason) -> None:
    with pytest.raises(ScriptError) as info:
        read_script(_write(tmp_path, BROKEN[reason]))
    err = info.value
    assert err.msg.id == "tutorial_file.cannot_use"
    assert err.problem.id == f"tutorial_file.{reason}"
    assert str(err) == english(err.msg) and "steps.json" in str(err)
    i18n.set_language("es")
    try:
        text = i18n.say(err.msg)
    finally:
        i18n.set_language("en")
    assert text.startswith("El tutorial no puede empezar: su archivo steps.json"), text
    assert "{" not in text and not any(word in text for word in PYTHON_WORDS), text
    assert not any(word in text for word in (" the ", " step ", " must ", "missing")), text


def test_files_that_are_not_files(qapp, tmp_path) -> None:
    (tmp_path / "folder.json").mkdir()
    big = tmp_path / "big.json"
    big.write_bytes(b" " * (MAX_SCRIPT_BYTES + 1))
    for path, reason in ((tmp_path / "folder.json", "file.not_regular"),
                         (big, "file.too_large"), (tmp_path / "absent.json", "file.missing")):
        with pytest.raises(ScriptError) as info:
            read_script(path)
        assert info.value.problem.id == reason
        assert path.name in str(info.value)
    if sys.platform != "win32":
        fifo = tmp_path / "fifo.json"
        os.mkfifo(fifo)
        with pytest.raises(ScriptError):
            read_script(fifo)  # refused at once, never waiting for a writer


def test_the_bundled_file_reads() -> None:
    assert read_script(script_path()).steps[-1].kind == "end"


def test_the_window_tells_the_player_and_plays_on(qtbot, tmp_path, monkeypatch) -> None:
    from window_helpers import open_test_window

    from nbgui.captain.setup import load_boards
    from nbgui.simulate import make_setup

    broken = _write(tmp_path, BROKEN["bad_json"])
    monkeypatch.setattr(tutorial_script, "script_path", lambda: broken)
    tutorial_script.default_script.cache_clear()
    try:
        boards = load_boards(use_overrides=False)[0]
        w = open_test_window(qtbot, boards, tmp_path, make_setup(2, ["stubb"], boards))
        before = w.session.state
        i18n.set_language("es")
        try:
            w.start_tutorial()  # no exception reaches the crash handler
            w.restart_tutorial()
        finally:
            i18n.set_language("en")
        assert w.tutorial_problem.startswith("El tutorial no puede empezar")
        assert w.statusBar().currentMessage() == w.tutorial_problem
        assert w.session.state is before and w._tutorial is None
    finally:
        tutorial_script.default_script.cache_clear()
