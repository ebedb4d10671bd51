"""The controller: mouse drags, clicks and keys on the table become engine commands.

Nothing here decides legality. Drop targets light up from `legal_commands`; a drop becomes the
legal commands matching (piece, target); several → a popup asks the sub-choice; none → the
best explaining command is submitted anyway so the engine's `RuleError` sentence is shown by the
cursor (and through `message`). Every command goes through `session.submit`.

`perform(cmd)` drives the same path as a gesture (find the piece and the target, drop, answer
the popup), so bots and tests play through the controller.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QKeyEvent

from nbgui.engine import (
    BuyGoods,
    BuyWhale,
    Command,
    Pass,
    Pay,
    Place,
    RuleError,
    Sell,
    StartGoods,
    Take,
    legal_commands,
    validate,
)
from nbgui.engine.commands import GOODS
from nbgui.engine.place import BOARD_SPACES
from nbgui.engine.state import GameState
from nbgui.ui.table.geometry import (
    BUY_ITEM_W,
    PAY_ITEM_W,
    TOKEN_SIZE,
    Key,
    prompt_grid,
    prompt_item_width,
    prompt_token_rects,
)
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
from nbgui.ui.table.scene import TableScene

log = logging.getLogger(__name__)

DRAG_THRESHOLD = 6.0
_MISSING_CHOICE = {
    "bonus_required",
    "build_required",
    "no_such_ship",
    "bad_launch_target",
    "invalid_argument",
    "bad_repeat",
    "bad_take",
    "nothing_to_sell",
    "bad_discount",
    "ship_not_there",
}
_FIELDS = ("build", "discount", "ship", "to", "bonus", "take", "sell")


def good_name(good: str) -> str:
    return {
        "lumber": tr("Lumber"),
        "food": tr("Food"),
        "brick": tr("Brick"),
        "money": tr("Money"),
    }.get(good, good)


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
        self.drag_start = QPointF()
        self.drag_origin = QPointF()
        self.press_pos = QPointF()
        self.moved = False
        self.selected: Piece | None = None
        self.targets: dict[Key, list[Command]] = {}
        self.hover_key: Key | None = None
        self.focus_index = -1
        self.popup: PopupItem | None = None
        self.prompt_items: list[Any] = []
        self.zones: dict[str, QRectF] = {}
        self.last_refusal: tuple[str, str] | None = None
        self.cursor_pos = QPointF()
        self.start_counts = {"lumber": 1, "food": 1, "brick": 1, "money": 1}
        #: Called after every `refresh` (the tutorial and the hint re-light their move).
        self.after_refresh: list[Callable[[], object]] = []
        #: `(state, cmd) -> [(code, sentence, entry_id)]`: the mistake warnings to confirm before
        #: a move is submitted. The window installs the teaching layer's `warnings_for`; without
        #: it only a launch to space 1 is confirmed (the one mechanism for both).
        self.warnings: Callable[[GameState, Command], list[tuple[str, str, str]]] | None = None
        #: Called with a reference entry id when "Why?" is chosen in a warning popup.
        self.on_why: Callable[[str], object] | None = None
        self.lit_command: Command | None = None
        if hasattr(session, "refused"):
            session.refused.connect(self._on_refused)

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

    def human_seat(self) -> int | None:
        d = self.state.decision
        if d.kind == "over" or d.seat is None or self.state.seats[d.seat].is_captain:
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
        self._build_prompt()
        for hook in list(self.after_refresh):
            hook()

    def show_busy(self, seat: int | None) -> None:
        """While batches are replayed: no buttons, just who is moving (Space skips)."""
        self.close_popup()
        self.cancel_selection()
        self._clear_prompt()
        sc = self.scene
        st = self.state
        name = st.seats[seat].spec.name if seat is not None and seat < len(st.seats) else ""
        sc.prompt_title = tr("{name} is playing…").format(name=name) if name else tr("…")
        sc.prompt_text = tr("Press Space (or Skip) to see the result at once.")
        if sc.prompt_panel is not None:
            sc.prompt_panel.update()

    def forget(self) -> None:
        """Drop every reference to scene items (called before the scene is rebuilt)."""
        self.close_popup()
        self._clear_prompt()
        self.drag = None
        self.selected = None
        self.targets = {}
        self.hover_key = None
        self.focus_index = -1

    def _clear_prompt(self) -> None:
        for item in self.prompt_items:
            if shiboken6.isValid(item) and item.scene() is not None:
                self.scene.removeItem(item)
        self.prompt_items = []
        self.zones = {}

    def _button(
        self,
        text: str,
        rect: QRectF,
        on_click: Callable[[], object],
        primary: bool = False,
        enabled: bool = True,
        tooltip: str = "",
    ) -> ButtonItem:
        b = ButtonItem(text, rect, self.scene.assets, primary, enabled, tooltip)
        b.clicked.connect(on_click)
        self.scene.addItem(b)
        self.prompt_items.append(b)
        return b

    def _build_prompt(self) -> None:
        self._clear_prompt()
        sc, st = self.scene, self.state
        geo = sc.geo
        if geo is None:
            return
        pr = geo.prompt_rect
        d = st.decision
        names = [s.spec.name for s in st.seats]
        who = names[d.seat] if d.seat is not None else ""
        legal = self.legal_now()
        human = self.human_seat()
        # the $3 purchase on every human seat board (enabled for the acting seat only)
        for i, seat in enumerate(st.seats):
            if seat.is_captain or "buy" not in geo.seat_parts[i]:
                continue
            area = geo.seat_parts[i]["buy"]
            bw = min(190.0, (area.width() - 8) / 2)
            for k, good in enumerate(st.rules.game.purchase.goods):
                cmd = BuyGoods(good)
                self._button(
                    tr("Buy 2 {good} · ${price}").format(
                        good=good_name(good).lower(), price=st.rules.game.purchase.price
                    ),
                    QRectF(area.x() + k * (bw + 8), area.y(), bw, area.height()),
                    lambda c=cmd: self.submit(c),
                    enabled=human == i and cmd in legal,
                    tooltip=tr("Once per worker placement, before placing."),
                )
        parts = geo.prompt_parts
        bottom = parts["action"]
        if d.kind == "over":
            sc.prompt_title = tr("Game over")
            from nbgui.engine.scoring import score

            sheet = score(st)
            rows = sorted(sheet.rows, key=lambda r: -r.total)
            text = " · ".join(f"{names[r.seat]} {r.total}" for r in rows)
            win = ", ".join(names[w] for w in sheet.winners)
            sc.prompt_text = tr("{text}. Winner: {win}.").format(text=text, win=win)
        elif human is None:
            sc.prompt_title = tr("{name} is playing").format(name=who)
            sc.prompt_text = tr("The Captain follows its Helm and Orders.")
        elif d.kind == "start_goods":
            sc.prompt_title = tr("{name}: starting goods").format(name=who)
            sc.prompt_text = tr(
                "Take goods and money worth exactly $5 (lumber $1, food $1, brick $2)."
            )
            self._start_goods_prompt(pr)
        elif d.kind == "place":
            sc.prompt_title = tr("{name}: place a worker").format(name=who)
            sc.prompt_text = (
                tr("Inn: place your workers again on town or whaling-board spaces.")
                if d.inn
                else tr(
                    "Drag a worker onto a lit space, or click a worker and then a space. "
                    "Docked ships can be dragged onto the track."
                )
            )
        elif d.kind == "return":
            sc.prompt_title = tr("{name}: a ship comes home").format(name=who)
            sc.prompt_text = tr(
                "For each whale: pay its lay to keep it, or sell it for half. "
                "Drag it onto a box or use the buttons."
            )
            assert d.ship is not None
            cargo = st.ship(d.seat or 0, d.ship).cargo
            _, col_w = prompt_grid(geo, len(cargo), PAY_ITEM_W)
            bw = min(96.0, (col_w - TOKEN_SIZE - 16) / 2)
            rects = prompt_token_rects(geo, len(cargo), PAY_ITEM_W)
            for rect, tok in zip(rects, cargo, strict=True):
                lay = self._lay(tok)
                x = rect.right() + 6
                self._button(
                    tr("Pay ${n}").format(n=lay),
                    QRectF(x, rect.y() + 2, bw, TOKEN_SIZE - 4),
                    lambda t=tok: self.submit(Pay(t)),
                    enabled=Pay(tok) in legal,
                )
                self._button(
                    tr("Sell +${n}").format(n=lay // 2),
                    QRectF(x + bw + 4, rect.y() + 2, bw, TOKEN_SIZE - 4),
                    lambda t=tok: self.submit(Sell(t)),
                    enabled=Sell(tok) in legal,
                )
            zr = parts["zones"]
            half = (zr.width() - 8) / 2
            self.zones["pay"] = QRectF(zr.x(), zr.y(), half, zr.height())
            self.zones["sell"] = QRectF(zr.x() + half + 8, zr.y(), half, zr.height())
            for zone, label in (
                ("pay", tr("Drop here: pay the lay")),
                ("sell", tr("Drop here: sell")),
            ):
                z = self._button(label, self.zones[zone], lambda: None)
                z.zone = True
                z.setZValue(10)
        elif d.kind == "buy_whale":
            sc.prompt_title = tr("{name}: whales for sale").format(name=who)
            seller = names[st.seller] if st.seller is not None else ""
            sc.prompt_text = tr(
                "{seller} sold these whales. Buy one for its full lay, or pass."
            ).format(seller=seller)
            _, col_w = prompt_grid(geo, len(st.sold), BUY_ITEM_W)
            rects = prompt_token_rects(geo, len(st.sold), BUY_ITEM_W)
            for rect, tok in zip(rects, st.sold, strict=True):
                self._button(
                    tr("Buy ${n}").format(n=self._lay(tok)),
                    QRectF(
                        rect.right() + 6,
                        rect.y() + 2,
                        min(110.0, col_w - TOKEN_SIZE - 12),
                        TOKEN_SIZE - 4,
                    ),
                    lambda t=tok: self.submit(BuyWhale(t)),
                    enabled=BuyWhale(tok) in legal,
                )
            self._button(tr("Pass"), bottom, lambda: self.submit(Pass()), primary=True)
        elif d.kind == "pick":
            ship = st.ship(d.seat or 0, d.ship or 1)
            sc.prompt_title = tr("{name}: whaling").format(name=who)
            sc.prompt_text = tr(
                "Drag a drawn whale onto your ship at space {n} (or click it), or pass."
            ).format(n=ship.space)
            self._button(
                tr("Pass (take no whale)"), bottom, lambda: self.submit(Pass()), primary=True
            )
            for key, item in sc.pieces.items():
                if key[0] == "token" and item.isVisible():
                    item.set_highlight(Take(str(key[1])) in legal)
            picker = sc.pieces.get(("ship", d.seat, d.ship))
            if picker is not None:
                picker.set_highlight(True)
        if sc.prompt_panel is not None:
            sc.prompt_panel.update()
        # the acting human's free workers glow softly
        for key, item in sc.pieces.items():
            if key[0] == "worker":
                item.set_highlight(False)
            if key[0] == "ship" and d.kind != "pick":
                item.set_highlight(False)
            if key[0] == "token" and d.kind != "pick":
                item.set_highlight(False)

    def _lay(self, token: str) -> int:
        for w in self.state.rules.whales.values():
            if w.letter == token[:1]:
                return int(w.lay)
        return 0

    def _start_goods_prompt(self, pr: QRectF) -> None:
        geo = sc_geo(self.scene)
        items = geo.prompt_parts["items"]
        value = self.state.rules.game.starting_value
        self.start_labels: dict[str, Any] = {}
        cols = 2 if geo.compact else 1
        cw = (items.width() - 10 * (cols - 1)) / cols
        rh = 28.0 if geo.compact else 40.0
        for k, good in enumerate(("lumber", "food", "brick", "money")):
            r, c = divmod(k, cols)
            row = QRectF(items.x() + c * (cw + 10), items.y() + r * rh, cw, rh - 6)
            lab = self._button(
                self._start_label(good),
                QRectF(row.x(), row.y(), row.width() - 100, row.height()),
                lambda: None,
            )
            lab.enabled = True
            self.start_labels[good] = lab
            self._button(
                "−",
                QRectF(row.right() - 90, row.y(), 40, row.height()),
                lambda g=good: self._bump_start(g, -1),
            )
            self._button(
                "+",
                QRectF(row.right() - 44, row.y(), 40, row.height()),
                lambda g=good: self._bump_start(g, 1),
            )
        self.start_ok = self._button(
            self._start_total(value),
            geo.prompt_parts["action"],
            self.confirm_start,
            primary=True,
        )

    def _start_label(self, good: str) -> str:
        return f"{good_name(good)}: {self.start_counts[good]}"

    def _start_total(self, value: int) -> str:
        c = self.start_counts
        worth = c["lumber"] + c["food"] + 2 * c["brick"] + c["money"]
        return tr("Take these (worth ${worth} of ${value})").format(worth=worth, value=value)

    def _bump_start(self, good: str, step: int) -> None:
        self.start_counts[good] = max(0, min(5, self.start_counts[good] + step))
        self.start_labels[good].text = self._start_label(good)
        self.start_labels[good].update()
        self.start_ok.text = self._start_total(self.state.rules.game.starting_value)
        self.start_ok.update()

    def confirm_start(self) -> bool:
        c = self.start_counts
        return self.submit(StartGoods(c["lumber"], c["food"], c["brick"], c["money"]))

    # ---- what can be dragged, and onto what ------------------------------------------------------

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
            for c in legal:
                if isinstance(c, Place):
                    key: Key = (
                        ("space", c.space) if c.space in BOARD_SPACES else ("building", c.space)
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
                ("space", cmd.space) if cmd.space in BOARD_SPACES else ("building", cmd.space)
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
        if piece is None or key is None or not shiboken6.isValid(piece):
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
        if item is not None:
            return item.sceneBoundingRect().center()  # type: ignore[no-any-return]
        if key == ("dock",) and sc_geo(self.scene) is not None:
            return sc_geo(self.scene).dock_rect.center()
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
            geo = sc_geo(self.scene)
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
        if self.popup is not None:
            return False  # the popup's buttons take the click
        for item in self.scene.items(pos):
            if isinstance(item, ButtonItem):
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

    def _hover_label(self, key: Key | None, pos: QPointF) -> None:
        self._set_hover(key)
        dragged = self.drag or self.selected
        if isinstance(dragged, ShipItem) and key is not None and key[0] == "track":
            text = self.launch_hint(int(key[1]))  # type: ignore[call-overload]
            self.show_message(text, pos, error=not self.targets.get(key))

    def launch_hint(self, n: int) -> str:
        """'Launch to space n: City Pier, 3 food' — the food the engine would take."""
        cmds = self.targets.get(("track", n), [])
        if not cmds:
            return tr("Space {n}: no launch possible there now.").format(n=n)
        parts = []
        seen: set[str] = set()
        for c in cmds:
            if not isinstance(c, Place) or c.space in seen:
                continue
            seen.add(c.space)
            food = self.food_cost(c)
            parts.append(
                tr("{space}: {food} food").format(space=self.scene.name_of(c.space), food=food)
            )
        text = tr("Launch to space {n} — {opts}").format(n=n, opts="; ".join(parts))
        if n == 1:
            text += " " + tr("(space 1 comes home empty)")
        return text

    def food_cost(self, cmd: Place) -> int:
        from nbgui.engine import apply
        from nbgui.engine.events import GoodsSpent

        try:
            _, events = apply(self.state, cmd)
        except RuleError:
            return 0
        return sum(e.food for e in events if isinstance(e, GoodsSpent))

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
        if self.selected is not None:
            self.selected.set_highlight(False)
        self._light(False)
        self.selected = None
        self.targets = {}
        self.focus_index = -1

    def click_target(self, pos: QPointF) -> bool:
        """With a piece selected, a click on a target drops it there."""
        if self.selected is None or self.popup is not None:
            return False
        key = self.target_at(pos, self.selected)
        if key is None:
            return False
        piece = self.selected
        self.drag_start = piece.pos()
        self.cancel_selection()
        self.targets = self.targets_for(piece)
        self.drop(piece, key, pos)
        return True

    # ---- dropping -----------------------------------------------------------------------------

    def drop(self, piece: Piece, key: Key | None, pos: QPointF) -> None:
        if key is None:
            self.snap_back(piece)
            self.targets = {}
            return
        cands = self.targets_for(piece).get(key, [])
        self.targets = {}
        if isinstance(piece, WorkerItem | ShipItem) and key is not None:
            # rest the piece on the target while the choice is made
            pass
        if not cands:
            self.snap_back(piece)
            self.refuse(piece, key, pos)
            return
        self.choose(piece, cands, pos)

    def refuse(self, piece: Piece, key: Key, pos: QPointF) -> None:
        """Submit the command that best explains why the drop is refused (the engine says why)."""
        probe = self.explaining_command(piece, key)
        if probe is None:
            self.show_message(tr("That piece cannot go there."), pos)
            return
        self.submit(probe, pos)

    def explaining_command(self, piece: Piece, key: Key) -> Command | None:
        st = self.state
        probes: list[Command] = []
        if isinstance(piece, WorkerItem) and key[0] in ("space", "building"):
            space = str(key[1])
            repeat = None
            if space == "turners_mill" and st.last_captain_place is not None:
                repeat = st.last_captain_place.action_space
            probes.append(Place(space, repeat=repeat))
            seat = st.seats[piece.seat]
            for ship in seat.ships:
                probes.append(Place(space, repeat=repeat, ship=ship.index))
                for to in range(1, st.rules.game.track.spaces + 1):
                    probes.append(Place(space, repeat=repeat, ship=ship.index, to=to))
            probes.append(Place(space, repeat=repeat, bonus="brick"))
            probes.extend(Place(space, repeat=repeat, take=n) for n in (1, 2))
            probes.extend(
                Place(space, repeat=repeat, sell=s) for s in ((1, 0, 0), (0, 1, 0), (0, 0, 1))
            )
            for b in st.unbuilt:
                probes.append(Place(space, repeat=repeat, build=b))
                probes.extend(Place(space, repeat=repeat, build=b, discount=(g,)) for g in GOODS)
        elif isinstance(piece, ShipItem) and key[0] == "track":
            to = int(key[1])  # type: ignore[call-overload]
            spaces = ["city_pier"] + [
                b
                for b in st.built
                if st.rules.buildings[b].effect in ("launch_half", "prepare_and_launch")
            ]
            probes.extend(Place(s, ship=piece.index, to=to) for s in spaces)
        elif isinstance(piece, ShipItem) and key == ("dock",):
            probes.append(Place("dockyard", ship=piece.index))
        elif isinstance(piece, TokenItem):
            if key[0] == "ship":
                probes.append(Take(piece.token))
            elif key == ("zone", "pay"):
                probes.append(Pay(piece.token))
            elif key == ("zone", "sell"):
                probes.append(Sell(piece.token))
        first: Command | None = None
        for cmd in probes:
            try:
                validate(st, cmd, st.decision.seat)
            except RuleError as exc:
                if first is None:
                    first = cmd
                if exc.code not in _MISSING_CHOICE:
                    return cmd
        return first

    def choose(
        self, piece: Piece, cands: list[Command], pos: QPointF, field_index: int = 0
    ) -> None:
        """Narrow `cands` field by field with popups; submit when one is left."""
        if len(cands) == 1 or not all(isinstance(c, Place) for c in cands):
            self.close_popup()
            self.finish(piece, cands[0], pos)
            return
        places = [c for c in cands if isinstance(c, Place)]
        for i in range(field_index, len(_FIELDS)):
            field = _FIELDS[i]
            values = list(dict.fromkeys(getattr(c, field) for c in places))
            if len(values) <= 1:
                continue
            if field == "sell":
                self._sell_popup(piece, places, pos)
                return
            title = self._field_title(places[0], field)
            popup = self.open_popup(title, pos, piece)
            choices = [(self._value_label(places[0], field, v, places), v) for v in values]

            def on_choose(v: object, f: str = field, j: int = i) -> None:
                rest: list[Command] = [c for c in places if getattr(c, f) == v]
                self.close_popup(keep_piece=True)
                self.choose(piece, rest, pos, j + 1)

            popup.field = field
            popup.set_choices(choices, on_choose)
            return
        self.finish(piece, places[0], pos)

    def _field_title(self, cmd: Place, field: str) -> str:
        name = self.scene.name_of(cmd.space)
        return {
            "build": tr("{space}: which building?"),
            "discount": tr("{space}: which discount?"),
            "ship": tr("{space}: which ship?"),
            "to": tr("{space}: to which track space?"),
            "bonus": tr("{space}: which bonus good?"),
            "take": tr("{space}: remove how many sea tokens?"),
        }.get(field, "{space}").format(space=name)

    def _value_label(self, cmd: Place, field: str, value: object, cands: list[Place]) -> str:
        if field == "build":
            return self.scene.name_of(str(value))
        if field == "discount":
            goods = value if isinstance(value, tuple) else ()
            if not goods:
                return tr("no discount")
            return tr("1 fewer {goods}").format(
                goods=" + ".join(good_name(g).lower() for g in goods)
            )
        if field == "ship":
            st = self.state
            ship = st.ship(st.decision.seat or 0, int(value))  # type: ignore[call-overload]
            kind = tr("small ship") if ship.index == 1 else tr("large ship")
            where = {
                "dock": tr("docked"),
                "supply": tr("in supply"),
                "sea": tr("at space {n}").format(n=ship.space),
            }.get(ship.where, "")
            extra = f", {len(ship.cargo)} " + tr("whales") if ship.where == "sea" else ""
            return f"{kind} ({where}{extra})"
        if field == "to":
            example = next(c for c in cands if c.to == value)
            food = self.food_cost(example)
            label = tr("space {n} · {food} food").format(n=value, food=food)
            if value == 1:
                label += " " + tr("(comes home empty)")
            return label
        if field == "bonus":
            return tr("+1 {good}").format(good=good_name(str(value)).lower())
        if field == "take":
            return tr("{n} token(s)").format(n=value)
        return str(value)

    def _sell_popup(self, piece: Piece, places: list[Place], pos: QPointF) -> None:
        space = places[0].space
        hi = [max(c.sell[i] for c in places) for i in range(3)]
        popup = self.open_popup(
            tr("{space}: how many to sell?").format(space=self.scene.name_of(space)), pos, piece
        )
        rows = [(g, good_name(g), 0, 0, hi[i]) for i, g in enumerate(GOODS) if hi[i] > 0]

        def on_confirm(counts: dict[str, int]) -> None:
            sell = tuple(counts.get(g, 0) for g in GOODS)
            match = [c for c in places if c.sell == sell]
            cmd = (
                match[0]
                if match
                else Place(space, repeat=places[0].repeat, sell=(sell[0], sell[1], sell[2]))
            )
            self.close_popup(keep_piece=True)
            self.finish(piece, cmd, pos)

        def summary(counts: dict[str, int]) -> str:
            sell = tuple(counts.get(g, 0) for g in GOODS)
            match = [c for c in places if c.sell == sell]
            if not match:
                return tr("Choose at least one good.")
            money = self._money_gain(match[0])
            return tr("You get ${n}").format(n=money)

        popup.set_steppers(rows, on_confirm, tr("Sell"), summary)

    def _money_gain(self, cmd: Place) -> int:
        from nbgui.engine import apply
        from nbgui.engine.events import GoodsGained

        try:
            _, events = apply(self.state, cmd)
        except RuleError:
            return 0
        return sum(e.money for e in events if isinstance(e, GoodsGained))

    def move_warnings(self, cmd: Command) -> list[tuple[str, str, str]]:
        """(code, sentence, reference entry id) for each likely mistake in `cmd`."""
        if self.warnings is not None:
            return self.warnings(self.state, cmd)
        if isinstance(cmd, Place) and cmd.to == 1:
            return [(
                "launch_space_1",
                tr(
                    "Space 1 moves into Return in this round's movement phase: the ship comes "
                    "home empty. Launch anyway?"
                ),
                "rule:launch_space_1",
            )]
        return []

    def finish(self, piece: Piece, cmd: Command, pos: QPointF) -> None:
        """The last step: confirm likely mistakes (one popup for all), then submit; snap back
        on refusal."""
        found = self.move_warnings(cmd)
        if found:
            title = "\n".join(text for _, text, _ in found)
            popup = self.open_popup(title, pos, piece)
            why = found[0][2]

            def on_choose(v: object) -> None:
                self.close_popup(keep_piece=True)
                if v == "launch":
                    self._submit_drop(piece, cmd, pos)
                else:
                    self.snap_back(piece)
                    if v == "why" and self.on_why is not None:
                        self.on_why(why)

            popup.field = "confirm"
            label = (
                tr("Launch to space 1")
                if isinstance(cmd, Place) and cmd.to == 1
                else tr("Do it anyway")
            )
            choices: list[tuple[str, object]] = [(label, "launch")]
            if self.on_why is not None:
                choices.append((tr("Why?"), "why"))
            popup.set_choices(choices, on_choose, "launch")
            return
        self._submit_drop(piece, cmd, pos)

    def _submit_drop(self, piece: Piece, cmd: Command, pos: QPointF) -> None:
        if not self.submit(cmd, pos):
            self.snap_back(piece)

    def open_popup(self, title: str, pos: QPointF, piece: Piece | None = None) -> PopupItem:
        self.close_popup(keep_piece=True)
        self._popup_piece = piece
        popup = PopupItem(
            self.scene.assets,
            title,
            pos + QPointF(14, -20),
            self._cancel_popup,
            self.scene.sceneRect(),
        )
        self.scene.addItem(popup)
        self.popup = popup
        return popup

    def _cancel_popup(self) -> None:
        piece = getattr(self, "_popup_piece", None)
        self.close_popup()
        if piece is not None:
            self.snap_back(piece)

    def close_popup(self, keep_piece: bool = False) -> None:
        if self.popup is not None:
            popup = self.popup
            self.popup = None
            if not shiboken6.isValid(popup):
                return
            popup.hide()
            if popup.scene() is not None:
                self.scene.removeItem(popup)
            popup.deleteLater()

    # ---- keyboard -----------------------------------------------------------------------------

    def key(self, event: QKeyEvent) -> bool:
        k = event.key()
        if k == Qt.Key.Key_Escape:
            if self.popup is not None:
                self._cancel_popup()
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
            for b in self.popup.buttons:
                if b.focused:
                    b.click()
                    return True
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

    def perform(self, cmd: Command) -> bool:
        """Play `cmd` through the same gestures a person would make; True if it was applied."""
        before = self.state
        d = before.decision
        if isinstance(cmd, Place):
            self._perform_place(cmd)
        elif isinstance(cmd, StartGoods):
            self.refresh()
            self.start_counts = {
                "lumber": cmd.lumber,
                "food": cmd.food,
                "brick": cmd.brick,
                "money": cmd.money,
            }
            self.confirm_start()
        elif isinstance(cmd, Take):
            token = self.scene.pieces.get(("token", cmd.token))
            if token is not None:
                self._drag_to(token, ("ship", d.seat, d.ship))
        elif isinstance(cmd, Pay | Sell):
            token = self.scene.pieces.get(("token", cmd.token))
            self.refresh()
            if token is not None:
                self._drag_to(token, ("zone", "pay" if isinstance(cmd, Pay) else "sell"))
        else:
            self.refresh()
            label_match = self._prompt_button_for(cmd)
            if label_match is not None:
                label_match.click()
            else:
                self.submit(cmd)
        if self.popup is not None and self.popup.field == "confirm" and self.state is before:
            self.popup.choose("launch")  # a person answers the mistake warning with "anyway"
        self.close_popup()
        return self.state is not before

    def _prompt_button_for(self, cmd: Command) -> ButtonItem | None:
        d = self.state.decision
        if isinstance(cmd, Pass):
            buttons = [b for b in self.prompt_items if isinstance(b, ButtonItem) and b.primary]
            return buttons[0] if buttons else None
        if isinstance(cmd, BuyGoods):
            seat = d.seat
            want = good_name(cmd.good).lower()
            for b in self.prompt_items:
                if isinstance(b, ButtonItem) and want in b.text and b.enabled and seat is not None:
                    geo = sc_geo(self.scene)
                    if geo is not None and geo.seat_parts[seat].get("buy", QRectF()).contains(
                        b.rect.center()
                    ):
                        return b
        if isinstance(cmd, BuyWhale):
            geo = sc_geo(self.scene)
            if geo is None:
                return None
            rects = prompt_token_rects(geo, len(self.state.sold), prompt_item_width(self.state))
            for rect, tok in zip(rects, self.state.sold, strict=True):
                if tok == cmd.token:
                    for b in self.prompt_items:
                        if isinstance(b, ButtonItem) and abs(b.rect.y() - rect.y() - 2) < 1:
                            return b
        return None

    def _drag_to(self, piece: Piece, key: Key) -> None:
        self.cancel_selection()  # un-light a shown move before the drop
        self.drag_start = piece.pos()
        self.targets = self.targets_for(piece)
        self.drop(piece, key, self.target_center(key))

    def _perform_place(self, cmd: Place) -> None:
        st = self.state
        seat = st.decision.seat
        assert seat is not None
        # a launch can be a ship drag (City Pier) – but the worker drop covers every case
        placed = sum(1 for s, _ in st.placements if s == seat)
        worker = self.scene.pieces.get(("worker", seat, placed))
        key: Key = ("space", cmd.space) if cmd.space in BOARD_SPACES else ("building", cmd.space)
        if worker is None:
            self.submit(cmd)
            return
        self._drag_to(worker, key)
        # answer the popups
        for _ in range(10):
            popup = self.popup
            if popup is None or self.state is not st:
                break
            if popup.on_confirm is not None:
                popup.set_counts(dict(zip(GOODS, cmd.sell, strict=True)))
                popup.confirm()
                continue
            value = "launch" if popup.field == "confirm" else getattr(cmd, popup.field, None)
            if not popup.choose(value):
                popup.cancel()
                break


def sc_geo(scene: TableScene) -> Any:
    return scene.geo


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
