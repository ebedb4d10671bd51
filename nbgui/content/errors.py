"""The one error type the content loader raises: a broken data file."""

from __future__ import annotations


class ContentError(Exception):
    """A data file under `rules/` (or a user override) is missing or invalid.

    The message names the file, the field and the problem in one line, e.g.
    ``rules/buildings.json: buildings[3].cost.brick: Input should be a valid integer``.
    """

    def __init__(self, file: str, field: str, problem: str) -> None:
        self.file = file
        self.field = field
        self.problem = problem
        where = f"{file}: {field}" if field else file
        super().__init__(f"{where}: {problem}")
