"""Headless games: a player bot against Captains (or bots against each other), for the CLI,
calibration, benchmarks and tests. No Qt."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from nbgui.bots.coach import advise
from nbgui.bots.greedy import GreedyBot
from nbgui.bots.match import Player as Player  # its old home
from nbgui.bots.random_bot import RandomBot
from nbgui.bots.search import LEVELS, SearchBot
from nbgui.captain.api import TraceStep
from nbgui.captain.brain import CaptainBrain
from nbgui.captain.setup import load_boards
from nbgui.captain.setup import make_setup as make_setup  # its old home; the app imports it lighter
from nbgui.content.captains import CAPTAIN_NAMES, CaptainBoard
from nbgui.engine import (
    Command,
    Event,
    GameSetup,
    GameState,
    ScoreSheet,
    apply,
    apply_unchecked,
    legal_commands,
    new_game,
    score,
)

BOTS: dict[str, Callable[[int], Player]] = {
    "random": RandomBot,
    "greedy": GreedyBot,
}
#: The search player's levels (`nbgui.bots.search.LEVELS`) are bots too.
BOT_NAMES: tuple[str, ...] = (*BOTS, *LEVELS)


def make_player(bot: str, seed: int, brain: CaptainBrain) -> Player:
    """The named bot for one seat (`random`, `greedy`, or a search level: easy/medium/strong)."""
    if bot in BOTS:
        return BOTS[bot](seed)
    if bot in LEVELS:
        return SearchBot(seed, brain, LEVELS[bot])
    raise SimError(f"unknown bot {bot!r} (choose from {', '.join(BOT_NAMES)})")


class CoachFollower:
    """Plays the coach's advice (`nbgui.bots.coach.advise` at `budget`, capped at `cap_s`
    seconds read on `clock`, the process's CPU clock unless told)."""

    name = "coach"

    def __init__(
        self,
        brain: CaptainBrain,
        budget: str = "quick",
        cap_s: float | None = None,
        clock: Callable[[], float] = time.process_time,
    ) -> None:
        self.brain = brain
        self.budget = budget
        self.cap_s = cap_s
        self.clock = clock

    def choose(self, state: GameState, legal: list[Command]) -> Command:
        if len(legal) == 1:
            return legal[0]
        return advise(state, self.brain, self.budget, cap_s=self.cap_s, clock=self.clock).command


class HintFollower:
    """Plays the hint's own advice (`nbgui.teach.hints.suggest` at its quick strength: since
    issue 12 the quick coach's move, worded), its cap read on `clock` (the process's CPU clock
    unless told) like the search players' caps."""

    name = "hint"

    def __init__(
        self,
        boards: Mapping[str, CaptainBoard],
        brain: CaptainBrain,
        clock: Callable[[], float] = time.process_time,
    ) -> None:
        self.boards = boards
        self.brain = brain
        self.clock = clock

    def choose(self, state: GameState, legal: list[Command]) -> Command:
        from nbgui.teach.hints import suggest

        if len(legal) == 1:
            return legal[0]
        return suggest(state, self.boards, "quick", brain=self.brain, clock=self.clock).command


class SimError(ValueError):
    """A bad simulation request (unknown Captain or bot, impossible table)."""


def parse_captains(text: str) -> list[str]:
    names = [n.strip().lower() for n in text.split(",") if n.strip()]
    for n in names:
        if n not in CAPTAIN_NAMES:
            raise SimError(f"unknown Captain {n!r} (choose from {', '.join(CAPTAIN_NAMES)})")
    if len(names) > 3:
        raise SimError("at most 3 Captains")
    if len(set(names)) != len(names):
        raise SimError("each Captain can sit only once")
    return names


@dataclass
class PlayedGame:
    state: GameState
    sheet: ScoreSheet
    commands: list[Command] = field(default_factory=list)
    log: list[tuple[list[Event], list[TraceStep]]] = field(default_factory=list)


def play_game(
    setup: GameSetup,
    brain: CaptainBrain,
    bot: str,
    bot_seed: int,
    record: bool = False,
) -> PlayedGame:
    """Play one game to the end: Captains by `brain`, AI seats by their level, every other
    player seat by the named bot."""
    state, first = new_game(setup)
    players = {
        i: make_player(spec.ai or bot, bot_seed * 31 + i, brain)
        for i, spec in enumerate(setup.seats)
    }
    game = PlayedGame(state, score(state))
    if record:
        game.log.append((first, []))
    while True:
        legal = legal_commands(state)
        if not legal:
            break
        seat = state.decision.seat
        assert seat is not None
        trace: list[TraceStep] = []
        if state.seats[seat].is_captain:
            decision = brain.decide(state)
            cmd, trace = decision.command, decision.trace
        else:
            cmd = players[seat].choose(state, legal)
        if record:
            state, events = apply(state, cmd)
            game.commands.append(cmd)
            game.log.append((events, trace))
        else:
            apply_unchecked(state, cmd)
    game.state = state
    game.sheet = score(state)
    return game


@dataclass
class SeatStats:
    name: str
    totals: list[int]
    wins: float

    def summary(self) -> str:
        t = self.totals
        return (
            f"mean {statistics.fmean(t):6.2f}  median {statistics.median(t):5.1f}  "
            f"min {min(t):3d}  max {max(t):3d}"
        )


def run_series(
    captains: Sequence[str],
    bot: str,
    games: int,
    seed: int,
    expert: bool = False,
    turners_mill: bool = False,
    humans: int = 1,
    boards: dict[str, CaptainBoard] | None = None,
) -> list[SeatStats]:
    """Play `games` games and return per-seat score lists and (shared) win counts."""
    if boards is None:
        boards = load_boards(use_overrides=False)[0]
    brain = CaptainBrain(boards)
    stats: list[SeatStats] = []
    for g in range(games):
        setup = make_setup(seed * 1_000_003 + g, captains, boards, humans, expert, turners_mill)
        if not stats:
            stats = [SeatStats(s.name, [], 0.0) for s in setup.seats]
        played = play_game(setup, brain, bot, seed * 7919 + g)
        for row in played.sheet.rows:
            stats[row.seat].totals.append(row.total)
        for w in played.sheet.winners:
            stats[w].wins += 1 / len(played.sheet.winners)
    return stats
