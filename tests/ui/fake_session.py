"""A minimal stand-in for `nbgui.ui.session.GameSession` with exactly the table's contract:
`state`, `submit(cmd, seat=None) -> bool`, signals `advanced(batch)` and `refused(code, text)`,
and Captains played at once after each human command (each its own `Batch`)."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QObject, Signal

from nbgui.engine import Command, GameSetup, GameState, RuleError, apply, legal_commands, new_game
from nbgui.paths import data_dir
from nbgui.ui.i18n import say

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def register_test_fonts() -> None:
    """Offscreen Qt has almost no fonts: register the bundled ones (if any)."""
    from PySide6.QtGui import QFontDatabase

    folder = data_dir("assets") / "fonts"
    if folder.is_dir():
        for path in sorted(folder.glob("*.[ot]tf")):
            QFontDatabase.addApplicationFont(str(path))


def shown_table(  # type: ignore[no-untyped-def]
    qtbot, session: Any, size: Any, *, language: str | None = None, speed: str | None = "instant"
) -> Any:
    """A `TableWidget` of `session`, at `size` (a QSize or (width, height)), shown and exposed;
    `speed=None` keeps the table's own animation speed."""
    from nbgui.ui.table.widget import TableWidget

    w = TableWidget(session) if language is None else TableWidget(session, language=language)
    qtbot.addWidget(w)
    if speed is not None:
        w.set_speed(speed)
    if isinstance(size, tuple):
        w.resize(*size)
    else:
        w.resize(size)
    w.show()
    qtbot.waitExposed(w)
    return w


def play_random(w: Any, session: Any, seed: int, steps: int) -> Any:
    """Up to `steps` random legal commands through the table's controller (each accepted);
    returns the table."""
    from nbgui.bots.random_bot import RandomBot
    from nbgui.engine import legal_commands

    bot = RandomBot(seed)
    for _ in range(steps):
        st = session.state
        if st.is_over:
            break
        assert w.controller.perform(bot.choose(st, legal_commands(st)))
    return w


def ready_to_launch(w: Any, session: Any) -> int:
    """Both seats start with 2 lumber and 3 food, the first prepares his small ship at the
    Dockyard, and every other placement goes to the Farm (else the first legal move) until he
    places again: his seat, with a ship on his dock."""
    from nbgui.engine import Place, StartGoods, legal_commands

    w.controller.perform(StartGoods(2, 3, 0, 0))
    w.controller.perform(StartGoods(2, 3, 0, 0))
    seat = session.state.decision.seat
    assert w.controller.perform(Place("dockyard", ship=1))
    while session.state.decision.seat != seat or session.state.decision.kind != "place":
        st = session.state
        farm = [c for c in legal_commands(st) if isinstance(c, Place) and c.space == "farm"]
        assert w.controller.perform((farm or legal_commands(st))[0])
    return int(seat)


@dataclass
class Batch:
    before: GameState
    after: GameState
    command: Command
    events: list[Any]
    trace: list[Any] = field(default_factory=list)
    seat: int | None = None
    captain: bool = False


class FakeSession(QObject):
    advanced = Signal(object)
    refused = Signal(str, str)

    def __init__(self, setup: GameSetup, boards: dict[str, Any] | None = None) -> None:
        super().__init__()
        self.boards = boards or {}
        self._state, _ = new_game(setup)
        self.brain: Any = None
        if boards:
            from nbgui.captain.brain import CaptainBrain

            self.brain = CaptainBrain(boards, auto_ties=True)
        self.batches: list[Batch] = []

    @property
    def state(self) -> GameState:
        return self._state

    def _push(self, cmd: Command, seat: int | None, trace: list[Any]) -> bool:
        before = self._state
        actor = before.decision.seat
        try:
            after, events = apply(before, cmd, seat)
        except RuleError as exc:
            self.refused.emit(exc.code, say(exc.msg))
            return False
        self._state = after
        captain = actor is not None and before.seats[actor].is_captain
        batch = Batch(before, after, cmd, events, trace, actor, captain)
        self.batches.append(batch)
        self.advanced.emit(batch)
        return True

    def submit(self, cmd: Command, seat: int | None = None) -> bool:
        if not self._push(cmd, seat, []):
            return False
        self.run_captains()
        return True

    def run_captains(self) -> None:
        for _ in range(2000):
            d = self._state.decision
            if d.kind == "over" or d.seat is None or not self._state.seats[d.seat].is_captain:
                return
            if self.brain is not None:
                decision = self.brain.decide(self._state)
                self._push(decision.command, None, list(decision.trace))
            else:
                self._push(legal_commands(self._state)[0], None, [])
