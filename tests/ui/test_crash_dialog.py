"""The crash dialog says plain catalogue sentences in the player's language; the exception's own
text and traceback are only behind "Show details" / "Copy details" (and in the crash file)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication

from nbgui.persist.crash import CrashReport, crash_message
from nbgui.ui import i18n
from nbgui.ui.dialogs.crash import CrashDialog

DETAILS = "KeyError: 'forest' (in place_worker, nbgui/engine/api.py line 12)\nTraceback ..."


def _report() -> CrashReport:
    path = Path("/home/ishmael/.local/state/nbgui/log/crash-20261201-101500.txt")
    return CrashReport(crash_message(path), DETAILS, path)


def test_the_player_reads_a_sentence_not_the_exception(qtbot) -> None:
    for lang, start in (("en", "nbgui met an unexpected problem"), ("es", "nbgui tuvo un")):
        i18n.set_language(lang)
        try:
            dialog = CrashDialog(_report())
            qtbot.addWidget(dialog)
            dialog.show()
            text = dialog.intro.text()
            assert text.startswith(start), text
            assert "crash-20261201-101500.txt" in text
            assert "KeyError" not in text and "forest" not in text and "Traceback" not in text
            assert not dialog.details.isVisible()
            dialog.show_details.click()
            assert dialog.details.isVisible() and dialog.details.toPlainText() == DETAILS
            dialog.copy.click()
            assert QApplication.clipboard().text() == DETAILS
        finally:
            i18n.set_language("en")
