"""The Captain's plain sentence: what it adds to a placement decision (target <= 0.2 ms).

For every Captain placement of 40 seeded games, time `CaptainBrain.decide` (the reference,
measured in the same run) and the sentence the session builds for it (`current_course` +
`plain_sentence` + its English text; the interface's translation is a dictionary look-up on
top). Prints the median and 95th percentile of the added time and its ratio to the decision.

Run: python benchmarks/captain_sentence_bench.py   (also part of `make bench`)
"""

from __future__ import annotations

import random
import statistics
import time

from nbgui.captain.brain import CaptainBrain
from nbgui.captain.plain import plain_sentence
from nbgui.captain.setup import load_boards
from nbgui.engine import DieRolled, apply, legal_commands, new_game
from nbgui.simulate import make_setup

TARGET_MS = 0.2


def main() -> None:
    boards = load_boards(use_overrides=False)[0]
    brain = CaptainBrain(boards)
    decide: list[float] = []
    added: list[float] = []
    for seed in range(40):
        name = ("starbuck", "stubb", "flask", "ahab")[seed % 4]
        state, _ = new_game(make_setup(seed, [name], boards))
        rng = random.Random(seed)
        die = None
        while state.decision.kind != "over":
            d = state.decision
            if brain.is_captain_turn(state):
                t0 = time.perf_counter()
                decision = brain.decide(state)
                t1 = time.perf_counter()
                if d.kind == "place":
                    assert d.seat is not None
                    sentence = plain_sentence(
                        state, decision, brain.current_course(state, d.seat), die
                    )
                    assert sentence is not None
                    sentence.english()
                    t2 = time.perf_counter()
                    decide.append((t1 - t0) * 1000)
                    added.append((t2 - t1) * 1000)
                state, events = apply(state, decision.command)
                die = next((e.value for e in events if isinstance(e, DieRolled)), None)
            else:
                state, _ = apply(state, rng.choice(legal_commands(state)))
    med = statistics.median(added)
    p95 = sorted(added)[int(len(added) * 0.95)]
    ref = statistics.median(decide)
    verdict = "PASS" if med <= TARGET_MS else "MISS"
    print(f"captain sentence: {len(added)} placements; added per decision median {med:.4f} ms, "
          f"p95 {p95:.4f} ms (target <= {TARGET_MS} ms) {verdict}; "
          f"decision itself median {ref:.4f} ms (sentence = {med / ref:.2f}x of it)")


if __name__ == "__main__":
    main()
