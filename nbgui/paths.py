"""Where the read-only data folders (`rules/`, `assets/`, `translations/`) live.

One code path serves a source checkout, an editable install, tests, an installed wheel and the
frozen PyInstaller bundle: the folders sit at the bundle's root (``sys._MEIPASS``) when frozen,
in ``nbgui/_data/`` when installed from a wheel (`packaging/backend/nbgui_build.py` puts them
there), and beside the `nbgui` package in a checkout.
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
    # The wheel's own copy before the folder beside the package: in site-packages that folder
    # would be whatever another distribution put there.
    candidates.append(Path(__file__).resolve().parent / "_data" / name)
    candidates.append(Path(__file__).resolve().parent.parent / name)
    for path in candidates:
        if path.is_dir():
            return path
    return candidates[0]


#: Set to a folder, puts every user file under it (``data/``, ``config/``, ``logs/``, ``state/``).
HOME_ENV = "NBGUI_HOME"


def nbgui_home() -> Path | None:
    """The ``NBGUI_HOME`` folder when the variable is set and not empty, else None."""
    import os

    home = os.environ.get(HOME_ENV, "").strip()
    return Path(home).expanduser() if home else None


def user_data_path() -> Path:
    """The user data folder: ``$NBGUI_HOME/data`` when set, else the platform's (platformdirs).

    Every user data file (saves, Captain overrides, history) lives under it; `nbgui.persist`'s
    `AppDirs.from_env` and the Captain override folder both come from here.
    """
    home = nbgui_home()
    if home is not None:
        return home / "data"
    import platformdirs

    return platformdirs.user_data_path("nbgui", appauthor=False)
