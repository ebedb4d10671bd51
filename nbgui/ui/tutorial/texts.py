"""The tutorial's sentences: catalogue messages ``tutorial.<step id>`` (`nbgui.text.tutorial`),
said in the interface language.

Every number a step quotes is a parameter (docs/teaching.md, "The tutorial's numbers"): the
rules' numbers from the loaded rules (`rules_params`), the scripted move's own amounts from the
step's command (`move_params`) and the learner's goods from the game as the step is shown
(`learner_params`). What the sentences still write as text is listed in docs/teaching.md.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from nbgui.engine import Place, StartGoods, building_cost, whale_lays
from nbgui.text import words
from nbgui.text.catalog import MESSAGES
from nbgui.text.message import Msg, msg
from nbgui.ui import i18n

if TYPE_CHECKING:
    from nbgui.content.models import Amounts, Rules
    from nbgui.engine import Command, GameState

PREFIX = "tutorial."


def step_text(step_id: str, **params: str) -> str:
    """The sentence of a step in the current language, with its parameters filled in."""
    key = PREFIX + step_id if PREFIX + step_id in MESSAGES else PREFIX + "other"
    return i18n.say(msg(key, **params))


def known_ids() -> set[str]:
    return {k.removeprefix(PREFIX) for k in MESSAGES if k.startswith(PREFIX)}


def _goods(a: Amounts) -> Msg:
    return words.amounts_said(a.lumber, a.food, a.brick, a.money)


def rules_params(rules: Rules) -> dict[str, str]:
    """The rules' numbers the steps quote, from `rules` (every rules number lives in rules/),
    said in the interface language: rounds and workers; money as money (the starting value,
    the goods' worth, the purchase's price, the fee, the General Store's bonus, the Lumber
    Mill's price, the lays, $ per point); goods as goods (the Forest's and the Farm's gain and
    bonus, the purchase, the Dockyard's lumber, the City Pier's discount); whale points as
    points."""
    g = rules.game
    spaces = rules.spaces
    price = rules.buildings["lumber_mill"].sell_price
    forest, farm = spaces["forest"], spaces["farm"]
    first_farm = farm.bonus.goods
    said: dict[str, Msg | str] = {
        "rounds": str(g.rounds),
        "workers": str(g.workers_per_seat),
        "start_value": words.money(g.starting_value),
        "per_point": words.money(g.money_per_point),
        "purchase_price": words.money(g.purchase.price),
        "purchase_lumber": words.amount("lumber", g.purchase.amount),
        "purchase_food": words.amount("food", g.purchase.amount),
        "fee": words.money(g.fee),
        "store_bonus": words.money(spaces["general_store"].bonus.money),
        "mill": words.money(price.lumber if price is not None else 0),
        "forest": _goods(forest.gain),
        "forest_bonus": _goods(forest.bonus.goods) if forest.bonus.goods else "",
        "farm": _goods(farm.gain),
        "farm_first": words.amount("food", farm.gain.food + (first_farm.food if first_farm else 0)),
        "prepare": words.amount("lumber", g.prepare_lumber),
        "prepare_first": words.amount(
            "lumber", max(0, g.prepare_lumber - spaces["dockyard"].bonus.count)),
        "launch_less": words.amount("food", spaces["city_pier"].bonus.count),
    }
    for good, worth in g.goods_value.items():
        said[f"{good}_worth"] = words.money(worth)
    for kind in ("right", "bowhead", "sperm"):
        said[kind] = words.money(rules.whales[kind].lay)
        said[f"{kind}_points"] = msg("unit.points", n=rules.whales[kind].points)
    return {k: v if isinstance(v, str) else i18n.say(v) for k, v in said.items()}


def move_params(rules: Rules, cmd: Command | None) -> dict[str, str]:
    """The scripted move's own amounts, from the step's command: the starting goods taken
    (``{take}``), the goods sold (``{sell}``), the building's cost and what the Town Hall's
    first worker pays of it (``{cost}``, ``{paid}``), the launch's space, its food and its
    whaling rounds (``{to}``, ``{to_food}``, ``{at_sea}``)."""
    said: dict[str, Msg | str] = {}
    if isinstance(cmd, StartGoods):
        said["take"] = words.amounts_said(cmd.lumber, cmd.food, cmd.brick, cmd.money)
    elif isinstance(cmd, Place):
        if any(cmd.sell):
            said["sell"] = words.amounts_said(*cmd.sell, 0)
        if cmd.build is not None and cmd.build in rules.buildings:
            said["cost"] = _goods(rules.buildings[cmd.build].cost)
            paid = building_cost(rules, cmd.build, cmd.discount)
            said["paid"] = words.amounts_said(paid["lumber"], paid["food"], paid["brick"],
                                              paid["money"])
        if cmd.to is not None:
            costs = rules.game.track.food_cost
            said["to"] = str(cmd.to)
            said["to_food"] = words.amount("food", costs[cmd.to - 1] if cmd.to <= len(costs) else 0)
            # a ship moves one space home before each whaling phase (the engine's movement,
            # RULES.md 11.1; not a number of rules/): launched to space N it whales N - 1 times
            said["at_sea"] = msg("tutorial_words.whaling_rounds", n=max(0, cmd.to - 1))
    return {k: v if isinstance(v, str) else i18n.say(v) for k, v in said.items()}


def learner_params(state: GameState) -> dict[str, str]:
    """The learner's position as the step is shown, from the game (the scripted game's facts
    are read, not written into the sentences): the lumber he holds (``{lumber}``), his money
    (``{money}``) and the lays of the whales aboard his ships (``{lays}``)."""
    seat = next((s for s in state.seats if not s.is_captain), None)
    if seat is None:
        return {}
    lay = whale_lays(state.rules)
    lays = sum(lay.get(token[:1], 0) for ship in seat.ships for token in ship.cargo)
    return {"lumber": str(seat.lumber), "money": i18n.say(words.money(seat.money)),
            "lays": i18n.say(words.money(lays))}
