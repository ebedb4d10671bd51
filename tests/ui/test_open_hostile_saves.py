"""Hostile files opened the way Game → Open does (`MainWindow.open_game` with the store), in
Spanish: each is refused with one sentence in the player's language (none of the validator's or
the notation parser's English words), the file is left as it was, nothing raises."""

from __future__ import annotations

import errno
import json
import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QWidget

import nbgui.content.files as files_module
import nbgui.ui.main_window as main_window
from nbgui.app import PersistSettings
from nbgui.captain.setup import load_boards
from nbgui.engine import StartGoods
from nbgui.persist import AppDirs, SaveStore, Settings
from nbgui.simulate import make_setup
from nbgui.ui import i18n
from nbgui.ui.main_window import MainWindow
from nbgui.ui.session import GameSession

#: the English words of `nbgui.content.datacheck`'s and `parse_command`'s reasons
ENGLISH = {"should", "required", "permitted", "unknown", "option", "command", "input", "valid",
           "integer", "extra", "field", "needs", "must", "file"}


def _mutations(data: dict) -> dict[str, bytes]:  # type: ignore[type-arg]
    def changed(change) -> bytes:  # type: ignore[no-untyped-def]
        copy = json.loads(json.dumps(data))
        change(copy)
        return json.dumps(copy).encode()

    raw = json.dumps(data).encode()
    return {
        "truncated": raw[: len(raw) // 2],
        "binary": b"\x00\xff" + raw[:100],
        "a list": b"[1, 2]",
        "no setup": changed(lambda d: d.pop("setup")),
        "bad seed": changed(lambda d: d["setup"].__setitem__("seed", "x")),
        "extra key": changed(lambda d: d.__setitem__("zzz", 1)),
        "bad move": changed(lambda d: d["commands"].append("nonsense move")),
        "bad option": changed(lambda d: d["commands"].append("place forest bogus=1")),
        "newer": changed(lambda d: d.__setitem__("schema_version", 999)),
        "impossible move": changed(lambda d: d["commands"].append("place bank")),
        "tampered": changed(lambda d: d.__setitem__("state_hash", "0" * 32)),
        "huge number": raw.replace(b'"seed": ', b'"seed": ' + b"9" * 5000, 1),
    }


#: parser and programmer words a player must not read, in either language
JARGON = {"json", "utf", "schema", "esquema", "pydantic", "hash", "huella", "line", "column",
          "línea", "columna", "valueerror", "keyerror", "typeerror", "exception"}

#: the second paragraph of every refusal: the game on the table and the file are kept
KEPT = {
    "en": ("Cannot open {name}: ", "\n\nThe game on the table is unchanged, and the file is left "
           "as it was at {path}. Open another save, or play on."),
    "es": ("No se puede abrir {name}: ", "\n\nLa partida de la mesa no ha cambiado, y el archivo "
           "queda como estaba en {path}. Abre otra partida guardada o sigue jugando."),
}
#: a folder given as a save is no file: "the file is left as it was" was said of it too
KEPT_FOLDER = {
    "en": "\n\nThe game on the table is unchanged, and the folder {path} is left as it was. Open "
          "a save file, not a folder, or play on.",
    "es": "\n\nLa partida de la mesa no ha cambiado, y la carpeta {path} queda como estaba. Abre "
          "un archivo de partida guardada, no una carpeta, o sigue jugando.",
}


@pytest.fixture(params=["es", "en"])
def language(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def _window_with_store(qtbot, tmp_path):  # type: ignore[no-untyped-def]
    """A started game against Starbuck in a window (its table a plain widget) that saves into a
    fresh home under `tmp_path`: (dirs, store, session, window)."""
    boards = load_boards(use_overrides=False)[0]
    dirs = AppDirs.under(tmp_path / "home").ensure()
    store = SaveStore(dirs, captain_boards=boards)
    session = GameSession(make_setup(5, ["starbuck"], boards), boards)
    window = MainWindow(session, boards, PersistSettings(dirs, Settings()),
                        table_factory=lambda s, p: QWidget(p), ask_dialogs=False, store=store)
    qtbot.addWidget(window)
    session.start()
    return dirs, store, session, window


def test_hostile_saves_are_refused_in_plain_words_and_kept(qtbot, tmp_path, monkeypatch, language):
    """Each refusal names the file and what is wrong in plain words (none of the validator's
    English in Spanish; no "JSON", line or column in either language: "JSON incorrecto en la
    línea 1, columna 1" was the damaged save's whole message), then says that the game on the
    table is unchanged, where the file is, left as it was, and what to do."""
    dirs, _store, session, window = _window_with_store(qtbot, tmp_path)
    session.submit(StartGoods(0, 0, 0, 5))
    good = dirs.saves / "good.nbsave"
    assert window.save_to(good)
    shown: list[str] = []
    monkeypatch.setattr(main_window, "plain_warning", lambda _p, _t, text: shown.append(text))
    files: dict[str, Path] = {}
    for n, (what, content) in enumerate(_mutations(json.loads(good.read_bytes())).items()):
        files[what] = dirs.saves / f"hostile-{n}.nbsave"
        files[what].write_bytes(content)
    files["folder"] = dirs.saves / "folder.nbsave"
    files["folder"].mkdir()
    files["huge"] = dirs.saves / "huge.nbsave"
    with files["huge"].open("wb") as fh:
        fh.truncate(50_000_000)
    # a file the player may not read (the tests may run as root: the system's refusal is made)
    files["locked"] = dirs.saves / "locked.nbsave"
    files["locked"].write_bytes(good.read_bytes())
    real_open = files_module.os.open

    def refuse(path, *args, **kwargs):  # type: ignore[no-untyped-def]
        if Path(path) == files["locked"]:
            raise PermissionError(errno.EACCES, "Permission denied", str(path))
        return real_open(path, *args, **kwargs)

    monkeypatch.setattr(files_module.os, "open", refuse)
    for what, path in files.items():
        before = path.read_bytes() if path.is_file() and what != "huge" else None
        shown.clear()
        assert not window.open_game(str(path)), what
        assert len(shown) == 1, what
        start, kept = KEPT[language]
        if what == "folder":
            kept = KEPT_FOLDER[language]
        assert shown[0].startswith(start.format(name=path.name)), (what, shown[0])
        assert shown[0].endswith(kept.format(path=path)), (what, shown[0])
        first = shown[0].split("\n\n")[0]  # a whole sentence, one full stop ("yet.)." was two)
        assert first.endswith((".", ".)")) and not first.endswith(".)."), (what, shown[0])
        words = set(re.findall(r"[a-záéíóúñ]+", shown[0].lower().replace(".nbsave", "")))
        assert not JARGON & words, (what, shown[0])
        if language == "es":
            assert not ENGLISH & words, (what, shown[0])
        assert path.exists() and (before is None or path.read_bytes() == before), what


def test_a_save_that_fails_says_the_game_is_kept(qtbot, tmp_path, monkeypatch, language):
    """"Could not save x.nbsave: …" gave the reason only; it now says the game on the table is
    kept and what to try."""
    _dirs, _store, session, window = _window_with_store(qtbot, tmp_path)
    shown: list[str] = []
    monkeypatch.setattr(main_window, "plain_warning", lambda _p, _t, text: shown.append(text))
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where a folder should be")
    assert not window.save_to(blocker / "game.nbsave")
    [said] = shown
    kept = {
        "en": "\n\nThe game on the table is kept. Try Save As with another folder or name.",
        "es": "\n\nLa partida de la mesa se conserva. Prueba Guardar como con otra carpeta u "
              "otro nombre.",
    }[language]
    assert said.endswith(kept) and "game.nbsave" in said, said
    assert session.state.round >= 1 and window.save_path is None


def test_a_language_without_its_catalogue_says_so(qtbot, tmp_path, monkeypatch):
    """Settings > Language > Español with the catalogue missing went on in English without a
    word; it now says which file is missing and what restores it."""
    boards = load_boards(use_overrides=False)[0]
    dirs = AppDirs.under(tmp_path / "home").ensure()
    session = GameSession(make_setup(5, ["starbuck"], boards), boards)
    window = MainWindow(session, boards, PersistSettings(dirs, Settings()),
                        table_factory=lambda s, p: QWidget(p), ask_dialogs=False)
    qtbot.addWidget(window)
    missing = tmp_path / "nbgui_es.qm"
    monkeypatch.setattr(i18n, "translation_file", lambda lang: str(missing))
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(main_window, "plain_warning", lambda _p, t, text: shown.append((t, text)))
    try:
        window.change_language("es")
    finally:
        i18n.set_language("en")
    assert shown == [("Language", f"The words for Español could not be loaded: the file {missing} "
                      "is missing or damaged. Until it is restored nbgui's sentences stay in "
                      "English; reinstalling nbgui restores it.")]


def test_a_failed_autosave_says_the_game_is_kept(qtbot, tmp_path, monkeypatch, language):
    """The status line said "Autosave failed: permission denied" and nothing more."""
    _dirs, store, _session, window = _window_with_store(qtbot, tmp_path)

    def refuse(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(store, "autosave", refuse)
    assert window.autosave_now() is None
    assert window.statusBar().currentMessage() == {
        "en": "Autosave failed: permission denied. The game on the table is kept; Save As keeps "
              "a copy.",
        "es": "Falló el guardado automático: permiso denegado. La partida de la mesa se "
              "conserva; Guardar como guarda una copia.",
    }[language]
