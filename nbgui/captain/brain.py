"""The Captain automaton: walk the Orders for the current Course and say why (CAPTAINS.md).

`CaptainBrain.decide(state)` is a pure function of the state and the board data. A Captain's
placement turn is two commands: `roll` (the engine rolls the course die through the game RNG and
moves the Helm token), then the placement this module chooses. Whaling picks and buying sold
whales are decided here too (most valuable first).

>>> from nbgui.captain.setup import load_boards, captain_seat
>>> from nbgui.engine import GameSetup, SeatSpec, new_game
>>> boards, _ = load_boards(use_overrides=False)
>>> setup = GameSetup(seed=4, seats=[captain_seat(boards["starbuck"]), SeatSpec(name="Ann")])
>>> state, _ = new_game(setup)
>>> brain = CaptainBrain(boards)
>>> brain.is_captain_turn(state)
False
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from nbgui.captain.api import CaptainDecision, TraceStep
from nbgui.content.captains import CaptainBoard, Check, Course
from nbgui.engine import (
    BOARD_SPACES,
    BuyWhale,
    GameState,
    Pass,
    Place,
    Roll,
    RuleError,
    Ship,
    Take,
    can_buy,
    can_take_whale,
    controller_of,
    fallback_options,
    validate,
)
from nbgui.text import Msg, Param, english, msg, words

COMBO_BUILDINGS = ("schoolhouse", "chandlery", "dry_dock")


def _rank(state: GameState) -> dict[str, int]:
    """Most valuable first (sperm > bowhead > right): whale kinds ranked by their lay."""
    return {w.letter: w.lay for w in state.rules.game.whales}


def _letter(state: GameState, kind: str) -> str:
    return state.rules.whales[kind].letter
_GOOD_SPACES = {"lumber": "lumber", "food": "food", "brick": "brick"}


def course_msg(course: Course) -> Msg:
    """The course as a message (``course.<kind>``, with the track space `n`)."""
    return msg(f"course.{course.kind}", n=course.n or 0)


def course_text(course: Course) -> str:
    """>>> from nbgui.content.captains import parse_course
    >>> course_text(parse_course("launch:4"))
    'launch to space 4'
    """
    return english(course_msg(course))


@dataclass(frozen=True, slots=True)
class Option:
    """A space that satisfies the course, the command that uses it, and its preference value."""

    command: Place
    value: int
    rank: int  # lower wins an exact tie (listing order; another Captain's building first)


class CaptainBrain:
    """Decides for every Captain seat of a game from its board."""

    def __init__(self, boards: Mapping[str, CaptainBoard], auto_ties: bool = True) -> None:
        self.boards = dict(boards)
        self.auto_ties = auto_ties

    # ---- public ------------------------------------------------------------------------

    def is_captain_turn(self, state: GameState) -> bool:
        seat = state.decision.seat
        return seat is not None and state.seats[seat].is_captain

    def board_of(self, state: GameState, seat: int) -> CaptainBoard:
        captain = state.seats[seat].spec.captain
        if captain is None or captain not in self.boards:
            raise KeyError(f"no Captain board for seat {seat} ({captain})")
        return self.boards[captain]

    def current_course(self, state: GameState, seat: int) -> Course:
        """The course for this placement: round 12's fixed courses, else the Helm space."""
        board = self.board_of(state, seat)
        s = state.seats[seat]
        if state.round >= state.rules.game.rounds and not state.decision.inn:
            return board.round12_course(min(1, s.placed_this_round))
        return board.course_at(s.helm, state.round)

    def decide(self, state: GameState) -> CaptainDecision:
        """The command the Captain seat to act makes now, and its trace."""
        d = state.decision
        if d.seat is None or not state.seats[d.seat].is_captain:
            raise ValueError("it is not a Captain's decision")
        seat = d.seat
        name = state.setup.seats[seat].name
        if d.kind == "roll":
            return CaptainDecision(
                Roll(), [TraceStep(seat, "note", msg("trace.roll", captain=name))]
            )
        if d.kind == "pick":
            return self._pick(state, seat, name)
        if d.kind == "buy_whale":
            return self._buy(state, seat, name)
        if d.kind == "place":
            return _Walk(self, state, seat).run()
        raise ValueError(f"a Captain never makes a {d.kind} decision")

    # ---- whales --------------------------------------------------------------------------

    def _pick(self, state: GameState, seat: int, name: str) -> CaptainDecision:
        ship = state.decision.ship
        sea = _letter(state, "sea")
        whales = [t for t in state.beside if t[0] != sea]
        if not whales or not can_take_whale(state, seat):
            why = msg("trace.pick_limit" if whales else "trace.pick_none", captain=name)
            return CaptainDecision(Pass(), [TraceStep(seat, "note", why)])
        rank = _rank(state)
        best = max(whales, key=lambda t: (rank[t[0]], -whales.index(t)))
        token = words.token(state.rules, best)
        text = msg("trace.pick", captain=name, ship=ship or 0, token=token)
        return CaptainDecision(Take(best), [TraceStep(seat, "choice", text)])

    def _buy(self, state: GameState, seat: int, name: str) -> CaptainDecision:
        options = [t for t in state.sold if can_buy(state, seat, t)]
        if not options:
            passes = msg("trace.buy_pass", captain=name)
            return CaptainDecision(Pass(), [TraceStep(seat, "note", passes)])
        rank = _rank(state)
        best = max(options, key=lambda t: (rank[t[0]], -options.index(t)))
        text = msg("trace.buy", captain=name, token=words.token(state.rules, best))
        return CaptainDecision(BuyWhale(best), [TraceStep(seat, "choice", text)])


#: The step budget of one placement decision: Orders checks looked at, nested searches included.
#: The built-in boards need at most 21; a user board that needs more gets the default action.
MAX_WALK_CHECKS = 256


class _OutOfBudget(Exception):
    """The Orders walk used its budget of checks."""


class _Walk:
    """One walk of the Orders for one placement."""

    def __init__(self, brain: CaptainBrain, state: GameState, seat: int) -> None:
        self.brain = brain
        self.state = state
        self.seat = seat
        self.s = state.seats[seat]
        self.board = brain.board_of(state, seat)
        self.name = state.setup.seats[seat].name
        self.trace: list[TraceStep] = []
        self.inn = state.decision.inn
        self.checks_done = 0

    def note(self, kind: str, text: Msg, **kw: object) -> None:
        self.trace.append(TraceStep(self.seat, kind, text, **kw))  # type: ignore[arg-type]

    def run(self) -> CaptainDecision:
        state = self.state
        course = self.brain.current_course(state, self.seat)
        where = (
            msg("trace.where_fixed", round=state.rules.game.rounds)
            if state.round >= state.rules.game.rounds and not self.inn
            else msg("trace.where_helm", space=self.s.helm + 1)
        )
        self.note("course", msg("trace.course", course=course_msg(course), where=where))
        if self.inn:
            self.note("note", msg("trace.inn"))
        try:
            found = self.search(course, nested=False)
        except _OutOfBudget:
            return self.first_legal(msg("trace.out_of_budget", max=MAX_WALK_CHECKS))
        if found is not None:
            option, ties = found
            if len(ties) > 1:
                return CaptainDecision(
                    option.command,
                    self.trace,
                    [o.command for o in ties],
                    controller_of(state, self.seat),
                )
            return CaptainDecision(option.command, self.trace)
        if self.board.fallback == "draw":
            self.note("choice", msg("trace.fallback", captain=self.name))
            options = fallback_options(state, self.seat)
            if len(options) > 1:
                return CaptainDecision(
                    options[0], self.trace, list(options), controller_of(state, self.seat)
                )
            return CaptainDecision(options[0], self.trace)
        # The built-in boards cannot get here (their last step is a goods course the town always
        # satisfies); a user board might. Never stall the game: take the first legal placement.
        return self.first_legal(msg("trace.no_space"))

    def first_legal(self, why: Msg) -> CaptainDecision:
        """The stated default action: the first legal placement, in the engine's listing order."""
        from nbgui.engine import legal_commands

        legal = [c for c in legal_commands(self.state) if isinstance(c, Place)]
        self.note("note", why)
        return CaptainDecision(legal[0], self.trace)

    # ---- the search ------------------------------------------------------------------------

    def search(self, course: Course, nested: bool) -> tuple[Option, list[Option]] | None:
        for step_no, step in enumerate(self.board.orders, start=1):
            for check in step:
                self.checks_done += 1
                if self.checks_done > MAX_WALK_CHECKS:
                    raise _OutOfBudget
                if check.kind == "course":
                    if nested:
                        continue
                    assert check.course is not None
                    if check.course == course:
                        self.note(
                            "check",
                            msg("trace.course_same", step=step_no, course=course_msg(check.course)),
                            step=step_no,
                            check=str(check),
                            ok=False,
                        )
                        continue
                    self.note(
                        "course_change",
                        msg("trace.course_changes", step=step_no, course=course_msg(check.course)),
                        step=step_no,
                        check=str(check),
                    )
                    found = self.search(check.course, nested=True)
                    if found is not None:
                        self.note(
                            "course_change",
                            msg(
                                "trace.course_found",
                                course=course_msg(check.course),
                                space=words.place(self.state.rules, found[0].command.space),
                            ),
                            step=step_no,
                            check=str(check),
                            ok=True,
                            space=found[0].command.space,
                        )
                        return found
                    self.note(
                        "course_change",
                        msg(
                            "trace.course_nothing",
                            course=course_msg(check.course),
                            back=course_msg(course),
                        ),
                        step=step_no,
                        check=str(check),
                        ok=False,
                    )
                    continue
                found = self.try_check(step_no, check, course)
                if found is not None:
                    return found
        return None

    def try_check(
        self, step_no: int, check: Check, course: Course
    ) -> tuple[Option, list[Option]] | None:
        label = _check_label(check, self.state)
        if self.inn and check.kind != "town":
            self.note(
                "check",
                msg("trace.not_at_inn", check=label),
                step=step_no,
                check=str(check),
                ok=False,
            )
            return None
        options, why = self.candidates(check, course)
        if not options:
            assert why is not None
            self.note(
                "check",
                msg("trace.check_failed", check=label, why=why),
                step=step_no,
                check=str(check),
                ok=False,
            )
            return None
        top = max(o.value for o in options)
        best = sorted((o for o in options if o.value == top), key=lambda o: o.rank)
        if check.kind == "most" and len(best) > 1:
            combos = [o for o in best if o.command.space in COMBO_BUILDINGS]
            if combos:
                best = combos + [o for o in best if o not in combos]
        chosen = best[0]
        rules = self.state.rules
        space = words.place(rules, chosen.command.space)
        tie: Msg | str = ""
        if len(best) > 1:
            others = tuple(words.place(rules, o.command.space) for o in best[1:])
            tie = msg("tie.auto" if self.brain.auto_ties else "tie.ask", others=others)
        self.note(
            "choice",
            msg(
                "trace.choice",
                check=label,
                space=space,
                detail=_detail(chosen.command, self.state),
                tie=tie,
            ),
            step=step_no,
            check=str(check),
            ok=True,
            space=chosen.command.space,
        )
        return chosen, best

    def candidates(self, check: Check, course: Course) -> tuple[list[Option], Msg | None]:
        """The options of `check` for `course`, or none and why."""
        state = self.state
        kind = check.kind
        what = course_msg(course)
        if kind == "town":
            opts = self.options_for(list(BOARD_SPACES), course)
            if opts:
                return opts, None
            hint = _town_hint(course, state)
            return [], msg("why.town", verb=_verb(course), hint=hint)
        if kind in ("own", "opponents", "most", "combo"):
            mine = [b for b in self.action_buildings() if state.owner[b] == self.seat]
            if kind == "own":
                if not mine:
                    return [], msg("why.own_none")
                opts = self.options_for(mine, course)
                return opts, None if opts else msg("why.own_nothing", course=what)
            if kind == "opponents":
                theirs = [b for b in self.action_buildings() if state.owner[b] != self.seat]
                if not theirs:
                    return [], msg("why.opponents_none")
                # Another Captain's building is preferred to a human's on a tie.
                captains = {b for b in theirs if state.seats[state.owner[b]].is_captain}
                opts = self.options_for(theirs, course, preferred=captains)
                return opts, None if opts else msg("why.opponents_nothing", course=what)
            # Every seat's buildings: another Captain counts as a normal player (solo rules).
            everyone = self.action_buildings()
            if kind == "combo":
                everyone = [b for b in everyone if b in COMBO_BUILDINGS]
                if not everyone:
                    combos = tuple(words.place(state.rules, b) for b in COMBO_BUILDINGS)
                    return [], msg("why.combo_none", buildings=combos)
            elif not everyone:
                return [], msg("why.most_none")
            opts = self.options_for(everyone, course)
            return opts, None if opts else msg("why.most_nothing", course=what)
        if kind == "building":
            b = check.building
            assert b is not None
            if b not in state.owner:
                return [], msg("why.not_built")
            if check.not_owner and state.owner[b] == self.seat:
                return [], msg("why.owned")
            if b in state.used_buildings:
                return [], msg("why.used")
            cmd = self.building_command(b, course)
            if cmd is None:
                return [], msg("why.nothing")
            err = self.legal(cmd)
            if err is not None:
                return [], err
            return [Option(cmd, 0, 0)], None
        return [], msg("why.unknown")

    def action_buildings(self) -> list[str]:
        rules = self.state.rules
        return [
            b
            for b in self.state.built
            if rules.buildings[b].kind == "action"
            and b not in self.state.used_buildings
            and b != "turners_mill"
        ]

    def legal(self, cmd: Place) -> Msg | None:
        """None if `cmd` is legal now, else the engine's refusal."""
        try:
            validate(self.state, cmd)
        except RuleError as exc:
            return exc.msg
        return None

    def options_for(
        self, spaces: list[str], course: Course, preferred: frozenset[str] | set[str] = frozenset()
    ) -> list[Option]:
        """The spaces among `spaces` that satisfy `course`, with their values; exact ties go
        to `preferred` spaces first, then to the order of the rules listings."""
        out = []
        listing = _listing(self.state)
        for space in spaces:
            valued = self.value(space, course)
            if valued is None:
                continue
            value, cmd = valued
            if self.legal(cmd) is not None:
                continue
            rank = (0 if space in preferred else 1000) + listing.get(space, 999)
            out.append(Option(cmd, value, rank))
        return out

    # ---- what a space gives a Captain ------------------------------------------------------

    def value(self, space: str, course: Course) -> tuple[int, Place] | None:
        """(preference value, command) if `space` satisfies `course` now, else None."""
        state = self.state
        kind = course.kind
        bonus = space in BOARD_SPACES and state.is_first_on(space)
        if course.is_goods:
            good = kind
            if space in ("forest", "farm"):
                gives = "lumber" if space == "forest" else "food"
                return (3 if bonus else 2, Place(space)) if gives == good else None
            if space == "warehouse":
                if good == "brick":
                    return (2 if bonus else 1, Place(space, bonus="brick" if bonus else None))
                return (2, Place(space, bonus=good)) if bonus else None  # type: ignore[arg-type]
            gains = {
                "schoolhouse": ("lumber", "food"),
                "bakery": ("food",),
                "brickyard": ("brick",),
                "chandlery": ("lumber", "food", "brick"),
            }
            totals = {"schoolhouse": 4, "bakery": 4, "brickyard": 3, "chandlery": 4}
            if space in gains and good in gains[space]:
                return totals[space], Place(space)
            return None
        if kind == "money":
            fixed = {"bank": 5, "market": 5, "lumber_mill": 5, "chandlery": 5}
            if space in fixed:
                return fixed[space], Place(space)
            if space == "tavern":
                sea = _letter(state, "sea")
                seas = sum(1 for t in state.beside if t[0] == sea)
                if not seas:
                    return None
                payout = state.rules.buildings[space].payout  # CAPTAINS.md 3: takes all it may
                take = min(len(payout), seas)
                return payout[take - 1], Place(space, take=take)
            if space == "tryworks":
                right = _letter(state, "right")
                ship = self.ship_most(lambda sh: sum(1 for t in sh.cargo if t[0] == right))
                if ship is None:
                    return None
                limit = state.rules.buildings[space].limit
                n = min(limit, sum(1 for t in ship.cargo if t[0] == right))
                return 2 * n, Place(space, ship=ship.index)
            if space == "cooperage":
                ship = self.ship_most(lambda sh: len(sh.cargo))
                if ship is None:
                    return None
                return len(ship.cargo), Place(space, ship=ship.index)
            return None
        if kind == "prepare" or (kind == "prepare_launch" and self.can_prepare()):
            if not self.can_prepare():
                return None
            supply = self.supply_ship()
            assert supply is not None
            if space == "dockyard":
                return (1 if bonus else 0), Place(space, ship=supply.index)
            if space == "dry_dock":
                dest = course.n if course.n is not None else self.dry_dock_space()
                return 0, Place(space, ship=supply.index, to=dest)
            return None
        if kind in ("launch", "prepare_launch"):
            to = course.n
            assert to is not None
            if space in ("city_pier", "wharf"):
                docked = self.docked_ship()
                if docked is None:
                    return None
                if space == "wharf":
                    return to - (to + 1) // 2, Place(space, ship=docked.index, to=to)
                return (1 if bonus else 0), Place(space, ship=docked.index, to=to)
            if space == "dry_dock":
                # The Dry Dock prepares too, so the board's prepare rule applies.
                from_supply = self.supply_ship()
                if from_supply is None or not self.can_prepare():
                    return None
                return 0, Place(space, ship=from_supply.index, to=to)
            return None
        if course.is_build:
            if space not in ("town_hall", "courthouse"):
                return None
            building = self.build_target(course)
            if building is None:
                return None
            value = 2 if space == "courthouse" else (1 if bonus else 0)
            return value, Place(space, build=building)
        return None

    def building_command(self, building: str, course: Course) -> Place | None:
        """The command for a `building:` check (used whatever the course)."""
        valued = self.value(building, course)
        if valued is not None:
            return valued[1]
        if building == "lighthouse":
            movable = [
                sh
                for sh in self.s.ships
                if sh.where == "sea"
                and sh.space < len(self.state.track)
                and len(self.state.track[sh.space]) < self.state.rules.game.track.slots
            ]
            if not movable:
                return None
            nearest = min(movable, key=lambda sh: (sh.space, self._slot(sh)))
            return Place(building, ship=nearest.index)
        if building in ("inn", "post_office", "general_store"):
            return Place(building)
        if building in (
            "bank",
            "market",
            "lumber_mill",
            "schoolhouse",
            "bakery",
            "brickyard",
            "chandlery",
        ):
            return Place(building)
        if building == "tavern":
            sea = _letter(self.state, "sea")
            seas = sum(1 for t in self.state.beside if t[0] == sea)
            most = len(self.state.rules.buildings[building].payout)
            return Place(building, take=min(most, seas)) if seas else None
        if building in ("tryworks", "cooperage"):
            money = self.value(building, Course("money"))
            return money[1] if money is not None else None
        if building == "courthouse":
            for kind in ("build_white", "build_black", "build_victory"):
                build = self.value(building, Course(kind))
                if build is not None:
                    return build[1]
            return None
        if building == "dry_dock":
            ship = self.supply_ship()
            if ship is None or not self.can_prepare():
                return None
            return Place(building, ship=ship.index, to=self.dry_dock_space())
        if building == "wharf":
            ship = self.docked_ship()
            to = self.farthest_free()
            if ship is None or to is None:
                return None
            return Place(building, ship=ship.index, to=to)
        return None

    # ---- ships and buildings ---------------------------------------------------------------

    def _slot(self, ship: Ship) -> int:
        lane = self.state.track[ship.space - 1]
        return lane.index((ship.seat, ship.index))

    def can_prepare(self) -> bool:
        if self.supply_ship() is None:
            return False
        rule = self.board.prepare_rule
        if rule == "no_ship_on_dock":
            return not any(sh.where == "dock" for sh in self.s.ships)
        if rule == "no_ship_at_sea":
            return not any(sh.where == "sea" for sh in self.s.ships)
        return True

    def supply_ship(self) -> Ship | None:
        for sh in self.s.ships:
            if sh.where == "supply":
                return sh
        return None

    def docked_ship(self) -> Ship | None:
        docked = [sh for sh in self.s.ships if sh.where == "dock"]
        return min(docked, key=lambda sh: sh.dock_seq) if docked else None

    def ship_most(self, count: object) -> Ship | None:
        at_sea = [sh for sh in self.s.ships if sh.where == "sea"]
        scored = [(count(sh), sh) for sh in at_sea]  # type: ignore[operator]
        scored = [(n, sh) for n, sh in scored if n > 0]
        if not scored:
            return None
        return max(scored, key=lambda p: (p[0], -p[1].index))[1]

    def dry_dock_space(self) -> int:
        """Where the Dry Dock launches on a course that names no space (a plain `prepare`, or a
        `building:dry_dock` check): the space of the board's own Prepare/Launch course, as that
        course would launch with the Dry Dock (docs/rules-notes.md); a board without one uses
        the farthest space."""
        for entry in self.board.helm:
            for c in (entry.course, entry.then):
                if c is not None and c.kind == "prepare_launch" and c.n is not None:
                    return c.n
        return len(self.state.track)

    def farthest_free(self) -> int | None:
        slots = self.state.rules.game.track.slots
        for n in range(len(self.state.track), 0, -1):
            if len(self.state.track[n - 1]) < slots:
                return n
        return None

    def build_target(self, course: Course) -> str | None:
        limit = self.s.spec.building_limit
        if limit is not None and len(self.state.buildings_of(self.seat)) >= limit:
            return None
        unbuilt = self.state.unbuilt
        if course.kind == "build_victory":
            for b in self.board.victory_order:
                if b in unbuilt:
                    return b
            return None
        wanted = self.board.white_list if course.kind == "build_white" else self.board.black_list
        for b in unbuilt:  # the game's setup order
            if b in wanted:
                return b
        return None


def _listing(state: GameState) -> dict[str, int]:
    order = list(BOARD_SPACES) + list(state.rules.buildings)
    return {space: i for i, space in enumerate(order)}


_CHECK_LABELS = ("own", "town", "opponents", "most", "combo")


def _check_label(check: Check, state: GameState) -> Param:
    if check.kind == "building":
        assert check.building is not None
        return words.place(state.rules, check.building)
    return msg(f"check.{check.kind}") if check.kind in _CHECK_LABELS else check.kind


def _verb(course: Course) -> Msg:
    if course.is_goods:
        return msg("verb.give", good=words.good(course.kind))
    if course.kind == "money":
        return msg("verb.give_money")
    return course_msg(course)


def _town_hint(course: Course, state: GameState) -> Msg | str:
    if course.kind == "money":
        return msg("hint.money", building=words.place(state.rules, "general_store"))
    if course.is_build:
        return msg("hint.build")
    if course.kind in ("launch", "prepare_launch"):
        return msg("hint.launch")
    if course.kind == "prepare":
        return msg("hint.prepare")
    return ""


def _detail(cmd: Place, state: GameState) -> Msg | str:
    if cmd.build:
        return msg("detail.build", building=words.place(state.rules, cmd.build))
    if cmd.to is not None:
        return msg("detail.launch", ship=cmd.ship or 0, to=cmd.to)
    if cmd.ship is not None:
        return msg("detail.ship", ship=cmd.ship)
    if cmd.take:
        return msg("detail.take", n=cmd.take)
    if cmd.bonus:
        return msg("detail.bonus", good=words.good(cmd.bonus))
    return ""
