"""Where the table breaks a long word: syllable boundaries only (`nbgui.ui.table.hyphen`),
checked on every building and space name of both languages, and `_hyphenate` keeps a word
whole rather than breaking it anywhere else."""

from __future__ import annotations

import json

import pytest

from nbgui.paths import data_dir
from nbgui.ui.table.hyphen import break_points


def hyphenated(word: str, lang: str) -> str:
    out, prev = "", 0
    for cut in break_points(word, lang):
        out += word[prev:cut] + "-"
        prev = cut
    return out + word[prev:]


#: every word of every building and space name, divided as a dictionary does (less a last part
#: of two letters, which is never left alone); a word missing here is a new name: add it
#: with its syllables
EXPECTED = {
    "es": (
        "Al-ma-cén Ase-rra-dero As-ti-llero Ayun-ta-miento Banco Bos-que Cal-dera Ca-pi-lla "
        "Ciu-dad Co-rreos Em-bar-ca-dero Es-cuela Faro Fá-brica Granja Juz-gado Man-sión "
        "Ma-ri-ne-ros Mer-cado Mue-lle Mu-ni-ci-pal Ofi-cina Pa-na-de-ría Po-sada Puerto "
        "Ta-berna Ta-ller Te-so-re-ría Tienda To-ne-le-ría Tor-nero Va-ra-dero la-dri-llos "
        "ve-las de la los"
    ),
    "en": (
        "Bakery Bank Bethel Brick-yard Chandlery City Cooperage Count-ing Court-house Dock "
        "Dock-yard Dry Farm Forest General Hall House Inn Light-house Lum-ber Man-sion "
        "Mar-ket Mill Municipal Of-fice Pier Post School-house Seamen's Store Tavern Town "
        "Try-works Tur-ner's Ware-house Wharf"
    ),
}


def names(lang: str) -> set[str]:
    found = set()
    for file, key in (("buildings.json", "buildings"), ("spaces.json", "spaces")):
        data = json.loads((data_dir("rules") / file).read_text(encoding="utf-8"))
        for item in data[key]:
            found.update(item["name"][lang].split())
    return found


@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_name_breaks_at_its_syllables_only(lang: str) -> None:
    expected = {w.replace("-", ""): w for w in EXPECTED[lang].split()}
    assert names(lang) <= set(expected), "a name's word is not in EXPECTED"
    got = {word: hyphenated(word, lang) for word in names(lang)}
    assert got == {word: expected[word] for word in names(lang)}


@pytest.mark.parametrize(
    ("word", "lang", "shown"),
    [
        ("movimiento", "es", "mo-vi-miento"),  # never two letters alone after "-"
        ("Construir", "es", "Cons-truir"),  # "ns-tr": the inseparable "tr" starts it
        ("ladrillos", "es", "la-dri-llos"),  # never "l-l", "d-r"
        ("Edificios", "es", "Edi-fi-cios"),  # one letter is never left alone
        ("muy", "es", "muy"),
        ("buildings", "en", "build-ings"),
        ("points", "en", "points"),
        ("Courthouse:", "en", "Court-house:"),
        ("+5", "es", "+5"),  # an amount is never broken
    ],
)
def test_words_in_sentences(word: str, lang: str, shown: str) -> None:
    assert hyphenated(word, lang) == shown


def test_a_word_with_no_boundary_that_fits_stays_whole(qapp: object) -> None:
    from PySide6.QtGui import QFont, QFontMetricsF

    from nbgui.ui import i18n
    from nbgui.ui.table.items import _hyphenate

    fm = QFontMetricsF(QFont("DejaVu Sans", 12))
    before = i18n.current_language()
    try:
        i18n.set_language("es")
        wide = fm.horizontalAdvance("Embarca-") + 1
        assert _hyphenate(fm, wide, "Embarcadero") == "Embarca-\ndero"
        narrow = fm.horizontalAdvance("Embar-") + 1
        assert _hyphenate(fm, narrow, "Embarcadero") == "Embar-\ncadero"
        assert _hyphenate(fm, fm.horizontalAdvance("Em") - 1, "Embarcadero") == "Embarcadero"
        i18n.set_language("en")
        assert _hyphenate(fm, fm.horizontalAdvance("Coop"), "Cooperage") == "Cooperage"
    finally:
        i18n.set_language(before)
