"""Spanish words that refer to something agree with it in gender and number, and the words a
sentence quotes from the table are the table's own."""

from __future__ import annotations

import dataclasses

from nbgui.text import msg
from nbgui.ui import i18n


def test_the_start_goods_button_agrees_with_the_goods_and_the_tutorial_quotes_it(qapp) -> None:
    """The start-goods button said "Tomar estos" under "elige tus mercancías iniciales"
    (mercancías: feminine plural): it says "Tomar estas mercancías", and the tutorial's step
    that asks for it names the button as the table shows it (review, 2026-12-03)."""
    from nbgui.ui.table.items import tr

    assert i18n.set_language("es")
    try:
        label = tr("Take these")
        step = i18n.say(msg("tutorial.start"))
    finally:
        i18n.set_language("en")
    words = label.lower().split()
    assert "estos" not in words and "estas" in words, label
    assert "mercancías" in words, label
    assert label in step, step
    assert tr("Take these") == "Take these"
    assert "Take these" in i18n.say(msg("tutorial.start"))


def test_the_file_dialogs_labels_are_spanish(qapp) -> None:
    """Qt's own file dialog (Open, Save as) showed "Look in:" and "Files of type:" in English
    beside "Nombre de fichero:" in a Spanish game (Qt 6 labels them "&Look in:" / "Files of
    &type:", which Qt's Spanish catalogue lacks): the app's catalogue supplies them
    (`nbgui.ui.qt_words`)."""
    from PySide6.QtWidgets import QFileDialog, QLabel

    from nbgui.ui.qt_words import file_dialog_labels

    assert i18n.set_language("es")
    try:
        dialog = QFileDialog(None, "x")
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
        labels = [label.text() for label in dialog.findChildren(QLabel) if label.text()]
        said = file_dialog_labels()
        dialog.deleteLater()
    finally:
        i18n.set_language("en")
    assert len(labels) == 3, labels
    for text in labels:
        assert not any(w in text for w in ("Look", "Files", "File", "type")), labels
    assert said == ("&Ver en:", "Ficheros de &tipo:")
    assert file_dialog_labels() == ("&Look in:", "Files of &type:")


def test_the_orders_walk_keeps_his_course_named_as_a_course(qapp) -> None:
    """The log's "… así que mantiene zarpar a la casilla 4 y sigue leyendo" (an infinitive as
    the object of "mantiene"; English "so he keeps launching to space 4", read as doing it
    again): the course he keeps is named as his course, as "nada ha servido para su Rumbo,
    zarpar a la casilla 4" names it (session 5's read of 1,044 log lines)."""
    m = msg("trace.course_nothing", course=msg("captain.said.money"),
            back=msg("captain.said.launch", n=4))
    assert i18n.set_language("es")
    try:
        said = i18n.say(m)
    finally:
        i18n.set_language("en")
    assert "así que mantiene su Rumbo, zarpar a la casilla 4, y sigue leyendo" in said, said
    assert "so he keeps his course, launching to space 4, and reads on" in i18n.say(m)


def test_an_orders_check_the_owner_skips_agrees_with_its_building(qapp) -> None:
    """Ahab's Orders card (the table's plan, the replay) said "La Oficina de Correos (solo si
    no es suyo)": the check is one catalogue message, whose Spanish agrees with the building
    (`check.building.not_owner`, "{building:suyo|suya}"), read with a feminine and a
    masculine name."""
    from types import SimpleNamespace

    from nbgui.text import Term
    from nbgui.ui.table.scene import _check_words

    names = {"post_office": "Post Office", "bank": "Bank"}

    def check(building: str) -> SimpleNamespace:
        return SimpleNamespace(kind="building", building=building, not_owner=True)

    def name_of(building: str) -> str:
        return i18n.named(Term(names[building]))

    assert i18n.set_language("es")
    try:
        post = _check_words(check("post_office"), name_of, plain=True)
        bank = _check_words(check("bank"), name_of, plain=True)
    finally:
        i18n.set_language("en")
    assert post == "la Oficina de Correos (solo si no es suya)"
    assert bank == "el Banco (solo si no es suyo)"
    english = _check_words(check("post_office"), name_of, plain=True)
    assert english == "the Post Office (only if he does not own it)"


def test_the_tutorial_names_whose_board_it_shows(qapp) -> None:
    """The tutorial's step on the Captain's board said "Su tablero muestra lo que puede hacer",
    which a newcomer addressed as "tú" everywhere else reads as the formal "your board shows
    what you may do": it names the Captain, as the step before it does ("Último turno de
    Starbuck")."""
    from nbgui.ui.tutorial.texts import step_text

    assert i18n.set_language("es")
    try:
        said = step_text("captain_next", captain="Starbuck")
    finally:
        i18n.set_language("en")
    assert said.startswith("El tablero de Starbuck muestra lo que puede hacer"), said
    assert not said.startswith("Su "), said
    assert step_text("captain_next", captain="Starbuck").startswith("Starbuck's board shows")


def test_the_captains_reasons_and_a_fee_agree_with_the_building(qapp) -> None:
    """The Captain's reasons said "no está construido, así que no puede usarlo", "es suyo",
    "alguien ya lo ha usado" of every building, la Escuela too, and a hint "tras pagar 1 $
    por usarlo" of any building: they take the building and agree with it."""
    from nbgui.captain.brain import CaptainBrain, _Walk
    from nbgui.captain.setup import load_boards
    from nbgui.content.captains import parse_check
    from nbgui.engine import Place, new_game
    from nbgui.simulate import make_setup
    from nbgui.teach.hints import _describe_place
    from nbgui.text import Term, english

    boards, _ = load_boards(use_overrides=False)
    state, _ = new_game(make_setup(5, ["starbuck"], boards, human_names=["Ana"]))
    captain = next(i for i, s in enumerate(state.seats) if s.is_captain)
    walk = _Walk(CaptainBrain(boards), state, captain)
    course = walk.board.helm[0].course
    why = {}
    for building in ("schoolhouse", "bank"):
        check = parse_check(f"building:{building}")
        if building in state.built:
            state.built.remove(building)
        _, not_built = walk.candidates(check, course)
        state.built.append(building)
        state.owner[building] = 1 - captain
        state.used_buildings.add(building)
        _, used = walk.candidates(check, course)
        assert not_built is not None and used is not None
        why[building] = (not_built, used)
    assert english(why["schoolhouse"][0]) == "it is not built, so he cannot use the Schoolhouse."
    fee = {
        b: msg("suggest.fee", move="Ana", fee=msg("unit.money", n=1), building=Term(name))
        for b, name in (("schoolhouse", "Schoolhouse"), ("bank", "Bank"))
    }
    # a hint's launch from another seat's Wharf (the fee's one use in play, with the Dry Dock)
    ana = 1 - captain
    state.built.append("wharf")
    state.owner["wharf"] = captain
    state.ship(ana, 1).where = "dock"
    state.seats[ana].food = state.seats[ana].money = 5
    state.decision = dataclasses.replace(state.decision, seat=ana, kind="place")
    launch = _describe_place(state, Place("wharf", ship=1, to=3))
    assert english(launch).endswith(", after a $1 fee to use the Wharf"), english(launch)
    assert i18n.set_language("es")
    try:
        said = {b: [i18n.say(m) for m in (*why[b], fee[b])] for b in why}
        launched = i18n.say(launch)
    finally:
        i18n.set_language("en")
    assert said["schoolhouse"] == [
        "no está construida, así que no puede usarla.",
        "alguien ya la ha usado esta ronda.",
        "Ana, tras pagar 1\u00a0$ por usarla",
    ]
    assert said["bank"] == [
        "no está construido, así que no puede usarlo.",
        "alguien ya lo ha usado esta ronda.",
        "Ana, tras pagar 1\u00a0$ por usarlo",
    ]
    assert launched.endswith(", tras pagar 1\u00a0$ por usarlo"), launched  # el Embarcadero
