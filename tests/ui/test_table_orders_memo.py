"""A two-seat Captain's Orders are fitted to his column once for what they depend on.

A paint of his board asked `TableScene.solo_orders` three times (the corner's label, the
next-turn line under his course caption, the Orders column), each measuring up to twelve
forms (Stubb's 13 measures a paint, the others' 4). It is worked out once for the state shown,
the text floor, his column, his lit step, his next turn, his course and the language, and
reused; a change of any of them works it out again.
"""

from __future__ import annotations

from fake_session import FakeSession, register_test_fonts, shown_table
from PySide6.QtGui import QImage, QPainter
from test_table_legibility import TABLE_1366

from nbgui.bots.greedy import GreedyBot
from nbgui.captain.setup import load_boards
from nbgui.engine import legal_commands
from nbgui.simulate import make_setup
from nbgui.ui.table.legibility import render
from nbgui.ui.table.scene import TableScene


def test_a_captains_orders_are_fitted_once_a_state(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    register_test_fonts()
    boards, _ = load_boards(use_overrides=False)
    session = FakeSession(make_setup(7, ["stubb"], boards, humans=1, human_names=["Ann"]), boards)
    w = shown_table(qtbot, session, TABLE_1366)
    bot = GreedyBot(3)
    # past his placements this round: his column says his Orders (and his next turn)
    while session.state.round < 3 or session.state.decision.kind == "place":
        st = session.state
        assert session.submit(bot.choose(st, legal_commands(st)))
    sc = w.scene
    seat = next(i for i, s in enumerate(session.state.seats) if s.is_captain)
    board = sc.geo.seat_rects[seat]
    measures = []
    real = TableScene._lines_height

    def counted(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        measures.append(1)
        return real(self, *args, **kwargs)

    monkeypatch.setattr(TableScene, "_lines_height", counted)
    render(w, board)
    assert measures, "his Orders were fitted to his column"
    measures.clear()
    render(w, board)
    assert not measures, f"the same state's Orders measured again ({len(measures)} forms)"
    # a lit step is a change: worked out again, as a fresh fit says
    sc.lit_order[seat] = 2
    render(w, board)
    assert measures
    img = QImage(8, 8, QImage.Format.Format_ARGB32)
    p = QPainter(img)
    p.setTransform(w.view.transform())
    parts = {
        k: v.translated(-board.x(), -board.y()) for k, v in sc.geo.seat_parts[seat].items()
    }
    try:
        memo = sc.solo_orders(p, parts, seat)
        fresh = sc._solo_orders_fit(p, parts, seat)
    finally:
        p.end()
    assert memo == fresh
    assert [lit for _t, _b, _c, lit in memo[0]].count(True) == 1
