"""The coach's time promises: what a hint of each strength may take, and the cap of its search.

Apart from `nbgui.teach.hints` so the mistake warnings' background prefetch
(`nbgui.ui.hint_runner`), which needs only the quick cap, does not import the hints' wording
for a player who never asks for a hint (issue 18: memory of a player's game).
"""

from __future__ import annotations

from nbgui.bots.coach import COACH_BUDGETS

#: Hint strengths: the coach budget of each, and the wall-clock time it promises (s).
STRENGTHS: dict[str, float] = {name: b.cap_s for name, b in COACH_BUDGETS.items()}
#: Time kept for wording the hint (what the move changes, what it enables) out of the promise:
#: the coach is capped at the strength's time minus this.
WORDING_S = 0.1


def coach_cap(strength: str) -> float:
    """The coach's wall-clock cap for a hint of `strength`, so the whole hint keeps its promise."""
    return max(0.05, STRENGTHS[strength] - WORDING_S)
