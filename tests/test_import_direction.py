"""The layers import in one direction only: ui -> captain/bots -> engine -> content.

The pure layers (engine, content, captain, bots) never import PySide6 or the UI; the engine never
imports the Captain or bots; content imports nothing of ours but itself and `nbgui.paths`.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent / "nbgui"

FORBIDDEN = {
    "content": ("PySide6", "shiboken6", "nbgui.ui", "nbgui.engine", "nbgui.captain", "nbgui.bots",
                "nbgui.app"),
    "engine": ("PySide6", "shiboken6", "nbgui.ui", "nbgui.captain", "nbgui.bots", "nbgui.app"),
    "text": ("PySide6", "shiboken6", "nbgui.ui", "nbgui.engine", "nbgui.captain", "nbgui.bots",
             "nbgui.app", "nbgui.teach", "nbgui.persist"),
    "captain": ("PySide6", "shiboken6", "nbgui.ui", "nbgui.app"),
    "bots": ("PySide6", "shiboken6", "nbgui.ui", "nbgui.app"),
    "persist": ("PySide6", "shiboken6", "nbgui.ui", "nbgui.app"),
    "teach": ("PySide6", "shiboken6", "nbgui.ui", "nbgui.app"),
    "history": ("PySide6", "shiboken6", "nbgui.ui", "nbgui.app"),
}


def _imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.append(node.module)
    return names


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_layer_imports(layer: str) -> None:
    files = sorted((ROOT / layer).rglob("*.py"))
    assert files, f"nbgui/{layer} has no modules"
    bad = []
    for path in files:
        for name in _imports(path):
            if any(name == f or name.startswith(f + ".") for f in FORBIDDEN[layer]):
                bad.append(f"{path.relative_to(ROOT.parent)} imports {name}")
    assert not bad, "\n".join(bad)


def test_checker_catches_a_violation(tmp_path: Path) -> None:
    bad = tmp_path / "m.py"
    bad.write_text("from PySide6.QtCore import QObject\nimport nbgui.ui.scene\n")
    assert _imports(bad) == ["PySide6.QtCore", "nbgui.ui.scene"]
