"""The controller: mouse drags, clicks and keys on the table become engine commands.

Nothing here decides legality. Drop targets light up from `legal_commands`; a drop becomes the
legal commands matching (piece, target). The controller's helpers each have one job:

- `prompt.Prompt` — the prompt area and its buttons for the current decision;
- `choices.Choices` — the popups asking a drop's sub-choice, mistake warnings, and the
  engine's sentence for a refused drop;
- `driver.Driver` — `perform(cmd)`: plays a command through the same gestures a person would
  make (bots, the tutorial and tests play through it), finding buttons by their command.

Every command goes through `session.submit`.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QKeyEvent

from nbgui.engine import (
    Command,
    GameState,
    Pay,
    Place,
    RuleError,
    Sell,
    Take,
    decision_for_you,
    decision_message,
    legal_commands,
)
from nbgui.text import msg, words
from nbgui.ui.i18n import listed, say, seat_name, seat_names
from nbgui.ui.table.choices import Choices
from nbgui.ui.table.driver import Driver
from nbgui.ui.table.geometry import Key
from nbgui.ui.table.items import (
    BuildingItem,
    ButtonItem,
    Piece,
    ShipItem,
    SpaceItem,
    TokenItem,
    TrackSpaceItem,
    WorkerItem,
    token_name,
    tr,
)
from nbgui.ui.table.popup import PopupItem
from nbgui.ui.table.prompt import Prompt
from nbgui.ui.table.scene import TableScene

log = logging.getLogger(__name__)

DRAG_THRESHOLD = 6.0


#: A drop this near (scene units, either way) to where the piece started puts it back
#: without a word (`_say_nothing_happens`).
NEAR_DROP = 48.0


class Controller(QObject):
    """Turns gestures into commands for `session`; see the module docstring."""

    message = Signal(str)

    def __init__(self, scene: TableScene, session: Any, busy: Callable[[], bool]) -> None:
        super().__init__()
        self.scene = scene
        self.session = session
        self.is_busy = busy
        self.legal: list[Command] = []
        self._legal_state: GameState | None = None
        self.drag: Piece | None = None
        #: a worker pressed that the player cannot move now, and where: dragging it says why
        #: (`why_not_movable`); it was silently ignored
        self.denied: tuple[Piece, QPointF] | None = None
        self.drag_start = QPointF()
        self.drag_origin = QPointF()
        self.press_pos = QPointF()
        self.moved = False
        self.selected: Piece | None = None
        self.targets: dict[Key, list[Command]] = {}
        self.hover_key: Key | None = None
        self.focus_index = -1
        self.last_refusal: tuple[str, str] | None = None
        self.cursor_pos = QPointF()
        #: Called after every `refresh` (the tutorial and the hint re-light their move).
        self.after_refresh: list[Callable[[], object]] = []
        #: `(state, cmd) -> [(code, sentence, entry_id)]`: the mistake warnings to confirm before
        #: a move is submitted. The window installs the teaching layer's `warnings_for`; with it
        #: or without, a launch to space 1 is always confirmed unless that kind is muted (the one
        #: mechanism for both).
        self.warnings: Callable[[GameState, Command], list[tuple[str, str, str]]] | None = None
        #: Called with a reference entry id when "Why?" is chosen in a warning popup.
        self.on_why: Callable[[str], object] | None = None
        #: a mistake warning's kind switched off from the warning itself (`code`)
        self.on_mute: Callable[[str], object] | None = None
        #: whether a warning's kind was switched off ("don't warn me again"); None: none is
        self.is_muted: Callable[[str], bool] | None = None
        self.lit_command: Command | None = None
        #: the prompt button lit for `lit_command` when a button makes that move
        self.lit_button: ButtonItem | None = None
        self.prompt = Prompt(self)
        self.choices = Choices(self)
        self.driver = Driver(self)
        if hasattr(session, "refused"):
            session.refused.connect(self._on_refused)

    # ---- the helpers' parts, under the names the table and tests use --------------------------

    @property
    def popup(self) -> PopupItem | None:
        return self.choices.popup

    @property
    def prompt_items(self) -> list[Any]:
        return self.prompt.items

    @property
    def zones(self) -> dict[str, QRectF]:
        return self.prompt.zones

    @property
    def start_counts(self) -> dict[str, int]:
        return self.prompt.start_counts

    def rebuild_prompt(self) -> None:
        self.prompt.build()

    def perform(self, cmd: Command) -> bool:
        """Play `cmd` through the same gestures a person would make; True if it was applied."""
        return self.driver.perform(cmd)

    def close_popup(self, keep_piece: bool = False) -> None:
        self.choices.close_popup(keep_piece)

    def drop(self, piece: Piece, key: Key | None, pos: QPointF) -> None:
        """Drop `piece` on target `key`: snap back, ask the sub-choice, or explain a refusal."""
        if key is None:
            builds = self._builds_of_tile(piece, pos)
            self.targets = {}
            if builds:
                # a worker dropped on a building the player can build now builds it (through
                # the build space: the Town Hall), as a newcomer means
                self.choices.choose(piece, builds, pos)
                return
            self.snap_back(piece)
            self._say_nothing_happens(piece, pos)
            return
        cands = self.targets_for(piece).get(key, [])
        self.targets = {}
        if not cands:
            self.snap_back(piece)
            self.choices.refuse(piece, key, pos)
            return
        self.choices.choose(piece, cands, pos)

    def _builds_of_tile(self, piece: Piece, pos: QPointF) -> list[Command]:
        """The legal placements of worker `piece` that build the unbuilt tile under `pos`,
        through one build space (the first of the board's that can); none elsewhere."""
        if not isinstance(piece, WorkerItem):
            return []
        tile = next(
            (i for i in self.scene.items(pos) if isinstance(i, BuildingItem) and not i.built),
            None,
        )
        if tile is None:
            return []
        by_space: dict[str, list[Command]] = {}
        for cmds in self.targets_for(piece).values():
            for c in cmds:
                if isinstance(c, Place) and c.build == tile.building:
                    by_space.setdefault(c.space, []).append(c)
        return next(iter(by_space.values()), [])

    def _say_nothing_happens(self, piece: Piece, pos: QPointF) -> None:
        """A piece dragged where nothing happens goes back, and says so: a worker dropped on
        the whaling track or on a building tile (to build it, as a newcomer tries) went back
        without a word. Put back where it started or on its own board, it says nothing."""
        start = self.drag_start + QPointF(piece.base_w / 2, piece.base_h / 2)
        if (pos - start).manhattanLength() < NEAR_DROP:
            return
        geo = self.scene.geo
        seat = getattr(piece, "seat", None)
        own = geo.seat_rects if geo is not None else []
        if isinstance(seat, int) and 0 <= seat < len(own) and own[seat].contains(pos):
            return
        if isinstance(piece, WorkerItem):
            tile = next(
                (i for i in self.scene.items(pos) if isinstance(i, BuildingItem) and not i.built),
                None,
            )
            builds = [s.id for s in self.state.rules.spaces.values() if s.effect == "build"]
            if tile is not None and builds:
                self.show_message(
                    tr("To build the {building}, place a worker on the {space}.").format(
                        building=self.scene.name_of(tile.building),
                        space=self.scene.name_of(builds[0]),
                    ),
                    pos,
                )
                return
        self.show_message(self._where_it_goes(piece), pos)

    def _where_it_goes(self, piece: Piece) -> str:
        """Where a piece dropped where nothing happens does go, named for the piece: it said
        "drop it on a lit space" of every piece, a whale too (whose lit target is a ship or
        the Pay and Sell boxes), and the Spanish "suéltalo" took a whale token, "la ficha",
        for a masculine."""
        if isinstance(piece, TokenItem):
            if self.state.decision.kind == "return":
                return tr("Nothing happens there: drop the whale on the pay box or the sell box.")
            return tr("Nothing happens there: drop the whale on your lit ship.")
        if isinstance(piece, ShipItem):
            if ("dock",) in self.targets_for(piece):
                return tr("Nothing happens there: drop the ship on your lit dock.")
            return tr("Nothing happens there: drop the ship on a lit space of the track.")
        return tr("Nothing happens there: drop the worker on a lit space.")

    # ---- state ------------------------------------------------------------------------------

    @property
    def state(self) -> GameState:
        return self.session.state  # type: ignore[no-any-return]

    def legal_now(self) -> list[Command]:
        st = self.state
        if st is not self._legal_state:
            self._legal_state = st
            self.legal = legal_commands(st)
        return self.legal

    @property
    def replaying(self) -> bool:
        """Whether the table shows a replay (`ReplaySession`): nobody plays at it."""
        return bool(getattr(self.session, "replay", False))

    def human_seat(self) -> int | None:
        """The seat a person at this screen moves now, or None (a Captain's or an AI's turn,
        the game's end, a replay: nothing to drag, light or buy then)."""
        if self.replaying:
            return None
        d = self.state.decision
        if d.kind == "over" or d.seat is None or self.state.seats[d.seat].is_automated:
            return None
        return d.seat

    def _on_refused(self, code: str, sentence: str) -> None:
        self.last_refusal = (code, sentence)

    def show_message(self, text: str, at: QPointF | None = None, error: bool = True) -> None:
        pos = at if at is not None else self.cursor_pos
        bubble = self.scene.bubble
        bubble.set_text(text, "error" if error else "info")
        rect = self.scene.sceneRect()
        x = min(max(pos.x() + 16, 4), rect.right() - bubble.width - 4)
        y = min(max(pos.y() + 16, 4), rect.bottom() - bubble.height - 4)
        bubble.setPos(x, y)
        bubble.show()
        self.message.emit(text)

    def hide_message(self) -> None:
        self.scene.bubble.hide()

    def submit(self, cmd: Command, at: QPointF | None = None) -> bool:
        """Submit through the session; on refusal show the engine's sentence. True if applied."""
        if self.is_busy():
            self.show_message(tr("Wait a moment: the table is still moving (Space skips)."), at)
            return False
        self.last_refusal = None
        before = self.state
        seat = self.state.decision.seat
        ok = bool(self.session.submit(cmd, seat))
        if not ok or self.state is before:
            sentence = (
                self.last_refusal[1] if self.last_refusal else tr("That is not possible now.")
            )
            self.show_message(sentence, at)
            return False
        self.hide_message()
        return True

    # ---- refresh after every change -------------------------------------------------------------

    def refresh(self) -> None:
        """Rebuild the prompt for the current decision and clear transient highlights."""
        self.close_popup()
        self.cancel_selection()
        self.prompt.build()
        for hook in list(self.after_refresh):
            hook()

    def show_busy(self, seat: int | None) -> None:
        """While batches are replayed: no buttons, just who is moving (Space skips)."""
        self.close_popup()
        self.cancel_selection()
        self.prompt.clear()
        self.prompt.buy_buttons(None, [])
        sc = self.scene
        sc.prompt_title = self.mover_title(seat)
        sc.prompt_text = tr("Press Space (or Skip) to see the result at once.")
        if sc.prompt_panel is not None:
            sc.prompt_panel.update()

    def mover_title(self, seat: int | None) -> str:
        """Who is moving while a move is shown (`words.mover`, as the status line says it):
        the one human of the table is "you" (the replay of the player's own move said "Player
        1 is playing…"); with several humans, or a Captain or an AI seat, the seat's name."""
        st = self.state
        if seat is None or seat >= len(st.seats):
            return tr("…")
        automated = [s.is_automated for s in st.seats]
        return say(words.mover(automated, seat, seat_name(st.seats[seat].spec)))

    def forget(self) -> None:
        """Drop every reference to scene items (called before the scene is rebuilt)."""
        self.close_popup()
        self.prompt.clear()
        self.drag = None
        self.selected = None
        self.lit_button = None
        self.targets = {}
        self.hover_key = None
        self.focus_index = -1

    def draggable(self, item: Piece) -> bool:
        seat = self.human_seat()
        if seat is None:
            return False
        d = self.state.decision
        st = self.state
        if isinstance(item, WorkerItem):
            placed = sum(1 for s, _ in st.placements if s == seat)
            return d.kind == "place" and item.seat == seat and item.index >= placed
        if isinstance(item, ShipItem):
            ship = st.ship(item.seat, item.index)
            return d.kind == "place" and item.seat == seat and ship.where in ("dock", "supply")
        if isinstance(item, TokenItem):
            if d.kind == "pick":
                return item.token in st.beside
            if d.kind == "return" and d.ship is not None:
                return item.token in st.ship(seat, d.ship).cargo
        return False

    def targets_for(self, item: Piece) -> dict[Key, list[Command]]:
        """Target key → the legal commands a drop there would make."""
        out: dict[Key, list[Command]] = {}
        legal = self.legal_now()
        if isinstance(item, WorkerItem):
            spaces = self.state.rules.spaces  # the board's spaces (the rest are buildings)
            for c in legal:
                if isinstance(c, Place):
                    key: Key = (
                        ("space", c.space) if c.space in spaces else ("building", c.space)
                    )
                    out.setdefault(key, []).append(c)
        elif isinstance(item, ShipItem):
            for c in legal:
                if isinstance(c, Place) and c.ship == item.index:
                    if c.to is not None:
                        out.setdefault(("track", c.to), []).append(c)
                    elif self.state.ship(item.seat, item.index).where == "supply":
                        out.setdefault(("dock",), []).append(c)
        elif isinstance(item, TokenItem):
            d = self.state.decision
            for c in legal:
                if isinstance(c, Take) and c.token == item.token:
                    out.setdefault(("ship", d.seat, d.ship), []).append(c)
                elif isinstance(c, Pay) and c.token == item.token:
                    out.setdefault(("zone", "pay"), []).append(c)
                elif isinstance(c, Sell) and c.token == item.token:
                    out.setdefault(("zone", "sell"), []).append(c)
        return out

    def command_piece(self, cmd: Command) -> tuple[Piece | None, Key | None]:
        """The piece a person would move for `cmd` and the target it goes to."""
        st = self.state
        d = st.decision
        if isinstance(cmd, Place) and d.seat is not None:
            placed = sum(1 for s, _ in st.placements if s == d.seat)
            key: Key = (
                ("space", cmd.space) if cmd.space in st.rules.spaces else ("building", cmd.space)
            )
            return self.scene.pieces.get(("worker", d.seat, placed)), key
        if isinstance(cmd, Take):
            return self.scene.pieces.get(("token", cmd.token)), ("ship", d.seat, d.ship)
        if isinstance(cmd, Pay | Sell):
            zone = "pay" if isinstance(cmd, Pay) else "sell"
            return self.scene.pieces.get(("token", cmd.token)), ("zone", zone)
        return None, None

    def show_command(self, cmd: Command | None) -> None:
        """Light `cmd`'s piece and its one target (the tutorial's step, a hint); the piece is
        selected, so Tab/Enter or a click on the target plays it. None clears the light."""
        self.cancel_selection()
        self.lit_command = cmd
        if cmd is None or self.is_busy():
            return
        piece, key = self.command_piece(cmd)
        if piece is None:  # a move made with a button (the $3 purchase, Take these, Pass…)
            self.lit_button = next(
                (b for b in self.prompt.items
                 if isinstance(b, ButtonItem) and b.enabled and b.command == cmd),
                None,
            )
            if self.lit_button is not None:
                self.lit_button.set_highlight(True)
            return
        if key is None or not shiboken6.isValid(piece):
            return
        self.selected = piece
        piece.set_highlight(True)
        self.targets = {key: [cmd]}
        self._light(True)
        self._set_hover(key)
        self.focus_index = 0

    def target_item(self, key: Key) -> Any:
        sc = self.scene
        if key[0] == "space":
            return sc.spaces.get(str(key[1]))
        if key[0] == "track":
            return sc.tracks.get(int(key[1]))  # type: ignore[call-overload]
        if key[0] in ("building", "ship"):
            return sc.pieces.get(key)
        return None

    def target_center(self, key: Key) -> QPointF:
        item = self.target_item(key)
        if isinstance(item, ShipItem):  # its bounding rect reaches into the next slots
            return item.mapToScene(item.base_rect().center())
        if item is not None:
            return item.sceneBoundingRect().center()  # type: ignore[no-any-return]
        if key == ("dock",) and self.scene.geo is not None:
            return self.scene.geo.dock_rect.center()
        if key[0] == "zone" and str(key[1]) in self.zones:
            return self.zones[str(key[1])].center()
        return QPointF()

    def target_at(self, pos: QPointF, dragged: Piece) -> Key | None:
        """The drop target under `pos` for the kind of piece being dragged."""
        for item in self.scene.items(pos):
            if item is dragged or item.parentItem() is dragged:
                continue
            if isinstance(dragged, WorkerItem):
                if isinstance(item, SpaceItem):
                    return item.key
                if isinstance(item, BuildingItem) and item.built:
                    return item.key
            elif isinstance(dragged, ShipItem):
                if isinstance(item, TrackSpaceItem) and item.n > 0:
                    return item.key
            elif isinstance(dragged, TokenItem) and isinstance(item, ShipItem):
                return item.key
        if isinstance(dragged, ShipItem):
            geo = self.scene.geo
            if geo is not None and geo.dock_rect.contains(pos):
                return ("dock",)
        if isinstance(dragged, TokenItem):
            for name, rect in self.zones.items():
                if rect.contains(pos):
                    return ("zone", name)
        return None

    def _light(self, on: bool) -> None:
        for key in self.targets:
            item = self.target_item(key)
            if item is not None:
                item.set_highlight(on)
        if not on:
            self._set_hover(None)

    def _set_hover(self, key: Key | None) -> None:
        if key == self.hover_key:
            return
        old = self.target_item(self.hover_key) if self.hover_key else None
        if old is not None and hasattr(old, "set_hover"):
            old.set_hover(False)
        elif old is not None and isinstance(old, BuildingItem):
            old.hover = False
            old.update()
        self.hover_key = key
        new = self.target_item(key) if key else None
        if new is not None and hasattr(new, "set_hover"):
            new.set_hover(True)
        elif isinstance(new, BuildingItem):
            new.hover = True
            new.update()

    # ---- mouse --------------------------------------------------------------------------------

    def press(self, pos: QPointF) -> bool:
        self.cursor_pos = pos
        self.denied = None
        if self.popup is not None:
            return False  # the popup's buttons take the click
        for item in self.scene.items(pos):
            if isinstance(item, ButtonItem):
                return False
            if (
                isinstance(item, WorkerItem | ShipItem)
                and item.isVisible()
                and not self.draggable(item)
            ):
                # not taken: a click shows its card; a drag says why (`move`)
                self.denied = (item, pos)
                return False
            if isinstance(item, Piece) and item.isVisible() and self.draggable(item):
                if self.is_busy():
                    self.show_message(
                        tr("Wait a moment: the table is still moving (Space skips)."), pos
                    )
                    return True
                self.drag = item
                self.press_pos = pos
                self.drag_start = item.pos()
                self.drag_origin = pos
                self.moved = False
                return True
        return False

    def move(self, pos: QPointF) -> bool:
        self.cursor_pos = pos
        if self.drag is None and self.denied is not None:
            piece, at = self.denied
            if (pos - at).manhattanLength() >= DRAG_THRESHOLD:
                self.denied = None
                why = self.why_not_movable(piece)
                if why:
                    self.show_message(why, pos)
            return False
        if self.drag is None:
            if self.selected is not None:
                self._hover_label(self.target_at(pos, self.selected), pos)
            return False
        if not self.moved and (pos - self.press_pos).manhattanLength() < DRAG_THRESHOLD:
            return True
        if not self.moved:
            self.moved = True
            self.hide_message()
            self.cancel_selection()
            self.targets = self.targets_for(self.drag)
            self._light(True)
            self.drag.setZValue(400)
        self.drag.setPos(self.drag_start + (pos - self.drag_origin))
        key = self.target_at(pos, self.drag)
        self._hover_label(key, pos)
        return True

    def why_not_movable(self, piece: Piece) -> str:
        """Why the player cannot drag this worker (or ship) now: whose it is and which are theirs
        ("That worker belongs to Starbuck, who places it on his turn. Drag one of yours from
        your board."), one already placed, or whose turn it is. Dragging another seat's
        worker said nothing at all."""
        if not isinstance(piece, WorkerItem | ShipItem):
            return ""
        st = self.state
        d = st.decision
        if self.is_busy():
            return tr("Wait a moment: the table is still moving (Space skips).")
        if d.kind == "over" or d.seat is None:
            return say(msg("refusal.game_over"))
        names = seat_names(s.spec for s in st.seats)
        mover = names[d.seat]
        if st.seats[d.seat].is_automated:
            return say(msg("refusal.not_yours_now", seat=mover))
        if d.kind != "place":
            # to "you" when the piece is the acting seat's or the table has one human (a solo
            # game said "Not now: Ann must choose starting goods." to Ann); a seat is named
            # only when another must act first (a shared screen)
            humans = sum(not s.is_automated for s in st.seats)
            if piece.seat == d.seat or humans == 1:
                decision = decision_for_you(d)
            else:
                decision = decision_message(st, d)
            return say(msg("refusal.wrong_decision", decision=decision))
        owner = st.seats[piece.seat]
        name = names[piece.seat]
        if isinstance(piece, ShipItem):
            # a ship at sea, or another seat's: dragging it said nothing either
            if piece.seat != d.seat:
                return say(msg("refusal.ship_of_other", owner=name))
            return say(msg("refusal.ship_at_sea", ship=words.your_ship(piece.index)))
        if piece.seat == d.seat:
            return say(msg("refusal.worker_placed"))
        if owner.is_captain:
            return say(msg("refusal.worker_of_captain", owner=name))
        if owner.is_ai:
            return say(msg("refusal.worker_of_ai", owner=name))
        return say(msg("refusal.worker_of_other", owner=name, seat=mover))

    def _hover_label(self, key: Key | None, pos: QPointF) -> None:
        self._set_hover(key)
        dragged = self.drag or self.selected
        if isinstance(dragged, ShipItem) and key is not None and key[0] == "track":
            text = self.launch_hint(int(key[1]))  # type: ignore[call-overload]
            self.show_message(text, pos, error=not self.targets.get(key))

    def launch_hint(self, n: int) -> str:
        """'Launch to space 3 — City Pier (3 food), Wharf (2 food)': the food the engine
        would take at each space that launches there, one catalogue sentence (space 1's says
        the ship comes home empty in the same sentence; Python glued "(space 1 comes home
        empty)" after it and joined the spaces with "; ")."""
        cmds = self.targets.get(("track", n), [])
        if not cmds:
            return tr("Space {n}: no launch possible there now.").format(n=n)
        parts = []
        seen: set[str] = set()
        for c in cmds:
            if not isinstance(c, Place) or c.space in seen:
                continue
            seen.add(c.space)
            food = say(words.amount("food", self.food_cost(c)))
            name = self.scene.name_of(c.space)
            parts.append(tr("{space} ({food})").format(space=name, food=food))
        if n == 1:
            text = tr("Launch to space {n} — {options}; it comes home empty this round")
        else:
            text = tr("Launch to space {n} — {options}")
        return text.format(n=n, options=listed(parts))

    def food_cost(self, cmd: Place) -> int:
        from nbgui.engine import GoodsSpent

        return self.outcome(cmd, GoodsSpent, "food")

    def outcome(self, cmd: Command, event_type: type, field: str) -> int:
        """The sum of `field` over the `event_type` events `cmd` would make now (0 if refused)."""
        from nbgui.engine import apply

        try:
            _, events = apply(self.state, cmd)
        except RuleError:
            return 0
        return sum(int(getattr(e, field)) for e in events if isinstance(e, event_type))

    def release(self, pos: QPointF) -> bool:
        self.cursor_pos = pos
        drag = self.drag
        if drag is None:
            return False
        self.drag = None
        if not self.moved:
            self.click_piece(drag, pos)
            return True
        key = self.target_at(pos, drag)
        self._light(False)
        self.drop(drag, key, pos)
        return True

    def snap_back(self, piece: Piece) -> None:
        piece.setPos(self.drag_start)
        piece.setZValue(_z_of(piece))

    def click_piece(self, piece: Piece, pos: QPointF) -> None:
        """A click (no drag): tokens act at once, workers and ships get selected."""
        d = self.state.decision
        if isinstance(piece, TokenItem) and d.kind == "pick":
            self.drag_start = piece.pos()
            self.drop(piece, ("ship", d.seat, d.ship), pos)
            return
        if self.selected is piece:
            self.cancel_selection()
            return
        self.select(piece)

    def select(self, piece: Piece) -> None:
        self.cancel_selection()
        self.selected = piece
        piece.set_highlight(True)
        self.targets = self.targets_for(piece)
        self._light(True)
        self.focus_index = -1

    def cancel_selection(self) -> None:
        if self.lit_button is not None and shiboken6.isValid(self.lit_button):
            self.lit_button.set_highlight(False)
        self.lit_button = None
        if self.selected is not None:
            self.selected.set_highlight(False)
        self._light(False)
        self.selected = None
        self.targets = {}
        self.focus_index = -1

    def click_target(self, pos: QPointF) -> bool:
        """With a piece selected, a click on a target drops it there (a worker's on a tile it
        can build: through the build space)."""
        if self.selected is None or self.popup is not None:
            return False
        key = self.target_at(pos, self.selected)
        if key is None and not self._builds_of_tile(self.selected, pos):
            return False
        piece = self.selected
        self.drag_start = piece.pos()
        self.cancel_selection()
        self.targets = self.targets_for(piece)
        self.drop(piece, key, pos)
        return True

    def click_tile_in_popup(self, pos: QPointF) -> bool:
        """While the popup asks which building, a click on one of its tiles in the town
        chooses it (a newcomer points at the tile, not at its name in the list)."""
        popup = self.popup
        if popup is None or popup.field != "build":
            return False
        for item in self.scene.items(pos):
            if isinstance(item, BuildingItem) and not item.built and item.building in popup.values:
                return popup.choose(item.building)
        return False

    # ---- keyboard -----------------------------------------------------------------------------

    def key(self, event: QKeyEvent) -> bool:
        k = event.key()
        if k == Qt.Key.Key_Escape:
            if self.popup is not None:
                self.choices.cancel_popup()
            self.cancel_selection()
            self.hide_message()
            return True
        if k in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            return self.cycle_focus(-1 if k == Qt.Key.Key_Backtab else 1)
        if k in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            return self.activate_focus()
        return False

    def cycle_focus(self, step: int) -> bool:
        if self.popup is not None:
            buttons = self.popup.buttons
            cur = next((i for i, b in enumerate(buttons) if b.focused), -1)
            for b in buttons:
                b.focused = False
                b.update()
            nxt = buttons[(cur + step) % len(buttons)]
            nxt.focused = True
            nxt.update()
            return True
        if self.selected is None:
            piece = self.first_free_piece()
            if piece is None:
                return False
            self.select(piece)
        keys = sorted(self.targets, key=_key_order)
        if not keys:
            return True
        self.focus_index = (self.focus_index + step) % len(keys)
        key = keys[self.focus_index]
        self._set_hover(key)
        self.cursor_pos = self.target_center(key)
        return True

    def activate_focus(self) -> bool:
        if self.popup is not None:
            buttons = self.popup.buttons
            chosen = next((b for b in buttons if b.focused), None)
            chosen = chosen or next((b for b in buttons if getattr(b, "primary", False)), None)
            if chosen is not None:
                chosen.click()  # Enter confirms: the focused button, else the primary one
            return True
        if self.selected is None or self.hover_key is None:
            return False
        key = self.hover_key
        piece = self.selected
        self.drag_start = piece.pos()
        self.cancel_selection()
        self.drop(piece, key, self.target_center(key))
        return True

    def first_free_piece(self) -> Piece | None:
        for key, item in sorted(self.scene.pieces.items(), key=lambda kv: str(kv[0])):
            if key[0] == "worker" and item.isVisible() and self.draggable(item):
                return item
        for key, item in self.scene.pieces.items():
            if key[0] == "token" and item.isVisible() and self.draggable(item):
                return item
        return None

    # ---- programmatic play --------------------------------------------------------------------


def _z_of(piece: Piece) -> float:
    if isinstance(piece, WorkerItem):
        return 40
    if isinstance(piece, ShipItem):
        return 30
    if isinstance(piece, TokenItem):
        return 50
    return 20


def _key_order(key: Key) -> tuple[int, str]:
    kinds = {"space": 0, "building": 1, "track": 2, "dock": 3, "ship": 4, "zone": 5}
    return kinds.get(str(key[0]), 9), str(key[1:])


__all__ = ["Controller", "token_name"]
