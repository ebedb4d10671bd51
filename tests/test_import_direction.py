"""The layers import in one direction only: ui -> captain/bots -> engine -> content.

The pure layers (engine, content, captain, bots) never import PySide6 or the UI; the engine never
imports the Captain or bots; content imports nothing of ours but itself and `nbgui.paths`;
persist imports no bot, no history and no harness that plays games.

Packages with a public face are used through it: outside `nbgui/engine` (the app, tools,
benchmarks and every test but the engine's own) nothing imports `nbgui.engine.<module>`, only
`nbgui.engine`; `nbgui/history` likewise uses `nbgui.captain` and `nbgui.persist`, not their
modules.
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
    "persist": ("PySide6", "shiboken6", "nbgui.ui", "nbgui.app", "nbgui.bots", "nbgui.history",
                "nbgui.selfplay"),
    "teach": ("PySide6", "shiboken6", "nbgui.ui", "nbgui.app"),
    "history": ("PySide6", "shiboken6", "nbgui.ui", "nbgui.app"),
}


REPO = ROOT.parent

#: Package -> where it may be used through its public face (`__init__`) only.
FACES = {
    "engine": ("nbgui", "tools", "benchmarks", "tests"),
    "captain": ("nbgui/history",),
    "persist": ("nbgui/history",),
}
#: Free to import the package's modules: the package itself and its own tests.
FACE_EXEMPT = {"engine": ("nbgui/engine", "tests/engine"), "captain": (), "persist": ()}


def _imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.append(node.module)
    return names


def _module_imports(path: Path, package: str) -> list[str]:
    """The modules of `nbgui.<package>` that `path` imports (`nbgui.<package>.x`, or
    `from nbgui.<package> import x` where x is a module), as dotted names."""
    top = f"nbgui.{package}"
    modules = {p.stem for p in (ROOT / package).glob("*.py")} | {
        p.parent.name for p in (ROOT / package).glob("*/__init__.py")
    }
    found = [n for n in _imports(path) if n.startswith(top + ".")]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module == top and node.level == 0:
            found.extend(f"{top}.{a.name}" for a in node.names if a.name in modules)
    return found


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


@pytest.mark.parametrize("package", sorted(FACES))
def test_public_faces(package: str) -> None:
    files = sorted(
        path
        for where in FACES[package]
        for path in (REPO / where).rglob("*.py")
        if not any(path.is_relative_to(REPO / e) for e in FACE_EXEMPT[package])
    )
    assert files, f"nothing found where nbgui.{package} must be used through its face"
    bad = [
        f"{path.relative_to(REPO)} imports {name} (use nbgui.{package})"
        for path in files
        for name in _module_imports(path, package)
    ]
    assert not bad, "\n".join(bad)


def test_checker_catches_a_violation(tmp_path: Path) -> None:
    bad = tmp_path / "m.py"
    bad.write_text("from PySide6.QtCore import QObject\nimport nbgui.ui.scene\n")
    assert _imports(bad) == ["PySide6.QtCore", "nbgui.ui.scene"]


def test_face_checker_catches_module_imports(tmp_path: Path) -> None:
    bad = tmp_path / "m.py"
    bad.write_text(
        "from nbgui.engine.flow import can_take_whale\n"
        "from nbgui.engine import events as ev, GameState\n"
        "import nbgui.engine.rng\n"
        "def f():\n    from nbgui.engine.save import SaveError\n"
    )
    assert sorted(_module_imports(bad, "engine")) == [
        "nbgui.engine.events", "nbgui.engine.flow", "nbgui.engine.rng", "nbgui.engine.save",
    ]
