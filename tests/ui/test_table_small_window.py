"""A 1280×720 window (below the 1366×768 bar): the table is the 1366×768 table drawn smaller,
its text floor following the scale down (`items.TextFloor`: 11 px at 0.74 px a unit), so
every name stays whole and nothing is drawn over another — where the floor kept at 12 px
shortened tray names, plates and the Ocean bag's label with "…" (docs/table.md)."""

from __future__ import annotations

import pytest
from fake_session import FakeSession, register_test_fonts, shown_table
from PySide6.QtCore import QSize
from test_table_legibility import TABLE_1366

from nbgui.bots.greedy import GreedyBot
from nbgui.captain.setup import load_boards
from nbgui.engine import legal_commands
from nbgui.simulate import make_setup
from nbgui.ui import i18n
from nbgui.ui.table.items import MIN_TEXT_PX, TextFloor, TextLog
from nbgui.ui.table.legibility import overlaps, painted, too_small

#: the table's size in a 1280×720 main window (measured under Xvfb with the shell's panels)
TABLE_1280 = QSize(924, 668)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_1280x720_table_is_the_1366_table_smaller(qtbot, lang: str) -> None:  # type: ignore[no-untyped-def]
    register_test_fonts()
    i18n.set_language(lang)
    try:
        boards, _ = load_boards(use_overrides=False)
        setup = make_setup(11, ["starbuck", "ahab"], boards, humans=1, human_names=["Ann"])
        session = FakeSession(setup, boards)
        w = shown_table(qtbot, session, TABLE_1280, language=lang)
        scale = w.view.fit_scale()
        assert 0.7 < scale < 0.78
        floor = MIN_TEXT_PX * scale / 0.8
        assert abs(TextFloor.for_scale(scale) - floor) < 0.01
        found: dict[str, str] = {}

        def cut() -> list[tuple[str, str, str]]:
            return list(TextLog.elided)

        def check(when: str) -> None:
            texts, _pieces = painted(w)
            problems = too_small(texts, bar=floor) + overlaps(w)
            problems += [f"{who} {text!r} shortened to {shown!r}" for who, text, shown in cut()]
            for problem in problems:
                found.setdefault(problem, when)

        check("opening")
        bot = GreedyBot(3)
        while session.state.round < 7:
            st = session.state
            if st.round == 6 and st.decision.kind == "place":
                check("round 6")
                break
            assert session.submit(bot.choose(st, legal_commands(st)))
        assert not found, "\n".join(f"{when}: {p}" for p, when in found.items())
        assert abs(TextFloor.px - floor) < 0.01  # the floor it painted with
        # the 1366×768 table keeps the 12 px floor
        w.resize(TABLE_1366)
        qtbot.wait(10)
        texts, _pieces = painted(w)
        assert TextFloor.px == MIN_TEXT_PX
        assert min(px for _who, _text, px in texts) >= MIN_TEXT_PX - 0.01
    finally:
        i18n.set_language("en")


def test_each_table_paints_with_its_own_floor(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A small second table (a replay window's) does not lower the main table's floor: each
    view sets the floor of its own scale as it paints."""
    register_test_fonts()
    boards, _ = load_boards(use_overrides=False)
    tables = []
    for size in (TABLE_1366, TABLE_1280):
        setup = make_setup(11, ["stubb"], boards, humans=1, human_names=["Ann"])
        tables.append(shown_table(qtbot, FakeSession(setup, boards), size))
    big, small = tables
    small_floor = TextFloor.for_scale(small.view.fit_scale())
    assert small_floor < MIN_TEXT_PX - 0.5
    for table, floor in ((small, small_floor), (big, MIN_TEXT_PX), (small, small_floor)):
        table.view.viewport().update()
        qtbot.waitUntil(lambda floor=floor: TextFloor.px == floor, timeout=3000)
