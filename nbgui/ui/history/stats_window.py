"""The statistics window: win rate against each Captain (normal and expert), the score trend,
the average score by category and the best games. Charts are painted with QPainter (QtCharts
is not part of PySide6-Essentials); File → Export PNG (or the button) saves the whole page."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QAction, QColor, QFont, QImage, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from nbgui.history.db import GameRecord
from nbgui.history.stats import CATEGORIES, Summary, summarize
from nbgui.text import msg
from nbgui.ui.i18n import listed, number, say

INK = QColor("#1f2a36")
GRID = QColor("#c9d2dc")
PAPER = QColor("#fbf8f1")
NORMAL = QColor("#3d7ab8")
EXPERT = QColor("#c0563b")
WIN = QColor("#3f9150")
LOSS = QColor("#8a94a0")
CATEGORY_COLOURS = ("#3d7ab8", "#c99a2e", "#7a5ab5", "#3f9150", "#1f2a36")


def _tr(text: str) -> str:
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate("StatsWindow", text)


class ChartWidget(QWidget):
    """A titled chart panel; subclasses paint the plot inside `plot_rect`."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = title
        self.summary: Summary | None = None
        self.setMinimumSize(380, 240)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_summary(self, summary: Summary) -> None:
        self.summary = summary
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.paint_on(p, QRectF(self.rect()))
        p.end()

    def paint_on(self, p: QPainter, rect: QRectF) -> None:
        p.fillRect(rect, PAPER)
        p.setPen(QPen(GRID, 1))
        p.drawRect(rect.adjusted(0.5, 0.5, -0.5, -0.5))
        font = QFont(p.font())
        font.setBold(True)
        font.setPointSizeF(max(9.0, font.pointSizeF() * 1.1))
        p.setFont(font)
        p.setPen(INK)
        p.drawText(rect.adjusted(10, 6, -10, 0), Qt.AlignmentFlag.AlignTop, self.title)
        font.setBold(False)
        font.setPointSizeF(max(8.0, font.pointSizeF() / 1.2))
        p.setFont(font)
        plot = rect.adjusted(44, 34, -14, -34)
        if self.summary is None or self.summary.games == 0:
            p.setPen(LOSS)
            p.drawText(plot, Qt.AlignmentFlag.AlignCenter, _tr("No finished games yet."))
            return
        self.paint_plot(p, plot)

    def paint_plot(self, p: QPainter, plot: QRectF) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

    def _axes(
        self, p: QPainter, plot: QRectF, top: float, ticks: Sequence[float], labels: Sequence[str]
    ) -> None:
        """Grid lines at `ticks` (of `top`) labelled with `labels`, right-aligned left of the
        plot; a label wider than the 40 px margin widens it (Spanish "100 %")."""
        metrics = p.fontMetrics()
        high = metrics.height()
        for t, label in zip(ticks, labels, strict=True):
            y = plot.bottom() - plot.height() * (t / top if top else 0)
            p.setPen(QPen(GRID, 1, Qt.PenStyle.DashLine))
            p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            p.setPen(INK)
            wide = max(38.0, metrics.horizontalAdvance(label) + 2.0)
            p.drawText(
                QRectF(plot.left() - 4 - wide, y - high / 2, wide, high),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                label,
            )
        p.setPen(QPen(INK, 1.2))
        p.drawLine(plot.bottomLeft(), plot.bottomRight())
        p.drawLine(plot.bottomLeft(), plot.topLeft())


class WinRateChart(ChartWidget):
    """Grouped bars: for each Captain, the win rate in normal and in expert games."""

    def paint_plot(self, p: QPainter, plot: QRectF) -> None:
        assert self.summary is not None
        plot = plot.adjusted(0, 0, 0, -4)
        ticks = (0, 0.25, 0.5, 0.75, 1.0)
        # the percent sign as each language writes it, as the headline's ("25 %" in Spanish)
        labels = [_tr("{percent}%").format(percent=round(t * 100)) for t in ticks]
        room = max(p.fontMetrics().horizontalAdvance(label) for label in labels) + 6
        plot = plot.adjusted(max(0.0, room - 40), 0, 0, 0)  # never cut at the panel's edge
        self._axes(p, plot, 1.0, ticks, labels)
        captains: list[str] = []
        for w in self.summary.win_rates:
            if w.captain not in captains:
                captains.append(w.captain)
        group = plot.width() / max(1, len(captains))
        bar = min(34.0, group * 0.32)
        for i, captain in enumerate(captains):
            x0 = plot.left() + group * i + group / 2 - bar - 2
            for j, w in enumerate(r for r in self.summary.win_rates if r.captain == captain):
                colour = EXPERT if w.expert else NORMAL
                h = plot.height() * w.rate
                x = x0 + j * (bar + 4)
                rect = QRectF(x, plot.bottom() - h, bar, h)
                if w.games:
                    p.fillRect(rect, colour)
                    p.fillRect(QRectF(x, plot.bottom() - 2, bar, 2), colour)
                    label = f"{w.wins}/{w.games}"
                else:
                    label = "–"
                p.setPen(INK)
                p.drawText(
                    QRectF(x - 10, plot.bottom() - h - 16, bar + 20, 14),
                    Qt.AlignmentFlag.AlignCenter,
                    label,
                )
            p.setPen(INK)
            p.drawText(
                QRectF(plot.left() + group * i, plot.bottom() + 2, group, 16),
                Qt.AlignmentFlag.AlignCenter,
                captain.capitalize(),
            )
        legend_y = plot.bottom() + 18
        for k, (name, colour) in enumerate(((_tr("normal"), NORMAL), (_tr("expert"), EXPERT))):
            x = plot.left() + k * 90
            p.fillRect(QRectF(x, legend_y + 3, 10, 10), colour)
            p.setPen(INK)
            p.drawText(QRectF(x + 14, legend_y, 76, 16), Qt.AlignmentFlag.AlignVCenter, name)


class TrendChart(ChartWidget):
    """The player's total per game, oldest left; green dots are wins."""

    def paint_plot(self, p: QPainter, plot: QRectF) -> None:
        assert self.summary is not None
        points = self.summary.trend
        high = max(10, max(t.total for t in points))
        tick = next(s for s in (2, 5, 10, 20, 50, 100) if high / s <= 6)
        top = -(-high // tick) * tick
        ticks = list(range(0, top + 1, tick))
        self._axes(p, plot, top, ticks, [str(t) for t in ticks])
        n = len(points)
        step = plot.width() / max(1, n - 1) if n > 1 else 0.0

        def at(i: int, value: float) -> QPointF:
            x = plot.left() + (step * i if n > 1 else plot.width() / 2)
            return QPointF(x, plot.bottom() - plot.height() * value / top)

        path = QPainterPath()
        for i, t in enumerate(points):
            if i == 0:
                path.moveTo(at(i, t.total))
            else:
                path.lineTo(at(i, t.total))
        p.setPen(QPen(NORMAL, 2))
        p.drawPath(path)
        # a running mean over the last 5 games
        window = 5
        if n >= 2:
            mean = QPainterPath()
            for i in range(n):
                chunk = points[max(0, i - window + 1) : i + 1]
                v = sum(t.total for t in chunk) / len(chunk)
                if i == 0:
                    mean.moveTo(at(i, v))
                else:
                    mean.lineTo(at(i, v))
            p.setPen(QPen(EXPERT, 1.5, Qt.PenStyle.DashLine))
            p.drawPath(mean)
        for i, t in enumerate(points):
            p.setPen(QPen(INK, 1))
            p.setBrush(WIN if t.won else LOSS)
            p.drawEllipse(at(i, t.total), 4, 4)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(INK)
        first = points[0].finished_at.astimezone().strftime("%Y-%m-%d")
        last = points[-1].finished_at.astimezone().strftime("%Y-%m-%d")
        p.drawText(
            QRectF(plot.left(), plot.bottom() + 2, 120, 16), Qt.AlignmentFlag.AlignLeft, first
        )
        p.drawText(
            QRectF(plot.right() - 120, plot.bottom() + 2, 120, 16),
            Qt.AlignmentFlag.AlignRight,
            last,
        )
        legend = say(msg("stats.trend_legend", n=n))
        p.drawText(
            QRectF(plot.left(), plot.bottom() + 16, plot.width(), 16),
            Qt.AlignmentFlag.AlignCenter,
            legend,
        )


class CategoryChart(ChartWidget):
    """Horizontal bars: the player's average points per category and the average total."""

    def paint_plot(self, p: QPainter, plot: QRectF) -> None:
        assert self.summary is not None
        avg = self.summary.averages
        keys = (*CATEGORIES, "total")
        names = {
            "whales": _tr("Whales"),
            "buildings": _tr("Buildings"),
            "bonuses": _tr("Bonuses"),
            "money": _tr("Money"),
            "total": _tr("Total"),
        }
        top = max(1.0, max(avg.values()))
        # the labels' room from their own widths: a fixed 80 px cut Spanish "Bonificaciones"
        room = max(p.fontMetrics().horizontalAdvance(n) for n in names.values()) + 8
        plot = plot.adjusted(room - 34, -4, -36, 20)  # 10 px from the panel's edge (44 - 34)
        row = plot.height() / len(keys)
        for i, key in enumerate(keys):
            y = plot.top() + row * i
            p.setPen(INK)
            p.drawText(
                QRectF(plot.left() - room, y, room - 4, row),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                names[key],
            )
            w = plot.width() * avg[key] / top
            p.fillRect(
                QRectF(plot.left(), y + row * 0.18, w, row * 0.64), QColor(CATEGORY_COLOURS[i])
            )
            p.drawText(
                QRectF(plot.left() + w + 4, y, 60, row),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                number(avg[key], 1),  # "6,5" in Spanish
            )


class BestGamesPanel(ChartWidget):
    """The best games as a painted table (so it exports with the charts)."""

    def paint_plot(self, p: QPainter, plot: QRectF) -> None:
        assert self.summary is not None
        plot = plot.adjusted(-34, -4, 0, 24)
        heads = (_tr("#"), _tr("Date"), _tr("Score"), _tr("Result"), _tr("Against"))
        cols = (0.05, 0.23, 0.11, 0.16, 0.45)  # "Against" lists up to three Captains
        row_h = min(24.0, plot.height() / 6)
        bold = QFont(p.font())
        bold.setBold(True)
        normal = QFont(p.font())

        def cells(y: float, values: Sequence[str]) -> None:
            x = plot.left()
            for frac, text in zip(cols, values, strict=True):
                w = plot.width() * frac
                # a text longer than its column ends in "…", never cut at the panel's edge
                shown = p.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, int(w - 4))
                p.drawText(QRectF(x, y, w - 4, row_h), Qt.AlignmentFlag.AlignVCenter, shown)
                x += w

        p.setFont(bold)
        p.setPen(INK)
        cells(plot.top(), heads)
        p.setFont(normal)
        for i, g in enumerate(self.summary.best, start=1):
            y = plot.top() + row_h * i
            if i % 2:
                p.fillRect(QRectF(plot.left(), y, plot.width(), row_h), QColor("#eef2f6"))
            p.setPen(WIN if g.won else INK)
            against = listed(o if isinstance(o, str) else say(o) for o in g.opponents)
            if g.expert:
                against = _tr("{opponents} (expert)").format(opponents=against)
            cells(
                y,
                (
                    str(i),
                    g.finished_at.astimezone().strftime("%Y-%m-%d %H:%M"),
                    str(g.total),
                    _tr("won") if g.won else _tr("lost"),
                    against,
                ),
            )


class StatsPage(QWidget):
    """The four panels in a grid with a one-line summary on top."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.headline = QLabel(self)
        self.headline.setTextFormat(Qt.TextFormat.PlainText)
        self.headline.setObjectName("statsHeadline")
        font = QFont(self.headline.font())
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        self.headline.setFont(font)
        self.win_chart = WinRateChart(_tr("Win rate against each Captain"), self)
        self.trend_chart = TrendChart(_tr("Score trend"), self)
        self.category_chart = CategoryChart(_tr("Average score by category"), self)
        self.best_panel = BestGamesPanel(_tr("Best games"), self)
        grid = QGridLayout()
        grid.setSpacing(8)
        grid.addWidget(self.win_chart, 0, 0)
        grid.addWidget(self.trend_chart, 0, 1)
        grid.addWidget(self.category_chart, 1, 0)
        grid.addWidget(self.best_panel, 1, 1)
        lay = QVBoxLayout(self)
        lay.addWidget(self.headline)
        lay.addLayout(grid, 1)
        self.setAutoFillBackground(True)

    @property
    def charts(self) -> list[ChartWidget]:
        return [self.win_chart, self.trend_chart, self.category_chart, self.best_panel]

    def set_summary(self, summary: Summary) -> None:
        if summary.games:
            self.headline.setText(
                # the percent sign is the template's: "(40%)", "(40 %)" as each language writes it
                say(msg("stats.headline", n=summary.games, won=msg("stats.won", n=summary.wins),
                        percent=number(100 * summary.win_rate, 0)))
            )
        else:
            self.headline.setText(_tr("No finished games yet: play one to see statistics."))
        for chart in self.charts:
            chart.set_summary(summary)


class StatsWindow(QMainWindow):
    """The statistics of `records` (refresh with `set_records`)."""

    def __init__(self, records: Sequence[GameRecord], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from nbgui.ui.theme import themed

        themed(self)  # the theme's style sheet on this window only (nbgui/ui/theme.py)
        self.setObjectName("statsWindow")
        self.setWindowTitle(_tr("Statistics"))
        self.page = StatsPage(self)
        self.export_button = QPushButton(_tr("Export PNG…"), self)
        self.export_button.setObjectName("exportPng")
        self.export_button.clicked.connect(lambda: self.export_png())
        central = QWidget(self)
        lay = QVBoxLayout(central)
        lay.addWidget(self.page, 1)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.export_button)
        lay.addLayout(row)
        self.setCentralWidget(central)
        file_menu = self.menuBar().addMenu(_tr("&File"))
        self.export_action = QAction(_tr("Export PNG…"), self)
        self.export_action.setObjectName("exportPngAction")
        self.export_action.triggered.connect(lambda _c=False: self.export_png())
        file_menu.addAction(self.export_action)
        close = QAction(_tr("Close"), self)
        close.setShortcut("Ctrl+W")
        close.triggered.connect(lambda _c=False: self.close())
        file_menu.addAction(close)
        self.resize(1100, 760)
        self.set_records(records)

    def set_records(self, records: Sequence[GameRecord]) -> None:
        self.summary = summarize(records)
        self.page.set_summary(self.summary)

    def render_image(self, size: QSize | None = None) -> QImage:
        """The statistics page as an image (its current size unless `size` is given)."""
        if size is not None:
            self.page.resize(size)
        img = QImage(self.page.size(), QImage.Format.Format_ARGB32)
        img.fill(QColor("white"))
        self.page.render(img)
        return img

    def export_png(self, path: str | Path | None = None) -> Path | None:
        """Save the page as PNG (asks where when `path` is None); returns the path or None."""
        if path is None:
            chosen, _ = QFileDialog.getSaveFileName(
                self, _tr("Export statistics"), "nbgui-statistics.png", _tr("PNG images (*.png)")
            )
            if not chosen:
                return None
            path = chosen
        target = Path(path)
        if not self.render_image().save(str(target), "PNG"):  # type: ignore[call-overload]
            return None
        return target
