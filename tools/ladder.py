"""The strength ladder: every player level against every Captain (normal and expert), the
hint engine and the coach budgets, and strong-vs-strong tables of 2, 3 and 4 AI seats.

    python tools/ladder.py                 # the default counts, table on stdout
    python tools/ladder.py --write         # also replace the table in docs/captains-calibration.md
    python tools/ladder.py --scale 0.5     # every game count halved (a quicker, noisier table)
    make ladder                            # = nice -n 10 python tools/ladder.py --write

Seeds are shared: game *g* of every row uses table seed ``seed * 1_000_003 + g``, so the rows
differ only by the player (and the Captain's variant). The search players play with their cap
(1 s for the quick coach, 3 s for the strong level and coach) read on this process's **CPU
clock**, and the hint engine with its 0.8 s budget on the same clock: what the app promises,
but measured so that the shared machine's load does not change the results. "s/move" is the CPU
time per decision of the measured player (mean and worst), to read against those promises.

The games of a row are played in turns over the Captains (game 0 against each, then game 1...)
and the document is rewritten after every turn, so a run stopped early leaves balanced rows.
"""

from __future__ import annotations

import argparse
import datetime
import math
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path

from nbgui.bots.coach import COACH_BUDGETS
from nbgui.bots.search import LEVELS, SearchBot
from nbgui.captain.brain import CaptainBrain
from nbgui.captain.setup import load_boards
from nbgui.content.captains import CAPTAIN_NAMES, CaptainBoard
from nbgui.engine import (
    Command,
    GameSetup,
    GameState,
    SeatSpec,
    apply_unchecked,
    legal_commands,
    new_game,
    score,
)
from nbgui.simulate import Player, make_player, make_setup

DOC = Path(__file__).resolve().parent.parent / "docs" / "captains-calibration.md"
#: The measured rows as data for the app (the new-game dialog's difficulty order), written with
#: the doc block from the same rows.
DATA = Path(__file__).resolve().parent.parent / "nbgui" / "ui" / "dialogs" / "ladder_data.py"
BEGIN = "<!-- ladder:begin -->"
END = "<!-- ladder:end -->"
_EARLIER: str | None = None

#: Games per (player, Captain, variant) at --scale 1: what the issue asks (>= 200 for the cheap
#: players, >= 50 for the search players). `--games strong=12,...` overrides (a shorter run).
COUNTS = {
    "greedy": 200,
    "easy": 200,
    "strong": 50,
    "coach-quick": 50,
    "hint-0.8s": 50,
    "medium": 50,
    "coach-strong": 50,
}
#: The rows in the order they are played: the cheap rows (a few minutes), then the search rows
#: that matter most, so a run cut short still has them (the doc block is rewritten as it goes).
PLAN: tuple[tuple[str, bool], ...] = (
    ("easy", False),
    ("easy", True),
    ("greedy", False),
    ("greedy", True),
    ("strong", False),
    ("coach-quick", False),
    ("hint-0.8s", False),
    ("strong", True),
    ("medium", False),
    ("coach-strong", False),
)
#: Strong-vs-strong tables: seats → games.
SELF_PLAY = {2: 10, 3: 5, 4: 5}


class HintFollower:
    """Plays the hint's own advice (`nbgui.teach.hints.suggest` at its quick strength: since
    issue 12 the quick coach's move, worded), its cap read on the CPU clock like the search
    players' caps."""

    name = "hint-0.8s"

    def __init__(self, boards: dict[str, CaptainBoard], brain: CaptainBrain) -> None:
        self.boards = boards
        self.brain = brain

    def choose(self, state: GameState, legal: list[Command]) -> Command:
        from nbgui.teach.hints import suggest

        if len(legal) == 1:
            return legal[0]
        return suggest(
            state, self.boards, "quick", brain=self.brain, clock=time.process_time
        ).command


def player_factory(
    name: str, boards: dict[str, CaptainBoard], brain: CaptainBrain
) -> Callable[[int], Player]:
    cpu = time.process_time
    if name.startswith("coach-"):
        budget = COACH_BUDGETS[name.removeprefix("coach-")]
        level = replace(budget.level, cap_s=budget.cap_s)
        return lambda seed: SearchBot(seed, brain, level, capped=True, clock=cpu)
    if name == "hint-0.8s":
        return lambda seed: HintFollower(boards, brain)
    if name in LEVELS and LEVELS[name].playouts > 0:
        return lambda seed: SearchBot(seed, brain, LEVELS[name], capped=True, clock=cpu)
    return lambda seed: make_player(name, seed, brain)


@dataclass
class Row:
    label: str
    opponent: str
    variant: str
    games: int = 0
    wins: float = 0.0
    mine: list[int] = field(default_factory=list)
    theirs: list[int] = field(default_factory=list)
    move_times: list[float] = field(default_factory=list)

    def cells(self) -> str:
        def spread(xs: list[int]) -> str:
            sd = statistics.pstdev(xs) if len(xs) > 1 else 0.0
            return f"{statistics.fmean(xs):.1f} ± {sd:.1f}"

        t = self.move_times or [0.0]
        return (
            f"| {self.label} | {self.opponent} | {self.variant} | {self.games} "
            f"| {100 * self.wins / self.games:.1f}% | {spread(self.mine)} "
            f"| {min(self.mine)}–{max(self.mine)} | {spread(self.theirs)} "
            f"| {statistics.fmean(t):.3f} / {max(t):.2f} |"
        )


def play(
    setup: GameSetup, players: dict[int, Player], brain: CaptainBrain, timed: set[int]
) -> tuple[GameState, list[float]]:
    state, _ = new_game(setup)
    times: list[float] = []
    clock = time.process_time
    while legal := legal_commands(state):
        seat = state.decision.seat
        assert seat is not None
        if state.seats[seat].is_captain:
            cmd = brain.decide(state).command
        else:
            t0 = clock()
            cmd = players[seat].choose(state, legal)
            if seat in timed and len(legal) > 1:
                times.append(clock() - t0)
        apply_unchecked(state, cmd)
    return state, times


def captain_game(
    row: Row,
    make: Callable[[int], Player],
    captain: str,
    expert: bool,
    g: int,
    seed: int,
    boards: dict[str, CaptainBoard],
    brain: CaptainBrain,
) -> None:
    """Play game `g` of a row and add it to the row."""
    setup = make_setup(seed * 1_000_003 + g, [captain], boards, 1, expert)
    state, times = play(setup, {1: make(seed * 7919 + g)}, brain, {1})
    sheet = score(state)
    totals = {r.seat: r.total for r in sheet.rows}
    row.games += 1
    row.mine.append(totals[1])
    row.theirs.append(totals[0])
    row.wins += (1 / len(sheet.winners)) if 1 in sheet.winners else 0.0
    row.move_times.extend(times)


def self_play_row(
    seats: int, games: int, seed: int, boards: dict[str, CaptainBoard], brain: CaptainBrain
) -> tuple[str, list[float]]:
    """Strong vs strong: mean, spread and range of all seats' scores, the winning score, and
    the first player's share of wins."""
    scores: list[int] = []
    winning: list[int] = []
    first_wins = 0.0
    times: list[float] = []
    for g in range(games):
        specs = [SeatSpec(name=f"S{i + 1}", ai="strong") for i in range(seats)]
        setup = GameSetup(seed=seed * 1_000_003 + g, seats=specs)
        make = player_factory("strong", boards, brain)
        players = {i: make(seed * 7919 + g * 31 + i) for i in range(seats)}
        state, t = play(setup, players, brain, set(range(seats)))
        times.extend(t)
        sheet = score(state)
        totals = [r.total for r in sheet.rows]
        scores.extend(totals)
        winning.append(max(totals))
        if setup.first_seat in sheet.winners:
            first_wins += 1 / len(sheet.winners)
    sd = statistics.pstdev(scores)
    line = (
        f"| strong ×{seats} | {games} | {statistics.fmean(scores):.1f} ± {sd:.1f} "
        f"| {min(scores)}–{max(scores)} | {statistics.fmean(winning):.1f} "
        f"| {100 * first_wins / games:.0f}% |"
    )
    return line, times


def scaled(n: int, scale: float) -> int:
    return max(1, math.ceil(n * scale))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--scale", type=float, default=1.0, help="multiply every game count")
    parser.add_argument("--players", default=",".join(COUNTS), help="comma-separated players")
    parser.add_argument("--captains", default=",".join(CAPTAIN_NAMES))
    parser.add_argument("--variants", default="normal,expert", help="normal and/or expert")
    parser.add_argument("--no-self-play", action="store_true")
    parser.add_argument(
        "--games", default="", help="per-player game counts, e.g. strong=12,hint-0.8s=4"
    )
    parser.add_argument("--write", action="store_true", help="update " + str(DOC.name))
    args = parser.parse_args(argv)
    boards = load_boards(use_overrides=False)[0]
    brain = CaptainBrain(boards)
    started = time.perf_counter()
    lines = [
        "| player | vs Captain | variant | games | player wins | player mean ± sd | player "
        "range | Captain mean ± sd | CPU s/move mean / max |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    counts = dict(COUNTS)
    for item in filter(None, args.games.split(",")):
        name, _, n = item.partition("=")
        if name not in counts or not n.isdigit():
            parser.error(f"bad --games item {item!r}")
        counts[name] = int(n)
    players = [p for p in args.players.split(",") if p]
    for player in players:
        if player not in COUNTS:
            parser.error(f"unknown player {player!r} (choose from {', '.join(COUNTS)})")
    variants = {v for v in args.variants.split(",") if v}
    for player, expert in PLAN:
        if player not in players or ("expert" if expert else "normal") not in variants:
            continue
        t0 = time.perf_counter()
        captains = [c for c in args.captains.split(",") if c]
        variant = "expert" if expert else "normal"
        rows = [Row(player, boards[c].name.en, variant) for c in captains]
        make = player_factory(player, boards, brain)
        done_lines = len(lines)
        for g in range(scaled(counts[player], args.scale)):
            for row, captain in zip(rows, captains, strict=True):
                captain_game(row, make, captain, expert, g, args.seed, boards, brain)
            del lines[done_lines:]
            lines.extend(r.cells() for r in rows)
            if args.write:
                write(argv, args.seed, started, lines, [], done=False)
        for line in lines[done_lines:]:
            print(line, flush=True)
        print(f"  ({time.perf_counter() - t0:.0f} s)", file=sys.stderr, flush=True)
    self_lines = [
        "| table | games | all seats' mean ± sd | range | winning score mean "
        "| first player's wins |",
        "|---|---|---|---|---|---|",
    ]
    if not args.no_self_play:
        for seats, games in SELF_PLAY.items():
            line, _ = self_play_row(seats, scaled(games, args.scale), args.seed, boards, brain)
            self_lines.append(line)
            print(line, flush=True)
            if args.write:
                write(argv, args.seed, started, lines, self_lines, done=False)
    if args.write:
        write(argv, args.seed, started, lines, self_lines, done=True)
    return 0


def write(
    argv: list[str] | None,
    seed: int,
    started: float,
    lines: list[str],
    self_lines: list[str],
    done: bool,
) -> None:
    """Replace the ladder block of the calibration doc (after every row, so an interrupted
    run leaves the rows it measured, marked as partial)."""
    minutes = (time.perf_counter() - started) / 60
    command = "python tools/ladder.py " + " ".join(argv if argv is not None else sys.argv[1:])
    today = datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d")
    state = "" if done else " **Partial: the run was still going; only these rows were measured.**"
    global _EARLIER
    text = DOC.read_text(encoding="utf-8")
    if _EARLIER is None:  # the block as it was before this run (it is rewritten after each row)
        _EARLIER = text.split(BEGIN, 1)[1].split(END, 1)[0] if BEGIN in text and END in text else ""
    lines, self_lines, kept_from = merged(_EARLIER, lines, self_lines)
    note = (
        [
            "",
            "Rows this run did not measure are kept from the block before it, which said: "
            + kept_from.replace(" **Partial", " (partial").replace(".**", ")"),
        ]
        if kept_from
        else []
    )
    block = "\n".join(
        [
            BEGIN,
            f"Generated by `{command.strip()}` (`make ladder`) on {today}, seed {seed}, "
            f"{minutes:.0f} min of wall time on the shared 2-core machine.{state}",
            *note,
            "",
            *lines,
            "",
            *(self_lines if len(self_lines) > 2 else []),
            END,
        ]
    )
    if BEGIN in text and END in text:
        head, rest = text.split(BEGIN, 1)
        _, tail = rest.split(END, 1)
        text = head + block + tail
    else:
        text = text.rstrip("\n") + "\n\n## Strength ladder\n\n" + block + "\n"
    DOC.write_text(text, encoding="utf-8")
    write_data(rows_of(block))


def _key(line: str) -> tuple[str, ...]:
    return tuple(c.strip() for c in line.strip().strip("|").split("|")[:3])


def table_lines(block: str) -> tuple[str, list[str], list[str]]:
    """(the header sentence, the player rows, the self-play rows) of a ladder block."""
    lines = block.splitlines()
    header = next((ln for ln in lines if ln.startswith("Generated by")), "")
    rows: list[str] = []
    selfplay: list[str] = []
    for ln in lines:
        if not ln.startswith("| ") or ln.startswith("| player") or ln.startswith("| table"):
            continue
        (selfplay if ln.startswith("| strong ×") else rows).append(ln)
    return header, rows, selfplay


def merged(
    earlier: str, lines: list[str], self_lines: list[str]
) -> tuple[list[str], list[str], str]:
    """This run's rows, then the earlier block's rows of (player, Captain, variant) this run did
    not measure (a partial run keeps what was measured before); the earlier header sentence
    when rows were kept."""
    header, rows, selfplay = table_lines(earlier)
    mine = {_key(ln) for ln in lines[2:]}
    kept = [ln for ln in rows if _key(ln) not in mine]
    new_self = self_lines if len(self_lines) > 2 else self_lines[:2] + selfplay
    keep_header = kept or (selfplay and len(self_lines) <= 2)
    return lines + kept, new_self, header if keep_header else ""


Measured = tuple[str, str, str, int, float, float, float]


def rows_of(block: str) -> list[Measured]:
    """(player, Captain id, variant, games, player win rate %, player mean score, Captain mean
    score) of every player row of a block."""
    out = []
    for ln in table_lines(block)[1]:
        cells = [c.strip() for c in ln.strip().strip("|").split("|")]
        player, captain, variant, games, wins, mine, _range, theirs = cells[:8]
        out.append((
            player, captain.lower(), variant, int(games), float(wins.rstrip("%")),
            float(mine.split("±")[0]), float(theirs.split("±")[0]),
        ))
    return out


def write_data(rows: list[Measured]) -> None:
    """Write the rows as `nbgui/ui/dialogs/ladder_data.py` (read by the new-game dialog)."""
    body = "\n".join(f"    {row!r}," for row in rows)
    DATA.write_text(
        '"""The strength ladder\'s measured rows: the new-game dialog\'s difficulty order.\n\n'
        "Generated by `tools/ladder.py --write` (`make ladder`) together with the table in\n"
        "docs/captains-calibration.md, from the same rows: do not edit by hand.\n"
        '"""\n\n'
        "from __future__ import annotations\n\n"
        "#: (player, Captain id, variant, games, player win rate in %, player mean score,\n"
        "#: Captain mean score)\n"
        f"ROWS: tuple[tuple[str, str, str, int, float, float, float], ...] = (\n{body}\n)\n",
        encoding="utf-8",
    )


if __name__ == "__main__":
    sys.exit(main())
