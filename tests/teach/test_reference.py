"""The rules reference: complete, consistent in both languages, linked to pieces and errors."""

from __future__ import annotations

import ast
import json
import re
import shutil
from pathlib import Path

import pytest

from nbgui.content.errors import ContentError
from nbgui.engine import GameSetup, SeatSpec, new_game
from nbgui.paths import data_dir
from nbgui.teach.reference import (
    default_reference,
    entry_for_error,
    entry_for_piece,
    fold,
    load_reference,
    search,
)
from nbgui.teach.warnings import WARNING_ENTRIES

ROOT = Path(__file__).resolve().parents[2]
REF = data_dir("rules") / "reference"


def engine_error_codes() -> set[str]:
    """Every code the engine can raise: RuleError("code", …) calls, with f-string codes expanded."""
    codes: set[str] = set()
    for path in (ROOT / "nbgui").rglob("*.py"):
        if "teach" in path.parts:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and getattr(node.func, "id", None) == "RuleError"):
                continue
            if not node.args:
                continue
            arg = node.args[0]
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                codes.add(arg.value)
            elif isinstance(arg, ast.JoinedStr):
                prefix = "".join(v.value for v in arg.values if isinstance(v, ast.Constant))
                assert prefix == "not_enough_", f"unexpected computed code in {path}"
                codes.update(prefix + g for g in ("lumber", "food", "brick", "money"))
    return codes


def test_both_languages_have_the_same_ids():
    ref = default_reference()
    en = [e.id for e in ref.entries("en")]
    es = [e.id for e in ref.entries("es")]
    assert sorted(en) == sorted(es)
    assert len(en) == len(set(en))


def test_every_piece_in_rules_has_an_entry():
    rules_dir = data_dir("rules")
    buildings = json.loads((rules_dir / "buildings.json").read_text(encoding="utf-8"))
    spaces = json.loads((rules_dir / "spaces.json").read_text(encoding="utf-8"))
    captains = [p.stem for p in (rules_dir / "captains").glob("*.json")]
    assert len(buildings["buildings"]) == 21 and len(captains) == 4
    for lang in ("en", "es"):
        for b in buildings["buildings"]:
            entry = entry_for_piece("building", b["id"], lang)
            assert entry is not None and entry.title == b["name"][lang]
        for s in spaces["spaces"]:
            entry = entry_for_piece("space", s["id"], lang)
            assert entry is not None and entry.title == s["name"][lang]
        for c in captains:
            assert entry_for_piece("captain", c, lang) is not None


def test_every_rule_topic_of_the_brief_is_covered():
    ids = set(default_reference().ids)
    for topic in (
        "setup", "round", "action_phase", "purchase", "fees", "inn_step", "movement", "returns",
        "selling", "whaling", "end_of_round", "game_end", "scoring", "ties", "solo", "course_die",
        "helm", "orders", "captain_preferences", "captain_limits", "expert",
        "reconstructed_boards",
    ):  # fmt: skip
        assert f"rule:{topic}" in ids


def test_every_engine_error_code_maps_to_an_entry():
    codes = engine_error_codes()
    assert len(codes) > 30
    for code in sorted(codes):
        for lang in ("en", "es"):
            entry = entry_for_error(code, lang)
            assert entry is not None, f"no reference entry for RuleError code {code!r}"
    assert entry_for_error("no_such_code") is None


def test_error_map_lists_the_engine_codes_explicitly():
    mapped = json.loads((REF / "errors.json").read_text(encoding="utf-8"))
    assert engine_error_codes() <= set(mapped)


def test_warning_codes_map_to_entries():
    ids = set(default_reference().ids)
    assert set(WARNING_ENTRIES.values()) <= ids


def test_search_finds_tavern_and_sperm_whale():
    assert search("Tavern", "en")[0].id == "building:tavern"
    assert search("Taberna", "es")[0].id == "building:tavern"
    assert search("taberna", "es")[0].title == "Taberna"
    for q in ("cachalote", "Cachalote", "CACHALOTE"):
        assert "rule:whales" in [e.id for e in search(q, "es")[:3]]
    assert search("sperm whale", "en")[0].id == "rule:whales"


def test_search_is_accent_insensitive_and_falls_back_across_languages():
    assert search("almacen", "es")[0].id == "space:warehouse"
    assert search("Almacén", "es")[0].id == "space:warehouse"
    assert search("Tavern", "es")[0].id == "building:tavern"  # typed in English, shown in Spanish
    assert search("Tavern", "es")[0].title == "Taberna"
    assert search("", "en") == []
    assert search("zzzz qqq", "en") == []
    assert fold("Órdenes") == "ordenes"


def test_spanish_uses_the_source_terms():
    body = " ".join(e.body for e in default_reference().entries("es"))
    for term in (
        "Leña", "Comida", "Ladrillo", "Ballena Franca", "Ballena de Groenlandia", "Cachalote",
        "Astillero", "Puerto de la Ciudad", "Granja", "Bosque", "Almacén", "Tienda",
        "Ayuntamiento", "Timón", "Rumbo", "Órdenes", "tasa",
    ):  # fmt: skip
        assert term in body, term


# The Orders' data ids as a reader would meet them: "most" is an English word ("gives the most"),
# so in English only the capitalised label or "1: most" is the id; Spanish has no such word.
ORDERS_JARGON = {
    "en": re.compile(r"\bMost\b|\b[Cc]ombo\b|: most\b"),
    "es": re.compile(r"\b(?:[Mm]ost|[Cc]ombo)\b"),
}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_orders_checks_are_named_in_words_not_data_ids(lang: str) -> None:
    """A newcomer reads "combination buildings", never the board files' `most` / `combo`."""
    bad = [
        (e.id, m.group(0))
        for e in default_reference().entries(lang)
        for m in ORDERS_JARGON[lang].finditer(e.body)
    ]
    assert not bad, bad


def test_entries_are_well_formed():
    ref = default_reference()
    for lang in ("en", "es"):
        for e in ref.entries(lang):
            assert e.paragraphs and all(p.strip() for p in e.paragraphs)
            assert e.keywords, e.id
            for r in ref.related(e, lang):
                assert r.id != e.id


def test_piece_aliases():
    assert entry_for_piece("whale", "B7").id == "rule:whales"
    assert entry_for_piece("track", "4", "es").id == "rule:whaling_track"
    assert entry_for_piece("building", "nonexistent") is None


def test_loader_reports_problems_clearly(tmp_path):
    folder = tmp_path / "reference"
    shutil.copytree(REF, folder)
    es = json.loads((folder / "es.json").read_text(encoding="utf-8"))
    es["entries"] = es["entries"][1:]
    (folder / "es.json").write_text(json.dumps(es), encoding="utf-8")
    with pytest.raises(ContentError, match="ids differ"):
        load_reference(folder)

    shutil.copy(REF / "es.json", folder / "es.json")
    (folder / "errors.json").write_text('{"space_full": "rule:nowhere"}', encoding="utf-8")
    with pytest.raises(ContentError, match="unknown entries"):
        load_reference(folder)

    shutil.copy(REF / "errors.json", folder / "errors.json")
    en = json.loads((folder / "en.json").read_text(encoding="utf-8"))
    en["entries"][0]["colour"] = "red"
    (folder / "en.json").write_text(json.dumps(en), encoding="utf-8")
    with pytest.raises(ContentError, match="colour"):
        load_reference(folder)


def test_a_real_game_can_look_up_its_buildings():
    state, _ = new_game(GameSetup(seed=1, seats=[SeatSpec(name="A"), SeatSpec(name="B")]))
    for b in state.unbuilt:
        assert entry_for_piece("building", b) is not None


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_captains_helm_lists_name_courses_as_the_courses_entry(lang: str) -> None:
    """Each Captain's entry lists his Helm, his round-12 courses and his Orders' course
    changes by the names the reference's list of courses gives them (``rule:helm``: "Lumber,
    Food or Brick", "Launch to N", "Build (white list)"…, as the Helm on the table says them).
    The English entries wrote "1 lumber · 2 prepare · … · 6 build (white list)" and "change
    course to money" under that list, and the list itself "Lumber, food or brick"."""
    import re

    data = json.loads((ROOT / "rules" / "reference" / f"{lang}.json").read_text("utf-8"))
    entries = {e["id"]: e for e in data["entries"]}
    labels: list[str] = []
    for line in entries["rule:helm"]["body"].split("\n"):
        if ": " in line and not line.endswith(":"):
            label = line.split(": ")[0]  # "Lumber, Food or Brick", "Prepare or launch N"
            names = re.split(r", | / " + (r"| or | o " if "," in label else ""), label)
            labels += [re.escape(n).replace("N", r"\d+") for n in names]
    assert len(labels) == 10, labels
    course = re.compile("(?:" + "|".join(sorted(labels, key=len, reverse=True)) + ")")
    helm = re.compile(r"(?:Helm|Timón) \([^)]*\): (.*?)\. (?:Round|Ronda) 12: (.*?)\.")
    change = re.compile(r"(?:change course to|cambiar Rumbo a) (.*?)(?: · |\.$|\.\n)")
    seen = 0
    for ident, entry in entries.items():
        if not ident.startswith("captain:") or ident == "captain:boards":
            continue
        found = helm.search(entry["body"])
        if found is None:
            continue
        said = []
        for item in found.group(1).split(" · "):
            said += re.split(r", (?:from round|desde la ronda) \d+ ", item.split(" ", 1)[1])
        said += found.group(2).split(", ")
        said += change.findall(entry["body"])
        bad = [s for s in said if not course.fullmatch(s)]
        assert bad == [], (ident, bad)
        seen += 1
    assert seen == 4


def _bodies(lang: str) -> dict[str, str]:
    data = json.loads((REF / f"{lang}.json").read_text(encoding="utf-8"))
    return {e["id"]: e["body"] for e in data["entries"]}


GOOD_WORDS = {
    "en": ({"lumber": "lumber", "food": "food", "brick": "brick"}, "{n} {good}", "${n}"),
    "es": ({"lumber": "Leña", "food": "Comida", "brick": "Ladrillo"}, "{n} de {good}",
           "{n} $"),
}


def _cost_words(lang: str, cost: dict[str, int]) -> list[str]:
    goods, good, cash = GOOD_WORDS[lang]
    out = [good.format(n=cost[g], good=goods[g]) for g in goods if cost[g]]
    return out + ([cash.format(n=cost["money"])] if cost["money"] else [])


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_reference_numbers_agree_with_the_rules_data(lang: str) -> None:
    """Every building's cost and every Captain's limits, as the reference says them, are the
    ones rules/ holds (a newcomer checks the reference against the table)."""
    bodies = _bodies(lang)
    cost_label = {"en": "Cost: ", "es": "Coste: "}[lang]
    buildings = json.loads((ROOT / "rules" / "buildings.json").read_text(encoding="utf-8"))
    for b in buildings["buildings"]:
        said = cost_label + " + ".join(_cost_words(lang, b["cost"])) + "."
        assert said in bodies["building:" + b["id"]], (lang, b["id"], said)
    limits = {"en": "Limits: {b} buildings and {w} whales (expert: {eb} and {ew})",
              "es": "Límites: {b} edificios y {w} ballenas (experto: {eb} y {ew})"}[lang]
    for path in sorted((ROOT / "rules" / "captains").glob("*.json")):
        board = json.loads(path.read_text(encoding="utf-8"))
        n, e = board["limits"]["normal"], board["limits"]["expert"]
        said = limits.format(b=n["buildings"], w=n["whales"], eb=e["buildings"], ew=e["whales"])
        assert said in bodies["captain:" + board["id"]], (lang, board["id"], said)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_reference_names_whales_as_the_app_does(lang: str) -> None:
    """The app names a whale by its kind, lay and points ("Bowhead whale (lay $4, 2 points)"),
    never by a token id: the reference said "B7 is a bowhead, so the log and saves can say
    exactly which whale moved", and a newcomer found no B7 in the log."""
    for ident, body in _bodies(lang).items():
        assert not re.search(r"\b[RBSE]\d+\b", body), (lang, ident)
    said = {"en": "Bowhead whale (lay $4, 2 points)",
            "es": "Ballena de Groenlandia (tasa 4 $, 2 puntos)"}[lang]
    assert said in _bodies(lang)["rule:whales"]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_rulings_say_what_the_spanish_rulebook_gets_wrong(lang: str) -> None:
    """The Municipal Office costs 4 lumber and 4 brick (RULES.md 11.11); the Spanish
    translation of the rulebook says 4 food. The rulings entry did not say it, so a Spanish
    player with the printed rulebook read two costs. The cost said is the data's."""
    buildings = json.loads((ROOT / "rules" / "buildings.json").read_text(encoding="utf-8"))
    cost = next(b["cost"] for b in buildings["buildings"] if b["id"] == "municipal_office")
    joined = {"en": " and ", "es": " y "}[lang].join(_cost_words(lang, cost))
    rulings = _bodies(lang)["rule:rulings"]
    assert joined in rulings, (joined, rulings)
    assert {"en": "4 food", "es": "4 de Comida"}[lang] in rulings


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_build_course_is_said_in_the_setup_order(lang: str) -> None:
    """A white or black build course builds the first building in the game's setup order that
    is on the list (`CaptainBrain.build_target`); the reference read as the list's own order
    ("the first unbuilt building of the board's white or black list, following …")."""
    said = {"en": "build the first building, in the game's setup order, that is on the board's "
                  "white (or black) list",
            "es": "construir el primer edificio, en el orden de preparación de la partida, que "
                  "esté en la lista blanca (o negra)"}[lang]
    assert said in _bodies(lang)["rule:helm"]


def test_the_spanish_reference_says_every_other_seat_in_spanish() -> None:
    """"cada otro asiento puede comprar" (the selling entry) is the English "every other seat"
    word for word; Spanish says "cada uno de los demás asientos"."""
    for ident, body in _bodies("es").items():
        assert "cada otro" not in body and "cada otra" not in body, ident
    assert "cada uno de los demás asientos puede comprar" in _bodies("es")["rule:selling"]
