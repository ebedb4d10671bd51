"""The promise "a launch to space 1 is always confirmed" is one code set, `nbgui.teach.confirm`,
which the table and the mistake check both read: it was a comment shared between
`nbgui/teach/warnings.py` and `nbgui/ui/table/choices.py`, each with its own copy of the code
and the reference entry."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

from nbgui.engine import Place
from nbgui.teach.confirm import ALWAYS_CONFIRMED, LAUNCH_SPACE_1, always_confirmed
from nbgui.text import english

ROOT = Path(__file__).resolve().parents[2]


def test_the_module_imports_neither_qt_nor_the_coach() -> None:
    code = (
        "import sys, nbgui.teach.confirm\n"
        "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6', 'nbgui.bots',"
        " 'nbgui.teach.warnings', 'nbgui.teach.hints', 'nbgui.ui'))]\n"
        "print(bad)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                         check=True, timeout=60)  # fmt: skip
    assert out.stdout.strip() == "[]", out.stdout


def test_a_launch_to_space_1_is_confirmed_with_its_sentence_and_entry() -> None:
    for cmd in (Place("city_pier", ship=1, to=1), Place("wharf", ship=2, to=1),
                Place("dry_dock", ship=1, to=1)):  # fmt: skip
        (code, sentence, entry), = always_confirmed(cmd)
        assert (code, entry) == (LAUNCH_SPACE_1, ALWAYS_CONFIRMED[LAUNCH_SPACE_1])
        assert "space 1" in english(sentence) and "empty" in english(sentence)
    assert always_confirmed(Place("city_pier", ship=1, to=2)) == []
    assert always_confirmed(Place("farm")) == []


def test_the_table_and_the_check_read_the_one_code_set() -> None:
    """Neither the table nor the mistake check spells the code or its entry itself: both import
    them from `nbgui.teach.confirm`, and the check's entries include the promise's."""
    from nbgui.teach.warnings import RULE_WARN_CODES, WARNING_ENTRIES

    for path in ("nbgui/ui/table/choices.py", "nbgui/teach/warnings.py"):
        tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
        spelled = {
            node.value for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and node.value in (
                LAUNCH_SPACE_1, *ALWAYS_CONFIRMED.values())
        }
        assert not spelled, (path, spelled)
        imported = {
            alias.name for node in ast.walk(tree)
            if isinstance(node, ast.ImportFrom) and node.module == "nbgui.teach.confirm"
            for alias in node.names
        }
        assert imported, path
    assert ALWAYS_CONFIRMED.items() <= WARNING_ENTRIES.items()
    assert set(ALWAYS_CONFIRMED) <= RULE_WARN_CODES
