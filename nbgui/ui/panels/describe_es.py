"""Spanish sentences for the log: the same events as `nbgui.engine.describe.Describer`, in the
source text's terms (Leña, Comida, Ladrillo, Ballena Franca, Ballena de Groenlandia, Cachalote,
Astillero, Muelle de la Ciudad…). Building and space names come from the rules' ``es`` names.
`describer_for(lang, names, rules)` picks the English or the Spanish one.
"""

from __future__ import annotations

from collections.abc import Sequence

from nbgui.content.models import Rules
from nbgui.engine import events as ev
from nbgui.engine.describe import Describer

_WHALES = {"R": "Ballena Franca", "B": "Ballena de Groenlandia", "S": "Cachalote",
           "E": "mar vacío"}
_GOODS = {"lumber": "Leña", "food": "Comida", "brick": "Ladrillo"}


def token_text_es(token: str) -> str:
    """>>> token_text_es("B7")
    'Ballena de Groenlandia B7'
    """
    return f"{_WHALES.get(token[:1], 'ficha')} {token}"


def _amounts(lumber: int, food: int, brick: int, money: int) -> str:
    parts = []
    if money:
        parts.append(f"{money} $")
    for n, name in ((lumber, "Leña"), (food, "Comida"), (brick, "Ladrillo")):
        if n:
            parts.append(f"{n} de {name}")
    return ", ".join(parts) if parts else "nada"


class DescriberEs(Describer):
    """`Describer` in Spanish."""

    def who(self, seat: int | None) -> str:
        return "la reserva" if seat is None else self.names[seat]

    def space(self, space: str) -> str:
        if space in self.rules.spaces:
            return self.rules.spaces[space].name.es or self.rules.spaces[space].name.en
        if space in self.rules.buildings:
            name = self.rules.buildings[space].name
            return name.es or name.en
        return space

    def ship(self, seat: int, ship: int) -> str:
        return f"el barco {'pequeño' if ship == 1 else 'grande'} de {self.names[seat]}"

    def __call__(self, e: ev.Event) -> str:
        w = self.who
        t = token_text_es
        if isinstance(e, ev.GameStarted):
            return f"Nueva partida (semilla {e.seed}): {', '.join(e.seats)}."
        if isinstance(e, ev.BuildingOrderSet):
            return "Orden de los edificios: " + ", ".join(self.space(b) for b in e.order) + "."
        if isinstance(e, ev.StartingGoodsTaken):
            return f"{w(e.seat)} empieza con {_amounts(e.lumber, e.food, e.brick, e.money)}."
        if isinstance(e, ev.RoundStarted):
            return f"Empieza la ronda {e.round}. Orden: {', '.join(w(s) for s in e.order)}."
        if isinstance(e, ev.GoodsBought):
            good = _GOODS.get(e.good, e.good)
            return f"{w(e.seat)} compra {e.amount} de {good} por {e.price} $."
        if isinstance(e, ev.WorkerPlaced):
            where = self.space(e.space)
            if e.repeat:
                where += f" (repitiendo {self.space(e.repeat)})"
            bonus = " y toma la bonificación del primer trabajador" if e.bonus else ""
            inn = " de nuevo (Posada)" if e.inn else ""
            return f"{w(e.seat)} coloca un trabajador{inn} en {where}{bonus}."
        if isinstance(e, ev.FeePaid):
            b = self.space(e.building)
            if e.payer is None:
                return f"{w(e.payee)} recibe {e.amount} $ de la reserva por {b}."
            return f"{w(e.payer)} paga {e.amount} $ a {w(e.payee)} por {b}."
        if isinstance(e, ev.GoodsGained):
            return f"{w(e.seat)} gana {_amounts(e.lumber, e.food, e.brick, e.money)}."
        if isinstance(e, ev.GoodsSpent):
            return f"{w(e.seat)} paga {_amounts(e.lumber, e.food, e.brick, e.money)}."
        if isinstance(e, ev.BuildingBuilt):
            return f"{w(e.seat)} construye {self.space(e.building)}."
        if isinstance(e, ev.PostOfficeTaken):
            return f"{w(e.seat)} toma la Oficina de Correos de {w(e.from_seat)}."
        if isinstance(e, ev.ShipPrepared):
            return f"{_cap(self.ship(e.seat, e.ship))} se prepara en el muelle."
        if isinstance(e, ev.ShipLaunched):
            return f"{_cap(self.ship(e.seat, e.ship))} zarpa a la casilla {e.space}."
        if isinstance(e, ev.ShipMoved):
            dest = "el Regreso" if e.to_space == 0 else f"la casilla {e.to_space}"
            return (
                f"{_cap(self.ship(e.seat, e.ship))} avanza de la casilla {e.from_space} a {dest}."
            )
        if isinstance(e, ev.InnStarted):
            return f"Paso de la Posada: {w(e.seat)} recoge sus dos trabajadores para colocarlos."
        if isinstance(e, ev.SeaTokensRemoved):
            return f"{w(e.seat)} retira {len(e.tokens)} ficha(s) de mar vacío de la partida."
        if isinstance(e, ev.WhalesRendered):
            whales = ", ".join(t(x) for x in e.tokens)
            return f"{w(e.seat)} procesa {whales} en {self.space('tryworks')}."
        if isinstance(e, ev.ShipReturning):
            cargo = ", ".join(t(x) for x in e.tokens) or "ninguna ballena"
            return f"{_cap(self.ship(e.seat, e.ship))} vuelve a casa con {cargo}."
        if isinstance(e, ev.LayPaid):
            return f"{w(e.seat)} paga la tasa de {e.amount} $ de la {t(e.token)}."
        if isinstance(e, ev.WhaleKept):
            return f"{w(e.seat)} se queda la {t(e.token)}."
        if isinstance(e, ev.WhaleSold):
            return f"{w(e.seat)} vende la {t(e.token)} por {e.money} $."
        if isinstance(e, ev.WhaleBought):
            return f"{w(e.seat)} compra la {t(e.token)} por {e.price} $."
        if isinstance(e, ev.BuyerPassed):
            return f"{w(e.seat)} {'no puede comprar' if e.automatic else 'pasa'}."
        if isinstance(e, ev.WhalesRemoved):
            return "Las ballenas no vendidas salen de la partida: " + ", ".join(
                t(x) for x in e.tokens
            ) + "."
        if isinstance(e, ev.ShipHome):
            return f"{_cap(self.ship(e.seat, e.ship))} está de vuelta en el puerto."
        if isinstance(e, ev.TokensToBag):
            return f"{len(e.tokens)} ficha(s) junto al recorrido vuelven a la bolsa."
        if isinstance(e, ev.TokensDrawn):
            return "Sacadas de la bolsa: " + ", ".join(t(x) for x in e.tokens) + "."
        if isinstance(e, ev.WhaleTaken):
            return f"{_cap(self.ship(e.seat, e.ship))} toma la {t(e.token)}."
        if isinstance(e, ev.PickPassed):
            why = "no puede tomar nada" if e.automatic else "pasa"
            return f"{_cap(self.ship(e.seat, e.ship))} {why}."
        if isinstance(e, ev.IncomeGained):
            return f"{w(e.seat)} cobra {e.amount} $ de {self.space(e.building)}."
        if isinstance(e, ev.RoundEnded):
            return f"Termina la ronda {e.round}."
        if isinstance(e, ev.PhaseStarted):
            names = {"movement": "Fase de movimiento", "whaling": "Fase de caza",
                     "final": "Regresos finales"}
            return f"{names.get(e.phase, e.phase)}."
        if isinstance(e, ev.DieRolled):
            return f"{w(e.seat)} tira el dado de rumbo: {e.value}."
        if isinstance(e, ev.HelmMoved):
            return (
                f"El Timón de {w(e.seat)} pasa de la casilla {e.from_position + 1} "
                f"a la {e.to_position + 1}."
            )
        if isinstance(e, ev.FallbackDrawn):
            if e.ship is None:
                return f"{w(e.seat)} saca la {t(e.token)} y la devuelve a la bolsa."
            return f"{w(e.seat)} saca la {t(e.token)} para {self.ship(e.seat, e.ship)}."
        if isinstance(e, ev.EndSale):
            return f"{w(e.seat)} vende {len(e.tokens)} ballena(s) además de las que conserva."
        if isinstance(e, ev.GameEnded):
            return "Fin de la partida. Gana: " + " y ".join(w(s) for s in e.winners) + "."
        return super().__call__(e)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def describer_for(lang: str, names: Sequence[str], rules: Rules) -> Describer:
    return DescriberEs(names, rules) if lang == "es" else Describer(names, rules)
