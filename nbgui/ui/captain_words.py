"""The Captain's plain sentence in the interface language (`nbgui.captain.plain` builds it as an
English template with parameters; here the template, the course words and the names go through
the Qt catalogue: contexts ``Captain`` and ``Rules``)."""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QCoreApplication

from nbgui.captain.plain import COURSE_WORDS, PlainSentence
from nbgui.ui import i18n

log = logging.getLogger(__name__)


def _tr(text: str) -> str:
    return QCoreApplication.translate("Captain", text)


def catalogue() -> dict[str, str]:
    """English template → its translation: every template, action and course word of
    `nbgui.captain.plain` (a test checks none is missing)."""
    return {
        "{captain} rolled {die}: his Helm points to {course}, so he {action}.": _tr(
            "{captain} rolled {die}: his Helm points to {course}, so he {action}."
        ),
        "{captain} rolled {die}: his Helm points to {course} but nothing fits, so he turns to "
        "{used} and {action}.": _tr(
            "{captain} rolled {die}: his Helm points to {course} but nothing fits, so he turns "
            "to {used} and {action}."
        ),
        "{captain}'s course is {course}, so he {action}.": _tr(
            "{captain}'s course is {course}, so he {action}."
        ),
        "{captain}'s course is {course} but nothing fits, so he turns to {used} and {action}.": _tr(
            "{captain}'s course is {course} but nothing fits, so he turns to {used} and "
            "{action}."
        ),
        "In round 12 {captain} follows his fixed course, {course}, so he {action}.": _tr(
            "In round 12 {captain} follows his fixed course, {course}, so he {action}."
        ),
        "In round 12 {captain}'s fixed course is {course} but nothing fits, so he turns to "
        "{used} and {action}.": _tr(
            "In round 12 {captain}'s fixed course is {course} but nothing fits, so he turns to "
            "{used} and {action}."
        ),
        "{captain} rolled {die}: his Helm points to {course}, but his Orders find no space, so "
        "he draws a token from the bag instead.": _tr(
            "{captain} rolled {die}: his Helm points to {course}, but his Orders find no "
            "space, so he draws a token from the bag instead."
        ),
        "{captain}'s course is {course}, but his Orders find no space, so he draws a token "
        "from the bag instead.": _tr(
            "{captain}'s course is {course}, but his Orders find no space, so he draws a token "
            "from the bag instead."
        ),
        "builds {building} at {space}": _tr("builds {building} at {space}"),
        "gathers goods at {space}": _tr("gathers goods at {space}"),
        "takes {good} at {space}": _tr("takes {good} at {space}"),
        "takes money at {space}": _tr("takes money at {space}"),
        "prepares a ship at {space}": _tr("prepares a ship at {space}"),
        "launches to space {n} from {space}": _tr("launches to space {n} from {space}"),
        "prepares and launches to space {n} at {space}": _tr(
            "prepares and launches to space {n} at {space}"
        ),
        "moves a ship farther out with {space}": _tr("moves a ship farther out with {space}"),
        "uses {space}": _tr("uses {space}"),
        "{action}, paying {owner} $1": _tr("{action}, paying {owner} $1"),
        "Lumber": _tr("Lumber"),
        "Food": _tr("Food"),
        "Brick": _tr("Brick"),
        "Money": _tr("Money"),
        "Prepare": _tr("Prepare"),
        "Launch to {n}": _tr("Launch to {n}"),
        "Prepare or launch {n}": _tr("Prepare or launch {n}"),
        "Build (white list)": _tr("Build (white list)"),
        "Build (black list)": _tr("Build (black list)"),
        "Build victory": _tr("Build victory"),
        "lumber": _tr("lumber"),
        "food": _tr("food"),
        "brick": _tr("brick"),
    }


def _name(rules: Any, piece: str, lang: str) -> str:
    from nbgui.teach.wording import piece_name

    return piece_name(rules, piece, lang)


def render(sentence: PlainSentence, rules: Any, lang: str | None = None) -> str:
    """The sentence in the interface language."""
    lang = lang or i18n.current_language()
    words = catalogue()
    params = dict(sentence.params)
    for key in ("course", "used"):
        if key in params:
            kind = sentence.names.get(key, "")
            template = COURSE_WORDS.get(kind, params[key])
            n = "".join(ch for ch in params[key] if ch.isdigit())
            params[key] = words.get(template, template).format(n=n)
    for key in ("space", "building"):
        if key in sentence.names:
            params[key] = _name(rules, sentence.names[key], lang)
    if "good" in params:
        params["good"] = words.get(params["good"], params["good"])
    action = words.get(sentence.action, sentence.action).format(**params) if sentence.action else ""

    if action and "owner" in params:
        action = words["{action}, paying {owner} $1"].format(action=action, owner=params["owner"])
    try:
        template = words.get(sentence.template, sentence.template)
        return template.format(**{**params, "action": action})
    except (KeyError, IndexError, ValueError):  # a broken translation: say it in English
        log.warning("bad translation of %r", sentence.template)
        return sentence.english()


def batch_sentence(batch: Any, lang: str | None = None) -> str:
    """The plain sentence of a Captain placement batch in the interface language ("" if none)."""
    sentence = getattr(batch, "plain", None)
    if sentence is None:
        return ""
    return render(sentence, batch.before.rules, lang)


def last_captain_sentence(session: Any, lang: str | None = None) -> str:
    """The most recent Captain placement's sentence."""
    for batch in reversed(session.batches):
        if getattr(batch, "plain", None) is not None:
            return batch_sentence(batch, lang)
    return ""
