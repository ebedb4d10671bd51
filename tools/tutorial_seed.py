"""Search a seed for the curriculum tutorial and (with --write) store its steps.

    python tools/tutorial_seed.py              # print the first seeds where the plan works
    python tools/tutorial_seed.py --write 17   # rewrite rules/tutorial/steps.json

The tutorial is a real game against Starbuck. The learner's plan teaches one concept per step,
each using only what came before (docs/teaching.md has the list):

  read goal · start goods (1 brick, $3) · Forest with its first-worker bonus · buy 2 lumber for
  $3 then the Farm · the General Store (sell 1 lumber with the bonus) · Town Hall: build the
  Lumber Mill with the 1-lumber discount · Dockyard: prepare ship 1 · City Pier: launch to
  space 3 · whaling picks (the best whale; sea tokens explained) · General Store / Forest /
  Farm to earn the lays · returns: pay the best whale, then the next when the money covers
  it (selling is said there; sold only when it cannot be paid) · the Captain's turn (watch) and
  his board's "His next move" (read) ·
  the end and scoring (read) · play on.

A seed fits when every planned move is legal when asked, every whale the plan pays for is
affordable, the ship brings home at least two whales, and the quick coach carrying on from the
end of the tutorial beats Starbuck (the position can be won; `winning_margin`). Each step
stores the patterns of the moves it accepts (`fnmatch` over the engine notation: ``take B*``
accepts either bowhead) and the command the plan played.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from fnmatch import fnmatch
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from nbgui.captain.brain import CaptainBrain  # noqa: E402
from nbgui.captain.setup import load_boards  # noqa: E402
from nbgui.engine import (  # noqa: E402
    Command,
    GameState,
    Pay,
    Sell,
    Take,
    apply,
    legal_commands,
    new_game,
    score,
)
from nbgui.simulate import make_setup  # noqa: E402

STEPS = ROOT / "rules" / "tutorial" / "steps.json"
START = "start L0 F0 B1 $3"
WHALE_ORDER = {"S": 3, "B": 2, "R": 1, "E": 0}
LAY = {"S": 8, "B": 4, "R": 2}


@dataclass
class Step:
    id: str
    kind: str  # read | move | watch
    accept: tuple[str, ...] = ()
    command: str = ""


def _value(token: str) -> int:
    return WHALE_ORDER.get(token[:1], 0)


def _first(legal: list[Command], *patterns: str) -> Command | None:
    for pattern in patterns:
        for cmd in legal:
            if fnmatch(str(cmd), pattern):
                return cmd
    return None


class Plan:
    """The learner's moves, decided one decision at a time (None: the seed does not fit)."""

    def __init__(self) -> None:
        self.placed = 0
        self.paid = False
        self.sold = False
        self.paid_again = False
        self.picked = 0
        self.last_gather: tuple[int, str] | None = None  # (round, space) of the last gather

    def next(self, state: GameState, legal: list[Command]) -> list[Step] | None:
        d = state.decision
        seat = d.seat
        assert seat is not None
        me = state.seats[seat]
        if d.kind == "start_goods":
            cmd = _first(legal, START)
            return None if cmd is None else [Step("start", "move", (START,), START)]
        if d.kind == "pick":
            takes = [c for c in legal if isinstance(c, Take)]
            if not takes:
                return [Step("pass_pick", "move", ("pass",), "pass")]
            best = max(_value(c.token) for c in takes)
            pick = next(c for c in takes if _value(c.token) == best)
            # the second pick has its own step: it teaches the tokens left beside the track
            step_id = "pick_again" if self.picked else "pick"
            self.picked += 1
            return [Step(step_id, "move", (f"take {pick.token[0]}*",), str(pick))]
        if d.kind == "return":
            ship = state.ship(seat, d.ship)
            pays = [c for c in legal if isinstance(c, Pay)]
            sells = [c for c in legal if isinstance(c, Sell)]
            if pays and (len(ship.cargo) >= 2 or self.paid):
                # pay the most valuable whale, then the next one too when the money covers it:
                # the tutorial never has the learner sell a whale they could keep (a Captain
                # takes it free); "pay_again" says what selling is instead
                best = max(_value(c.token) for c in pays)
                pay = next(c for c in pays if _value(c.token) == best)
                again = self.paid
                self.paid = True
                self.paid_again = self.paid_again or again
                step_id = "pay_again" if again else "pay"
                return [Step(step_id, "move", (f"pay {pay.token[0]}*",), str(pay))]
            if sells:
                low = min(_value(c.token) for c in sells)
                sell = next(c for c in sells if _value(c.token) == low)
                self.sold = True
                return [Step("sell", "move", (f"sell {sell.token[0]}*",), str(sell))]
            return None
        if d.kind == "buy_whale":
            return [Step("pass_buy", "move", ("pass",), "pass")]
        if d.kind != "place":
            return None
        n = self.placed
        self.placed += 1
        if n == 0:
            cmd = _first(legal, "place forest")
            if cmd is None or not state.is_first_on("forest"):
                return None  # the bonus is the lesson
            return [Step("forest", "move", ("place forest",), "place forest")]
        if n == 1:
            if "buy lumber" not in {str(c) for c in legal}:
                return None
            return [
                Step("purchase", "move", ("buy lumber",), "buy lumber"),
                Step("farm", "move", ("place farm",), "place farm"),
            ]
        if n == 2:
            # the General Store: sell 1 lumber (+$1 bonus when first)
            cmd = _first(legal, "place general_store lumber=1")
            if cmd is None:
                return None
            return [Step("store", "move", ("place general_store lumber=1",), str(cmd))]
        if n == 3:
            cmd = _first(legal, "place town_hall build=lumber_mill discount=lumber")
            if cmd is None:
                return None
            return [Step("build", "move", ("place town_hall build=lumber_mill discount=lumber",),
                         str(cmd))]
        if n == 4:
            cmd = _first(legal, "place dockyard ship=1")
            if cmd is None:
                return None
            return [Step("prepare", "move", ("place dockyard ship=?",), str(cmd))]
        if n == 5:
            cmd = _first(legal, "place city_pier ship=1 to=3")
            if cmd is None:
                return None
            return [Step("launch", "move", ("place city_pier ship=? to=3",), str(cmd))]
        # earn the lays: sell lumber at the General Store, else food for the next launch
        lumber = me.lumber
        if lumber >= 2:
            cmd = _first(legal, f"place general_store lumber={lumber}")
            if cmd is not None:
                return [Step("earn", "move", ("place general_store lumber=*",), str(cmd))]
        cmd = _first(legal, "place forest") if lumber < 2 and me.food >= 4 else None
        cmd = cmd or _first(legal, "place farm")
        if cmd is not None:
            step_id = "gather_lumber" if cmd.space == "forest" else "gather_food"
            if self.last_gather == (state.round, cmd.space) and cmd.space == "farm":
                step_id = "gather_food_again"  # the second worker on the Farm: its own step
            self.last_gather = (state.round, cmd.space)
            return [Step(step_id, "move", (f"place {cmd.space}",), str(cmd))]
        return None


def _captain_to_act(state: GameState) -> bool:
    seat = state.decision.seat
    return seat is not None and state.seats[seat].is_captain


def play(seed: int, boards: dict, check_win: bool = True) -> list[Step] | None:
    """The tutorial's steps for `seed`, or None when the seed does not fit."""
    from nbgui.engine import parse_command

    setup = make_setup(seed, ["starbuck"], boards, human_names=["You"])
    state, _ = new_game(setup)
    brain = CaptainBrain(boards, auto_ties=True)
    plan = Plan()
    steps: list[Step] = [Step("goal", "read")]
    queue: list[Step] = []
    whales_home = 0
    while state.decision.kind != "over" and state.round <= 8:
        if _captain_to_act(state):
            state, _ = apply(state, brain.decide(state).command)
            continue
        if not queue:
            legal = legal_commands(state)
            got = plan.next(state, legal)
            if got is None:
                return None
            queue = got
        step = queue.pop(0)
        cmd = parse_command(step.command)
        if cmd not in legal_commands(state):
            return None
        d = state.decision
        if isinstance(cmd, Pay):
            if state.seats[d.seat].money < LAY[cmd.token[0]]:
                return None
            whales_home += 1
        if isinstance(cmd, Sell):
            whales_home += 1
        if step.id == "start":
            steps.append(step)
            steps.append(Step("captain_first", "read"))
        elif step.id in ("pass_pick", "pass_buy"):
            return None  # keep the script about whales that are there
        else:
            steps.append(step)
        state, _ = apply(state, cmd)
        kept = plan.paid and (plan.sold or plan.paid_again)
        if kept and state.decision.kind != "return":
            break
    if not (plan.paid and (plan.sold or plan.paid_again)) or whales_home < 2:
        return None
    # the Captain's turn (watch the next one), how to read what he does next, the end, play on
    steps.append(Step("captain_turn", "watch"))
    steps.append(Step("captain_next", "read"))
    steps.append(Step("scoring", "read"))
    steps.append(Step("end", "end"))
    if check_win and winning_margin(state, brain, seed) <= 0:
        return None
    return steps


#: The quick coach's playouts a move when it carries on from the tutorial's end (uncapped:
#: the same game on any machine; about 3.5 CPU-s for the rest of seed 425's game).
COACH_PLAYOUTS = 200


def winning_margin(state: GameState, brain: CaptainBrain, seed: int) -> int:
    """The learner's final margin over Starbuck when the quick coach (the hints' player, at
    `COACH_PLAYOUTS`, no time cap) carries on from `state`. It was the greedy bot until
    2026-12-03: when the plan paid the second whale instead of selling it (the learner keeps a
    point and Starbuck does not take it free), greedy lost by 7 in 28 of 30 of its seeds while
    the coach won by 7 (19 to 12; 19 to 14 after the sale): greedy is no judge of a
    winnable position. `seed` is unused (the coach reads no seed)."""
    from nbgui.bots.coach import advise

    while state.decision.kind != "over":
        if _captain_to_act(state):
            state, _ = apply(state, brain.decide(state).command)
        else:
            cmd = advise(state, brain, "quick", cap_s=0, playouts=COACH_PLAYOUTS).command
            state, _ = apply(state, cmd)
    rows = score(state).rows
    return rows[-1].total - max(r.total for r in rows[:-1])


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--write", type=int, default=None, help="store this seed's steps")
    parser.add_argument("--count", type=int, default=400)
    args = parser.parse_args()
    boards, _ = load_boards(False)
    if args.write is not None:
        steps = play(args.write, boards)
        if steps is None:
            print(f"seed {args.write} does not fit the plan")
            return 1
        data = json.loads(STEPS.read_text(encoding="utf-8")) if STEPS.exists() else {}
        out = {
            "seed": args.write,
            "captains": ["starbuck"],
            "player": data.get("player", {"en": "Ishmael", "es": "Ismael"}),
            "steps": [
                {"id": s.id, "kind": s.kind, **({"accept": list(s.accept)} if s.accept else {}),
                 **({"command": s.command} if s.command else {})}
                for s in steps
            ],
        }
        STEPS.write_text(json.dumps(out, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"wrote {len(steps)} steps for seed {args.write} to {STEPS}")
        return 0
    found = 0
    for seed in range(1, args.count + 1):
        steps = play(seed, boards)
        if steps is not None:
            print(seed, len(steps), " ".join(s.command or s.id for s in steps))
            found += 1
            if found >= 6:
                break
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
