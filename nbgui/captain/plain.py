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

#: the longest sentence 200 seeded games say (tests/captain/test_plain_sentence.py): 230, a
#: changed Prepare-or-launch course said in words ("his course is now preparing a ship or else
#: launching to space 3 but …, so he turns to a white-list building and builds …"); was 210
#: while the course was the Helm's label
MAX_CHARS = 240


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


def course_word(course: Course) -> Msg:
    """The course as said inside a sentence (``captain.said.*``): ``Lumber``, ``preparing a
    ship or else launching to space 3``. The Helm space's label ("Prepare or launch 3") is
    a label: "his Helm points to Prepare or launch 3" read as a quoted button."""
    ident = f"captain.said.{course.kind}"
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


def _by_building(decision: CaptainDecision) -> bool:
    """Whether his Orders chose the space by a step naming a building (Flask's and Starbuck's
    Lighthouse, Stubb's Courthouse, Ahab's Post Office), not by his course."""
    return any(
        step.kind == "choice" and step.msg.id == "trace.choice_building"
        for step in decision.trace
    )


def _action(state: GameState, cmd: Place, good: str | None) -> Msg:
    space = cmd.action_space
    name = words.place(state.rules, cmd.space)
    if cmd.build:
        return msg("captain.action.build", building=words.place(state.rules, cmd.build), space=name)
    effect = effect_of(state.rules, space)
    if cmd.to is not None:
        kind = "dry_dock" if effect.from_supply else "launch"
        return msg(f"captain.action.{kind}", n=cmd.to, space=name)
    if effect.name == "render_right":
        # his money course values the Tryworks by the lays it saves, but what he does there is
        # bring Right whales home ("takes money at the Tryworks" read as a rule a newcomer did
        # not know)
        return msg("captain.action.render_right", space=name)
    word = effect.captain_word(state.rules.buildings.get(space))
    if word == "goods" and good is not None:
        return msg("captain.action.good", good=words.good(good), space=name)
    return msg(f"captain.action.{word}", space=name)


def why_not(state: GameState, seat: int, course: Course) -> Msg:
    """Why no space serves `course` for the Captain at `seat`, from the position: the reason a
    newcomer asks for ("his Helm points to Launch to 5 but no space serves it" did not say that
    he had no ship on the dock). The town always has a space for each course (RULES.md 4.1), so
    what fails is the Captain's own: his building limit or a list with nothing left to build,
    no ship on the dock or a full track space, no ship he may prepare (his board's rule, read
    off where his other ship is), no free space with money (the General Store gives a Captain
    nothing). ``captain.why.none`` when none of these says it."""
    you = state.seats[seat]
    kind = course.kind
    ships = you.ships
    if kind.startswith("build"):
        limit = you.spec.building_limit
        if limit is not None and len(state.buildings_of(seat)) >= limit:
            return msg("captain.why.limit", n=limit)
        return msg("captain.why.list")
    if kind == "launch" and course.n is not None:
        if not any(ship.where == "dock" for ship in ships):
            return msg("captain.why.no_dock")
        if len(state.track[course.n - 1]) >= state.rules.game.track.slots:
            return msg("captain.why.full", n=course.n)
    if kind in ("prepare", "prepare_launch"):
        docked = any(ship.where == "dock" for ship in ships)
        if not any(ship.where == "supply" for ship in ships):
            if kind == "prepare_launch" and not docked:
                return msg("captain.why.both_at_sea")
            prepare = msg("captain.why.no_ship")
        elif docked:  # his board's rule: no preparing with a ship on the dock
            prepare = msg("captain.why.docked")
        elif any(ship.where == "sea" for ship in ships):  # no preparing with a ship at sea
            prepare = msg("captain.why.at_sea")
        else:
            return msg("captain.why.none")
        if kind == "prepare" or course.n is None:
            return prepare
        if not docked:
            launch = msg("captain.why.none_docked")
        elif len(state.track[course.n - 1]) >= state.rules.game.track.slots:
            launch = msg("captain.why.full", n=course.n)
        else:
            return msg("captain.why.none")
        return msg("captain.why.both", prepare=prepare, launch=launch)
    if kind == "money":
        return msg("captain.why.money")
    return msg("captain.why.none")


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
        # why his Orders find no space: his course's own reason, then that the rest of his
        # Orders (another course) found nothing either
        why = why_not(state, seat, course)
        if why.id == "captain.why.none":
            why = msg("captain.why.orders")
        elif course.kind != "money":
            why = msg("captain.why.fallback", why=why)
        params["why"] = why
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
        spec = state.setup.seats[owner]
        name = words.seat(spec.name, spec.ai)  # an AI seat's in the language shown
        fee = words.money(state.rules.game.fee)  # the supply pays it (RULES.md 10.4)
        action = msg("captain.action.owner_paid", action=action, owner=name, fee=fee)
    params["action"] = action
    kind = "round12" if round12 else "rolled" if die is not None else "fixed"
    if round12:
        params["round"] = state.rules.game.rounds  # "In round 12 …": the rules' last round
    if changed is not None:
        params["used"] = course_word(changed)
        params["why"] = why_not(state, seat, course)
        kind += "_changed"
    elif _by_building(decision):
        # an Orders step that names a building sent him there whatever his course, once the
        # steps before found nothing for it: "his course is now preparing a ship, so he moves
        # a ship farther out with the Lighthouse" gave the course as the reason
        params["why"] = why_not(state, seat, course)
        kind += "_building"
    return PlainSentence(msg(f"captain.plain.{kind}", **params), course, changed, cmd.space)
