"""`TableWidget`: the game table the window shell embeds.

Constructed as ``TableWidget(session, assets=None, parent=None)``; listens to the session's
`advanced(batch)` (animates it) and `stateReset(state)` (redraws at once). Public API:
`set_speed`, `skip`, `busy` + `busyChanged`, `messageShown`, `zoom_in/zoom_out/zoom_reset`,
`render_to_image(size)`, `reset(state)`; `controller` (gestures → commands, `perform(cmd)`).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QLocale, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QApplication, QFrame, QGraphicsView, QVBoxLayout, QWidget

from nbgui.engine import GameState
from nbgui.ui.i18n import sentences
from nbgui.ui.table.animator import Animator
from nbgui.ui.table.assets import AssetLibrary
from nbgui.ui.table.controller import Controller
from nbgui.ui.table.geometry import COMPACT_SCENE_RECT, SCENE_RECT
from nbgui.ui.table.items import TextFloor, row_line, tr
from nbgui.ui.table.scene import TableScene
from nbgui.ui.viewport import own_viewport

if TYPE_CHECKING:
    from PySide6.QtGui import QImage

log = logging.getLogger(__name__)


class TableView(QGraphicsView):
    """Fits the whole table in the window (keeping its aspect) and forwards gestures."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        own_viewport(self)  # `viewport()` then builds no PySide6 types (nbgui.ui.viewport)
        self.controller: Controller | None = None
        self.on_skip: Any = None
        #: Called with a scene point when a right-click card's reference line is clicked
        #: (the window opens the rules reference for the piece there).
        self.on_reference: Any = None
        self.on_resize: Any = None
        self.zoom = 1.0
        # fitted, the whole table shows and no scroll bar; zoomed in, the view pans with the
        # scroll bars, the wheel, or a drag on an empty part of the table
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self._pan_from: Any = None
        #: where a left press that nothing took began (view coordinates): released there,
        #: it was a click, and the card of what is under it opens and stays
        self._click_at: Any = None
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setBackgroundBrush(scene.backgroundBrush())
        self.setAccessibleName(tr("Game table"))

    def fit(self) -> None:
        scene = self.scene()
        if scene is None:
            return
        self.resetTransform()
        rect = scene.sceneRect()
        # fit to the whole widget (scroll bars, if any, only appear once zoomed in)
        w, h = self.width() - 2 * self.frameWidth(), self.height() - 2 * self.frameWidth()
        if w > 0 and h > 0 and rect.width() > 0 and rect.height() > 0:
            base = min(w / rect.width(), h / rect.height())
            self.scale(base * self.zoom, base * self.zoom)
            if hasattr(scene, "note_scale"):
                scene.note_scale(base)

    def fit_scale(self) -> float:
        """Logical pixels per scene unit as fitted (zoom 1)."""
        return float(self.transform().m11()) / self.zoom

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        self.fit()

    def _scene_pos(self, event: QMouseEvent) -> Any:
        return self.mapToScene(event.position().toPoint())

    # ---- cards ------------------------------------------------------------------------------

    def viewportEvent(self, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Paint:
            # this table's text floor (below 1366×768 it follows the scale down; another
            # table, a replay window's, paints with its own)
            TextFloor.px = TextFloor.for_scale(self.fit_scale())
        elif (
            kind == QEvent.Type.ToolTip
            and isinstance(event, QHelpEvent)
            and self.show_card_at(self.mapToScene(event.pos()))
        ):
            return True
        return super().viewportEvent(event)

    def show_card_at(self, pos: QPointF, pinned: bool = False) -> bool:
        """Show the card of what is under `pos` (True), unless a piece is being dragged or a
        popup asks something. Buttons keep their ordinary tooltips. A `pinned` card (a
        right-click) stays until a click or Esc; clicking it opens the rules reference."""
        from nbgui.ui.table.card import card_for
        from nbgui.ui.table.items import BubbleItem, ButtonItem

        scene = self.scene()
        c = self.controller
        if not isinstance(scene, TableScene) or (c is not None and (c.drag or c.popup)):
            return False
        for item in scene.items(pos):
            if item is scene.card or isinstance(item, BubbleItem) or not item.isVisible():
                continue
            if isinstance(item, ButtonItem):
                return False
            content = card_for(scene, item, pos, pinned)
            if content is not None:
                scene.card.show_for(item, content, pinned, pos)
                self.say_card(content)
                return True
        return False

    def say_card(self, content: tuple[str, list[tuple[str, str]]] | None) -> None:
        """The card's words as the table's accessible description (a screen reader's words
        for what the pointer rests on: "Starbuck's Helm, space 4: Launch to 4. Course: …",
        where a slim board's Helm space shows only an icon and a badge); none without a card.
        """
        title, rows = content if content is not None else ("", [])
        said = [title, *(row_line(label, text) for label, text in rows)]
        self.setAccessibleDescription(sentences(*said))

    def contextMenuEvent(self, event: Any) -> None:
        """Right-click: the large card of what is under the pointer (a refusal's bubble
        goes: the player is doing something else)."""
        if self.controller is not None:
            self.controller.hide_message()
        if self.show_card_at(self.mapToScene(event.pos()), pinned=True):
            event.accept()
            return
        super().contextMenuEvent(event)

    def hide_card(self) -> None:
        scene = self.scene()
        if isinstance(scene, TableScene) and scene.card.isVisible():
            scene.card.hide()
            self.say_card(None)

    def _can_pan(self) -> bool:
        return bool(
            self.horizontalScrollBar().maximum() > 0 or self.verticalScrollBar().maximum() > 0
        )

    def mousePressEvent(self, event: QMouseEvent) -> None:
        scene = self.scene()
        if (
            isinstance(scene, TableScene)
            and scene.card.isVisible()
            and scene.card.pinned
            and scene.card.sceneBoundingRect().contains(self._scene_pos(event))
        ):
            self.hide_card()
            if self.on_reference is not None:
                self.on_reference(scene.card.at)
            event.accept()
            return
        self.hide_card()
        c = self.controller
        if c is not None:
            # a refusal's bubble goes with the next press, whatever it does (a click that
            # opened a card left it on screen beside the card); a new refusal says its own
            c.hide_message()
        if c is not None and event.button() == Qt.MouseButton.LeftButton:
            pos = self._scene_pos(event)
            if c.press(pos):
                event.accept()
                return
            if c.click_target(pos) or c.click_tile_in_popup(pos):
                event.accept()
                return
            self._click_at = event.position().toPoint()
            # a worker the player cannot move: dragging it says why, it does not pan
            if (
                self._can_pan()
                and c.popup is None
                and c.denied is None
                and not self._on_button(event)
            ):
                self._pan_from = event.position().toPoint()
                self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
        super().mousePressEvent(event)

    def _on_button(self, event: QMouseEvent) -> bool:
        from nbgui.ui.table.items import ButtonItem

        return any(isinstance(i, ButtonItem) for i in self.items(event.position().toPoint()))

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            now = event.position().toPoint()
            delta = now - self._pan_from
            self._pan_from = now
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - delta.x())
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - delta.y())
            event.accept()
            return
        scene = self.scene()
        if isinstance(scene, TableScene) and scene.card.isVisible() and not scene.card.pinned:
            target = scene.card.target
            if target is None or not target.sceneBoundingRect().contains(self._scene_pos(event)):
                self.hide_card()
        c = self.controller
        if c is not None and c.move(self._scene_pos(event)):
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self.controller is not None:
            # the press on a piece the player cannot move is over: a click (its card) is no
            # drag, and the pointer moving on afterwards said the drag's refusal
            self.controller.denied = None
        if self._pan_from is not None:
            self._pan_from = None
            self.viewport().unsetCursor()
        click_at, self._click_at = self._click_at, None
        if (
            click_at is not None
            and event.button() == Qt.MouseButton.LeftButton
            and (event.position().toPoint() - click_at).manhattanLength()
            < QApplication.startDragDistance()
            and self.show_card_at(self.mapToScene(click_at), pinned=True)
        ):
            # a left click on a tile, a Captain's worker, a whale, a board: its card, kept
            # (it did nothing, and a hover card under the pointer went away)
            event.accept()
            return
        c = self.controller
        if (
            c is not None
            and event.button() == Qt.MouseButton.LeftButton
            and c.release(self._scene_pos(event))
        ):
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        scene = self.scene()
        if (
            event.key() == Qt.Key.Key_Escape
            and isinstance(scene, TableScene)
            and scene.card.isVisible()
        ):
            self.hide_card()
            event.accept()
            return
        if event.key() == Qt.Key.Key_Space and self.on_skip is not None:
            self.on_skip()
            return
        if self.controller is not None and self.controller.key(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def focusNextPrevChild(self, next: bool) -> bool:
        return False  # Tab cycles drop targets inside the table

    def event(self, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab)
        ):
            self.keyPressEvent(event)
            return True
        return super().event(event)

    def wheelEvent(self, event: QWheelEvent) -> None:
        self.hide_card()
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.zoom = min(
                3.0, max(1.0, self.zoom * (1.15 if event.angleDelta().y() > 0 else 1 / 1.15))
            )
            self.fit()
            self.centerOn(self.mapToScene(event.position().toPoint()))
            return
        super().wheelEvent(event)


class TableWidget(QWidget):
    """The table: scene + view + controller + animator, bound to a game session."""

    busyChanged = Signal(bool)
    messageShown = Signal(str)
    #: A batch the table has finished showing (see `Animator.batchShown`).
    batchShown = Signal(object)

    def __init__(
        self,
        session: Any,
        assets: AssetLibrary | None = None,
        parent: QWidget | None = None,
        language: str | None = None,
        build: bool = True,
    ) -> None:
        """`build` False leaves the first drawing to `build_for_size` (or to the first resize,
        `reset`, or change of language): a window about to be shown knows the table's size,
        hence its layout, only once its own layout is done."""
        super().__init__(parent)
        self.session = session
        self.assets = assets if assets is not None else AssetLibrary()
        if language is None:
            language = "es" if QLocale().name().startswith("es") else "en"
        boards = dict(getattr(session, "boards", None) or {})
        if not boards:
            try:
                from nbgui.captain.setup import load_boards

                boards, _ = load_boards(False)
            except Exception as exc:  # pragma: no cover - a broken board file must not crash
                log.warning("Captain boards not loaded: %s", exc)
        self.scene = TableScene(self.assets, language, boards)
        self.scene.ahead_fn = self._read_ahead
        self.view = TableView(self.scene, self)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.view)
        self.animator = Animator(self.scene, self)
        self.controller = Controller(self.scene, session, lambda: self.animator.busy)
        self.view.controller = self.controller
        self.animator.before_rebuild = self.controller.forget
        self.view.on_skip = self.skip
        self.view.on_resize = self._choose_layout
        self.animator.busyChanged.connect(self.busyChanged)
        self.animator.batchShown.connect(self.batchShown)
        self.animator.finished.connect(self._after_animation)
        self.animator.batchStarted.connect(self.controller.show_busy)
        self.controller.message.connect(self._message)
        session.advanced.connect(self._on_batch)
        if hasattr(session, "stateReset"):
            session.stateReset.connect(self.reset)
        self.setMinimumSize(640, 360)
        if build:
            self.reset(session.state)

    def build_for_size(self, size: QSize) -> None:
        """Draw the table for the first time, in the layout that suits `size` (nothing if it
        is drawn already: a resize chooses the layout from then on)."""
        if self.scene.geo is None:
            self.scene.compact = self._wants_compact(size)
            self.reset(self.session.state)

    def _read_ahead(self, state: Any, seat: int) -> list[Any]:
        """A Captain's possible next moves, decided by the session's own brain."""
        from nbgui.captain.preview import read_ahead

        brain = getattr(self.session, "brain", None)
        if brain is not None and not hasattr(brain, "current_course") and callable(brain):
            brain = brain()
        if brain is None or not hasattr(brain, "current_course"):
            return []
        return read_ahead(state, brain, seat)

    # ---- contract -----------------------------------------------------------------------------

    @property
    def busy(self) -> bool:
        return self.animator.busy

    @property
    def language(self) -> str:
        return self.scene.language

    def set_language(self, language: str) -> None:
        self.scene.language = language
        self._rebuild(self.session.state)
        self.controller.refresh()

    def retranslate(self) -> None:
        """Redraw every text after a language change (the shell calls this, also while it is
        built); a table already in that language is left as it is."""
        try:
            from nbgui.ui.i18n import current_language

            language = current_language()
        except ImportError:  # pragma: no cover
            language = self.scene.language
        if self.scene.geo is None:  # not drawn yet: it will be, in this language
            self.scene.language = language
        elif language != self.scene.language:
            self.set_language(language)

    def set_speed(self, name: str) -> None:
        """slow, normal, fast or instant."""
        self.animator.set_speed(name)

    def skip(self) -> None:
        """Finish every queued animation now."""
        self.animator.skip()

    def reset(self, state: GameState) -> None:
        """Redraw from `state` without animation (new game, load, undo)."""
        self.controller.close_popup()
        if self.scene.geo is None or self.scene.signature(state) != self.scene._signature:
            self._rebuild(state)
        self.animator.reset(state)
        self.controller.refresh()

    def _rebuild(self, state: GameState) -> None:
        """Draw the table again from `state` (a new language, arrangement or board): the
        controller forgets the old scene's items, and a table shaded behind the score sheet is
        shaded again (its shade went with the old scene)."""
        self.controller.forget()
        self.scene.build(state)
        if getattr(self, "_dimmed", False):
            self.set_dimmed(True)

    def set_dimmed(self, on: bool) -> None:
        """Shade the whole table (behind the score sheet); it stays shaded when the table is
        drawn again meanwhile (a resize to the other arrangement, a change of language)."""
        from PySide6.QtGui import QColor
        from PySide6.QtWidgets import QGraphicsRectItem
        from shiboken6 import isValid

        self._dimmed = on
        shade = getattr(self, "_shade", None)
        if shade is not None and (not isValid(shade) or shade.scene() is not self.scene):
            shade = None  # the scene was rebuilt (its items deleted with it)
        if on and shade is None:
            shade = self._shade = QGraphicsRectItem(
                self.scene.sceneRect().adjusted(-400, -400, 400, 400)
            )
            shade.setBrush(QColor(20, 28, 40, 130))
            shade.setPen(Qt.PenStyle.NoPen)
            shade.setZValue(1000)
            self.scene.addItem(shade)
        if shade is not None:
            shade.setVisible(on)
        self.view.viewport().update()

    def zoom_in(self) -> None:
        self.view.zoom = min(3.0, self.view.zoom * 1.25)
        self.view.fit()

    def zoom_out(self) -> None:
        self.view.zoom = max(1.0, self.view.zoom / 1.25)
        self.view.fit()

    def zoom_reset(self) -> None:
        self.view.zoom = 1.0
        self.view.fit()

    def render_to_image(self, size: QSize, scale: float = 1.0) -> QImage:
        """The whole table rendered into an image of `size` logical pixels (aspect kept,
        centred); `scale` is the device pixel ratio (2 renders a HiDPI image)."""
        from PySide6.QtGui import QImage  # not for the first frame (issue 18)

        img = QImage(size * scale, QImage.Format.Format_ARGB32)
        img.setDevicePixelRatio(scale)
        img.fill(self.scene.backgroundBrush().color())
        p = QPainter(img)
        p.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        TextFloor.px = TextFloor.for_scale(self.view.fit_scale())  # as the table is laid out
        self.scene.render(
            p,
            QRectF(0, 0, size.width(), size.height()),
            self.scene.sceneRect(),
            Qt.AspectRatioMode.KeepAspectRatio,
        )
        p.end()
        return img

    # ---- internals ----------------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._choose_layout(event.size())
        self.view.fit()

    @staticmethod
    def _wants_compact(size: QSize) -> bool:
        """Whether the compact arrangement draws the table larger than the wide (16:9) one."""
        w, h = max(1, size.width()), max(1, size.height())
        wide = min(w / SCENE_RECT.width(), h / SCENE_RECT.height())
        compact = min(w / COMPACT_SCENE_RECT.width(), h / COMPACT_SCENE_RECT.height())
        return compact > wide * 1.04

    def _choose_layout(self, size: QSize) -> None:
        """Wide (16:9) or compact arrangement, whichever draws the table larger."""
        if self.scene.geo is None:
            self.build_for_size(size)
            return
        want = self._wants_compact(size)
        if want == self.scene.compact:
            return
        self.animator.skip()
        self.scene.compact = want
        state = self.session.state
        self._rebuild(state)
        self.animator.reset(state)
        self.controller.refresh()

    def _on_batch(self, batch: Any) -> None:
        self.controller.close_popup()
        self.controller.cancel_selection()
        self.animator.enqueue(batch)
        if not self.animator.busy:
            self.controller.refresh()

    def _after_animation(self) -> None:
        self.controller.refresh()

    def _message(self, text: str) -> None:
        """The table has already shown `text` once, in its bubble by the drop point; the
        signal is for listeners that log it (nothing else repeats it on screen)."""
        self.messageShown.emit(text)
