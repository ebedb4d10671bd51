"""Where a long word on the table may be broken with "-": at syllable boundaries only.

The table breaks a word only when it is wider than its place at the smallest readable size
(`items._hyphenate`), and then only where a reader expects it:

* Spanish, by the Spanish syllable rules (the RAE's, without breaking vowel groups): one
  consonant between vowels starts the next syllable ("Em-bar-ca-de-ro"); ch, ll, rr and the
  onsets pr, br, tr, dr, cr, gr, fr, pl, bl, cl, gl, fl are never split ("la-dri-llos");
  of three or more consonants, the last one or the last inseparable pair starts the next
  syllable ("Cons-tru-ye").
* English has no such rules: a word breaks only where a compound's second word or a
  suffix starts ("Light-house", "Brick-yard", "build-ings") or between two consonants that
  make no single sound ("Lum-ber", "Mar-ket"); other words are never broken (the table then
  shrinks or wraps whole words, or shows the card).

Both keep two letters or more before the break and three or more after it.
No PySide6 here: the rules are plain text.
"""

from __future__ import annotations

_VOWELS = frozenset("aeiouáéíóúüàèìòùâêîôûäëïö")
_ES_ONSETS = frozenset(
    ("pr", "br", "tr", "dr", "cr", "kr", "gr", "fr", "pl", "bl", "cl", "kl", "gl", "fl")
)
_ES_DIGRAPHS = frozenset(("ch", "ll", "rr"))
_EN_DIGRAPHS = frozenset(("ch", "ck", "gh", "ph", "sh", "th", "wh", "ng", "qu", "wr", "kn"))
#: the second words of English compounds on the table ("Lighthouse", "Brickyard", "Tryworks")
_EN_COMPOUND_ENDS = ("house", "houses", "yard", "yards", "works", "mill", "mills", "room")
_EN_SUFFIXES = ("ings", "ing")
_MIN_LEFT = {"es": 2, "en": 2}
_MIN_RIGHT = {"es": 3, "en": 3}


def _is_vowel(word: str, i: int) -> bool:
    c = word[i]
    if c in _VOWELS:
        return True
    # "y" is a vowel except before a vowel ("muy", "Bakery"; "ayuda" has a consonant)
    return c == "y" and i > 0 and (i + 1 == len(word) or word[i + 1] not in _VOWELS)


def _units(cluster: str, digraphs: frozenset[str]) -> list[str]:
    """`cluster` (consonants) as sounds: a digraph is one unit."""
    out: list[str] = []
    i = 0
    while i < len(cluster):
        if cluster[i : i + 2] in digraphs:
            out.append(cluster[i : i + 2])
            i += 2
        else:
            out.append(cluster[i])
            i += 1
    return out


def _clusters(word: str, silent_e: bool) -> list[tuple[int, int]]:
    """(start, end) of each run of consonants standing between two vowel groups of `word`
    (lower case, letters only)."""
    last = len(word)
    if silent_e and len(word) > 3 and word.endswith(("e", "es")) and not word.endswith("ee"):
        # English: a final "e" ("house", "whales") makes no syllable of its own
        last = len(word) - (1 if word.endswith("e") else 2)
        if _is_vowel(word, last - 1):
            last = len(word)
    vowel = [_is_vowel(word, i) for i in range(len(word))]
    out = []
    i = 0
    while i < last and not vowel[i]:
        i += 1
    while i < last:
        while i < last and vowel[i]:
            i += 1
        start = i
        while i < last and not vowel[i]:
            i += 1
        if i < last and start < i:
            out.append((start, i))
    return out


def _spanish(word: str) -> set[int]:
    cuts = set()
    for start, end in _clusters(word, silent_e=False):
        units = _units(word[start:end], _ES_DIGRAPHS)
        if len(units) == 1:
            keep = 0  # V-CV
        elif len(units) == 2:
            keep = 0 if units[0] + units[1] in _ES_ONSETS else 1
        else:
            keep = len(units) - 2 if units[-2] + units[-1] in _ES_ONSETS else len(units) - 1
        cuts.add(start + sum(len(u) for u in units[:keep]))
    return cuts


def _english(word: str) -> set[int]:
    cuts = set()
    fixed = set()
    for second in _EN_COMPOUND_ENDS:
        if word.endswith(second) and len(word) - len(second) >= 3:
            fixed.add(len(word) - len(second))
    for suffix in _EN_SUFFIXES:
        at = len(word) - len(suffix)
        if word.endswith(suffix) and at >= 3 and not _is_vowel(word, at - 1):
            fixed.add(at)
            break
    cuts |= fixed
    for start, end in _clusters(word, silent_e=True):
        if any(start <= f <= end for f in fixed):
            continue  # the compound's or suffix's boundary is the break there
        units = _units(word[start:end], _EN_DIGRAPHS)
        if len(units) == 2 and len(units[0]) == len(units[1]) == 1 and units[1] != "h":
            cuts.add(start + 1)  # VC-CV ("Lum-ber", "Of-fice")
    return cuts


def break_points(word: str, lang: str) -> list[int]:
    """The indexes of `word` (a word with letters, maybe an apostrophe or punctuation around
    it) before which it may be broken with "-", in increasing order; none for a word that
    must stay whole."""
    lower = word.lower()
    # the letters only (punctuation around, an apostrophe's "'s" stays with its word)
    head = len(lower) - len(lower.lstrip("'’.,:;()¿¡\"«"))
    core = lower[head:].rstrip("'’.,:;()?!\"»")
    tail_s = ""
    for mark in ("'s", "’s"):
        if core.endswith(mark):
            core, tail_s = core[: -len(mark)], mark
    if not core.isalpha():
        return []
    spanish = lang.startswith("es")
    found = _spanish(core) if spanish else _english(core)
    left = _MIN_LEFT["es" if spanish else "en"]
    right = _MIN_RIGHT["es" if spanish else "en"]
    return sorted(head + c for c in found if c >= left and len(core) + len(tail_s) - c >= right)
