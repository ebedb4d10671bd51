"""Bundled fonts: registered at start-up (and in tests) so text never renders as boxes.

Offscreen Qt loads almost no system fonts; every ``*.ttf``/``*.otf`` under ``assets/fonts``
is added to the application font database: DejaVu Sans Book and Bold, cut down to the app's
characters and renamed NBGUI DejaVu Sans (``tools/subset_fonts.py``, assets/README.md). With
none there, Qt's default font is kept.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication

from nbgui.paths import data_dir

log = logging.getLogger(__name__)

_registered: list[str] | None = None
_files: dict[str, int] = {}


def add_font_file(path: Path) -> int:
    """`QFontDatabase.addApplicationFont` once per file (the table's assets name the same
    files as `assets/fonts`): its id, -1 if Qt refused it. Qt keeps every registration of a
    file, so a second one adds nothing but memory."""
    key = str(path.resolve())
    if key not in _files:
        _files[key] = QFontDatabase.addApplicationFont(str(path))
    return _files[key]


def register_fonts() -> list[str]:
    """Register the bundled fonts once; return the family names added (may be empty)."""
    global _registered
    if _registered is not None:
        return _registered
    families: list[str] = []
    folder = data_dir("assets") / "fonts"
    if folder.is_dir():
        for path in sorted(folder.iterdir()):
            if path.suffix.lower() not in (".ttf", ".otf"):
                continue
            font_id = add_font_file(path)
            if font_id < 0:
                log.warning("could not load font %s", path)
                continue
            for family in QFontDatabase.applicationFontFamilies(font_id):
                if family not in families:
                    families.append(family)
    _registered = families
    return families


def apply_app_font(app: QApplication) -> None:
    """Use the first bundled UI family (if any) as the application font."""
    families = register_fonts()
    if families:
        font = QFont(families[0])
        font.setPointSizeF(max(app.font().pointSizeF(), 10.0))
        app.setFont(font)
