"""Is the mistake warning on an early launch to space 3 the right size? Paired continuations.

For a few real early-game positions (the greedy bot's games against each Captain, rounds 2-4)
where a launch to whaling-track space 3 is legal and is not the quick coach's own move, this
prints what the mistake check claims (`nbgui.teach.warnings.judge`, uncapped: the gap in final
margin over its 24 paired rollout-policy playouts) and what play shows: for seeds 1..N the same
sampled future (`resampled(state, seed)`) is continued twice to the game's end, once after the
launch and once after the coach's preferred move, the player's seat played by the quick coach
itself (`advise(..., "quick", cap_s=0)`: its full step budget, no wall clock) and the Captains
by their brain. The paired difference (preferred − launch) in the player's final margin, and in
its own score, is the measured size of the mistake.

    nice -n 10 python tools/launch_truth.py --games 10,15,17,26 --seeds 24 --out /tmp/t.jsonl

Each row also counts the player's whales sold and the ones of those a Captain took. Many CPU
minutes (about 7 CPU-s a continuation from round 2, 27 minutes for the run above at load 4-5);
run it niced, one at a time.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from collections.abc import Iterator

from nbgui.bots.coach import advise
from nbgui.bots.rollout import resampled
from nbgui.captain import CaptainBrain, load_boards
from nbgui.content.captains import CaptainBoard
from nbgui.engine import (
    Command,
    Event,
    GameState,
    Place,
    Roll,
    WhaleBought,
    WhaleSold,
    apply_unchecked,
    legal_commands,
    score_row,
)
from nbgui.teach.warnings import greedy_placements, judge, warnings_for

_LAUNCHES = ("city_pier",)


def launch_to_3(state: GameState) -> Place | None:
    """The first legal City Pier launch to space 3, if any."""
    for c in legal_commands(state):
        if isinstance(c, Place) and c.space in _LAUNCHES and c.to == 3:
            return c
    return None


def positions(
    brain: CaptainBrain, boards: dict[str, CaptainBoard], count: int
) -> Iterator[tuple[int, GameState, Place]]:
    """Per greedy game (seed 0, 1, … against Starbuck, Stubb, Flask, Ahab in turn) the first
    placement in rounds 2-4 where a launch to 3 is legal; at most `count`."""
    made = 0
    for seed in range(100):
        for state, _cmd in greedy_placements(1, boards, brain, first=seed):
            if not 2 <= state.round <= 4:
                continue
            launch = launch_to_3(state)
            if launch is None:
                continue
            yield seed, state.clone(), launch
            made += 1
            break
        if made >= count:
            return


def continue_game(
    state: GameState, first: Command, seed: int, brain: CaptainBrain
) -> tuple[int, int, int, int, int]:
    """(margin, own score, moves, whales sold, of those taken by a Captain) of the player
    after `first` on future `seed`, the coach playing on."""
    seat = state.decision.seat
    assert seat is not None
    sim = resampled(state, seed)
    events: list[Event] = []
    apply_unchecked(sim, first, events)
    moves = 0
    while sim.decision.kind != "over" and sim.decision.seat is not None:
        d = sim.decision
        assert d.seat is not None
        if sim.seats[d.seat].is_captain:
            cmd: Command = Roll() if d.kind == "roll" else brain.decide(sim).command
        else:
            legal = legal_commands(sim)
            cmd = legal[0] if len(legal) == 1 else advise(sim, brain, "quick", cap_s=0).command
            moves += 1
        apply_unchecked(sim, cmd, events)
    totals = [score_row(sim, i).total for i in range(len(sim.seats))]
    other = max(t for i, t in enumerate(totals) if i != seat)
    sold = {e.token for e in events if isinstance(e, WhaleSold) and e.seat == seat}
    taken = sum(
        1 for e in events
        if isinstance(e, WhaleBought) and e.token in sold and sim.seats[e.seat].is_captain
    )
    return totals[seat] - other, totals[seat], moves, len(sold), taken


def mean_se(xs: list[float]) -> tuple[float, float]:
    m = statistics.fmean(xs)
    se = statistics.stdev(xs) / math.sqrt(len(xs)) if len(xs) > 1 else math.inf
    return m, se


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--positions", type=int, default=4)
    ap.add_argument("--games", default="", help="only these greedy games, e.g. 10,15,17,26")
    ap.add_argument("--seeds", type=int, default=20)
    ap.add_argument("--out", default="")
    args = ap.parse_args(argv)
    boards, _ = load_boards(use_overrides=False)
    brain = CaptainBrain(boards)
    out = open(args.out, "a") if args.out else None  # noqa: SIM115 - appended row by row
    t_all = time.process_time()
    only = {int(g) for g in args.games.split(",") if g}
    count = max(only) + 1 if only else args.positions
    for game, state, launch in positions(brain, boards, count):
        if only and game not in only:
            continue
        advice = advise(state, brain, "quick", cap_s=0)
        best = advice.command
        if best == launch:
            print(f"game {game} round {state.round}: the coach itself launches to 3; skipped")
            continue
        v = judge(state, brain, launch, advice=advice, cap_s=None)
        warned = [w.code for w in warnings_for(state, launch, v)]
        captain = [s.name for s in state.setup.seats if s.kind == "captain"]
        head = {
            "game": game, "round": state.round, "captains": captain, "launch": str(launch),
            "best": str(best), "claim_gap": v.gap, "claim_se": v.se, "claim_pairs": v.pairs,
            "warned": warned,
        }
        print(json.dumps(head), flush=True)
        d_margin: list[float] = []
        d_score: list[float] = []
        for s in range(1, args.seeds + 1):
            t0 = time.process_time()
            a = continue_game(state, launch, s, brain)
            b = continue_game(state, best, s, brain)
            d_margin.append(b[0] - a[0])
            d_score.append(b[1] - a[1])
            row = {"game": game, "seed": s, "launch": a, "best": b,
                   "cpu_s": round(time.process_time() - t0, 1)}
            print(json.dumps(row), flush=True)
            if out:
                out.write(json.dumps(row) + "\n")
                out.flush()
        mm, ms = mean_se(d_margin)
        sm, ss = mean_se(d_score)
        summary = {**head, "seeds": len(d_margin), "played_gap": mm, "played_se": ms,
                   "played_score_gap": sm, "played_score_se": ss}
        print(json.dumps(summary), flush=True)
        if out:
            out.write(json.dumps(summary) + "\n")
            out.flush()
    print(f"CPU {time.process_time() - t_all:.0f} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
