"""`validate` agrees with `legal_commands`: over random reachable states, a command passes
`validate` exactly when it is in the legal list, and every refusal has a code and a sentence."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from scenario import captain_spec

from nbgui.bots.random_bot import RandomBot
from nbgui.engine import (
    GOODS,
    BuyGoods,
    BuyWhale,
    Command,
    Fallback,
    GameSetup,
    GameState,
    Pass,
    Pay,
    Place,
    Roll,
    RuleError,
    SeatSpec,
    Sell,
    StartGoods,
    Take,
    apply,
    legal_commands,
    new_game,
    validate,
)

_DISCOUNTS: list[tuple[str, ...]] = [
    (),
    *((g,) for g in GOODS),
    *itertools.product(GOODS, repeat=2),  # unsorted pairs included: only sorted ones are legal
    ("lumber", "lumber", "food"),
]


def _tokens(state: GameState, rng: random.Random) -> list[str]:
    """Tokens worth trying: some from every place in the game, plus ones that do not exist."""
    pool = list(state.beside) + list(state.sold) + ["R99", "E1", "S1", "B3"]
    for seat in state.seats:
        pool += seat.returned[:2]
        for ship in seat.ships:
            pool += ship.cargo
    pool += rng.sample(state.bag, min(3, len(state.bag)))
    return pool


def candidates(state: GameState, rng: random.Random) -> list[Command]:
    """Many commands, legal and not, for whatever the current decision is."""
    out: list[Command] = [Pass(), Roll(), Fallback(), *(BuyGoods(g) for g in GOODS)]
    out += [StartGoods(*rng.choices(range(-1, 6), k=4)) for _ in range(6)]
    out += [StartGoods(1, 0, 2, 0), StartGoods(0, 0, 0, 5)]
    for token in _tokens(state, rng):
        out += [Pay(token), Sell(token), BuyWhale(token), Take(token)]
    spaces = [
        "farm",
        "forest",
        "warehouse",
        "general_store",
        "town_hall",
        "dockyard",
        "city_pier",
        *state.rules.buildings,
        "castle",
    ]
    seat = state.seats[state.decision.seat] if state.decision.seat is not None else None
    have = (seat.lumber, seat.food, seat.brick) if seat is not None else (0, 0, 0)
    repeats: list[str | None] = [None, "farm"]
    if state.last_captain_place is not None:
        repeats.append(state.last_captain_place.action_space)
    for space in spaces:
        for repeat in repeats if space == "turners_mill" else [None, rng.choice(spaces)]:
            out.append(Place(space, repeat=repeat))
            out += [Place(space, repeat=repeat, bonus=g) for g in GOODS]
            for build in rng.sample(list(state.rules.buildings), 4) + state.unbuilt[:3]:
                disc = rng.choice(_DISCOUNTS)
                out.append(Place(space, repeat=repeat, build=build, discount=disc))  # type: ignore[arg-type]
            for _ in range(4):
                sell = tuple(rng.randint(0, h + 1) for h in have)
                out.append(Place(space, repeat=repeat, sell=sell))  # type: ignore[arg-type]
            out.append(Place(space, repeat=repeat, sell=(1, 0, 0)))
            for ship in (None, 1, 2, 3):
                out.append(Place(space, repeat=repeat, ship=ship))
                for to in rng.sample(range(8), 3):
                    out.append(Place(space, repeat=repeat, ship=ship, to=to))
            out += [Place(space, repeat=repeat, take=n) for n in (0, 1, 2, 3)]
    return out


def check_agreement(state: GameState, rng: random.Random) -> int:
    legal = legal_commands(state)
    legal_set = set(legal)
    assert len(legal_set) == len(legal), "legal_commands lists a command twice"
    checked = 0
    for cmd in [*candidates(state, rng), *legal]:
        try:
            validate(state, cmd)
            ok = True
        except RuleError as err:
            ok = False
            assert err.code and err.code == err.code.strip(), cmd
            assert err.message.strip(), cmd
            assert "{" not in err.message, (cmd, err.message)
        assert ok == (cmd in legal_set), (str(cmd), ok, state.decision)
        checked += 1
    if state.decision.seat is not None and legal:
        other = (state.decision.seat + 1) % len(state.seats)
        with pytest.raises(RuleError) as refused:
            validate(state, legal[0], seat=other)
        assert refused.value.code == "not_your_turn"
    return checked


SETUPS = [
    [SeatSpec(name="A"), SeatSpec(name="B")],
    [SeatSpec(name="A"), SeatSpec(name="B"), SeatSpec(name="C")],
    [SeatSpec(name="A"), SeatSpec(name="B"), SeatSpec(name="C"), SeatSpec(name="D")],
    [SeatSpec(name="H"), captain_spec("Ahab", building_limit=3, whale_limit=4, fallback_draw=True)],
    [SeatSpec(name="H"), captain_spec("Stubb", keeps_best=3), captain_spec("Flask")],
]


def walk(setup_index: int, seed: int, every: int, turners_mill: bool = False) -> int:
    seats = SETUPS[setup_index]
    setup = GameSetup(
        seed=seed, seats=seats, first_seat=seed % len(seats), turners_mill=turners_mill
    )
    state, _ = new_game(setup)
    bot = RandomBot(seed)
    rng = random.Random(seed)
    step = checked = 0
    while True:
        if step % every == 0:
            checked += check_agreement(state, rng)
        legal = legal_commands(state)
        if not legal:
            assert validate_refuses_everything(state)
            return checked
        state, _ = apply(state, bot.choose(state, legal))
        step += 1


def validate_refuses_everything(state: GameState) -> bool:
    for cmd in (Pass(), Place("farm"), StartGoods(0, 0, 0, 5)):
        with pytest.raises(RuleError) as err:
            validate(state, cmd)
        assert err.value.code == "game_over"
    return True


@pytest.mark.parametrize("setup_index", range(len(SETUPS)))
def test_validate_agrees_with_legal_commands(setup_index: int) -> None:
    checked = walk(setup_index, seed=11 + setup_index, every=3, turners_mill=setup_index == 4)
    assert checked > 5000


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    setup_index=st.integers(0, len(SETUPS) - 1),
    seed=st.integers(0, 2**32),
    steps=st.integers(0, 400),
)
def test_validate_agrees_with_legal_commands_hypothesis(
    setup_index: int, seed: int, steps: int
) -> None:
    """One random reachable state per example: `steps` random commands into a random game."""
    seats = SETUPS[setup_index]
    tm = setup_index >= 3 and seed % 2 == 0
    state, _ = new_game(GameSetup(seed=seed, seats=seats, turners_mill=tm))
    bot = RandomBot(seed)
    for _ in range(steps):
        legal = legal_commands(state)
        if not legal:
            break
        state, _ = apply(state, bot.choose(state, legal))
    check_agreement(state, random.Random(seed))
