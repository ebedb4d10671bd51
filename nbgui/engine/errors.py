"""`RuleError`: a refused command, with a stable code and a message (id + parameters)."""

from __future__ import annotations

from nbgui.text import MESSAGES, Msg, Param, english, msg


class RuleError(Exception):
    """A command that the rules do not allow in this state.

    `code` is stable (tests, the UI's "why?" link to the rules reference). The sentence is the
    catalogue message ``refusal.<variant or code>`` with `params` — every number and name in
    it comes from them. `message` and ``str(err)`` are the English sentence (CLI, logs); the UI
    shows `msg` in the player's language.

    Searches and playouts try many placements and catch most refusals unread, so the message
    and its sentence are made when first asked for, not when the error is raised (the id is
    checked at once).

    >>> str(RuleError("space_full", space=4, n=3))
    'Track space 4 already has 3 ships.'
    """

    def __init__(self, code: str, *, variant: str = "", **params: Param) -> None:
        self.code = code
        self.variant = variant
        self._id = f"refusal.{variant or code}"
        if self._id not in MESSAGES:
            raise KeyError(f"no refusal message {self._id!r} in nbgui.text")
        self._params = params
        self._msg: Msg | None = None
        self._message: str | None = None

    @property
    def params(self) -> dict[str, Param]:
        """The message's parameters (a copy)."""
        return dict(self._params)

    @property
    def msg(self) -> Msg:
        if self._msg is None:
            self._msg = msg(self._id, **self._params)
        return self._msg

    @property
    def message(self) -> str:
        if self._message is None:
            self._message = english(self.msg)
        return self._message

    @property
    def args(self) -> tuple[str]:  # type: ignore[override]  # read-only: the sentence
        return (self.message,)

    def __str__(self) -> str:
        return self.message

    def __repr__(self) -> str:
        return f"RuleError({self.code!r}, {self.message!r})"
