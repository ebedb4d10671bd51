"""The app's log: a rotating file in the user log folder (1 MB × 3 old files).

`setup_logging` is safe to call more than once (it replaces its own handler) and never fails:
if the log folder cannot be written, it falls back to a folder in the system temp directory.
"""

from __future__ import annotations

import logging
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

from nbgui import __version__
from nbgui.content.files import regular_file_problem
from nbgui.persist.paths import AppDirs
from nbgui.text.message import english

MAX_LOG_BYTES = 1_000_000
LOG_BACKUPS = 3
_FORMAT = "%(asctime)s %(levelname)-7s %(name)s: %(message)s"

_state: dict[str, Path] = {}


class _NbguiFileHandler(logging.FileHandler):
    """The log file, rolled over by size as ``logging.handlers.RotatingFileHandler`` does (the
    full file becomes ``.1``, ``.1`` becomes ``.2`` … up to `backupCount`), written here so the
    app does not import ``logging.handlers`` (with pickle, queue and the socket handlers: 0.8 MiB
    of a real start's memory, issue 18). Being this class also marks the handler as ours, so a
    second `setup_logging` replaces it."""

    def __init__(self, path: Path, max_bytes: int, backup_count: int) -> None:
        super().__init__(path, encoding="utf-8")
        self.maxBytes = max_bytes
        self.backupCount = backup_count

    def _open(self) -> Any:
        """The log file opened for appending, refused (`OSError`) when something other than a
        regular file is in its place: a named pipe stopped the start for ever in `open`
        (waiting for a reader), and a link to a device such as ``/dev/null`` lost every line.
        `setup_logging` then logs to the temp folder instead."""
        problem = regular_file_problem(self.baseFilename, sys.maxsize)
        if problem is not None and problem.id != "file.missing":  # (missing: made by the open)
            raise OSError(f"{self.baseFilename}: {english(problem)}")
        return super()._open()

    def emit(self, record: logging.LogRecord) -> None:
        try:
            if self._full(record):
                self._roll_over()
            super().emit(record)
        except Exception:  # logging must never take the app down
            self.handleError(record)

    def _full(self, record: logging.LogRecord) -> bool:
        if self.maxBytes <= 0 or not os.path.isfile(self.baseFilename):
            return False  # never roll anything but a regular file over
        if self.stream is None:
            self.stream = self._open()
        self.stream.seek(0, 2)
        return self.stream.tell() + len(f"{self.format(record)}\n") >= self.maxBytes

    def _roll_over(self) -> None:
        if self.stream:
            self.stream.close()
            self.stream = None
        base = self.baseFilename
        for i in range(self.backupCount - 1, 0, -1):
            older, newer = f"{base}.{i}", f"{base}.{i + 1}"
            if os.path.exists(older):
                if os.path.exists(newer):
                    os.remove(newer)
                os.rename(older, newer)
        if self.backupCount > 0:
            first = f"{base}.1"
            if os.path.exists(first):
                os.remove(first)
            if os.path.exists(base):
                os.rename(base, first)
        self.stream = self._open()


def _open_handler(path: Path) -> _NbguiFileHandler:
    path.parent.mkdir(parents=True, exist_ok=True)
    return _NbguiFileHandler(path, MAX_LOG_BYTES, LOG_BACKUPS)


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
        sys.version.split()[0],  # platform.python_version()
        _system() or sys.platform,
    )
    return path


def _system() -> str:
    """``system-release-machine`` as `platform` gives them, from `os.uname` where there is one
    (`platform` itself is 0.2 MiB of every game's memory, issue 18; not platform.platform(),
    which on Linux runs `uname -p` in a subprocess and reads the Python executable: 24 ms)."""
    uname = getattr(os, "uname", None)
    if uname is not None:
        parts: tuple[str, ...] = tuple(uname()[i] for i in (0, 2, 4))  # sysname, release, machine
    else:  # Windows
        import platform

        parts = (platform.system(), platform.release(), platform.machine())
    return "-".join(p for p in parts if p)


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
