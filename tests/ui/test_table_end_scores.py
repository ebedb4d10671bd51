"""The table's scores at game over name every seat whole: at four seats the rows stand in two
columns, and each column kept 65 units for each of its five figures, so the winner's name
was cut to "★ IA 2 (Fu…" at the maximized 1366×768 size in Spanish (a game of one player and
three AI players by mouse, 2026-12-03)."""

from __future__ import annotations

import pytest
from fake_session import FakeSession, register_test_fonts, shown_table
from test_table_legibility import TABLE_1366

from nbgui.bots.greedy import GreedyBot
from nbgui.captain.setup import load_boards
from nbgui.engine import apply, legal_commands
from nbgui.simulate import make_setup
from nbgui.ui import i18n
from nbgui.ui.table.items import TextLog
from nbgui.ui.table.legibility import painted_texts


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_end_scores_name_every_seat_whole(qtbot, lang: str) -> None:  # type: ignore[no-untyped-def]
    register_test_fonts()
    i18n.set_language(lang)
    try:
        boards = load_boards(use_overrides=False)[0]
        setup = make_setup(7, [], boards, human_names=["Ishmael"],
                           ai_levels=["medium", "strong", "easy"])
        session = FakeSession(setup, boards)
        bot = GreedyBot(7)
        state = session.state
        while not state.is_over:  # the game played in the engine alone (a few ms)
            state, _events = apply(state, bot.choose(state, legal_commands(state)))
        session._state = state
        w = shown_table(qtbot, session, TABLE_1366, language=lang)
        texts = painted_texts(w)
        names = {i18n.seat_name(s) for s in setup.seats}
        drawn = {t.removeprefix("★ ") for _who, t, _px in texts}
        assert names <= drawn, names - drawn  # each seat's row
        cut = [(who, t, s) for who, t, s in TextLog.elided if t.removeprefix("★ ") in names]
        assert not cut, cut
        assert all(px >= 12 for _who, t, px in texts if t.removeprefix("★ ") in names)
    finally:
        i18n.set_language("en")
