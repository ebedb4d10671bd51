"""The Spanish glossary of docs/i18n.md, checked over every Spanish text the app can show: the
Qt catalogue (messages, interface strings, the data names and texts it takes from rules/), the
rules reference, the Spanish fields of the rules/ data files and the kept translations in
tools/i18n_es_*.json.

The published Spanish edition calls a player's dock "Muelle" and the City Pier "Puerto de la
Ciudad"; the app once said "Muelle de la Ciudad" for the City Pier, so a newcomer read of ships
waiting "en el muelle" and of launching "desde el Muelle de la Ciudad" as one place. "Puerto" is
kept for the City Pier alone: a ship comes home ("vuelve a casa"), sails towards the shore
("hacia la costa"), never "a puerto"."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CITY_PIER = "Puerto de la Ciudad"


def _strings(data: object, *, spanish: bool) -> Iterator[str]:
    """Every string in a JSON value; with `spanish`, only the values of "es" keys."""
    if isinstance(data, dict):
        for key, value in data.items():
            if spanish and key == "es":
                yield from _strings(value, spanish=False)
            else:
                yield from _strings(value, spanish=spanish)
    elif isinstance(data, list):
        for value in data:
            yield from _strings(value, spanish=spanish)
    elif isinstance(data, str) and not spanish:
        yield data


def spanish_texts() -> list[tuple[str, str]]:
    """(where, text) for every Spanish text."""
    found: list[tuple[str, str]] = []
    ts = ET.parse(ROOT / "translations" / "nbgui_es.ts").getroot()
    for message in ts.iter("message"):
        where = f"nbgui_es.ts: {message.findtext('comment') or message.findtext('source')}"
        translation = message.find("translation")
        assert translation is not None
        forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
        found += [(where, text) for text in forms]
    reference = json.loads((ROOT / "rules" / "reference" / "es.json").read_text("utf-8"))
    for entry in reference["entries"]:
        for key, value in entry.items():
            # the search keywords are folded, never shown: said apart
            where = "rules/reference/es.json" + (":keywords" if key == "keywords" else "")
            found += [(where, t) for t in _strings(value, spanish=False)]
    for path in sorted((ROOT / "rules").rglob("*.json")):
        if path.parent.name != "reference":
            data = json.loads(path.read_text("utf-8"))
            found += [(str(path.relative_to(ROOT)), t) for t in _strings(data, spanish=True)]
    for path in sorted((ROOT / "tools").glob("i18n_es_*.json")):
        data = json.loads(path.read_text("utf-8"))
        found += [(str(path.relative_to(ROOT)), t) for t in _strings(data, spanish=False)]
    return found


def test_the_spanish_texts_are_all_read() -> None:
    texts = spanish_texts()
    sources = {where.split(":")[0] for where, _ in texts}
    assert {"nbgui_es.ts", "rules/reference/es.json", "rules/spaces.json",
            "rules/buildings.json", "rules/tutorial/steps.json"} <= sources
    assert len(texts) > 1000
    assert any(CITY_PIER in text for where, text in texts if where.startswith("nbgui_es.ts"))


def test_the_city_pier_is_never_called_a_muelle() -> None:
    bad = [(w, t) for w, t in spanish_texts() if "muelle de la ciudad" in t.lower()]
    assert bad == []


def test_puerto_names_the_city_pier_alone() -> None:
    bad = []
    for where, text in spanish_texts():
        for m in re.finditer(r"\bpuerto\b", text, re.IGNORECASE):
            if text[m.start():m.start() + len(CITY_PIER)].lower() != CITY_PIER.lower():
                bad.append((where, text[max(0, m.start() - 40):m.end() + 20]))
    assert bad == []


def test_the_data_names_follow_the_glossary() -> None:
    """The City Pier is "Puerto de la Ciudad", the Wharf "Embarcadero" (the published edition
    calls it "Muelle" too, a third meaning the app does not take), and no building or space is
    named "Muelle": that word is the dock alone."""
    from nbgui.content.loader import load_rules

    rules = load_rules(validate=True)
    assert rules.spaces["city_pier"].name.es == CITY_PIER
    assert rules.buildings["wharf"].name.es == "Embarcadero"
    names = [s.name.es for s in rules.spaces.values()] + [
        b.name.es for b in rules.buildings.values()]
    assert not [n for n in names if "muelle" in n.lower()]


def _action_spaces() -> list[str]:
    """The Spanish names of the spaces and buildings a worker goes to."""
    from nbgui.content.loader import load_rules

    rules = load_rules(validate=True)
    return [s.name.es for s in rules.spaces.values()] + [
        b.name.es for b in rules.buildings.values()]


def test_one_word_for_each_kind_of_space() -> None:
    """A worker goes to an "espacio" (the published edition's "Espacios de Acción", the rules
    reference, the table's help); a ship sails to a "casilla" of the track ("la casilla 3 del
    medidor") and a Captain's Helm marker moves over the "casillas" of his Timón. The log, the
    Captain's sentences and the tutorial once said "toma Leña en la casilla Bosque", "ninguna
    casilla le sirve" and "su marcador avanza ese número de espacios en el Timón"."""
    names = "|".join(re.escape(n) for n in sorted(_action_spaces(), key=len, reverse=True))
    casilla_of_a_space = re.compile(rf"\bcasillas? (?:del? |de la )?(?:{names})\b")
    bad = []
    for where, text in spanish_texts():
        for pattern in (casilla_of_a_space,
                        re.compile(r"casillas? (?:vacías? )?del pueblo|ninguna casilla le sirve|"
                                   r"no encuentr\w+ casilla|primera casilla legal"),
                        re.compile(r"espacios? (?:inicial|alcanzado)|espacios? en el Timón|"
                                   r"espacios? de su Timón|n[uú]mero de espacios")):
            bad += [(where, m.group(0)) for m in pattern.finditer(text)]
    assert bad == []


def test_the_town_the_whaling_board_and_the_course_die() -> None:
    """The town is "la ciudad" (the published "Tablero de Ciudad"), the whaling board the
    "Tablero de Balleneo", never "el pueblo" or "el tablero ballenero"; the Captain "tira el
    dado de Rumbo" everywhere — the caption and the status line said "lanza" while the log said
    "tira", and "lanzar" was once the app's word for launching a ship ("zarpar" now). Only
    Ahab's personality keeps the idiom "se lanza a" (he throws himself at)."""
    bad = []
    for where, text in spanish_texts():
        for m in re.finditer(r"(?i)\bpueblo\b|tablero ballenero|\blanz\w*", text):
            if not text[m.start():].startswith("lanza a lo que más rinde"):
                bad.append((where, text[max(0, m.start() - 30):m.end() + 20]))
    assert bad == []


def test_the_build_lists_are_named_as_on_the_helm() -> None:
    """A Captain's build courses are his white and black lists on screen ("Build (white list)",
    "Construir (lista blanca)", the Helm's "White" / "Blanca"); the rules reference called them
    "white house" / "casa blanca" in both languages. Likewise the Helm's "Prepare or launch 3" /
    "Preparar o zarpar 3", which the reference wrote "prepare/launch 3"."""
    english = json.loads((ROOT / "rules" / "reference" / "en.json").read_text("utf-8"))
    bad = [t for t in _strings(english, spanish=False)
           if re.search(r"(?i)(white|black) house", t)]
    bad += [t for t in _strings(english, spanish=False) if re.search(r"(?i)prepare/launch", t)]
    bad += [t for _, t in spanish_texts() if re.search(r"(?i)casa (blanca|negra)", t)]
    bad += [t for _, t in spanish_texts() if re.search(r"(?i)preparar/zarpar", t)]
    assert bad == []
    from nbgui.text import english as say_english
    from nbgui.text import msg

    assert say_english(msg("captain.course.build_white")) == "Build (white list)"
    assert any("Construir (lista blanca)" in t for _, t in spanish_texts())


def test_goods_are_mercancias() -> None:
    """Goods are "mercancías", the Spanish rulebook's word (38 times; "recursos" 15, "bienes"
    never): the table said "elige tus mercancías iniciales" above the Tienda's "Vende bienes",
    the new-game dialog Starbuck's "Reúne bienes", the Juzgado's "pagando 2 recursos menos"."""
    bad = [(where, text) for where, text in spanish_texts()
           if re.search(r"(?i)\bbienes\b|\b(?:un|el|del|al|\d+) bien\b|\brecursos?\b", text)]
    assert bad == []


def test_a_good_keeps_its_capital_after_a_count() -> None:
    """The goods keep their capitals as the log writes them ("Ana gana 2 de Comida"): the
    spaces' rules said "Gana 2 de comida", the Dockyard "paga 1 de leña", the track "cuesta
    {food} de comida", the start "(leña {lumber}, comida {food}…)"."""
    lower = re.compile(r"(?:\d|\}|\bN|\bcoste|\bcompleto|\bmedia) de (?:comida|leña|ladrillo)\b"
                       r"|\((?:leña|comida|ladrillo) \{")
    bad = [(where, m.group(0)) for where, text in spanish_texts()
           if not where.endswith(":keywords") for m in lower.finditer(text)]
    assert bad == []


def test_whaling_is_caza_and_no_word_a_teacher_would_avoid() -> None:
    """Whaling is "caza" ("Fase de caza", "rondas de caza", the tutorial's "Caza:"); the status
    line said "Ismael: balleneo" over the tutorial's "Caza: …" and the reference "fase de
    balleneo". "Balleneo" stays in the names of the Tablero de Balleneo and the track, "el
    medidor de balleneo". "Coger" (vulgar in much of Latin America) is "tomar", as the log says:
    the pick's button said "Pasar (no coger ballena)"."""
    bad = []
    for where, text in spanish_texts():
        for m in re.finditer(r"(?i)\w*\s*\w*\s*balleneo|\bcog\w*", text):
            said = m.group(0).lower()
            if not said.endswith(("tablero de balleneo", "medidor de balleneo")) and \
                    said.strip() != "balleneo":  # a search keyword alone
                bad.append((where, m.group(0)))
    assert bad == []


def test_a_move_is_a_jugada() -> None:
    """A player's or a Captain's move is a "jugada" (the hints' "una jugada mejor", the log's
    "Cada jugada", the replay's "Jugada de Flask"); "movimiento" is the movement phase's alone
    ("Fase de movimiento"; and "Movimiento reducido", reduced motion). The hint button said
    "Sugerir un movimiento" beside hints saying "Es la jugada que mejor resultado dio", and the
    tutorial "Haz el movimiento iluminado"."""
    bad = []
    for where, text in spanish_texts():
        for m in re.finditer(r"(?i)movimientos?", text):
            around = text[max(0, m.start() - 8):m.end() + 10].lower()
            keyword = text == "movimiento"  # the movement phase's search keyword
            if not keyword and "fase de movimiento" not in around and \
                    "movimiento reducido" not in around:
                bad.append((where, text[max(0, m.start() - 30):m.end() + 20]))
    assert bad == []


#: What may stand right before a word that starts a sentence, a line or a list item.
_STARTS = ".!?¿¡\n\"•"


def _starts_a_sentence(text: str, at: int) -> bool:
    before = text[:at].rstrip(" \u00a0")
    return before == "" or before[-1] in _STARTS


def test_a_building_is_a_common_noun() -> None:
    """"edificio" is written in lower case, as every other common noun, but where it starts
    a sentence, a line or a list item: the table's prompt said "{space}: ¿qué Edificio?", the
    rules reference "levantas Edificios", "Límites: 6 Edificios" and its Captains' Orders
    "1: Edificios propios, ciudad, Edificios rivales" beside the table's "edificios propios";
    and a victory building is an "edificio de victoria", as the tiles and the log say (the
    reference said "Edificios de Victoria")."""
    bad = []
    for where, text in spanish_texts():
        for m in re.finditer(r"\bEdificios?\b", text):
            if not _starts_a_sentence(text, m.start()):
                bad.append((where, text[max(0, m.start() - 30):m.end() + 20]))
        bad += [(where, m.group(0)) for m in re.finditer(r"(?i)edificios? de Victoria", text)
                if "Victoria" in m.group(0)]
    assert bad == []


def test_a_whale_is_named_alike_everywhere() -> None:
    """A kind of whale is named as in rules/game.json ("Ballena Franca", "Ballena de
    Groenlandia", "Cachalote"; in the plural "Ballenas Francas"…) wherever it is said, as a
    token ("la ficha de Ballena de Groenlandia") and counted in a sentence: the log said
    "Sacadas de la bolsa: 2 ballenas de Groenlandia (tasa 4 $…)" just above "la ficha de
    Ballena de Groenlandia (tasa 4 $, 2 puntos)", and the Tryworks "3 ballenas francas".
    An empty sea token is no whale: "una ficha de mar vacío", in lower case but where it
    starts a sentence or stands alone (the reference's title said "Fichas de Mar vacío")."""
    game = json.loads((ROOT / "rules" / "game.json").read_text("utf-8"))
    names = [whale["name"]["es"] for whale in game["whales"] if whale["points"] > 0]
    assert len(names) == 3 and all(name[0].isupper() for name in names)
    bad = []
    (sea,) = [whale["name"]["es"] for whale in game["whales"] if whale["points"] == 0]
    for where, text in spanish_texts():
        for m in re.finditer(re.escape(sea), text):
            if not _starts_a_sentence(text, m.start()):
                bad.append((where, text[max(0, m.start() - 30):m.end() + 20]))
    for name in names:
        # each word but "de" and a proper name may take the plural "s" ("Ballenas Francas")
        words = [w if w == "de" or w == "Groenlandia" else w + "s?" for w in name.split()]
        plain = re.compile(r"\b" + r"\s+".join(words) + r"\b")
        folded = re.compile(plain.pattern, re.IGNORECASE)
        for where, text in spanish_texts():
            if where.endswith(":keywords"):
                continue
            for m in folded.finditer(text):
                if not plain.fullmatch(m.group(0)):
                    bad.append((where, text[max(0, m.start() - 30):m.end() + 20]))
    assert bad == []


def test_the_first_player_marker_is_not_a_second_timon() -> None:
    """"Timón" is the Captain's Helm (the Spanish rulebook's word); the ship's wheel that
    says who places first was the "Rueda de Timón" ("Rueda de Timón: Starbuck coloca primero"
    beside "Timón de Starbuck, casilla 2"): it is the rulebook's "Marcador de Primer Jugador".
    The search keywords aside."""
    spanish = [(w, t) for w, t in spanish_texts() if not w.endswith(":keywords")]
    bad = [(w, t) for w, t in spanish if re.search(r"(?i)\brueda\b", t)]
    assert bad == []
    assert sum("Marcador de Primer Jugador" in t for _, t in spanish) >= 5


def english_texts() -> list[tuple[str, str]]:
    """(where, text) for every English text: the catalogue's sources (the messages' templates,
    the interface strings, the data names and texts), the rules reference, the "en" fields of
    rules/."""
    found: list[tuple[str, str]] = []
    ts = ET.parse(ROOT / "translations" / "nbgui_en.ts").getroot()
    for message in ts.iter("message"):
        where = f"nbgui_en.ts: {message.findtext('comment') or message.findtext('source')}"
        found.append((where, message.findtext("source") or ""))
    reference = json.loads((ROOT / "rules" / "reference" / "en.json").read_text("utf-8"))
    for entry in reference["entries"]:
        for key, value in entry.items():
            where = "rules/reference/en.json" + (":keywords" if key == "keywords" else "")
            found += [(where, t) for t in _strings(value, spanish=False)]
    for path in sorted((ROOT / "rules").rglob("*.json")):
        if path.parent.name != "reference":
            data = json.loads(path.read_text("utf-8"))
            found += [(str(path.relative_to(ROOT)), t) for t in _english(data)]
    return found


def _english(data: object) -> Iterator[str]:
    """The values of the "en" keys in a JSON value."""
    if isinstance(data, dict):
        for key, value in data.items():
            if key == "en" and isinstance(value, str):
                yield value
            else:
                yield from _english(value)
    elif isinstance(data, list):
        for value in data:
            yield from _english(value)


def test_ships_sail_toward_shore_not_port() -> None:
    """The rules send ships "toward shore" and they "come home"; the log said "one space toward
    port" and "is back in port", the launch warning "is back in port", where the City Pier is
    the one port a newcomer sees (the Spanish says "hacia la costa", "vuelve a casa", never
    "puerto" but for the City Pier). The search keywords aside."""
    english = [(w, t) for w, t in english_texts() if not w.endswith(":keywords")]
    assert [(w, t) for w, t in english if re.search(r"(?i)\bport\b", t)] == []
    assert sum("toward shore" in t for _, t in english) >= 2


def test_the_empty_sea_token_is_named_alike_everywhere() -> None:
    """The rulebook's "Empty Sea Tokens" is "empty sea token" in every English sentence (the
    Tavern's rule and the reference said "empty-sea tokens", the log "empty sea token", the
    Tavern's question "remove how many sea tokens?") and "ficha de mar vacío" in Spanish (the
    reference said "4 fichas de Mar", the Tavern's question "¿cuántas fichas de mar
    retiras?"). The search keywords aside."""
    english = [(w, t) for w, t in english_texts() if not w.endswith(":keywords")]
    spanish = [(w, t) for w, t in spanish_texts() if not w.endswith(":keywords")]
    assert len(english) > 1000 and any("rules/reference" in w for w, _ in english)
    bad = [(w, t) for w, t in english if re.search(r"empty-sea", t, re.IGNORECASE)]
    bad += [(w, t) for w, t in english if re.search(r"(?<!empty )sea tokens?\b", t, re.I)]
    bad += [(w, t) for w, t in spanish if re.search(r"fichas? de mar\b(?! vacío)", t, re.I)]
    assert bad == []
    assert sum("empty sea token" in t for _, t in english) > 10
    assert sum("de mar vacío" in t for _, t in spanish) > 10


def test_to_keep_a_whale_is_quedarse_con() -> None:
    """To keep a whale is "quedarse con" everywhere, the form read in every Spanish-speaking
    country: the log said "Starbuck se queda la ficha de…" (Spain's colloquial form) a line
    above "Starbuck se queda con las dos", and the cards "para quedarte la ficha", the prompt
    "para quedártela"."""
    keep = re.compile(
        r"(?i)\bqued(?:a|as|o|e|es|an|arse|arte|ar)\s+(?:la|las|el|los|sus?|una?|tus?)\s"
        r"|\bqued[aá]r(?:te|se)l[ao]s?\b|\bte\s+la\s+quedas\b"
    )
    bad = [(w, t) for w, t in spanish_texts() if not w.endswith(":keywords") and keep.search(t)]
    assert bad == []
    assert sum("quedarse con" in t or "queda con" in t for _, t in spanish_texts()) >= 3


def test_the_captains_terms_keep_their_capitals() -> None:
    """The Spanish rulebook writes the Captain's game terms with a capital wherever they stand:
    "Rumbo" (43 times, "rumbo" twice), "Timón", "Órdenes", "el dado de Rumbo", "Capitán". The
    app wrote "el rumbo de Flask es…", "su rumbo cambia a…" in the Captain's reasoning and plain
    sentence beside "su Timón" and "sus Órdenes" and the reference's "el Rumbo". Left in lower
    case: the search keywords (folded, never shown), the board file format's placeholder
    "course:<rumbo>", and Ahab's personality, "El capitán loco" (a description, as the
    rulebook's "el loco capitán")."""
    terms = re.compile(r"\b(?:rumbos?|timón|órdenes|capitán|capitanes)\b")
    bad = []
    seen = 0
    for where, text in spanish_texts():
        if where.endswith(":keywords"):
            continue
        seen += len(re.findall(r"\b(?:Rumbo|Timón|Órdenes|Capitán)\b", text))
        for m in terms.finditer(text):
            said = text[max(0, m.start() - 1):m.end() + 1]
            if said != "<rumbo>" and not text[m.start():].startswith("capitán loco"):
                bad.append((where, text[max(0, m.start() - 30):m.end() + 20]))
    assert bad == []
    assert seen > 100


def test_a_winner_is_said_without_a_gender_and_a_percent_sign_stays_with_its_number() -> None:
    """"Ganador: Ana" gave a woman's name a man's word (the score sheet's headline; the log
    and the table say "Gana: Ana"); "12 %" with a plain space could end a line before the "%"
    (the statistics' headline; the rest of the catalogue writes a no-break space)."""
    texts = spanish_texts()
    gendered = [(w, t) for w, t in texts if re.search(r"\bGanador(a|es)?\b", t)]
    assert gendered == []
    loose = [
        (w, t) for w, t in texts if w.startswith("nbgui_es.ts") and re.search(r"[\w}] %(?!n)", t)
    ]
    assert loose == []


def test_the_dock_in_a_sentence_is_lower_case_as_in_english() -> None:
    """Where the English says "the dock" (a player's dock, a common noun), the Spanish says "el
    muelle": the Captain's reasons said "no tiene ningún barco en el Muelle" beside the
    refusals' "no está en el muelle" (the board's label "Muelle", and the tutorial's "the
    Dock", keep their capital)."""
    ts = ET.parse(ROOT / "translations" / "nbgui_es.ts").getroot()
    checked, bad = 0, []
    for message in ts.iter("message"):
        source = message.findtext("source") or ""
        if "the dock" not in source:
            continue
        translation = message.find("translation")
        assert translation is not None
        forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
        checked += 1
        bad += [(source, text) for text in forms if "Muelle" in text]
    assert checked > 5 and bad == []


#: Words of the app's English that a Spanish text never says (short words alike in both
#: languages, "no", "a", "de", are left out).
ENGLISH_WORDS = (
    "the", "and", "with", "from", "to", "of", "is", "his", "its", "none", "nothing", "you",
    "your", "it", "he", "an", "or", "in", "on", "at", "for", "by", "this", "that", "than",
    "course", "build", "builds", "building", "buildings", "lumber", "food", "brick", "money",
    "whale", "whales", "ship", "ships", "space", "spaces", "track", "takes", "places",
    "worker", "round", "pays", "sells", "passes", "buys", "gains", "step", "town", "bonus",
    "supply", "dock", "launch", "prepare", "token", "tokens", "phase", "winner", "score",
    "right", "bowhead", "sperm", "empty", "rolls", "die", "helm", "own", "opponents",
    "already", "cannot", "choose", "turn", "game", "player", "players", "move", "moves",
    "file", "save", "open", "new", "show", "hint", "undo", "redo", "close", "cancel", "yes",
    "settings", "help", "about", "rules", "points", "point", "first", "last", "next", "back",
    "again", "more", "less", "each", "every", "all", "one", "two", "three", "four", "zoom",
)
#: What a Spanish text may spell in English: product names, the board file format's keywords
#: (the file must spell them so), a move's notation, the reference's entry ids.
KEPT_ENGLISH = re.compile(
    r"New Bedford|Qt for Python|«[^»]*»|\(fallback ship=N\)|\b\w+:\w+\b"
    r"|\bse esperaba own, town, opponents, most, combo, building: o course:"
    r"|comprobaci(?:ón|ones) (?:building|course)\b"
)


def test_no_english_word_is_left_in_a_spanish_text() -> None:
    """Every Spanish text (the whole catalogue, dialogs and menus a game never shows
    included, the rules reference, the es fields of rules/) is read for words of the app's
    English: an untranslated or half-translated string ("Guardar game", "Vende the ficha")
    would show in the Spanish interface."""
    english = re.compile(
        r"(?<![\w{])(?:" + "|".join(ENGLISH_WORDS) + r")(?![\w}])", re.IGNORECASE
    )
    bad = []
    for where, text in spanish_texts():
        if where.endswith(":keywords"):
            continue
        said = KEPT_ENGLISH.sub("", re.sub(r"<[^>]*>|\{[^{}]*\}", "", text))
        bad += [(where, m.group(0), said[max(0, m.start() - 30):m.end() + 20])
                for m in english.finditer(said)]
    assert bad == []
    assert english.search("Vende the ficha") and not english.search("Vende la ficha")


#: Spanish messages whose first letter's case differs from the English on purpose: the goods'
#: names keep their capital, the ship's phrase has no article ("barco pequeño de Ana", a
#: template says "el {ship}"), a Captain's term keeps its capital ("Rumbo desconocido…").
CASE_APART = {
    "good.lumber", "good.food", "good.brick", "ship.small", "ship.large", "ship.small_of",
    "ship.large_of", "board.unknown_captain", "board.unknown_course", "board.course_space",
    "board.course_no_part",
}
#: Interface strings whose English starts with a name the Spanish does not start with: the
#: product's ("nbgui saves" / "Partidas de nbgui"), a building's ("Inn step" / "paso de la
#: Posada", a phase's name in lower case as the others).
CASE_APART_SOURCES = ("nbgui saves", "Inn step")
#: Formal "usted" words a Spanish text addressed to the player never says (the app says "tú").
USTED = re.compile(
    r"\b(?:usted|ustedes|pulse|elija|coloque|arrastre|seleccione|introduzca|compruebe|"
    r"asegúrese|inténtelo|desea|haga clic|escriba|abra|guarde|juegue)\b",
    re.IGNORECASE,
)


def _first_letter(text: str) -> str:
    said = re.sub(r"<[^>]*>|&(?=\w)", "", text).lstrip(" ¿¡«\"'(•—–-\n")
    return said[:1]


def _spelling_problems(where: str, english: str, spanish: str) -> list[str]:
    problems = []
    a, b = _first_letter(english), _first_letter(spanish)
    if a.isalpha() and b.isalpha() and a.isupper() != b.isupper():
        problems.append(f"{where}: starts {'upper' if b.isupper() else 'lower'} case: {spanish!r}")
    if re.search(r"\S {2,}\S", spanish):
        problems.append(f"{where}: a doubled space: {spanish!r}")
    if re.search(r" [.,;:](?!\d)", spanish):
        problems.append(f"{where}: a space before punctuation: {spanish!r}")
    if USTED.search(spanish):
        problems.append(f"{where}: usted: {spanish!r}")
    return problems


def _sample(field: str) -> object:
    """A parameter for a template's field: a name of rules/ where a name goes, a count, money,
    a player's name."""
    from nbgui.text import Term, words

    if field in ("building", "space", "place"):
        return Term("Bank")
    if field in ("whale", "kind"):
        return Term("Bowhead whale")
    if field == "n":
        return 2
    if field in ("money", "price", "lay", "sale", "paid", "cost", "fee", "left"):
        return words.money(3)
    return "Ana"


def test_every_spanish_message_reads_as_a_sentence_of_the_app(qapp) -> None:  # type: ignore[no-untyped-def]
    """Every message of the catalogue said in Spanish with sample parameters, and every
    interface string as it stands: it starts with a capital where the English does (and in
    lower case where the English continues a sentence), has no doubled space, no space
    before a full stop or a comma, and speaks to the player as "tú". The settings' "se ha
    ignorado ui-state.json: …" started a line in lower case, the log's "{line}  — deshecha"
    had two spaces."""
    from nbgui.text import MESSAGES, english, msg
    from nbgui.text.message import source_text, template_fields
    from nbgui.ui import i18n

    problems = []
    said = {}
    for ident, template in MESSAGES.items():
        fields = template_fields(source_text(template)) | {"n"}
        m = msg(ident, **{f: _sample(f) for f in fields})
        said[ident] = english(m)
    assert i18n.set_language("es")
    try:
        for ident, template in MESSAGES.items():
            fields = template_fields(source_text(template)) | {"n"}
            spanish = i18n.say(msg(ident, **{f: _sample(f) for f in fields}))
            if ident not in CASE_APART and not ident.startswith("history.record"):
                problems += _spelling_problems(ident, said[ident], spanish)
    finally:
        i18n.set_language("en")
    ts = ET.parse(ROOT / "translations" / "nbgui_es.ts").getroot()
    for context in ts.iter("context"):
        name = context.findtext("name") or ""
        if name in ("Messages", "Grammar", "Rules", "Captains", "FallbackTable"):
            continue  # messages are said above; data names; the debug table's columns
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            forms = [f.text or "" for f in message.iter("numerusform")] or [
                message.findtext("translation") or ""
            ]
            if source.startswith(CASE_APART_SOURCES):
                continue
            for spanish in forms:
                problems += _spelling_problems(f"[{name}] {source[:40]}", source, spanish)
    assert problems == [], "\n".join(problems)
    assert len(said) > 700


def test_a_captains_space_is_named_by_its_course_alike() -> None:
    """The Captain's "ocupa el Bosque, un espacio de Leña" names the course the space serves
    as his Helm does, with its capital: "un espacio de dinero" stood beside "un espacio de
    Comida" (money is no good of the data, but it is his course "Dinero")."""
    ts = ET.parse(ROOT / "translations" / "nbgui_es.ts").getroot()
    said = {
        message.findtext("comment"): message.findtext("translation") or ""
        for message in ts.iter("message")
        if (message.findtext("comment") or "").startswith(("captain.action.", "captain.said."))
    }
    assert said["captain.action.money"].endswith("un espacio de " + said["captain.said.money"])
    assert said["captain.said.money"] == "Dinero"
    assert said["captain.said.lumber"] == "Leña"


def test_a_building_or_space_is_spelt_with_its_capitals_everywhere() -> None:
    """A building's or space's name keeps the capitals rules/ gives it in every Spanish text
    (never "la posada", "el banco" beside "la Posada", "el Banco"), as the goods and the whale
    kinds do (their own tests above)."""
    names = []
    for name, key in (("buildings.json", "buildings"), ("spaces.json", "spaces")):
        data = json.loads((ROOT / "rules" / name).read_text("utf-8"))
        names += [item["name"]["es"] for item in data[key]]
    assert len(names) > 25
    bad = []
    for where, text in spanish_texts():
        if where.endswith(":keywords"):
            continue
        for name in names:
            for m in re.finditer(rf"\b{re.escape(name)}\b", text, re.IGNORECASE):
                if m.group(0) != name:
                    bad.append((where, text[max(0, m.start() - 30):m.end() + 20]))
    assert bad == []
