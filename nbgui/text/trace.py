"""The Captain's reasoning (`nbgui.captain.brain` trace steps) and course names."""

from __future__ import annotations

from nbgui.text.message import Plural, Template

MESSAGES: dict[str, Template] = {
    # courses ({n}: the track space)
    "course.lumber": "lumber",
    "course.food": "food",
    "course.brick": "brick",
    "course.money": "money",
    "course.prepare": "prepare a ship",
    "course.launch": "launch to space {n}",
    "course.prepare_launch": "prepare, or launch to space {n}",
    "course.build_white": "build (white house)",
    "course.build_black": "build (black house)",
    "course.build_victory": "build a victory building",
    # whaling decisions
    "trace.roll": "{captain} rolls the course die.",
    "trace.pick_limit": "{captain} is at his whale limit and passes.",
    "trace.pick_none": "{captain} sees no whale and passes.",
    "trace.pick": "{captain}'s ship {ship} takes the most valuable whale, the {token}.",
    "trace.buy_pass": "{captain} passes.",
    "trace.buy": (
        "{captain} buys the most valuable whale for sale, the {token} (Captains pay nothing)."
    ),
    "trace.tie_settled": "Tie settled by the player: {command}",
    # the Orders walk
    "trace.course": "Course: {course} ({where}).",
    "trace.where_helm": "Helm space {space}",
    "trace.where_fixed": "round {round} course",
    "trace.inn": "Inn step: only town and whaling-board spaces may be used.",
    "trace.out_of_budget": (
        "The Orders needed more than {max} checks for one decision (a user board error): the "
        "first legal space is used."
    ),
    "trace.fallback": (
        "{captain}'s Orders found no space (a second time round would find the same): he draws "
        "a token from the bag instead of placing this worker."
    ),
    "trace.no_space": "The Orders found no space (board error): the first legal space is used.",
    "trace.course_same": "Step {step}: change course to {course} — already the course, skipped.",
    "trace.course_changes": "Step {step}: course changes to {course}; searching again.",
    "trace.course_found": "Course changed to {course} → {space}.",
    "trace.course_nothing": "Course {course} finds nothing; back to {back}.",
    "trace.not_at_inn": "{check}: not at the Inn step.",
    "trace.check_failed": "{check}: {why}",
    "trace.choice": "{check}: {space}{detail}{tie}.",
    # check labels (a building check is the building's name)
    "check.own": "Own buildings",
    "check.town": "Town",
    "check.opponents": "Opponents' buildings",
    "check.most": "Most",
    "check.combo": "Combination buildings",
    # why a check found nothing
    "why.town": "no town or whaling-board space can {verb}{hint}.",
    "verb.give": "give {good}",
    "verb.give_money": "give a Captain money",
    "hint.money": " (the {building} gives a Captain nothing)",
    "hint.build": " (nothing left to build on that list, or the building limit is reached)",
    "hint.launch": " (no ship on the dock, or that space is full)",
    "hint.prepare": " (no ship may be prepared now)",
    "why.own_none": "he owns no free action building.",
    "why.own_nothing": "none of his buildings gives {course}.",
    "why.opponents_none": "no opponent owns a free action building.",
    "why.opponents_nothing": "none of theirs gives {course}.",
    "why.combo_none": "no free combination building ({buildings}).",
    "why.most_none": "no free action building.",
    "why.most_nothing": "no such building gives {course}.",
    "why.not_built": "not built.",
    "why.owned": "he owns it already.",
    "why.used": "already used this round.",
    "why.nothing": "nothing he can do there now.",
    "why.unknown": "unknown check.",
    # what the chosen space does
    "detail.build": ", building the {building}",
    "detail.launch": ", ship {ship} to space {to}",
    "detail.ship": ", ship {ship}",
    "detail.take": Plural(", removing %n sea token", ", removing %n sea tokens"),
    "detail.bonus": ", bonus {good}",
    "tie.auto": " (tied with {others}; decided automatically)",
    "tie.ask": " (tied with {others}; your call)",
}
