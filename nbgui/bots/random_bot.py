"""A uniformly random legal player, choosing first the kind of move and then its details.

Choosing a space first keeps the play sensible-looking: a flat choice over all legal commands
would pick the General Store most of the time, since every mix of goods is its own command.
"""

from __future__ import annotations

import random

from nbgui.engine import Command, GameState, Place


class RandomBot:
    """Picks a random group of legal commands (a space, buying, passing…), then a member."""

    name = "random"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: GameState, legal: list[Command]) -> Command:
        # A placement's group is its space, any other command's its type (no key string built
        # per command: this loop was most of a random game's time).
        groups: dict[object, list[Command]] = {}
        for cmd in legal:
            key: object = cmd.space if type(cmd) is Place else type(cmd)
            members = groups.get(key)
            if members is None:
                groups[key] = [cmd]
            else:
                members.append(cmd)
        members = groups[self.rng.choice(list(groups))]
        return self.rng.choice(members)
