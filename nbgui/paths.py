"""Where the read-only data folders (`rules/`, `assets/`, `translations/`) live.

One code path serves a source checkout, an editable install, tests, an installed wheel and the
frozen PyInstaller bundle: the folders sit at the bundle's root (``sys._MEIPASS``) when frozen,
in ``nbgui/_data/`` when installed from a wheel (`packaging/backend/nbgui_build.py` puts them
there), and beside the `nbgui` package in a checkout.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
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


#: The app's name in the user folders.
APP_NAME = "nbgui"

#: Set to a folder, puts every user file under it (``data/``, ``config/``, ``logs/``, ``state/``).
HOME_ENV = "NBGUI_HOME"


def nbgui_home() -> Path | None:
    """The ``NBGUI_HOME`` folder when the variable is set and not empty, else None."""
    home = os.environ.get(HOME_ENV, "").strip()
    return Path(home).expanduser() if home else None


def user_data_path() -> Path:
    """The user data folder: ``$NBGUI_HOME/data`` when set, else the platform's (platformdirs',
    worked out by `platform_folders` on Linux and macOS).

    Every user data file (saves, Captain overrides, history) lives under it; `nbgui.persist`'s
    `AppDirs.from_env` and the Captain override folder both come from here.
    """
    home = nbgui_home()
    if home is not None:
        return home / "data"
    known = platform_folders()
    if known is not None:
        return known[0]
    import platformdirs  # Windows and anything unusual: its own answer

    return platformdirs.user_data_path(APP_NAME, appauthor=False)


def platform_folders(
    platform: str | None = None, environ: Mapping[str, str] | None = None
) -> tuple[Path, Path, Path, Path] | None:
    """The data, config, log and state folders platformdirs (4.14) gives nbgui on Linux and
    macOS — the XDG variables when they hold an absolute path, else the platform's places
    under ``$HOME`` — without importing it (issue 18: its modules are about 0.3 MiB of a
    game's peak memory). None elsewhere, and wherever platformdirs would look further than this
    (``HOME`` unset or relative, an Android-like environment): `AppDirs.from_platform` then
    asks platformdirs. `tests/test_persist_paths_platform.py` checks both answer alike."""
    platform = sys.platform if platform is None else platform
    env = os.environ if environ is None else environ
    home = env.get("HOME", "")
    if platform not in ("linux", "darwin") or not home.startswith("/"):
        return None
    if hasattr(sys, "getandroidapilevel") or (
        env.get("ANDROID_DATA") == "/data" and env.get("ANDROID_ROOT") == "/system"
    ):
        return None
    home = home.rstrip("/")

    def xdg(variable: str, default: str) -> Path:
        value = env.get(variable, "")
        return Path(value if value.startswith("/") else home + default, APP_NAME)

    if platform == "darwin":
        support = "/Library/Application Support"
        return (
            xdg("XDG_DATA_HOME", support),
            xdg("XDG_CONFIG_HOME", support),
            Path(home + "/Library/Logs", APP_NAME),
            xdg("XDG_STATE_HOME", support),
        )
    state = xdg("XDG_STATE_HOME", "/.local/state")
    data, config = xdg("XDG_DATA_HOME", "/.local/share"), xdg("XDG_CONFIG_HOME", "/.config")
    return data, config, state / "log", state
