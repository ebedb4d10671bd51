"""The Captain's plain sentence (`nbgui.captain.plain`) in the interface language."""

from __future__ import annotations

from typing import Any

from nbgui.ui import i18n


def batch_sentence(batch: Any) -> str:
    """The plain sentence of a Captain placement batch in the interface language ("" if none)."""
    sentence = getattr(batch, "plain", None)
    return i18n.say(sentence.msg) if sentence is not None else ""


def last_captain_sentence(session: Any) -> str:
    """The most recent Captain placement's sentence."""
    for batch in reversed(session.batches):
        if getattr(batch, "plain", None) is not None:
            return batch_sentence(batch)
    return ""
