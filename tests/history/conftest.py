from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).parent))


@pytest.fixture(scope="session")
def boards():
    from nbgui.captain.setup import load_boards

    return load_boards(use_overrides=False)[0]


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    """Never touch the real user folders."""
    monkeypatch.setenv("NBGUI_HOME", str(tmp_path / "home"))
