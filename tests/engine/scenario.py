"""Hand-built game states for scenario tests.

`Table` starts a game from a seed and seats, skips the starting goods (every seat starts with
nothing), and lets a test set goods, money, buildings, ships, the bag and the tokens beside the
track directly on its own `state.clone()`; `do` then issues commands in the notation through
the checked `apply`, keeping the events. Setters move whale tokens rather than invent them, so
every state a test builds still passes `invariant_problems`.

Tests import it as `from scenario import Table`: pytest's default ("prepend") import mode puts
this folder, which has no `__init__.py`, on `sys.path`. There is deliberately no conftest.py
here: a second module named `conftest` would shadow the one that tests/captain imports by name.

>>> t = Table(seats=2).goods(0, lumber=2)
>>> t.state.seats[0].lumber
2
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TypeVar

import pytest

from nbgui.content.models import Rules
from nbgui.engine import (
    Command,
    Decision,
    Event,
    GameSetup,
    RuleError,
    Seat,
    SeatSpec,
    apply,
    invariant_problems,
    legal_commands,
    new_game,
    parse_command,
)

NAMES = ("Ann", "Ben", "Cat", "Dan")


def captain_spec(name: str = "Ahab", **limits: object) -> SeatSpec:
    """A Captain seat; `limits` are SeatSpec fields (building_limit, whale_limit, …)."""
    return SeatSpec(kind="captain", name=name, captain=name.lower(), **limits)


def make_setup(
    seats: int | list[SeatSpec] = 2, seed: int = 1, first_seat: int = 0, turners_mill: bool = False
) -> GameSetup:
    specs = [SeatSpec(name=NAMES[i]) for i in range(seats)] if isinstance(seats, int) else seats
    return GameSetup(seed=seed, seats=specs, first_seat=first_seat, turners_mill=turners_mill)


E = TypeVar("E")


def events_of(events: Iterable[Event], kind: type[E]) -> list[E]:
    """The events of one class, in order."""
    return [e for e in events if isinstance(e, kind)]


class Table:
    """A game in round 1's action phase, built by hand. Every setter returns the table."""

    def __init__(
        self,
        seats: int | list[SeatSpec] = 2,
        seed: int = 1,
        first_seat: int = 0,
        turners_mill: bool = False,
        rules: Rules | None = None,
    ) -> None:
        setup = make_setup(seats, seed, first_seat, turners_mill)
        state, events = new_game(setup, rules)
        self.events: list[Event] = list(events)
        while state.decision.kind == "start_goods":
            # Starting goods are not what these tests are about: take $5, then zero it below.
            state, more = apply(state, parse_command("start L0 F0 B0 $5"))
            self.events.extend(more)
        state = state.clone()
        for seat in state.seats:
            seat.lumber = seat.food = seat.brick = seat.money = 0
        self.state = state

    # ---- setters (they change the table's own state, which no one else holds) --------------

    def goods(
        self,
        seat: int,
        lumber: int | None = None,
        food: int | None = None,
        brick: int | None = None,
        money: int | None = None,
    ) -> Table:
        s = self.state.seats[seat]
        for name, value in (("lumber", lumber), ("food", food), ("brick", brick), ("money", money)):
            if value is not None:
                setattr(s, name, value)
        return self

    def build(self, seat: int, *buildings: str) -> Table:
        """Give `seat` these buildings (taken from the unbuilt ones, or from another owner)."""
        st = self.state
        for b in buildings:
            if b in st.unbuilt:
                st.unbuilt.remove(b)
                st.built.append(b)
            assert b in st.built, f"{b} is not in this game"
            st.owner[b] = seat
        return self

    def _take_token(self, token: str) -> None:
        st = self.state
        for pile in (st.bag, st.beside, st.removed, st.sold):
            if token in pile:
                pile.remove(token)
                return
        for seat in st.seats:
            if token in seat.returned:
                seat.returned.remove(token)
                return
            for ship in seat.ships:
                if token in ship.cargo:
                    ship.cargo.remove(token)
                    return
        raise AssertionError(f"token {token} is not in the game")

    def ship(
        self, seat: int, index: int, where: str = "sea", space: int = 0, cargo: Iterable[str] = ()
    ) -> Table:
        """Put a ship in the supply, on the dock, or at sea on `space` (next free slot)."""
        st = self.state
        ship = st.ship(seat, index)
        if ship.where == "sea":
            st.track[ship.space - 1].remove((seat, index))
        for token in ship.cargo:
            st.bag.append(token)
        ship.cargo = []
        ship.where = where
        ship.space = 0
        if where == "dock":
            st.dock_seq += 1
            ship.dock_seq = st.dock_seq
        elif where == "sea":
            assert 1 <= space <= len(st.track)
            ship.space = space
            st.track[space - 1].append((seat, index))
        for token in cargo:
            self._take_token(token)
            ship.cargo.append(token)
        return self

    def beside(self, *tokens: str) -> Table:
        """Lay exactly these tokens beside the track (the rest go back into the bag)."""
        st = self.state
        st.bag.extend(st.beside)
        st.beside = []
        for token in tokens:
            self._take_token(token)
            st.beside.append(token)
        return self

    def bag(self, *tokens: str) -> Table:
        """Leave exactly these tokens in the bag; every other bag token leaves the game."""
        st = self.state
        keep = list(tokens)
        for token in keep:
            if token not in st.bag:
                self._take_token(token)
                st.bag.append(token)
        st.removed.extend(t for t in st.bag if t not in keep)
        st.bag = [t for t in st.bag if t in keep]
        return self

    def returned(self, seat: int, *tokens: str) -> Table:
        for token in tokens:
            self._take_token(token)
            self.state.seats[seat].returned.append(token)
        return self

    def turn(self, seat: int, workers: int = 2, others: int | None = None) -> Table:
        """Make it `seat`'s turn to place with `workers` left; other seats keep `others`
        workers (default: unchanged)."""
        st = self.state
        for i, s in enumerate(st.seats):
            if i == seat:
                s.workers_left = workers
            elif others is not None:
                s.workers_left = others
        st.turn = st.order.index(seat)
        st.decision = Decision("place", seat, inn=st.phase == "inn")
        return self

    def last_turn(self, seat: int) -> Table:
        """`seat` places the round's last worker: its placement ends the action phase."""
        return self.turn(seat, workers=1, others=0)

    def round(self, number: int) -> Table:
        self.state.round = number
        return self

    # ---- acting ------------------------------------------------------------------------

    def do(self, text: str | Command, seat: int | None = None) -> list[Event]:
        """Apply one command (notation or object) with the checked `apply`; keep the events."""
        cmd = parse_command(text) if isinstance(text, str) else text
        before = self.state
        self.state, events = apply(before, cmd, seat)
        self.events.extend(events)
        problems = invariant_problems(self.state)
        assert not problems, problems
        return events

    def play(self, *texts: str) -> list[Event]:
        """Apply several commands; return all their events."""
        out: list[Event] = []
        for text in texts:
            out.extend(self.do(text))
        return out

    def refuse(self, text: str | Command, code: str, seat: int | None = None) -> RuleError:
        """Assert the command is refused with `code` (and a sentence); the state is unchanged."""
        cmd = parse_command(text) if isinstance(text, str) else text
        if seat is None or seat == self.state.decision.seat:
            assert cmd not in legal_commands(self.state)
        with pytest.raises(RuleError) as info:
            apply(self.state, cmd, seat)
        err = info.value
        assert err.code == code, (err.code, err.message)
        assert err.message.strip()
        assert "{" not in err.message, f"a parameter is missing: {err.message}"
        return err

    def legal(self) -> list[str]:
        return [str(c) for c in legal_commands(self.state)]

    @property
    def decision(self) -> Decision:
        return self.state.decision

    def seat(self, index: int) -> Seat:
        return self.state.seats[index]

    def money(self, index: int) -> int:
        return self.state.seats[index].money

    def holdings(self, index: int) -> tuple[int, int, int, int]:
        s = self.state.seats[index]
        return (s.lumber, s.food, s.brick, s.money)
