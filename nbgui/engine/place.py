"""Worker placement: which placements are legal, why one is refused, and performing it.

One space-level check (`space_context`) settles availability, fees, Turner's Mill's repeated
action and the first-worker bonus; the action's effect (`nbgui.engine.effects`, one module per
family) then checks the sub-choices, lists them and performs them. Captains pay and collect
nothing (RULES.md 10.4): for them costs are ignored and gains are not paid, but the board changes
(buildings, ships, tokens, blocked spaces) happen exactly as for a human.

Speed: `legal_commands` runs on every simulated step. The effects are found by one dict look-up
(`EFFECTS[ctx.effect]`); they hand out shared `Place` objects and read per-Rules constants from
`rules_tables`, computed once per `Rules` object.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from nbgui.engine.commands import Command, Place
from nbgui.engine.effects import EFFECTS
from nbgui.engine.effects.base import Options, SpaceContext, shared_place
from nbgui.engine.effects.tables import (
    BuildChoice,
    RulesTables,
    discount_options,
    rules_tables,
)
from nbgui.engine.errors import RuleError
from nbgui.engine.events import NO_EVENTS, Event, FeePaid, WorkerPlaced
from nbgui.engine.state import GameState
from nbgui.text import Term, words

_BIG = 10**9

__all__ = [
    "BuildChoice",
    "RulesTables",
    "SpaceContext",
    "candidate_spaces",
    "check_in_context",
    "check_place",
    "discount_options",
    "fill_place_options",
    "perform_place",
    "place_options",
    "place_worker",
    "rules_tables",
    "space_context",
    "space_name",
    "try_space_context",
]


def space_name(state: GameState, space: str) -> str:
    """The English display name of a space or building id."""
    if space in state.rules.spaces:
        return state.rules.spaces[space].name.en
    if space in state.rules.buildings:
        return state.rules.buildings[space].name.en
    return space


def space_context(
    state: GameState,
    seat_index: int,
    space: str,
    inn: bool,
    occupied: set[str] | None = None,
    tables: RulesTables | None = None,
) -> SpaceContext:
    """Check that `space` can take a worker of `seat_index` now; return its context.

    `occupied` (the spaces holding a worker) and `tables` (`rules_tables(state.rules)`) save
    recomputing them when the caller already has them.
    """
    ctx = _space_context(state, seat_index, space, inn, occupied, tables, True)
    assert ctx is not None
    return ctx


def try_space_context(
    state: GameState,
    seat_index: int,
    space: str,
    inn: bool,
    occupied: set[str] | None = None,
    tables: RulesTables | None = None,
) -> SpaceContext | None:
    """`space_context`, or None where it would refuse (no exception, no sentence)."""
    return _space_context(state, seat_index, space, inn, occupied, tables, False)


def _space_context(
    state: GameState,
    seat_index: int,
    space: str,
    inn: bool,
    occupied: set[str] | None,
    tables: RulesTables | None,
    strict: bool,
) -> SpaceContext | None:
    """`space_context`; when `space` cannot take the worker, raise the refusal if `strict`,
    else return None (listing the legal placements builds no exception and no sentence)."""
    rules = state.rules
    seat = state.seats[seat_index]
    captain = seat.kind == "captain"
    if tables is None:
        tables = rules_tables(rules)
    if space in tables.board_set:  # the fast path: no fee, no refusal
        effect = tables.effects[space]
        if occupied is None:
            bonus = True
            for _, sp in state.placements:  # `state.is_first_on(space)`, inlined
                if sp == space:
                    bonus = False
                    break
        else:
            bonus = space not in occupied
        if captain:
            return SpaceContext(
                seat_index, seat, True, space, space, effect, bonus, (), _BIG, _BIG, _BIG, _BIG
            )
        return SpaceContext(
            seat_index,
            seat,
            False,
            space,
            space,
            effect,
            bonus,
            (),
            seat.lumber,
            seat.food,
            seat.brick,
            seat.money,
        )
    building = rules.buildings.get(space)
    owner = state.owner.get(space)
    if building is None or (owner is None and space not in state.unbuilt):
        if not strict:
            return None
        raise RuleError("unknown_space", space=space)
    if inn or owner is None or building.kind == "victory" or space in state.used_buildings:
        if not strict:
            return None
        name = Term(building.name.en)
        if inn:
            raise RuleError("inn_town_only")
        if owner is None:
            raise RuleError("not_built", building=name)
        if building.kind == "victory":
            raise RuleError("no_action", building=name)
        raise RuleError("space_taken", building=name)
    effect = building.effect
    fees: list[tuple[int | None, int, str]]
    if owner != seat_index:
        fees = [(owner, rules.game.fee, space)]
    elif EFFECTS[effect].owner_may_use:
        fees = []
    else:
        if not strict:
            return None
        raise RuleError("own_post_office", building=Term(building.name.en))
    action = space
    if effect == "repeat_captain":  # Turner's Mill (RULES.md 10.9)
        last = state.last_captain_place
        if captain or last is None:
            if not strict:
                return None
            if captain:
                raise RuleError("captain_turners_mill", building=Term(building.name.en))
            raise RuleError("no_captain_action")
        action = last.action_space
        fees.append((None, building.surcharge, space))
        if action in tables.board_set:
            effect = tables.effects[action]
        else:
            repeated = EFFECTS[rules.buildings[action].effect]
            rowner = state.owner.get(action)
            # the Inn may be repeated (RULES.md 10.9); the Post Office not by its owner
            if (
                not repeated.repeatable
                or rowner is None
                or (rowner == seat_index and not repeated.owner_may_use)
            ):
                if not strict:
                    return None
                if not repeated.repeatable:
                    raise RuleError(
                        "cannot_repeat",
                        mill=Term(building.name.en),
                        building=words.place(rules, action),
                    )
                if rowner is None:
                    raise RuleError("not_built", building=words.place(rules, action))
                raise RuleError("own_post_office", building=words.place(rules, action))
            if rowner != seat_index:
                fees.append((rowner, rules.game.fee, action))
            effect = repeated.name
    if captain:
        return SpaceContext(
            seat_index, seat, True, space, action, effect, False, fees, _BIG, _BIG, _BIG, _BIG
        )
    upfront = 0
    for fee in fees:
        upfront += fee[1]
    if seat.money < upfront:
        if not strict:
            return None
        raise RuleError(
            "not_enough_money",
            variant="fee_unaffordable",
            space=Term(building.name.en),
            cost=words.money(upfront),
            have=words.money(seat.money),
        )
    return SpaceContext(
        seat_index,
        seat,
        False,
        space,
        action,
        effect,
        False,
        fees,
        seat.lumber,
        seat.food,
        seat.brick,
        seat.money - upfront,
    )


def _given_fields(cmd: Place) -> set[str]:
    given = set()
    if cmd.bonus is not None:
        given.add("bonus")
    if cmd.build is not None:
        given.add("build")
    if cmd.discount:
        given.add("discount")
    if any(cmd.sell):
        given.add("sell")
    if cmd.ship is not None:
        given.add("ship")
    if cmd.to is not None:
        given.add("to")
    if cmd.take is not None:
        given.add("take")
    return given


def check_place(state: GameState, seat_index: int, cmd: Place, inn: bool) -> SpaceContext:
    """Raise `RuleError` unless `cmd` is a legal placement for `seat_index`; return its context."""
    ctx = space_context(state, seat_index, cmd.space, inn)
    check_in_context(state, ctx, cmd)
    return ctx


def check_in_context(state: GameState, ctx: SpaceContext, cmd: Place) -> None:
    """`check_place` once the space has given its context (`space_context` for `cmd.space`, or
    `try_space_context` when it did not return None): the rest of the checks, the same ones.
    The playout policy checks several commands of one space against one context."""
    mill = rules_tables(state.rules).effect_of.get(cmd.space) == "repeat_captain"
    if (cmd.repeat is not None) != (mill or ctx.action != ctx.space):
        raise RuleError("bad_repeat", mill=_mill(state, cmd.space))
    if cmd.repeat is not None and cmd.repeat != ctx.action:
        raise RuleError(
            "bad_repeat",
            variant="repeat_last",
            mill=_mill(state, cmd.space),
            space=words.place(state.rules, ctx.action),
        )
    effect = EFFECTS[ctx.effect]
    extra = _given_fields(cmd) - effect.fields
    if extra:
        raise RuleError(
            "invalid_argument",
            space=words.place(state.rules, ctx.action),
            fields=tuple(sorted(extra)),
        )
    effect.check(state, ctx, cmd)


def candidate_spaces(state: GameState, inn: bool, tables: RulesTables | None = None) -> list[str]:
    """Every space a worker might go to now, in a stable order (board spaces, then buildings
    in the order they were built)."""
    tables = tables or rules_tables(state.rules)
    if inn:
        return list(tables.board_spaces)
    action = tables.action_buildings
    used = state.used_buildings
    return [*tables.board_spaces, *(b for b in state.built if b in action and b not in used)]


def place_options(state: GameState, seat_index: int, inn: bool) -> list[Place]:
    """Every legal placement for `seat_index`, in a stable order (`candidate_spaces`'s)."""
    out: list[Command] = []
    fill_place_options(state, seat_index, inn, out, [])
    return cast(list[Place], out)  # only placements are listed


def fill_place_options(
    state: GameState,
    seat_index: int,
    inn: bool,
    out: list[Command],
    starts: list[int],
    tables: RulesTables | None = None,
) -> None:
    """`place_options`, appended to `out`; the index in `out` where each space's commands
    begin is appended to `starts` (spaces without a legal command have none). `tables`:
    `rules_tables(state.rules)`, when the caller has it."""
    if tables is None:
        tables = rules_tables(state.rules)
    last = _last_listers
    _, lead, board, buildings = (
        last if last is not None and last[0] is tables else _listers(tables)
    )
    seat = state.seats[seat_index]
    occupied: set[str] = set()
    add = occupied.add
    for _, space in state.placements:  # a loop, not a comprehension: no frame of its own (3.11)
        add(space)
    mark = starts.append
    # The board spaces never refuse a worker (no fee): one context serves them all, changed
    # per space (the effects only read it).
    if seat.kind == "captain":
        ctx = SpaceContext(seat_index, seat, True, "", "", "", False, (), _BIG, _BIG, _BIG, _BIG)
    else:
        ctx = SpaceContext(
            seat_index, seat, False, "", "", "", False, (), seat.lumber, seat.food, seat.brick,
            seat.money,
        )  # fmt: skip
    for bare in lead:  # the board's first spaces: the bare `place <space>` for everyone
        mark(len(out))
        out.append(bare)
    for space, effect, options, bare in board:
        if options is None:
            mark(len(out))
            out.append(bare)
            continue
        ctx.space = ctx.action = space
        ctx.effect = effect
        ctx.bonus = space not in occupied
        found = options(state, ctx, tables, space, None)
        if found:
            mark(len(out))
            out.extend(found)
    if inn or not state.built:
        return
    used = state.used_buildings
    owners = state.owner
    fee = state.rules.game.fee
    captain = ctx.captain
    money = ctx.money
    ctx.bonus = False
    for space in state.built:
        known = buildings.get(space)  # None: a victory building
        if known is None or space in used:
            continue
        effect, options, owner_may_use = known
        if options is None:  # Turner's Mill: the whole check
            here = _space_context(state, seat_index, space, False, occupied, tables, False)
            if here is not None:
                repeat = here.action if here.action != space else None
                found = EFFECTS[here.effect].options(state, here, tables, space, repeat)
                if found:
                    mark(len(out))
                    out.extend(found)
            continue
        # What `_space_context` decides for any other built action building: its owner pays
        # no fee (and may not use the Post Office), anyone else pays `fee` up front.
        if owners[space] == seat_index:
            if not owner_may_use:
                continue
            ctx.money = money
        elif captain:
            ctx.money = money
        elif money >= fee:
            ctx.money = money - fee
        else:
            continue
        ctx.space = ctx.action = space
        ctx.effect = effect
        found = options(state, ctx, tables, space, None)
        if found:
            mark(len(out))
            out.extend(found)


Lister = Callable[[GameState, SpaceContext, RulesTables, str, "str | None"], Options]
#: The board spaces in order as (space, effect id, the effect's `options` or None when the only
#: command is the bare `place <space>` for everyone, that bare command).
Board = tuple[tuple[str, str, Lister | None, Place], ...]
#: The action buildings as id: (effect id, the effect's `options`, whether its owner may use
#: it); Turner's Mill's `options` is None (its listing needs the whole check).
Buildings = dict[str, tuple[str, Lister | None, bool]]
#: Per RulesTables (kept to check the id): the bare commands of the board's leading spaces
#: whose only command is the bare one (the Farm, the Forest), the rest of the board, and the
#: buildings' listers.
Listers = tuple[RulesTables, tuple[Place, ...], Board, Buildings]
_LISTERS: dict[int, Listers] = {}
_last_listers: Listers | None = None


def _listers(tables: RulesTables) -> Listers:
    global _last_listers
    last = _last_listers
    if last is not None and last[0] is tables:
        return last
    found = _LISTERS.get(id(tables))
    if found is None or found[0] is not tables:
        if len(_LISTERS) > 16:  # test suites load a few Rules objects; keep this bounded
            _LISTERS.clear()
        board = tuple(
            (
                space,
                tables.effects[space],
                None if space in tables.plain_spaces else EFFECTS[tables.effects[space]].options,
                shared_place(space),
            )
            for space in tables.board_spaces
        )
        plain = 0
        while plain < len(board) and board[plain][2] is None:
            plain += 1
        lead = tuple(entry[3] for entry in board[:plain])
        buildings: Buildings = {}
        for space in tables.action_buildings:
            rule = EFFECTS[tables.effect_of[space]]
            mill = rule.name == "repeat_captain"
            buildings[space] = (rule.name, None if mill else rule.options, rule.owner_may_use)
        found = _LISTERS[id(tables)] = (tables, lead, board[plain:], buildings)
    _last_listers = found
    return found


def place_worker(
    state: GameState, seat_index: int, cmd: Place, inn: bool, events: list[Event]
) -> None:
    """`perform_place` of the already checked `cmd` in its space's context (`space_context`):
    what `apply` does with a placement."""
    tables = rules_tables(state.rules)
    ctx = _space_context(state, seat_index, cmd.space, inn, None, tables, True)
    assert ctx is not None
    perform_place(state, ctx, cmd, inn, events, tables)


def perform_place(
    state: GameState,
    ctx: SpaceContext,
    cmd: Place,
    inn: bool,
    events: list[Event],
    tables: RulesTables | None = None,
) -> None:
    """Put the worker on its space and carry out the action (the command is already checked).
    `tables`: `rules_tables(state.rules)`, when the caller has it."""
    seat_index = ctx.seat_index
    seat = ctx.seat
    if events is not NO_EVENTS:
        events.append(WorkerPlaced(seat_index, cmd.space, cmd.repeat, ctx.bonus, inn))
    state.placements.append((seat_index, cmd.space))
    if tables is None:
        tables = rules_tables(state.rules)
    if cmd.space not in tables.board_set:
        state.used_buildings.add(cmd.space)
    for payee, amount, building in ctx.fees:
        to_human = payee is not None and not state.seats[payee].is_captain
        if not ctx.captain:
            seat.money -= amount
        if to_human:
            assert payee is not None
            state.seats[payee].money += amount
        if to_human or not ctx.captain:
            events.append(
                FeePaid(
                    None if ctx.captain else seat_index,
                    payee if to_human else None,
                    amount,
                    building,
                )
            )
    EFFECTS[ctx.effect].perform(state, ctx, cmd, events)
    seat.workers_left -= 1
    seat.placed_this_round += 1
    state.purchase_used = False
    if ctx.captain:
        state.last_captain_place = cmd
        seat.rolled = False


def _mill(state: GameState, space: str) -> Term | str:
    """Turner's Mill's name (the building whose effect is `repeat_captain`)."""
    rules = state.rules
    if rules_tables(rules).effect_of.get(space) != "repeat_captain":
        mills = (b for b, bd in rules.buildings.items() if bd.effect == "repeat_captain")
        space = next(mills, space)
    return words.place(rules, space)
