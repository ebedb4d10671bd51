"""Hand-built states around one Captain decision (shared by the Captain tests)."""

from __future__ import annotations

from nbgui.captain.setup import captain_seat
from nbgui.engine import Decision, GameSetup, GameState, SeatSpec, StartGoods, apply, new_game


def solo(boards, captains, seed=1, humans=1, expert=False, turners_mill=False) -> GameState:
    """A started game (starting goods taken: $5 each) with the Captains first."""
    seats = [captain_seat(boards[c], expert) for c in captains]
    seats += [SeatSpec(name=f"Human{i + 1}") for i in range(humans)]
    state, _ = new_game(GameSetup(seed=seed, seats=seats, expert=expert, turners_mill=turners_mill))
    while state.decision.kind == "start_goods":
        state, _ = apply(state, StartGoods(0, 0, 0, 5))
    return state


def at_course(state: GameState, seat: int, helm: int, round_no: int | None = None) -> GameState:
    """A copy where `seat` (a Captain) has rolled onto Helm position `helm` and must place."""
    s = state.clone()
    if round_no is not None:
        s.round = round_no
    s.seats[seat].helm = helm
    s.seats[seat].rolled = True
    s.decision = Decision("place", seat)
    return s


def own(state: GameState, seat: int, *buildings: str) -> None:
    for b in buildings:
        if b in state.unbuilt:
            state.unbuilt.remove(b)
        state.built.append(b)
        state.owner[b] = seat
