"""Mutations of real save files for the loader fuzz (tests/persist/test_save_fuzz.py) and the
soak script (benchmarks/persist_soak.py): the same strategies, more examples in the soak.

Every mutation gives the bytes of a file; `check_load` then asserts the loader's contract:
it returns a game or raises a `SaveError` with a non-empty one-line message (never another
exception, never an "unexpected error"), and the file's bytes and timestamp are unchanged.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Any

from hypothesis import strategies as st
from persist_games import envelope_to_v0, full_game, partial_game

from nbgui.engine import MAX_SAVE_BYTES, SaveError
from nbgui.persist.paths import AppDirs
from nbgui.persist.store import LoadedGame, SaveStore

HUGE = "__HUGE_NUMBER__"
DEEP = "__DEEP_NESTING__"
KINDS = ("bytes", "json", "commands", "big")


@lru_cache(maxsize=1)
def base_files() -> tuple[bytes, ...]:
    """Real saves: finished and open games, 2-4 seats, Captains, and an old-format file."""
    store = SaveStore(AppDirs.under(Path("/nonexistent-nbgui-fuzz")))
    out = []
    for game, count in ((0, None), (4, 35), (3, 30), (7, 50), (2, 0)):
        if count is None:
            setup, commands, state = full_game(11, game)
            out.append(store.envelope_text(setup, list(commands), state).encode())
        else:
            setup, cmds, st8 = partial_game(11, game, count)
            out.append(store.envelope_text(setup, cmds, st8).encode())
    setup, cmds, st8 = partial_game(11, 5, 20, edition=1)  # format 0 → edition 1
    v0 = envelope_to_v0(json.loads(store.envelope_text(setup, cmds, st8)))
    out.append((json.dumps(v0, indent=1) + "\n").encode())
    return tuple(out)


@lru_cache(maxsize=1)
def other_commands() -> tuple[str, ...]:
    """Legal-looking commands from other games (mostly illegal where they get spliced in)."""
    _, commands, _ = full_game(12, 2)
    return (*sorted({str(c) for c in commands}), "pass", "roll", "fallback", "buy R1")


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats()
    | st.text(max_size=30)
    | st.sampled_from([HUGE, DEEP, "", "start L1 F1 B1 $1", "place forest"]),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=12), children, max_size=4)
    ),
    max_leaves=8,
)


def _render(obj: Any, data: st.DataObject) -> bytes:
    text = json.dumps(obj, indent=data.draw(st.sampled_from([None, 1])))
    if HUGE in text:
        digits = data.draw(st.integers(min_value=20, max_value=6000), label="digits")
        text = text.replace(json.dumps(HUGE), "9" * digits, 1)
    if DEEP in text:
        depth = data.draw(st.integers(min_value=20, max_value=20_000), label="depth")
        text = text.replace(json.dumps(DEEP), "[" * depth + "]" * depth, 1)
    return text.encode("utf-8", "surrogatepass")


def _walk(data: st.DataObject, obj: Any) -> tuple[Any, Any]:
    """Pick a container inside `obj` and a key/index of it (the parent and the key)."""
    parent: Any = obj
    while True:
        keys = list(parent) if isinstance(parent, dict) else list(range(len(parent)))
        if not keys:
            return parent, None
        key = data.draw(st.sampled_from(keys), label="key")
        child = parent[key]
        if isinstance(child, dict | list) and child and data.draw(st.booleans(), label="deeper"):
            parent = child
            continue
        return parent, key


def mutate_bytes(data: st.DataObject, blob: bytes) -> bytes:
    op = data.draw(st.sampled_from(["truncate", "flip", "insert", "delete", "splice"]))
    raw = bytearray(blob)
    if op == "truncate":
        return bytes(raw[: data.draw(st.integers(0, len(raw) - 1))])
    if op == "flip":
        for _ in range(data.draw(st.integers(1, 8))):
            pos = data.draw(st.integers(0, len(raw) - 1))
            raw[pos] = data.draw(st.integers(0, 255))
        return bytes(raw)
    if op == "insert":
        pos = data.draw(st.integers(0, len(raw)))
        return bytes(raw[:pos] + data.draw(st.binary(min_size=1, max_size=20)) + raw[pos:])
    if op == "delete":
        pos = data.draw(st.integers(0, len(raw) - 1))
        return bytes(raw[:pos] + raw[pos + data.draw(st.integers(1, 200)) :])
    other = data.draw(st.sampled_from(base_files()))  # splice two saves together
    cut_a = data.draw(st.integers(0, len(raw)))
    cut_b = data.draw(st.integers(0, len(other)))
    return bytes(raw[:cut_a]) + other[cut_b:]


def mutate_json(data: st.DataObject, blob: bytes) -> bytes:
    obj = json.loads(blob)
    op = data.draw(st.sampled_from(["delete", "insert", "replace", "retype", "wrap"]))
    parent, key = _walk(data, obj)
    if key is None:
        parent_value = data.draw(json_values)
        if isinstance(parent, dict):
            parent["x"] = parent_value
        else:
            parent.append(parent_value)
    elif op == "delete":
        del parent[key]
    elif op == "insert":
        value = data.draw(json_values)
        if isinstance(parent, dict):
            parent[data.draw(st.text(max_size=12), label="new key")] = value
        else:
            parent.insert(key, value)
    elif op == "replace":
        parent[key] = data.draw(json_values)
    elif op == "retype":
        old = parent[key]
        choices: list[Any] = [
            None,
            True,
            0,
            -1,
            2**63,
            1.5,
            "",
            "x",
            [],
            {},
            [old],
            {"v": old},
            HUGE,
        ]
        if isinstance(old, int) and not isinstance(old, bool):
            choices += [str(old), float(old), old + 1, -old, old * 10**6]
        parent[key] = data.draw(st.sampled_from(choices))
    else:
        parent[key] = DEEP
    return _render(obj, data)


def mutate_commands(data: st.DataObject, blob: bytes) -> bytes:
    obj = json.loads(blob)
    op = data.draw(
        st.sampled_from(
            [
                "replace",
                "swap",
                "delete",
                "duplicate",
                "append",
                "hash",
                "digest",
                "setup",
                "text",
                "version",
            ]
        )
    )
    commands = obj.get("commands")
    # the old format keeps the moves in one string
    lines = obj["moves"].split("\n") if commands is None else commands
    if op == "hash":
        key = "state_hash" if "state_hash" in obj else "hash"
        obj[key] = data.draw(st.text("0123456789abcdef", min_size=0, max_size=70))
    elif op == "digest":
        key = "rules_digest" if "rules_digest" in obj else "rules"
        obj[key] = data.draw(st.text(max_size=70))
    elif op == "setup":
        target = obj["setup"] if "setup" in obj else obj["game"]
        target["seed"] = data.draw(st.integers(min_value=-5, max_value=2**64))
    elif op == "version":
        key = "schema_version" if "schema_version" in obj else "format"
        obj[key] = data.draw(st.sampled_from([-1, 0, 1, 2, 99, 1.0, "1", None, True]))
    elif op == "append" or not lines:
        lines.append(data.draw(st.sampled_from(other_commands())))
    else:
        i = data.draw(st.integers(0, len(lines) - 1))
        if op == "replace":
            lines[i] = data.draw(st.sampled_from(other_commands()))
        elif op == "swap":
            j = data.draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
        elif op == "delete":
            del lines[i]
        elif op == "duplicate":
            lines.insert(i, lines[i])
        else:
            lines[i] = data.draw(st.text(max_size=250))
    if commands is None:
        obj["moves"] = "\n".join(lines)
    return _render(obj, data)


def mutate_big(data: st.DataObject, blob: bytes) -> bytes:
    op = data.draw(st.sampled_from(["over_cap", "many_commands", "long_string", "deep_text"]))
    if op == "over_cap":
        return blob + b" " * (MAX_SAVE_BYTES - len(blob) + data.draw(st.integers(1, 5000)))
    obj = json.loads(blob)
    if op == "many_commands":
        n = data.draw(st.integers(4990, 20_000))
        obj["commands" if "commands" in obj else "moves"] = (
            ["pass"] * n if "commands" in obj else "\n".join(["pass"] * n)
        )
        return json.dumps(obj).encode()
    if op == "long_string":
        key = data.draw(st.sampled_from(sorted(obj)))
        obj[key] = "x" * data.draw(st.integers(10_000, 1_000_000))
        return json.dumps(obj).encode()
    depth = data.draw(st.integers(33, 200_000))
    return b"[" * depth + b"]" * depth


MUTATORS = {
    "bytes": mutate_bytes,
    "json": mutate_json,
    "commands": mutate_commands,
    "big": mutate_big,
}


def draw_mutation(data: st.DataObject, kind: str) -> bytes:
    blob = data.draw(st.sampled_from(base_files()), label="base")
    return MUTATORS[kind](data, blob)


def check_load(store: SaveStore, path: Path, blob: bytes, allow: bool) -> LoadedGame | None:
    """Write `blob` to `path`, load it, and check the contract; returns the game if it loaded."""
    path.write_bytes(blob)
    stamp = path.stat().st_mtime_ns
    loaded: LoadedGame | None = None
    try:
        loaded = store.load(path, allow_rules_mismatch=allow)
    except SaveError as exc:
        message = str(exc)
        assert message.strip(), "empty message"
        assert "\n" not in message and "\r" not in message, message
        assert len(message) < 600, message
        assert "unexpected error" not in message, message
    else:
        assert loaded.hash_match or (allow and not loaded.rules_match)
        texts = [str(w) for w in loaded.warnings]
        assert all(w.strip() and "\n" not in w and len(w) < 600 for w in texts)
    summary = store.summary(path)  # the saves list must survive it too
    assert summary.problem is None or summary.problem.strip()
    assert path.read_bytes() == blob, "the loader changed the file"
    assert path.stat().st_mtime_ns == stamp, "the loader touched the file"
    return loaded
