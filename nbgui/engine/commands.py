"""Commands: every decision a seat can make, as small frozen values with a text notation.

The notation is the language of logs, saves, golden files and bug reports; `str(cmd)` writes
it and `parse_command` reads it back (``parse_command(str(cmd)) == cmd``). See
`docs/notation.md` for every form with an example.

>>> str(Place("town_hall", build="bank", discount=("brick",)))
'place town_hall build=bank discount=brick'
>>> str(parse_command("place  city_pier to=4 ship=1"))
'place city_pier ship=1 to=4'
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal, get_args

from nbgui.engine.fastinit import fast_frozen_init

Good = Literal["lumber", "food", "brick"]
GOODS: tuple[Good, ...] = ("lumber", "food", "brick")
_GOOD_SET = frozenset(GOODS)


class NotationError(ValueError):
    """A command text that cannot be read (malformed, not merely illegal)."""


@dataclass(frozen=True, slots=True)
class StartGoods:
    """Choose the starting goods and money, worth exactly $5 (`start L1 F1 B1 $1`)."""

    lumber: int
    food: int
    brick: int
    money: int

    def __str__(self) -> str:
        return f"start L{self.lumber} F{self.food} B{self.brick} ${self.money}"


@dataclass(frozen=True, slots=True)
class BuyGoods:
    """The once-per-placement purchase: exactly 2 lumber or 2 food for $3 (`buy food`)."""

    good: Good

    def __str__(self) -> str:
        return f"buy {self.good}"


@dataclass(frozen=True, slots=True)
class Place:
    """Place a worker on a space and perform its action with the sub-choices it needs.

    Only the fields the space uses are set: `bonus` (Warehouse first-worker good), `build` and
    `discount` (Town Hall, Courthouse), `sell` as (lumber, food, brick) counts (General Store,
    Lumber Mill, Market), `ship` and `to` (Dockyard, City Pier, Dry Dock, Wharf, Lighthouse,
    Tryworks, Cooperage), `take` (Tavern: 1 or 2), `repeat` (Turner's Mill: the space repeated).
    """

    space: str
    repeat: str | None = None
    bonus: Good | None = None
    build: str | None = None
    discount: tuple[Good, ...] = ()
    sell: tuple[int, int, int] = (0, 0, 0)
    ship: int | None = None
    to: int | None = None
    take: int | None = None

    def __str__(self) -> str:
        parts = ["place", self.space]
        if self.repeat is not None:
            parts.append(f"repeat={self.repeat}")
        if self.bonus is not None:
            parts.append(f"bonus={self.bonus}")
        if self.build is not None:
            parts.append(f"build={self.build}")
        if self.discount:
            parts.append("discount=" + "+".join(self.discount))
        for good, count in zip(GOODS, self.sell, strict=True):
            if count:
                parts.append(f"{good}={count}")
        if self.ship is not None:
            parts.append(f"ship={self.ship}")
        if self.to is not None:
            parts.append(f"to={self.to}")
        if self.take is not None:
            parts.append(f"take={self.take}")
        return " ".join(parts)

    @property
    def action_space(self) -> str:
        """The space whose action is performed (Turner's Mill performs `repeat`)."""
        return self.repeat if self.repeat is not None else self.space


@dataclass(frozen=True, slots=True)
class Pay:
    """Pay the lay of a whale on a returning ship (`pay R3`)."""

    token: str

    def __str__(self) -> str:
        return f"pay {self.token}"


@dataclass(frozen=True, slots=True)
class Sell:
    """Sell a whale on a returning ship for half its lay (`sell B7`)."""

    token: str

    def __str__(self) -> str:
        return f"sell {self.token}"


@dataclass(frozen=True, slots=True)
class BuyWhale:
    """In a buying round, buy one sold whale for its full lay (`buy R3`)."""

    token: str

    def __str__(self) -> str:
        return f"buy {self.token}"


@dataclass(frozen=True, slots=True)
class Take:
    """In the whaling phase, take a drawn whale onto the picking ship (`take S1`)."""

    token: str

    def __str__(self) -> str:
        return f"take {self.token}"


@dataclass(frozen=True, slots=True)
class Pass:
    """Decline: buy no whale in a buying round, or take no whale when picking (`pass`)."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class Roll:
    """A Captain rolls the course die and moves round its Helm (`roll`)."""

    def __str__(self) -> str:
        return "roll"


@dataclass(frozen=True, slots=True)
class Fallback:
    """Ahab's end of Orders: draw one token from the bag instead of placing (`fallback`).

    `ship` is the ship at sea a drawn whale goes aboard, chosen by the human (`fallback ship=2`);
    without it, the farthest one (the automatic choice).
    """

    ship: int | None = None

    def __str__(self) -> str:
        return "fallback" if self.ship is None else f"fallback ship={self.ship}"


Command = StartGoods | BuyGoods | Place | Pay | Sell | BuyWhale | Take | Pass | Roll | Fallback

for _cls in get_args(Command):
    fast_frozen_init(_cls)  # cheaper construction, same classes (nbgui/engine/fastinit.py)
    # `group`, what kind of move a command is (for a player that picks the kind first, the
    # RandomBot): a placement's space, any other command's class. A class attribute, not a
    # field (equality, hashing, repr and pickles are unchanged); a Place reads it through its
    # `space` slot itself, so `operator.attrgetter("group")` reads every group in C.
    type.__setattr__(_cls, "group", _cls)
type.__setattr__(Place, "group", Place.__dict__["space"])

_TOKEN_RE = re.compile(r"^[RBSE][0-9]{1,3}$")
_START_RE = re.compile(r"^start L(\d{1,2}) F(\d{1,2}) B(\d{1,2}) \$(\d{1,2})$")
_ID_RE = re.compile(r"^[a-z_]{1,40}$")
_INT_RE = re.compile(r"^\d{1,2}$")


def _good(text: str, what: str) -> Good:
    if text not in _GOOD_SET:
        raise NotationError(f"{what} must be lumber, food or brick, not {text!r}")
    return text


def _token(text: str) -> str:
    if not _TOKEN_RE.match(text):
        raise NotationError(f"{text!r} is not a whale token (like R3, B7, S1)")
    return text


def _parse_place(words: list[str]) -> Place:
    if not words or not _ID_RE.match(words[0]):
        raise NotationError("place needs a space, e.g. 'place forest'")
    fields: dict[str, object] = {}
    sell = [0, 0, 0]
    for word in words[1:]:
        key, sep, value = word.partition("=")
        if not sep or not value:
            raise NotationError(f"expected key=value, got {word!r}")
        if key in fields or (key in _GOOD_SET and sell[GOODS.index(key)]):
            raise NotationError(f"{key} is given twice")
        if key == "repeat" or key == "build":
            if not _ID_RE.match(value):
                raise NotationError(f"{key} must be a space or building id, not {value!r}")
            fields[key] = value
        elif key == "bonus":
            fields[key] = _good(value, "bonus")
        elif key == "discount":
            # Canonical order (lumber, food, brick): the same discount has one command.
            goods = (_good(v, "discount") for v in value.split("+"))
            fields[key] = tuple(sorted(goods, key=GOODS.index))
        elif key in _GOOD_SET:
            if not _INT_RE.match(value) or int(value) == 0:
                raise NotationError(f"{key} must be a count from 1 to 99, not {value!r}")
            sell[GOODS.index(key)] = int(value)
        elif key in ("ship", "to", "take"):
            if not _INT_RE.match(value):
                raise NotationError(f"{key} must be a number, not {value!r}")
            fields[key] = int(value)
        else:
            raise NotationError(f"unknown option {key!r}")
    return Place(
        space=words[0],
        repeat=fields.get("repeat"),  # type: ignore[arg-type]
        bonus=fields.get("bonus"),  # type: ignore[arg-type]
        build=fields.get("build"),  # type: ignore[arg-type]
        discount=fields.get("discount", ()),  # type: ignore[arg-type]
        sell=(sell[0], sell[1], sell[2]),
        ship=fields.get("ship"),  # type: ignore[arg-type]
        to=fields.get("to"),  # type: ignore[arg-type]
        take=fields.get("take"),  # type: ignore[arg-type]
    )


def parse_command(text: str) -> Command:
    """Read one command in the notation; raise `NotationError` if it is malformed.

    >>> parse_command("buy food")
    BuyGoods(good='food')
    >>> parse_command("sell B7")
    Sell(token='B7')
    """
    if len(text) > 200:
        raise NotationError("command text is too long")
    line = " ".join(text.strip().split())
    words = line.split(" ")
    verb, args = words[0], words[1:]
    if verb == "start":
        m = _START_RE.match(line)
        if not m:
            raise NotationError("start must look like 'start L1 F1 B1 $1'")
        return StartGoods(*(int(g) for g in m.groups()))
    if verb == "place":
        return _parse_place(args)
    if verb == "fallback" and args:
        key, sep, value = args[0].partition("=")
        if len(args) != 1 or key != "ship" or not sep or not _INT_RE.match(value):
            raise NotationError("fallback takes only ship=N")
        return Fallback(int(value))
    if verb in ("pass", "roll", "fallback"):
        if args:
            raise NotationError(f"{verb} takes no arguments")
        if verb == "pass":
            return Pass()
        return Roll() if verb == "roll" else Fallback()
    if len(args) != 1:
        raise NotationError(f"{verb!r} needs exactly one argument" if verb else "empty command")
    arg = args[0]
    if verb == "buy":
        if arg in _GOOD_SET:
            return BuyGoods(_good(arg, "buy"))
        return BuyWhale(_token(arg))
    if verb == "pay":
        return Pay(_token(arg))
    if verb == "sell":
        return Sell(_token(arg))
    if verb == "take":
        return Take(_token(arg))
    raise NotationError(f"unknown command {verb!r}")
