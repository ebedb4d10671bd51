"""Where the read-only data folders (`rules/`, `assets/`, `translations/`) live.

One code path serves a source checkout, an editable install, tests and the frozen
PyInstaller bundle: the folders sit beside the `nbgui` package in a checkout, and at
the bundle's root (``sys._MEIPASS``) when frozen.
"""

from __future__ import annotations

import sys
from pathlib import Path


def data_dir(name: str) -> Path:
    """Return the folder `name` (``"rules"``, ``"assets"``…) shipped with the app.

    >>> data_dir("rules").name
    'rules'
    """
    candidates: list[Path] = []
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root is not None:
        candidates.append(Path(frozen_root) / name)
    candidates.append(Path(__file__).resolve().parent.parent / name)
    candidates.append(Path(__file__).resolve().parent / "_data" / name)
    for path in candidates:
        if path.is_dir():
            return path
    return candidates[0]
