"""Issue 11's follow-ups at tables of three and four seats (maximized 1366×768): Captains'
headers said alike, a returning ship's hold inside the return row, texts never drawn over
one another (the legibility check counts them).
"""

from __future__ import annotations

import re

import pytest
from fake_session import FakeSession, register_test_fonts, shown_table
from PySide6.QtCore import QRectF, QSize
from test_table_legibility import TABLE_1366

from nbgui.bots.greedy import GreedyBot
from nbgui.captain.setup import load_boards
from nbgui.engine import legal_commands
from nbgui.simulate import make_setup
from nbgui.text import msg
from nbgui.ui import i18n
from nbgui.ui.table.card import card_for
from nbgui.ui.table.items import TextFloor, TextLog
from nbgui.ui.table.items import tr as table_tr
from nbgui.ui.table.legibility import (
    overlaps,
    painted,
    pieces_too_small,
    texts_over_texts,
    too_small,
)


def rolls_drawn(scene, seat: int, drawn: set[str]) -> int:  # type: ignore[no-untyped-def]
    """How many rolls of a Captain's next move `drawn` says, in the form of his plan it is
    drawn in (`plan_form`): a line a roll, with its course (the board's, the plan box's), its
    Orders' switch said shortly, or without the course; or, tightest, one line for the rolls
    that lead to the same move ("1/2, 1/3 → builds the Post Office")."""
    forms = [
        scene.ahead_lines(seat),
        scene.ahead_lines(seat, short=True),
        scene.ahead_lines(seat, short=True, changes=False),
        scene.ahead_lines(seat, short=True, course=False),
    ]
    best = max(len(drawn & set(form)) for form in forms)
    merged = scene.ahead_lines(seat, short=True, course=False, merge=True)
    together = 0
    for line in merged:
        odds = line.split(" → ")[0].split(", ")
        if line in drawn and all(re.fullmatch(r"\d+/\d+", o) for o in odds):
            together += len(odds)
    return max(best, together)


def says_the_switch(scene, seat: int, drawn: set[str]) -> int:  # type: ignore[no-untyped-def]
    """Checks each roll of a Captain's next move whose Helm course his Orders switch to
    another: every form of it that names a course says the switch, in the whole line's words
    ("1/2 · Build (white): can't, so Brick → Warehouse") or, in a tight column, shortly,
    without the course the Helm's odds tag sits on ("1/2 · can't, so Brick → Warehouse"; it
    said "1/2 · Build (white) → Warehouse", a build that never comes); and `drawn` says it so,
    or names no course. Returns how many such rolls there were."""
    from nbgui.text import msg
    from nbgui.ui.table.scene import course_short

    # the whole line's words for the switch ("can't, so", "no puede, pasa a")
    mark = dict.fromkeys(("odds", "course", "used", "where"), "\x00")
    cant = i18n.say(msg("captain.ahead.changed", **mark)).split("\x00")[2].strip(" :")
    forms = [
        scene.ahead_lines(seat),
        scene.ahead_lines(seat, short=True),
        scene.ahead_lines(seat, short=True, changes=False),
    ]
    terse = scene.ahead_lines(seat, short=True, course=False)
    merged = scene.ahead_lines(seat, short=True, course=False, merge=True)
    switched = 0
    for k, o in enumerate(scene.ahead.get(seat, [])):
        used = getattr(getattr(o, "sentence", None), "used", None)
        if o.die is None or used is None or used == o.course:
            continue
        switched += 1
        for form in forms:
            assert course_short(used) in form[k] and cant in form[k], form[k]
        odds = f"{o.odds.numerator}/{o.odds.denominator}"
        together = [
            line for line in merged if line in drawn and odds in line.split(" → ")[0].split(", ")
        ]
        assert drawn & {form[k] for form in forms} or terse[k] in drawn or together, drawn
    return switched


def play_to_placing(session, round_no: int) -> None:  # type: ignore[no-untyped-def]
    """The greedy bot plays every seat up to the first placement in round `round_no`."""
    bot = GreedyBot(3)
    while not (session.state.round >= round_no and session.state.decision.kind == "place"):
        st = session.state
        assert session.submit(bot.choose(st, legal_commands(st)))


def orders_listed(session, w):  # type: ignore[no-untyped-def]
    """Round 2's first placement, every Captain's plan box listing his Orders as on a
    Captain's turn (no read-ahead, no Order lit yet): (state, texts painted, the plan boxes'
    lines and steps sharing a line, each on its own)."""
    from nbgui.ui.table.scene import ORDERS_GAP

    play_to_placing(session, 2)
    w.scene.ahead = {}
    w.scene.lit_order = {}
    w.scene.update_plans()
    texts, _ = painted(w)
    drawn = {
        part
        for who, text, _px in texts
        if who == "Captain's plan"
        for part in text.split(ORDERS_GAP)
    }
    return session.state, texts, drawn


def assert_orders_in_plain_words(scene, state, drawn: set[str]) -> None:  # type: ignore[no-untyped-def]
    """Every step of every Captain's Orders is among the plan boxes' lines `drawn`, in plain
    words (`plan_lines`: "2. The Inn, then the Lighthouse, then change course to Money")."""
    for i, seat in enumerate(state.seats):
        if seat.is_captain:
            lines, _ = scene.plan_lines(i)
            plain = [text for text, *_ in lines if text[:1].isdigit()]
            missing = [step for step in plain if step not in drawn]
            assert not missing, (seat.spec.name, missing, sorted(drawn))


def weights_drawn(monkeypatch, module, who: str | None = None) -> dict[str, bool]:  # type: ignore[no-untyped-def]
    """Spies on `module`'s `draw_text` from now on: each text it draws (of `who` only, if
    given) and whether it was drawn bold."""
    weights: dict[str, bool] = {}
    real = module.draw_text

    def spy(p, a, rect, text, px, bold=False, *args, **kwargs):  # type: ignore[no-untyped-def]
        if who is None or kwargs.get("who") == who:
            weights[text] = bold
        return real(p, a, rect, text, px, bold, *args, **kwargs)

    monkeypatch.setattr(module, "draw_text", spy)
    return weights


def table(  # type: ignore[no-untyped-def]
    qtbot,
    captains: list[str],
    players: int,
    lang: str = "en",
    size: QSize = TABLE_1366,
    names: list[str] | None = None,
):
    """Seed 11's table of `captains` and `players` (named `names`, else P1, P2…) in `lang`,
    shown at `size` (the maximized 1366×768 table unless told)."""
    register_test_fonts()
    i18n.set_language(lang)
    boards, _ = load_boards(use_overrides=False)
    names = names or [f"P{i + 1}" for i in range(players)]
    setup = make_setup(11, captains, boards, humans=players, human_names=names)
    session = FakeSession(setup, boards)
    return session, shown_table(qtbot, session, size, language=lang)


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize(
    ("captains", "players"),
    [(["starbuck", "stubb"], 2), (["starbuck"], 3), (["flask", "ahab"], 1)],
)
def test_every_captain_header_says_it_alike(
    qtbot,  # type: ignore[no-untyped-def]
    lang: str,
    captains: list[str],
    players: int,
) -> None:
    """Every Captain's header at a table names him the same way, with his whole title
    ("Captain Starbuck") at 12 px or more: it said "Capt. Starbuck" at four seats, a code a
    newcomer had to read (and at four seats Starbuck's header once dropped the title while
    Stubb's kept it)."""
    try:
        session, w = table(qtbot, captains, players, lang)
        texts, _ = painted(w)
        shown = {text: px for _who, text, px in texts}
        for seat in session.state.seats:
            if seat.is_captain:
                title = i18n.say(msg("captain.title", name=seat.spec.name))
                assert title in shown, f"{title!r} is not drawn: {sorted(shown)}"
                assert shown[title] >= 12 - 1e-6, (title, shown[title])
        assert not TextLog.elided
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize(
    ("captains", "players"), [(["starbuck", "stubb"], 2), (["starbuck"], 3), (["stubb"], 2)]
)
def test_every_seat_header_has_one_weight(
    qtbot,  # type: ignore[no-untyped-def]
    monkeypatch,  # type: ignore[no-untyped-def]
    lang: str,
    captains: list[str],
    players: int,
) -> None:
    """The seats' names in their headers are all bold or all regular: at four seats with
    Starbuck at 1366×768 the Captains' titles were regular ("Captain Starbuck" takes 146 units
    in bold, the header has 139) beside the players' bold names."""
    from nbgui.ui.table import scene as scene_module

    try:
        session, w = table(qtbot, captains, players, lang)
        weights = weights_drawn(monkeypatch, scene_module)
        painted(w)
        names = [
            i18n.say(msg("captain.title", name=s.spec.name)) if s.is_captain else s.spec.name
            for s in session.state.seats
        ]
        assert all(n in weights for n in names), (names, sorted(weights))
        drawn = {n: weights[n] for n in names}
        assert len(set(drawn.values())) == 1, drawn
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize(("captains", "players"), [(["starbuck"], 3), (["starbuck", "stubb"], 2)])
def test_four_seats_with_starbuck_keep_bold_headers(
    qtbot,  # type: ignore[no-untyped-def]
    monkeypatch,  # type: ignore[no-untyped-def]
    lang: str,
    captains: list[str],
    players: int,
) -> None:
    """At four seats with Starbuck (maximized 1366×768) every seat's name is bold, "Captain
    Starbuck" whole at 12 px or more, clear of his points and the points clear of the
    first player's wheel: his title takes 146 units in bold and the header's name room was
    139 (Spanish 133, "88 puntos" is wider), so every header was drawn in regular."""
    from nbgui.ui.table import scene as scene_module

    try:
        session, w = table(qtbot, captains, players, lang)
        weights = weights_drawn(monkeypatch, scene_module)
        texts, _ = painted(w)
        st = session.state
        view = w.view
        for i, s in enumerate(st.seats):
            name = s.spec.name
            if s.is_captain:
                name = i18n.say(msg("captain.title", name=name))
            assert weights.get(name) is True, (name, weights.get(name))
            head = view.mapFromScene(w.scene.geo.seat_parts[i]["header"]).boundingRect()
            ink = {
                text: rect
                for _who, text, rect in TextLog.ink
                if head.contains(rect.center().toPoint())
            }
            assert name in ink, (name, sorted(ink))
            shown = [t for t in ink if t != name and t[:1].isdigit()]
            assert len(shown) == 1, shown
            # 4 px at least between the name and the points, both whole
            assert ink[name].right() + 4 <= ink[shown[0]].left(), (name, ink)
            wheel = view.mapFromScene(w.scene.geo.seat_parts[i]["wheel"]).boundingRect()
            assert ink[shown[0]].right() <= wheel.left(), (ink[shown[0]], wheel)
        found = too_small(texts) + [f"{who}: {t!r} shortened" for who, t, _ in TextLog.elided]
        assert not found, found
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize(
    ("captains", "players"),
    [(["flask", "ahab"], 2), (["starbuck", "ahab"], 1), (["starbuck", "stubb", "ahab"], 1)],
)
def test_every_plan_box_at_a_table_has_one_weight(
    qtbot,  # type: ignore[no-untyped-def]
    monkeypatch,  # type: ignore[no-untyped-def]
    lang: str,
    captains: list[str],
    players: int,
) -> None:
    """The Captains' Orders in their plan boxes are all bold or all regular: each box took
    the first form that fitted, and at Flask + Ahab with two players (and Starbuck + Ahab
    with one) at 1366×768 one Captain's Orders were regular beside the other's bold."""
    from nbgui.ui.table import scene as scene_module

    try:
        session, w = table(qtbot, captains, players, lang)
        weights = weights_drawn(monkeypatch, scene_module, "Captain's plan")
        _st, texts, _drawn = orders_listed(session, w)
        shown = {n for who, n, _px in texts if who == "Captain's plan"}
        # every Captain's box says his Orders
        assert len(shown) >= 2 * len(captains), shown
        assert len(set(weights.values())) == 1, weights
        found = too_small(texts) + overlaps(w)
        found += [f"{who}: {t!r} shortened" for who, t, _ in TextLog.elided]
        assert not found, found
    finally:
        i18n.set_language("en")


def test_a_returning_hold_stays_inside_the_return_row(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A ship coming home with whales aboard: its hold (the tags over its sails) lies inside
    the return row's frame (it rose a few pixels above it)."""
    try:
        session, w = table(qtbot, ["stubb"], 3)
        bot = GreedyBot(3)
        seen = 0
        while not session.state.is_over and seen < 3:
            st = session.state
            if st.decision.kind == "return":
                frame = w.scene.geo.track_rects[0]
                for s, seat in enumerate(st.seats):
                    for ship in seat.ships:
                        item = w.scene.pieces[("ship", s, ship.index)]
                        hold = item.hold_rect()
                        if ship.where != "return" or hold is None:
                            continue
                        seen += 1
                        box = item.mapRectToScene(hold)
                        assert frame.adjusted(0, 1, 0, -1).contains(box), (box, frame)
            assert session.submit(bot.choose(st, legal_commands(st)))
        assert seen, "no ship came home with whales aboard"
    finally:
        i18n.set_language("en")


def test_texts_drawn_over_one_another_are_found() -> None:
    """The legibility check names two texts drawn over each other (lines as laid out, also
    where they run out of their boxes), leaves out a floating card's texts over the table and
    a pile's alike numbers in the same place."""
    ink = [
        ("seat board 0", "Starbuck (Captain)", QRectF(10, 10, 160, 20)),
        ("seat board 0", "14 points", QRectF(150, 12, 70, 20)),
        ("seat board 1", "Ann", QRectF(400, 10, 40, 20)),
        ("card 'Bank'", "Bank", QRectF(395, 5, 60, 30)),
        ("whale token B2 lay", "$4", QRectF(600, 10, 20, 12)),
        ("whale token B3 lay", "$4", QRectF(600, 10, 20, 12)),
    ]
    lines = [
        ("seat board 0", ink[0][2]),
        ("seat board 0", ink[1][2]),
        ("seat board 1", ink[2][2]),
        ("card 'Bank'", ink[3][2]),
        ("whale token B2", ink[4][2]),
        ("whale token B3", ink[5][2]),
    ]
    found = texts_over_texts(ink, lines)
    assert found == ["seat board 0 'Starbuck (Captain)' drawn over seat board 0 '14 points'"]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_four_seats_draw_no_text_over_another(qtbot, lang: str) -> None:  # type: ignore[no-untyped-def]
    """At a four-seat table with two Captains, a few positions of a greedy game: no text over
    another text, no piece over a text not its own."""
    try:
        session, w = table(qtbot, ["starbuck", "stubb"], 2, lang)
        bot = GreedyBot(3)
        found: dict[str, str] = {}
        wanted = [1, 5, 9]
        while not session.state.is_over:
            st = session.state
            if wanted and st.round >= wanted[0] and st.decision.kind == "place":
                wanted.pop(0)
                for problem in overlaps(w):
                    found.setdefault(problem, f"round {st.round}")
            assert session.submit(bot.choose(st, legal_commands(st)))
        assert not wanted
        assert not found, found
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize(("captains", "players"), [(["starbuck"], 3), (["starbuck", "stubb"], 2)])
def test_four_seats_show_each_captains_plan_over_his_board(
    qtbot,  # type: ignore[no-untyped-def]
    lang: str,
    captains: list[str],
    players: int,
) -> None:
    """At four seats a Captain's slim board has no room for his Orders: his plan stands over
    his board in the prompt strip. On a player's turn every one of his next moves (a line a
    roll of the die, at every placement by a player) is drawn whole (with its course, or
    without it when the box needs the room), at 12 px or more, inside his board's columns;
    the Helm's course icons are a piece's size (28 px); nothing is drawn over anything else.
    On his own turn the Order he carries out is drawn there (lit)."""
    try:
        session, w = table(qtbot, captains, players, lang)
        geo = w.scene.geo
        bot = GreedyBot(3)
        checked = 0
        lit_seen = False
        wanted = [2, 6, 10]
        while not session.state.is_over:
            st = session.state
            placing = st.decision.kind == "place" and st.round >= 2
            if placing and not st.seats[st.decision.seat or 0].is_captain:
                texts, pieces = painted(w)
                drawn = [(who, text) for who, text, _px in texts]
                plans = {text for who, text in drawn if who == "Captain's plan"}
                # every roll of every Captain, each time a player places: whole, with its
                # course, or (when the box needs the room) without
                for i, seat in enumerate(st.seats):
                    if not seat.is_captain or not w.scene.ahead_lines(i):
                        continue
                    rolls = len(w.scene.ahead_lines(i))
                    assert rolls_drawn(w.scene, i, plans) == rolls, (st.round, seat.spec.name)
                    checked += rolls
                    # where the whole plan does not fit, the courses go before the heading
                    # does ("His next move:" over every plan that has room for it: Starbuck's
                    # lost it beside two headed plans)
                    whole, _ = w.scene.plan_lines(i)
                    terse_plan, _ = w.scene.plan_lines(i, terse=True)
                    plain_plan, _ = w.scene.plan_lines(i, changes=False)
                    if terse_plan != whole and plain_plan == whole:  # rolls to come
                        fits = w.scene.plan_form(i, lambda form, whole=whole: form != whole)
                        assert fits == (terse_plan, True)
                    elif plain_plan != whole:  # first without saying the course changed
                        fits = w.scene.plan_form(i, lambda form, whole=whole: form != whole)
                        assert fits == (plain_plan, True)
                    merged, _ = w.scene.plan_lines(i, terse=True, merge=True)
                    tightest = terse_plan if merged == terse_plan else merged
                    assert w.scene.plan_form(i, lambda form: False) == (tightest[1:], False)
            if wanted and st.round >= wanted[0] and st.decision.kind == "place":
                wanted.pop(0)
                texts, pieces = painted(w)
                found = too_small(texts) + pieces_too_small(pieces) + overlaps(w)
                found += [f"{who}: {t!r} shortened" for who, t, _ in TextLog.elided]
                assert not found, (st.round, found)
                helm = [p for p in pieces if p[0].startswith("Helm course icon")]
                assert len(helm) == 8 * len(captains)
                for i, seat in enumerate(st.seats):
                    if not seat.is_captain:
                        continue
                    plan = geo.plan_rects[i]
                    board = geo.seat_rects[i]
                    assert plan.left() >= board.left() and plan.right() <= board.right()
                    assert abs(plan.bottom() - board.top()) < 2, "his plan stands on his board"
                    assert w.scene.ahead_lines(i), f"no next moves for {seat.spec.name}"
                if not lit_seen:  # as on his own turn: the Order he carries out, lit
                    lit_seen = True
                    seat = next(i for i, s in enumerate(st.seats) if s.is_captain)
                    w.scene.set_caption("…")
                    w.scene.lit_order[seat] = 2
                    w.scene.update_plans()
                    texts, _ = painted(w)
                    said = [t for who, t, _ in texts if who == "Captain's plan"]
                    assert any(t.startswith("2. ") for t in said), said
                    assert not TextLog.elided, TextLog.elided
                    w.scene.lit_order.clear()
                    w.scene.set_caption("")
            assert session.submit(bot.choose(st, legal_commands(st)))
        assert checked >= 20 * 3 * len(captains), checked
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize(
    ("captains", "players", "plates"), [(["starbuck"], 3, 8), (["stubb"], 2, 9)]
)
def test_a_full_corner_keeps_every_plate_whole(
    qtbot,  # type: ignore[no-untyped-def]
    lang: str,
    captains: list[str],
    players: int,
    plates: int,
) -> None:
    """A constructed position: a player owns 8 buildings at four seats (9 at three), those
    with the longest names in the language. Every plate's name is whole, at 12 px or more,
    with nothing drawn over it (at four seats the 7th plate repacked the corner into rows too
    low for two lines: "Capilla de los M…", "Fábrica de l…")."""
    try:
        session, w = table(qtbot, captains, players, lang)
        play_to_placing(session, 3)
        st = session.state
        seat = len(captains)  # the first player
        longest = sorted(st.unbuilt, key=lambda b: -len(w.scene.name_of(b)))
        for b in longest[: plates - len(st.buildings_of(seat))]:
            st.unbuilt.remove(b)
            st.built.append(b)
            st.owner[b] = seat
        w.reset(st)
        assert len(st.buildings_of(seat)) == plates
        texts, _ = painted(w)
        found = too_small(texts) + overlaps(w)
        found += [f"{who}: {t!r} shortened" for who, t, _ in TextLog.elided]
        names = {w.scene.name_of(b) for b in st.buildings_of(seat)}
        drawn = {t for who, t, _ in texts if who.startswith("building tile")}
        assert names <= drawn, names - drawn
        assert not found, found
    finally:
        i18n.set_language("en")


def test_the_wide_table_shows_every_captains_next_moves_on_his_board(qtbot) -> None:  # type: ignore[no-untyped-def]
    """At four seats in the wide arrangement (a wide table area: the side panel hidden on a
    16:9 screen) each Captain's next moves are on his board: beside his corner, or under it
    where the corner takes the board's width (Stubb's eight plates: they were nowhere)."""
    try:
        register_test_fonts()
        i18n.set_language("en")
        boards, _ = load_boards(use_overrides=False)
        setup = make_setup(11, ["starbuck", "stubb"], boards, humans=2, human_names=["A", "B"])
        session = FakeSession(setup, boards)
        w = shown_table(qtbot, session, QSize(1900, 1000), language="en")
        assert not w.scene.geo.compact
        play_to_placing(session, 2)
        texts, _ = painted(w)
        drawn = {(who, text) for who, text, _px in texts}
        for i, seat in enumerate(session.state.seats):
            if seat.is_captain:
                lines = w.scene.ahead_lines(i)
                assert lines
                for line in lines:
                    assert ("Captain's Orders", line) in drawn, (seat.spec.name, line)
        assert not TextLog.elided, TextLog.elided
        assert overlaps(w) == []
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize(("captains", "players"), [(["stubb"], 2), (["starbuck", "stubb"], 2)])
def test_a_tray_tiles_cost_icons_are_readable(
    qtbot,  # type: ignore[no-untyped-def]
    monkeypatch,  # type: ignore[no-untyped-def]
    lang: str,
    captains: list[str],
    players: int,
) -> None:
    """Three and four seats (maximized 1366×768): each good in an unbuilt tile's cost is
    drawn at least 12 px across (its art, not its box: the brick is a wide, flat picture) and
    below the tile's name, every name in bold. They were drawn in 12.6 px boxes, about 10 px
    of art (brick 10.5, lumber 10.6): the smallest things on the table."""
    from PySide6.QtCore import QRectF as Rect
    from PySide6.QtGui import QColor, QImage, QPainter

    from nbgui.ui.table import items as items_module

    def art_share(asset: str) -> float:
        """How much of its box a picture's art takes across (the larger of its sides)."""
        r = w.scene.assets.renderer(asset)
        assert r is not None, asset
        img = QImage(100, 100, QImage.Format.Format_ARGB32)
        img.fill(QColor(0, 0, 0, 0))
        p = QPainter(img)
        r.render(p, Rect(0, 0, 100, 100))
        p.end()
        seen = [(x, y) for x in range(100) for y in range(100) if img.pixelColor(x, y).alpha() > 60]
        xs, ys = [x for x, _ in seen], [y for _, y in seen]
        return max(max(xs) - min(xs), max(ys) - min(ys)) / 100

    drawn: list[tuple[str, str, Rect]] = []
    real = items_module.render_svg

    def spy(p, a, asset, rect):  # type: ignore[no-untyped-def]
        if asset.startswith("good_") or asset == "coin":
            drawn.append((TextLog.current, asset, p.worldTransform().mapRect(rect)))
        return real(p, a, asset, rect)

    try:
        _session, w = table(qtbot, captains, players, lang)
        monkeypatch.setattr(items_module, "render_svg", spy)
        weights = weights_drawn(monkeypatch, items_module)
        painted(w)
        tiles = [(who, asset, r) for who, asset, r in drawn if who.startswith("building tile")]
        assert len(tiles) >= 30, len(tiles)
        share = {asset: art_share(asset) for _who, asset, _r in tiles}
        small = [
            (who, asset, round(r.width() * share[asset], 1))
            for who, asset, r in tiles
            if r.width() * share[asset] < 12.0
        ]
        assert not small, small
        names = {
            who: rect.bottom()
            for who, text, rect in TextLog.ink
            if who.startswith("building tile")
            and text == w.scene.name_of(who.removeprefix("building tile "))
        }
        under = [(who, r.top(), names[who]) for who, _a, r in tiles if r.top() < names[who]]
        assert not under, under
        # and the tray's names keep their bold (the larger icons made Spanish tiles wider:
        # "Fábrica de ladrillos" and "Oficina de Correos" went regular)
        regular = [
            who for who in names if not weights[w.scene.name_of(who[len("building tile ") :])]
        ]
        assert not regular, regular
        found = too_small(painted(w)[0]) + overlaps(w)
        assert not found, found
    finally:
        i18n.set_language("en")


def test_a_tray_tiles_cost_stays_inside_it(qtbot, qapp) -> None:  # type: ignore[no-untyped-def]
    """A solo table in Spanish with the application's font (as the app runs): every tray
    tile's cost stays inside its tile (the Escuela's cost wrapped into three rows, centred
    as two: its first row rose into the name band, its last into the tile below, drawn over
    'Oficina Municipal')."""
    from nbgui.ui.fonts import apply_app_font

    font = qapp.font()
    try:
        apply_app_font(qapp)
        i18n.set_language("es")
        boards, _ = load_boards(use_overrides=False)
        for captain in ("starbuck", "ahab"):
            setup = make_setup(52, [captain], boards, human_names=["Ishmael"])
            w = shown_table(qtbot, FakeSession(setup, boards), TABLE_1366, language="es")
            assert overlaps(w) == [], captain
            w.close()
    finally:
        qapp.setFont(font)
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_three_captains_leave_the_prompt_sentence_whole(qtbot, lang: str) -> None:  # type: ignore[no-untyped-def]
    """Three Captains and one player (maximized 1366×768): while the player places a worker
    the Captains' plans stand over three of the four boards and the prompt's words keep one
    board's width at its left. The longest of them (Spanish: "Arrastra un trabajador … Los
    barcos del muelle se pueden arrastrar al medidor.") is drawn whole there — it was
    shortened to "…se pueden arra…" — beside the plans, not over them."""
    try:
        session, w = table(qtbot, ["starbuck", "stubb", "ahab"], 1, lang)
        bot = GreedyBot(3)
        seen = 0
        while not session.state.is_over and seen < 2:
            st = session.state
            seat = st.decision.seat
            if st.round >= 2 and st.decision.kind == "place" and not st.seats[seat or 0].is_captain:
                assert w.scene.plan_shown()
                texts, _ = painted(w)
                said = [t for who, t, _px in texts if who == "prompt"]
                assert w.scene.prompt_text in said, said
                cut = [(who, t) for who, t, _ in TextLog.elided]
                assert not cut, cut
                assert not overlaps(w), overlaps(w)
                pr = w.scene.geo.prompt_rect
                parts = {
                    k: r.translated(-pr.x(), -pr.y()) for k, r in w.scene.geo.prompt_parts.items()
                }
                column = w.scene.prompt_text_rect(parts).translated(pr.topLeft())
                for plan in w.scene.geo.plan_rects.values():
                    assert column.right() < plan.left(), (column, plan)
                seen += 1
            assert session.submit(bot.choose(st, legal_commands(st)))
        assert seen == 2
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize(
    "size",
    [QSize(924, 668), TABLE_1366, QSize(1564, 1030)],
    ids=["1280x720", "1366x768", "1920x1080"],
)
def test_three_seats_show_every_next_move_of_each_captain(
    qtbot,  # type: ignore[no-untyped-def]
    lang: str,
    size: QSize,
) -> None:
    """Three seats, two Captains and a player, in a maximized window on a 1280×720,
    1366×768 and 1920×1080 screen: on the player's turn every next move of each Captain (a
    line a roll of the die) is drawn whole, at a readable size — his plan stands over his
    board, as at four seats (his board's Orders column beside his corner was ~100 units
    wide: Starbuck showed none of his next moves and Ahab one)."""
    try:
        session, w = table(qtbot, ["starbuck", "ahab"], 1, lang, size)
        assert w.scene.geo.plan_rects, "the Captains' plans stand over their boards"
        bot = GreedyBot(3)
        checked = 0
        while not session.state.is_over and session.state.round <= 4:
            st = session.state
            seat = st.decision.seat
            human = seat is not None and not st.seats[seat].is_captain
            if st.decision.kind == "place" and st.round >= 2 and human:
                texts, _ = painted(w)
                drawn = {text for who, text, _px in texts if who == "Captain's plan"}
                for i, captain in enumerate(st.seats):
                    if not captain.is_captain:
                        continue
                    rolls = len(w.scene.ahead_lines(i))
                    assert rolls_drawn(w.scene, i, drawn) == rolls, (st.round, captain.spec.name)
                    checked += rolls
                # the readable floor (below 1366×768: the 1366 table scaled down,
                # `TextFloor`)
                floor = TextFloor.for_scale(w.view.fit_scale())
                found = too_small(texts, floor) + overlaps(w)
                found += [f"{who}: {t!r} shortened" for who, t, _ in TextLog.elided]
                assert not found, (st.round, found)
            assert session.submit(bot.choose(st, legal_commands(st)))
        assert checked >= 12, checked
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("captain", ["stubb", "starbuck", "flask", "ahab"])
def test_a_solo_captains_board_shows_every_roll(qtbot, lang: str, captain: str) -> None:  # type: ignore[no-untyped-def]
    """Against one Captain at 1366×768, on every placement of a whole game, his board's
    column under "His next move:" has a line for each roll of his die, in a shorter form
    (`plan_form`) where the full one does not fit: Stubb's eight buildings leave the column
    narrow, and in Spanish his third roll was once simply left out (seed 7, round 9). A roll
    his Orders switch to another course says the switch wherever it names a course
    (`says_the_switch`)."""
    try:
        register_test_fonts()
        i18n.set_language(lang)
        boards, _ = load_boards(use_overrides=False)
        session = FakeSession(make_setup(7, [captain], boards, human_names=["Ishmael"]), boards)
        w = shown_table(qtbot, session, QSize(1010, 718), language=lang)
        bot = GreedyBot(7)
        checked = 0
        switched = 0
        while not session.state.is_over:
            st = session.state
            seat = st.decision.seat
            if st.decision.kind == "place" and seat is not None and not st.seats[seat].is_captain:
                texts, _ = painted(w)
                drawn = {text for who, text, _px in texts if who == "Captain's Orders"}
                cap = next(i for i, s in enumerate(st.seats) if s.is_captain)
                rolls = len(w.scene.ahead_lines(cap))  # none once his workers are all out
                shown = rolls_drawn(w.scene, cap, drawn)
                assert shown == rolls, (st.round, drawn, w.scene.ahead_lines(cap))
                switched += says_the_switch(w.scene, cap, drawn)
                checked += rolls > 0
            assert session.submit(bot.choose(st, legal_commands(st)))
        # only placements where he still has one to come this round read ahead (12 in each
        # of these games; the 20-odd counted before were half of them a read-ahead on a
        # board he no longer places on this round), the switches 6 to 10 of them
        assert checked >= 10, checked
        assert switched >= 5, switched
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize(
    ("captains", "players"),
    [(["starbuck", "ahab"], 1), (["flask", "ahab"], 1), (["starbuck", "stubb", "ahab"], 1),
     (["starbuck", "ahab"], 2), (["flask", "ahab"], 2), (["stubb", "ahab"], 2)],
)  # fmt: skip
def test_every_order_step_of_a_captain_is_over_his_board(
    qtbot,  # type: ignore[no-untyped-def]
    lang: str,
    captains: list[str],
    players: int,
) -> None:
    """On a Captain's turn, before one of his Orders is lit, his plan box over his slim board
    (three and four seats, 1366×768) shows every step of his Orders whole: Ahab's fourth step
    ("4. Post Office (if not owner) · course → Money") was left to the hover card, the box
    holding his course line and three steps. Two short steps now share a line ("1. most goods
    | 2. town", a bar between them) and, where that is not enough, the course line goes (his
    Helm's lit space says it); nothing is shortened, below 12 px or drawn over another text."""

    try:
        session, w = table(qtbot, captains, players, lang)
        st, texts, drawn = orders_listed(session, w)
        assert not st.seats[st.decision.seat or 0].is_captain
        assert drawn
        for i, seat in enumerate(st.seats):
            if not seat.is_captain:
                continue
            board = w.scene.board_for(i)
            lines, heading = w.scene.plan_lines(i)
            assert not heading
            plain = [text for text, *_ in lines if text[:1].isdigit()]
            assert len(plain) == len(board.orders)
            # in plain words where they fit, else in the board's shorthand: whole either way
            short, _ = w.scene.plan_lines(i, plain=False)
            steps = plain if plain[0] in drawn else [t for t, *_ in short if t[:1].isdigit()]
            missing = [s for s in steps if s not in drawn]
            assert not missing, (seat.spec.name, missing)
            # the plan box's card says them in plain words
            card = next(x for x in w.scene.seat_panels if x.name == f"Captain's plan {i}")
            assert all(step in card.toolTip().splitlines() for step in plain)
            # titled with the Captain ("Captain Starbuck"), not the item ("Captain's plan 0")
            title, rows = card_for(w.scene, card, card.sceneBoundingRect().center())
            assert title == i18n.say(msg("captain.title", name=seat.spec.name)), title
            assert [text for _, text in rows][1:] == plain
            # two steps on one line are parted by a bar: three spaces read as nothing
            # between "… launch to 4" and "3. course → Food" ("4 3")
            for text in (t for who, t, _px in texts if who == "Captain's plan"):
                for step in steps:
                    at = text.find(step)
                    if at > 0:
                        before = text[:at].rstrip(" \u00a0")
                        assert before.endswith("|"), (seat.spec.name, text)
        found = too_small(texts) + overlaps(w)
        found += [f"{who}: {t!r} shortened" for who, t, _ in TextLog.elided]
        assert not found, found
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize(
    ("captains", "players"),
    [(["flask", "ahab"], 2), (["starbuck"], 3), (["stubb"], 2), (["ahab"], 2)],
)
def test_a_captains_orders_over_his_board_are_in_plain_words(
    qtbot,  # type: ignore[no-untyped-def]
    lang: str,
    captains: list[str],
    players: int,
) -> None:
    """At a table with two players or more (three and four seats, maximized 1366×768), a
    Captain's plan box lists his Orders in plain words ("2. The Courthouse, then change course
    to Build (white list)"), every step whole: the box was 80 units high, four lines, and the
    plain words take five or six (94–130 units), so it said them in the board's shorthand
    ("2. Courthouse, switch to Build (white)"). The plans now rise over the prompt's title
    band, whose title and round line keep left of them, whole."""
    from nbgui.ui.table.scene import _phase_name

    try:
        session, w = table(qtbot, captains, players, lang)
        st, texts, drawn = orders_listed(session, w)
        assert w.scene.prompt_title
        assert_orders_in_plain_words(w.scene, st, drawn)
        sc = w.scene
        foot = table_tr("Round {r} of {n} · {phase}").format(
            r=st.round, n=st.rules.game.rounds, phase=_phase_name(st.phase)
        )
        band = [
            (text, rect)
            for who, text, rect in TextLog.ink
            if who == "prompt" and text in (sc.prompt_title, foot)
        ]
        assert len(band) == 2, band
        view = w.view
        for plan in sc.geo.plan_rects.values():
            left = view.mapFromScene(plan.topLeft()).x()
            assert all(rect.right() < left for _text, rect in band), (band, left)
        found = too_small(texts) + overlaps(w)
        found += [f"{who}: {t!r} shortened" for who, t, _ in TextLog.elided]
        assert not found, found
        # where the plans step aside (a note, the returns, whaling) the band is all theirs:
        # the round line at its right end, as at every other table
        w.controller.prompt.set_note(sc.prompt_text)
        assert not sc.plan_shown()
        painted(w)
        right = view.mapFromScene(sc.geo.prompt_rect.topRight()).x()
        ends = [rect.right() for who, text, rect in TextLog.ink if who == "prompt" and text == foot]
        assert ends and right - 60 < ends[0] < right, (ends, right)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize(
    "captains", [["starbuck", "stubb", "ahab"], ["flask", "stubb", "ahab"]], ids=["sba", "fsa"]
)
@pytest.mark.parametrize("size", [TABLE_1366, QSize(1564, 1030)], ids=["1366", "1920"])
def test_one_player_and_three_captains_read_the_orders_in_plain_words(
    qtbot,  # type: ignore[no-untyped-def]
    lang: str,
    captains: list[str],
    size: QSize,
) -> None:
    """One player ("Ishmael", the new-game dialog's name) and three Captains (four seats,
    maximized 1366×768 and 1920×1080): each Captain's plan box lists his Orders in plain
    words, every step whole. The boxes stayed under the prompt's title band (87 units) in the
    board's shorthand ("2. Courthouse, switch to Build (white)"), the band's title and round
    line needing more than the one board's width left of the plans (English 348 units of
    306, Spanish 402); they now rise over the band, whose title keeps left of them, whole,
    the round line above the strip (`..._keep_the_round_line_in_view`)."""
    try:
        session, w = table(qtbot, captains, 1, lang, size, ["Ishmael"])
        st, texts, drawn = orders_listed(session, w)
        sc, view = w.scene, w.view
        assert sc.geo.plans_over_title
        assert_orders_in_plain_words(sc, st, drawn)
        title = sc.prompt_title
        band = [rect for who, text, rect in TextLog.ink if who == "prompt" and text == title]
        assert len(band) == 1, band
        left = min(view.mapFromScene(r.topLeft()).x() for r in sc.geo.plan_rects.values())
        assert band[0].right() < left, (band, left)
        found = too_small(texts, TextFloor.for_scale(view.fit_scale())) + overlaps(w)
        found += [f"{who}: {t!r} shortened" for who, t, _ in TextLog.elided]
        assert not found, found
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", [TABLE_1366, QSize(1564, 1030)], ids=["1366", "1920"])
def test_one_player_and_three_captains_keep_the_round_line_in_view(
    qtbot,  # type: ignore[no-untyped-def]
    lang: str,
    size: QSize,
) -> None:
    """One player and three Captains (maximized 1366×768 and 1920×1080): while the plans
    rise over the prompt's title band the band said its title alone, and "Round 2 of 12 ·
    action phase" was nowhere on the table. It stands above the strip's right end now, under
    the whaling board: drawn whole at the readable size, clear of every plan box and of the
    boards, the topmost thing where it is; and said once (not in the band as well)."""
    try:
        session, w = table(qtbot, ["starbuck", "stubb", "ahab"], 1, lang, size, ["Ishmael"])
        play_to_placing(session, 2)
        sc, view = w.scene, w.view
        assert sc.plan_shown()
        texts, _ = painted(w)
        from nbgui.ui.table.scene import _phase_name

        st = session.state
        line = table_tr("Round {r} of {n} · {phase}").format(
            r=st.round, n=st.rules.game.rounds, phase=_phase_name(st.phase)
        )
        ink = [rect for _who, text, rect in TextLog.ink if text == line]
        assert len(ink) == 1, (line, [t for _w, t, _r in TextLog.ink])
        rect = ink[0]
        assert line not in {t for _w, t, _s in TextLog.elided}
        px = [p for _w, text, p in texts if text == line]
        assert px and px[0] >= TextFloor.for_scale(view.fit_scale()) - 0.01, px
        assert rect.width() > 0 and view.viewport().rect().contains(rect.toRect())
        boxes = [view.mapFromScene(r).boundingRect() for r in sc.geo.plan_rects.values()]
        boxes += [
            view.mapFromScene(r).boundingRect()
            for r in (sc.geo.whaling_rect, sc.geo.unbuilt_rect, sc.geo.prompt_rect)
        ]
        assert not [b for b in boxes if b.intersects(rect.toRect())], (rect, boxes)
        top = view.itemAt(rect.center().toPoint())
        assert getattr(top, "name", None) == "round line", top
        found = too_small(texts, TextFloor.for_scale(view.fit_scale())) + overlaps(w)
        assert not found, found
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(
    ("lang", "caption", "plans", "bold"),
    [
        ("en", "Starbuck rolls the course die…", True, True),
        # five lines in bold, four in regular
        (
            "en",
            "Step 1, his own buildings: the Bank serves his course (tied with the Lumber Mill "
            "and the Market; decided automatically), so he goes there.",
            True,
            False,
        ),
        # five lines in regular too: the plans step aside while it is said
        (
            "en",
            "Step 2: nothing has served his course, a victory building, so it changes to "
            "preparing a ship or else launching to space 4 and he reads his Orders again from "
            "step 1.",
            False,
            True,
        ),
        (
            "es",
            "Paso 1, los edificios rivales: la Taberna sirve para su Rumbo, retirando 2 fichas "
            "de mar vacío (empate con la Caldera; decidido automáticamente), así que va allí.",
            False,
            True,
        ),
    ],
    ids=["short", "regular", "aside", "aside-es"],
)
def test_one_player_and_three_captains_say_a_captains_caption_whole(
    qtbot,  # type: ignore[no-untyped-def]
    monkeypatch,  # type: ignore[no-untyped-def]
    lang: str,
    caption: str,
    plans: bool,
    bold: bool,
) -> None:
    """One player and three Captains (maximized 1366×768): a Captain's caption has one
    board's width beside the plans (298×74 units); a sentence with a tie took five lines in
    bold and was shortened ("…, así que cambia a …", a game by mouse in Spanish: 25 of 307
    captions in 8 greedy games). It is said whole: in bold where it fits, else in regular,
    else with the plans stepped aside, the strip's width its own."""
    from nbgui.ui.table import scene as scene_module

    try:
        session, w = table(qtbot, ["starbuck", "stubb", "ahab"], 1, lang, TABLE_1366, ["Ishmael"])
        play_to_placing(session, 2)
        sc = w.scene
        weights = weights_drawn(monkeypatch, scene_module)
        sc.set_caption(caption)
        texts, _ = painted(w)
        assert sc.plan_shown() == plans
        drawn = [px for _who, text, px in texts if text == caption]
        assert drawn and min(drawn) >= 12.0 - 0.01, drawn
        assert caption not in {t for _w, t, _s in TextLog.elided}, TextLog.elided
        assert weights.get(caption) == bold, weights.get(caption)
        assert not overlaps(w), overlaps(w)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("size", ["1366", "1920"])
def test_a_slim_boards_money_reads_as_large_as_its_goods(qtbot, size: str) -> None:  # type: ignore[no-untyped-def]
    """Four seats: each board's money is drawn as large as its goods' counts (within 10%).
    At 1920x1080 the coin's "$18" was measured for the readable floor, not the counts' size,
    and drawn at 12.7 px beside the goods' 20.7 px."""
    from fake_session import FakeSession
    from test_table_legibility import TABLE_1920

    from nbgui.engine import GameSetup, SeatSpec

    register_test_fonts()
    session = FakeSession(GameSetup(seed=5, seats=[SeatSpec(name=n) for n in "ABCD"]))
    w = shown_table(qtbot, session, TABLE_1366 if size == "1366" else TABLE_1920)
    bot = GreedyBot(1)
    while max(s.money for s in session.state.seats) < 10:
        st = session.state
        assert session.submit(bot.choose(st, legal_commands(st)))
    texts, _ = painted(w)
    for i, seat in enumerate(session.state.seats):
        counts = [(t, px) for who, t, px in texts if who == f"seat board {i}"]
        goods = [px for t, px in counts if t in {str(seat.lumber), str(seat.food)}]
        money = [px for t, px in counts if t.strip("$") == str(seat.money)]
        assert goods and money, counts
        assert min(money) >= 0.9 * max(goods), (seat.money, counts)


def test_no_helm_space_is_lit_in_the_last_round(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The last round's courses are fixed (the caption says them), so no Helm space is lit
    as his course: on Xvfb 1366×768 Ahab's "Launch to 5" stood lit in round 12 while the
    caption said "Course: Build (black) → Money". Before it, his Helm's space is."""
    register_test_fonts()
    boards, _ = load_boards(use_overrides=False)
    session = FakeSession(make_setup(11, ["ahab"], boards, human_names=["Ishmael"]), boards)
    w = shown_table(qtbot, session, TABLE_1366)
    bot = GreedyBot(11)
    seen: dict[int, int | None] = {}
    last = session.state.rules.game.rounds
    while not session.state.is_over:
        st = session.state
        seat = st.decision.seat
        if st.decision.kind == "place" and seat is not None and not st.seats[seat].is_captain:
            w.scene.update()
            seen[st.round] = w.scene.helm_lit(0)
            board = w.scene.board_for(0)
            if st.round < last:
                assert seen[st.round] == st.seats[0].helm % len(board.helm), st.round
        assert session.submit(bot.choose(st, legal_commands(st)))
    assert last in seen and seen[last] is None, seen
    assert last - 1 in seen and seen[last - 1] is not None, seen


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("seats", [3, 4])
@pytest.mark.parametrize("size", ["1366", "1920"])
def test_a_slim_boards_buy_buttons_say_buy(qtbot, size: str, seats: int, lang: str) -> None:  # type: ignore[no-untyped-def]
    """The $3 purchase on a player's board reads as an action: "Buy · $3" over "2 lumber"
    (four seats), "Buy 2 lumber · $3" (three); at four seats they said "2 lumber" over "$3",
    and a newcomer did not know it was a button that buys; in Spanish "Comprar 2 comida 3 $"
    (three seats; was "2 Comida · 3 $") and "Comprar" over "2 comida" (four: no room for the
    price beside the verb, the tooltip has it). Its good (and in English its price) are still
    said, and every line is drawn whole at the readable size."""
    from test_table_legibility import TABLE_1920

    from nbgui.engine import BuyGoods, GameSetup, SeatSpec, StartGoods
    from nbgui.ui.table.items import ButtonItem
    from nbgui.ui.table.prompt import good_name

    register_test_fonts()
    assert i18n.set_language(lang)
    try:
        session = FakeSession(
            GameSetup(seed=5, seats=[SeatSpec(name=n) for n in "ABCD"[:seats]])
        )
        w = shown_table(
            qtbot, session, TABLE_1366 if size == "1366" else TABLE_1920, language=lang
        )
        for _ in range(seats):
            assert w.controller.perform(StartGoods(1, 1, 1, 1))
        buttons = [
            b for b in w.scene.items()
            if isinstance(b, ButtonItem) and isinstance(b.command, BuyGoods)
        ]
        assert len(buttons) == 2 * seats
        texts, _ = painted(w)
        for b in buttons:
            good = good_name(b.command.good).lower()
            verb = "Buy" if lang == "en" else "Comprar"
            assert b.text.startswith(verb) and good in b.text.lower(), b.text
            assert lang == "es" or "$3" in b.text, b.text
            shown = [(t, px) for who, t, px in texts if who == f"button {b.command!r}"]
            assert shown and all(px >= TextFloor.px - 0.05 for _, px in shown), shown
            assert all("…" not in t for t, _ in shown), shown
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", ["1366", "1920"])
def test_a_solo_captains_orders_are_in_plain_words(qtbot, lang: str, size: str) -> None:  # type: ignore[no-untyped-def]
    """Against one Captain (1366×768 and 1920×1080 maximized), on his turn before a step is
    lit, his board says every step of his Orders in the log's words, whole, with his limits:
    "1. His own buildings, then the town, then the opponents' buildings", "2. The
    Lighthouse, then change course to Money". The board said "1. own buildings · town ·
    opponents' buildings" and "2. Lighthouse · course → Money", a shorthand a newcomer could
    not read. Rounds 2 and 11. Stubb's too: his corner of eight buildings narrows the
    column, where the plain words did not fit with the limits line and his board kept the
    shorthand ("3. switch to Brick"); his whale limit now stands in his corner's label."""
    from test_table_legibility import TABLE_1920

    try:
        register_test_fonts()
        i18n.set_language(lang)
        boards, _ = load_boards(use_overrides=False)
        for captain in ("starbuck", "stubb", "flask", "ahab"):
            setup = make_setup(7, [captain], boards, human_names=["Ishmael"])
            session = FakeSession(setup, boards)
            w = shown_table(
                qtbot, session, TABLE_1366 if size == "1366" else TABLE_1920, language=lang
            )
            for round_no in (2, 11):
                play_to_placing(session, round_no)
                w.scene.ahead = {}  # as on his turn: no read-ahead, no step lit yet
                w.scene.lit_order = {}
                w.scene.update_plans()
                for panel in w.scene.seat_panels:
                    panel.update()
                texts, _ = painted(w)
                drawn = [t for who, t, _px in texts if who == "Captain's Orders"]
                cap = next(i for i, x in enumerate(session.state.seats) if x.is_captain)
                board = w.scene.board_for(cap)
                plain = [
                    f"{k}. {w.scene.step_words(step)}"
                    for k, step in enumerate(board.orders, 1)
                ]
                assert "\n".join(plain) in w.scene.orders_tip(cap)  # his cards say them so
                assert not any("→" in t or " · " in t for t in drawn), drawn
                missing = [step for step in plain if step not in drawn]
                assert not missing, (captain, round_no, drawn)
                # his limits: under his Orders, else (Stubb) in his corner's label
                limits = table_tr("Limits: {b} buildings, {w} whales")[:5]
                label = table_tr("Buildings ({n} of {lim}) · whale limit {w}")
                label = label[label.index("·") :].split("{")[0]
                assert any(t.startswith(limits) for t in drawn) or any(
                    label in t for _who, t, _px in texts
                ), drawn
            found = too_small(texts) + overlaps(w)
            found += [f"{who}: {t!r} shortened" for who, t, _ in TextLog.elided]
            assert not found, found
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_no_next_move_is_read_ahead_where_he_places_nothing(qtbot, lang: str) -> None:  # type: ignore[no-untyped-def]
    """In the whaling phase (a player taking a whale) the solo Captain's board said "His next
    move:" and a placement on this round's board (the Helm's odds tags too), where nobody
    places: now no read-ahead, and his board says when he places next, over his Orders in
    plain words (English at 1366×768) or under his course (Spanish)."""
    try:
        register_test_fonts()
        i18n.set_language(lang)
        boards, _ = load_boards(use_overrides=False)
        setup = make_setup(11, ["stubb"], boards, human_names=["Ann"])
        session = FakeSession(setup, boards)
        w = shown_table(qtbot, session, TABLE_1366, language=lang)
        bot = GreedyBot(3)
        while session.state.decision.kind != "pick":
            st = session.state
            assert not st.is_over, "no whaling decision in the game"
            assert session.submit(bot.choose(st, legal_commands(st)))
        st = session.state
        assert st.phase == "whaling"
        cap = next(i for i, x in enumerate(st.seats) if x.is_captain)
        assert w.scene.ahead == {}
        assert w.scene.waiting == {cap: st.round + 1}
        texts, _ = painted(w)
        drawn = [t for who, t, _px in texts if who == "Captain's Orders"]
        assert table_tr("His next move:") not in drawn, drawn
        said = table_tr("His next turn: round {n}.").format(n=st.round + 1)
        orders = w.scene.board_for(cap).orders
        plain = [f"{k}. {w.scene.step_words(step)}" for k, step in enumerate(orders, 1)]
        assert all(line in drawn for line in plain), drawn
        # over his Orders (English), or under his course where the column has no room left
        # (Spanish: two units short)
        assert said in {t for _who, t, _px in texts}, drawn
        assert not TextLog.elided
        assert not overlaps(w) + too_small(texts)
    finally:
        i18n.set_language("en")


def test_a_captain_out_of_workers_says_his_next_turn_in_his_plan_box(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Four seats, a player placing after a Captain has placed his last worker of the round:
    the Captain's plan box said "His next move:" and a placement on this round's board; it
    says the round he places again in."""
    try:
        session, w = table(qtbot, ["starbuck", "stubb"], 2)
        bot = GreedyBot(3)
        while True:
            st = session.state
            assert not st.is_over
            d = st.decision
            out = [i for i, x in enumerate(st.seats) if x.is_captain and not x.workers_left]
            if d.kind == "place" and not st.seats[d.seat].is_captain and out and st.round < 12:
                break
            assert session.submit(bot.choose(st, legal_commands(st)))
        texts, _ = painted(w)
        boxes = [t for who, t, _px in texts if who == "Captain's plan"]
        for i in out:
            assert i not in w.scene.ahead
            said = table_tr("His next turn: round {n}.").format(n=st.round + 1)
            assert said in boxes, boxes
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(
    ("captains", "players"), [(["starbuck"], 1), (["stubb"], 2), (["starbuck", "stubb"], 2)]
)
def test_every_helm_space_shows_its_number(
    qtbot,  # type: ignore[no-untyped-def]
    captains: list[str],
    players: int,
) -> None:
    """Each Captain's Helm (two, three and four seats, maximized 1366×768, a player's turn
    with the odds tags up) numbers its spaces 1 to 8 at 12 px or more, as the log ("his Helm
    moves from space 7 to 2") and the Captain's details ("his Helm is on space 5") count
    them, the lit space with his Helm's own number; his Helm token and the odds tags leave
    the numbers in sight. The board had no numbers."""
    try:
        session, w = table(qtbot, captains, players)
        play_to_placing(session, 2)
        texts, _ = painted(w)
        sc, view = w.scene, w.view
        sizes = [px for who, _t, px in texts if who == "Helm space number"]
        assert sizes and min(sizes) >= 12.0 - 0.01, sizes
        for i, seat in enumerate(session.state.seats):
            if not seat.is_captain:
                continue
            helm = view.mapFromScene(sc.geo.seat_parts[i]["helm"]).boundingRect()
            numbers = [
                (text, rect)
                for who, text, rect in TextLog.ink
                if who == "Helm space number" and helm.contains(rect.center().toPoint())
            ]
            assert sorted(t for t, _ in numbers) == [str(n) for n in range(1, 9)], numbers
            lit = sc.helm_lit(i)
            assert lit is not None
            space = view.mapFromScene(sc.geo.helm_space_rect(i, lit)).boundingRect()
            inside = [t for t, r in numbers if space.contains(r.center().toPoint())]
            assert inside == [str(seat.helm % 8 + 1)], inside
            token = sc.pieces[("helm_token", i)]
            art = token.mapRectToScene(QRectF(0, 0, token.base_w, token.base_h))
            over = view.mapFromScene(art).boundingRect()
            covered = [t for t, r in numbers if over.intersects(r.adjusted(1, 1, -1, -1).toRect())]
            assert not covered, covered
        assert any(who.startswith("Helm odds") for who, _t, _px in texts)
        found = too_small(texts) + overlaps(w)
        found += [f"{who}: {t!r} shortened" for who, t, _ in TextLog.elided]
        assert not found, found
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("captains", [["flask", "ahab"], ["starbuck", "ahab"]])
def test_one_player_and_two_captains_read_the_orders_in_plain_words(
    qtbot,  # type: ignore[no-untyped-def]
    lang: str,
    captains: list[str],
) -> None:
    """One player and two Captains (three seats, maximized 1366×768): each Captain's plan
    box lists his Orders in plain words ("2. The Lighthouse, then change course to Prepare a
    ship, or else launch to 4"), every step whole. The boxes stayed under the prompt's title
    band (87 units) and Flask's Orders were in the board's shorthand ("2. Lighthouse, switch
    to Prepare or launch 4"); they now rise over the band, whose title and round line ("Round
    2 of 12": the plans are shown in the action phase only) keep left of them, whole."""
    try:
        session, w = table(qtbot, captains, 1, lang)
        st, texts, drawn = orders_listed(session, w)
        sc, view = w.scene, w.view
        assert sc.geo.plans_over_title
        assert_orders_in_plain_words(sc, st, drawn)
        foot = table_tr("Round {r} of {n}").format(r=st.round, n=st.rules.game.rounds)
        band = [
            (text, rect)
            for who, text, rect in TextLog.ink
            if who == "prompt" and text in (sc.prompt_title, foot)
        ]
        assert len(band) == 2, band
        left = min(view.mapFromScene(r.topLeft()).x() for r in sc.geo.plan_rects.values())
        assert all(rect.right() < left for _text, rect in band), (band, left)
        found = too_small(texts) + overlaps(w)
        found += [f"{who}: {t!r} shortened" for who, t, _ in TextLog.elided]
        assert not found, found
    finally:
        i18n.set_language("en")
