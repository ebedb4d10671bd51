"""Every JSON the app reads from a file goes through `nbgui.content.files.parse_json`, whose every
failure is a `ValueError`: `json.loads` itself raises `RecursionError` on deep nesting (1,000 "["
are enough), which the readers' `except ValueError` did not catch — a history-pending file like
that stopped the app's start with a traceback."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from nbgui.content.files import JsonTooDeep, parse_json

PACKAGE = Path(__file__).resolve().parents[2] / "nbgui"


def test_deep_nesting_is_a_value_error() -> None:
    with pytest.raises(ValueError) as refused:
        parse_json("[" * 3000)
    assert isinstance(refused.value, JsonTooDeep)
    assert parse_json(b'{"a": [[1]]}') == {"a": [[1]]}


def test_no_reader_parses_json_around_parse_json() -> None:
    bare = re.compile(r"\bjson\.loads?\(")
    found = [
        f"{path.relative_to(PACKAGE)}:{n}"
        for path in sorted(PACKAGE.rglob("*.py"))
        if path.name != "files.py" or path.parent.name != "content"
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if bare.search(line)
    ]
    assert found == []
