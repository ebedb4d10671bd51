"""Sentences of the log and the refusals as a newcomer reads them, in both languages (found by
a whole Spanish game against Flask by mouse, 2026-12-02): a list of goods in a sentence ends with
"and" / "y" (the log said "Ana paga 10 $, 3 de Leña."), and an empty sea token is a common noun
in a refusal (it said "Las fichas de Mar vacío nunca se pueden subir a un barco.", pasting the
data label). A fee the player cannot pay said "Using the Tavern costs $1 first, and you have
$0." / "Usar Taberna cuesta antes 1 $, y tienes 0 $."""

from __future__ import annotations

import pytest

from nbgui.content.loader import default_rules
from nbgui.engine import Describer, GoodsSpent, RuleError, StartingGoodsTaken
from nbgui.text import Term, words
from nbgui.ui import i18n

NB = "\u00a0"


@pytest.fixture
def spanish(qapp):  # type: ignore[no-untyped-def]
    assert i18n.set_language("es")
    yield
    i18n.set_language("en")


def _said() -> list[str]:
    describe = Describer(["Flask", "Ana"], default_rules())
    return [
        i18n.say(describe.message(GoodsSpent(seat=1, lumber=3, food=0, brick=0, money=10,
                                             reason="build"))),
        i18n.say(describe.message(StartingGoodsTaken(seat=1, lumber=0, food=1, brick=1,
                                                     money=2))),
        i18n.say(describe.message(GoodsSpent(seat=1, lumber=0, food=2, brick=0, money=0,
                                             reason="launch"))),
        i18n.say(RuleError("sea_token").msg),
        i18n.say(RuleError("fee_unaffordable", space=Term("Tavern"), cost=words.money(1),
                           have=words.money(0)).msg),
    ]


def test_english(qapp) -> None:  # type: ignore[no-untyped-def]
    i18n.set_language("en")
    assert _said() == [
        "Ana pays $10 and 3 lumber.",
        "Ana starts with $2, 1 food and 1 brick.",
        "Ana pays 2 food.",
        "Empty sea tokens can never be taken onto a ship.",
        "To use the Tavern you pay $1 first; you have $0.",
    ]


def test_spanish(spanish) -> None:  # type: ignore[no-untyped-def]
    assert _said() == [
        f"Ana paga 10{NB}$ y 3 de Leña.",
        f"Ana empieza con 2{NB}$, 1 de Comida y 1 de Ladrillo.",
        "Ana paga 2 de Comida.",
        "Las fichas de mar vacío nunca se pueden subir a un barco.",
        f"Para usar la Taberna hay que pagar antes 1{NB}$; tienes 0{NB}$.",
    ]
