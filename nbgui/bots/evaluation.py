"""Position evaluation for the search player: a projection of a seat's final score.

The greedy bot (`nbgui.bots.greedy.evaluate`) stays as it is — it is the calibration's fixed
reference player. The search player ranks its candidates and steers its playouts with this
projection instead, whose weights (`Weights`) were tuned by play against the Captains
(`tools/tune_eval.py`, a coordinate search over the weights on fixed seeds; the tuned values
and the games they were measured on are in docs/ai-players.md).

What it projects, for the seat, at the end of the game:

- points already certain: returned whales, buildings and their victory bonuses;
- money, at `money` points a dollar (1/5 at the end: the score counts whole $5);
- goods: worth `use` each while there are rounds left to build with them (at most `cap` of
  each), else their sale value at the General Store;
- whales aboard a ship at sea, their points less the lay that keeps them (`lay` a dollar), and
  the whaling phases the ship still has before it comes home (`sea` each);
- a ship on the dock (`dock` while a launch can still pay off) or in the supply (`supply`);
- action buildings owned: `action` a round left (each is a private action space).
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from nbgui.bots.greedy import GreedyBot
from nbgui.engine import GameState, score_row, whale_lays, whale_points


@dataclass(frozen=True, slots=True)
class Weights:
    """The projection's weights (see the module docstring)."""

    money: float = 0.2
    use_lf: float = 0.3
    use_b: float = 0.5
    sale_lf: float = 0.17
    sale_b: float = 0.34
    cap: float = 4.0
    useful_rounds: float = 3.0
    lay: float = 0.2
    sea: float = 0.85
    dock: float = 1.6
    dock_late: float = 0.2
    supply: float = 0.0
    action: float = 0.2
    building: float = 0.0  # extra per building owned a round left (beyond its point)

    def replace(self, **changes: float) -> Weights:
        values = {f.name: getattr(self, f.name) for f in fields(self)}
        values.update(changes)
        return Weights(**values)


#: The tuned weights the search player uses: one sweep of `tools/tune_eval.py --games 40`
#: (160 games a setting; objective from -12.0 with the greedy bot's weights to -4.8); checked on
#: held-out seeds in docs/ai-players.md.
TUNED = Weights(money=0.3, use_lf=0.45, use_b=0.75, sale_lf=0.255, useful_rounds=2.0, lay=0.3)
#: The weights of the playout policy's one-step look (`rollout_choice` inside the search's
#: playouts): tuned for that policy as a player (`tools/tune_eval.py --policy 10`).
PLAYOUT = TUNED


def project(state: GameState, seat: int, w: Weights = TUNED) -> float:
    """The seat's projected final score from `state` (higher is better); at the game's end,
    exactly the seat's score."""
    rules = state.rules
    row = score_row(state, seat)
    if state.decision.kind == "over":
        return float(row.total)
    s = state.seats[seat]
    late = state.phase in ("whaling", "final")
    left = max(0, rules.game.rounds - state.round + (0 if late else 1))
    value = float(row.whales + row.buildings + row.bonuses)
    value += s.money * w.money
    building_time = left >= w.useful_rounds
    cap = int(w.cap)
    for n, use, sale in ((s.lumber, w.use_lf, w.sale_lf), (s.food, w.use_lf, w.sale_lf)):
        useful = min(n, cap) if building_time else 0
        value += useful * use + (n - useful) * sale
    useful = min(s.brick, cap) if building_time else 0
    value += useful * w.use_b + (s.brick - useful) * w.sale_b
    points, lays = whale_points(rules), whale_lays(rules)
    for ship in s.ships:
        if ship.where == "sea":
            for t in ship.cargo:
                value += points[t[0]] - lays[t[0]] * w.lay
            value += w.sea * min(ship.space - 1, left)
        elif ship.where == "dock":
            value += w.dock if left >= 3 else w.dock_late
        elif left >= 4:
            value += w.supply
    owned = state.buildings_of(seat)
    actions = sum(1 for b in owned if rules.buildings[b].kind == "action")
    value += (w.action * actions + w.building * len(owned)) * left
    return value


def project_captain(state: GameState, seat: int) -> float:
    """A Captain's projected final score: points already certain plus the whales aboard his
    ships at sea (a Captain pays no lay; at the game's end, exactly his score). What he will
    still gain is about the same whatever the other seat does now, so a comparison of moves on
    the same sampled futures does not need it."""
    row = score_row(state, seat)
    if state.decision.kind == "over":
        return float(row.total)
    points = whale_points(state.rules)
    aboard = sum(points[t[0]] for ship in state.seats[seat].ships for t in ship.cargo)
    return float(row.total + aboard)


def projected_margin(state: GameState, seat: int, w: Weights = TUNED) -> tuple[float, float]:
    """(the seat's projected margin over the best other seat, its projected score): a
    truncated playout's value. Other player seats are projected with `project`, Captains with
    `project_captain`; at the game's end, the real margin and score."""
    mine = project(state, seat, w)
    best = float("-inf")
    for i, other in enumerate(state.seats):
        if i != seat:
            value = project_captain(state, i) if other.is_captain else project(state, i, w)
            best = max(best, value)
    return mine - best, mine


class ProjectionBot(GreedyBot):
    """The greedy bot's one-command look, with `project` (and given weights) as its evaluation:
    the search player's short list, and the player `tools/tune_eval.py` tunes."""

    name = "projection"

    def __init__(self, seed: int = 0, weights: Weights = TUNED) -> None:
        super().__init__(seed)
        self.weights = weights

    def value(self, state: GameState, seat: int) -> float:
        return project(state, seat, self.weights)
