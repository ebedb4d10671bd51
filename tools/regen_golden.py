"""Write the golden playthroughs in tests/golden/ (a 2-, a 3- and a 4-seat random game).

Each file is the seed and seats, then per step the command in the notation, the events it
caused (their repr, exact) and the state hash after it. `tests/engine/test_golden.py` replays
the same games and diffs them against these files; when a change to the engine's behaviour is
intended, regenerate them on purpose and review the diff:

    .venv/bin/python tools/regen_golden.py          # rewrite the files
    .venv/bin/python tools/regen_golden.py --check  # exit 1 if any file would change
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from nbgui.bots.random_bot import RandomBot
from nbgui.engine import GameSetup, SeatSpec, apply, legal_commands, new_game, score, state_hash

GOLDEN_DIR = Path(__file__).resolve().parent.parent / "tests" / "golden"
NAMES = ("Ann", "Ben", "Cat", "Dan")
# seats -> (game seed, first seat); the bot's seed is the game seed. Chosen among the first
# 400 seeds for the most kinds of events (Inn, Tavern, Tryworks, sales and buying rounds).
GAMES = {2: (111, 1), 3: (326, 2), 4: (391, 3)}


def golden_path(seats: int) -> Path:
    return GOLDEN_DIR / f"game_{seats}p.txt"


def render(seats: int) -> str:
    """The golden text of the fixed game with `seats` seats."""
    seed, first = GAMES[seats]
    setup = GameSetup(seed=seed, seats=[SeatSpec(name=n) for n in NAMES[:seats]], first_seat=first)
    state, events = new_game(setup)
    bot = RandomBot(seed)
    lines = [
        f"# nbgui golden playthrough: {seats} seats, seed {seed}, first seat {first}, "
        f"RandomBot({seed}). Regenerate with tools/regen_golden.py.",
        f"seed {seed}",
        "seats " + " ".join(NAMES[:seats]),
        "setup",
        *(f"  {e!r}" for e in events),
        f"= {state_hash(state)}",
    ]
    step = 0
    while True:
        legal = legal_commands(state)
        if not legal:
            break
        cmd = bot.choose(state, legal)
        state, events = apply(state, cmd)
        step += 1
        lines.append(f"{step} > {cmd}")
        lines.extend(f"  {e!r}" for e in events)
        lines.append(f"= {state_hash(state)}")
    sheet = score(state)
    lines.append("score " + " ".join(str(r.total) for r in sheet.rows))
    lines.append("winners " + " ".join(NAMES[w] for w in sheet.winners) + f" ({sheet.decided_by})")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only report files that differ")
    args = parser.parse_args(argv)
    stale = []
    for seats in sorted(GAMES):
        path = golden_path(seats)
        text = render(seats)
        old = path.read_text(encoding="utf-8") if path.exists() else None
        if old == text:
            print(f"{path.name}: unchanged")
            continue
        stale.append(path.name)
        if args.check:
            print(f"{path.name}: differs")
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
            print(f"{path.name}: written ({text.count(chr(10))} lines)")
    return 1 if args.check and stale else 0


if __name__ == "__main__":
    sys.exit(main())
