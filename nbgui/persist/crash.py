"""Uncaught exceptions: log them, save the game once more, and tell the player.

`install_excepthook(on_crash, ...)` replaces `sys.excepthook` and `threading.excepthook`. On an
uncaught exception it (1) writes the traceback to the log, (2) calls `emergency_save` (the game
is normally already saved — autosave runs after every command — this is a last extra copy),
(3) calls ``on_crash(summary, log_path)``, where the UI shows its dialog. Every step is
guarded: a failing step is logged and the next one still runs; nothing here raises.

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
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

from nbgui.persist.logs import current_log_path, flush_logs

log = logging.getLogger("nbgui.crash")

OnCrash = Callable[[str, Path], None]


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
            with contextlib.suppress(Exception):
                flush_logs()
            summary = crash_summary(exc_type, exc, tb)
            try:
                on_crash(summary, path)
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
