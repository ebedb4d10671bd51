"""The X11 mouse tools (tools/mouse_playthrough.py, tools/mouse_tutorial.py) set the application
up as `nbgui.app` does, the bundled font as the application font included: their screenshots
and legibility measures are of the app's own font (they used to register the fonts only, so the
window kept Qt's default font, a point smaller here)."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

from nbgui.ui.fonts import apply_app_font, register_fonts

TOOLS = Path(__file__).resolve().parents[2] / "tools"


def test_the_mouse_tools_use_the_apps_font(qapp) -> None:  # type: ignore[no-untyped-def]
    assert register_fonts(), "the bundled fonts are in assets/fonts"
    kept = QApplication.font()
    names = (qapp.applicationName(), qapp.organizationName(), qapp.applicationDisplayName())
    fresh = QFont("Sans Serif", 9)  # a new QApplication's own font on this machine
    sys.path.insert(0, str(TOOLS))
    try:
        import mouse_playthrough

        QApplication.setFont(fresh)
        apply_app_font(qapp)  # what nbgui.app does
        expected = QApplication.font()
        assert expected != fresh
        QApplication.setFont(fresh)
        assert mouse_playthrough.start_app() is qapp
        assert QApplication.font() == expected
        assert QApplication.applicationDisplayName() == "New Bedford"
    finally:
        sys.path.remove(str(TOOLS))
        QApplication.setFont(kept)
        qapp.setApplicationName(names[0])
        qapp.setOrganizationName(names[1])
        qapp.setApplicationDisplayName(names[2])
