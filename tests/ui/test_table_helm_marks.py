"""What lies on a Captain's Helm spaces keeps off their course icons (maximized 1366×768 and
1920×1080): on a two-seat board the odds tag of the next roll and the Helm token stand at a
space's top right, the icons left of them (the tag stood over the icon's corner, the token
over half the icon); on a slim board (three and four seats) the token lies across the lit
space's bottom left corner, over little of its icon's art, and a launch's track space is a
white digit on a blue disc, unlike the space's own number ("4 [4]" read as one number
twice)."""

from __future__ import annotations

import pytest
from fake_session import FakeSession, register_test_fonts, shown_table
from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from test_table_legibility import TABLE_1366, TABLE_1920

from nbgui.bots.greedy import GreedyBot
from nbgui.captain.setup import load_boards
from nbgui.engine import legal_commands
from nbgui.simulate import make_setup
from nbgui.ui import i18n
from nbgui.ui.table.items import PieceLog, TextLog, render_svg
from nbgui.ui.table.legibility import render
from nbgui.ui.table.scene import COURSE_ICONS

SIZES = {"1366": TABLE_1366, "1920": TABLE_1920}


def placing(qtbot, captains: list[str], players: int, size: QSize, round_no: int = 2):  # type: ignore[no-untyped-def]
    """A table played by the greedy bot up to a player's placement in round `round_no`
    (the Captains' odds tags are on their Helms)."""
    register_test_fonts()
    boards, _ = load_boards(use_overrides=False)
    names = [f"P{i + 1}" for i in range(players)]
    setup = make_setup(11, captains, boards, humans=players, human_names=names)
    session = FakeSession(setup, boards)
    w = shown_table(qtbot, session, size, language="en")
    bot = GreedyBot(3)
    while True:
        st = session.state
        seat = st.decision.seat
        human = seat is not None and not st.seats[seat].is_captain
        if st.round >= round_no and st.decision.kind == "place" and human:
            return session, w
        assert session.submit(bot.choose(st, legal_commands(st)))


def course_now(state, space):  # type: ignore[no-untyped-def]
    """A Helm space's course in force this round (a split space's second from its round)."""
    later = space.is_split and max(state.round, 1) >= space.from_round
    return space.then if later else space.course


def token_rect(w, seat: int) -> QRectF:  # type: ignore[no-untyped-def]
    token = w.scene.pieces[("helm_token", seat)]
    art = token.mapRectToScene(QRectF(0, 0, token.base_w, token.base_h))
    return QRectF(w.view.mapFromScene(art).boundingRect())


def art_covered(asset: str, icon: QRectF, over: QRectF) -> float:
    """The share of an icon's art (its opaque pixels drawn in `icon`) under `over`."""
    k = 8.0
    side = round(icon.width() * k)
    img = QImage(side, side, QImage.Format.Format_ARGB32)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    from nbgui.ui.table.assets import AssetLibrary

    render_svg(p, AssetLibrary(), asset, QRectF(0, 0, side, side))
    p.end()
    local = over.translated(-icon.x(), -icon.y())
    art = under = 0
    for y in range(0, side, 2):
        for x in range(0, side, 2):
            if QColor.fromRgba(img.pixel(x, y)).alpha() > 60:
                art += 1
                under += local.contains(x / k, y / k)
    return under / art


@pytest.mark.parametrize("size", ["1366", "1920"])
@pytest.mark.parametrize("captain", ["starbuck", "ahab"])
def test_a_solo_helms_odds_tags_and_token_keep_off_its_icons(  # type: ignore[no-untyped-def]
    qtbot, captain: str, size: str
) -> None:
    """Against one Captain, on a player's placement: no Helm space's course icon lies under
    its odds tag ("1/2") or under the Helm token (the tag stood over the icon's top right
    corner: 6 units of a 25-unit icon at 1366×768; the token right of the number, over half
    of the lit icon)."""
    _session, w = placing(qtbot, [captain], 1, SIZES[size])
    render(w)
    icons = [r for who, r in PieceLog.icons if who.startswith("Helm course icon")]
    tags = [r for who, r in PieceLog.icons if who.startswith("Helm odds tag")]
    assert len(icons) >= 8 and len(tags) == 3, (icons, tags)
    over = [(i, t) for i in icons for t in [*tags, token_rect(w, 0)] if i.intersects(t)]
    assert not over, over


@pytest.mark.parametrize("size", ["1366", "1920"])
@pytest.mark.parametrize(
    ("captains", "players"), [(["starbuck", "stubb", "ahab"], 1), (["flask"], 2)]
)
def test_a_slim_helms_token_leaves_the_lit_icon_readable(  # type: ignore[no-untyped-def]
    qtbot, captains: list[str], players: int, size: str
) -> None:
    """Three and four seats: the Helm token covers at most a tenth of the lit space's icon's
    art (it covered 23–39% at the space's bottom left: a third of the City Pier's ship), and
    no space's number, odds tag or launch badge."""
    for round_no in (2, 5):
        session, w = placing(qtbot, captains, players, SIZES[size], round_no)
        sc = w.scene
        render(w)
        marks = [
            r
            for who, _t, r in TextLog.ink
            if who.startswith(("Helm space number", "Helm odds", "Helm launch"))
        ]
        for i, seat in enumerate(session.state.seats):
            if not seat.is_captain:
                continue
            lit = sc.helm_lit(i)
            assert lit is not None
            icon = next(
                r for who, r in PieceLog.rects if who == f"Helm course icon {lit + 1}, seat {i}"
            )
            kind = course_now(session.state, sc.board_for(i).helm[lit]).kind
            token = token_rect(w, i)
            share = art_covered(COURSE_ICONS[kind], icon, token)
            assert share <= 0.10, (seat.spec.name, kind, round(share, 3))
            hit = [m for m in marks if m.adjusted(1, 1, -1, -1).intersects(token)]
            assert not hit, (seat.spec.name, hit)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_launch_space_says_its_track_space_unlike_its_number(qtbot, lang: str) -> None:  # type: ignore[no-untyped-def]
    """Four seats at 1366×768: a Helm space launching to the track says the track space as
    a white digit on the sea's blue, at 12 px or more, where the space's number is ink on
    parchment ("4" beside a framed bold "4" read as the same number twice)."""
    try:
        i18n.set_language(lang)
        session, w = placing(qtbot, ["starbuck", "stubb", "ahab"], 1, TABLE_1366)
        texts, _pieces, img = render(w)
        badges = [(t, c, r) for who, t, c, r in TextLog.drawn if who.startswith("Helm launch")]
        numbers = [c for who, _t, c, _r in TextLog.drawn if who == "Helm space number"]
        launches = sum(
            1
            for i, s in enumerate(session.state.seats)
            if s.is_captain
            for sp in w.scene.board_for(i).helm
            if course_now(session.state, sp).kind in ("launch", "prepare_launch")
        )
        assert launches and len(badges) == launches, (launches, badges)
        assert numbers and all(c != QColor("white") for c in numbers)
        sea = w.scene.assets.color("sea")
        for text, colour, rect in badges:
            assert colour == QColor("white"), (text, colour.name())
            back = QColor(img.pixel(rect.toRect().left() + 2, round(rect.center().y())))
            assert abs(back.red() - sea.red()) + abs(back.blue() - sea.blue()) < 40, back.name()
        small = [(who, t, px) for who, t, px in texts if who.startswith("Helm launch") and px < 12]
        assert not small, small
    finally:
        i18n.set_language("en")


def frame_px(img: QImage, rect: QRectF, color: QColor) -> int:
    """How many pixels of `color` the left edge of a box (`rect`, view coordinates) has on
    a row through its middle."""
    y = round(rect.center().y())
    run = 0
    for x in range(round(rect.left()) - 2, round(rect.left()) + 10):
        c = QColor(img.pixel(x, y))
        if abs(c.red() - color.red()) + abs(c.green() - color.green()) + abs(
            c.blue() - color.blue()
        ) < 60:
            run += 1
    return run


def test_the_acting_captains_plan_box_is_framed_as_his_board(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Four seats at 1366×768, on a Captain's turn: his plan box's frame is as thick as his
    board's while he acts, the other Captains' thinner (every box was framed 3 units thick,
    as if every Captain were acting)."""
    register_test_fonts()
    boards, _ = load_boards(use_overrides=False)
    setup = make_setup(11, ["starbuck", "stubb", "ahab"], boards, humans=1, human_names=["P1"])
    session = FakeSession(setup, boards)
    w = shown_table(qtbot, session, TABLE_1366, language="en")
    bot = GreedyBot(3)
    while True:  # one move at a time, so the table rests on a Captain's turn
        st = session.state
        seat = st.decision.seat
        captain = seat is not None and st.seats[seat].is_captain
        if st.round >= 2 and st.decision.kind == "place" and captain:
            break
        brain = session.brain
        if captain and brain is not None:
            cmd = brain.decide(st).command
        else:
            cmd = bot.choose(st, legal_commands(st)) if not captain else legal_commands(st)[0]
        assert session._push(cmd, None, [])
    w.scene.update_plans()
    assert w.scene.plan_shown()
    _texts, _pieces, img = render(w)
    widths = {
        i: frame_px(
            img,
            QRectF(w.view.mapFromScene(r).boundingRect()),
            w.scene.assets.seat_color(i),
        )
        for i, r in w.scene.geo.plan_rects.items()
    }
    acting = widths.pop(seat)
    assert widths and all(acting > n for n in widths.values()), (seat, acting, widths)
