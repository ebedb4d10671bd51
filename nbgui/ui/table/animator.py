"""The animator: replays the session's batches on the scene, one after another.

The session has already applied every command; the animator only shows what happened: a
Captain's die roll, its Helm token stepping round, each Orders check lit with its reason, then
every piece gliding from where it is to where `layout(after)` puts it (tokens drawn from the
bag fly out one by one). Speeds scale durations; "instant" and `skip()` jump to the final
layout, which is always exactly what `reset(after)` would draw.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QRectF, Signal

from nbgui.engine import Describer, DieRolled, GameState, HelmMoved, TokensDrawn
from nbgui.text.message import msg
from nbgui.ui.captain_words import batch_sentence
from nbgui.ui.i18n import say
from nbgui.ui.table.geometry import Key, layout
from nbgui.ui.table.items import Piece, tr
from nbgui.ui.table.scene import TableScene, course_short, number_kept

if TYPE_CHECKING:  # the animation classes come with the first animation (`motion`)
    from PySide6.QtCore import (
        QAbstractAnimation,
        QParallelAnimationGroup,
        QSequentialAnimationGroup,
    )


def course_note(batch: Any) -> str:
    """ "Course: money → build (white list)" for a Captain placement whose Orders changed
    course, else ""."""
    plain = getattr(batch, "plain", None)
    if plain is None or plain.used is None or plain.course is None:
        return ""
    # the short words of the Helm spaces: the caption stays whole on its two lines (the log
    # and the Captain's sentence say both courses in full); from one build list to the other
    # "Build" once ("Course: Build (black → white)": twice it does not fit at 1366x768)
    # and from one track space to another of the same course its words once ("Course: Prepare
    # or launch 3 → 4": twice they do not fit either)
    lists = {"build_white": tr("white"), "build_black": tr("black")}
    a, b = (lists.get(getattr(c, "kind", str(c))) for c in (plain.course, plain.used))
    if a is not None and b is not None:
        return tr("Course: Build ({a} → {b})").format(a=a, b=b)
    n = getattr(plain.used, "n", None)
    if n is not None and getattr(plain.course, "kind", None) == getattr(plain.used, "kind", ""):
        return tr("Course: {a} → {n}").format(a=number_kept(course_short(plain.course)), n=n)
    # each course keeps its number ("Course: Launch to 5 → Prepare or launch 4" wrapped as
    # "Launch to / 5 → Prepare or / launch 4" on Flask's board at 1366x768)
    return tr("Course: {a} → {b}").format(
        a=number_kept(course_short(plain.course)), b=number_kept(course_short(plain.used))
    )


SPEEDS = {"slow": 2.0, "normal": 1.0, "fast": 0.35, "instant": 0.0}


def ai_sentence(batch: Any) -> str:
    """What an AI player's move does, as the log's first sentence of it says ("AI 1 (Strong)
    places a worker on the Forest and takes the first-worker bonus."): the prompt's caption
    while the table shows the move (it said only "Press Space (or Skip) to see the result at
    once.", where a Captain's move is captioned with its plain sentence)."""
    said = Describer.of(batch.before).messages(batch.events)
    return say(said[0][1]) if said else ""


class Animator(QObject):
    """A queue of batches played in order; see the module docstring."""

    busyChanged = Signal(bool)
    finished = Signal()
    batchStarted = Signal(object)  # the seat whose batch is being replayed (or None)
    #: A batch the table has finished showing (in order; Skip emits every queued one at
    #: once): the log, the score table and every counter follow this, not the session.
    batchShown = Signal(object)

    def __init__(self, scene: TableScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.queue: deque[Any] = deque()
        self.group: QAbstractAnimation | None = None
        self.factor = 1.0
        self._busy = False
        self._final: GameState | None = None
        self.before_rebuild: Callable[[], None] | None = None
        self.current_seat: int | None = None
        self.current_batch: Any = None

    # ---- public -------------------------------------------------------------------------------

    @property
    def busy(self) -> bool:
        return self._busy

    def set_speed(self, name: str) -> None:
        if name not in SPEEDS:
            raise ValueError(f"unknown speed {name!r} (slow, normal, fast, instant)")
        self.factor = SPEEDS[name]
        if self.factor == 0.0:
            self.skip()

    def enqueue(self, batch: Any) -> None:
        self.queue.append(batch)
        self._final = batch.after
        if self.group is None:
            self._next()

    def skip(self) -> None:
        """Finish everything now: stop the running animation and draw the last state."""
        group, self.group = self.group, None
        if group is not None:
            group.stop()
            group.deleteLater()
        for batch in self.queue:
            self._note_course(batch)
        pending = ([self.current_batch] if self.current_batch is not None else []) + list(
            self.queue
        )
        self.current_batch = None
        self.queue.clear()
        if self._final is not None:
            self.show_final(self._final)
        for batch in pending:
            self.batchShown.emit(batch)
        self._set_busy(False)
        self.finished.emit()

    def reset(self, state: GameState) -> None:
        group, self.group = self.group, None
        if group is not None:
            group.stop()
            group.deleteLater()
        pending = ([self.current_batch] if self.current_batch is not None else []) + list(
            self.queue
        )
        self.current_batch = None
        self.queue.clear()
        self._final = state
        self.scene.course_note.clear()  # a new game, a load or an undo
        self.show_final(state)
        for batch in pending:  # jumped over, but they happened: listeners still get them
            self.batchShown.emit(batch)
        self._set_busy(False)

    def show_final(self, state: GameState) -> None:
        sc = self.scene
        sc.mover = None
        sc.shown_from = None
        sc.caption.hide()
        sc.set_caption("")
        sc.die.hide()
        sc.lit_order.clear()
        sc.lit_course.clear()
        sc.helm_hint.clear()
        sc.sync(state)
        assert sc.geo is not None
        sc.place_all(layout(state, sc.geo))
        for item in sc.pieces.values():
            item.setOpacity(1.0)
            item.setZValue(_base_z(item))

    # ---- internals ----------------------------------------------------------------------------

    def _set_busy(self, on: bool) -> None:
        if on != self._busy:
            self._busy = on
            self.busyChanged.emit(on)

    def _ms(self, base: float) -> int:
        return max(1, int(base * self.factor))

    def _next(self) -> None:
        if self.group is not None:
            self.group.deleteLater()
            self.group = None
        if not self.queue:
            self._set_busy(False)
            self.finished.emit()
            return
        if self.factor == 0.0:
            shown = list(self.queue)
            self.queue.clear()
            for b in shown:
                self._note_course(b)
            if shown:
                self.show_final(shown[-1].after)
            for b in shown:
                self.batchShown.emit(b)
            self._set_busy(False)
            self.finished.emit()
            return
        batch = self.queue.popleft()
        self.current_batch = batch
        self.current_seat = batch.seat
        self._set_busy(True)
        self.batchStarted.emit(batch.seat)
        group = self.build(batch)
        self.group = group
        group.finished.connect(lambda b=batch: self._done(b))
        group.start()

    def _done(self, batch: Any) -> None:
        self._note_course(batch)
        self.show_final(batch.after)
        self.current_batch = None
        self.batchShown.emit(batch)
        self._next()

    def _note_course(self, batch: Any) -> None:
        """Keep the Helm's course caption on the course a Captain actually used: after a
        placement whose Orders changed course it reads "Course: money → build" until his next
        roll."""
        seat = batch.seat
        if not batch.captain or seat is None:
            return
        if any(isinstance(e, DieRolled) for e in batch.events):
            self.scene.course_note.pop(seat, None)
        elif getattr(batch, "plain", None) is not None:
            note = course_note(batch)
            if note:
                self.scene.course_note[seat] = note
            else:
                self.scene.course_note.pop(seat, None)

    def build(self, batch: Any) -> QSequentialAnimationGroup:
        """The animation of one batch."""
        from nbgui.ui.table.motion import Call, QSequentialAnimationGroup

        sc = self.scene
        if sc.geo is None or sc.signature(batch.after) != sc._signature:
            if self.before_rebuild is not None:
                self.before_rebuild()
            sc.build(batch.before)
        seq = QSequentialAnimationGroup(self)  # deleted with the table, never outlives it
        seat = batch.seat
        sc.mover = seat  # its board stays framed while its move is shown (`show_final` ends it)
        sc.shown_from = batch.before  # and the round line says the round it is played in
        events = list(batch.events)
        captain = bool(batch.captain) and seat is not None
        if captain:
            self._captain_steps(seq, batch, seat)
        elif getattr(batch, "ai", False) and seat is not None:
            said = ai_sentence(batch)
            if said:  # read before the pieces move, as a Captain's plain sentence is
                seq.addAnimation(Call(self._ms(520), lambda: self._caption(seat, said)))
        seq.addAnimation(Call(1, lambda: sc.sync(batch.after)))
        seq.addAnimation(self._moves(batch.before, batch.after, events, batch))
        return seq

    def _caption(self, seat: int, text: str) -> None:
        """Say what the Captain does in the one prompt area (over nothing on his board)."""
        self.scene.set_caption(text)

    def _captain_steps(self, seq: QSequentialAnimationGroup, batch: Any, seat: int) -> None:
        from nbgui.ui.table.motion import Call, QEasingCurve, QPropertyAnimation

        sc = self.scene
        geo = sc.geo
        assert geo is not None
        name = batch.before.seats[seat].spec.name
        rolled = [e for e in batch.events if isinstance(e, DieRolled)]
        moved = [e for e in batch.events if isinstance(e, HelmMoved)]
        if rolled:
            value = rolled[0].value
            spot = geo.seat_parts[seat]["die"]
            die = sc.die

            def show_die() -> None:
                die.place(spot)
                die.show()
                sc.lit_course[seat] = False
                sc.course_note.pop(seat, None)
                self._caption(seat, say(msg("captain.caption.rolling", captain=name)))

            def tumble(v: float) -> None:
                face = 1 + int(v * 7) % 3
                die.set_asset(f"die_{face}", str(face))

            def settle() -> None:
                die.set_asset(f"die_{value}", str(value))
                self._caption(seat, say(msg("captain.caption.rolled", captain=name, die=value)))

            seq.addAnimation(Call(self._ms(520), show_die, tumble))
            seq.addAnimation(Call(self._ms(260), settle))
        if moved:
            m = moved[0]
            token = sc.pieces.get(("helm_token", seat))
            size = batch.before.seats[seat].spec.helm_size
            pos = m.from_position
            steps = (m.to_position - m.from_position) % size
            for _ in range(steps):
                pos = (pos + 1) % size
                if token is None:
                    break
                r = geo.helm_token_rect(seat, pos)
                anim = QPropertyAnimation(token, b"pos")
                anim.setDuration(self._ms(170))
                anim.setEndValue(r.topLeft())
                anim.setEasingCurve(QEasingCurve.Type.InOutQuad)
                seq.addAnimation(anim)
            course = [t for t in batch.trace if t.kind == "course"]
            text = say(course[0].msg) if course else ""

            def lit() -> None:
                sc.lit_course[seat] = True
                for panel in sc.seat_panels:
                    panel.update()
                if text:
                    self._caption(seat, text)

            seq.addAnimation(Call(self._ms(450), lit))
        # A placement is captioned with its plain sentence while the Orders light up step by
        # step (the full walk is in the log's Captain details); other turns show their steps.
        plain = batch_sentence(batch)
        hint = course_note(batch)
        for step in batch.trace:
            if step.kind == "course" and moved:
                continue

            def show(step: Any = step) -> None:
                if step.step is not None:
                    sc.lit_order[seat] = step.step
                mark = ""
                if step.ok is True:
                    mark = "✔ "
                elif step.ok is False:
                    mark = "✘ "
                self._caption(seat, plain or mark + say(step.msg))
                if hint:
                    sc.helm_hint[seat] = hint
                for panel in sc.seat_panels:
                    panel.update()

            seq.addAnimation(Call(self._ms(420 if step.kind == "check" else 520), show))
        seq.addAnimation(Call(1, lambda: sc.die.hide()))

    def _origin(
        self,
        key: Key,
        before: GameState,
        after: GameState,
        events: list[Any],
        old: dict[Key, QRectF],
    ) -> QRectF | None:
        """Where a newly visible piece comes from."""
        geo = self.scene.geo
        assert geo is not None
        if key[0] == "token":
            tok = str(key[1])
            if tok in before.bag:
                return geo.bag_rect
            for s in before.seats:
                for ship in s.ships:
                    if tok in ship.cargo:
                        return old.get(("ship", ship.seat, ship.index))
        return None

    def _destination(self, key: Key, after: GameState, new: dict[Key, QRectF]) -> QRectF | None:
        """Where a piece that disappears goes before vanishing."""
        geo = self.scene.geo
        assert geo is not None
        if key[0] == "token":
            tok = str(key[1])
            if tok in after.bag:
                return geo.bag_rect
            for i, s in enumerate(after.seats):
                if tok in s.returned:
                    return geo.seat_parts[i]["whales"]
                for ship in s.ships:
                    if tok in ship.cargo:
                        return new.get(("ship", ship.seat, ship.index))
        return None

    def _moves(
        self, before: GameState, after: GameState, events: list[Any], batch: Any
    ) -> QParallelAnimationGroup:
        from nbgui.ui.table.motion import (
            QParallelAnimationGroup,
            QPauseAnimation,
            QPropertyAnimation,
            QSequentialAnimationGroup,
        )

        sc = self.scene
        geo = sc.geo
        assert geo is not None
        old = layout(before, geo)
        new = layout(after, geo)
        par = QParallelAnimationGroup()
        drawn: list[str] = []
        for e in events:
            if isinstance(e, TokensDrawn):
                drawn.extend(e.tokens)
        dur = self._ms(480)
        for key, rect in new.items():
            item = sc.pieces.get(key)
            if item is None and key[0] == "token":
                item = sc.token_item(str(key[1]))
            if item is None:
                continue
            start_visible = item.isVisible()
            if not start_visible:
                origin = self._origin(key, before, after, events, old)
                if origin is None:
                    origin = rect
                    item.setOpacity(0.0)
                    fade = QPropertyAnimation(item, b"opacity")
                    fade.setDuration(dur)
                    fade.setEndValue(1.0)
                    par.addAnimation(fade)
                item.place(_fit(origin, item))
                item.show()
            cur = item.pos()
            if (cur - rect.topLeft()).manhattanLength() < 0.5 and abs(
                item.scale() - item.target_scale(rect)
            ) < 1e-3:
                continue
            item.setZValue(_base_z(item) + 100)
            anim = self._glide(item, rect, dur)
            if key[0] == "token" and str(key[1]) in drawn:
                i = drawn.index(str(key[1]))
                sub = QSequentialAnimationGroup()
                sub.addAnimation(QPauseAnimation(self._ms(110) * i))
                sub.addAnimation(anim)
                par.addAnimation(sub)
            else:
                par.addAnimation(anim)
        for key, item in sc.pieces.items():
            if key in new or not item.isVisible():
                continue
            dest = self._destination(key, after, new)
            item.setZValue(_base_z(item) + 100)
            if dest is not None:
                par.addAnimation(self._glide(item, _fit(dest, item), dur))
            fade = QPropertyAnimation(item, b"opacity")
            fade.setDuration(dur)
            fade.setEndValue(0.0)
            par.addAnimation(fade)
        if par.animationCount() == 0:
            par.addAnimation(QPauseAnimation(self._ms(60)))
        return par

    def _glide(self, item: Piece, rect: QRectF, dur: int) -> QParallelAnimationGroup:
        from nbgui.ui.table.motion import QEasingCurve, QParallelAnimationGroup, QPropertyAnimation

        g = QParallelAnimationGroup()
        a = QPropertyAnimation(item, b"pos")
        a.setDuration(dur)
        a.setEndValue(rect.topLeft())
        a.setEasingCurve(QEasingCurve.Type.InOutCubic)
        g.addAnimation(a)
        target = item.target_scale(rect)
        if abs(item.scale() - target) > 1e-3:
            s = QPropertyAnimation(item, b"scale")
            s.setDuration(dur)
            s.setEndValue(target)
            s.setEasingCurve(QEasingCurve.Type.InOutCubic)
            g.addAnimation(s)
        return g


def _fit(area: QRectF, item: Piece) -> QRectF:
    """A rect of the item's own size centred in `area` (tokens flying into a seat board)."""
    w, h = item.base_w * item.scale(), item.base_h * item.scale()
    c = area.center()
    return QRectF(c.x() - w / 2, c.y() - h / 2, w, h)


def _base_z(item: Any) -> float:
    key = getattr(item, "key", ("",))
    return {
        "worker": 40,
        "ship": 30,
        "token": 50,
        "building": 20,
        "helm_token": 45,
        "round_marker": 45,
        "wheel": 45,
    }.get(str(key[0]), 20)
