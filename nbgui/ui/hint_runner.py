"""The coach off the GUI thread: hints (`nbgui.teach.hints.suggest`) and the mistake check
(`nbgui.teach.warnings.check`), in one serial worker (`nbgui.ui.worker.WorkerRunner`, a
`QThreadPool` of one thread, the AI runner's base too).

- `prefetch(state)`: when a player's placement or returning-whale decision begins, the quick
  coach's advice for it is computed in the worker while the player thinks, and kept for that
  state (states are never changed in place: a new move is a new state object). Nobody waits
  for it, so it runs on its step budget with a generous cap of its own (`PREFETCH_CAP_S`: a
  busy machine still gets the full ~150 playouts), on a clock whose stop whoever comes to wait
  brings forward (`nbgui.teach.caps.Hurry`): a quick hint asked while it runs stops it at most
  the hint's promise after the ask (then words what is there); a mistake check, or a strong
  hint, stops it where the quick cap stopped it before and keeps its advice (their wait is no
  longer than it was, and the check after a strong hint still finds it); a move to another
  position (`moved_on`) stops it at once and its advice is not kept.
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
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QEventLoop, QObject, QTimer

from nbgui.engine import BuyGoods, Command, GameState
from nbgui.heap import give_back
from nbgui.ui.worker import Call, WorkerRunner

log = logging.getLogger(__name__)

#: Decisions the mistake check judges (worker placements and returning whales).
CHECKED_DECISIONS = ("place", "return")


class Prefetch:
    """The prefetch of one state: its clock (`nbgui.teach.caps.Hurry`), when the worker began
    it, whether someone waited for it before it began (it then runs on the quick cap, as any
    advice someone waits for), whether it was dropped (stopped at once: its advice is not
    kept), and whether its job is over."""

    def __init__(self, state: GameState, hurry: Any) -> None:
        self.state = state
        self.hurry = hurry
        self.began: float | None = None
        self.waited = False
        self.dropped = False
        self.done = threading.Event()


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
        #: the prefetch's cap (None: `PREFETCH_CAP_S`, or none when `cap_s` is 0; 0: none)
        self.prefetch_cap_s: float | None = None
        self.last_check_s: float | None = None
        self._lock = threading.Lock()
        self._advice: tuple[GameState, Any] | None = None  # (state, Advice)
        self._prefetch: Prefetch | None = None  # the last prefetch (begun or queued)
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

    def quick_cap(self) -> float:
        """The quick coach's wall-clock cap (0: none)."""
        from nbgui.teach.caps import coach_cap

        return coach_cap("quick") if self.cap_s is None else self.cap_s

    def _advise(self, state: GameState, prefetch: Prefetch | None = None) -> Any:
        """The quick coach's advice for `state` (worker thread), computed once. A `prefetch`
        runs on its own cap and its clock (see the module docstring)."""
        found = self._cached(state)
        if found is not None:
            return found
        from nbgui.bots.coach import SEARCH_SHARE, advise
        from nbgui.teach.caps import PREFETCH_CAP_S

        cap = self.quick_cap()
        clock: Any = time.perf_counter
        if prefetch is not None:
            with self._lock:
                prefetch.began = time.perf_counter()
                if not prefetch.waited:  # nobody waits for it (yet)
                    own = self.prefetch_cap_s
                    cap = (0.0 if self.cap_s == 0 else PREFETCH_CAP_S) if own is None else own
            clock = prefetch.hurry
        began = time.perf_counter()
        advice = advise(state, self.brain(), "quick", playouts=self.playouts, cap_s=cap,
                        clock=clock)
        if prefetch is not None:  # the time it took on the wall (a stopped `Hurry` reads far)
            advice = replace(advice, elapsed_s=time.perf_counter() - began)
        if (
            state.round == state.rules.game.rounds
            and isinstance(advice.command, BuyGoods)
            and not advice.forced
        ):
            # a last-round purchase: the hint searches the placements alone again, and the
            # mistake check measures against the move it shows (`hints.shown_instead`, kept
            # for this advice), so that search is made now, while the player thinks (a
            # prefetch someone now waits for: in what is left before its stop)
            from nbgui.teach.hints import shown_instead

            if prefetch is not None and prefetch.hurry.left() < float("inf"):
                cap = max(0.05, prefetch.hurry.left() / SEARCH_SHARE)
            shown_instead(state, advice, self.brain(), "quick", playouts=self.playouts,
                          cap_s=cap, clock=clock)
        with self._lock:
            if prefetch is None or not prefetch.dropped:
                self._advice = (state, advice)
        give_back()  # the search's garbage, freed into this thread's own malloc arena
        return advice

    def _hurry(self, state: GameState, why: str) -> None:
        """Someone waits for the worker now (GUI thread): bring the running (or queued)
        prefetch's stop forward. `why`: "hint" (a quick hint on `state`: at most the promise
        after the ask), "wait" (the mistake check, a strong hint: where the quick cap stopped
        it before), "drop" (at once, its advice not kept). A prefetch of another state stops
        at once and is not kept."""
        from nbgui.bots.coach import SEARCH_SHARE

        p = self._prefetch
        if p is None or p.done.is_set():
            return
        now = time.perf_counter()
        cap = self.quick_cap()
        with self._lock:
            if p.state is not state or why == "drop":
                p.dropped = True
                p.hurry.stop_at(now)
            elif cap <= 0:
                return  # no wall-clock cap: the same advice under any load (tests)
            elif why == "hint":
                p.hurry.stop_at(now + SEARCH_SHARE * cap)
            elif p.began is None:
                p.waited = True  # it begins on the quick cap, as before
            else:
                p.hurry.stop_at(p.began + SEARCH_SHARE * cap)

    # ---- prefetch -------------------------------------------------------------------------

    def prefetch(self, state: GameState) -> bool:
        """Start the quick coach on a player's checked decision (no-op otherwise)."""
        d = state.decision
        if d.seat is None or d.kind not in CHECKED_DECISIONS or state.seats[d.seat].is_automated:
            return False
        last = self._prefetch
        if self._cached(state) is not None or (last is not None and last.state is state):
            return False  # known, or already on its way
        # No `pool.clear()` of older jobs: it would also drop a mistake check queued behind a
        # prefetch (the check's window would then wait for ever). An older prefetch still
        # queued returns at once (below).
        from nbgui.teach.caps import Hurry

        self._hurry(state, "drop")  # an older prefetch still running: the game moved on
        job = self._prefetch = Prefetch(state, Hurry())

        def work() -> None:
            try:
                if job.dropped:  # a later prefetch, or a move on, dropped it before it began
                    return  # the game moved on before the worker came to it
                self._advise(state, job)
            except Exception as exc:  # a prefetch must never crash the app
                log.warning("coach prefetch failed: %s", exc)
            finally:
                job.done.set()

        self.pool.start(Call(work))
        return True

    def moved_on(self, state: GameState) -> None:
        """The game is at `state` now (GUI thread): a prefetch of another position stops at
        once and is not kept (nobody will wait for it), rather than running on its own cap."""
        p = self._prefetch
        if p is not None and p.state is not state:
            self._hurry(state, "drop")

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

        self._hurry(state, "wait")
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
        # (a strong hint does not need the quick advice, but the check after it does: kept)
        self._hurry(state, "hint" if strength == "quick" else "wait")

        def work() -> Any:
            advice = self._advise(state) if strength == "quick" else None
            return suggest(
                state, self.boards, strength, playouts=self.playouts, cap_s=self.cap_s,
                brain=self.brain(), advice=advice,
            )

        return self.start_job(work, state)

    def hint_now(
        self, state: GameState, boards: Mapping[str, Any], strength: str = "quick",
        timeout_ms: int = 30_000,
    ) -> tuple[Any, float]:
        """A hint asked now and waited for in a local event loop (benchmarks, tests): the
        `Hint` (or the failure's sentence; None after `timeout_ms`) and the seconds from the
        ask to the answer."""
        got: list[Any] = []
        loop = QEventLoop()

        def answered(_state: object, answer: object) -> None:
            got.append(answer)
            loop.quit()

        self.ready.connect(answered)
        self.failed.connect(answered)
        asked = time.perf_counter()
        try:
            if self.request(state, boards, strength):
                QTimer.singleShot(timeout_ms, loop.quit)
                loop.exec()
        finally:
            self.ready.disconnect(answered)
            self.failed.disconnect(answered)
        return (got[0] if got else None), time.perf_counter() - asked


#: The runner's fuller name (it runs every coach job of the window).
CoachRunner = HintRunner
