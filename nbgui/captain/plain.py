"""A Captain's placement in one plain sentence a newcomer understands.

"Stubb rolled a 2: his Helm points to Build (white list), so he builds the Dry Dock at the Town
Hall." The sentence is a catalogue message (`nbgui.text.captain`: ``captain.plain.*`` with the
action phrase ``captain.action.*`` and the course words ``captain.course.*`` as parameters),
so the interface says it in its language (`nbgui.ui.i18n.say`) and `english()` gives the
English. It is built from what the brain decided — the course of the Helm space
(`CaptainBrain.current_course`), the course change the trace records (a ``course_change`` step
with ``ok=True``) and the command actually taken — never by walking the Orders again.
"""

from __future__ import annotations

from dataclasses import dataclass

from nbgui.captain.api import CaptainDecision
from nbgui.content.captains import Course, parse_course
from nbgui.engine import Fallback, GameState, Place, effect_of
from nbgui.text import words
from nbgui.text.message import Msg, Param, english, msg

MAX_CHARS = 160



@dataclass(frozen=True)
class PlainSentence:
    """The sentence (`msg`) and what it names: the Helm's (or round 12's) `course`, the course
    actually served when the Orders changed it (`used`), and the space taken (`space`, "" for
    Ahab's draw)."""

    msg: Msg
    course: Course
    used: Course | None = None
    space: str = ""

    def english(self) -> str:
        return english(self.msg)


#: courses told in the Helm space's own words (``captain.helm.*``): one message for the Helm,
#: the log's plain sentence and the Orders walk ("Launch to 4", "Prepare or launch 3",
#: "Preparar o zarpar 3")
HELM_WORDED = frozenset({"launch", "prepare_launch"})


def course_word(course: Course) -> Msg:
    """The course as a short phrase: ``Launch to 4``, ``Prepare or launch 3``."""
    ident = f"captain.{'helm' if course.kind in HELM_WORDED else 'course'}.{course.kind}"
    if course.n is not None:
        return msg(ident, n=course.n)
    return msg(ident)


def _used_course(decision: CaptainDecision) -> Course | None:
    for step in decision.trace:
        if step.kind == "course_change" and step.ok and step.check:
            try:
                return parse_course(step.check.removeprefix("course:"))
            except ValueError:
                return None
    return None


def _action(state: GameState, cmd: Place, good: str | None) -> Msg:
    space = cmd.action_space
    name = words.place(state.rules, cmd.space)
    if cmd.build:
        return msg("captain.action.build", building=words.place(state.rules, cmd.build), space=name)
    effect = effect_of(state.rules, space)
    if cmd.to is not None:
        kind = "dry_dock" if effect.from_supply else "launch"
        return msg(f"captain.action.{kind}", n=cmd.to, space=name)
    word = effect.captain_word(state.rules.buildings.get(space))
    if word == "goods" and good is not None:
        return msg("captain.action.good", good=words.good(good), space=name)
    return msg(f"captain.action.{word}", space=name)


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
    params: dict[str, Param] = {
        "captain": state.setup.seats[seat].name,
        "course": course_word(course),
    }
    if die is not None:
        params["die"] = die
    round12 = state.round >= state.rules.game.rounds and not d.inn
    if isinstance(cmd, Fallback):
        kind = "fallback" if die is not None else "fallback_fixed"
        return PlainSentence(msg(f"captain.plain.{kind}", **params), course)
    if not isinstance(cmd, Place):
        return None
    used = _used_course(decision)
    changed = used if used is not None and used != course else None
    served = changed or course
    action = _action(state, cmd, served.kind if served.is_goods else None)
    owner = state.owner.get(cmd.space)
    if (
        cmd.space not in state.rules.spaces
        and owner is not None
        and not state.seats[owner].is_captain  # a Captain's building pays its owner nothing
    ):
        name = state.setup.seats[owner].name
        action = msg("captain.action.owner_paid", action=action, owner=name)
    params["action"] = action
    kind = "round12" if round12 else "rolled" if die is not None else "fixed"
    if changed is not None:
        params["used"] = course_word(changed)
        kind += "_changed"
    return PlainSentence(msg(f"captain.plain.{kind}", **params), course, changed, cmd.space)
