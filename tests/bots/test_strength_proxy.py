"""`tools/strength_proxy.py`'s variants: Level fields and playout weights from one spec."""

from __future__ import annotations

import importlib.util
from dataclasses import replace
from pathlib import Path
from types import ModuleType

import pytest

from nbgui.bots.evaluation import TUNED
from nbgui.bots.search import LEVELS

TOOL = Path(__file__).resolve().parents[2] / "tools" / "strength_proxy.py"


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("strength_proxy", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_variant_sets_level_fields_and_playout_weights() -> None:
    parse = _tool().parse_variant
    strong = LEVELS["strong"]
    name, level = parse("v:steps=8000,pw.sea=1.1,pw.dock=2.0", strong)
    assert name == "v" and level.name == "v" and level.steps == 8000
    assert level.playout_weights == TUNED.replace(sea=1.1, dock=2.0)
    assert level.horizon == strong.horizon and level.k == strong.k
    _, plain = parse("base:", strong)
    assert plain.playout_weights is None and plain.steps == strong.steps
    assert plain.own_weight == strong.own_weight
    _, own = parse("own5:own_weight=0.5", strong)
    assert own.own_weight == 0.5
    assert replace(own, own_weight=strong.own_weight, name="base") == plain
    for bad in ("x:pw.nothing=1", "x:nothing=1", "x:name=y"):
        with pytest.raises(SystemExit):
            parse(bad, strong)


def test_the_ladder_version_of_a_level_leaves_out_a_neutral_own_weight() -> None:
    """`Level.own_weight` at 0 is not in the version of a level's ladder games (the cached
    games of a level that does not use it keep their version); any other weight is."""
    import sys

    sys.path.insert(0, str(TOOL.parent))
    try:
        import ladder
    finally:
        sys.path.remove(str(TOOL.parent))
    neutral = replace(LEVELS["strong"], own_weight=0.0)
    assert "own_weight" not in ladder.level_config(neutral)
    assert ladder.level_config(neutral).endswith(f"steps={neutral.steps})")
    assert "own_weight=0.5" in ladder.level_config(replace(neutral, own_weight=0.5))
