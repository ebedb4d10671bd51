"""Where everything belongs: the fixed zones of the table (`Geometry`) and `layout(state)`.

The scene is 1600×900 units (16:9; the view scales it to the window). `Geometry` depends only
on the game's setup (seat count, which seats are Captains); `layout(state, geo)` maps every
movable item key to its rectangle from the state alone, so a batch's animation is "move each
item from where it is to where `layout(after)` says" and `reset` is "put each item there".

Item keys: ("worker", seat, i), ("ship", seat, index), ("token", id), ("building", id),
("helm_token", seat), ("round_marker",), ("wheel",).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from itertools import product
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF

from nbgui.engine import GameState, town_spaces, whaling_spaces
from nbgui.ui.table.assets import AssetLibrary

Key = tuple[object, ...]

SCENE_RECT = QRectF(0, 0, 1600, 900)  # the wide layout (16:9 windows)
# the compact layout (narrower windows): shaped so a maximized 1366×768 window draws it at
# 0.8 px per unit (12 px text = 15 units)
COMPACT_SCENE_RECT = QRectF(0, 0, 1256, 895)
TOWN_POS = QPointF(8, 8)
TOWN_SCALE = 0.62
WHALING_POS = QPointF(634, 8)
WHALING_SCALE = 0.5
UNBUILT_RECT = QRectF(8, 268, 620, 164)
PROMPT_RECT = QRectF(1242, 8, 350, 424)
SEATS_RECT = QRectF(8, 442, 1584, 450)
COMPACT_PROMPT_RECT = QRectF(8, 440, 1240, 112)
COMPACT_SEATS_RECT = QRectF(8, 560, 1240, 329)
#: Tables of three and four seats: 20 or 21 buildings in the tray (three rows of tiles tall
#: enough for a name on two lines and the cost under it at 12 px), so the prompt and the
#: seats are moved down by `MULTI_SHIFT`.
MULTI_TRAY_H = 180.0
MULTI_SHIFT = MULTI_TRAY_H - UNBUILT_RECT.height()
#: Text on the table is never below 12 px; at the 1366×768 scale (0.8 px a unit) that is 15
#: units, the size the multi-seat tiles and plates are measured at.
READABLE_UNITS = 15.0
MULTI_HEADER = 28.0
#: a good's icon in an unbuilt tile's cost at three and four seats (scene units): 14.8 px
#: at 1366×768, each good's art at least 12 px across (at 15.7 units, 0.9 of a text line,
#: the coin and the brick were about 10.5 px, the smallest things on the table); a tile's
#: body under a two-line name (19 units) holds it, and the 20-tile Spanish tray packs it
#: with every name bold (a unit between a cost's parts, where there were two, and the
#: number right after its icon, whose art has its own margin)
TRAY_COST_ICON = 18.5
#: a seat header (board units): the seat's shape from `HEADER_SHAPE_X` (18 units), the
#: name from `HEADER_NAME_X`, `HEADER_GAP` before the widest points, which end
#: `HEADER_POINTS_END` before the header's right end, where the first player's wheel
#: (28 units) stands `WHEEL_INSET` from it. Tighter than they were (10, 34, 12 units, 40
#: and 34), so "Captain Starbuck" (146 units in bold at 15) fits a four-seat header beside
#: the Spanish "88 puntos": its room was 139 units (es 133), it is 154 (es 148)
HEADER_SHAPE_X = 6.0
HEADER_NAME_X = 28.0
HEADER_GAP = 8.0
WHEEL_INSET = 32.0
HEADER_POINTS_END = WHEEL_INSET + 3.0
MULTI_HELM_H = 44.0
#: a Helm space's number in its top left corner (15-unit digits and their margin)
HELM_NUMBER_W = 13.0  # one row of eight Helm spaces: the course's icon, its number or mark
#: the Captain's Helm token on his Helm's space: on a two-seat board, and on a slim one (three
#: and four seats: across the space's bottom left corner, `Geometry.helm_token_rect`)
HELM_TOKEN = 24.0
HELM_TOKEN_SLIM = 18.0
#: a slim board's one-row Helm reaches this far past the board's inner margin on each side
HELM_REACH = 3.0
#: a course icon on a slim board's Helm space: as large as the space allows, up to this
HELM_ICON_MAX = 44.0
GAP = 2.0
#: the course caption beside a Captain's die (two seats): three lines of 15-unit bold text
CAPTION_H = 54.0
PLATE_MIN_W = 140.0  # a name plate: the longest name on two lines, and the worker spot
ORDERS_MIN_W = 96.0
#: a Captain's Orders go under his corner when at least this much height is left there (the
#: course and "His next move:" and its first move, or the course and two Orders)
ORDERS_UNDER_H = 60.0
#: the whales brought home fit beside the workers and ships from this board width on
WHALES_BESIDE_W = 388.0
#: the gap between the prompt's words and the first Captain's plan box over the strip
PLAN_GAP = 6.0
PLATE_H = 36.0  # a built tile as a name plate (two lines of 15-unit text)
#: a slim player's board (four seats): the $3 purchase buttons one over the other, each "2 food"
#: over its price, beside the workers and ships (which take 200 units)
BUY_COLUMN_W = 84.0
PLATE_SPOT = 32.0  # the worker spot at a plate's right end (a worker is 28 units wide)

WORKER_SIZE = (28.0, 35.0)  # 28 px tall at a maximized 1366×768 window
SHIP_SIZE = (62.0, 38.0)
TOKEN_SIZE = 36.0  # whale tokens in the prompt (≥ 28 px at 1366×768)
BOARD_TOKEN = 40.0  # whale tokens lying on the whaling board
HOLD_TAG = 36.0  # one kind's tag in a ship's hold (≥ 28 px at 1366×768)
HOLD_W = SHIP_SIZE[0] + 2  # a hold of several kinds: no wider than a track slot (66)
#: how far a ship's hold rises above the ship's top (its tags sit low over the sails)
HOLD_RISE = HOLD_TAG - SHIP_SIZE[1] * 0.7
#: a hold of three kinds where the slot to its ship's right is free: its tags as wide as a
#: two-kind hold's, each whale's picture over its count, reaching this far past the strip
#: (the gaps between its tags wider than in the strip: its plate shows between them)
HOLD_SPILL_GAP = 3.0
HOLD_SPILL = 3 * (HOLD_W - 2) / 2 + 2 * HOLD_SPILL_GAP - HOLD_W
#: a hold's plate in its ship's colour shows this far above its tags, and `HOLD_PLATE_FOOT`
#: below them over the hull's top (the tags of one ship's hold on one plate, joined to its
#: hull: a hold reaching over the next slot read apart from its ship); the foot leaves the
#: hull's seat badge showing, the top stays clear of the hull in the track row above
HOLD_PLATE = 1.5
HOLD_PLATE_FOOT = 1.5
SEAT_TOKEN = 36.0  # whales brought home, by kind, on a seat board
#: a seat board's whales brought home: three kinds, each a token and its count ("×10")
SEAT_WHALE_STEP = SEAT_TOKEN + 40
SEAT_WHALES_W = 3 * SEAT_WHALE_STEP
TILE_SIZE = (120.0, 80.0)  # a building tile at scale 1; smaller places scale it down
HELM_SIZE = 150.0
SEAT_HEADER = 32.0
#: the view scale a built tile's name band is measured at until the view gives its own (a
#: maximized 1366×768 window)
NAME_SCALE = 0.8
CORNER_SLOTS = 10  # a player's built tiles keep their size and place up to this many


def _scaled(origin: QPointF, scale: float, r: QRectF) -> QRectF:
    return QRectF(
        origin.x() + r.x() * scale,
        origin.y() + r.y() * scale,
        r.width() * scale,
        r.height() * scale,
    )


def pack_tiles(
    area: QRectF, count: int, max_w: float = TILE_SIZE[0], gap: float = 4.0, fill: bool = False
) -> list[QRectF]:
    """`count` tile rects (aspect 3:2) as large as possible (≤ max_w wide) inside `area`;
    with `fill`, as tall as the area's height shared by the rows (no taller than wide)."""
    if count <= 0:
        return []
    best_w, best_cols = 0.0, 1
    for rows in range(1, count + 1):
        cols = math.ceil(count / rows)
        w = min(
            (area.width() - gap * (cols - 1)) / cols,
            (area.height() - gap * (rows - 1)) / rows * 1.5,
            max_w,
        )
        if w > best_w:
            best_w, best_cols = w, cols
    h = best_w / 1.5
    if fill:
        rows = math.ceil(count / best_cols)
        h = max(h, min(best_w, (area.height() - gap * (rows - 1)) / rows))
    out = []
    for i in range(count):
        r, c = divmod(i, best_cols)
        out.append(QRectF(area.x() + c * (best_w + gap), area.y() + r * (h + gap), best_w, h))
    return out


def _band_beside(state: GameState, assets: AssetLibrary, room: float) -> tuple[bool, float | None]:
    """Whether the prompt band's title fits `room` units beside the Captains' plans at the
    readable size (`READABLE_UNITS`): the longest title said while the plans are shown (a
    player's "Ishmael: place a worker", a seat's "Starbuck is playing…", "Your move…") in
    bold, with the band's margins (10 units each side); and the round line's width where the
    last round's line without its phase ("Round 12 of 12") fits beside it too (a gap of 12
    between them), else None."""
    from nbgui.text import msg, words
    from nbgui.ui.i18n import say, seat_names

    def tr(text: str) -> str:
        return QCoreApplication.translate("Table", text)

    names = seat_names(s.spec for s in state.seats)
    automated = [s.is_automated for s in state.seats]
    titles = [
        tr("{name}: place a worker").format(name=n)
        for n, auto in zip(names, automated, strict=True)
        if not auto
    ]
    titles += [say(msg("turn.playing", seat=n)) for n in names]
    titles += [say(words.mover(automated, i, n)) for i, n in enumerate(names)]
    last = state.rules.game.rounds
    bold = QFontMetricsF(assets.font(READABLE_UNITS, True))
    plain = QFontMetricsF(assets.font(READABLE_UNITS, False))
    title_w = max(bold.horizontalAdvance(t) for t in titles)
    round_w = plain.horizontalAdvance(tr("Round {r} of {n}").format(r=last, n=last))
    if 20 + title_w > room:
        return False, None
    return True, (round_w if 20 + title_w + 12 + round_w <= room else None)


def _plate_rows(height: float) -> int:
    return max(1, int((height + GAP) // (PLATE_H + GAP)))


def _plate_cols(width: float) -> int:
    return max(1, int((width + GAP) // (PLATE_MIN_W + GAP)))


def corner_plates(area: QRectF, count: int) -> list[QRectF]:
    """`count` name plates (built tiles at three or four seats) in `area`, row by row: as
    many columns as plates of `PLATE_MIN_W` fit, `PLATE_H` high; more than fit are packed
    in more, lower rows (the corner past its capacity)."""
    if count <= 0:
        return []
    cols = _plate_cols(area.width())
    rows = max(_plate_rows(area.height()), math.ceil(count / cols))
    w = (area.width() - GAP * (cols - 1)) / cols
    h = min(PLATE_H, (area.height() - GAP * (rows - 1)) / rows)
    return [
        QRectF(area.x() + c * (w + GAP), area.y() + r * (h + GAP), w, h)
        for r, c in (divmod(i, cols) for i in range(count))
    ]


def plate_need(assets: AssetLibrary, name: str, victory: bool, hyphens: bool = True) -> float:
    """The narrowest name plate (scene units) that shows `name` whole on two lines at
    `READABLE_UNITS` (12 px at 1366×768), bold or else regular as `BuildingItem.paint_multi`
    tries them, beside its worker spot (a victory building has none); with `hyphens`, a word
    may be broken at a syllable ("Embarca-dero")."""
    key = (assets.family, name, victory, hyphens)
    got = _PLATE_NEEDS.get(key)
    if got is not None:
        return got
    from nbgui.ui.table.items import _hyphenate  # items imports us

    flags = int(Qt.AlignmentFlag.AlignLeft) | int(Qt.TextFlag.TextWordWrap)
    text_w = 400.0
    for bold in (True, False):
        fm = QFontMetricsF(assets.font(READABLE_UNITS, bold))
        for width in range(20, int(text_w)):
            shown = _hyphenate(fm, width, name) if hyphens else name
            br = fm.boundingRect(QRectF(0, 0, width, 10000), flags, shown)
            if br.width() <= width + 0.5 and br.height() <= PLATE_H + 0.5:
                text_w = float(width)
                break
    # the name's room in a plate `w` wide: from 4 to `w` - 3 (victory) or to the spot's left
    got = _PLATE_NEEDS[key] = text_w + 10 + (0 if victory else PLATE_SPOT + 2)
    return got


_PLATE_NEEDS: dict[tuple[object, ...], float] = {}


def tile_need(
    assets: AssetLibrary, rules: Any, building: str, bold: bool = True, icon: float | None = None
) -> float:
    """The narrowest unbuilt tile (scene units) that shows `building`'s name whole on two
    lines (in bold, or in the narrower regular weight) and its cost on one row, each good's
    icon `icon` units (else 0.9 of a line), at `READABLE_UNITS` (12 px at 1366×768): the
    name in the current language through the catalogue."""
    from nbgui.text import Term, words
    from nbgui.ui.i18n import term

    name = words.place(rules, building)
    text = term(name) if isinstance(name, Term) else str(name)
    bd = rules.buildings[building]
    cost = {"lumber": bd.cost.lumber, "food": bd.cost.food, "brick": bd.cost.brick}
    key = (assets.family, text, tuple(sorted(cost.items())), bd.cost.money, bold, icon)
    got = _NEEDS.get(key)
    if got is not None:
        return got
    from nbgui.ui.i18n import say

    fm = QFontMetricsF(assets.font(READABLE_UNITS, bold))
    flags = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)
    from nbgui.ui.table.items import _hyphenate

    # two lines at most, a word broken with "-" only when it is wider than `HYPHEN_FROM`
    name_w = 200.0
    for width in range(30, 200):
        shown = _hyphenate(fm, width, text) if width >= HYPHEN_FROM else text
        br = fm.boundingRect(QRectF(0, 0, width, 10000), flags, shown)
        if br.height() <= 2 * fm.lineSpacing() + 1 and br.width() <= width + 0.5:
            name_w = float(width)
            break
    # the cost row: each good as an icon and its number, then the money (see `_paint_cost`)
    labels = [str(n) for n in cost.values() if n]
    if bd.cost.money:
        labels.append(say(words.money(bd.cost.money)))
    # (the building's icon beside the cost only where the spare width allows it; the cost
    # is bold whatever the name's weight)
    fm = QFontMetricsF(assets.font(READABLE_UNITS, True))
    # (each part a unit apart; with the tray's icon size the number right after its icon)
    side = icon or fm.height() * 0.9
    gap = 0.0 if icon else 1.0
    cost_w = sum(side + gap + fm.horizontalAdvance(t) + 1 for t in labels) + 6
    got = _NEEDS[key] = max(name_w + 6, cost_w)
    return got


_NEEDS: dict[tuple[object, ...], float] = {}
#: a tile name's word is broken with "-" only on tiles narrower than this (scene units)
HYPHEN_FROM = 90


def pack_rows(area: QRectF, needs: list[float], rows: int, gap: float = 4.0) -> list[QRectF]:
    """Tiles of the given widths in `rows` rows (in order, each row a run of them), the rows
    split where the widest row is narrowest; each row's spare width is shared out evenly."""
    n = len(needs)
    if n == 0:
        return []
    rows = max(1, min(rows, n))

    def width(i: int, j: int) -> float:
        return sum(needs[i:j]) + gap * (j - i - 1)

    # the best split of needs[0:n] into `rows` runs (n ≤ 24: a small search)
    best: tuple[float, list[int]] = (math.inf, [])

    def split(start: int, left: int, cuts: list[int], worst: float) -> None:
        nonlocal best
        if worst >= best[0]:
            return
        if left == 1:
            total = max(worst, width(start, n))
            if total < best[0]:
                best = (total, [*cuts, n])
            return
        for end in range(start + 1, n - left + 2):
            split(end, left - 1, [*cuts, end], max(worst, width(start, end)))

    split(0, rows, [], 0.0)
    h = (area.height() - gap * (rows - 1)) / rows
    out: list[QRectF] = []
    start = 0
    for r, end in enumerate(best[1]):
        count = end - start
        used = width(start, end)
        scale = min(1.0, area.width() / used) if used > 0 else 1.0
        spare = max(0.0, area.width() - used) / count
        x = area.x()
        for i in range(start, end):
            w = needs[i] * scale + spare
            out.append(QRectF(x, area.y() + r * (h + gap), w, h))
            x += w + gap
        start = end
    return out


class Geometry:
    """The table's fixed zones for one game's setup (scene units).

    Two arrangements: wide (1600×900: the prompt panel top right) and compact (1264×1010: the
    prompt is a strip between the boards and the seats), chosen by the widget for the window's
    shape so the table is drawn as large as possible.
    """

    def __init__(self, state: GameState, assets: AssetLibrary, compact: bool = False) -> None:
        self.assets = assets
        self.compact = compact
        self.scene_rect = COMPACT_SCENE_RECT if compact else SCENE_RECT
        seats_rect = COMPACT_SEATS_RECT if compact else SEATS_RECT
        self.seats = len(state.seats)
        #: three or four seats: a taller tray, slimmer seat boards (see `_human_parts`)
        self.multi = self.seats >= 3
        shift = MULTI_SHIFT if self.multi else 0.0
        seats_rect = seats_rect.adjusted(0, shift, 0, 0)
        self.captains = [s.is_captain for s in state.seats]
        self.building_limits = [s.spec.building_limit for s in state.seats]
        self.victory = {b for b, bd in state.rules.buildings.items() if bd.kind == "victory"}
        town_vb = assets.view_box("board_town")
        wh_vb = assets.view_box("board_whaling")
        self.town_rect = QRectF(
            TOWN_POS.x(), TOWN_POS.y(), town_vb.width() * TOWN_SCALE, town_vb.height() * TOWN_SCALE
        )
        self.whaling_rect = QRectF(
            WHALING_POS.x(),
            WHALING_POS.y(),
            wh_vb.width() * WHALING_SCALE,
            wh_vb.height() * WHALING_SCALE,
        )
        self.zones: dict[str, QRectF] = {}
        #: building names in the current language (set by the scene): a worker on a built
        #: tile stands below its name (`tile_band`)
        self.tile_names: dict[str, str] = {}
        #: logical pixels per scene unit the table is shown at (`TableScene.note_scale`)
        self.name_scale = NAME_SCALE
        #: each Captain's Helm spaces' shares of his strip's width, in Helm order (set by the
        #: scene from the words each space says: "Prepare or launch 3" takes two lines and more
        #: width than "Food"); a seat not listed has spaces of equal width
        self.helm_shares: dict[int, list[float]] = {}

        def town(name: str) -> QRectF:
            return _scaled(TOWN_POS, TOWN_SCALE, assets.rect("board_town", name))

        def wh(name: str) -> QRectF:
            return _scaled(WHALING_POS, WHALING_SCALE, assets.rect("board_whaling", name))

        self.space_rects: dict[str, QRectF] = {}
        self.space_parts: dict[str, dict[str, QRectF]] = {}
        for sp in town_spaces(state.rules):
            self.space_rects[sp] = town(f"town_{sp}")
            self.space_parts[sp] = {
                part: town(f"town_{sp}_{part}")
                for part in ("label", "text", "bonus", "bonus_text", "workers", "icon")
            }
        for sp in whaling_spaces(state.rules):
            self.space_rects[sp] = wh(sp)
            self.space_parts[sp] = {
                part: wh(f"{sp}_{part}")
                for part in ("label", "text", "bonus", "bonus_text", "workers", "icon")
            }
        self.track_rects = {n: wh(f"track_space_{n}") for n in range(1, 7)}
        self.track_rects[0] = wh("return")
        self.cost_rects = {n: wh(f"track_space_{n}_cost") for n in range(1, 7)}
        self.slot_rects = {
            (n, k): wh(f"track_space_{n}_slot_{k}") for n in range(1, 7) for k in range(1, 4)
        }
        for k in range(1, 4):
            self.slot_rects[(0, k)] = wh(f"return_slot_{k}")
        self.dock_rect = wh("dock")
        #: the dock's berths as the board draws them (six, each as wide as a ship's hull)
        self.berths = [
            r for r in (wh(f"dock_berth_{i}") for i in range(1, 9)) if r.width() > 0
        ] or [self.dock_rect]
        self.bag_rect = wh("bag")
        self.drawn_label = wh("drawn_label")
        self.drawn_rects = [wh(f"drawn_{i}") for i in range(1, 10)]
        # extra drawn tokens (more than 9 ships+1) go on a fourth and fifth row
        for i in range(9, 15):
            base = self.drawn_rects[i - 9]
            self.drawn_rects.append(base.translated(0, 3 * 43.0))
        self.panel_right = wh("panel_right")
        self.round_rects = [wh(f"round_{r}") for r in range(1, 13)]
        self.unbuilt_rect = UNBUILT_RECT.adjusted(0, 0, 0, shift)
        # every building in play has its own slot for the whole game (data order), so unbuilt
        # tiles never move or resize when another one is built
        ids = state.rules.building_ids_for(len(state.seats), state.setup.turners_mill)
        ids += [b for b in dict.fromkeys([*state.unbuilt, *state.built]) if b not in ids]
        #: a good's icon in an unbuilt tile's cost (three and four seats), None: the
        #: tile's own choice (0.9 of a line)
        self.tray_cost_icon: float | None = None
        if self.multi:
            # three rows of tiles, each as wide as its name (on two lines) and cost need,
            # the goods' icons `TRAY_COST_ICON`, else the smaller ones; too many for bold
            # names (21 tiles in Spanish): the names that need it in regular, the narrower
            # weight (`BuildingItem.paint_multi`), the larger icons first
            for bold, icon in product((True, False), (TRAY_COST_ICON, None)):
                needs = [tile_need(assets, state.rules, b, bold, icon) for b in ids]
                slots = pack_rows(self.unbuilt_rect, needs, 3, gap=3.0)
                self.tray_cost_icon = icon
                if all(r.width() >= n - 0.5 for r, n in zip(slots, needs, strict=True)):
                    break
        else:
            # the tray's whole height: a long name's lines leave its cost a row under them
            # ("Capilla de los Marineros" took three lines of a 3:2 tile's four at
            # 1366×768, and its cost was not drawn)
            slots = pack_tiles(self.unbuilt_rect, len(ids), max_w=TILE_SIZE[0], fill=True)
        self.building_slots = dict(zip(ids, slots, strict=True))
        pr = self.prompt_rect = COMPACT_PROMPT_RECT if compact else PROMPT_RECT
        if self.multi and compact:
            pr = self.prompt_rect = pr.translated(0, shift)
        # prompt parts: title band, explanation, the area for whales/steppers, drop zones and
        # the main action button (Pass / Take these)
        if compact:
            right = 290.0
            left = 344.0
            self.prompt_parts = {
                "title": QRectF(pr.x(), pr.y(), pr.width(), 30),
                "text": QRectF(pr.x() + 12, pr.y() + 34, left - 24, 54),
                "items": QRectF(pr.x() + left, pr.y() + 34, pr.width() - left - right - 8, 74),
                "zones": QRectF(pr.right() - right, pr.y() + 34, right - 10, 36),
                "action": QRectF(pr.right() - right, pr.y() + 74, right - 10, 32),
                "scores": QRectF(pr.x() + left, pr.y() + 32, pr.width() - left - 12, 78),
                # in the title band, at its right (the text column keeps its height)
                "footer": QRectF(pr.right() - right, pr.y() + 3, right - 10, 24),
            }
        else:
            self.prompt_parts = {
                "title": QRectF(pr.x(), pr.y(), pr.width(), 34),
                "text": QRectF(pr.x() + 12, pr.y() + 40, pr.width() - 24, 58),
                "items": QRectF(pr.x() + 14, pr.y() + 102, pr.width() - 28, pr.height() - 226),
                "zones": QRectF(pr.x() + 14, pr.bottom() - 116, pr.width() - 28, 72),
                "action": QRectF(pr.x() + 14, pr.bottom() - 72, pr.width() - 28, 34),
                "scores": QRectF(pr.x() + 12, pr.y() + 96, pr.width() - 24, pr.height() - 130),
                "footer": QRectF(pr.x() + 12, pr.bottom() - 24, pr.width() - 24, 18),
            }

        # seat panels along the bottom
        n = self.seats
        gap = 8.0
        w = (seats_rect.width() - gap * (n - 1)) / n
        slots = [
            QRectF(seats_rect.x() + i * (w + gap), seats_rect.y(), w, seats_rect.height())
            for i in range(n)
        ]
        #: at three and four seats in the compact layout the Captains' boards sit at the
        #: right, under the part of the prompt strip a placement leaves free: there each
        #: Captain's plan (`plan_rects`) stands over his board (at three seats his board's
        #: Orders column beside his corner was too narrow for his next moves: ~100 units)
        self.plans_above = compact and n >= 3 and any(self.captains) and not all(self.captains)
        order = list(range(n))
        if self.plans_above:
            order = [i for i in order if not self.captains[i]] + [
                i for i in order if self.captains[i]
            ]
        self.seat_rects = [slots[order.index(i)] for i in range(n)]
        self.seat_parts: list[dict[str, QRectF]] = []
        self.narrow: list[bool] = []
        for i, r in enumerate(self.seat_rects):
            x, y = r.x(), r.y()
            parts: dict[str, QRectF] = {"header": QRectF(x, y, r.width(), SEAT_HEADER)}
            row = y + SEAT_HEADER + 6
            narrow = r.width() < 360 and not self.multi
            self.narrow.append(narrow)
            if self.multi:
                parts = {"header": QRectF(x, y, r.width(), MULTI_HEADER)}
                if self.captains[i]:
                    parts.update(self._multi_captain_parts(r, self.building_limits[i]))
                else:
                    parts.update(self._multi_human_parts(r))
            elif self.captains[i]:
                parts.update(self._captain_parts(r, row, narrow, self.building_limits[i]))
            else:
                parts["goods"] = QRectF(x + 8, row, r.width() - 16, 42)
                row += 46
                parts["workers"] = QRectF(x + 8, row, 60, 40)
                parts["ships"] = QRectF(x + 72, row, 140, 40)
                # whales brought home, by kind, and the workers left: beside the ships when
                # there is room for the three kinds with their counts and the words, else
                # on a row of their own (three and four seats), so tokens never crowd
                beside = r.width() - 228
                if beside >= SEAT_WHALES_W + 110:
                    parts["whales"] = QRectF(x + 220, row + 2, beside, SEAT_TOKEN)
                else:
                    row += 44
                    parts["whales"] = QRectF(x + 8, row, r.width() - 16, SEAT_TOKEN)
                row += 44
                parts["buy"] = QRectF(x + 8, row, r.width() - 16, 30)
                row += 34
                parts["corner_label"] = QRectF(x + 8, row, r.width() - 16, 20)
                parts["corner"] = QRectF(x + 8, row + 22, r.width() - 16, r.bottom() - row - 28)
            parts["wheel"] = QRectF(r.right() - WHEEL_INSET, y + 2, 28, 28)
            self.seat_parts.append(parts)
        #: a Captain's plan (his next moves on a player's turn, his Orders on his own) where
        #: his slim board has no room for it: over his board in the prompt strip, from under
        #: the strip's title band down to the board's top edge
        self.plan_rects: dict[int, QRectF] = {}
        #: with two players or more the players' part of the strip has room for the title
        #: band's words (the title and the round line): there the plans rise over the band
        #: too, from the strip's top edge, 121 units high where they were 87 (the plain
        #: words of a Captain's Orders take five or six lines: 94–130 units, four fitted)
        self.plans_over_title = self.plans_above and self.captains.count(False) >= 2
        #: the round line beside the plans says the round alone ("Round 3 of 12": the plans
        #: are shown in the action phase only), where that lets them rise over the band
        self.round_alone = False
        #: whether the band says the round beside the plans at all: one player and three
        #: Captains leave one board's width (306 units) for the band's words, where the
        #: title ("Ishmael: coloca un trabajador", 252 units bold) and the round line (118)
        #: do not fit side by side in any language, nor under one another over the prompt's
        #: words (the Spanish placing sentence takes four lines, 71 of its 74 units): there
        #: the band says the title alone and the round line stands above the strip
        #: (`round_above`)
        self.round_beside = True
        #: where the round line stands when the band cannot say it beside the plans (one
        #: player and three Captains): above the strip's right end, under the whaling board's
        #: round track (the room between the board and the plans: 26 units), for the whole
        #: game, so a newcomer finds where the game is in one place; None: in the band
        self.round_above: QRectF | None = None
        round_w: float | None = None
        if self.plans_above and not self.plans_over_title:
            # one player: his part of the strip is one board wide; the plans rise over the
            # band where its title fits left of them at the readable size, with the round
            # alone beside it where that fits too (three seats: 1 player and 2 Captains)
            room = min(r.x() for r, c in zip(self.seat_rects, self.captains, strict=True) if c)
            fits, round_w = _band_beside(state, assets, room - PLAN_GAP - pr.x())
            self.plans_over_title = self.round_alone = fits
            self.round_beside = round_w is not None
            if fits and not self.round_beside:
                left = self.whaling_rect.x()
                top = self.whaling_rect.bottom() + 1
                self.round_above = QRectF(left, top, pr.right() - 10 - left, pr.y() - 3 - top)
        if self.plans_above:
            top = pr.y() + self.prompt_parts["title"].height() + 2
            if self.plans_over_title:
                top = pr.y() - 2  # its frame on the strip's, clear of the tray's (4 up)
            for i, r in enumerate(self.seat_rects):
                if self.captains[i]:
                    self.plan_rects[i] = QRectF(r.x(), top, r.width(), r.y() - 1 - top)
        if self.plans_over_title:
            # while the plans are shown the band's words keep left of the first (with the
            # prompt's words under them): the round line at that end, the title in the rest
            words_right = min(r.x() for r in self.plan_rects.values()) - PLAN_GAP
            foot = self.prompt_parts["footer"]
            foot_w = foot.width()
            if self.round_alone:
                foot_w = round_w + 4 if round_w is not None else 0.0
            foot = QRectF(words_right - foot_w, foot.y(), foot_w, foot.height())
            self.prompt_parts["footer_beside_plans"] = foot
            band = self.prompt_parts["title"]
            self.prompt_parts["title_beside_plans"] = QRectF(
                band.x(), band.y(), foot.x() - band.x(), band.height()
            )

    def _captain_parts(
        self, r: QRectF, row: float, narrow: bool, limit: int | None
    ) -> dict[str, QRectF]:
        """A Captain's board: his pieces, whale counts, the die and the course caption on one
        row; the Helm drawn as a strip of its spaces across the board (each space big enough
        for its icon and short word at a readable size; two rows of four on a slim board);
        below it, his Orders (or, on a human's turn, his possible next moves) on the left
        and his buildings in a corner of two rows on the right, large enough for whole
        names."""
        x = r.x()
        parts: dict[str, QRectF] = {}
        parts["workers"] = QRectF(x + 8, row, 60, 40)
        parts["ships"] = QRectF(x + 72, row, 140, 40)
        if narrow:
            parts["whales"] = QRectF(x + 8, row + 42, min(200.0, r.width() - 16), SEAT_TOKEN)
            course_x = x + 216
            course = QRectF(course_x, row, r.right() - 8 - course_x, 76)
            strip_top = row + 78
            strip_h = 2 * (58 if self.compact else 66)
        else:
            parts["whales"] = QRectF(x + 216, row + 2, 186, SEAT_TOKEN)
            course_x = parts["whales"].right() + 2
            # three lines of the caption: a course his Orders changed ("Course: Prepare or
            # launch 3 → Money")
            course = QRectF(course_x, row, r.right() - 8 - course_x, CAPTION_H)
            strip_top = row + CAPTION_H + 4
            strip_h = 68 if self.compact else 84
        parts["die"] = QRectF(course.x(), course.center().y() - 20, 40, 40)
        parts["course"] = course.adjusted(44, 0, 0, 0)
        parts["helm"] = QRectF(x + 8, strip_top, r.width() - 16, strip_h)
        top = strip_top + strip_h + 8
        bottom = r.bottom() - 6
        cols = math.ceil((limit or CORNER_SLOTS) / 2)
        tile_w = min(
            TILE_SIZE[0] * 1.15,
            (bottom - top - 20 - 4) / 2 * 1.5,
            ((r.width() - 16) * (0.6 if narrow else 0.64) - 4 * (cols - 1)) / cols,
        )
        corner_w = cols * tile_w + 4 * (cols - 1) + 1
        parts["corner_label"] = QRectF(r.right() - 8 - corner_w, top, corner_w, 20)
        parts["corner"] = QRectF(r.right() - 8 - corner_w, top + 20, corner_w, bottom - top - 20)
        parts["orders"] = QRectF(x + 8, top, r.width() - 26 - corner_w, bottom - top)
        return parts

    def _multi_rows(self, r: QRectF) -> tuple[float, float, bool]:
        """(left x, first row y, whales beside the ships) of a seat board at a table of three
        or four seats."""
        return r.x() + 8, r.y() + MULTI_HEADER + GAP, r.width() - 16 >= WHALES_BESIDE_W

    def _multi_human_parts(self, r: QRectF) -> dict[str, QRectF]:
        """A player's board at three or four seats: goods; workers and ships (and the whales
        brought home beside them when there is room, else on a row of their own); the $3
        purchase; then the corner of built tiles drawn as name plates (`corner_plates`)."""
        x, row, beside = self._multi_rows(r)
        w = r.width() - 16
        parts: dict[str, QRectF] = {}
        parts["goods"] = QRectF(x, row, w, 42)  # goods 36 units high: 28.8 px at 1366×768
        row += 42 + GAP
        parts["workers"] = QRectF(x, row, 60, 40)
        parts["ships"] = QRectF(x + 64, row, 136, 40)
        if beside:
            parts["whales"] = QRectF(x + 204, row + 2, w - 204, SEAT_TOKEN)
            row += 40 + GAP
            parts["buy"] = QRectF(x, row, w, 30)
            row += 30 + GAP
        else:
            # four seats: the $3 purchases as two buttons one over the other at the right of
            # the workers and ships and of the whales brought home, so the corner has a
            # fourth row of name plates (eight whole, not six)
            parts["buy"] = QRectF(x + w - BUY_COLUMN_W, row, BUY_COLUMN_W, 40 + GAP + SEAT_TOKEN)
            row += 40 + GAP
            parts["whales"] = QRectF(x, row, w - BUY_COLUMN_W - 4, SEAT_TOKEN)
            row += SEAT_TOKEN + GAP
        parts["corner"] = QRectF(x, row, w, r.bottom() - 5 - row)
        return parts

    def _multi_captain_parts(self, r: QRectF, limit: int | None) -> dict[str, QRectF]:
        """A Captain's board at three or four seats: workers and ships (with the die's spot,
        and the whales brought home when there is room, else on their own row); the Helm as
        one row of its eight spaces (icon and a number or list mark, `helm_space_rect`);
        then his corner of name plates, and beside it (when it leaves room) the course
        caption and his Orders or next moves."""
        x, row, beside = self._multi_rows(r)
        w = r.width() - 16
        parts: dict[str, QRectF] = {}
        parts["workers"] = QRectF(x, row, 60, 40)
        parts["ships"] = QRectF(x + 64, row, 136, 40)
        if beside:
            parts["whales"] = QRectF(x + 204, row + 2, w - 204, SEAT_TOKEN)
            row += 40 + GAP
            parts["helm"] = QRectF(x, row, w - 46, MULTI_HELM_H)
            parts["die"] = QRectF(x + w - 42, row + (MULTI_HELM_H - 40) / 2, 40, 40)
        else:
            parts["die"] = QRectF(x + 206, row, 40, 40)
            row += 40 + GAP
            parts["whales"] = QRectF(x, row, w, SEAT_TOKEN)
            row += SEAT_TOKEN + GAP
            # from edge to edge of the board's face: eight spaces wide enough for a course
            # icon as large as a piece
            parts["helm"] = QRectF(x - HELM_REACH, row, w + 2 * HELM_REACH, MULTI_HELM_H)
        row += MULTI_HELM_H + GAP
        bottom = r.bottom() - 5
        count = limit or CORNER_SLOTS
        cols = 1
        while cols < count and _plate_rows(bottom - row) * cols < count:
            cols += 1
        corner_w = min(w, cols * PLATE_MIN_W + (cols - 1) * GAP)
        if (
            _plate_rows(bottom - row) * cols < count
            or w - corner_w < ORDERS_MIN_W
            or self.plans_above  # his Orders and next moves are said over his board
        ):
            corner_w = w
            # the corner takes the width: his Orders under the rows his limit needs, where
            # those leave room for a few lines (the wide arrangement's tall boards); at four
            # seats in the compact one his plan stands over his board (`plan_rects`)
            need = math.ceil(count / _plate_cols(w)) * (PLATE_H + GAP)
            if not self.plans_above and bottom - row - need >= ORDERS_UNDER_H:
                parts["corner"] = QRectF(x, row, w, need - GAP)
                parts["orders"] = QRectF(x, row + need, w, bottom - row - need)
                parts["course"] = QRectF(x, row, 0, 0)
                return parts
        parts["corner"] = QRectF(x + w - corner_w, row, corner_w, bottom - row)
        parts["orders"] = QRectF(x, row, w - corner_w - GAP, bottom - row)
        parts["course"] = QRectF(x, row, 0, 0)  # said as the first line of the orders
        return parts

    # ---- helpers ------------------------------------------------------------------------------

    def return_ship_rect(self, pos: int) -> QRectF:
        """A ship coming home, the `pos`-th in the return row: centred across its slot, and
        low enough that the hold over its sails (`ShipItem.hold_tags`, `HOLD_RISE` above
        the ship) stays inside the row's frame (the hull's foot is transparent room in its
        art)."""
        sw, sh = SHIP_SIZE
        r = _center_rect(self.slot_rects[(0, min(pos, 3))], sw, sh)
        # the hold's plate (`HOLD_PLATE` over its tags) 1.5 units inside the row's frame: the
        # hull's foot then just meets the plate of a ship in track row 1 under it
        top = self.track_rects[0].y() + 1.5 + HOLD_RISE + HOLD_PLATE
        return r.translated(0, max(0.0, top - r.y()))

    def dock_spots(self, count: int) -> list[QRectF]:
        """Where `count` docked ships lie: the drawn berths, in order, while there are enough
        (docked hulls never overlap); a seventh and eighth ship (only four seats have that
        many) make the berths' rows share the dock evenly, four to a row, hulls a little over
        one another."""
        if count <= len(self.berths):
            return self.berths[:count]
        rows: dict[float, QRectF] = {}
        for b in self.berths:
            rows[b.y()] = rows[b.y()].united(b) if b.y() in rows else QRectF(b)
        per_row = math.ceil(count / len(rows))
        spots = []
        for row in sorted(rows.values(), key=lambda r: r.y()):
            w = row.width() / per_row
            spots += [QRectF(row.x() + c * w, row.y(), w, row.height()) for c in range(per_row)]
        return spots[:count]

    def helm_rows(self, seat: int) -> int:
        return 2 if self.narrow[seat] else 1

    def helm_gap(self) -> float:
        """The gap between Helm spaces: none at three and four seats (each space's frame is
        drawn inside it), so the course icons are as large as a piece (`HELM_ICON`)."""
        return 0.0 if self.multi else 4.0

    def helm_space_rect(self, seat: int, position: int) -> QRectF:
        """A Helm space in the strip (positions 0–7, clockwise from the start space)."""
        helm = self.seat_parts[seat]["helm"]
        rows = self.helm_rows(seat)
        per_row = math.ceil(8 / rows)
        gap = self.helm_gap()
        h = (helm.height() - gap * (rows - 1)) / rows
        rr, c = divmod(position % 8, per_row)
        shares = self.helm_shares.get(seat, ())
        row = list(shares[rr * per_row : (rr + 1) * per_row])
        if len(row) != per_row or min(row) <= 0:
            row = [1.0] * per_row
        unit = (helm.width() - gap * (per_row - 1)) / sum(row)
        x = helm.x() + sum(row[:c]) * unit + c * gap
        return QRectF(x, helm.y() + rr * (h + gap), row[c] * unit, h)

    def helm_token_rect(self, seat: int, position: int) -> QRectF:
        """Where the Captain's Helm token sits on a space, off the space's number (top left)
        and off its course icon: on a two-seat board at its top right, in the room the odds
        tag takes on a space a roll reaches (the icons keep left of it); on a slim board
        (three and four seats, whose icon fills the space) across its bottom left corner,
        half on the space before it (which a roll never reaches: no odds tag there) and down
        to the Helm's foot, where the course icons' art is thinnest: it covers 2–8% of the
        lit icon's art (measured for every course), where at the space's bottom left it
        covered 23–39% (a third of the City Pier's ship) and, on a two-seat board right of
        the number, half the icon."""
        r = self.helm_space_rect(seat, position)
        if self.multi:
            side = HELM_TOKEN_SLIM
            # the first space has none before it: as far left as the board's face goes
            x = max(self.seat_rects[seat].x() + 2, r.x() - side / 2)
            return QRectF(x, r.bottom() + GAP - side, side, side)
        return QRectF(r.right() - 3 - HELM_TOKEN, r.y() - 3, HELM_TOKEN, HELM_TOKEN)

    def worker_rect_on_space(self, space: str, index: int, building_rect: QRectF | None) -> QRectF:
        ww, wh = WORKER_SIZE
        if building_rect is not None:
            # never smaller than a worker anywhere else (≥ 28 px at 1366×768), even on a
            # small built tile; it stands inside the tile at its right edge, off the tile's
            # name: centred in the tile's body below the name when the body is tall enough,
            # else at the tile's bottom right corner beside the name (`built_tile_band`,
            # which then draws the name left of the worker); on a name plate
            # (three and four seats) in the plate's worker spot at its right end
            if self.multi:
                x = building_rect.right() - PLATE_SPOT / 2 - ww / 2 - 1 - index * 4
                y = building_rect.center().y() - wh / 2
                return QRectF(x, y, ww, wh)
            s = max(1.0, building_rect.width() / TILE_SIZE[0])
            w, h = ww * s, wh * s
            top = building_rect.y() + self.tile_band(space, building_rect)
            body = building_rect.bottom() - top
            # below the name; beside it (the tile draws the name left of the worker's spot)
            # when the name leaves no room below: inside the tile either way
            y = top + (body - h) / 2 if body > h else building_rect.bottom() - h - 1
            x = building_rect.right() - w - 1 - index * 4
            return QRectF(x, y, w, h)
        area = self.space_parts[space]["workers"]
        cols = max(1, int((area.width() - 4) // (ww + 2)))
        rows = max(1, int((area.height() - 2) // (wh + 2)))
        r, c = divmod(index, cols)
        if r >= rows:  # more workers than fit: stack them with a small offset
            r, c = rows - 1, c + (index - rows * cols) % cols
        return QRectF(area.x() + 4 + c * (ww + 2), area.y() + 2 + r * (wh + 2), ww, wh)

    def tile_band(self, building: str, rect: QRectF) -> float:
        """The height (scene units) of a built tile's name band in `rect`, as the tile draws
        it at the view's scale (`name_scale`, set by the scene from the view; until then
        that of a maximized 1366×768 window), plus a unit of margin. Names come from
        `tile_names` (set by the scene in the current language)."""
        return self.tile_name_rect(building, rect).height() + rect.width() / TILE_SIZE[0]

    def tile_name_rect(self, building: str, rect: QRectF) -> QRectF:
        """A built tile's name band (scene units) in `rect`, as the tile draws it at the
        view's scale (`built_tile_band`): across the tile, or left of the worker's spot."""
        from nbgui.ui.table.items import TextFloor, built_tile_band  # items imports us

        name = self.tile_names.get(building, "")
        s = rect.width() / TILE_SIZE[0]
        if not name or s <= 0:
            return QRectF(rect.x(), rect.y(), rect.width(), rect.height() * 0.3 - 1)
        floor = math.ceil(TextFloor.for_scale(self.name_scale) / (s * self.name_scale) - 1e-6)
        _px, _lines, band_h, band_w, _bold = built_tile_band(self.assets, name, floor, s)
        return QRectF(rect.x() + s, rect.y() + s, band_w * s, band_h * s)

    def corner_capacity(self, seat: int) -> int:
        """How many built tiles the seat's corner holds at a fixed size and place: a Captain's
        building limit, else `CORNER_SLOTS` (more than that repacks the corner smaller); at
        three or four seats, a player's corner holds as many name plates as fit whole."""
        if self.multi and not self.captains[seat]:
            corner = self.seat_parts[seat]["corner"]
            return max(1, _plate_rows(corner.height()) * _plate_cols(corner.width()))
        return self.building_limits[seat] or CORNER_SLOTS

    def corner_tiles(self, seat: int, count: int, buildings: Sequence[str] = ()) -> list[QRectF]:
        """Slots for a seat's buildings in build order (a tile never moves once built, while
        the corner holds them). At three or four seats, a player's corner past its capacity
        (a ninth plate at four seats) keeps its rows of two-line plates, each plate as wide
        as its name `buildings` needs (`plate_need`), where they fit so; else more, lower
        rows (a long name may then be shortened)."""
        if self.multi:
            corner = self.seat_parts[seat]["corner"]
            capacity = self.corner_capacity(seat)
            # (whole words first, else words broken at a syllable)
            for hyphens in (False, True):
                if count <= capacity or len(buildings) != count or self.captains[seat]:
                    break
                needs = [
                    plate_need(self.assets, self.tile_names.get(b, b), b in self.victory, hyphens)
                    for b in buildings
                ]
                packed = pack_rows(corner, needs, _plate_rows(corner.height()), GAP)
                if all(r.width() >= n - 0.5 for r, n in zip(packed, needs, strict=True)):
                    return packed
            return corner_plates(corner, max(count, capacity))[:count]
        slots = pack_tiles(
            self.seat_parts[seat]["corner"],
            max(count, self.corner_capacity(seat)),
            max_w=TILE_SIZE[0] * 1.15,
        )
        return slots[:count]


def _center_rect(area: QRectF, w: float, h: float) -> QRectF:
    return QRectF(area.center().x() - w / 2, area.center().y() - h / 2, w, h)


def prompt_grid(
    geo: Geometry, count: int, item_w: float, area: QRectF | None = None
) -> tuple[list[QRectF], float]:
    """Cells for `count` prompt items (a whale plus its buttons) of natural width `item_w` in the
    prompt's item area (or `area`): as many columns as fit, then narrower cells. Returns
    (cells, cell_w)."""
    area = area if area is not None else geo.prompt_parts["items"]
    row_h = TOKEN_SIZE  # two rows fit the compact prompt
    max_rows = max(1, int(area.height() // row_h))
    cols = max(1, int(area.width() // item_w))
    if count > cols * max_rows:
        cols = math.ceil(count / max_rows)
    rows = math.ceil(count / cols) if count else 1
    cell_w = area.width() / cols
    step = min(row_h, area.height() / rows)
    cells = []
    for i in range(count):
        r, c = divmod(i, cols)
        cells.append(QRectF(area.x() + c * cell_w, area.y() + r * step, cell_w, step))
    return cells, cell_w


#: the starting-goods steppers in the compact prompt: two columns of this total width at the
#: right of the item area (the words of the prompt take the rest)
START_BLOCK_W = 2 * 185.0 + 10

PAY_ITEM_W = TOKEN_SIZE + 6 + 2 * 96.0
NAME_H = 20.0  # a whale's name line in the returns panel (15-unit text needs 17.5)
RETURN_BUTTON_H = 30.0
#: a returning whale's Pay and Sell buttons one over the other: each at least this high (a
#: 15-unit line and its margins), a gap between them
STACKED_BUTTON_H = 25.0
STACK_GAP = 3.0
#: The narrowest cell that names its whale: the name line across it, then the token and two
#: buttons wide enough for "Vender 4 $" at 15 units.
NAMED_CELL_W = TOKEN_SIZE + 12 + 2 * 97.0
RETURN_ZONE_W = 140.0  # the returns panel's drop zones, stacked at the right (compact prompt)


def return_parts(geo: Geometry) -> tuple[QRectF, QRectF, QRectF]:
    """(items area, pay zone, sell zone) of the returns panel. In the compact prompt the two
    drop zones are stacked in a narrow column at the right and the whales get the width freed
    (three named whales in a row); in the wide prompt they are the prompt's own parts."""
    items = geo.prompt_parts["items"]
    zones = geo.prompt_parts["zones"]
    if geo.compact:
        bottom = geo.prompt_parts["action"].bottom()
        col = QRectF(zones.right() - RETURN_ZONE_W, zones.y(), RETURN_ZONE_W, bottom - zones.y())
        h = (col.height() - 4) / 2
        return (
            QRectF(items.x(), items.y(), col.x() - 8 - items.x(), items.height()),
            QRectF(col.x(), col.y(), col.width(), h),
            QRectF(col.x(), col.y() + h + 4, col.width(), h),
        )
    half = (zones.width() - 8) / 2
    return (
        items,
        QRectF(zones.x(), zones.y(), half, zones.height()),
        QRectF(zones.x() + half + 8, zones.y(), half, zones.height()),
    )


class ReturnCell:
    """One whale of a returning ship in the prompt: its token, its name line (None when the
    cells are too small to name it: then its buttons' tooltips and card do) and its
    Pay / Sell buttons; `room`: the width each button may take where its words need more
    than `pay`'s (a named cell's buttons stop at 110 units, its room is the cell's);
    `stacked`: the Pay button over the Sell button, each the width of the cell beside the
    token, where the row leaves them the height (None where it does not): three kinds home
    in the compact prompt, whose side-by-side buttons have 99 units each."""

    __slots__ = ("name", "pay", "room", "sell", "stacked", "token")

    def __init__(
        self,
        token: QRectF,
        name: QRectF | None,
        pay: QRectF,
        sell: QRectF,
        room: float | None = None,
        stacked: tuple[QRectF, QRectF] | None = None,
    ) -> None:
        self.token = token
        self.name = name
        self.pay = pay
        self.sell = sell
        self.room = pay.width() if room is None else room
        self.stacked = stacked


def named_cells(area: QRectF, count: int) -> tuple[list[tuple[float, float, int]], float, int]:
    """Where `count` named cells (a name line over a token and its buttons) stand in `area`:
    each cell's (x, y, row), the cells' width and the number of rows; no cells when they would
    be narrower than `NAMED_CELL_W` (the caller then lays its items out unnamed). The returns'
    and the whales-for-sale cells share it."""
    row_h = NAME_H + TOKEN_SIZE
    rows = int(area.height() // row_h)
    if not count or not rows:
        return [], 0.0, rows
    cols = math.ceil(count / rows)
    cell_w = area.width() / cols
    if cell_w < NAMED_CELL_W:
        return [], cell_w, rows
    spots = []
    for i in range(count):
        r, c = divmod(i, cols)
        spots.append((area.x() + c * cell_w, area.y() + r * row_h, r))
    return spots, cell_w, rows


def piles_by_kind(tokens: Sequence[str]) -> list[list[str]]:
    """Whale tokens in one pile a kind, in the order the kinds first come (whales of a kind
    are alike: same lay, sale price and points); a pile's first token is its top one."""
    groups: dict[str, list[str]] = {}
    for tok in tokens:
        groups.setdefault(tok[:1], []).append(tok)
    return list(groups.values())


def return_cells(geo: Geometry, count: int) -> list[ReturnCell]:
    """Cells for the `count` whales of a returning ship in the prompt's item area: a name line
    across the cell over the token and its Pay / Sell buttons while that fits (three whales in
    the compact prompt, four in the wide one); else one row per whale as `prompt_grid` gives
    (token, Pay, Sell)."""
    area = return_parts(geo)[0]
    t = TOKEN_SIZE
    row_h = NAME_H + t
    spots, cell_w, rows = named_cells(area, count)
    if spots:
        out = []
        for x, y, r in spots:
            room = (cell_w - t - 12) / 2
            bw = min(110.0, room)
            bx = x + t + 6
            by = y + NAME_H + (t - RETURN_BUTTON_H) / 2
            # one over the other: from under the name line to the row's foot (the last
            # row's: the area's foot)
            foot = area.bottom() if r == rows - 1 else y + row_h
            sh = (foot - y - NAME_H - STACK_GAP) / 2
            stacked = None
            if sh >= STACKED_BUTTON_H:
                top = QRectF(bx, y + NAME_H, cell_w - t - 12, sh)
                stacked = (top, top.translated(0, sh + STACK_GAP))
            out.append(
                ReturnCell(
                    QRectF(x, y + NAME_H, t, t),
                    QRectF(x, y, cell_w - 6, NAME_H),
                    QRectF(bx, by, bw, RETURN_BUTTON_H),
                    QRectF(bx + bw + 3, by, bw, RETURN_BUTTON_H),
                    room,
                    stacked,
                )
            )
        return out
    cells, col_w = prompt_grid(geo, count, PAY_ITEM_W, area)
    bw = min(110.0, (col_w - t - 10) / 2)
    return [
        ReturnCell(
            QRectF(c.x(), c.y(), t, t),
            None,
            QRectF(c.x() + t + 4, c.y() + 2, bw, t - 4),
            QRectF(c.x() + t + 7 + bw, c.y() + 2, bw, t - 4),
        )
        for c in cells
    ]


def return_layout(geo: Geometry, cargo: Sequence[str]) -> list[tuple[list[str], ReturnCell]]:
    """The whales of a returning ship in the prompt, every one of them named: one named cell
    per kind aboard (`return_cells`), its whales lying on one another in a pile (whales of a
    kind are alike: same lay, sale price and points), named with how many ("Right whale
    ×2") as the ship's hold and the seat boards count them; its buttons pay or sell the
    pile's top whale (the first listed). Two whales of a kind were two alike cells ("Right
    whale" twice, each with its buttons) while every whale had room for its own."""
    piles = piles_by_kind(cargo)
    return list(zip(piles, return_cells(geo, len(piles)), strict=True))


BUY_ITEM_W = TOKEN_SIZE + 6 + 110.0


def sale_parts(geo: Geometry) -> tuple[QRectF, QRectF]:
    """(items area, Pass button) of the whales-for-sale panel. In the compact prompt the
    whales get the returns' width (`return_parts`: the drop zones' column is free at a sale)
    and Pass stands at the foot of that column, so three named piles fit in a row ("Ballena
    de Groenlandia ×3" needs 225 units at 15); in the wide prompt they are the prompt's own
    parts."""
    items = return_parts(geo)[0]
    action = geo.prompt_parts["action"]
    if geo.compact:
        w = RETURN_ZONE_W
        return items, QRectF(action.right() - w, action.y(), w, action.height())
    return items, action


class SaleCell:
    """One kind's pile of whales for sale in the prompt: its token, its name line (None when
    the cells are too small to name it: then the token's card does) and its Buy button."""

    __slots__ = ("buy", "name", "token")

    def __init__(self, token: QRectF, name: QRectF | None, buy: QRectF) -> None:
        self.token = token
        self.name = name
        self.buy = buy


def sale_cells(geo: Geometry, count: int) -> list[SaleCell]:
    """Cells for `count` piles of whales for sale: as the returns' (`return_cells`), a name
    line across the cell over the token and its Buy button while cells are at least
    `NAMED_CELL_W` wide; else one row a pile as `prompt_grid` gives (token, Buy)."""
    area = sale_parts(geo)[0]
    t = TOKEN_SIZE
    spots, cell_w, _rows = named_cells(area, count)
    if spots:
        return [
            SaleCell(
                QRectF(x, y + NAME_H, t, t),
                QRectF(x, y, cell_w - 6, NAME_H),
                QRectF(
                    x + t + 6,
                    y + NAME_H + (t - RETURN_BUTTON_H) / 2,
                    min(110.0, cell_w - t - 12),
                    RETURN_BUTTON_H,
                ),
            )
            for x, y, _r in spots
        ]
    cells, col_w = prompt_grid(geo, count, BUY_ITEM_W, area)
    return [
        SaleCell(
            QRectF(c.x(), c.y(), t, t),
            None,
            QRectF(c.x() + t + 6, c.y() + 2, min(110.0, col_w - t - 12), t - 4),
        )
        for c in cells
    ]


def sale_layout(geo: Geometry, sold: Sequence[str]) -> list[tuple[list[str], SaleCell]]:
    """The whales for sale in the prompt, as a returning ship's (`return_layout`): one named
    cell per kind, its whales lying on one another in a pile named with how many ("Right
    whale ×3"), its Buy button buying the pile's top whale (the first listed; whales of a
    kind are alike); a buy leaves the rest of the pile. Three right whales for sale were
    three alike unnamed cells, each with its "Buy $2"."""
    piles = piles_by_kind(sold)
    return list(zip(piles, sale_cells(geo, len(piles)), strict=True))


def prompt_item_width(state: GameState) -> float:
    return PAY_ITEM_W if state.decision.kind == "return" else BUY_ITEM_W


def prompt_token_rects(geo: Geometry, count: int, item_w: float = PAY_ITEM_W) -> list[QRectF]:
    """Where whales being decided on (a returning ship's cargo, sold whales) sit in the prompt."""
    cells, _ = prompt_grid(geo, count, item_w)
    return [QRectF(c.x(), c.y(), TOKEN_SIZE, TOKEN_SIZE) for c in cells]


def hold_room(geo: Geometry, rects: dict[Key, QRectF]) -> set[Key]:
    """The ships (keys of `rects`, `layout`'s) at sea or coming home whose next slot to the
    right is free, within their row of the track: a hold of three kinds may reach over it
    (`HOLD_SPILL`), so each kind's whale is drawn over its count (in its own slot the three
    tags are 20 units wide: the count alone, "1 1 1")."""
    ships = {k: r for k, r in rects.items() if k[0] == "ship"}
    out: set[Key] = set()
    for key, r in ships.items():
        row = next((t for t in geo.track_rects.values() if t.contains(r.center())), None)
        if row is None:
            continue
        spill = QRectF(r.right(), r.y() - HOLD_RISE, HOLD_SPILL + 2, r.height() + HOLD_RISE)
        if spill.right() > row.right():
            continue
        if not any(o.intersects(spill) for k, o in ships.items() if k != key):
            out.add(key)
    return out


def layout(state: GameState, geo: Geometry) -> dict[Key, QRectF]:
    """Every movable item's rectangle (scene units) for `state`."""
    out: dict[Key, QRectF] = {}
    ww, wh = WORKER_SIZE
    sw, sh = SHIP_SIZE
    workers = state.rules.game.workers_per_seat
    # buildings: unbuilt in their fixed slots, built in the owner's corner in build order
    for b in state.unbuilt:
        out[("building", b)] = geo.building_slots[b]
    for seat in range(len(state.seats)):
        owned = state.buildings_of(seat)
        for rect, b in zip(geo.corner_tiles(seat, len(owned), owned), owned, strict=True):
            out[("building", b)] = rect
    # workers: the n-th placement of a seat is its worker n
    placed: dict[int, int] = {}
    on_space: dict[str, int] = {}
    for seat, space in state.placements:
        i = placed.get(seat, 0)
        placed[seat] = i + 1
        k = on_space.get(space, 0)
        on_space[space] = k + 1
        brect = out.get(("building", space)) if space not in state.rules.spaces else None
        out[("worker", seat, i)] = geo.worker_rect_on_space(space, k, brect)
    for seat in range(len(state.seats)):
        area = geo.seat_parts[seat]["workers"]
        for i in range(placed.get(seat, 0), workers):
            out[("worker", seat, i)] = QRectF(area.x() + 2 + i * (ww + 6), area.y() + 4, ww, wh)
    # ships
    docked = sorted(
        (ship for s in state.seats for ship in s.ships if ship.where == "dock"),
        key=lambda ship: (ship.dock_seq, ship.seat, ship.index),
    )
    for ship, berth in zip(docked, geo.dock_spots(len(docked)), strict=True):
        out[("ship", ship.seat, ship.index)] = _center_rect(berth, sw, sh)
    for n, lane in enumerate(state.track, start=1):
        for k, (seat, idx) in enumerate(lane, start=1):
            out[("ship", seat, idx)] = _center_rect(geo.slot_rects[(n, min(k, 3))], sw, sh)
    returning = []
    if state.returning is not None:
        returning.append(state.returning)
    returning.extend(q for q in state.return_queue if q not in returning)
    k = 1
    for seat_index, s in enumerate(state.seats):
        for ship in s.ships:
            key = ("ship", seat_index, ship.index)
            if ship.where == "supply":
                area = geo.seat_parts[seat_index]["ships"]
                out[key] = QRectF(area.x() + (ship.index - 1) * (sw + 6), area.y() + 1, sw, sh)
            elif ship.where == "return" and key not in out:
                pos = (
                    returning.index((seat_index, ship.index)) + 1
                    if (seat_index, ship.index) in returning
                    else k
                )
                k += 1
                out[key] = geo.return_ship_rect(pos)
    # whale tokens lying on the table
    t = TOKEN_SIZE
    bt = BOARD_TOKEN
    for i, tok in enumerate(state.beside):
        slot = geo.drawn_rects[min(i, len(geo.drawn_rects) - 1)]
        out[("token", tok)] = _center_rect(slot, bt, bt)
    d = state.decision
    if d.kind == "return" and d.ship is not None and d.seat is not None:
        cargo = state.ship(d.seat, d.ship).cargo
        for toks, cell in return_layout(geo, cargo):
            for tok in toks:
                out[("token", tok)] = cell.token
    if state.sold and d.kind == "buy_whale":
        for toks, sale in sale_layout(geo, state.sold):
            for tok in toks:
                out[("token", tok)] = sale.token
    elif state.sold:  # sold while the ship is still unloading: waiting on the compass rose
        box = geo.panel_right
        for i, tok in enumerate(state.sold):
            r, c = divmod(i, 3)
            out[("token", tok)] = QRectF(box.x() + 8 + c * (t + 6), box.y() + 8 + r * (t + 6), t, t)
    # markers
    r = min(max(state.round, 1), len(geo.round_rects))
    out[("round_marker",)] = _center_rect(geo.round_rects[r - 1], 34, 34)
    if state.order:
        out[("wheel",)] = geo.seat_parts[state.order[0]]["wheel"]
    for seat_index, s in enumerate(state.seats):
        if s.is_captain:
            pos = s.helm % 8
            out[("helm_token", seat_index)] = geo.helm_token_rect(seat_index, pos)
    return out
