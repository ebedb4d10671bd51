"""The faster playouts change nothing: the rollout policy chooses what its first version chose
(same command, same random draws)."""

from __future__ import annotations

import random

from nbgui.bots.evaluation import project
from nbgui.bots.greedy import evaluate
from nbgui.bots.rollout import Evaluator, _quick_place, rollout_choice
from nbgui.captain.brain import CaptainBrain
from nbgui.captain.setup import make_setup
from nbgui.content.captains import CaptainBoard
from nbgui.engine import (
    GOODS,
    BuyGoods,
    Command,
    GameSetup,
    GameState,
    Place,
    Roll,
    RuleError,
    SeatSpec,
    apply_unchecked,
    candidate_spaces,
    check_place,
    discount_options,
    new_game,
)

# ---- the rollout policy's placement as it was (before the playout speed-up) -----------------


def _old_ok(state: GameState, cmd: Place) -> bool:
    d = state.decision
    assert d.seat is not None
    try:
        check_place(state, d.seat, cmd, d.inn)
    except RuleError:
        return False
    return True


def _old_quick_place(
    state: GameState, rng: random.Random, look: int, value: Evaluator
) -> Command | None:
    d = state.decision
    seat_index = d.seat
    assert seat_index is not None
    seat = state.seats[seat_index]
    if not state.purchase_used and seat.money >= 6 and rng.random() < 0.25:
        return BuyGoods(rng.choice(("lumber", "food")))
    spaces = candidate_spaces(state, d.inn)
    rng.shuffle(spaces)
    found: list[Place] = []
    for space in spaces:
        for cmd in _old_space_tries(state, space, rng):
            if _old_ok(state, cmd):
                found.append(cmd)
                break
        if len(found) >= look:
            break
    if len(found) <= 1:
        return found[0] if found else None
    best, best_value = found[0], float("-inf")
    for cmd in found:
        trial = state.clone()
        apply_unchecked(trial, cmd)
        v = value(trial, seat_index) + 0.3 * rng.random()
        if v > best_value:
            best, best_value = cmd, v
    return best


def _old_space_tries(state: GameState, space: str, rng: random.Random) -> list[Place]:
    rules = state.rules
    seat_index = state.decision.seat
    assert seat_index is not None
    seat = state.seats[seat_index]
    board = rules.spaces.get(space)
    effect = board.effect if board is not None else rules.buildings[space].effect
    if effect == "repeat_captain":
        return []
    ships = seat.ships
    if effect in ("gain_goods", "gain_money"):
        if board is not None and board.bonus.kind == "choose_good" and state.is_first_on(space):
            return [Place(space, bonus=rng.choice(GOODS))]
        return [Place(space)]
    if effect in ("sell_goods", "sell_market"):
        have = (seat.lumber, seat.food, seat.brick)
        return [Place(space, sell=have)] if any(have) else []
    if effect == "sell_lumber":
        return [Place(space, sell=(seat.lumber, 0, 0))] if seat.lumber else []
    if effect in ("build", "build_discount"):
        if board is None:
            count = rules.buildings[space].discount
        else:
            count = board.bonus.count if state.is_first_on(space) else 0
        builds = list(state.unbuilt)
        rng.shuffle(builds)
        tries: list[Place] = []
        for b in builds:
            c = rules.buildings[b].cost
            cost = {"lumber": c.lumber, "food": c.food, "brick": c.brick}
            if c.money > seat.money:
                continue
            tries.extend(
                Place(space, build=b, discount=disc)
                for disc in discount_options(cost, min(count, sum(cost.values())))
            )
        return tries
    if effect == "prepare":
        return [Place(space, ship=s.index) for s in ships if s.where == "supply"]
    if effect in ("launch", "launch_half", "prepare_and_launch"):
        where = "supply" if effect == "prepare_and_launch" else "dock"
        ready = [s.index for s in ships if s.where == where]
        last = rules.game.track.spaces
        return [Place(space, ship=i, to=to) for to in range(last, 1, -1) for i in ready]
    if effect in ("move_out", "render_right", "money_per_whale"):
        return [Place(space, ship=s.index) for s in ships if s.where == "sea"]
    if effect == "remove_sea":
        return [Place(space, take=2), Place(space, take=1)]
    return [Place(space)]


def _placements(boards: dict[str, CaptainBoard], brain: CaptainBrain) -> list[GameState]:
    """Player placement decisions met in rollout-policy games: 2 and 3 players, and against
    each Captain (with Turner's Mill in some), from the first round to the last."""
    setups = [
        GameSetup(seed=1, seats=[SeatSpec(name="A"), SeatSpec(name="B")]),
        GameSetup(seed=2, seats=[SeatSpec(name=n) for n in "ABC"]),
    ]
    setups += [
        make_setup(10 + k, [cid], boards, turners_mill=k % 2 == 0)
        for k, cid in enumerate(sorted(boards))
    ]
    out = []
    for g, setup in enumerate(setups):
        state, _ = new_game(setup)
        rng = random.Random(g)
        while (d := state.decision).kind != "over" and d.seat is not None:
            if state.seats[d.seat].is_captain:
                cmd: Command = Roll() if d.kind == "roll" else brain.decide(state).command
            else:
                if d.kind == "place":
                    out.append(state.clone())
                cmd = rollout_choice(state, None, rng, 5, project)
            apply_unchecked(state, cmd)
    return out


def test_the_rollout_policy_places_as_before(
    boards: dict[str, CaptainBoard], brain: CaptainBrain
) -> None:
    """On every player placement of nine games, for both evaluations and several looks: the
    same command, and the random generator left in the same state (the same draws)."""
    states = _placements(boards, brain)
    assert len(states) > 150
    compared = 0
    for n, state in enumerate(states):
        for value in (evaluate, project):
            for look in (1, 2, 5):
                old_rng, new_rng = random.Random(n), random.Random(n)
                old = _old_quick_place(state.clone(), old_rng, look, value)
                new = _quick_place(state.clone(), new_rng, look, value)
                assert new == old, (n, look)
                assert new_rng.getstate() == old_rng.getstate(), (n, look)
                compared += 1
    assert compared == len(states) * 6
