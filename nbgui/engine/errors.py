"""`RuleError`: a refused command, with a stable code and a message (id + parameters)."""

from __future__ import annotations

from nbgui.text import MESSAGES, Msg, Param, english, msg


class RuleError(Exception):
    """A command that the rules do not allow in this state.

    `code` is stable (tests, the UI's "why?" link to the rules reference). The sentence is the
    catalogue message ``refusal.<variant or code>`` with `params` — every number and name in
    it comes from them. `message` and ``str(err)`` are the English sentence (CLI, logs); the UI
    shows `msg` in the player's language.

    >>> str(RuleError("space_full", space=4, n=3))
    'Track space 4 already has 3 ships.'
    """

    def __init__(self, code: str, *, variant: str = "", **params: Param) -> None:
        self.code = code
        self.msg: Msg = msg(f"refusal.{variant or code}", **params)
        if self.msg.id not in MESSAGES:
            raise KeyError(f"no refusal message {self.msg.id!r} in nbgui.text")
        self.message = english(self.msg)
        super().__init__(self.message)

    def __repr__(self) -> str:
        return f"RuleError({self.code!r}, {self.message!r})"
