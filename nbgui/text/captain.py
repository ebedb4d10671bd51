"""Messages of the Captain's plain sentence (`nbgui.captain.plain`): the sentence, the action
phrase inside it and the course words (also the Helm's short words)."""

from __future__ import annotations

from nbgui.text.message import Template

MESSAGES: dict[str, Template] = {
    # {captain} {die} {course} {used} {action}; {round}: the last round (rules' game.rounds)
    "captain.plain.rolled": "{captain} rolled a {die}: his course is now {course}, so he {action}.",
    # {why}: a captain.why.* phrase (plain.why_not): why no space serves his course
    "captain.plain.rolled_changed": (
        "{captain} rolled a {die}: his course is now {course} but {why}, so he turns to {used} "
        "and {action}."
    ),
    "captain.plain.fixed": "{captain}'s course is {course}, so he {action}.",
    "captain.plain.fixed_changed": (
        "{captain}'s course is {course} but {why}, so he turns to {used} and {action}."
    ),
    "captain.plain.round12": (
        "In round {round} {captain} follows his fixed course, {course}, so he {action}."
    ),
    "captain.plain.round12_changed": (
        "In round {round} {captain}'s fixed course is {course} but {why}, so he turns to {used} "
        "and {action}."
    ),
    # an Orders step naming a building sent him there, whatever his course, once the steps
    # before found nothing for it ({why}: plain.why_not)
    "captain.plain.rolled_building": (
        "{captain} rolled a {die}: his course is now {course}, but {why}, so he {action}: his "
        "Orders send him there next, whatever his course."
    ),
    "captain.plain.fixed_building": (
        "{captain}'s course is {course}, but {why}, so he {action}: his Orders send him there "
        "next, whatever his course."
    ),
    "captain.plain.round12_building": (
        "In round {round} {captain}'s fixed course is {course}, but {why}, so he {action}: his "
        "Orders send him there next, whatever his course."
    ),
    # why no space serves his course (plain.why_not)
    "captain.why.none": "no space serves it",
    "captain.why.limit": "he is at his limit of {n} buildings",
    "captain.why.list": "nothing on that list is left to build",
    "captain.why.no_dock": "he has no ship on the dock",
    "captain.why.full": "space {n} is full",
    "captain.why.no_ship": "he has no ship left to prepare",
    # his board's prepare rule, read off where his other ship is
    "captain.why.docked": "he never prepares with a ship on the dock",
    "captain.why.at_sea": "he never prepares with a ship at sea",
    "captain.why.both_at_sea": "both his ships are at sea",
    "captain.why.none_docked": "none is on the dock",
    # Prepare or launch N: {prepare} one of the three above, {launch} none_docked or full
    "captain.why.both": "{prepare}, and {launch}",
    "captain.why.money": "no free space gives him money",
    "captain.why.orders": "his Orders find no space",
    # {why}: why his course finds no space; his Orders' other course found none either
    "captain.why.fallback": "{why} and his Orders find no other space",
    # Ahab's draw: {why} a captain.why.* phrase (money, orders or fallback)
    "captain.plain.fallback": (
        "{captain} rolled a {die}: his course is now {course}, but {why}, so he draws a token "
        "from the bag instead."
    ),
    "captain.plain.fallback_fixed": (
        "{captain}'s course is {course}, but {why}, so he draws a token from the bag instead."
    ),
    # the table's caption while a Captain's course die rolls and once it has settled ({die}:
    # the face), and a line of the dock's outlook of his next move ({odds}: "1/3")
    "captain.caption.rolling": "{captain} rolls the course die…",
    "captain.caption.rolled": "{captain} rolls a {die}.",
    "captain.outlook.roll": "• If he rolls a {die} ({odds}): {sentence}",
    # no die to roll: his course is already set (the starting course, a Helm rolled)
    "captain.outlook.fixed": "• No roll (his course is set): {sentence}",
    # the last round's fixed course when his Orders find nothing ({sentence}: "—")
    "captain.outlook.last_round": "• Round {round} (his fixed course): {sentence}",
    # action phrases: {space} {building} {good} {n} {owner} {action}
    "captain.action.build": "builds the {building} at the {space}",
    # a Captain collects no goods or money (RULES.md 10.4; the tutorial's "never pay: no goods,
    # no money"): his course takes the space and blocks it ("he takes money at the Bank" sat
    # beside his $0 in the score table, "gana dinero en Banco")
    "captain.action.goods": "takes the {space}, a goods space",
    "captain.action.good": "takes the {space}, a {good} space",
    "captain.action.money": "takes the {space}, a money space",
    "captain.action.prepare": "prepares a ship at the {space}",
    "captain.action.launch": "launches to space {n} from the {space}",
    "captain.action.dry_dock": "prepares and launches to space {n} at the {space}",
    "captain.action.lighthouse": "moves a ship farther out with the {space}",
    "captain.action.use": "uses the {space}",
    # the Tryworks: a money course takes it for the lays its Right whales save (CAPTAINS.md 3)
    "captain.action.render_right": "brings his Right whales home at the {space}",
    # a Captain on a player's building: the owner takes $1 from the supply (Captains never
    # pay, RULES.md 10.4)
    # {fee}: the rules' building fee (words.money: "$1", Spanish "1 $" with a no-break space;
    # the template said "$1", and "1 $" broke between its lines)
    "captain.action.owner_paid": "{action} ({owner} gets {fee})",
    # a course named inside a sentence ("his course is now {course}", "he turns to {used}",
    # the Orders walk's "{captain}'s course is {course}"): words that read as a noun in both
    # languages, never the Helm's label ("his Helm points to Prepare or launch 6" quoted the
    # Helm space); {n}: the track space
    "captain.said.lumber": "Lumber",
    "captain.said.food": "Food",
    "captain.said.brick": "Brick",
    "captain.said.money": "Money",
    "captain.said.prepare": "preparing a ship",
    "captain.said.launch": "launching to space {n}",
    "captain.said.prepare_launch": "preparing a ship or else launching to space {n}",
    "captain.said.build_white": "a white-list building",
    "captain.said.build_black": "a black-list building",
    "captain.said.build_victory": "a victory building",
    # course words ({n}: the track space)
    "captain.course.lumber": "Lumber",
    "captain.course.food": "Food",
    "captain.course.brick": "Brick",
    "captain.course.money": "Money",
    "captain.course.prepare": "Prepare",
    # (launch: its Helm words, captain.helm.launch, everywhere; prepare_launch in full words
    # where a Helm space's course is said in full, its card and tooltip, and in a few words,
    # captain.helm.prepare_launch, everywhere else)
    "captain.course.prepare_launch": "Prepare a ship, or else launch to {n}",
    "captain.course.build_white": "Build (white list)",
    "captain.course.build_black": "Build (black list)",
    "captain.course.build_victory": "Build (victory building)",
    # the same courses in a few words: the words on a Helm space and in the captions and
    # next-move lines ("1/2 · Prepare or launch 3 → Dockyard"), labels never said inside a
    # sentence (captain.said.*); "launch" is the rules' word (the City Pier's "Launch:", the
    # tutorial, the log's "is launched");
    # {n}: the track space (lumber, food, brick, money and prepare: their `captain.course.*`
    # words)
    "captain.helm.launch": "Launch to {n}",
    # prepares a ship; only if he cannot, launches one to space {n} (CAPTAINS.md section 1)
    "captain.helm.prepare_launch": "Prepare or launch {n}",
    "captain.helm.build_white": "Build (white)",
    "captain.helm.build_black": "Build (black)",
    "captain.helm.build_victory": "Victory",
    # a Captain's possible next move whose Orders turn him from his Helm's course to another
    # ("1/3 · Prepare: can't, so Money → Bank"): {odds} of the roll, {course} and {used} in
    # the short words above, {where} the space (or building) his Orders then choose
    "captain.ahead.changed": "{odds} · {course}: can't, so {used} → {where}",
    "captain.ahead.changed_fixed": "{course}: can't, so {used} → {where}",
    # the same in a tight plan box: {course} (not said) is the Helm space the roll's odds tag
    # sits on ("1/3 · can't, so Money → Bank")
    "captain.ahead.changed_tagged": "{odds} · can't, so {used} → {where}",
    # a build course on a Helm space, under the Town Hall's icon: its list by its colour
    "captain.helm.white": "White",
    "captain.helm.black": "Black",
    # a Captain named with his title, as on his board's header and card ("Captain Starbuck")
    "captain.title": "Captain {name}",
}
