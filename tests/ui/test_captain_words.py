"""The Captain's plain sentence in Spanish: Spanish template, course words and names."""

from __future__ import annotations

import random

import pytest

from nbgui.captain.brain import CaptainBrain
from nbgui.captain.plain import plain_sentence
from nbgui.captain.setup import load_boards
from nbgui.engine import apply, legal_commands, new_game
from nbgui.engine.events import DieRolled
from nbgui.simulate import make_setup
from nbgui.ui import i18n


@pytest.fixture(scope="module")
def boards():
    return load_boards(use_overrides=False)[0]


def _sentences(boards, seed=3):
    brain = CaptainBrain(boards)
    state, _ = new_game(make_setup(seed, ["stubb"], boards))
    die = None
    out = []
    rng = random.Random(seed)
    while state.decision.kind != "over" and len(out) < 40:
        d = state.decision
        if state.seats[d.seat].is_captain:
            decision = brain.decide(state)
            if d.kind == "place":
                course = brain.current_course(state, d.seat)
                out.append(plain_sentence(state, decision, course, die))
            state, events = apply(state, decision.command)
            die = next((e.value for e in events if isinstance(e, DieRolled)), None)
        else:
            state, _ = apply(state, rng.choice(legal_commands(state)))
    return out


def test_spanish_sentences_use_spanish_words(qapp, boards) -> None:
    sentences = _sentences(boards)
    i18n.set_language("es")
    try:
        for sentence in sentences:
            text = i18n.say(sentence.msg)
            assert text.startswith(("Stubb sacó un", "El rumbo", "En la ronda 12")), text
            assert " the " not in text and "rolled" not in text and "{" not in text, text
    finally:
        i18n.set_language("en")
    for sentence in sentences:
        assert i18n.say(sentence.msg) == sentence.english()
