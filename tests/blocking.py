"""A call that must not block: run in a daemon thread, the test fails instead of hanging the suite
(a named pipe or a device in place of a file would block a naive open)."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")


def within(seconds: float, work: Callable[[], T]) -> T:
    """`work()`'s result; fails the test ("blocked") if it has not returned after `seconds`."""
    out: list[T] = []
    worker = threading.Thread(target=lambda: out.append(work()), daemon=True)
    worker.start()
    worker.join(seconds)
    assert not worker.is_alive(), "blocked"
    return out[0]
