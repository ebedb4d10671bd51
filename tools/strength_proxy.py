"""A cheap, paired comparison of search-player variants against the four Captains.

Every variant plays the same games (game *g* against each Captain on table seed
``seed * 1_000_003 + g``, the ladder's seeding with another seed so the ladder's own games stay
held out), uncapped, so a run is reproducible: the budget alone decides. It prints, per variant,
the mean score, wins and mean margin (player − Captain) against each Captain, and for every
variant after the first the **paired** difference of margins and of the player's own scores to
the first (mean ± standard error over the same games): the noise of the seeds cancels, so a few
dozen games tell variants apart that 2-game anecdotes cannot.

    nice -n 19 python tools/strength_proxy.py --games 10 \\
        --variant base: --variant h3:horizon=3,steps=6000,playouts=2000

A variant is ``name:field=value,...`` over the strong level (`nbgui.bots.search.LEVELS`);
``pw.weight=value`` sets one of the weights of the playout policy's look and of the truncated
playouts' valuation (`Level.playout_weights`, from `TUNED`), e.g. ``--variant
voy:pw.sea=1.1,pw.dock=2.0``.
``--first N`` starts at game *N* (games N to ``--games`` − 1 a Captain), so a variant can be
measured on games that no earlier variant was chosen on.
Finished games go to ``--out`` (JSON lines, default /tmp/strength_proxy.jsonl) and a rerun with
the same file plays only what is missing.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
from dataclasses import fields, replace
from pathlib import Path

from nbgui.bots.evaluation import TUNED, Weights
from nbgui.bots.match import play_match
from nbgui.bots.search import LEVELS, Level, SearchBot
from nbgui.captain.brain import CaptainBrain
from nbgui.captain.setup import load_boards
from nbgui.content.captains import CAPTAIN_NAMES
from nbgui.simulate import make_setup


def parse_variant(text: str, base: Level) -> tuple[str, Level]:
    """``name:field=value,...`` → (name, the strong level with those fields replaced)."""
    name, _, spec = text.partition(":")
    types = {f.name: f.type for f in fields(Level)}
    changes: dict[str, object] = {}
    look: dict[str, float] = {}  # pw.<weight>: the playout weights, from TUNED
    wnames = {f.name for f in fields(Weights)}
    for part in filter(None, spec.split(",")):
        key, _, raw = part.partition("=")
        if key.startswith("pw."):
            if key[3:] not in wnames:
                raise SystemExit(f"unknown Weights field {key[3:]!r}")
            look[key[3:]] = float(raw)
            continue
        if key not in types or key == "name":
            raise SystemExit(f"unknown Level field {key!r}")
        kind = str(types[key])
        if "bool" in kind:
            changes[key] = raw.lower() in ("1", "true", "yes")
        elif "float" in kind:
            changes[key] = float(raw)
        elif "int" in kind:
            changes[key] = int(raw)
        else:
            raise SystemExit(f"{key} cannot be set here")
    if look:
        changes["playout_weights"] = (base.playout_weights or TUNED).replace(**look)
    return name, replace(base, name=name, **changes)  # type: ignore[arg-type]


def play_game(level: Level, captain: str, g: int, seed: int, boards: dict, brain: CaptainBrain,
              expert: bool) -> dict[str, object]:
    setup = make_setup(seed * 1_000_003 + g, [captain], boards, 1, expert)
    match = play_match(setup, {1: SearchBot(seed * 7919 + g, brain, level)}, brain, (1,))
    totals = {r.seat: r.total for r in match.sheet.rows}
    times = match.times[1]
    return {
        "captain": captain, "g": g, "seed": seed, "expert": expert,
        "mine": totals[1], "theirs": totals[0], "win": match.sheet.winners == (1,),
        "cpu": round(sum(times), 3), "moves": len(times), "worst": round(max(times), 3),
    }


def _margin(r: dict[str, object]) -> float:
    return float(str(r["mine"])) - float(str(r["theirs"]))


def _se(xs: list[float]) -> float:
    return statistics.stdev(xs) / math.sqrt(len(xs)) if len(xs) > 1 else float("nan")


def report(done: dict[tuple[str, str, int], dict[str, object]], names: list[str],
           captains: list[str], games: int) -> None:
    first = names[0]
    for name in names:
        rows = []
        all_m: list[float] = []
        for c in captains:
            rs = [done[(name, c, g)] for g in range(games) if (name, c, g) in done]
            if not rs:
                continue
            mine = [float(str(r["mine"])) for r in rs]
            margin = [float(str(r["mine"])) - float(str(r["theirs"])) for r in rs]
            all_m += margin
            wins = sum(bool(r["win"]) for r in rs)
            rows.append(f"{c} {len(rs)}g mean {statistics.fmean(mine):.1f} wins {wins} "
                        f"margin {statistics.fmean(margin):+.1f}")
        cpu = [float(str(r["cpu"])) / max(1, int(str(r["moves"])))
               for k, r in done.items() if k[0] == name]
        worst = max((float(str(r["worst"])) for k, r in done.items() if k[0] == name), default=0)
        mean_m = statistics.fmean(all_m) if all_m else float("nan")
        print(f"{name}: margin {mean_m:+.2f} ± {_se(all_m):.2f} over {len(all_m)} | "
              + " | ".join(rows)
              + f" | CPU s/move {statistics.fmean(cpu) if cpu else 0:.2f} max {worst:.2f}")
        if name != first:
            diffs = [
                _margin(done[(name, c, g)]) - _margin(done[(first, c, g)])
                for c in captains for g in range(games)
                if (name, c, g) in done and (first, c, g) in done
            ]
            own = [
                float(str(done[(name, c, g)]["mine"])) - float(str(done[(first, c, g)]["mine"]))
                for c in captains for g in range(games)
                if (name, c, g) in done and (first, c, g) in done
            ]
            if diffs:
                print(f"  paired vs {first}: {statistics.fmean(diffs):+.2f} ± {_se(diffs):.2f} "
                      f"over {len(diffs)} games; own score {statistics.fmean(own):+.2f} "
                      f"± {_se(own):.2f}")
    sys.stdout.flush()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", action="append", required=True)
    parser.add_argument("--games", type=int, default=10, help="games per Captain")
    parser.add_argument("--first", type=int, default=0,
                        help="the first game played (games first..games-1 a Captain)")
    parser.add_argument("--seed", type=int, default=2)
    parser.add_argument("--captains", default=",".join(CAPTAIN_NAMES))
    parser.add_argument("--expert", action="store_true")
    parser.add_argument("--out", default="/tmp/strength_proxy.jsonl")
    args = parser.parse_args(argv)
    boards = load_boards(use_overrides=False)[0]
    brain = CaptainBrain(boards)
    variants = [parse_variant(v, LEVELS["strong"]) for v in args.variant]
    names = [n for n, _ in variants]
    captains = args.captains.split(",")
    out = Path(args.out)
    done: dict[tuple[str, str, int], dict[str, object]] = {}
    if out.is_file():
        for line in out.read_text(encoding="utf-8").splitlines():
            r = json.loads(line)
            level = dict(variants).get(r["name"])
            if level is not None and r["level"] == repr(level) and r["seed"] == args.seed \
                    and r["expert"] == args.expert:
                done[(r["name"], r["captain"], r["g"])] = r
    for g in range(args.first, args.games):
        for c in captains:
            for name, level in variants:
                if (name, c, g) in done:
                    continue
                rec = play_game(level, c, g, args.seed, boards, brain, args.expert)
                rec = {"name": name, "level": repr(level), **rec}
                done[(name, c, g)] = rec
                with out.open("a", encoding="utf-8") as f:
                    f.write(json.dumps(rec) + "\n")
        print(f"--- after game {g}", flush=True)
        report(done, names, captains, args.games)
    return 0


if __name__ == "__main__":
    sys.exit(main())
