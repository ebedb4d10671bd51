"""Save envelopes: setup + commands + snapshot + hash; load = validate + replay + compare."""

from __future__ import annotations

import json

import pytest
from scenario import make_setup

from nbgui.bots.random_bot import RandomBot
from nbgui.engine import (
    SCHEMA_VERSION,
    GameState,
    SaveError,
    Seat,
    Ship,
    apply,
    envelope_json,
    legal_commands,
    load_envelope,
    make_envelope,
    new_game,
    parse_save_bytes,
    replay,
    state_hash,
    state_to_dict,
)


def _played(steps: int, seats: int = 3, seed: int = 5):  # type: ignore[no-untyped-def]
    setup = make_setup(seats, seed=seed)
    state, _ = new_game(setup)
    bot = RandomBot(seed)
    commands = []
    for _ in range(steps):
        legal = legal_commands(state)
        if not legal:
            break
        cmd = bot.choose(state, legal)
        state, _ = apply(state, cmd)
        commands.append(cmd)
    return setup, commands, state


def test_round_trip_through_json_text() -> None:
    setup, commands, state = _played(120)
    text = envelope_json(make_envelope(setup, commands, state))
    loaded = load_envelope(parse_save_bytes(text.encode()))
    assert state_hash(loaded.state) == state_hash(state)
    assert loaded.commands == commands and loaded.rules_match
    assert len(loaded.events) == len(commands) + 1


def test_make_envelope_replays_when_no_state_is_given() -> None:
    setup, commands, state = _played(40)
    assert make_envelope(setup, commands).state_hash == state_hash(state)


def test_snapshot_covers_every_field_of_the_state() -> None:
    """A new GameState/Seat/Ship field must reach the snapshot (and so the hash)."""
    snap = state_to_dict(_played(30)[2])
    renamed = {"placed_this_round": "placed"}
    # written only when not empty, so the hashes of older saves stay valid (test below)
    only_when_set = ("inn_waiting",)
    for name in GameState.__slots__:
        if name not in ("rules", "setup", *only_when_set):  # the setup is hashed beside it
            assert renamed.get(name, name) in snap, name
    for name in Seat.__slots__:
        if name not in ("spec", "kind"):  # both come from the setup
            assert renamed.get(name, name) in snap["seats"][0], name
    for name in Ship.__slots__:
        if name not in ("seat", "index"):  # the ship's place in the lists
            assert name in snap["seats"][0]["ships"][0], name


def test_same_seed_same_commands_same_game() -> None:
    setup, commands, state = _played(200, seats=4, seed=9)
    again = replay(setup, commands, keep_states=True)
    assert state_hash(again.state) == state_hash(state)
    assert len(again.states) == len(commands) + 1


def _data(steps: int = 60) -> dict:  # type: ignore[type-arg]
    setup, commands, state = _played(steps)
    return json.loads(envelope_json(make_envelope(setup, commands, state)))


def test_a_changed_command_is_refused_with_the_engines_sentence() -> None:
    data = _data()
    data["commands"][5] = "place bank"
    with pytest.raises(SaveError) as err:
        load_envelope(data)
    assert "changed outside nbgui (move 6 (place bank) is not allowed: " in str(err.value)


def test_a_malformed_command_is_refused() -> None:
    data = _data()
    data["commands"][2] = "place Farm!"
    with pytest.raises(SaveError, match="move 3") as err:
        load_envelope(data)
    assert err.value.detail  # the parser's own reason, for the log


def test_a_wrong_hash_is_refused_unless_not_verifying() -> None:
    data = _data()
    data["state_hash"] = "0" * 32
    with pytest.raises(SaveError, match="its moves do not lead to the game it records"):
        load_envelope(data)
    assert load_envelope(data, verify=False).state is not None


def test_a_newer_format_is_refused() -> None:
    data = _data(5)
    data["schema_version"] = SCHEMA_VERSION + 1
    with pytest.raises(SaveError, match="newer"):
        load_envelope(data)


@pytest.mark.parametrize(
    ("raw", "message"),
    [
        (b"\xff\xfe", "not a saved game \\(it is not text\\)"),
        (b"[" * 100 + b"]" * 100, "not a saved game \\(it holds other data"),
        (b"{", "damaged or cut short.* \\[line 1, column 2: "),  # where: for the log only
        (b"x" * 4_000_001, "too large"),
    ],
)
def test_bad_bytes_are_refused(raw: bytes, message: str) -> None:
    with pytest.raises(SaveError, match=message):
        parse_save_bytes(raw)


def test_extra_fields_are_refused() -> None:
    data = _data(5)
    data["cheat"] = True
    with pytest.raises(SaveError, match="damaged"):
        load_envelope(data)


def test_a_second_inn_user_reaches_the_snapshot() -> None:
    state = _played(30)[2].clone()
    assert "inn_waiting" not in state_to_dict(state)
    state.inn_waiting = [0]
    assert state_to_dict(state)["inn_waiting"] == [0]
