"""Command-line entry points: `sim` (headless games) and `replay` (a save's log and scores).

Bad arguments or files give a one-line error and a non-zero exit, never a traceback.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections.abc import Sequence

from nbgui.content.errors import ContentError
from nbgui.engine import (
    Describer,
    Event,
    GameSetup,
    GameState,
    SaveError,
    SeatSpec,
    apply_unchecked,
    legal_commands,
    new_game,
    read_save,
    score,
    score_sheet_text,
)


class CliError(Exception):
    """A usage problem reported as one line."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        raise CliError(message)


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"{text} must not be negative")
    return value


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="nbgui", description="New Bedford: the desktop game and its tools.")
    sub = parser.add_subparsers(dest="command")
    sim = sub.add_parser("sim", help="play games headless and print the score distribution")
    sim.add_argument("--seats", type=_positive, default=2, help="seats (2-4, humans-only games)")
    sim.add_argument("--games", type=_positive, default=100)
    sim.add_argument("--seed", type=_positive, default=1)
    sim.add_argument("--captains", default="", help="comma-separated Captains, e.g. ahab,flask")
    sim.add_argument(
        "--bot",
        default="random",
        help="the player bot: random, greedy, or a search level: easy, medium, strong",
    )
    sim.add_argument("--expert", action="store_true", help="Captains play the expert variant")
    sim.add_argument("--turners-mill", action="store_true", help="add Turner's Mill")
    sim.add_argument("--explain", action="store_true", help="print one game's Captain decisions")
    rep = sub.add_parser("replay", help="replay a save and print its log and score sheet")
    rep.add_argument("file")
    sub.add_parser("gui", help="open the game window (the default)")
    return parser


def _summary(values: list[int]) -> str:
    return (
        f"mean {statistics.fmean(values):6.2f}  median {statistics.median(values):5.1f}  "
        f"min {min(values):3d}  max {max(values):3d}"
    )


def run_sim(args: argparse.Namespace, out: list[str]) -> None:
    if args.captains or args.bot != "random" or args.explain:
        run_captain_sim(args, out)
        return
    if not 2 <= args.seats <= 4:
        raise CliError("--seats must be 2, 3 or 4")
    if args.games < 1:
        raise CliError("--games must be at least 1")
    from nbgui.bots.random_bot import RandomBot

    totals: list[list[int]] = [[] for _ in range(args.seats)]
    wins = [0.0] * args.seats
    for g in range(args.games):
        seed = args.seed * 1_000_003 + g
        setup = GameSetup(
            seed=seed,
            seats=[SeatSpec(name=f"Player {i + 1}") for i in range(args.seats)],
            first_seat=g % args.seats,
        )
        state, _ = new_game(setup)
        bot = RandomBot(seed)
        while True:
            legal = legal_commands(state)
            if not legal:
                break
            apply_unchecked(state, bot.choose(state, legal))
        sheet = score(state)
        for row in sheet.rows:
            totals[row.seat].append(row.total)
        for w in sheet.winners:
            wins[w] += 1 / len(sheet.winners)
    out.append(f"{args.games} random games, {args.seats} seats, seed {args.seed}")
    for i, values in enumerate(totals):
        out.append(f"Player {i + 1}: {_summary(values)}  wins {100 * wins[i] / args.games:5.1f}%")
    every = [v for values in totals for v in values]
    out.append(f"All seats: {_summary(every)}")
    buckets: dict[int, int] = {}
    for v in every:
        buckets[v // 5 * 5] = buckets.get(v // 5 * 5, 0) + 1
    for low in sorted(buckets):
        share = buckets[low] / len(every)
        out.append(f"  {low:3d}-{low + 4:<3d} {'#' * max(1, round(60 * share))} {share:6.1%}")


def run_captain_sim(args: argparse.Namespace, out: list[str]) -> None:
    """`sim --captains …`: a bot against Captains; `--explain` prints one game's decisions."""
    from nbgui.captain.setup import load_boards
    from nbgui.simulate import SimError, make_setup, parse_captains, play_game, run_series

    try:
        captains = parse_captains(args.captains) if args.captains else []
        if args.games < 1:
            raise CliError("--games must be at least 1")
        humans = 1 if captains else args.seats
        if not captains and args.turners_mill:
            raise CliError("Turner's Mill needs at least one Captain")
        boards, warnings = load_boards()
        for w in warnings:
            out.append(f"warning: {w}")
        if args.explain:
            from nbgui.captain.brain import CaptainBrain

            setup = make_setup(args.seed, captains, boards, humans, args.expert, args.turners_mill)
            played = play_game(setup, CaptainBrain(boards), args.bot, args.seed, record=True)
            names = [plain(s.name) for s in setup.seats]
            describe = Describer.of(played.state, names)
            moves = [events for events, _ in played.log]
            for i, (events, trace) in enumerate(played.log):
                for step in trace:
                    out.append(f"    {plain(step.text)}")
                earlier = reversed(moves[:i])
                out.extend(plain(line) for line in describe.lines(events, earlier))
            out.append("")
            out.append(score_sheet_text(played.sheet, names))
            return
        stats = run_series(
            captains,
            args.bot,
            args.games,
            args.seed,
            args.expert,
            args.turners_mill,
            humans,
            boards,
        )
    except SimError as exc:
        raise CliError(str(exc)) from exc
    variant = "expert" if args.expert else "normal"
    who = ", ".join(captains) if captains else f"{humans} bots"
    out.append(f"{args.games} games: {args.bot} bot vs {who} ({variant}), seed {args.seed}")
    for st in stats:
        out.append(f"{st.name:<10} {st.summary()}  wins {100 * st.wins / args.games:5.1f}%")
    bot_seats = [st for st in stats if st.name.startswith("Player")]
    if captains and bot_seats:
        out.append(f"Bot win rate: {100 * bot_seats[0].wins / args.games:.1f}%")


def plain(text: str) -> str:
    r"""`text` safe for a terminal: control characters (ANSI escapes, newlines…) as escapes.

    >>> plain("Ann\x1b[31m\nBob")
    'Ann\\x1b[31m\\nBob'
    """
    return "".join(ch if ch.isprintable() else ch.encode("unicode_escape").decode() for ch in text)


def _terminal_line(text: str) -> str:
    """One output block with our own newlines kept and every other control character escaped."""
    return "\n".join(plain(line) for line in text.split("\n"))


def replay_lines(state: GameState, events: list[list[Event]]) -> list[str]:
    names = [plain(s.name) for s in state.setup.seats]
    describe = Describer.of(state, names)
    lines = [
        plain(line)
        for i, batch in enumerate(events)
        for line in describe.lines(batch, reversed(events[:i]))
    ]
    if state.is_over:
        lines.append("")
        lines.append(score_sheet_text(score(state), names))
    else:
        lines.append("")
        lines.append(f"(The game is not finished: round {state.round}.)")
    return lines


def run_replay(args: argparse.Namespace, out: list[str]) -> None:
    loaded = read_save(args.file)
    out.extend(replay_lines(loaded.state, loaded.events))


def main(argv: Sequence[str] | None = None) -> int:
    """Run the CLI; return the exit code."""
    argv = list(sys.argv[1:] if argv is None else argv)
    out: list[str] = []
    try:
        args = build_parser().parse_args(argv)
        if args.command == "sim":
            run_sim(args, out)
        elif args.command == "replay":
            run_replay(args, out)
        else:
            raise CliError("no command")
    except (CliError, SaveError, ContentError) as exc:
        print(f"nbgui: error: {plain(str(exc))}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    print("\n".join(_terminal_line(line) for line in out))
    return 0
