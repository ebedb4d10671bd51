"""The coach's time promises: what a hint of each strength may take, and the cap of its search.

Apart from `nbgui.teach.hints` so the mistake warnings' background prefetch
(`nbgui.ui.hint_runner`), which needs only the quick cap, does not import the hints' wording
for a player who never asks for a hint (issue 18: memory of a player's game).
"""

from __future__ import annotations

import math
import time

from nbgui.bots.coach import COACH_BUDGETS

#: Hint strengths: the coach budget of each, and the wall-clock time it promises (s).
STRENGTHS: dict[str, float] = {name: b.cap_s for name, b in COACH_BUDGETS.items()}
#: Time kept for wording the hint (what the move changes, what it enables) out of the promise:
#: the coach is capped at the strength's time minus this.
WORDING_S = 0.1


def coach_cap(strength: str) -> float:
    """The coach's wall-clock cap for a hint of `strength`, so the whole hint keeps its promise."""
    return max(0.05, STRENGTHS[strength] - WORDING_S)


#: The prefetch's cap (s): the quick coach's advice computed while the player thinks
#: (`nbgui.ui.hint_runner`) has nobody waiting for it, so it may spend its whole step budget
#: on a busy machine; whoever comes to wait for it brings its stop forward (`Hurry`).
PREFETCH_CAP_S = 6.0


class Hurry:
    """A clock for the coach (`advise(..., clock=hurry)`) whose search another thread can stop
    early: it reads `time.perf_counter()` until `stop_at(t)`'s time `t`, and from then on far
    past any deadline set before, so the search returns within a playout step or so (its
    deadline is a hard cap). A deadline set after the stop counts from the far reading, so a
    search begun after it keeps its own cap. The search's choice for its budget is unchanged;
    only where it stops moves (the advice says `cut_short`)."""

    #: how far past the real time the clock reads once stopped (s)
    FAR = 1e9

    def __init__(self) -> None:
        self._stop = math.inf

    def stop_at(self, at: float) -> None:
        """Stop the search at `at` (a `time.perf_counter()` time), or sooner if asked before."""
        self._stop = min(self._stop, at)

    def left(self) -> float:
        """Seconds until the stop (inf: none asked; 0: past it)."""
        return max(0.0, self._stop - time.perf_counter())

    def __call__(self) -> float:
        now = time.perf_counter()
        return now if now < self._stop else now + self.FAR
