"""The frozen bundle's start (issue 18): what the entry script and the spec do for it.

PyInstaller's Qt run-time hook imports PySide6 before the entry script runs, so PySide6's
import-time source scan is hooked in before any of nbgui is imported; in a bundle no module has
its source, and the scan's answer (``False``) came only after ``inspect`` looked for one.
"""

from __future__ import annotations

import sys
import types
from pathlib import Path

import pytest

from nbgui.ui import pyside_scan

ROOT = Path(__file__).resolve().parent.parent
ENTRY = ROOT / "packaging" / "pyinstaller" / "nbgui_entry.py"
SPEC = ROOT / "packaging" / "pyinstaller" / "nbgui.spec"


def _installed(monkeypatch: pytest.MonkeyPatch, frozen: bool) -> tuple[object, list[str]]:
    """`skip_source_scan` installed on a stand-in for shibokensupport.feature; returns the
    wrapper and the names the original scan was asked about."""
    asked: list[str] = []

    def scan(module: types.ModuleType) -> bool:
        asked.append(module.__name__)
        return "PySide6" in getattr(module, "SOURCE", "")

    feature = types.ModuleType("shibokensupport.feature")
    feature._mod_uses_pyside = scan  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "shibokensupport.feature", feature)
    if frozen:
        monkeypatch.setattr(sys, "frozen", True, raising=False)
    else:
        monkeypatch.delattr(sys, "frozen", raising=False)
    assert pyside_scan.skip_source_scan()
    return feature._mod_uses_pyside, asked  # type: ignore[attr-defined]


def _module(name: str, source: str) -> types.ModuleType:
    module = types.ModuleType(name)
    module.__file__ = f"/site-packages/{name}.py"
    module.SOURCE = source  # type: ignore[attr-defined]
    return module


def test_frozen_every_other_module_gets_false_without_the_scan(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    uses, asked = _installed(monkeypatch, frozen=True)
    assert uses(_module("platformdirs", "import os")) is False  # type: ignore[operator]
    assert uses(_module("other", "PySide6")) is False  # type: ignore[operator]
    assert uses(_module("nbgui.ui.table", "")) is True  # type: ignore[operator]
    assert uses(_module("nbgui.engine", "")) is False  # type: ignore[operator]
    assert asked == []


def test_from_source_other_packages_still_go_through_the_scan(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    uses, asked = _installed(monkeypatch, frozen=False)
    assert uses(_module("somepkg", "from PySide6 import QtCore")) is True  # type: ignore[operator]
    assert asked == ["somepkg"]


def test_the_entry_script_installs_the_shortcut_before_it_imports_nbgui() -> None:
    text = ENTRY.read_text(encoding="utf-8")
    body = text[text.index("def run()"):]
    assert body.index("skip_source_scan()") < body.index("from nbgui.selftest")
    assert body.index("skip_source_scan()") < body.index("from nbgui.__main__")


def test_the_spec_leaves_ctypes_out_except_on_windows() -> None:
    text = SPEC.read_text(encoding="utf-8")
    assert 'if not IS_WIN:\n    excludes += ["ctypes"]' in text
