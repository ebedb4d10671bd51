"""Runs an AI player's search (`nbgui.bots.search`) off the GUI thread (`QThreadPool`).

The worker (`nbgui.ui.worker.WorkerRunner`, the coach runner's base too) gets the (immutable)
state, the move comes back on the GUI thread through a queued signal, and the session drops it
if the game moved on meanwhile.
The search is capped at its level's `cap_s` seconds, so the table never waits longer.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from nbgui.engine import Command, GameState
from nbgui.ui.worker import WorkerRunner


def ai_move(state: GameState, boards: Mapping[str, Any]) -> Command:
    """The move of the AI player to act in `state` (its seat's level, capped in time)."""
    from nbgui.bots.search import LEVELS, SearchBot
    from nbgui.captain.brain import CaptainBrain
    from nbgui.engine import legal_commands

    seat = state.decision.seat
    assert seat is not None
    level = state.seats[seat].spec.ai
    assert level is not None
    bot = SearchBot(seat, CaptainBrain(dict(boards)), LEVELS[level], capped=True)
    return bot.choose(state, legal_commands(state))


class AiRunner(WorkerRunner):
    """`request(state, boards)` → `ready(state, command)` or `failed(state, message)`."""

    WAIT_MS = 30_000

    def request(self, state: GameState, boards: Mapping[str, Any]) -> bool:
        """Start a search for the seat to act; False if one is still running."""
        board_copy = dict(boards)
        return self.start_job(lambda: ai_move(state, board_copy), state)
