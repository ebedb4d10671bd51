"""Captain speed: median time of one Captain decision (target <= 1 ms) and solo games per second.

Run: python benchmarks/captain_bench.py   (also part of `make bench`)
"""

from __future__ import annotations

import statistics
import time

from nbgui.bots.random_bot import RandomBot
from nbgui.captain.brain import CaptainBrain
from nbgui.captain.setup import load_boards
from nbgui.engine import apply_unchecked, legal_commands
from nbgui.simulate import make_setup, play_game

TARGET_DECISION_MS = 1.0


def main() -> None:
    boards = load_boards(use_overrides=False)[0]
    brain = CaptainBrain(boards)
    timings: list[float] = []
    placements: list[float] = []
    for seed in range(40):
        name = ("starbuck", "stubb", "flask", "ahab")[seed % 4]
        setup = make_setup(seed, [name], boards)
        from nbgui.engine import new_game

        state, _ = new_game(setup)
        bot = RandomBot(seed)
        while True:
            legal = legal_commands(state)
            if not legal:
                break
            if brain.is_captain_turn(state):
                t0 = time.perf_counter()
                kind = state.decision.kind
                cmd = brain.decide(state).command
                timings.append(time.perf_counter() - t0)
                if kind == "place":
                    placements.append(timings[-1])
            else:
                cmd = bot.choose(state, legal)
            apply_unchecked(state, cmd)
    median_ms = statistics.median(timings) * 1000
    p95_ms = sorted(timings)[int(len(timings) * 0.95)] * 1000
    verdict = "PASS" if median_ms <= TARGET_DECISION_MS else "MISS"
    print(
        f"captain: one decision median {median_ms:.3f} ms, p95 {p95_ms:.3f} ms "
        f"(target <= {TARGET_DECISION_MS:.0f} ms) {verdict}  [{len(timings)} decisions]"
    )
    place_ms = statistics.median(placements) * 1000
    verdict = "PASS" if place_ms <= TARGET_DECISION_MS else "MISS"
    print(
        f"captain: one placement decision (Orders walk) median {place_ms:.3f} ms "
        f"(target <= {TARGET_DECISION_MS:.0f} ms) {verdict}  [{len(placements)} placements]"
    )
    for bot in ("random", "greedy"):
        games = 0
        start = time.perf_counter()
        while time.perf_counter() - start < 3.0:
            name = ("starbuck", "stubb", "flask", "ahab")[games % 4]
            play_game(make_setup(games, [name], boards), brain, bot, games)
            games += 1
        rate = games / (time.perf_counter() - start)
        print(f"captain: whole solo games vs the {bot} bot: {rate:.1f} games/s")


if __name__ == "__main__":
    main()
