"""What the screenshot scripts in this folder share: letting the window come to rest."""

from __future__ import annotations

import time
from typing import Any


def settle(app: Any, window: Any = None) -> None:
    """Process pending events; with a window, skip its animations until the table is idle."""
    for _ in range(5):
        app.processEvents()
    if window is not None:
        for _ in range(50):
            window.skip()
            app.processEvents()
            if not getattr(window.table, "busy", False):
                break
        for _ in range(10):
            app.processEvents()
            time.sleep(0.01)
