"""Building and space effects: one home per effect, and the registry everything asks.

Each `effect` id of `rules/` (`gain_goods`, `launch_half`, `remove_sea`, …) is one `Effect`
object, defined in the module of its family:

=============  ===============================================================
module         effects
=============  ===============================================================
``gain``       ``gain_goods``, ``gain_money``
``sale``       ``sell_goods``, ``sell_lumber``, ``sell_market``
``build``      ``build``, ``build_discount``
``ships``      ``prepare``, ``launch``, ``launch_half``, ``prepare_and_launch``, ``move_out``
``whales``     ``render_right``, ``money_per_whale``, ``remove_sea``
``town``       ``inn``, ``take_post_office``, ``repeat_captain``
``victory``    ``points_flat``, ``points_per_building``, ``points_per_right``
=============  ===============================================================

The engine (`nbgui.engine.place`: checks, legal placements, performing; `scoring`), the Captain's
preference values (`nbgui.captain.brain`) and the table's explanations of refused drops
(`nbgui.ui.table.choices`) all ask `EFFECTS`. How to add a building: docs/engine.md.

>>> EFFECTS["launch_half"].fields == {"ship", "to"}
True
"""

from __future__ import annotations

from nbgui.content.models import Rules
from nbgui.engine.commands import Place
from nbgui.engine.effects import build, gain, sale, ships, town, victory, whales
from nbgui.engine.effects.base import CaptainView, Effect, Options, SpaceContext
from nbgui.engine.effects.tables import RulesTables, rules_tables
from nbgui.engine.state import GameState

#: Every effect by its id (the families' `EFFECTS`, in this order).
EFFECTS: dict[str, Effect] = {
    e.name: e
    for family in (gain, sale, build, ships, whales, town, victory)
    for e in family.EFFECTS
}


def effect_of(rules: Rules, space: str) -> Effect:
    """The effect of a board space or building id.

    >>> from nbgui.content.loader import default_rules
    >>> effect_of(default_rules(), "wharf").name
    'launch_half'
    """
    return EFFECTS[rules_tables(rules).effect_of[space]]


def board_spaces(rules: Rules) -> tuple[str, ...]:
    """The board's spaces (town, then whaling board), in `rules/spaces.json` order."""
    return rules_tables(rules).board_spaces


def town_spaces(rules: Rules) -> tuple[str, ...]:
    """The town board's spaces, in `rules/spaces.json` order."""
    return rules_tables(rules).town_spaces


def whaling_spaces(rules: Rules) -> tuple[str, ...]:
    """The whaling board's spaces, in `rules/spaces.json` order."""
    return rules_tables(rules).whaling_spaces


def is_board_space(rules: Rules, space: str) -> bool:
    """True for a town or whaling-board space, False for a building."""
    return space in rules_tables(rules).board_set


def launch_spaces(state: GameState, from_supply: bool = True) -> list[str]:
    """The board spaces and built buildings that launch a ship (board spaces first, then
    buildings in the order they were built); `from_supply=False` leaves out those that launch
    from the supply (the Dry Dock)."""
    tables = rules_tables(state.rules)
    return [
        s
        for s in (*tables.board_spaces, *state.built)
        if EFFECTS[tables.effect_of[s]].from_dock
        or (from_supply and EFFECTS[tables.effect_of[s]].from_supply)
    ]


def prepare_spaces(state: GameState) -> list[str]:
    """The board spaces that prepare a ship (the Dockyard)."""
    tables = rules_tables(state.rules)
    return [s for s in tables.board_spaces if EFFECTS[tables.effect_of[s]].prepares]


def explain_probes(
    state: GameState, seat_index: int, space: str, repeat: str | None = None
) -> list[Place]:
    """Commands that may explain why a worker of `seat_index` cannot go on `space` (performing
    `repeat` for Turner's Mill), in the order to try them: the effect's `probes`."""
    return effect_of(state.rules, repeat or space).probes(state, seat_index, space, repeat)


__all__ = [
    "EFFECTS",
    "CaptainView",
    "Effect",
    "Options",
    "RulesTables",
    "SpaceContext",
    "board_spaces",
    "effect_of",
    "explain_probes",
    "is_board_space",
    "launch_spaces",
    "prepare_spaces",
    "rules_tables",
    "town_spaces",
    "whaling_spaces",
]
