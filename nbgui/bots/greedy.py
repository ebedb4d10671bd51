"""A baseline greedy player: try every (sensible) legal command, keep the best-looking result.

The evaluation is a hand-tuned estimate of final points from a state: points already scored,
plus money, goods, whales aboard, ships on their way, and action buildings still to be used.
It looks one command ahead, so it is quick (a few milliseconds a decision) and beats a random
player by a wide margin; it is the opponent used for Captain calibration and the base of hints.
"""

from __future__ import annotations

import random

from nbgui.engine import (
    Command,
    GameState,
    Place,
    apply_unchecked,
    score_row,
    whale_lays,
    whale_points,
)


def evaluate(state: GameState, seat: int) -> float:
    """Estimated final points of `seat` from `state` (higher is better)."""
    row = score_row(state, seat)
    s = state.seats[seat]
    rounds = state.rules.game.rounds
    left = max(0, rounds - state.round + (0 if state.phase in ("whaling", "final") else 1))
    per_point = float(state.rules.game.money_per_point)
    points, lays = whale_points(state.rules), whale_lays(state.rules)
    value = float(row.whales + row.buildings + row.bonuses) + s.money / per_point
    for n, use, sale in ((s.lumber, 0.3, 0.17), (s.food, 0.3, 0.17), (s.brick, 0.5, 0.34)):
        useful = min(n, 4) if left > 2 else 0
        value += useful * use + (n - useful) * sale
    for ship in s.ships:
        cargo = sum(points[t[0]] - lays[t[0]] / per_point for t in ship.cargo)
        if ship.where == "sea":
            phases = min(ship.space - 1, left)
            value += cargo + 0.85 * phases
        elif ship.where == "dock":
            value += 1.6 if left >= 3 else 0.2
        else:
            value += cargo
    actions = sum(1 for b in state.buildings_of(seat) if state.rules.buildings[b].kind == "action")
    value += 0.2 * actions * left
    return value


def sensible(cmd: Command, state: GameState) -> bool:
    """Prune sales to 'all of some goods types' so a big hand does not explode the search."""
    if isinstance(cmd, Place) and any(cmd.sell):
        seat = state.seats[state.decision.seat or 0]
        have = (seat.lumber, seat.food, seat.brick)
        return all(n in (0, h) for n, h in zip(cmd.sell, have, strict=True))
    return True


class GreedyBot:
    """One-command lookahead over `legal_commands` with `evaluate`; ties broken by its own RNG."""

    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def value(self, state: GameState, seat: int) -> float:
        """How good `state` is for `seat` (a subclass gives its own evaluation)."""
        return evaluate(state, seat)

    def ranked(self, state: GameState, legal: list[Command]) -> list[tuple[float, Command]]:
        """Every considered command with its evaluation, best first."""
        seat = state.decision.seat
        assert seat is not None
        scored: list[tuple[float, float, Command]] = []
        for cmd in legal:
            if not sensible(cmd, state):
                continue
            trial = state.clone()
            apply_unchecked(trial, cmd)
            scored.append((self.value(trial, seat), self.rng.random(), cmd))
        scored.sort(key=lambda t: (t[0], t[1]), reverse=True)
        return [(v, c) for v, _, c in scored]

    def choose(self, state: GameState, legal: list[Command]) -> Command:
        if len(legal) == 1:
            return legal[0]
        return self.ranked(state, legal)[0][1]
