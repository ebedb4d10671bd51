"""The window's teaching features, kept out of `main_window.py`: the rules reference dock
(search, right-click or F1 on the table, "Why?" after a refused move), the tutorial dock, hints
("Suggest a move", H, computed in a worker thread) and the mistake warnings the table confirms
before a move is submitted.

`TeachingMixin` is mixed into `MainWindow`; it uses the window's `session`, `table`,
`settings`, `boards`, the dock's `hint_button`/`hint_label` and `statusBar()`.
"""

from __future__ import annotations

import logging
import time
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, Qt, QTimer
from PySide6.QtGui import QContextMenuEvent, QCursor, QMouseEvent
from PySide6.QtWidgets import QDockWidget, QPushButton

from nbgui.engine import Command, GameState
from nbgui.text.message import Clause, Param, msg
from nbgui.ui import i18n
from nbgui.ui.theme import dock_title, themed

log = logging.getLogger(__name__)

#: How long a player's decision must stand before the coach starts thinking about it.
PREFETCH_DELAY_MS = 250

#: Lines of the Captain's outlook and of the log the game dock keeps in sight while the rules
#: reference is docked under it (it squeezed them to three and four and a half at 1366×768).
READABLE_LINES = 6

#: Lines of a rules entry the reference is given when it opens: at most `REFERENCE_LINES[1]`
#: (the column's rest goes to the log), at least `REFERENCE_LINES[0]` (the outlook giving way):
#: at 1366×768 the game dock keeps its outlook whole and the reference's entry scrolls.
REFERENCE_LINES = (4, 14)

#: Settings key: the reference dock was open when the window closed.
REFERENCE_OPEN_KEY = "window/reference_open"
#: Settings key: the reference's height the player chose by dragging the separator above it
#: (pixels; 0: none chosen, the window shares the column itself).
REFERENCE_HEIGHT_KEY = "window/reference_height"


def _tr(text: str) -> str:
    return QCoreApplication.translate("Teaching", text)


def piece_at(table: Any, scene_pos: QPointF) -> tuple[str, str] | None:
    """(kind, id) for `entry_for_piece` of whatever is drawn at `scene_pos` on the table."""
    from nbgui.ui.table.items import (
        BuildingItem,
        ShipItem,
        SpaceItem,
        TokenItem,
        TrackSpaceItem,
        WorkerItem,
    )

    scene = table.scene
    for item in scene.items(scene_pos):
        if isinstance(item, TokenItem):
            return ("whale", str(item.token))
        if isinstance(item, BuildingItem):
            return ("building", str(item.key[1]))
        if isinstance(item, SpaceItem):
            return ("space", str(item.key[1]))
        if isinstance(item, ShipItem):
            return ("ship", "")
        if isinstance(item, TrackSpaceItem):
            return ("rule", "launch_space_1") if item.n == 1 else ("track", str(item.n))
        if isinstance(item, WorkerItem):
            return ("rule", "action_phase")
    geo = scene.geo
    state = table.session.state
    if geo is not None:
        for i, rect in enumerate(geo.seat_rects):
            if rect.contains(scene_pos) and i < len(state.seats):
                spec = state.setup.seats[i]
                if spec.kind == "captain" and spec.captain:
                    parts = geo.seat_parts[i] if i < len(geo.seat_parts) else {}
                    helm = parts.get("helm")
                    if helm is not None and helm.contains(scene_pos):
                        return ("helm", "")
                    return ("captain", str(spec.captain))
                return ("rule", "purchase")
        if getattr(geo, "dock_rect", None) is not None and geo.dock_rect.contains(scene_pos):
            return ("dock", "")
    return None


class _TableHelp(QObject):
    """Right-click on the table's view → the large card of the piece (the table's own view
    shows it), whose last line opens the reference entry; with no card, the entry itself."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ContextMenu and isinstance(event, QContextMenuEvent):
            view = self.window.table.view
            scene_pos = view.mapToScene(event.pos())
            show_card = getattr(view, "show_card_at", None)
            if show_card is not None and show_card(scene_pos, pinned=True):
                return True
            return bool(self.window.help_at(scene_pos, event.globalPos()))
        return False


class _SplitDrag(QObject):
    """The window's own mouse (its dock separators: no child is under them): a press and
    release that changed the docked reference's height is the player's drag, whose height is
    kept (`TeachingMixin.reference_chosen`); a resized window puts it back where it fits."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self.before: int | None = None  # the reference's height when a separator was pressed

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        w = self.window
        kind = event.type()
        if kind == QEvent.Type.MouseButtonPress and isinstance(event, QMouseEvent):
            on_separator = w.childAt(event.position().toPoint()) is None
            self.before = w.reference_split_height() if on_separator else None
        elif kind == QEvent.Type.MouseButtonRelease and self.before is not None:
            QTimer.singleShot(0, w, lambda before=self.before: self._dropped(before))
            self.before = None
        elif kind == QEvent.Type.Resize and w.reference_chosen is not None:
            QTimer.singleShot(0, w, w.keep_chosen_split)
        return False

    def _dropped(self, before: int) -> None:
        """After the release (the window has laid the docks out at the separator's end)."""
        height = self.window.reference_split_height()
        if height is not None and height != before:
            self.window.reference_chosen = height


class TeachingMixin:
    """See the module docstring."""

    # ---- construction ---------------------------------------------------------------------

    def _build_teaching(self) -> None:
        """The "Why?" button now; the reference, the tutorial and the hint runner are built when
        first used (see the properties below), so the window paints sooner and a game that
        never opens them never loads the reference or the tutorial script."""
        w: Any = self
        w._reference_dock = None
        #: the reference's height (px) the player dragged it to, kept until the next drag
        #: (None: the window shares the column, `show_reference` / `make_room_for_ahead`)
        w.reference_chosen = None
        w._tutorial = None
        w._hints = None
        w.hint_command = None
        w._hint_asked_at = None  # when the player last asked for a hint (perf_counter)
        w._hint_note = False  # the hint line says the tutorial's lit move is the one to make
        w.why_button = QPushButton(w)
        w.why_button.setObjectName("whyButton")
        w.why_button.setFlat(True)
        w.why_button.hide()
        w.why_button.clicked.connect(w.show_why)
        w.statusBar().addPermanentWidget(w.why_button)
        w.why_entry = None

    @property
    def reference_dock(self) -> QDockWidget:
        """The rules reference dock, tabbed with the game dock (built on first use)."""
        w: Any = self
        if w._reference_dock is None:
            from nbgui.ui.panels.reference_panel import ReferencePanel

            dock = QDockWidget(w)
            dock.setObjectName("referenceDock")
            w._reference_panel = ReferencePanel(dock)
            dock.setWidget(w._reference_panel)
            w.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
            # under the game dock, not a tab over it: "Why?", F1 or a right-click used to hide
            # the game panel (score, hint, the Captain's next move, log) behind the reference
            w.splitDockWidget(w.dock, dock, Qt.Orientation.Vertical)
            w.dock.visibilityChanged.connect(lambda seen: setattr(w, "_side_dock_seen", seen))
            dock.hide()
            dock.visibilityChanged.connect(lambda _seen: w.keep_game_readable())
            dock.topLevelChanged.connect(lambda _floating: w.keep_game_readable())
            w.installEventFilter(_SplitDrag(w))  # the player's drag of the separator, kept
            w._reference_dock = dock
            dock_title(dock)
            dock.setWindowTitle(_tr("Rules reference"))
            w._reference_panel.retranslate()
        return w._reference_dock  # type: ignore[no-any-return]

    def keep_game_readable(self) -> None:
        """While the reference is docked (under the game dock), the outlook and the log keep
        `READABLE_LINES` in sight however the column is shared: a dragged separator or a
        window state saved with the squeeze included (Qt fits the docks to their minimums).
        Otherwise their usual minimums (the tutorial's dock above keeps its share)."""
        w: Any = self
        dock = w._reference_dock
        docked = dock is not None and not dock.isHidden() and not dock.isFloating()
        w.ahead_area.set_min_lines(READABLE_LINES if docked else w.AHEAD_MIN_LINES)
        w.log_panel.set_min_rows(READABLE_LINES if docked else 0)

    def _restore_teaching(self) -> None:
        """Before the window state is restored: a reference that was open when the window last
        closed is built now, so the saved state puts it back where (and as) it was."""
        w: Any = self
        try:
            chosen = int(str(w.settings.value(REFERENCE_HEIGHT_KEY, 0)))
        except ValueError:
            chosen = 0
        w.reference_chosen = chosen if chosen > 0 else None
        if str(w.settings.value(REFERENCE_OPEN_KEY, False)).lower() in ("1", "true"):
            w.reference_dock  # noqa: B018 - builds it

    def save_teaching_state(self) -> None:
        """Remember whether the reference is open (the window state alone cannot say, for a
        dock built only when first used)."""
        w: Any = self
        dock = w._reference_dock
        w.settings.setValue(
            REFERENCE_OPEN_KEY, dock is not None and dock.toggleViewAction().isChecked()
        )
        w.settings.setValue(REFERENCE_HEIGHT_KEY, w.reference_chosen or 0)

    @property
    def reference_panel(self) -> Any:
        w: Any = self
        w.reference_dock  # noqa: B018 - builds it
        return w._reference_panel

    @property
    def tutorial(self) -> Any:
        """The tutorial runner and its dock (built on first use)."""
        w: Any = self
        if w._tutorial is None:
            from nbgui.ui.tutorial.panel import TutorialPanel
            from nbgui.ui.tutorial.runner import Tutorial

            tutorial = Tutorial(w)
            dock = QDockWidget(w)
            dock.setObjectName("tutorialDock")
            dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable)
            w._tutorial_panel = TutorialPanel(tutorial, dock)
            dock.setWidget(w._tutorial_panel)
            # In the right column, above the game dock: the table keeps the same size and
            # layout in the tutorial as in play (a top dock shrank it below legible sizes).
            w.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
            w.splitDockWidget(dock, w.dock, Qt.Orientation.Vertical)
            dock.hide()  # shown by the tutorial's steps
            tutorial.stepChanged.connect(lambda _i: dock.show())
            tutorial.left.connect(dock.hide)
            w._tutorial_dock = dock
            dock_title(dock)
            themed(w._tutorial_panel)  # its buttons (and labels) in the theme's style sheet
            w._tutorial = tutorial
            dock.setWindowTitle(_tr("Tutorial"))
            w._tutorial_panel.retranslate()
        return w._tutorial

    @property
    def tutorial_dock(self) -> QDockWidget:
        w: Any = self
        w.tutorial  # noqa: B018 - builds it
        return w._tutorial_dock  # type: ignore[no-any-return]

    @property
    def tutorial_panel(self) -> Any:
        w: Any = self
        w.tutorial  # noqa: B018 - builds it
        return w._tutorial_panel

    @property
    def hints(self) -> Any:
        """The hint runner (a worker thread pool; built on the first hint)."""
        w: Any = self
        if w._hints is None:
            from nbgui.ui.hint_runner import HintRunner

            w._hints = HintRunner(w, w.boards)
            w._hints.ready.connect(w._on_hint_ready)
            w._hints.failed.connect(w._on_hint_failed)
        return w._hints

    def _connect_teaching(self) -> None:
        w: Any = self
        s = w.session
        s.started.connect(lambda _events: w._follow_loaded_tutorial())
        s.advanced.connect(lambda _b: w.clear_hint())
        s.advanced.connect(lambda _b: w.why_button.hide())
        s.stateReset.connect(lambda _st: w.clear_hint())
        s.advanced.connect(lambda _b: w.update_ahead())
        s.advanced.connect(lambda _b: w.prefetch_coach())
        s.stateReset.connect(lambda _st: w.prefetch_coach())
        s.stateReset.connect(lambda _st: w.update_ahead())
        # the outlook follows what the table has shown (after the window's own slots, which
        # note the state shown)
        for signal in ("batchShown", "busyChanged"):
            shown = getattr(w.table, signal, None)
            if shown is not None:
                shown.connect(lambda _x: w.update_ahead())
        w.hint_button.clicked.connect(w.request_hint)
        controller = getattr(w.table, "controller", None)
        if controller is not None:
            controller.on_why = w.show_reference
            controller.on_mute = w.mute_warning
            controller.is_muted = lambda code: code in w.muted_warnings()
            controller.after_refresh.append(w._relight_hint)
            w.set_mistake_warnings(w.warnings_action.isChecked(), remember=False)
        view = getattr(w.table, "view", None)
        if view is not None:
            w._table_help = _TableHelp(w)
            view.installEventFilter(w._table_help)
            view.on_reference = w.help_at  # a right-click card's reference line

    def _follow_loaded_tutorial(self) -> None:
        """A game loaded with a saved tutorial step: build the tutorial, which follows it."""
        w: Any = self
        if w._tutorial is None and getattr(w.session, "loaded_tutorial_step", None) is not None:
            tutorial = w.usable_tutorial()
            if tutorial is not None:
                tutorial._on_started()  # built during this `started`: it missed the signal

    def retranslate_teaching(self) -> None:
        w: Any = self
        if w._reference_dock is not None:
            w._reference_dock.setWindowTitle(_tr("Rules reference"))
            w._reference_panel.retranslate()
        if w._tutorial is not None:
            w._tutorial_dock.setWindowTitle(_tr("Tutorial"))
            w._tutorial_panel.retranslate()
        w.hint_button.setText(_tr("Suggest a move (H)"))
        w.hint_button.setAccessibleName(_tr("Suggest a move"))
        w.hint_button.setToolTip(_tr("Ask for a good move, lit on the table with a reason"))
        w.hint_label.setAccessibleName(_tr("Suggested move"))
        w.why_button.setText(_tr("Why?"))
        w.why_button.setAccessibleName(_tr("Why was the move refused?"))

    # ---- mistake warnings -----------------------------------------------------------------

    def set_mistake_warnings(self, on: bool, remember: bool = True) -> None:
        w: Any = self
        if remember:
            w.settings.setValue("mistake_warnings", on)
        controller = getattr(w.table, "controller", None)
        if controller is not None:
            controller.warnings = w.move_warnings if on else None

    def _guided(self) -> bool:
        """The tutorial is guiding the moves (no warnings, no coach work)."""
        w: Any = self
        return bool(
            w._tutorial is not None and w.tutorial.active and w.session.command_filter is not None
        )

    def prefetch_coach(self) -> None:
        """A player's placement or returning whale: the coach starts thinking in the worker
        (the mistake check then only plays the move against its move)."""
        w: Any = self
        state = w.session.state
        if w._hints is not None:
            w.hints.moved_on(state)  # the last position's prefetch, if still running, stops
        d = state.decision
        if d.kind not in ("place", "return") or d.seat is None or state.seats[d.seat].is_automated:
            return  # (the runner and the coach are loaded only when first needed)
        if not w.warnings_action.isChecked() or w._guided():
            return

        def start() -> None:
            if w.session.state is not state:
                return
            if w.table_busy():  # the table is still showing the Captains' moves
                QTimer.singleShot(PREFETCH_DELAY_MS, w, start)
                return
            w.hints.prefetch(state)

        # after a moment: a position the game leaves at once (a replay, a fast sequence of
        # moves) costs nothing
        QTimer.singleShot(PREFETCH_DELAY_MS, w, start)  # dropped if the window goes

    def move_warnings(self, state: GameState, cmd: Command) -> list[tuple[str, str, str]]:
        """The coach's mistake warnings for a human move (none during the tutorial): the move
        is judged against the coach's own move in the worker thread (`HintRunner.check`)."""
        w: Any = self
        if w._guided():
            return []
        muted = w.muted_warnings()
        found = w.hints.check(state, cmd)
        if w.hints.last_check_s is not None:
            log.info("mistake check: %.2f s", w.hints.last_check_s)
        return [(m.code, i18n.say(m.msg), m.entry_id) for m in found if m.code not in muted]

    def muted_warnings(self) -> set[str]:
        """The kinds of mistake warning switched off from a warning ("don't warn me again")."""
        w: Any = self
        from nbgui.teach.warnings import WARNING_ENTRIES

        raw = w.settings.value("muted_warnings", "")
        text = raw if isinstance(raw, str) else ""
        return {code for code in text.split(",") if code in WARNING_ENTRIES}

    def mute_warning(self, code: str) -> None:
        w: Any = self
        muted = w.muted_warnings() | {code}
        w.settings.setValue("muted_warnings", ",".join(sorted(muted)))

    # ---- the reference --------------------------------------------------------------------

    def show_reference(self, entry_id: str | None = None) -> bool:
        w: Any = self
        dock = w.reference_dock
        opening = not dock.isVisible()
        # the column and the outlook's and the log's room before the reference takes its part
        column, room = w.dock.height(), w._share.room()
        dock.show()  # (a closed dock is listed in no tab group)
        if w.dock in w.tabifiedDockWidgets(dock):
            # a window state saved when the reference was a tab over the game dock: split
            # beside a tabbed dock only adds another tab, so take it out of the tabs first
            w.removeDockWidget(dock)
            w.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
            w.splitDockWidget(w.dock, dock, Qt.Orientation.Vertical)
            opening = True
        dock.show()
        dock.raise_()
        if opening and not dock.isFloating():
            # the game dock keeps its top (round, score, hint), the first Captain's outlook
            # whole and READABLE_LINES rows of the log; the reference has REFERENCE_LINES of
            # its entry where the column has them (the rest to the game dock), else fewer
            # down to its least (at 1366×768 the entry scrolls)
            w.keep_game_readable()
            game = column - room + w._share.least_room()
            least, most = (w.reference_panel.height_for(n, dock) for n in REFERENCE_LINES)
            from PySide6.QtWidgets import QStyle

            # the separator's pixels out of the column: sizes that add up to more are scaled
            column -= w.style().pixelMetric(QStyle.PixelMetric.PM_DockWidgetSeparatorExtent)
            game = max(min(max(game, column - most), column - least), 0)
            if w.chosen_fits(column):  # the height the player dragged it to
                game = column - w.reference_chosen
            w.resizeDocks([w.dock, dock], [game, max(column - game, 1)],
                          Qt.Orientation.Vertical)
            if entry_id is not None:
                QTimer.singleShot(0, w.reference_panel.favour_entry)  # once laid out
        if entry_id is None:
            w.reference_panel.search_box.setFocus()
            return True
        return bool(w.reference_panel.show_entry(entry_id))

    def offer_why(self, code: str) -> None:
        """After a refusal: a "Why?" button in the status bar when the rule is known."""
        from nbgui.teach.reference import entry_for_error

        w: Any = self
        entry = entry_for_error(code, i18n.current_language()) if code else None
        w.why_entry = entry.id if entry is not None else None
        w.why_button.setVisible(entry is not None)

    def show_why(self) -> bool:
        w: Any = self
        if w.why_entry is None:
            return False
        return bool(w.show_reference(w.why_entry))

    def help_at(self, scene_pos: QPointF, global_pos: Any = None) -> bool:
        """Open the entry for the piece at `scene_pos` (right-click, F1); False if none."""
        from nbgui.teach.reference import entry_for_piece

        w: Any = self
        found = piece_at(w.table, scene_pos)
        if found is None:
            return False
        entry = entry_for_piece(found[0], found[1], i18n.current_language())
        if entry is None:
            return False
        return bool(w.show_reference(entry.id))

    def context_help(self) -> None:
        """F1: the entry of the piece under the mouse, else the reference's search box."""
        w: Any = self
        view = getattr(w.table, "view", None)
        if view is not None and hasattr(w.table, "scene"):
            local = view.viewport().mapFromGlobal(QCursor.pos())
            if view.viewport().rect().contains(local) and w.help_at(view.mapToScene(local)):
                return
        w.show_reference()

    # ---- hints ----------------------------------------------------------------------------

    def request_hint(self) -> bool:
        w: Any = self
        s = w.session
        state = s.state
        d = state.decision
        if d.kind == "over" or d.seat is None or s.machine_to_act:
            w.statusBar().showMessage(_tr("No hint now: it is not your move."), 5000)
            return False
        if w._guided():
            # the tutorial's step is the move to make: a coach's move lit over it was refused
            # by the tutorial ("Not yet: make the lit move") while it was the one lit
            w.hint_label.setText(
                _tr("In the tutorial, make the lit move: the sentence under the board says why.")
            )
            w.hint_label.show()
            w._hint_note = True
            w.tutorial.light()  # its move stays the one lit
            return False
        strength = w.hint_strength()
        if not w.hints.request(state, w.boards, strength):
            return False
        w._hint_asked_at = time.perf_counter()
        w.hint_button.setEnabled(False)
        w.hint_label.setText(
            _tr("Thinking about a good move… (strong: about 3 s)")
            if strength == "strong"
            else _tr("Thinking about a good move… (quick: about 1 s)")
        )
        w.hint_label.show()
        return True

    def _on_hint_ready(self, state: GameState, hint: Any) -> None:
        w: Any = self
        w.hint_button.setEnabled(True)
        if state is not w.session.state:
            w.hint_label.hide()
            return  # the game moved on meanwhile
        w.session.hints_used += 1
        w.hint_command = hint.command
        strength = _tr("strong") if hint.strength == "strong" else _tr("quick")
        # the seconds the player waited, from the ask: the coach may have thought longer,
        # while the player did (a prefetched quick hint: `hint.elapsed_s` is its thinking)
        asked = w._hint_asked_at
        waited = hint.elapsed_s if asked is None else time.perf_counter() - asked
        w.hint_label.setText(
            _tr("Hint ({strength}, {seconds} s): {reason}").format(
                strength=strength,
                seconds=i18n.number(waited, 1),
                reason=i18n.say(hint.msg),
            )
        )
        w.hint_label.show()
        if not w.hint_shown():
            # the side dock is behind the rules reference's tab: the status bar says it; else
            # it is said once, in the dock (the status bar repeated it, cut at 1366×768)
            w.statusBar().showMessage(w.hint_label.text(), 15000)
        w._relight_hint()

    def hint_shown(self) -> bool:
        """Whether the dock's hint line can be seen: shown, and its dock not behind the rules
        reference's tab (a tabbed dock keeps `isVisible`; its `visibilityChanged` says)."""
        w: Any = self
        return bool(w.hint_label.isVisible() and getattr(w, "_side_dock_seen", True))

    def hint_strength(self) -> str:
        """ "quick" (about 1 s) or "strong" (about 3 s), from the settings."""
        w: Any = self
        value = w.settings.value("hint_strength", "quick")
        return "strong" if value == "strong" else "quick"

    def set_hint_strength(self, strength: str) -> None:
        w: Any = self
        w.settings.setValue("hint_strength", "strong" if strength == "strong" else "quick")

    def _on_hint_failed(self, _state: GameState, message: str) -> None:
        w: Any = self
        w.hint_button.setEnabled(True)
        w.hint_label.setText(_tr("No hint: {why}").format(why=message))

    def _relight_hint(self) -> None:
        w: Any = self
        controller = getattr(w.table, "controller", None)
        if w.hint_command is not None and controller is not None and not w.table_busy():
            controller.show_command(w.hint_command)

    def clear_hint(self) -> None:
        w: Any = self
        if w.hint_command is not None or w._hint_note:
            w.hint_command = None
            w._hint_note = False
            w.hint_label.hide()

    # ---- tutorial -------------------------------------------------------------------------

    # ---- read the Captain ahead ----------------------------------------------------------

    def ahead_lines(self, state: GameState | None = None) -> list[str]:
        """On a human's turn (in `state`, by default the one the table shows): each Captain's
        possible next courses, their odds and where his Orders would send him
        (`nbgui.captain.preview`), one line per die result; none on a Captain's turn."""
        return [line for block in self.ahead_blocks(state) for line in block]

    def ahead_blocks(self, state: GameState | None = None) -> list[list[str]]:
        """`ahead_lines`, a list of lines for each Captain: his possible next placements
        while he has one still to come this round (`places_this_round`); else, before the last
        round, the round he places again in (the outlook read on this board, its spaces taken
        by this round's workers, was shown during whaling and the returns as "What Starbuck
        would do if he placed now", where he places nothing)."""
        from nbgui.captain.preview import places_this_round, read_ahead

        w: Any = self
        s = w.session
        state = state if state is not None else w.shown_state()
        d = state.decision
        if d.kind == "over" or d.seat is None or state.seats[d.seat].is_captain:
            return []
        if state.final:  # the final returns: nobody places again ("What Flask would do if he
            return []  # placed now: • Round 12: …" was said over the last homecomings)
        blocks: list[list[str]] = []
        for seat, spec in enumerate(state.seats):
            if not spec.is_captain:
                continue
            name = spec.spec.name
            if not places_this_round(state, seat):
                if state.round < state.rules.game.rounds:
                    blocks.append([
                        _tr("{name} has no worker left to place this round: he places again "
                            "in round {round}.").format(name=name, round=state.round + 1)
                    ])
                continue
            lines = [_tr("What {name} would do if he placed now:").format(name=name)]
            blocks.append(lines)
            try:
                outlooks = read_ahead(state, s.brain(), seat)
            except Exception:  # a preview must never stop the game
                log.warning("no Captain preview", exc_info=True)
                continue
            last = state.rules.game.rounds
            for o in outlooks:
                # the Captain's sentence after the outlook's colon reads on in lower case
                # ("• Si saca un 1 (1/2): el Rumbo de Ahab es Leña…", `Clause`)
                said: Param = Clause(o.sentence.msg) if o.sentence is not None else "—"
                if o.die is None and state.round >= last:
                    # the sentence says "In round 12 …" itself ("• Round 12: In round 12…")
                    lines.append(
                        "• " + i18n.say(o.sentence.msg)
                        if o.sentence is not None
                        else i18n.say(msg("captain.outlook.last_round", round=last, sentence=said))
                    )
                elif o.die is None:
                    lines.append(i18n.say(msg("captain.outlook.fixed", sentence=said)))
                else:
                    lines.append(
                        i18n.say(
                            msg(
                                "captain.outlook.roll",
                                die=o.die,
                                odds=f"{o.odds.numerator}/{o.odds.denominator}",
                                sentence=said,
                            )
                        )
                    )
        return blocks

    def update_ahead(self) -> None:
        """The dock's outlook follows the table, as the log and the score table do: the
        Captains' next moves while the table shows the player's turn, nothing while it shows
        a Captain's (the session has already played on to the player's next turn: its outlook
        there answered "if he placed now" from moves the table had not shown yet). Read once
        a state and language."""
        w: Any = self
        area = getattr(w, "ahead_area", None)  # a ScrollingLabel
        if area is None:
            return
        state = w.shown_state()
        key = (state, i18n.current_language())
        last = getattr(w, "_ahead_key", None)
        if last is not None and last[0] is key[0] and last[1] == key[1]:
            return
        w._ahead_key = key
        blocks = w.ahead_blocks(state)
        lines = [line for block in blocks for line in block]
        # the first Captain's outlook is kept whole, the log giving way (in Spanish at
        # 1366x768 Starbuck's three rolls took eleven lines, and the third sat behind a
        # scroll bar); two Captains' both, where the log still keeps its rows (at 1366x768
        # the second's were behind the bar, unseen); of three, the rest is a scroll away,
        # named under the first (`ScrollingLabel.more`): the log keeps its rows to follow
        # three Captains' moves (all three kept left it five lines)
        area.set_keep(
            "\n".join(blocks[0]) if blocks else "", "\n".join(lines) if len(blocks) == 2 else ""
        )
        names = [s.spec.name for s in state.seats if s.is_captain]
        starts = [sum(map(len, blocks[:k])) for k in range(len(blocks))]
        area.set_sections(
            [(name, "\n".join(lines[:start])) for name, start in zip(names, starts, strict=False)]
        )
        area.setText("\n".join(lines))
        area.setVisible(bool(lines))
        QTimer.singleShot(0, w, w.make_room_for_ahead)  # once the dock is laid out anew

    def make_room_for_ahead(self) -> None:
        """With the reference docked under the game dock, the first Captain's outlook is kept
        whole above the log's `READABLE_LINES`: the reference gives way (down to its minimum;
        its entry scrolls). A window state saved with the game dock squeezed (the reference
        took 55% of the column at 1366×768), an outlook longer than the last, or the separator
        dragged down: the next outlook has its room again."""
        w: Any = self
        dock = w._reference_dock
        if w.reference_split_height() is None or w.keep_chosen_split():
            return  # not under the game dock, or at the height the player dragged it to
        more = w._share.shortfall()
        if more > 0:
            w.resizeDocks([w.dock, dock], [w.dock.height() + more, max(dock.height() - more, 1)],
                          Qt.Orientation.Vertical)

    def reference_split_height(self) -> int | None:
        """The reference's height while it is docked under the game dock (None otherwise)."""
        w: Any = self
        dock = w._reference_dock
        if dock is None or dock.isHidden() or dock.isFloating() or w.dock.isFloating():
            return None
        if w.dock in w.tabifiedDockWidgets(dock):
            return None
        return int(dock.height())

    def chosen_fits(self, column: int) -> bool:
        """Whether the height the player chose for the reference fits in a column of
        `column` pixels (the two docks' heights) beside the game dock's least height."""
        w: Any = self
        chosen = w.reference_chosen
        if chosen is None:
            return False
        dock = w.reference_dock
        least = max(dock.minimumSizeHint().height(), dock.minimumHeight())
        game = max(w.dock.minimumSizeHint().height(), w.dock.minimumHeight())
        return bool(least <= chosen <= column - game)

    def keep_chosen_split(self) -> bool:
        """The reference back at the height the player dragged it to (a move, a resized
        window), where it fits; False when no height was chosen or it does not fit now (the
        window then shares the column itself, until it fits again)."""
        w: Any = self
        height = w.reference_split_height()
        if height is None or w.reference_chosen is None:
            return False
        column = w.dock.height() + height
        if not w.chosen_fits(column):
            return False
        if height != w.reference_chosen:
            w.resizeDocks([w.dock, w.reference_dock],
                          [column - w.reference_chosen, w.reference_chosen],
                          Qt.Orientation.Vertical)
        return True

    def tutorial_mark(self) -> int | None:
        """The tutorial step saved with the game (None when the tutorial is not followed)."""
        w: Any = self
        tutorial = w._tutorial  # a tutorial never built is not being followed
        return tutorial.mark() if tutorial is not None else None

    def usable_tutorial(self) -> Any:
        """The tutorial runner, or None when its file is unusable: the player is told why in
        a sentence of the catalogue (`ScriptError.msg`; the status bar too, and a message box
        when dialogs are on); the game goes on without the tutorial."""
        from nbgui.ui.tutorial.script import ScriptError

        w: Any = self
        try:
            return w.tutorial
        except ScriptError as err:
            log.warning("tutorial unavailable: %s", err)
            # what happened, then that the game goes on and what restores the file
            w.tutorial_problem = i18n.paragraphs(err.msg, msg("tutorial_file.table_goes_on"))
            w.statusBar().showMessage(w.tutorial_problem.replace("\n\n", " "), 15000)
            if w.ask_dialogs:
                from nbgui.ui.plain import warning

                warning(w, _tr("Tutorial"), w.tutorial_problem)
            return None

    def start_tutorial(self) -> None:
        tutorial = self.usable_tutorial()
        if tutorial is not None:
            tutorial.start(resume=tutorial.can_resume())

    def restart_tutorial(self) -> None:
        tutorial = self.usable_tutorial()
        if tutorial is not None:
            tutorial.restart()


__all__ = ["TeachingMixin", "piece_at"]
