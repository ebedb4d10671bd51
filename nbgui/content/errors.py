"""The one error type the content loader raises: a broken data file."""

from __future__ import annotations

from nbgui.text.message import Msg, english, msg


class ContentError(Exception):
    """A data file under `rules/` (or a user override) is missing or invalid.

    `problem_msg` is why (a catalogue message, ``content.*``/``board.*``), `msg` the whole line
    naming the file, the field and the problem; `str()` is its English, e.g.
    ``rules/buildings.json: buildings[3].cost.brick: must be a whole number``.
    """

    def __init__(self, file: str, field: str, problem: Msg) -> None:
        self.file = file
        self.field = field
        self.problem_msg = problem
        self.problem = english(problem)
        self.msg = (
            msg("content.error_field", file=file, field=field, problem=problem)
            if field
            else msg("content.error", file=file, problem=problem)
        )
        super().__init__(english(self.msg))


class BoardValueError(ValueError):
    """A value a data model refuses, with its reason as a catalogue message (pydantic keeps the
    exception, so `ContentError` can say the message rather than pydantic's English)."""

    def __init__(self, why: Msg) -> None:
        self.msg = why
        super().__init__(english(why))


def bad_value(id: str, **params: str | int | Msg) -> BoardValueError:
    return BoardValueError(msg(id, **params))
