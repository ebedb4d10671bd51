"""Runs an AI player's search (`nbgui.bots.search`) off the GUI thread (`QThreadPool`).

Same pattern as `HintRunner`: the worker gets the (immutable) state, the move comes back on the
GUI thread through a queued signal, and the session drops it if the game moved on meanwhile.
The search is capped at its level's `cap_s` seconds, so the table never waits longer.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QObject, QThreadPool, Signal

from nbgui.engine import Command, GameState
from nbgui.ui.hint_runner import _Job, _Relay


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


class AiRunner(QObject):
    """`request(state, boards)` → `ready(state, command)` or `failed(state, message)`."""

    ready = Signal(object, object)
    failed = Signal(object, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.relay = _Relay(self)
        self.running = False
        self.relay.done.connect(self._done)
        self.relay.failed.connect(self._failed)

    def _done(self, state: object, cmd: object) -> None:
        self.running = False
        self.ready.emit(state, cmd)

    def _failed(self, state: object, message: str) -> None:
        self.running = False
        self.failed.emit(state, message)

    def request(self, state: GameState, boards: Mapping[str, Any]) -> bool:
        """Start a search for the seat to act; False if one is still running."""
        if self.running:
            return False
        self.running = True
        board_copy = dict(boards)
        self.pool.start(_Job(self.relay, lambda: ai_move(state, board_copy), state))
        return True

    def wait(self, msecs: int = 30_000) -> bool:
        return bool(self.pool.waitForDone(msecs))
