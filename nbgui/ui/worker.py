"""One serial worker thread for a window's slow jobs: the base of the coach runner
(`nbgui.ui.hint_runner`) and the AI runner (`nbgui.ui.ai_runner`).

A job gets the (immutable) state it is about; its answer comes back on the GUI thread through a
queued signal, `ready(state, answer)`, or its error's sentence, `failed(state, message)`; the
receiver drops it if the game moved on meanwhile. One job at a time (`request` refuses a second
while one runs); the pool has one thread, so jobs queued behind it (`Call`) run in order.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from nbgui.engine import GameState
from nbgui.text import Msg, msg
from nbgui.ui import i18n

log = logging.getLogger(__name__)


class _Relay(QObject):
    done = Signal(object, object)  # state, answer
    failed = Signal(object, str)  # state, message
    checked = Signal()


class _Job(QRunnable):
    """`fn()` in the worker; its answer (or its error's sentence) through `relay` with `state`."""

    def __init__(self, relay: _Relay, fn: Callable[[], Any], state: GameState) -> None:
        super().__init__()
        self.relay = relay
        self.fn = fn
        self.state = state

    def run(self) -> None:
        try:
            answer = self.fn()
        except Exception as exc:  # a worker must never crash the app
            log.warning("worker job failed: %s: %s", type(exc).__name__, exc)
            m = getattr(exc, "msg", None)  # a HintError says its sentence in the UI language
            if not isinstance(m, Msg):
                m = msg("system.unexpected", kind=type(exc).__name__)
            with contextlib.suppress(RuntimeError):  # the window closed meanwhile
                self.relay.failed.emit(self.state, i18n.say(m))
            return
        with contextlib.suppress(RuntimeError):
            self.relay.done.emit(self.state, answer)


class Call(QRunnable):
    """`fn()` in the worker, nothing more (it reports itself)."""

    def __init__(self, fn: Callable[[], None]) -> None:
        super().__init__()
        self.fn = fn

    def run(self) -> None:
        self.fn()


class WorkerRunner(QObject):
    """`start_job(fn, state)` → `ready(state, answer)` or `failed(state, message)` (see the module
    docstring). `wait()` waits up to `WAIT_MS` for the queued jobs."""

    ready = Signal(object, object)
    failed = Signal(object, str)

    #: how long `wait()` waits for the worker by default (milliseconds)
    WAIT_MS = 10_000

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.relay = _Relay(self)
        self.relay.done.connect(self._done)
        self.relay.failed.connect(self._failed)
        self.running = False

    def start_job(self, fn: Callable[[], Any], state: GameState) -> bool:
        """Run `fn` in the worker for `state`; False (nothing started) if a job still runs."""
        if self.running:
            return False
        self.running = True
        self.pool.start(_Job(self.relay, fn, state))
        return True

    def _done(self, state: object, answer: object) -> None:
        self.running = False
        self.ready.emit(state, answer)

    def _failed(self, state: object, message: str) -> None:
        self.running = False
        self.failed.emit(state, message)

    def wait(self, msecs: int | None = None) -> bool:
        return bool(self.pool.waitForDone(self.WAIT_MS if msecs is None else msecs))
