"""Messages of the mistake warnings (`nbgui.teach.warnings`) and hints (`nbgui.teach.hints`)."""

from __future__ import annotations

from nbgui.text.message import Plural, Template

MESSAGES: dict[str, Template] = {
    "warning.launch_space_1": (
        "A ship launched to space 1 is home again in this same round, before any whaling: "
        "it comes home empty."
    ),
    "warning.launch_past_game_end": Plural(
        "Only %n whaling round is left: launching to space {useful} whales just as often as "
        "space {to} and costs less food.",
        "Only %n whaling rounds are left: launching to space {useful} whales just as often as "
        "space {to} and costs less food.",
    ),
    "warning.unused_purchase": (
        "Buying {amount} {good} for {price} before placing would let you {what} this turn "
        "instead."
    ),
    # a launch while the seat has less money than the cheapest lay: what the ship costs
    "warning.unpaid_lays": (
        "Your ship would whale until round {last} and come home in round {round}; each whale "
        "it brings must then be paid its lay ({low} to {high}) or sold for half, and you have "
        "{money} now."
    ),
    "warning.what.build": "build the {building} at the {space}",
    "warning.what.prepare": "prepare a ship at the {space}",
    "warning.what.launch": "launch to space {n} from the {space}",
    "warning.sell_to_captain": (
        "If you sell the {whale}, {captain} buys it first, free: its points go to an opponent. "
        "Paying its {lay} lay keeps them for you."
    ),
    # mistake warnings found by the coach's search: {better} is a suggest.* move, {points} a
    # suggest.decimal, ``n`` the number of played-out games
    "warning.with_reason": "{reason} {found}",
    "warning.search": Plural(
        "Over a game played out from here, you finished {points} points worse off with this "
        "move than with a better one: {better}.",
        "Over %n games played out from here, you finished on average {points} points worse "
        "off with this move than with a better one: {better}.",
    ),
    # the same where the gap is within its own noise (under WARN_Z standard errors: only a
    # launch to space 1, confirmed whatever the check found, is worded then)
    "warning.search.close": Plural(
        "Over a game played out from here, this move finished too close to the suggested move "
        "to tell them apart: {better}.",
        "Over %n games played out from here, this move finished too close to the suggested "
        "move to tell them apart: {better}.",
    ),
    # the same with where the points went ({split} is a warning.split.* clause)
    "warning.search.split": Plural(
        "Over a game played out from here, you finished {points} points worse off with this "
        "move ({split}) than with a better one: {better}.",
        "Over %n games played out from here, you finished on average {points} points worse "
        "off with this move ({split}) than with a better one: {better}.",
    ),
    "warning.split.both": "you scored {own} points fewer and the others {others} more",
    "warning.split.own": "you scored {own} points fewer",
    "warning.split.others": "the others scored {others} points more",
    # one share went the player's way: both said, so they add up to the gap
    "warning.split.own_less": "you scored {own} points fewer, and the others {less} fewer",
    "warning.split.more_others": "you scored {more} points more, but the others {others} more",
    # the first sentence of a warning no rule explains
    "warning.lead": "This move looks like a mistake.",
    # hints: what the suggested move does ({ship} is suggest.ship.*, {space} a space name)
    "suggest.ship.small": "your small ship",
    "suggest.ship.large": "your large ship",
    "suggest.buy_goods": "Buy {amount} for {price} before placing",
    "suggest.start_goods": "Start with {goods}",
    "suggest.pay": Plural(
        "Pay the {lay} lay of the {whale}: it scores %n point",
        "Pay the {lay} lay of the {whale}: it scores %n points",
    ),
    "suggest.sell": "Sell the {whale} for {money}",
    "suggest.buy_whale": Plural(
        "Buy the {whale} for {lay}: it scores %n point",
        "Buy the {whale} for {lay}: it scores %n points",
    ),
    # what keeping the whale costs when the ship comes home: its lay, or it is sold for half
    "suggest.take": Plural(
        "Take the {whale} aboard: %n point once home if you pay its {lay} lay then, or sell "
        "it for {money}",
        "Take the {whale} aboard: %n points once home if you pay its {lay} lay then, or sell "
        "it for {money}",
    ),
    "suggest.pass": "Pass",
    # a pass at whaling ({ship}: suggest.ship.*) and at buying a sold whale: what it does
    "suggest.pass.pick": "Pass: {ship} takes no whale this round",
    "suggest.pass.buy": "Pass: you buy none of the sold whales",
    "suggest.command": "{command}",
    "suggest.place": "Place a worker on the {space}",
    # Turner's Mill: {cost} is what it costs in money (a sum, or suggest.cost.fees)
    "suggest.place.repeat": "At the {space}, repeat the {repeated} for {cost}",
    "suggest.cost.fees": "{total}, {fees} included",
    "suggest.cost.fee": "the {money} fee for the {building}",
    # a Turner's Mill clause without the placing words (a launch, a build): what the Mill
    # costs beyond the space it repeats
    "suggest.fee.repeat": "{move}; it costs {extra} more than at the {repeated}",
    # another seat's building: what it costs to use (RULES.md 4.3)
    "suggest.place.fee": "Place a worker on the {space} for a {fee} fee",
    "suggest.launch": Plural(
        "Launch {ship} from the {space} to space {to}: it gets %n whaling round",
        "Launch {ship} from the {space} to space {to}: it gets %n whaling rounds",
    ),
    "suggest.launch.none": (
        "Launch {ship} from the {space} to space {to}: it comes home before any whaling"
    ),
    "suggest.build.action": "Build the {building} at the {space}: 1 point and a new action space",
    "suggest.build.points": Plural(
        "Build the {building} at the {space}: %n point at the end",
        "Build the {building} at the {space}: %n points at the end",
    ),
    "suggest.build.per_building": (
        "Build the {building} at the {space}: 1 point, and at the end 1 more per {per} "
        "buildings you own"
    ),
    "suggest.build.per_right": (
        "Build the {building} at the {space}: 1 point, and at the end 1 more per {per} Right "
        "whales you own"
    ),
    "suggest.prepare": "Prepare {ship} at the {space}, ready to launch",
    "suggest.move_out": "At the {space}, move {ship} one space farther out: one more whaling round",
    # the game ends before that round (hints._describe_move_out): what changes is the pick order
    "suggest.move_out.order": (
        "At the {space}, move {ship} one space farther out: no more whaling rounds before the "
        "game ends, but it picks its whale ahead of the ships it passes"
    ),
    "suggest.move_out.none": (
        "At the {space}, move {ship} one space farther out: no more whaling rounds before the "
        "game ends"
    ),
    "suggest.render_right": "{place}: bring home the Right whales on {ship} free",
    "suggest.inn": "{place}: you place both workers again after everyone else",
    "suggest.remove_sea": Plural(
        "{place}: remove %n empty sea token from the game for {money}; better draws ahead",
        "{place}: remove %n empty sea tokens from the game for {money}; better draws ahead",
    ),
    "suggest.post_office": "{place}: it pays you {money} at the end of every round",
    "suggest.sell_goods": "{place}: sell {sold} for {gained}",
    "suggest.gain": "{place}: you gain {gained}",
    "suggest.gain_pay": "{place}: you gain {gained} (you pay {spent})",
    # a placement on another seat's building: {move} is its clause above, {fee} the money
    # {building}: the building used (the Spanish agrees with it, "por usarla" / "por usarlo")
    "suggest.fee": "{move}, after a {fee} fee to use the {building}",
    # hints: the sentence — {move} is a suggest.* move above (or suggest.move.why), {found}
    # a suggest.found.* sentence; ``n`` is the number of played-out games
    "suggest.hint": "{move}. {found}",
    "suggest.move.why": "{move}; {why}",
    "suggest.found.best": "It did best when the rest of the game was played out from here.",
    # a search the time cap cut short on very few playouts (`hints.FEW_PLAYOUTS`)
    "suggest.found.busy": Plural(
        "A quick look only (the computer is busy): there was time to play out just one game "
        "from here, too few to tell this move from the next best choice ({other}).",
        "A quick look only (the computer is busy): there was time to play out just %n games "
        "from here, too few to tell this move from the next best choice ({other}).",
    ),
    "suggest.found.busy.none": (
        "A quick look only (the computer is busy): there was no time to play games out from "
        "here, so this is the move that looks best at first sight."
    ),
    "suggest.found.better": Plural(
        "Playing the rest of the game out once, you finished {points} points better off with this "
        "move than with the next best choice ({other}).",
        "Playing the rest of the game out %n times, you finished on average {points} points "
        "better off with this move than with the next best choice ({other}).",
    ),
    "suggest.found.better.wins": Plural(
        "Playing the rest of the game out once, you finished {points} points better off with this "
        "move than with the next best choice ({other}), and won it ({wins}%).",
        "Playing the rest of the game out %n times, you finished on average {points} points "
        "better off with this move than with the next best choice ({other}), and won {wins}% of "
        "those games.",
    ),
    "suggest.found.wins": Plural(
        "Playing the rest of the game out once, you won it with this move ({wins}%) and not with "
        "the next best choice ({other}: {theirs}%).",
        "Playing the rest of the game out %n times, you won {wins}% of those games with this "
        "move, against {theirs}% with the next best choice ({other}).",
    ),
    # a lay paid, the next best choice another lay of the same ship, and the money covers them
    # all (hints._found_order): the order changes nothing
    "suggest.found.order": (
        "You have {money}, enough for every lay on this ship ({lays}): whichever you pay first, "
        "paying them all ends the same."
    ),
    "suggest.found.even": Plural(
        "Playing the rest of the game out once, this move did about as well as the next best "
        "choice ({other}): either is fine.",
        "Playing the rest of the game out %n times, this move did about as well as the next best "
        "choice ({other}): either is fine.",
    ),
    # chosen for the seat's own score (the search's OWN_WEIGHT) with the lead about the same:
    # "though you were not further ahead of the others" was the hardest sentence to read
    "suggest.found.score": Plural(
        "Playing the rest of the game out once, you scored {points} points more with this move "
        "than with the next best choice ({other}), but the others scored more too, so you did not "
        "pull ahead of them.",
        "Playing the rest of the game out %n times, you scored on average {points} points more "
        "with this move than with the next best choice ({other}), but the others scored more too, "
        "so you did not pull ahead of them.",
    ),
    # the chosen move's lead is no bigger than luck makes over the games both were played in
    # (hints.SURE_Z): not claimed; ``n`` is the games the two shared
    "suggest.found.close": Plural(
        "Playing the rest of the game out once cannot tell this move from the next best choice "
        "({other}): too close to call.",
        "Playing the rest of the game out %n times, this move and the next best choice ({other}) "
        "came out too close to call: luck alone could make a difference that size.",
    ),
    # a move shown instead of the coach's purchase (hints._no_purchase): {other} is the
    # purchase, which did no better beyond luck
    "suggest.found.simpler": Plural(
        "Playing the rest of the game out once, this move did about as well as buying first "
        "({other}), so there is no need to spend the money.",
        "Playing the rest of the game out %n times, this move did about as well as buying first "
        "({other}) as far as those games can tell, so there is no need to spend the money.",
    ),
    # a whale's lay paid instead of the coach's sale of it (hints._keep): {other} is the sale,
    # {sold} suggest.why.pass.captain or .others
    "suggest.found.keep": Plural(
        "Playing the rest of the game out once, this move did about as well as selling it "
        "({other}); sold, {sold}.",
        "Playing the rest of the game out %n times, this move did about as well as selling it "
        "({other}) as far as those games can tell; sold, {sold}.",
    ),
    # the same when the coach's playouts stopped {rounds} rounds ahead and the projection
    # estimated the rest of the game (its margins and wins are then estimates, not final)
    "suggest.found.best.ahead": (
        "It did best when the next {rounds} rounds were played out from here and the rest of the "
        "game estimated."
    ),
    "suggest.found.better.ahead": Plural(
        "Playing the next {rounds} rounds out once and estimating the rest of the game, you came "
        "out {points} points better off with this move than with the next best choice ({other}).",
        "Playing the next {rounds} rounds out %n times and estimating the rest of the game, you "
        "came out on average {points} points better off with this move than with the next best "
        "choice ({other}).",
    ),
    "suggest.found.better.wins.ahead": Plural(
        "Playing the next {rounds} rounds out once and estimating the rest of the game, you came "
        "out {points} points better off with this move than with the next best choice ({other}), "
        "and ahead ({wins}%).",
        "Playing the next {rounds} rounds out %n times and estimating the rest of the game, you "
        "came out on average {points} points better off with this move than with the next best "
        "choice ({other}), and ahead in {wins}% of those games.",
    ),
    "suggest.found.wins.ahead": Plural(
        "Playing the next {rounds} rounds out once and estimating the rest of the game, you came "
        "out ahead with this move ({wins}%) and not with the next best choice ({other}: "
        "{theirs}%).",
        "Playing the next {rounds} rounds out %n times and estimating the rest of the game, you "
        "came out ahead in {wins}% of those games with this move, against {theirs}% with the next "
        "best choice ({other}).",
    ),
    "suggest.found.even.ahead": Plural(
        "Playing the next {rounds} rounds out once and estimating the rest of the game, this move "
        "did about as well as the next best choice ({other}): either is fine.",
        "Playing the next {rounds} rounds out %n times and estimating the rest of the game, this "
        "move did about as well as the next best choice ({other}): either is fine.",
    ),
    "suggest.found.close.ahead": Plural(
        "Playing the next {rounds} rounds out once and estimating the rest of the game cannot "
        "tell this move from the next best choice ({other}): too close to call.",
        "Playing the next {rounds} rounds out %n times and estimating the rest of the game, this "
        "move and the next best choice ({other}) came out too close to call: luck alone could "
        "make a difference that size.",
    ),
    "suggest.found.keep.ahead": Plural(
        "Playing the next {rounds} rounds out once and estimating the rest of the game, this move "
        "did about as well as selling it ({other}); sold, {sold}.",
        "Playing the next {rounds} rounds out %n times and estimating the rest of the game, this "
        "move did about as well as selling it ({other}) as far as those games can tell; sold, "
        "{sold}.",
    ),
    "suggest.found.simpler.ahead": Plural(
        "Playing the next {rounds} rounds out once and estimating the rest of the game, this move "
        "did about as well as buying first ({other}), so there is no need to spend the money.",
        "Playing the next {rounds} rounds out %n times and estimating the rest of the game, this "
        "move did about as well as buying first ({other}) as far as those games can tell, so "
        "there is no need to spend the money.",
    ),
    "suggest.found.score.ahead": Plural(
        "Playing the next {rounds} rounds out once and estimating the rest of the game, you had "
        "{points} points more with this move than with the next best choice ({other}), but the "
        "others had more too, so you did not pull ahead of them.",
        "Playing the next {rounds} rounds out %n times and estimating the rest of the game, you "
        "had on average {points} points more with this move than with the next best choice "
        "({other}), but the others had more too, so you did not pull ahead of them.",
    ),
    # hints: why now ({cost} and {fee} are amounts, {what} a warning.what.* phrase)
    "suggest.why.launch": Plural(
        "you have the food, and it can bring home a whale by round {round}",
        "you have the food, and it can bring home up to %n whales by round {round}",
    ),
    "suggest.why.launch.end": Plural(
        "you have the food, and it can bring home a whale before the game ends",
        "you have the food, and it can bring home up to %n whales before the game ends",
    ),
    # {building}: the building built (the Spanish names it with its article: "cada vez que
    # usan la Escuela"; a pronoun of one gender said "lo usan" of the Schoolhouse)
    "suggest.why.build.action": (
        "you have the {cost} it costs, and others pay you {fee} each time they use the "
        "{building}"
    ),
    "suggest.why.build.points": "you have the {cost} it costs",
    # the same with a discount ({printed}: the cost on the tile, {cost}: what is paid)
    "suggest.why.build.action.discount": (
        "with the discount it costs you {cost} instead of {printed}, which you have, and "
        "others pay you {fee} each time they use the {building}"
    ),
    "suggest.why.build.points.discount": (
        "with the discount it costs you {cost} instead of {printed}, which you have"
    ),
    "suggest.why.prepare": "with your {food} it can then sail as far as space {to}",
    "suggest.why.sell": "you cannot pay its {lay} lay",
    # a sale with the lay in hand (hints._why_sell_for_more): the more valuable whales aboard
    "suggest.why.sell.more": (
        "paying it would leave you {left}, less than the {need} in lays of the more valuable "
        "whales still to come home"
    ),
    # a lay paid with too little money for every whale still to come home (hints._why_pay_short)
    "suggest.why.pay.short": (
        "your {money} does not cover the {lays} in lays of all your whales still to come home, "
        "so some of them will be sold"
    ),
    # a pass at whaling ({sold} is suggest.why.pass.captain or .others)
    "suggest.why.pass.lay": (
        "you have {money}, less than the {whale}'s {lay} lay, and a whale you cannot pay for "
        "when your ship comes home must be sold: {sold}"
    ),
    "suggest.why.pass.aboard": (
        "the whales aboard already need {aboard} in lays, the {whale} {lay} more, and you "
        "have {money}; a whale you cannot pay for when your ship comes home must be sold: "
        "{sold}"
    ),
    "suggest.why.pass.captain": "a Captain takes it free",
    "suggest.why.pass.others": "the others may buy it for its lay",
    # a whale worth fewer points than the next choice's, taken ({other} a whale kind; the
    # taken whale's own lay is in suggest.take)
    "suggest.why.take.cheaper": "the {other} costs {other_lay} to keep, and you have {money}",
    # a pass at buying a sold whale once the game's last sale is on: money only scores now
    # ({per} the money a point is worth, {left} the money the lay leaves; ``n`` the points the
    # lay takes off the money, no fewer than the whale scores)
    "suggest.why.pass.money": Plural(
        "the game ends after this sale and each {per} you have scores 1 point: paying {lay} "
        "for the {whale} leaves you {left}, %n point less for your money, as much as the "
        "whale scores",
        "the game ends after this sale and each {per} you have scores 1 point: paying {lay} "
        "for the {whale} leaves you {left}, %n points less for your money, as much as the "
        "whale scores",
    ),
    "suggest.why.enables": "with it you can {what} next",
    # a placement that brings money when the seat's ships at sea come home this round with
    # more in lays than the money it has (hints._why_lays_due)
    "suggest.why.lays_due": (
        "your ship comes home this round with {lays} in lays to pay, and you have {money}"
    ),
    "suggest.why.lays_due.ships": (
        "your {n} ships come home this round with {lays} in lays to pay, and you have {money}"
    ),
    "suggest.reason.forced": "{move}: it is the only legal move now.",
    "suggest.error.over": "The game is over: there is nothing to suggest.",
    "suggest.error.captain": "A Captain is to act, not a player.",
    "suggest.error.none": "No legal command.",
    # the score sheet's Captain ledger (nbgui.teach.ledger): his total as the sheet's columns
    # add it up; whales/sold/buildings/bonuses/money/total are unit.points, paid is
    # unit.money, so each count takes its own plural form. Buildings and bonuses are the
    # sheet's rows "Buildings" and "Victory bonuses" (the line said "12 points from his
    # buildings" above a Buildings row of 6: it counted the bonuses in). {whales} is a
    # ledger.whales* message: the whales bought from the players are a part of his whale
    # points (the line said "4 points for whales you sold him" beside a Whales row of 8, and
    # did not add up to his total)
    "ledger.captain": (
        "{captain}'s ledger: {total} = {whales} + {buildings} from his buildings + {bonuses} "
        "from his victory bonuses + {money} from his money · the supply paid you {paid} when he "
        "used yours"
    ),
    # (a Captain never pays: the supply pays the owner, RULES.md 10.4; "he paid you $3" said
    # otherwise beside the tutorial's "Captains never pay")
    # the same when the supply paid the players nothing for him: no payment clause
    "ledger.captain.unpaid": (
        "{captain}'s ledger: {total} = {whales} + {buildings} from his buildings + {bonuses} "
        "from his victory bonuses + {money} from his money"
    ),
    # several players at the screen: "you" was one of them in Spanish ("que le vendiste")
    "ledger.captain.players": (
        "{captain}'s ledger: {total} = {whales} + {buildings} from his buildings + {bonuses} "
        "from his victory bonuses + {money} from his money · the supply paid the players {paid} "
        "when he used their buildings"
    ),
    "ledger.captain.players.unpaid": (
        "{captain}'s ledger: {total} = {whales} + {buildings} from his buildings + {bonuses} "
        "from his victory bonuses + {money} from his money"
    ),
    # the score sheet's money row: {money} (words.money) scores 1 point (the rules' number;
    # the label typed "$5", and the Spanish "5 $" had a plain space)
    "sheet.money_row": "Money (1 per {money})",
    # {whales} of the lines above: his whale points, with the part the players sold him only
    # when they sold him any (it said "(0 points from whales you sold him)")
    "ledger.whales": "{points} from whales",
    "ledger.whales.sold": "{points} from whales ({sold} from whales you sold him)",
    "ledger.whales.sold.players": "{points} from whales ({sold} from whales the players sold him)",
}
