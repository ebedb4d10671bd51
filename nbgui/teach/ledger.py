"""The Captain ledger for the score sheet: what each Captain owed to the human players.

For each Captain seat: the points he made from whales a human sold him (he bought them in the
buying round), the points from his buildings and from his victory bonuses (the score sheet's
rows "Buildings" and "Victory bonuses"), and the money the supply paid humans when he used their
buildings. Computed from the game's events, grouped by the
seat that made each command (`moves`: ``(seat, events)`` in order) and the final state.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from nbgui.engine import Event, FeePaid, GameState, WhaleBought, WhaleSold, score_row


@dataclass(frozen=True)
class CaptainLedger:
    seat: int
    whale_points_from_players: int  # whales bought from human sellers and kept to the end
    building_points: int  # his buildings, as the score sheet's "Buildings" row
    bonus_points: int  # his victory bonuses, as its "Victory bonuses" row
    paid_to_players: int  # $ paid to human owners of buildings he used


def captain_ledgers(
    state: GameState, moves: Iterable[tuple[int | None, Sequence[Event]]]
) -> list[CaptainLedger]:
    points = {w.letter: w.points for w in state.rules.whales.values()}
    captains = [i for i, s in enumerate(state.seats) if s.is_captain]
    bought: dict[int, list[str]] = {c: [] for c in captains}
    paid: dict[int, int] = dict.fromkeys(captains, 0)
    seller: int | None = None
    for seat, events in moves:
        for e in events:
            if isinstance(e, WhaleSold):
                seller = e.seat
            elif isinstance(e, WhaleBought) and e.seat in bought:
                if seller is not None and not state.seats[seller].is_captain:
                    bought[e.seat].append(e.token)
            elif (
                isinstance(e, FeePaid)
                and seat in paid
                and e.payer is None
                and e.payee is not None
                and not state.seats[e.payee].is_captain
            ):
                paid[seat] += e.amount
    out = []
    for c in captains:
        kept = set(state.seats[c].returned)
        whale_points = sum(points[t[0]] for t in bought[c] if t in kept)
        row = score_row(state, c)
        out.append(CaptainLedger(c, whale_points, row.buildings, row.bonuses, paid[c]))
    return out
