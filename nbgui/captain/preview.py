"""Read the Captain ahead: for each face of the course die, where his Orders would send him.

On the human's turn the player can see, for a Captain seat, each course he may roll next with
its odds (the die's faces from rules/, e.g. 1,1,1,2,2,3 → 1/2, 1/3, 1/6) and the space his
Orders would choose *if he placed now*, decided by the same `CaptainBrain` on a copy of the
game with his Helm moved (the real game and its random numbers are not touched). Round 12's
fixed courses and the first placement's starting course do not depend on the die; the preview
then has one line.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass
from typing import NamedTuple

from nbgui.captain.brain import CaptainBrain
from nbgui.captain.plain import PlainSentence, plain_sentence
from nbgui.content.captains import Course
from nbgui.engine import Command, Decision, GameState, needs_roll


class Odds(NamedTuple):
    """A course's chance as a reduced fraction (1/2, 1/3, 1/6), as the preview writes it. Not
    `fractions.Fraction`: that module loads `decimal` and its C library for its conversions
    (0.6 MiB of every game's memory, issue 18) and the preview only shows the ratio."""

    numerator: int
    denominator: int

    @classmethod
    def of(cls, count: int, total: int) -> Odds:
        common = math.gcd(count, total)
        return cls(count // common, total // common)


@dataclass(frozen=True)
class Outlook:
    """One possible next placement of a Captain: the die, its odds, the course, and what his
    Orders choose."""

    die: int | None  # None: no die (round 12's fixed course, or the starting course)
    odds: Odds
    course: Course
    sentence: PlainSentence | None  # None when the Orders find nothing at all
    command: Command | None = None  # the placement his Orders choose (None: nothing fits)


def places_this_round(state: GameState, seat: int) -> bool:
    """Whether the seat has a placement still to come in this round's action phase or Inn step
    (RULES.md 3, 5.4): a worker left, both to place again at the Inn, or (before the first
    round, while the player takes starting goods) his first. Only then is "what he would do if
    he placed now" his next move on the board as it stands; otherwise he places next in the
    next round, after the workers come home and the ships move and whale, when spaces taken
    now are free again."""
    if state.phase == "setup":
        return True
    if state.phase not in ("action", "inn"):
        return False
    return (
        state.seats[seat].workers_left > 0
        or state.inn_user == seat
        or seat in state.inn_waiting
    )


def read_ahead(state: GameState, brain: CaptainBrain, seat: int) -> list[Outlook]:
    """The Captain at `seat`'s possible next placements, most likely first."""
    s = state.seats[seat]
    if not s.is_captain:
        raise ValueError("not a Captain seat")
    faces = Counter(state.rules.game.die_faces)
    total = sum(faces.values())
    outlooks: list[Outlook] = []
    # No die: round 12's fixed courses, the first placement of the game (the starting course
    # rolled at setup, RULES.md 10.1), or a Helm already rolled for this placement.
    fixed = not needs_roll(state, seat)
    values = sorted(faces, key=lambda v: (-faces[v], v))
    rolls: list[int | None] = [None] if fixed else list(values)
    for die in rolls:
        trial = state.clone()
        ts = trial.seats[seat]
        if die is not None:
            ts.helm = (ts.helm + die) % ts.spec.helm_size
        ts.rolled = True
        trial.decision = Decision("place", seat)
        course = brain.current_course(trial, seat)
        command: Command | None = None
        try:
            decision = brain.decide(trial)
            command = decision.command
            sentence = plain_sentence(trial, decision, course)  # "his course is …"
        except (ValueError, KeyError, IndexError):
            sentence = None
        odds = Odds(1, 1) if die is None else Odds.of(faces[die], total)
        outlooks.append(Outlook(die, odds, course, sentence, command))
    return outlooks
