"""The scripted driver: plays a command through the same gestures a person would make.

`Driver.perform(cmd)` drags the worker, ship or whale token onto its target, answers the
popups by the values they carry, and clicks prompt buttons found by the command they carry
(`ButtonItem.command`) — never by label text or position, so translations and layout changes
cannot break it. Bots, the tutorial and the tests play through it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from nbgui.engine import GOODS, Command, Pay, Place, Sell, StartGoods, Take
from nbgui.ui.table.geometry import Key
from nbgui.ui.table.items import ButtonItem, Piece
from nbgui.ui.table.prompt import START_GOODS

if TYPE_CHECKING:
    from nbgui.ui.table.controller import Controller


class Driver:
    """Performs commands on one controller's table; see the module docstring."""

    def __init__(self, ctl: Controller) -> None:
        self.ctl = ctl

    def perform(self, cmd: Command) -> bool:
        """Play `cmd`; True if it was applied."""
        ctl = self.ctl
        before = ctl.state
        d = before.decision
        if isinstance(cmd, Place):
            self._perform_place(cmd)
        elif isinstance(cmd, StartGoods):
            ctl.refresh()
            self._start_goods(cmd)
        elif isinstance(cmd, Take):
            token = ctl.scene.pieces.get(("token", cmd.token))
            if token is not None:
                self.drag_to(token, ("ship", d.seat, d.ship))
        elif isinstance(cmd, Pay | Sell):
            token = ctl.scene.pieces.get(("token", cmd.token))
            ctl.refresh()
            if token is not None:
                self.drag_to(token, ("zone", "pay" if isinstance(cmd, Pay) else "sell"))
        else:
            ctl.refresh()
            button = self.button_for(cmd)
            if button is not None:
                button.click()
            else:
                ctl.submit(cmd)
        popup = ctl.popup
        if popup is not None and popup.field == "confirm" and ctl.state is before:
            popup.choose("launch")  # a person answers the mistake warning with "anyway"
        ctl.close_popup()
        return ctl.state is not before

    def button_for(self, cmd: object) -> ButtonItem | None:
        """The enabled prompt button carrying `cmd`."""
        return self.ctl.prompt.button_for(cmd)

    def start_goods_clicks(self, cmd: StartGoods) -> list[ButtonItem]:
        """The stepper clicks (− first, then +) that set the starting goods to `cmd`."""
        prompt = self.ctl.prompt
        want = {g: getattr(cmd, g) for g in START_GOODS}
        have = dict(prompt.start_counts)
        clicks: list[ButtonItem] = []
        for step in (-1, 1):
            for good in START_GOODS:
                while (want[good] - have[good]) * step > 0:
                    button = prompt.start_steps.get((good, step))
                    if button is None:
                        return clicks
                    clicks.append(button)
                    have[good] += step
        return clicks

    def _start_goods(self, cmd: StartGoods) -> None:
        prompt = self.ctl.prompt
        for button in self.start_goods_clicks(cmd):
            button.click()
        ok = prompt.button_for(cmd)
        if ok is not None:
            ok.click()

    def drag_to(self, piece: Piece, key: Key) -> None:
        ctl = self.ctl
        ctl.cancel_selection()  # un-light a shown move before the drop
        ctl.drag_start = piece.pos()
        ctl.targets = ctl.targets_for(piece)
        ctl.drop(piece, key, ctl.target_center(key))

    def _perform_place(self, cmd: Place) -> None:
        ctl = self.ctl
        st = ctl.state
        seat = st.decision.seat
        assert seat is not None
        # a launch can be a ship drag (City Pier) – but the worker drop covers every case
        placed = sum(1 for s, _ in st.placements if s == seat)
        worker = ctl.scene.pieces.get(("worker", seat, placed))
        board = cmd.space in st.rules.spaces
        key: Key = ("space", cmd.space) if board else ("building", cmd.space)
        if worker is None:
            ctl.submit(cmd)
            return
        self.drag_to(worker, key)
        # answer the popups
        for _ in range(10):
            popup = ctl.popup
            if popup is None or ctl.state is not st:
                break
            if popup.on_confirm is not None:
                popup.set_counts(dict(zip(GOODS, cmd.sell, strict=True)))
                popup.confirm()
                continue
            value = "launch" if popup.field == "confirm" else getattr(cmd, popup.field, None)
            if not popup.choose(value):
                popup.cancel()
                break
