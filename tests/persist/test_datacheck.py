"""`nbgui.content.datacheck` reads saves without pydantic; it must refuse all pydantic refused.

The same class declarations are checked both ways on the loader fuzz's JSON mutations of real
saves (`save_mutations.mutate_json`): whatever pydantic refuses, datacheck refuses; whatever
datacheck accepts, pydantic accepts as the very same value. datacheck is stricter in one
documented way (no coercion: ``"3"``, ``3.0`` or ``true`` is not the integer 3), checked below.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import ValidationError
from save_mutations import base_files, mutate_json

from nbgui.content.datacheck import DataError, load_as, supports
from nbgui.content.schema import validate
from nbgui.engine import Envelope, GameSetup, SaveError, SeatSpec, migrate, parse_save_bytes


def _both(cls: type[Any], data: object) -> tuple[object, object]:
    """(datacheck's result or its DataError, pydantic's result or its ValidationError)."""
    try:
        mine: object = load_as(cls, data)
    except DataError as exc:
        mine = exc
    try:
        theirs: object = validate(cls, data)
    except ValidationError as exc:
        theirs = exc
    return mine, theirs


def _envelope_data(index: int = 0) -> dict[str, Any]:
    data = migrate(json.loads(base_files()[index]))
    assert isinstance(data, dict)
    return data


def test_the_save_classes_are_all_checkable() -> None:
    for cls in (Envelope, GameSetup, SeatSpec):
        assert supports(cls), cls


def test_real_saves_read_the_same_both_ways() -> None:
    for blob in base_files():
        data = migrate(parse_save_bytes(blob))
        mine, theirs = _both(Envelope, data)
        assert not isinstance(mine, Exception), mine
        assert mine == theirs


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.data())
def test_whatever_pydantic_refuses_datacheck_refuses(data: st.DataObject) -> None:
    blob = data.draw(st.sampled_from(base_files()), label="file")
    raw = mutate_json(data, blob)
    try:
        parsed = migrate(parse_save_bytes(raw))
    except SaveError:  # not JSON any more, or not upgradable: not this test's
        return
    mine, theirs = _both(Envelope, parsed)
    if isinstance(theirs, ValidationError):
        assert isinstance(mine, DataError), f"pydantic refused ({theirs}), datacheck accepted"
    if not isinstance(mine, DataError):
        assert mine == theirs


@pytest.mark.parametrize(
    ("change", "loc", "words"),
    [
        (lambda d: d.pop("state_hash"), ("state_hash",), "Field required"),
        (lambda d: d.update(extra=1), ("extra",), "Extra inputs are not permitted"),
        (lambda d: d.update(schema_version=0), ("schema_version",), "greater than or equal"),
        (lambda d: d.update(schema_version="2"), ("schema_version",), "valid integer"),
        (lambda d: d.update(schema_version=2.0), ("schema_version",), "valid integer"),
        (lambda d: d.update(tutorial_step=True), ("tutorial_step",), "valid integer"),
        (lambda d: d.update(commands=["x"] * 5001), ("commands",), "at most 5000 items"),
        (lambda d: d.update(commands=[1]), ("commands", 0), "valid string"),
        (lambda d: d.update(snapshot=[]), ("snapshot",), "valid dictionary"),
        (lambda d: d["setup"].update(seed=-1), ("setup", "seed"), "greater than or equal"),
        (lambda d: d["setup"].update(seed=True), ("setup", "seed"), "valid integer"),
        (lambda d: d["setup"].update(expert=1), ("setup", "expert"), "valid boolean"),
        (lambda d: d["setup"].update(first_seat=3), ("setup",), "first_seat is not a seat"),
        (lambda d: d["setup"]["seats"].pop(), ("setup", "seats"), "at least 2 items"),
        (lambda d: d["setup"]["seats"][1].update(kind="robot"), ("setup", "seats", 1, "kind"),
         "'human' or 'captain'"),
        (lambda d: d["setup"]["seats"][0].update(name=""), ("setup", "seats", 0, "name"),
         "at least 1 character"),
        (lambda d: d["setup"]["seats"][0].update(name="n" * 41), ("setup", "seats", 0, "name"),
         "at most 40 characters"),
        (lambda d: d["setup"]["seats"][0].update(captain="starbuck"), ("setup", "seats", 0),
         "Value error, a human seat has no captain id"),
    ],
)
def test_each_kind_of_problem_is_named_where_it_is(change: Any, loc: tuple[Any, ...],
                                                   words: str) -> None:
    data = _envelope_data(0)  # a finished 2-seat game of two humans
    assert [s["kind"] for s in data["setup"]["seats"]] == ["human", "human"]
    change(data)
    with pytest.raises(DataError) as caught:
        load_as(Envelope, data)
    assert caught.value.loc == loc
    assert words in caught.value.message
    assert caught.value.errors()[0]["loc"] == loc


PROBE = r"""
import json, sys
sys.path.insert(0, %r)
from persist_games import full_game
from nbgui.persist.paths import AppDirs
from nbgui.persist.store import SaveStore
import nbgui.engine.save as save

store = SaveStore(AppDirs.under(__import__("pathlib").Path(%r)))
setup, commands, state = full_game(1, 1)
from nbgui.engine import new_game, apply
st, _ = new_game(setup)
replays = []
real_replay = save.replay
save.replay = lambda *a, **k: replays.append(1) or real_replay(*a, **k)
for i, cmd in enumerate(commands):  # autosave after every command, as the window does
    st, _ = apply(st, cmd)
    last = store.autosave(setup, commands[: i + 1], st)
finished_replays = len(replays)
loaded = store.load(last)  # read back (statistics, "open a finished game")
listed = store.list_saves(kinds=("finished",))
print("RESULT " + json.dumps({
    "filed": str(last), "over": loaded.state.is_over, "listed": len(listed),
    "replays_while_playing": finished_replays,
    "pydantic": sorted(m for m in sys.modules if m.split(".")[0] in ("pydantic", "pydantic_core")),
    "openssl": "_hashlib" in sys.modules,
}))
"""


def test_a_whole_game_saved_filed_and_read_back_needs_no_pydantic(tmp_path: Any) -> None:
    """The save path of a real game (an autosave a command, the finished game filed, then
    read back and listed) in a fresh interpreter: no pydantic, no OpenSSL, and filing the
    finished game replays nothing (the store wrote that file itself)."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    here = str(Path(__file__).resolve().parent)
    out = subprocess.run(
        [sys.executable, "-c", PROBE % (here, str(tmp_path / "home"))],
        capture_output=True, text=True, timeout=120, check=False, env=dict(os.environ),
    )
    lines = [line for line in out.stdout.splitlines() if line.startswith("RESULT ")]
    assert lines, out.stdout + out.stderr
    result = json.loads(lines[-1][len("RESULT "):])
    assert "/finished/" in result["filed"] and result["over"] and result["listed"] == 1
    assert result["replays_while_playing"] == 0
    assert result["pydantic"] == []
    assert result["openssl"] is False
