"""The Captain's reasoning (`nbgui.captain.brain` trace steps) and course names."""

from __future__ import annotations

from nbgui.text.message import Plural, Template

MESSAGES: dict[str, Template] = {
    # Every line is a whole sentence saying what the Captain did and why, by his Orders
    # (CAPTAINS.md 2); a course is named in sentence words (captain.said.*: "building from his
    # white list"); a line that says where a course is served names it "his course" ({course}
    # is still given).
    # whaling decisions ({ship}: ship.small/ship.large, {token}: a whale token)
    "trace.roll": "{captain} rolls the course die.",
    "trace.pick_limit": "{captain} already has his limit of whales, so he takes none and passes.",
    "trace.pick_none": (
        "No whale lies beside the track for {captain}, only empty sea, so he passes."
    ),
    "trace.pick": (
        "{captain} takes the most valuable whale beside the track, the {token}, onto {ship}."
    ),
    "trace.buy_pass": "None of the whales for sale is one {captain} may take, so he passes.",
    "trace.buy": (
        "{captain} buys the most valuable whale for sale, the {token}: Captains pay nothing."
    ),
    "trace.tie_settled": "The player settled the tie: {command}.",
    # the Orders walk ({step}: the Orders step; {check}: a check.* phrase)
    "trace.course": "{captain}'s course is {course}: {where}.",
    "trace.where_helm": "his Helm is on space {space}",
    "trace.where_fixed": "the fixed course of round {round}",
    "trace.inn": (
        "This worker comes back from the Inn: only town and whaling-board spaces may be used."
    ),
    "trace.out_of_budget": (
        "The Orders needed more than {max} checks for one decision (a user board error): the "
        "first legal space is used."
    ),
    "trace.fallback": (
        "{captain}'s Orders find no space, and a second time round would find the same, so he "
        "draws a token from the bag instead of placing this worker."
    ),
    "trace.no_space": "The Orders found no space (board error): the first legal space is used.",
    "trace.course_same": (
        "Step {step} would change his course to {course}, but that is already his course, so "
        "he skips it."
    ),
    "trace.course_changes": (
        "Step {step}: nothing has served his course, {back}, so it changes to {course} and he "
        "reads his Orders again from step 1."
    ),
    "trace.course_found": "With {course} as his course, his Orders lead to the {space}.",
    "trace.course_nothing": (
        "Changing his course to {course} finds nothing either, so he keeps his course, {back}, "
        "and reads on."
    ),
    "trace.not_at_inn": (
        "Step {step}, {check}: skipped, since at the Inn only town and whaling-board spaces "
        "count."
    ),
    "trace.check_failed": "Step {step}, {check}: {why}",
    "trace.choice": (
        "Step {step}, {check}: the {space} serves his course{detail}{tie}, so he goes there."
    ),
    "trace.choice_building": (
        "Step {step}: the {space} is built and free, and this step sends him there whatever "
        "his course{detail}{tie}."
    ),
    # what a check looks at
    "check.own": "his own buildings",
    "check.town": "the town",
    "check.opponents": "the opponents' buildings",
    "check.most": "the building that gives the most",
    "check.combo": "the combination buildings",
    "check.building": "the {building}",
    # a building check the Captain skips where he owns the building (Ahab's Post Office)
    "check.building.not_owner": "the {building} (only if he does not own it)",
    # why a check found nothing
    "why.town": "no town or whaling-board space can {verb}{hint}.",
    "verb.give": "give {good}",
    "verb.give_money": "give a Captain money",
    "verb.serve": "serve his course",
    "hint.money": " (the {building} gives a Captain nothing)",
    "hint.build": " (nothing left to build on that list, or the building limit is reached)",
    "hint.launch": " (no ship on the dock, or that space is full)",
    "hint.prepare": " (no ship may be prepared now)",
    "why.own_none": "he owns no free action building.",
    "why.own_nothing": "none of his buildings serves his course.",
    "why.opponents_none": "no opponent owns a free action building.",
    "why.opponents_nothing": "none of theirs serves his course.",
    "why.combo_none": "no free combination building ({buildings}).",
    "why.most_none": "no free action building.",
    "why.most_nothing": "no such building serves his course.",
    # {building}: the building the step names (the Spanish agrees with it: "no está
    # construida, así que no puede usarla"; it said "construido … usarlo" of every one)
    "why.not_built": "it is not built, so he cannot use the {building}.",
    "why.not_in_game": (
        "it is not in this game (the buildings in play depend on the number of players)."
    ),
    "why.owned": "he owns the {building} himself, and this step is for someone else's.",
    "why.used": "someone has already used the {building} this round.",
    "why.nothing": "there is nothing he can do there now.",
    "why.unknown": "unknown check.",
    # what the chosen space does
    "detail.build": ", to build the {building}",
    "detail.launch": ", sending {ship} to space {to}",
    "detail.ship": ", with {ship}",
    "detail.his_small_ship": "his small ship",
    "detail.his_large_ship": "his large ship",
    "detail.take": Plural(", removing %n empty sea token", ", removing %n empty sea tokens"),
    "detail.bonus": ", taking the bonus in {good}",
    "detail.sell": ", selling {goods}",
    # a tied choice offered to the player (tie-choice dialog): the space and what it does
    "tie.option": "{space}{detail}",
    # Ahab's tied drawn whale, which ship takes it ({ship}: detail.his_*_ship); the dialog said
    # "A drawn whale boards ship 2", the log "The player settled the tie: fallback ship=2."
    "tie.fallback_ship": "A drawn whale goes onto {ship}",
    # a place tied with the chosen one, named as the catalogue names a building ("the Bank")
    "tie.place": "the {space}",
    "tie.auto": " (tied with {others}; decided automatically)",
    "tie.ask": " (tied with {others}; your call)",
}
