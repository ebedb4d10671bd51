"""Playouts: the fast heuristic policy that plays a game to its end, on a resampled future.

Shared by the hint engine (`nbgui.teach.hints`) and the search player (`nbgui.bots.search`).

**No peeking.** The game's RNG is counter-based and lives in the state (`setup.seed`,
`rng_counter`), and the bag is a list drawn from by index. A plain copy would replay the *real*
future bag draws and die rolls, so `resampled` gives every playout copy another seed and a
canonical (sorted) bag: playouts sample possible futures, never the real one, and nothing they
do depends on the hidden seed or on the bag's hidden order.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from dataclasses import replace

from nbgui.bots.greedy import evaluate
from nbgui.captain.brain import CaptainBrain
from nbgui.content.sha import sha256
from nbgui.engine import (
    GOODS,
    MASK64,
    BuyGoods,
    BuyWhale,
    Command,
    GameState,
    Good,
    Pay,
    Place,
    Roll,
    RuleError,
    RulesTables,
    SpaceContext,
    Take,
    apply_unchecked,
    candidate_spaces,
    check_in_context,
    discount_options,
    legal_commands,
    rules_tables,
    score_row,
    state_to_dict,
    try_space_context,
    whale_lays,
)

#: A position evaluation: (state, seat) → estimated final points of the seat.
Evaluator = Callable[[GameState, int], float]
#: Safety net: no game needs anywhere near this many commands.
MAX_STEPS = 20_000
#: How many random spaces the policy compares with the greedy evaluation (its one-step look).
LOOK = 5


def public_seed(state: GameState) -> int:
    """A 64-bit seed from the public state: the real seed and the bag's order are left out, so
    nothing a search does with it depends on hidden information."""
    public = state_to_dict(state)
    public["bag"] = sorted(state.bag)
    blob = json.dumps(
        {"names": [s.name for s in state.setup.seats], "state": public},
        sort_keys=True,
        separators=(",", ":"),
    )
    # nbgui.content.sha: the same digest as hashlib's without OpenSSL (3.3 MiB, issue 18)
    return int.from_bytes(sha256(blob.encode()).digest()[:8], "big") & MASK64


def _group(cmd: Command) -> str:
    return f"place:{cmd.space}" if isinstance(cmd, Place) else type(cmd).__name__


def diverse(ranked: list[tuple[float, Command]], k: int) -> list[tuple[float, Command]]:
    """The greedy order's best `k`, at most two per space, so a search compares real choices
    (not three Warehouse bonus goods); filled up from the rest if there are fewer spaces."""
    out: list[tuple[float, Command]] = []
    per: dict[str, int] = {}
    rest: list[tuple[float, Command]] = []
    for item in ranked:
        g = _group(item[1])
        if per.get(g, 0) < 2 and len(out) < k:
            out.append(item)
            per[g] = per.get(g, 0) + 1
        else:
            rest.append(item)
    out.extend(rest[: k - len(out)])
    return out


def resampled(state: GameState, seed: int) -> GameState:
    """A copy of `state` whose hidden future (bag draws, die rolls) comes from `seed`."""
    copy = state.clone()
    copy.setup = replace(state.setup, seed=seed)
    # The bag's order is hidden information as much as the seed: draw from a canonical order.
    copy.bag.sort()
    return copy


def margin(state: GameState, seat: int) -> int:
    """`seat`'s score minus the best score among the other seats."""
    totals = [score_row(state, i).total for i in range(len(state.seats))]
    return totals[seat] - max(t for i, t in enumerate(totals) if i != seat)


def rollout(
    state: GameState, first: Command, seed: int, brain: CaptainBrain, look: int = LOOK
) -> float:
    """Apply `first` on a resampled copy of `state` and play to the end; the seat's margin."""
    return float(playout(state, first, seed, brain, look)[0])


def playout(
    state: GameState, first: Command, seed: int, brain: CaptainBrain, look: int = LOOK
) -> tuple[int, int]:
    """Apply `first` on a resampled copy of `state` and play to the end; the acting seat's
    (margin, final score)."""
    seat = state.decision.seat
    assert seat is not None
    sim = resampled(state, seed)
    apply_unchecked(sim, first)
    rng = random.Random(seed)
    for _ in range(MAX_STEPS):
        d = sim.decision
        if d.kind == "over" or d.seat is None:
            break
        if sim.seats[d.seat].is_captain:
            cmd: Command = Roll() if d.kind == "roll" else brain.decide(sim).command
        else:
            cmd = rollout_choice(sim, None, rng, look)
        apply_unchecked(sim, cmd)
    totals = [score_row(sim, i).total for i in range(len(sim.seats))]
    best_other = max(t for i, t in enumerate(totals) if i != seat)
    return totals[seat] - best_other, totals[seat]


def _whale_value(state: GameState, token: str) -> int:
    """Most valuable first: whale kinds ranked by their lay (rules/game.json)."""
    return whale_lays(state.rules).get(token[:1], 0)


def rollout_choice(
    state: GameState,
    legal: list[Command] | None,
    rng: random.Random,
    look: int = LOOK,
    value: Evaluator = evaluate,
) -> Command:
    """The fast human policy used inside rollouts: sensible, cheap and a little random.

    Whales: take and keep the most valuable, buy sold whales it can afford. Placements: spaces
    are tried in a random order and the first one that `validate` accepts is used (launching as
    far out as it can afford, never to space 1), which avoids listing every legal command (the
    General Store alone has dozens). `legal` may be None; it is then listed only when needed.
    `value` is the evaluation of the one-step look (the greedy bot's by default; the search
    player passes its own, `nbgui.bots.evaluation.project`).
    """
    d = state.decision
    if d.kind == "place":
        cmd = _quick_place(state, rng, look, value)
        if cmd is not None:
            return cmd
    if legal is None:
        legal = legal_commands(state)
    if d.kind == "pick":
        takes = [c for c in legal if isinstance(c, Take)]
        return max(takes, key=lambda c: _whale_value(state, c.token)) if takes else legal[-1]
    if d.kind == "return":
        pays = [c for c in legal if isinstance(c, Pay)]
        if pays:
            return max(pays, key=lambda c: _whale_value(state, c.token))
        return legal[0]
    if d.kind == "buy_whale":
        buys = [c for c in legal if isinstance(c, BuyWhale)]
        return max(buys, key=lambda c: _whale_value(state, c.token)) if buys else legal[-1]
    return rng.choice(legal)


def _passes(state: GameState, ctx: SpaceContext, cmd: Place) -> bool:
    """Is this placement legal now, given its space's context? (`check_place` is
    `space_context` and then `check_in_context`: what `validate` runs for a placement.)"""
    try:
        check_in_context(state, ctx, cmd)
    except RuleError:
        return False
    return True


def _quick_place(
    state: GameState, rng: random.Random, look: int, evaluate: Evaluator = evaluate
) -> Command | None:
    """A random acceptable placement (or a goods purchase), or None to fall back."""
    d = state.decision
    seat_index = d.seat
    assert seat_index is not None
    seat = state.seats[seat_index]
    if not state.purchase_used and seat.money >= 6 and rng.random() < 0.25:
        return BuyGoods(rng.choice(("lumber", "food")))  # legal: a player with $3 or more
    tables = rules_tables(state.rules)
    spaces = candidate_spaces(state, d.inn, tables)
    rng.shuffle(spaces)
    occupied = {space for _, space in state.placements}
    found: list[Place] = []
    for space in spaces:
        cmd = _first_try(state, seat_index, space, d.inn, rng, tables, occupied)
        if cmd is not None:
            found.append(cmd)
        if len(found) >= look:
            break
    if len(found) <= 1:
        return found[0] if found else None
    # A one-step look with the greedy bot's evaluation among a few random spaces.
    best, best_value = found[0], float("-inf")
    for cmd in found:
        trial = state.clone()
        apply_unchecked(trial, cmd)
        value = evaluate(trial, seat_index) + 0.3 * rng.random()
        if value > best_value:
            best, best_value = cmd, value
    return best


#: `discount_options` by (lumber, food, brick, goods off): the same few costs again and again.
_DISCOUNTS: dict[tuple[int, int, int, int], list[tuple[Good, ...]]] = {}


def _first_try(
    state: GameState,
    seat_index: int,
    space: str,
    inn: bool,
    rng: random.Random,
    tables: RulesTables,
    occupied: set[str],
) -> Place | None:
    """The first legal one of a few plausible commands for `space`, most wanted first, or None.

    The random draws come first and do not depend on what is legal (a chosen good, the order
    of the buildings tried); then the space's context is made once and each command checked
    against it (`check_in_context`). Commands a cheap test shows the seat cannot pay for (a
    building's goods, a full track space) are skipped unchecked: `check_place` refuses them.
    """
    if space in tables.plain_spaces:
        return Place(space)  # the Farm, the Forest: always legal, as `legal_commands` lists them
    rules = state.rules
    seat = state.seats[seat_index]
    board = rules.spaces.get(space)
    effect = board.effect if board is not None else rules.buildings[space].effect
    if effect == "repeat_captain":
        return None  # Turner's Mill: rare; the fallback (legal_commands) covers it
    first = space not in occupied
    tries: list[Place]
    if effect in ("gain_goods", "gain_money"):
        if board is not None and board.bonus.kind == "choose_good" and first:
            tries = [Place(space, bonus=rng.choice(GOODS))]
        else:
            tries = [Place(space)]
    elif effect in ("sell_goods", "sell_market"):
        have = (seat.lumber, seat.food, seat.brick)
        if not any(have):
            return None
        tries = [Place(space, sell=have)]
    elif effect == "sell_lumber":
        if not seat.lumber:
            return None
        tries = [Place(space, sell=(seat.lumber, 0, 0))]
    elif effect in ("build", "build_discount"):
        builds = list(state.unbuilt)
        rng.shuffle(builds)
        ctx = try_space_context(state, seat_index, space, inn, occupied, tables)
        if ctx is None:
            return None
        return _first_build(state, ctx, space, board is None, first, builds)
    elif effect == "prepare":
        tries = [Place(space, ship=s.index) for s in seat.ships if s.where == "supply"]
    elif effect in ("launch", "launch_half", "prepare_and_launch"):
        where = "supply" if effect == "prepare_and_launch" else "dock"
        ready = [s.index for s in seat.ships if s.where == where]
        if not ready:
            return None
        ctx = try_space_context(state, seat_index, space, inn, occupied, tables)
        if ctx is None:
            return None
        track, slots = state.track, tables.slots
        for to in range(tables.track_spaces, 1, -1):  # as far out as it can afford
            if len(track[to - 1]) >= slots:
                continue  # a full track space (`check_to` refuses it)
            for i in ready:
                cmd = Place(space, ship=i, to=to)
                if _passes(state, ctx, cmd):
                    return cmd
        return None
    elif effect in ("move_out", "render_right", "money_per_whale"):
        tries = [Place(space, ship=s.index) for s in seat.ships if s.where == "sea"]
    elif effect == "remove_sea":
        tries = [Place(space, take=2), Place(space, take=1)]
    else:
        tries = [Place(space)]
    if not tries:
        return None
    ctx = try_space_context(state, seat_index, space, inn, occupied, tables)
    if ctx is None:
        return None
    for cmd in tries:
        if _passes(state, ctx, cmd):
            return cmd
    return None


def _first_build(
    state: GameState,
    ctx: SpaceContext,
    space: str,
    courthouse: bool,
    first: bool,
    builds: list[str],
) -> Place | None:
    """The first legal build at `space` (the Town Hall, or the Courthouse when `courthouse`)
    of the buildings in `builds`' order, each with its discount options in order."""
    rules = state.rules
    seat = ctx.seat
    if courthouse:  # the Courthouse's discount
        count = rules.buildings[space].discount
    else:  # the Town Hall's first-worker discount
        board = rules.spaces[space]
        count = board.bonus.count if first else 0
    lumber, food, brick, money = ctx.lumber, ctx.food, ctx.brick, ctx.money
    for b in builds:
        c = rules.buildings[b].cost
        if c.money > seat.money:
            continue
        key = (c.lumber, c.food, c.brick, count)
        options = _DISCOUNTS.get(key)
        if options is None:
            cost = {"lumber": c.lumber, "food": c.food, "brick": c.brick}
            options = _DISCOUNTS[key] = discount_options(cost, min(count, sum(cost.values())))
        for disc in options:
            # What `require` asks of the build (its cost less the discount), checked first.
            if (
                c.money > money
                or c.lumber - disc.count("lumber") > lumber
                or c.food - disc.count("food") > food
                or c.brick - disc.count("brick") > brick
            ):
                continue
            cmd = Place(space, build=b, discount=disc)
            if _passes(state, ctx, cmd):
                return cmd
    return None
