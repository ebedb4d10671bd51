"""A list reads as the language lists things, through the one catalogue: ``list.more`` adds an
item to a list ("a, b": a table cell, a card's row, a tuple parameter), ``list.and`` ends a
list said in a sentence ("a, b and c" / "a, b y c"). Python joined the parts with ", " in a
dozen places (the score sheet's bonuses, the Orders card, the stats, a tuple parameter in
`render`), where a language could want another separator."""

from __future__ import annotations

from nbgui.text import english, msg
from nbgui.text.message import render
from nbgui.text.words import listing
from nbgui.ui import i18n


def _rendered(words: dict[str, str], m) -> str:  # type: ignore[no-untyped-def]
    """`m` rendered with a test catalogue (`words`: message id → template)."""
    return render(m, lambda x: words[x.id], lambda t: t.text)


def test_a_list_parameter_is_joined_by_the_catalogue() -> None:
    """A tuple parameter is joined by the language's ``list.more`` (it was ", " in `render`)."""
    words = {
        "x": "Builds: {names}.",
        "list.more": "{items} · {item}",
        "list.and": "{items} & {last}",
        "list.and.starts": "-",
    }
    out = _rendered(words, msg("x", names=("Bank", "Farm", "Inn")))
    assert out == "Builds: Bank · Farm · Inn."
    said = _rendered(words, msg("x", names=listing(["Bank", "Farm", "Inn"])))
    assert said == "Builds: Bank · Farm & Inn."
    assert english(msg("x.unknown", names=("a", "b"))) == "x.unknown"


def test_lists_in_english_and_spanish(qapp) -> None:  # type: ignore[no-untyped-def]
    assert english(listing(["Ann", "Ben", "Stubb"])) == "Ann, Ben and Stubb"
    assert i18n.set_language("es")
    try:
        assert i18n.listed(["Banco", "Granja", "Posada"]) == "Banco, Granja, Posada"
        assert i18n.say(listing(["Ana", "Beto", "Stubb"])) == "Ana, Beto y Stubb"
        scores = tuple(msg("turn.over.score", seat=s, n=n) for s, n in (("Ana", 27), ("Flask", 25)))
        said = i18n.say(msg("turn.over.scores", scores=scores, winners=listing(["Ana"])))
        assert said == "Ana 27, Flask 25. Gana: Ana."
    finally:
        i18n.set_language("en")
    assert i18n.listed([]) == "" and i18n.listed(["Bank"]) == "Bank"


def test_spanish_and_is_e_before_the_sound_i(qapp) -> None:  # type: ignore[no-untyped-def]
    """Spanish "y" is "e" before a word that starts with the sound "i" ("Starbuck e Ismael",
    "Ana e Hilda"; but "Ana y Hierro", "hie-" being no "i"): a tie said "han ganado Starbuck y
    Ismael". The catalogue says which beginnings (``list.and.starts``) take ``list.and.sound``;
    English has none."""
    from nbgui.text.words import game_over

    assert i18n.set_language("es")
    try:
        said = [i18n.say(listing(names)) for names in (
            ["Starbuck", "Ismael"], ["Ana", "Hilda"], ["Ana", "Beto", "Íñigo"],
            ["Ana", "Hierro"], ["Ismael", "Ana"],
        )]
        tie = i18n.say(game_over(["Starbuck", "Ismael"], [0, 1]))
    finally:
        i18n.set_language("en")
    assert said == [
        "Starbuck e Ismael", "Ana e Hilda", "Ana, Beto e Íñigo", "Ana y Hierro", "Ismael y Ana",
    ]
    assert "Starbuck e Ismael" in tie, tie
    assert english(listing(["Starbuck", "Ishmael"])) == "Starbuck and Ishmael"


def test_the_sound_form_is_the_catalogues_in_any_language() -> None:
    """`render` takes ``list.and.sound`` where ``list.and.starts`` says so, for any language's
    catalogue (here a test one), never by the language's name."""
    words = {
        "list.and": "{items} + {last}",
        "list.and.sound": "{items} ++ {last}",
        "list.and.starts": "o !ou",
        "list.more": "{items}, {item}",
    }

    def said(names: list[str]) -> str:
        return _rendered(words, listing(names))

    assert said(["a", "b", "Otto"]) == "a, b ++ Otto"
    assert said(["a", "Ouse"]) == "a + Ouse"
    assert said(["Otto", "a"]) == "Otto + a"
