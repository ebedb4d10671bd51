"""The interface language: English (the source strings) or Spanish, through `QTranslator`.

Translations are ``translations/nbgui_<lang>.qm`` (built with ``pyside6-lrelease`` from
``.ts`` files); a missing file is not an error — the English source strings show instead.
Switching language installs the new translator; windows retranslate on `LanguageChange`.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from nbgui.paths import data_dir

log = logging.getLogger(__name__)

#: Language code → name shown in the language menu (each in its own language).
LANGUAGES: dict[str, str] = {"en": "English", "es": "Español"}
DEFAULT_LANGUAGE = "en"

_current = DEFAULT_LANGUAGE
_translators: list[QTranslator] = []


def system_language() -> str:
    """The system locale's language if the app speaks it, else English."""
    code = QLocale.system().name().split("_")[0]
    return code if code in LANGUAGES else DEFAULT_LANGUAGE


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
    return True
