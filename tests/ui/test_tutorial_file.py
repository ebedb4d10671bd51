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
#: a parser's or the file's own words, which the player must not read (they go to the log)
FILE_WORDS = {"json", "utf", "line", "column", "línea", "columna", "object", "objeto", "field",
              "campo", "fields", "campos", "command", "orden", "id", "dance", "harpoon",
              "forest", "queequeg", "starbuck"}


def _file_words(text: str) -> set[str]:
    import re

    said = text.replace("steps.json", "")  # the file's own name is said
    return FILE_WORDS & set(re.findall(r"[a-záéíóúñ]+", said.lower()))


@pytest.mark.parametrize("reason", sorted(BROKEN))
def test_every_problem_is_a_catalogue_sentence(qapp, tmp_path, reason) -> None:
    with pytest.raises(ScriptError) as info:
        read_script(_write(tmp_path, BROKEN[reason]))
    err = info.value
    assert err.msg.id == "tutorial_file.cannot_use"
    assert err.problem.id == f"tutorial_file.{reason}"
    assert str(err).startswith(english(err.msg)) and "steps.json" in str(err)  # + the detail
    i18n.set_language("es")
    try:
        text = i18n.say(err.msg)
    finally:
        i18n.set_language("en")
    assert text.startswith("El tutorial no puede empezar: su archivo steps.json"), text
    assert "{" not in text and not any(word in text for word in PYTHON_WORDS), text
    assert not any(word in text for word in (" the ", " step ", " must ", "missing")), text
    # what happened in plain words, in either language: no parser word, line or column, nor
    # the file's own names of fields, kinds and moves (it said "not valid JSON: line 1,
    # column 12" and "step 1: the field id is missing or not text")
    assert _file_words(english(err.msg)) == set() and _file_words(text) == set(), (
        english(err.msg), text)


def test_where_the_text_breaks_goes_to_the_log(tmp_path) -> None:
    with pytest.raises(ScriptError) as info:
        read_script(_write(tmp_path, BROKEN["bad_json"]))
    assert "line 1, column 12" in str(info.value)  # the log line
    assert "line" not in english(info.value.msg)  # the sentence


def test_files_that_are_not_files(qapp, tmp_path) -> None:
    (tmp_path / "folder.json").mkdir()
    big = tmp_path / "big.json"
    big.write_bytes(b" " * (MAX_SCRIPT_BYTES + 1))
    for path, reason in ((tmp_path / "folder.json", "file.not_a_file"),
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
        # then that the game goes on, and what restores the file
        assert w.tutorial_problem.endswith(
            ".\n\nLa partida de la mesa sigue sin el tutorial; reinstalar nbgui restaura el "
            "archivo."), w.tutorial_problem
        assert w.statusBar().currentMessage() == w.tutorial_problem.replace("\n\n", " ")
        assert w.session.state is before and w._tutorial is None
    finally:
        tutorial_script.default_script.cache_clear()


@pytest.mark.parametrize("lang", ["en", "es"])
def test_at_start_it_says_the_chosen_game_starts_instead(qapp, tmp_path, lang) -> None:
    """Chosen in the New game dialog, an unusable tutorial said the problem and nothing more:
    now what happened, that the dialog's game starts without it and what restores the file."""
    from nbgui import app

    with pytest.raises(ScriptError) as info:
        read_script(_write(tmp_path, BROKEN["bad_json"]))
    i18n.set_language(lang)
    try:
        said = app._tutorial_refused(info.value.msg)
    finally:
        i18n.set_language("en")
    assert said == {
        "en": "The tutorial cannot start: its file steps.json, which came with nbgui, cannot be "
              "used (it is damaged or cut short).\n\nThe game chosen in the New game dialog "
              "starts instead, without the tutorial; reinstalling nbgui restores the file.",
        "es": "El tutorial no puede empezar: su archivo steps.json, que vino con nbgui, no se "
              "puede usar (está dañado o cortado).\n\nEmpieza en su lugar la partida elegida "
              "en el diálogo Partida nueva, sin el tutorial; reinstalar nbgui restaura el "
              "archivo.",
    }[lang]
