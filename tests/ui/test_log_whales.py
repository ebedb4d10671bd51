"""The log's whale sentences in English and Spanish: alike whales counted together ("3 right
whales (lay $2, 1 point each)"), never a name said again and again; what a Captain gets without
paying (his returning whales, a bought whale, Stubb's end sale) said as the rulebook says it,
never "for $0"."""

from __future__ import annotations

import re

import pytest

from nbgui.content.loader import default_rules
from nbgui.engine import (
    BuyerPassed,
    Describer,
    EndSale,
    ShipReturning,
    TokensDrawn,
    WhaleBought,
    WhaleKept,
    WhaleSold,
)
from nbgui.ui import i18n

STUBB, ANN = 0, 1
NB = "\u00a0"  # Spanish money: "4 $" with a no-break space
NAMES = ["Stubb", "Ann"]


@pytest.fixture
def describe() -> Describer:
    return Describer(NAMES, default_rules(), captains={STUBB})


@pytest.fixture(params=["en", "es"])
def say(request, qapp):
    assert i18n.set_language(request.param)
    yield lambda events, d: [i18n.say(m) for _, m in d.messages(events)]
    i18n.set_language("en")


def _no_repeats(line: str) -> None:
    names = ("Right whale", "Bowhead whale", "Ballena Franca", "Ballena de Groenlandia",
             "Ballenas Francas", "Empty sea", "mar vacío")
    for name in names:
        assert line.count(name) <= 1, line
    assert "$0" not in line and f"0{NB}$" not in line and "{" not in line and "%n" not in line, line


def test_a_list_of_tokens_counts_alike_ones(describe, say) -> None:
    drawn = TokensDrawn(("R1", "E1", "R2", "B1", "R3"))
    home = ShipReturning(ANN, 1, ("R4", "R5", "R6", "B2"))
    lines = say([drawn, home], describe)
    for line in lines:
        _no_repeats(line)
    if i18n.current_language() == "en":
        assert lines == [
            "Drawn from the bag: 1 Bowhead whale (lay $4, 2 points), 3 Right whales (lay $2, "
            "1 point each) and 1 empty sea token.",
            "Ann's small ship comes home with 1 Bowhead whale (lay $4, 2 points) and 3 Right "
            "whales (lay $2, 1 point each).",
        ]
    else:
        assert lines[0] == (
            f"Sacadas de la bolsa: 1 Ballena de Groenlandia (tasa 4{NB}$, 2 puntos), 3 Ballenas "
            f"Francas (tasa 2{NB}$, 1 punto cada una) y 1 ficha de mar vacío."
        )
        assert " sin " not in lines[1] and "3 Ballenas Francas" in lines[1]


def test_an_empty_ship_comes_home_without_whales(describe, say) -> None:
    (line,) = say([ShipReturning(ANN, 2, ())], describe)
    assert line in (
        "Ann's large ship comes home with no whales.",
        "Vuelve a casa el barco grande de Ann sin ballenas.",
    )


def test_an_ai_seats_ship_reads_well(say) -> None:  # type: ignore[no-untyped-def]
    """An AI seat's name ends in its level ("AI 2 (easy)"): the log said "AI 2 (easy)'s large
    ship"."""
    d = Describer(["Ann", "AI 2 (easy)"], default_rules())
    (line,) = say([ShipReturning(1, 2, ())], d)
    assert line in (
        "The large ship of AI 2 (easy) comes home with no whales.",
        "Vuelve a casa el barco grande de AI 2 (easy) sin ballenas.",
    )


def test_a_captain_keeps_his_returning_whales_in_one_sentence(describe, say) -> None:
    cargo = ("R1", "R2", "S1")
    events = [ShipReturning(STUBB, 1, cargo), *(WhaleKept(STUBB, t) for t in cargo)]
    lines = say(events, describe)
    assert len(lines) == 2, lines
    assert lines[1] in (
        "Stubb keeps all 3: Captains pay no lay.",
        "Stubb se queda con las 3: los Capitanes no pagan tasa.",
    )
    two = say([WhaleKept(STUBB, "R1"), WhaleKept(STUBB, "R2")], describe)
    assert two in (
        ["Stubb keeps both: Captains pay no lay."],
        ["Stubb se queda con las dos: los Capitanes no pagan tasa."],
    )


def test_a_captain_buys_free_not_for_zero(describe, say) -> None:
    (line,) = say([WhaleBought(STUBB, "B1", 0)], describe)
    assert line in (
        "Stubb buys the Bowhead whale (lay $4, 2 points) free: Captains pay no lay.",
        f"Stubb compra la ficha de Ballena de Groenlandia (tasa 4{NB}$, 2 puntos) gratis: los "
        "Capitanes no pagan tasa.",
    )
    (paid,) = say([WhaleBought(ANN, "B1", 4)], describe)
    assert re.search(r"\$4\b|4\u00a0\$", paid.split(")")[-1]), paid  # a player pays the lay


def test_a_captain_at_his_limit_is_said_so(describe, say) -> None:
    (captain,) = say([BuyerPassed(STUBB, True)], describe)
    (player,) = say([BuyerPassed(ANN, True)], describe)
    assert "limit" in captain or "límite" in captain
    assert "afford" in player or "dinero" in player


def test_stubbs_end_sale_is_one_sentence_without_money(describe, say) -> None:
    sold = ("R1", "R2", "B1")
    events = [EndSale(STUBB, sold), *(WhaleSold(STUBB, t, 0) for t in sold)]
    (line,) = say(events, describe)
    _no_repeats(line)
    assert line in (
        "Stubb keeps his best whales and sells the other 3 for nothing (Captains take no "
        "money): 1 Bowhead whale (lay $4, 2 points) and 2 Right whales (lay $2, 1 point each).",
        "Stubb se queda con sus mejores ballenas y vende las otras 3 sin cobrar nada (los "
        f"Capitanes no cobran): 1 Ballena de Groenlandia (tasa 4{NB}$, 2 puntos) y 2 Ballenas "
        f"Francas (tasa 2{NB}$, 1 punto cada una).",
    )
    # said one event at a time (the CLI's --explain), a sale is still not "for $0"
    for e in events[1:]:
        _no_repeats(i18n.say(describe.message(e)))
