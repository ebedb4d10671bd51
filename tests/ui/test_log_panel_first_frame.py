"""The first frame without the Qt work it does not need (issue 18, docs/ui.md): the log sizes its
rows before the first frame without asking for its viewport or the style (either builds dozens
of PySide6 types and enums), and the width and margin it works out are the ones the viewport and
the style give, so nothing moves when `settle` switches to them after the first frame; message
boxes and file dialogs are imported when shown. The cyclic garbage collector is paused until
that frame and runs again after it, the start's garbage collected before the rest is frozen."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from PySide6.QtWidgets import QMainWindow

from nbgui.ui.panels.log_panel import LogPanel

#: PySide6 types the first frame does not build (each with its enums): `QWizard` only by the
#: search through every QWidget subclass, `QStyle` for the log's text margin, the message boxes
#: and dialogs only when one is shown.
NOT_BUILT = ("QWizard", "QStyle", "QMessageBox", "QFileDialog", "QDialog")

PROBE = r"""
import gc, json, sys
NOT_BUILT = %r
import PySide6.QtWidgets as widgets
import nbgui.ui.first_frame as first_frame
import nbgui.ui.panels.log_panel as log_panel

seen = {}
plain_run = first_frame.AfterFirstFrame._run
def run(self):
    window = self._window
    if "at_paint" not in seen:  # right after the first paint, before the held-back jobs
        seen["at_paint"] = {"built": sorted(n for n in NOT_BUILT if n in vars(widgets)),
                            "gc": gc.isenabled()}
    plain_run(self)
    if window is not None and "after_jobs" not in seen:  # the log has its viewport now
        window.table.set_dimmed(True)  # as at the game's end: the table's viewport repaints
        window.table.set_dimmed(False)
        seen["after_jobs"] = {"QWizard": "QWizard" in vars(widgets),
                              "QStyle": "QStyle" in vars(widgets)}
first_frame.AfterFirstFrame._run = run

plain_settle = log_panel.IndentDelegate.settle
def settle(self):
    before = (self._viewport_width(), self._margin)
    plain_settle(self)
    seen["settle"] = {"before": before, "after": (self._viewport_width(), self._margin)}
log_panel.IndentDelegate.settle = settle

plain_freeze = gc.freeze
def freeze():  # how much garbage the freeze would keep for good (counted, then dropped)
    gc.set_debug(gc.DEBUG_SAVEALL)
    gc.collect()
    seen["garbage_frozen"] = len(gc.garbage)
    gc.garbage.clear()
    gc.set_debug(0)
    plain_freeze()
gc.freeze = freeze

from nbgui.app import run_app
code = run_app(["--benchmark-startup"])
seen["gc_after"] = gc.isenabled()
seen["frozen"] = gc.get_freeze_count()
print("RESULT " + json.dumps(seen))
raise SystemExit(code)
"""


def test_the_first_frame_builds_no_qt_type_it_does_not_show_and_nothing_moves_after_it():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run(
        [sys.executable, "-c", PROBE % (NOT_BUILT,)], capture_output=True, text=True, env=env,
        timeout=120, check=False,
    )
    assert out.returncode == 0, out.stderr[-2000:]
    lines = [line for line in out.stdout.splitlines() if line.startswith("RESULT ")]
    assert lines, out.stdout + out.stderr[-2000:]
    seen = json.loads(lines[-1][len("RESULT "):])
    # `QWizard` is built only by PySide6's search through every QWidget subclass
    assert seen["at_paint"] == {"built": [], "gc": False}
    assert seen["settle"]["before"] == seen["settle"]["after"], "the log's rows moved"
    # nor after it: the log's and the table's viewports were made in Python (nbgui.ui.viewport),
    # and `settle` read the style's margin without a Python `QStyle` (log_panel.style_margin)
    assert seen["after_jobs"] == {"QWizard": False, "QStyle": False}
    assert seen["gc_after"] is True and seen["frozen"] > 10000
    # the start's garbage (about 500 objects: the classes `dataclass(slots=True)` replaced,
    # nbgui.enum_build's samples) is collected before the freeze would keep it for good
    assert seen["garbage_frozen"] < 50, seen["garbage_frozen"]


def test_the_worked_out_width_is_the_viewports_with_and_without_a_scroll_bar(qtbot):
    window = QMainWindow()
    qtbot.addWidget(window)
    panel = LogPanel()
    window.setCentralWidget(panel)
    window.resize(320, 400)
    window.show()
    qtbot.waitExposed(window)
    delegate = panel._delegate
    bar = panel.view.verticalScrollBar()
    panel._add("The game begins.", "heading")
    qtbot.wait(20)
    assert bar.maximum() <= bar.minimum()
    assert delegate._viewport_width() == panel.view.viewport().width()
    for n in range(60):
        panel._add(f"Line {n}: a sentence long enough to wrap in a narrow log " * 2, "event")
    panel.view.scrollToBottom()
    qtbot.wait(20)
    assert bar.maximum() > bar.minimum()
    assert delegate._viewport_width() == panel.view.viewport().width()
    heights = [panel.view.visualItemRect(panel.view.item(i)).height() for i in range(61)]
    panel.settle()
    assert delegate._viewport is not None and delegate._margin >= 1
    qtbot.wait(20)
    assert [panel.view.visualItemRect(panel.view.item(i)).height() for i in range(61)] == heights


@pytest.mark.parametrize("style_name", ["fusion", "windows"])
@pytest.mark.parametrize("sheet", [False, True])
@pytest.mark.parametrize("margin", [None, 0, 7])
def test_the_margin_read_without_qstyle_is_the_styles(qtbot, style_name, sheet, margin) -> None:
    """`style_margin` (a one-space row's size) gives what ``QStyle.pixelMetric`` would: on Qt's
    common styles, under the app's style sheet or not, and on a style with another margin."""
    from PySide6.QtWidgets import QApplication, QProxyStyle, QStyle, QStyleFactory

    from nbgui.ui.panels.log_panel import style_margin
    from nbgui.ui.theme import STYLE

    base = QStyleFactory.create(style_name)
    assert base is not None

    class Margin(QProxyStyle):
        def pixelMetric(self, metric, option=None, widget=None):  # type: ignore[no-untyped-def]
            if margin is not None and metric == QStyle.PixelMetric.PM_FocusFrameHMargin:
                return margin
            return super().pixelMetric(metric, option, widget)

    style = Margin(base)
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    old_sheet = app.styleSheet()
    app.setStyleSheet(STYLE if sheet else "")
    panel = LogPanel()
    try:
        panel.view.setStyle(style)
        expected = panel.view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1
        assert style_margin(panel.view) == expected
        if margin is not None:
            assert expected == margin + 1
    finally:
        panel.view.setStyle(None)  # type: ignore[arg-type]  # back to the app's, before
        del panel  # the proxy style goes with this test
        app.setStyleSheet(old_sheet)
