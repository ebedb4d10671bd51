"""The search player and the coach: stronger than greedy, deterministic, blind to hidden
information, and its advice is legal with its data filled in."""

from __future__ import annotations

import random
import time
from dataclasses import replace

import pytest

from nbgui.bots.coach import CoachError, advise, change_of, rate
from nbgui.bots.evaluation import TUNED
from nbgui.bots.greedy import GreedyBot
from nbgui.bots.search import LEVELS, Level, SearchBot, search
from nbgui.captain.brain import CaptainBrain
from nbgui.content.captains import CaptainBoard
from nbgui.engine import (
    GameSetup,
    GameState,
    Place,
    SeatSpec,
    apply_unchecked,
    legal_commands,
    new_game,
    score,
    state_hash,
)
from nbgui.teach.positions import human_positions

SMALL = Level("test", playouts=64, k=6, look=2, tuned=True)


def _ending(game: int, rounds_left: int) -> GameState:
    """A 2-seat game played by two greedy bots until `rounds_left` rounds remain."""
    setup = GameSetup(
        seed=500 + game, seats=[SeatSpec(name="S"), SeatSpec(name="G")], first_seat=game % 2
    )
    state, _ = new_game(setup)
    bots = [GreedyBot(100 + game), GreedyBot(game)]
    while state.round < state.rules.game.rounds - rounds_left:
        seat = state.decision.seat
        assert seat is not None
        apply_unchecked(state, bots[seat].choose(state, legal_commands(state)))
    return state


def test_beats_greedy_in_short_games(brain: CaptainBrain) -> None:
    """Short seeded games (the last two rounds of greedy-vs-greedy games): the search player
    takes over seat 0 and must win at least 15 of 20 against the greedy bot in seat 1.

    (It was 8 of 10; with the Municipal Office at its printed cost, RULES.md 11.11, the same
    seeds give other positions and it won 7 of the first 10, 26 of the first 30: a 10-game bar at
    80% sat on the measured rate, so the sample is larger and the bar 75%.)"""
    wins = 0
    for game in range(20):
        state = _ending(game, 2)
        players = [SearchBot(game, brain, SMALL), GreedyBot(game)]
        while legal := legal_commands(state):
            seat = state.decision.seat
            assert seat is not None
            apply_unchecked(state, players[seat].choose(state, legal))
        wins += score(state).winners == (0,)
    assert wins >= 15, wins


LEVELS_UNDER_TEST = [
    Level("t", playouts=12, k=4, look=1, tuned=False),
    Level("t", playouts=12, k=4, look=1, tuned=True),
    # its own playout weights
    Level("t", playouts=8, k=3, look=1, tuned=True, playout_weights=TUNED.replace(money=0.25)),
    # the strong level's kind: truncated playouts valued by the projection, a budget in steps
    Level("t", playouts=400, k=4, look=1, tuned=True, horizon=2, steps=300),
]


@pytest.mark.parametrize("level", LEVELS_UNDER_TEST)
def test_deterministic_for_seed_and_budget(
    boards: dict[str, CaptainBoard], brain: CaptainBrain, level: Level
) -> None:
    for state in human_positions(boards, 3, seed=4):
        legal = legal_commands(state)
        a = search(state, legal, brain, level, seed=3)
        b = search(state.clone(), legal, CaptainBrain(boards), level, seed=3)
        assert a == b
        assert a.command in legal


@pytest.mark.parametrize("level", LEVELS_UNDER_TEST)
def test_never_reads_the_bag_order_or_the_seed(
    boards: dict[str, CaptainBoard], brain: CaptainBrain, level: Level
) -> None:
    """Shuffling the bag's future order and changing the hidden seed leave the choice and
    every playout statistic unchanged."""
    checked = 0
    for state in human_positions(boards, 4, seed=9):
        if len(state.bag) < 2:
            continue
        legal = legal_commands(state)
        before = state_hash(state)
        a = search(state, legal, brain, level, seed=1)
        assert state_hash(state) == before  # the search never changes the state it is given
        other = state.clone()
        random.Random(5).shuffle(other.bag)
        assert other.bag != state.bag
        other.setup = replace(state.setup, seed=4242)
        b = search(other, legal, brain, level, seed=1)
        assert a == b
        checked += 1
    assert checked >= 3


def test_levels_choose_legal_moves(boards: dict[str, CaptainBoard], brain: CaptainBrain) -> None:
    state = next(iter(human_positions(boards, 1, seed=2)))
    legal = legal_commands(state)
    for name in LEVELS:
        level = LEVELS[name]
        small = Level(name, min(level.playouts, 8), level.k, 1, level.noise)
        assert SearchBot(1, brain, small).choose(state, legal) in legal


def test_coach_advice_has_its_data(boards: dict[str, CaptainBoard], brain: CaptainBrain) -> None:
    for state in human_positions(boards, 4, seed=6):
        legal = legal_commands(state)
        advice = advise(state, brain, "quick", playouts=8, cap_s=0)
        assert advice.command in legal and advice.best.command == advice.command
        assert all(o.command in legal for o in advice.options)
        if not advice.forced:
            assert 1 <= advice.playouts <= 8 + len(advice.options)
            assert advice.best.playouts == max(o.playouts for o in advice.options)
            assert 0.0 <= advice.best.win_rate <= 1.0
        again = advise(state, brain, "quick", playouts=8, cap_s=0)
        assert again.options == advice.options
        _, opt = rate(state, brain, advice.command, playouts=8, cap_s=0)
        assert opt is not None and opt.command == advice.command


def test_change_of_a_launch(boards: dict[str, CaptainBoard]) -> None:
    for state in human_positions(boards, 30, seed=1):
        for cmd in legal_commands(state):
            if isinstance(cmd, Place) and cmd.to is not None and cmd.ship is not None:
                change = change_of(state, cmd)
                assert (cmd.ship, cmd.to) in change.launched
                assert change.money <= 0
                return
    pytest.skip("no launch among the sample positions")


def test_coach_refuses_captain_turns_and_the_end(
    boards: dict[str, CaptainBoard], brain: CaptainBrain
) -> None:
    from nbgui.captain.setup import captain_seat

    setup = GameSetup(seed=1, seats=[captain_seat(boards["stubb"]), SeatSpec(name="A")])
    state, _ = new_game(setup)
    while not state.seats[state.decision.seat or 0].is_captain:
        apply_unchecked(state, legal_commands(state)[0])
    with pytest.raises(CoachError):
        advise(state, brain)
    with pytest.raises(CoachError):
        advise(human_positions_last(boards), brain, "strong")


def human_positions_last(boards: dict[str, CaptainBoard]) -> GameState:
    state, _ = new_game(GameSetup(seed=2, seats=[SeatSpec(name="A"), SeatSpec(name="B")]))
    while legal := legal_commands(state):
        apply_unchecked(state, legal[0])
    return state


def test_random_bot_groups_as_before() -> None:
    """The faster RandomBot makes exactly the choices of its first version (saved fixtures and
    sample positions depend on them)."""
    from nbgui.bots.random_bot import RandomBot

    def old_choose(rng: random.Random, legal: list) -> object:
        groups: dict[str, list] = {}
        for cmd in legal:
            key = f"place:{cmd.space}" if isinstance(cmd, Place) else type(cmd).__name__
            groups.setdefault(key, []).append(cmd)
        return rng.choice(groups[rng.choice(list(groups))])

    for game in range(3):
        state, _ = new_game(GameSetup(seed=game, seats=[SeatSpec(name="A"), SeatSpec(name="B")]))
        bot, rng = RandomBot(game), random.Random(game)
        while legal := legal_commands(state):
            cmd = bot.choose(state, legal)
            assert cmd == old_choose(rng, legal)
            apply_unchecked(state, cmd)


def test_the_deadline_is_a_hard_cap(boards: dict[str, CaptainBoard], brain: CaptainBrain) -> None:
    """On a fake clock that ticks on every look: once the deadline has passed, the search looks
    at the clock exactly once more (no playout step, no new playout after it), and what it
    returns keeps only complete samples (every survivor has the same playouts)."""
    level = Level("t", playouts=400, k=6, look=1)
    for state in human_positions(boards, 3, seed=11):
        legal = legal_commands(state)
        clock = _FakeClock(deadline=0.150)
        result = search(state, legal, brain, level, seed=2, deadline=0.150, clock=clock)
        assert result.command in legal
        if len(result.candidates) > 1:
            assert result.cut_short and clock.late == 1
            most = result.candidates[0].playouts
            assert sum(c.playouts == most for c in result.candidates) >= 1
            assert result.playouts == sum(c.playouts for c in result.candidates)
            assert result.playouts < 400


class _FakeClock:
    """Ticks 1 ms at every look; counts the looks after the deadline."""

    def __init__(self, deadline: float) -> None:
        self.now = 0.0
        self.deadline = deadline
        self.late = 0

    def __call__(self) -> float:
        self.now += 0.001
        self.late += self.now > self.deadline
        return self.now


def test_the_projection_is_the_score_at_the_end(boards: dict[str, CaptainBoard]) -> None:
    """`project` estimates the final score; once the game is over it is the score."""
    from nbgui.bots.evaluation import ProjectionBot, project

    for game in range(2):
        state, _ = new_game(GameSetup(seed=game, seats=[SeatSpec(name="A"), SeatSpec(name="B")]))
        bots = [ProjectionBot(game), GreedyBot(game)]
        while legal := legal_commands(state):
            seat = state.decision.seat
            assert seat is not None
            apply_unchecked(state, bots[seat].choose(state, legal))
        assert [project(state, i) for i in range(2)] == [r.total for r in score(state).rows]


def test_a_step_budget_spends_its_steps(
    boards: dict[str, CaptainBoard], brain: CaptainBrain
) -> None:
    """A budget in steps: the playouts made grow with the budget, and early in the game (long
    playouts) fewer are made for the same budget than late (short ones)."""
    small = Level("t", playouts=10_000, k=4, look=1, tuned=True, steps=400)
    big = replace(small, steps=1600)
    made = []
    for state in human_positions(boards, 3, seed=4):
        legal = legal_commands(state)
        a = search(state, legal, brain, small, seed=1)
        b = search(state, legal, brain, big, seed=1)
        if len(a.candidates) > 1:
            assert b.playouts > a.playouts
            made.append(a.playouts)
    assert made
    early = _ending(0, 11)
    late = _ending(0, 1)
    n_early = search(early, legal_commands(early), brain, small, seed=1).playouts
    n_late = search(late, legal_commands(late), brain, small, seed=1).playouts
    assert n_late > n_early


def test_a_step_budget_with_fewer_playouts_than_candidates(
    boards: dict[str, CaptainBoard], brain: CaptainBrain
) -> None:
    """A step budget whose playout cap is below the candidates' count makes no sample: the
    short list's order decides (it raised ZeroDivisionError ranking candidates with none)."""
    level = replace(LEVELS["strong"], playouts=4, look=1)
    state = next(iter(human_positions(boards, 1, seed=2)))
    legal = legal_commands(state)
    result = search(state, legal, brain, level, seed=1)
    assert len(result.candidates) > 4 and result.playouts == 0
    assert result.command == result.candidates[0].command and result.command in legal


def test_truncated_playouts_stop_at_the_horizon(
    boards: dict[str, CaptainBoard], brain: CaptainBrain
) -> None:
    """A truncated playout plays to the start of round + horizon and no further (far fewer
    steps than one to the end); at the game's last round it plays to the end, and its value is
    then the real final margin."""
    from nbgui.bots.search import capped_playout

    state = _ending(0, 11)
    cmd = legal_commands(state)[0]
    full = Level("t", playouts=1, k=1, look=1, tuned=True)
    cut = replace(full, horizon=1)
    whole = capped_playout(state, cmd, 5, brain, full, None, time.perf_counter)
    short = capped_playout(state, cmd, 5, brain, cut, None, time.perf_counter)
    assert whole is not None and short is not None
    assert short[2] < whole[2] / 4
    late = _ending(1, 0)  # the last round: the horizon is past the end
    cmd = legal_commands(late)[0]
    a = capped_playout(late, cmd, 5, brain, full, None, time.perf_counter)
    b = capped_playout(late, cmd, 5, brain, cut, None, time.perf_counter)
    assert a == b and a is not None and a[0] == int(a[0])


def test_projected_margin_is_the_margin_at_the_end(boards: dict[str, CaptainBoard]) -> None:
    """Against a Captain, the projected margin at the game's end is the real margin."""
    from nbgui.bots.evaluation import projected_margin
    from nbgui.captain.setup import captain_seat

    brain = CaptainBrain(boards)
    for name in ("stubb", "ahab"):
        setup = GameSetup(seed=7, seats=[captain_seat(boards[name]), SeatSpec(name="A")])
        state, _ = new_game(setup)
        bot = GreedyBot(1)
        while legal := legal_commands(state):
            seat = state.decision.seat
            assert seat is not None
            cmd = brain.decide(state).command if seat == 0 else bot.choose(state, legal)
            apply_unchecked(state, cmd)
        rows = score(state).rows
        assert projected_margin(state, 1) == (rows[1].total - rows[0].total, rows[1].total)


def test_a_candidates_value_is_its_margin_and_the_win_bonus(
    boards: dict[str, CaptainBoard], brain: CaptainBrain
) -> None:
    """A candidate's value is its mean margin plus the win bonus on its wins (the seat's own
    score is reported, not weighed), and with a `Level.own_weight` that weight times its mean
    own score as well (the same playouts: the weight changes only how they are valued)."""
    from nbgui.bots.search import WIN_BONUS

    level = Level("t", playouts=24, k=3, look=1, tuned=True, horizon=2)
    state = next(iter(human_positions(boards, 1, seed=3)))
    result = search(state, legal_commands(state), brain, level, seed=1)
    assert result.playouts > 0
    for c in result.candidates:
        if c.playouts:
            assert c.mean_value == pytest.approx(c.mean_margin + WIN_BONUS * c.win_rate)
    own = search(state, legal_commands(state), brain, replace(level, own_weight=0.5), seed=1)
    first = {c.command: c for c in result.candidates}
    searched = [c for c in own.candidates if c.playouts]
    assert searched
    for c in searched:
        assert c.mean_value == pytest.approx(
            c.mean_margin + WIN_BONUS * c.win_rate + 0.5 * c.mean_score
        )
        if first[c.command].playouts == c.playouts:
            assert c.mean_score == first[c.command].mean_score
