"""The game session: one game's engine state, history and Captains, behind Qt signals.

Pure logic plus signals, no widgets, so tests drive it directly. A human command goes through
`submit`; on success `advanced` carries one `Batch` (the command, its events, the states on both
sides), then every Captain decision that follows is decided, applied and emitted as its own
`Batch` straight away — the engine never waits for the table, which animates the batches
afterwards at its own speed.

AI players (seats whose `SeatSpec.ai` is set): their move is searched in a worker thread
(`AiRunner`, `nbgui.bots.search`) so the window never freezes; when it comes back, and the game
has not moved meanwhile, it is applied as its own `Batch` (``ai=True``) and the Captains and AI
players carry on. `aiThinking(seat)` is emitted when a search starts; `ai_busy` says whether
one is running. An AI move, like a Captain's, is an undo barrier.

Captain ties: with `auto_ties` off, a decision that offers `tie_options` stops the Captains and
emits `tieQuestion(decision)`; the window asks the player and calls `resolve_tie(command)`.

Persistence hooks: every callable in `on_command` is called with `(session, batch)` after each
applied command (autosave), and every callable in `on_reset` with `(session,)` after a new game,
a load, an undo or a redo.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Signal

from nbgui.captain.api import CaptainDecision, TraceStep
from nbgui.content.schema import to_data
from nbgui.engine import (
    Command,
    DieRolled,
    Envelope,
    Event,
    Fallback,
    GameSetup,
    GameState,
    History,
    Loaded,
    Place,
    Roll,
    RuleError,
    SaveError,
    ScoreSheet,
    Step,
    load_envelope,
    make_envelope,
    new_game,
    score,
)
from nbgui.text import Msg, msg, words
from nbgui.text.message import Param
from nbgui.ui import i18n

if TYPE_CHECKING:
    from nbgui.ui.ai_runner import AiRunner

log = logging.getLogger(__name__)


#: A runaway guard: no game needs this many Captain commands in a row.
MAX_CAPTAIN_STEPS = 2000


@dataclass
class Batch:
    """One applied command and what it did: the unit the log prints and the table animates."""

    before: GameState
    after: GameState
    command: Command
    events: list[Event]
    trace: list[TraceStep] = field(default_factory=list)
    seat: int | None = None
    captain: bool = False
    #: a Captain placement in one plain sentence (`nbgui.captain.plain.PlainSentence`)
    plain: Any = None
    ai: bool = False  # an AI player seat made it


class Brain(Protocol):
    def decide(self, state: GameState) -> CaptainDecision: ...


def make_brain(boards: Mapping[str, Any], auto_ties: bool) -> Brain:
    """The Captain brain for `boards` (imported lazily: humans-only games never need it)."""
    from nbgui.captain.brain import CaptainBrain

    brain: Brain = CaptainBrain(dict(boards), auto_ties=auto_ties)
    return brain


def _tr(text: str) -> str:
    return QCoreApplication.translate("GameSession", text)


class GameSession(QObject):
    """One game in play. See the module docstring for the flow and the hooks."""

    advanced = Signal(object)  # Batch
    refused = Signal(str, str)  # code, sentence
    gameOver = Signal(object)  # ScoreSheet
    tieQuestion = Signal(object)  # CaptainDecision with tie_options
    started = Signal(object)  # list[Event]: a new game's setup events (a load replays batches)
    undone = Signal(object)  # Batch taken back
    redone = Signal(object)  # Batch re-applied
    stateReset = Signal(object)  # GameState: jump without animation (new, load, undo, redo)
    aiThinking = Signal(int)  # seat: an AI player's search started

    def __init__(
        self,
        setup: GameSetup,
        boards: Mapping[str, Any] | None = None,
        auto_ties: bool = True,
        parent: QObject | None = None,
        brain_factory: Callable[[Mapping[str, Any], bool], Brain] = make_brain,
    ) -> None:
        super().__init__(parent)
        self.boards: dict[str, Any] = dict(boards or {})
        self._auto_ties = auto_ties
        self._brain_factory = brain_factory
        self._brain: Brain | None = None
        self.on_command: list[Callable[[GameSession, Batch], None]] = []
        self.on_reset: list[Callable[[GameSession], None]] = []
        self.pending_tie: CaptainDecision | None = None
        #: Called with each human command before it is applied; a returned sentence refuses it
        #: (code ``"tutorial"``). The tutorial uses it to accept only the step's move.
        self.command_filter: Callable[[Command], str | None] | None = None
        #: Per-game teaching counters, shown on the score sheet.
        self.hints_used = 0
        self.undos_used = 0
        self.setup_events: list[Event] = []
        self.batches: list[Batch] = []
        self._undone: list[Batch] = []
        self._over_sent = False
        self._running = False
        self._ai: AiRunner | None = None
        self._reset_to(setup)

    # ---- properties -----------------------------------------------------------------------

    @property
    def state(self) -> GameState:
        return self.history.state

    @property
    def seat_names(self) -> list[str]:
        """The seats' names as the window says them: an AI seat's in the language shown."""
        return i18n.seat_names(self.setup.seats)

    @property
    def auto_ties(self) -> bool:
        return self._auto_ties

    @auto_ties.setter
    def auto_ties(self, value: bool) -> None:
        if value != self._auto_ties:
            self._auto_ties = value
            self._brain = None  # rebuilt with the new setting on the next Captain turn

    def is_captain(self, seat: int | None) -> bool:
        return seat is not None and self.state.seats[seat].is_captain

    @property
    def captain_to_act(self) -> bool:
        d = self.state.decision
        return d.kind != "over" and self.is_captain(d.seat)

    def is_ai(self, seat: int | None) -> bool:
        return seat is not None and self.state.seats[seat].is_ai

    @property
    def ai_to_act(self) -> bool:
        d = self.state.decision
        return d.kind != "over" and self.is_ai(d.seat)

    @property
    def machine_to_act(self) -> bool:
        """A Captain or an AI player must decide: nobody at the screen."""
        return self.captain_to_act or self.ai_to_act

    @property
    def ai_busy(self) -> bool:
        return self._ai is not None and self._ai.running

    @property
    def is_over(self) -> bool:
        return self.state.is_over

    def can_undo(self) -> bool:
        return self.pending_tie is None and self.history.can_undo()

    def undo_blocker(self) -> Msg | None:
        """Why undo can take nothing back now (one sentence, a catalogue message), or None
        when it can: names the Captain or AI player who moved since ("Nothing to undo: AI 2
        (Strong) has moved since, and an AI player's move cannot be taken back.")."""
        if self.can_undo():
            return None
        if self.pending_tie is not None:
            return msg("undo.tie")
        steps = self.history.steps
        if not steps:
            return msg("undo.none")
        last = steps[-1]
        if last.seat is not None and self.is_ai(last.seat):
            return msg("undo.after_ai", seat=self.seat_names[last.seat])
        if last.seat is not None and self.is_captain(last.seat):
            return msg("undo.after_captain", seat=self.seat_names[last.seat])
        return msg("undo.after_chance")

    def can_redo(self) -> bool:
        return self.pending_tie is None and self.history.can_redo()

    # ---- starting and loading -------------------------------------------------------------

    def _reset_to(self, setup: GameSetup, loaded: Loaded | None = None) -> None:
        self.setup = setup
        state, events = new_game(setup)
        self.setup_events = list(events)
        self.history = History(state)
        self.batches = []
        self._undone = []
        self.pending_tie = None
        self._over_sent = False
        self.hints_used = 0
        self.undos_used = 0
        # the tutorial step saved with a loaded game (the tutorial checks it), else None
        self.loaded_tutorial_step = loaded.envelope.tutorial_step if loaded is not None else None
        if loaded is not None:
            self.setup_events = list(loaded.events[0]) if loaded.events else self.setup_events
            for cmd in loaded.commands:
                before = self.history.state
                seat = before.decision.seat
                evs = list(self.history.push(cmd))
                captain = self.is_captain(seat)
                trace = self._replayed_trace(before, cmd) if captain else []
                batch = Batch(before, self.history.state, cmd, evs, trace, seat, captain)
                batch.plain = self._plain(batch)
                self.batches.append(batch)

    def _plain(self, batch: Batch) -> Any:
        """The plain sentence of a Captain placement (built from the brain's decision and the
        die rolled just before it), else None."""
        if not batch.captain or batch.seat is None or batch.before.decision.kind != "place":
            return None
        from nbgui.captain.plain import plain_sentence

        die = None
        if self.batches:
            prev = self.batches[-1]
            if prev.seat == batch.seat and isinstance(prev.command, Roll):
                die = next((e.value for e in prev.events if isinstance(e, DieRolled)), None)
        try:
            brain: Any = self.brain()
            course = brain.current_course(batch.before, batch.seat)
            decision = CaptainDecision(batch.command, list(batch.trace))
            return plain_sentence(batch.before, decision, course, die)
        except Exception:  # a sentence must never stop the game
            log.warning("no plain sentence for a Captain move", exc_info=True)
            return None

    def _replayed_trace(self, before: GameState, cmd: Command) -> list[Any]:
        """A loaded game's Captain reasoning: the brain decides again from the same state (a
        pure function), so the log shows the same "why" as when the move was made. Empty when
        the Captain's move was a tie the player settled differently."""
        try:
            decision = self.brain().decide(before)
        except Exception:  # a log nicety must never stop a game from loading
            log.warning("could not rebuild a Captain trace on load", exc_info=True)
            return []
        return list(decision.trace) if decision.command == cmd else []

    def start(self) -> None:
        """Announce the game built in the constructor (connect the signals first)."""
        self._after_reset()
        self.started.emit(list(self.setup_events))
        self.run_captains()

    def new_game(self, setup: GameSetup) -> None:
        """Start `setup` afresh; Captains who place first act at once."""
        self._reset_to(setup)
        self._after_reset()
        self.started.emit(list(self.setup_events))
        self.run_captains()

    def rematch(self) -> None:
        """The same table and seed again."""
        self.new_game(self.setup)

    def load(self, saved: Loaded | Envelope | dict[str, Any]) -> None:
        """Continue a saved game (a `Loaded` from `read_save`, an `Envelope` or its dict).

        Raises `SaveError` for a bad envelope; the session is unchanged then.
        """
        if not isinstance(saved, Loaded):
            data = to_data(saved) if isinstance(saved, Envelope) else saved
            saved = load_envelope(data)
        from nbgui.captain.setup import seat_problem

        problem = seat_problem(saved.envelope.setup, self.boards) if self.boards else None
        if problem is not None:  # the Captains could not play it: refuse before any change
            raise SaveError(msg("save.cannot_play_here_sentence", problem=problem))
        self._reset_to(saved.envelope.setup, saved)
        self._after_reset()
        self.started.emit(list(self.setup_events))
        self.run_captains()
        self._check_over()

    def envelope(self) -> Envelope:
        """The current game as a save envelope (setup + commands + snapshot)."""
        return make_envelope(self.setup, self.history.commands, self.state, self.state.rules)

    def _after_reset(self) -> None:
        self.stateReset.emit(self.state)
        for hook in list(self.on_reset):
            hook(self)

    # ---- playing --------------------------------------------------------------------------

    def submit(self, cmd: Command, seat: int | None = None) -> bool:
        """A human's command. Illegal → `refused(code, sentence)` and False; legal → the
        batch is emitted, then the Captains play until a human must decide."""
        if self.pending_tie is not None:
            self.refused.emit("tie_pending", _tr("First choose where the Captain goes."))
            return False
        d = self.state.decision
        automated = self.is_captain(d.seat) or self.is_ai(d.seat)
        if d.kind != "over" and automated and (seat is None or seat == d.seat):
            assert d.seat is not None
            said = i18n.say(msg("refusal.not_yours_now", seat=self.seat_names[d.seat]))
            self.refused.emit("captain_turn", said)
            return False
        if self.command_filter is not None:
            sentence = self.command_filter(cmd)
            if sentence:
                self.refused.emit("tutorial", sentence)
                return False
        if not self._push(cmd, seat, []):
            return False
        self.run_captains()
        return True

    def _push(self, cmd: Command, seat: int | None, trace: list[TraceStep]) -> bool:
        before = self.state
        actor = before.decision.seat
        try:
            events = self.history.push(cmd, seat)
        except RuleError as exc:
            self.refused.emit(exc.code, i18n.say(exc.msg))
            return False
        batch = Batch(
            before,
            self.state,
            cmd,
            list(events),
            trace,
            actor,
            self.is_captain(actor),
            ai=self.is_ai(actor),
        )
        batch.plain = self._plain(batch)
        self.batches.append(batch)
        self._undone.clear()
        self.advanced.emit(batch)
        for hook in list(self.on_command):
            hook(self, batch)
        self._check_over()
        return True

    def _check_over(self) -> None:
        if self.state.is_over and not self._over_sent:
            self._over_sent = True
            self.gameOver.emit(self.score_sheet())

    def score_sheet(self) -> ScoreSheet:
        return score(self.state)

    def brain(self) -> Brain:
        if self._brain is None:
            self._brain = self._brain_factory(self.boards, self._auto_ties)
        return self._brain

    def run_captains(self) -> None:
        """While a Captain must decide: decide, apply, emit one Batch per command."""
        if self._running or self.pending_tie is not None:
            return
        self._running = True
        try:
            for _ in range(MAX_CAPTAIN_STEPS):
                if not self.captain_to_act:
                    self._start_ai()
                    return
                decision = self.brain().decide(self.state)
                if decision.tie_options and len(decision.tie_options) > 1 and not self._auto_ties:
                    self.pending_tie = decision
                    self.tieQuestion.emit(decision)
                    return
                if not self._push(decision.command, None, list(decision.trace)):
                    log.error("Captain command %s was refused", decision.command)
                    return
            log.error("Captains made %d commands in a row; stopped", MAX_CAPTAIN_STEPS)
        finally:
            self._running = False

    # ---- AI players -----------------------------------------------------------------------

    def _start_ai(self) -> None:
        """If an AI player must decide, search its move in the worker thread."""
        if not self.ai_to_act or self.pending_tie is not None:
            return
        if self._ai is None:
            from nbgui.ui.ai_runner import AiRunner  # lazily: most games have no AI seat

            self._ai = AiRunner(self)
            self._ai.ready.connect(self._on_ai_move)
            self._ai.failed.connect(self._on_ai_failed)
        seat = self.state.decision.seat
        assert seat is not None
        if self._ai.request(self.state, self.boards):
            self.aiThinking.emit(seat)

    def _on_ai_move(self, state: GameState, cmd: Command) -> None:
        if state is not self.state:  # the game moved on (undo, load, new game): think again
            self.run_captains()
            return
        if not self._push(cmd, None, []):
            log.error("AI command %s was refused", cmd)
            return
        self.run_captains()

    def _on_ai_failed(self, state: GameState, message: str) -> None:
        log.error("AI player failed: %s", message)

    def wait_ai(self, msecs: int = 30_000) -> bool:
        """Block until the running AI search is finished (tests and shutdown)."""
        return self._ai.wait(msecs) if self._ai is not None else True

    def resolve_tie(self, cmd: Command) -> bool:
        """Apply the player's choice for the pending Captain tie, then carry on."""
        decision = self.pending_tie
        if decision is None:
            return False
        options = decision.tie_options or [decision.command]
        if cmd not in options:
            self.refused.emit("not_a_tie_option", _tr("That is not one of the tied choices."))
            return False
        self.pending_tie = None
        rules = self.state.rules  # the choice named as the player sees it, not its notation
        what: Param = str(cmd)
        if isinstance(cmd, Place):
            what = words.place(rules, cmd.space)
        elif isinstance(cmd, Fallback) and cmd.ship is not None:
            what = msg("tie.fallback_ship", ship=words.his_ship(cmd.ship))
        chosen = TraceStep(
            self.state.decision.seat or 0, "tie", msg("trace.tie_settled", command=what)
        )
        if not self._push(cmd, None, [*decision.trace, chosen]):
            self.pending_tie = decision
            return False
        self.run_captains()
        return True

    # ---- undo / redo ----------------------------------------------------------------------

    def undo(self) -> Batch | None:
        """Take back the last human command if the history allows it (never across a barrier)."""
        if not self.can_undo():
            return None
        step: Step | None = self.history.undo()
        if step is None:
            return None
        batch = self.batches.pop()
        self._undone.append(batch)
        self.undos_used += 1
        self._over_sent = False
        self.undone.emit(batch)
        self._after_reset()
        return batch

    def redo(self) -> Batch | None:
        """Re-apply the most recently undone command; Captains then play on as usual."""
        if not self.can_redo():
            return None
        step = self.history.redo()
        if step is None:
            return None
        batch = self._undone.pop()
        self.batches.append(batch)
        self.redone.emit(batch)
        self._after_reset()
        self._check_over()
        self.run_captains()
        return batch
