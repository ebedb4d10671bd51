"""The window's persistence wiring: autosave after each run of commands through
`nbgui.persist.SaveStore`, the settings adapter over `nbgui.persist.Settings`."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QWidget

from nbgui.app import PersistSettings
from nbgui.captain.setup import load_boards
from nbgui.engine import StartGoods, state_hash
from nbgui.persist import AppDirs, SaveStore, Settings, load_settings
from nbgui.simulate import make_setup
from nbgui.ui.main_window import MainWindow
from nbgui.ui.session import GameSession


@pytest.fixture(scope="module")
def boards():
    return load_boards(use_overrides=False)[0]


@pytest.fixture
def dirs(tmp_path):
    return AppDirs.under(tmp_path / "home").ensure()


def test_settings_adapter_round_trip(dirs):
    adapter = PersistSettings(dirs, Settings())
    adapter.setValue("speed", "fast")
    adapter.setValue("auto_ties", False)
    adapter.setValue("window/geometry", b"\x01\x02geometry")
    adapter.setValue("last_folder", "/somewhere")
    adapter.setValue("speed", "warp")  # invalid: refused, previous value kept
    adapter.sync()
    again, warnings = load_settings(dirs)
    assert warnings == []
    assert again.animation_speed == "fast" and again.auto_captain_ties is False
    reread = PersistSettings(dirs, again)
    assert reread.value("window/geometry") == b"\x01\x02geometry"
    assert reread.value("window/state", None) is None
    assert adapter.value("last_folder") == "/somewhere"


def test_window_autosaves_through_the_store(qtbot, boards, dirs):
    store = SaveStore(dirs, captain_boards=boards)
    session = GameSession(make_setup(5, ["starbuck"], boards), boards)
    settings = PersistSettings(dirs, Settings())
    window = MainWindow(session, boards, settings, table_factory=lambda s, p: QWidget(p),
                        ask_dialogs=False, store=store)
    qtbot.addWidget(window)
    session.start()
    session.submit(StartGoods(0, 0, 0, 5))
    qtbot.waitUntil(lambda: store.autosave_path.exists())
    assert window.autosave_count >= 1
    game = store.open_game()
    assert game is not None and state_hash(game.state) == state_hash(session.state)
    path = dirs.saves / "named.nbsave"
    assert window.save_to(path)
    session.rematch()
    assert window.open_game(str(path))
    assert state_hash(session.state) == state_hash(game.state)
