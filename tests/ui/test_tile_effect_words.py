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
