"""Fixtures shared by the bot tests: the Captain boards and one brain (built once a module)."""

from __future__ import annotations

import pytest

from nbgui.captain.brain import CaptainBrain
from nbgui.captain.setup import load_boards
from nbgui.content.captains import CaptainBoard


@pytest.fixture(scope="module")
def boards() -> dict[str, CaptainBoard]:
    return load_boards(use_overrides=False)[0]


@pytest.fixture(scope="module")
def brain(boards: dict[str, CaptainBoard]) -> CaptainBrain:
    return CaptainBrain(boards)
