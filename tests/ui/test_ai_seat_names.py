"""An AI seat's name is the app's, not a person's: it is kept in the setup in the language the
game was set up in ("AI 1 (Easy)"), and said in the language shown. A game set up in English
and shown in Spanish (the language switched mid-game, or an English save opened by a Spanish
player) said "AI 1 (Easy)" in the table, the log, the score table, the score sheet and the
replay; a person's typed name stays as typed."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel, QWidget
from window_helpers import open_test_window

from nbgui.app import PersistSettings
from nbgui.bots.greedy import GreedyBot
from nbgui.captain.setup import load_boards
from nbgui.engine import GameSetup, SeatSpec, legal_commands, state_hash
from nbgui.persist import AppDirs, SaveStore, Settings
from nbgui.simulate import make_setup
from nbgui.text import english, words
from nbgui.ui import i18n
from nbgui.ui.dialogs.new_game import ai_seat_name
from nbgui.ui.history.replay_window import ReplayWindow
from nbgui.ui.main_window import MainWindow
from nbgui.ui.session import GameSession
from nbgui.ui.table import legibility

ENGLISH = "AI 1 (Easy)"
SPANISH = "IA 1 (Fácil)"


@pytest.fixture(scope="module")
def boards():
    return load_boards(use_overrides=False)[0]


def _english_setup(boards) -> GameSetup:  # type: ignore[no-untyped-def]
    """A game set up in English: Ann (typed) against one easy AI seat, named by the dialog."""
    i18n.set_language("en")
    return make_setup(3, [], boards, human_names=["Ann"], ai_levels=["easy"],
                      ai_names=[ai_seat_name(1, "easy")])


def _play_until_the_ai_moved(qtbot, session: GameSession, times: int) -> None:  # type: ignore[no-untyped-def]
    bot = GreedyBot(3)
    while sum(b.ai for b in session.batches) < times:
        qtbot.waitUntil(lambda: not session.machine_to_act, timeout=30_000)
        state = session.state
        assert session.submit(bot.choose(state, legal_commands(state)))
    qtbot.waitUntil(lambda: not session.machine_to_act, timeout=30_000)


def _said(window: MainWindow) -> dict[str, list[str]]:
    """Everything the window says that names the seats: the log, the score table, the table's
    painted texts, the score sheet, and the replay of the game so far."""
    table = window.table
    table.animator.skip()
    texts, _pieces = legibility.painted(table)
    preview = window.score_preview
    sheet = window.show_score_sheet()
    sheet_texts = [label.text() for label in sheet.findChildren(QLabel)]
    grid = sheet.findChild(QWidget, "scoreTable")
    sheet_texts += [grid.horizontalHeaderItem(c).text() for c in range(grid.columnCount())]  # type: ignore[attr-defined]
    sheet.close()
    session = window.session
    replay = ReplayWindow(session.setup, session.history.commands, window.boards,
                          table_factory=lambda *_a: QWidget())
    replay.last()
    said = {
        "log": window.log_panel.lines(),
        "score table": [preview.item(r, 0).text() for r in range(preview.rowCount())],
        "table": [text for _who, text, _px in texts],
        "score sheet": sheet_texts,
        "replay": replay.log_lines(),
    }
    replay.close()
    return said


def _check_spanish(said: dict[str, list[str]]) -> None:
    for where, lines in said.items():
        assert any(SPANISH in line for line in lines), (where, lines)
        assert not any("AI 1" in line for line in lines), (where, lines)
        assert any("Ann" in line for line in lines) or where == "replay", (where, lines)


def test_a_language_switch_says_the_ai_seats_name_in_the_new_language(qtbot, boards, tmp_path):
    setup = _english_setup(boards)
    assert setup.seats[1].name == ENGLISH  # the setup keeps the name it was made with
    window = open_test_window(qtbot, boards, tmp_path, setup, warnings=False)
    session = window.session
    _play_until_the_ai_moved(qtbot, session, 3)
    assert any(ENGLISH in line for line in _said(window)["log"])
    window.change_language("es")
    try:
        _check_spanish(_said(window))
        assert session.setup.seats[1].name == ENGLISH  # only said anew, never rewritten
    finally:
        window.change_language("en")
    assert all(SPANISH not in line for line in window.log_panel.lines())


def test_an_english_save_opened_in_spanish_says_its_ai_seat_in_spanish(qtbot, boards, tmp_path):
    """A save made in English and opened in Spanish: the same file, setup and state hash (the
    name is kept as it was written), its AI seat said in Spanish everywhere, the resume
    question too."""
    setup = _english_setup(boards)
    dirs = AppDirs.under(tmp_path / "home").ensure()
    store = SaveStore(dirs, captain_boards=boards)
    english_session = GameSession(setup, boards)
    english_session.start()
    _play_until_the_ai_moved(qtbot, english_session, 2)
    path = store.write(dirs.saves / "english.nbsave", setup, english_session.history.commands,
                       english_session.state)
    english_session.wait_ai()
    i18n.set_language("es")
    try:
        loaded = store.load(path).loaded
        assert loaded.envelope.setup == setup and loaded.envelope.setup.seats[1].name == ENGLISH
        assert state_hash(loaded.state) == state_hash(english_session.state)
        summary = store.summary(path)
        assert SPANISH in i18n.say(summary.label_msg()) and "Ann" in i18n.say(summary.label_msg())
        session = GameSession(GameSetup(seed=1, seats=[SeatSpec(name="A"), SeatSpec(name="B")]),
                              boards)
        window = MainWindow(session, boards, PersistSettings(dirs, Settings()),
                            ask_dialogs=False, store=store)
        qtbot.addWidget(window)
        window.show()
        window.table.set_speed("instant")
        assert window.open_game(str(path))
        _check_spanish(_said(window))
        session.wait_ai()
    finally:
        i18n.set_language("en")


def test_only_an_ai_seats_made_name_is_said_anew(qapp) -> None:  # type: ignore[no-untyped-def]
    """A person's name is said as typed, even one shaped like an AI seat's; an AI seat's name
    of another shape (a hand-made setup) as written; the app's names of every language and the
    setup helpers' lower-case one ("AI 2 (strong)") as the level's name in the language shown.
    (Spanish needs the application: `qapp`, not an earlier test's.)"""
    assert words.seat("AI 1 (Easy)", None) == "AI 1 (Easy)"
    assert words.seat("Beto (yo)", None) == "Beto (yo)"
    assert words.seat("Robot", "easy") == "Robot"
    for made in ("AI 2 (Strong)", "IA 2 (Fuerte)", "AI 2 (strong)"):
        said = words.seat(made, "strong")
        assert not isinstance(said, str) and english(said) == "AI 2 (Strong)"
    i18n.set_language("es")
    try:
        assert i18n.seat_name(SeatSpec(name="AI 3 (medium)", ai="medium")) == "IA 3 (Medio)"
        assert i18n.seat_name(SeatSpec(name="AI 3 (Medium)")) == "AI 3 (Medium)"
    finally:
        i18n.set_language("en")
