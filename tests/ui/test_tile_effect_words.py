"""A building tile's effect names goods in words, in the player's language: the tiles said
"+2L +2F" (in Spanish "+2Le +2Co", "+3La"), letters a newcomer had to decode. And the Captain's
victory course is named like his other build courses ("Build (white list)"), not "Build
victory" ("Construir victoria")."""

from __future__ import annotations

import re

import pytest

from nbgui.content import load_rules
from nbgui.text import msg
from nbgui.ui import i18n
from nbgui.ui.table.scene import effect_summary

GOODS = ("lumber", "food", "brick")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_goods_on_a_tile_are_words(qapp, lang: str) -> None:  # type: ignore[no-untyped-def]
    rules = load_rules()
    assert i18n.set_language(lang)
    try:
        seen = 0
        for bd in rules.buildings.values():
            if bd.effect != "gain_goods":
                continue
            text = effect_summary(bd)
            for good in GOODS:
                n = getattr(bd.gain, good)
                if n:
                    seen += 1
                    # the good's own word, as the log says it ("2 lumber", "2 de Leña")
                    amount = i18n.say(msg(f"unit.{good}", n=n)).replace(" ", "\u00a0")
                    assert "+" + amount in text, (bd.id, text)
            # no number glued to a letter code ("+2L", "+3La")
            assert not re.search(r"\+\d+[A-Za-z]", text), (bd.id, text)
        assert seen >= 4  # Schoolhouse (2), Bakery, Brickyard at least
    finally:
        i18n.set_language("en")


def test_victory_course_is_named_like_the_other_builds(qapp) -> None:  # type: ignore[no-untyped-def]
    assert i18n.set_language("es")
    try:
        said = i18n.say(msg("captain.course.build_victory"))
        assert said == "Construir (edificio de victoria)"
        assert i18n.say(msg("captain.course.build_white")).startswith("Construir (")
    finally:
        i18n.set_language("en")
    assert i18n.say(msg("captain.course.build_victory")) == "Build (victory building)"


def test_a_tiles_counted_rule_says_the_rules_numbers(qapp) -> None:  # type: ignore[no-untyped-def]
    """The victory bonuses' and the Courthouse's tiles said "+1 per 2 buildings", "+1 per 2
    Right whales", "Build, 2 goods off" and the Cooperage "$1 per whale" typed into the
    table's strings: they are the buildings' `per`, `discount` and `gain.money` in rules/."""
    from dataclasses import replace

    rules = load_rules()
    b = rules.buildings
    changed = {
        "municipal_office": (replace(b["municipal_office"], per=3), "+1 per 3 buildings",
                             "+1 por cada 3 edificios"),
        "counting_house": (replace(b["counting_house"], per=4), "+1 per 4 Right whales",
                           "+1 por cada 4 Ballenas Francas"),
        "courthouse": (replace(b["courthouse"], discount=1), "Build, 1 good off",
                       "Construye, 1 mercancía menos"),
        "cooperage": (replace(b["cooperage"], gain=replace(b["cooperage"].gain, money=2)),
                      "$2 per whale on a ship", "2\u00a0$ por ballena en un barco"),
    }
    for bd, english, _ in changed.values():
        assert effect_summary(bd) == english
    assert effect_summary(b["municipal_office"]) == "+1 per 2 buildings"
    assert i18n.set_language("es")
    try:
        for bd, _, spanish in changed.values():
            assert effect_summary(bd) == spanish
    finally:
        i18n.set_language("en")


def test_the_buy_buttons_and_the_helm_tip_say_the_rules_numbers(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The purchase's buttons said "Buy 2 lumber · $3" and the Helm's tooltip "Round 12: …"
    typed into their strings: the amount is the rules' `purchase.amount`, the round the
    rules' last (`game.rounds`)."""
    from dataclasses import replace

    from fake_session import FakeSession, register_test_fonts, shown_table
    from test_table_legibility import TABLE_1366

    from nbgui.captain.setup import load_boards
    from nbgui.engine import BuyGoods, StartGoods, new_game
    from nbgui.simulate import make_setup
    from nbgui.ui.table.items import ButtonItem

    register_test_fonts()
    boards = load_boards(use_overrides=False)[0]
    rules = load_rules()
    game = rules.game
    rules = replace(
        rules, game=replace(game, purchase=replace(game.purchase, amount=3), rounds=11)
    )
    setup = make_setup(5, ["stubb"], boards)
    session = FakeSession(setup, boards)
    session._state, _ = new_game(setup, rules)
    w = shown_table(qtbot, session, TABLE_1366)
    human = next(i for i, s in enumerate(session.state.seats) if not s.is_captain)
    if session.state.decision.seat == human:
        assert w.controller.perform(StartGoods(1, 1, 1, 1))
    buttons = [
        b for b in w.scene.items() if isinstance(b, ButtonItem) and isinstance(b.command, BuyGoods)
    ]
    assert buttons and all(b.text.startswith("Buy 3 ") for b in buttons), [
        b.text for b in buttons
    ]
    w.grab()  # the Helm's tooltip is written as it is painted
    tips = [p.toolTip() for p in w.scene.seat_panels if p.name.startswith("Helm ")]
    assert tips and all("\nRound 11: " in t and "Round 12" not in t for t in tips), tips


def test_a_choices_discount_and_bonus_say_how_many(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The build popup's discount said "1 fewer {goods}" of every choice, the goods joined
    with "+": the Courthouse's two lumber off read "1 fewer lumber + lumber". Each good named
    is one off: "2 lumber off", "1 lumber and 1 brick off" / "2 de Leña menos". The Warehouse's
    bonus said "+1 {good}": its count is the rules' `bonus.count`."""
    from dataclasses import replace

    from fake_session import FakeSession, register_test_fonts, shown_table
    from test_table_legibility import TABLE_1366

    from nbgui.engine import GameSetup, Place, SeatSpec, new_game

    register_test_fonts()
    rules = load_rules()
    ws = rules.spaces["warehouse"]
    more = replace(rules, spaces={**rules.spaces, "warehouse": replace(
        ws, bonus=replace(ws.bonus, count=2))})
    setup = GameSetup(seed=5, seats=[SeatSpec(name="A"), SeatSpec(name="B")])
    session = FakeSession(setup)
    session._state, _ = new_game(setup, more)
    w = shown_table(qtbot, session, TABLE_1366)
    label = w.controller.choices._value_label
    cmd = Place("warehouse", bonus="brick")
    assert label(cmd, "discount", ("lumber", "lumber"), []) == "2 lumber off"
    assert label(cmd, "discount", ("lumber", "brick"), []) == "1 lumber and 1 brick off"
    assert label(cmd, "bonus", "brick", []) == "+2 brick"
    assert i18n.set_language("es")
    try:
        assert label(cmd, "discount", ("lumber", "lumber"), []) == "2 de Leña menos"
        assert label(cmd, "bonus", "brick", []) == "+2 de Ladrillo"
    finally:
        i18n.set_language("en")


def test_the_tavern_tile_names_the_empty_sea_token(qapp) -> None:  # type: ignore[no-untyped-def]
    """The Tavern's tile said "Remove sea: $4 / $6" / "Retira mar: 4 $ / 6 $": no token is
    called "sea"; it pays for empty sea tokens, as its card and the glossary name them: "Empty
    sea: $4 / $6" / "Mar vacío: 4 $ / 6 $" ("Retira mar vacío: …" lost its words to the icon
    on a corner tile at 1920×1080, the verb is the card's)."""
    tavern = load_rules().buildings["tavern"]
    assert effect_summary(tavern).startswith("Empty sea: ")
    assert i18n.set_language("es")
    try:
        assert effect_summary(tavern).startswith("Mar vacío: ")
    finally:
        i18n.set_language("en")
