"""Messages of the mistake warnings (`nbgui.teach.warnings`)."""

from __future__ import annotations

from nbgui.text.message import Template

MESSAGES: dict[str, Template] = {
    "warning.launch_space_1": (
        "A ship launched to space 1 reaches Return in this round's movement phase, before any "
        "whaling: it comes home empty."
    ),
    "warning.launch_past_game_end": (
        "Only {left} whaling phase(s) are left: launching to space {useful} whales just as "
        "often as space {to} and costs less food."
    ),
    "warning.unused_purchase": (
        "Buying {amount} {good} for {price} before placing would let you {what} this turn "
        "instead."
    ),
    "warning.what.build": "build the {building} at the {space}",
    "warning.what.prepare": "prepare a ship at the {space}",
    "warning.what.launch": "launch to space {n} ({space})",
    "warning.sell_to_captain": (
        "If you sell the {whale}, {captain} buys it first, free: its points go to an opponent. "
        "Paying its {lay} lay keeps them for you."
    ),
}
