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

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from nbgui.captain.api import CaptainDecision, TraceStep
from nbgui.captain.plain import course_word
from nbgui.content.captains import CaptainBoard, Check, Course
from nbgui.content.models import Rules
from nbgui.engine import (
    BuyWhale,
    GameState,
    Pass,
    Place,
    Roll,
    RuleError,
    Ship,
    Take,
    board_spaces,
    can_buy,
    can_take_whale,
    controller_of,
    effect_of,
    fallback_options,
    is_board_space,
    validate,
)
from nbgui.text import Msg, Param, english, msg, words


def combo_buildings(state: GameState) -> tuple[str, ...]:
    """The buildings that combine different goods or actions (`combo` in rules/buildings.json:
    the Schoolhouse, Chandlery and Dry Dock), for Ahab's `combo` check and `most` ties."""
    return tuple(b.id for b in state.rules.buildings.values() if b.combo)


def _rank(state: GameState) -> dict[str, int]:
    """Most valuable first (sperm > bowhead > right): whale kinds ranked by their lay."""
    return {w.letter: w.lay for w in state.rules.game.whales}


def _letter(state: GameState, kind: str) -> str:
    return state.rules.whales[kind].letter


def course_msg(course: Course) -> Msg:
    """The course as the plain sentence says it (``captain.said.<kind>``,
    `nbgui.captain.plain.course_word`): one name for a course everywhere the Captain is told."""
    return course_word(course)


def course_text(course: Course) -> str:
    """>>> from nbgui.content.captains import parse_course
    >>> course_text(parse_course("launch:4"))
    'launching to space 4'
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
        text = msg("trace.pick", captain=name, ship=_his_ship(ship or 1), token=token)
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
        self.note(
            "course",
            msg("trace.course", captain=self.name, course=course_msg(course), where=where),
        )
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
                            msg(
                                "trace.course_same", step=step_no, course=course_msg(check.course)
                            ),
                            step=step_no,
                            check=str(check),
                            ok=False,
                        )
                        continue
                    self.note(
                        "course_change",
                        msg(
                            "trace.course_changes",
                            step=step_no,
                            course=course_msg(check.course),
                            back=course_msg(course),
                        ),
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
                msg("trace.not_at_inn", step=step_no, check=label),
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
                msg("trace.check_failed", step=step_no, check=label, why=why),
                step=step_no,
                check=str(check),
                ok=False,
            )
            return None
        top = max(o.value for o in options)
        best = sorted((o for o in options if o.value == top), key=lambda o: o.rank)
        if check.kind == "most" and len(best) > 1:
            combo = combo_buildings(self.state)
            combos = [o for o in best if o.command.space in combo]
            if combos:
                best = combos + [o for o in best if o not in combos]
        chosen = best[0]
        rules = self.state.rules
        space = words.place(rules, chosen.command.space)
        tie: Msg | str = ""
        if len(best) > 1:
            others = words.listing(
                [msg("tie.place", space=words.place(rules, o.command.space)) for o in best[1:]]
            )
            tie = msg("tie.auto" if self.brain.auto_ties else "tie.ask", others=others)
        self.note(
            "choice",
            msg(
                "trace.choice_building" if check.kind == "building" else "trace.choice",
                step=step_no,
                check=label,
                course=course_msg(course),
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
            opts = self.options_for(list(board_spaces(state.rules)), course)
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
                combo = combo_buildings(state)
                everyone = [b for b in everyone if b in combo]
                if not everyone:
                    combos = tuple(words.place(state.rules, b) for b in combo)
                    return [], msg("why.combo_none", buildings=combos)
            elif not everyone:
                return [], msg("why.most_none")
            opts = self.options_for(everyone, course)
            return opts, None if opts else msg("why.most_nothing", course=what)
        if kind == "building":
            b = check.building
            assert b is not None
            if b not in state.owner:
                if b not in state.unbuilt:  # not among this game's buildings (player count)
                    return [], msg("why.not_in_game")
                return [], msg("why.not_built", building=words.place(state.rules, b))
            if check.not_owner and state.owner[b] == self.seat:
                return [], msg("why.owned", building=words.place(state.rules, b))
            if b in state.used_buildings:
                return [], msg("why.used", building=words.place(state.rules, b))
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
            and effect_of(rules, b).captain_may_use
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
        """(preference value, command) if `space` satisfies `course` now, else None: the
        space's effect says (`nbgui.engine.effects`, CAPTAINS.md 3)."""
        state = self.state
        rules = state.rules
        bonus = is_board_space(rules, space) and state.is_first_on(space)
        return effect_of(rules, space).captain_value(self, space, course, bonus)

    def building_command(self, building: str, course: Course) -> Place | None:
        """The command for a `building:` check (used whatever the course)."""
        valued = self.value(building, course)
        if valued is not None:
            return valued[1]
        return effect_of(self.state.rules, building).captain_command(self, building)

    # ---- ships and buildings ---------------------------------------------------------------

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

    def ship_most(self, count: Callable[[Ship], int]) -> Ship | None:
        at_sea = [sh for sh in self.s.ships if sh.where == "sea"]
        scored = [(count(sh), sh) for sh in at_sea]
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

    def build_target(self, kind: str) -> str | None:
        """The building a build course of `kind` builds: the first unbuilt one of the board's
        list (victory order; else the white or black list in the game's setup order)."""
        limit = self.s.spec.building_limit
        if limit is not None and len(self.state.buildings_of(self.seat)) >= limit:
            return None
        unbuilt = self.state.unbuilt
        if kind == "build_victory":
            for b in self.board.victory_order:
                if b in unbuilt:
                    return b
            return None
        wanted = self.board.white_list if kind == "build_white" else self.board.black_list
        for b in unbuilt:  # the game's setup order
            if b in wanted:
                return b
        return None


def _listing(state: GameState) -> dict[str, int]:
    order = list(board_spaces(state.rules)) + list(state.rules.buildings)
    return {space: i for i, space in enumerate(order)}


_CHECK_LABELS = ("own", "town", "opponents", "most", "combo")


def _check_label(check: Check, state: GameState) -> Param:
    if check.kind == "building":
        assert check.building is not None
        return msg("check.building", building=words.place(state.rules, check.building))
    return msg(f"check.{check.kind}") if check.kind in _CHECK_LABELS else check.kind


def _verb(course: Course) -> Msg:
    if course.is_goods:
        return msg("verb.give", good=words.good(course.kind))
    if course.kind == "money":
        return msg("verb.give_money")
    return msg("verb.serve", course=course_msg(course))


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


def _his_ship(index: int) -> Msg:
    return words.his_ship(index)


def _detail(cmd: Place, state: GameState) -> Msg | str:
    return place_detail(cmd, state.rules)


def place_detail(cmd: Place, rules: Rules) -> Msg | str:
    """What a placement does besides taking its space, as a phrase (``, to build the Bank``;
    ``, selling 1 lumber``), "" when nothing: the Orders walk and the tie-choice buttons."""
    if cmd.build:
        return msg("detail.build", building=words.place(rules, cmd.build))
    if cmd.to is not None:
        return msg("detail.launch", ship=_his_ship(cmd.ship or 1), to=cmd.to)
    if cmd.ship is not None:
        return msg("detail.ship", ship=_his_ship(cmd.ship))
    if cmd.take:
        return msg("detail.take", n=cmd.take)
    if any(cmd.sell):
        return msg("detail.sell", goods=words.amounts_said(*cmd.sell, 0))
    if cmd.bonus:
        return msg("detail.bonus", good=words.good(cmd.bonus))
    return ""
