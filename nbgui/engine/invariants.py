"""Invariants every reachable state must satisfy (used by conformance tests and the soak)."""

from __future__ import annotations

from collections import Counter

from nbgui.engine.flow import make_bag
from nbgui.engine.state import GameState


def invariant_problems(state: GameState) -> list[str]:
    """Every broken invariant, as sentences; empty when the state is sound."""
    problems: list[str] = []
    slots = state.rules.game.track.slots
    workers = state.rules.game.workers_per_seat
    sea = state.rules.whales["sea"].letter
    places: Counter[str] = Counter()
    for tokens in (state.bag, state.beside, state.removed, state.sold):
        places.update(tokens)
    if any(t[0] == sea for t in state.sold):
        problems.append("a sea token is among the sold whales")
    coming_home = set(state.return_queue)
    if state.returning is not None:
        coming_home.add(state.returning)
    for i, seat in enumerate(state.seats):
        for good in ("lumber", "food", "brick", "money"):
            if getattr(seat, good) < 0:
                problems.append(f"seat {i} has negative {good}")
        if seat.is_captain and (seat.lumber or seat.food or seat.brick or seat.money):
            problems.append(f"captain seat {i} holds goods or money")
        if not 0 <= seat.workers_left <= workers:
            problems.append(f"seat {i} has {seat.workers_left} workers left")
        places.update(seat.returned)
        if any(t[0] == sea for t in seat.returned):
            problems.append(f"seat {i} returned a sea token")
        for ship in seat.ships:
            places.update(ship.cargo)
            if any(t[0] == sea for t in ship.cargo):
                problems.append(f"seat {i} ship {ship.index} carries a sea token")
            if ship.where == "sea":
                lane = state.track[ship.space - 1] if 1 <= ship.space <= len(state.track) else []
                if (i, ship.index) not in lane:
                    problems.append(f"seat {i} ship {ship.index} is at sea but not on the track")
            elif ship.cargo and ship.where != "return":
                problems.append(f"seat {i} ship {ship.index} is in {ship.where} with cargo")
            if ship.where not in ("supply", "dock", "sea", "return"):
                problems.append(f"seat {i} ship {ship.index} is in an unknown place {ship.where}")
            if (ship.where == "return") != ((i, ship.index) in coming_home):
                problems.append(f"seat {i} ship {ship.index} is {ship.where}, coming home or not")
    expected = Counter(make_bag(state.rules, len(state.seats)))
    if places != expected:
        missing = sorted((expected - places).elements())[:5]
        extra = sorted((places - expected).elements())[:5]
        problems.append(f"whale tokens out of place: missing {missing}, duplicated {extra}")
    for n, lane in enumerate(state.track, start=1):
        if len(lane) > slots:
            problems.append(f"track space {n} holds {len(lane)} ships")
        for seat_index, idx in lane:
            ship = state.ship(seat_index, idx)
            if ship.where != "sea" or ship.space != n:
                problems.append(f"track space {n} lists a ship that is not there")
    for b, owner in state.owner.items():
        if b in state.unbuilt:
            problems.append(f"{b} is both built and unbuilt")
        if not 0 <= owner < len(state.seats):
            problems.append(f"{b} has no valid owner")
    for i, seat in enumerate(state.seats):
        limit = seat.spec.building_limit
        if seat.is_captain and limit is not None and len(state.buildings_of(i)) > limit:
            problems.append(f"captain seat {i} is over its building limit")
    return problems
