"""`tools/strength_proxy.py`'s variants: Level fields and playout weights from one spec."""

from __future__ import annotations

import importlib.util
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
    for bad in ("x:pw.nothing=1", "x:nothing=1", "x:name=y"):
        with pytest.raises(SystemExit):
            parse(bad, strong)
