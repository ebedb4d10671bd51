"""The game's flow: setup, turn order, the four phases, final returns and the end.

Every function here changes a state the caller owns and appends events; `resume` runs the
automatic steps (movement, draws, income…) until some seat must decide, and records that
decision in `state.decision`.
"""

from __future__ import annotations

from nbgui.content.models import Rules
from nbgui.engine.effects.tables import rules_tables
from nbgui.engine.events import (
    NO_EVENTS,
    BuildingOrderSet,
    BuyerPassed,
    DieRolled,
    EndSale,
    Event,
    GameEnded,
    GameStarted,
    HelmMoved,
    IncomeGained,
    InnStarted,
    PhaseStarted,
    PickPassed,
    RoundEnded,
    RoundStarted,
    ShipHome,
    ShipMoved,
    ShipReturning,
    TokensDrawn,
    TokensToBag,
    WhaleKept,
    WhaleSold,
    WhalesRemoved,
)
from nbgui.engine.rng import below
from nbgui.engine.scoring import score
from nbgui.engine.state import Decision, GameSetup, GameState, Seat

OVER = Decision("over", None)


# ---- randomness ----------------------------------------------------------------------------


def draw_index(state: GameState, n: int) -> int:
    """A random index below `n` from the game's own generator (advances its counter)."""
    value, state.rng_counter = below(state.setup.seed, state.rng_counter, n)
    return value


def roll_die(state: GameState, seat_index: int, events: list[Event]) -> int:
    """Roll the course die and move the seat's Helm token that many spaces clockwise."""
    faces = state.rules.game.die_faces
    value = faces[draw_index(state, len(faces))]
    seat = state.seats[seat_index]
    before = seat.helm
    seat.helm = (seat.helm + value) % seat.spec.helm_size
    if events is not NO_EVENTS:
        events.append(DieRolled(seat_index, value))
        events.append(HelmMoved(seat_index, before, seat.helm))
    return value


# ---- setup ---------------------------------------------------------------------------------


def make_bag(rules: Rules, seats: int) -> list[str]:
    """The full bag of tokens for `seats` seats, in a fixed order (a new list)."""
    key = (id(rules), seats)
    cached = _BAGS.get(key)
    if cached is None or cached[0] is not rules:
        bag: list[str] = []
        for whale in rules.game.whales:
            bag.extend(f"{whale.letter}{i}" for i in range(1, whale.per_seat * seats + 1))
        if len(_BAGS) > 64:  # test suites load a few Rules objects; keep this bounded
            _BAGS.clear()
        cached = _BAGS[key] = (rules, tuple(bag))
    return list(cached[1])


#: make_bag's bags per (Rules object, seats); the Rules object is kept to check the id.
_BAGS: dict[tuple[int, int], tuple[Rules, tuple[str, ...]]] = {}


def new_state(setup: GameSetup, rules: Rules, events: list[Event]) -> GameState:
    """A fresh game: bag filled, buildings laid out, Captains on their starting course."""
    s = GameState.__new__(GameState)
    s.rules = rules
    s.setup = setup
    s.seats = [Seat(spec, i, rules.game.ships_per_seat) for i, spec in enumerate(setup.seats)]
    s.round = 1
    s.phase = "setup"
    s.order = []
    s.turn = 0
    s.placements = []
    s.used_buildings = set()
    s.owner = {}
    s.built = []
    s.bag = make_bag(rules, len(setup.seats))
    s.beside = []
    s.removed = []
    s.track = [[] for _ in range(rules.game.track.spaces)]
    s.rng_counter = 0
    s.purchase_used = False
    s.inn_user = None
    s.inn_waiting = []
    s.last_captain_place = None
    s.return_queue = []
    s.returning = None
    s.sold = []
    s.seller = None
    s.buying_seat = None
    s.buyers_passed = 0
    s.pick_queue = []
    s.dock_seq = 0
    s.final = False
    s.end_sale_next = 0
    s.decision = OVER
    events.append(GameStarted(setup.seed, tuple(spec.name for spec in setup.seats)))
    has_captains = any(seat.is_captain for seat in s.seats)
    ids = rules.building_ids_for(len(setup.seats), with_turners_mill=False)
    if has_captains:
        # RULES.md 10.1: a random setup order decides which building a Captain builds.
        for i in range(len(ids) - 1, 0, -1):
            j = draw_index(s, i + 1)
            ids[i], ids[j] = ids[j], ids[i]
        if setup.turners_mill:  # the Captains-only tiles (Turner's Mill), RULES.md 2.3
            ids.extend(b.id for b in rules.buildings.values() if b.set == "captains")
        events.append(BuildingOrderSet(tuple(ids)))
    s.unbuilt = ids
    for i, seat in enumerate(s.seats):
        if seat.is_captain:
            roll_die(s, i, events)
    s.order = turn_order(s, 1)
    s.setup_queue = [i for i in s.order if not s.seats[i].is_captain]
    s.decision = Decision("start_goods", s.setup_queue[0])
    return s


def turn_order(state: GameState, round_no: int) -> list[int]:
    """The placement order of a round (RULES.md 3, 10.2).

    Without Captains the ship's wheel starts at `first_seat` and passes left each round.
    Captains always place before humans; the first place passes from Captain to Captain each
    round, and the humans rotate among themselves after them.
    """
    seats = state.seats
    n = len(seats)
    shift = round_no - 1
    captains: list[int] = []
    humans: list[int] = []
    for i, seat in enumerate(seats):  # a loop, not comprehensions: no frames of their own (3.11)
        if seat.kind == "captain":
            captains.append(i)
        else:
            humans.append(i)
    if not captains:
        start = (state.setup.first_seat + shift) % n
        return [*range(start, n), *range(start)]  # start, start + 1, ... round the table
    c = shift % len(captains)
    h = shift % len(humans)
    # With two Captains and two humans, human k controls Captain k and plays third when that
    # Captain is first (RULES.md 10.2): both lists rotate by the same shift, so this holds.
    return captains[c:] + captains[:c] + humans[h:] + humans[:h]


def seating(state: GameState) -> list[int]:
    """The seats clockwise round the table: Captains in setup order, then the humans
    (RULES.md 11.12). Without Captains, the seat order itself."""
    n = len(state.seats)
    return [i for i in range(n) if state.seats[i].is_captain] + [
        i for i in range(n) if not state.seats[i].is_captain
    ]


def controller_of(state: GameState, captain_seat: int) -> int:
    """The human who settles `captain_seat`'s choices now (RULES.md 10.2).

    With two Captains and two humans each human controls one Captain (the k-th human the k-th
    Captain); otherwise the first human in the current turn order decides.
    """
    n = len(state.seats)
    captains = [i for i in range(n) if state.seats[i].is_captain]
    humans = [i for i in range(n) if not state.seats[i].is_captain]
    if len(captains) == len(humans) == 2 and captain_seat in captains:
        return humans[captains.index(captain_seat)]
    order = state.order or turn_order(state, state.round)
    return next(i for i in order if not state.seats[i].is_captain)


def begin_round(state: GameState, events: list[Event]) -> None:
    state.order = turn_order(state, state.round)
    for seat in state.seats:
        seat.workers_left = state.rules.game.workers_per_seat
        seat.placed_this_round = 0
        seat.rolled = False
    state.placements = []
    state.used_buildings = set()
    state.inn_user = None
    state.inn_waiting = []
    state.turn = 0
    state.purchase_used = False
    state.phase = "action"
    if events is not NO_EVENTS:
        events.append(RoundStarted(state.round, tuple(state.order)))
    set_place_decision(state, events)


# ---- action phase --------------------------------------------------------------------------


def needs_roll(state: GameState, seat_index: int) -> bool:
    """A Captain rolls before each placement, except the very first: that one uses the
    starting course rolled at setup (RULES.md 10.1, docs/rules-notes.md), and round 12's
    placements use the printed round-12 courses."""
    seat = state.seats[seat_index]
    if not seat.is_captain or seat.rolled:
        return False
    if (
        state.setup.edition >= 2
        and state.round == 1
        and state.phase in ("setup", "action")
        and seat.placed_this_round == 0
    ):
        return False
    return state.round < state.rules.game.rounds or state.phase == "inn"


#: The place and roll decisions, made once (a decision is an immutable value): (kind, seat, inn).
_DECISIONS: dict[tuple[str, int, bool], Decision] = {
    (kind, seat, inn): Decision(kind, seat, inn=inn)
    for kind in ("place", "roll")
    for seat in range(4)
    for inn in (False, True)
}


def set_place_decision(state: GameState, events: list[Event]) -> None:
    """Find the next seat with a worker to place, or move on to the Inn step / movement."""
    order = state.order
    n = len(order)
    seats = state.seats
    for k in range(n):
        turn = (state.turn + k) % n
        seat_index = order[turn]
        seat = seats[seat_index]
        if seat.workers_left > 0:
            state.turn = turn
            inn = state.phase == "inn"
            roll = seat.kind == "captain" and needs_roll(state, seat_index)
            state.decision = _DECISIONS[("roll" if roll else "place", seat_index, inn)]
            return
    if state.phase == "inn" and state.inn_waiting:
        # Turner's Mill repeated the Inn: a second Inn step follows the first (RULES.md 10.9).
        state.inn_user = state.inn_waiting.pop(0)
        _start_inn_step(state, state.inn_user, events)
        return
    if state.phase == "action" and state.inn_user is not None:
        _start_inn_step(state, state.inn_user, events)
        return
    movement(state, events)
    resume(state, events)


def _start_inn_step(state: GameState, user: int, events: list[Event]) -> None:
    """The Inn user picks up both workers and places them again (RULES.md 5.4)."""
    seat = state.seats[user]
    state.placements = [(s, sp) for s, sp in state.placements if s != user]
    seat.workers_left = state.rules.game.workers_per_seat
    seat.rolled = False
    state.phase = "inn"
    state.turn = state.order.index(user)
    events.append(InnStarted(user))
    set_place_decision(state, events)


def after_placement(state: GameState, events: list[Event]) -> None:
    if state.phase == "action":
        state.turn = (state.turn + 1) % len(state.order)
    set_place_decision(state, events)


# ---- movement and returns ------------------------------------------------------------------


def movement(state: GameState, events: list[Event]) -> None:
    """Every ship on the track moves one space toward shore; space-1 ships reach Return."""
    keep = events is not NO_EVENTS
    if keep and not state.final:
        # (the final returns announce their movements once, with the phase: "final")
        events.append(PhaseStarted("movement", state.round))
    track = state.track
    seats = state.seats  # `state.ship(seat, idx)`, inlined below
    returning = track[0]
    for slot, (seat, idx) in enumerate(returning, start=1):
        ship = seats[seat].ships[idx - 1]
        ship.where = "return"
        ship.space = 0
        if keep:
            events.append(ShipMoved(seat, idx, 1, 0, slot))
    for space in range(2, len(track) + 1):
        for slot, (seat, idx) in enumerate(track[space - 1], start=1):
            seats[seat].ships[idx - 1].space = space - 1
            if keep:
                events.append(ShipMoved(seat, idx, space, space - 1, slot))
    state.track = [*track[1:], []]
    state.return_queue = list(returning)
    state.phase = "final" if state.final else "returns"


def _start_return(state: GameState, events: list[Event]) -> None:
    seat_index, idx = state.return_queue.pop(0)
    state.returning = (seat_index, idx)
    ship = state.ship(seat_index, idx)
    if events is not NO_EVENTS:
        events.append(ShipReturning(seat_index, idx, tuple(ship.cargo)))
    seat = state.seats[seat_index]
    if seat.is_captain:
        for token in ship.cargo:
            seat.returned.append(token)
            events.append(WhaleKept(seat_index, token))
        ship.cargo = []


def can_take_whale(state: GameState, seat_index: int) -> bool:
    """A Captain at its whale limit takes and buys no more whales (RULES.md 10.7)."""
    seat = state.seats[seat_index]
    limit = seat.spec.whale_limit
    if not seat.is_captain or limit is None or seat.spec.keeps_best is not None:
        return True
    return state.whale_count(seat_index) < limit


def lay_of(state: GameState, token: str) -> int:
    for whale in state.rules.game.whales:
        if whale.letter == token[0]:
            return whale.lay
    raise KeyError(token)


def can_buy(state: GameState, seat_index: int, token: str) -> bool:
    if seat_index == state.seller or not can_take_whale(state, seat_index):
        return False
    seat = state.seats[seat_index]
    return seat.is_captain or seat.money >= lay_of(state, token)


def _next_buyer(state: GameState, after: int) -> int:
    """The next seat clockwise that may be offered the sold whales (RULES.md 6.4, 11.12)."""
    order = seating(state) if state.setup.edition >= 2 else state.order
    pos = order.index(after)
    for k in range(1, len(order) + 1):
        candidate = order[(pos + k) % len(order)]
        if candidate != state.seller:
            return candidate
    raise AssertionError("no buyer")


def start_buying_round(state: GameState, seller: int, tokens: list[str]) -> None:
    state.sold = tokens
    state.seller = seller
    state.buyers_passed = 0
    state.buying_seat = _next_buyer(state, seller)


def advance_buyer(state: GameState, passed: bool) -> None:
    assert state.buying_seat is not None
    state.buyers_passed = state.buyers_passed + 1 if passed else 0
    state.buying_seat = _next_buyer(state, state.buying_seat)


def _buying_step(state: GameState, events: list[Event]) -> bool:
    """Run the buying round until a seat must decide (True) or it is over (False)."""
    others = len(state.seats) - 1
    while state.sold and state.buyers_passed < others:
        buyer = state.buying_seat
        assert buyer is not None
        if any(can_buy(state, buyer, t) for t in state.sold):
            state.decision = Decision("buy_whale", buyer)
            return True
        events.append(BuyerPassed(buyer, True))
        advance_buyer(state, passed=True)
    if state.sold:
        events.append(WhalesRemoved(tuple(state.sold), "unsold"))
        state.removed.extend(state.sold)
        state.sold = []
    state.seller = None
    state.buying_seat = None
    return False


def resume(state: GameState, events: list[Event]) -> None:
    """Run automatic steps until a seat must decide; set `state.decision`."""
    while True:
        phase = state.phase
        if phase in ("returns", "final"):
            if state.seller is not None and _buying_step(state, events):
                return
            if state.returning is not None:
                seat_index, idx = state.returning
                ship = state.ship(seat_index, idx)
                if ship.cargo:
                    state.decision = Decision("return", seat_index, ship=idx)
                    return
                ship.where = "supply"
                state.returning = None
                if events is not NO_EVENTS:
                    events.append(ShipHome(seat_index, idx))
                continue
            if state.return_queue:
                _start_return(state, events)
                continue
            if phase == "returns":
                start_whaling(state, events)
                continue
            if any(state.track):
                movement(state, events)
                continue
            if _end_sale(state, events):
                continue
            end_game(state, events)
            return
        if phase == "whaling":
            while state.pick_queue:
                seat_index, idx = state.pick_queue[0]
                sea = state.rules.whales["sea"].letter
                if can_take_whale(state, seat_index):
                    for t in state.beside:  # a loop, not `any`: no generator frame (3.11)
                        if t[0] != sea:
                            state.decision = Decision("pick", seat_index, ship=idx)
                            return
                if events is not NO_EVENTS:
                    events.append(PickPassed(seat_index, idx, True))
                state.pick_queue.pop(0)
            end_round(state, events)
            if state.phase == "action":
                return
            continue
        raise AssertionError(f"resume in phase {phase}")


# ---- whaling -------------------------------------------------------------------------------


def start_whaling(state: GameState, events: list[Event]) -> None:
    state.phase = "whaling"
    if events is not NO_EVENTS:
        events.append(PhaseStarted("whaling", state.round))
    if state.beside:
        if events is not NO_EVENTS:
            events.append(TokensToBag(tuple(state.beside)))
        state.bag.extend(state.beside)
        state.beside = []
    ships: list[tuple[int, int]] = []
    for lane in reversed(state.track):  # a loop, not a comprehension: no frame of its own (3.11)
        ships.extend(lane)
    state.pick_queue = ships
    if not ships:
        return
    count = min(1 + len(ships), len(state.bag))
    drawn = [state.bag.pop(draw_index(state, len(state.bag))) for _ in range(count)]
    state.beside = drawn
    if events is not NO_EVENTS:
        events.append(TokensDrawn(tuple(drawn)))


# ---- end of round and game -----------------------------------------------------------------


def end_round(state: GameState, events: list[Event]) -> None:
    for office in rules_tables(state.rules).post_offices:
        owner = state.owner.get(office)
        if owner is not None and not state.seats[owner].is_captain:
            income = state.rules.game.post_office_income
            state.seats[owner].money += income
            events.append(IncomeGained(owner, income, office))
    if events is not NO_EVENTS:
        events.append(RoundEnded(state.round))
    if state.round >= state.rules.game.rounds:
        state.final = True
        state.phase = "final"
        state.decision = OVER
        if events is not NO_EVENTS:
            events.append(PhaseStarted("final", state.round))
        return
    state.round += 1
    begin_round(state, events)


def _end_sale(state: GameState, events: list[Event]) -> bool:
    """Stubb's end: a Captain with a whale cap sells all but its best whales (RULES.md 10.7)."""
    points = {w.letter: w.points for w in state.rules.game.whales}
    while state.end_sale_next < len(state.seats):
        seat_index = state.end_sale_next
        state.end_sale_next += 1
        seat = state.seats[seat_index]
        keep = seat.spec.keeps_best
        if not seat.is_captain or keep is None or len(seat.returned) <= keep:
            continue
        ranked = sorted(seat.returned, key=lambda t: (-points[t[0]], int(t[1:])))
        kept, sold = ranked[:keep], ranked[keep:]
        seat.returned = [t for t in seat.returned if t in kept]
        events.append(EndSale(seat_index, tuple(sold)))
        for token in sold:
            events.append(WhaleSold(seat_index, token, 0))
        start_buying_round(state, seat_index, sold)
        return True
    return False


def end_game(state: GameState, events: list[Event]) -> None:
    state.phase = "over"
    state.decision = OVER
    sheet = score(state)
    events.append(GameEnded(tuple(r.total for r in sheet.rows), sheet.winners))
