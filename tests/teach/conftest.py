"""Shared fixtures for the teaching-layer tests."""

from __future__ import annotations

import pytest

from nbgui.captain.brain import CaptainBrain
from nbgui.captain.setup import load_boards
from nbgui.content.captains import CaptainBoard


@pytest.fixture(scope="session")
def boards() -> dict[str, CaptainBoard]:
    return load_boards(use_overrides=False)[0]


@pytest.fixture(scope="session")
def brain(boards: dict[str, CaptainBoard]) -> CaptainBrain:
    return CaptainBrain(boards)
