"""The coach off the GUI thread: hints (`nbgui.teach.hints.suggest`) and the mistake check
(`nbgui.teach.warnings.check`), in one serial worker (`QThreadPool` of one thread).

- `prefetch(state)`: when a player's placement or returning-whale decision begins, the quick
  coach's advice for it is computed in the worker while the player thinks, and kept for that
  state (states are never changed in place: a new move is a new state object).
- `check(state, cmd)`: before a move is submitted, the mistake check (the move against the
  coach's move, paired playouts) runs in the worker, on the prefetched advice when it is ready
  (queued behind it when it is still being computed). The table waits for the answer in a
  local event loop that leaves user input out, so the window keeps painting; the time it took
  is kept in `last_check_s`.
- `request(state, boards, strength)`: a hint; `ready(state, hint)` or `failed(state, message)`
  comes back through a queued signal and is dropped by the window if the game moved on. A
  quick hint reuses the prefetched advice.
"""

from __future__ import annotations

import contextlib
import logging
import threading
import time
from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QEventLoop, QObject, QRunnable, QThreadPool, Signal

from nbgui.engine import Command, GameState
from nbgui.text import Msg, msg
from nbgui.ui import i18n

log = logging.getLogger(__name__)

#: Decisions the mistake check judges (worker placements and returning whales).
CHECKED_DECISIONS = ("place", "return")


class _Relay(QObject):
    done = Signal(object, object)  # state, Hint
    failed = Signal(object, str)  # state, message
    checked = Signal()


class _Job(QRunnable):
    """`fn()` in the worker; its answer (or its error's sentence) through `relay` with `state`
    (also used by the AI runner, `nbgui/ui/ai_runner.py`)."""

    def __init__(self, relay: _Relay, fn: Callable[[], Any], state: GameState) -> None:
        super().__init__()
        self.relay = relay
        self.fn = fn
        self.state = state

    def run(self) -> None:
        try:
            answer = self.fn()
        except Exception as exc:  # a worker must never crash the app
            log.warning("worker job failed: %s", exc)
            m = getattr(exc, "msg", None)  # a HintError says its sentence in the UI language
            if not isinstance(m, Msg):
                m = msg("system.unexpected", kind=type(exc).__name__)
            with contextlib.suppress(RuntimeError):  # the window closed meanwhile
                self.relay.failed.emit(self.state, i18n.say(m))
            return
        with contextlib.suppress(RuntimeError):
            self.relay.done.emit(self.state, answer)


class _Call(QRunnable):
    """`fn()` in the worker, nothing more (it reports itself)."""

    def __init__(self, fn: Callable[[], None]) -> None:
        super().__init__()
        self.fn = fn

    def run(self) -> None:
        self.fn()


class HintRunner(QObject):
    """See the module docstring. `playouts`/`pairs` override the coach's budgets (tests)."""

    ready = Signal(object, object)
    failed = Signal(object, str)

    def __init__(self, parent: QObject | None = None, boards: Mapping[str, Any] | None = None):
        super().__init__(parent)
        self.boards = dict(boards or {})
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.relay = _Relay(self)
        self.relay.done.connect(self._done)
        self.relay.failed.connect(self._failed)
        self.running = False
        self.playouts: int | None = None  # coach playouts (None: the budget's)
        self.pairs: int | None = None  # mistake-check pairs (None: CHECK_PAIRS)
        #: wall-clock caps: the coach's (None: its budget's; 0: none) and the check's (None:
        #: CHECK_CAP_S; 0: none). Tests lift both, so their answers do not depend on the load.
        self.cap_s: float | None = None
        self.check_cap_s: float | None = None
        self.last_check_s: float | None = None
        self._lock = threading.Lock()
        self._advice: tuple[GameState, Any] | None = None  # (state, Advice)
        self._wanted: GameState | None = None  # the state the last prefetch was for
        self._brain: Any = None

    # ---- the worker's side ----------------------------------------------------------------

    def brain(self) -> Any:
        """The Captains' brain the worker uses (stateless; built on first use)."""
        if self._brain is None:
            from nbgui.captain.brain import CaptainBrain

            self._brain = CaptainBrain(self.boards)
        return self._brain

    def _cached(self, state: GameState) -> Any:
        with self._lock:
            if self._advice is not None and self._advice[0] is state:
                return self._advice[1]
        return None

    def _advise(self, state: GameState) -> Any:
        """The quick coach's advice for `state` (worker thread), computed once."""
        found = self._cached(state)
        if found is not None:
            return found
        from nbgui.bots.coach import advise
        from nbgui.teach.hints import coach_cap

        cap = coach_cap("quick") if self.cap_s is None else self.cap_s
        advice = advise(state, self.brain(), "quick", playouts=self.playouts, cap_s=cap)
        with self._lock:
            self._advice = (state, advice)
        return advice

    # ---- prefetch -------------------------------------------------------------------------

    def prefetch(self, state: GameState) -> bool:
        """Start the quick coach on a player's checked decision (no-op otherwise)."""
        d = state.decision
        if d.seat is None or d.kind not in CHECKED_DECISIONS or state.seats[d.seat].is_automated:
            return False
        if self._cached(state) is not None:
            return False
        self._wanted = state
        if not self.running:
            self.pool.clear()  # an older prefetch still queued is of no use any more

        def work() -> None:
            if self._wanted is not state:
                return  # the game moved on before the worker came to it
            try:
                self._advise(state)
            except Exception as exc:  # a prefetch must never crash the app
                log.warning("coach prefetch failed: %s", exc)

        self.pool.start(_Call(work))
        return True

    # ---- the mistake check ----------------------------------------------------------------

    def check(self, state: GameState, cmd: Command) -> list[Any]:
        """The mistake warnings for `cmd` (`MoveWarning`s), judged in the worker; waits for
        them with the window still painting. An error judges the move fine (never blocks)."""
        from nbgui.teach.warnings import CHECK_CAP_S, CHECK_PAIRS, check, checked

        if not checked(state, cmd):
            return []
        result: list[Any] = []
        pairs = self.pairs if self.pairs is not None else CHECK_PAIRS
        cap = CHECK_CAP_S if self.check_cap_s is None else (self.check_cap_s or None)
        started = time.perf_counter()
        finished = threading.Event()

        def work() -> None:
            try:
                advice = self._advise(state)
                found, _verdict = check(
                    state, self.brain(), cmd, advice=advice, pairs=pairs, cap_s=cap
                )
                result.extend(found)
            except Exception as exc:
                log.warning("mistake check failed: %s", exc)
            finally:
                finished.set()
                with contextlib.suppress(RuntimeError):  # the window closed meanwhile
                    self.relay.checked.emit()

        loop = QEventLoop()
        self.relay.checked.connect(loop.quit)
        try:
            self.pool.start(_Call(work))
            if not finished.is_set():
                loop.exec(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)
            finished.wait()
        finally:
            self.relay.checked.disconnect(loop.quit)
        self.last_check_s = time.perf_counter() - started
        return result

    # ---- hints ----------------------------------------------------------------------------

    def request(self, state: GameState, boards: Mapping[str, Any], strength: str = "quick") -> bool:
        if self.running:
            return False
        from nbgui.teach.hints import suggest

        if boards:
            self.boards = dict(boards)
        self.running = True

        def work() -> Any:
            advice = self._advise(state) if strength == "quick" else None
            return suggest(
                state, self.boards, strength, playouts=self.playouts, cap_s=self.cap_s,
                brain=self.brain(), advice=advice,
            )

        self.pool.start(_Job(self.relay, work, state))
        return True

    def _done(self, state: object, hint: object) -> None:
        self.running = False
        self.ready.emit(state, hint)

    def _failed(self, state: object, message: str) -> None:
        self.running = False
        self.failed.emit(state, message)

    def wait(self, msecs: int = 10_000) -> bool:
        return bool(self.pool.waitForDone(msecs))


#: The runner's fuller name (it runs every coach job of the window).
CoachRunner = HintRunner
