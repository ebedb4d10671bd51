"""The Captain's plain sentence in the interface: every template of `nbgui.captain.plain` is in
the catalogue, Spanish renders with Spanish names, and the Helm caption follows the course used."""

from __future__ import annotations

import pytest

import nbgui.captain.plain as plain
from nbgui.captain.brain import CaptainBrain
from nbgui.captain.setup import load_boards
from nbgui.engine import apply, legal_commands, new_game
from nbgui.engine.events import DieRolled
from nbgui.simulate import make_setup
from nbgui.ui import i18n
from nbgui.ui.captain_words import catalogue, render


@pytest.fixture(scope="module")
def boards():
    return load_boards(use_overrides=False)[0]


def test_every_message_is_in_the_catalogue(qapp) -> None:
    messages = [
        plain.ROLLED, plain.ROLLED_CHANGED, plain.FIXED, plain.FIXED_CHANGED, plain.ROUND12,
        plain.ROUND12_CHANGED, plain.FALLBACK, plain.FALLBACK_FIXED, plain.PAYING,
        *plain.ACTIONS.values(), *plain.COURSE_WORDS.values(),
    ]
    assert set(messages) <= set(catalogue())


def _sentences(boards, seed=3):
    brain = CaptainBrain(boards)
    state, _ = new_game(make_setup(seed, ["stubb"], boards))
    die = None
    out = []
    import random

    rng = random.Random(seed)
    while state.decision.kind != "over" and len(out) < 30:
        d = state.decision
        if state.seats[d.seat].is_captain:
            decision = brain.decide(state)
            if d.kind == "place":
                out.append((state, plain.plain_sentence(
                    state, decision, brain.current_course(state, d.seat), die)))
            state, events = apply(state, decision.command)
            die = next((e.value for e in events if isinstance(e, DieRolled)), None)
        else:
            state, _ = apply(state, rng.choice(legal_commands(state)))
    return out


def test_spanish_sentences_use_spanish_words(qapp, boards) -> None:
    i18n.set_language("es")
    try:
        for state, sentence in _sentences(boards):
            text = render(sentence, state.rules, "es")
            assert text.startswith(("Stubb sacó un", "El rumbo", "En la ronda 12")), text
            assert " the " not in text and "rolled" not in text, text
            assert len(text) <= 180, text
    finally:
        i18n.set_language("en")
    for state, sentence in _sentences(boards):
        assert render(sentence, state.rules, "en") == sentence.english()
