"""The tutorial's sentences, one per step id, through the app's message catalogue (Qt context
``Tutorial``; Spanish in ``translations/nbgui_es.ts``). Parameters: ``{captain}`` (the Captain's
name), ``{sentence}`` (the Captain's last turn in one sentence)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def _tr(text: str) -> str:
    return QCoreApplication.translate("Tutorial", text)


def _texts() -> dict[str, str]:
    return {
        "goal": _tr(
            "Welcome to New Bedford! You grow a whaling town and send ships after whales. After "
            "12 rounds the most points wins: each whale you bring home and pay for (right whale "
            "1, bowhead 2, sperm whale 4), 1 per building you own, and 1 per $5. Press Next."
        ),
        "start": _tr(
            "Everyone starts with goods worth $5: lumber and food are worth $1 each, brick $2, "
            "and coins. Take 1 brick and $3 (set them with + and −, then Confirm): the brick "
            "will help pay for a building, the money for a purchase."
        ),
        "captain_first": _tr(
            "You play against {captain}, a Captain who follows the rulebook's automaton. "
            "Captains always place first, so his worker is already out. How he chooses comes "
            "later in the tutorial. Press Next."
        ),
        "forest": _tr(
            "Each round you place your 2 workers, one at a time, and each does its space's "
            "action at once. Drag a worker to the lit Forest: +2 lumber, and the first worker "
            "on an empty town space gets its bonus: 1 lumber more."
        ),
        "purchase": _tr(
            "Once per placement, before the action, you may buy exactly 2 lumber or 2 food for "
            "$3. Buy 2 lumber now (the lit Buy button): a building and a ship will need them."
        ),
        "farm": _tr(
            "Now place your second worker on the Farm: +2 food, +1 as the first one there. "
            "Food pays to launch ships. Then the round ends and a new one begins."
        ),
        "store": _tr(
            "The General Store turns goods into money: lumber and food $1 each, brick $2, and "
            "the first worker there gets $1 more. Sell 1 lumber at the General Store."
        ),
        "build": _tr(
            "Build at the Town Hall: pay a building's cost and own it — 1 point at the end, and "
            "its action is yours for free. The Town Hall takes 1 off one good of the cost: build "
            "the Lumber Mill for 2 lumber and 1 brick. Anyone else who uses it pays you $1."
        ),
        "prepare": _tr(
            "A ship must be prepared before it sails. Dockyard: pay 2 lumber (1 if you are the "
            "first worker there) to put your ship on your dock, ready to launch."
        ),
        "launch": _tr(
            "Launch from the City Pier: sailing out to space N costs N food (1 less for the "
            "first worker). Ships move 1 space home each round and whale on every round at sea "
            "in between: space 3 means 2 whaling rounds. Launch your ship to space 3."
        ),
        "pick": _tr(
            "Whaling: the bag gives 1 token per ship at sea, plus 1. Ships pick one each, the "
            "farthest first. Empty sea tokens can never be taken. Click the most valuable whale: "
            "sperm (4 points) before bowhead (2) before right whale (1)."
        ),
        "gather_food": _tr(
            "Your ship is at sea. Meanwhile gather for later: the Farm gives food for your next "
            "launch."
        ),
        "gather_lumber": _tr(
            "Take lumber at the Forest again: you will sell it for the money your whales will "
            "cost."
        ),
        "earn": _tr(
            "Whales that come home cost their crew's lay to keep: right whale $2, bowhead $4, "
            "sperm whale $8. Sell your lumber at the General Store for that money."
        ),
        "pay": _tr(
            "Your ship is home! Each whale is either paid for (its lay goes to the bank and the "
            "whale scores at the end) or sold. Drag your most valuable whale to Pay."
        ),
        "sell": _tr(
            "Sell the other whale: you get half its lay now instead of its points, and then "
            "each other player may buy it for the full lay."
        ),
        "captain_turn": _tr(
            "A Captain's turn: he rolls the course die, his Helm marker moves that many spaces, "
            "the space it reaches is his course, and his Orders find the space that serves it. "
            "{captain}'s last turn: {sentence} Press Next."
        ),
        "scoring": _tr(
            "The end: after round 12 every ship at sea comes home, then points are counted — "
            "whales you kept, 1 per building plus the victory buildings' bonuses, and 1 per $5. "
            "Goods score nothing. A tie goes to the most whales, then the most money left. Press "
            "Next."
        ),
        "end": _tr(
            "You know the whole game now. The tutorial ends here, in a game you can win: play "
            "on against {captain}. Suggest a move (H) helps when you are unsure."
        ),
    }


def step_text(step_id: str, **params: str) -> str:
    """The sentence of a step, in the current language, with its parameters filled in."""
    text = _texts().get(step_id) or _tr("Make the lit move.")
    try:
        return text.format(**params)
    except (KeyError, IndexError, ValueError):
        return text


def known_ids() -> set[str]:
    return set(_texts())
