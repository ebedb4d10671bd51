"""The coach off the GUI thread: hints (`nbgui.teach.hints.suggest`) and the mistake check
(`nbgui.teach.warnings.check`), in one serial worker (`nbgui.ui.worker.WorkerRunner`, a
`QThreadPool` of one thread, the AI runner's base too).

- `prefetch(state)`: when a player's placement or returning-whale decision begins, the quick
  coach's advice for it is computed in the worker while the player thinks, and kept for that
  state (states are never changed in place: a new move is a new state object).
- `check(state, cmd)`: before a move is submitted, the mistake check (the move against the
  coach's move, paired playouts) runs in the worker, on the prefetched advice when it is ready
  (queued behind it when it is still being computed). The table waits for the answer in a
  local event loop that leaves user input out, so the window keeps painting; the time it took
  is kept in `last_check_s`. The wait cannot last for ever: a job dropped before it ran is
  queued again, and a capped check with no answer after `CHECK_WAIT_S` is given up (the move
  goes through unwarned). (It once could: `prefetch` cleared the pool's queue of older
  prefetches, and with them a check queued behind a running prefetch, so the table waited for
  good; tests/ui/test_hint_runner_race.py.)
- `request(state, boards, strength)`: a hint; `ready(state, hint)` or `failed(state, message)`
  comes back through a queued signal and is dropped by the window if the game moved on. A
  quick hint reuses the prefetched advice.
"""

from __future__ import annotations

import contextlib
import logging
import threading
import time
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QEventLoop, QObject, QTimer

from nbgui.engine import BuyGoods, Command, GameState
from nbgui.heap import give_back
from nbgui.ui.worker import Call, WorkerRunner

log = logging.getLogger(__name__)

#: Decisions the mistake check judges (worker placements and returning whales).
CHECKED_DECISIONS = ("place", "return")


class HintRunner(WorkerRunner):
    """See the module docstring. `playouts`/`pairs` override the coach's budgets (tests)."""

    #: how often a waiting check looks at its job (milliseconds)
    WATCH_MS = 100
    #: a capped check with no answer after this long is given up (seconds): the worst queue
    #: ahead of it is a strong hint (3 s), the quick coach (1 s) and the check (0.4 s)
    CHECK_WAIT_S = 8.0

    def __init__(self, parent: QObject | None = None, boards: Mapping[str, Any] | None = None):
        super().__init__(parent)
        self.boards = dict(boards or {})
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
        from nbgui.teach.caps import coach_cap

        cap = coach_cap("quick") if self.cap_s is None else self.cap_s
        advice = advise(state, self.brain(), "quick", playouts=self.playouts, cap_s=cap)
        if (
            state.round == state.rules.game.rounds
            and isinstance(advice.command, BuyGoods)
            and not advice.forced
        ):
            # a last-round purchase: the hint searches the placements alone again, and the
            # mistake check measures against the move it shows (`hints.shown_instead`, kept
            # for this advice), so that search is made now, while the player thinks
            from nbgui.teach.hints import shown_instead

            shown_instead(state, advice, self.brain(), "quick", playouts=self.playouts, cap_s=cap)
        with self._lock:
            self._advice = (state, advice)
        give_back()  # the search's garbage, freed into this thread's own malloc arena
        return advice

    # ---- prefetch -------------------------------------------------------------------------

    def prefetch(self, state: GameState) -> bool:
        """Start the quick coach on a player's checked decision (no-op otherwise)."""
        d = state.decision
        if d.seat is None or d.kind not in CHECKED_DECISIONS or state.seats[d.seat].is_automated:
            return False
        if self._cached(state) is not None or self._wanted is state:
            return False  # known, or already on its way
        # No `pool.clear()` of older jobs: it would also drop a mistake check queued behind a
        # prefetch (the check's window would then wait for ever). An older prefetch still
        # queued returns at once (below).
        self._wanted = state

        def work() -> None:
            if self._wanted is not state:
                return  # the game moved on before the worker came to it
            try:
                self._advise(state)
            except Exception as exc:  # a prefetch must never crash the app
                log.warning("coach prefetch failed: %s", exc)

        self.pool.start(Call(work))
        return True

    # ---- the mistake check ----------------------------------------------------------------

    def check(self, state: GameState, cmd: Command) -> list[Any]:
        """The mistake warnings for `cmd` (`MoveWarning`s), judged in the worker; waits for
        them with the window still painting. An error judges the move fine (never blocks).

        The wait cannot last for ever: every `WATCH_MS` the table looks at the job; one that
        was dropped before it started (the pool idle, the job never begun) is queued again
        (the job runs once: a second copy returns at once), and with the wall-clock caps on,
        a check with no answer after `CHECK_WAIT_S` is given up (the move goes through with
        no warning, and the log says so)."""
        from nbgui.teach.warnings import CHECK_CAP_S, CHECK_PAIRS, check, checked

        if not checked(state, cmd):
            return []
        result: list[Any] = []
        pairs = self.pairs if self.pairs is not None else CHECK_PAIRS
        cap = CHECK_CAP_S if self.check_cap_s is None else (self.check_cap_s or None)
        capped = cap is not None and self.cap_s != 0  # no wall-clock cap: no give-up either
        started = time.perf_counter()
        finished = threading.Event()
        taken = threading.Event()  # a worker has begun the job (it runs once)
        claim = threading.Lock()

        def work() -> None:
            with claim:
                if taken.is_set():
                    return  # a copy queued again by the watch: the job already ran
                taken.set()
            try:
                advice = self._advise(state)
                found, _verdict = check(
                    state, self.brain(), cmd, advice=advice, pairs=pairs, cap_s=cap
                )
                result.extend(found)
            except Exception as exc:
                log.warning("mistake check failed: %s", exc)
            finally:
                give_back()  # the playouts' garbage, in this thread's own malloc arena
                finished.set()
                with contextlib.suppress(RuntimeError):  # the window closed meanwhile
                    self.relay.checked.emit()

        loop = QEventLoop()
        given_up: list[str] = []

        def watch() -> None:
            if finished.is_set():
                loop.quit()  # (the answer's signal may have come before the loop ran)
                return
            try:
                if not taken.is_set() and self.pool.activeThreadCount() == 0:
                    log.warning("mistake check: its job was dropped; queued again")
                    self.pool.start(Call(work))
            except RuntimeError:  # the pool is gone (the window closed)
                given_up.append("no worker")
            if capped and time.perf_counter() - started > self.CHECK_WAIT_S:
                given_up.append(f"no answer after {self.CHECK_WAIT_S:.0f} s")
            if given_up:
                loop.quit()

        timer = QTimer()
        timer.setInterval(self.WATCH_MS)
        timer.timeout.connect(watch)
        self.relay.checked.connect(loop.quit)
        try:
            self.pool.start(Call(work))
            timer.start()
            while not finished.is_set() and not given_up:
                loop.exec(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)
        finally:
            timer.stop()
            self.relay.checked.disconnect(loop.quit)
        self.last_check_s = time.perf_counter() - started
        if not finished.is_set():
            log.warning("mistake check skipped (%s): the move goes through", given_up[0])
            return []
        return list(result)

    # ---- hints ----------------------------------------------------------------------------

    def request(self, state: GameState, boards: Mapping[str, Any], strength: str = "quick") -> bool:
        if self.running:
            return False
        from nbgui.teach.hints import suggest

        if boards:
            self.boards = dict(boards)

        def work() -> Any:
            advice = self._advise(state) if strength == "quick" else None
            return suggest(
                state, self.boards, strength, playouts=self.playouts, cap_s=self.cap_s,
                brain=self.brain(), advice=advice,
            )

        return self.start_job(work, state)


#: The runner's fuller name (it runs every coach job of the window).
CoachRunner = HintRunner
