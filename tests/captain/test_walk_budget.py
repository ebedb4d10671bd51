"""The Orders walk of one decision has a bounded cost (issue 15, attack 2): a board within
the load caps that still needs too many checks gets the stated default action."""

from __future__ import annotations

import json
from typing import Any

from solo_helpers import at_course, solo

from nbgui.captain.brain import MAX_WALK_CHECKS, CaptainBrain, _Walk
from nbgui.content import captains as cap
from nbgui.content.captains import CaptainBoard
from nbgui.content.loader import default_rules
from nbgui.content.schema import validate
from nbgui.engine import apply
from nbgui.paths import data_dir


def _raw(name: str) -> dict[str, Any]:
    path = data_dir("rules") / "captains" / f"{name}.json"
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def _costliest_board() -> CaptainBoard:
    """A board within every cap whose walk needs more than the budget: 16 course changes, each
    searching again through 16 building checks that all fail at the start of a game."""
    data = _raw("starbuck")
    courses = ["food", "brick", "money", "prepare", "build_white", "build_black",
               "build_victory"] + [f"launch:{n}" for n in range(1, 7)]
    courses += [f"prepare_launch:{n}" for n in range(1, 4)]
    actions = sorted(b for b, v in default_rules().buildings.items() if v.kind == "action")
    unbuilt = [f"building:{b}" for b in actions[:8]]
    data["orders"] = [unbuilt, unbuilt] + [
        [f"course:{c}" for c in courses[i : i + 8]] for i in (0, 8)
    ]
    data["helm"] = [{"course": "lumber"}] * 8
    return validate(CaptainBoard, data)


def test_an_orders_walk_is_bounded_by_its_step_budget(boards: dict[str, CaptainBoard]) -> None:
    board = _costliest_board()
    assert sum(len(step) for step in board.orders) <= cap.MAX_ORDER_CHECKS
    mine = {**boards, "starbuck": board}
    state = at_course(solo(mine, ["starbuck"]), 0, 1)
    assert not state.built  # every building: check fails
    walk = _Walk(CaptainBrain(mine), state, 0)
    decision = walk.run()
    assert walk.checks_done == MAX_WALK_CHECKS + 1
    assert "more than 256 checks" in decision.trace[-1].text
    apply(state, decision.command)  # the stated default action is a legal placement


def test_builtin_boards_stay_far_inside_the_budget(boards: dict[str, CaptainBoard]) -> None:
    worst = 0
    for name in boards:
        state = solo(boards, [name])
        for helm in range(8):
            walk = _Walk(CaptainBrain(boards), at_course(state, 0, helm), 0)
            walk.run()
            worst = max(worst, walk.checks_done)
    assert worst <= MAX_WALK_CHECKS // 4
