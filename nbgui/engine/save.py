"""Save envelopes: setup + command list + a state snapshot and its hash (no pickle).

Loading validates the envelope, replays the commands from the setup through `apply` (so an
illegal sequence is refused with the engine's own sentence), and compares the replayed state's
hash with the stored one.

>>> from nbgui.engine import GameSetup, SeatSpec
>>> env = make_envelope(GameSetup(seed=3, seats=[SeatSpec(name="A"), SeatSpec(name="B")]), [])
>>> load_envelope(to_data(env)).state.decision.kind
'start_goods'
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from nbgui import __version__
from nbgui.content.datacheck import DataError, load_as
from nbgui.content.files import (
    FileReadError,
    JsonTooDeep,
    json_text,
    parse_json,
    read_regular_file,
)
from nbgui.content.loader import default_rules
from nbgui.content.models import Rules
from nbgui.content.schema import STRICT, to_data
from nbgui.content.sha import sha256
from nbgui.engine.api import apply, new_game
from nbgui.engine.commands import Command, NotationError, parse_command
from nbgui.engine.errors import RuleError
from nbgui.engine.events import Event
from nbgui.engine.state import GameSetup, GameState
from nbgui.text.files import file_size
from nbgui.text.message import Msg, english, msg

SCHEMA_VERSION = 2
MAX_COMMANDS = 5000


class SaveError(Exception):
    """A save that cannot be loaded: `msg` is the reason (a catalogue message, ``save.*``) and
    the exception's text its English line (CLI, log); the UI says `msg`."""

    def __init__(self, problem: Msg, detail: str = "") -> None:
        self.msg = problem
        #: what exactly was wrong, for the log and the CLI only (English, not for players)
        self.detail = detail
        super().__init__(english(problem) + (f" [{detail}]" if detail else ""))


@dataclass(slots=True, kw_only=True)
class Envelope:
    """The saved form of a game (validated by `read_envelope` where a file is read)."""

    __pydantic_config__ = STRICT

    schema_version: int = field(metadata={"ge": 1})
    app_version: str = field(metadata={"max_length": 40})
    rules_digest: str = field(metadata={"max_length": 64})
    setup: GameSetup
    commands: list[str] = field(metadata={"max_length": MAX_COMMANDS})
    snapshot: dict[str, Any]
    state_hash: str = field(metadata={"max_length": 64})
    # The tutorial step the game was saved at (absent: not a tutorial game). Only a small
    # number is stored; the tutorial checks it against its script and the game when resuming.
    tutorial_step: int | None = field(default=None, metadata={"ge": -1, "le": 999, "strict": True})


def read_envelope(data: object) -> Envelope:
    """`data` (a parsed, migrated save) as an `Envelope`, validated (`nbgui.content.datacheck`:
    plain Python, no pydantic); raises `SaveError` naming the first bad field."""
    try:
        return load_as(Envelope, data)
    except DataError as exc:
        raise SaveError(validation_problem(exc), str(exc)) from exc


def validation_problem(exc: Any) -> Msg:
    """The first problem of a `DataError` (or pydantic's ``ValidationError``) as
    ``save.damaged_field``, which does not say where: the place and the validator's English
    words stay in the exception's text, for the log."""
    where = ".".join(str(p) for p in exc.errors()[0]["loc"])
    if not where:  # the whole file is something else (a list, a number…)
        return msg("save.no_envelope")
    return msg("save.damaged_field")


def state_to_dict(state: GameState) -> dict[str, Any]:
    """A canonical, JSON-ready picture of everything in the state that matters."""
    d = state.decision
    return {
        "round": state.round,
        "phase": state.phase,
        "order": list(state.order),
        "turn": state.turn,
        "decision": [d.kind, d.seat, d.ship, d.inn],
        "seats": [
            {
                "lumber": s.lumber,
                "food": s.food,
                "brick": s.brick,
                "money": s.money,
                "workers_left": s.workers_left,
                "placed": s.placed_this_round,
                "returned": list(s.returned),
                "helm": s.helm,
                "rolled": s.rolled,
                "ships": [
                    {
                        "where": sh.where,
                        "space": sh.space,
                        "cargo": list(sh.cargo),
                        "dock_seq": sh.dock_seq,
                    }
                    for sh in s.ships
                ],
            }
            for s in state.seats
        ],
        "placements": [list(p) for p in state.placements],
        "used_buildings": sorted(state.used_buildings),
        "owner": dict(sorted(state.owner.items())),
        "built": list(state.built),
        "unbuilt": list(state.unbuilt),
        "bag": list(state.bag),
        "beside": list(state.beside),
        "removed": list(state.removed),
        "track": [[list(x) for x in lane] for lane in state.track],
        "rng_counter": state.rng_counter,
        "purchase_used": state.purchase_used,
        "inn_user": state.inn_user,
        # Written only when set, so the hashes of older saves stay valid.
        **({"inn_waiting": list(state.inn_waiting)} if state.inn_waiting else {}),
        "last_captain_place": (
            None if state.last_captain_place is None else str(state.last_captain_place)
        ),
        "return_queue": [list(x) for x in state.return_queue],
        "returning": None if state.returning is None else list(state.returning),
        "sold": list(state.sold),
        "seller": state.seller,
        "buying_seat": state.buying_seat,
        "buyers_passed": state.buyers_passed,
        "pick_queue": [list(x) for x in state.pick_queue],
        "dock_seq": state.dock_seq,
        "final": state.final,
        "end_sale_next": state.end_sale_next,
        "setup_queue": list(state.setup_queue),
    }


def state_hash(state: GameState) -> str:
    """SHA-256 (hex, 32 chars) of the canonical JSON of the state and its setup."""
    # `edition` is left out so that saves made before the field existed keep their hashes
    # (the edition changes the replayed state itself wherever it matters).
    blob = json.dumps(
        {
            "setup": {k: v for k, v in to_data(state.setup).items() if k != "edition"},
            "state": state_to_dict(state),
        },
        sort_keys=True,
        separators=(",", ":"),
    )
    return sha256(blob.encode()).hexdigest()[:32]


def make_envelope(
    setup: GameSetup,
    commands: list[Command],
    state: GameState | None = None,
    rules: Rules | None = None,
    tutorial_step: int | None = None,
) -> Envelope:
    """Wrap a game for saving; `state` (the result of the commands) is replayed if omitted.
    `tutorial_step` marks a tutorial game (the step to resume at)."""
    rules = rules if rules is not None else default_rules()
    if state is None:
        state = replay(setup, commands, rules).state
    return Envelope(
        schema_version=SCHEMA_VERSION,
        app_version=__version__,
        rules_digest=rules.digest,
        setup=setup,
        commands=[str(c) for c in commands],
        snapshot=state_to_dict(state),
        state_hash=state_hash(state),
        tutorial_step=tutorial_step,
    )


@dataclass
class Replayed:
    """A setup and its commands replayed: the last state, and each command's events (and
    states, if kept)."""

    state: GameState
    commands: list[Command]
    events: list[list[Event]]
    states: list[GameState]


def replay(
    setup: GameSetup, commands: list[Command], rules: Rules | None = None, keep_states: bool = False
) -> Replayed:
    """Play `commands` from `setup`; RuleError names the first illegal command."""
    state, first = new_game(setup, rules)
    events = [first]
    states = [state] if keep_states else []
    for i, cmd in enumerate(commands, start=1):
        try:
            state, ev = apply(state, cmd)
        except RuleError as exc:
            raise RuleError(
                exc.code, variant="replay", index=i, command=str(cmd), reason=exc.msg
            ) from exc
        events.append(ev)
        if keep_states:
            states.append(state)
    return Replayed(state, list(commands), events, states)


@dataclass
class Loaded:
    """A save read back: its envelope, the replayed state, commands and events, and whether its
    rules match."""

    envelope: Envelope
    state: GameState
    commands: list[Command]
    events: list[list[Event]]
    rules_match: bool


def load_envelope(data: object, rules: Rules | None = None, verify: bool = True) -> Loaded:
    """Validate a parsed save, replay it and check its hash; raise `SaveError` on any problem."""
    rules = rules if rules is not None else default_rules()
    data = migrate(data)
    env = read_envelope(data)
    if env.schema_version > SCHEMA_VERSION:
        raise SaveError(
            msg("save.newer_envelope", version=env.schema_version, supported=SCHEMA_VERSION)
        )
    commands: list[Command] = []
    for i, text in enumerate(env.commands, start=1):
        try:
            commands.append(parse_command(text))
        except NotationError as exc:
            raise SaveError(
                msg("save.damaged_command", n=i, command=repr(text[:40])), str(exc)
            ) from exc
    try:
        played = replay(env.setup, commands, rules)
    except RuleError as exc:
        raise SaveError(msg("save.does_not_replay", reason=exc.msg)) from exc
    if verify and state_hash(played.state) != env.state_hash:
        raise SaveError(
            msg(
                "save.hash_mismatch"
                if env.rules_digest == rules.digest
                else "save.hash_mismatch_rules"
            )
        )
    return Loaded(env, played.state, commands, played.events, env.rules_digest == rules.digest)


MAX_SAVE_BYTES = 4_000_000
MAX_DEPTH = 32


def _depth(text: str) -> int:
    """The deepest nesting of JSON arrays/objects in `text` (strings skipped)."""
    depth = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif ch in "]}":
            depth -= 1
    return deepest


def parse_save_bytes(raw: bytes) -> object:
    """Parse save-file bytes as JSON with size and depth capped first; `SaveError` if bad."""
    if len(raw) > MAX_SAVE_BYTES:
        raise SaveError(msg("save.too_large_size", size=file_size(len(raw), up=True)))
    try:
        text = json_text(raw)
    except UnicodeDecodeError as exc:
        raise SaveError(msg("save.not_utf8")) from exc
    if _depth(text) > MAX_DEPTH:
        raise SaveError(msg("save.too_deep"))
    try:
        return parse_json(text)
    except json.JSONDecodeError as exc:
        where = f"line {exc.lineno}, column {exc.colno}: {exc.msg}"
        raise SaveError(msg("save.bad_json"), where) from exc
    except JsonTooDeep as exc:  # pragma: no cover - the depth cap comes first
        raise SaveError(msg("save.too_deep")) from exc
    except ValueError as exc:  # e.g. an integer with more digits than Python converts
        raise SaveError(msg("save.damaged_value"), " ".join(str(exc).split())[:120]) from exc


def read_save(path: str, rules: Rules | None = None) -> Loaded:
    """Read, validate and replay a save file; the file is only read, never changed."""
    try:
        raw = read_regular_file(Path(path), MAX_SAVE_BYTES)
    except FileReadError as exc:
        # "Cannot open partida.nbsave: cannot read it (part of the path is not a folder)"
        raise SaveError(msg("save.cannot_open", file=Path(path).name, problem=exc.msg)) from exc
    return load_envelope(parse_save_bytes(raw), rules)


def envelope_json(env: Envelope) -> str:
    """The text written to disk for an envelope."""
    return json.dumps(to_data(env), indent=1, sort_keys=False) + "\n"


# ---- Older save formats --------------------------------------------------------------------
#
# `MIGRATIONS[n]` turns the parsed JSON of format n into format n + 1; `migrate` applies the
# chain before validation, so `load_envelope` and `read_save` read every older format. A new
# format: bump SCHEMA_VERSION, add the step from the previous one, and keep a fixture file of
# the old format in tests/fixtures/saves/ (docs/saves.md).

Migration = Callable[[dict[str, Any]], dict[str, Any]]

_V0_LIMITS = (
    ("buildings", "building_limit"),
    ("whales", "whale_limit"),
    ("keeps_best", "keeps_best"),
    ("fallback_draw", "fallback_draw"),
    ("helm", "helm_size"),
)


def _v0_to_v1(data: dict[str, Any]) -> dict[str, Any]:
    """Format 0 (the prototype's files) to format 1.

    Format 0: ``{"format": 0, "rules": digest, "game": {"seed", "players": [{"name",
    "captain": id or null, "limits": {...}}], "first", "turners_mill", "expert"},
    "moves": one command per line, "hash": state hash}`` — no app version, no snapshot.
    """
    game = data["game"]
    seats: list[dict[str, Any]] = []
    for player in game["players"]:
        captain = player.get("captain")
        seat: dict[str, Any] = {"kind": "captain" if captain else "human", "name": player["name"]}
        if captain:
            seat["captain"] = captain
        limits = player.get("limits") or {}
        for old, new in _V0_LIMITS:
            if old in limits:
                seat[new] = limits[old]
        seats.append(seat)
    moves = data["moves"]
    if not isinstance(moves, str):
        raise TypeError("moves must be text")
    return {
        "schema_version": 1,
        "app_version": "unknown (format 0)",
        "rules_digest": data["rules"],
        "setup": {
            "seed": game["seed"],
            "seats": seats,
            "turners_mill": game.get("turners_mill", False),
            "expert": game.get("expert", False),
            "first_seat": game.get("first", 0),
        },
        "commands": [line for line in moves.split("\n") if line.strip()],
        "snapshot": {},
        "state_hash": data["hash"],
    }


def _v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """Format 1 to format 2: the setup gains `edition`; games saved before the edition-2
    rulings (docs/rules-notes.md) keep playing by the rules they were begun under."""
    setup = data["setup"]
    if not isinstance(setup, dict):
        raise TypeError("setup must be an object")
    return {**data, "schema_version": 2, "setup": {**setup, "edition": 1}}


MIGRATIONS: dict[int, Migration] = {0: _v0_to_v1, 1: _v1_to_v2}


def save_format(data: object) -> int | None:
    """The format number a parsed save claims (`schema_version`, or `format` before 1)."""
    if not isinstance(data, dict):
        return None
    version = data.get("schema_version", data.get("format"))
    return version if type(version) is int else None


def migrate(data: object) -> object:
    """Upgrade parsed JSON of an older format to the current one, step by step.

    Anything that is not an older format is returned unchanged (validation judges it); an old
    file that cannot be upgraded raises `SaveError`.
    """
    version = save_format(data)
    if version is None or version >= SCHEMA_VERSION:
        return data
    if version < min(MIGRATIONS):
        raise SaveError(msg("save.too_old", version=version))
    while version < SCHEMA_VERSION:
        step = MIGRATIONS.get(version)
        if step is None:  # pragma: no cover - the chain has no gaps
            raise SaveError(msg("save.no_upgrade", version=version))
        try:
            data = step(data)  # type: ignore[arg-type]
        except KeyError as exc:
            raise SaveError(
                msg("save.upgrade_failed", version=version),
                f"format {version}: missing {str(exc.args[0])[:40]!r}",
            ) from exc
        except (TypeError, ValueError, AttributeError) as exc:
            raise SaveError(
                msg("save.upgrade_failed", version=version),
                f"format {version}: " + " ".join(str(exc).split())[:80],
            ) from exc
        version += 1
    return data
