"""The table says the catalogue's sentences (`nbgui/text/`), never a copy of its own."""

from __future__ import annotations

import pytest
from fake_session import FakeSession, ready_to_launch, register_test_fonts, shown_table
from PySide6.QtCore import QPointF

from nbgui.engine import GameSetup, Place, SeatSpec, legal_commands
from nbgui.text import english, msg
from nbgui.ui import i18n


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_launch_to_space_1_is_confirmed_in_the_warnings_sentence(qtbot, lang: str) -> None:  # type: ignore[no-untyped-def]
    """With the mistake warnings off (no teaching layer) the table still confirms a launch to
    space 1 itself, in the teaching layer's sentence (``warning.launch_space_1``) — it had an
    English-only copy of its own ("Space 1 moves into Return…")."""
    register_test_fonts()
    assert i18n.set_language(lang)
    try:
        session = FakeSession(GameSetup(seed=5, seats=[SeatSpec(name="Ann"), SeatSpec(name="Ben")]))
        w = shown_table(qtbot, session, (1280, 720), language=lang)
        assert w.controller.warnings is None
        seat = ready_to_launch(w, session)
        cmd = Place("city_pier", ship=1, to=1)
        assert cmd in legal_commands(session.state)
        before = session.state
        w.controller.choices.finish(w.scene.pieces[("worker", seat, 1)], cmd, QPointF(400, 300))
        popup = w.controller.popup
        assert popup is not None and popup.field == "confirm"
        sentence = i18n.say(msg("warning.launch_space_1"))
        assert popup.title == sentence
        if lang == "es":
            assert sentence != english(msg("warning.launch_space_1"))
            assert "casilla 1" in sentence
        assert session.state is before  # the move waits for the answer
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_ships_card_is_titled_with_the_logs_name_for_it(qtbot, lang: str) -> None:  # type: ignore[no-untyped-def]
    """A ship's card is titled with the log's name for it (``ship.small``), as a title."""
    from nbgui.ui.table.card import card_for

    register_test_fonts()
    assert i18n.set_language(lang)
    try:
        session = FakeSession(GameSetup(seed=5, seats=[SeatSpec(name="Ann"), SeatSpec(name="Ben")]))
        w = shown_table(qtbot, session, (1280, 720), language=lang)
        item = w.scene.pieces[("ship", 0, 1)]
        title, _ = card_for(w.scene, item)
        said = i18n.say(msg("ship.small", seat="Ann"))
        assert title == said[:1].upper() + said[1:]
        assert title == {"en": "Ann's small ship", "es": "Barco pequeño de Ann"}[lang]
    finally:
        i18n.set_language("en")
