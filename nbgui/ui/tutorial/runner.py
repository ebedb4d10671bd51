"""The tutorial driver: a real game on the script's seed, one step at a time.

While a step is current, `session.command_filter` accepts only the moves the step accepts and
refuses any other with a sentence (the table shows it like an engine refusal); one accepted
move (the script's own when legal) is lit through `Controller.show_command`. ``read`` and
``watch`` steps wait for Next. The step index is part of the saved game (`mark()`, written by
the window's autosave and named saves as the envelope's ``tutorial_step``): loading a tutorial
game continues at the same step (`_on_started` checks the mark against the script and the
game). Undo moves the tutorial back with the game. The last step removes the filter: play on.
"""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from nbgui.engine import Command, StartGoods, legal_commands
from nbgui.ui import i18n
from nbgui.ui.session import Batch
from nbgui.ui.tutorial.script import TutorialScript, TutorialStep, default_script
from nbgui.ui.tutorial.texts import learner_params, move_params, rules_params, step_text

log = logging.getLogger(__name__)

STEP_KEY = "tutorial/step"  # the last step reached, kept in the window's settings
DONE = -1
#: Steps whose sentence points at the log's first lines (the "Building setup order"): shown,
#: they scroll the log back to its top, where a newcomer would not think to look.
LOG_TOP_STEPS = frozenset({"captain_next"})


def _tr(text: str) -> str:
    return QCoreApplication.translate("Tutorial", text)


class Tutorial(QObject):
    """See the module docstring. `window` is the `MainWindow` (session, table, settings)."""

    stepChanged = Signal(int)
    # the step's sentence may have changed with the game (a Captain's move: the learner's money
    # and goods the sentence reads), its step has not
    sentenceChanged = Signal()
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

    def captain_name(self) -> str:
        for spec in self.session.setup.seats:
            if spec.kind == "captain":
                return str(spec.name)
        return ""

    def step_text(self) -> str:
        step = self.step
        state = self.session.state
        params = {"captain": self.captain_name(), **rules_params(state.rules),
                  **move_params(state.rules, step.command), **learner_params(state)}
        if step.kind == "watch":
            params["sentence"] = self.captain_sentence()
            params["faces"] = i18n.listed(str(f) for f in state.rules.game.die_faces)
        return step_text(step.id, **params)

    def mark(self) -> int | None:
        """The step to save with the game (None: not a tutorial game being followed)."""
        if self.active:
            return DONE if self.step.kind == "end" else self.index
        return None

    def in_tutorial_game(self) -> bool:
        return self.script.is_game(self.session.setup) and not self.session.is_over

    def human_moves(self) -> int:
        return sum(1 for b in self.session.batches if not b.captain)

    # ---- starting, leaving ----------------------------------------------------------------

    def start(self, resume: bool = False) -> None:
        """Start the tutorial game; with `resume`, a tutorial game already on the table
        (left earlier) is continued at the step its moves have reached."""
        if resume and self.in_tutorial_game() and self.human_moves() > 0:
            self._follow(self.script.index_for_ordinal(self.human_moves()))
            return
        setup = self.script.setup(self.window.boards, self.language)
        self._starting = True
        try:
            self.session.command_filter = None
            self.window.begin_game(setup)
        finally:
            self._starting = False
        self._follow(0)

    def can_resume(self) -> bool:
        return self.in_tutorial_game() and self.human_moves() > 0

    def _follow(self, index: int) -> None:
        self.active = True
        self.index = max(0, min(index, len(self.script.steps) - 1))
        self.session.command_filter = self._filter
        self._changed()

    def restart(self) -> None:
        self.start(resume=False)

    def leave(self) -> None:
        """Stop guiding (the game goes on unguided; Learn to play continues it)."""
        if not self.active:
            return
        self.active = False
        self.session.command_filter = None
        controller = self.controller
        if controller is not None:
            controller.show_command(None)
        self.left.emit()
        self.window.schedule_autosave()

    def next(self) -> bool:
        """Go past a read or watch step (the Next button)."""
        if not self.active or self.step.kind not in ("read", "watch"):
            return False
        self.index += 1
        self._changed()
        return True

    def _on_started(self) -> None:
        """A game was started or loaded: follow a saved tutorial step, else stop guiding."""
        if self._starting:
            return
        mark = getattr(self.session, "loaded_tutorial_step", None)
        if mark is None or not self.script.is_game(self.session.setup):
            if mark is not None:
                log.warning("a tutorial step was saved with a game that is not the tutorial's")
            if self.active:
                self.leave()
            return
        if mark == DONE or self.session.is_over:
            if self.active:
                self.leave()
            return
        moves = self.human_moves()
        index = mark
        if not 0 <= index < len(self.script.steps) or self.script.steps[index].ordinal != moves:
            log.warning("saved tutorial step %s does not fit the game; following its moves", mark)
            index = self.script.index_for_ordinal(moves)
        self._follow(index)

    # ---- following the game ---------------------------------------------------------------

    def _filter(self, cmd: Command) -> str | None:
        step = self.step
        if step.kind == "move":
            if step.accepts(cmd):
                return None
            return _tr("Not yet: in this step of the tutorial, make the lit move. {what}").format(
                what=self.step_text()
            )
        if step.kind in ("read", "watch"):
            return _tr("First read this step of the tutorial, then press Next.")
        return None

    def _on_advanced(self, batch: Batch) -> None:
        if not self.active:
            return
        if batch.captain:
            if self.step.kind == "watch":
                self.stepChanged.emit(self.index)  # the explanation follows the last turn
            else:
                self.sentenceChanged.emit()
            return
        if self.step.kind == "move" and self.step.accepts(batch.command):
            self.index += 1
            self._changed()

    def _on_reset(self) -> None:
        if not self.active or self._starting:
            return
        ordinal = self.human_moves()
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
        self.window.schedule_autosave()
        QTimer.singleShot(0, self.light)
        if self.step.id in LOG_TOP_STEPS:
            QTimer.singleShot(0, self._show_log_top)

    def _show_log_top(self) -> None:
        panel = getattr(self.window, "log_panel", None)
        if self.active and self.step.id in LOG_TOP_STEPS and panel is not None:
            panel.show_first_lines()

    def lit_move(self) -> Command | None:
        """The move to light: the script's own when legal, else the first legal one accepted."""
        step = self.step
        if step.kind != "move" or step.command is None:
            return None
        state = self.session.state
        d = state.decision
        if d.seat is None or state.seats[d.seat].is_captain:
            return None
        legal = legal_commands(state)
        if step.command in legal:
            return step.command
        return next((c for c in legal if step.accepts(c)), None)

    def light(self) -> None:
        """Light the current step's move on the table (after every table refresh)."""
        controller = self.controller
        if not self.active or controller is None or self.window.table_busy():
            return
        cmd = self.lit_move()
        if cmd is None:
            if controller.lit_command is not None:
                controller.show_command(None)
            return
        if isinstance(cmd, StartGoods) and self.session.state.decision.kind == "start_goods":
            wanted = {"lumber": cmd.lumber, "food": cmd.food, "brick": cmd.brick,
                      "money": cmd.money}
            controller.prompt.set_start_counts(wanted)
        controller.show_command(cmd)

    def captain_sentence(self) -> str:
        """The last Captain placement in one plain sentence (empty when none yet)."""
        from nbgui.ui.captain_words import last_captain_sentence

        return last_captain_sentence(self.session)

    def captain_explanation(self) -> list[str]:
        """The last Captain turn's full reasoning (its trace), for the details of a watch step."""
        from nbgui.ui.i18n import say

        lines: list[str] = []
        for batch in reversed(self.session.batches):
            if not batch.captain:
                break
            lines[:0] = [say(step.msg) for step in batch.trace]
        return lines
