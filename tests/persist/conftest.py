"""Shared fixtures for the persistence tests: a private NBGUI_HOME and some real games."""

from __future__ import annotations

from pathlib import Path

import pytest

from nbgui.persist.paths import AppDirs
from nbgui.persist.store import SaveStore


@pytest.fixture(autouse=True)
def _private_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test gets its own NBGUI_HOME: nothing touches the real user folders."""
    home = tmp_path / "home"
    monkeypatch.setenv("NBGUI_HOME", str(home))
    return home


@pytest.fixture
def dirs(_private_home: Path) -> AppDirs:
    return AppDirs.from_env()


@pytest.fixture
def store(dirs: AppDirs) -> SaveStore:
    return SaveStore(dirs)
