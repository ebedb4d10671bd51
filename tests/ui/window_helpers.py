"""A real MainWindow for tests: English, reduced motion, settings in a temporary file."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings

from nbgui.engine import GameSetup
from nbgui.ui import i18n
from nbgui.ui.fonts import register_fonts
from nbgui.ui.main_window import MainWindow
from nbgui.ui.session import GameSession


def open_test_window(qtbot: Any, boards: Any, tmp_path: Path, setup: GameSetup) -> MainWindow:
    register_fonts()
    i18n.set_language("en")
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("reduced_motion", True)
    session = GameSession(setup, boards)
    window = MainWindow(session, boards, settings, ask_dialogs=False)
    qtbot.addWidget(window)
    window.show()
    session.start()
    window.table.set_speed("instant")
    return window
