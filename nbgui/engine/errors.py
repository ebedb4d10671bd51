"""`RuleError`: a refused command, with a stable code and a sentence a player can read."""

from __future__ import annotations


class RuleError(Exception):
    """A command that the rules do not allow in this state.

    `code` is stable (tests, the UI's "why?" link to the rules reference); `message` is one
    plain-English sentence shown by the cursor when a drop is refused.

    >>> str(RuleError("space_full", "Track space 4 already has three ships."))
    'Track space 4 already has three ships.'
    """

    def __init__(self, code: str, message: str) -> None:
        self.code = code
        self.message = message
        super().__init__(message)

    def __repr__(self) -> str:
        return f"RuleError({self.code!r}, {self.message!r})"
