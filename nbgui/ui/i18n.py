"""The interface language: English (the source strings) or Spanish, through `QTranslator`.

Translations are ``translations/nbgui_<lang>.qm`` (built with ``pyside6-lrelease`` from
``.ts`` files); a missing file is not an error — the English source strings show instead.
Switching language installs the new translator; windows retranslate on `LanguageChange`.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from nbgui.paths import data_dir
from nbgui.text import CONTEXT, MESSAGES, Msg, Plural, Term, msg, words
from nbgui.text.message import (
    GENDER_COMMENT,
    GENDERS,
    GRAMMAR,
    Named,
    fill,
    joined,
    render,
    source_text,
)

if TYPE_CHECKING:
    from nbgui.engine import SeatSpec

log = logging.getLogger(__name__)

#: Language code → name shown in the language menu (each in its own language).
LANGUAGES: dict[str, str] = {"en": "English", "es": "Español"}
DEFAULT_LANGUAGE = "en"

_current = DEFAULT_LANGUAGE
_translators: list[QTranslator] = []


def system_language() -> str:
    """The system locale's language if the app speaks it, else English. Reads the default
    `QLocale` (the system's, unless a test set another with `QLocale.setDefault`)."""
    code = QLocale().name().split("_")[0]
    return code if code in LANGUAGES else DEFAULT_LANGUAGE


def startup_language(chosen: object) -> str:
    """The language to start in: the player's `chosen` one (a saved setting) if the app has
    it; none chosen yet (None, or anything else) follows the system's language."""
    return chosen if isinstance(chosen, str) and chosen in LANGUAGES else system_language()


def current_language() -> str:
    return _current


def translation_file(lang: str) -> str:
    return str(data_dir("translations") / f"nbgui_{lang}.qm")


def set_language(lang: str) -> bool:
    """Install `lang`'s translator (removing the previous one); True if a catalogue loaded.

    English needs no catalogue. The choice is remembered even when no file exists yet, so data
    texts (Captain personalities, building names) still follow it.
    """
    global _current
    if lang not in LANGUAGES:
        lang = DEFAULT_LANGUAGE
    app = QCoreApplication.instance()
    if app is not None:
        for old in _translators:
            QCoreApplication.removeTranslator(old)
    _translators.clear()
    _current = lang
    if lang == DEFAULT_LANGUAGE or app is None:
        return lang == DEFAULT_LANGUAGE
    translator = QTranslator(app)
    if not translator.load(translation_file(lang)):
        log.info("no translation catalogue for %s yet (%s)", lang, translation_file(lang))
        return False
    QCoreApplication.installTranslator(translator)
    _translators.append(translator)
    _install_qt_words(app, lang)
    return True


def no_catalogue(lang: str) -> Msg:
    """What to say when `lang`'s catalogue did not load (`set_language` was False)."""
    name = LANGUAGES.get(lang, lang)
    return msg("system.no_catalogue", language=name, path=translation_file(lang))


def _install_qt_words(app: QCoreApplication, lang: str) -> None:
    """Qt's own words (standard buttons "Yes", "Close", "Cancel"; file dialogs; a text field's
    context menu) from the catalogue Qt ships, ``qtbase_<lang>.qm``; without it they stay
    English (logged)."""
    from PySide6.QtCore import QLibraryInfo  # an English start never needs it (issue 18)

    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    qt = QTranslator(app)
    if not qt.load(f"qtbase_{lang}", folder):
        log.info("no Qt catalogue qtbase_%s in %s: Qt's own buttons stay English", lang, folder)
        return
    QCoreApplication.installTranslator(qt)
    _translators.append(qt)


# ---- catalogue messages (nbgui.text) -------------------------------------------------------


def _template(m: Msg) -> str:
    """`m`'s template in the current language: the Qt catalogue's translation of its English
    source (context ``Messages``, the id as disambiguation, Qt's plural forms through ``n``);
    English — or a message the catalogue lacks — uses the English template and plural rule."""
    template = MESSAGES.get(m.id)
    if template is None:
        log.warning("no message %r in nbgui.text", m.id)
        return m.id
    source = source_text(template)
    if isinstance(template, Plural):
        n = m.args.get("n", 0)
        n = n if isinstance(n, int) else 0
        out = QCoreApplication.translate(CONTEXT, source, m.id, n)
        if out == source.replace("%n", str(n)):
            return template.pick(n)
        return out
    return QCoreApplication.translate(CONTEXT, source, m.id)


def _term(term: Term) -> str:
    return QCoreApplication.translate(term.context, term.text)


def _gender(term: Term) -> str | None:
    """A data name's grammatical gender in the interface language (`GENDERS`), from its
    ``Grammar`` entry in the catalogue ("Bank" → "m"); None where the language has none
    (English: no catalogue) or the entry is missing."""
    if term.context != "Rules":
        return None
    said = QCoreApplication.translate(GRAMMAR, term.text, GENDER_COMMENT)
    return said if said in GENDERS else None


def named(t: Term) -> Named:
    """A building's or space's name in the interface language, as a value an interface string
    may ask for with its article: ``tr("… on {space:el}").format(space=named(t))``."""
    return Named(_term(t), _gender(t), lambda ident: _template(msg(ident)))


def term(t: Term) -> str:
    """A name from the game data (a `Term`: building, space, whale, Captain name or
    personality) in the interface language, through its data context of the Qt catalogue."""
    return _term(t)


def number(value: float, decimals: int = 1) -> str:
    """`value` with `decimals` places in the interface language's number format (``1.5`` in
    English, ``1,5`` in Spanish), without thousands separators."""
    locale = QLocale(_current)
    locale.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)
    return locale.toString(float(value), "f", decimals)


def say(m: Msg) -> str:
    """`m` as a sentence in the interface language, its parameters translated in turn."""
    return render(m, _template, _term, _gender)


def seat_name(spec: SeatSpec) -> str:
    """A seat's name in the interface language: a person's and a Captain's as written, an AI
    seat's the app made ("AI 1 (Easy)", kept in the setup in the language it was set up in)
    said anew in this one (`words.seat`)."""
    said = words.seat(spec.name, spec.ai)
    return say(said) if isinstance(said, Msg) else str(said)


def seat_names(seats: Iterable[SeatSpec]) -> list[str]:
    """`seat_name` of each seat, in seat order."""
    return [seat_name(spec) for spec in seats]


def listed(items: Iterable[str]) -> str:
    """Items already said, one after another as the interface language lists them where no
    sentence holds them (a table cell, a card's row, a tooltip: "Mansion +4, Chapel +2"): the
    catalogue's ``list.more``. Inside a sentence the last item takes "and": `words.listing`."""
    return joined(list(items), _template)


def parts(items: Iterable[str]) -> str:
    """The parts of one line, each of which may hold a list of its own (a choice card's "2
    lumber, 1 brick · +$5 · 3 points"), joined by the catalogue's ``list.parts``."""
    return joined(list(items), _template, "list.parts")


def parts_of(line: str) -> list[str]:
    """A line made by `parts` cut back into its parts (where it may break between them)."""
    separator = fill(_template(Msg("list.parts")), {"items": "", "item": ""})
    return line.split(separator) if separator else [line]


def _ended(text: str) -> str:
    """`text` ending its sentence: the catalogue's ``sentence.end`` where it has no mark of
    its own ("." "!" "?" "…", before a closing parenthesis too)."""
    if not text or text.rstrip(")").endswith((".", "!", "?", "…")):
        return text
    return fill(_template(Msg("sentence.end")), {"text": text})


def sentences(*said: str) -> str:
    """Sentences (already said) one after another in one text, each ending with its mark
    (`_ended`), joined by the catalogue's ``list.sentences`` ("Hardest. Against him …")."""
    return joined([_ended(t) for t in said if t], _template, "list.sentences")


def paragraphs(*parts: Msg | str) -> str:
    """`parts` said one after another as paragraphs, each ending its sentence: a refusal's line
    ("Cannot open x.nbsave: the file is damaged…", printed as it is by the CLI and the log) gets
    its full stop here (the catalogue's ``sentence.end``), before what was kept and what to do.

    >>> paragraphs("Cannot open x: it is a folder", "Open another save.")
    'Cannot open x: it is a folder.\\n\\nOpen another save.'
    >>> paragraphs("Cannot open x: damaged (move 3 is not allowed: The Bank is not built.)")
    'Cannot open x: damaged (move 3 is not allowed: The Bank is not built.)'
    """
    said = (part if isinstance(part, str) else say(part) for part in parts)
    return "\n\n".join(_ended(t) for t in said)
