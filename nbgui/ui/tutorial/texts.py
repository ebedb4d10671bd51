"""The tutorial's sentences: catalogue messages ``tutorial.<step id>`` (`nbgui.text.tutorial`),
said in the interface language."""

from __future__ import annotations

from nbgui.text.catalog import MESSAGES
from nbgui.text.message import msg
from nbgui.ui import i18n

PREFIX = "tutorial."


def step_text(step_id: str, **params: str) -> str:
    """The sentence of a step in the current language, with its parameters filled in."""
    key = PREFIX + step_id if PREFIX + step_id in MESSAGES else PREFIX + "other"
    return i18n.say(msg(key, **params))


def known_ids() -> set[str]:
    return {k.removeprefix(PREFIX) for k in MESSAGES if k.startswith(PREFIX)}
