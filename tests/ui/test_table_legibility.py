"""Legibility: at the size a maximized 1366×768 window gives the table, every text the table
draws is at least 12 logical pixels (and the score sheet's too), and every piece a player must
tell apart (whale tokens, hold tags, workers, ships, goods, the die) at least 28. Every text
has a contrast of at least 4.5:1 against the colour behind it (read from the rendered table:
the commonest colour in the text's rectangle that is not the text's own).

All table text goes through `items.draw_text`, which records its painted size in `TextLog`;
every such piece records its on-screen size through `items.record_piece` (`PieceLog`); the
scene is rendered exactly as the view shows it. `TABLE_1366` is the table's size in the
real window maximized on a 1366×768 X11 screen (menu bar, status bar and the 350 px dock
taken off; measured with `xvfb-run -s "-screen 0 1366x768x24"`).
"""

from __future__ import annotations

import pytest
from fake_session import FakeSession, register_test_fonts, shown_table
from PySide6.QtCore import QSize
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QWidget

from nbgui.bots.greedy import GreedyBot
from nbgui.captain.setup import load_boards
from nbgui.content import load_rules
from nbgui.engine import legal_commands
from nbgui.simulate import make_setup
from nbgui.ui.table.legibility import (
    low_contrast,
    overlaps,
    painted,
    pieces_too_small,
    tiles_incomplete,
    too_small,
)

TABLE_1366 = QSize(1010, 718)
TABLE_1920 = QSize(1564, 1030)  # the table in a maximized 1920×1080 window
LEGIBLE_PX = 12.0  # the bar (set here, independent of the table's own floor)
PIECE_PX = 28.0  # the bar for pieces a player must tell apart
CONTRAST = 4.5  # the bar for text against its background (WCAG AA)


def widget_texts_too_small(root: QWidget) -> list[str]:
    out = []
    for child in [root, *root.findChildren(QWidget)]:
        px = QFontInfo(child.font()).pixelSize()
        if child.isVisible() and px < LEGIBLE_PX:
            out.append(f"{type(child).__name__} {child.objectName()!r}: {px} px")
    return out


def test_every_table_text_is_at_least_12_px(qtbot) -> None:  # type: ignore[no-untyped-def]
    register_test_fonts()
    boards, _ = load_boards(use_overrides=False)
    setup = make_setup(5, ["stubb"], boards, human_names=["Ann"])
    session = FakeSession(setup, boards)
    w = shown_table(qtbot, session, TABLE_1366)
    scale = w.view.transform().m11()
    assert 0.75 < scale < 0.85, scale  # the arrangement chosen for this size
    seen = {
        "opening": False,
        "whales aboard": False,
        "returns": False,
        "worker on a built tile": False,
    }
    problems: dict[str, list[str]] = {}
    kinds: dict[str, set[str]] = {}

    def check(name: str) -> None:
        seen[name] = True
        texts, pieces = painted(w)
        assert len(texts) > 40, f"{name}: the table drew only {len(texts)} texts"
        bad = too_small(texts, LEGIBLE_PX)
        if name != "game over":
            bad += pieces_too_small(pieces, PIECE_PX)
        # every text's colour against what is behind it in the rendered table: >= 4.5:1
        bad += low_contrast(w, CONTRAST)
        # no whale token or hold partly over another, no piece over a text not its own
        bad += overlaps(w)
        # every unbuilt tile's name whole and every part of its cost drawn
        bad += tiles_incomplete(w)
        if bad:
            problems[name] = bad
        kinds[name] = {who.split()[0] for who, *_ in pieces}

    # the die, where a Captain rolls it
    w.scene.die.place(w.scene.geo.seat_parts[0]["die"])
    w.scene.die.show()
    check("opening")
    w.scene.die.hide()
    bot = GreedyBot(1)
    on_tiles: set[tuple[int, str]] = set()
    while not session.state.is_over:
        st = session.state
        # a worker on a built tile stands below its name: checked each time one is put there
        tiles = {(seat, sp) for seat, sp in st.placements if sp not in st.rules.spaces}
        if tiles - on_tiles:
            crowded = overlaps(w)
            if crowded:
                problems[f"round {st.round}: worker on a tile"] = crowded
            seen["worker on a built tile"] = True
        on_tiles = tiles
        aboard = sum(len(ship.cargo) for seat in st.seats for ship in seat.ships)
        home = any(seat.returned for seat in st.seats)
        if aboard >= 2 and home and not seen["whales aboard"] and st.decision.kind == "place":
            check("whales aboard")
        if st.decision.kind == "return" and not seen["returns"]:
            check("returns")
        assert w.controller.perform(bot.choose(st, legal_commands(st)))
    check("game over")
    assert all(seen.values()), seen
    assert not problems, "\n".join(f"{k}: {v}" for k, bad in problems.items() for v in bad)
    # every kind of piece was measured where it shows
    assert {"worker", "ship", "lumber", "food", "brick", "money", "die"} <= kinds["opening"]
    assert {"hold", "whale", "right", "bowhead", "sperm"} & kinds["whales aboard"] >= {
        "hold",
        "right",
    }, kinds["whales aboard"]
    assert "whale" in kinds["returns"], kinds["returns"]

    from nbgui.engine import score
    from nbgui.ui.dialogs.score_sheet import ScoreSheetDialog

    dialog = ScoreSheetDialog(score(session.state), ["Stubb", "Ann"], session.state.rules)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert not widget_texts_too_small(dialog)


def test_contrast_check_names_a_faint_text(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The contrast check itself: a text drawn in a colour close to its background fails,
    named by its item."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor

    from nbgui.ui.table.items import PanelItem, draw_text

    register_test_fonts()
    boards, _ = load_boards(use_overrides=False)
    session = FakeSession(make_setup(5, ["stubb"], boards, human_names=["Ann"]), boards)
    w = shown_table(qtbot, session, TABLE_1366, speed=None)
    assert low_contrast(w, CONTRAST) == []

    def faint(p, r):  # type: ignore[no-untyped-def]
        p.fillRect(r, QColor("#FBF4E2"))
        draw_text(p, w.scene.assets, r, "Faint words", 20, color=QColor("#E4CF9E"))

    item = PanelItem(QRectF(900, 800, 200, 60), faint, "faint panel")  # an empty spot
    item.setZValue(900)
    w.scene.addItem(item)
    bad = low_contrast(w, CONTRAST)
    assert len(bad) == 1 and bad[0].startswith("faint panel 'Faint words'"), bad


def test_four_seat_boards_keep_whale_tokens_apart(qtbot) -> None:  # type: ignore[no-untyped-def]
    """At the slimmest seat boards (two Captains and two players at 1366×768), in English
    and Spanish: every seat board's whales brought home are tokens of at least 28 px, none
    over another or over a text (its count, "Workers left"), and their counts are whole."""
    from nbgui.ui import i18n
    from nbgui.ui.table.items import TextLog

    register_test_fonts()
    boards, _ = load_boards(use_overrides=False)
    try:
        for lang in ("en", "es"):
            i18n.set_language(lang)
            setup = make_setup(
                11, ["starbuck", "stubb"], boards, humans=2, human_names=["Ann", "Ben"]
            )
            w = shown_table(
                qtbot, FakeSession(setup, boards), TABLE_1366, language=lang, speed=None
            )
            texts, pieces = painted(w)
            home = [p for p in pieces if "whales home" in p[0]]
            assert len(home) == 4 * 3, (lang, home)  # three kinds on each of the four boards
            assert pieces_too_small(home, PIECE_PX) == [], lang
            assert overlaps(w) == [], lang
            counts = [t for _, t, _ in texts if t.startswith("×")]
            assert len(counts) == 12, counts
            cut = [e for e in TextLog.elided if e[1].startswith("×") or "whale" in e[0]]
            assert cut == [], (lang, cut)
    finally:
        i18n.set_language("en")


#: Every table whose tray differs: a solo game (12 tiles), with Turner's Mill (13), three
#: and four seats (20 tiles), two Captains and a player with Turner's Mill (21).
TRAYS = [
    (["starbuck"], 1, False),
    (["ahab"], 1, True),
    (["stubb"], 2, False),
    (["flask", "ahab"], 1, True),
    ([], 4, False),
]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_building_tile_says_its_name_and_cost(qtbot, lang: str) -> None:  # type: ignore[no-untyped-def]
    """Every building tile in every tray, at the maximized 1366×768 and 1920×1080 sizes: its
    name whole, every part of its cost drawn ("Capilla de los Marineros" took three lines of
    a solo tile at 1366×768 and its cost was not drawn at all), each at 12 px or more,
    inside the tile and over no other text. All 21 buildings are checked."""
    from nbgui.ui import i18n
    from nbgui.ui.table.items import BuildingItem

    register_test_fonts()
    boards, _ = load_boards(use_overrides=False)
    checked: set[str] = set()
    problems: list[str] = []
    i18n.set_language(lang)
    try:
        for captains, humans, mill in TRAYS:
            names = [f"P{i + 1}" for i in range(humans)]
            setup = make_setup(52, captains, boards, humans, turners_mill=mill, human_names=names)
            for size in (TABLE_1366, TABLE_1920):
                w = shown_table(qtbot, FakeSession(setup, boards), size, language=lang)
                where = f"{captains}+{humans} mill={mill} {size.width()}: "
                problems += [where + p for p in tiles_incomplete(w)]
                problems += [where + p for p in overlaps(w) if "building tile" in p]
                tiles = [i for i in w.scene.items() if isinstance(i, BuildingItem)]
                checked |= {t.building for t in tiles}
                w.close()
    finally:
        i18n.set_language("en")
    assert len(checked) == len(load_rules().buildings) == 21, sorted(checked)
    assert not problems, "\n".join(problems)


def test_the_tile_check_names_a_missing_cost(qtbot) -> None:  # type: ignore[no-untyped-def]
    """`tiles_incomplete` itself: a tile that leaves its cost out is named, a part at a time."""
    from nbgui.ui.table.items import BuildingItem

    register_test_fonts()
    boards, _ = load_boards(use_overrides=False)
    session = FakeSession(make_setup(5, ["stubb"], boards, human_names=["Ann"]), boards)
    w = shown_table(qtbot, session, TABLE_1366)
    assert tiles_incomplete(w) == []
    tile = next(
        i for i in w.scene.items() if isinstance(i, BuildingItem) and i.building == "mansion"
    )
    tile._paint_cost = lambda *args, **kwargs: None  # type: ignore[method-assign]
    tile.update()
    want = {
        f"building tile mansion: its cost {label!r} ({good}) is not drawn"
        for good, label in tile.cost_labels()
    }
    assert len(want) == 2  # the Mansion costs lumber and money
    assert set(tiles_incomplete(w)) == want


def test_the_overlap_check_names_what_covers_what() -> None:
    """`overlaps_in` itself: a piece over another item's text, two whale tokens partly over
    one another are named; a token's own numbers and a pile (tokens exactly on one another)
    are not."""
    from PySide6.QtCore import QRectF

    from nbgui.ui.table.legibility import overlaps_in

    tok = QRectF(0, 0, 30, 30)
    pieces = [
        ("whale token R1", tok),
        ("whale token R2", tok),  # a pile
        ("whale token B3", QRectF(20, 0, 30, 30)),  # partly over R1 and R2
        ("worker 0.1", QRectF(100, 0, 22, 28)),
    ]
    ink = [
        ("whale token R1 lay", "$2", QRectF(2, 20, 20, 8)),
        ("whale token R2 lay", "$2", QRectF(2, 20, 20, 8)),
        ("building tile bank", "Bank", QRectF(90, 10, 30, 12)),
        ("building tile inn", "Inn", QRectF(200, 10, 30, 12)),
    ]
    found = overlaps_in(pieces, ink)
    assert "worker 0.1 covers building tile bank 'Bank'" in found
    assert "whale token R1 overlaps whale token B3" in found
    assert "whale token R2 overlaps whale token B3" in found
    assert not any("R1 overlaps whale token R2" in f or "inn" in f for f in found), found
    assert not any(f.startswith("whale token R1 covers") for f in found), found
    assert not any(f.startswith("whale token R2 covers") for f in found), found


def test_space_names_keep_clear_of_their_icons(qtbot) -> None:  # type: ignore[no-untyped-def]
    """At 1366×768 and 1920×1080, in English and Spanish: no space's name or words are drawn
    over its icon, its bonus ribbon or its workers' box (the Spanish "Muelle de la Ciudad",
    now "Puerto de la Ciudad", once ran across the City Pier's icon), every name is whole,
    the seven spaces' icons were all measured, and every space says its rule under its name,
    inside the space (the City Pier's "Zarpa" once gave its room to the name's second line
    at 1366×768)."""
    from nbgui.ui import i18n
    from nbgui.ui.table.items import TextLog

    register_test_fonts()
    boards, _ = load_boards(use_overrides=False)
    try:
        for lang in ("en", "es"):
            i18n.set_language(lang)
            for size in (TABLE_1366, TABLE_1920):
                session = FakeSession(make_setup(5, ["stubb"], boards, human_names=["Ann"]), boards)
                w = shown_table(qtbot, session, size, language=lang, speed=None)
                assert overlaps(w) == [], (lang, size)
                art = [who for who, _ in TextLog.keep_clear]
                icons = [who for who in art if who.endswith(" icon")]
                assert len(icons) == 7 and "space city_pier icon" in icons, icons
                assert len(art) == 21, art  # and each space's bonus ribbon and workers' box
                cut = [e for e in TextLog.elided if e[0].startswith("space ")]
                assert cut == [], (lang, size, cut)
                names = {t for who, t, _ in TextLog.ink if who == "space city_pier"}
                assert ("Puerto de la Ciudad" if lang == "es" else "City Pier") in names
                scene = w.scene
                for space, item in scene.spaces.items():
                    said = [
                        (t, r)
                        for who, t, r in TextLog.ink
                        if who == f"space {space}" and t not in (item.name, "i")
                    ]
                    assert said, (lang, size, space, "no rule under its name")
                    box = w.view.mapFromScene(item.sceneBoundingRect()).boundingRect()
                    name = [r for who, t, r in TextLog.ink if who == f"space {space}"
                            and t == item.name]
                    for t, r in said:
                        assert box.contains(r.toAlignedRect()), (lang, size, space, t)
                        assert r.top() >= name[0].bottom() - 1, (lang, size, space, t)
                w.close()
    finally:
        i18n.set_language("en")


def test_the_art_check_names_a_text_over_an_icon() -> None:
    """`texts_over_art` itself: a text whose lines meet an icon is named; one beside it, or
    on a card floating over the board, is not."""
    from PySide6.QtCore import QRectF

    from nbgui.ui.table.legibility import texts_over_art

    icon = [("space city_pier icon", QRectF(10, 10, 40, 40))]
    lines = [
        ("space city_pier", QRectF(5, 12, 120, 16)),  # across the icon
        ("space dockyard", QRectF(55, 12, 80, 16)),  # beside it
        ("card city_pier", QRectF(0, 0, 200, 100)),  # a card over the board
    ]
    ink = [
        ("space city_pier", "Puerto de la Ciudad", lines[0][1]),
        ("space dockyard", "Astillero", lines[1][1]),
        ("card city_pier", "Zarpa", lines[2][1]),
    ]
    assert texts_over_art(lines, ink, icon) == [
        "space city_pier 'Puerto de la Ciudad' drawn over space city_pier icon"
    ]


def test_a_worker_on_a_built_tile_stands_off_its_name(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A worker on a built tile stands inside it, below the tile's name band as the tile
    draws it at the view's scale (a larger window draws names on fewer lines: the worker
    stands higher), or beside it where the name leaves no room below; never on it."""
    register_test_fonts()
    boards, _ = load_boards(use_overrides=False)
    session = FakeSession(make_setup(5, ["stubb"], boards, human_names=["Ann"]), boards)
    w = shown_table(qtbot, session, TABLE_1366, speed=None)
    geo = w.scene.geo
    assert abs(geo.name_scale - w.view.fit_scale()) < 0.01  # the view told the scene
    tile = geo.corner_tiles(0, 1)[0]  # a Captain's corner tile
    tops = {}
    for scale in (0.8, 1.2):
        w.scene.note_scale(scale)
        for b in geo.tile_names:
            worker = geo.worker_rect_on_space(b, 0, tile)
            band = geo.tile_name_rect(b, tile)
            assert tile.contains(worker), (b, scale)
            assert not band.intersects(worker), (b, scale)
            tops[(b, scale)] = worker.top()
    names = list(geo.tile_names)
    assert all(tops[(b, 1.2)] <= tops[(b, 0.8)] for b in names)
    assert any(tops[(b, 1.2)] < tops[(b, 0.8)] - 1 for b in names)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_captains_eight_building_corner_draws_no_speck_of_an_icon(
    qtbot, monkeypatch, lang: str  # type: ignore[no-untyped-def]
) -> None:
    """Stubb's corner of eight buildings at the maximized 1366×768 size, four of them victory
    buildings: the Municipal Office's and Counting House's icons were drawn about 10 px under
    their two-line names. A built tile's icon is at least `MIN_ICON_PX` (20 px) on screen or
    not drawn: a counted bonus is said as it stands ("+4 points", the score's), and where
    neither the rule nor that fits the tile is all name plate. Every name stays whole."""
    from nbgui.engine import score_row
    from nbgui.text import msg
    from nbgui.ui import i18n
    from nbgui.ui.i18n import say
    from nbgui.ui.table import items
    from nbgui.ui.table.items import MIN_ICON_PX, TextLog

    register_test_fonts()
    i18n.set_language(lang)
    try:
        boards, _ = load_boards(use_overrides=False)
        session = FakeSession(make_setup(5, ["stubb"], boards, human_names=["Ann"]), boards)
        w = shown_table(qtbot, session, TABLE_1366, language=lang)
        st = session.state
        stubb = [
            "mansion", "municipal_office", "seamens_bethel", "counting_house",
            "lumber_mill", "schoolhouse", "dry_dock", "lighthouse",
        ]  # fmt: skip
        for b in stubb:
            st.unbuilt.remove(b)
            st.built.append(b)
            st.owner[b] = 0
        icons: list[tuple[str, float]] = []
        paint_icon = items.BuildingItem._paint_icon

        def spy(self, painter, rect):  # type: ignore[no-untyped-def]
            if self.built:
                icons.append((self.building, painter.transform().mapRect(rect).width()))
            return paint_icon(self, painter, rect)

        monkeypatch.setattr(items.BuildingItem, "_paint_icon", spy)
        w.reset(st)
        texts, _ = painted(w)
        assert icons, "no built tile drew an icon"
        specks = [(b, round(px, 1)) for b, px in icons if px < MIN_ICON_PX - 0.05]
        assert not specks
        bonus = dict(score_row(st, 0).bonus_detail)["municipal_office"]
        assert bonus == 4
        said = {text for who, text, _px in texts if who == "building tile municipal_office"}
        points = "+" + say(msg("unit.points", n=bonus))
        assert points in said or said == {w.scene.name_of("municipal_office")}, said
        names = {w.scene.name_of(b) for b in stubb}
        assert names <= {text for _who, text, _px in texts}
        assert not [e for e in TextLog.elided if e[0].startswith("building tile")]
    finally:
        i18n.set_language("en")


def test_workers_left_says_the_meeples_at_home_before_round_one(qtbot) -> None:  # type: ignore[no-untyped-def]
    """While the player chooses his starting goods his board showed two meeples at home
    beside "Workers left: 0" (the engine hands the workers out when round 1 begins); it
    says as many as the meeples, before and after."""
    from nbgui.ui.table.legibility import painted_texts

    register_test_fonts()
    boards, _ = load_boards(use_overrides=False)
    session = FakeSession(make_setup(3, ["flask"], boards, human_names=["Ann"]), boards)
    w = shown_table(qtbot, session, TABLE_1366)
    st = session.state
    assert st.decision.kind == "start_goods"
    workers = st.rules.game.workers_per_seat
    said = {t for _who, t, _px in painted_texts(w)}
    assert f"Workers left: {workers}" in said, sorted(t for t in said if "Workers" in t)
    assert w.controller.perform(legal_commands(st)[0])
    assert session.state.decision.kind == "place"
    said = {t for _who, t, _px in painted_texts(w)}
    assert f"Workers left: {session.state.seats[1].workers_left}" in said
