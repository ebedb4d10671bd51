"""The table scene: builds the items for one game and keeps their content in step with a state.

`TableScene.build(state)` creates every item (boards, spaces, pieces, panels); `sync(state)`
updates what items show (counts, cargo, which tokens exist, highlights of the acting seat);
positions come from `geometry.layout` and are applied by the animator (or `place_all`).
"""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Callable
from functools import partial
from itertools import product
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from nbgui.engine import Fallback, GameState, board_spaces, score_row
from nbgui.text import Term, msg, words
from nbgui.text.catalog import MESSAGES
from nbgui.ui.i18n import current_language, listed, named, say, seat_name, term
from nbgui.ui.table.assets import AssetLibrary
from nbgui.ui.table.card import CardItem
from nbgui.ui.table.geometry import (
    HEADER_GAP,
    HEADER_NAME_X,
    HEADER_POINTS_END,
    HEADER_SHAPE_X,
    HELM_ICON_MAX,
    HELM_NUMBER_W,
    HELM_TOKEN,
    NAME_SCALE,
    PLAN_GAP,
    READABLE_UNITS,
    SCENE_RECT,
    SEAT_TOKEN,
    START_BLOCK_W,
    TILE_SIZE,
    WORKER_SIZE,
    Geometry,
    Key,
    hold_room,
    layout,
)
from nbgui.ui.table.items import (
    BubbleItem,
    BuildingItem,
    MarkerItem,
    PanelItem,
    Piece,
    Retired,
    ShipItem,
    SpaceItem,
    SvgItem,
    TokenItem,
    TrackSpaceItem,
    WorkerItem,
    draw_text,
    fits_whole,
    money,
    paint_token,
    record_icon,
    record_piece,
    render_svg,
    row_line,
    text_floor,
    token_name,
    tr,
)
from nbgui.ui.table.whales import WhaleFacts, whale_facts

log = logging.getLogger(__name__)

#: a Captain's Orders in his column: (lines (text, bold, colour, lit), the limits line under)
OrdersForm = tuple[list[tuple[str, bool, QColor, bool]], bool]

#: a Captain's plan box's words stand this far inside it; the prompt's words beside the plans
#: keep the same margin from the strip's frame
PLAN_INSET = 8.0

#: The icon of each course on a Helm space (with the short word of `course_short` under it).
COURSE_ICONS = {
    "lumber": "good_lumber",
    "food": "good_food",
    "brick": "good_brick",
    "money": "coin",
    "prepare": "space_dockyard",
    "launch": "space_city_pier",
    "prepare_launch": "space_dockyard",
    "build_white": "space_town_hall",
    "build_black": "space_town_hall",
    "build_victory": "building_mansion",
}


def course_words(course: Any) -> str:
    """A course in full words (a Helm space's card and tooltip, an Order's course check): the
    catalogue's ``captain.course.*`` ("Build (white list)", "Prepare a ship, or else launch to
    3"), else its Helm words ``captain.helm.*`` ("Launch to 3")."""
    kind = getattr(course, "kind", str(course))
    ident = f"captain.course.{kind}"
    if ident not in MESSAGES:
        ident = f"captain.helm.{kind}"
    if ident not in MESSAGES:
        return kind
    n = getattr(course, "n", None)
    return say(msg(ident, n=n) if n is not None else msg(ident))


def number_kept(words: str) -> str:
    """`words` with the space before a closing number made non-breaking, so a caption that
    wraps keeps "Launch to 4" / "Zarpar a 4" as "Launch to / 4" never (drawn as a space)."""
    head, _, last = words.rpartition(" ")
    return f"{head}\u00a0{last}" if head and last.isdigit() else words


def course_short(course: Any) -> str:
    """A course in a few plain words, for the captions and outlook lines ("Build (white) →
    Bakery": a build course says its list by its colour, as the Helm space's word does; the
    list's name in full is the Helm space's card and tooltip; "Prepare or launch 3": he
    prepares a ship, and only if he cannot, launches one to space 3). Catalogue messages
    ``captain.helm.*``, else the course's own words ``captain.course.*`` ("Lumber")."""
    kind = getattr(course, "kind", str(course))
    ident = f"captain.helm.{kind}"
    if ident not in MESSAGES:
        ident = f"captain.course.{kind}"
    if ident not in MESSAGES:
        return kind
    n = getattr(course, "n", None)
    return say(msg(ident, n=n) if n is not None else msg(ident))


def helm_word(course: Any) -> str:
    """The word under a course's icon on a Helm space: a build course's list by its colour
    alone ("White", "Black": the Town Hall icon above says "build"), any other course as
    `course_short`."""
    kind = getattr(course, "kind", str(course))
    if kind == "build_white":
        return say(msg("captain.helm.white"))
    if kind == "build_black":
        return say(msg("captain.helm.black"))
    return course_short(course)


def helm_need(assets: AssetLibrary, space: Any, px: float) -> float:
    """The width a Helm space's words need at `px` units: each course's word (a split space
    says either, by the round) whole on at most two lines, broken between words
    ("Prepare or / launch 3")."""
    courses = [space.course, space.then] if space.is_split else [space.course]
    fm = assets.metrics(px)
    need = 0.0
    for course in courses:
        words_ = helm_word(course).split(" ")
        one = fm.horizontalAdvance(" ".join(words_))
        two = min(
            (
                max(
                    fm.horizontalAdvance(" ".join(words_[:k])),
                    fm.horizontalAdvance(" ".join(words_[k:])),
                )
                for k in range(1, len(words_))
            ),
            default=one,
        )
        need = max(need, min(one, two))
    return need


def helm_shares(needs: list[float], width: float) -> list[float]:
    """Each Helm space's width in a strip `width` wide: equal, except that a space whose
    words need more (`needs`, margins included) gets what it needs and the others share the
    rest equally — as long as each of them keeps what it needs."""
    count = len(needs)
    if count == 0:
        return []
    wide: set[int] = set()
    while True:
        rest = count - len(wide)
        if rest == 0:
            return list(needs)
        each = (width - sum(needs[k] for k in wide)) / rest
        more = {k for k in range(count) if k not in wide and needs[k] > each}
        if not more:
            return [needs[k] if k in wide else each for k in range(count)]
        wide |= more


class TableScene(QGraphicsScene):
    """All items of one game; see the module docstring."""

    def __init__(
        self, assets: AssetLibrary, language: str = "en", boards: dict[str, Any] | None = None
    ) -> None:
        super().__init__()
        #: Python references to every item in the scene. PySide6 does not keep a Python
        #: subclass's wrapper alive once it is added to a scene, so an item referenced only by
        #: the scene is destroyed by the next garbage collection (the whaling board vanished
        #: mid-game that way). Cleared when the scene is rebuilt.
        self._alive: set[QGraphicsItem] = set()
        #: the items a rebuild took off the table, freed on the next event-loop turn
        #: (`_retire_items`)
        self.retired = Retired()
        self.assets = assets
        self.language = language
        self.boards = boards or {}
        self.compact = False
        self.setSceneRect(SCENE_RECT)
        self.setBackgroundBrush(QColor("#D9CBA6"))
        self.geo: Geometry | None = None
        self.state: GameState | None = None
        self.pieces: dict[Key, Piece] = {}
        self.spaces: dict[str, SpaceItem] = {}
        self.tracks: dict[int, TrackSpaceItem] = {}
        self.seat_panels: list[PanelItem] = []
        self.seat_panel_of: dict[int, PanelItem] = {}
        self._panel_sig_fn: dict[PanelItem, Any] = {}
        self._panel_sig: dict[int, object] = {}
        self.prompt_panel: PanelItem | None = None
        self.prompt_title = ""
        self.prompt_text = ""
        #: A note from another layer (the tutorial's or a hint's line), shown in the prompt's
        #: text area in place of the standard explanation; "" for none (`Prompt.set_note`).
        self.prompt_note = ""
        #: Lines the prompt writes beside its buttons (a returning whale's name): (rect, text)
        self.prompt_labels: list[tuple[QRectF, str, str]] = []  # (where, text, who)
        self.caption = BubbleItem(assets, 330)
        self.bubble = BubbleItem(assets, 340, "error")
        self.card = CardItem(assets)
        self.lit_course: dict[int, bool] = {}
        self.lit_order: dict[int, int | None] = {}
        self.helm_hint: dict[int, str] = {}
        #: the course a Captain actually used, when his Orders changed it (kept until his next
        #: roll; set by the animator)
        self.course_note: dict[int, str] = {}
        self.lists_tip: dict[int, str] = {}
        #: what says a Captain's possible next moves: (state, seat) -> `preview.Outlook`s
        #: (set by the widget from the session's brain); `ahead` holds them for the state shown
        self.ahead_fn: Any = None
        self.ahead: dict[int, list[Any]] = {}
        #: the round each Captain places again in, while he has nothing to place this round
        self.waiting: dict[int, int] = {}
        #: the seat whose move the animator is showing (None between moves): its board is
        #: framed as acting, not the next seat to act in the state shown
        self.mover: int | None = None
        #: the state before the move the animator is showing (None between moves): the round
        #: line says its round (`told`)
        self.shown_from: GameState | None = None
        #: the Captain's sentence while his turn is shown, said in the prompt area
        self.prompt_caption = ""
        #: (caption, view scale) and whether that caption reads whole beside the plans
        self._caption_fit: tuple[tuple[str, float], bool] = (("", 0.0), True)
        self._signature: tuple[object, ...] | None = None
        #: each whale kind by its letter, from the rules of the game shown
        self.facts: dict[str, WhaleFacts] = {}
        #: the view's scale (`note_scale`): where workers stand on built tiles
        self.view_scale = NAME_SCALE
        #: each Captain's last `solo_orders` answer: (state, what it depends on, answer)
        self._orders_memo: dict[int, tuple[GameState | None, tuple[object, ...], OrdersForm]] = {}
        #: the plan boxes' last weight (`plan_weight`): (state, what it depends on, bold)
        self._weight_memo: tuple[GameState | None, tuple[object, ...], bool] | None = None

    # ---- names in the current language ---------------------------------------------------------

    def name_of(self, ident: str) -> str:
        """A space's or building's name through the catalogue (`words.place`: the `Rules`
        context, whose translations come from rules/), as a `Named` an interface string may
        ask for with its article (``{space:el}``, docs/i18n.md)."""
        assert self.state is not None
        name = words.place(self.state.rules, ident)
        return named(name) if isinstance(name, Term) else name

    def text_of(self, ident: str) -> str:
        """A space's or building's rules text through the catalogue (`Rules` context)."""
        assert self.state is not None
        rules = self.state.rules
        obj = rules.spaces.get(ident) or rules.buildings.get(ident)
        if obj is None:
            return ""
        return term(Term(obj.text.en))

    # ---- building ---------------------------------------------------------------------------

    def addItem(self, item: QGraphicsItem) -> None:
        super().addItem(item)
        self._alive.add(item)

    def removeItem(self, item: QGraphicsItem) -> None:
        super().removeItem(item)
        self._alive.discard(item)

    def build(self, state: GameState) -> None:
        """(Re)create every item for `state`'s game."""
        self._retire_items()
        self.caption = BubbleItem(self.assets, 330)
        self.bubble = BubbleItem(self.assets, 340, "error")
        self.card = CardItem(self.assets)
        self.pieces.clear()
        self.spaces.clear()
        self.tracks.clear()
        self.seat_panels = []
        self.seat_panel_of = {}
        self._panel_sig_fn = {}
        self._panel_sig = {}
        self.state = state
        self.facts = whale_facts(state.rules)
        geo = self.geo = Geometry(state, self.assets, self.compact)
        geo.tile_names = {b: self.name_of(b) for b in geo.building_slots}
        geo.name_scale = self.view_scale
        self._share_helms(state, geo)
        self.setSceneRect(geo.scene_rect)
        self._signature = self.signature(state)
        a = self.assets
        under = self.backgroundBrush().color()  # the table's plain background, under both
        self.addItem(SvgItem("board_town", geo.town_rect, a, under=under))
        self.addItem(SvgItem("board_whaling", geo.whaling_rect, a, a.color("sea_light"), under))
        # unbuilt tiles tray and prompt backgrounds
        tray = PanelItem(geo.unbuilt_rect.adjusted(-4, -4, 4, 4), self._paint_tray, "tray")
        tray.setZValue(1)
        # a translucent rounded rectangle under the tiles: drawn as it is, without a cached
        # pixmap of its 470x130 px (0.25 MiB at 1280x720; issue 18, memory)
        tray.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        self.addItem(tray)
        self._panel_sig_fn[tray] = lambda st: bool(st.unbuilt)
        self.prompt_panel = PanelItem(geo.prompt_rect, self._paint_prompt, "prompt")
        # drawn as it is: its words change at nearly every decision, so its cache (a 0.33 MiB
        # pixmap at 1280x720) was drawn again and again anyway, and a repaint of the whole
        # strip costs ~0.5 ms (issue 18, memory)
        self.prompt_panel.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        self.addItem(self.prompt_panel)
        # the whaling board's labels: one item each for the round numbers, the bag's label and
        # the Dock's, each cached at its own size (one board-sized item was a 0.5 MiB pixmap,
        # nearly all of it transparent: issue 18, memory)
        for part, drawn in self._whaling_label_rects().items():
            overlay = PanelItem(
                geo.whaling_rect,
                self._whaling_painter(part, drawn),
                "whaling board",
                drawn,
            )
            overlay.setZValue(4)
            self.addItem(overlay)
            self._panel_sig_fn[overlay] = lambda st: (st.round, len(st.bag), self.language)
        for sp in board_spaces(state.rules):
            text = self.text_of(sp)
            main, bonus = _split_bonus(text)
            item = SpaceItem(
                sp,
                geo.space_rects[sp],
                geo.space_parts[sp],
                a,
                self.name_of(sp),
                main,
                bonus,
                bonus_parts(state.rules.spaces[sp]),
            )
            self.spaces[sp] = item
            self.addItem(item)
        costs = state.rules.game.track.food_cost
        for n in range(0, 7):
            track = TrackSpaceItem(
                n, geo.track_rects[n], geo.cost_rects.get(n), costs[n - 1] if n else 0, a
            )
            self.tracks[n] = track
            self.addItem(track)
        for i in range(len(state.seats)):
            panel = PanelItem(
                geo.seat_rects[i], partial(self._paint_seat, seat_index=i), f"seat board {i}"
            )
            regions = self._seat_regions(i)
            if regions:
                panel.split(
                    regions,
                    partial(self._paint_seat_frame, seat_index=i),
                    partial(self._paint_seat_part, seat_index=i),
                )
                self._alive.update(panel.parts)
            self.seat_panels.append(panel)
            self.seat_panel_of[i] = panel
            self._panel_sig_fn[panel] = lambda st, i=i: self.seat_signature(st, i)
            self.addItem(panel)
            if state.seats[i].is_captain:
                helm = PanelItem(
                    geo.seat_parts[i]["helm"],
                    partial(self._paint_helm, seat_index=i),
                    f"Helm {i}",
                )
                helm.setZValue(3)
                self.addItem(helm)
                self._panel_sig_fn[helm] = lambda st, i=i: (
                    self.seat_signature(st, i),
                    tuple(sorted(self.ahead_odds(i).items())),
                )
                self.seat_panels.append(helm)
        if geo.round_above is not None:
            # the round line above the strip (one player and three Captains: the plans rise
            # over the band's right end, where it is said at other tables)
            above = PanelItem(geo.round_above, self._paint_round_above, "round line")
            above.setZValue(4)
            self.addItem(above)
            self._panel_sig_fn[above] = lambda st: (
                self.round_line(self.told(st)), self.language
            )
        for i, rect in geo.plan_rects.items():
            plan = PanelItem(
                rect, partial(self._paint_plan, seat_index=i), f"Captain's plan {i}"
            )
            plan.setZValue(4)  # over the prompt strip's frame, touching his board's top
            self.addItem(plan)
            self._panel_sig_fn[plan] = lambda st, i=i: (
                self.seat_signature(st, i),
                self.plan_shown(),
                tuple(sorted(self.ahead_odds(i).items())),
            )
            self.seat_panels.append(plan)
        # pieces
        for seat_index, seat in enumerate(state.seats):
            for w in range(state.rules.game.workers_per_seat):
                self._add(WorkerItem(seat_index, w, a))
            for ship in seat.ships:
                self._add(ShipItem(seat_index, ship.index, a, self.facts))
            if seat.is_captain:
                tok = MarkerItem(
                    ("helm_token", seat_index), a, "captain_token", 26, a.seat_color(seat_index)
                )
                self._add(tok)
        everything = list(dict.fromkeys([*state.built, *state.unbuilt]))
        for b in everything:
            bd = state.rules.buildings[b]
            cost = {
                "lumber": bd.cost.lumber,
                "food": bd.cost.food,
                "brick": bd.cost.brick,
                "money": bd.cost.money,
            }
            tile = BuildingItem(
                b,
                a,
                self.name_of(b),
                self.text_of(b),
                cost,
                bd.kind == "victory",
                effect_summary(bd, state.rules.game.post_office_income),
            )
            tile.multi = geo.multi
            tile.cost_icon = geo.tray_cost_icon
            self._add(tile)
        self._add(MarkerItem(("round_marker",), a, "round_marker", 34, a.color("gold"), "R"))
        self._add(MarkerItem(("wheel",), a, "ships_wheel", 28, a.color("wood"), "1st"))
        self.bag = MarkerItem(("bag",), a, "bag", geo.bag_rect.width(), a.color("sea_deep"))
        self.bag.place(geo.bag_rect)
        self.addItem(self.bag)
        self.die = MarkerItem(("die",), a, "die_1", 40, QColor("white"), "1")
        self.die.setZValue(150)
        self.die.hide()
        self.addItem(self.die)
        self.addItem(self.caption)
        self.addItem(self.bubble)
        self.addItem(self.card)
        self.sync(state)
        self.place_all(layout(state, geo))

    def _retire_items(self) -> None:
        """Take every item off the table; they are freed on the next turn of the event loop,
        not here (as `Prompt.clear` does with its buttons): a rebuild from inside a click (a
        layout change made by a button, a tile, a card) would otherwise free the clicked item
        while Qt's scene is still delivering its mouse event (`QGraphicsScene.clear` deletes
        at once)."""
        for item in self.items():
            if item.parentItem() is None:  # its children leave with it
                super().removeItem(item)
                self.retired.hold(item)
        self._alive.clear()

    def _add(self, piece: Piece) -> None:
        self.pieces[piece.key] = piece
        self.addItem(piece)

    @staticmethod
    def signature(state: GameState) -> tuple[object, ...]:
        """What the scene's structure depends on: a different game needs `build`."""
        return (state.setup, len(state.seats), state.rules.digest)

    def token_item(self, token: str) -> TokenItem:
        key = ("token", token)
        item = self.pieces.get(key)
        if item is None:
            item = TokenItem(
                token,
                self.assets,
                self.facts.get(token[:1]),
                token_name(self.state.rules, token) if self.state is not None else token,
            )
            item.hide()
            self._add(item)
        assert isinstance(item, TokenItem)
        return item

    # ---- state → content ----------------------------------------------------------------------

    def sync(self, state: GameState) -> None:
        """Update what items show (not where they are) for `state`."""
        if self.geo is None or self._signature != self.signature(state):
            self.build(state)
            return
        self.state = state
        # a tile takes the shape of where it is going: three or four seats, tray or plate; two
        # seats, its tray slot (the tray's height shared by its rows) or a 3:2 corner tile
        if self.geo.multi:
            shapes = layout(state, self.geo)
        else:
            corner = QRectF(0, 0, *TILE_SIZE)
            shapes = {
                ("building", b): corner if b in state.owner else r
                for b, r in self.geo.building_slots.items()
            }
        bonus_now = self._bonus_now(state)
        room = hold_room(self.geo, shapes if self.geo.multi else layout(state, self.geo))
        for b, item in self.pieces.items():
            if b[0] == "building":
                bid = str(b[1])
                item_b: Any = item
                item_b.set_status(
                    bid in state.owner, bid in state.used_buildings, state.owner.get(bid)
                )
                now = bonus_now.get(bid, "")
                if now != item_b.points_now:
                    item_b.points_now = now
                    item_b.update()
                if shapes is not None and b in shapes:
                    item_b.set_shape(shapes[b].width(), shapes[b].height())
            elif b[0] == "ship":
                seat, idx = int(b[1]), int(b[2])  # type: ignore[call-overload]
                item_s: Any = item
                item_s.set_cargo(state.ship(seat, idx).cargo, state.rules)
                item_s.set_room_right(b in room)
        counts = Counter(t[0] for t in state.bag)
        lines = [tr("Ocean bag: {n} tokens").format(n=len(state.bag))]
        for letter in self.facts:  # every kind of rules/, by its catalogue name
            kind = words.whale_kind(state.rules, letter)
            lines.append(row_line(term(kind) if kind else letter, str(counts[letter])))
        self.bag.setToolTip("\n".join(lines))
        # the round marker and the ship's wheel look like pieces: a click or a hover on one
        # opens its card (they had none, and a click did nothing)
        last = state.rules.game.rounds
        marker = self.pieces.get(("round_marker",))
        if marker is not None:
            marker.setToolTip(
                tr("Round {r} of {n}").format(r=state.round, n=last)
                + "\n"
                + tr("The marker moves on at the end of each round; the game ends after round {n}.")
                .format(n=last)
            )
        wheel = self.pieces.get(("wheel",))
        if wheel is not None and state.order:
            wheel.setToolTip(
                tr("Ship's wheel: {name} places first this round.").format(
                    name=seat_name(state.seats[state.order[0]].spec)
                )
                + "\n"
                + tr("It passes to the left at the end of each round.")
            )
        self.update_ahead(state)
        # repaint a panel only when what it shows changed (keeps the item caches warm)
        for panel, sig_fn in self._panel_sig_fn.items():
            sig = sig_fn(state)
            if self._panel_sig.get(id(panel)) != sig:
                self._panel_sig[id(panel)] = sig
                panel.update()
        for i, panel in self.seat_panel_of.items():
            row = score_row(state, i)
            panel.setToolTip(
                tr(
                    "Score now: {total}\nwhales {w} · buildings {b} · bonuses {x} · "
                    "money {m} ({left} left over)"
                ).format(
                    total=row.total,
                    w=row.whales,
                    b=row.buildings,
                    x=row.bonuses,
                    m=row.money,
                    left=money(row.money_left),
                )
            )
        if self.prompt_panel is not None:
            self.prompt_panel.update()

    def seat_signature(self, state: GameState, i: int) -> tuple[object, ...]:
        seat = state.seats[i]
        d = state.decision
        return (
            seat.lumber,
            seat.food,
            seat.brick,
            seat.money,
            tuple(seat.returned),
            seat.workers_left,
            seat.placed_this_round,
            seat.helm,
            state.round,
            tuple(state.buildings_of(i)),
            self.acting_seat(state) == i,  # its frame (the mover's while a move is shown)
            d.kind,
            score_row(state, i).total,
            self.lit_order.get(i),
            self.lit_course.get(i),
            self.helm_hint.get(i),
            self.course_note.get(i),
            tuple(self.ahead_lines(i)) if i in self.ahead else (),
            self.language,
        )

    def scene_overlays(self) -> list[PanelItem]:
        return [i for i in self.items() if isinstance(i, PanelItem)]

    def visible_tokens(self, rects: dict[Key, QRectF]) -> set[str]:
        return {str(k[1]) for k in rects if k[0] == "token"}

    def note_scale(self, scale: float) -> None:
        """The view shows the table at `scale` logical pixels per unit (zoom aside): a worker
        on a built tile stands below the tile's name as drawn at that scale (below the
        1366×768 size, with the text floor of that scale: `TextFloor`)."""
        if scale <= 0 or abs(scale - self.view_scale) < 0.005:
            return
        self.view_scale = scale
        geo, st = self.geo, self.state
        if geo is None or st is None:
            return
        geo.name_scale = scale
        for key, rect in layout(st, geo).items():
            if key[0] == "worker" and key in self.pieces:
                self.pieces[key].place(rect)

    def place_all(self, rects: dict[Key, QRectF]) -> None:
        """Put every piece where `rects` says at once; tokens not listed are hidden."""
        for key, rect in rects.items():
            item = self.pieces.get(key)
            if item is None and key[0] == "token":
                item = self.token_item(str(key[1]))
            if item is not None:
                item.place(rect)
                item.show()
        for key, item in self.pieces.items():
            if key not in rects:
                item.hide()

    # ---- painting panels ----------------------------------------------------------------------

    def _paint_tray(self, p: QPainter, r: QRectF) -> None:
        p.setPen(QPen(self.assets.color("parchment_dark"), 1.5))
        p.setBrush(QColor(255, 250, 235, 110))
        p.drawRoundedRect(r, 10, 10)
        if self.state is not None and not self.state.unbuilt:
            draw_text(p, self.assets, r, tr("Every building has been built."), 14, True)

    def _paint_prompt(self, p: QPainter, r: QRectF) -> None:
        a = self.assets
        assert self.geo is not None
        pr = self.geo.prompt_rect
        parts = {k: v.translated(-pr.x(), -pr.y()) for k, v in self.geo.prompt_parts.items()}
        p.setPen(QPen(a.color("ink"), 2))
        p.setBrush(a.color("parchment_light"))
        p.drawRoundedRect(r.adjusted(1, 1, -1, -1), 10, 10)
        band = parts["title"].adjusted(1, 1, -1, 0)
        path = QPainterPath()
        path.setFillRule(Qt.FillRule.WindingFill)
        path.addRoundedRect(band, 10, 10)
        path.addRect(band.adjusted(0, 18, 0, 0))
        p.fillPath(path.simplified(), a.color("sea_deep"))
        # left of the Captains' plans while they rise over the band (`plans_over_title`)
        beside = self.plan_shown() and "title_beside_plans" in parts
        words = parts["title_beside_plans"] if beside else band
        draw_text(
            p,
            a,
            QRectF(band.x(), band.y(), words.right() - band.x(), band.height()).adjusted(
                10, 0, -10, 0
            ),
            self.prompt_title,
            16,
            True,
            color=QColor("white"),
            wrap=False,
            min_px=10,
        )
        words_rect = self.prompt_text_rect(parts)
        top_left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
        # a Captain's caption in bold, else whole in regular, the narrower weight (as a
        # tile's name), before it would be shortened
        caption = self.prompt_caption
        if not (
            caption
            and draw_text(p, a, words_rect, caption, 16, True, top_left, min_px=8, elide=False)
        ):
            draw_text(
                p,
                a,
                words_rect,
                self.prompt_caption or self.prompt_note or self.prompt_text,
                16 if self.prompt_caption else 12,
                bool(self.prompt_note and not self.prompt_caption),
                top_left,
                color=a.color("sea_deep") if self.prompt_note and not self.prompt_caption else None,
                min_px=8,
            )
        for rect, text, who in self.prompt_labels:
            draw_text(
                p,
                a,
                rect.translated(-pr.x(), -pr.y()),
                text,
                15,
                True,
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
                wrap=False,
                who=who,
            )
        if self.state is not None and self.state.is_over:
            self._paint_scores(p, parts["scores"])
        above = self.geo.round_above is not None  # said above the strip (`round_above`)
        if self.state is not None and not above and (self.geo.round_beside or not beside):
            st = self.told()
            foot = self.round_line(st)
            if beside and self.geo.round_alone:  # one player: the round alone (the plans
                # are shown in the action phase only), so the plans rise over the band
                foot = tr("Round {r} of {n}").format(r=st.round, n=st.rules.game.rounds)
            draw_text(
                p,
                a,
                parts["footer_beside_plans" if beside else "footer"],
                foot,
                11,
                False,
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                color=QColor("white") if self.geo.compact else a.color("ink_soft"),
                wrap=False,
            )

    @staticmethod
    def round_line(st: GameState) -> str:
        """Where the game is: "Round 3 of 12 · action phase"."""
        return tr("Round {r} of {n} · {phase}").format(
            r=st.round, n=st.rules.game.rounds, phase=_phase_name(st.phase)
        )

    def _paint_round_above(self, p: QPainter, r: QRectF) -> None:
        """The round line above the prompt strip's right end, where the band's is at other
        tables (`Geometry.round_above`), in ink on the table's background."""
        if self.state is None:
            return
        draw_text(
            p,
            self.assets,
            r,
            self.round_line(self.told()),
            14,
            False,
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            color=self.assets.color("ink"),
            wrap=False,
        )

    def _workers_home(self, seat: Any) -> int:
        """The workers a player has to place: his meeples at home. Before round 1 (starting
        goods) the engine has not handed them out yet (`workers_left` 0), while the board
        shows them at home: "Workers left: 0" beside two meeples."""
        st = self.state
        if st is not None and st.phase == "setup":
            return int(st.rules.game.workers_per_seat)
        return int(seat.workers_left)

    def _bonus_now(self, state: GameState) -> dict[str, str]:
        """Each built victory building's counted bonus as it stands ("+4 points" for the
        Municipal Office of eight buildings), from the score: what its tile says where its
        rule ("+1 per 2 buildings") does not fit."""
        counted = ("points_per_building", "points_per_right")
        out: dict[str, str] = {}
        for seat in sorted(set(state.owner.values())):
            for b, n in score_row(state, seat).bonus_detail:
                if state.rules.buildings[b].effect in counted:
                    out[b] = "+" + say(msg("unit.points", n=n))
        return out

    def set_caption(self, text: str) -> None:
        """What a Captain is doing, said in the prompt area while his turn is shown ("" when
        his turn is over)."""
        if text != self.prompt_caption:
            self.prompt_caption = text
            if self.prompt_panel is not None:
                self.prompt_panel.update()
            self.update_plans()

    def update_plans(self) -> None:
        """Repaint the Captains' plans over their boards (the prompt's use of its strip
        changed)."""
        for panel in self.seat_panels:
            if panel.name.startswith(("Captain's plan", "Helm")):
                panel.update()

    def plan_shown(self) -> bool:
        """Whether the Captains' plans stand over their boards in the prompt strip: while a
        worker is being placed (the prompt says it in a line or two at its left) or a
        Captain's turn is shown; never while the prompt needs its whole strip (starting
        goods, returns, whales for sale, whaling, the scores) or holds a note (tutorial,
        hint)."""
        st = self.state
        if st is None or self.geo is None or not self.geo.plan_rects or st.is_over:
            return False
        if self.prompt_note:
            return False
        if self.prompt_caption and not self.caption_beside_plans():
            return False  # the caption takes the strip's width (`caption_beside_plans`)
        d = st.decision
        captain = d.seat is not None and st.seats[d.seat].is_captain
        return bool(self.prompt_caption) or d.kind == "place" or captain

    def caption_beside_plans(self) -> bool:
        """Whether the Captain's caption reads whole in the words' room beside the plans, in
        bold or else regular. One player and three Captains leave it one board's width
        (298×74 units): a sentence with a tie ("Step 1, the building that gives the most:
        the Lumber Mill serves his course (tied with the Cooperage and the Market; decided
        automatically), so he goes there.") took five lines in regular, and was shortened
        with "…" (25 of 307 captions in 8 greedy games in Spanish, 15 in English); where it
        does not, the plans step aside while it is said, as they do for any prompt that
        needs the strip, and the caption has the whole of it."""
        text, geo = self.prompt_caption, self.geo
        if not text or geo is None or not geo.plan_rects:
            return True
        key = (text, round(self.view_scale, 4))
        if self._caption_fit[0] != key:
            pr = geo.prompt_rect
            parts = {k: v.translated(-pr.x(), -pr.y()) for k, v in geo.prompt_parts.items()}
            words, items = parts["text"], parts["items"]
            right = min(
                items.right(), *(r.x() - pr.x() - PLAN_GAP for r in geo.plan_rects.values())
            )
            rect = QRectF(PLAN_INSET, words.y(), right - PLAN_INSET, items.bottom() - words.y())
            img = QImage(1, 1, QImage.Format.Format_ARGB32)
            p = QPainter(img)
            p.scale(self.view_scale, self.view_scale)
            align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
            fits = any(
                fits_whole(p, self.assets, rect, text, 16, bold, align, 8) for bold in (True, False)
            )
            p.end()
            self._caption_fit = (key, fits)
        return self._caption_fit[1]

    def plan_lines(
        self,
        seat_index: int,
        terse: bool = False,
        changes: bool = True,
        short: bool = True,
        merge: bool = False,
        plain: bool = True,
    ) -> tuple[list[tuple[str, bool, QColor, bool]], bool]:
        """(lines, first is a heading) of a Captain's plan: on a player's turn his possible
        next moves, one line a roll of the die ("1/2 · Money → Market") under "His next
        move:" (`terse`: without the courses, "1/2 → Market"; without `changes`, a course
        his Orders change is said without the course, which the Helm's odds tag sits on:
        "1/3 · can't, so Money → Bank"; `short`: a build names only its building, see
        `ahead_lines`; `merge`: with `terse`, rolls leading to the same move on one line); on
        his own turn his course and the Order he is carrying out (lit),
        before it lights up all his Orders (`plain`: in plain words, else the shorthand:
        `step_words`)."""
        a = self.assets
        ink, soft = a.color("ink"), a.color("ink_soft")
        lit = self.lit_order.get(seat_index)
        ahead = (
            self.ahead_lines(
                seat_index, short=short, course=not terse, changes=changes, merge=merge
            )
            if lit is None
            else []
        )
        if ahead:
            heading = (tr("His next move:"), True, soft, False)
            return [heading, *((line, True, ink, False) for line in ahead)], True
        waiting = self.waiting_line(seat_index)
        if waiting is not None:  # nothing to place this round: when he places next
            return [waiting], False
        lines: list[tuple[str, bool, QColor, bool]] = []
        caption = self.course_caption(seat_index)
        if caption:
            lines.append((caption, True, ink, False))
        board = self.board_for(seat_index)
        if board is not None:
            for i, step in enumerate(board.orders, start=1):
                if lit is None or lit == i:
                    lines.append((f"{i}. {self.step_words(step, plain)}", True, ink, lit == i))
        return lines, False

    def _paint_plan(self, p: QPainter, r: QRectF, seat_index: int) -> None:
        """A Captain's plan over his board (four seats: his slim board has no room for it):
        a box framed in his colour, standing on his board's header, with `plan_lines` each
        whole at a readable size. When they need more room the courses go first ("1/2 →
        Market": the Helm's odds tags sit on them), so every plan keeps the heading that says
        what its lines are; only then the heading; a line that still does not fit whole is
        left to the Helm's card, never shortened."""
        name = f"Captain's plan {seat_index}"
        panel = next((x for x in self.seat_panels if x.name == name), None)
        if panel is not None:
            # its card: his Orders in plain words (none while the box is not there)
            panel.setToolTip(self.orders_tip(seat_index) if self.plan_shown() else "")
        if not self.plan_shown():
            return
        a = self.assets
        color = a.seat_color(seat_index)
        # as thick as his board's frame while he acts (`_paint_seat_frame`), box and board
        # one piece; thinner than that otherwise: every box framed alike (3 units) read as
        # if every Captain were acting
        acting = self.acting_seat() == seat_index
        p.setPen(QPen(color, 4 if acting else 2))
        p.setBrush(a.color("parchment_light"))
        p.drawRoundedRect(r.adjusted(2, 2, -2, 6), 8, 8)
        # the words from just inside the frame down to the box's foot (its frame runs on,
        # over the top of his header's margin: `geometry.plan_rects`)
        area = r.adjusted(PLAN_INSET, 4, -PLAN_INSET, 0)
        fits, lines_of = self._plan_fit(p, area)
        lines, heading = self.plan_form(
            seat_index, fits, lines_of=lines_of, bold=self.plan_weight(p)
        )
        self._paint_lines(p, area, lines, "Captain's plan", {0} if heading else set(), 1.0)

    def _plan_fit(self, p: QPainter, area: QRectF) -> tuple[
        Callable[[list[tuple[str, bool, QColor, bool]]], bool], Callable[[str, bool], int]
    ]:
        """(whether a form of a plan fits, how many lines a text takes) in a plan box's
        words `area`."""
        px = max(15.0, text_floor(p))
        return (
            lambda form: self._lines_height(p, area.width(), form) <= area.height(),
            lambda text, bold: self._lines_of(px, bold, area.width(), text),
        )

    def plan_weight(self, p: QPainter) -> bool:
        """Whether the Captains' Orders in the plan boxes over their boards are bold: one
        weight for the table, as for the seats' headers (`seat_title`). Each Captain's Orders
        keep the words they fit in (plain, else the shorthand: `plan_form`); they are bold
        where every Captain's fit so, else all regular. Each box took the first form that
        fitted: at Flask + Ahab with two players (1366x768) Flask's were regular beside
        Ahab's bold, which read as a lesser plan. Worked out once for the plans shown."""
        geo = self.geo
        if geo is None or not geo.plan_rects:
            return True
        plans = {i: self.plan_lines(i)[0] for i in geo.plan_rects}
        key = (geo, text_floor(p), current_language(), repr(sorted(plans.items())))
        if self._weight_memo is not None and self._weight_memo[:2] == (self.state, key):
            return self._weight_memo[2]
        bold = True
        for i, rect in geo.plan_rects.items():
            fits, lines_of = self._plan_fit(p, rect.adjusted(PLAN_INSET, 4, -PLAN_INSET, 0))
            options = self._plan_options(i, None, lines_of)
            first = next((tag for form, _h, tag in options if fits(form)), None)
            if first is not None:  # his Orders (on his turn): in the words that fit
                bold = bold and any(
                    tag == (first[0], True) and fits(form) for form, _h, tag in options
                )
        self._weight_memo = (self.state, key, bold)
        return bold

    def plan_form(
        self,
        seat_index: int,
        fits: Callable[[list[tuple[str, bool, QColor, bool]]], bool],
        longest: list[tuple[str, bool, QColor, bool]] | None = None,
        lines_of: Callable[[str, bool], int] | None = None,
        bold: bool | None = None,
    ) -> tuple[list[tuple[str, bool, QColor, bool]], bool]:
        """The form of `plan_lines` a Captain's plan is drawn in (lines, first is a heading):
        `longest` (a solo board's, whose builds name their space too) if given and it `fits`,
        else the whole form if it fits, else saying a course his Orders change only by the
        Helm's odds tag on it ("1/3 · Prepare: can't, so Money → Bank" is "1/3 · can't, so
        Money → Bank"), else without the courses (the Helm's odds tags sit on them) under the
        same heading as the other plans, else without the heading, else with the rolls that
        lead to the same move on one line ("1/2, 1/3 → builds the Post Office"); the shortest
        when none fits. His Orders (his turn, before one is lit), given `lines_of` (how many
        lines of the box a text takes, bold or not): the whole form, else neighbouring steps
        together where that saves a line (`_paired_orders`), else the same without the course
        line; then all that in regular. `bold` (the table's weight, `plan_weight`): his
        Orders only in that weight, where one of its forms fits."""
        forms = self._plan_options(seat_index, longest, lines_of)
        kept = [f for f in forms if f[2] is None or f[2][1] == bold] if bold is not None else []
        lines, heading, _tag = next(
            (f for f in kept if fits(f[0])),
            next((f for f in forms if fits(f[0])), forms[-1]),
        )
        return lines, heading

    def _plan_options(
        self,
        seat_index: int,
        longest: list[tuple[str, bool, QColor, bool]] | None,
        lines_of: Callable[[str, bool], int] | None,
    ) -> list[tuple[list[tuple[str, bool, QColor, bool]], bool, tuple[bool, bool] | None]]:
        """The forms `plan_form` tries, in order: (lines, first is a heading, and for his
        Orders (in plain words, bold), else None)."""
        full, heading = self.plan_lines(seat_index)
        forms: list[
            tuple[list[tuple[str, bool, QColor, bool]], bool, tuple[bool, bool] | None]
        ] = [(longest, True, None)] if longest else []
        # his Orders (all bold), not the line saying when he places next (`waiting_line`)
        orders = not heading and lines_of is not None and full != [self.waiting_line(seat_index)]
        forms += [(full, heading, (True, True) if orders else None)]
        if heading:
            terse, _ = self.plan_lines(seat_index, terse=True)
            plain, _ = self.plan_lines(seat_index, changes=False)
            forms += [(plain, True, None)] if plain != full else []
            forms += [(terse, True, None), (full[1:], False, None)]
            forms += [(plain[1:], False, None)] if plain != full else []
            forms += [(terse[1:], False, None)]
            merged, _ = self.plan_lines(seat_index, terse=True, merge=True)
            forms += [(merged, True, None), (merged[1:], False, None)] if merged != terse else []
        elif lines_of is not None:
            # his Orders: two short steps on a line, then without the course line (his
            # Helm's lit space and the prompt's sentence say it), then both; then the same
            # in regular, narrower than bold (Flask's "1. own buildings · town · opponents'
            # buildings" takes one line of a plan box at three seats at 1366×768 so)
            # (in plain words first, then in the board's shorthand: `step_words`)
            short_form, _ = self.plan_lines(seat_index, plain=False)
            for words_form, weight in product((full, short_form), (True, False)):
                tag = (words_form is full, weight) if orders else None
                whole = [(t, weight, c, lit) for t, _b, c, lit in words_form]
                forms += [(whole, False, tag)] if not weight or words_form is not full else []
                forms += [(form, False, tag) for form in _paired_orders(whole, lines_of)]
                if whole and not whole[0][0][:1].isdigit():
                    forms += [(whole[1:], False, tag)]
                    forms += [
                        (form, False, tag) for form in _paired_orders(whole[1:], lines_of)
                    ]
        return forms

    def _lines_of(self, px: float, bold: bool, width: float, text: str) -> int:
        """How many lines `text` takes in a column `width` wide as `_paint_lines` wraps it."""
        fm = self.assets.metrics(px, bold)
        flags = int(Qt.AlignmentFlag.AlignLeft) | int(Qt.TextFlag.TextWordWrap)
        h = fm.boundingRect(QRectF(0, 0, width - 8, 10000), flags, text).height()
        return max(1, round(h / fm.lineSpacing()))

    def _lines_height(
        self, p: QPainter, width: float, lines: list[tuple[str, bool, QColor, bool]]
    ) -> float:
        """The height `_paint_lines` takes for `lines` in a column `width` wide."""
        px = max(15.0, text_floor(p))
        flags = int(Qt.AlignmentFlag.AlignLeft) | int(Qt.TextFlag.TextWordWrap)
        total = 0.0
        for text, bold, _color, _lit in lines:
            fm = self.assets.metrics(px, bold)
            total += fm.boundingRect(QRectF(0, 0, width - 8, 10000), flags, text).height() + 2
        return total

    def prompt_text_rect(self, parts: dict[str, QRectF]) -> QRectF:
        """Where the prompt's explanation (or note) goes: beside the items of a decision that
        has them (starting goods, whales), else also over the empty item area — chosen by the
        kind of decision, never by the text, so nothing moves when a text changes length."""
        text = parts["text"]
        kind = self.state.decision.kind if self.state is not None else ""
        items = parts["items"]
        compact = self.geo is not None and self.geo.compact
        if kind == "start_goods" and compact:
            # the steppers sit at the right of the item area (`Prompt`): the words take
            # the rest, down to the prompt's foot
            right = items.right() - START_BLOCK_W - 12
            return QRectF(text.x(), text.y(), right - text.x(), items.bottom() - text.y())
        if kind == "return" and compact:
            return QRectF(text.x(), text.y(), text.width(), items.bottom() - text.y())
        if kind in ("start_goods", "return", "buy_whale", "over"):
            return (
                QRectF(text.x(), text.y(), text.width(), items.bottom() - text.y())
                if compact
                else text
            )
        if self.geo is not None and self.geo.compact:
            left, right = text.x(), items.right()
            if self.plan_shown():  # the Captains' plans stand over their boards
                # the words keep the strip's width left of the first plan: all of it, from
                # the plan boxes' own inset (8) to a hand's gap (6) before the first box, so
                # the longest sentence (placing, in Spanish) stays whole beside three plans
                # (three Captains and a player, maximized 1366×768)
                pr = self.geo.prompt_rect
                left = PLAN_INSET
                right = min(
                    right, *(r.x() - pr.x() - PLAN_GAP for r in self.geo.plan_rects.values())
                )
            return QRectF(left, text.y(), right - left, items.bottom() - text.y())
        return QRectF(text.x(), text.y(), text.width(), items.bottom() - text.y())

    def _paint_scores(self, p: QPainter, area: QRectF) -> None:
        """The score breakdown at game over: a heading row, then a row a seat (best first);
        when the rows would not each have a readable line's height (four seats in the
        compact prompt), in two columns side by side, each with its heading."""
        from nbgui.engine import score

        a, st = self.assets, self.state
        assert st is not None
        sheet = score(st)
        rows = sorted(sheet.rows, key=lambda r: -r.total)
        line = a.metrics(max(13.0, text_floor(p)), True).height() + 2
        halves = 1 if (area.height() - 24) / max(1, len(rows)) >= line else 2
        per = -(-len(rows) // halves)
        gap = 12.0
        width = (area.width() - gap * (halves - 1)) / halves
        for half in range(halves):
            box = QRectF(area.x() + half * (width + gap), area.y(), width, area.height())
            self._paint_score_rows(p, box, rows[half * per : (half + 1) * per], sheet.winners)

    def _paint_score_rows(self, p: QPainter, area: QRectF, rows: list[Any], winners: Any) -> None:
        a, st = self.assets, self.state
        assert st is not None
        cols = [tr("Whales"), tr("Bldgs"), tr("Bonus"), tr("$"), tr("Total")]
        bold_heads = area.width() >= 500
        widths = [min(110.0, area.width() * 0.7 / 5)] * 5  # "Ballenas", "Bonif." at 12 px
        if not bold_heads:
            # half the prompt (four seats): each figure's column as wide as its heading in
            # regular, or its figures, at the size they are drawn; the names take the rest
            # (five columns of 65 cut the winner's name to "★ IA 2 (Fu…" at 1366x768)
            floor = text_floor(p)
            head, figure = a.metrics(max(11.0, floor)), a.metrics(max(13.0, floor), True)
            widths = [
                max(head.horizontalAdvance(c), figure.horizontalAdvance("88")) + 10
                for c in cols
            ]
        name_w = area.width() - sum(widths)
        lefts = [area.x() + name_w + sum(widths[:i]) for i in range(len(cols))]
        y = area.y()
        row_h = min(30.0, (area.height() - 24) / max(1, len(rows)))
        for c, left, col_w in zip(cols, lefts, widths, strict=True):
            draw_text(
                p,
                a,
                QRectF(left, y, col_w, 20),
                c,
                11,
                bold_heads,
                wrap=False,
                color=a.color("ink_soft"),
            )
        y += 24
        for row in rows:
            win = row.seat in winners
            box = QRectF(area.x(), y, area.width(), row_h - 2)
            if win:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor(255, 210, 63, 120))
                p.drawRoundedRect(box, 5, 5)
            name = ("★ " if win else "") + seat_name(st.seats[row.seat].spec)
            draw_text(
                p,
                a,
                QRectF(box.x() + 6, y, name_w - 6, row_h - 2),
                name,
                13,
                win,
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                wrap=False,
                color=a.color("ink"),
            )
            figures = (row.whales, row.buildings, row.bonuses, row.money, row.total)
            for i, (v, left, col_w) in enumerate(zip(figures, lefts, widths, strict=True)):
                draw_text(
                    p,
                    a,
                    QRectF(left, y, col_w, row_h - 2),
                    str(v),
                    13,
                    i == 4,
                    wrap=False,
                )
            y += row_h

    def _whaling_label_rects(self) -> dict[str, QRectF]:
        """Where the whaling board's labels are drawn (the board's own coordinates): the
        round numbers, the bag's label, the Dock's."""
        geo = self.geo
        assert geo is not None
        off = QPointF(-geo.whaling_rect.x(), -geo.whaling_rect.y())
        rounds = QRectF()
        for rr in geo.round_rects:
            rounds = rounds.united(rr.translated(off))
        # the bag's label may use the panel's whole width right of the bag and the height
        # above the drawn tokens, so it is never cut (three lines in Spanish)
        bag = QRectF(
            geo.bag_rect.right() + 1,
            geo.bag_rect.y() - 6,
            geo.panel_right.right() - geo.bag_rect.right() - 1,
            geo.drawn_rects[0].y() - geo.bag_rect.y() + 5,
        ).translated(off)
        dock = geo.dock_rect.translated(off)
        return {
            "rounds": rounds,
            "bag": bag,
            "dock": QRectF(dock.x() + 8, dock.y() + 2, dock.width() - 16, 14),
        }

    def _whaling_painter(self, part: str, box: QRectF) -> Callable[[QPainter, QRectF], None]:
        return lambda p, r: self._paint_whaling_overlay(p, part, box)

    def _paint_whaling_overlay(self, p: QPainter, part: str, box: QRectF) -> None:
        """One of `_whaling_label_rects`' labels (`part`, drawn in `box`, which `build` worked
        out with the geometry it belongs to) over the whaling board."""
        if self.geo is None or self.state is None:
            return
        a, geo = self.assets, self.geo
        if part == "rounds":
            off = QPointF(-geo.whaling_rect.x(), -geo.whaling_rect.y())
            for i, rr in enumerate(geo.round_rects):
                done = self.state.round > i + 1
                draw_text(
                    p,
                    a,
                    rr.translated(off),
                    str(i + 1),
                    15,
                    True,
                    color=a.color("ink_soft") if not done else QColor("#6B6350"),
                )
        elif part == "bag":
            draw_text(
                p,
                a,
                box,
                tr("Ocean bag\n{n} tokens").format(n=len(self.state.bag)),
                11,
                True,
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            )
        else:
            draw_text(
                p,
                a,
                box,
                tr("Dock"),
                10,
                True,
                color=a.color("ink"),  # 4.7:1 on the plank (white was 2.9:1)
                wrap=False,
            )

    def _seat_regions(self, seat_index: int) -> list[QRectF]:
        """Where seat board `seat_index`'s painter draws (board coordinates), each region
        cached as a part of its own over the board's frame (`PanelItem.split`); none (the
        board drawn and cached whole) on the slim boards of three and four seats, whose
        corner shows painted name plates. A player's board: the header with the rows of his
        goods and pieces, and the label over his corner of built tiles (the $3 purchase
        between them is buttons); a Captain's: the header with his pieces' row, his Orders,
        and the label over his corner (the Helm strip between them is an item of its own).
        The corner itself is the frame's plain face: built tiles stand there as items."""
        st, geo = self.state, self.geo
        if st is None or geo is None or geo.multi:
            return []
        r = geo.seat_rects[seat_index]
        parts = geo.seat_parts[seat_index]

        def union(*names: str) -> QRectF:
            out = QRectF()
            for name in names:
                if name in parts:
                    out = out.united(parts[name])
            return out.translated(-r.x(), -r.y())

        if st.seats[seat_index].is_captain:
            return [
                union("header", "workers", "ships", "whales", "die", "course"),
                union("orders"),
                union("corner_label"),
            ]
        return [union("header", "goods", "workers", "ships", "whales"), union("corner_label")]

    def told(self, state: GameState | None = None) -> GameState:
        """The state whose round the round line says: while a move is shown, the state before
        it (`shown_from`, set by the animator with `mover`), as the side panel says the moves
        shown so far; else `state` (the state shown by default). The scene shows the state
        after a move while its pieces glide, and the round line said "Round 2 of 12" beside
        the side panel's "Round 1 of 12" while round 1's last move was shown."""
        told = self.shown_from or (self.state if state is None else state)
        assert told is not None
        return told

    def acting_seat(self, state: GameState | None = None) -> int | None:
        """The seat whose board is framed as acting: the one whose move is being shown
        (`mover`), else the seat to act in `state` (the state shown by default). While an AI's
        move glided, the next seat's board was framed ("AI 2 (Strong) is playing…" over AI 3's
        framed board)."""
        if self.mover is not None:
            return self.mover
        st = self.state if state is None else state
        if st is None or st.decision.kind == "over":
            return None
        return st.decision.seat

    def _paint_seat_frame(self, p: QPainter, r: QRectF, seat_index: int) -> None:
        """A seat board's face and edge (in its seat's colour, thicker, while it acts)."""
        st, a = self.state, self.assets
        if st is None:
            return
        acting = self.acting_seat() == seat_index
        p.setPen(QPen(a.seat_color(seat_index) if acting else a.color("ink"), 4 if acting else 1.5))
        p.setBrush(a.color("parchment_light"))
        p.drawRoundedRect(r.adjusted(2, 2, -2, -2), 10, 10)

    def _paint_seat_part(self, p: QPainter, r: QRectF, region: QRectF, seat_index: int) -> None:
        self._paint_seat(p, r, seat_index, region)

    def _paint_seat(
        self, p: QPainter, r: QRectF, seat_index: int, region: QRectF | None = None
    ) -> None:
        """Seat board `seat_index`: its frame and all it shows, or (`region`, a part of a
        split board: `_seat_regions`) only what lies in that region, without the frame."""
        st, geo, a = self.state, self.geo, self.assets
        if st is None or geo is None:
            return
        seat = st.seats[seat_index]
        color = a.seat_color(seat_index)
        if region is None:
            self._paint_seat_frame(p, r, seat_index)

        def shows(rect: QRectF) -> bool:
            return region is None or region.intersects(rect)

        off = QPointF(-geo.seat_rects[seat_index].x(), -geo.seat_rects[seat_index].y())
        parts = {k: v.translated(off) for k, v in geo.seat_parts[seat_index].items()}
        head = parts["header"]
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        if shows(head):
            band = QPainterPath()
            band.setFillRule(Qt.FillRule.WindingFill)
            band.addRoundedRect(head.adjusted(2, 2, -2, 0), 10, 10)
            band.addRect(head.adjusted(2, 16, -2, 0))
            p.fillPath(band.simplified(), color)
            fg = a.seat_text_color(seat_index)
            _paint_shape(p, a.seat_shape(seat_index), QRectF(HEADER_SHAPE_X, 7, 18, 18), fg)
            row = score_row(st, seat_index)
            name_box, points_box = self.header_boxes(p, head)
            name, bold = self.seat_title(p, seat_index)
            draw_text(p, a, name_box, name, 16, bold, left, fg, wrap=False)
            draw_text(
                p,
                a,
                points_box,
                say(msg("unit.points", n=row.total)),
                15,
                True,
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                color=fg,
                wrap=False,
            )
        if "goods" in parts and shows(parts["goods"]):
            g = parts["goods"]
            x = g.x()
            gap = 4.0 if geo.multi else 6.0
            for good, n in (
                ("lumber", seat.lumber),
                ("food", seat.food),
                ("brick", seat.brick),
                ("money", seat.money),
            ):
                pill_w = min(88.0, (g.width() - 3 * gap) / 4)
                pill = QRectF(x, g.y(), pill_w, g.height())
                p.setPen(QPen(a.color("parchment_dark"), 1))
                p.setBrush(a.color("parchment"))
                p.drawRoundedRect(pill, 8, 8)
                icon = QRectF(pill.x() + 3, pill.y() + 3, pill.height() - 6, pill.height() - 6)
                record_piece(p, f"{good} on seat board {seat_index}", icon)
                render_svg(p, a, "coin" if good == "money" else f"good_{good}", icon)
                box = QRectF(
                    icon.right() + 4, pill.y(), pill.right() - icon.right() - 6, pill.height()
                )
                label = str(n)
                # a slim board's coin shows the bare number (the coin says it is money)
                # whenever two-digit money would not fit whole at the size the other counts
                # are drawn, so every amount reads alike (measured at the floor, four seats
                # at 1920x1080 drew "$18" at 12.7 px beside the goods' 20.7 px)
                if good == "money":
                    fm = a.metrics(max(18.0, text_floor(p)), True)
                    wide = fm.horizontalAdvance(say(words.money(99))) > box.width() - 1
                    label = str(n) if wide else say(words.money(n))
                if not draw_text(p, a, box, label, 18, True, left, wrap=False, elide=False):
                    draw_text(p, a, box, str(n), 18, True, left, wrap=False)
                x += pill_w + gap
        # returned whales by kind: each token with its count beside it, never overlapping
        # (the geometry gives a seat board room for three kinds)
        wr = parts["whales"]
        if shows(wr):
            counts = Counter(t[0] for t in seat.returned)
            x = wr.x()
            size = min(wr.height(), SEAT_TOKEN)
            kinds = [(letter, f) for letter, f in self.facts.items() if f.is_whale]
            labels = [f"×{counts[letter]}" for letter, _ in kinds]
            fm = a.metrics(max(15.0, text_floor(p)), True)
            count_w = max([24.0, *(fm.horizontalAdvance(t) + 2 for t in labels)])
            spacing = min(size + 4 + count_w, wr.width() / max(1, len(kinds)))
            for (_, facts), label in zip(kinds, labels, strict=True):
                icon = QRectF(x, wr.y() + (wr.height() - size) / 2, size, size)
                paint_token(p, a, facts, icon, f"{facts.kind} whales home, seat {seat_index}")
                box = QRectF(icon.right() + 1, wr.y(), spacing - size - 2, wr.height())
                # a slim board's count without its "×" when it has no room for it
                if not draw_text(p, a, box, label, 15, True, left, wrap=False, elide=False):
                    draw_text(p, a, box, label.lstrip("×"), 15, True, left, wrap=False)
                x += spacing
            if not seat.is_captain and not geo.multi:
                draw_text(
                    p,
                    a,
                    QRectF(x, wr.y() - 2, wr.right() - x, wr.height() + 4),
                    tr("Workers left: {n}").format(n=self._workers_home(seat)),
                    11,
                    False,
                    Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                    elide=False,  # never cut: the workers themselves show it on a slim board
                )
        # ship berths in the supply
        sh = parts["ships"]
        p.setPen(QPen(a.color("parchment_dark"), 1, Qt.PenStyle.DashLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        if shows(sh):
            for i in range(len(seat.ships)):
                p.drawRoundedRect(QRectF(sh.x() + i * 68 - 2, sh.y() - 1, 66, 42), 6, 6)
        wk = parts["workers"]
        if shows(wk):
            for i in range(st.rules.game.workers_per_seat):
                ww, wh = WORKER_SIZE
                p.drawRoundedRect(
                    QRectF(wk.x() + i * (ww + 6), wk.y() + 2, ww + 4, wh + 4), 6, 6
                )
        owned = st.buildings_of(seat_index)
        limit = seat.spec.building_limit
        label = tr("Buildings ({n})").format(n=len(owned))
        if limit is not None:
            label = tr("Buildings ({n} of {lim})").format(n=len(owned), lim=limit)
        if "corner_label" in parts:
            if seat.is_captain and limit is not None and not self.solo_orders(
                p, parts, seat_index
            )[1]:
                # his whale limit beside the building count, the Orders column's room
                # left to his Orders in plain words (Stubb's beside his eight buildings)
                whales = self._captain_limits(seat_index)[1]
                label = tr("Buildings ({n} of {lim}) · whale limit {w}").format(
                    n=len(owned), lim=limit, w=whales
                )
            if shows(parts["corner_label"]):
                draw_text(
                    p,
                    a,
                    parts["corner_label"],
                    label,
                    12,
                    True,
                    Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                    wrap=False,
                    color=a.color("ink_soft"),
                )
        elif shows(parts["corner"]):
            # a slim board's corner has no label: its empty plate places say how many more
            self._paint_plate_places(p, parts["corner"], seat_index, len(owned))
        if seat.is_captain:
            self._paint_orders(p, parts, seat_index, shows)

    def header_boxes(self, p: QPainter, head: QRectF) -> tuple[QRectF, QRectF]:
        """(name box, points box) of a seat board's header band (board coordinates): the
        points at the right, before the first-player wheel's place, as wide as two-digit
        points need whatever the score (so the name's room never changes in a game), the
        name's box `HEADER_GAP` before them."""
        fm = self.assets.metrics(max(15.0, text_floor(p)), True)
        points_w = min(118.0, fm.horizontalAdvance(say(msg("unit.points", n=88))) + 1)
        right = head.width() - HEADER_POINTS_END
        return (
            QRectF(HEADER_NAME_X, 2, right - points_w - HEADER_GAP - HEADER_NAME_X,
                   head.height() - 4),
            QRectF(right - points_w, 2, points_w, head.height() - 4),
        )

    def seat_title(self, p: QPainter, seat_index: int) -> tuple[str, bool]:
        """A seat's name in its board's header, and whether it is bold. A Captain is named
        alike with every Captain at the table, "Captain Starbuck" where every Captain's title
        fits whole in his header at 15 units (the floor at 1366x768; or the legibility floor,
        if larger), in bold or else in regular (the narrower weight), else by his bare name
        (the board's card says the title): "Capt. Starbuck" was a code a newcomer had to
        read. Every header at the table has one weight: bold where every seat's name fits so,
        else regular. At four seats with Starbuck his title takes 146 units in bold, 7 more
        than the header's 139 (Spanish 133), and it was drawn in regular beside the players'
        bold names."""
        st, geo = self.state, self.geo
        if st is None or geo is None:
            return "", True
        captains = [i for i, s in enumerate(st.seats) if s.is_captain]

        def fit(texts: dict[int, str], bold: bool) -> bool:
            fm = self.assets.metrics(max(15.0, text_floor(p)), bold)
            return all(
                fm.horizontalAdvance(text)
                <= self.header_boxes(p, geo.seat_parts[i]["header"])[0].width() - 1
                for i, text in texts.items()
            )

        titled = any(
            fit({i: say(msg("captain.title", name=st.seats[i].spec.name)) for i in captains}, b)
            for b in (True, False)
        )
        names = {
            i: say(msg("captain.title", name=s.spec.name)) if s.is_captain and titled
            else seat_name(s.spec)
            for i, s in enumerate(st.seats)
        }
        # a player's name too long for either weight is shrunk on its own: it does not
        # set the table's weight
        players = {i: n for i, n in names.items() if not st.seats[i].is_captain}
        longest = {i: n for i, n in players.items() if not fit({i: n}, False)}
        bold = fit({i: n for i, n in names.items() if i not in longest}, True)
        return names[seat_index], bold

    def _paint_plate_places(self, p: QPainter, corner: QRectF, seat: int, owned: int) -> None:
        """The corner's empty places (dashed) at a table of three or four seats: a Captain's
        up to his building limit, a player's as many as the corner holds."""
        geo = self.geo
        if geo is None:
            return
        cap = geo.corner_capacity(seat)
        off = QPointF(corner.x() - geo.seat_parts[seat]["corner"].x(), 0)
        off.setY(corner.y() - geo.seat_parts[seat]["corner"].y())
        p.setPen(QPen(self.assets.color("parchment_dark"), 1, Qt.PenStyle.DashLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        for rect in geo.corner_tiles(seat, cap)[owned:]:
            p.drawRoundedRect(rect.translated(off).adjusted(1, 1, -1, -1), 6, 6)

    def board_for(self, seat_index: int) -> Any:
        st = self.state
        if st is None:
            return None
        cid = st.seats[seat_index].spec.captain
        return self.boards.get(cid) if cid else None

    def _paint_orders(
        self,
        p: QPainter,
        parts: dict[str, QRectF],
        seat_index: int,
        shows: Callable[[QRectF], bool] = lambda _rect: True,
    ) -> None:
        """The course caption, then his Orders (lit step by step on his turn) — or, on a
        human's turn, what he would do next for each roll of the die (read ahead); of them
        what lies where `shows` says (a part of a split board: `_seat_regions`)."""
        a = self.assets
        board = self.board_for(seat_index)
        area = parts["orders"]
        if board is None:
            if shows(area):
                draw_text(p, a, area, tr("(Captain board not loaded)"), 11)
            return
        multi = self.geo is not None and self.geo.multi
        if not multi and shows(parts["course"]):
            left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
            course = parts["course"]
            caption = self.course_caption(seat_index)
            waiting = self.waiting_line(seat_index)
            below = self._waiting_under_caption(p, parts, seat_index)
            if below is not None and waiting is not None:
                # his next turn under his course where his Orders column has no room for it
                # (Spanish at 1366×768 and 1920×1080: 2 units short)
                draw_text(p, a, below, waiting[0], 15, False, left, color=waiting[2])
                need = self._wrapped_height(p, course.width(), caption, True)
                course = QRectF(course.x(), below.y() - need - 1, course.width(), need + 1)
            draw_text(p, a, course, caption, 15, True, left, who="Captain's course")
        lists = [
            tr("White: {list}").format(list=listed(self.name_of(b) for b in board.white_list)),
            tr("Black: {list}").format(list=listed(self.name_of(b) for b in board.black_list)),
            tr("Victory: {list}").format(
                list=listed(self.name_of(b) for b in board.victory_order)
            ),
        ]
        # the build lists are on the Captain's card (hover the Helm or the board), not here
        self.lists_tip[seat_index] = "\n".join(lists)
        if not shows(area):
            return
        lit = self.lit_order.get(seat_index)
        ink, soft = a.color("ink"), a.color("ink_soft")
        lines: list[tuple[str, bool, QColor, bool]] = []
        if multi and self.course_caption(seat_index):
            # a slim board says the course as the first line of its Orders column
            lines.append((self.course_caption(seat_index), True, ink, False))
        ahead = lit is None and bool(self.ahead.get(seat_index))
        headings: set[int] = set()
        if ahead:
            # every roll's line whole: the shorter forms of the plan over a slim board
            # (`plan_form`) where the column has no room for these (Stubb's eight buildings
            # leave it narrow: in Spanish at 1366x768 his third roll was left out)
            before = list(lines)

            def fits(form: list[tuple[str, bool, QColor, bool]]) -> bool:
                need = self._lines_height(p, area.width(), before + form)
                return need + len(before + form) <= area.height()

            full, _ = self.plan_lines(seat_index, short=False)
            form, heading = self.plan_form(seat_index, fits, longest=full)
            if heading:
                headings.add(len(lines))
            lines.extend(form)
        else:
            # (with what comes next for him over them: `waiting_line`)
            steps, with_limits = self.solo_orders(p, parts, seat_index)
            lines.extend(steps)
            if with_limits:
                b, w = self._captain_limits(seat_index)
                limits = tr("Limits: {b} buildings, {w} whales").format(b=b, w=w)
                lines.append((limits, False, soft, False))
        self._paint_lines(p, area, lines, "Captain's Orders", headings)

    def _waiting_under_caption(
        self, p: QPainter, parts: dict[str, QRectF], seat_index: int
    ) -> QRectF | None:
        """Where a two-seat board says his next turn under his course caption: when it has a
        `waiting_line` that his Orders column leaves out (`solo_orders`) and the caption
        takes at most two of its box's lines; else None."""
        waiting = self.waiting_line(seat_index)
        if waiting is None or "course" not in parts or parts["course"].height() <= 0:
            return None
        steps, _ = self.solo_orders(p, parts, seat_index)
        if steps and steps[0] == waiting:
            return None
        course = parts["course"]
        need = self._wrapped_height(p, course.width(), self.course_caption(seat_index), True)
        lines = self._wrapped_height(p, course.width(), waiting[0], False)
        if need + lines > course.height():
            return None
        top = course.y() + (course.height() - need - lines) / 2 + need
        return QRectF(course.x(), top, course.width(), lines)

    def _wrapped_height(self, p: QPainter, width: float, text: str, bold: bool) -> float:
        """The height of `text` wrapped `width` wide at the boards' 15-unit text (or the
        legibility floor, if larger)."""
        px = max(15.0, text_floor(p))
        flags = int(Qt.AlignmentFlag.AlignLeft) | int(Qt.TextFlag.TextWordWrap)
        return self.assets.metrics(px, bold).boundingRect(
            QRectF(0, 0, width, 10000), flags, text
        ).height()

    def _captain_limits(self, seat_index: int) -> tuple[int, int]:
        """(buildings, whales): a Captain's limits in this game (expert or not)."""
        board = self.board_for(seat_index)
        if board is None:
            return 0, 0
        lim = board.limits_for(self.state.setup.expert if self.state else False)
        return lim.buildings, lim.whales

    def solo_orders(self, p: QPainter, parts: dict[str, QRectF], seat_index: int) -> OrdersForm:
        """`_solo_orders_fit`, worked out once for what it depends on (the state shown, the
        text floor, his column and corner label, his lit step, next turn and course, the
        language) and reused: a paint of his board asks for it three times (the corner's
        label, the caption's next-turn line, the Orders), each trying up to twelve forms."""
        label = parts.get("corner_label")
        key = (  # per seat (the memo's key)
            text_floor(p),
            parts["orders"].getRect(),
            label.getRect() if label is not None else None,
            self.lit_order.get(seat_index),
            self.waiting_line(seat_index),
            self.course_caption(seat_index),
            current_language(),
            id(self.board_for(seat_index)),
        )
        memo = self._orders_memo.get(seat_index)
        if memo is not None and memo[0] is self.state and memo[1] == key:
            return memo[2]
        found = self._solo_orders_fit(p, parts, seat_index)
        self._orders_memo[seat_index] = (self.state, key, found)
        return found

    def _solo_orders_fit(
        self, p: QPainter, parts: dict[str, QRectF], seat_index: int
    ) -> OrdersForm:
        """(his Orders' lines, the limits line under them) in a Captain's Orders column at
        two seats, the first form that fits: in plain words, bold then regular, with the
        limits line; then without it, his corner's label saying the whale limit beside the
        building count (where it fits there whole); only then the board's shorthand
        (`step_words`). Stubb's column beside his eight buildings (205×151 units) held his
        Orders only in the shorthand with the limits line (plain: 190 units bold, 154
        regular), so a newcomer read "switch to Brick" on his board and "Change course to
        Brick" on every other Captain's."""
        board = self.board_for(seat_index)
        if board is None or self.state is None:
            return [], True
        area = parts["orders"]
        lit = self.lit_order.get(seat_index)
        ink, soft = self.assets.color("ink"), self.assets.color("ink_soft")
        before = (
            [(self.course_caption(seat_index), True, ink, False)]
            if self.geo is not None and self.geo.multi and self.course_caption(seat_index)
            else []
        )
        waiting = self.waiting_line(seat_index)
        b, w = self._captain_limits(seat_index)
        limits = (tr("Limits: {b} buildings, {w} whales").format(b=b, w=w), False, soft, False)
        label_room = "corner_label" in parts and self._label_fits(
            p, parts["corner_label"], seat_index
        )
        # with his next turn's line over them (`waiting_line`), else without it (the
        # dock says it too), before the shorthand
        heads = [[*before, waiting], before] if waiting is not None else [before]
        shown: list[tuple[str, bool, QColor, bool]] = []
        for plain in (True, False):
            for head in heads if plain else heads[:1]:
                for with_limits in (True, False) if label_room else (True,):
                    for bold in (True, False):
                        steps = [
                            (f"{i}. {self.step_words(step, plain)}", bold, ink, lit == i)
                            for i, step in enumerate(board.orders, start=1)
                        ]
                        form = [*head, *steps, *([limits] if with_limits else [])]
                        shown = [*head[len(before) :], *steps]
                        need = self._lines_height(p, area.width(), form) + len(form)
                        if need <= area.height():
                            return shown, with_limits
        return shown, not label_room  # none fits: the shortest (the card has them all)

    def _label_fits(self, p: QPainter, box: QRectF, seat_index: int) -> bool:
        """Whether a Captain's corner label with his whale limit fits whole on its line."""
        st = self.state
        if st is None:
            return False
        b, w = self._captain_limits(seat_index)
        text = tr("Buildings ({n} of {lim}) · whale limit {w}").format(n=b, lim=b, w=w)
        fm = self.assets.metrics(max(12.0, text_floor(p)), True)
        return fm.horizontalAdvance(text) <= box.width() - 2

    def art_card(self, pos: QPointF) -> tuple[str, list[tuple[str, str]]] | None:
        """The card a click on the boards' art opens at `pos`: what that part of the board is
        for. A click there did nothing: on the round track's numbers, the ocean bag's spaces
        for drawn tokens, the Dock's empty berths, the compass rose, a board's frame and the
        tray of unbuilt tiles. The round track and the bag say what their marker and bag
        say."""
        geo, st = self.geo, self.state
        if geo is None or st is None:
            return None

        def said(item: Any) -> tuple[str, list[tuple[str, str]]] | None:
            lines = [line for line in item.toolTip().split("\n") if line.strip()]
            return (lines[0], [("", line) for line in lines[1:]]) if lines else None

        def space(effect: str) -> str:
            ids = [s.id for s in st.rules.spaces.values() if s.effect == effect]
            return self.name_of(ids[0]) if ids else ""

        marker = self.pieces.get(("round_marker",))
        if marker is not None and any(r.contains(pos) for r in geo.round_rects):
            return said(marker)
        drawn = geo.bag_rect.united(geo.drawn_rects[0]).united(geo.drawn_rects[8])
        if drawn.contains(pos):
            card = said(self.bag)
            if card is not None:
                card[1].append(
                    ("", tr("Tokens drawn in the whaling phase wait here for the ships."))
                )
            return card
        launch, prepare = space("launch"), space("prepare")
        if geo.dock_rect.contains(pos):
            text = tr("Prepared ships wait here until they are launched from the {space}.")
            return tr("Dock"), [("", text.format(space=launch))]
        if geo.panel_right.contains(pos):
            text = tr("Whales sold at a homecoming wait here until they are offered for sale.")
            return tr("Compass rose"), [("", text)]
        if geo.whaling_rect.contains(pos):
            text = tr(
                "Ships are prepared at the {prepare} and launched from the {launch} onto the "
                "track; at sea they take whales drawn from the ocean bag."
            )
            return tr("Whaling board"), [("", text.format(prepare=prepare, launch=launch))]
        if geo.unbuilt_rect.contains(pos):
            text = tr("To build one, place a worker on the {space}.")
            return tr("Buildings not built yet"), [("", text.format(space=space("build")))]
        if geo.town_rect.contains(pos):
            return tr("Town board"), [
                ("", tr("Its spaces are open to every player: place a worker on a lit one."))
            ]
        return None

    def orders_tip(self, seat_index: int) -> str:
        """A Captain's Orders in plain words, a line a step, for his Helm's and his plan box's
        cards: the plan box over a slim board (three and four seats) has room for the board's
        shorthand only."""
        board = self.board_for(seat_index)
        if board is None:
            return ""
        return "\n".join(
            [tr("His Orders, read in order until one finds him a space:")]
            + [f"{i}. {self.step_words(step)}" for i, step in enumerate(board.orders, 1)]
        )

    def step_words(self, step: Any, plain: bool = True) -> str:
        """One step of a Captain's Orders in words: `plain`, as the log's Orders walk names
        the checks, in order ("His own buildings, then the town, then the opponents'
        buildings", "The Lighthouse, then change course to Money"), else, where that does
        not fit, shortly ("his buildings, town, opponents' buildings", "Lighthouse, switch to
        Money"; it said "own buildings · town · opponents' buildings" and "Lighthouse ·
        course → Money": a newcomer read neither the dots nor the arrow). A
        `building:` check on a building this game
        does not have (Ahab's Post Office in a two-seat game: it comes with three or four
        players) is left out, as his turn skips it; a step of nothing else says it is
        skipped."""
        state = self.state

        def in_play(check: Any) -> bool:
            b = getattr(check, "building", None)
            if getattr(check, "kind", "") != "building" or state is None or b is None:
                return True
            return b in state.owner or b in state.unbuilt

        shown = [c for c in step if in_play(c)]
        if not shown:
            names = listed(self.name_of(c.building) for c in step)
            return tr("{b}: not in this game, skipped").format(b=names)
        said = [_check_words(c, self.name_of, plain) for c in shown]
        if not plain:
            return listed(said)  # (dots between checks read as one word list)
        text = said[0]
        for more in said[1:]:
            text = tr("{a}, then {b}").format(a=text, b=more)
        return text[:1].upper() + text[1:]

    def _paint_lines(
        self,
        p: QPainter,
        area: QRectF,
        lines: list[tuple[str, bool, QColor, bool]],
        who: str,
        headings: set[int] | frozenset[int] = frozenset(),
        spacing: float = 3.0,
    ) -> None:
        """Lines one under the other (`spacing` apart), each wrapped whole at a readable size;
        a line that no
        longer fits is left to the card (never shortened). A heading (its index in
        `headings`) is drawn only when the line under it fits whole too: never alone."""

        a = self.assets
        px = max(15.0, text_floor(p))
        flags = int(Qt.AlignmentFlag.AlignLeft) | int(Qt.TextFlag.TextWordWrap)
        top_left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop

        def box_at(y: float, text: str, bold: bool) -> QRectF | None:
            """Where the line goes below `y`, if it fits there whole."""
            fm = a.metrics(px, bold)
            h = fm.boundingRect(QRectF(0, 0, area.width() - 8, 10000), flags, text).height()
            box = QRectF(area.x(), y, area.width(), h + 1)
            inner = box.adjusted(4, 0, -4, 0)
            if y + h > area.bottom() + 1:
                return None
            if not fits_whole(p, a, inner, text, px, bold, top_left, px):
                return None
            return box

        y = area.y()
        for i, (text, bold, color, lit_on) in enumerate(lines):
            box = box_at(y, text, bold)
            if box is None:
                break
            if i in headings:
                under = lines[i + 1] if i + 1 < len(lines) else None
                if under is None or box_at(box.bottom() + 2, under[0], under[1]) is None:
                    break
            h = box.height() - 1
            if lit_on:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor(255, 210, 63, 170))
                p.drawRoundedRect(box.adjusted(-3, -1, 3, 1), 4, 4)
            draw_text(
                p,
                a,
                box.adjusted(4, 0, -4, 0),
                text,
                px,
                bold,
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                min_px=px,
                color=color,
                who=who,
                elide=False,
            )
            y += h + spacing

    # ---- the Captain read ahead ---------------------------------------------------------

    def update_ahead(self, state: GameState) -> None:
        """On a human's turn: each Captain's possible next moves (`ahead_fn`) while he has a
        placement still to come this round (`places_this_round`); else, before the last
        round, the round he places again in (`waiting`): during the whaling phase and the
        returns, or once his workers are all out, his board said "His next move:" and a
        placement on this round's board, where he places nothing."""
        from nbgui.captain.preview import places_this_round

        self.ahead = {}
        self.waiting = {}
        d = state.decision
        if self.ahead_fn is None or d.kind == "over" or d.seat is None:
            return
        if state.seats[d.seat].is_captain or state.phase == "final":
            return
        for i, seat in enumerate(state.seats):
            if not seat.is_captain:
                continue
            if not places_this_round(state, i):
                if state.round < state.rules.game.rounds:
                    self.waiting[i] = state.round + 1
                continue
            try:
                self.ahead[i] = list(self.ahead_fn(state, i))
            except Exception:  # a preview must never stop the game
                log.warning("no Captain preview", exc_info=True)

    def waiting_line(self, seat_index: int) -> tuple[str, bool, QColor, bool] | None:
        """"His next turn: round 7." for a Captain with no placement left this round
        (`waiting`), as a line of his Orders column or plan box."""
        if seat_index not in self.waiting or seat_index in self.lit_order:
            return None
        text = tr("His next turn: round {n}.").format(n=self.waiting[seat_index])
        return text, False, self.assets.color("ink_soft"), False

    def ahead_lines(
        self,
        seat: int,
        short: bool = False,
        course: bool = True,
        changes: bool = True,
        merge: bool = False,
    ) -> list[str]:
        """ "1/2 · Food → Farm" for each die result (most likely first; "1/3 · Prepare:
        can't, so Money → Bank" when his Orders turn him to another course); `short`: a build
        names only the building ("Build (white) → Bakery", the Town Hall's card says where);
        without `course`, the roll's odds and where he goes ("1/2 → Farm", "1/3 → builds
        the Bakery": the Helm's odds tags sit on the courses); without `changes` a course his
        Orders change is left to the Helm's odds tag on it ("1/3 · can't, so Money → Bank": a
        tight plan box, `plan_form`); `merge` (without `course`): rolls that lead to the same
        move share a line ("1/2, 1/3 → builds the Post Office")."""
        out: list[str] = []
        rolls: dict[str, list[str]] = {}  # (merge) where → the odds of the rolls going there
        for o in self.ahead.get(seat, []):
            cmd = getattr(o, "command", None)
            # Ahab's end of Orders: no space serves, he draws from the bag ("nothing fits" said
            # nothing of what he then does)
            where = tr("draws from the bag") if isinstance(cmd, Fallback) else tr("nothing fits")
            if cmd is not None and getattr(cmd, "space", None):
                where = self.name_of(cmd.space)
                if getattr(cmd, "build", None) and not course:
                    where = tr("builds the {building}").format(building=self.name_of(cmd.build))
                elif getattr(cmd, "build", None) and short:
                    where = self.name_of(cmd.build)
                elif getattr(cmd, "build", None):
                    where = tr("{space}: {building}").format(
                        space=where, building=self.name_of(cmd.build)
                    )
            if not course and o.die is not None:
                odds = f"{o.odds.numerator}/{o.odds.denominator}"
                went = tr("{odds} → {where}").format
                if merge and where in rolls:
                    before = went(odds=listed(rolls[where]), where=where)
                    rolls[where].append(odds)
                    out[out.index(before)] = went(odds=listed(rolls[where]), where=where)
                    continue
                rolls[where] = [odds]
                out.append(went(odds=odds, where=where))
                continue
            course_w = course_short(o.course)
            used = getattr(getattr(o, "sentence", None), "used", None)
            if used is not None and used != o.course:  # his Orders turned him
                said = course_short(used)
                if o.die is None:  # no roll: no odds tag on his Helm to say the course
                    line = msg(
                        "captain.ahead.changed_fixed", course=course_w, used=said, where=where
                    )
                else:
                    odds = f"{o.odds.numerator}/{o.odds.denominator}"
                    ident = "captain.ahead.changed" if changes else "captain.ahead.changed_tagged"
                    line = msg(ident, odds=odds, course=course_w, used=said, where=where)
                out.append(say(line))
                continue
            if o.die is None:
                out.append(tr("{course} → {where}").format(course=course_w, where=where))
            else:
                out.append(
                    tr("{odds} · {course} → {where}").format(
                        odds=f"{o.odds.numerator}/{o.odds.denominator}",
                        course=course_w,
                        where=where,
                    )
                )
        return out

    def ahead_odds(self, seat: int) -> dict[int, str]:
        """Helm position → the odds of landing there with the next roll ("1/2"); none while
        a Captain's turn is shown (the table shows the state after his move as it replays it:
        his odds for the player's next turn stood on his Helm while he was still taking food
        at the Farm, "1/2" beside "Prepare or launch 4")."""
        st = self.state
        if st is None or self.prompt_caption:
            return {}
        size = st.seats[seat].spec.helm_size
        out = {}
        for o in self.ahead.get(seat, []):
            if o.die is not None:
                pos = (st.seats[seat].helm + o.die) % size
                out[pos] = f"{o.odds.numerator}/{o.odds.denominator}"
        return out

    def course_caption(self, seat_index: int) -> str:
        """ "Course: Build (white)" in the Helm space's words (`course_short`, as the caption
        after a change says them) — or the course actually used, after a change."""
        st = self.state
        board = self.board_for(seat_index)
        if st is None or board is None:
            return ""
        seat = st.seats[seat_index]
        try:
            course = board.course_at(seat.helm % len(board.helm), max(st.round, 1))
            if st.round >= st.rules.game.rounds:
                course = board.round12_course(min(seat.placed_this_round, 1))
            text = tr("Course: {c}").format(c=number_kept(course_short(course)))
        except (IndexError, ValueError):
            text = ""
        return self.helm_hint.get(seat_index) or self.course_note.get(seat_index) or text

    def _share_helms(self, state: GameState, geo: Geometry) -> None:
        """Give each Captain's Helm spaces the width their words need at the readable size
        (`READABLE_UNITS`: the size they are drawn at up to 1366×768): "Prepare or launch 3"
        on two lines takes more than "Food". A slim board's Helm (three or four seats) says
        its courses by icons and marks and keeps equal spaces."""
        if geo.multi:
            return
        for i, seat in enumerate(state.seats):
            board = self.board_for(i)
            if not seat.is_captain or board is None or len(board.helm) != 8:
                continue
            rows = geo.helm_rows(i)
            per_row = 8 // rows
            strip = geo.seat_parts[i]["helm"].width() - geo.helm_gap() * (per_row - 1)
            needs = [helm_need(self.assets, space, READABLE_UNITS) + 6 for space in board.helm]
            geo.helm_shares[i] = [
                share
                for r in range(rows)
                for share in helm_shares(needs[r * per_row : (r + 1) * per_row], strip)
            ]

    def _paint_helm(self, p: QPainter, outer: QRectF, seat_index: int) -> None:
        """The Helm as a strip of its spaces: each its course's icon and short word, the
        current one lit, and on a human's turn the odds of each space the next roll reaches."""
        geo, st = self.geo, self.state
        if geo is None or st is None:
            return
        board = self.board_for(seat_index)
        if board is None:
            return
        origin = geo.seat_parts[seat_index]["helm"].topLeft()
        odds = self.ahead_odds(seat_index)
        words_h = 0.0  # the tallest words under a space's icon: every icon the same size
        if not geo.multi:
            px = max(14.0, text_floor(p))
            fm = self.assets.metrics(px)
            flags = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)
            for pos, space in enumerate(board.helm):
                width = geo.helm_space_rect(seat_index, pos).width() - 4
                for course in [space.course, space.then] if space.is_split else [space.course]:
                    box = fm.boundingRect(QRectF(0, 0, width, 1000), flags, helm_word(course))
                    words_h = max(words_h, box.height())
        lit = self.helm_lit(seat_index)
        token = int(st.seats[seat_index].helm % len(board.helm))  # the Helm token's space
        for pos in range(len(board.helm)):
            sr = geo.helm_space_rect(seat_index, pos).translated(-origin.x(), -origin.y())
            current = pos == lit
            if geo.multi:
                self._paint_helm_compact(
                    p,
                    sr,
                    board.helm[pos],
                    current,
                    odds.get(pos, ""),
                    f"{pos + 1}, seat {seat_index}",
                    before_token=(pos + 1) % len(board.helm) == token,
                )
            else:
                self._paint_helm_space(
                    p,
                    sr,
                    board.helm[pos],
                    current,
                    odds.get(pos, ""),
                    words_h,
                    token=pos == token,
                    who=f"{pos + 1}, seat {seat_index}",
                )
            # the space's number, as the log and the Captain's details count them ("his
            # Helm moves from space 7 to 2", "his Helm is on space 5"): the board had none
            self._paint_helm_number(p, sr, pos + 1)
        tip = [tr("Helm (from the start space, in order):")]
        for pos, space in enumerate(board.helm, start=1):
            tip.append(row_line(str(pos), helm_space_words(space)))
        tip.append(
            tr("Round {round}: {a}, then {b}").format(
                round=st.rules.game.rounds,
                a=course_words(board.round12[0]),
                b=course_words(board.round12[1]),
            )
        )
        if seat_index in self.lists_tip:
            tip.append(self.lists_tip[seat_index])
        tip.append(self.orders_tip(seat_index))
        for panel in self.seat_panels:
            if panel.name == f"Helm {seat_index}":
                panel.setToolTip("\n".join(tip))

    def helm_number_box(self, p: QPainter, sr: QRectF, number: int) -> QRectF:
        """Where a Helm space's number goes: its top left corner (`HELM_NUMBER_W`, wider
        where the readable size needs it)."""
        fm = self.assets.metrics(max(14.0, text_floor(p)), False)
        w = max(HELM_NUMBER_W - 3, fm.horizontalAdvance(str(number)) + 1)
        return QRectF(sr.x() + 2, sr.y() + 2, w, fm.height())

    def _paint_helm_number(self, p: QPainter, sr: QRectF, number: int) -> None:
        """A Helm space's number in its top left corner, on a little parchment (a compact
        space's icon fills it): regular and unframed, unlike the launch's track space
        (bold, framed, top right)."""
        a = self.assets
        box = self.helm_number_box(p, sr, number)
        p.setPen(Qt.PenStyle.NoPen)
        back = QColor(a.color("parchment_light"))
        back.setAlpha(225)
        p.setBrush(back)
        p.drawRoundedRect(box, 4, 4)
        px = max(14.0, text_floor(p))
        draw_text(
            p, a, box, str(number), px, False, color=a.color("ink"), wrap=False, min_px=px,
            who="Helm space number",
        )

    def helm_lit(self, seat_index: int) -> int | None:
        """The Helm space lit as a Captain's course: where his Helm stands, unless a change
        of course is being shown; none in the last round, whose courses are fixed (the
        caption says them: on Xvfb 1366×768 Ahab's "Launch to 5" stood lit while the caption
        said "Course: Build (black) → Money")."""
        st, board = self.state, self.board_for(seat_index)
        if st is None or board is None or not board.helm:
            return None
        if st.round >= st.rules.game.rounds or not self.lit_course.get(seat_index, True):
            return None
        return int(st.seats[seat_index].helm % len(board.helm))

    def _paint_helm_compact(
        self,
        p: QPainter,
        sr: QRectF,
        space: Any,
        current: bool,
        odds: str,
        who: str = "",
        before_token: bool = False,
    ) -> None:
        """One Helm space on a slim Captain board (three or four seats): the icon of the
        course in force as large as the space allows (at least a piece's size, 28 px at
        1366×768: the spaces abut and the row reaches the board's edges), its number at its
        top left, and on it a badge at its top right (a launch's track space as the whaling
        track says it, a white "4" on a blue disc; a build's list as a white or black square)
        and at its foot the odds tag of the next roll (else, on a split space, the other
        course's small faded icon: at the foot's left on the space `before_token`, whose
        right corner the Helm token reaches, `Geometry.helm_token_rect`); the space's card
        (hover, right-click) says it in words."""
        a = self.assets
        self._paint_helm_frame(p, sr, current, 5)
        px = max(14.0, text_floor(p))
        fm = a.metrics(px, True)
        tag_h = fm.height()
        now = self._course_now(space)
        side = max(8.0, min(sr.width() - 1, sr.height() - 4, HELM_ICON_MAX))
        icon = QRectF(sr.center().x() - side / 2, sr.y() + 2, side, side)
        record_piece(p, f"Helm course icon {who}", icon)
        record_icon(p, f"Helm course icon {who}", icon)
        render_svg(p, a, COURSE_ICONS.get(now.kind, "coin"), icon)
        mark = LIST_MARKS.get(now.kind)
        tag = course_tag(now)
        if tag:
            # the launch's track space as a blue disc, a white digit on the whaling track's
            # sea, where the space's own number (top left) is ink on parchment: a framed bold
            # digit beside it read as the same number twice ("4 [4]")
            d = max(tag_h, fm.horizontalAdvance(tag) + 4)
            badge = QRectF(sr.right() - 2 - d, sr.y() + 2, d, d)
            p.setPen(QPen(QColor("white"), 1.2))
            p.setBrush(a.color("sea"))
            p.drawEllipse(badge)
            draw_text(
                p,
                a,
                badge,
                tag,
                px,
                True,
                color=QColor("white"),
                wrap=False,
                min_px=px,
                who=f"Helm launch {who}",
            )
        elif mark is not None:
            m = min(12.0, tag_h - 5)
            p.setPen(QPen(a.color("ink"), 1.2))
            p.setBrush(mark)
            p.drawRect(QRectF(sr.right() - 4 - m, sr.y() + 4, m, m))
        low = QRectF(sr.x() + 1, sr.bottom() - tag_h - 3, sr.width() - 2, tag_h + 1)
        if odds:
            pill_w = min(sr.width() - 2, fm.horizontalAdvance(odds) + 6)
            pill = QRectF(sr.center().x() - pill_w / 2, low.y(), pill_w, low.height())
            self._paint_odds_tag(p, pill, odds, px, 4, f"Helm odds {who}")
        elif space.is_split:  # the other course of the space, small and faded, at its foot
            other = space.then if now is space.course else space.course
            small = min(16.0, low.height() - 2)
            x = sr.x() + 3 if before_token else sr.right() - 3 - small
            back = QRectF(x, sr.bottom() - 3 - small, small, small)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(255, 255, 255, 200))
            p.drawEllipse(back.adjusted(-1, -1, 1, 1))
            p.setOpacity(0.55)
            render_svg(p, a, COURSE_ICONS.get(other.kind, "coin"), back)
            p.setOpacity(1.0)

    def _paint_helm_space(
        self,
        p: QPainter,
        sr: QRectF,
        space: Any,
        current: bool,
        odds: str,
        words_h: float,
        token: bool = False,
        who: str = "",
    ) -> None:
        """One Helm space: its number at its top left, its course's icon over a short word (a
        split space: both, the one not in force faded), and at its top right the odds tag of
        the next roll or, on the space holding the Helm `token`, the token
        (`Geometry.helm_token_rect`). The icon leaves `words_h` (the strip's tallest words:
        "Prepare or / launch 3") under it."""

        a = self.assets
        self._paint_helm_frame(p, sr, current, 6)
        px = max(14.0, text_floor(p))
        fm = a.metrics(px, True)
        courses = [space.course, space.then] if space.is_split else [space.course]
        n = len(courses)
        number_w = self.helm_number_box(p, sr, 8).right() - sr.x()
        icons_w = sr.width() - 4 - number_w
        side = max(8.0, min(sr.height() * 0.4, icons_w / n - 2, sr.height() - 8 - words_h))
        # the odds tag, else the Helm token, at the top right; the icons keep left of it,
        # between it and the number (a space is about 70 units wide at 1366×768: the number,
        # a 25-unit icon and the tag take 66 with a unit round the tag's words, where the tag
        # stood over the icon's corner with three units round them); a split space there
        # shows the course in force alone (its word says it; the card says both)
        pill_w = fm.horizontalAdvance(odds) + 2 if odds else 0.0
        corner = pill_w + 2 if odds else (HELM_TOKEN + 3 if token else 0.0)
        if corner:
            courses = [c for c in courses if c is self._course_now(space)]
            icons_w -= corner
        spare = icons_w - len(courses) * (side + 2)
        left = sr.x() + number_w + spare / 2
        now = self._course_now(space)
        for k, course in enumerate(courses):
            icon = QRectF(left + k * (side + 2), sr.y() + 4, side, side)
            p.setOpacity(1.0 if course is now else 0.35)
            render_svg(p, a, COURSE_ICONS.get(course.kind, "coin"), icon)
            if course is now:
                record_icon(p, f"Helm course icon {who}", icon)
        p.setOpacity(1.0)
        if odds:
            pill = QRectF(sr.right() - pill_w - 2, sr.y() + 3, pill_w, fm.height() + 2)
            record_icon(p, f"Helm odds tag {who}", pill)
            self._paint_odds_tag(p, pill, odds, px, 5, "Helm odds")
        words_top = sr.y() + 4 + side + 1
        draw_text(
            p,
            a,
            QRectF(sr.x() + 2, words_top, sr.width() - 4, sr.bottom() - words_top - 2),
            helm_word(now),
            px,
            False,
            who="Helm space",
        )

    def _paint_helm_frame(self, p: QPainter, sr: QRectF, current: bool, radius: float) -> None:
        """A Helm space's face: framed green and lit where the Helm stands (`current`)."""
        a = self.assets
        p.setPen(QPen(QColor("#2FBF71") if current else a.color("wood"), 3 if current else 1.5))
        p.setBrush(QColor(255, 236, 160) if current else a.color("parchment_light"))
        p.drawRoundedRect(sr.adjusted(1, 1, -1, -1), radius, radius)

    def _paint_odds_tag(
        self, p: QPainter, pill: QRectF, odds: str, px: float, radius: float, who: str
    ) -> None:
        """The odds of the next roll ("1/2") on a gold tag in `pill`."""
        a = self.assets
        p.setPen(QPen(a.color("ink"), 1))
        p.setBrush(a.color("gold"))
        p.drawRoundedRect(pill, radius, radius)
        draw_text(p, a, pill, odds, px, True, wrap=False, min_px=px, who=who)

    def _course_now(self, space: Any) -> Any:
        """A Helm space's course in force this round (a split space's second from its
        round on)."""
        st = self.state
        if space.is_split and st is not None and max(st.round, 1) >= space.from_round:
            return space.then
        return space.course


def course_tag(course: Any) -> str:
    """What a compact Helm space writes under its course's icon: the track space of a launch
    ("4"), nothing for the others (a build's list is a white or black mark, `LIST_MARKS`)."""
    kind = getattr(course, "kind", str(course))
    n = getattr(course, "n", None)
    return str(n) if kind in ("launch", "prepare_launch") and n is not None else ""


#: a build course's list as a mark on a compact Helm space (white list, black list)
LIST_MARKS = {"build_white": QColor("white"), "build_black": QColor("#1E1E1E")}


def helm_space_words(space: Any) -> str:
    """A Helm space in full words (its card and the Helm's tooltip)."""
    if space.is_split:
        return tr("{a} until round {r}, then {b}").format(
            a=course_words(space.course), r=space.from_round - 1, b=course_words(space.then)
        )
    return course_words(space.course)


NBSP = "\u00a0"


def effect_summary(bd: Any, post_office_income: int = 0) -> str:
    """A building's action in a few words for its tile (the full text is the tooltip)."""
    g = bd.gain
    payout = list(getattr(bd, "payout", None) or [0])
    parts = []
    if g.money:
        parts.append("+" + say(words.money(g.money)))
    for good in ("lumber", "food", "brick"):
        n = getattr(g, good)
        if n:
            # in words ("+2 lumber"), each amount kept on one line; letters ("+2L", in Spanish
            # "+2Le +2Co") were a code a newcomer had to break. Where the words do not fit the
            # tile shows its icon alone and the card says them.
            parts.append(("+" + say(words.amount(good, n))).replace(" ", NBSP))
    if parts and bd.effect in ("gain_goods", "gain_money"):
        return " ".join(parts)
    return {
        "sell_lumber": tr("Sell lumber at {price}").format(
            price=money(getattr(getattr(bd, "sell_price", None), "lumber", 0))
        ),
        "sell_market": tr("Sell; first of each type double"),
        "build_discount": say(msg("tile.build_discount", n=getattr(bd, "discount", 0))),
        "prepare_and_launch": tr("Prepare + launch"),
        "launch_half": tr("Launch for half food"),
        "move_out": tr("A ship 1 space out"),
        "render_right": tr("Bring Right whales home"),
        "money_per_whale": tr("{price} per whale on a ship").format(price=money(g.money)),
        "remove_sea": tr("Empty sea: {one} / {two}").format(
            one=money(payout[0]), two=money(payout[-1])
        ),
        "inn": tr("Place both workers again"),
        "take_post_office": tr("Take it: +{price} a round").format(price=money(post_office_income)),
        "repeat_captain": tr("Repeat last Captain action"),
        "points_flat": "+" + say(msg("unit.points", n=bd.points)),
        "points_per_building": say(msg("tile.points_per_building", n=getattr(bd, "per", 0))),
        "points_per_right": say(msg("tile.points_per_right", n=getattr(bd, "per", 0))),
    }.get(bd.effect, " ".join(parts) or bd.effect)


def bonus_parts(space: Any) -> tuple[str, tuple[str, ...]] | None:
    """A space's first-worker bonus as a number and icons, from its rules data."""
    bonus = space.bonus
    goods = ("lumber", "food", "brick")
    if bonus.kind == "goods" and bonus.goods is not None:
        have = [g for g in goods if getattr(bonus.goods, g)]
        n = max((getattr(bonus.goods, g) for g in have), default=0)
        return f"+{n}", tuple(f"good_{g}" for g in have)
    if bonus.kind == "choose_good":
        return f"+{bonus.count}", tuple(f"good_{g}" for g in goods)
    if bonus.kind == "money":
        return "+" + money(bonus.money), ()
    if bonus.kind == "discount":
        paid = {"prepare": ("lumber",), "launch": ("food",)}.get(space.effect, goods)
        return f"−{bonus.count}", tuple(f"good_{g}" for g in paid)
    return None


#: Between two Orders steps said on one line ("1. most goods | 2. town"): a bar the height
#: of the line, unlike the " · " between a step's checks (the ASCII bar: the app's font
#: subset has no box-drawing "│"). Three spaces read as nothing
#: between a step ending in a number and the next one's number ("… launch to 4   3. course
#: → Food" read "4 3"). The no-break space keeps the bar with the number after it, so a
#: line never ends on a bar.
ORDERS_GAP = " |\u00a0"


def _paired_orders(
    lines: list[tuple[str, bool, QColor, bool]], lines_of: Callable[[str, bool], int]
) -> list[list[tuple[str, bool, QColor, bool]]]:
    """Shorter forms of a Captain's Orders (the course line, then a line a step) for a box
    with no room for a line each: two neighbouring steps on one line, the shortest pair first,
    then the next, each form a line shorter ("1. more goods | 2. town" over "3. combination
    buildings", "4. Post Office …": Ahab's four steps where a plan box at three seats at
    1366×768 holds four lines; a short step after the last line of a long one: "… Build
    (white list) | 3. course → Brick", Stubb's at four seats). Nothing is shortened; the lit
    step (his own turn shows it alone) is never joined, and steps are joined only where that
    takes fewer lines (`lines_of`) than apart."""
    steps = [i for i, line in enumerate(lines) if line[0][:1].isdigit() and not line[3]]
    bold = bool(lines) and lines[0][1]

    def said(group: list[int]) -> str:
        return ORDERS_GAP.join(lines[i][0] for i in group)

    def saves_a_line(one: list[int], two: list[int]) -> bool:
        # only a step of one line goes after another (a paragraph of steps reads as one)
        if len(two) > 1 or lines_of(said(two), bold) > 1:
            return False
        return lines_of(said(one + two), bold) <= lines_of(said(one), bold)

    groups: list[list[int]] = [[i] for i in steps]
    forms = []
    while len(groups) > 1:
        pairs = [
            (sum(len(lines[i][0]) for i in groups[k] + groups[k + 1]), k)
            for k in range(len(groups) - 1)
            if groups[k][-1] + 1 == groups[k + 1][0]
            and saves_a_line(groups[k], groups[k + 1])
        ]
        if not pairs:
            break
        _, k = min(pairs)
        groups[k : k + 2] = [groups[k] + groups[k + 1]]
        joined = {g[0]: said(g) for g in groups}
        dropped = {i for g in groups for i in g[1:]}
        forms.append(
            [
                (joined.get(i, text), bold, color, lit)
                for i, (text, bold, color, lit) in enumerate(lines)
                if i not in dropped
            ]
        )
    return forms


def _check_words(check: Any, name_of: Callable[[str], str], plain: bool = False) -> str:
    """One check of an Orders step: `plain`, in the words of the log's Orders walk (the
    catalogue's `check.*`: "his own buildings", "the Lighthouse"; a change of course "change
    course to Money"), else the shorthand ("own buildings", "course → Money")."""
    kind = getattr(check, "kind", str(check))
    if plain:
        if kind == "building":
            # "(solo si no es suya)" agrees with the building ("suyo" was said of la Oficina)
            said = "check.building.not_owner" if getattr(check, "not_owner", False) else (
                "check.building")
            return say(msg(said, building=name_of(check.building)))
        if kind == "course":
            return tr("change course to {c}").format(c=course_words(check.course))
        if kind in ("own", "town", "opponents", "most", "combo"):
            return say(msg(f"check.{kind}"))
    if kind == "building":
        text = name_of(check.building)
        if getattr(check, "not_owner", False):
            text = tr("{b} (if not owner)").format(b=text)
        return text
    if kind == "course":
        # "course → Money" read as nothing to a newcomer; as short, in words
        # (the course in the captions' few words, "Build (white)", "Prepare or launch 4":
        # Flask's "Prepare a ship, or else launch to 4" left his third step out of a plan
        # box at four seats)
        return tr("switch to {c}").format(c=course_short(check.course))
    return {
        "own": tr("his buildings"),
        "town": tr("town"),
        "opponents": tr("opponents' buildings"),
        "most": tr("most goods"),
        "combo": tr("combination buildings"),
    }.get(kind, kind)


def _phase_name(phase: str) -> str:
    return {
        "setup": tr("setup"),
        "action": tr("action phase"),
        "inn": tr("Inn step"),
        "returns": tr("returns"),
        "whaling": tr("whaling"),
        "final": tr("final returns"),
        "over": tr("game over"),
    }.get(phase, phase)


def _split_bonus(text: str) -> tuple[str, str]:
    """Split a space's rules text into the action and its first-worker bonus sentence."""
    parts = text.split(". ")
    if len(parts) > 1 and ":" in parts[-1]:
        bonus = parts[-1].split(":", 1)[1].strip().rstrip(".")
        return ". ".join(parts[:-1]) + ".", bonus
    return text, ""


def _paint_shape(p: QPainter, shape: str, r: QRectF, color: QColor) -> None:
    p.setPen(QPen(color, 2))
    p.setBrush(Qt.BrushStyle.NoBrush)
    if shape == "square":
        p.drawRect(r.adjusted(2, 2, -2, -2))
    elif shape == "triangle":
        from PySide6.QtGui import QPolygonF

        p.drawPolygon(
            QPolygonF([QPointF(r.center().x(), r.top()), r.bottomRight(), r.bottomLeft()])
        )
    elif shape == "diamond":
        from PySide6.QtGui import QPolygonF

        c = r.center()
        p.drawPolygon(
            QPolygonF(
                [
                    QPointF(c.x(), r.top()),
                    QPointF(r.right(), c.y()),
                    QPointF(c.x(), r.bottom()),
                    QPointF(r.left(), c.y()),
                ]
            )
        )
    else:
        p.drawEllipse(r.adjusted(1, 1, -1, -1))
