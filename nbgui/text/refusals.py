"""Refused commands: ``refusal.<code>`` or ``refusal.<variant>`` (see `RuleError`).

Every number comes from a parameter; building and space names are `Term`s from rules/.
"""

from __future__ import annotations

from nbgui.text.message import Plural, Template

MESSAGES: dict[str, Template] = {
    "refusal.unknown_space": "There is no space called '{space}' in this game.",
    # each refusal of a space says why and what to do instead ("another space": the CLI says
    # them too, so not "a lit space")
    "refusal.inn_town_only": (
        "This worker comes back from the Inn: it may go only on a town or whaling-board space."
    ),
    "refusal.not_built": "The {building} has not been built yet.",
    "refusal.no_action": (
        "The {building} is a victory building: it has no action and only scores at the end. "
        "Place the worker on another space."
    ),
    "refusal.space_taken": "A worker is already on the {building} this round: choose a free space.",
    "refusal.own_post_office": (
        "The {building} is yours, and its owner cannot use it: place the worker on another space."
    ),
    "refusal.captain_turners_mill": "Captains do not use the {building}.",
    "refusal.no_captain_action": "No Captain has placed a worker yet: nothing to repeat.",
    "refusal.cannot_repeat": "The {mill} cannot repeat the {building}.",
    "refusal.fee_unaffordable": "To use the {space} you pay {cost} first; you have {have}.",
    "refusal.needs": "{doing} needs {need}; you have {have}.",
    # the same when one goods purchase covers what is missing ({amount} for {price})
    "refusal.needs_buy": (
        "{doing} needs {need}; you have {have}. Buy {amount} for {price} first, then place the "
        "worker."
    ),
    "doing.build": "Building the {building}",
    "doing.prepare": "Preparing a ship",
    "doing.launch": "Launching to space {space}",
    # the Dry Dock: from the supply, its lumber then the space's food ("Launching to space 3
    # needs 2 lumber" was said)
    "doing.prepare_launch": "Preparing a ship and launching it to space {space}",
    "refusal.bad_launch_target": "Choose a track space from 1 to {last}.",
    "refusal.space_full": Plural(
        "Track space {space} already has %n ship.", "Track space {space} already has %n ships."
    ),
    "refusal.no_such_ship": "Choose one of your ships: 1 to {count}.",
    # `ship` is `words.your_ship` ("Your small ship"); ``refusal.ship_<where it is>_not_<where
    # the space needs it>``, each with the way out from where the ship really is (the dock's
    # refusal told a ship at sea to be prepared at the Dockyard, which it cannot be)
    "refusal.ship_supply_not_dock": (
        "{ship} is still in your supply: the {dockyard} prepares it onto the dock first."
    ),
    "refusal.ship_sea_not_dock": "{ship} is at sea: only a ship waiting on the dock can launch.",
    "refusal.ship_dock_not_supply": (
        "{ship} is already prepared on the dock: launch it from the {pier}."
    ),
    "refusal.ship_sea_not_supply": (
        "{ship} is at sea: it can be prepared again once it is home in your supply."
    ),
    "refusal.ship_supply_not_sea": (
        "{ship} is in your supply, not at sea: the {dockyard} prepares it, then it can launch."
    ),
    "refusal.ship_dock_not_sea": (
        "{ship} is on the dock, not at sea: launch it from the {pier} first."
    ),
    # the table's drop when neither ship is where the space needs one (nbgui.ui.table.choices)
    "refusal.ships_not_dock": (
        "Neither of your ships is on the dock: the {dockyard} prepares a ship onto it."
    ),
    # the Dockyard with a ship on the dock (it said "only a ship still in your supply can be
    # prepared", the reason again) and with both ships at sea
    "refusal.ships_not_supply": (
        "Neither of your ships is in your supply to prepare: launch one from the dock at the "
        "{pier}."
    ),
    "refusal.ships_all_at_sea_prepare": (
        "Both your ships are at sea: a ship can be prepared again once it is home in your "
        "supply."
    ),
    "refusal.ships_not_sea": "Neither of your ships is at sea: launch one from the dock first.",
    # the same with both ships in the supply (none on the dock to launch)
    "refusal.ships_all_home": (
        "Neither of your ships is at sea: prepare one at the {dockyard}, then launch it."
    ),
    "refusal.ships_all_at_sea": "Both your ships are at sea: none is on the dock to launch.",
    "refusal.bad_repeat": "Only the {mill} repeats a space.",
    "refusal.repeat_last": "The {mill} repeats the last Captain action, the {space}.",
    "refusal.invalid_argument": "The {space} takes no {fields} choice.",
    "refusal.bonus_required": "Choose the {building} bonus good: lumber, food or brick.",
    "refusal.bonus_not_available": "No first-worker bonus good can be chosen here.",
    "refusal.captain_no_goods": "Captains have no goods to sell.",
    "refusal.lumber_only": "The {building} buys lumber only.",
    "refusal.nothing_to_sell": "At the {space} you must sell at least one good.",
    # a seat with nothing the building buys
    "refusal.no_lumber_to_sell": "The {building} buys only lumber, and you have none.",
    "refusal.no_goods_to_sell": "You have no lumber, food or brick to sell at the {space}.",
    "refusal.cannot_sell": "You cannot sell {sell}; you have {have}.",
    "refusal.build_required": "Choose a building to build.",
    "refusal.not_available": "'{building}' is not an unbuilt building in this game.",
    "refusal.building_limit": Plural(
        "This Captain has reached his limit of %n building.",
        "This Captain has reached his limit of %n buildings.",
    ),
    "refusal.captain_discount": "Captains pay nothing, so take no discount.",
    "refusal.no_discount": "No discount applies to this build.",
    "refusal.bad_discount": Plural(
        "Take a discount of exactly %n good from the {building}'s cost (never money).",
        "Take a discount of exactly %n goods from the {building}'s cost (never money).",
    ),
    "refusal.track_end": "{ship} is already on the farthest space.",
    "refusal.no_right_whales": "{ship} carries no {kind}.",
    "refusal.no_whales_on_ship": "{ship} carries no whale.",
    # the empty sea token in lower case, as the log says it (the data name "Empty sea" /
    # "Mar vacío" is a label: "no Empty sea token", "fichas de Mar vacío")
    "refusal.no_sea_tokens": "There is no empty sea token beside the track from the last whaling.",
    "refusal.bad_take": Plural(
        "Remove 1 to {most} empty sea tokens (%n lies beside the track).",
        "Remove 1 to {most} empty sea tokens (%n lie beside the track).",
    ),
    "refusal.game_over": "The game is over.",
    "refusal.not_your_turn": "It is not your turn: {decision}",
    "refusal.wrong_decision": "Not now: {decision}",
    "refusal.bad_start_goods": (
        "Starting goods must be worth exactly {value} (lumber {lumber}, food {food}, "
        "brick {brick})."
    ),
    "refusal.captain_no_money": "Captains never buy goods.",
    "refusal.bad_purchase": "Only {goods} can be bought.",
    "refusal.purchase_used": "You already bought goods for this worker placement.",
    "refusal.purchase_unaffordable": "Buying {amount} costs {price}; you have {have}.",
    "refusal.no_fallback": "Only Ahab draws from the bag at the end of his Orders.",
    "refusal.fallback_ship": (
        "Name one of Ahab's ships at sea for a drawn whale (fallback ship=N), or none when he "
        "has fewer than two at sea."
    ),
    "refusal.not_aboard": "The {token} is not on the returning ship.",
    "refusal.lay_unaffordable": (
        "Keeping the {token} costs {lay}; you have {have}. Sell it instead."
    ),
    "refusal.not_for_sale": "The {token} is not among the whales for sale.",
    "refusal.whale_limit": Plural(
        "This Captain has reached his limit of %n whale.",
        "This Captain has reached his limit of %n whales.",
    ),
    "refusal.full_lay_unaffordable": "The {token} costs its full lay, {lay}; you have {have}.",
    "refusal.not_drawn": "The {token} is not among the drawn tokens.",
    # a whale dropped on the player's other ship while one ship picks ({ship}: ship.your_*)
    "refusal.pick_this_ship": "{ship} takes a whale now: drop the whale on it.",
    # the empty sea token, a common noun in a sentence ("fichas de mar vacío", not the data
    # label "Mar vacío")
    # a worker the player drags but cannot move now (the table said nothing): whose it is and
    # which are the player's
    "refusal.worker_of_captain": (
        "That worker belongs to {owner}, who places it on his turn. Drag one of yours from "
        "your board."
    ),
    "refusal.worker_of_ai": (
        "That worker belongs to {owner}: the computer places it. Drag one of yours from your "
        "board."
    ),
    # hot seat: another human's worker while {seat} places
    "refusal.worker_of_other": (
        "That worker belongs to {owner}: now {seat} places one of their own."
    ),
    "refusal.worker_placed": (
        "That worker is already placed this round: drag one still on your board."
    ),
    # a ship the player drags but cannot move now: another seat's, or the player's at sea
    "refusal.ship_of_other": "That ship belongs to {owner}: drag one of yours.",
    "refusal.ship_at_sea": "{ship} is at sea: it comes home by itself, one space a round.",
    # a Captain or an AI seat is deciding
    "refusal.not_yours_now": "It is not your turn: {seat} is playing.",
    "refusal.sea_token": "Empty sea tokens can never be taken onto a ship.",
    "refusal.replay": "move {index} ({command}) is not allowed: {reason}",
}
