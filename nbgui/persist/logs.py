"""The app's log: a rotating file in the user log folder (1 MB × 3 old files).

`setup_logging` is safe to call more than once (it replaces its own handler) and never fails:
if the log folder cannot be written, it falls back to a folder in the system temp directory.
"""

from __future__ import annotations

import logging
import logging.handlers
import platform
import sys
import tempfile
from pathlib import Path

from nbgui import __version__
from nbgui.persist.paths import AppDirs

MAX_LOG_BYTES = 1_000_000
LOG_BACKUPS = 3
_FORMAT = "%(asctime)s %(levelname)-7s %(name)s: %(message)s"

_state: dict[str, Path] = {}


class _NbguiFileHandler(logging.handlers.RotatingFileHandler):
    """Marks the handler as ours so a second `setup_logging` replaces it."""


def _open_handler(path: Path) -> _NbguiFileHandler:
    path.parent.mkdir(parents=True, exist_ok=True)
    return _NbguiFileHandler(
        path, maxBytes=MAX_LOG_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8"
    )


def setup_logging(dirs: AppDirs, level: int = logging.INFO) -> Path:
    """Send the root logger (and Python warnings) to the rotating log file; return its path."""
    path = dirs.log_file
    try:
        handler = _open_handler(path)
    except OSError:
        path = Path(tempfile.gettempdir()) / "nbgui-logs" / dirs.log_file.name
        try:
            handler = _open_handler(path)
        except OSError:
            return path  # nowhere to log; stay silent rather than crash
    handler.setFormatter(logging.Formatter(_FORMAT))
    root = logging.getLogger()
    shutdown_logging()
    root.addHandler(handler)
    if root.level == logging.NOTSET or root.level > level:
        root.setLevel(level)
    logging.captureWarnings(True)
    _state["path"] = path
    logging.getLogger("nbgui").info(
        "nbgui %s starting (Python %s, %s)",
        __version__,
        platform.python_version(),
        platform.platform(terse=True) or sys.platform,
    )
    return path


def current_log_path() -> Path | None:
    """The file `setup_logging` opened last (None before it was called)."""
    return _state.get("path")


def flush_logs() -> None:
    for handler in logging.getLogger().handlers:
        if isinstance(handler, _NbguiFileHandler):
            handler.flush()


def shutdown_logging() -> None:
    """Close and remove the handler `setup_logging` added (tests, and before re-setup)."""
    root = logging.getLogger()
    for handler in list(root.handlers):
        if isinstance(handler, _NbguiFileHandler):
            root.removeHandler(handler)
            handler.close()
