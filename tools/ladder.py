"""The strength ladder: every player level against every Captain (normal and expert), the
hint engine and the coach budgets, and strong-vs-strong tables of 2, 3 and 4 AI seats.

    python tools/ladder.py --write         # play what is missing, rewrite the doc's table
    python tools/ladder.py --games strong=8 --players strong --variants normal --write
    python tools/ladder.py --no-play --write   # only rewrite the table from the cache
    make ladder                            # = nice -n 10 python tools/ladder.py --write

**Resumable and incremental.** Every finished game is appended to a cache
(`docs/ladder/games.jsonl`, in git) keyed by the player, the Captain and variant (or the number
of seats), the seed, the game number and the **code version** of that game: a digest of the
player's configuration, the rules data in `rules/`, that Captain's board, and what the code does
— for the cheap players (greedy, easy) whole games of the player itself against that Captain,
normal and expert (a change that plays differently changes it; a speed-up or a change to another
bot does not); for the search players whole greedy games against that Captain plus uncapped
searches of the player's level at a small budget on fixed positions, every candidate's statistics
(`Versions.search_print`: a speed-up of the engine or the playouts keeps their games, a change to
what the search plays drops them); for the hint engine's row the source of the bot modules
(`PLAYER_MODULES`) and of the hint engine. A run plays only
the games the cache does not hold at the current version, so it can be stopped at any time and
run again, and the counts grow run after run; games of an older version are dropped from the
cache. The table is always written from the whole cache: a row holds every cached game of its
player, Captain and variant, and a row with fewer games than the issue asks (``COUNTS``,
``SELF_PLAY``) is marked **partial**.

Seeds are shared: game *g* of every row uses table seed ``seed * 1_000_003 + g``, so the rows
differ only by the player (and the Captain's variant). The search players play with their cap
(1 s for the quick coach, 3 s for the strong level and coach) read on this process's **CPU
clock**, and the hint engine with its quick budget on the same clock: what the app promises,
but measured so that the shared machine's load does not change the results. "CPU s/move" is the
CPU time per decision of the measured player (mean and worst), to read against those promises.

The games of a row are played in turns over the Captains (game 0 against each, then game 1...)
and the document is rewritten after every turn.
"""

from __future__ import annotations

import argparse
import datetime
import hashlib
import json
import math
import statistics
import sys
import time
from collections.abc import Callable, Iterable
from dataclasses import fields, replace
from pathlib import Path

from nbgui.bots.coach import COACH_BUDGETS
from nbgui.bots.match import Player, play_match
from nbgui.bots.search import LEVELS, Level, SearchBot
from nbgui.captain.brain import CaptainBrain
from nbgui.captain.setup import load_boards
from nbgui.content.captains import CAPTAIN_NAMES, CaptainBoard
from nbgui.content.models import Text
from nbgui.engine import GameSetup, SeatSpec, legal_commands, state_to_dict
from nbgui.simulate import HintFollower, make_player, make_setup

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "captains-calibration.md"
#: Every finished game, one JSON object a line (see the module docstring).
CACHE = ROOT / "docs" / "ladder" / "games.jsonl"
#: The measured rows as data for the app (the new-game dialog's difficulty order), written with
#: the doc block from the same rows.
DATA = ROOT / "nbgui" / "ui" / "dialogs" / "ladder_data.py"
BEGIN = "<!-- ladder:begin -->"
END = "<!-- ladder:end -->"

#: Games per (player, Captain, variant) at --scale 1: what the issue asks (>= 200 for the cheap
#: players, >= 50 for the search players); a row with fewer is marked partial. `--games
#: strong=12,...` plays fewer (a shorter run; what is cached already stays in the table).
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
    ("medium", True),
    ("coach-quick", True),
    ("coach-strong", True),
)
#: Strong-vs-strong tables: seats → games.
SELF_PLAY = {2: 10, 3: 5, 4: 5}


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



Record = dict[str, object]
#: The keys of a text the app shows in every language (`_play_data` leaves such texts out).
LANGUAGES = frozenset(f.name for f in fields(Text))


def _digest(*parts: str) -> str:
    h = hashlib.sha256()
    for part in parts:
        h.update(part.encode())
        h.update(b"\0")
    return h.hexdigest()[:16]


def _sources(paths: list[Path]) -> str:
    return _digest(*(f"{p.relative_to(ROOT)}:{p.read_text(encoding='utf-8')}" for p in paths))


def _play_data(path: Path) -> str:
    """A rules file's data without the texts the app shows: every object whose keys are all
    languages (``{"en": ..., "es": ...}``) dropped, the rest in a canonical JSON form. A
    wording change (2026-12-02: the Spanish "Bota" became "Zarpa") keeps the cached games."""

    def strip(value: object) -> object:
        if isinstance(value, dict):
            return {k: strip(v) for k, v in value.items()
                    if not (isinstance(v, dict) and v and set(v) <= LANGUAGES)}
        if isinstance(value, list):
            return [strip(v) for v in value]
        return value

    data = json.loads(path.read_text(encoding="utf-8"))
    return json.dumps(strip(data), sort_keys=True, ensure_ascii=False)


def _played(paths: Iterable[Path]) -> str:
    """The digest of rules files' play data (`_play_data`), each named by its path."""
    return _digest(*(f"{p.relative_to(ROOT)}:{_play_data(p)}" for p in paths))


def _final(setup: GameSetup, brain: CaptainBrain, make: Callable[[int], Player], seed: int) -> str:
    players = {i: make(seed + i) for i in range(len(setup.seats))}
    state = play_match(setup, players, brain).state
    return json.dumps(state_to_dict(state), sort_keys=True, default=str)


def fingerprint(
    boards: dict[str, CaptainBoard],
    brain: CaptainBrain,
    captain: str | None,
    player: str = "greedy",
) -> str:
    """What the engine, the Captain's brain with this board and a cheap player do, not how
    fast: the final states of whole games of `player` against the Captain, normal and expert, or
    without a Captain at 2, 3 and 4 seats (a fraction of a second)."""
    if captain is None:
        setups = [
            GameSetup(seed=1_000_003 * 9 + n, seats=[SeatSpec(name=f"S{i}") for i in range(n)])
            for n in (2, 3, 4)
        ]
    else:
        setups = [make_setup(1_000_003 * 9 + e, [captain], boards, 1, e) for e in (False, True)]
    make = player_factory(player, boards, brain)
    return _digest(*(_final(setup, brain, make, i) for i, setup in enumerate(setups)))


#: The players cheap enough to be their own fingerprint: their version is what their whole games
#: do (a change elsewhere in `nbgui/bots` that leaves their play alone keeps their games).
CHEAP = ("greedy", "easy")
#: The modules of `nbgui/bots` the search players run: their version includes this source.
PLAYER_MODULES = ("greedy", "evaluation", "rollout", "search", "coach")


class Versions:
    """The code version of a player's games: its configuration, the rules data, and the
    behaviour of the engine and the Captain's brain (whole games of the cheap player itself, or
    of greedy plus the bots' source for a search player) — for a game against a Captain, only
    that Captain's board and games (changing Flask's board keeps every other Captain's games)."""

    def __init__(self, boards: dict[str, CaptainBoard], brain: CaptainBrain) -> None:
        rules = ROOT / "rules"
        # the rules data the games play by: not the boards (each Captain's own, below), nor the
        # reference texts and the tutorial (rules/reference, rules/tutorial), nor any text the
        # app shows (`_play_data`): what the app says, not what it plays
        self.rules = _played(
            p for p in sorted(rules.rglob("*.json"))
            if p.parent.name not in ("captains", "reference", "tutorial")
        )
        # a Captain's board by its play data too: his personality's wording (2026-12-02: Stubb's
        # "timber" became "lumber") keeps his games
        self.boards = {c: _played(sorted(rules.glob(f"captains/{c}.json"))) for c in boards}
        self.bots = _sources([ROOT / "nbgui" / "bots" / f"{m}.py" for m in PLAYER_MODULES])
        self.hints = _sources([ROOT / "nbgui" / "teach" / "hints.py"])
        self._prints: dict[tuple[str | None, str], str] = {}
        self._setup = (boards, brain)

    def fingerprint(self, captain: str | None, player: str) -> str:
        key = (captain, player)
        if key not in self._prints:
            self._prints[key] = fingerprint(*self._setup, captain, player)
        return self._prints[key]

    def of(self, player: str, captain: str | None = None) -> str:
        if player.startswith("coach-"):
            config = repr(COACH_BUDGETS[player.removeprefix("coach-")])
            config = config.replace(", playout_weights=", _REMOVED + ", playout_weights=")
            config = config.replace(_NEUTRAL_OWN, ")")
        elif player in LEVELS:
            config = level_config(LEVELS[player])
        else:
            config = player
        board = self.boards[captain] if captain is not None else ""
        if player in CHEAP:
            return _digest(config, self.rules, self.fingerprint(captain, player), board)
        behaviour = self.fingerprint(captain, "greedy")
        if player == "hint-0.8s":
            return _digest(config, self.bots, self.rules, behaviour, board, self.hints)
        return _digest(config, self.search_print(player), self.rules, behaviour, board)

    def search_print(self, player: str) -> str:
        """What a search player's code does, not how fast: every candidate's statistics of
        uncapped searches at a small budget of its level's kind (the same horizon, look,
        candidates and weights) on fixed positions (about a second). A speed-up of the engine or
        the playouts keeps the cached games; a change to what the search plays drops them."""
        key = (None, "search:" + player)
        if key not in self._prints:
            from nbgui.bots.search import search
            from nbgui.teach.positions import human_positions

            level = (COACH_BUDGETS[player.removeprefix("coach-")].level
                     if player.startswith("coach-") else LEVELS[player])
            small = replace(level, playouts=min(level.playouts, 16),
                            steps=min(level.steps, 1200))
            boards, brain = self._setup
            results = [
                repr(search(state, legal_commands(state), brain, small, seed=1))
                for state in human_positions(boards, 4, seed=17)
            ]
            self._prints[key] = _digest(*results)
        return self._prints[key]


#: The `Level` fields removed since (scaled, max_playouts, max_k), at the values every level
#: had: they stay in the version of a level's games, so the cached games keep their version.
_REMOVED = ", scaled=False, max_playouts=0, max_k=0"
#: A `Level` field added since (`own_weight`) at its neutral value: left out of the version, so
#: the games of a level that does not use it keep theirs.
_NEUTRAL_OWN = ", own_weight=0.0)"


def level_config(level: Level) -> str:
    """A level's configuration as the version of its games spells it: its repr with the removed
    fields, and without ``horizon`` and ``steps`` when neither is used (the version of a level
    that uses no field added later stays what it was: easy's cached games stay valid; likewise
    ``own_weight`` at 0)."""
    config = repr(level).replace(", playout_weights=", _REMOVED + ", playout_weights=")
    return config.replace(_NEUTRAL_OWN, ")").replace(", horizon=0, steps=0)", ")")


class Cache:
    """The finished games (`CACHE`): appended to as they finish, so nothing is played twice."""

    def __init__(self, path: Path, current: Versions) -> None:
        self.path = path
        self.current = current
        self.records: dict[tuple[object, ...], Record] = {}
        self.dropped = 0
        if path.is_file():
            for line in path.read_text(encoding="utf-8").splitlines():
                try:
                    rec = json.loads(line)
                    key = self.key(rec)
                    valid = self.version(rec) == rec["v"]
                except (ValueError, KeyError, TypeError, AttributeError):
                    valid = False
                if not valid:  # unreadable, or another code version: never valid again
                    self.dropped += 1
                    continue
                self.records[key] = rec

    def version(self, rec: Record) -> str:
        captain = rec.get("captain")
        if rec["player"] not in COUNTS or (captain is not None and captain not in CAPTAIN_NAMES):
            raise KeyError(rec["player"])
        return self.current.of(str(rec["player"]), None if captain is None else str(captain))

    @staticmethod
    def key(rec: Record) -> tuple[object, ...]:
        return (
            rec["player"], rec.get("captain"), rec.get("variant"), rec.get("seats"),
            rec["seed"], rec["g"], rec["v"],
        )

    def get(self, **where: object) -> Record | None:
        return self.records.get(self.key({**where, "v": self.version(where)}))

    def add(self, rec: Record) -> None:
        rec = {**rec, "v": self.version(rec)}
        self.records[self.key(rec)] = rec
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with self.path.open("a", encoding="utf-8") as f:
            f.write(json.dumps(rec, sort_keys=True, ensure_ascii=False) + "\n")

    def save(self) -> None:
        """Rewrite the file sorted, without the games of other versions (a stable git diff)."""
        lines = sorted(json.dumps(r, sort_keys=True, ensure_ascii=False)
                       for r in self.records.values())
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")

    def select(self, **where: object) -> list[Record]:
        """Every cached game matching `where`, by game number."""
        found = [r for r in self.records.values() if all(r.get(k) == v for k, v in where.items())]
        return sorted(found, key=lambda r: int(str(r["g"])))


def _times(times: list[float]) -> list[float]:
    return [round(sum(times), 4), len(times), round(max(times, default=0.0), 4)]


def captain_game(
    player: str,
    make: Callable[[int], Player],
    captain: str,
    expert: bool,
    g: int,
    seed: int,
    boards: dict[str, CaptainBoard],
    brain: CaptainBrain,
) -> Record:
    """Play game `g` of a row: its cache record."""
    setup = make_setup(seed * 1_000_003 + g, [captain], boards, 1, expert)
    game = play_match(setup, {1: make(seed * 7919 + g)}, brain, timed={1})
    totals = game.totals()
    return {
        "player": player, "captain": captain, "variant": "expert" if expert else "normal",
        "seed": seed, "g": g, "mine": totals[1], "theirs": totals[0],
        "win": game.won(1), "t": _times(game.all_times()), "date": _today(),
    }


def self_play_game(
    seats: int, g: int, seed: int, boards: dict[str, CaptainBoard], brain: CaptainBrain
) -> Record:
    """Strong vs strong, game `g`: every seat's score and whether the first player won."""
    specs = [SeatSpec(name=f"S{i + 1}", ai="strong") for i in range(seats)]
    setup = GameSetup(seed=seed * 1_000_003 + g, seats=specs)
    make = player_factory("strong", boards, brain)
    players = {i: make(seed * 7919 + g * 31 + i) for i in range(seats)}
    game = play_match(setup, players, brain, timed=range(seats))
    return {
        "player": "strong", "seats": seats, "seed": seed, "g": g,
        "scores": [r.total for r in game.sheet.rows], "first_win": game.won(setup.first_seat),
        "t": _times(game.all_times()), "date": _today(),
    }


def _today() -> str:
    return datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d")


def _spread(xs: list[int]) -> str:
    sd = statistics.pstdev(xs) if len(xs) > 1 else 0.0
    return f"{statistics.fmean(xs):.1f} ± {sd:.1f}"


def _items(rec: Record, field: str) -> list[object]:
    """A record's list field (``t``, ``scores``); a record where it is no list is refused."""
    value = rec[field]
    if not isinstance(value, list):
        raise TypeError(f"{field} is not a list: {value!r}")
    return list(value)


def _number(value: object) -> int | float:
    """A number of a record as JSON gave it (int or float); anything else is refused."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise TypeError(f"not a number: {value!r}")
    return value


def _cpu(games: list[Record]) -> str:
    ts = [_items(r, "t") for r in games]
    total = sum(float(_number(t[0])) for t in ts)
    n = sum(int(_number(t[1])) for t in ts)
    worst = max(float(_number(t[2])) for t in ts)
    return f"{total / n if n else 0.0:.3f} / {worst:.2f}"


def _games_cell(n: int, asked: int) -> str:
    return f"{n}" if n >= asked else f"{n} of {asked}, **partial**"


def row_line(player: str, captain: str, variant: str, games: list[Record], asked: int,
             name: str) -> str:
    mine = [int(str(r["mine"])) for r in games]
    theirs = [int(str(r["theirs"])) for r in games]
    wins = sum(float(str(r["win"])) for r in games)
    return (
        f"| {player} | {name} | {variant} | {_games_cell(len(games), asked)} "
        f"| {100 * wins / len(games):.1f}% | {_spread(mine)} "
        f"| {min(mine)}–{max(mine)} | {_spread(theirs)} | {_cpu(games)} |"
    )


def self_line(seats: int, games: list[Record], asked: int) -> str:
    scores = [int(_number(s)) for r in games for s in _items(r, "scores")]
    winning = [max(_number(s) for s in _items(r, "scores")) for r in games]
    first = sum(float(str(r["first_win"])) for r in games)
    return (
        f"| strong ×{seats} | {_games_cell(len(games), asked)} | {_spread(scores)} "
        f"| {min(scores)}–{max(scores)} | {statistics.fmean(winning):.1f} "
        f"| {100 * first / len(games):.0f}% | {_cpu(games)} |"
    )


def tables(cache: Cache, seed: int, boards: dict[str, CaptainBoard]) -> tuple[list[str], list[str]]:
    """The player rows and the self-play rows, from every cached game of this seed."""
    lines = [
        "| player | vs Captain | variant | games | player wins | player mean ± sd | player "
        "range | Captain mean ± sd | CPU s/move mean / max |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for player, expert in PLAN:
        variant = "expert" if expert else "normal"
        for captain in CAPTAIN_NAMES:
            games = cache.select(player=player, captain=captain, variant=variant, seed=seed)
            if games:
                name = boards[captain].name.en
                lines.append(row_line(player, captain, variant, games, COUNTS[player], name))
    self_lines = [
        "| table | games | all seats' mean ± sd | range | winning score mean "
        "| first player's wins | CPU s/move mean / max |",
        "|---|---|---|---|---|---|---|",
    ]
    for seats, asked in SELF_PLAY.items():
        games = cache.select(player="strong", seats=seats, seed=seed)
        if games:
            self_lines.append(self_line(seats, games, asked))
    return lines, self_lines


def scaled(n: int, scale: float) -> int:
    return max(0, math.ceil(n * scale))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--scale", type=float, default=1.0, help="multiply every game count")
    parser.add_argument("--players", default=",".join(COUNTS), help="comma-separated players")
    parser.add_argument("--captains", default=",".join(CAPTAIN_NAMES))
    parser.add_argument("--variants", default="normal,expert", help="normal and/or expert")
    parser.add_argument("--no-self-play", action="store_true")
    parser.add_argument("--no-play", action="store_true", help="only write the cached games")
    parser.add_argument(
        "--games", default="", help="per-player game counts, e.g. strong=12,hint-0.8s=4"
    )
    parser.add_argument("--self-games", default="", help="strong-vs-strong counts, e.g. 2=4,3=2")
    parser.add_argument("--write", action="store_true", help="update " + str(DOC.name))
    args = parser.parse_args(argv)
    boards = load_boards(use_overrides=False)[0]
    brain = CaptainBrain(boards)
    started = time.perf_counter()
    counts = dict(COUNTS)
    for item in filter(None, args.games.split(",")):
        name, _, n = item.partition("=")
        if name not in counts or not n.isdigit():
            parser.error(f"bad --games item {item!r}")
        counts[name] = int(n)
    self_counts = dict(SELF_PLAY)
    for item in filter(None, args.self_games.split(",")):
        seats, _, n = item.partition("=")
        if not seats.isdigit() or int(seats) not in SELF_PLAY or not n.isdigit():
            parser.error(f"bad --self-games item {item!r}")
        self_counts[int(seats)] = int(n)
    players = [p for p in args.players.split(",") if p]
    for player in players:
        if player not in COUNTS:
            parser.error(f"unknown player {player!r} (choose from {', '.join(COUNTS)})")
    captains = [c for c in args.captains.split(",") if c]
    for c in captains:
        if c not in CAPTAIN_NAMES:
            parser.error(f"unknown Captain {c!r}")
    variants = {v for v in args.variants.split(",") if v}
    cache = Cache(CACHE, Versions(boards, brain))
    played = 0
    if cache.dropped:
        print(f"  ({cache.dropped} cached games of other code versions dropped)", file=sys.stderr)

    def update(done: bool) -> None:
        if args.write:
            cache.save()
            write(argv, args.seed, started, cache, boards, played, done)

    update(args.no_play)
    plan = [] if args.no_play else [
        (p, e) for p, e in PLAN
        if p in players and ("expert" if e else "normal") in variants
    ]
    for player, expert in plan:
        t0 = time.perf_counter()
        variant = "expert" if expert else "normal"
        make = player_factory(player, boards, brain)
        for g in range(scaled(counts[player], args.scale)):
            new = 0
            for captain in captains:
                where = {"player": player, "captain": captain, "variant": variant,
                         "seed": args.seed, "g": g}
                if cache.get(**where) is None:
                    rec = captain_game(player, make, captain, expert, g, args.seed, boards, brain)
                    cache.add(rec)
                    new += 1
            played += new
            if new:
                update(False)
        print(f"  {player} {variant}: {time.perf_counter() - t0:.0f} s", file=sys.stderr,
              flush=True)
    if not args.no_play and not args.no_self_play and "strong" in players:
        for seats, games in self_counts.items():
            for g in range(scaled(games, args.scale)):
                where = {"player": "strong", "seats": seats, "seed": args.seed, "g": g}
                if cache.get(**where) is None:
                    cache.add(self_play_game(seats, g, args.seed, boards, brain))
                    played += 1
                    update(False)
    lines, self_lines = tables(cache, args.seed, boards)
    for line in [*lines, *self_lines]:
        print(line, flush=True)
    update(True)
    return 0


def write(
    argv: list[str] | None,
    seed: int,
    started: float,
    cache: Cache,
    boards: dict[str, CaptainBoard],
    played: int,
    done: bool,
) -> None:
    """Replace the ladder block of the calibration doc with the table of every cached game
    (after every turn of a run too: a run stopped early leaves what it played)."""
    minutes = (time.perf_counter() - started) / 60
    command = "python tools/ladder.py " + " ".join(argv if argv is not None else sys.argv[1:])
    lines, self_lines = tables(cache, seed, boards)
    dates = sorted({str(r["date"]) for r in cache.records.values()})
    span = f"{dates[0]} to {dates[-1]}" if len(dates) > 1 else (dates[0] if dates else "none")
    state = "" if done else " **The run was still going.**"
    text = DOC.read_text(encoding="utf-8")
    block = "\n".join(
        [
            BEGIN,
            f"Written by `{command.strip()}` (`make ladder`) on {_today()}, seed {seed}: "
            f"{len(cache.records)} cached games (`docs/ladder/games.jsonl`, played {span}), "
            f"{played} of them played by this run in {minutes:.0f} min of wall time on the "
            f"shared 2-core machine.{state} A row with fewer games than the issue asks is "
            "marked partial.",
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


def table_lines(block: str) -> tuple[str, list[str], list[str]]:
    """(the header sentence, the player rows, the self-play rows) of a ladder block."""
    lines = block.splitlines()
    header = next((ln for ln in lines if ln.startswith(("Generated by", "Written by"))), "")
    rows: list[str] = []
    selfplay: list[str] = []
    for ln in lines:
        if not ln.startswith("| ") or ln.startswith("| player") or ln.startswith("| table"):
            continue
        (selfplay if ln.startswith("| strong ×") else rows).append(ln)
    return header, rows, selfplay


Measured = tuple[str, str, str, int, float, float, float]


def rows_of(block: str) -> list[Measured]:
    """(player, Captain id, variant, games, player win rate %, player mean score, Captain mean
    score) of every player row of a block."""
    out = []
    for ln in table_lines(block)[1]:
        cells = [c.strip() for c in ln.strip().strip("|").split("|")]
        player, captain, variant, games, wins, mine, _range, theirs = cells[:8]
        out.append((
            player, captain.lower(), variant, int(games.split()[0]), float(wins.rstrip("%")),
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
