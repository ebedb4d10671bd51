"""Game codes round-trip to the same GameSetup, the daily challenge is stable, and a code typed
on a fresh install (a new process, empty NBGUI_HOME) reproduces the same opening."""

from __future__ import annotations

import datetime as dt
import json
import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from nbgui.content.captains import CAPTAIN_NAMES
from nbgui.history.codes import (
    CodeError,
    b32decode,
    b32encode,
    daily_code,
    daily_parts,
    daily_setup,
    setup_from_code,
    setup_to_code,
)
from nbgui.simulate import make_setup

ROOT = Path(__file__).resolve().parents[2]


@st.composite
def setups(draw, boards):
    captains = draw(st.lists(st.sampled_from(CAPTAIN_NAMES), unique=True, max_size=3))
    # every table RULES.md 11.13 supports (two Captains may face two humans)
    humans = draw(st.integers(min_value=1 if captains else 2, max_value=4 - len(captains)))
    # some of the player seats may be AI players (at least one person plays)
    ais = draw(st.integers(min_value=0, max_value=humans - 1))
    levels = draw(
        st.lists(st.sampled_from(["easy", "medium", "strong"]), min_size=ais, max_size=ais)
    )
    humans -= ais
    setup = make_setup(
        draw(st.integers(min_value=0, max_value=2**63 - 1)),
        captains,
        boards,
        humans=humans,
        expert=draw(st.booleans()),
        turners_mill=bool(captains) and humans + ais == 1 and draw(st.booleans()),
        ai_levels=levels,
    )
    first = draw(st.integers(min_value=0, max_value=len(setup.seats) - 1))
    seats = list(setup.seats)
    if draw(st.booleans()):  # players are not always after the Captains
        seats.reverse()
    return replace(setup, first_seat=first, seats=seats)


@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_codes_round_trip(boards, data):
    setup = data.draw(setups(boards))
    code = setup_to_code(setup)
    assert code.startswith("NB1-")
    names = [s.name for s in setup.seats if s.kind == "human" and s.ai is None]
    ai_names = [s.name for s in setup.seats if s.ai is not None]
    assert setup_from_code(code, boards, human_names=names, ai_names=ai_names) == setup
    # typed carelessly: lower case, spaces, O for 0
    sloppy = " " + code.lower().replace("0", "o") + " "
    assert setup_from_code(sloppy, boards, human_names=names, ai_names=ai_names) == setup


def test_an_ai_seat_game_replays_from_its_code_and_its_history_record(boards):
    """SeatSpec.ai survives the game code and the history record, so the same commands
    replay to the same end with the same AI seats (easy AI: cheap, no search)."""
    from nbgui.captain.brain import CaptainBrain
    from nbgui.engine import apply, new_game, score
    from nbgui.history.db import record_from_dict, record_from_sheet, record_to_dict
    from nbgui.simulate import play_game

    setup = make_setup(2024, ["stubb"], boards, ai_levels=["easy", "medium"])
    assert [s.ai for s in setup.seats] == [None, None, "easy", "medium"]
    code = setup_to_code(setup)
    assert code.split("-")[1] == "THEM"
    from_code = setup_from_code(code, boards)
    assert [s.ai for s in from_code.seats] == [None, None, "easy", "medium"]
    assert from_code == setup  # the default names are make_setup's
    # play it with the easy level standing in for both AI seats' moves (cheap): the replay
    # only needs the setup and the commands
    cheap = replace(setup, seats=[replace(s, ai=None) if s.ai else s for s in setup.seats])
    played = play_game(cheap, CaptainBrain(boards), "easy", 3, record=True)
    record = record_from_dict(
        record_to_dict(record_from_sheet(setup, played.commands, played.sheet))
    )
    assert record.code == code
    assert [s.ai for s in record.setup.seats] == [None, None, "easy", "medium"]
    state, _ = new_game(setup_from_code(record.code, boards))
    for cmd in record.parsed_commands():
        state, _ = apply(state, cmd)
    assert state.decision.kind == "over"
    assert [s.ai for s in state.setup.seats] == [None, None, "easy", "medium"]
    assert [r.total for r in score(state).rows] == [r.total for r in played.sheet.rows]


@given(st.integers(min_value=0, max_value=2**64))
def test_base32_round_trip(n):
    assert b32decode(b32encode(n)) == n


def test_typing_mistakes_are_caught(boards):
    code = setup_to_code(make_setup(987654321, ["stubb", "flask"], boards))
    body, tail = code.rsplit("-", 1)
    wrong = tail[:2] + ("1" if tail[2] != "1" else "2") + tail[3:]
    with pytest.raises(CodeError):
        setup_from_code(f"{body}-{wrong}", boards)
    for bad in ("", "NB1", "NB2-SH-N-10", "NB1-SQ-N-1000", "NB1-SS-N-1000", "hello-world"):
        with pytest.raises(CodeError):
            setup_from_code(bad, boards)


def test_daily_code_is_stable():
    day = dt.date(2026, 11, 29)
    assert daily_code(day) == "NB1-AH-N-RHGK474YM6"
    assert daily_parts(day) == (b32decode("RHGK474Y"), "ahab")
    assert daily_code(dt.date(2026, 11, 30)) != daily_code(day)
    setup = daily_setup(day)
    assert [s.kind for s in setup.seats] == ["captain", "human"]
    assert setup_from_code(daily_code(day)) == setup


OPENING = r"""
import json, sys
from nbgui.bots.random_bot import RandomBot
from nbgui.captain.brain import CaptainBrain
from nbgui.captain.setup import load_boards
from nbgui.engine import apply, legal_commands, new_game
from nbgui.engine.events import BuildingOrderSet, TokensDrawn
from nbgui.history.codes import setup_from_code

def opening(setup):
    boards = load_boards()[0]  # as the app does: with the (absent) user overrides
    brain = CaptainBrain(boards)
    bot = RandomBot(5)
    state, events = new_game(setup)
    order = [list(e.order) for e in events if isinstance(e, BuildingOrderSet)]
    draws = []
    while len(draws) < 3 and legal_commands(state):
        seat = state.decision.seat
        if state.seats[seat].is_captain:
            cmd = brain.decide(state).command
        else:
            cmd = bot.choose(state, legal_commands(state))
        state, evs = apply(state, cmd)
        draws += [list(e.tokens) for e in evs if isinstance(e, TokensDrawn)]
    return {"order": order, "draws": draws}

if __name__ == "__main__":
    print(json.dumps(opening(setup_from_code(sys.argv[1]))))
"""


def test_code_reproduces_the_opening_on_a_fresh_install(boards, tmp_path):
    setup = make_setup(31337, ["starbuck", "ahab"], boards, turners_mill=True)
    code = setup_to_code(setup)
    script = tmp_path / "opening.py"
    script.write_text(OPENING)
    fresh = tmp_path / "fresh-home"
    env = {**os.environ, "NBGUI_HOME": str(fresh), "PYTHONPATH": str(ROOT)}
    env.pop("PYTHONHASHSEED", None)
    out = subprocess.run(
        [sys.executable, str(script), code],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        cwd=tmp_path,
        check=True,
    )
    theirs = json.loads(out.stdout)
    namespace: dict[str, object] = {}
    exec(compile(OPENING, "opening", "exec"), namespace)
    ours = namespace["opening"](setup)  # type: ignore[operator]
    assert theirs == json.loads(json.dumps(ours))
    assert theirs["order"] and len(theirs["draws"]) == 3


# ---- any text: only CodeError (issue 15, attack 7) ---------------------------------------------

_CODE_CHARS = st.sampled_from(list("NB1-SHTFAXM0123456789ABCDEFGHJKMNPQRSTVWXYZ oil")) | (
    st.characters()
)


def _with_check(body: str) -> str:
    from nbgui.history.codes import _check

    return body + _check(body) if body.isascii() else body


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.one_of(
        st.text(max_size=60),
        st.text(_CODE_CHARS, max_size=40),
        st.builds(
            lambda t, v, s: _with_check(f"NB1-{t}-{v}-{s}"),
            st.text(st.sampled_from("SHTFAQ"), max_size=6),
            st.text(st.sampled_from("NXM0123456789"), max_size=4),
            st.text(st.sampled_from("0123456789ABCZ"), min_size=0, max_size=16),
        ),
    )
)
def test_any_text_gives_a_setup_or_a_code_error(text: str) -> None:
    try:
        setup = setup_from_code(text)
    except CodeError as exc:
        message = str(exc)
        assert message and "\n" not in message and "http" not in message
    else:
        assert setup_from_code(setup_to_code(setup)) == setup


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("ＮＢ１-ＳＨ-Ｎ-Ｃ１ＳＨ０", "only the letters"),
        ("NB1-SH-N-C1SH０", "only the letters"),
        ("NB1-SA-N-0", "at least one player seat"),
        ("NB1-" + "H" * 300, "too long"),
    ],
)
def test_codes_from_the_attack_are_refused_with_a_sentence(text: str, words: str) -> None:
    if text == "NB1-SA-N-0":
        text = _with_check(text)
    with pytest.raises(CodeError, match=words):
        setup_from_code(text)
