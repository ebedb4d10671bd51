"""Golden playthroughs: replay the fixed 2-, 3- and 4-seat games and diff them against
tests/golden/. A difference means the engine's behaviour changed (commands offered, events,
or state). If the change is intended, regenerate the files on purpose and review the diff:

    .venv/bin/python tools/regen_golden.py
"""

from __future__ import annotations

import difflib
import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

TOOL = Path(__file__).resolve().parents[2] / "tools" / "regen_golden.py"


def _regen() -> ModuleType:
    spec = importlib.util.spec_from_file_location("regen_golden", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("regen_golden", module)
    spec.loader.exec_module(module)
    return module


REGEN = _regen()


@pytest.mark.parametrize("seats", sorted(REGEN.GAMES))
def test_golden_playthrough(seats: int) -> None:
    path = REGEN.golden_path(seats)
    assert path.exists(), f"{path} is missing: run .venv/bin/python tools/regen_golden.py"
    expected = path.read_text(encoding="utf-8")
    actual = REGEN.render(seats)
    if actual != expected:
        diff = "".join(
            list(
                difflib.unified_diff(
                    expected.splitlines(keepends=True),
                    actual.splitlines(keepends=True),
                    fromfile=f"{path.name} (golden)",
                    tofile=f"{path.name} (this engine)",
                    n=2,
                )
            )[:60]
        )
        pytest.fail(
            f"The {seats}-seat golden playthrough changed. If the engine's behaviour changed on "
            "purpose, regenerate with `.venv/bin/python tools/regen_golden.py` and review the "
            f"diff; otherwise this is a regression.\n{diff}",
            pytrace=False,
        )
