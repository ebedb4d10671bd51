"""The X11 mouse tools (tools/mouse_playthrough.py, tools/mouse_tutorial.py) set the application
up as `nbgui.app` does, the bundled font as the application font included: their screenshots
and legibility measures are of the app's own font (they used to register the fonts only, so the
window kept Qt's default font, a point smaller here)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
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


def test_mouse_playthrough_ai_levels_and_names(qapp) -> None:  # type: ignore[no-untyped-def]
    """`--ai N --ai-level L[,L...]`: one level for every AI seat or one a seat, and the seats
    named as the new-game dialog names them, in the interface language."""
    from nbgui.ui import i18n

    sys.path.insert(0, str(TOOLS))
    try:
        import mouse_playthrough

        assert i18n.set_language("en")
        assert mouse_playthrough.ai_seats(3, "strong") == (
            ["strong"] * 3,
            ["AI 1 (Strong)", "AI 2 (Strong)", "AI 3 (Strong)"],
        )
        assert mouse_playthrough.ai_seats(2, "medium, easy")[0] == ["medium", "easy"]
        for bad in ("hard", "easy,medium"):  # an unknown level; two levels for three seats
            with pytest.raises(SystemExit):
                mouse_playthrough.ai_seats(3, bad)
        assert i18n.set_language("es")
        assert mouse_playthrough.ai_seats(1, "medium")[1] == ["IA 1 (Medio)"]
    finally:
        i18n.set_language("en")
        sys.path.remove(str(TOOLS))
