"""Suite-wide: the windows a test leaves are deleted at its end.

pytest-qt closes the widgets a test registered (`qtbot.addWidget`) and calls `deleteLater()`,
then only `processEvents()`, which never runs deferred deletions: they pile up until some later
test spins an event loop that runs them. In the whole suite `tests/ui/test_worker.py`'s first
wait deleted 335 windows (2,699 widgets) of earlier tests, 3.8 s, and took 4-7 s instead of
0.02 s. Here they are deleted where they were closed.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator

import pytest


@pytest.fixture(autouse=True)
def _delete_closed_windows() -> Iterator[None]:
    yield
    # after pytest-qt closed the test's widgets (before the fixtures' teardown); no Qt is
    # loaded by a test that does not use it
    qtcore = sys.modules.get("PySide6.QtCore")
    if qtcore is None or qtcore.QCoreApplication.instance() is None:
        return
    qtcore.QCoreApplication.sendPostedEvents(None, qtcore.QEvent.Type.DeferredDelete.value)
