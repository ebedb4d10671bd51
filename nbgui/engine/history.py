"""Undo/redo over a game's commands, never across a randomness barrier.

A command is a barrier when applying it revealed randomness (a die roll, a bag draw — seen as
the game's generator counter moving) or when a Captain or an AI player made it. Undo steps back
over a human's own commands only, down to the last barrier; redo re-applies exactly what was
undone.
"""

from __future__ import annotations

from dataclasses import dataclass

from nbgui.engine.api import apply
from nbgui.engine.commands import Command
from nbgui.engine.events import Event
from nbgui.engine.state import GameState


@dataclass(frozen=True)
class Step:
    """One command of the game's history: the states before and after it and its events."""

    before: GameState
    after: GameState
    command: Command
    events: tuple[Event, ...]
    seat: int | None
    barrier: bool


class History:
    """The game so far: every step with the states on both sides (states are never mutated)."""

    def __init__(self, state: GameState) -> None:
        self.start = state
        self.steps: list[Step] = []
        self.undone: list[Step] = []

    @property
    def state(self) -> GameState:
        return self.steps[-1].after if self.steps else self.start

    @property
    def commands(self) -> list[Command]:
        return [s.command for s in self.steps]

    def push(self, cmd: Command, seat: int | None = None) -> list[Event]:
        """Apply `cmd` (raising `RuleError` if illegal); clears the redo stack."""
        before = self.state
        after, events = apply(before, cmd, seat)
        actor = before.decision.seat
        barrier = after.rng_counter != before.rng_counter or (
            actor is not None and before.seats[actor].is_automated
        )
        self.steps.append(Step(before, after, cmd, tuple(events), actor, barrier))
        self.undone.clear()
        return events

    def can_undo(self) -> bool:
        if not self.steps:
            return False
        last = self.steps[-1]
        return (
            not last.barrier
            and last.seat is not None
            and not (last.before.seats[last.seat].is_automated)
        )

    def undo(self) -> Step | None:
        """Take back the last command if allowed; return the undone step."""
        if not self.can_undo():
            return None
        step = self.steps.pop()
        self.undone.append(step)
        return step

    def can_redo(self) -> bool:
        return bool(self.undone)

    def redo(self) -> Step | None:
        """Re-apply the most recently undone step exactly (same resulting state)."""
        if not self.undone:
            return None
        step = self.undone.pop()
        self.steps.append(step)
        return step
