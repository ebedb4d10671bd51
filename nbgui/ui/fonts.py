"""Bundled fonts: registered at start-up (and in tests) so text never renders as boxes.

Offscreen Qt loads almost no system fonts; every ``*.ttf``/``*.otf`` under ``assets/fonts``
is added to the application font database: DejaVu Sans Book and Bold, cut down to the app's
characters and renamed NBGUI DejaVu Sans (``tools/subset_fonts.py``, assets/README.md). With
none there, Qt's default font is kept.
"""

from __future__ import annotations

import logging
import os
import stat
from pathlib import Path

from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication

from nbgui.paths import data_dir

log = logging.getLogger(__name__)

#: A font file's size cap: the bundled two are about 150 KB each (cut down to the app's
#: characters); a whole DejaVu Sans is 740 KB.
MAX_FONT_BYTES = 8_000_000

_registered: list[str] | None = None
_files: dict[str, int] = {}


def font_file_problem(path: Path, limit: int = MAX_FONT_BYTES) -> str | None:
    """Why `path` is not handed to Qt as a font (None when it may be): it must be a regular
    file (a link to one is followed) of at most `limit` bytes. Qt reads the whole file and
    opens it blocking: a named pipe named ``*.ttf`` stopped the start for ever, a huge file
    was read whole. For the log only: a font refused leaves Qt's default font."""
    try:
        info = os.stat(path)
    except (OSError, ValueError) as exc:
        return f"cannot read it ({exc.__class__.__name__})"
    if not stat.S_ISREG(info.st_mode):
        return "it is not a regular file"
    if info.st_size > limit:
        return f"it is too large ({info.st_size} bytes; at most {limit})"
    return None


def add_font_file(path: Path) -> int:
    """`QFontDatabase.addApplicationFont` once per file (the table's assets name the same
    files as `assets/fonts`): its id, -1 if Qt refused it or `font_file_problem` did (logged).
    Qt keeps every registration of a file, so a second one adds nothing but memory."""
    key = str(path.resolve())
    if key not in _files:
        problem = font_file_problem(path, MAX_FONT_BYTES)
        if problem is not None:
            log.warning("font %s not loaded: %s", path, problem)
            _files[key] = -1
        else:
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
