"""Game events as log sentences (`nbgui.engine.describe.Describer.message`)."""

from __future__ import annotations

from nbgui.text.message import Plural, Template

MESSAGES: dict[str, Template] = {
    "event.game_started": "New game (seed {seed}): {seats}.",
    "event.building_order": "Building setup order: {buildings}.",
    "event.starting_goods": "{seat} starts with {goods}.",
    "event.round_started": "Round {round} begins. Order: {order}.",
    "event.goods_bought": "{seat} buys {amount} for {price}.",
    "event.worker_placed": "{seat} places a worker{inn} on the {space}{repeat}{bonus}.",
    "event.placed_inn": " again (Inn)",
    "event.placed_repeat": " (repeating the {space})",
    "event.placed_bonus": " and takes the first-worker bonus",
    "event.fee_paid": "{payer} pays {amount} to {payee} for the {building}.",
    "event.fee_from_supply": "{payee} receives {amount} from the supply for the {building}.",
    "event.goods_gained": "{seat} gains {goods}.",
    "event.goods_spent": "{seat} pays {goods}.",
    "event.built": "{seat} builds the {building}.",
    "event.post_office": "{seat} takes the {building} from {owner}.",
    "event.ship_prepared": "{ship} is prepared on the dock.",
    "event.ship_launched": "{ship} is launched to space {space}.",
    "event.ship_moved": "{ship} moves from space {start} to space {end}.",
    "event.ship_moved_home": "{ship} moves from space {start} to Return.",
    "event.inn_started": "Inn step: {seat} picks up both workers to place them again.",
    # ``tokens``, ``whales``, ``cargo``: tokens listed with alike ones counted together
    # (`nbgui.text.words.whales`: "2 right whales (lay $2, 1 point each) and 1 empty sea token")
    "event.sea_removed": "{seat} removes {tokens} from the game.",
    "event.rendered": "{seat} renders {whales} at the {building}.",
    "event.ship_returning": "{ship} comes home with {cargo}.",
    "event.ship_returning_empty": "{ship} comes home with no whales.",
    "event.no_whales": "no whales",
    "event.lay_paid": "{seat} pays {lay} to keep the {token}.",
    # a Captain's ship comes home: he keeps its whales without paying their lay (RULES.md 10.6)
    "event.whale_kept": "{seat} keeps the {token}: Captains pay no lay.",
    "event.whales_kept_two": "{seat} keeps both: Captains pay no lay.",
    "event.whales_kept": Plural(
        "{seat} keeps it: Captains pay no lay.",
        "{seat} keeps all %n: Captains pay no lay.",
    ),
    "event.whale_sold": "{seat} sells the {token} for {money}.",
    "event.whale_bought": "{seat} buys the {token} for {price}.",
    # Captains buy sold whales free (RULES.md 10.6)
    "event.whale_bought_captain": "{seat} buys the {token} free: Captains pay no lay.",
    "event.whale_free": "{seat} buys the {token} free.",
    # Stubb's sale at the end: a Captain collects no money (RULES.md 10.4)
    "event.whale_sold_captain": "{seat} sells the {token}: a Captain takes no money for it.",
    "event.buyer_cannot": "{seat} cannot afford any of the whales for sale.",
    "event.buyer_at_limit": "{seat} cannot buy: he has reached his whale limit.",
    "event.buyer_passes": "{seat} passes.",
    "event.whales_removed": "Unsold whales leave the game: {tokens}.",
    "event.ship_home": "{ship} is home.",
    "event.tokens_to_bag": Plural(
        "%n token from beside the track goes back into the bag.",
        "%n tokens from beside the track go back into the bag.",
    ),
    "event.tokens_drawn": "Drawn from the bag: {tokens}.",
    "event.whale_taken": "{ship} takes the {token}.",
    "event.pick_cannot": "{ship} can take nothing.",
    "event.pick_passes": "{ship} passes.",
    "event.income": "{seat} collects {amount} from the {building}.",
    "event.round_ended": "Round {round} ends.",
    "event.phase_movement": "Movement phase.",
    "event.phase_whaling": "Whaling phase.",
    "event.phase_final": (
        "Final returns phase: the ships at sea move one space toward shore at a time until "
        "every ship is home."
    ),
    "event.phase": "{phase} phase.",
    "event.die_rolled": "{seat} rolls the course die: {value}.",
    "event.helm_moved": "{seat}'s Helm moves from space {start} to {end}.",
    "event.fallback_back": "{seat} draws the {token} and puts it back in the bag.",
    "event.fallback_ship": "{seat} draws the {token} onto {ship}.",
    "event.end_sale": Plural(
        "{seat} keeps his best whales and sells the other one for nothing (Captains take no "
        "money): {whales}.",
        "{seat} keeps his best whales and sells the other %n for nothing (Captains take no "
        "money): {whales}.",
    ),
    # ``.tie``: several winners (a tie the tie-breaks leave said "Winner: Ann, Ben.")
    "event.game_ended": "Game over. Winner: {winners}.",
    "event.game_ended.tie": "Game over. Winners: {winners}.",
    "event.unknown": "{event}",
}
