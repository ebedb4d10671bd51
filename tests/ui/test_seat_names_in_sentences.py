"""A name the player typed reads right wherever it stands, in English and in Spanish.

English writes a seat's "'s" only after a letter or a digit (`words.takes_s`): a typed "[Ana]" or
"Beto (yo)", and the AI seats' "AI 1 (easy)", take "of" ("The small ship of Beto (yo)", "Worker of
[Ana]", "[Ana] to play: …"). The log once said "[Ana]'s large ship" two lines under "The large ship
of Beto (yo)", and "AI 1 (easy)'s worker" on the table's card. The "of" form of a ship starts with a
capital, so it only ever starts a sentence: the one log line that named a ship inside a sentence,
a Captain's draw, says "onto his small ship" ("para su barco pequeño")."""

from __future__ import annotations

import re

import pytest
from fake_session import FakeSession, register_test_fonts, shown_table
from test_language_leaks import play

from nbgui.engine import Describer, FallbackDrawn, GameSetup, SeatSpec
from nbgui.text import english, words
from nbgui.ui import i18n
from nbgui.ui.panels.status_panel import status_text
from nbgui.ui.table.card import card_for

TYPED = ["[Ana]", "Beto (yo)", "Carla"]


def test_which_names_take_s() -> None:
    assert [words.takes_s(n) for n in ("Ana", "José", "R2", "Zoë")] == [True] * 4
    assert [words.takes_s(n) for n in ("[Ana]", "Beto (yo)", "AI 2 (easy)", "Ana!", "«Ana»",
                                       "")] == [False] * 6


@pytest.fixture(scope="module")
def boards():  # type: ignore[no-untyped-def]
    from nbgui.captain.setup import load_boards

    return load_boards(use_overrides=False)[0]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_typed_names_read_right_in_a_whole_game(lang: str, boards, qtbot) -> None:  # type: ignore[no-untyped-def]
    assert i18n.set_language(lang)
    try:
        sentences, _ = play(lang, [], TYPED, boards, qtbot, seed=5)
    finally:
        i18n.set_language("en")
    said = [text for _, text in sentences if any(n in text for n in TYPED)]
    ships = [t for t in said if re.search(r"(?i)\bship\b|\bbarco\b", t)]
    assert len(ships) > 20
    bad = [t for t in said if re.search(r"[^\w\s]'s\b", t)]  # "[Ana]'s", "(yo)'s"
    # the "of" form starts a sentence, never stands inside one
    bad += [t for t in said if re.search(r"\S\s+The (?:small|large) ship of", t)]
    assert bad == []
    if lang == "en":
        assert any(t.startswith("The large ship of [Ana] ") for t in ships)
        assert any(t.startswith("The small ship of Beto (yo) ") for t in ships)
        assert any(t.startswith("Carla's ") for t in ships)
    else:
        assert any("barco grande de [Ana]" in t for t in ships)


def test_the_status_line_and_the_worker_card(qtbot) -> None:  # type: ignore[no-untyped-def]
    register_test_fonts()
    session = FakeSession(GameSetup(seed=5, seats=[SeatSpec(name=n) for n in TYPED]))
    w = shown_table(qtbot, session, (1010, 718))
    state = session.state
    names = [s.spec.name for s in state.seats]
    seat = state.decision.seat or 0
    for name, said in (("[Ana]", "[Ana] to play: "), ("Carla", "Carla's turn: ")):
        names[seat] = name
        assert status_text(state, names).startswith(said)
    names = [s.spec.name for s in state.seats]
    titles = {}
    for key, item in w.scene.pieces.items():
        if key[0] == "worker":
            card = card_for(w.scene, item)
            assert card is not None
            titles[key[1]] = card[0]
    assert titles == {0: "Worker of [Ana]", 1: "Worker of Beto (yo)", 2: "Carla's worker"}


def test_a_captains_worker_card_does_not_ask_the_player_to_drag_it(qtbot, boards) -> None:  # type: ignore[no-untyped-def]
    """Flask's worker's card said "Drag it onto a lit space or one of your buildings." (seen in
    Spanish, "Arrástralo a un espacio iluminado…", on every card of the table)."""
    from nbgui.simulate import make_setup

    register_test_fonts()
    session = FakeSession(make_setup(5, ["flask"], boards, human_names=["Ana"]), boards)
    w = shown_table(qtbot, session, (1010, 718))
    uses = {}
    for key, item in w.scene.pieces.items():
        if key[0] == "worker":
            card = card_for(w.scene, item)
            assert card is not None
            uses[card[0]] = dict(card[1])["Use"]
    assert uses["Flask's worker"] == "Flask places it on his turn."
    assert uses["Ana's worker"].startswith("Drag it onto a lit space")


def test_an_ai_seats_worker_card_is_no_he(qtbot, boards) -> None:  # type: ignore[no-untyped-def]
    """An AI seat's worker said "AI 1 (easy) places it on his turn." (seen in an English game
    against two AI players by mouse); the computer places it."""
    from nbgui.simulate import make_setup

    register_test_fonts()
    setup = make_setup(5, [], boards, human_names=["Ana"], ai_levels=["easy"])
    session = FakeSession(setup, boards)
    w = shown_table(qtbot, session, (1010, 718))
    uses = {
        card[0]: dict(card[1])["Use"]
        for key, item in w.scene.pieces.items()
        if key[0] == "worker" and (card := card_for(w.scene, item)) is not None
    }
    assert uses["Worker of AI 1 (Easy)"] == "The computer places it for AI 1 (Easy)."
    assert uses["Ana's worker"].startswith("Drag it onto a lit space")


def test_a_captains_draw_names_his_own_ship(qapp) -> None:  # type: ignore[no-untyped-def]
    """Spanish needs the application (no QApplication: no catalogue): the `qapp` fixture, so
    the test does not depend on an earlier test in its process having made one."""
    from nbgui.content.loader import default_rules

    describe = Describer(["Ahab", "Ana (yo)"], default_rules())
    event = FallbackDrawn(seat=0, token="S1", ship=2)
    assert english(describe.message(event)).startswith("Ahab draws the Sperm whale")
    assert english(describe.message(event)).endswith(" onto his large ship.")
    assert i18n.set_language("es")
    try:
        said = i18n.say(describe.message(event))
    finally:
        i18n.set_language("en")
    assert said.startswith("Ahab saca la ficha de Cachalote") and said.endswith(
        " para su barco grande.")


def test_the_replay_names_whose_move(qtbot, boards) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QWidget

    from nbgui.captain.brain import CaptainBrain
    from nbgui.simulate import make_setup, play_game
    from nbgui.ui.history.replay_window import ReplayWindow

    class NullTable(QWidget):
        def __init__(self, session, parent=None):  # type: ignore[no-untyped-def]
            super().__init__(parent)
            self.session = session

    setup = make_setup(5, [], boards, humans=3, human_names=TYPED)
    played = play_game(setup, CaptainBrain(boards), "random", 3, record=True)
    win = ReplayWindow(setup, played.commands, boards, table_factory=NullTable)
    qtbot.addWidget(win)
    said = {win._whose_move(step) for step in range(1, 40)}
    assert {"Move by [Ana]", "Move by Beto (yo)", "Carla's move"} <= said
