"""The difficulty ladder of the new-game dialog: Captains from easiest to hardest, as measured in
`docs/captains-calibration.md` (500 solo games per row against the greedy bot; a test checks this
table against the document, so the two cannot drift)."""

from __future__ import annotations

#: Captain id → (player win rate in normal play, in expert play), in %, from the calibration.
MEASURED_WIN_RATE: dict[str, tuple[float, float]] = {
    "stubb": (14.4, 14.4),
    "starbuck": (4.4, 4.4),
    "ahab": (1.0, 1.0),
    "flask": (0.6, 0.6),
}


def ladder(names: list[str]) -> list[str]:
    """`names` from easiest (the player wins most often) to hardest; unmeasured ones (a user
    board) come last, in their given order."""
    known = sorted(
        (n for n in names if n in MEASURED_WIN_RATE), key=lambda n: -MEASURED_WIN_RATE[n][0]
    )
    return known + [n for n in names if n not in MEASURED_WIN_RATE]
