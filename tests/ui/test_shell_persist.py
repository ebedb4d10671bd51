"""The window's persistence wiring: autosave after each run of commands through
`nbgui.persist.SaveStore`, the settings adapter over `nbgui.persist.Settings`."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from nbgui.app import PersistSettings
from nbgui.captain.setup import load_boards
from nbgui.engine import StartGoods, state_hash
from nbgui.persist import AppDirs, SaveStore, Settings, load_settings
from nbgui.simulate import make_setup
from nbgui.ui import i18n
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


@pytest.fixture
def system_locale():
    """Sets the system's language (the default QLocale `i18n.system_language` reads); the
    locale and the interface language are restored afterwards."""
    before = QLocale()

    def set_system(language: QLocale.Language, country: QLocale.Country) -> None:
        QLocale.setDefault(QLocale(language, country))

    yield set_system
    QLocale.setDefault(before)
    i18n.set_language("en")


def _start_window(qtbot, boards, dirs) -> tuple[MainWindow, PersistSettings]:
    """What `nbgui.app.run_app` does at start: the settings file read, the language set from
    it, then the window."""
    settings = PersistSettings(dirs, load_settings(dirs)[0])
    i18n.set_language(i18n.startup_language(settings.value("language")))
    session = GameSession(make_setup(5, ["starbuck"], boards), boards)
    window = MainWindow(session, boards, settings, table_factory=lambda s, p: QWidget(p),
                        ask_dialogs=False)
    qtbot.addWidget(window)
    return window, settings


def _first_menu(window: MainWindow) -> str:
    return window.menuBar().actions()[0].text()


@pytest.mark.parametrize(
    ("system", "expected"),
    [
        ((QLocale.Language.Spanish, QLocale.Country.Spain), "es"),
        ((QLocale.Language.Spanish, QLocale.Country.Mexico), "es"),
        ((QLocale.Language.English, QLocale.Country.UnitedStates), "en"),
        ((QLocale.Language.French, QLocale.Country.France), "en"),  # not offered: English
    ],
)
def test_a_first_start_speaks_the_system_language(qtbot, boards, dirs, system_locale, system,
                                                  expected):
    assert not dirs.settings_file.exists()
    system_locale(*system)
    window, settings = _start_window(qtbot, boards, dirs)
    assert i18n.current_language() == expected
    assert _first_menu(window) == ("&Partida" if expected == "es" else "&Game")
    settings.sync()  # not chosen yet: nothing written that would pin it
    assert "language" not in load_settings(dirs)[0].to_json()


def test_a_damaged_settings_file_still_follows_the_system(qtbot, boards, dirs, system_locale):
    dirs.settings_file.write_bytes(b"{ not json")
    system_locale(QLocale.Language.Spanish, QLocale.Country.Spain)
    window, _settings = _start_window(qtbot, boards, dirs)
    assert i18n.current_language() == "es" and _first_menu(window) == "&Partida"


def test_a_chosen_language_is_kept_whatever_the_system(qtbot, boards, dirs, system_locale):
    system_locale(QLocale.Language.Spanish, QLocale.Country.Spain)
    dirs.settings_file.write_text('{"language": "en"}', encoding="utf-8")  # an old file too
    window, settings = _start_window(qtbot, boards, dirs)
    assert i18n.current_language() == "en" and _first_menu(window) == "&Game"
    # the player picks Spanish in the menu on an English system: kept for the next start
    system_locale(QLocale.Language.English, QLocale.Country.UnitedStates)
    window.findChild(QAction, "actionLanguage_es").trigger()
    window.close()
    settings.sync()
    window, _settings = _start_window(qtbot, boards, dirs)
    assert i18n.current_language() == "es" and _first_menu(window) == "&Partida"
