"""The prompt: the one area that says what the acting seat decides now, with its buttons.

`Prompt.build()` fills the prompt panel for the current decision (title, text, buttons for
the starting goods, whales to pay/sell or buy, Pass) and the $3 purchase buttons on each human
seat board. Every button carries the command it submits (`ButtonItem.command`), so the
scripted driver and tests find a button by what it does, never by its label or position.

The title and text are the scene's `prompt_title` / `prompt_text`; other layers (the tutorial,
hints) add to the same area through `Prompt.set_note(text)` — there is one prompt area, always
in the same place, for play and for teaching.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF

from nbgui.engine import (
    BuyGoods,
    BuyWhale,
    Command,
    Pass,
    Pay,
    RuleError,
    Sell,
    StartGoods,
    Take,
    validate,
)
from nbgui.text import msg, words
from nbgui.ui.i18n import say, seat_names, term
from nbgui.ui.table.geometry import (
    READABLE_UNITS,
    START_BLOCK_W,
    return_layout,
    return_parts,
    sale_layout,
    sale_parts,
)
from nbgui.ui.table.items import ButtonItem, Retired, money, row_line, tr

if TYPE_CHECKING:
    from nbgui.content.models import Rules
    from nbgui.ui.table.controller import Controller
    from nbgui.ui.table.scene import TableScene

START_GOODS = ("lumber", "food", "brick", "money")


def good_word(good: str) -> str:
    """A good as a sentence says it after a count, from the catalogue (`good.*`): "2 lumber",
    "2 de Leña" (the table lowered its own label, "Comprar 2 de leña" beside the log's "2 de
    Leña")."""
    return say(words.good(good))


def good_name(good: str) -> str:
    return {
        "lumber": tr("Lumber"),
        "food": tr("Food"),
        "brick": tr("Brick"),
        "money": tr("Money"),
    }.get(good, good)


class ControllerPart:
    """One of the controller's helpers: reads the controller's scene and state."""

    def __init__(self, ctl: Controller) -> None:
        self.ctl = ctl

    @property
    def scene(self) -> TableScene:
        return self.ctl.scene

    @property
    def state(self) -> Any:
        return self.ctl.state


class Prompt(ControllerPart):
    """Builds the prompt area and its buttons for the controller's current decision."""

    def __init__(self, ctl: Controller) -> None:
        super().__init__(ctl)
        self.items: list[Any] = []
        self.zones: dict[str, QRectF] = {}
        self.start_counts = {"lumber": 1, "food": 1, "brick": 1, "money": 1}
        self.start_labels: dict[str, ButtonItem] = {}
        self.start_steps: dict[tuple[str, int], ButtonItem] = {}
        self.start_ok: ButtonItem | None = None
        #: Items `clear` took off the table, held until the next event-loop turn
        self.retired = Retired()

    def button_for(self, command: object) -> ButtonItem | None:
        """The enabled prompt button that submits `command` (or carries that role)."""
        for b in self.items:
            if isinstance(b, ButtonItem) and b.command == command and b.enabled:
                return b
        return None

    def set_note(self, text: str) -> None:
        """Show `text` (the tutorial's or a hint's line) in the prompt's text area, in the one
        prompt area, in place of the standard explanation; "" restores it. Kept until
        changed (it survives the prompt's rebuilds)."""
        sc = self.scene
        if sc.prompt_note != text:
            sc.prompt_note = text
            if sc.prompt_panel is not None:
                sc.prompt_panel.update()
            sc.update_plans()  # a note takes the whole strip: the plans step aside

    def set_start_counts(self, counts: dict[str, int]) -> None:
        """Preset the starting-goods steppers (the tutorial's suggested choice)."""
        if counts != self.start_counts:
            self.start_counts = dict(counts)
            self.build()

    def clear(self) -> None:
        """Take the prompt's items off the table. They are freed on the next turn of the event
        loop, not here: a prompt is rebuilt from inside its own button's click ("Take these
        goods", "Pass" submit the move), and dropping the last reference here freed that
        button while Qt's scene was still delivering its mouse release (a use-after-free)."""
        for item in self.items:
            if shiboken6.isValid(item):
                if item.scene() is not None:
                    self.scene.removeItem(item)
                self.retired.hold(item)
        self.items = []
        self.zones = {}

    def _button(
        self,
        text: str,
        rect: QRectF,
        command: object,
        on_click: Callable[[], object] | None = None,
        primary: bool = False,
        enabled: bool = True,
        tooltip: str = "",
    ) -> ButtonItem:
        """A prompt button carrying `command`: a `Command` is submitted when clicked (unless
        `on_click` is given); other values name the button's role (steppers, drop zones)."""
        b = ButtonItem(text, rect, self.scene.assets, primary, enabled, tooltip)
        b.command = command
        if on_click is None and isinstance(command, Command):
            cmd = command

            def on_click() -> object:
                return self.ctl.submit(cmd)

        if on_click is not None:
            b.clicked.connect(on_click)
        self.scene.addItem(b)
        self.items.append(b)
        return b

    def build(self) -> None:
        self.clear()
        sc, st = self.scene, self.state
        sc.prompt_labels = []
        geo = sc.geo
        if geo is None:
            return
        d = st.decision
        names = seat_names(s.spec for s in st.seats)
        who = names[d.seat] if d.seat is not None else ""
        legal = self.ctl.legal_now()
        human = self.ctl.human_seat()
        self.buy_buttons(human, legal)
        parts = geo.prompt_parts
        bottom = parts["action"]
        if d.kind == "over":
            sc.prompt_title = tr("Game over")
            from nbgui.engine import score

            sheet = score(st)
            rows = sorted(sheet.rows, key=lambda r: -r.total)
            scores = tuple(msg("turn.over.score", seat=names[r.seat], n=r.total) for r in rows)
            # a tie the tie-breaks leave said "Winner: Ann, Ben."
            win = words.listing([names[w] for w in sheet.winners])
            tie = len(sheet.winners) > 1
            said = "turn.over.scores.tie" if tie else "turn.over.scores"
            sc.prompt_text = say(msg(said, scores=scores, winners=win))
        elif self.ctl.replaying:
            # a replay: nothing is played at this table, whoever is to move (it said "Drag a
            # worker onto a lit space…" at a player's turn, and "Flask is playing…")
            sc.prompt_title = say(msg("turn.replay", seat=who))
            sc.prompt_text = say(msg("turn.replay.how"))
        elif human is None and d.seat is not None and st.seats[d.seat].is_ai:
            # an AI player seat is no Captain (it said "The Captain follows its Helm…")
            sc.prompt_title = say(msg("turn.thinking", seat=who))
            sc.prompt_text = tr("The computer plays this seat.")
        elif human is None:
            # a Captain follows his board: "is playing…", as the status line says
            sc.prompt_title = say(msg("turn.playing", seat=who))
            sc.prompt_text = tr("The Captain follows his Helm and Orders.")
        elif d.kind == "start_goods":
            sc.prompt_title = tr("{name}: starting goods").format(name=who)
            gv = st.rules.game.goods_value
            sc.prompt_text = tr(
                "Take goods and money worth exactly {value} (lumber {lumber}, food {food}, "
                "brick {brick})."
            ).format(
                value=money(st.rules.game.starting_value),
                lumber=money(gv["lumber"]),
                food=money(gv["food"]),
                brick=money(gv["brick"]),
            )
            self._start_goods_prompt()
        elif d.kind == "place":
            sc.prompt_title = tr("{name}: place a worker").format(name=who)
            sc.prompt_text = (
                tr("Inn: place your workers again on town or whaling-board spaces.")
                if d.inn
                else tr(
                    "Drag a worker onto a lit space, or click a worker and then a space. "
                    "Docked ships can be dragged onto the track."
                )
            )
        elif d.kind == "return":
            sc.prompt_title = tr("{name}: a ship comes home").format(name=who)
            sc.prompt_text = say(msg("returns.explain"))
            assert d.ship is not None
            cargo = st.ship(d.seat or 0, d.ship).cargo
            facts = sc.facts
            piles = return_layout(geo, cargo)
            pay_w, sell_w, stack = self._return_words(piles)
            for pile, cell in piles:
                # every whale is named: alone in its cell, or in its kind's pile ("×3"),
                # whose buttons pay or sell the top one
                tok = pile[0]
                f = facts.get(tok[:1])
                lay = f.lay if f is not None else 0
                sale = f.sale if f is not None else 0
                points = f.points if f is not None else 0
                name = words.whale(st.rules, tok)  # the kind: the tips say lay and points
                self._name_pile(st.rules, pile, cell.name, "returning whale's name")
                pay_rect, sell_rect = self._return_buttons(pile, cell, pay_w, sell_w, stack)
                self._button(
                    say(msg(pay_w, money=words.money(lay))),
                    pay_rect,
                    Pay(tok),
                    enabled=Pay(tok) in legal,
                    tooltip=self._why_not(Pay(tok), legal)  # greyed: why, first
                    or say(
                        msg(
                            "returns.pay.tip",
                            whale=name,
                            money=words.money(lay),
                            points=msg("unit.points", n=points),
                        )
                    ),
                )
                self._button(
                    say(msg(sell_w, money=words.money(sale))),
                    sell_rect,
                    Sell(tok),
                    enabled=Sell(tok) in legal,
                    tooltip=self._why_not(Sell(tok), legal)  # greyed: why, first
                    or say(
                        msg(
                            "returns.sell.tip",
                            whale=name,
                            money=words.money(sale),
                            lay=words.money(lay),
                        )
                    ),
                )
            _, self.zones["pay"], self.zones["sell"] = return_parts(geo)
            for zone, label in (
                ("pay", tr("Drop to pay")),
                ("sell", tr("Drop to sell")),
            ):
                z = self._button(label, self.zones[zone], ("zone", zone), lambda: None)
                z.zone = True
                z.setZValue(10)
        elif d.kind == "buy_whale":
            sc.prompt_title = tr("{name}: whales for sale").format(name=who)
            seller = names[st.seller] if st.seller is not None else ""
            sc.prompt_text = tr(
                "{seller} sold these whales. Buy one for its full lay, or pass."
            ).format(seller=seller)
            for pile, spot in sale_layout(geo, st.sold):
                # one named pile a kind ("Right whale ×3", as the holds and the returns):
                # its button buys the top whale, the rest stay for sale
                tok = pile[0]
                self._name_pile(st.rules, pile, spot.name, "whale for sale's name")
                self._button(
                    tr("Buy {price}").format(price=money(self._lay(tok))),
                    spot.buy,
                    BuyWhale(tok),
                    enabled=BuyWhale(tok) in legal,
                    tooltip=self._why_not(BuyWhale(tok), legal),
                )
            self._button(tr("Pass"), sale_parts(geo)[1], Pass(), primary=True)
        elif d.kind == "pick":
            ship = st.ship(d.seat or 0, d.ship or 1)
            sc.prompt_title = tr("{name}: whaling").format(name=who)
            sc.prompt_text = tr(
                "Drag a drawn whale onto your ship at space {n} (or click it), or pass."
            ).format(n=ship.space)
            self._button(tr("Pass (take no whale)"), bottom, Pass(), primary=True)
            for key, item in sc.pieces.items():
                if key[0] == "token" and item.isVisible():
                    item.set_highlight(Take(str(key[1])) in legal)
            picker = sc.pieces.get(("ship", d.seat, d.ship))
            if picker is not None:
                picker.set_highlight(True)
        if sc.prompt_panel is not None:
            sc.prompt_panel.update()
        # the acting human's free workers glow softly
        for key, item in sc.pieces.items():
            if key[0] == "worker":
                item.set_highlight(False)
            if key[0] == "ship" and d.kind != "pick":
                item.set_highlight(False)
            if key[0] == "token" and d.kind != "pick":
                item.set_highlight(False)

    def buy_buttons(self, human: int | None, legal: Any) -> None:
        """The $3 purchase on every human seat board, enabled for the acting seat only; while
        a move is shown (`Controller.show_busy`) all disabled, so they do not vanish and
        come back on every Captain's turn."""
        sc, st, geo = self.scene, self.state, self.scene.geo
        if geo is None:
            return
        for i, seat in enumerate(st.seats):
            if seat.is_captain or "buy" not in geo.seat_parts[i]:
                continue
            area = geo.seat_parts[i]["buy"]
            if area.height() > 2 * area.width() / 3:  # a column: one over the other
                self._buy_column(area, i, human, legal)
                continue
            bw = min(280.0, (area.width() - 8) / 2)  # "Comprar 2 de comida · 3 $" whole
            price = money(st.rules.game.purchase.price)
            goods = st.rules.game.purchase.goods
            n = st.rules.game.purchase.amount
            full = [
                tr("Buy {n} {good} · {price}").format(n=n, good=good_word(g), price=price)
                for g in goods
            ]
            # a slim seat board's buttons say it shorter, both alike (the tooltip has it
            # whole): when one of the sentences is wider than its button at 12 px (the
            # button's text is 6 units narrower than the button); still with the verb
            # ("Comprar 2 comida 3 $"), the bare "2 food · $3" only where that does not fit
            fm = QFontMetricsF(sc.assets.font(READABLE_UNITS, True))

            labels = full
            for form in (tr("Buy {n} {good} {price}"), tr("{n} {good} · {price}")):
                if all(fm.horizontalAdvance(t) <= bw - 6 for t in labels):
                    break
                labels = [
                    form.format(n=n, good=good_name(g).lower(), price=price) for g in goods
                ]
            for k, good in enumerate(goods):
                cmd = BuyGoods(good)
                self._button(
                    labels[k],
                    QRectF(area.x() + k * (bw + 8), area.y(), bw, area.height()),
                    cmd,
                    enabled=human == i and cmd in legal,
                    tooltip=full[k] + "\n" + tr("Once per worker placement, before placing."),
                )

    def _return_words(self, piles: Any) -> tuple[str, str, bool]:
        """The returns' Pay and Sell buttons say what they do, "Keep for $4" / "Sell for $2"
        ("Guardarla por 4 $"), where every button has room for its words at the readable
        size, side by side (a button widens into its cell's room for them:
        `_return_buttons`), else one over the other (three kinds home at 1366x768: 99 units
        each side by side, where the Spanish words take 149); else, all alike, the short
        "Pay $4" / "Sell $2" (the tooltip says it whole). Message ids (`returns.*`) and
        whether the buttons are stacked."""
        long, short = ("returns.keep", "returns.sell_for"), ("returns.pay", "returns.sell")
        for (pay, sell), stack in ((long, False), (long, True), (short, False)):
            if all(
                self._return_need(pile, pay, sell) <= self._return_room(cell, stack)
                for pile, cell in piles
            ):
                return pay, sell, stack
        return *short, False

    @staticmethod
    def _return_room(cell: Any, stack: bool) -> float:
        """The width a cell's buttons may take side by side, or stacked (0 where they cannot
        be: `ReturnCell.stacked`)."""
        if not stack:
            return float(cell.room)
        return float(cell.stacked[0].width()) if cell.stacked is not None else 0.0

    def _return_need(self, pile: list[str], pay: str, sell: str) -> float:
        """The button width (units) the words `pay` and `sell` need for `pile`'s whale."""
        f = self.scene.facts.get(pile[0][:1])
        lay, sale = (f.lay, f.sale) if f is not None else (0, 0)
        fm = QFontMetricsF(self.scene.assets.font(READABLE_UNITS, True))
        return 6 + max(
            fm.horizontalAdvance(say(msg(ident, money=words.money(n))))
            for ident, n in ((pay, lay), (sell, sale))
        )

    def _return_buttons(
        self, pile: list[str], cell: Any, pay: str, sell: str, stack: bool = False
    ) -> tuple[QRectF, QRectF]:
        """A cell's Pay and Sell buttons, each as wide as the wider of their words needs (the
        Spanish "Guardarla por 4 $" is 149 units, a button 110), at least the cell's own and
        at most its room; the Sell button follows the Pay button, or with `stack` stands
        under it (`ReturnCell.stacked`)."""
        need = self._return_need(pile, pay, sell)
        if stack and cell.stacked is not None:
            top, under = cell.stacked
            width = max(cell.pay.width(), min(top.width(), need))
            return (
                QRectF(top.x(), top.y(), width, top.height()),
                QRectF(under.x(), under.y(), width, under.height()),
            )
        width = max(cell.pay.width(), min(cell.room, need))
        gap = cell.sell.x() - cell.pay.right()
        paid = QRectF(cell.pay.x(), cell.pay.y(), width, cell.pay.height())
        return paid, QRectF(paid.right() + gap, cell.sell.y(), width, cell.sell.height())

    def _buy_column(self, area: QRectF, seat: int, human: int | None, legal: Any) -> None:
        """A slim board's $3 purchases one over the other in `area`: each "Buy 2 lumber" over
        its price, or "Buy · $3" over "2 lumber" (four seats at 1366×768: 84 units), or "Buy"
        over "2 lumber" (Spanish there: "Comprar · 3 $" is wider), the first whose every line
        fits the button at 12 px; else "2 food" over its price. The tooltip says it whole."""
        st = self.state
        price = money(st.rules.game.purchase.price)
        goods = st.rules.game.purchase.goods
        n = st.rules.game.purchase.amount
        gap = 2.0
        h = (area.height() - gap * (len(goods) - 1)) / max(1, len(goods))
        fm = QFontMetricsF(self.scene.assets.font(READABLE_UNITS, True))
        # the slim column's label keeps the lower-case word: "2 Comida" did not fit whole
        # at 1366x768 in Spanish (three- and four-seat tables; the tooltip says it whole)
        # the last: the verb and the good, the price left to the tooltip (Spanish at four
        # seats, where "Comprar · 3 $" is 115 units in an 84-unit button)
        forms = (
            tr("Buy {n} {good}\n{price}"),
            tr("Buy · {price}\n{n} {good}"),
            tr("Buy\n{n} {good}"),
        )
        labels = []
        for form in forms:
            labels = [form.format(n=n, good=good_name(g).lower(), price=price) for g in goods]
            if all(
                fm.horizontalAdvance(line) <= area.width() - 6
                for label in labels
                for line in label.split("\n")
            ):
                break
        else:
            labels = [
                tr("{n} {good}").format(n=n, good=good_name(g).lower()) + "\n" + price
                for g in goods
            ]
        for k, good in enumerate(goods):
            cmd = BuyGoods(good)
            whole = tr("Buy {n} {good} · {price}").format(n=n, good=good_word(good), price=price)
            self._button(
                labels[k],
                QRectF(area.x(), area.y() + k * (h + gap), area.width(), h),
                cmd,
                enabled=human == seat and cmd in legal,
                tooltip=whole + "\n" + tr("Once per worker placement, before placing."),
            )

    def _name_pile(
        self, rules: Rules, pile: list[str], where: QRectF | None, who: str
    ) -> None:
        """One kind's pile of whales in the prompt (a returning ship's, or for sale): its
        first whale on top, and its name over it where its cell has a name line ("Right
        whale", or "Right whale ×3" for a pile); `who` is what the legibility log calls it."""
        sc = self.scene
        tok = pile[0]
        kind = words.whale_kind(rules, tok[:1])
        label = term(kind) if kind else tok
        if len(pile) > 1:
            label = say(msg("returns.pile", kind=label, n=len(pile)))
        for n, t in enumerate(pile):  # the pile's first whale on top
            piece = sc.pieces.get(("token", t))
            if piece is not None:
                piece.setZValue(50 + (len(pile) - n) / 100)
        if where is not None:
            sc.prompt_labels.append((where, label, who))

    def _why_not(self, cmd: Command, legal: Any) -> str:
        """The engine's sentence for why `cmd` is refused now (a greyed button's tooltip:
        "Buy $8" said nothing of the $4 in hand), or "" when it is legal."""
        if cmd in legal:
            return ""
        st = self.state
        try:
            validate(st, cmd, st.decision.seat)
        except RuleError as exc:
            return say(exc.msg)
        return ""

    def _lay(self, token: str) -> int:
        for w in self.state.rules.whales.values():
            if w.letter == token[:1]:
                return int(w.lay)
        return 0

    def _start_goods_prompt(self) -> None:
        geo = self.scene.geo
        assert geo is not None  # laid out with the scene, before any prompt is built
        items = geo.prompt_parts["items"]
        self.start_labels = {}
        self.start_steps = {}
        cols = 2 if geo.compact else 1
        cw = (items.width() - 10 * (cols - 1)) / cols
        if geo.compact:  # at the right of the item area, the words of the prompt beside
            cw = (START_BLOCK_W - 10) / 2
            items = QRectF(items.right() - START_BLOCK_W, items.y(), START_BLOCK_W, items.height())
        rh = 34.0 if geo.compact else 44.0
        step_w = 36.0 if geo.compact else 40.0
        for k, good in enumerate(START_GOODS):
            r, c = divmod(k, cols)
            row = QRectF(items.x() + c * (cw + 10), items.y() + r * rh, cw, rh - 6)
            lab = self._button(
                self._start_label(good),
                QRectF(row.x(), row.y(), row.width() - 2 * step_w - 10, row.height()),
                ("start_label", good),
                lambda: None,
            )
            self.start_labels[good] = lab
            for step, text, x in (
                (-1, "−", row.right() - 2 * step_w - 4),
                (1, "+", row.right() - step_w),
            ):
                self.start_steps[(good, step)] = self._button(
                    text,
                    QRectF(x, row.y(), step_w, row.height()),
                    ("start_step", good, step),
                    partial(self.bump_start, good, step),
                )
        self.start_ok = self._button(
            "", geo.prompt_parts["action"], ("start_confirm",), self.confirm_start, primary=True
        )
        self._update_start()

    def _start_label(self, good: str) -> str:
        return row_line(good_name(good), str(self.start_counts[good]))

    def _start_options(self) -> list[StartGoods]:
        return [c for c in self.ctl.legal_now() if isinstance(c, StartGoods)]

    def start_command(self) -> StartGoods:
        c = self.start_counts
        return StartGoods(c["lumber"], c["food"], c["brick"], c["money"])

    def _reachable(self, counts: dict[str, int]) -> bool:
        """Some legal choice takes at least `counts` of every good (so + may go on)."""
        return any(
            all(getattr(opt, g) >= counts[g] for g in START_GOODS) for opt in self._start_options()
        )

    def _update_start(self) -> None:
        """Labels, the + buttons (they stop where no exact choice is left) and the confirm
        button (enabled only for a legal choice, which the label then names)."""
        value = self.state.rules.game.starting_value
        valid = self.start_command() in self._start_options()
        for good, lab in self.start_labels.items():
            lab.text = self._start_label(good)
            lab.update()
        for (good, step), b in self.start_steps.items():
            nxt = dict(self.start_counts)
            nxt[good] += step
            b.enabled = nxt[good] >= 0 and (step < 0 or self._reachable(nxt))
            b.update()
        if self.start_ok is not None:
            self.start_ok.enabled = valid
            self.start_ok.command = self.start_command() if valid else ("start_confirm",)
            self.start_ok.text = (
                tr("Take these")
                if valid
                else tr("Choose goods worth exactly {value}").format(value=money(value))
            )
            self.start_ok.update()

    def bump_start(self, good: str, step: int) -> None:
        self.start_counts[good] = max(0, self.start_counts[good] + step)
        self._update_start()

    def confirm_start(self) -> bool:
        return bool(self.ctl.submit(self.start_command()))
