"""The engine's speed paths behave exactly like the plain code they replace
(docs/engine-speed.md): the cheaper frozen-dataclass `__init__`, the lazily worded `RuleError`
and the grid behind the General Store's sale commands."""

from __future__ import annotations

import dataclasses
import pickle
from collections.abc import Iterator
from dataclasses import dataclass

import pytest

from nbgui.engine import Decision, Place, RuleError
from nbgui.engine.effects.tables import RulesTables, rules_tables, sale_places
from nbgui.engine.events import GoodsGained
from nbgui.engine.fastinit import fast_frozen_init
from nbgui.engine.state import GameState, Seat


def test_fast_init_keeps_the_dataclass_behaviour() -> None:
    e = GoodsGained(1, 2, 3, 4, 5, "farm")
    assert e == GoodsGained(seat=1, lumber=2, food=3, brick=4, money=5, source="farm")
    assert hash(e) == hash(GoodsGained(1, 2, 3, 4, 5, "farm"))
    assert repr(e) == "GoodsGained(seat=1, lumber=2, food=3, brick=4, money=5, source='farm')"
    assert pickle.loads(pickle.dumps(e)) == e
    with pytest.raises(dataclasses.FrozenInstanceError):
        e.seat = 2  # type: ignore[misc]
    with pytest.raises(TypeError):
        GoodsGained(1, 2)  # type: ignore[call-arg]
    # defaults are the declared ones
    assert Decision("place", 1) == Decision("place", 1, None, False)
    assert Place("farm").sell == (0, 0, 0) and Place("farm").discount == ()


def test_fast_init_refuses_what_it_cannot_copy() -> None:
    @dataclass(slots=True)
    class Mutable:
        x: int

    @dataclass(frozen=True, slots=True)
    class WithFactory:
        x: list[int] = dataclasses.field(default_factory=list)

    for cls in (Mutable, WithFactory):
        with pytest.raises(TypeError):
            fast_frozen_init(cls)


def test_rule_error_words_itself_when_read() -> None:
    err = RuleError("space_full", space=4, n=3)
    assert err._message is None  # nothing rendered yet
    assert str(err) == "Track space 4 already has 3 ships."
    assert err.message == err.args[0] == str(err)
    assert err.msg.id == "refusal.space_full" and err.msg.args == {"space": 4, "n": 3}
    assert err.code == "space_full"
    with pytest.raises(KeyError):
        RuleError("no_such_refusal")  # the id is still checked at once


def _naive_sales(space: str, lumber_only: bool, lumber: int, food: int, brick: int) -> list[Place]:
    out = [
        Place(space, sell=(lu, fo, br))
        for lu in range(lumber + 1)
        for fo in range(1 if lumber_only else food + 1)
        for br in range(1 if lumber_only else brick + 1)
    ]
    return out[1:]


@pytest.mark.parametrize(
    "holdings",
    [
        [(2, 1, 0), (0, 0, 0), (5, 0, 7), (1, 9, 1), (3, 3, 3)],  # the grid grows each way
        [(8, 8, 8), (0, 1, 0), (2, 0, 2)],  # big first, then inside it
    ],
)
def test_sale_commands_in_order(holdings: list[tuple[int, int, int]]) -> None:
    space = f"test_store_{len(holdings)}"  # a space of its own: a fresh grid
    for lumber, food, brick in holdings:
        for lumber_only in (False, True):
            got = sale_places(space, None, lumber_only, lumber, food, brick)
            assert list(got) == _naive_sales(space, lumber_only, lumber, food, brick)


def test_apply_leaves_the_old_state_alone() -> None:
    """`apply` works on a copy (`GameState.clone`, ships copied inline): over a whole game the
    state passed in never changes, ships and cargo included."""
    from nbgui.bots.random_bot import RandomBot
    from nbgui.engine import GameSetup, SeatSpec, apply, legal_commands, new_game, state_hash

    state, _ = new_game(GameSetup(seed=5, seats=[SeatSpec(name="A"), SeatSpec(name="B")]))
    bot = RandomBot(5)
    while legal := legal_commands(state):
        before = state_hash(state)
        ships = [(s.where, s.space, list(s.cargo)) for seat in state.seats for s in seat.ships]
        new, _ = apply(state, bot.choose(state, legal))
        assert state_hash(state) == before
        assert [(s.where, s.space, s.cargo) for seat in state.seats for s in seat.ships] == ships
        old_ships = [s for seat in state.seats for s in seat.ships]
        new_ships = [s for seat in new.seats for s in seat.ships]
        assert all(a is not b for a, b in zip(old_ships, new_ships, strict=True))
        state = new


def test_command_group_is_not_a_field() -> None:
    """`group` (a placement's space, any other command's class) reads through the `space`
    slot for a Place and is a class attribute elsewhere: no field, no change to equality."""
    from operator import attrgetter

    from nbgui.engine import BuyGoods, Pass

    group = attrgetter("group")
    place = Place("general_store", sell=(1, 0, 0))
    assert group(place) == "general_store"
    assert group(Pass()) is Pass and group(BuyGoods("food")) is BuyGoods
    assert "group" not in {f.name for f in dataclasses.fields(Place)}
    assert place == Place("general_store", sell=(1, 0, 0))
    assert pickle.loads(pickle.dumps(place)) == place


def test_no_events_keeps_nothing_and_changes_nothing() -> None:
    """`apply_unchecked` without an event list builds its frequent events for nobody: the same
    states as with a list (the events are only left out), and `NO_EVENTS` stays empty."""
    from nbgui.bots.random_bot import RandomBot
    from nbgui.engine import GameSetup, SeatSpec, apply_unchecked, legal_commands, new_game
    from nbgui.engine.events import NO_EVENTS, Event
    from nbgui.engine.save import state_hash

    setup = GameSetup(seed=5, seats=[SeatSpec(name="A"), SeatSpec(name="B")])
    quiet, _ = new_game(setup)
    loud, _ = new_game(setup)
    bot = RandomBot(5)
    kept: list[object] = []
    while legal := legal_commands(quiet):
        cmd = bot.choose(quiet, legal)
        apply_unchecked(quiet, cmd)
        events: list[Event] = []
        apply_unchecked(loud, cmd, events)
        kept.extend(events)
        assert state_hash(quiet) == state_hash(loud)
    assert len(kept) > 100 and len(NO_EVENTS) == 0
    NO_EVENTS.append(kept[0])  # type: ignore[arg-type]
    NO_EVENTS.extend(kept)  # type: ignore[arg-type]
    assert len(NO_EVENTS) == 0


def test_placement_listing_says_where_its_groups_begin() -> None:
    """A placement decision's `CommandList.starts` are exactly where a new `group` begins, and
    no group comes back later (each is one run), at 2-4 seats, with Captains and Turner's Mill;
    the RandomBot, which reads them, chooses as when it reads every command."""
    from operator import attrgetter

    from nbgui.bots.random_bot import RandomBot
    from nbgui.captain import CaptainBrain, load_boards, make_setup
    from nbgui.engine import (
        CommandList,
        GameSetup,
        Roll,
        SeatSpec,
        apply_unchecked,
        legal_commands,
        new_game,
    )

    boards = load_boards(use_overrides=False)[0]
    brain = CaptainBrain(boards)
    setups = [
        GameSetup(seed=s, seats=[SeatSpec(name=f"P{i}") for i in range(2 + s % 3)])
        for s in range(6)
    ] + [make_setup(s, [sorted(boards)[s % 4]], boards, turners_mill=True) for s in range(4)]
    group = attrgetter("group")
    listings = 0
    for n, setup in enumerate(setups):
        state, _ = new_game(setup)
        bot, plain = RandomBot(n), RandomBot(n)
        while legal := legal_commands(state):
            d = state.decision
            assert (type(legal) is CommandList) == (d.kind == "place")
            if type(legal) is CommandList:
                listings += 1
                keys = [group(c) for c in legal]
                runs = [i for i, k in enumerate(keys) if i == 0 or keys[i - 1] != k]
                assert legal.starts == runs
                assert len(set(keys)) == len(runs)
            assert d.seat is not None
            if state.seats[d.seat].is_captain:
                cmd = Roll() if d.kind == "roll" else brain.decide(state).command
            else:
                cmd = bot.choose(state, legal)
                assert cmd == plain.choose(state, list(legal))  # a plain list: every command
            apply_unchecked(state, cmd)
    assert listings > 300


def _listing_states() -> Iterator[tuple[GameState, RulesTables, int, Seat]]:
    """Placement decisions of a player seat in random games at 2-4 seats and in Captain games
    (whose tray of buildings is shuffled), Turner's Mill in some: (state, its rules tables,
    the seat deciding, that seat)."""
    from nbgui.bots.random_bot import RandomBot
    from nbgui.captain import CaptainBrain, load_boards, make_setup
    from nbgui.engine import GameSetup, Roll, SeatSpec, apply_unchecked, legal_commands, new_game

    boards = load_boards(use_overrides=False)[0]
    brain = CaptainBrain(boards)
    setups = [
        GameSetup(seed=s, seats=[SeatSpec(name=f"P{i}") for i in range(2 + s % 3)])
        for s in range(3)
    ] + [make_setup(s, [sorted(boards)[s % 4]], boards, turners_mill=s % 2 == 0) for s in range(4)]
    states: list[GameState] = []
    for n, setup in enumerate(setups):
        state, _ = new_game(setup)
        bot = RandomBot(n)
        while legal := legal_commands(state):
            d = state.decision
            assert d.seat is not None
            if state.seats[d.seat].is_captain:
                cmd = Roll() if d.kind == "roll" else brain.decide(state).command
            else:
                if d.kind == "place" and len(states) < 10 * (n + 1):
                    states.append(state.clone())
                cmd = bot.choose(state, legal)
            apply_unchecked(state, cmd)
    for state in states:
        seat_index = state.decision.seat
        assert seat_index is not None
        yield state, rules_tables(state.rules), seat_index, state.seats[seat_index]


def test_build_listing_is_the_plain_filter() -> None:
    """The Town Hall's and the Courthouse's builds (remembered per holdings capped at what a
    build needs, `RulesTables.affordable_builds`, then the tray walked once) are exactly the
    builds of `builds` the holdings pay for, in the tray's order, at any holdings."""
    from nbgui.engine.effects import EFFECTS
    from nbgui.engine.effects.base import SpaceContext
    from nbgui.engine.effects.build import Build

    compared = 0
    for state, tables, seat_index, seat in _listing_states():
        for space, effect in (("town_hall", "build"), ("courthouse", "build_discount")):
            build = EFFECTS[effect]
            assert isinstance(build, Build)
            for bonus in (False, True):
                for lumber, food, brick, money in (
                    (seat.lumber, seat.food, seat.brick, seat.money),
                    (0, 0, 0, 0), (1, 0, 3, 0), (2, 2, 1, 0), (5, 5, 5, 10), (4, 1, 4, 9),
                    (12, 7, 30, 40), (3, 9, 0, 11),
                ):  # fmt: skip
                    ctx = SpaceContext(
                        seat_index, seat, False, space, space, effect, bonus, (), lumber, food,
                        brick, money,
                    )  # fmt: skip
                    count = build.discount_count(tables, ctx)
                    table = tables.builds(space, None, count)
                    plain = [
                        c.place
                        for b in state.unbuilt
                        for c in table[b]
                        if c.lumber <= lumber
                        and c.food <= food
                        and c.brick <= brick
                        and c.money <= money
                    ]
                    assert list(build.options(state, ctx, tables, space, None)) == plain
                    compared += bool(plain)
    assert compared > 300


def test_launch_listing_is_the_plain_filter() -> None:
    """A launch lists, for each track space with room whose food the seat has, its ships'
    launches, in track order: the same with the early stop at the first space too dear (food
    costs that never fall) and without it."""
    from nbgui.engine.effects import EFFECTS
    from nbgui.engine.effects.base import SpaceContext
    from nbgui.engine.effects.ships import Launch

    compared = 0
    for state, tables, seat_index, seat in _listing_states():
        for space, effect in (("city_pier", "launch"), ("wharf", "launch_half"),
                              ("dry_dock", "prepare_and_launch")):  # fmt: skip
            launch = EFFECTS[effect]
            assert isinstance(launch, Launch)
            ships = [s.index for s in seat.ships if s.where == launch.where]
            for bonus in (False, True):
                for food, lumber in ((seat.food, seat.lumber), (0, 2), (2, 2), (3, 1), (9, 9)):
                    ctx = SpaceContext(
                        seat_index, seat, False, space, space, effect, bonus, (), lumber, food,
                        0, 0,
                    )  # fmt: skip
                    plain: list[Place] = []
                    if ships and (not launch.prepare or lumber >= tables.prepare_lumber):
                        for to in range(1, tables.track_spaces + 1):
                            cost = launch.food(tables, space, bonus, tables.food_cost[to])
                            if len(state.track[to - 1]) < tables.slots and cost <= food:
                                plain.extend(Place(space, ship=i, to=to) for i in ships)
                    got = launch.options(state, ctx, tables, space, None)
                    assert list(got) == plain
                    key = (effect, space, bonus)
                    if key not in tables.launch_food:  # nothing to launch: no costs looked up
                        assert not plain
                        continue
                    costs, rising = tables.launch_food[key]
                    assert rising  # the rules' food costs never fall: the early stop is used
                    tables.launch_food[key] = (costs, False)  # the plain walk, forced
                    try:
                        assert list(launch.options(state, ctx, tables, space, None)) == plain
                    finally:
                        tables.launch_food[key] = (costs, rising)
                    compared += bool(plain)
    assert compared > 50
