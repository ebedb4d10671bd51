"""Whales readable everywhere: each kind's own art, numbers from rules/, holds counted by kind."""

from __future__ import annotations

import dataclasses
from types import SimpleNamespace

from fake_session import register_test_fonts, shown_table
from PySide6.QtCore import QPointF, QRectF, QSize
from PySide6.QtGui import QColor, QImage, QPainter

from nbgui.content import load_rules
from nbgui.ui.table.assets import AssetLibrary
from nbgui.ui.table.geometry import HOLD_TAG, SHIP_SIZE
from nbgui.ui.table.items import PieceLog, ShipItem, TextLog, hold_tag_layout, paint_token
from nbgui.ui.table.whales import kind_style, whale_facts

#: the hull's top in a ship's art, at its left end (assets/pieces/ship_*.svg: y 57 of 84)
SHIP_HULL_TOP = SHIP_SIZE[1] * 57 / 84


def _render(paint) -> tuple[list[tuple[str, str, float]], list[tuple[str, float, float, float]]]:  # type: ignore[no-untyped-def]
    img = QImage(200, 200, QImage.Format.Format_ARGB32)
    img.fill(QColor("white"))
    p = QPainter(img)
    TextLog.start()
    PieceLog.start()
    try:
        paint(p)
    finally:
        p.end()
    return TextLog.stop(), PieceLog.stop()


def _paint_ship(ship: ShipItem, scale: float) -> tuple[QImage, list[tuple[str, str, float]]]:
    """The ship painted at `scale` (a maximized window's), 40 and 60 units from the corner of a
    white image, and the texts it drew (`TextLog.ink` keeps where each one went)."""
    img = QImage(200, 200, QImage.Format.Format_ARGB32)
    img.fill(QColor("white"))
    p = QPainter(img)
    TextLog.start()
    try:
        p.scale(scale, scale)
        p.translate(40, 60)
        ship.paint(p, None)  # type: ignore[arg-type]
    finally:
        p.end()
    return img, TextLog.stop()


def test_a_tokens_numbers_come_from_the_rules(qapp) -> None:  # type: ignore[no-untyped-def]
    register_test_fonts()
    rules = load_rules()
    sperm = next(w for w in rules.game.whales if w.id == "sperm")
    changed = [
        dataclasses.replace(w, lay=6, points=3) if w.id == "sperm" else w for w in rules.game.whales
    ]
    other = SimpleNamespace(game=SimpleNamespace(whales=changed, sale_divisor=3))
    for r, lay, sale, points in (
        (rules, sperm.lay, sperm.lay // rules.game.sale_divisor, sperm.points),
        (other, 6, 2, 3),
    ):
        facts = whale_facts(r)[sperm.letter]
        assert (facts.lay, facts.sale, facts.points) == (lay, sale, points)
        texts, pieces = _render(
            lambda p, f=facts: paint_token(p, AssetLibrary(), f, QRectF(0, 0, 100, 100), "tok")
        )
        assert {t for _, t, _ in texts} == {f"${lay}", str(points)}
        assert pieces == [("tok", 100.0, 100.0, 100.0)]
    # the empty sea has no numbers
    sea = next(f for f in whale_facts(rules).values() if f.kind == "sea")
    texts, _ = _render(lambda p: paint_token(p, AssetLibrary(), sea, QRectF(0, 0, 100, 100), "s"))
    assert not sea.is_whale and texts == []


def test_each_kind_has_its_own_shape_colour_and_art(qapp) -> None:  # type: ignore[no-untyped-def]
    a = AssetLibrary()
    kinds = [f.kind for f in whale_facts(load_rules()).values()]
    styles = [kind_style(a, k) for k in kinds]
    assert len({shape for _, _, shape in styles}) == len(kinds)
    assert len({fill.name() for fill, _, _ in styles}) == len(kinds)
    images = set()
    for k in kinds:
        r = a.renderer(f"token_{k}")
        assert r is not None, k
        img = QImage(64, 64, QImage.Format.Format_ARGB32)
        img.fill(QColor("white"))
        p = QPainter(img)
        r.render(p, QRectF(0, 0, 64, 64))
        p.end()
        images.add(bytes(memoryview(img.constBits()).tobytes()))
    assert len(images) == len(kinds)


def test_a_ships_hold_is_counted_by_kind(qapp) -> None:  # type: ignore[no-untyped-def]
    register_test_fonts()
    rules = load_rules()
    facts = whale_facts(rules)
    right = next(f for f in facts.values() if f.kind == "right")
    bowhead = next(f for f in facts.values() if f.kind == "bowhead")
    ship = ShipItem(0, 2, AssetLibrary(), facts)
    cargo = [f"{right.letter}1", f"{bowhead.letter}2", f"{right.letter}3"]
    ship.set_cargo(cargo, rules)
    tags = ship.hold_tags()
    assert [(k, n) for k, n, _ in tags] == [(right.letter, 2), (bowhead.letter, 1)]
    assert all(r.height() == HOLD_TAG for _, _, r in tags)
    texts, pieces = _render(lambda p: ship.paint(p, None))  # type: ignore[arg-type]
    # the count beside each whale's picture, no letter code ("2R") to learn
    assert sorted(t for _, t, _ in texts) == ["×1", "×2"]
    assert sum(who.startswith("hold on ship") for who, *_ in pieces) == 1
    assert "Right whale (lay $2, 1 point)" in ship.toolTip() and "R1" not in ship.toolTip()


def test_a_hold_of_three_kinds_fits_its_track_slot(qapp) -> None:  # type: ignore[no-untyped-def]
    """Two neighbouring ships on a track space, each carrying all three kinds, at the scale of
    a maximized 1366×768 window: each hold stays inside its ship's slot, the holds never
    overlap, and the counts are readable (>= 12 px) on a hold >= 28 px high."""
    from PySide6.QtCore import QPointF

    from nbgui.ui.table.geometry import WHALING_POS, WHALING_SCALE
    from nbgui.ui.table.legibility import overlaps_in

    register_test_fonts()
    rules = load_rules()
    facts = whale_facts(rules)
    a = AssetLibrary()
    letters = [f.letter for f in facts.values() if f.is_whale]
    assert len(letters) == 3
    slots = [a.rect("board_whaling", f"track_space_1_slot_{k}") for k in (1, 2)]
    slots = [
        QRectF(
            WHALING_POS.x() + r.x() * WHALING_SCALE,
            WHALING_POS.y() + r.y() * WHALING_SCALE,
            r.width() * WHALING_SCALE,
            r.height() * WHALING_SCALE,
        )
        for r in slots
    ]
    ships = []
    for k, slot in enumerate(slots):
        ship = ShipItem(k, 2, a, facts)
        ship.set_cargo([f"{x}{i}" for i, x in enumerate(letters * 2)], rules)
        ships.append((ship, slot))
    img = QImage(1400, 300, QImage.Format.Format_ARGB32)
    p = QPainter(img)
    TextLog.start()
    PieceLog.start()
    try:
        for ship, slot in ships:
            p.save()
            p.scale(0.8, 0.8)  # a maximized 1366x768 window
            p.translate(slot.center() - QPointF(ship.base_w / 2, slot.height() / 2))
            p.translate(0, 60)
            ship.paint(p, None)  # type: ignore[arg-type]
            p.restore()
    finally:
        p.end()
    texts = TextLog.stop()
    pieces = PieceLog.stop()
    holds = [(w, r) for w, r in PieceLog.rects if w.startswith("hold")]
    assert len(holds) == 2
    for (_, r), (_, slot) in zip(holds, ships, strict=True):
        assert r.left() >= slot.left() * 0.8 - 0.5 and r.right() <= slot.right() * 0.8 + 0.5, (
            r,
            slot,
        )
    assert overlaps_in(list(PieceLog.rects), list(TextLog.ink)) == []
    assert min(px for _, _, px in texts) >= 12.0 - 0.01
    assert len(texts) == 6
    assert all(size >= 28.0 for who, _, _, size in pieces if who.startswith("hold"))


def test_the_returns_panel_names_up_to_three_whales_at_1366(qtbot) -> None:  # type: ignore[no-untyped-def]
    from fake_session import FakeSession
    from test_table_legibility import TABLE_1366

    from nbgui.captain.setup import load_boards
    from nbgui.simulate import make_setup
    from nbgui.ui.table.geometry import return_cells, return_parts

    register_test_fonts()
    boards, _ = load_boards(use_overrides=False)
    session = FakeSession(make_setup(5, ["stubb"], boards, human_names=["Ann"]), boards)
    w = shown_table(qtbot, session, TABLE_1366, speed=None)
    geo = w.scene.geo
    assert geo.compact
    items, pay, sell = return_parts(geo)
    for n in (1, 2, 3):
        cells = return_cells(geo, n)
        assert all(c.name is not None for c in cells), n
        for c in cells:  # inside the item area, clear of the drop zones
            for r in (c.token, c.name, c.pay, c.sell):
                assert items.adjusted(-0.5, -0.5, 0.5, 0.5).contains(r), (n, r)
                assert not r.intersects(pay) and not r.intersects(sell)
    assert all(c.name is None for c in return_cells(geo, 4))


def _returning(session, bot_seed: int = 1):  # type: ignore[no-untyped-def]
    """Play greedy moves until a human ship comes home; its (seat, ship)."""
    from nbgui.bots.greedy import GreedyBot
    from nbgui.engine import legal_commands

    bot = GreedyBot(bot_seed)
    while not session.state.is_over:
        d = session.state.decision
        if d.kind == "return" and not session.state.seats[d.seat].is_captain:
            return d.seat, d.ship
        assert session.submit(bot.choose(session.state, legal_commands(session.state)))
    raise AssertionError("no ship came home")


def test_the_returns_panel_names_every_whale_of_a_big_hold(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Four to seven whales coming home, at 1366×768 (English and Spanish) and in the wide
    arrangement: every whale is named on the table — its own named cell, or its kind's pile
    named with how many ("Right whale ×4") — with its Pay and Sell buttons (what paying and
    selling it does), nothing shortened, no token partly over another or over a text; the
    pile's buttons pay its top whale."""
    from fake_session import FakeSession
    from test_table_legibility import TABLE_1366

    from nbgui.captain.setup import load_boards
    from nbgui.engine import Pay, Sell
    from nbgui.simulate import make_setup
    from nbgui.text import words
    from nbgui.ui import i18n
    from nbgui.ui.i18n import term
    from nbgui.ui.table.items import TextLog
    from nbgui.ui.table.legibility import overlaps, painted

    register_test_fonts()
    boards, _ = load_boards(use_overrides=False)
    holds = {
        4: "RBSR",
        5: "RRBBS",
        6: "RRRBBS",
        7: "RRRRBBS",
    }
    try:
        for lang, size in (("en", TABLE_1366), ("es", TABLE_1366), ("en", QSize(1570, 900))):
            i18n.set_language(lang)
            session = FakeSession(make_setup(5, ["stubb"], boards, human_names=["Ann"]), boards)
            w = shown_table(qtbot, session, size, language=lang)
            seat, index = _returning(session)
            rules = session.state.rules
            for n, letters in holds.items():
                session._state = session.state.clone()  # a new state: legal moves anew
                ship = session.state.ship(seat, index)
                ship.cargo = [f"{x}{i + 1}" for i, x in enumerate(letters)]
                w.reset(session.state)
                texts, _ = painted(w)
                names = [t for who, t, _ in texts if who == "returning whale's name"]
                named = 0
                for letter in dict.fromkeys(letters):
                    kind = term(words.whale_kind(rules, letter))
                    k = letters.count(letter)
                    want = kind if k == 1 else f"{kind} ×{k}"
                    assert names.count(want) == (1 if k > 1 else letters.count(letter)) or (
                        k == 1 and want in names
                    ), (lang, n, want, names)
                    named += k
                assert named == n
                assert sum(
                    int(t.rsplit("×", 1)[1]) if "×" in t else 1 for t in names
                ) == n, (lang, n, names)
                assert TextLog.elided == [], (lang, n, TextLog.elided)
                assert overlaps(w) == [], (lang, n)
                # every whale lies in the cell of its name, and has Pay and Sell buttons
                prompt = w.controller.prompt
                for tok in ship.cargo:
                    piece = w.scene.pieces[("token", tok)]
                    assert piece.isVisible()
                carried = {getattr(b, "command", None) for b in prompt.items}
                tops = [tok for tok in ship.cargo if Pay(tok) in carried]
                assert len(tops) == len(set(letters)) or len(tops) == n, (lang, n, tops)
                assert all(Sell(t) in carried for t in tops)
            # the pile's Sell button sells one whale of it
            before = len(session.state.ship(seat, index).cargo)
            button = w.controller.prompt.button_for(Sell(session.state.ship(seat, index).cargo[0]))
            assert button is not None
            button.click()
            assert len(session.state.ship(seat, index).cargo) == before - 1
    finally:
        i18n.set_language("en")


def test_a_hold_shows_its_whales_by_their_pictures_at_1366(qapp) -> None:  # type: ignore[no-untyped-def]
    """A ship's hold shows each kind's whale (its token's silhouette, drawn in the picture's
    box) with its count at the scale of a maximized 1366×768 window: the picture at least
    16 px wide, the count at least 12 px, both inside the kind's tag; no text is a kind's
    letter. Three kinds in the ship's own slot (narrow tags) too: the whale over the bare
    count (it was the count alone, "1 1 3")."""
    register_test_fonts()
    rules = load_rules()
    facts = whale_facts(rules)
    a = AssetLibrary()
    kinds = [f for f in facts.values() if f.is_whale]
    scale = 0.8  # a maximized 1366x768 window
    for cargo in ([kinds[0]] * 2, [kinds[1]], [kinds[2]] * 3, [kinds[0], kinds[2]], kinds):
        ship = ShipItem(0, 2, a, facts)
        ship.set_cargo([f"{f.letter}{i}" for i, f in enumerate(cargo)], rules)
        tags = ship.hold_tags()
        img, texts = _paint_ship(ship, scale)
        assert sorted(t for _, t, _ in texts) == sorted(
            (f"×{n}" if len(tags) < 3 else str(n)) for _, n, _ in tags
        )
        assert min(px for _, _, px in texts) >= 12.0 - 0.01
        assert not {t for _, t, _ in texts} & {f.letter for f in facts.values()}
        for letter, n, r in tags:
            pic, box, _label, _px = hold_tag_layout(r, n)
            assert pic is not None and r.contains(pic) and r.contains(box), (pic, box, r)
            assert pic.width() * scale >= 16.0, pic.width() * scale
            assert a.has(f"whale_{facts[letter].kind}")
            # the whale is drawn there: its body's colour differs from the tag's fill
            fill, _text, _shape = kind_style(a, facts[letter].kind)
            area = pic.translated(40, 60)
            seen = [
                img.pixelColor(round(x * scale), round(area.center().y() * scale))
                for x in (area.left() + area.width() * k / 10 for k in range(1, 10))
            ]
            far = [
                c.name()
                for c in seen
                if max(abs(c.red() - fill.red()), abs(c.green() - fill.green()),
                       abs(c.blue() - fill.blue())) > 60
            ]  # fmt: skip
            assert len(far) >= 4, (letter, [c.name() for c in seen])


def test_a_two_kind_holds_counts_stay_inside_their_outlines(qapp) -> None:  # type: ignore[no-untyped-def]
    """Two kinds aboard, at the scale of a maximized 1366×768 window: each count ("×2") is
    drawn inside its kind's outline. At the tag's foot it ran out of the right whale's oval
    and the bowhead's hexagon (they narrow there), white over the ship's white sails (a
    four-seat game by mouse: a newcomer had to look twice at "×2")."""
    from PySide6.QtGui import QTransform

    from nbgui.ui.table.whales import outline_path

    register_test_fonts()
    rules = load_rules()
    facts = whale_facts(rules)
    a = AssetLibrary()
    kinds = [f for f in facts.values() if f.is_whale]
    scale = 0.8
    for pair in ((0, 1), (0, 2), (1, 2)):
        ship = ShipItem(0, 2, a, facts)
        cargo = [kinds[pair[0]], kinds[pair[1]], kinds[pair[1]]]
        ship.set_cargo([f"{f.letter}{i}" for i, f in enumerate(cargo)], rules)
        _paint_ship(ship, scale)
        to_device = QTransform().translate(40, 60) * QTransform().scale(scale, scale)
        for letter, n, r in ship.hold_tags():
            shape = kind_style(a, facts[letter].kind)[2]
            outline = to_device.map(outline_path(shape, r))
            line = next(rect for _who, text, rect in TextLog.ink if text == f"×{n}")
            # the glyphs themselves in that line (at the floor's 15 units: 12 px here)
            fm = a.metrics(15.0, True)
            tight = fm.tightBoundingRect(f"×{n}")
            ink = QRectF(
                line.x() + tight.left() * scale,
                line.y() + (fm.ascent() + tight.top()) * scale,
                tight.width() * scale,
                tight.height() * scale,
            )
            inner = ink.adjusted(1, 1, -1, -1)  # a pixel's anti-aliasing
            corners = [inner.topLeft(), inner.topRight(), inner.bottomLeft(), inner.bottomRight()]
            outside = [c for c in corners if not outline.contains(c)]
            assert not outside, (facts[letter].kind, n, ink, outside)


def test_a_pale_whale_in_a_two_kind_hold_reads_as_well_as_the_dark_ones(
    qapp,  # type: ignore[no-untyped-def]
    monkeypatch,  # type: ignore[no-untyped-def]
) -> None:
    """Two kinds aboard, at the scale of a maximized 1366×768 window: a pale whale on a dark
    tag (the bowhead's) has a dark edge, as the dark whales have against their pale tags. It
    had none, touched the tag's white rim at the top of its hexagon, pale on white, and read
    as a faint smudge beside the right whale (none of its outermost pixels was dark)."""
    from PySide6.QtGui import QTransform

    from nbgui.ui.table import items as items_module
    register_test_fonts()
    rules = load_rules()
    facts = whale_facts(rules)
    a = AssetLibrary()
    by_kind = {f.kind: f for f in facts.values() if f.is_whale}
    scale = 0.8
    to_device = QTransform().translate(40, 60) * QTransform().scale(scale, scale)

    def luminance(c: QColor) -> float:
        def ch(v: float) -> float:
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

        return 0.2126 * ch(c.redF()) + 0.7152 * ch(c.greenF()) + 0.0722 * ch(c.blueF())

    for pair in (("right", "bowhead"), ("bowhead", "sperm"), ("right", "sperm")):
        ship = ShipItem(0, 2, a, facts)
        ship.set_cargo([f"{by_kind[k].letter}{i}" for i, k in enumerate(pair)], rules)
        img, _ = _paint_ship(ship, scale)
        # the same hold without the whales' pictures: the pixels that differ are the whales
        with monkeypatch.context() as m:
            m.setattr(items_module, "render_svg", lambda *_args: True)
            m.setattr(items_module, "render_rimmed", lambda *_args: True, raising=False)
            bare, _ = _paint_ship(ship, scale)
        for letter, n, r in ship.hold_tags():
            kind = facts[letter].kind
            fill, text, _shape = kind_style(a, kind)
            pic, _box, _label, _px = hold_tag_layout(r, n)
            assert pic is not None
            area = to_device.mapRect(pic).toAlignedRect().adjusted(-2, -2, 2, 2)
            whale = {
                (x, y)
                for y in range(area.top(), area.bottom() + 1)
                for x in range(area.left(), area.right() + 1)
                if img.pixel(x, y) != bare.pixel(x, y)
            }
            assert len(whale) > 20, (kind, len(whale))
            if text.lightness() <= 128:
                continue
            # a pale whale: its outermost pixels are dark against the tag's colour
            sides = ((1, 0), (-1, 0), (0, 1), (0, -1))
            edge = [
                (x, y) for x, y in whale if any((x + dx, y + dy) not in whale for dx, dy in sides)
            ]
            dark = [xy for xy in edge if luminance(img.pixelColor(*xy)) < luminance(fill) * 0.6]
            assert len(dark) >= 0.3 * len(edge), (pair, kind, len(dark), len(edge))


def test_the_returns_buttons_say_what_they_do_where_they_have_room(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A ship's returning whales: the buttons said "Pay $4" / "Sell $2", terse (what is
    paid for was in the tooltip alone). Where they have room they say it, "Keep for $4" /
    "Sell for $2", whole at the readable size. Spanish said the short form everywhere
    ("Guardarla por 4 $" is 149 units wide, a button 110): a button now widens into its
    cell's room for its words (one or two kinds home), never over its neighbour's cell.
    Three kinds home at 1366×768 left a button 99 units beside the other, and all said the
    short form ("Pagar 4 $"): the Pay button now stands over the Sell button, each the
    cell's width beside the token, and they say it whole in both languages."""
    from fake_session import FakeSession
    from test_table_legibility import TABLE_1366, TABLE_1920

    from nbgui.captain.setup import load_boards
    from nbgui.engine import Pay, Sell
    from nbgui.simulate import make_setup
    from nbgui.ui import i18n
    from nbgui.ui.table.geometry import return_parts
    from nbgui.ui.table.items import ButtonItem, TextLog
    from nbgui.ui.table.legibility import painted

    register_test_fonts()
    boards, _ = load_boards(use_overrides=False)
    want = {
        ("en", "B", TABLE_1366): ({"Keep for $4"}, {"Sell for $2"}),
        # the Spanish words ("Guardarla por 4 $", 149 units) in buttons widened for them
        ("es", "B", TABLE_1366): ({"Guardarla por 4\u00a0$"}, {"Venderla por 2\u00a0$"}),
        ("es", "RB", TABLE_1366): (
            {"Guardarla por 2\u00a0$", "Guardarla por 4\u00a0$"},
            {"Venderla por 1\u00a0$", "Venderla por 2\u00a0$"},
        ),
        ("es", "RB", TABLE_1920): (
            {"Guardarla por 2\u00a0$", "Guardarla por 4\u00a0$"},
            {"Venderla por 1\u00a0$", "Venderla por 2\u00a0$"},
        ),
        # three kinds home: the Pay button over the Sell button, each the cell's width
        ("en", "RBS", TABLE_1366): (
            {"Keep for $2", "Keep for $4", "Keep for $8"},
            {"Sell for $1", "Sell for $2", "Sell for $4"},
        ),
        ("es", "RBS", TABLE_1366): (
            {"Guardarla por 2\u00a0$", "Guardarla por 4\u00a0$", "Guardarla por 8\u00a0$"},
            {"Venderla por 1\u00a0$", "Venderla por 2\u00a0$", "Venderla por 4\u00a0$"},
        ),
    }
    try:
        for (lang, letters, size), (pays, sells) in want.items():
            i18n.set_language(lang)
            session = FakeSession(make_setup(5, ["stubb"], boards, human_names=["Ann"]), boards)
            w = shown_table(qtbot, session, size, language=lang)
            seat, index = _returning(session)
            session._state = session.state.clone()
            session.state.ship(seat, index).cargo = [f"{x}{i + 1}" for i, x in enumerate(letters)]
            w.reset(session.state)
            painted(w)
            buttons = [b for b in w.controller.prompt.items if isinstance(b, ButtonItem)]
            said = {
                kind: {b.text for b in buttons if isinstance(b.command, kind)}
                for kind in (Pay, Sell)
            }
            assert said == {Pay: pays, Sell: sells}, (lang, letters, said)
            assert TextLog.elided == [], (lang, letters, TextLog.elided)
            # each cell's buttons stay in its cell: no button over another's or a name line
            rects = [b.rect for b in buttons if isinstance(b.command, Pay | Sell)]  # scene units
            for i, a in enumerate(rects):
                assert not any(a.intersects(b) for b in rects[i + 1:]), (lang, letters, rects)
            area = return_parts(w.scene.geo)[0]
            assert max(r.right() for r in rects) <= area.right() + 1, (lang, letters, rects, area)
            assert max(r.bottom() for r in rects) <= area.bottom() + 1, (lang, letters, rects)
            tokens = [
                w.scene.pieces[("token", t)].sceneBoundingRect()
                for t in session.state.ship(seat, index).cargo
            ]
            assert not [(r, t) for r in rects for t in tokens if r.intersects(t)], (lang, letters)
            assert min(r.height() for r in rects) >= 25, (lang, letters, rects)
    finally:
        i18n.set_language("en")


def test_a_three_kind_hold_shows_its_whales_where_the_next_slot_is_free(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A ship holding right, bowhead and sperm whales, at 1366×768 (maximized): at sea alone
    on its track space (or the last of its row), its hold reaches over the
    free slot to its right, each kind's whale drawn over its count ("×3"), the picture at
    least 16 px wide and the count at least 12 px, inside the track's row, over no other
    piece or text (the hold stays within the row's width). It showed three tags 16 px
    wide with the count alone ("1 1 3")."""
    from fake_session import FakeSession
    from test_table_legibility import TABLE_1366

    from nbgui.bots.greedy import GreedyBot
    from nbgui.captain.setup import load_boards
    from nbgui.engine import legal_commands
    from nbgui.simulate import make_setup
    from nbgui.ui.table.legibility import overlaps, painted

    register_test_fonts()
    boards, _ = load_boards(use_overrides=False)
    session = FakeSession(make_setup(5, ["stubb"], boards, human_names=["Ann"]), boards)
    w = shown_table(qtbot, session, TABLE_1366)
    facts = w.scene.facts
    letters = "".join(f.letter for f in facts.values() if f.is_whale)
    assert len(letters) == 3

    def check(seat: int, index: int, row: QRectF) -> None:
        session._state = session.state.clone()  # a new state: the table shows it anew
        session.state.ship(seat, index).cargo = [
            f"{x}{i + 1}" for i, x in enumerate(letters + letters[-1] * 2)
        ]
        w.reset(session.state)
        texts, _ = painted(w)
        ship = w.scene.pieces[("ship", seat, index)]
        who = f"hold on ship {seat}.{index}"
        counts = sorted(t for name, t, _px in texts if name == who)
        assert counts == ["×1", "×1", "×3"], counts
        assert min(px for name, _t, px in texts if name == who) >= 12.0 - 0.01
        scale = w.view.transform().m11()
        tags = ship.hold_tags()
        for _letter, n, r in tags:
            pic, _box, _label, _px = hold_tag_layout(r, n)
            assert pic is not None and r.contains(pic), (pic, r)
            assert pic.width() * scale >= 16.0, pic.width() * scale
        hold = ship.mapRectToScene(ship.hold_rect())
        assert row.left() <= hold.left() and hold.right() <= row.right(), (hold, row)
        assert overlaps(w) == [], overlaps(w)
        assert TextLog.elided == []

    bot = GreedyBot(1)
    at_sea = None
    while at_sea is None:
        st = session.state
        at_sea = next(
            ((n, lane[0]) for n, lane in enumerate(st.track, start=1) if len(lane) == 1), None
        )
        if at_sea is None:
            assert session.submit(bot.choose(st, legal_commands(st)))
    n, (seat, index) = at_sea
    check(seat, index, w.scene.geo.track_rects[n])


def test_two_returning_whales_of_a_kind_lie_in_one_named_pile(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Two or three whales coming home, two of them of one kind, at 1366×768 (English and
    Spanish) and 1920×1080: the two alike whales lie on one another in one cell named with
    how many ("Right whale ×2", as the ship's hold says "×2"), one Pay and one Sell button
    for the pile (its top whale), the other kind in its own cell; nothing shortened or
    over another. They were two alike cells ("Right whale" twice, each with its buttons)."""
    from fake_session import FakeSession
    from test_table_legibility import TABLE_1366, TABLE_1920

    from nbgui.captain.setup import load_boards
    from nbgui.engine import Pay, Sell
    from nbgui.simulate import make_setup
    from nbgui.text import msg, words
    from nbgui.ui import i18n
    from nbgui.ui.i18n import say, term
    from nbgui.ui.table.items import PieceLog
    from nbgui.ui.table.legibility import overlaps_in, render, texts_over_texts

    register_test_fonts()
    boards, _ = load_boards(use_overrides=False)
    setup = make_setup(5, ["stubb"], boards, human_names=["Ann"])
    game = FakeSession(setup, boards)
    seat, index = _returning(game)  # played once, shown at each size and language
    rules = game.state.rules
    try:
        for lang, size in (("en", TABLE_1366), ("es", TABLE_1366), ("en", TABLE_1920)):
            i18n.set_language(lang)
            session = FakeSession(setup, boards)
            session._state = game.state.clone()
            w = shown_table(qtbot, session, size, language=lang)
            for letters in ("RR", "RBR", "SBS"):
                session._state = session.state.clone()  # a new state: legal moves anew
                ship = session.state.ship(seat, index)
                ship.cargo = [f"{x}{i + 1}" for i, x in enumerate(letters)]
                w.reset(session.state)
                texts, _, _ = render(w, w.scene.geo.prompt_rect)  # the prompt alone: quicker
                ink, lines = list(TextLog.ink), list(TextLog.lines)
                covered = overlaps_in(
                    list(PieceLog.rects), ink, list(PieceLog.order), list(TextLog.ink_order)
                ) + texts_over_texts(ink, lines)
                assert covered == [] and TextLog.elided == [], (lang, letters, covered)
                names = sorted(t for who, t, _ in texts if who == "returning whale's name")
                want = sorted(
                    say(msg("returns.pile", kind=term(words.whale_kind(rules, x)), n=2))
                    if letters.count(x) == 2
                    else term(words.whale_kind(rules, x))
                    for x in dict.fromkeys(letters)
                )
                assert names == want, (lang, letters, names)
                pair = [t for t in ship.cargo if letters.count(t[0]) == 2]
                rects = [w.scene.pieces[("token", t)].sceneBoundingRect() for t in pair]
                assert rects[0] == rects[1], (lang, letters, rects)  # one on the other
                carried = [getattr(b, "command", None) for b in w.controller.prompt.items]
                assert sum(isinstance(c, Pay) and c.token in pair for c in carried) == 1
                assert sum(isinstance(c, Sell) and c.token in pair for c in carried) == 1
    finally:
        i18n.set_language("en")


def _crowded_track(qtbot, size):  # type: ignore[no-untyped-def]
    """A three-seat table (Stubb, Ann, Bob) at `size`, its ships at sea: on space 3 three
    ships, the first two holding all three kinds (the next slot taken), the third two
    kinds; on space 4 two ships with whales; on space 5 a lone ship holding all three kinds
    (its hold reaches over the free slot under space 4's second ship)."""
    from fake_session import FakeSession

    from nbgui.captain.setup import load_boards
    from nbgui.simulate import make_setup

    register_test_fonts()
    boards, _ = load_boards(use_overrides=False)
    setup = make_setup(5, ["stubb"], boards, humans=2, human_names=["Ann", "Bob"])
    session = FakeSession(setup, boards)
    w = shown_table(qtbot, session, size)
    st = session.state.clone()
    session._state = st
    st.track = [[] for _ in st.track]
    lanes = {
        3: [((0, 1), "RBS"), ((0, 2), "RBSSS"), ((1, 1), "RRB")],
        4: [((2, 1), "BS"), ((2, 2), "R")],
        5: [((1, 2), "RBBS")],
    }
    n = 0
    for space, lane in lanes.items():
        for (seat, index), letters in lane:
            ship = st.ship(seat, index)
            ship.where, ship.space = "sea", space
            ship.cargo = [f"{x}{n + i + 1}" for i, x in enumerate(letters)]
            n += len(letters)
            st.track[space - 1].append((seat, index))
    w.reset(st)
    return w


def _look(w, only):  # type: ignore[no-untyped-def]
    """(texts, image, what covers what) of the part `only` (scene units) of the table `w`
    shows: the `legibility.overlaps` checks on a quicker render of that part alone."""
    from nbgui.ui.table.legibility import overlaps_in, render, texts_over_texts

    texts, _, img = render(w, only)
    ink, lines = list(TextLog.ink), list(TextLog.lines)
    covered = overlaps_in(
        list(PieceLog.rects), ink, list(PieceLog.order), list(TextLog.ink_order)
    ) + texts_over_texts(ink, lines)
    return texts, img, covered + [f"{who}: {text!r} shortened" for who, text, _ in TextLog.elided]


def test_a_three_kind_hold_beside_another_ship_shows_each_whale(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Three kinds in a ship whose next track slot is taken (7 of 28 such holds at sea in 16
    greedy games), at 1366×768 and 1920×1080 maximized: each kind's tag shows its whale
    (the token's silhouette, at least 16 px wide at 1366×768) over its count (at least
    12 px), inside the ship's own slot, over no other piece or text. It showed narrow tags
    with the count alone ("1 1 3"), which number was which kind told by colour only."""
    from test_table_legibility import TABLE_1366, TABLE_1920

    for size in (TABLE_1366, TABLE_1920):
        w = _crowded_track(qtbot, size)
        geo = w.scene.geo
        texts, _, covered = _look(w, geo.track_rects[2].united(geo.track_rects[6]))
        assert covered == [], covered
        scale = w.view.transform().m11()
        for key, want in (((0, 1), ["1", "1", "1"]), ((0, 2), ["1", "1", "3"])):
            who = f"hold on ship {key[0]}.{key[1]}"
            assert sorted(t for name, t, _ in texts if name == who) == want
            assert min(px for name, _, px in texts if name == who) >= 12.0 - 0.01
            ship = w.scene.pieces[("ship", *key)]
            assert not ship.room_right
            tags = ship.hold_tags()
            assert len(tags) == 3
            for _letter, n, r in tags:
                pic, _box, label, _px = hold_tag_layout(r, n)
                assert label == str(n)
                assert pic is not None and r.contains(pic), (size, pic, r)
                assert pic.width() * scale >= 16.0, (size, pic.width() * scale)
            slot = geo.slot_rects[(3, key[1])]  # the first and second ship on space 3
            hold = ship.mapRectToScene(ship.hold_rect())
            assert slot.left() - 0.5 <= hold.left() and hold.right() <= slot.right() + 0.5


def test_a_holds_plate_in_its_ships_colour_joins_it_to_the_hull(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Every ship's hold stands on one plate in its seat's colour (round and between its
    tags, reaching down over its hull): a three-kind hold reaching over the next slot read
    as a tag lying apart from its ship. Measured on the rendered table at 1366×768 and
    1920×1080 maximized: the commonest colour of the hold's plate outside its tags is its
    seat's (for the hold over the next slot at both sizes, for two kinds at 1920×1080: round
    the other holds in their own slot the plate is a line a pixel or two wide, the hull
    right under it), the plate reaches the hull's top, and no hold covers another ship or
    whale."""
    from test_table_legibility import TABLE_1366, TABLE_1920

    for size in (TABLE_1366, TABLE_1920):
        w = _crowded_track(qtbot, size)
        geo = w.scene.geo
        _, img, covered = _look(w, geo.track_rects[2].united(geo.track_rects[6]))
        assert covered == [], covered
        assert w.scene.pieces[("ship", 1, 2)].room_right  # the lone ship's hold spills
        pieces = dict(PieceLog.rects)
        to_screen = w.view.viewportTransform()
        for key in ((0, 1), (0, 2), (1, 1), (2, 1), (2, 2), (1, 2)):
            ship = w.scene.pieces[("ship", *key)]
            plate = pieces[f"hold on ship {key[0]}.{key[1]}"]
            hull_top = to_screen.map(ship.mapToScene(QPointF(0, SHIP_HULL_TOP))).y()
            assert plate.bottom() > hull_top + 1, (size, key)
            for other, rect in pieces.items():  # no other ship under it
                if other.startswith("ship ") and other != f"ship {key[0]}.{key[1]}":
                    cut = plate.intersected(rect)
                    assert cut.width() <= 1 or cut.height() <= 1, (size, key, other)
            kinds = len(ship.hold_tags())
            if not (ship.room_right and kinds == 3) and (size == TABLE_1366 or kinds != 2):
                continue  # a line round it (a pixel or so), its hull right under it
            tags = [  # on screen, with their outlines
                to_screen.mapRect(ship.mapRectToScene(r)).adjusted(-0.5, -0.5, 0.5, 0.5)
                for _, _, r in ship.hold_tags()
            ]
            inside = plate.adjusted(1, 1, -1, -1)  # within the plate's own outline
            seen: dict[str, int] = {}
            for x in range(int(plate.left()), int(plate.right()) + 1):
                for y in range(int(plate.top()), int(plate.bottom()) + 1):
                    centre = QPointF(x + 0.5, y + 0.5)
                    if inside.contains(centre) and not any(t.contains(centre) for t in tags):
                        c = img.pixelColor(x, y).name()
                        seen[c] = seen.get(c, 0) + 1
            common = QColor(max(seen, key=lambda c: seen[c]))
            want = w.scene.assets.seat_color(key[0])
            assert max(
                abs(common.red() - want.red()),
                abs(common.green() - want.green()),
                abs(common.blue() - want.blue()),
            ) <= 24, (size, key, common.name(), want.name())


def test_whales_for_sale_lie_in_one_named_pile_per_kind(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Whales for sale at 1366×768 (English and Spanish) and 1920×1080, as the holds and the
    returns show them: one cell a kind, named with how many ("Right whale ×3"; "Ballena de
    Groenlandia ×3", the longest), its whales lying on one another, one Buy button for the
    pile's top whale; nothing shortened, below 12 px or over another. A buy leaves the rest
    of the pile ("×2"). Three right whales for sale were three alike unnamed cells, each
    with its "Buy $2"."""
    from fake_session import FakeSession
    from test_table_legibility import TABLE_1366, TABLE_1920

    from nbgui.captain.setup import load_boards
    from nbgui.engine import BuyWhale, Decision, legal_commands
    from nbgui.simulate import make_setup
    from nbgui.text import msg, words
    from nbgui.ui import i18n
    from nbgui.ui.i18n import say, term
    from nbgui.ui.table.legibility import overlaps_in, render, texts_over_texts

    register_test_fonts()
    boards, _ = load_boards(use_overrides=False)
    setup = make_setup(5, ["stubb"], boards, human_names=["Ann"])
    game = FakeSession(setup, boards)
    buyer, _ = _returning(game)  # played once, shown at each size and language
    rules = game.state.rules

    def check(w, session, sold: list[str], lang: str) -> None:  # type: ignore[no-untyped-def]
        texts, _, _ = render(w, w.scene.geo.prompt_rect)  # the prompt alone: quicker
        ink, lines = list(TextLog.ink), list(TextLog.lines)
        covered = overlaps_in(
            list(PieceLog.rects), ink, list(PieceLog.order), list(TextLog.ink_order)
        ) + texts_over_texts(ink, lines)
        assert covered == [] and TextLog.elided == [], (lang, sold, covered, TextLog.elided)
        letters = [t[0] for t in sold]
        named = [(t, px) for who, t, px in texts if who == "whale for sale's name"]
        want = sorted(
            say(msg("returns.pile", kind=term(words.whale_kind(rules, x)), n=letters.count(x)))
            if letters.count(x) > 1
            else term(words.whale_kind(rules, x))
            for x in dict.fromkeys(letters)
        )
        assert sorted(t for t, _ in named) == want, (lang, sold, named)
        assert min(px for _, px in named) >= 12, (lang, sold, named)
        carried = [getattr(b, "command", None) for b in w.controller.prompt.items]
        for x in dict.fromkeys(letters):
            pile = [t for t in sold if t[0] == x]
            rects = {w.scene.pieces[("token", t)].sceneBoundingRect().getRect() for t in pile}
            assert len(rects) == 1, (lang, sold, x, rects)  # one on the other
            buys = [c.token for c in carried if isinstance(c, BuyWhale) and c.token in pile]
            assert buys == [pile[0]], (lang, sold, buys)  # the top whale's button

    try:
        for lang, size in (("en", TABLE_1366), ("es", TABLE_1366), ("en", TABLE_1920)):
            i18n.set_language(lang)
            session = FakeSession(setup, boards)
            session._state = game.state.clone()
            w = shown_table(qtbot, session, size, language=lang)
            for letters in ("SRB", "BBBRS", "RRR"):
                st = session._state = game.state.clone()  # a new state: legal moves anew
                st.sold = [f"{x}{90 + i}" for i, x in enumerate(letters)]
                st.seller = 1 - buyer
                st.buying_seat = buyer
                st.decision = Decision("buy_whale", buyer)
                st.seats[buyer].money = 40
                w.reset(st)
                check(w, session, list(st.sold), lang)
            top = st.sold[0]
            assert session.submit(BuyWhale(top)), lang  # the rest of the pile stays for sale
            rest = list(session.state.sold)
            assert session.state.decision.kind == "buy_whale" and len(rest) == 2, lang
            assert set(legal_commands(session.state)) >= {BuyWhale(rest[0])}, lang
            w.reset(session.state)
            check(w, session, rest, lang)
    finally:
        i18n.set_language("en")
