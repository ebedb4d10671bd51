"""A uniformly random legal player, choosing first the kind of move and then its details.

Choosing a space first keeps the play sensible-looking: a flat choice over all legal commands
would pick the General Store most of the time, since every mix of goods is its own command.
"""

from __future__ import annotations

import random
from operator import attrgetter

from nbgui.engine import Command, CommandList, GameState

_group = attrgetter("group")


class RandomBot:
    """Picks a random group of legal commands (a space, buying, passing…), then a member."""

    name = "random"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: GameState, legal: list[Command]) -> Command:
        if type(legal) is CommandList:
            # A placement listing says where its groups begin (each group one run, in order of
            # first appearance): the same two draws as below, without reading every command.
            # `rng.choice(seq)` is `seq[r]` with r drawn by random.py's
            # `_randbelow_with_getrandbits(len(seq))` (CPython 3.11-3.13): that draw, inlined
            # (the same `getrandbits` calls; this runs on every step of a random game).
            starts = legal.starts
            getrandbits = self.rng.getrandbits
            n = len(starts)
            k = n.bit_length()
            group = getrandbits(k)
            while group >= n:
                group = getrandbits(k)
            first = starts[group]
            n = (starts[group + 1] if group + 1 < n else len(legal)) - first
            k = n.bit_length()
            pick = getrandbits(k)
            while pick >= n:
                pick = getrandbits(k)
            return legal[first + pick]
        # A placement's group is its space, any other command's its type (`group`, an engine
        # command's class attribute read in C); the groups in the order they first appear.
        # This runs on every step of a random game, so the work per command is C-level list
        # and dict operations: a group is usually one run of the list (a space's commands are
        # listed together), else (the Pay/Sell pairs of a return) its members are picked out.
        keys = list(map(_group, legal))
        key = self.rng.choice(list(dict.fromkeys(keys)))
        count = keys.count(key)
        first = keys.index(key)
        if count == 1:
            members = [legal[first]]
        elif keys[first : first + count].count(key) == count:
            members = legal[first : first + count]
        else:
            members = [cmd for cmd, k in zip(legal, keys, strict=True) if k == key]
        return self.rng.choice(members)
