"""nbgui/teach is pure Python: no Qt, no UI (the UI wires it, never the other way round)."""

from __future__ import annotations

import ast
from pathlib import Path

TEACH = Path(__file__).resolve().parents[2] / "nbgui" / "teach"
FORBIDDEN = ("PySide6", "shiboken6", "nbgui.ui", "nbgui.app")


def test_teach_never_imports_qt_or_the_ui():
    bad = []
    files = sorted(TEACH.rglob("*.py"))
    assert files
    for path in files:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module]
            bad += [
                f"{path.name} imports {n}"
                for n in names
                if any(n == f or n.startswith(f + ".") for f in FORBIDDEN)
            ]
    assert not bad, bad
