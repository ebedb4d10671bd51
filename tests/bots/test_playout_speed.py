"""The faster playouts change nothing: the rollout policy chooses what its first version chose
(same command, same random draws), and a search on a process pool makes the same playouts and
the same move as in one process."""

from __future__ import annotations

import random
import sys
import time
from dataclasses import replace

import pytest

from nbgui.bots.evaluation import project
from nbgui.bots.greedy import evaluate
from nbgui.bots.pool import PlayoutPool
from nbgui.bots.rollout import Evaluator, _quick_place, rollout_choice
from nbgui.bots.search import LEVELS, Clock, capped_playout, search
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
    legal_commands,
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


# ---- the process pool ---------------------------------------------------------------------


def _position(boards: dict[str, CaptainBoard], seed: int, captain: str) -> GameState:
    state, _ = new_game(make_setup(seed, [captain], boards))
    while state.decision.kind != "place":
        apply_unchecked(state, legal_commands(state)[0])
    return state


def test_a_search_on_a_pool_makes_the_same_playouts(
    boards: dict[str, CaptainBoard], brain: CaptainBrain
) -> None:
    """The same result, candidate by candidate, with a pool as in one process (fixed seed and
    budget), at both search levels; the helper process is started once and reused."""
    pool = PlayoutPool(workers=1)
    assert not pool.started  # nothing starts before the first batch
    try:
        cases = [
            (replace(LEVELS["strong"], playouts=10, k=4), "flask", 3),
            (replace(LEVELS["medium"], playouts=8), "stubb", 4),
            # a budget in steps with truncated playouts: batches past the share are dropped
            (replace(LEVELS["strong"], playouts=400, k=4, look=1, horizon=2, steps=300), "ahab", 5),
        ]
        for level, captain, seed in cases:
            state = _position(boards, seed, captain)
            legal = legal_commands(state)
            alone = search(state, legal, brain, level, seed=seed)
            pooled = search(state, legal, brain, level, seed=seed, pool=pool)
            assert pooled == alone
            assert pool.started and not pool.failed
        procs = list(pool._procs)
        assert len(procs) == 1 and procs[0].is_alive()
    finally:
        pool.close()
    assert not pool.started and not procs[0].is_alive()


def test_a_batch_keeps_its_order(boards: dict[str, CaptainBoard], brain: CaptainBrain) -> None:
    """A batch's results come back in its order, each the playout one process makes."""
    state = _position(boards, 7, "ahab")
    level = replace(LEVELS["medium"], look=1)
    firsts = legal_commands(state)[:3]
    tasks = [(first, sample) for sample in (11, 12) for first in firsts]
    clock = time.perf_counter
    with PlayoutPool() as pool:
        got = pool.session(state, brain, level, capped_playout).run(tasks, None, clock)
    want = [capped_playout(state, f, s, brain, level, None, clock) for f, s in tasks]
    assert got == want


def test_where_no_process_is_started(
    boards: dict[str, CaptainBoard], brain: CaptainBrain, monkeypatch: pytest.MonkeyPatch
) -> None:
    """In-process, with the same results: a disabled pool, a frozen bundle (which leaves
    multiprocessing out), a clock that cannot go to another process, a batch of one."""
    state = _position(boards, 8, "starbuck")
    level = replace(LEVELS["medium"], look=1)
    tasks = [(c, 5) for c in legal_commands(state)[:2]]
    want = [capped_playout(state, f, s, brain, level, None, time.perf_counter) for f, s in tasks]

    def run(
        pool: PlayoutPool, deadline: float | None = None, clock: Clock = time.perf_counter
    ) -> None:
        got = pool.session(state, brain, level, capped_playout).run(tasks, deadline, clock)
        assert got == want
        assert not pool.started and not pool._procs

    run(PlayoutPool(enabled=False))
    run(PlayoutPool(workers=0))
    with monkeypatch.context() as m:
        m.setattr(sys, "frozen", True, raising=False)
        run(PlayoutPool())
    ticks = iter(range(10**6))
    run(PlayoutPool(), deadline=10.0**9, clock=lambda: float(next(ticks)))  # not picklable
    single = PlayoutPool()
    got = single.session(state, brain, level, capped_playout).run(
        tasks[:1], None, time.perf_counter
    )
    assert got == want[:1] and not single.started


def test_a_capped_search_on_a_pool_keeps_complete_samples(
    boards: dict[str, CaptainBoard], brain: CaptainBrain
) -> None:
    """A deadline reaches the helper as time left: the search stops about on time, and keeps
    only samples every candidate in the race completed."""
    state = _position(boards, 12, "flask")
    legal = legal_commands(state)
    with PlayoutPool() as pool:
        search(state, legal, brain, replace(LEVELS["medium"], playouts=4), pool=pool)  # start-up
        start = time.perf_counter()
        # whole playouts, 3,000 of them: seconds of work on any machine
        big = replace(LEVELS["strong"], playouts=3000, steps=0, horizon=0)
        result = search(state, legal, brain, big, seed=1, deadline=start + 0.3, pool=pool)
        took = time.perf_counter() - start
    assert result.cut_short and result.command in legal
    assert took < 5.0  # a loaded machine is slow, but the cap holds within a playout or two
    counts = [c.playouts for c in result.candidates]
    assert result.playouts == sum(counts)  # none at all on a very busy machine: still capped
    # The candidates with the most playouts are the race of some round (6, then 3, then 2 of
    # 6 candidates): a sample half made would leave some of them one playout ahead.
    races, n = [], len(counts)
    while True:
        races.append(n)
        if n <= 1:
            break
        n = (n + 1) // 2
    assert counts.count(counts[0]) in races


def test_a_failed_batch_leaves_no_stale_reply(
    boards: dict[str, CaptainBoard], brain: CaptainBrain
) -> None:
    """When this process's share of a batch raises, the helpers are stopped (their replies
    would otherwise answer the next batch); the next batch starts afresh, right."""
    state = _position(boards, 13, "stubb")
    level = replace(LEVELS["medium"], look=1)
    tasks = [(c, 3) for c in legal_commands(state)[:2]]
    clock = time.perf_counter
    want = [capped_playout(state, f, s, brain, level, None, clock) for f, s in tasks]
    with PlayoutPool() as pool:
        session = pool.session(state, brain, level, capped_playout)
        assert session.run(tasks, None, clock) == want
        broken = pool.session(state, brain, level, _failing_playout)
        with pytest.raises(RuntimeError):
            broken.run(tasks, None, clock)
        assert not pool.started and not pool.failed
        assert session.run(tasks, None, clock) == want


def _failing_playout(*args: object) -> None:
    """A playout that fails in this process (the helper's share never gets read)."""
    import multiprocessing

    if multiprocessing.parent_process() is None:
        raise RuntimeError("a bug in a playout")
