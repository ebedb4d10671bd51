"""Final scoring: a per-category breakdown, the tie-breaks and the winners (RULES.md 9, 10.8)."""

from __future__ import annotations

from dataclasses import dataclass

from nbgui.engine.effects import EFFECTS
from nbgui.engine.effects.tables import rules_tables
from nbgui.engine.state import GameState


@dataclass(frozen=True, slots=True)
class ScoreRow:
    """One seat's score: whales, buildings, bonuses, money, total, and the tie-breakers."""

    seat: int
    whales: int
    buildings: int
    bonuses: int
    money: int
    total: int
    whale_tokens: int
    money_left: int
    bonus_detail: tuple[tuple[str, int], ...]


@dataclass(frozen=True, slots=True)
class ScoreSheet:
    """Every seat's score row, the winners and what decided it."""

    rows: tuple[ScoreRow, ...]
    winners: tuple[int, ...]
    decided_by: str  # "score", "whales", "money", "shared" or "captain_tie"


def score_row(state: GameState, seat_index: int) -> ScoreRow:
    """Score one seat now (also used for the live preview during play)."""
    rules = state.rules
    tables = rules_tables(rules)
    seat = state.seats[seat_index]
    points = tables.whale_points
    right = tables.right
    whales = rights = 0
    for token in seat.returned:  # one loop: the playouts' evaluation scores every look
        whales += points[token[0]]
        if token[0] == right:
            rights += 1
    owned = state.buildings_of(seat_index)
    detail: list[tuple[str, int]] = []
    for b in owned:
        building = rules.buildings[b]
        extra = EFFECTS[building.effect].points(building, len(owned), rights)
        if extra is not None:
            detail.append((b, extra))
    bonuses = sum(p for _, p in detail)
    money = seat.money // rules.game.money_per_point
    total = whales + len(owned) + bonuses + money
    return ScoreRow(
        seat_index,
        whales,
        len(owned),
        bonuses,
        money,
        total,
        len(seat.returned),
        seat.money % rules.game.money_per_point,
        tuple(detail),
    )


def score(state: GameState) -> ScoreSheet:
    """The score sheet: rows per seat and the winner(s).

    Ties: most whale tokens, then most money left over (money mod 5), then shared. With
    Captains, a human wins only by scoring more than every Captain (RULES.md 10.8).
    """
    rows = tuple(score_row(state, i) for i in range(len(state.seats)))
    captains = [r for r in rows if state.seats[r.seat].is_captain]
    humans = [r for r in rows if not state.seats[r.seat].is_captain]
    pool = humans
    human_tied = False
    if captains:
        best_captain = max(r.total for r in captains)
        pool = [r for r in humans if r.total > best_captain]
        if not pool:
            pool = captains
            human_tied = any(r.total == best_captain for r in humans)
    winners, how = _best(pool)
    if human_tied and how == "score":
        how = "captain_tie"
    return ScoreSheet(rows, winners, how)


def _best(pool: list[ScoreRow]) -> tuple[tuple[int, ...], str]:
    top = max(r.total for r in pool)
    left = [r for r in pool if r.total == top]
    how = "score"
    if len(left) > 1:
        how = "whales"
        most = max(r.whale_tokens for r in left)
        left = [r for r in left if r.whale_tokens == most]
    if len(left) > 1:
        how = "money"
        most = max(r.money_left for r in left)
        left = [r for r in left if r.money_left == most]
    if len(left) > 1:
        how = "shared"
    return tuple(r.seat for r in left), how
