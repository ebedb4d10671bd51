"""The tutorial driver: a real game on the script's seed, one step at a time.

While a step is current, `session.command_filter` accepts only the step's move and refuses any
other with a sentence (the table shows it like an engine refusal); the step's piece and target
are lit through `Controller.show_command`. A "watch" step explains the Captain turn that just
happened (its trace) and waits for Next. Progress (the step index) is stored in the window's
settings under ``tutorial/step`` after every step, so `start(resume=True)` rebuilds the game up
to that step (a saved game made of the script's moves and the Captains' replies) and carries on.
Undo moves the tutorial back with the game. The last step removes the filter: play on.
"""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from nbgui.engine import Command, StartGoods, apply, new_game
from nbgui.engine.save import make_envelope
from nbgui.ui import i18n
from nbgui.ui.session import Batch
from nbgui.ui.tutorial.script import TutorialScript, TutorialStep, default_script

log = logging.getLogger(__name__)

STEP_KEY = "tutorial/step"
DONE = -1


def _tr(text: str) -> str:
    return QCoreApplication.translate("Tutorial", text)


class Tutorial(QObject):
    """See the module docstring. `window` is the `MainWindow` (session, table, settings)."""

    stepChanged = Signal(int)
    finished = Signal()
    left = Signal()

    def __init__(self, window: Any, script: TutorialScript | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.script = script or default_script()
        self.active = False
        self.index = 0
        self._starting = False
        s = window.session
        s.advanced.connect(self._on_advanced)
        s.stateReset.connect(lambda _state: self._on_reset())
        s.started.connect(lambda _events: self._on_started())
        controller = self.controller
        if controller is not None:
            controller.after_refresh.append(self.light)

    # ---- access ---------------------------------------------------------------------------

    @property
    def session(self) -> Any:
        return self.window.session

    @property
    def controller(self) -> Any:
        return getattr(self.window.table, "controller", None)

    @property
    def step(self) -> TutorialStep:
        return self.script.steps[min(self.index, len(self.script.steps) - 1)]

    @property
    def language(self) -> str:
        return i18n.current_language()

    def step_text(self) -> str:
        return self.script.text(self.step.topic, self.language)

    def saved_step(self) -> int:
        try:
            return int(self.window.settings.value(STEP_KEY, 0) or 0)
        except (TypeError, ValueError):
            return 0

    def can_resume(self) -> bool:
        return 0 < self.saved_step() < len(self.script.steps) - 1

    # ---- starting, leaving ----------------------------------------------------------------

    def start(self, resume: bool = False) -> None:
        """Start the tutorial game (from the saved step when `resume`)."""
        index = self.saved_step() if resume and self.can_resume() else 0
        index = self.script.index_for_ordinal(self.script.steps[index].ordinal) if index else 0
        setup = self.script.setup(self.window.boards, self.language)
        self._starting = True
        try:
            self.session.command_filter = None
            ordinal = self.script.steps[index].ordinal
            if ordinal == 0:
                self.window.begin_game(setup)
            else:
                self.window.begin_game(setup, self._envelope(setup, ordinal))
        finally:
            self._starting = False
        self.active = True
        self.index = index
        if self.step.kind == "move" and index > 0 and self.script.steps[index - 1].kind == "watch":
            self.index = index - 1  # resume on the Captain explanation before the move
        self.session.command_filter = self._filter
        self._changed()

    def _envelope(self, setup: Any, ordinal: int) -> Any:
        """The game after the learner's first `ordinal` moves and the Captains' replies."""
        brain = self.session.brain()
        state, _ = new_game(setup)
        commands: list[Command] = []
        moves = iter(self.script.moves[:ordinal])
        for _ in range(2000):
            d = state.decision
            if d.kind == "over":
                break
            if d.seat is not None and state.seats[d.seat].is_captain:
                cmd = brain.decide(state).command
            else:
                nxt = next(moves, None)
                if nxt is None:
                    break
                cmd = nxt
            state, _ = apply(state, cmd)
            commands.append(cmd)
        return make_envelope(setup, commands, state, state.rules)

    def restart(self) -> None:
        self.window.settings.setValue(STEP_KEY, 0)
        self.start(resume=False)

    def leave(self) -> None:
        """Stop guiding (the progress stays saved; the game goes on unguided)."""
        if not self.active:
            return
        self.active = False
        self.session.command_filter = None
        controller = self.controller
        if controller is not None:
            controller.show_command(None)
        self.left.emit()

    def next(self) -> bool:
        """Go past a watch step (the Next button)."""
        if not self.active or self.step.kind != "watch":
            return False
        self.index += 1
        self._changed()
        return True

    def _on_started(self) -> None:
        if self.active and not self._starting:
            self.leave()  # another game was started

    # ---- following the game ---------------------------------------------------------------

    def _filter(self, cmd: Command) -> str | None:
        step = self.step
        if step.kind == "move":
            if cmd == step.command:
                return None
            return _tr("Not yet: in this step of the tutorial, make the lit move. {what}").format(
                what=self.step_text()
            )
        if step.kind == "watch":
            return _tr("First read how the Captain played, then press Next in the tutorial.")
        return None

    def _on_advanced(self, batch: Batch) -> None:
        if not self.active:
            return
        if batch.captain:
            if self.step.kind == "watch":
                self.stepChanged.emit(self.index)  # the explanation grows with the turn
            return
        if self.step.kind == "move" and batch.command == self.step.command:
            self.index += 1
            self._changed()

    def _on_reset(self) -> None:
        if not self.active or self._starting:
            return
        ordinal = sum(1 for b in self.session.batches if not b.captain)
        if ordinal != self.step.ordinal or self.step.kind == "end":
            self.index = self.script.index_for_ordinal(ordinal)
            self._changed()

    def _changed(self) -> None:
        done = self.step.kind == "end"
        self.window.settings.setValue(STEP_KEY, DONE if done else self.index)
        if done:
            self.session.command_filter = None
        self.stepChanged.emit(self.index)
        if done:
            self.finished.emit()
        QTimer.singleShot(0, self.light)

    def light(self) -> None:
        """Light the current step's move on the table (after every table refresh)."""
        controller = self.controller
        if not self.active or controller is None or self.window.table_busy():
            return
        step = self.step
        if step.kind != "move" or step.command is None:
            if controller.lit_command is not None:
                controller.show_command(None)
            return
        cmd = step.command
        if isinstance(cmd, StartGoods) and self.session.state.decision.kind == "start_goods":
            wanted = {"lumber": cmd.lumber, "food": cmd.food, "brick": cmd.brick,
                      "money": cmd.money}
            controller.prompt.set_start_counts(wanted)
        controller.show_command(cmd)

    def captain_explanation(self) -> list[str]:
        """The last Captain turn's reasoning lines (its trace), for a watch step."""
        from nbgui.ui.panels.describe_es import trace_for

        translate = trace_for(self.language, self.session.state.rules)
        lines: list[str] = []
        for batch in reversed(self.session.batches):
            if not batch.captain:
                break
            lines[:0] = [translate(step.text) for step in batch.trace]
        return lines
