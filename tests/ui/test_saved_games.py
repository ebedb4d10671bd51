"""Game → Saved games…: a game left for a new one is set aside (saves/abandoned/), said so once,
listed with the player's own saves, and carried on from the list without a second copy."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QWidget

from nbgui.app import PersistSettings
from nbgui.captain.setup import load_boards
from nbgui.engine import StartGoods, state_hash
from nbgui.persist import AppDirs, SaveStore, Settings
from nbgui.simulate import make_setup
from nbgui.ui import i18n
from nbgui.ui.dialogs.saved_games import SavedGamesChooser, menu_path
from nbgui.ui.main_window import MainWindow
from nbgui.ui.session import GameSession


@pytest.fixture(scope="module")
def boards():
    return load_boards(use_overrides=False)[0]


@pytest.fixture
def dirs(tmp_path):
    return AppDirs.under(tmp_path / "home").ensure()


def _window(qtbot, boards, dirs, seed=5):
    store = SaveStore(dirs, captain_boards=boards)
    session = GameSession(make_setup(seed, ["starbuck"], boards), boards)
    window = MainWindow(session, boards, PersistSettings(dirs, Settings()),
                        table_factory=lambda s, p: QWidget(p), ask_dialogs=False, store=store)
    qtbot.addWidget(window)
    session.start()
    return window, session, store


def test_a_game_left_for_a_new_one_is_said_listed_and_carried_on(qtbot, boards, dirs):
    window, session, store = _window(qtbot, boards, dirs)
    session.submit(StartGoods(0, 0, 0, 5))
    window.autosave_now()
    first = state_hash(session.state)
    first_setup = session.setup
    window.save_to(dirs.saves / "mine.nbsave")  # a save of the player's own, listed too

    window.begin_game(make_setup(6, ["flask"], boards))  # a new game: the first one is left
    window.autosave_now()
    aside = list(dirs.abandoned.glob("*.nbsave"))
    assert len(aside) == 1
    # said once, where the player looks, naming the game and where to find it
    said = window.statusBar().currentMessage()
    assert "set aside, not deleted" in said and "Captain Starbuck" in said
    assert "Game → Saved games…" in said
    window.statusBar().clearMessage()
    window.autosave_now()
    assert window.statusBar().currentMessage() == ""

    chooser = SavedGamesChooser(store, window)
    qtbot.addWidget(chooser)
    lines = [chooser.list.item(i).text() for i in range(chooser.list.count())]
    assert len(lines) == 2  # the set-aside game and the named save; not the game on the table
    assert sum("when a new game started" in t for t in lines) == 1
    assert sum("\nSaved on " in t for t in lines) == 1
    assert all(t.startswith("Captain Starbuck, Player 1 · round 1\n") for t in lines)
    row = next(i for i, s in enumerate(chooser.summaries) if s.kind == "abandoned")
    chooser.list.setCurrentRow(row)
    chooser.open_button.click()
    assert chooser.chosen == aside[0]
    assert window.open_chosen(chooser)
    assert session.setup == first_setup and state_hash(session.state) == first
    # carried on: it is the autosave now and its set-aside copy is gone, while the Flask game
    # it replaced on the table is set aside in its turn (nothing lost, nothing twice)
    left = list(dirs.abandoned.glob("*.nbsave"))
    assert aside[0] not in left and len(left) == 1
    assert store.summary(left[0]).seats[0].name == "Flask"
    again = store.open_game()
    assert again is not None and state_hash(again.state) == first


def test_a_set_aside_copy_that_is_another_game_is_kept(qtbot, boards, dirs):
    """`take_back` removes a set-aside file only when it holds the very game now autosaved."""
    window, session, store = _window(qtbot, boards, dirs)
    window.autosave_now()
    window.begin_game(make_setup(6, ["flask"], boards))
    window.autosave_now()
    (aside,) = dirs.abandoned.glob("*.nbsave")
    assert not store.take_back(aside, session.setup, session.history.commands)
    assert aside.exists()
    named = dirs.saves / "mine.nbsave"
    window.save_to(named)
    assert not store.take_back(named, session.setup, session.history.commands)  # not aside
    assert named.exists()


def test_the_list_says_when_it_is_empty_and_open_starts_in_the_saves_folder(
    qtbot, boards, dirs
):
    window, _session, store = _window(qtbot, boards, dirs)
    chooser = SavedGamesChooser(store, window)
    qtbot.addWidget(chooser)
    assert chooser.list.isHidden() and not chooser.empty.isHidden()
    assert "never deleted" in chooser.empty.text()
    assert not chooser.open_button.isEnabled()
    assert window._save_dir() == str(dirs.saves)  # not the home folder


def test_the_menu_path_and_notice_in_spanish(qtbot, boards, dirs):
    window, _session, _store = _window(qtbot, boards, dirs)
    i18n.set_language("es")
    try:
        assert menu_path() == "Partida → Partidas guardadas…"
        window.autosave_now()
        window.begin_game(make_setup(6, ["flask"], boards))
        window.autosave_now()
        said = window.statusBar().currentMessage()
        assert said.startswith("Tu partida anterior (") and "Partida → Partidas guardadas…" in said
    finally:
        i18n.set_language("en")
