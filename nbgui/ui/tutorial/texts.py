"""The tutorial's sentences: catalogue messages ``tutorial.<step id>`` (`nbgui.text.tutorial`),
said in the interface language."""

from __future__ import annotations

from typing import TYPE_CHECKING

from nbgui.text import words
from nbgui.text.catalog import MESSAGES
from nbgui.text.message import msg
from nbgui.ui import i18n

if TYPE_CHECKING:
    from nbgui.content.models import Rules

PREFIX = "tutorial."


def step_text(step_id: str, **params: str) -> str:
    """The sentence of a step in the current language, with its parameters filled in."""
    key = PREFIX + step_id if PREFIX + step_id in MESSAGES else PREFIX + "other"
    return i18n.say(msg(key, **params))


def known_ids() -> set[str]:
    return {k.removeprefix(PREFIX) for k in MESSAGES if k.startswith(PREFIX)}


def rules_params(rules: Rules) -> dict[str, str]:
    """The prices the steps quote, from `rules` (every rules number lives in rules/): the
    Lumber Mill's price for a lumber (``{mill}``) and the lays of the three whales
    (``{right}``, ``{bowhead}``, ``{sperm}``), said as money in the interface language."""
    price = rules.buildings["lumber_mill"].sell_price
    said = {"mill": i18n.say(words.money(price.lumber if price is not None else 0))}
    for kind in ("right", "bowhead", "sperm"):
        said[kind] = i18n.say(words.money(rules.whales[kind].lay))
    return said
