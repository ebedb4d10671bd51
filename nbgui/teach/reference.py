"""The rules reference: bilingual entries written for this app, searchable, linked to the game.

Data: ``rules/reference/en.json`` and ``es.json`` (``{"language", "entries": [{id, title,
keywords, body, related}]}``) and ``rules/reference/errors.json`` (``{RuleError code: entry
id}``). Entry ids are stable and name game pieces: ``space:<id>``, ``building:<id>``,
``captain:<id>`` and ``rule:<topic>``. Bodies are plain text; paragraphs are separated by a
blank line. Both languages must have exactly the same ids (checked on load).

>>> ref = default_reference()
>>> ref.entry_for_piece("building", "tavern", "es").title
'Taberna'
>>> search("cachalote", "es")[0].id
'rule:whales'
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, RootModel, model_validator

from nbgui.content.errors import ContentError
from nbgui.content.loader import load_model
from nbgui.paths import data_dir
from nbgui.text.message import msg

Lang = Literal["en", "es"]
LANGUAGES: tuple[Lang, ...] = ("en", "es")
ENTRY_ID = r"^(rule|space|building|captain):[a-z0-9_]+$"

#: Piece kinds that have no entry of their own, and the entry that explains them.
_PIECE_ALIASES: dict[str, str] = {
    "whale": "rule:whales",
    "token": "rule:whales",
    "ship": "rule:ships",
    "dock": "rule:ships",
    "track": "rule:whaling_track",
    "return": "rule:movement",
    "bag": "rule:whaling",
    "helm": "rule:helm",
    "die": "rule:course_die",
    "round": "rule:round",
}


class Entry(BaseModel):
    """One reference entry in one language."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str = Field(pattern=ENTRY_ID)
    title: str = Field(min_length=1, max_length=120)
    keywords: list[str] = Field(default_factory=list)
    body: str = Field(min_length=1)
    related: list[str] = Field(default_factory=list)

    @property
    def kind(self) -> str:
        """``rule``, ``space``, ``building`` or ``captain``."""
        return self.id.split(":", 1)[0]

    @property
    def paragraphs(self) -> list[str]:
        """The body split into paragraphs (blank-line separated)."""
        return [p.strip() for p in re.split(r"\n\s*\n", self.body) if p.strip()]


class ReferenceFile(BaseModel):
    """`rules/reference/<lang>.json`."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    language: Lang
    entries: list[Entry] = Field(min_length=1)

    @model_validator(mode="after")
    def _consistent(self) -> ReferenceFile:
        ids = [e.id for e in self.entries]
        dupes = sorted({i for i in ids if ids.count(i) > 1})
        if dupes:
            raise ValueError(f"duplicate entry ids: {', '.join(dupes)}")
        known = set(ids)
        for e in self.entries:
            missing = [r for r in e.related if r not in known]
            if missing:
                raise ValueError(f"entry {e.id} relates to unknown ids: {', '.join(missing)}")
        return self


class ErrorMap(RootModel[dict[str, str]]):
    """`rules/reference/errors.json`: RuleError code → entry id."""


class ReferenceError(ContentError):
    """The reference data is inconsistent across files (one clear line)."""


def fold(text: str) -> str:
    """Lower-case and strip accents, for accent-insensitive matching.

    >>> fold("Almacén Ñandú")
    'almacen nandu'
    """
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


_STOP = frozenset(
    [
        "a",
        "an",
        "the",
        "of",
        "to",
        "on",
        "in",
        "at",
        "and",
        "or",
        "is",
        "it",
        "for",
        "with",
        "your",
        "you",
        "my",
        "how",
        "what",
        "why",
        "when",
        "el",
        "la",
        "los",
        "las",
        "un",
        "una",
        "unos",
        "unas",
        "de",
        "del",
        "al",
        "y",
        "o",
        "en",
        "con",
        "por",
        "para",
        "que",
        "es",
        "mi",
        "tu",
        "su",
        "se",
        "lo",
    ]
)
_WORD = re.compile(r"[a-z0-9$]+")


def _words(text: str) -> list[str]:
    return [w for w in _WORD.findall(fold(text)) if w not in _STOP]


class _Indexed:
    """Pre-folded fields of one entry, for fast scoring."""

    __slots__ = ("body", "body_words", "entry", "keywords", "kw_words", "title", "title_words")

    def __init__(self, entry: Entry) -> None:
        self.entry = entry
        self.title = fold(entry.title)
        self.title_words = set(_words(entry.title))
        self.keywords = [fold(k) for k in entry.keywords]
        self.kw_words = {w for k in entry.keywords for w in _words(k)}
        self.body = fold(entry.body)
        self.body_words = _words(entry.body)

    def score(self, phrase: str, terms: list[str]) -> float:
        total = 0.0
        if phrase == self.title:
            total += 100
        elif phrase and phrase in self.title:
            total += 40
        if phrase in self.keywords:
            total += 50 + (20 if phrase == self.keywords[0] else 0)  # the entry's main keyword
        elif any(phrase and phrase in k for k in self.keywords):
            total += 15
        matched = 0
        for term in terms:
            hit = 0.0
            if term in self.title_words:
                hit += 20
            elif len(term) >= 3 and any(w.startswith(term) for w in self.title_words):
                hit += 10
            if term in self.kw_words:
                hit += 10
            elif len(term) >= 3 and any(w.startswith(term) for w in self.kw_words):
                hit += 5
            count = self.body_words.count(term)
            if count:
                hit += min(count, 5) * 2
            elif len(term) >= 4 and any(w.startswith(term) for w in self.body_words):
                hit += 1
            if hit:
                matched += 1
            total += hit
        if terms and matched < len(terms):
            total *= matched / len(terms) / 2  # entries matching every word come first
        return total


class Reference:
    """Both languages' entries and the error map, with search and look-ups."""

    def __init__(self, books: dict[Lang, ReferenceFile], errors: dict[str, str]) -> None:
        self.books = books
        self.errors = dict(errors)
        self._by_id: dict[str, dict[str, Entry]] = {
            lang: {e.id: e for e in book.entries} for lang, book in books.items()
        }
        self._index: dict[str, list[_Indexed]] = {
            lang: [_Indexed(e) for e in book.entries] for lang, book in books.items()
        }

    @property
    def ids(self) -> list[str]:
        """Every entry id, in the English file's order."""
        return [e.id for e in self.books["en"].entries]

    def entries(self, lang: str = "en") -> list[Entry]:
        return list(self.books[_lang(lang)].entries)

    def entry(self, entry_id: str, lang: str = "en") -> Entry:
        """The entry `entry_id`; raises KeyError if there is none."""
        return self._by_id[_lang(lang)][entry_id]

    def get(self, entry_id: str, lang: str = "en") -> Entry | None:
        return self._by_id[_lang(lang)].get(entry_id)

    def related(self, entry: Entry, lang: str = "en") -> list[Entry]:
        """The entries `entry` links to, in `lang`."""
        return [self.entry(r, lang) for r in entry.related]

    def search(self, query: str, lang: str = "en", limit: int = 20) -> list[Entry]:
        """Entries matching `query`, best first: title, then keywords, then body; accents and
        case are ignored. If nothing matches in `lang`, the other language's matches are
        returned in `lang` (so "Tavern" finds the Taberna)."""
        lang = _lang(lang)
        found = self._ranked(query, lang)
        if not found:
            for other in LANGUAGES:
                if other != lang:
                    found = [self.entry(e.id, lang) for e in self._ranked(query, other)]
                    if found:
                        break
        return found[:limit]

    def _ranked(self, query: str, lang: str) -> list[Entry]:
        phrase = " ".join(_WORD.findall(fold(query)))
        terms = _words(query)
        if not phrase:
            return []
        scored = []
        for order, item in enumerate(self._index[lang]):
            s = item.score(phrase, terms)
            if s > 0:
                scored.append((-s, order, item.entry))
        scored.sort(key=lambda t: (t[0], t[1]))
        return [e for _, _, e in scored]

    def entry_for_piece(self, kind: str, piece_id: str = "", lang: str = "en") -> Entry | None:
        """The entry for a game piece: ``("building", "tavern")``, ``("space", "farm")``,
        ``("captain", "ahab")``, ``("rule", "scoring")``; also ``whale``, ``ship``, ``track``,
        ``dock``, ``helm``, ``die`` and ``round`` (any id) → their rule entry."""
        entry = self.get(f"{kind}:{piece_id}", lang)
        if entry is None and kind in _PIECE_ALIASES:
            entry = self.get(_PIECE_ALIASES[kind], lang)
        return entry

    def entry_for_error(self, code: str, lang: str = "en") -> Entry | None:
        """The entry explaining a refused move's `RuleError.code` (None for an unknown code)."""
        target = self.errors.get(code)
        if target is None and code.startswith("not_enough_"):
            target = self.errors.get("not_enough_money")
        return None if target is None else self.get(target, lang)


def _lang(lang: str) -> Lang:
    return "es" if lang.lower().startswith("es") else "en"


def load_reference(folder: Path | None = None) -> Reference:
    """Load and cross-check `rules/reference/`; raise `ContentError` naming file and problem."""
    folder = folder if folder is not None else data_dir("rules") / "reference"
    books: dict[Lang, ReferenceFile] = {}
    for lang in LANGUAGES:
        path = folder / f"{lang}.json"
        book = load_model(path, ReferenceFile)
        if book.language != lang:
            raise ReferenceError(
                str(path),
                "language",
                msg("content.reference_language", found=repr(book.language), lang=repr(lang)),
            )
        books[lang] = book
    en_ids = {e.id for e in books["en"].entries}
    for lang in LANGUAGES[1:]:
        ids = {e.id for e in books[lang].entries}
        if ids != en_ids:
            diff = sorted(en_ids ^ ids)
            raise ReferenceError(
                str(folder / f"{lang}.json"),
                "entries",
                msg("content.reference_ids", ids=", ".join(diff[:8])),
            )
    errors_path = folder / "errors.json"
    errors = load_model(errors_path, ErrorMap).root
    bad = sorted(f"{code}→{target}" for code, target in errors.items() if target not in en_ids)
    if bad:
        raise ReferenceError(
            str(errors_path), "", msg("content.reference_errors", entries=", ".join(bad[:8]))
        )
    return Reference(books, errors)


@lru_cache(maxsize=1)
def default_reference() -> Reference:
    """The app's reference, loaded once."""
    return load_reference()


def search(query: str, lang: str = "en", limit: int = 20) -> list[Entry]:
    """Search the app's reference (see `Reference.search`)."""
    return default_reference().search(query, lang, limit)


def entry_for_piece(kind: str, piece_id: str = "", lang: str = "en") -> Entry | None:
    """See `Reference.entry_for_piece`."""
    return default_reference().entry_for_piece(kind, piece_id, lang)


def entry_for_error(code: str, lang: str = "en") -> Entry | None:
    """See `Reference.entry_for_error`."""
    return default_reference().entry_for_error(code, lang)


def entry_ids(entries: Iterable[Entry]) -> list[str]:
    return [e.id for e in entries]
