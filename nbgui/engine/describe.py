"""Events as messages: one describer for the log, `replay`, bug reports and the CLI.

`Describer.message(event)` is the event as a catalogue message (``event.*``, nbgui/text/events.py)
with its names and numbers as parameters; the UI says it in the player's language
(`nbgui.ui.i18n.say`), and calling the describer gives the English sentence.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence

from nbgui.content.models import Rules
from nbgui.engine import events as ev
from nbgui.engine.scoring import ScoreSheet
from nbgui.engine.state import GameState
from nbgui.text import Msg, english, msg, words
from nbgui.text.message import Param

_PHASES = ("movement", "whaling", "final")


def token_text(token: str, rules: Rules | None = None) -> str:
    """A token as a player names it (its kind, lay and points).

    >>> token_text("B7")
    'Bowhead whale (lay $4, 2 points)'
    """
    from nbgui.content.loader import default_rules

    return english(words.token(rules or default_rules(), token))


class Describer:
    """Turns events into messages, knowing the seat and building names of one game and which
    seats are Captains (`captains`: what they do without paying is said so)."""

    def __init__(
        self, names: Sequence[Param], rules: Rules, captains: Collection[int] = ()
    ) -> None:
        self.names = list(names)
        self.rules = rules
        self.captains = frozenset(captains)

    @classmethod
    def of(cls, state: GameState, names: Sequence[Param] | None = None) -> Describer:
        """The describer of `state`'s game: its seats' names (unless given; an AI seat's as
        `words.seat` says it, in the language shown) and Captains."""
        if names is None:
            names = [words.seat(s.name, s.ai) for s in state.setup.seats]
        captains = [i for i, seat in enumerate(state.seats) if seat.is_captain]
        return cls(names, state.rules, captains)

    def who(self, seat: int | None) -> Param:
        return msg("supply") if seat is None else self.names[seat]

    def space(self, space: str) -> Param:
        return words.place(self.rules, space)

    def ship(self, seat: int, ship: int) -> Msg:
        return words.ship(self.names[seat], ship)

    def token(self, token: str) -> Msg:
        return words.token(self.rules, token)

    def whales(self, tokens: Sequence[str]) -> Msg:
        """Tokens listed as a person would: alike ones counted together."""
        return words.whales(self.rules, tokens)

    def __call__(self, e: ev.Event) -> str:
        """The event in English."""
        return english(self.message(e))

    def lines(
        self, events: Sequence[ev.Event], earlier: Iterable[Sequence[ev.Event]] = ()
    ) -> list[str]:
        """The events of one move in English, as the log says them (`messages`)."""
        return [english(m) for _, m in self.messages(events, earlier)]

    def messages(
        self, events: Sequence[ev.Event], earlier: Iterable[Sequence[ev.Event]] = ()
    ) -> list[tuple[ev.Event, Msg]]:
        """The events of one move as the log says them, each with the first event it stands
        for: a Captain keeping the whales his ship brought home is one sentence, and so are
        the whales he sells at the end (listed in the sale's own sentence). A ship coming home
        is said once, by its `ShipReturning` ("comes home with 2 whales"): the `ShipHome` that
        ends its return (the ship back in the supply) says nothing more (the log said "comes
        home" twice, the Spanish "Vuelve a casa el barco…" word for word).

        A seat that cannot buy any of the whales for sale is said so once in a buying round
        (`earlier`: the events of the moves before this one, newest first; only the current
        round's are read): the round offers the whales again and again, clockwise, until all
        are bought or every seat passes, and a seat that could not pay cannot later in that
        round (its money and the Captains' whale counts only change by buying). A four-seat
        log said "Ana cannot afford any of the whales for sale." six times at one
        homecoming."""
        said: set[int] | None = None  # read from `earlier` only when needed
        out: list[tuple[ev.Event, Msg]] = []
        i = 0
        while i < len(events):
            e = events[i]
            j = i + 1
            if isinstance(e, ev.ShipHome):
                i = j
                continue
            if isinstance(e, _ROUND_STARTS):
                said = set()
            if isinstance(e, ev.BuyerPassed) and e.automatic:
                if said is None:
                    said = _said_cannot_buy(earlier)
                if e.seat in said:
                    i = j
                    continue
                said.add(e.seat)
            if isinstance(e, ev.WhaleKept):
                while j < len(events) and _kept_by(events[j], e.seat):
                    j += 1
                m = self.message(e) if j == i + 1 else self.kept_all(e.seat, j - i)
            elif isinstance(e, ev.EndSale):
                while j < len(events) and _free_sale_by(events[j], e.seat):
                    j += 1
                m = self.message(e)
            else:
                m = self.message(e)
            out.append((e, m))
            i = j
        return out

    def kept_all(self, seat: int, n: int) -> Msg:
        """A Captain keeps all `n` whales his ship brought home."""
        if n == 2:
            return msg("event.whales_kept_two", seat=self.who(seat))
        return msg("event.whales_kept", seat=self.who(seat), n=n)

    def message(self, e: ev.Event) -> Msg:
        w = self.who
        money = words.money
        if isinstance(e, ev.GameStarted):
            # the seats as this describer names them (an AI seat's in the language shown)
            seats = tuple(self.names) if len(self.names) == len(e.seats) else tuple(e.seats)
            return msg("event.game_started", seed=e.seed, seats=seats)
        if isinstance(e, ev.BuildingOrderSet):
            return msg("event.building_order", buildings=tuple(self.space(b) for b in e.order))
        if isinstance(e, ev.StartingGoodsTaken):
            goods = words.amounts_said(e.lumber, e.food, e.brick, e.money)
            return msg("event.starting_goods", seat=w(e.seat), goods=goods)
        if isinstance(e, ev.RoundStarted):
            order = tuple(w(s) for s in e.order)
            return msg("event.round_started", round=e.round, order=order)
        if isinstance(e, ev.GoodsBought):
            amount = words.amount(e.good, e.amount)
            return msg("event.goods_bought", seat=w(e.seat), amount=amount, price=money(e.price))
        if isinstance(e, ev.WorkerPlaced):
            return msg(
                "event.worker_placed",
                seat=w(e.seat),
                space=self.space(e.space),
                inn=msg("event.placed_inn") if e.inn else "",
                repeat=msg("event.placed_repeat", space=self.space(e.repeat)) if e.repeat else "",
                bonus=msg("event.placed_bonus") if e.bonus else "",
            )
        if isinstance(e, ev.FeePaid):
            building = self.space(e.building)
            if e.payer is None:
                return msg(
                    "event.fee_from_supply",
                    payee=w(e.payee),
                    amount=money(e.amount),
                    building=building,
                )
            return msg(
                "event.fee_paid",
                payer=w(e.payer),
                amount=money(e.amount),
                payee=w(e.payee),
                building=building,
            )
        if isinstance(e, ev.GoodsGained):
            goods = words.amounts_said(e.lumber, e.food, e.brick, e.money)
            return msg("event.goods_gained", seat=w(e.seat), goods=goods)
        if isinstance(e, ev.GoodsSpent):
            goods = words.amounts_said(e.lumber, e.food, e.brick, e.money)
            return msg("event.goods_spent", seat=w(e.seat), goods=goods)
        if isinstance(e, ev.BuildingBuilt):
            return msg("event.built", seat=w(e.seat), building=self.space(e.building))
        if isinstance(e, ev.PostOfficeTaken):
            return msg(
                "event.post_office",
                seat=w(e.seat),
                building=self.space("post_office"),
                owner=w(e.from_seat),
            )
        if isinstance(e, ev.ShipPrepared):
            return msg("event.ship_prepared", ship=self.ship(e.seat, e.ship))
        if isinstance(e, ev.ShipLaunched):
            return msg("event.ship_launched", ship=self.ship(e.seat, e.ship), space=e.space)
        if isinstance(e, ev.ShipMoved):
            ship = self.ship(e.seat, e.ship)
            if e.to_space == 0:
                return msg("event.ship_moved_home", ship=ship, start=e.from_space)
            return msg("event.ship_moved", ship=ship, start=e.from_space, end=e.to_space)
        if isinstance(e, ev.InnStarted):
            return msg("event.inn_started", seat=w(e.seat))
        if isinstance(e, ev.SeaTokensRemoved):
            return msg("event.sea_removed", seat=w(e.seat), tokens=self.whales(e.tokens))
        if isinstance(e, ev.WhalesRendered):
            return msg(
                "event.rendered",
                seat=w(e.seat),
                whales=self.whales(e.tokens),
                building=self.space("tryworks"),
            )
        if isinstance(e, ev.ShipReturning):
            ship = self.ship(e.seat, e.ship)
            if not e.tokens:
                return msg("event.ship_returning_empty", ship=ship)
            return msg("event.ship_returning", ship=ship, cargo=self.whales(e.tokens))
        if isinstance(e, ev.LayPaid):
            return msg(
                "event.lay_paid", seat=w(e.seat), lay=money(e.amount), token=self.token(e.token)
            )
        if isinstance(e, ev.WhaleKept):
            return msg("event.whale_kept", seat=w(e.seat), token=self.token(e.token))
        if isinstance(e, ev.WhaleSold):
            if e.money == 0 and e.seat in self.captains:
                return msg("event.whale_sold_captain", seat=w(e.seat), token=self.token(e.token))
            return msg(
                "event.whale_sold", seat=w(e.seat), token=self.token(e.token), money=money(e.money)
            )
        if isinstance(e, ev.WhaleBought):
            if e.price == 0:
                captain = e.seat in self.captains
                key = "event.whale_bought_captain" if captain else "event.whale_free"
                return msg(key, seat=w(e.seat), token=self.token(e.token))
            return msg(
                "event.whale_bought",
                seat=w(e.seat),
                token=self.token(e.token),
                price=money(e.price),
            )
        if isinstance(e, ev.BuyerPassed):
            if not e.automatic:
                return msg("event.buyer_passes", seat=w(e.seat))
            # a Captain buys free, so only his whale limit stops him; a player, the lay
            key = "event.buyer_at_limit" if e.seat in self.captains else "event.buyer_cannot"
            return msg(key, seat=w(e.seat))
        if isinstance(e, ev.WhalesRemoved):
            return msg("event.whales_removed", tokens=self.whales(e.tokens))
        if isinstance(e, ev.ShipHome):
            return msg("event.ship_home", ship=self.ship(e.seat, e.ship))
        if isinstance(e, ev.TokensToBag):
            return msg("event.tokens_to_bag", n=len(e.tokens))
        if isinstance(e, ev.TokensDrawn):
            return msg("event.tokens_drawn", tokens=self.whales(e.tokens))
        if isinstance(e, ev.WhaleTaken):
            ship = self.ship(e.seat, e.ship)
            return msg("event.whale_taken", ship=ship, token=self.token(e.token))
        if isinstance(e, ev.PickPassed):
            key = "event.pick_cannot" if e.automatic else "event.pick_passes"
            return msg(key, ship=self.ship(e.seat, e.ship))
        if isinstance(e, ev.IncomeGained):
            return msg(
                "event.income",
                seat=w(e.seat),
                amount=money(e.amount),
                building=self.space(e.building),
            )
        if isinstance(e, ev.RoundEnded):
            return msg("event.round_ended", round=e.round)
        if isinstance(e, ev.PhaseStarted):
            if e.phase in _PHASES:
                return msg(f"event.phase_{e.phase}")
            return msg("event.phase", phase=e.phase)
        if isinstance(e, ev.DieRolled):
            return msg("event.die_rolled", seat=w(e.seat), value=e.value)
        if isinstance(e, ev.HelmMoved):
            return msg(
                "event.helm_moved",
                seat=w(e.seat),
                start=e.from_position + 1,
                end=e.to_position + 1,
            )
        if isinstance(e, ev.FallbackDrawn):
            if e.ship is None:
                return msg("event.fallback_back", seat=w(e.seat), token=self.token(e.token))
            return msg(
                "event.fallback_ship",
                seat=w(e.seat),
                token=self.token(e.token),
                ship=words.his_ship(e.ship),  # a Captain's: "onto his small ship"
            )
        if isinstance(e, ev.EndSale):
            return msg(
                "event.end_sale", seat=w(e.seat), n=len(e.tokens), whales=self.whales(e.tokens)
            )
        if isinstance(e, ev.GameEnded):
            return msg(
                "event.game_ended" if len(e.winners) == 1 else "event.game_ended.tie",
                winners=words.listing([w(s) for s in e.winners]),
            )
        return msg("event.unknown", event=repr(e))  # pragma: no cover


#: the events that start a buying round: a seat's whales for sale (RULES.md 6.4)
_ROUND_STARTS = (ev.WhaleSold, ev.EndSale)


def _said_cannot_buy(earlier: Iterable[Sequence[ev.Event]]) -> set[int]:
    """The seats already said to buy nothing in the buying round the moves `earlier` (newest
    first) end in: their automatic passes since the round's last sale."""
    said: set[int] = set()
    for move in earlier:
        for e in reversed(move):
            if isinstance(e, _ROUND_STARTS):
                return said
            if isinstance(e, ev.BuyerPassed) and e.automatic:
                said.add(e.seat)
    return said


def _kept_by(e: ev.Event, seat: int) -> bool:
    return isinstance(e, ev.WhaleKept) and e.seat == seat


def _free_sale_by(e: ev.Event, seat: int) -> bool:
    return isinstance(e, ev.WhaleSold) and e.seat == seat and e.money == 0


def score_sheet_text(sheet: ScoreSheet, names: Sequence[str]) -> str:
    """A fixed-width score sheet."""
    head = f"{'seat':<14}{'whales':>7}{'bldgs':>7}{'bonus':>7}{'money':>7}{'total':>7}"
    lines = [head, "-" * len(head)]
    for r in sheet.rows:
        mark = " *" if r.seat in sheet.winners else ""
        lines.append(
            f"{names[r.seat][:13]:<14}{r.whales:>7}{r.buildings:>7}{r.bonuses:>7}"
            f"{r.money:>7}{r.total:>7}{mark}"
        )
    how = {
        "score": "highest score",
        "whales": "tie broken by most whale tokens",
        "money": "tie broken by money left over",
        "shared": "a shared victory",
        "captain_tie": "a tie goes to the Captain",
    }[sheet.decided_by]
    lines.append(f"Winner: {' and '.join(names[s] for s in sheet.winners)} ({how}).")
    return "\n".join(lines)
