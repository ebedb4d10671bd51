"""Every event of real games has a plain-English sentence (never the repr fallback)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from scenario import captain_spec

from nbgui.bots.greedy import GreedyBot
from nbgui.bots.random_bot import RandomBot
from nbgui.captain.brain import CaptainBrain
from nbgui.captain.setup import load_boards, make_setup
from nbgui.content.loader import default_rules
from nbgui.engine import (
    Event,
    GameSetup,
    SeatSpec,
    Sell,
    apply,
    apply_unchecked,
    legal_commands,
    new_game,
)
from nbgui.engine import events as ev
from nbgui.engine.describe import Describer, token_text

DOCS = Path(__file__).resolve().parents[2] / "docs"

SETUPS = [
    [SeatSpec(name="Ann"), SeatSpec(name="Ben"), SeatSpec(name="Cat"), SeatSpec(name="Dan")],
    [
        SeatSpec(name="Ann"),
        captain_spec("Ahab", building_limit=4, whale_limit=6, fallback_draw=True),
    ],
    [SeatSpec(name="Ann"), captain_spec("Stubb", keeps_best=2), captain_spec("Flask")],
]


@pytest.mark.parametrize("index", range(len(SETUPS)))
def test_every_event_has_a_sentence(index: int) -> None:
    seen: set[type] = set()
    for seed in range(6):
        setup = GameSetup(seed=seed, seats=SETUPS[index], turners_mill=index > 0)
        state, events = new_game(setup)
        log: list[Event] = list(events)
        bot = RandomBot(seed)
        while legal := legal_commands(state):
            apply_unchecked(state, bot.choose(state, legal), log)
        describe = Describer.of(state)
        texts = [describe(e) for e in log] + describe.lines(log)
        for e in log:
            seen.add(type(e))
            assert describe(e) != repr(e), e
        for text in texts:
            assert text and text[-1] in ".:", text
            assert "None" not in text and "{" not in text and "%n" not in text, text
            assert "$0" not in text, text  # what a Captain gets free is said so
    assert {ev.GameStarted, ev.WorkerPlaced, ev.GameEnded} <= seen


def test_token_text() -> None:
    """A token is named as a player sees it — kind, lay and points — never by its id."""
    assert token_text("S1") == "Sperm whale (lay $8, 4 points)"
    assert token_text("R9") == "Right whale (lay $2, 1 point)"
    assert token_text("E4") == "Empty sea token"


def test_rules_notes_name_existing_tests() -> None:
    """docs/rules-notes.md cites tests as `file::name` (or `::name` after a file in the same
    cell); each must exist."""
    tests = Path(__file__).parent.parent
    sources = {
        p.name: p.read_text(encoding="utf-8")
        for folder in ("engine", "captain", "ui")
        for p in (tests / folder).glob("test_*.py")
    }
    missing = []
    for line in (DOCS / "rules-notes.md").read_text(encoding="utf-8").splitlines():
        current = None
        pattern = r"`(?:tests/[a-z]+/)?(test_[a-z0-9_]+\.py)?::(test_[a-z0-9_]+)`"
        for m in re.finditer(pattern, line):
            current = m.group(1) or current
            if current is None or f"def {m.group(2)}(" not in sources.get(current, ""):
                missing.append(f"{current}::{m.group(2)}")
    assert not missing, f"docs/rules-notes.md cites tests that do not exist: {missing}"


def _sellers_game(seed: int) -> list[list[Event]]:
    """A four-seat game (Stubb, Flask, two players) whose players sell every whale their
    ships bring home (otherwise the greedy bot's move): the Captains buy the whales free, one
    a turn, and the buying round comes round the table again and again. Each move's events."""
    boards = load_boards(use_overrides=False)[0]
    brain = CaptainBrain(boards)
    state, first = new_game(make_setup(seed, ["stubb", "flask"], boards, humans=2))
    bots = [GreedyBot(seed + i) for i in range(len(state.seats))]
    moves = [first]
    while legal := legal_commands(state):
        seat = state.decision.seat
        assert seat is not None
        if state.seats[seat].is_captain:
            cmd = brain.decide(state).command
        else:
            sells = [c for c in legal if isinstance(c, Sell)]
            cmd = sells[0] if sells else bots[seat].choose(state, legal)
        state, events = apply(state, cmd)
        moves.append(events)
    return moves


def _rounds(moves: list[list[Event]]) -> list[tuple[int, int]]:
    """The buying rounds as (first move, last move) indices: from a sale to the next."""
    starts = [
        i for i, m in enumerate(moves) if any(isinstance(e, ev.WhaleSold | ev.EndSale) for e in m)
    ]
    return [(a, b - 1) for a, b in zip(starts, [*starts[1:], len(moves)], strict=True)]


def test_a_seat_that_cannot_buy_is_said_so_once_a_buying_round() -> None:
    """A four-seat log said "Player 1 cannot afford any of the whales for sale." after each of
    Stubb's four purchases at one homecoming (and "Flask cannot buy: he has reached his whale
    limit." as often): the round offers the whales again and again, and a seat that could not
    pay cannot later in it. Each seat is said once a round, and every seat that could buy
    nothing is still named."""
    moves = _sellers_game(7)
    describe = Describer(["Stubb", "Flask", "Ann", "Ben"], default_rules())
    repeated = 0
    for a, b in _rounds(moves):
        passed = [
            e.seat
            for m in moves[a : b + 1]
            for e in m
            if isinstance(e, ev.BuyerPassed) and e.automatic
        ]
        repeated = max(repeated, *(passed.count(s) for s in passed), 0)
        said = [
            line
            for i in range(a, b + 1)
            for line in describe.lines(moves[i], reversed(moves[:i]))
            if "cannot afford" in line or "whale limit" in line
        ]
        assert len(said) == len(set(said)), said
        assert [line.split(" cannot")[0] for line in said] == [
            describe.names[s] for s in dict.fromkeys(passed)
        ], said
    assert repeated >= 3  # the game offers a seat the same whales again
