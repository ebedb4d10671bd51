"""Messages of the tutorial (`nbgui.ui.tutorial`): one sentence per step id. Parameters:
``{captain}`` (the Captain's name), ``{sentence}`` (his last turn in one plain sentence),
``{faces}`` (the course die's faces, from rules/game.json: "1, 1, 1, 2, 2, 3"). Every other
number a step quotes is a parameter filled by `nbgui.ui.tutorial.texts`: the rules' numbers
(``{rounds}``, ``{lumber_worth}``, ``{purchase_price}``, ``{right_points}``…), the scripted
move's amounts (``{take}``, ``{sell}``, ``{paid}``, ``{to}``…) and the learner's goods
(``{lumber}``); what is left as text is listed in docs/teaching.md."""

from __future__ import annotations

from nbgui.text.message import Plural, Template

MESSAGES: dict[str, Template] = {
    "tutorial.goal": (
        "Welcome to New Bedford, a whaling town! After {rounds} rounds the most points wins: "
        "each whale you bring home and pay for (Right whale {right_points}, Bowhead whale "
        "{bowhead_points}, Sperm whale {sperm_points}), 1 per building you own, and 1 per "
        "{per_point}. Press Next."
    ),
    "tutorial.start": (
        "Everyone starts with {start_value} in goods and coins: lumber is worth {lumber_worth}, "
        "food {food_worth}, brick {brick_worth}. Take {take} (already set here): press the lit "
        "Take these. The brick will help pay for a building, the money for a purchase."
    ),
    "tutorial.captain_first": (
        "You play against {captain}, a Captain: an opponent who plays by fixed rules from the "
        "rulebook. Captains always place first, so his worker is already out, and never pay: no "
        "goods, no money, no lays. How he chooses comes later in the tutorial. Press Next."
    ),
    "tutorial.forest": (
        "Each round you place your {workers} workers, one at a time, and each does its space's "
        "action at once. Drag a worker to the lit Forest: +{forest}, and the first worker on an "
        "empty town space gets its bonus: {forest_bonus} more."
    ),
    "tutorial.purchase": (
        "Once per placement, before the action, you may buy exactly {purchase_lumber} or "
        "{purchase_food} for {purchase_price}. Buy {purchase_lumber} now (the lit Buy button): a "
        "building and a ship will need them."
    ),
    "tutorial.farm": (
        "Now drag your second worker to the lit Farm: +{farm} (its bonus went to the first "
        "worker there this round). Food pays to launch ships. Then the round ends and a new one "
        "begins."
    ),
    "tutorial.store": (
        "The lit General Store turns goods into money: lumber {lumber_worth}, food {food_worth}, "
        "brick {brick_worth} each, and the first worker there gets {store_bonus} more. Drag a "
        "worker there and sell {sell}: you keep enough for a building and a ship, and money will "
        "pay for the whales you bring home."
    ),
    "tutorial.build": (
        "Build at the lit Town Hall: pay a building's cost and own it — 1 point at the end, and "
        "its action is yours for free. The Town Hall's first worker pays less: build the Lumber "
        "Mill for {paid} instead of {cost}. Anyone else who uses it pays you {fee}. Buildings "
        "whose name is on gold are victory buildings: no action, but bonus points at the end."
    ),
    "tutorial.prepare": (
        "A ship must be prepared before it sails: drag a worker to the lit Dockyard and pay "
        "{prepare} ({prepare_first} if you are the first worker there) to put your ship on the "
        "Dock, ready to launch."
    ),
    "tutorial.launch": (
        "Launch from the lit City Pier: the farther the space, the more food. Space {to} costs "
        "{to_food} ({launch_less} less for the first worker). Ships move 1 space home each round "
        "and whale on every round at sea in between: space {to} means {at_sea}. Launch your ship "
        "to space {to}."
    ),
    "tutorial.pick": (
        "Whaling: the bag gives 1 token per ship at sea, plus 1. Ships pick one each, the "
        "farthest first. Empty sea tokens can never be taken. Click the most valuable whale "
        "under the Ocean bag: Sperm whale ({sperm_points}) before Bowhead whale "
        "({bowhead_points}) before Right whale ({right_points})."
    ),
    # the second pick: what happens to the tokens nobody takes (RULES.md 7.1, 7.4); on the
    # table they wait in the circles under the Ocean bag
    "tutorial.pick_again": (
        "Whaling again. Tokens nobody takes wait in the circles under the Ocean bag until the "
        "next whaling, then go back into the bag before its draw. Take the best whale on offer "
        "again: click the lit one."
    ),
    "tutorial.gather_food": (
        "Your ship is at sea. Meanwhile gather for later: drag a worker to the lit Farm, for the "
        "food of your next launch."
    ),
    "tutorial.gather_food_again": (
        "Your second worker may go to the Farm too: any number of workers can use a town space "
        "in a round, yours included. Only the first there gets the bonus, so this one gathers "
        "{farm}, not {farm_first}."
    ),
    # the learner's own Lumber Mill is free here, but he has 1 lumber: the Forest first
    # (3 lumber with its bonus) brings more money by the returns ($10 against $6)
    "tutorial.gather_lumber": (
        "Take lumber at the Forest again: you will sell it for the money your whales will cost. "
        "(Your Lumber Mill pays {mill} a lumber, but you have only {lumber}: gather first, sell "
        "after.)"
    ),
    "tutorial.earn": (
        "Whales that come home cost their crew's lay to keep: Right whale {right}, Bowhead whale "
        "{bowhead}, Sperm whale {sperm}. Yours will cost {lays} and you have {money}: sell your "
        "lumber at the General Store. (Your Lumber Mill pays {mill} a lumber, but {captain} is "
        "on it: an action building takes one worker a round.)"
    ),
    "tutorial.pay": (
        "Your ship is home! Pay a whale's lay to keep it (it scores at the end), or sell it. "
        "Drag your most valuable whale to Pay."
    ),
    # the second whale when the money covers its lay: selling is said, never done (a sale
    # of a whale the learner could keep hands its points to the Captain); the returns
    # prompt's column holds about 125 characters
    "tutorial.pay_again": (
        "Pay this one too: you have the money. A whale you cannot pay for must be sold for half "
        "its lay, and a Captain takes it free."
    ),
    "tutorial.sell": (
        "Sell the other whale: you get half its lay, not its points, and the others may buy it "
        "(a Captain free). Pay when you can."
    ),
    "tutorial.captain_turn": (
        "A Captain's turn: he rolls the course die ({faces}) and moves his marker that many "
        "spaces round his Helm, the row on his board (lower left); the space it reaches is his "
        "course, and his Orders find a space that serves it. {captain}'s last turn: {sentence} "
        "Press Next."
    ),
    # the Helm's build spaces ("White", "Black": captain.helm.white/black) and the dock's
    # "Build (white list)" are met here first, on his board and in "His next move"
    "tutorial.captain_next": (
        "{captain}'s board shows what he may do next: the Helm spaces his roll can reach carry "
        "their odds, and \"His next move\" says where each roll sends him. \"White\" and "
        "\"Black\" on his Helm are his two lists of buildings (hover them): he builds the first "
        "of the list still unbuilt in the \"Building setup order\" at the top of the log. Press "
        "Next."
    ),
    "tutorial.scoring": (
        "The end: after round {rounds} every ship at sea comes home, then points are counted — "
        "whales you kept, 1 per building plus the victory buildings' bonuses, and 1 per "
        "{per_point}. Goods score nothing. To win you must score more than {captain}: a tie goes "
        "to the Captain. The score table beside the board counts them as you play (Total). Press "
        "Next."
    ),
    "tutorial.end": (
        "You know the basics now. The tutorial ends here, in a game you can win: play on against "
        "{captain}. Suggest a move (H) helps when you are unsure."
    ),
    "tutorial.other": (
        "Make the lit move."
    ),
    # a launch's whaling rounds (``n``: the space launched to, less 1), in step launch
    "tutorial_words.whaling_rounds": Plural("%n whaling round", "%n whaling rounds"),
}
