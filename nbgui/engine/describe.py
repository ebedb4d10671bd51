"""Plain-English sentences for events and score sheets (the log, `replay`, bug reports).

The Qt log translates these through its own catalogue; this module is the English source.
"""

from __future__ import annotations

from collections.abc import Sequence

from nbgui.content.models import Rules
from nbgui.engine import events as ev
from nbgui.engine.scoring import ScoreSheet

_WHALES = {"R": "right whale", "B": "bowhead", "S": "sperm whale", "E": "empty sea"}


def token_text(token: str) -> str:
    """>>> token_text("B7")
    'bowhead B7'
    """
    return f"{_WHALES.get(token[:1], 'token')} {token}"


def _amounts(lumber: int, food: int, brick: int, money: int) -> str:
    parts = []
    if money:
        parts.append(f"${money}")
    for n, name in ((lumber, "lumber"), (food, "food"), (brick, "brick")):
        if n:
            parts.append(f"{n} {name}")
    return ", ".join(parts) if parts else "nothing"


class Describer:
    """Turns events into sentences, knowing the seat and building names of one game."""

    def __init__(self, names: Sequence[str], rules: Rules) -> None:
        self.names = list(names)
        self.rules = rules

    def who(self, seat: int | None) -> str:
        return "the supply" if seat is None else self.names[seat]

    def space(self, space: str) -> str:
        if space in self.rules.spaces:
            return self.rules.spaces[space].name.en
        if space in self.rules.buildings:
            return self.rules.buildings[space].name.en
        return space

    def ship(self, seat: int, ship: int) -> str:
        return f"{self.names[seat]}'s {'small' if ship == 1 else 'large'} ship"

    def __call__(self, e: ev.Event) -> str:
        w = self.who
        if isinstance(e, ev.GameStarted):
            return f"New game (seed {e.seed}): {', '.join(e.seats)}."
        if isinstance(e, ev.BuildingOrderSet):
            return "Building setup order: " + ", ".join(self.space(b) for b in e.order) + "."
        if isinstance(e, ev.StartingGoodsTaken):
            return f"{w(e.seat)} starts with {_amounts(e.lumber, e.food, e.brick, e.money)}."
        if isinstance(e, ev.RoundStarted):
            return f"Round {e.round} begins. Order: {', '.join(w(s) for s in e.order)}."
        if isinstance(e, ev.GoodsBought):
            return f"{w(e.seat)} buys {e.amount} {e.good} for ${e.price}."
        if isinstance(e, ev.WorkerPlaced):
            where = self.space(e.space)
            if e.repeat:
                where += f" (repeating the {self.space(e.repeat)})"
            bonus = " and takes the first-worker bonus" if e.bonus else ""
            inn = " again (Inn)" if e.inn else ""
            return f"{w(e.seat)} places a worker{inn} on the {where}{bonus}."
        if isinstance(e, ev.FeePaid):
            if e.payer is None:
                b = self.space(e.building)
                return f"{w(e.payee)} receives ${e.amount} from the supply for the {b}."
            return (
                f"{w(e.payer)} pays ${e.amount} to {w(e.payee)} for the {self.space(e.building)}."
            )
        if isinstance(e, ev.GoodsGained):
            return f"{w(e.seat)} gains {_amounts(e.lumber, e.food, e.brick, e.money)}."
        if isinstance(e, ev.GoodsSpent):
            return f"{w(e.seat)} pays {_amounts(e.lumber, e.food, e.brick, e.money)}."
        if isinstance(e, ev.BuildingBuilt):
            return f"{w(e.seat)} builds the {self.space(e.building)}."
        if isinstance(e, ev.PostOfficeTaken):
            return f"{w(e.seat)} takes the Post Office from {w(e.from_seat)}."
        if isinstance(e, ev.ShipPrepared):
            return f"{self.ship(e.seat, e.ship)} is prepared on the dock."
        if isinstance(e, ev.ShipLaunched):
            return f"{self.ship(e.seat, e.ship)} is launched to space {e.space}."
        if isinstance(e, ev.ShipMoved):
            dest = "Return" if e.to_space == 0 else f"space {e.to_space}"
            return f"{self.ship(e.seat, e.ship)} moves from space {e.from_space} to {dest}."
        if isinstance(e, ev.InnStarted):
            return f"Inn step: {w(e.seat)} picks up both workers to place them again."
        if isinstance(e, ev.SeaTokensRemoved):
            return f"{w(e.seat)} removes {len(e.tokens)} empty-sea token(s) from the game."
        if isinstance(e, ev.WhalesRendered):
            whales = ", ".join(token_text(t) for t in e.tokens)
            return f"{w(e.seat)} renders {whales} at the Tryworks."
        if isinstance(e, ev.ShipReturning):
            cargo = ", ".join(token_text(t) for t in e.tokens) or "no whales"
            return f"{self.ship(e.seat, e.ship)} comes home with {cargo}."
        if isinstance(e, ev.LayPaid):
            return f"{w(e.seat)} pays the ${e.amount} lay of the {token_text(e.token)}."
        if isinstance(e, ev.WhaleKept):
            return f"{w(e.seat)} keeps the {token_text(e.token)}."
        if isinstance(e, ev.WhaleSold):
            return f"{w(e.seat)} sells the {token_text(e.token)} for ${e.money}."
        if isinstance(e, ev.WhaleBought):
            return f"{w(e.seat)} buys the {token_text(e.token)} for ${e.price}."
        if isinstance(e, ev.BuyerPassed):
            return f"{w(e.seat)} {'cannot buy' if e.automatic else 'passes'}."
        if isinstance(e, ev.WhalesRemoved):
            return (
                "Unsold whales leave the game: " + ", ".join(token_text(t) for t in e.tokens) + "."
            )
        if isinstance(e, ev.ShipHome):
            return f"{self.ship(e.seat, e.ship)} is back in port."
        if isinstance(e, ev.TokensToBag):
            return f"{len(e.tokens)} token(s) from beside the track go back into the bag."
        if isinstance(e, ev.TokensDrawn):
            return "Drawn from the bag: " + ", ".join(token_text(t) for t in e.tokens) + "."
        if isinstance(e, ev.WhaleTaken):
            return f"{self.ship(e.seat, e.ship)} takes the {token_text(e.token)}."
        if isinstance(e, ev.PickPassed):
            why = "can take nothing" if e.automatic else "passes"
            return f"{self.ship(e.seat, e.ship)} {why}."
        if isinstance(e, ev.IncomeGained):
            return f"{w(e.seat)} collects ${e.amount} from the {self.space(e.building)}."
        if isinstance(e, ev.RoundEnded):
            return f"Round {e.round} ends."
        if isinstance(e, ev.PhaseStarted):
            names = {"movement": "Movement", "whaling": "Whaling", "final": "Final returns"}
            return f"{names.get(e.phase, e.phase)} phase."
        if isinstance(e, ev.DieRolled):
            return f"{w(e.seat)} rolls the course die: {e.value}."
        if isinstance(e, ev.HelmMoved):
            return (
                f"{w(e.seat)}'s Helm moves from space {e.from_position + 1} to {e.to_position + 1}."
            )
        if isinstance(e, ev.FallbackDrawn):
            if e.ship is None:
                return f"{w(e.seat)} draws the {token_text(e.token)} and puts it back in the bag."
            return f"{w(e.seat)} draws the {token_text(e.token)} onto {self.ship(e.seat, e.ship)}."
        if isinstance(e, ev.EndSale):
            return f"{w(e.seat)} sells {len(e.tokens)} whale(s) beyond the ones kept."
        if isinstance(e, ev.GameEnded):
            return "Game over. Winner: " + " and ".join(w(s) for s in e.winners) + "."
        return repr(e)  # pragma: no cover


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
