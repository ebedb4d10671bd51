"""A Captain's placement in one plain sentence a newcomer understands.

"Stubb rolled 2: his Helm points to Build (white list), so he builds the Dry Dock at the Town
Hall." The sentence is a message: an English `template` with named `params`, so the interface
can translate the template and the names through the app's catalogue (`english()` fills it in
as is). It is built from what the brain decided — the course of the Helm space
(`CaptainBrain.current_course`), the course change the trace records (a ``course_change`` step
with ``ok=True``) and the command actually taken — never by walking the Orders again.

Params whose value is a name to translate are listed in `names`: ``space`` / ``building``
(rules ids; `params` holds "the <English name>"), ``course`` / ``used`` (course kinds; `params`
holds the word from `COURSE_WORDS`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from nbgui.captain.api import CaptainDecision
from nbgui.content.captains import Course, parse_course
from nbgui.engine.commands import Fallback, Place
from nbgui.engine.place import BOARD_SPACES, space_name
from nbgui.engine.state import GameState

# The short word for each course (Helm spaces, sentences); {n} is the track space.
COURSE_WORDS = {
    "lumber": "Lumber",
    "food": "Food",
    "brick": "Brick",
    "money": "Money",
    "prepare": "Prepare",
    "launch": "Launch to {n}",
    "prepare_launch": "Prepare or launch {n}",
    "build_white": "Build (white list)",
    "build_black": "Build (black list)",
    "build_victory": "Build victory",
}

# Sentence templates. {captain} {die} {course} {used} {action}
ROLLED = "{captain} rolled {die}: his Helm points to {course}, so he {action}."
ROLLED_CHANGED = (
    "{captain} rolled {die}: his Helm points to {course} but nothing fits, so he turns to "
    "{used} and {action}."
)
FIXED = "{captain}'s course is {course}, so he {action}."
FIXED_CHANGED = (
    "{captain}'s course is {course} but nothing fits, so he turns to {used} and {action}."
)
ROUND12 = "In round 12 {captain} follows his fixed course, {course}, so he {action}."
ROUND12_CHANGED = (
    "In round 12 {captain}'s fixed course is {course} but nothing fits, so he turns to {used} "
    "and {action}."
)
FALLBACK = (
    "{captain} rolled {die}: his Helm points to {course}, but his Orders find no space, so he "
    "draws a token from the bag instead."
)
FALLBACK_FIXED = (
    "{captain}'s course is {course}, but his Orders find no space, so he draws a token from the "
    "bag instead."
)

# Action phrases. {space} {building} {n} {ship} {owner}
ACTIONS = {
    "build": "builds {building} at {space}",
    "goods": "gathers goods at {space}",
    "good": "takes {good} at {space}",
    "money": "takes money at {space}",
    "prepare": "prepares a ship at {space}",
    "launch": "launches to space {n} from {space}",
    "dry_dock": "prepares and launches to space {n} at {space}",
    "lighthouse": "moves a ship farther out with {space}",
    "use": "uses {space}",
}
PAYING = "{action}, paying {owner} $1"

MAX_CHARS = 160


@dataclass(frozen=True)
class PlainSentence:
    """A sentence as a message: `template` (English, from this module) and its `params`;
    `action` is the action phrase's own template (already in `params["action"]` in English)."""

    template: str
    action: str
    params: dict[str, str] = field(default_factory=dict)
    names: dict[str, str] = field(default_factory=dict)  # param -> rules id / course kind
    course: Course | None = None  # the Helm's (or round 12's) course
    used: Course | None = None  # the course actually served, when the Orders changed it
    space: str = ""  # the space actually taken ("" for Ahab's draw)

    def english(self) -> str:
        action = self.action.format(**self.params)
        if "owner" in self.params:
            action = PAYING.format(action=action, owner=self.params["owner"])
        return self.template.format(**{**self.params, "action": action})


def course_word(course: Course) -> str:
    """>>> course_word(parse_course("launch:4"))
    'Launch to 4'
    """
    return COURSE_WORDS[course.kind].format(n=course.n)


def _used_course(decision: CaptainDecision) -> Course | None:
    for step in decision.trace:
        if step.kind == "course_change" and step.ok and step.check:
            text = step.check.removeprefix("course:")
            try:
                return parse_course(text)
            except ValueError:
                return None
    return None


def _action(
    state: GameState, cmd: Place, good: str | None
) -> tuple[str, dict[str, str], dict[str, str]]:
    space = cmd.action_space
    params = {"space": "the " + space_name(state, cmd.space)}
    names = {"space": cmd.space}
    if cmd.build:
        params["building"] = "the " + space_name(state, cmd.build)
        names["building"] = cmd.build
        return ACTIONS["build"], params, names
    if space == "dry_dock":
        params["n"] = str(cmd.to)
        return ACTIONS["dry_dock"], params, names
    if cmd.to is not None:
        params["n"] = str(cmd.to)
        return ACTIONS["launch"], params, names
    if space == "dockyard":
        return ACTIONS["prepare"], params, names
    if space == "lighthouse":
        return ACTIONS["lighthouse"], params, names
    if space in ("forest", "farm", "warehouse", "schoolhouse", "bakery", "brickyard"):
        if good is not None:
            params["good"] = good
            names["good"] = good
            return ACTIONS["good"], params, names
        return ACTIONS["goods"], params, names
    if space in ("bank", "market", "lumber_mill", "chandlery", "tavern", "tryworks", "cooperage"):
        return ACTIONS["money"], params, names
    return ACTIONS["use"], params, names


def plain_sentence(
    state: GameState,
    decision: CaptainDecision,
    course: Course,
    die: int | None = None,
) -> PlainSentence | None:
    """The sentence for a Captain's placement decided on `state` (None for other decisions).

    `course` is the brain's course for this placement (`CaptainBrain.current_course`), `die`
    the course die rolled for it (None when no die was rolled for it).
    """
    d = state.decision
    seat = d.seat
    if seat is None or d.kind != "place":
        return None
    cmd = decision.command
    params = {"captain": state.setup.seats[seat].name, "course": course_word(course)}
    names: dict[str, str] = {"course": course.kind}
    if die is not None:
        params["die"] = str(die)
    round12 = state.round >= state.rules.game.rounds and not d.inn
    if isinstance(cmd, Fallback):
        template = FALLBACK if die is not None else FALLBACK_FIXED
        return PlainSentence(template, "", params, names, course)
    if not isinstance(cmd, Place):
        return None
    used = _used_course(decision)
    served = used if used is not None else course
    good = served.kind if served.is_goods else None
    action, more, more_names = _action(state, cmd, good)
    params.update(more)
    names.update(more_names)
    owner = state.owner.get(cmd.space)
    if cmd.space not in BOARD_SPACES and owner is not None and owner != seat:
        params["owner"] = state.setup.seats[owner].name
    if used is not None and used != course:
        params["used"] = course_word(used)
        names["used"] = used.kind
        template = ROUND12_CHANGED if round12 else ROLLED_CHANGED if die is not None else (
            FIXED_CHANGED
        )
    else:
        template = ROUND12 if round12 else ROLLED if die is not None else FIXED
    changed = used if used is not None and used != course else None
    return PlainSentence(template, action, params, names, course, changed, cmd.space)
