"""The table's text fitting measures each whole-pixel font once (issue 18: the first frame's
CPU): `AssetLibrary.metrics` is shared per size, and `_fit` skips the half-pixel steps that round
to the font it has just measured. The answers must be those of measuring every step with a
fresh `QFontMetricsF`, as before."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QImage, QPainter

from nbgui.ui.table import items
from nbgui.ui.table.assets import AssetLibrary


def _fit_every_step(
    assets: AssetLibrary, rect: QRectF, text: str, start: float, low: float, flags: int
) -> tuple[float, str]:
    """The loop as it was: a new font and metrics at every half-pixel step."""
    size = start
    while True:
        f = QFont(assets.family)
        f.setPixelSize(max(1, round(size)))
        f.setBold(True)
        f.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
        fm = QFontMetricsF(f)
        if items._fits(fm, rect, flags, text):
            return size, text
        if size - 0.5 < low:
            broken = items._hyphenate(fm, rect.width(), text)
            if items._fits(fm, rect, flags, broken):
                return size, broken
            return size, items._elide(fm, rect, flags, text, True)
        size -= 0.5


def test_fitting_with_shared_metrics_answers_as_measuring_every_step(qtbot) -> None:
    assets = AssetLibrary()
    assert assets.metrics(13.4, True) is assets.metrics(12.6, True)  # both 13 px
    assert assets.font(13.4, True).pixelSize() == 13
    assert assets.metrics(13, True) is not assets.metrics(13)
    image = QImage(10, 10, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)  # scale 1: the text floor in scene units is `TextFloor.px`
    flags = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)
    texts = [
        "Farm",
        "Gain 2 lumber.",
        "Seamen's Bethel",
        "Municipal Office",
        "Ayuntamiento",
        "Take goods and money worth exactly $5",
        "Counting House: $1 for each building you own at the end",
    ]
    checked = 0
    try:
        for text in texts:
            for w, h in ((40, 18), (64, 30), (90, 40), (150, 22), (300, 60)):
                for px in (13.0, 17.5, 22.0, 26.0):
                    items._FIT_CACHE.clear()
                    rect = QRectF(0, 0, w, h)
                    got = items._fit(painter, assets, rect, text, px, True, False, flags, 7.0, True)
                    floor = items.text_floor(painter)
                    want = _fit_every_step(
                        assets, rect, text, max(px, floor), max(7.0, floor), flags
                    )
                    assert got == want, (text, w, h, px)
                    checked += 1
    finally:
        painter.end()
        items._FIT_CACHE.clear()
    assert checked == len(texts) * 20


def test_a_fit_is_never_reused_for_a_narrower_box_where_the_text_wraps_once_more(qtbot) -> None:
    """`_fit`'s answers are cached by the box's size to a tenth of a unit. Rounded to the
    nearest tenth, a layout measured in a box just wide enough for a line was reused for one a
    few hundredths narrower, where Qt wraps that line once more when it paints: the
    Lighthouse's effect ("Un barco 1 casilla más lejos") took four lines in a body of three, over
    its name, on Ahab's board at 1920×1080. Whatever `draw_text` says it drew whole, its painted
    lines fit the box."""
    assets = AssetLibrary()
    image = QImage(400, 400, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter) | int(
        Qt.TextFlag.TextWordWrap
    )
    text = "Un barco 1 casilla más lejos"
    try:
        painter.setFont(assets.font(14.0, True))
        # the widest line when it takes three lines in a roomy box: "más lejos"
        three = painter.boundingRect(QRectF(0, 0, 80, 1000), flags, text)
        widest = three.width()
        height = three.height() + 4  # room for three lines, not four
        wider, narrower = widest + 0.01, widest - 0.01
        assert round(wider, 1) == round(narrower, 1)  # the same tenth: the old cache's key
        for width in (wider, narrower):
            box = QRectF(4, 20, width, height)
            whole = items.draw_text(
                painter, assets, box, text, 14.0, True, Qt.AlignmentFlag.AlignLeft
                | Qt.AlignmentFlag.AlignVCenter, min_px=14.0, elide=False,
            )
            laid = painter.boundingRect(box, flags, text)
            assert not whole or laid.height() <= box.height() + 0.5, (width, laid)
        assert items.draw_text(  # the wider box still takes it whole
            painter, assets, QRectF(4, 20, wider + 0.1, height), text, 14.0, True,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, min_px=14.0, elide=False,
        )
    finally:
        painter.end()
