"""The Captain's public API (the UI, CLI, tests and bots drive Captains only through this).

`CaptainBrain.decide(state)` is a pure function of the state and the board data: it returns the
command the Captain seat makes now and a trace explaining it. A Captain turn is two commands:
`roll` (the engine rolls the course die through the game RNG and moves the Helm) and then the
placement (`place …`, or Ahab's `fallback`). Whaling picks, buying sold whales, and nothing else,
are also Captain decisions made here.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from nbgui.engine import Command
from nbgui.text import Msg, english


@dataclass(frozen=True, slots=True)
class TraceStep:
    """One line of a Captain's reasoning, in order: what was looked at and why it did or did not
    satisfy the course. `kind` is one of: course, check, course_change, choice, tie, limit, note.

    `msg` is the line as a catalogue message (``trace.*``, nbgui/text/trace.py; the UI says it
    with `nbgui.ui.i18n.say`); `text` is its English. The other fields are the structured
    facts: the Orders `step` number, the `check` as written on the board (``str(Check)``), the
    chosen `space` id, and whether the check was satisfied (`ok`).
    """

    seat: int
    kind: str
    msg: Msg
    step: int | None = None
    check: str | None = None
    space: str | None = None
    ok: bool | None = None

    @property
    def text(self) -> str:
        """The line in English (CLI, logs)."""
        return english(self.msg)


@dataclass(frozen=True, slots=True)
class CaptainDecision:
    """The command a Captain makes now and its plain-language trace.

    `tie_options` is set (and `command` is the automatic choice) when an exact tie between
    several spaces was found, or when Ahab's fallback draw may put a whale on one of several
    ships; with "decide Captain ties automatically" off, the UI asks the human seat `chooser`
    to choose one of them and applies that command instead.
    """

    command: Command
    trace: list[TraceStep] = field(default_factory=list)
    tie_options: list[Command] | None = None
    #: the human seat who settles the tie (RULES.md 10.2: the Captain's controller with two
    #: Captains and two humans, else the first human in this round's order)
    chooser: int | None = None
