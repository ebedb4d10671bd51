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

from nbgui.engine import Command, GameSetup, parse_command
from nbgui.paths import data_dir

KINDS = ("read", "move", "watch", "end")
MAX_SCRIPT_BYTES = 200_000


class ScriptError(ValueError):
    """The tutorial file is unusable (one line naming the problem)."""


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


def parse_script(data: Any) -> TutorialScript:
    """Validate the parsed file; `ScriptError` names the first problem."""
    if not isinstance(data, dict):
        raise ScriptError("the tutorial file is not an object")
    try:
        raw_steps = data["steps"]
        seed = int(data["seed"])
        if not isinstance(raw_steps, list) or not raw_steps:
            raise ScriptError("the tutorial has no steps")
        steps: list[TutorialStep] = []
        ordinal = 0
        for n, raw in enumerate(raw_steps, start=1):
            kind = str(raw["kind"])
            if kind not in KINDS:
                raise ScriptError(f"step {n}: unknown kind {kind!r}")
            accept = tuple(str(p) for p in raw.get("accept", ()))
            command = parse_command(str(raw["command"])) if "command" in raw else None
            if kind == "move" and (not accept or command is None):
                raise ScriptError(f"step {n}: a move step needs 'accept' and 'command'")
            step = TutorialStep(kind, str(raw["id"]), ordinal, accept, command)
            if command is not None and not step.accepts(command):
                raise ScriptError(f"step {n}: its own command {command} is not accepted")
            steps.append(step)
            if kind == "move":
                ordinal += 1
        if steps[-1].kind != "end":
            raise ScriptError("the tutorial's last step must be 'end'")
    except (KeyError, TypeError, ValueError) as exc:
        if isinstance(exc, ScriptError):
            raise
        raise ScriptError(f"the tutorial file is damaged: {exc}") from exc
    return TutorialScript(
        seed=seed,
        captains=tuple(str(c) for c in data.get("captains", ["starbuck"])),
        player={str(k): str(v) for k, v in dict(data.get("player", {"en": "You"})).items()},
        steps=tuple(steps),
    )


@lru_cache(maxsize=1)
def default_script() -> TutorialScript:
    path = script_path()
    if path.stat().st_size > MAX_SCRIPT_BYTES:
        raise ScriptError(f"{path.name} is too large")
    return parse_script(json.loads(path.read_text(encoding="utf-8")))
