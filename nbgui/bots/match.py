"""One headless game played to the end: Captains by their brain, every other seat by its player.

The one game loop of the measuring tools (`tools/ladder.py`, `tools/tune_eval.py`,
`benchmarks/coach_vs_hint.py`). A seat's decision time is read on `clock` (the process's CPU
clock unless told) and kept for the seats in `timed`, only for decisions with a real choice
(more than one legal command) — the player is asked either way.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Collection, Mapping
from typing import NamedTuple, Protocol

from nbgui.captain.brain import CaptainBrain
from nbgui.engine import (
    Command,
    GameSetup,
    GameState,
    ScoreSheet,
    apply_unchecked,
    legal_commands,
    new_game,
    score,
)


class Player(Protocol):
    """A seat's player: the command it plays among the legal ones."""

    name: str

    def choose(self, state: GameState, legal: list[Command]) -> Command: ...


class Match(NamedTuple):
    """A finished game: its last state, its score sheet and the timed seats' decision times
    (a named tuple, not a dataclass: nothing to compile ahead in `nbgui/_dataclass_code_py*.py`)."""

    state: GameState
    sheet: ScoreSheet
    times: dict[int, list[float]]

    def totals(self) -> dict[int, int]:
        """Every seat's final score."""
        return {r.seat: r.total for r in self.sheet.rows}

    def won(self, seat: int) -> float:
        """1 when `seat` won alone, 1/n for a share of n tied winners, else 0."""
        return (1 / len(self.sheet.winners)) if seat in self.sheet.winners else 0.0

    def all_times(self) -> list[float]:
        """Every timed decision of every timed seat."""
        return [t for seat in sorted(self.times) for t in self.times[seat]]


def play_match(
    setup: GameSetup,
    players: Mapping[int, Player],
    brain: CaptainBrain,
    timed: Collection[int] = (),
    clock: Callable[[], float] = time.process_time,
) -> Match:
    """Play the game of `setup` to its end (see the module docstring)."""
    state, _ = new_game(setup)
    times: dict[int, list[float]] = {seat: [] for seat in timed}
    while legal := legal_commands(state):
        seat = state.decision.seat
        assert seat is not None
        if state.seats[seat].is_captain:
            cmd = brain.decide(state).command
        else:
            t0 = clock()
            cmd = players[seat].choose(state, legal)
            if seat in times and len(legal) > 1:
                times[seat].append(clock() - t0)
        apply_unchecked(state, cmd)
    return Match(state, score(state), times)
