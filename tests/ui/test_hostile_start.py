"""Start-up with hostile files (issue 15): bad autosaves are refused before any window, and
names from files are shown as plain text."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from nbgui import app
from nbgui.content.schema import validate
from nbgui.engine import state_hash
from nbgui.persist.paths import AppDirs
from nbgui.persist.store import SaveStore


@pytest.fixture
def store(tmp_path: Path) -> SaveStore:
    return SaveStore(AppDirs.under(tmp_path / "home"))


def _autosave(store: SaveStore, name: str = "Ann", captain: str | None = None) -> None:
    from nbgui.captain.setup import captain_seat, load_boards
    from nbgui.engine import GameSetup, SeatSpec, apply, legal_commands, new_game

    boards = load_boards(use_overrides=False)[0]
    setup = GameSetup(seed=5, seats=[captain_seat(boards["stubb"]), SeatSpec(name=name)])
    state, _ = new_game(setup)
    commands = []
    for _ in range(4):
        cmd = legal_commands(state)[0]
        state, _ = apply(state, cmd)
        commands.append(cmd)
    store.autosave(setup, commands, state)
    if captain is not None:
        data = json.loads(store.autosave_path.read_text(encoding="utf-8"))
        data["setup"]["seats"][0]["captain"] = captain
        bad = validate(GameSetup, data["setup"])
        replayed, _ = new_game(bad)
        for cmd in commands:
            replayed, _ = apply(replayed, cmd)
        data["state_hash"] = state_hash(replayed)
        store.autosave_path.write_text(json.dumps(data), encoding="utf-8")
        backup = store.autosave_path.with_name(store.autosave_path.name + ".bak")
        backup.unlink(missing_ok=True)


def test_resume_of_an_unknown_captain_is_refused_before_any_window(
    qapp: Any, store: SaveStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    _autosave(store, captain="queequeg")
    before = store.autosave_path.read_bytes()
    asked: list[tuple[str, str]] = []

    def answer(icon: Any, title: str, text: str, question: bool = False, parent: Any = None
               ) -> bool:
        asked.append((title, text))
        return False  # "No": keep it where it is

    monkeypatch.setattr(app, "_message", answer)
    assert app._offer_resume(store, lambda t: t) is None
    assert [t for t, _ in asked] == ["Autosave damaged"]
    assert "queequeg" in asked[0][1]
    assert store.autosave_path.read_bytes() == before


def test_names_in_the_resume_question_are_plain_text(
    qapp: Any, store: SaveStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QMessageBox

    _autosave(store, name="<b>Ann</b><img src=x>")
    shown: list[tuple[Any, str]] = []

    def exec_(box: QMessageBox) -> int:
        shown.append((box.textFormat(), box.text()))
        return int(QMessageBox.StandardButton.No)

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    assert app._offer_resume(store, lambda t: t) is None
    assert shown and shown[0][0] == Qt.TextFormat.PlainText
    assert "<b>Ann</b><img src=x>" in shown[0][1]


EVIL = "<b>Ann</b><img src=x>"


def test_names_are_plain_text_in_the_window_labels(qapp: Any) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel

    from nbgui.captain.api import CaptainDecision
    from nbgui.engine import ScoreRow, ScoreSheet, parse_command
    from nbgui.ui.dialogs.score_sheet import ScoreSheetDialog
    from nbgui.ui.dialogs.tie_choice import TieChoiceDialog
    from nbgui.ui.panels.status_panel import StatusLine

    line = StatusLine()
    line.show_text(f"{EVIL} must place a worker.")
    assert line.textFormat() == Qt.TextFormat.PlainText
    rows = (ScoreRow(0, 1, 2, 3, 4, 10, 0, 0, ()), ScoreRow(1, 0, 0, 0, 1, 1, 0, 0, ()))
    sheet = ScoreSheetDialog(ScoreSheet(rows, (0,), "score"), [EVIL, "Bob"])
    winner = sheet.findChild(QLabel, "winnerLine")
    assert winner is not None and winner.textFormat() == Qt.TextFormat.PlainText
    assert EVIL in winner.text()
    cmd = parse_command("place town_hall")
    tie = TieChoiceDialog(CaptainDecision(cmd, [], [cmd, cmd]), EVIL)
    labels = [w for w in tie.findChildren(QLabel) if EVIL in w.text()]
    assert labels and all(w.textFormat() == Qt.TextFormat.PlainText for w in labels)
