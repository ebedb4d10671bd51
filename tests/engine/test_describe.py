"""Every event of real games has a plain-English sentence (never the repr fallback)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from scenario import captain_spec

from nbgui.bots.random_bot import RandomBot
from nbgui.engine import Event, GameSetup, SeatSpec, apply_unchecked, legal_commands, new_game
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
