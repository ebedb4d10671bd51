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


def open_test_window(
    qtbot: Any, boards: Any, tmp_path: Path, setup: GameSetup, *, warnings: bool = True
) -> MainWindow:
    """`warnings=False` switches the mistake check off (the coach's search at every placement,
    ~0.3 CPU-s each) for a test that plays many moves and looks at something else: the moves
    are made whatever the check says."""
    register_fonts()
    i18n.set_language("en")
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("reduced_motion", True)
    settings.setValue("mistake_warnings", warnings)
    session = GameSession(setup, boards)
    window = MainWindow(session, boards, settings, ask_dialogs=False)
    qtbot.addWidget(window)
    window.show()
    session.start()
    window.table.set_speed("instant")
    return window
