"""Runs the teaching layer's `suggest` off the GUI thread (`QThreadPool`).

The engine state is immutable, so the worker gets the state itself; the answer comes back on
the GUI thread through a queued signal and is dropped if the game moved on meanwhile.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from nbgui.engine import GameState
from nbgui.text import Msg, msg
from nbgui.ui import i18n

log = logging.getLogger(__name__)


class _Relay(QObject):
    done = Signal(object, object)  # state, Hint
    failed = Signal(object, str)  # state, message


class _Job(QRunnable):
    def __init__(self, relay: _Relay, fn: Callable[[], Any], state: GameState) -> None:
        super().__init__()
        self.relay = relay
        self.fn = fn
        self.state = state

    def run(self) -> None:
        try:
            hint = self.fn()
        except Exception as exc:  # a hint must never crash the app
            log.warning("hint failed: %s", exc)
            m = getattr(exc, "msg", None)  # a HintError says its sentence in the UI language
            if not isinstance(m, Msg):
                m = msg("system.unexpected", kind=type(exc).__name__)
            self.relay.failed.emit(self.state, i18n.say(m))
            return
        self.relay.done.emit(self.state, hint)


class HintRunner(QObject):
    """`request(state, boards)` → `ready(state, hint)` or `failed(state, message)`."""

    ready = Signal(object, object)
    failed = Signal(object, str)

    def __init__(self, parent: QObject | None = None, time_budget_s: float = 0.8) -> None:
        super().__init__(parent)
        self.time_budget_s = time_budget_s
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.relay = _Relay(self)
        self.relay.done.connect(self.ready)
        self.relay.failed.connect(self.failed)
        self.running = False
        self.relay.done.connect(lambda *_a: setattr(self, "running", False))
        self.relay.failed.connect(lambda *_a: setattr(self, "running", False))

    def request(self, state: GameState, boards: Mapping[str, Any]) -> bool:
        if self.running:
            return False
        from nbgui.teach.hints import suggest

        budget = self.time_budget_s
        self.running = True
        self.pool.start(
            _Job(self.relay, lambda: suggest(state, boards, budget), state)
        )
        return True

    def wait(self, msecs: int = 10_000) -> bool:
        return bool(self.pool.waitForDone(msecs))
