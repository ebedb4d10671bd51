"""A choice popup's cards say what each choice costs, does and scores in full: the Town Hall's
"which building?" at the maximized 1366×768 and 1920×1080 table sizes, in English and
Spanish. On one line those details were shortened with "…" at both sizes ("3 de Leña,
1 de Ladrillo · Zarpa con m…"); now they wrap onto more lines, breaking between their parts,
and the popup's buttons float over the table like its title (no board text counts as under
them)."""

from __future__ import annotations

import pytest
from fake_session import FakeSession, register_test_fonts, shown_table
from PySide6.QtCore import QSize

from nbgui.bots.greedy import GreedyBot
from nbgui.captain.setup import load_boards
from nbgui.engine import Place, legal_commands
from nbgui.simulate import make_setup
from nbgui.ui import i18n
from nbgui.ui.table.items import ButtonItem, TextLog
from nbgui.ui.table.legibility import overlaps, painted

TABLE_1366 = QSize(1010, 718)
TABLE_1920 = QSize(1564, 1030)


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", [TABLE_1366, TABLE_1920])
def test_town_hall_cards_say_everything_whole(qtbot, lang, size) -> None:  # type: ignore[no-untyped-def]
    register_test_fonts()
    boards, _ = load_boards(use_overrides=False)
    try:
        assert i18n.set_language(lang)
        session = FakeSession(make_setup(5, ["stubb"], boards, human_names=["Ann"]), boards)
        w = shown_table(qtbot, session, size, language=lang)
        bot = GreedyBot(1)
        for _ in range(400):  # on to a placement with four buildings or more to choose from
            st = session.state
            builds = {
                c.build
                for c in legal_commands(st)
                if isinstance(c, Place) and c.space == "town_hall"
            }
            if st.decision.kind == "place" and len(builds) >= 4:
                break
            assert w.controller.perform(bot.choose(st, legal_commands(st)))
        else:
            raise AssertionError("no Town Hall choice of four buildings")
        seat = st.decision.seat
        placed = sum(1 for s, _ in st.placements if s == seat)
        w.controller.driver.drag_to(
            w.scene.pieces[("worker", seat, placed)], ("space", "town_hall")
        )
        popup = w.controller.popup
        assert popup is not None and popup.field == "build"
        cards = [b for b in popup.childItems() if isinstance(b, ButtonItem) and b.detail]
        assert len(cards) == len(builds)
        painted(w)
        shown = {text for who, text, _ in TextLog.ink if "button" in who}
        for card in cards:
            assert card.detail in shown, card.detail
        cut = [e for e in TextLog.elided if e[0].startswith(("popup", "button"))]
        assert cut == [], cut
        assert overlaps(w) == []
        box = w.view.mapFromScene(popup.sceneBoundingRect()).boundingRect()
        assert w.view.viewport().rect().contains(box)
    finally:
        i18n.set_language("en")


def _to_popup(qtbot, lang: str, size: QSize):  # type: ignore[no-untyped-def]
    """A table at `size` with the popup "…: to which track space?" open, space 1 among its
    choices (a launch); the popups before it (which ship) answered as the move does."""
    boards, _ = load_boards(use_overrides=False)
    session = FakeSession(make_setup(52, ["starbuck"], boards, human_names=["Ann"]), boards)
    w = shown_table(qtbot, session, size, language=lang)
    bot = GreedyBot(3)
    for _ in range(400):
        st = session.state
        legal = legal_commands(st)
        launch = next(
            (
                c
                for c in legal
                if isinstance(c, Place) and c.to == 1 and st.decision.kind == "place"
                and st.seats[st.decision.seat or 0].is_captain is False
            ),
            None,
        )
        if launch is not None:
            break
        assert w.controller.perform(bot.choose(st, legal))
    else:
        raise AssertionError("no launch to space 1")
    seat = st.decision.seat
    placed = sum(1 for s, _ in st.placements if s == seat)
    board = launch.space in st.rules.spaces
    key = ("space", launch.space) if board else ("building", launch.space)
    w.controller.driver.drag_to(w.scene.pieces[("worker", seat, placed)], key)
    for _ in range(5):
        popup = w.controller.popup
        assert popup is not None
        if popup.field == "to":
            return w, popup
        assert popup.choose(getattr(launch, popup.field))
    raise AssertionError("no track space popup")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_track_space_choices_are_whole(qtbot, lang) -> None:  # type: ignore[no-untyped-def]
    """"space 1 · 1 food (comes home empty)" was shortened with "…" at 1366×768 in English:
    a choice too long for one line at the text floor takes two."""
    register_test_fonts()
    try:
        assert i18n.set_language(lang)
        w, popup = _to_popup(qtbot, lang, TABLE_1366)
        painted(w)
        choices = [b for b in popup.childItems() if isinstance(b, ButtonItem)]
        assert len(choices) >= 3
        cut = [e for e in TextLog.elided if e[0].startswith(("popup", "button"))]
        assert cut == [], cut
        assert overlaps(w) == []
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_buildings_points_are_what_the_score_gives_it(qtbot, lang) -> None:  # type: ignore[no-untyped-def]
    """The Town Hall's building cards and a building's hover card say the points the building
    scores at the end, counted by the engine's score (1 for owning it, plus a flat victory
    bonus). They said the data's bonus alone: "Lumber Mill … 0 points" beside the tutorial's
    build step, which says a building is 1 point at the end (and "4 points" for the Mansion,
    which scores 5)."""
    from nbgui.engine import score_row
    from nbgui.text import msg
    from nbgui.ui.table.card import card_for
    from nbgui.ui.table.items import BuildingItem

    register_test_fonts()
    boards, _ = load_boards(use_overrides=False)
    try:
        assert i18n.set_language(lang)
        session = FakeSession(make_setup(5, ["stubb"], boards, human_names=["Ann"]), boards)
        w = shown_table(qtbot, session, TABLE_1366, language=lang)
        st = session.state
        seat = next(i for i, s in enumerate(st.seats) if not s.is_captain)
        checked = 0
        for building in st.unbuilt:
            bd = st.rules.buildings[building]
            if bd.effect in ("points_per_building", "points_per_right"):
                continue  # its bonus counts what the seat owns: its effect says it
            owning = st.clone()
            owning.built.append(building)
            owning.owner[building] = seat
            gained = score_row(owning, seat).total - score_row(st, seat).total
            said = i18n.say(msg("unit.points", n=gained))
            detail = w.controller.choices._value_detail("build", building)
            assert detail.endswith(" · " + said), (building, detail)
            item = next(
                i for i in w.scene.items()
                if isinstance(i, BuildingItem) and i.building == building
            )
            _title, rows = card_for(w.scene, item)
            assert rows[2][1] == said, (building, rows)  # the card's Points row
            if lang == "en" and building == "lumber_mill":
                assert detail == "3 lumber, 1 brick · Sell lumber at $2 · 1 point"
            checked += 1
        assert checked >= 8  # the 2-seat set's action buildings, the Mansion and the Bethel
    finally:
        i18n.set_language("en")


#: a warning as long as the coach's (coach-en-3-warning.png: nine lines in the popup)
WARNING = (
    "This move looks like a mistake. Over 24 games played out from here, you finished on "
    "average 4.0 points worse off with this move (you scored 1.7 points fewer and the others "
    "2.2 more) than with a better one: Build the Bank at the Town Hall: 1 point and a new "
    "action space."
)


@pytest.mark.parametrize("seats", [2, 4])
@pytest.mark.parametrize("size", [TABLE_1366, TABLE_1920])
def test_a_warning_leaves_the_whaling_board_and_the_move_in_sight(qtbot, size, seats) -> None:  # type: ignore[no-untyped-def]
    """The mistake warning stood right of the General Store over the sea and its ships (and
    the Town Hall it recommended; moved off the board, over the Bank it recommended); for a
    worker dropped on any space it may take, the warning is inside the table, off the
    whaling board, off the space the move was made on and off the space and tile it names."""
    from test_table_drag import center, drag

    from nbgui.engine import GameSetup, SeatSpec, StartGoods

    register_test_fonts()
    session = FakeSession(GameSetup(seed=5, seats=[SeatSpec(name=n) for n in "ABCD"[:seats]]))
    w = shown_table(qtbot, session, size)
    for _ in range(seats):
        assert w.controller.perform(StartGoods(2, 2, 0, 1))
    w.controller.warnings = lambda st, cmd: [("test", WARNING, "rule:test")]
    geo = w.scene.geo
    seat = session.state.decision.seat
    worker = w.scene.pieces[("worker", seat, 0)]
    before = session.state
    checked = 0
    for key in list(w.controller.targets_for(worker)):
        target = w.scene.spaces[key[1]] if key[0] == "space" else w.scene.pieces[key]
        drag(w, center(worker), center(target))
        popup = w.controller.popup
        for _ in range(4):  # which building, which discount, which ship, …
            if popup is None or popup.field in ("confirm", ""):
                break
            assert popup.choose(popup.values[0])
            popup = w.controller.popup
        if popup is not None and popup.on_confirm is not None:  # how many to sell
            popup.set_counts({k: hi for k, (_, hi) in popup.count_limits.items()})
            popup.confirm()
            popup = w.controller.popup
        assert popup is not None and popup.field == "confirm", key
        box = popup.sceneBoundingRect()
        assert w.scene.sceneRect().contains(box), (key, box)
        assert not box.intersects(geo.whaling_rect), (key, box, geo.whaling_rect)
        assert not box.intersects(target.sceneBoundingRect()), key
        # nor over what it names: the better move's Town Hall and Bank
        named = [w.scene.spaces["town_hall"], w.scene.pieces[("building", "bank")]]
        assert not any(box.intersects(n.sceneBoundingRect()) for n in named), key
        popup.cancel()
        assert session.state is before
        checked += 1
    assert checked >= 5


@pytest.mark.parametrize("size", [TABLE_1366, TABLE_1920])
def test_a_launch_warning_leaves_the_track_in_sight(qtbot, size) -> None:  # type: ignore[no-untyped-def]
    """A ship dragged to a track space: the warning stands off the whaling board (beside
    it, over the town), inside the table."""
    from fake_session import ready_to_launch
    from test_table_drag import center, drag

    from nbgui.engine import GameSetup, SeatSpec

    register_test_fonts()
    session = FakeSession(GameSetup(seed=5, seats=[SeatSpec(name="Ann"), SeatSpec(name="Ben")]))
    w = shown_table(qtbot, session, size)
    seat = ready_to_launch(w, session)
    w.controller.warnings = lambda st, cmd: [("test", WARNING, "rule:test")]
    before = session.state
    ship = w.scene.pieces[("ship", seat, 1)]
    for n in (2, 3):
        drag(w, center(ship), center(w.scene.tracks[n]))
        popup = w.controller.popup
        for _ in range(3):  # which launch space, which ship
            if popup is None or popup.field == "confirm":
                break
            assert popup.choose(popup.values[0])
            popup = w.controller.popup
        assert popup is not None, n
        box = popup.sceneBoundingRect()
        assert w.scene.sceneRect().contains(box), box
        assert not box.intersects(w.scene.geo.whaling_rect), (n, box)
        popup.cancel()
        assert session.state is before


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_choice_of_a_popup_starts_with_a_capital(qtbot, lang) -> None:  # type: ignore[no-untyped-def]
    """A popup's choices are buttons beside "Cancel" / "Cancelar" and the buildings' names:
    the track choices said "space 1 · 1 food (comes home empty)" / "casilla 1 · 0 de Comida
    (vuelve vacío)" in lower case (the ship choices and "no discount" too)."""
    register_test_fonts()
    try:
        assert i18n.set_language(lang)
        _, popup = _to_popup(qtbot, lang, TABLE_1366)
        labels = [b.text for b in popup.childItems() if isinstance(b, ButtonItem)]
        assert len(labels) >= 3
        lower = [t for t in labels if t[:1].isalpha() and not t[:1].isupper()]
        assert lower == [], labels
    finally:
        i18n.set_language("en")
