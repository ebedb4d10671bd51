"""The one error type the content loader raises: a broken data file."""

from __future__ import annotations

from nbgui.text.message import Msg, Param, english, msg


class ContentError(Exception):
    """A data file under `rules/` (or a user override) is missing or invalid.

    `problem_msg` is why (a catalogue message, ``content.*``/``board.*``), `msg` the whole line
    naming the file, the field and the problem; `str()` is its English, e.g.
    ``rules/buildings.json: buildings[3].cost.brick: must be a whole number``.
    """

    def __init__(self, file: str, field: str | Msg, problem: Msg) -> None:
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


#: A Captain board's lists of building ids (their keys stay as the file spells them).
_BOARD_LISTS = frozenset({"white_list", "black_list", "victory_order", "round12"})


def field_words(loc: tuple[int | str, ...]) -> str | Msg:
    """A refused field as a person names it. A Captain's Orders are counted from 1, as the
    table's Orders box and the Captain's reasoning count them: ``("orders", 3, 0)`` is
    "Orders step 4, check 1" (said ``orders[3][0]``, counted from 0), ``("helm", 3, "course")``
    "Helm space 4, course", ``("white_list", 1)`` "white_list entry 2". Any other field is its
    path, ``buildings[3].cost.brick``."""
    if len(loc) >= 2 and loc[0] == "orders" and isinstance(loc[1], int):
        if len(loc) >= 3 and isinstance(loc[2], int):
            return msg("board.field.orders_check", step=loc[1] + 1, check=loc[2] + 1)
        return msg("board.field.orders_step", step=loc[1] + 1)
    if len(loc) >= 2 and loc[0] == "helm" and isinstance(loc[1], int):
        # the Helm's spaces as the table and the log count them ("Helm moves from space 1")
        rest = field_words(loc[2:]) if len(loc) > 2 else ""
        if rest:
            return msg("board.field.helm_part", space=loc[1] + 1, part=rest)
        return msg("board.field.helm", space=loc[1] + 1)
    if len(loc) == 2 and loc[0] in _BOARD_LISTS and isinstance(loc[1], int):
        return msg("board.field.entry", list=str(loc[0]), n=loc[1] + 1)
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + str(part)
    return out


def bad_value(id: str, **params: Param) -> BoardValueError:
    return BoardValueError(msg(id, **params))
