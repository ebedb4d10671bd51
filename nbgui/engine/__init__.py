"""The pure rules engine: state, commands, events, legality, flow, RNG, notation, saves.

No Qt here: the engine is a library any front end (the Qt table, the CLI, bots) drives through
`new_game`, `legal_commands` and `apply`.
"""

from nbgui.engine.api import (
    apply,
    apply_unchecked,
    fallback_options,
    legal_commands,
    new_game,
    validate,
)
from nbgui.engine.commands import (
    BuyGoods,
    BuyWhale,
    Command,
    Fallback,
    NotationError,
    Pass,
    Pay,
    Place,
    Roll,
    Sell,
    StartGoods,
    Take,
    parse_command,
)
from nbgui.engine.errors import RuleError
from nbgui.engine.flow import controller_of, seating, turn_order
from nbgui.engine.scoring import ScoreRow, ScoreSheet, score
from nbgui.engine.state import (
    Decision,
    GameSetup,
    GameState,
    SeatSpec,
    table_problem,
    turners_mill_allowed,
)

__all__ = [
    "BuyGoods",
    "BuyWhale",
    "Command",
    "Decision",
    "Fallback",
    "GameSetup",
    "GameState",
    "NotationError",
    "Pass",
    "Pay",
    "Place",
    "Roll",
    "RuleError",
    "ScoreRow",
    "ScoreSheet",
    "SeatSpec",
    "Sell",
    "StartGoods",
    "Take",
    "apply",
    "apply_unchecked",
    "controller_of",
    "fallback_options",
    "legal_commands",
    "new_game",
    "parse_command",
    "score",
    "seating",
    "table_problem",
    "turn_order",
    "turners_mill_allowed",
    "validate",
]
