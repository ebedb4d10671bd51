"""nbgui.history is pure: no Qt, no UI imports (it runs in the CLI and in tests without Qt)."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "nbgui" / "history"
FORBIDDEN = ("PySide6", "shiboken6", "nbgui.ui", "nbgui.app")


def test_history_package_imports_no_qt():
    for path in PACKAGE.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            for name in names:
                assert not name.startswith(FORBIDDEN), f"{path.name} imports {name}"


def test_export_text_of_a_golden_game():
    from nbgui.engine import GameSetup, SeatSpec
    from nbgui.history.export import game_text

    setup = GameSetup(seed=3, seats=[SeatSpec(name="Ann"), SeatSpec(name="Ben")])
    text = game_text(setup, ["start L5 F0 B0 $0"])
    lines = text.splitlines()
    assert lines[0] == "# nbgui game (seed 3): Ann, Ben"
    assert lines[1] == "# code NB1-HH-N-302"
    assert "1 > start L5 F0 B0 $0" in lines
    assert "  Ann starts with 5 lumber." in lines
