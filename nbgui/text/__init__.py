"""The message catalogue's pure side: ids, English templates, parameters (docs/i18n.md)."""

from __future__ import annotations

from nbgui.text.catalog import MESSAGES
from nbgui.text.message import CONTEXT, Clause, Msg, Param, Plural, Term, english, msg

__all__ = ["CONTEXT", "MESSAGES", "Clause", "Msg", "Param", "Plural", "Term", "english", "msg"]
