"""A uniformly random legal player, choosing first the kind of move and then its details.

Choosing a space first keeps the play sensible-looking: a flat choice over all legal commands
would pick the General Store most of the time, since every mix of goods is its own command.
"""

from __future__ import annotations

import random

from nbgui.engine.commands import Command, Place
from nbgui.engine.state import GameState


def _group(cmd: Command) -> str:
    if isinstance(cmd, Place):
        return f"place:{cmd.space}"
    return type(cmd).__name__


class RandomBot:
    """Picks a random group of legal commands (a space, buying, passing…), then a member."""

    name = "random"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: GameState, legal: list[Command]) -> Command:
        groups: dict[str, list[Command]] = {}
        for cmd in legal:
            groups.setdefault(_group(cmd), []).append(cmd)
        members = groups[self.rng.choice(list(groups))]
        return self.rng.choice(members)
