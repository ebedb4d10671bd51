"""Search a seed for the scripted tutorial and (with --write) store its moves.

    python tools/tutorial_seed.py              # print the first good seeds
    python tools/tutorial_seed.py --write 17   # rewrite rules/tutorial/steps.json's moves

The tutorial is a real game against Starbuck. The learner's plan is fixed: Forest, then prepare a
ship at the Dockyard (round 1), launch it from the City Pier (round 2), then ordinary placements;
in the whaling phase take the best whale; when the ship returns, pay one lay and sell one whale.
A seed is good when every planned move is legal and the ship comes home with at least two whales,
one of them payable, within five rounds. The texts of `steps.json` are hand-written and kept; only
the command notation of each step is taken from the played game.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from nbgui.captain.brain import CaptainBrain  # noqa: E402
from nbgui.captain.setup import load_boards  # noqa: E402
from nbgui.engine import Pay, Place, Sell, Take, apply, legal_commands  # noqa: E402
from nbgui.engine.state import GameState  # noqa: E402
from nbgui.simulate import make_setup  # noqa: E402

STEPS = ROOT / "rules" / "tutorial" / "steps.json"
START = "start L0 F3 B0 $2"
WHALE_ORDER = {"S": 3, "B": 2, "R": 1, "E": 0}


def _value(token: str) -> int:
    return WHALE_ORDER.get(token[:1], 0)


def plan_move(state: GameState, legal: list, placed: int) -> tuple[str, object]:
    """(topic, command) for the learner's next decision."""
    d = state.decision
    by_text = {str(c): c for c in legal}
    if d.kind == "start_goods":
        return "start", by_text.get(START)
    if d.kind == "pick":
        takes = [c for c in legal if isinstance(c, Take)]
        return "pick", max(takes, key=lambda c: _value(c.token)) if takes else legal[0]
    if d.kind == "return":
        pays = [c for c in legal if isinstance(c, Pay)]
        sells = [c for c in legal if isinstance(c, Sell)]
        ship = state.ship(d.seat, d.ship)
        if pays and len(ship.cargo) >= 2:
            return "pay", max(pays, key=lambda c: _value(c.token))
        if sells:
            return "sell", sells[0]
        return "other", legal[0]
    if d.kind == "place":
        if placed == 0:
            return "forest", by_text.get("place forest")
        if placed == 1:
            return "dockyard", by_text.get("place dockyard ship=1")
        if placed == 2:
            launches = [
                c for c in legal
                if isinstance(c, Place) and c.space == "city_pier" and c.to is not None
                and 3 <= c.to <= 4
            ]
            return "city_pier", max(launches, key=lambda c: c.to) if launches else None
        for name in ("place farm", "place forest", "place warehouse bonus=food", "place warehouse"):
            if name in by_text:
                return "place", by_text[name]
        places = [c for c in legal if isinstance(c, Place)]
        return "place", places[0] if places else legal[0]
    return "other", legal[0]


def _captain_to_act(state: GameState) -> bool:
    seat = state.decision.seat
    return seat is not None and state.seats[seat].is_captain


def play(seed: int, boards: dict, max_round: int = 5) -> list[tuple[str, str]] | None:
    """The learner's (topic, command) list for `seed`, or None when the seed does not fit."""
    setup = make_setup(seed, ["starbuck"], boards, human_names=["You"])
    from nbgui.engine import new_game

    state, _ = new_game(setup)
    brain = CaptainBrain(boards, auto_ties=True)
    moves: list[tuple[str, str]] = []
    placed = 0
    topics: set[str] = set()
    while state.decision.kind != "over" and state.round <= max_round:
        d = state.decision
        assert d.seat is not None
        if state.seats[d.seat].is_captain:
            state, _ = apply(state, brain.decide(state).command)
            continue
        legal = legal_commands(state)
        topic, cmd = plan_move(state, legal, placed)
        if cmd is None:
            return None
        if d.kind == "place" and isinstance(cmd, Place):
            placed += 1
        moves.append((topic, str(cmd)))
        topics.add(topic)
        state, _ = apply(state, cmd)
        if {"pay", "sell", "pick"} <= topics and d.kind == "return":
            # finish the return, then stop at the next placement
            while state.decision.kind == "return" and not _captain_to_act(state):
                legal = legal_commands(state)
                topic, cmd = plan_move(state, legal, placed)
                moves.append((topic, str(cmd)))
                state, _ = apply(state, cmd)
            return moves
    return None


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--write", type=int, default=None, help="store this seed's moves")
    parser.add_argument("--count", type=int, default=300)
    args = parser.parse_args()
    boards, _ = load_boards(False)
    if args.write is not None:
        moves = play(args.write, boards)
        if moves is None:
            print(f"seed {args.write} does not fit the plan")
            return 1
        data = json.loads(STEPS.read_text(encoding="utf-8")) if STEPS.exists() else {}
        data["seed"] = args.write
        data.setdefault("captains", ["starbuck"])
        data["moves"] = [{"topic": t, "command": c} for t, c in moves]
        STEPS.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"wrote {len(moves)} moves for seed {args.write} to {STEPS}")
        return 0
    found = 0
    for seed in range(1, args.count + 1):
        moves = play(seed, boards)
        if moves is not None:
            print(seed, len(moves), " ".join(f"{t}:{c}" for t, c in moves))
            found += 1
            if found >= 8:
                break
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
