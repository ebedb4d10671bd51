"""Shared phrases: amounts of money and goods, ships, decisions to make."""

from __future__ import annotations

from nbgui.text.message import FORM_TEMPLATES, LIST_TEMPLATES, Msg, Plural, Template, msg

MESSAGES: dict[str, Template] = {
    # a building's, space's or whale's name with its article, as a template asks for it
    # (``{building:el}``, ``{space:del}``, ``{space:al}``: `message.FORMS`); a translation gives
    # one alternative per gender, "m|f|m pl|f pl" ("el {name}|la {name}|los {name}|las {name}").
    # English templates never ask for a form: they say "the {building}".
    **FORM_TEMPLATES,
    # amounts (``n`` is the amount)
    "unit.money": "${n}",
    # money where there is no room for a space (a whale token's lay)
    "unit.money.short": "${n}",
    "unit.lumber": Plural("%n lumber", "%n lumber"),
    "unit.food": Plural("%n food", "%n food"),
    "unit.brick": Plural("%n brick", "%n brick"),
    "unit.nothing": "nothing",
    # lists (`message.LIST_TEMPLATES`): ``list.more`` adds one item to the list so far ("a, b",
    # a table cell's list and every list parameter), ``list.and`` the last of several in a
    # sentence (``a, b and c``: ``items`` are all but the last)
    **LIST_TEMPLATES,
    "unit.points": Plural("%n point", "%n points"),
    # a number to one decimal, in the language's decimal sign (`tenths`): 0.4 points, 3.2 MB
    "suggest.decimal": "{whole}.{tenth}",
    # points with a decimal ("8.8 points": {n} already in the language's number format)
    "unit.points.decimal": "{n} points",
    # the new-game dialog: a Captain's measured mean score margin over the ladder's reference
    # player ({points}: `unit.points`; {player}: "our Medium AI"), what orders Captains of one
    # win rate
    "ladder.margin.ahead": "On average he finished {points} ahead of {player}.",
    "ladder.margin.behind": "On average he finished {points} behind {player}.",
    "ladder.margin.level": "On average he finished level with {player}.",
    "unit.sea_tokens": Plural("%n empty sea token", "%n empty sea tokens"),
    "good.lumber": "lumber",
    "good.food": "food",
    "good.brick": "brick",
    "good.money": "money",
    # a whale token as a player names it: the kind's name from rules/game.json, its lay and
    # points (``n``), as the token and RULES.md show them
    "token": Plural("{kind} (lay {lay}, %n point)", "{kind} (lay {lay}, %n points)"),
    "token.sea": "{kind} token",
    # whale tokens of one kind counted together (``n`` is how many; ``lay`` and ``points`` are
    # each token's), by the kind's id in rules/; the kind keeps the capital of its name in
    # rules/ ("Right whale"), as the tokens beside it in the log and the Spanish do
    # ("3 Ballenas Francas"): the log said "3 right whales" under "Right whale (lay $2, …)"
    "whale.right": Plural(
        "%n Right whale (lay {lay}, {points})", "%n Right whales (lay {lay}, {points} each)"
    ),
    "whale.bowhead": Plural(
        "%n Bowhead whale (lay {lay}, {points})", "%n Bowhead whales (lay {lay}, {points} each)"
    ),
    "whale.sperm": Plural(
        "%n Sperm whale (lay {lay}, {points})", "%n Sperm whales (lay {lay}, {points} each)"
    ),
    "whale.sea": Plural("%n empty sea token", "%n empty sea tokens"),
    # a kind the catalogue does not name (a changed rules/ file): its name from the data
    "whale.other": Plural("%n × {kind}", "%n × {kind}"),
    # the returns panel: a ship comes home with whales (``money``/``lay`` are amounts)
    "returns.explain": (
        "Pay a whale's lay to keep it (it scores its points at the end), or sell it for "
        "half (the others may buy it)."
    ),
    # whales of one kind lying on one another in the returns panel: the kind's name, how many
    "returns.pile": "{kind} ×{n}",
    # its buttons: what they do where they have room ("Keep for $4"), else the short form
    "returns.keep": "Keep for {money}",
    "returns.sell_for": "Sell for {money}",
    "returns.pay": "Pay {money}",
    "returns.sell": "Sell {money}",
    "returns.pay.tip": "{whale}: pay {money} to keep it; it scores {points} at the end.",
    "returns.sell.tip": "{whale}: sell it for {money}; the others may buy it for {lay}.",
    # a building's tile on the table, its rule in a few words; every number from rules/
    # (the building's `per` and `discount`)
    "tile.points_per_building": Plural("+1 per building", "+1 per %n buildings"),
    "tile.points_per_right": Plural("+1 per Right whale", "+1 per %n Right whales"),
    "tile.build_discount": Plural("Build, %n good off", "Build, %n goods off"),
    # an AI player's seat as the app names it, said in the language shown whatever the
    # language it was set up in (`words.seat`); its level as the new-game dialog offers it
    "seat.ai": "AI {n} ({level})",
    "ai.level.easy": "Easy",
    "ai.level.medium": "Medium",
    "ai.level.strong": "Strong",
    # ships
    "ship.small": "{seat}'s small ship",
    "ship.large": "{seat}'s large ship",
    # a name that cannot take "'s" ("AI 2 (easy)", "[Ana]": `words.takes_s`); starts a sentence
    "ship.small_of": "The small ship of {seat}",
    "ship.large_of": "The large ship of {seat}",
    # a choice of the player's ship on the table (the Lighthouse, the Dockyard…): which one and
    # where it is, in one label (a button's: a capital, as every choice of a popup)
    "choice.ship.small.supply": "Small ship (in supply)",
    "choice.ship.large.supply": "Large ship (in supply)",
    "choice.ship.small.dock": "Small ship (docked)",
    "choice.ship.large.dock": "Large ship (docked)",
    "choice.ship.small.return": "Small ship (coming home)",
    "choice.ship.large.return": "Large ship (coming home)",
    "choice.ship.small.sea": Plural(
        "Small ship (at space {space}, %n whale)", "Small ship (at space {space}, %n whales)"
    ),
    "choice.ship.large.sea": Plural(
        "Large ship (at space {space}, %n whale)", "Large ship (at space {space}, %n whales)"
    ),
    # a refusal's subject (capital: it starts the sentence), as the log names ships
    "ship.your_small": "Your small ship",
    "ship.your_large": "Your large ship",
    # whose decision it is
    "decision.start_goods": "{seat} must choose their starting goods.",
    "decision.place": "{seat} must place a worker.",
    "decision.roll": "{seat} must roll the course die.",
    "decision.return": "{seat} must pay or sell the whales on a returning ship.",
    "decision.buy_whale": "{seat} may buy a sold whale or pass.",
    "decision.pick": "{seat} may take a whale or pass.",
    "decision.over": "The game is over.",
    # the same said to the player who must act (a refusal's "Not now: …" to the one human at
    # the table, or to the seat whose piece it is): "you", never their own name
    "decision.you.start_goods": "choose your starting goods first.",
    "decision.you.place": "you must place a worker.",
    "decision.you.roll": "you must roll the course die.",
    "decision.you.return": "pay for or sell the whales on your ship coming home first.",
    "decision.you.buy_whale": "buy one of the whales for sale, or pass, first.",
    "decision.you.pick": "take a whale for your ship, or pass, first.",
    # who is moving, said alike by the status line and the table's prompt: a move being shown
    # (the one human's own is "Your move…"), a Captain's turn (he follows his board: he does
    # not "think"), an AI seat searching its move
    "turn.yours_shown": "Your move…",
    "turn.playing": "{seat} is playing…",
    "turn.thinking": "{seat} is thinking…",
    # Edit → Undo when it can take nothing back (the status bar; `GameSession.undo_blocker`)
    "undo.none": "Nothing to undo yet.",
    "undo.tie": "Nothing to undo: first choose where the Captain goes.",
    "undo.after_ai": (
        "Nothing to undo: {seat} has moved since, and an AI player's move cannot be taken back."
    ),
    "undo.after_captain": (
        "Nothing to undo: {seat} has moved since, and a Captain's move cannot be taken back."
    ),
    "undo.after_chance": (
        "Nothing to undo: the last move revealed a die roll or a draw from the bag, which "
        "cannot be taken back."
    ),
    # a replay's table (nbgui/ui/history/replay_window.py): who is to move at this step, and
    # how to go on, for nothing is played there
    "turn.replay": "Next to move: {seat}",
    "turn.replay.how": (
        "A replay: nothing is played here. Step through the game with the buttons below or "
        "the arrow keys."
    ),
    # the end of the game; ``.tie``: several winners, a tie the tie-breaks leave
    "turn.over": "Game over: {winners} won.",
    "turn.over.tie": "Game over: {winners} won.",
    # the table's prompt at the end: "Ann 27, Starbuck 25. Winner: Ann." ({scores}: a list of
    # ``turn.over.score``, a seat and its points)
    "turn.over.score": "{seat} {n}",
    "turn.over.scores": "{scores}. Winner: {winners}.",
    "turn.over.scores.tie": "{scores}. Winners: {winners}.",
    # the score sheet's headline
    "sheet.winner": "Winner: {winners}",
    # a victory building's bonus in the score sheet's cell and tooltip: "Mansion +4"
    "sheet.bonus": "{building} +{points}",
    "sheet.winner.tie": "Winners: {winners}",
    "nobody": "Nobody",
    "supply": "the supply",
}


def tenths(n: int) -> Msg:
    """`n` tenths as a number with one decimal ("3.2"; "3,2" in Spanish, by the catalogue)."""
    return msg("suggest.decimal", whole=n // 10, tenth=n % 10)


def one_decimal(x: float) -> Msg:
    """`x` rounded to one decimal (`tenths`): "0.4 points", "2.5 points more"."""
    return tenths(round(x * 10))
