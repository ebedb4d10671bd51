"""The tutorial's sentences said as the runner says them, for tests that read them without a
game: every number filled from the shipped rules (`rules_params`) and the script's own moves
(`move_params`), the learner holding 1 lumber (as at step gather_lumber), $5, and whales
with $6 of lays aboard (as at step earn)."""

from __future__ import annotations

from typing import Any

from nbgui.content.loader import default_rules
from nbgui.text import msg, words
from nbgui.ui import i18n
from nbgui.ui.tutorial.script import default_script
from nbgui.ui.tutorial.texts import known_ids, move_params, rules_params

SAMPLE = {"captain": "Starbuck", "sentence": "…", "faces": "1, 1, 1, 2, 2, 3", "lumber": "1"}


def step_params(step_id: str, rules: Any = None) -> dict[str, str]:
    """A step's parameters in the current language (a step the script lacks: no move)."""
    rules = rules or default_rules()
    command = next((s.command for s in default_script().steps if s.id == step_id), None)
    held = {"money": i18n.say(words.money(5)), "lays": i18n.say(words.money(6))}
    return {**SAMPLE, **held, **rules_params(rules), **move_params(rules, command)}


def said_steps(lang: str, rules: Any = None) -> dict[str, str]:
    """Every step id's sentence in `lang` (the interface language is English again after)."""
    assert i18n.set_language(lang)
    try:
        return {k: i18n.say(msg(f"tutorial.{k}", **step_params(k, rules))) for k in known_ids()}
    finally:
        i18n.set_language("en")
