"""The Captain's plain sentence in the interface language (`nbgui.captain.plain` builds it as an
English template with parameters; here the template, the course words and the names go through
the Qt catalogue: contexts ``Captain`` and ``Rules``)."""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QCoreApplication

from nbgui.captain.api import CaptainDecision
from nbgui.captain.plain import PlainSentence, plain_sentence
from nbgui.engine.commands import Roll
from nbgui.engine.events import DieRolled
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
        "{captain} rolled {die}: his Helm points to {course}, which nothing serves, so he turns "
        "to {used} and {action}.": _tr(
            "{captain} rolled {die}: his Helm points to {course}, which nothing serves, so he "
            "turns to {used} and {action}."
        ),
        "{captain}'s course is {course}, so he {action}.": _tr(
            "{captain}'s course is {course}, so he {action}."
        ),
        "{captain}'s course is {course}, which nothing serves, so he turns to {used} and "
        "{action}.": _tr(
            "{captain}'s course is {course}, which nothing serves, so he turns to {used} and "
            "{action}."
        ),
        "In round 12 {captain} follows his fixed course, {course}, so he {action}.": _tr(
            "In round 12 {captain} follows his fixed course, {course}, so he {action}."
        ),
        "In round 12 {captain}'s fixed course is {course}, which nothing serves, so he turns to "
        "{used} and {action}.": _tr(
            "In round 12 {captain}'s fixed course is {course}, which nothing serves, so he turns "
            "to {used} and {action}."
        ),
        "{captain} rolled {die}: his Helm points to {course}, but his Orders find no space, so "
        "he draws a token from the bag instead.": _tr(
            "{captain} rolled {die}: his Helm points to {course}, but his Orders find no space, "
            "so he draws a token from the bag instead."
        ),
        "{captain}'s course is {course}, but his Orders find no space, so he draws a token from "
        "the bag instead.": _tr(
            "{captain}'s course is {course}, but his Orders find no space, so he draws a token "
            "from the bag instead."
        ),
        "builds {building} at {space}": _tr("builds {building} at {space}"),
        "gathers goods at {space}": _tr("gathers goods at {space}"),
        "takes {good} at {space}": _tr("takes {good} at {space}"),
        "takes money at {space}": _tr("takes money at {space}"),
        "prepares a ship at {space}": _tr("prepares a ship at {space}"),
        "launches a ship to space {n} from {space}": _tr(
            "launches a ship to space {n} from {space}"
        ),
        "prepares and launches a ship to space {n} at {space}": _tr(
            "prepares and launches a ship to space {n} at {space}"
        ),
        "moves a ship farther out with {space}": _tr("moves a ship farther out with {space}"),
        "uses {space}": _tr("uses {space}"),
        "{action}, paying {owner} $1": _tr("{action}, paying {owner} $1"),
        "Lumber": _tr("Lumber"),
        "Food": _tr("Food"),
        "Brick": _tr("Brick"),
        "Money": _tr("Money"),
        "Prepare a ship": _tr("Prepare a ship"),
        "Launch to {n}": _tr("Launch to {n}"),
        "Prepare, or launch to {n}": _tr("Prepare, or launch to {n}"),
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
            from nbgui.captain.plain import COURSE_WORDS

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


def die_before(batches: list[Any], index: int) -> int | None:
    """The course die rolled just before the placement batch `batches[index]` (same seat)."""
    if index <= 0:
        return None
    prev = batches[index - 1]
    if prev.seat != batches[index].seat or not isinstance(prev.command, Roll):
        return None
    return next((e.value for e in prev.events if isinstance(e, DieRolled)), None)


def batch_sentence(session: Any, index: int, lang: str | None = None) -> str:
    """The plain sentence of the Captain placement `session.batches[index]` ("" if none)."""
    batch = session.batches[index]
    if not batch.captain or batch.before.decision.kind != "place" or batch.seat is None:
        return ""
    try:
        course = session.brain().current_course(batch.before, batch.seat)
        decision = CaptainDecision(batch.command, list(batch.trace))
        die = die_before(session.batches, index)
        sentence = plain_sentence(batch.before, decision, course, die)
    except Exception:  # a sentence must never stop the game
        log.warning("no plain sentence for a Captain move", exc_info=True)
        return ""
    return render(sentence, batch.before.rules, lang) if sentence is not None else ""


def last_captain_sentence(session: Any, lang: str | None = None) -> str:
    """The most recent Captain placement's sentence."""
    for i in range(len(session.batches) - 1, -1, -1):
        b = session.batches[i]
        if b.captain and b.before.decision.kind == "place":
            return batch_sentence(session, i, lang)
    return ""
