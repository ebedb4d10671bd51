"""`nbgui.heap.give_back`: the C heap's free pages handed back to the system under glibc, a
no-op elsewhere (issue 18: memory over a game; module doc of `nbgui.heap`)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from nbgui import heap

GLIBC = heap.glibc()

#: Frees ~24 MiB of malloc'd blocks in the middle of the heap (one kept after them, so glibc
#: cannot simply cut its heap's top), then hands them back: resident memory before and after.
FREED_IN_THE_MIDDLE = r"""
import json, sys
from nbgui import heap

def anon():
    for line in open("/proc/self/status"):
        if line.startswith("RssAnon:"):
            return int(line.split()[1]) / 1024

blocks = [bytes(3000) + bytes([i % 256]) for i in range(8000)]  # > 512 B: malloc's, not Python's
last = bytes(3000) + b"x"
del blocks
before = anon()
gave = heap.give_back()
after = anon()
print("RESULT " + json.dumps({"gave": gave, "before": before, "after": after,
      "again": heap.give_back() in (True, False), "ctypes": "ctypes" in sys.modules}))
"""

#: Where there is no glibc, nothing is set up: `_ctypes` is never imported.
NOT_GLIBC = r"""
import json, os, sys
os.confstr = lambda name: None  # musl, or no such name
from nbgui import heap
print("RESULT " + json.dumps({"glibc": heap.glibc(), "gave": heap.give_back(),
      "set_up": heap._trim, "_ctypes": "_ctypes" in sys.modules}))
"""


def run(code: str) -> dict[str, object]:
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=False,
        env=dict(os.environ),
    )
    lines = [line for line in out.stdout.splitlines() if line.startswith("RESULT ")]
    assert lines, out.stdout + out.stderr
    result: dict[str, object] = json.loads(lines[-1][len("RESULT "):])
    return result


@pytest.mark.skipif(not GLIBC, reason="malloc_trim is glibc's")
def test_freed_heap_memory_is_handed_back_under_glibc() -> None:
    result = run(FREED_IN_THE_MIDDLE)
    assert result["gave"] is True
    before, after = float(result["before"]), float(result["after"])  # type: ignore[arg-type]
    assert before - after > 10, result  # ~23 MiB were free in the middle of the heap
    assert result["again"] is True
    assert result["ctypes"] is False  # `_ctypes` alone, not the ctypes package


def test_without_glibc_nothing_is_set_up_or_imported() -> None:
    assert run(NOT_GLIBC) == {"glibc": False, "gave": False, "set_up": False, "_ctypes": False}


def test_give_back_sets_up_once(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[int] = []

    def fake_trim(pad: int) -> int:
        calls.append(pad)
        return 1

    made: list[bool] = []

    def set_up() -> object:
        made.append(True)
        return fake_trim

    monkeypatch.setattr(heap, "_trim", None)
    monkeypatch.setattr(heap, "_set_up", set_up)
    assert heap.give_back() is True
    assert heap.give_back() is True
    assert made == [True] and calls == [0, 0]
    monkeypatch.setattr(heap, "_trim", False)  # where there is none: never called
    assert heap.give_back() is False
    assert calls == [0, 0]
