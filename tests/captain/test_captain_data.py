"""The Captain's preference values come from rules/ through the effects registry: change a
number in a copy of rules/ and the value follows (CAPTAINS.md 3)."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

from nbgui.captain.brain import CaptainBrain, _Walk, combo_buildings
from nbgui.captain.setup import captain_seat
from nbgui.content.captains import parse_course
from nbgui.content.loader import load_rules
from nbgui.content.models import Rules
from nbgui.engine import GameSetup, GameState, Place, SeatSpec, new_game
from nbgui.paths import data_dir


def edited(tmp_path: Path, file: str, edit: Callable[[dict[str, Any]], None]) -> Rules:
    root = tmp_path / "rules"
    shutil.copytree(data_dir("rules"), root)
    data = json.loads((root / file).read_text(encoding="utf-8"))
    edit(data)
    (root / file).write_text(json.dumps(data), encoding="utf-8")
    return load_rules(root)


def building(d: dict[str, Any], bid: str) -> dict[str, Any]:
    return next(b for b in d["buildings"] if b["id"] == bid)


def walk(boards: Any, rules: Rules | None = None) -> tuple[_Walk, GameState]:
    seats = [captain_seat(boards["ahab"]), SeatSpec(name="Ann")]
    state, _ = new_game(GameSetup(seed=3, seats=seats), rules)
    return _Walk(CaptainBrain(boards), state, 0), state


def test_money_values_follow_captain_money_and_gain(boards, tmp_path: Path) -> None:
    money = parse_course("money")
    w, _ = walk(boards)
    assert w.value("chandlery", money) == (5, Place("chandlery"))  # "counts as 5"
    assert w.value("market", money) == (5, Place("market"))
    rules = edited(
        tmp_path, "buildings.json", lambda d: building(d, "chandlery").update(captain_money=0)
    )
    w2, _ = walk(boards, rules)
    assert w2.value("chandlery", money) == (1, Place("chandlery"))  # its own $1
    assert w2.value("market", money) == (5, Place("market"))


def test_tryworks_value_follows_the_right_whale_lay(boards, tmp_path: Path) -> None:
    def edit(d: dict[str, Any]) -> None:
        next(w for w in d["whales"] if w["id"] == "right")["lay"] = 3

    money = parse_course("money")
    for rules, each in ((None, 2), (edited(tmp_path, "game.json", edit), 3)):
        w, state = walk(boards, rules)
        ship = state.seats[0].ships[0]
        ship.where, ship.space, ship.cargo = "sea", 2, ["R1", "R2"]
        state.track[1].append((0, 1))
        assert w.value("tryworks", money) == (2 * each, Place("tryworks", ship=1))


def test_ahabs_combo_buildings_follow_the_data(boards, tmp_path: Path) -> None:
    _, state = walk(boards)
    assert set(combo_buildings(state)) == {"schoolhouse", "chandlery", "dry_dock"}
    rules = edited(tmp_path, "buildings.json", lambda d: building(d, "dry_dock").pop("combo"))
    _, state2 = walk(boards, rules)
    assert set(combo_buildings(state2)) == {"schoolhouse", "chandlery"}
