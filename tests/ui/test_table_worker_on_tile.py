"""A worker on a built tile at a two-seat table (solo against a Captain) stands inside its
tile and covers no text, its own tile's or a neighbour's, in both languages, at the table
sizes of a maximized 1366×768 and 1920×1080 window. (On some small tiles — Stubb's
"Embarcadero" in Spanish — the name took most of the tile and the worker hung below it,
over the name of the tile under it.)
"""

from __future__ import annotations

import pytest
from fake_session import FakeSession, register_test_fonts, shown_table
from PySide6.QtCore import QSize
from test_table_legibility import TABLE_1366

from nbgui.captain.setup import load_boards
from nbgui.simulate import make_setup
from nbgui.ui import i18n
from nbgui.ui.table.geometry import layout
from nbgui.ui.table.legibility import overlaps

TABLE_1920 = QSize(1564, 1030)


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", [TABLE_1366, TABLE_1920], ids=["1366", "1920"])
def test_a_worker_on_any_built_tile_stays_inside_it_over_no_text(
    qtbot,  # type: ignore[no-untyped-def]
    lang: str,
    size: QSize,
) -> None:
    register_test_fonts()
    try:
        i18n.set_language(lang)
        boards, _ = load_boards(use_overrides=False)
        session = FakeSession(make_setup(11, ["stubb"], boards, human_names=["Ann"]), boards)
        w = shown_table(qtbot, session, size, language=lang)
        base = session.state
        # workers go on action buildings (a victory building has no action)
        buildings = [b for b in base.unbuilt if base.rules.buildings[b].kind != "victory"]
        per_seat = base.rules.game.workers_per_seat
        checked = set()
        # every building built in turn in either corner (a full corner of the seat's tiles
        # at their fixed size), then a worker of each seat on each of its tiles in turn
        for owner in (0, 1):
            for start in range(0, len(buildings), 6):
                chunk = buildings[start : start + 6]
                state = base.clone()
                state.placements = []
                for b in chunk:
                    state.unbuilt.remove(b)
                    state.built.append(b)
                    state.owner[b] = owner
                for k in range(0, len(chunk), per_seat):
                    st = state.clone()
                    st.placements = [(owner, b) for b in chunk[k : k + per_seat]]
                    w.reset(st)
                    rects = layout(st, w.scene.geo)
                    for i, (_seat, b) in enumerate(st.placements):
                        tile = rects[("building", b)]
                        worker = rects[("worker", owner, i)]
                        assert tile.adjusted(-0.01, -0.01, 0.01, 0.01).contains(worker), (
                            lang, owner, b, tile, worker,
                        )
                        checked.add((owner, b))
                    found = overlaps(w)
                    assert found == [], (lang, owner, chunk[k : k + per_seat], found)
        assert len(checked) == 2 * len(buildings)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_captains_corner_tile_name_takes_two_lines_where_regular_can(qtbot, lang: str) -> None:  # type: ignore[no-untyped-def]
    """On a Captain's six-building corner at 1366×768 a name left of the worker's spot that
    takes three lines in bold is set in regular where that takes two ("Em-/barca-/dero" read
    as three pieces of a word; now "Embar-/cadero"), as the tile and the worker's place
    (`Geometry.tile_band`) both measure it (`built_tile_band`)."""
    import math

    from nbgui.ui.table.geometry import TILE_SIZE
    from nbgui.ui.table.items import TextFloor, built_tile_band

    register_test_fonts()
    boards, _ = load_boards(use_overrides=False)
    i18n.set_language(lang)
    try:
        session = FakeSession(make_setup(5, ["starbuck"], boards, human_names=["Ann"]), boards)
        w = shown_table(qtbot, session, TABLE_1366, language=lang)
        view = w.view.transform().m11()
        rect = w.scene.geo.corner_tiles(0, 1)[0]
        scale = rect.width() / TILE_SIZE[0]
        floor = math.ceil(TextFloor.for_scale(view) / (scale * view) - 1e-6)
        names = {"en": ["Lumber Mill"], "es": ["Embarcadero", "Aserradero"]}[lang]
        for name in names:
            _px, lines, _h, _w, bold = built_tile_band(w.scene.assets, name, floor, scale)
            assert (lines, bold) == (2, False), (name, lines, bold)
    finally:
        i18n.set_language("en")
