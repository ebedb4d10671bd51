"""Licences listed and shipped (nbgui/licenses.py), the self-test's checks for them and for the
catalogues, the About dialog's licence list, and saved games opened by the system."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from nbgui import licenses as L

REQUIRED = ("nbgui", "Python", "Qt", "PySide6-Essentials", "shiboken6", "pydantic")


def test_live_list_names_every_shipped_component_with_its_text():
    items = L.live_components()
    names = {L.normalise(c.name) for c in items}
    for name in (*REQUIRED, "platformdirs", "pydantic-core", "DejaVu fonts"):
        assert L.normalise(name) in names, name
    assert not L.missing(items, None)
    qt = next(c for c in items if c.name == "Qt")
    assert qt.licence == "LGPL-3.0-only"
    texts = [Path(f).read_text(encoding="utf-8") for f in qt.files]
    assert any("GNU LESSER GENERAL PUBLIC LICENSE" in t and "Version 3" in t for t in texts)
    assert any("GNU GENERAL PUBLIC LICENSE" in t and "Version 3" in t for t in texts)


def _index(tmp_path: Path, components: list[dict]) -> Path:
    path = tmp_path / "index.json"
    path.write_text(json.dumps({"components": components}), encoding="utf-8")
    return path


def test_index_round_trips(tmp_path):
    (tmp_path / "qt").mkdir()
    (tmp_path / "qt" / "LGPL-3.0.txt").write_text("text", encoding="utf-8")
    comp = L.Component("Qt", "6.11", "LGPL-3.0-only", ("qt/LGPL-3.0.txt",), ("libQt6Core.so.6",))
    L.write_index(tmp_path, [comp])
    assert L.load_index(tmp_path / "index.json") == [comp]


@pytest.mark.parametrize(
    "content",
    [
        "not json",
        json.dumps({"components": []}),
        json.dumps({"components": [{"name": "x", "version": "1", "licence": "MIT"}]}),
        json.dumps({"components": [{"name": "x", "version": "1", "licence": "MIT",
                                    "files": ["missing.txt"]}]}),
        json.dumps({"components": [{"name": "x", "version": "1", "licence": "MIT",
                                    "files": ["../outside.txt"]}]}),
        json.dumps({"components": [{"name": "", "version": "1", "licence": "MIT",
                                    "files": ["a.txt"]}]}),
        "[" * 3000,  # nested past what the JSON parser follows (it raised RecursionError)
    ],
)  # fmt: skip
def test_damaged_index_is_refused(tmp_path, content):
    (tmp_path / "a.txt").write_text("MIT", encoding="utf-8")
    (tmp_path.parent / "outside.txt").write_text("x", encoding="utf-8")
    path = tmp_path / "index.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(L.LicenceError):
        L.load_index(path)


def test_huge_or_non_file_index_is_refused(tmp_path):
    with pytest.raises(L.LicenceError):
        L.load_index(tmp_path)  # a folder
    path = tmp_path / "index.json"
    path.write_bytes(b" " * (L.INDEX_MAX_BYTES + 1))
    with pytest.raises(L.LicenceError):
        L.load_index(path)


# ---- the self-test fails when something shipped is missing --------------------------------------


@pytest.fixture(autouse=True)
def _imported_first():
    """Modules that bind `data_dir` at import are imported before a test patches it, so a
    patched function never outlives its test inside them."""
    import nbgui.ui.fonts
    import nbgui.ui.i18n  # noqa: F401


def _run_selftest(capsys) -> tuple[int, str]:
    from nbgui.selftest import main

    code = main([])
    return code, capsys.readouterr().out


def test_selftest_fails_without_a_catalogue_for_an_offered_language(
    qapp, capsys, monkeypatch, tmp_path
):
    import nbgui.paths
    from nbgui.paths import data_dir as real

    only_en = tmp_path / "translations"
    only_en.mkdir()
    (only_en / "nbgui_en.qm").write_bytes((real("translations") / "nbgui_en.qm").read_bytes())

    def fake(name: str) -> Path:
        return only_en if name == "translations" else real(name)

    monkeypatch.setattr(nbgui.paths, "data_dir", fake)
    code, out = _run_selftest(capsys)
    assert code == 1
    assert "FAILED: translation" in out and "offered language(s) es" in out


def test_selftest_fails_when_a_licence_text_is_missing(qapp, capsys, monkeypatch, tmp_path):
    gone = L.Component("Qt", "6", "LGPL-3.0-only", (str(tmp_path / "nothing.txt"),))
    items = [c for c in L.live_components() if c.name != "Qt"] + [gone]
    monkeypatch.setattr(L, "components", lambda: (items, None))
    code, out = _run_selftest(capsys)
    assert code == 1 and "FAILED: licences: SelftestError: licence files missing: Qt" in out


def test_selftest_fails_when_a_component_is_not_listed(qapp, capsys, monkeypatch):
    items = [c for c in L.live_components() if L.normalise(c.name) != "python"]
    monkeypatch.setattr(L, "components", lambda: (items, None))
    code, out = _run_selftest(capsys)
    assert code == 1 and "no licence listed for Python" in out


def test_selftest_fails_without_a_data_folder(qapp, capsys, monkeypatch, tmp_path):
    import nbgui.paths
    from nbgui.paths import data_dir as real

    monkeypatch.setattr(
        nbgui.paths, "data_dir", lambda n: tmp_path / "none" if n == "licenses" else real(n)
    )
    code, out = _run_selftest(capsys)
    assert code == 1 and "FAILED: data: SelftestError: data folder 'licenses' not found" in out


# ---- Help → About lists them --------------------------------------------------------------------


def test_about_dialog_lists_the_licences_and_shows_their_texts(qtbot):
    from nbgui.ui.dialogs.about import AboutDialog

    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    table = dialog.table
    names = [table.item(row, 0).text() for row in range(table.rowCount())]
    for name in ("nbgui", "Python", "Qt", "pydantic"):
        assert name in names
    assert names[:3] == ["nbgui", "Python", "Qt"]  # what a reader looks for first
    qt_row = names.index("Qt")
    table.setCurrentCell(qt_row, 0)
    assert table.item(qt_row, 2).text() == "LGPL-3.0-only"
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in dialog.text.toPlainText()
    table.setCurrentCell(names.index("nbgui"), 0)
    assert "MIT License" in dialog.text.toPlainText() or "Permission is hereby granted" in (
        dialog.text.toPlainText()
    )


def test_about_says_in_the_interface_language_why_the_licences_are_english(qtbot):
    """The licence texts stay in their own (English) words; a Spanish reader is told why above
    them, in Spanish (they met a page of English without a word)."""
    from nbgui.ui import i18n
    from nbgui.ui.dialogs.about import AboutDialog

    assert i18n.set_language("es")
    try:
        dialog = AboutDialog()
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        note = dialog.licence_note
        assert note.isVisible()
        said = note.text()
        assert "licencias" in said and "inglés" in said, said
        top = note.mapTo(dialog, note.rect().topLeft()).y()
        assert top < dialog.text.mapTo(dialog, dialog.text.rect().topLeft()).y()
        assert "Permission is hereby granted" in dialog.text.toPlainText() or (
            "GNU" in dialog.text.toPlainText()
        )
    finally:
        i18n.set_language("en")


# ---- saved games handed over by the system (macOS QFileOpenEvent) -------------------------------


def test_file_open_events_wait_for_the_window_then_go_to_it(qapp):
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QFileOpenEvent

    from nbgui.ui.file_open import FileOpenWatcher

    watcher = FileOpenWatcher(qapp, watch=True)  # as on macOS, the one system that sends them
    try:
        QCoreApplication.sendEvent(qapp, QFileOpenEvent("/tmp/first.nbsave"))
        QCoreApplication.sendEvent(qapp, QFileOpenEvent("/tmp/second.nbsave"))
        assert watcher.take() == "/tmp/second.nbsave" and watcher.take() is None

        class Window:
            def __init__(self) -> None:
                self.opened: list[str] = []

            def open_game(self, path: str) -> bool:
                self.opened.append(path)
                return True

        window = Window()
        watcher.attach(window)
        QCoreApplication.sendEvent(qapp, QFileOpenEvent("/tmp/third.nbsave"))
        assert window.opened == ["/tmp/third.nbsave"]
    finally:
        qapp.removeEventFilter(watcher)
        watcher.deleteLater()


def test_file_open_events_are_watched_only_where_the_system_sends_them(qapp):
    """Elsewhere no filter sees every event of the application (start-up cost, issue 18)."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QFileOpenEvent

    from nbgui.ui.file_open import FileOpenWatcher

    watcher = FileOpenWatcher(qapp)
    try:
        assert watcher.watching is (sys.platform == "darwin")
        QCoreApplication.sendEvent(qapp, QFileOpenEvent("/tmp/elsewhere.nbsave"))
        assert watcher.take() == ("/tmp/elsewhere.nbsave" if watcher.watching else None)
    finally:
        qapp.removeEventFilter(watcher)
        watcher.deleteLater()
