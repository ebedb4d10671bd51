"""Spanish names of buildings, spaces and whales take their article where running text needs
one: a template asks for the name in a form (``{building:el}``, ``{space:del}``,
``{space:al}``, agreeing words ``{building:tuyo|tuya}``), and the name's gender comes from the
catalogue's ``Grammar`` entry (docs/i18n.md, "Names with their article"). The app said "coloca
un trabajador en Ayuntamiento", "ocupa Granja", "cobra 2 $ de Banco" and "Ayuntamiento es
tuya"."""

from __future__ import annotations

import json
import re
import runpy
from pathlib import Path
from types import SimpleNamespace

import pytest

from nbgui.text import MESSAGES, Term, msg
from nbgui.text.message import GENDERS, Named, fill, render, source_text, template_fields
from nbgui.ui import i18n

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "rules"


def _tool() -> SimpleNamespace:
    """tools/i18n.py's functions (it is a script, not a package)."""
    return SimpleNamespace(**runpy.run_path(str(ROOT / "tools" / "i18n.py")))


@pytest.fixture
def spanish(qapp):
    assert i18n.set_language("es")
    yield
    i18n.set_language("en")


def test_a_template_asks_for_a_name_with_its_article(spanish) -> None:
    bank, farm = i18n.named(Term("Bank")), i18n.named(Term("Farm"))
    assert (bank, farm) == ("Banco", "Granja")  # the plain name wherever no form is asked
    said = "{b:el}, {b:del}, {b:al}, {b:El} / {f:el}, {f:del}, {f:al}, {f:El}"
    assert said.format(b=bank, f=farm) == (
        "el Banco, del Banco, al Banco, El Banco / la Granja, de la Granja, a la Granja, La Granja"
    )
    assert f"{bank} es {bank:tuyo|tuya}; {farm} es {farm:tuyo|tuya}" == (
        "Banco es tuyo; Granja es tuya"
    )


def test_a_translators_slip_shows_the_plain_name(spanish) -> None:
    """An unknown form, a form asked of a parameter that is no name, a stray brace: the plain
    name (or value), never a traceback nor a whole template with its braces."""
    bank = i18n.named(Term("Bank"))
    assert fill("en {b:la}", {"b": bank}) == "en Banco"
    assert fill("en {b:el} {seat:el}", {"b": bank, "seat": "Ana"}) == "en el Banco Ana"
    assert fill("en {b:del} }", {"b": bank}) == "en del Banco }"
    assert fill("en {b:el", {"b": bank}) == "en {b:el"
    assert fill("{missing:el} y {b:al}", {"b": bank}) == "{missing:el} y al Banco"


def test_english_names_take_no_form(qapp) -> None:
    i18n.set_language("en")
    bank = i18n.named(Term("Bank"))
    assert bank.gender is None
    assert f"{bank:el} {bank:del} {bank:al}" == "Bank Bank Bank"
    english = {"x": "at {b:el}", "form.el": "the {name}"}
    out = render(msg("x", b=Term("Bank")), lambda m: english[m.id], lambda t: t.text)
    assert out == "at Bank"


def test_render_gives_a_term_its_gender_from_the_catalogue() -> None:
    """The pure renderer: a `Term` parameter becomes a `Named` whose gender the language's
    lookup gives, and whose forms are the catalogue's `form.*` templates."""
    spanish = {
        "x": "{seat} cobra 2 $ {building:del} y va {space:al}.",
        "form.del": "del {name}|de la {name}|de los {name}|de las {name}",
        "form.al": "al {name}|a la {name}|a los {name}|a las {name}",
    }
    names = {"Bank": ("Banco", "m"), "Farm": ("Granja", "f")}
    m = msg("x", seat="Ana", building=Term("Bank"), space=Term("Farm"))
    out = render(
        m, lambda m: spanish[m.id], lambda t: names[t.text][0], lambda t: names[t.text][1]
    )
    assert out == "Ana cobra 2 $ del Banco y va a la Granja."


def _rules_names() -> list[str]:
    buildings = json.loads((RULES / "buildings.json").read_text(encoding="utf-8"))["buildings"]
    spaces = json.loads((RULES / "spaces.json").read_text(encoding="utf-8"))["spaces"]
    whales = json.loads((RULES / "game.json").read_text(encoding="utf-8"))["whales"]
    return [item["name"]["en"] for item in [*buildings, *spaces, *whales]]


def test_every_rules_name_has_its_gender(spanish) -> None:
    """Every building, space and whale name of rules/ has its Spanish gender in the catalogue
    (a name added to rules/ without one would lose its article)."""
    names = _rules_names()
    assert len(names) == 32
    missing = [n for n in names if i18n.named(Term(n)).gender not in GENDERS]
    assert not missing, missing
    assert i18n.named(Term("Town Hall")).gender == "m"
    assert i18n.named(Term("Farm")).gender == "f"
    assert i18n.named(Term("Sperm whale")).gender == "m"


def test_the_catalogue_check_accepts_forms_and_catches_slips() -> None:
    problems = _tool().field_problems
    source = "{seat} collects {amount} from the {building}."
    assert problems(source, "{seat} cobra {amount} {building:del}.") == []
    assert problems(source, "{seat} cobra {amount} de {building}, {building:tuyo|tuya}.") == []
    assert problems(source, "{seat} cobra {amount} {buildin:del}.")  # misspelt
    assert problems(source, "{seat} cobra {amount}.")  # missing
    assert problems(source, "{seat} cobra {amount} {building:la}.")  # no such form
    assert problems(source, "{seat} cobra {amount} {building:del.")  # stray brace


# ---- the sweep: every Spanish template with a name in running text --------------------------

#: Fields that carry a building's or space's name (`words.place`).
PLACE_FIELDS = {"building", "space", "mill", "dockyard", "pier", "repeated", "place"}
#: Templates whose field of that name is not a data name: a track or Helm space number, an id
#: typed in a file or a command, a whale count.
NOT_A_NAME = {
    "event.ship_launched", "doing.launch", "doing.prepare_launch", "refusal.space_full",
    "trace.where_helm", "board.field.helm", "board.field.helm_part", "refusal.unknown_space",
    "refusal.not_available", "board.unknown_building", "board.not_action", "board.not_victory",
    "board.twice", "board.check_building_id",
}  # fmt: skip

MASCULINE, FEMININE = ("Town Hall", "Ayuntamiento"), ("Farm", "Granja")
#: A bare name right after a preposition or a verb that needs its article in Spanish.
BEFORE = (
    r"(?i:en|de|a|desde|con|por|ocupa|usa|usan|usar|construye|construir|construyendo|repite|"
    r"repetir|repitiendo|quita|llevan a|solo)"
)
#: A bare name as the subject of a verb ("Ayuntamiento es un edificio de victoria").
SUBJECT = r"(?:^|[.:;,(] ?|\bque )(?:{name}) (?:es|está|no|solo|repite|sirve|da)\b"


def _bad(text: str, name: str, masculine: bool) -> list[str]:
    found = []
    if re.search(rf"\b(?:{BEFORE}) {name}\b", text):
        found.append(f"a bare '{name}' after a preposition or a verb")
    if re.search(SUBJECT.format(name=name), text):
        found.append(f"a bare '{name}' as a subject")
    if re.search(r"\b(?:de|a) el\b", text, re.IGNORECASE):
        found.append("'de el' / 'a el' (del, al)")
    wrong = r"tuya|construida|usarla" if masculine else r"tuyo|construido|usarlo"
    if re.search(rf"{name}\b[^.;:]*\b(?:{wrong})\b", text):
        found.append(f"'{name}' with a word of the other gender")
    return found


def _value(field: str, name: Term) -> object:
    if field in PLACE_FIELDS:
        return name
    return 2 if field == "n" else "Ana"


def test_every_spanish_sentence_names_a_place_with_its_article(spanish) -> None:
    """Every Spanish template with a building's or space's name, said with a masculine
    (Ayuntamiento) and a feminine (Granja) name: no bare name after "en", "de", "a", "ocupa"…,
    no "de el"/"a el", no "Ayuntamiento es tuya"."""
    problems = []
    for ident, template in MESSAGES.items():
        fields = template_fields(source_text(template))
        if not fields & PLACE_FIELDS or ident in NOT_A_NAME:
            continue
        for (english, name), masculine in ((MASCULINE, True), (FEMININE, False)):
            params = {f: _value(f, Term(english)) for f in fields | {"n"}}
            text = i18n.say(msg(ident, **params))
            problems += [f"{ident}: {p}: {text}" for p in _bad(text, name, masculine)]
    assert not problems, "\n".join(problems)


def test_interface_strings_name_a_place_with_its_article(spanish) -> None:
    """The table's own sentences with a space's or building's name (`scene.name_of` gives a
    `Named`): "Para construir la Escuela, coloca un trabajador en el Ayuntamiento"."""
    tool = _tool()
    ts = tool.read_ts(ROOT / "translations" / "nbgui_es.ts")
    problems = []
    for (ctx, source, _), text in ts.items():
        if ctx in ("Messages", "Rules", "Captains", "Grammar") or not isinstance(text, str):
            continue
        fields = {f for _, f, _, _ in tool._parse(source) if f}
        names = fields & {"building", "space", "prepare", "launch"}
        if not names:
            continue
        for (english, name), masculine in ((MASCULINE, True), (FEMININE, False)):
            said = text.format(**{f: i18n.named(Term(english)) for f in fields})
            problems += [f"[{ctx}] {p}: {said}" for p in _bad(said, name, masculine)]
    assert not problems, "\n".join(problems)


def test_named_is_a_plain_string_elsewhere() -> None:
    x = Named("Banco", "m")
    assert x == "Banco" and f"{x}" == "Banco" and x + "!" == "Banco!" and str(x) == "Banco"


def test_the_log_and_the_refusals_say_the_article(spanish) -> None:
    """The brief's examples, said by the real templates: "cobra 5 $ de Banco", "Ayuntamiento es
    tuya" (the Post Office's refusal, written for a feminine name)."""
    five = msg("unit.money", n=5)
    said = i18n.say(msg("event.income", seat="Ana", amount=five, building=Term("Bank")))
    assert said == "Ana cobra 5\u00a0$ del Banco."
    own = "refusal.own_post_office"
    assert i18n.say(msg(own, building=Term("Post Office"))).startswith(
        "La Oficina de Correos es tuya, y su dueño no puede usarla:"
    )
    assert i18n.say(msg(own, building=Term("Town Hall"))).startswith(
        "El Ayuntamiento es tuyo, y su dueño no puede usarlo:"
    )
    said = i18n.say(msg("captain.action.good", space=Term("Farm"), good=msg("good.food")))
    assert said.startswith("ocupa la Granja, un espacio de ")


def test_a_name_the_interface_said_keeps_its_forms_inside_a_message(spanish) -> None:
    """The table's Orders card says a check through the catalogue with a name it said already
    (`scene.name_of`, a `Named`): "el Faro", as the log's Orders walk says it."""
    said = i18n.say(msg("check.building", building=i18n.named(Term("Lighthouse"))))
    assert said == "el Faro"


def test_the_table_says_its_sentences_with_the_article(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The table's own sentences take the name `scene.name_of` gives (a `Named`): the card of
    the unbuilt tiles said "Para construir uno, coloca un trabajador en Ayuntamiento." and the
    dock's "… hasta zarpar desde Puerto de la Ciudad."."""
    from fake_session import FakeSession, register_test_fonts, shown_table

    from nbgui.engine import GameSetup, SeatSpec

    register_test_fonts()
    assert i18n.set_language("es")
    try:
        seats = [SeatSpec(name="Ana"), SeatSpec(name="Beto")]
        session = FakeSession(GameSetup(seed=5, seats=seats))
        w = shown_table(qtbot, session, (1010, 718))
        geo = w.scene.geo
        unbuilt = w.scene.art_card(geo.unbuilt_rect.center())
        dock = w.scene.art_card(geo.dock_rect.center())
    finally:
        i18n.set_language("en")
    assert unbuilt is not None and dock is not None
    assert unbuilt[1][0][1] == "Para construir uno, coloca un trabajador en el Ayuntamiento."
    assert dock[1][0][1].endswith("hasta zarpar desde el Puerto de la Ciudad.")


def test_the_message_module_doctests() -> None:
    """`inflect`, `fill`, `known_form` and `continued` (a name's capital article after a
    colon: "…: el Banco solo compra…") say their cases in doctests."""
    import doctest

    import nbgui.text.message as module

    result = doctest.testmod(module)
    assert result.failed == 0 and result.attempted >= 12, result


# ---- whale kinds in running text ------------------------------------------------------------

#: Messages whose field names a whale's kind alone (`words.whale`): ``{whale}`` everywhere, and
#: the cheaper kind of the take hint.
WHALE_FIELDS = {"whale"}
WHALE_ALSO = {("suggest.why.take.cheaper", "other")}
#: A clitic that stands for the whale: "véndelo", "Flask lo comprará".
CLITIC = r"\b(?:vénde|cómpra|súbe|pága){pronoun}\b|\b{pronoun} (?:comprará|venderá)\b"


def _whale_kinds() -> list[tuple[str, str, bool]]:
    """(English, Spanish, masculine) of each whale kind that scores (rules/game.json)."""
    whales = json.loads((RULES / "game.json").read_text(encoding="utf-8"))["whales"]
    kinds = [(w["name"]["en"], w["name"]["es"]) for w in whales if w["points"] > 0]
    return [(en, es, i18n.named(Term(en)).gender == "m") for en, es in kinds]


def _whale_problems(text: str, name: str, masculine: bool) -> list[str]:
    found = []
    article = r"(?:\b[Ee]l |\b[Dd]el |\b[Aa]l )" if masculine else r"(?:\b[Ll]a )"
    for m in re.finditer(re.escape(name), text):
        if m.start() == 0 and text[m.end():].startswith(":"):
            continue  # a label: "Cachalote: vende la ficha por 4 $"
        if not re.search(article + "$", text[: m.start()]):
            found.append(f"'{name}' without its article ({text[max(0, m.start() - 12):m.end()]})")
    if re.search(CLITIC.format(pronoun="la" if masculine else "lo"), text):
        found.append(f"a pronoun of the other gender for '{name}'")
    if re.search(r"\b(?:de|a) el\b", text, re.IGNORECASE):
        found.append("'de el' / 'a el' (del, al)")
    return found


def test_every_spanish_sentence_names_a_whale_kind_with_its_article(spanish) -> None:
    """Every Spanish template with a whale's kind (``{whale}``), said with each kind the rules
    have (Ballena Franca, Ballena de Groenlandia: feminine; Cachalote: masculine): the kind takes
    its article ("Vende el Cachalote por 4 $", "la tasa de 4 $ de la Ballena de Groenlandia")
    and a pronoun for it agrees ("o véndelo por 4 $", "Flask la comprará gratis"). The hints
    said "Vende la ficha de Cachalote por 4 $", "Paga la tasa de 4 $ por la ficha de Ballena de
    Groenlandia", the bare kind after "de". A label that starts with the kind ("Cachalote: paga
    8 $ para quedarte con la ficha") is no sentence."""
    kinds = _whale_kinds()
    assert [m for _, _, m in kinds].count(True) == 1 and len(kinds) == 3
    problems, seen = [], 0
    for ident, template in MESSAGES.items():
        fields = template_fields(source_text(template))
        whale_fields = (fields & WHALE_FIELDS) | {f for i, f in WHALE_ALSO if i == ident}
        if not whale_fields:
            continue
        seen += 1
        for english, name, masculine in kinds:
            for n in (1, 2):
                params = {f: Term(english) if f in whale_fields else (n if f == "n" else "4 $")
                          for f in fields | {"n"}}
                text = i18n.say(msg(ident, **params))
                found = _whale_problems(text, name, masculine)
                problems += [f"{ident}: {p}: {text}" for p in found]
    assert seen >= 11 and not problems, "\n".join(problems)
