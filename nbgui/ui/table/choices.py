"""Choice popups: a drop that matches several legal commands asks the sub-choice (which
building, which ship, which track space, how many goods to sell), confirms likely mistakes, and
a drop that matches none is explained by the engine's own refusal.

Nothing here decides legality: the options are the legal commands matching the drop, and a
refused drop submits the command that best explains it so the engine's `RuleError` is what the
player reads.
"""

from __future__ import annotations

import dataclasses
import re
from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QPointF, QRectF

from nbgui.engine import (
    GOODS,
    Command,
    Pay,
    Place,
    RuleError,
    Sell,
    Take,
    effect_of,
    explain_probes,
    launch_spaces,
    prepare_spaces,
    validate,
)
from nbgui.text import msg, words
from nbgui.ui.i18n import parts, say
from nbgui.ui.table.geometry import Key
from nbgui.ui.table.items import (
    BuildingItem,
    Piece,
    ShipItem,
    SpaceItem,
    TokenItem,
    WorkerItem,
    tr,
)
from nbgui.ui.table.items import money as money_text
from nbgui.ui.table.popup import PopupItem
from nbgui.ui.table.prompt import ControllerPart, good_name, good_word

if TYPE_CHECKING:
    from nbgui.ui.table.controller import Controller

#: Refusal codes that only say a sub-choice is missing (a probe with that choice made may
#: explain the real reason better).
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
#: Of those, the ones that still tell the player something of the table ("Your small ship is
#: not on the dock: the Dockyard prepares a ship onto it."): said when no probe finds a better
#: reason, rather than the bare placement's "Choose one of your ships: 1 to 2." (a worker
#: dropped on the City Pier or the Tryworks with no ship there said that).
_TELLING = {"ship_not_there", "nothing_to_sell"}
_FIELDS = ("build", "discount", "ship", "to", "bonus", "take", "sell")


class Choices(ControllerPart):
    """The popups of one controller; `popup` is the open one (or None)."""

    def __init__(self, ctl: Controller) -> None:
        super().__init__(ctl)
        self.popup: PopupItem | None = None
        self._popup_piece: Piece | None = None

    def refuse(self, piece: Piece, key: Key, pos: QPointF) -> None:
        """Submit the command that best explains why the drop is refused (the engine says why)."""
        probe = self.explaining_command(piece, key)
        if probe is None:
            d = self.state.decision
            if isinstance(piece, TokenItem) and key[0] == "ship" and d.kind == "pick" \
                    and d.ship is not None:
                # a whale dropped on the ship that is not picking now said "That piece cannot
                # go there." beside a ship of the same player
                said = say(msg("refusal.pick_this_ship", ship=words.your_ship(d.ship)))
                self.ctl.show_message(said, pos)
                return
            self.ctl.show_message(tr("That piece cannot go there."), pos)
            return
        # a ship dragged is the one the sentence names ("Your small ship is still in your
        # supply…"); "Neither of your ships…" is for a worker, which names no ship
        neither = self._no_ship_there(probe) if isinstance(piece, WorkerItem) else None
        if neither is not None:
            self.ctl.show_message(neither, pos)
            return
        self.ctl.submit(probe, pos)

    def _no_ship_there(self, probe: Command) -> str | None:
        """When the drop is refused because the probed ship is not where the space needs one
        and neither of the seat's ships is, say it of both: the City Pier with both ships in
        the supply said "Your small ship is not on the dock", the Dockyard with both ships out
        "Your small ship is not in your supply" (seen in an English game by mouse)."""
        if not isinstance(probe, Place) or probe.ship is None:
            return None
        st = self.state
        seat = st.decision.seat
        if seat is None:
            return None
        wheres = set()
        for ship in range(1, len(st.seats[seat].ships) + 1):
            try:
                validate(st, dataclasses.replace(probe, ship=ship), seat)
            except RuleError as exc:
                if exc.code != "ship_not_there":
                    return None
                wheres.add(exc.msg.id.rpartition("_not_")[2])  # where the space needs it
            else:
                return None
        if len(wheres) != 1:
            return None
        where = wheres.pop()
        at_sea = all(s.where == "sea" for s in st.seats[seat].ships)
        if where == "dock" and at_sea:
            return say(msg("refusal.ships_all_at_sea"))  # none to prepare at the Dockyard
        if where == "supply" and at_sea:  # the Dockyard: none home to prepare
            return say(msg("refusal.ships_all_at_sea_prepare"))
        if where == "sea" and all(s.where == "supply" for s in st.seats[seat].ships):
            # none on the dock to launch either: the way out starts at the Dockyard
            return say(msg("refusal.ships_all_home", dockyard=words.place(st.rules, "dockyard")))
        return say(msg(
            f"refusal.ships_not_{where}",
            dockyard=words.place(st.rules, "dockyard"),
            pier=words.place(st.rules, "city_pier"),
        ))

    def explaining_command(self, piece: Piece, key: Key) -> Command | None:
        st = self.state
        probes: list[Command] = []
        if isinstance(piece, WorkerItem) and key[0] in ("space", "building"):
            space = str(key[1])
            repeat = None
            if (
                effect_of(st.rules, space).name == "repeat_captain"
                and st.last_captain_place is not None
            ):
                repeat = st.last_captain_place.action_space
            probes.extend(explain_probes(st, piece.seat, space, repeat))
        elif isinstance(piece, ShipItem) and key[0] == "track":
            to = int(key[1])  # type: ignore[call-overload]
            probes.extend(Place(s, ship=piece.index, to=to) for s in launch_spaces(st))
        elif isinstance(piece, ShipItem) and key == ("dock",):
            probes.extend(Place(s, ship=piece.index) for s in prepare_spaces(st))
        elif isinstance(piece, TokenItem):
            if key[0] == "ship":
                probes.append(Take(piece.token))
            elif key == ("zone", "pay"):
                probes.append(Pay(piece.token))
            elif key == ("zone", "sell"):
                probes.append(Sell(piece.token))
        first: Command | None = None
        telling: Command | None = None
        for cmd in probes:
            try:
                validate(st, cmd, st.decision.seat)
            except RuleError as exc:
                if first is None:
                    first = cmd
                if telling is None and exc.code in _TELLING:
                    telling = cmd
                if exc.code not in _MISSING_CHOICE:
                    return cmd
        return telling or first

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
            popup = self.open_popup(title, pos, piece, self._avoid(field, pos))
            choices = [
                (
                    self._value_label(places[0], field, v, places),
                    v,
                    self._value_detail(field, v),
                )
                for v in values
            ]

            def on_choose(v: object, f: str = field, j: int = i) -> None:
                rest: list[Command] = [c for c in places if getattr(c, f) == v]
                self.close_popup(keep_piece=True)
                self.choose(piece, rest, pos, j + 1)

            popup.field = field
            popup.set_choices(choices, on_choose)
            lit = self._lit(places)
            if lit is not None:
                popup.light(getattr(lit, field))
            return
        self.finish(piece, places[0], pos)

    def _avoid(self, field: str, pos: QPointF) -> QRectF:
        """What a popup must not cover: the space dropped on (and, when it asks for a track
        space, the whole track)."""
        geo = self.scene.geo
        area = QRectF(pos.x() - 40, pos.y() - 30, 80, 60)
        for item in self.scene.items(pos):
            if isinstance(item, SpaceItem | BuildingItem):
                area = area.united(item.sceneBoundingRect())
                break
        if field == "to" and geo is not None:
            for r in geo.track_rects.values():
                area = area.united(r)
        return area

    def _value_detail(self, field: str, value: object) -> str:
        """The second line of a choice: what choosing it costs, does and scores."""
        if field == "build":
            from nbgui.ui.table.card import _goods, _points, building_points
            from nbgui.ui.table.scene import effect_summary

            bd = self.state.rules.buildings[str(value)]
            points = _points(building_points(bd))
            if bd.effect == "points_flat":  # its effect is its bonus, already in its points
                return parts([_goods(bd.cost), points])
            effect = effect_summary(bd, self.state.rules.game.post_office_income)
            return parts([_goods(bd.cost), effect, points])
        return ""

    def _field_title(self, cmd: Place, field: str) -> str:
        name = self.scene.name_of(cmd.space)
        if field == "discount" and cmd.build:
            return tr("{space}: which discount on the {building}?").format(
                space=name, building=self.scene.name_of(cmd.build)
            )
        return {
            "build": tr("{space}: which building?"),
            "discount": tr("{space}: which discount?"),
            "ship": tr("{space}: which ship?"),
            "to": tr("{space}: to which track space?"),
            "bonus": tr("{space}: which bonus good?"),
            "take": tr("{space}: remove how many empty sea tokens?"),
        }.get(field, "{space}").format(space=name)

    def _value_label(self, cmd: Place, field: str, value: object, cands: list[Place]) -> str:
        if field == "build":
            return self.scene.name_of(str(value))
        if field == "discount":
            goods = value if isinstance(value, tuple) else ()
            if not goods:
                return tr("No discount")
            # each good named is one fewer of it to pay (the rules' discount): the Courthouse's
            # two of one good said "1 fewer Lumber + Lumber"
            off = Counter(goods)
            return tr("{goods} off").format(
                goods=say(words.amounts_said(off["lumber"], off["food"], off["brick"], 0))
            )
        if field == "ship" and isinstance(value, int):
            st = self.state
            ship = st.ship(st.decision.seat or 0, value)
            # one catalogue label a place ("Small ship (at space 3, 2 whales)"): Python glued
            # the kind, the place and ", 2 " + "whales" ("1 whales")
            size = "small" if ship.index == 1 else "large"
            if ship.where == "sea":
                return say(msg(f"choice.ship.{size}.sea", space=ship.space, n=len(ship.cargo)))
            return say(msg(f"choice.ship.{size}.{ship.where}"))
        if field == "to":
            example = next(c for c in cands if c.to == value)
            food = self.ctl.food_cost(example)
            if value == 1:  # one label, the warning inside it (it was glued on after)
                return tr("Space {n} · {food} food (comes home empty)").format(n=value, food=food)
            return tr("Space {n} · {food} food").format(n=value, food=food)
        if field == "bonus":  # the first worker's good of his choice: as many as the rules say
            n = self.state.rules.spaces[cmd.space].bonus.count
            return tr("+{n} {good}").format(n=n, good=good_word(str(value)))
        if field == "take" and isinstance(value, int):
            return say(msg("unit.sea_tokens", n=value))
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
            return tr("You get {price}").format(price=money_text(money))

        def valid(counts: dict[str, int]) -> bool:
            return any(c.sell == tuple(counts.get(g, 0) for g in GOODS) for c in places)

        popup.set_steppers(rows, on_confirm, tr("Sell"), summary, valid)
        lit = self._lit(places)
        if lit is not None:
            popup.light_counts({g: lit.sell[i] for i, g in enumerate(GOODS) if hi[i] > 0})

    def _lit(self, places: list[Place]) -> Place | None:
        """The lit move (the tutorial's step, a hint) when it is one of `places`."""
        lit = self.ctl.lit_command
        return lit if isinstance(lit, Place) and lit in places else None

    def _money_gain(self, cmd: Place) -> int:
        from nbgui.engine import GoodsGained

        return self.ctl.outcome(cmd, GoodsGained, "money")

    def move_warnings(self, cmd: Command) -> list[tuple[str, str, str]]:
        """(code, sentence, reference entry id) for each likely mistake in `cmd`."""
        # imported here: the first frame loads nothing of the teaching layer
        from nbgui.teach.confirm import always_confirmed

        found = self.ctl.warnings(self.state, cmd) if self.ctl.warnings is not None else []
        # a launch to space 1 is always confirmed (the reference promises it), also when the
        # coach's check, with warnings on, did not find it worse in this position: the one code
        # set and sentence of `nbgui.teach.confirm` (Qt-free, and without the coach that
        # `nbgui.teach.warnings` loads). "Don't warn me again" switches it off, warnings on or off.
        for code, sentence, entry in always_confirmed(cmd):
            if all(c != code for c, _, _ in found) and not (
                self.ctl.is_muted is not None and self.ctl.is_muted(code)
            ):
                found = [(code, say(sentence), entry), *found]
        return found

    def finish(self, piece: Piece, cmd: Command, pos: QPointF) -> None:
        """The last step: confirm likely mistakes (one popup for all), then submit; snap back
        on refusal."""
        found = self.move_warnings(cmd)
        if found:
            title = "\n".join(text for _, text, _ in found)
            # beside the move, never over the whaling board (it covered the sea and its
            # ships, right of a town space at 1366×768), and where a place allows off the
            # spaces and tiles it names (the better move's "Build the Bank at the Town Hall")
            geo = self.scene.geo
            keep = [geo.whaling_rect] if geo is not None else []
            for item in self.scene.items():
                if isinstance(item, SpaceItem | BuildingItem) and item.isVisible():
                    ident = item.space if isinstance(item, SpaceItem) else item.building
                    if re.search(rf"\b{re.escape(self.scene.name_of(ident))}\b", title):
                        keep.append(item.sceneBoundingRect())
            popup = self.open_popup(title, pos, piece, keep_clear=keep)
            why = found[0][2]

            def on_choose(v: object) -> None:
                if v == "why":  # the reference opens beside the question; the move waits
                    if self.ctl.on_why is not None:
                        self.ctl.on_why(why)
                    return
                self.close_popup(keep_piece=True)
                if v in ("launch", "mute"):
                    if v == "mute" and self.ctl.on_mute is not None:
                        for code, _, _ in found:
                            self.ctl.on_mute(code)
                    self._submit_drop(piece, cmd, pos)
                else:
                    self.ctl.snap_back(piece)

            popup.field = "confirm"
            label = (
                tr("Launch to space 1")
                if isinstance(cmd, Place) and cmd.to == 1
                else tr("Do it anyway")
            )
            choices: list[tuple[str, object]] = [(label, "launch")]
            if self.ctl.on_mute is not None:
                choices.append((tr("Do it, don't warn me again"), "mute"))
            if self.ctl.on_why is not None:
                choices.append((tr("Why?"), "why"))
            popup.set_choices(choices, on_choose, "launch")
            return
        self._submit_drop(piece, cmd, pos)

    def _submit_drop(self, piece: Piece, cmd: Command, pos: QPointF) -> None:
        if not self.ctl.submit(cmd, pos):
            self.ctl.snap_back(piece)

    def open_popup(
        self,
        title: str,
        pos: QPointF,
        piece: Piece | None = None,
        avoid: QRectF | None = None,
        keep_clear: Sequence[QRectF] = (),
    ) -> PopupItem:
        """A popup beside (not over) `avoid` — by default what is under the drop point —
        and, where a place allows, off `keep_clear`."""
        self.close_popup(keep_piece=True)
        self._popup_piece = piece
        popup = PopupItem(
            self.scene.assets,
            title,
            pos + QPointF(14, -20),
            self.cancel_popup,
            self.scene.sceneRect(),
            avoid if avoid is not None else self._avoid("", pos),
            keep_clear,
        )
        self.scene.addItem(popup)
        self.popup = popup
        return popup

    def cancel_popup(self) -> None:
        piece = getattr(self, "_popup_piece", None)
        self.close_popup()
        if piece is not None:
            self.ctl.snap_back(piece)

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
