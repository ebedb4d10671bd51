"""Measure what the table shows: every text's and every piece's painted size, as the view
shows it now.

Used by the legibility test and `tools/mouse_playthrough.py` (which checks every step of a
real game). All table text goes through `items.draw_text`, which records into `TextLog`;
every piece a player must tell apart (whale tokens and hold tags, workers, ships, goods, the
die) records its on-screen size through `items.record_piece` into `PieceLog`.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem

from nbgui.ui.table.items import MIN_PIECE_PX, PieceLog, TextFloor, TextLog

LEGIBLE_PX = 12.0  # the bar for texts: logical pixels
PIECE_PX = MIN_PIECE_PX  # the bar for pieces: logical pixels

Texts = list[tuple[str, str, float]]
Pieces = list[tuple[str, float, float, float]]


def painted(table: Any) -> tuple[Texts, Pieces]:
    """(texts, pieces) of `table` (a TableWidget) in its view now: (who, text, logical px)
    and (who, width px, height px, size px)."""
    texts, pieces, _ = render(table)
    return texts, pieces


def render(table: Any, only: QRectF | None = None) -> tuple[Texts, Pieces, QImage]:
    """`painted` and the image rendered (`TextLog.drawn` then holds each text's colour and
    rectangle in that image). With `only` (a scene rectangle), only the items over that part
    of the view are painted, at the same place and scale in the image (a quicker look at one
    item: the rest of the image is left blank)."""
    view = table.view
    size = view.viewport().size()
    img = QImage(size, QImage.Format.Format_ARGB32)
    source = view.mapToScene(view.viewport().rect()).boundingRect()
    target = QRectF(img.rect())
    if only is not None:  # the same transform as the whole view's render, on a part of it
        ratio = min(target.width() / source.width(), target.height() / source.height())
        part = only.intersected(source)
        target = QRectF(
            target.left() + (part.left() - source.left()) * ratio,
            target.top() + (part.top() - source.top()) * ratio,
            part.width() * ratio,
            part.height() * ratio,
        )
        source = part
    # items paint from their pixmap caches once drawn: switch the caches off so every item
    # really paints (and so records its texts and pieces) in this render
    items = table.scene.items()
    modes = [item.cacheMode() for item in items]
    for item in items:
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    p = QPainter(img)
    TextFloor.px = TextFloor.for_scale(view.fit_scale())  # as the view paints (`TableView`)
    TextLog.start()
    PieceLog.start()
    try:
        table.scene.render(p, target, source)
    finally:
        p.end()
        texts = TextLog.stop()
        pieces = PieceLog.stop()
        for item, mode in zip(items, modes, strict=True):
            item.setCacheMode(mode)
        view.viewport().update()  # the caches were dropped: repaint the whole view
    return texts, pieces, img


def luminance(c: QColor) -> float:
    """WCAG relative luminance."""

    def lin(v: float) -> float:
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * lin(c.redF()) + 0.7152 * lin(c.greenF()) + 0.0722 * lin(c.blueF())


def contrast(a: QColor, b: QColor) -> float:
    """WCAG contrast ratio of two colours (1 to 21)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def background_behind(img: QImage, rect: QRectF, ink: QColor) -> QColor | None:
    """The colour behind a text: the commonest colour in its rectangle of the rendered
    image, leaving out pixels close to the text's own colour (its glyphs)."""
    r = rect.toAlignedRect().intersected(img.rect())
    if r.width() < 2 or r.height() < 2:
        return None
    counts: dict[int, int] = {}
    step = max(1, int((r.width() * r.height() / 4000) ** 0.5))
    for y in range(r.top(), r.bottom() + 1, step):
        for x in range(r.left(), r.right() + 1, step):
            c = img.pixelColor(x, y)
            if (
                abs(c.red() - ink.red()) + abs(c.green() - ink.green()) + abs(c.blue() - ink.blue())
                < 90
            ):
                continue
            key = (c.red() >> 3, c.green() >> 3, c.blue() >> 3)
            k = key[0] << 10 | key[1] << 5 | key[2]
            counts[k] = counts.get(k, 0) + 1
    if not counts:
        return None
    k = max(counts, key=lambda v: counts[v])
    return QColor(((k >> 10) & 31) * 8 + 4, ((k >> 5) & 31) * 8 + 4, (k & 31) * 8 + 4)


def low_contrast(table: Any, bar: float = 4.5) -> list[str]:
    """Every text drawn now whose colour has a contrast below `bar` against the colour
    behind it in the rendered table, each naming its item."""
    from nbgui.ui.table.items import TextLog

    _, _, img = render(table)
    out = set()
    for who, text, ink, rect in TextLog.drawn:
        bg = background_behind(img, rect, ink)
        if bg is None:
            continue
        ratio = contrast(ink, bg)
        if ratio < bar:
            out.add(f"{who or 'text'} {text!r}: {ratio:.2f}:1 ({ink.name()} on {bg.name()})")
    return sorted(out)


def painted_texts(table: Any, only: QRectF | None = None) -> Texts:
    """(who, text, logical px) for every text of `table` (a TableWidget) in its view now
    (with `only`, of the items over that scene rectangle: `render`)."""
    return render(table, only)[0]


def painted_pieces(table: Any) -> Pieces:
    """(who, width px, height px, size px) for every piece of `table` in its view now."""
    return painted(table)[1]


def too_small(texts: Texts, bar: float = LEGIBLE_PX) -> list[str]:
    """The texts below `bar` px, each naming its item."""
    return sorted(
        {f"{who or 'text'} {text!r}: {px:.1f} px" for who, text, px in texts if px < bar - 0.01}
    )


def pieces_too_small(pieces: Pieces, bar: float = PIECE_PX) -> list[str]:
    """The pieces below `bar` px, each named."""
    return sorted(
        {f"{who}: {px:.1f} px ({w:.0f}×{h:.0f})" for who, w, h, px in pieces if px < bar - 0.01}
    )


#: Pieces that must never partly cover one another: whale tokens (on the board, in the
#: prompt, brought home on a seat board) and a ship's hold tags. Tokens lying exactly on one
#: another are one pile, not an overlap.
WHALE_PIECES = ("whale token", "whales home", "hold on ship")


def _same(a: QRectF, b: QRectF) -> bool:
    """True when `a` and `b` are the same rectangle (within half a pixel)."""
    d = (a.x() - b.x(), a.y() - b.y(), a.width() - b.width(), a.height() - b.height())
    return all(abs(v) < 0.5 for v in d)


def _meets(a: QRectF, b: QRectF, margin: float = 1.0) -> bool:
    """True when `a` and `b` share more than `margin` px in both directions."""
    r = a.intersected(b)
    return r.width() > margin and r.height() > margin


def overlaps_in(
    pieces: list[tuple[str, QRectF]],
    ink: list[tuple[str, str, QRectF]],
    piece_order: list[int] | None = None,
    ink_order: list[int] | None = None,
) -> list[str]:
    """What the table draws over something else, each named: a whale token or hold tag
    partly covering another one, and any piece covering a text that is not its own (a
    text is a piece's own when its name starts or ends with the piece's: a token's lay and
    points, the counts of a ship's hold tags; whales lying exactly on one another are one
    pile, the top one showing its numbers for all). With the paint orders given, a piece only
    covers a text painted before it (a card or popup painted over pieces covers nothing)."""
    out = set()

    same = _same

    def owns(who: str, text_who: str) -> bool:
        return text_who == who or text_who.startswith(who + " ") or text_who.endswith(" " + who)

    whales = [(w, r) for w, r in pieces if any(k in w for k in WHALE_PIECES)]
    for i, (wa, ra) in enumerate(whales):
        for wb, rb in whales[i + 1 :]:
            if not same(ra, rb) and _meets(ra, rb):
                out.add(f"{wa} overlaps {wb}")
    for n, (who, rect) in enumerate(pieces):
        for k, (tw, text, glyphs) in enumerate(ink):
            if owns(who, tw) or not _meets(rect, glyphs):
                continue
            if piece_order and ink_order and ink_order[k] > piece_order[n]:
                continue  # the text lies on top (a card, a popup)
            # a pile: the text of a piece lying exactly under this one
            if any(owns(w, tw) and same(r, rect) for w, r in pieces):
                continue
            out.add(f"{who} covers {tw or 'text'} {text!r}")
    return sorted(out)


#: Items floating over the table (a card, a popup, a refusal bubble): their texts lie on
#: their own opaque face, so they cover the table's texts under them by design.
FLOATING = ("card ", "popup ", "message bubble")


def texts_over_texts(
    ink: list[tuple[str, str, QRectF]], lines: list[tuple[str, QRectF]], margin: float = 1.0
) -> list[str]:
    """Texts drawn over one another, each pair named: two texts whose laid-out lines (as
    drawn, not clipped to their boxes) share more than `margin` px in both directions, unless
    one of them lies on a floating item's face (`FLOATING`) that is not the other's, or they
    are the same words in the same place (a pile of alike whales, the top one's numbers
    over those under it). `ink`
    and `lines` are `TextLog.ink` and `TextLog.lines` (one entry per text painted)."""
    out = set()
    rows = [
        (who, text, item, rect)
        for (who, text, _), (item, rect) in zip(ink, lines, strict=True)
        if rect.width() > 0 and rect.height() > 0
    ]
    for i, (wa, ta, ia, ra) in enumerate(rows):
        for wb, tb, ib, rb in rows[i + 1 :]:
            if ia != ib and (ia.startswith(FLOATING) or ib.startswith(FLOATING)):
                continue
            if ta == tb and _same(ra, rb):
                continue
            if _meets(ra, rb, margin):
                out.add(f"{wa or 'text'} {ta!r} drawn over {wb or 'text'} {tb!r}")
    return sorted(out)


def texts_over_art(
    lines: list[tuple[str, QRectF]],
    ink: list[tuple[str, str, QRectF]],
    art: list[tuple[str, QRectF]],
    margin: float = 1.0,
) -> list[str]:
    """Texts drawn over art that must stay clear (a space's icon, bonus ribbon and workers'
    box: `TextLog.keep_clear`), each named: a text whose laid-out lines share more than
    `margin` px with the art in both directions, unless it lies on a floating item's face
    (`FLOATING`: a card over the board) or is the art's own (its `who` is the art's name:
    the bonus's words on their ribbon). `lines` and `ink` are `TextLog.lines` and
    `TextLog.ink`."""
    out = set()
    for (item, rect), (who, text, _) in zip(lines, ink, strict=True):
        if item.startswith(FLOATING):
            continue
        for name, clear in art:
            if who != name and _meets(rect, clear, margin):
                out.add(f"{who or 'text'} {text!r} drawn over {name}")
    return sorted(out)


def overlaps(table: Any) -> list[str]:
    """`overlaps_in` for what `table` (a TableWidget) shows now, its texts drawn over one
    another (`texts_over_texts`) and texts drawn over a space's icon (`texts_over_art`)."""
    render(table)
    lines, ink = list(TextLog.lines), list(TextLog.ink)
    return (
        overlaps_in(list(PieceLog.rects), ink, list(PieceLog.order), list(TextLog.ink_order))
        + texts_over_texts(ink, lines)
        + texts_over_art(lines, ink, list(TextLog.keep_clear))
    )


def tiles_incomplete(table: Any, bar: float = LEGIBLE_PX) -> list[str]:
    """Every unbuilt building tile `table` (a TableWidget) shows now that does not say its
    name and its whole cost legibly, each named: the name not drawn or shortened with "…",
    a part of the cost ("4" beside the brick) not drawn at all, a text of the tile below
    `bar` px or laid out past the tile's edges."""
    from nbgui.ui.table.items import BuildingItem

    texts, _, _ = render(table)
    view = table.view
    elided = {(who, text) for who, text, _ in TextLog.elided}
    laid: dict[str, list[QRectF]] = {}
    for owner, rect in TextLog.lines:
        laid.setdefault(owner, []).append(rect)
    out = []
    for item in table.scene.items():
        if not isinstance(item, BuildingItem) or item.built or not item.isVisible():
            continue
        who = f"building tile {item.building}"
        drawn = [(text, px) for w, text, px in texts if w == who]
        said = [text for text, _ in drawn]
        if item.name not in said or (who, item.name) in elided:
            out.append(f"{who}: its name {item.name!r} is not whole")
        else:
            said.remove(item.name)
        for good, label in item.cost_labels():
            if label in said:
                said.remove(label)
            else:
                out.append(f"{who}: its cost {label!r} ({good}) is not drawn")
        out.extend(f"{who}: {text!r} at {px:.1f} px" for text, px in drawn if px < bar - 0.01)
        face = view.mapFromScene(
            item.mapRectToScene(QRectF(0, 0, item.base_w, item.base_h))
        ).boundingRect()
        edge = QRectF(face).adjusted(-1, -1, 1, 1)
        if any(not edge.contains(rect) for rect in laid.get(who, [])):
            out.append(f"{who}: a text is laid out past the tile's edges")
    return sorted(out)
