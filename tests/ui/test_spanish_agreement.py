"""Spanish words that refer to something agree with it in gender and number, and the words a
sentence quotes from the table are the table's own."""

from __future__ import annotations

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
