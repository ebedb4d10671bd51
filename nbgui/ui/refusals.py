"""Refusal sentences in the player's language.

The engine explains a refused move in one precise English sentence (with the amounts and names
involved). In English the UI shows that sentence as it is; in any other language it shows the
translated sentence for the refusal's stable code from this table (through the Qt catalogue,
context "Refusals"), and the "Why?" link still opens the rule in that language.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from nbgui.ui import i18n

REFUSALS: dict[str, str] = {
    "bad_discount": QT_TRANSLATE_NOOP(
        "Refusals", "That discount does not fit this build: take it from the goods in the cost."
    ),
    "bad_launch_target": QT_TRANSLATE_NOOP("Refusals", "Choose a track space from 1 to 6."),
    "bad_purchase": QT_TRANSLATE_NOOP("Refusals", "Only lumber or food can be bought."),
    "bad_repeat": QT_TRANSLATE_NOOP(
        "Refusals", "Turner's Mill repeats only the last Captain placement."
    ),
    "bad_start_goods": QT_TRANSLATE_NOOP(
        "Refusals", "Starting goods must be worth exactly $5 (lumber $1, food $1, brick $2)."
    ),
    "bad_take": QT_TRANSLATE_NOOP(
        "Refusals", "Remove 1 or 2 empty-sea tokens, no more than lie beside the track."
    ),
    "bonus_not_available": QT_TRANSLATE_NOOP(
        "Refusals", "No first-worker bonus can be chosen here."
    ),
    "bonus_required": QT_TRANSLATE_NOOP(
        "Refusals", "Choose the Warehouse bonus good: lumber, food or brick."
    ),
    "build_required": QT_TRANSLATE_NOOP("Refusals", "Choose a building to build."),
    "building_limit": QT_TRANSLATE_NOOP(
        "Refusals", "This Captain has reached its building limit."
    ),
    "cannot_repeat": QT_TRANSLATE_NOOP("Refusals", "Turner's Mill cannot repeat that action."),
    "captain_no_goods": QT_TRANSLATE_NOOP("Refusals", "Captains have no goods to sell."),
    "captain_no_money": QT_TRANSLATE_NOOP("Refusals", "Captains never buy goods."),
    "captain_turners_mill": QT_TRANSLATE_NOOP("Refusals", "Captains do not use Turner's Mill."),
    "game_over": QT_TRANSLATE_NOOP("Refusals", "The game is over."),
    "inn_town_only": QT_TRANSLATE_NOOP(
        "Refusals", "At the Inn step workers go only on town or whaling-board spaces."
    ),
    "invalid_argument": QT_TRANSLATE_NOOP(
        "Refusals", "That choice does not belong to this space."
    ),
    "lumber_only": QT_TRANSLATE_NOOP("Refusals", "The Lumber Mill buys lumber only."),
    "no_action": QT_TRANSLATE_NOOP(
        "Refusals", "Victory buildings have no action space."
    ),
    "no_captain_action": QT_TRANSLATE_NOOP(
        "Refusals", "No Captain has placed a worker yet: there is nothing to repeat."
    ),
    "no_fallback": QT_TRANSLATE_NOOP(
        "Refusals", "Only Ahab draws from the bag at the end of his Orders."
    ),
    "no_right_whales": QT_TRANSLATE_NOOP("Refusals", "That ship carries no right whale."),
    "no_sea_tokens": QT_TRANSLATE_NOOP(
        "Refusals", "There is no empty-sea token beside the track from the last whaling."
    ),
    "no_such_ship": QT_TRANSLATE_NOOP("Refusals", "Choose one of your two ships."),
    "no_whales_on_ship": QT_TRANSLATE_NOOP("Refusals", "That ship carries no whale."),
    "not_aboard": QT_TRANSLATE_NOOP("Refusals", "That whale is not on the returning ship."),
    "not_available": QT_TRANSLATE_NOOP(
        "Refusals", "That building is not an unbuilt building of this game."
    ),
    "not_built": QT_TRANSLATE_NOOP("Refusals", "That building has not been built yet."),
    "not_drawn": QT_TRANSLATE_NOOP("Refusals", "That token is not among the drawn tokens."),
    "not_enough_brick": QT_TRANSLATE_NOOP("Refusals", "You do not have enough brick for that."),
    "not_enough_food": QT_TRANSLATE_NOOP("Refusals", "You do not have enough food for that."),
    "not_enough_lumber": QT_TRANSLATE_NOOP(
        "Refusals", "You do not have enough lumber for that."
    ),
    "not_enough_money": QT_TRANSLATE_NOOP(
        "Refusals", "You do not have enough money for that (fees are paid before the action)."
    ),
    "not_for_sale": QT_TRANSLATE_NOOP("Refusals", "That whale is not for sale."),
    "not_your_turn": QT_TRANSLATE_NOOP("Refusals", "It is not your turn."),
    "nothing_to_sell": QT_TRANSLATE_NOOP("Refusals", "You must sell at least one good."),
    "own_post_office": QT_TRANSLATE_NOOP(
        "Refusals", "You own the Post Office; its owner cannot use it."
    ),
    "purchase_used": QT_TRANSLATE_NOOP(
        "Refusals", "You already bought goods for this worker placement."
    ),
    "sea_token": QT_TRANSLATE_NOOP(
        "Refusals", "Empty-sea tokens can never be taken onto a ship."
    ),
    "ship_not_there": QT_TRANSLATE_NOOP("Refusals", "That ship is not where this action needs it."),
    "space_full": QT_TRANSLATE_NOOP("Refusals", "That track space already has three ships."),
    "space_taken": QT_TRANSLATE_NOOP(
        "Refusals", "A worker is already on that building this round."
    ),
    "track_end": QT_TRANSLATE_NOOP("Refusals", "That ship is already on the farthest space."),
    "unknown_space": QT_TRANSLATE_NOOP("Refusals", "There is no such space in this game."),
    "whale_limit": QT_TRANSLATE_NOOP("Refusals", "This Captain has reached its whale limit."),
    "wrong_decision": QT_TRANSLATE_NOOP("Refusals", "That is not the decision to make now."),
}


def refusal_text(code: str, sentence: str) -> str:
    """The sentence to show for a refused move: the engine's own in English, else the
    translated sentence for its code (falling back to the engine's if the code is new)."""
    if i18n.current_language() == "en" or code not in REFUSALS:
        return sentence
    return QCoreApplication.translate("Refusals", REFUSALS[code])
