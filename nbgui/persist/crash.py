"""Uncaught exceptions: log them, save the game once more, and tell the player.

`install_excepthook(on_crash, ...)` replaces `sys.excepthook` and `threading.excepthook`. On an
uncaught exception it (1) writes the traceback to the log, (2) calls `emergency_save` (the game
is normally already saved — autosave runs after every command — this is a last extra copy),
(3) writes the technical account (error, where, traceback, version) to a crash file beside the
log (``crash-<UTC time>.txt``, the newest `CRASH_FILES_KEPT` kept), (4) calls
``on_crash(report)``, where the UI shows its dialog. Every step is guarded: a failing step is
logged and the next one still runs; nothing here raises.

The player reads `CrashReport.msg`, catalogue sentences (``crash.*``) that never contain the
exception's own text (in whatever language and jargon the failing library speaks); the
technical text is `CrashReport.details`, in the crash file and the log, for bug reports.

Qt note: PySide6 routes exceptions raised in slots to `sys.excepthook`, so the hook sees them.
`threading.excepthook` calls `on_crash` on the failing thread: the UI must hand it over to the
GUI thread (a queued signal) before showing a dialog.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
import threading
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType

from nbgui import __version__
from nbgui.persist.logs import current_log_path, flush_logs
from nbgui.text.message import Msg, msg

log = logging.getLogger("nbgui.crash")

#: Crash files kept beside the log (older ones are removed when a new one is written).
CRASH_FILES_KEPT = 10


@dataclass(frozen=True)
class CrashReport:
    """An uncaught exception as the player meets it: `msg`, what the dialog says (catalogue
    sentences, no exception text); `details`, the technical account for a bug report (the
    error and where, the traceback); `path`, the file holding `details` (the crash file, or the
    log when no crash file could be written)."""

    msg: Msg
    details: str
    path: Path


OnCrash = Callable[[CrashReport], None]


def crash_summary(
    exc_type: type[BaseException], exc: BaseException | None, tb: TracebackType | None
) -> str:
    """One line: the error and the innermost nbgui frame (else the innermost frame).

    >>> try:
    ...     1 / 0
    ... except ZeroDivisionError as e:
    ...     crash_summary(type(e), e, e.__traceback__).startswith("ZeroDivisionError: division")
    True
    """
    message = " ".join(str(exc).split()) if exc is not None else ""
    text = f"{exc_type.__name__}: {message}" if message else exc_type.__name__
    frames = traceback.extract_tb(tb) if tb is not None else []
    ours = [f for f in frames if f"{os.sep}nbgui{os.sep}" in f.filename or "/nbgui/" in f.filename]
    frame = (ours or frames)[-1] if (ours or frames) else None
    if frame is not None:
        name = Path(frame.filename)
        parts = name.parts
        short = "/".join(parts[parts.index("nbgui") :]) if "nbgui" in parts else name.name
        text += f" (in {frame.name}, {short} line {frame.lineno})"
    return text[:500]


def crash_details(
    exc_type: type[BaseException],
    exc: BaseException | None,
    tb: TracebackType | None,
    where: str,
) -> str:
    """The technical account: the summary line, where it happened, the app and Python versions
    and the full traceback."""
    import platform  # here, not at start-up: every game would keep it (issue 18)

    lines = [
        crash_summary(exc_type, exc, tb),
        f"uncaught exception {where}",
        f"nbgui {__version__}, Python {platform.python_version()}, "
        f"{platform.platform(terse=True) or sys.platform}",
        "",
        *traceback.format_exception(exc_type, exc, tb),
    ]
    return "\n".join(line.rstrip("\n") for line in lines)


def write_crash_file(folder: Path, details: str, now: float | None = None) -> Path:
    """Write `details` to ``crash-<UTC time>.txt`` in `folder` and keep only the newest
    `CRASH_FILES_KEPT` crash files there. Raises OSError when it cannot write."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime(time.time() if now is None else now))
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"crash-{stamp}.txt"
    n = 1
    while path.exists():
        n += 1
        path = folder / f"crash-{stamp}-{n}.txt"
    path.write_text(details + "\n", encoding="utf-8")
    old = sorted(folder.glob("crash-*.txt"), key=lambda p: (p.stat().st_mtime, p.name))
    for stale in old[:-CRASH_FILES_KEPT]:
        with contextlib.suppress(OSError):
            stale.unlink()
    return path


def crash_message(path: Path) -> Msg:
    """What the player reads: what happened to the game, and where the details are."""
    return msg("crash.explain", path=str(path))


def install_excepthook(
    on_crash: OnCrash,
    *,
    emergency_save: Callable[[], object] | None = None,
    log_path: Path | None = None,
    threads: bool = True,
) -> Callable[[], None]:
    """Install the crash handling described in the module doc; returns a function that puts
    the previous hooks back. `log_path` defaults to the file `setup_logging` opened."""
    previous_sys = sys.excepthook
    previous_thread = threading.excepthook
    busy = threading.local()

    def handle(
        exc_type: type[BaseException],
        exc: BaseException | None,
        tb: TracebackType | None,
        where: str,
    ) -> None:
        value = exc if exc is not None else RuntimeError(exc_type.__name__)
        if getattr(busy, "active", False):  # a crash inside the crash handling
            with contextlib.suppress(Exception):
                sys.__excepthook__(exc_type, value, tb)
            return
        busy.active = True
        try:
            path = log_path or current_log_path() or Path("nbgui.log")
            with contextlib.suppress(Exception):
                log.critical("uncaught exception %s", where, exc_info=(exc_type, value, tb))
            if emergency_save is not None:
                try:
                    saved = emergency_save()
                    log.info("emergency save after the crash: %s", saved)
                except BaseException:
                    with contextlib.suppress(Exception):
                        log.exception("the emergency save failed")
            details = exc_type.__name__  # the log has the rest if even the account fails
            try:
                details = crash_details(exc_type, exc, tb, where)
                path = write_crash_file(path.parent, details)
                log.info("crash details written to %s", path)
            except Exception:
                with contextlib.suppress(Exception):
                    log.exception("the crash file could not be written; the log has it all")
            with contextlib.suppress(Exception):
                flush_logs()
            try:
                on_crash(CrashReport(crash_message(path), details, path))
            except BaseException:
                with contextlib.suppress(Exception):
                    log.exception("the crash report itself failed")
                    flush_logs()
                    sys.__excepthook__(exc_type, value, tb)
        finally:
            busy.active = False

    def sys_hook(
        exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None
    ) -> None:
        if issubclass(exc_type, KeyboardInterrupt | SystemExit):
            previous_sys(exc_type, exc, tb)
            return
        handle(exc_type, exc, tb, "in the main thread")

    def thread_hook(args: threading.ExceptHookArgs) -> None:
        if issubclass(args.exc_type, SystemExit):
            previous_thread(args)
            return
        name = args.thread.name if args.thread is not None else "?"
        handle(args.exc_type, args.exc_value, args.exc_traceback, f"in thread {name}")

    sys.excepthook = sys_hook
    if threads:
        threading.excepthook = thread_hook

    def uninstall() -> None:
        if sys.excepthook is sys_hook:
            sys.excepthook = previous_sys
        if threading.excepthook is thread_hook:
            threading.excepthook = previous_thread

    return uninstall
