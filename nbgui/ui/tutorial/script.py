"""The tutorial script, read from ``rules/tutorial/steps.json`` (data, English and Spanish).

The file holds the seed, the Captains, the learner's moves in engine notation (each with a
`topic`), the moves after which a Captain turn is explained (`watch_after`), and one text per
topic in both languages. `tools/tutorial_seed.py` finds a seed where the planned moves are legal
and writes the moves; the texts are written by hand. Steps are: every move, a "watch" step after
each move listed in `watch_after`, and a final "end" step (play on).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from nbgui.engine import Command, GameSetup, parse_command
from nbgui.paths import data_dir


@dataclass(frozen=True)
class TutorialStep:
    """One step: ``move`` (the learner plays `command`), ``watch`` (a Captain turn explained,
    then Next) or ``end``. `ordinal` is how many learner moves come before it."""

    kind: str
    topic: str
    ordinal: int
    command: Command | None = None


@dataclass(frozen=True)
class TutorialScript:
    seed: int
    captains: tuple[str, ...]
    player: dict[str, str]
    steps: tuple[TutorialStep, ...]
    texts: dict[str, dict[str, str]] = field(default_factory=dict)

    def text(self, topic: str, lang: str) -> str:
        entry = self.texts.get(topic) or self.texts.get("other") or {}
        return entry.get(lang) or entry.get("en", "")

    @property
    def moves(self) -> list[Command]:
        return [s.command for s in self.steps if s.command is not None]

    def index_for_ordinal(self, ordinal: int) -> int:
        """The first step that comes after `ordinal` learner moves."""
        for i, step in enumerate(self.steps):
            if step.ordinal >= ordinal and step.kind != "watch":
                return i
        return len(self.steps) - 1

    def setup(self, boards: dict[str, Any], lang: str = "en") -> GameSetup:
        from nbgui.simulate import make_setup

        name = self.player.get(lang) or self.player.get("en", "You")
        return make_setup(self.seed, list(self.captains), boards, human_names=[name])


def script_path() -> Path:
    return data_dir("rules") / "tutorial" / "steps.json"


def parse_script(data: dict[str, Any]) -> TutorialScript:
    watch_after = set(data.get("watch_after", []))
    steps: list[TutorialStep] = []
    for i, move in enumerate(data["moves"]):
        steps.append(TutorialStep("move", str(move["topic"]), i, parse_command(move["command"])))
        if i in watch_after:
            steps.append(TutorialStep("watch", "watch", i + 1))
    steps.append(TutorialStep("end", "end", len(data["moves"])))
    return TutorialScript(
        seed=int(data["seed"]),
        captains=tuple(data.get("captains", ["starbuck"])),
        player=dict(data.get("player", {"en": "You"})),
        steps=tuple(steps),
        texts={k: dict(v) for k, v in data.get("texts", {}).items()},
    )


@lru_cache(maxsize=1)
def default_script() -> TutorialScript:
    return parse_script(json.loads(script_path().read_text(encoding="utf-8")))
