"""Every message id and its English template, gathered from the section modules.

Add a section module (a ``MESSAGES`` dict) to `_SECTIONS`; ids must be unique across sections.
"""

from __future__ import annotations

from nbgui.text import (
    captain,
    common,
    content,
    events,
    files,
    refusals,
    system,
    teach,
    trace,
    tutorial,
)
from nbgui.text.message import Template

_SECTIONS = (common, events, refusals, trace, captain, tutorial, teach, files, system, content)


def _merge() -> dict[str, Template]:
    out: dict[str, Template] = {}
    for section in _SECTIONS:
        for key, template in section.MESSAGES.items():
            if key in out:
                raise ValueError(f"message id {key!r} is defined twice")
            out[key] = template
    return out


MESSAGES: dict[str, Template] = _merge()
