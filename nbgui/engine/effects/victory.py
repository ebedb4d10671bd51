"""Victory buildings: points at the end of the game (`points_flat`, `points_per_building`,
`points_per_right`; RULES.md 9). They take no worker (`no_action`).

Every building also scores its 1 point for being owned (nbgui/engine/scoring.py); these effects
are the extra points: the Mansion's and the Seamen's Bethel's own `points`, the Municipal
Office's 1 per `per` buildings owned (itself included), the Counting House's 1 per `per` right
whales returned.
"""

from __future__ import annotations

from nbgui.content.models import Building
from nbgui.engine.effects.base import Effect


class Points(Effect):
    """End-of-game points of a victory building."""

    def __init__(self, name: str, counts: str | None) -> None:
        super().__init__(name)
        self.counts = counts  # None (flat), "buildings" or "rights"

    def points(self, building: Building, buildings: int, rights: int) -> int | None:
        if self.counts is None:
            return building.points
        return (buildings if self.counts == "buildings" else rights) // building.per


EFFECTS = (
    Points("points_flat", None),
    Points("points_per_building", "buildings"),
    Points("points_per_right", "rights"),
)
