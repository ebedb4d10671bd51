"""The tutorial script, read from ``rules/tutorial/steps.json`` (data; no sentences).

The file holds the seed, the Captains, the learner's name per language and the steps, in order.
A step is ``read`` (a sentence and Next), ``move`` (the learner makes a move the step accepts),
``watch`` (a Captain turn explained, then Next) or ``end`` (play on). A move step lists the
moves it accepts as `fnmatch` patterns over the engine notation (``take B*`` accepts either
bowhead) and the `command` the plan played (lit first when it is legal). Each step's sentence is
looked up by its `id` in `nbgui.ui.tutorial.texts`. `tools/tutorial_seed.py` writes the file.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from fnmatch import fnmatchcase
from functools import lru_cache
from pathlib import Path
from typing import Any

from nbgui.content.captains import CAPTAIN_NAMES
from nbgui.content.files import FileReadError, JsonTooDeep, parse_json, read_regular_file
from nbgui.engine import Command, GameSetup, NotationError, parse_command
from nbgui.paths import data_dir
from nbgui.text import Msg, english, msg

KINDS = ("read", "move", "watch", "end")
MAX_SCRIPT_BYTES = 200_000


class ScriptError(ValueError):
    """The tutorial file is unusable. `msg` is the sentence the player reads (catalogue
    ``tutorial_file.cannot_use`` naming the file, with the reason `problem`, a
    ``tutorial_file.*`` or ``file.*`` message); `str()` is its English, for the log, with
    `detail` (where the text breaks, the field, kind or move at fault: never said)."""

    def __init__(self, problem: Msg, file: str = "steps.json", detail: str = "") -> None:
        self.problem = problem
        self.detail = detail
        self.msg = msg("tutorial_file.cannot_use", file=file, problem=problem)
        super().__init__(english(self.msg) + (f" [{detail}]" if detail else ""))


@dataclass(frozen=True)
class TutorialStep:
    """One step; `ordinal` is how many learner moves come before it."""

    kind: str
    id: str
    ordinal: int
    accept: tuple[str, ...] = ()
    command: Command | None = None

    @property
    def topic(self) -> str:
        return self.id

    def accepts(self, cmd: Command) -> bool:
        text = str(cmd)
        return any(fnmatchcase(text, pattern) for pattern in self.accept)


@dataclass(frozen=True)
class TutorialScript:
    seed: int
    captains: tuple[str, ...]
    player: dict[str, str]
    steps: tuple[TutorialStep, ...]

    @property
    def moves(self) -> list[Command]:
        return [s.command for s in self.steps if s.command is not None]

    def index_for_ordinal(self, ordinal: int) -> int:
        """The first move (or end) step after `ordinal` learner moves."""
        for i, step in enumerate(self.steps):
            if step.ordinal >= ordinal and step.kind in ("move", "end"):
                return i
        return len(self.steps) - 1

    def setup(self, boards: dict[str, Any], lang: str = "en") -> GameSetup:
        from nbgui.captain import make_setup

        name = self.player.get(lang) or self.player.get("en", "You")
        return make_setup(self.seed, list(self.captains), boards, human_names=[name])

    def is_game(self, setup: GameSetup) -> bool:
        """Whether `setup` is this script's game (whatever the learner's name)."""
        captains = tuple(s.captain for s in setup.seats if s.kind == "captain")
        humans = [s for s in setup.seats if s.kind != "captain"]
        return setup.seed == self.seed and captains == self.captains and len(humans) == 1


def script_path() -> Path:
    return data_dir("rules") / "tutorial" / "steps.json"


def _step(n: int, raw: Any, ordinal: int) -> TutorialStep:
    """Step `n` of the file (1-based), checked; `ScriptError` names what is wrong with it."""
    if not isinstance(raw, dict):
        raise ScriptError(msg("tutorial_file.step_not_object", n=n))
    for name in ("id", "kind"):
        if not isinstance(raw.get(name), str):
            raise ScriptError(msg("tutorial_file.step_missing", n=n), detail=name)
    kind = raw["kind"]
    if kind not in KINDS:
        raise ScriptError(msg("tutorial_file.unknown_kind", n=n), detail=kind[:40])
    accept = raw.get("accept", [])
    if not isinstance(accept, list) or not all(isinstance(a, str) for a in accept):
        raise ScriptError(msg("tutorial_file.step_missing", n=n), detail="accept")
    command: Command | None = None
    if "command" in raw:
        text = raw["command"]
        try:
            command = parse_command(text) if isinstance(text, str) else None
        except NotationError:
            command = None
        if command is None:
            raise ScriptError(msg("tutorial_file.bad_command", n=n), detail=str(text)[:60])
    if kind == "move" and (not accept or command is None):
        raise ScriptError(msg("tutorial_file.move_needs", n=n), detail="accept, command")
    step = TutorialStep(kind, raw["id"], ordinal, tuple(accept), command)
    if command is not None and not step.accepts(command):
        raise ScriptError(msg("tutorial_file.not_accepted", n=n), detail=str(command))
    return step


def parse_script(data: Any) -> TutorialScript:
    """Validate the parsed file; `ScriptError` names the first problem."""
    if not isinstance(data, dict):
        raise ScriptError(msg("tutorial_file.not_object"))
    seed = data.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        raise ScriptError(msg("tutorial_file.bad_seed"))
    raw_steps = data.get("steps")
    if not isinstance(raw_steps, list) or not raw_steps:
        raise ScriptError(msg("tutorial_file.no_steps"))
    captains = data.get("captains", ["starbuck"])
    if (
        not isinstance(captains, list)
        or not captains
        or not all(isinstance(c, str) and c in CAPTAIN_NAMES for c in captains)
    ):
        known = "known: " + ", ".join(CAPTAIN_NAMES)
        raise ScriptError(msg("tutorial_file.bad_captains"), detail=known)
    player = data.get("player", {"en": "You"})
    if not isinstance(player, dict) or not all(
        isinstance(k, str) and isinstance(v, str) for k, v in player.items()
    ):
        raise ScriptError(msg("tutorial_file.bad_player"))
    steps: list[TutorialStep] = []
    ordinal = 0
    for n, raw in enumerate(raw_steps, start=1):
        step = _step(n, raw, ordinal)
        steps.append(step)
        if step.kind == "move":
            ordinal += 1
    if steps[-1].kind != "end":
        raise ScriptError(msg("tutorial_file.last_not_end"), detail="kind end")
    return TutorialScript(
        seed=seed, captains=tuple(captains), player=dict(player), steps=tuple(steps)
    )


def read_script(path: Path) -> TutorialScript:
    """The tutorial file at `path`, read as a hostile file: a regular file under
    `MAX_SCRIPT_BYTES`, UTF-8 JSON, then `parse_script`. Every problem is a `ScriptError`."""
    try:
        raw = read_regular_file(path, MAX_SCRIPT_BYTES)
    except FileReadError as exc:
        raise ScriptError(exc.msg, path.name) from exc
    try:
        data = parse_json(raw.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise ScriptError(msg("tutorial_file.not_utf8"), path.name) from exc
    except json.JSONDecodeError as exc:
        where = f"line {exc.lineno}, column {exc.colno}: {exc.msg}"
        raise ScriptError(msg("tutorial_file.bad_json"), path.name, where) from exc
    except JsonTooDeep as exc:
        raise ScriptError(msg("tutorial_file.not_object"), path.name) from exc
    try:
        return parse_script(data)
    except ScriptError as exc:
        raise ScriptError(exc.problem, path.name, exc.detail) from exc


@lru_cache(maxsize=1)
def default_script() -> TutorialScript:
    """The bundled tutorial (`script_path`); a `ScriptError` when it is unusable."""
    return read_script(script_path())
