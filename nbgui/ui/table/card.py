"""Cards that explain themselves: hovering any building, space, whale token, ship, track
space, seat board, Captain board or Helm shows a large card beside it with its name and what
matters (cost, effect, points, owner; for whales the lay, the sale price and the points).

`card_for(scene, item)` builds the content from the game state; `CardItem` draws it, always
at a readable size (through `draw_text`), placed beside the item on the side with room and
never over a piece being dragged (the view shows no card during a drag).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from nbgui.text import Term, msg, words
from nbgui.ui.i18n import listed, say, seat_names, term
from nbgui.ui.table.assets import AssetLibrary
from nbgui.ui.table.items import (
    BuildingItem,
    LeanObject,
    MarkerItem,
    PanelItem,
    ShipItem,
    SpaceItem,
    SvgItem,
    TextLog,
    TokenItem,
    TrackSpaceItem,
    WorkerItem,
    draw_text,
    money,
    paint_floating_frame,
    row_line,
    text_floor,
    token_name,
    tr,
)

CARD_W = 380.0
TITLE_PX = 22.0
BODY_PX = 17.0


def _goods(amounts: Any) -> str:
    return say(words.amounts(amounts.lumber, amounts.food, amounts.brick, amounts.money))


def _points(n: int) -> str:
    return say(msg("unit.points", n=n))


def building_points(bd: Any) -> int:
    """What a building scores its owner at the end, as far as it is fixed: 1 for owning it
    (RULES.md 9) plus a flat victory bonus (`bd.points`: the Mansion's 4, the Bethel's 5; 0 for
    an action building). A bonus that counts something (per 2 buildings, per 2 right whales)
    is said by the building's effect, not here. The data's `points` alone is the bonus, and
    showing it as the building's points told a newcomer the Lumber Mill scores 0."""
    return 1 + int(bd.points)


def card_for(
    scene: Any, item: QGraphicsItem, pos: QPointF | None = None, pinned: bool = False
) -> tuple[str, list[tuple[str, str]]] | None:
    """(title, [(label, text)]) for the card of `item` (at scene point `pos`: which Helm
    space), or None if it has none. The boards' art (the town and whaling boards, the tray
    of unbuilt tiles) has a card for a click (`pinned`) only, none on hover: resting the
    pointer on a board's background would open one wherever it stops (`scene.art_card`)."""
    st = scene.state
    if st is None:
        return None
    names = seat_names(s.spec for s in st.seats)
    if isinstance(item, PanelItem) and item.name.startswith("Helm ") and pos is not None:
        helm = helm_space_card(scene, int(item.name.split()[1]), pos)
        if helm is not None:
            return helm
    if isinstance(item, BuildingItem):
        bd = st.rules.buildings[item.building]
        owner = st.owner.get(item.building)
        rows = [
            (tr("Cost"), _goods(bd.cost)),
            (tr("Effect"), scene.text_of(item.building)),
            (tr("Points"), _points(building_points(bd))),
            (
                tr("Owner"),
                names[owner] if owner is not None else tr("nobody yet (not built)"),
            ),
        ]
        if item.building in st.used_buildings:
            rows.append((tr("This round"), tr("used: a worker is on it")))
        return scene.name_of(item.building), rows
    if isinstance(item, SpaceItem):
        return scene.name_of(item.space), [(tr("Action"), scene.text_of(item.space))]
    if isinstance(item, TokenItem):
        kind = words.whale(st.rules, item.token)  # the rows say its lay, sale and points
        name = term(kind) if isinstance(kind, Term) else token_name(st.rules, item.token)
        facts = item.facts
        if facts is None or not facts.is_whale:
            # the row is what whaling does with it (its label repeated the title, "Empty sea")
            return name, [
                (tr("Whaling"), tr("Nothing to bring home: it goes back in the bag."))
            ]
        return name, [
            (
                tr("Lay"),
                tr("{price} to keep it when the ship comes home").format(price=money(facts.lay)),
            ),
            (
                tr("Sale price"),
                tr("{price} if you sell it instead").format(price=money(facts.sale)),
            ),
            (tr("Points"), tr("{points} if kept").format(points=_points(facts.points))),
        ]
    if isinstance(item, ShipItem):
        ship = st.ship(item.seat, item.index)
        # the log's name for the ship (`words.ship`: "barco pequeño de Ana"), as a title
        said = say(words.ship(names[item.seat], item.index))
        title = said[:1].upper() + said[1:]
        # the advice to prepare it is the player's own: a Captain's ship card told the player
        # "prepare it at the Dockyard" of Ahab's ship
        theirs = st.seats[item.seat].is_automated
        supply = (
            tr("in the supply") if theirs else tr("in the supply (prepare it at the Dockyard)")
        )
        where = {
            "supply": supply,
            "dock": tr("docked, ready to launch"),
            "sea": tr("at sea, on track space {n}").format(n=ship.space),
            "return": tr("coming home this round"),
        }.get(ship.where, ship.where)
        # counted by kind, as the log says a homecoming ("2 Bowhead whales (lay $4, 2 points
        # each)"); it listed every token ("Bowhead whale (lay $4, 2 points), Bowhead whale …")
        hold = say(words.whales(st.rules, ship.cargo)) if ship.cargo else tr("empty")
        return title, [(tr("Where"), where), (tr("Hold"), hold)]
    if isinstance(item, TrackSpaceItem):
        if item.n == 0:
            return tr("Return"), [(tr("Ships here"), tr("come home this movement phase."))]
        return tr("Track space {n}").format(n=item.n), [
            (tr("Launching here"), tr("costs {food} food").format(food=item.cost)),
            (tr("Whaling"), tr("farther out, more whales to pick from")),
        ]
    if isinstance(item, WorkerItem):
        who = names[item.seat]  # "Worker of AI 1 (easy)": `words.takes_s`
        title = tr("{name}'s worker") if words.takes_s(who) else tr("Worker of {name}")
        # a Captain's or an AI seat's worker is not the player's to drag (its card said so)
        # an AI seat is no "he" (it said "AI 1 (easy) places it on his turn.")
        use = (
            tr("{name} places it on his turn.").format(name=who)
            if st.seats[item.seat].is_captain
            else tr("The computer places it for {name}.").format(name=who)
            if st.seats[item.seat].is_ai
            else _human_worker_use(st, item, who)
        )
        return title.format(name=who), [(tr("Use"), use)]
    if pinned and pos is not None and (
        isinstance(item, SvgItem) or (isinstance(item, PanelItem) and item.name == "tray")
    ):
        return scene.art_card(pos)  # type: ignore[no-any-return]
    if isinstance(item, MarkerItem | PanelItem):
        tip = item.toolTip()
        if not tip:
            return None
        lines = [line for line in tip.replace("<br>", "\n").split("\n") if line.strip()]
        title = getattr(item, "name", "")
        if isinstance(item, PanelItem):
            seat = _seat_of(scene, item)
            if seat is not None:
                title = names[seat]
                if st.seats[seat].is_captain:
                    title = say(msg("captain.title", name=title))
        if not title and len(lines) > 1:  # the first line is the title, not said again
            title, lines = lines[0], lines[1:]
        return title or lines[0], [("", line) for line in lines]
    return None


def _human_worker_use(st: Any, item: WorkerItem, who: str) -> str:
    """A human seat's worker: placed this round, another player's at a shared screen, or the
    one to drag (every human worker's card said "Drag it onto a lit space…", one already on
    a space and Ben's on Ann's turn too)."""
    placed = sum(1 for s, _ in st.placements if s == item.seat)
    if item.index < placed:
        return tr("Placed this round: it comes back when the round ends.")
    d = st.decision
    if d.seat is not None and d.seat != item.seat and not st.seats[d.seat].is_automated:
        return tr("{name} places it on their own turn.").format(name=who)  # hot seat
    return tr("Drag it onto a lit space or one of your buildings.")


def helm_space_card(
    scene: Any, seat: int, pos: QPointF
) -> tuple[str, list[tuple[str, str]]] | None:
    """The card of the Helm space under `pos`: its course in full, whether his token is on
    it, and on a human's turn the odds of the next roll reaching it and what he would do."""
    from nbgui.ui.table.scene import course_short, helm_space_words

    st, geo = scene.state, scene.geo
    board = scene.board_for(seat)
    if st is None or geo is None or board is None:
        return None
    for k in range(len(board.helm)):
        if geo.helm_space_rect(seat, k).contains(pos):
            break
    else:
        return None
    space = board.helm[k]
    name = st.seats[seat].spec.name
    title = tr("{name}'s Helm, space {n}: {course}").format(
        name=name, n=k + 1, course=course_short(space.course)
    )
    rows = [(tr("Course"), helm_space_words(space))]
    # a build course: the buildings of its list still unbuilt, the one he builds next first (as
    # `CaptainBrain.build_target` reads them); the tutorial sends the learner here
    lists = {
        "build_white": (tr("White list"), board.white_list),
        "build_black": (tr("Black list"), board.black_list),
        "build_victory": (tr("Victory list"), board.victory_order),
    }
    for course in [space.course, space.then] if space.is_split else [space.course]:
        if course is not None and course.kind in lists:
            label, wanted = lists[course.kind]
            # the victory list in its own order, the others in the game's setup order
            left = ([b for b in wanted if b in st.unbuilt] if course.kind == "build_victory"
                    else [b for b in st.unbuilt if b in wanted])
            rows.append((label, listed(scene.name_of(b) for b in left) if left
                         else tr("all built")))
    if k == st.seats[seat].helm % len(board.helm):
        rows.append((tr("Now"), tr("his Helm token is here: this is his course")))
    size = st.seats[seat].spec.helm_size
    for o in scene.ahead.get(seat, []):
        if o.die is not None and (st.seats[seat].helm + o.die) % size == k:
            odds = f"{o.odds.numerator}/{o.odds.denominator}"
            rows.append(
                (
                    tr("Next roll"),
                    tr("a {die} ({odds}) brings him here").format(die=o.die, odds=odds),
                )
            )
            if o.sentence is not None:
                rows.append((tr("Then"), say(o.sentence.msg)))
    return title, rows


def _seat_of(scene: Any, panel: PanelItem) -> int | None:
    for i, p in scene.seat_panel_of.items():
        if p is panel:
            return int(i)
    name = getattr(panel, "name", "")
    if name.startswith(("Helm ", "Captain's plan ")):
        # (a plan box's card was titled with the item's own name, "Captain's plan 0")
        return int(name.split()[-1])
    return None


class CardItem(LeanObject):
    """The one explaining card of the table (hidden until an item is hovered)."""

    def __init__(self, assets: AssetLibrary) -> None:
        super().__init__()
        self.assets = assets
        self.title = ""
        self.rows: list[tuple[str, str]] = []
        self.height = 60.0
        self.target: QGraphicsItem | None = None
        #: Opened by a right-click: it stays until a click or Esc, and its last line opens
        #: the piece's rules reference (`at` is the scene point it was opened for).
        self.pinned = False
        self.at = QPointF()
        self.setZValue(500)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.hide()

    def show_for(
        self,
        item: QGraphicsItem,
        content: tuple[str, list[tuple[str, str]]],
        pinned: bool = False,
        at: QPointF | None = None,
    ) -> None:
        self.prepareGeometryChange()
        self.title, self.rows = content
        self.pinned = pinned
        self.at = at if at is not None else item.sceneBoundingRect().center()
        if pinned:
            self.rows = [*self.rows, ("", tr("Click here (or press F1) for the rules reference."))]
        self.target = item
        self.height = self._measure()
        scene = self.scene()
        bounds = scene.sceneRect() if scene is not None else QRectF(0, 0, 1600, 900)
        r = item.sceneBoundingRect()
        # beside the item: right if there is room, else left; vertically inside the table
        x = r.right() + 10
        if x + CARD_W > bounds.right() - 4:
            x = r.left() - 10 - CARD_W
        if x < bounds.left() + 4:
            x = bounds.left() + 4
        y = min(max(r.top(), bounds.top() + 4), bounds.bottom() - self.height - 4)
        self.setPos(x, y)
        self.show()
        self.update()

    def _measure(self) -> float:
        fm_t = QFontMetricsF(self.assets.font(TITLE_PX, True))
        fm = QFontMetricsF(self.assets.font(BODY_PX))
        h = (
            fm_t.boundingRect(
                QRectF(0, 0, CARD_W - 24, 1000), int(Qt.TextFlag.TextWordWrap), self.title
            ).height()
            + 18
        )
        for label, text in self.rows:
            line = row_line(label, text)
            h += (
                fm.boundingRect(
                    QRectF(0, 0, CARD_W - 24, 1000), int(Qt.TextFlag.TextWordWrap), line
                ).height()
                + 6
            )
        return h + 10

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, CARD_W + 8, self.height + 8)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        TextLog.current = f"card {self.title!r}"
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        a = self.assets
        r = QRectF(0, 0, CARD_W, self.height)
        paint_floating_frame(painter, a, r, 12)
        # sizes never below the legibility floor, even zoomed out
        floor = text_floor(painter)
        tpx, bpx = max(TITLE_PX, floor), max(BODY_PX, floor)
        fm_t = QFontMetricsF(a.font(tpx, True))
        th = fm_t.boundingRect(
            QRectF(0, 0, CARD_W - 24, 1000), int(Qt.TextFlag.TextWordWrap), self.title
        ).height()
        band = QRectF(0, 0, CARD_W, th + 12)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(a.color("sea_deep"))
        painter.drawRoundedRect(band, 12, 12)
        painter.drawRect(QRectF(0, band.height() - 12, CARD_W, 12))
        draw_text(
            painter,
            a,
            band.adjusted(12, 0, -12, 0),
            self.title,
            tpx,
            True,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            QColor("white"),
            min_px=tpx,
        )
        fm = QFontMetricsF(a.font(bpx))
        y = band.height() + 8
        for label, text in self.rows:
            line = row_line(label, text)
            h = fm.boundingRect(
                QRectF(0, 0, CARD_W - 24, 1000), int(Qt.TextFlag.TextWordWrap), line
            ).height()
            draw_text(
                painter,
                a,
                QRectF(12, y, CARD_W - 24, h + 2),
                line,
                bpx,
                False,
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                min_px=bpx,
            )
            y += h + 6
