"""Hostile files opened the way Game → Open does (`MainWindow.open_game` with the store), in
Spanish: each is refused with one sentence in the player's language (none of the validator's or
the notation parser's English words), the file is left as it was, nothing raises."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QWidget

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
    }


@pytest.fixture
def spanish():
    i18n.set_language("es")
    yield
    i18n.set_language("en")


def test_hostile_saves_are_refused_in_spanish_and_kept(qtbot, tmp_path, monkeypatch, spanish):
    boards = load_boards(use_overrides=False)[0]
    dirs = AppDirs.under(tmp_path / "home").ensure()
    store = SaveStore(dirs, captain_boards=boards)
    session = GameSession(make_setup(5, ["starbuck"], boards), boards)
    window = MainWindow(session, boards, PersistSettings(dirs, Settings()),
                        table_factory=lambda s, p: QWidget(p), ask_dialogs=False, store=store)
    qtbot.addWidget(window)
    session.start()
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
    for what, path in files.items():
        before = path.read_bytes() if path.is_file() and what != "huge" else None
        shown.clear()
        assert not window.open_game(str(path)), what
        assert len(shown) == 1, what
        assert shown[0].startswith(f"No se puede abrir {path.name}: "), (what, shown[0])
        english = ENGLISH & set(re.findall(r"[a-z]+", shown[0].lower()))
        assert not english, (what, shown[0])
        assert path.exists() and (before is None or path.read_bytes() == before), what
