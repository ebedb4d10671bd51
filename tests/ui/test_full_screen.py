"""View → Full screen (F11): on a 1366×768 laptop a maximized window loses ~80 px of height to
the title bar and the task bar, and the table, fitted to its height, drew its texts at 10.9 px
(openbox with a 48 px bottom margin on Xvfb, `tools/mouse_playthrough.py`'s legibility log).
A first start on such a screen opens full screen and says how to leave it."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QWidget

from nbgui import app
from nbgui.app import PersistSettings
from nbgui.captain.setup import load_boards
from nbgui.persist import AppDirs, Settings
from nbgui.simulate import make_setup
from nbgui.ui.main_window import MainWindow
from nbgui.ui.session import GameSession


@pytest.fixture(scope="module")
def boards():
    return load_boards(use_overrides=False)[0]


@pytest.fixture
def dirs(tmp_path):
    return AppDirs.under(tmp_path / "home").ensure()


def _window(qtbot, boards, settings):
    session = GameSession(make_setup(5, ["starbuck"], boards), boards)
    window = MainWindow(session, boards, settings, table_factory=lambda s, p: QWidget(p),
                        ask_dialogs=False)
    qtbot.addWidget(window)
    return window


def test_full_screen_is_a_view_toggle_remembered_for_the_next_start(qtbot, boards, dirs):
    settings = PersistSettings(dirs, Settings())
    window = _window(qtbot, boards, settings)
    action = window.full_screen_action
    assert action.isCheckable() and not action.isChecked()
    assert action.shortcut().toString() == "F11"
    action.trigger()
    assert window.isFullScreen() and action.isChecked()
    settings.sync()
    kept = json.loads((dirs.config / "ui-state.json").read_text())
    assert kept["window/full_screen"] is True

    again = _window(qtbot, boards, PersistSettings(dirs, Settings()))
    assert again.isFullScreen() and again.full_screen_action.isChecked()
    again.full_screen_action.trigger()
    assert not again.isFullScreen() and not again.full_screen_action.isChecked()


def test_a_hostile_full_screen_value_is_not_taken(qtbot, boards, dirs):
    (dirs.config / "ui-state.json").write_text(json.dumps({"window/full_screen": "yes"}))
    window = _window(qtbot, boards, PersistSettings(dirs, Settings()))
    assert not window.isFullScreen()


def test_a_first_start_on_a_small_screen_opens_full_screen_and_says_so(
    qtbot, boards, dirs, monkeypatch
):
    def fake(height):
        screen = SimpleNamespace(size=lambda: QSize(1366, height))
        return SimpleNamespace(screen=lambda: screen)

    from PySide6.QtGui import QGuiApplication

    assert not app.wants_full_screen(fake(768))  # tests' off-screen platform: never
    monkeypatch.setattr(QGuiApplication, "platformName", staticmethod(lambda: "xcb"))
    assert app.wants_full_screen(fake(768)) and app.wants_full_screen(fake(720))
    assert not app.wants_full_screen(fake(1080))

    window = _window(qtbot, boards, PersistSettings(dirs, Settings()))
    window.open_full_screen()
    assert window.isFullScreen()
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() != "")
    said = window.statusBar().currentMessage()
    assert "F11" in said and "View → Full screen" in said


def test_full_screen_has_a_key_where_the_desktop_gives_none(qtbot, boards, dirs, monkeypatch):
    """A Linux desktop the platform does not know (openbox) has no standard full-screen key:
    the notice said "  or View → Full screen …" with no key at all. F11 then."""
    from PySide6.QtGui import QKeySequence

    monkeypatch.setattr(QKeySequence, "keyBindings", staticmethod(lambda _key: []))
    window = _window(qtbot, boards, PersistSettings(dirs, Settings()))
    assert window.full_screen_action.shortcut().toString() == "F11"
    window.open_full_screen()
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() != "")
    assert window.statusBar().currentMessage().startswith("The table now has the whole screen.")
    assert "F11 or View → Full screen" in window.statusBar().currentMessage()
