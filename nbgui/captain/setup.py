"""Making Captain seats and loading the boards the app uses (built-ins + user overrides)."""

from __future__ import annotations

from nbgui.content.captains import CaptainBoard, default_override_dir, load_captain_boards
from nbgui.engine.state import SeatSpec


def load_boards(use_overrides: bool = True) -> tuple[dict[str, CaptainBoard], list[str]]:
    """The four boards (user overrides applied) and the warnings of refused override files."""
    return load_captain_boards(override_dir=default_override_dir() if use_overrides else None)


def captain_seat(board: CaptainBoard, expert: bool = False) -> SeatSpec:
    """A Captain seat carrying its board's limits for the chosen variant."""
    limits = board.limits_for(expert)
    keeps = board.keeps_best(expert)
    return SeatSpec(
        kind="captain",
        name=board.name.en,
        captain=board.id,
        building_limit=limits.buildings,
        whale_limit=None if keeps is not None else limits.whales,
        keeps_best=keeps,
        fallback_draw=board.fallback == "draw",
        helm_size=len(board.helm),
    )
