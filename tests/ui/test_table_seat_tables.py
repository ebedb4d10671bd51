"""Tables of three and four seats at the maximized 1366×768 size (issue 11): every text whole
and at least 12 px, every piece at least 28 px, in English and Spanish.

A 3-seat table (Stubb, eight buildings, and two players) and a 4-seat table (Starbuck and
Stubb and two players) are rendered in a few positions of one greedy game each: the opening
(every tile in the tray, the starting goods), an early placement (the Captains' odds on
their Helms), a middle and a late placement (built tiles on the seat boards' corners, money
in two digits; there also every text's contrast, 4.5:1) and the end.
`tools/seat_tables_legibility.py` plays whole games at every bigger table (a slow check, not
part of `make test`).
"""

from __future__ import annotations

import pytest
from fake_session import FakeSession, register_test_fonts, shown_table
from test_table_legibility import TABLE_1366

from nbgui.bots.greedy import GreedyBot
from nbgui.captain.setup import load_boards
from nbgui.engine import legal_commands
from nbgui.simulate import make_setup
from nbgui.ui import i18n
from nbgui.ui.table.items import TextLog
from nbgui.ui.table.items import tr as table_tr
from nbgui.ui.table.legibility import low_contrast, painted, pieces_too_small, too_small
from nbgui.ui.table.widget import TableWidget

#: (Captains, players): a 3-seat and a 4-seat table
TABLES = [(["stubb"], 2), (["starbuck", "stubb"], 2)]


def problems(w: TableWidget) -> list[str]:
    """Texts below 12 px, pieces below 28 px and texts shortened with "…", each named."""
    texts, pieces = painted(w)
    out = too_small(texts) + pieces_too_small(pieces)
    out += [f"{who}: {text!r} shortened to {shown!r}" for who, text, shown in TextLog.elided]
    # a Captain's "His next move:" always has at least one of his moves under it (at a slim
    # board's narrow Orders column the heading once stood alone)
    heading = table_tr("His next move:")
    for i, (who, text, _px) in enumerate(texts):
        if text == heading:
            under = texts[i + 1] if i + 1 < len(texts) else ("", "", 0.0)
            if under[0] != who:
                out.append(f"{who}: {text!r} drawn with none of his moves under it")
    return out


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize(("captains", "players"), TABLES)
def test_seat_tables_are_whole_and_readable(
    qtbot,  # type: ignore[no-untyped-def]
    lang: str,
    captains: list[str],
    players: int,
) -> None:
    register_test_fonts()
    i18n.set_language(lang)
    try:
        boards, _ = load_boards(use_overrides=False)
        names = [f"P{i + 1}" for i in range(players)]
        setup = make_setup(11, captains, boards, humans=players, human_names=names)
        session = FakeSession(setup, boards)
        w = shown_table(qtbot, session, TABLE_1366, language=lang)
        assert len(session.state.seats) == len(captains) + players
        found: dict[str, str] = {}
        seen: list[str] = []

        def check(when: str, contrast: bool = False) -> None:
            seen.append(when)
            for problem in problems(w) + (low_contrast(w) if contrast else []):
                found.setdefault(problem, when)

        check("opening")
        bot = GreedyBot(3)
        wanted = [2, 6, 10]  # placements in these rounds (or the first after them)
        while not session.state.is_over:
            st = session.state
            if wanted and st.round >= wanted[0] and st.decision.kind == "place":
                # built tiles (some used this round) on the corners: their contrast too
                check(f"round {st.round} {st.decision.kind}", contrast=st.round >= 6)
                wanted.pop(0)
            assert session.submit(bot.choose(st, legal_commands(st)))
        check("game over")
        assert len(seen) == 5, seen
        # the positions show what the check is about: built tiles on a corner, the odds
        assert any(session.state.buildings_of(i) for i in range(len(session.state.seats)))
        assert not found, "\n".join(f"{when}: {p}" for p, when in found.items())
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("count", [9, 10])
def test_a_corner_past_its_eight_plates_keeps_the_names_whole(
    qtbot,  # type: ignore[no-untyped-def]
    lang: str,
    count: int,
) -> None:
    """At four seats a player's corner holds eight two-line name plates; a ninth and a tenth
    (the longest names, Spanish's "Capilla de los Marineros" first) repack its four rows, each
    plate as wide as its name needs: every name still whole and at 12 px, and a worker on
    the last plate stands in it."""
    register_test_fonts()
    i18n.set_language(lang)
    try:
        boards, _ = load_boards(use_overrides=False)
        setup = make_setup(11, [], boards, humans=4, human_names=["P1", "P2", "P3", "P4"])
        session = FakeSession(setup, boards)
        st = session.state
        longest = [
            "seamens_bethel", "post_office", "brickyard", "municipal_office", "chandlery",
            "counting_house", "lumber_mill", "wharf", "cooperage", "courthouse",
        ][:count]  # fmt: skip
        for b in longest:
            st.unbuilt.remove(b)
            st.built.append(b)
            st.owner[b] = 0
        st.placements.append((0, "courthouse" if count == 10 else "cooperage"))
        w = shown_table(qtbot, session, TABLE_1366, language=lang)
        w.reset(st)
        qtbot.wait(10)
        geo = w.scene.geo
        corner = geo.seat_parts[0]["corner"]
        plates = geo.corner_tiles(0, count, longest)
        assert all(corner.adjusted(-0.5, -0.5, 0.5, 0.5).contains(p) for p in plates), (
            corner,
            [(p.x(), p.y(), p.width(), p.height()) for p in plates],
        )
        assert max(p.bottom() for p in plates) - corner.top() <= corner.height()
        problems_found = problems(w)
        assert not problems_found, problems_found
        worker = geo.worker_rect_on_space(longest[-1], 0, plates[-1])
        assert plates[-1].contains(worker.adjusted(0, 1, 0, -1))
    finally:
        i18n.set_language("en")
