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


def test_a_crash_in_another_thread_is_shown_by_the_gui_thread(
    qtbot, tmp_path: Path, monkeypatch
) -> None:
    """Widgets belong to the GUI thread: a worker thread's crash hands the emergency save and
    the dialog to it (they used to run in the crashing thread)."""
    import sys
    import threading

    from PySide6.QtWidgets import QWidget

    from nbgui.app import _install_crash_handling

    shown: list[threading.Thread] = []
    saved: list[threading.Thread] = []

    class Window(QWidget):
        def autosave_now(self) -> None:
            saved.append(threading.current_thread())

    def record(dialog: CrashDialog) -> int:
        shown.append(threading.current_thread())
        return 0

    monkeypatch.setattr(CrashDialog, "exec", record)
    monkeypatch.setattr("nbgui.persist.crash.current_log_path", lambda: tmp_path / "nbgui.log")
    window = Window()
    qtbot.addWidget(window)
    hooks = sys.excepthook, threading.excepthook
    try:
        _install_crash_handling(window)

        def work() -> None:
            raise KeyError("forest")

        worker = threading.Thread(target=work, name="hint")
        worker.start()
        worker.join()
        assert shown == [] and saved == []  # nothing from the crashing thread itself
        qtbot.waitUntil(lambda: bool(shown) and bool(saved), timeout=3000)
        gui = threading.main_thread()
        assert shown == [gui] and saved == [gui]
        assert list(tmp_path.glob("crash-*.txt")), "the crash file is written at once"
    finally:
        sys.excepthook, threading.excepthook = hooks
