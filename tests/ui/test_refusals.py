"""Refused moves read in the player's language, with their numbers: the engine raises a message
(id + parameters) and the UI translates it through the Qt catalogue."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF

from nbgui.engine import GameSetup, RuleError, SeatSpec, StartGoods
from nbgui.text import Term, msg
from nbgui.ui import i18n
from nbgui.ui.session import GameSession


@pytest.fixture
def spanish(qapp):  # type: ignore[no-untyped-def]
    assert i18n.set_language("es")
    yield
    i18n.set_language("en")


def test_english_is_the_engines_sentence(qapp) -> None:  # type: ignore[no-untyped-def]
    i18n.set_language("en")
    err = RuleError("space_full", space=4, n=3)
    assert i18n.say(err.msg) == str(err) == "Track space 4 already has 3 ships."
    assert i18n.say(RuleError("space_full", space=2, n=1).msg) == (
        "Track space 2 already has 1 ship."
    )


def test_spanish_keeps_the_numbers_and_plural(spanish) -> None:  # type: ignore[no-untyped-def]
    assert i18n.say(RuleError("bad_launch_target", last=9).msg) == (
        "Elige una casilla del medidor de la 1 a la 9."
    )
    assert i18n.say(RuleError("space_full", space=4, n=1).msg) == (
        "La casilla 4 del medidor ya tiene 1 barco."
    )
    assert i18n.say(RuleError("space_full", space=4, n=3).msg) == (
        "La casilla 4 del medidor ya tiene 3 barcos."
    )
    need = RuleError(
        "not_enough_food",
        variant="needs",
        doing=msg("doing.build", building=Term("Dockyard")),
        need=msg("unit.food", n=2),
        have=msg("unit.food", n=1),
    )
    assert i18n.say(need.msg) == "Construir el Astillero necesita 2 de Comida; tienes 1 de Comida."


def test_spanish_refusal_from_the_session(spanish) -> None:  # type: ignore[no-untyped-def]
    session = GameSession(GameSetup(seed=1, seats=[SeatSpec(name="A"), SeatSpec(name="B")]))
    got: list[tuple[str, str]] = []
    session.refused.connect(lambda code, text: got.append((code, text)))
    session.start()
    assert not session.submit(StartGoods(5, 0, 0, 5))
    assert got == [
        (
            "bad_start_goods",
            "Las mercancías iniciales deben valer exactamente 5\u00a0$ "
            "(Leña 1\u00a0$, Comida 1\u00a0$, Ladrillo 2\u00a0$).",
        )
    ]


def test_spanish_ship_refusals_name_the_ship_and_the_way_out(spanish) -> None:  # type: ignore[no-untyped-def]
    """The ship refusals said "El barco 1 no está en el muelle.": now which ship, in words, and
    what to do."""
    sys.path.insert(0, str(Path(__file__).parents[1] / "engine"))
    from scenario import Table

    t = Table().goods(0, food=9, lumber=9).build(0, "lighthouse")
    said = []
    for text in ("place city_pier ship=1 to=2", "place lighthouse ship=2"):
        said.append(i18n.say(t.refuse(text, "ship_not_there").msg))
    assert said == [
        "Tu barco pequeño sigue en tu reserva: prepáralo antes en el Astillero.",
        "Tu barco grande está en tu reserva, no en el mar: prepáralo en el Astillero y luego "
        "hazlo zarpar.",
    ]


#: (where the ship is, the command needing it elsewhere) → the sentence, English and Spanish
SHIP_PLACES = [
    ("supply", "place city_pier ship=2 to=2",
     "Your large ship is still in your supply: the Dockyard prepares it onto the dock first.",
     "Tu barco grande sigue en tu reserva: prepáralo antes en el Astillero."),
    ("sea", "place city_pier ship=2 to=2",
     "Your large ship is at sea: only a ship waiting on the dock can launch.",
     "Tu barco grande está en el mar: solo zarpa un barco que espere en el muelle."),
    ("dock", "place dockyard ship=2",
     "Your large ship is already prepared on the dock: launch it from the City Pier.",
     "Tu barco grande ya está preparado en el muelle: hazlo zarpar desde el Puerto de la Ciudad."),
    ("sea", "place dockyard ship=2",
     "Your large ship is at sea: it can be prepared again once it is home in your supply.",
     "Tu barco grande está en el mar: podrás prepararlo de nuevo cuando vuelva a tu reserva."),
    ("supply", "place lighthouse ship=2",
     "Your large ship is in your supply, not at sea: the Dockyard prepares it, then it can "
     "launch.",
     "Tu barco grande está en tu reserva, no en el mar: prepáralo en el Astillero y luego hazlo "
     "zarpar."),
    ("dock", "place lighthouse ship=2",
     "Your large ship is on the dock, not at sea: launch it from the City Pier first.",
     "Tu barco grande está en el muelle, no en el mar: hazlo zarpar antes desde el Puerto de la "
     "Ciudad."),
]


@pytest.mark.parametrize(("where", "text", "english", "spanish_said"), SHIP_PLACES)
def test_one_ships_refusal_fits_where_it_is(qapp, where, text, english, spanish_said) -> None:  # type: ignore[no-untyped-def]
    """The advice fits the ship's real place: "Tu barco pequeño no está en el muelle:
    prepáralo antes en el Astillero." was said of a ship at sea too (it cannot be prepared), and
    "only a ship still in your supply can be prepared" of one already prepared on the dock."""
    sys.path.insert(0, str(Path(__file__).parents[1] / "engine"))
    from scenario import Table

    t = Table().goods(0, food=9, lumber=9).build(0, "lighthouse")
    if where != "supply":
        t.ship(0, 2, where, space=3)
    err = t.refuse(text, "ship_not_there")
    assert err.message == english
    try:
        assert i18n.set_language("es")
        assert i18n.say(err.msg) == spanish_said
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_worker_dropped_where_no_ship_waits_says_where_the_ship_is(qtbot, lang: str) -> None:  # type: ignore[no-untyped-def]
    """A worker dropped on the City Pier with no ship on the dock (or on the Tryworks with no
    ship at sea) said "Choose one of your ships: 1 to 2." (the bare placement's refusal): every
    probe's refusal only named a missing choice. It now says where the ship is."""
    sys.path.insert(0, str(Path(__file__).parent))
    from fake_session import FakeSession, register_test_fonts, shown_table

    from nbgui.engine import validate

    register_test_fonts()
    assert i18n.set_language(lang)
    try:
        session = FakeSession(GameSetup(seed=5, seats=[SeatSpec(name="Ann"),
                                                       SeatSpec(name="Ben")]))
        w = shown_table(qtbot, session, (1010, 718))
        w.controller.perform(StartGoods(2, 3, 0, 0))
        w.controller.perform(StartGoods(2, 3, 0, 0))
        st = session.state
        worker = w.scene.pieces[("worker", st.decision.seat, 0)]
        cmd = w.controller.choices.explaining_command(worker, ("space", "city_pier"))
        assert cmd is not None
        with pytest.raises(RuleError) as refused:
            validate(st, cmd, st.decision.seat)
        code, sentence = refused.value.code, i18n.say(refused.value.msg)
    finally:
        i18n.set_language("en")
    assert code == "ship_not_there"
    assert sentence.startswith(("Your small ship is still in your supply",
                                "Tu barco pequeño sigue en tu reserva"))


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_whale_dropped_on_the_ship_not_picking_names_the_one_that_is(qtbot, lang: str) -> None:  # type: ignore[no-untyped-def]
    """While one of a player's ships takes a whale, the whale dropped on his other ship said
    "That piece cannot go there." (seen by mouse in Spanish and English games against Flask)."""
    here = Path(__file__).parent
    sys.path[:0] = [str(here), str(here.parent / "engine")]
    from fake_session import FakeSession, register_test_fonts, shown_table
    from scenario import Table

    register_test_fonts()
    t = Table().ship(0, 1, "sea", 5).ship(0, 2, "sea", 3).bag("B1", "R1", "R2").last_turn(0)
    t.do("place farm")
    assert (t.decision.kind, t.decision.seat, t.decision.ship) == ("pick", 0, 1)
    session = FakeSession(GameSetup(seed=1, seats=[SeatSpec(name="Ann"), SeatSpec(name="Ben")]))
    session._state = t.state
    w = shown_table(qtbot, session, (1010, 718))
    said: list[str] = []
    w.controller.message.connect(said.append)
    assert i18n.set_language(lang)
    try:
        w.controller.choices.refuse(w.scene.pieces[("token", "B1")], ("ship", 0, 2),
                                    QPointF(10, 10))
    finally:
        i18n.set_language("en")
    assert said == [{
        "en": "Your small ship takes a whale now: drop the whale on it.",
        "es": "Tu barco pequeño toma una ballena ahora: suelta la ficha sobre él.",
    }[lang]]


def test_an_empty_sea_tokens_card_does_not_say_its_name_twice(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Its card's title is "Empty sea" / "Mar vacío" and its one row's label said it again."""
    here = Path(__file__).parent
    sys.path[:0] = [str(here), str(here.parent / "engine")]
    from fake_session import FakeSession, register_test_fonts, shown_table
    from scenario import Table

    from nbgui.ui.table.card import card_for

    register_test_fonts()
    t = Table().ship(0, 1, "sea", 5).bag("E1", "R1").last_turn(0)
    t.do("place farm")
    session = FakeSession(GameSetup(seed=1, seats=[SeatSpec(name="Ann"), SeatSpec(name="Ben")]))
    session._state = t.state
    w = shown_table(qtbot, session, (1010, 718))
    for lang in ("en", "es"):
        assert i18n.set_language(lang)
        try:
            card = card_for(w.scene, w.scene.pieces[("token", "E1")])
        finally:
            i18n.set_language("en")
        assert card is not None
        title, rows = card
        assert title in ("Empty sea", "Mar vacío")
        assert [label for label, _ in rows] == [{"en": "Whaling", "es": "Caza"}[lang]]


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "Neither of your ships is on the dock: the Dockyard prepares a ship onto it."),
        ("es", "Ninguno de tus barcos está en el muelle: prepara uno antes en el Astillero."),
    ],
)
def test_a_worker_dropped_where_neither_ship_waits_says_so_of_both(qtbot, lang, said) -> None:  # type: ignore[no-untyped-def]
    """Both ships in the supply, a worker dropped on the City Pier said "Your small ship is not
    on the dock" (as if the large one were there; seen in an English game by mouse, and the
    Dockyard's "Your small ship is not in your supply" with both ships out)."""
    sys.path.insert(0, str(Path(__file__).parent))
    from fake_session import FakeSession, register_test_fonts, shown_table

    register_test_fonts()
    assert i18n.set_language(lang)
    try:
        session = FakeSession(GameSetup(seed=5, seats=[SeatSpec(name="Ann"),
                                                       SeatSpec(name="Ben")]))
        w = shown_table(qtbot, session, (1010, 718), language=lang)
        w.controller.perform(StartGoods(2, 3, 0, 0))
        w.controller.perform(StartGoods(2, 3, 0, 0))
        st = session.state
        worker = w.scene.pieces[("worker", st.decision.seat, 0)]
        shown: list[str] = []
        w.controller.message.connect(shown.append)
        w.controller.choices.refuse(worker, ("space", "city_pier"), QPointF(100, 100))
    finally:
        i18n.set_language("en")
    assert session.state is st
    assert shown == [said]


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "Both your ships are at sea: none is on the dock to launch."),
        ("es", "Tus dos barcos están en el mar: ninguno espera en el muelle para zarpar."),
    ],
)
def test_a_worker_on_the_city_pier_with_both_ships_at_sea(qtbot, lang, said) -> None:  # type: ignore[no-untyped-def]
    """With both ships at sea the City Pier's refusal cannot send the player to the Dockyard
    (there is no ship to prepare)."""
    here = Path(__file__).parent
    sys.path[:0] = [str(here), str(here.parent / "engine")]
    from scenario import Table

    t = Table().ship(0, 1, "sea", 3).ship(0, 2, "sea", 4).goods(0, food=5)
    assert _worker_drop_said(qtbot, t, lang, ("space", "city_pier")) == [said]


def _worker_drop_said(qtbot, table, lang: str, key) -> list[str]:  # type: ignore[no-untyped-def]
    """What the table says when seat 0's first worker is dropped on `key` in the position of
    the scenario `table` (a two-seat game of Ann and Ben)."""
    from fake_session import FakeSession, register_test_fonts, shown_table

    register_test_fonts()
    session = FakeSession(GameSetup(seed=1, seats=[SeatSpec(name="Ann"), SeatSpec(name="Ben")]))
    session._state = table.state
    w = shown_table(qtbot, session, (1010, 718), language=lang)
    shown: list[str] = []
    w.controller.message.connect(shown.append)
    assert i18n.set_language(lang)
    try:
        w.controller.choices.refuse(w.scene.pieces[("worker", 0, 0)], key, QPointF(10, 10))
    finally:
        i18n.set_language("en")
    return shown


@pytest.mark.parametrize(
    ("lang", "mill", "store"),
    [
        ("en", "The Lumber Mill buys only lumber, and you have none.",
         "You have no lumber, food or brick to sell at the General Store."),
        ("es", "El Aserradero solo compra Leña, y no tienes nada de Leña.",
         "No tienes Leña, Comida ni Ladrillo que vender en la Tienda."),
    ],
)
def test_a_worker_dropped_where_there_is_nothing_to_sell_says_so(qtbot, lang, mill, store) -> None:  # type: ignore[no-untyped-def]
    """With 0 lumber a worker dropped on the Lumber Mill said "You cannot sell 1 lumber; you
    have 0 lumber.", and with no goods on the General Store the same of lumber alone (as if
    lumber were all it bought)."""
    here = Path(__file__).parent
    sys.path[:0] = [str(here), str(here.parent / "engine")]
    from fake_session import FakeSession, register_test_fonts, shown_table
    from scenario import Table

    register_test_fonts()
    t = Table().build(0, "lumber_mill").goods(0, food=2)
    session = FakeSession(GameSetup(seed=1, seats=[SeatSpec(name="Ann"), SeatSpec(name="Ben")]))
    session._state = t.state
    w = shown_table(qtbot, session, (1010, 718), language=lang)
    said: list[str] = []
    w.controller.message.connect(said.append)
    worker = w.scene.pieces[("worker", 0, 0)]
    assert i18n.set_language(lang)
    try:
        w.controller.choices.refuse(worker, ("building", "lumber_mill"), QPointF(10, 10))
        t.goods(0, food=0)
        session._state = t.state
        w.controller.choices.refuse(worker, ("space", "general_store"), QPointF(10, 10))
    finally:
        i18n.set_language("en")
    assert said == [mill, store]


@pytest.mark.parametrize(
    ("lang", "hold", "captains"),
    [
        ("en", "2 Bowhead whales (lay $4, 2 points each) and 1 Right whale (lay $2, 1 point)",
         "in the supply"),
        ("es", "2 Ballenas de Groenlandia (tasa 4\u00a0$, 2 puntos cada una) y 1 Ballena Franca "
         "(tasa 2\u00a0$, 1 punto)", "en la reserva"),
    ],
)
def test_a_ships_card_counts_whales_and_advises_the_player(qtbot, lang, hold, captains) -> None:  # type: ignore[no-untyped-def]
    """Seen on the cards of a Spanish game against Ahab: a hold listed every token ("Ballena de
    Groenlandia (tasa 4 $, 2 puntos), Ballena de Groenlandia (tasa 4 $, 2 puntos), …"), and
    Ahab's ship in his supply told the player "prepáralo en Astillero"."""
    here = Path(__file__).parent
    sys.path[:0] = [str(here), str(here.parent / "engine")]
    from fake_session import FakeSession, register_test_fonts, shown_table
    from scenario import Table, captain_spec

    from nbgui.ui.table.card import card_for

    register_test_fonts()
    t = Table([SeatSpec(name="Ann"), captain_spec("Ahab")]).ship(0, 2, "sea", 3,
                                                                  cargo=["B1", "R1", "B2"])
    session = FakeSession(GameSetup(seed=1, seats=[SeatSpec(name="Ann"), SeatSpec(name="Ben")]))
    session._state = t.state
    w = shown_table(qtbot, session, (1010, 718))
    assert i18n.set_language(lang)
    try:
        ours = card_for(w.scene, w.scene.pieces[("ship", 0, 2)])
        his = card_for(w.scene, w.scene.pieces[("ship", 1, 1)])
    finally:
        i18n.set_language("en")
    assert ours is not None and his is not None
    assert ours[1][1][1] == hold
    assert his[1][0][1] == captains


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "Your small ship is still in your supply: the Dockyard prepares it onto the dock "
         "first."),
        ("es", "Tu barco pequeño sigue en tu reserva: prepáralo antes en el Astillero."),
    ],
)
def test_a_ship_dragged_onto_the_track_names_itself(qtbot, lang, said) -> None:  # type: ignore[no-untyped-def]
    """Both ships in the supply, the small ship dragged onto the track said "Ninguno de tus
    barcos está en el muelle…" (the worker's sentence, which names no ship; seen in a real
    Spanish game by xdotool)."""
    sys.path.insert(0, str(Path(__file__).parent))
    from fake_session import FakeSession, register_test_fonts, shown_table

    register_test_fonts()
    session = FakeSession(GameSetup(seed=5, seats=[SeatSpec(name="Ann"), SeatSpec(name="Ben")]))
    w = shown_table(qtbot, session, (1010, 718), language=lang)
    w.controller.perform(StartGoods(2, 3, 0, 0))
    w.controller.perform(StartGoods(2, 3, 0, 0))
    seat = session.state.decision.seat
    said_now: list[str] = []
    w.controller.message.connect(said_now.append)
    assert i18n.set_language(lang)
    try:
        w.controller.choices.refuse(w.scene.pieces[("ship", seat, 1)], ("track", 3),
                                    QPointF(10, 10))
    finally:
        i18n.set_language("en")
    assert said_now == [said]


@pytest.mark.parametrize(
    ("lang", "docked", "at_sea"),
    [
        ("en", "Neither of your ships is in your supply to prepare: launch one from the dock at "
         "the City Pier.",
         "Both your ships are at sea: a ship can be prepared again once it is home in your "
         "supply."),
        ("es", "Ninguno de tus barcos está en tu reserva para prepararlo: haz zarpar uno del "
         "muelle en el Puerto de la Ciudad.",
         "Tus dos barcos están en el mar: podrás preparar uno de nuevo cuando vuelva a tu "
         "reserva."),
    ],
)
def test_a_worker_on_the_dockyard_with_no_ship_home_says_what_to_do(qtbot, lang, docked,
                                                                    at_sea) -> None:  # type: ignore[no-untyped-def]
    """The Dockyard with neither ship in the supply said "Neither of your ships is in your
    supply: only a ship still in your supply can be prepared." (the reason twice, no way out;
    10 times in an English game by mouse): a ship on the dock is launched from the City Pier,
    ships at sea come home first."""
    here = Path(__file__).parent
    sys.path[:0] = [str(here), str(here.parent / "engine")]
    from scenario import Table

    shown: list[str] = []
    for t in (Table().ship(0, 1, "dock").ship(0, 2, "sea", 4).goods(0, lumber=5),
              Table().ship(0, 1, "sea", 3).ship(0, 2, "sea", 4).goods(0, lumber=5)):
        shown += _worker_drop_said(qtbot, t, lang, ("space", "dockyard"))
    assert shown == [docked, at_sea]


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "Neither of your ships is at sea: prepare one at the Dockyard, then launch it."),
        ("es", "Ninguno de tus barcos está en el mar: prepara uno en el Astillero y luego hazlo "
         "zarpar."),
    ],
)
def test_a_worker_on_the_lighthouse_with_both_ships_home(qtbot, lang, said) -> None:  # type: ignore[no-untyped-def]
    """A space that needs a ship at sea, both ships in the supply: "launch one from the dock
    first" (12 times in a Spanish game by mouse at 1920×1080) named a step the player could not
    take, with no ship on the dock."""
    here = Path(__file__).parent
    sys.path[:0] = [str(here), str(here.parent / "engine")]
    from scenario import Table

    t = Table().build(0, "lighthouse").goods(0, lumber=5, food=5, brick=5)
    assert all(s.where == "supply" for s in t.state.seats[0].ships)
    assert _worker_drop_said(qtbot, t, lang, ("building", "lighthouse")) == [said]
