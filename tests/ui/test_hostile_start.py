"""Start-up with hostile files (issue 15): bad autosaves are refused before any window, and
names from files are shown as plain text."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from nbgui import app
from nbgui.content.schema import validate
from nbgui.engine import state_hash
from nbgui.persist.paths import AppDirs
from nbgui.persist.store import SaveStore


@pytest.fixture
def store(tmp_path: Path) -> SaveStore:
    return SaveStore(AppDirs.under(tmp_path / "home"))


def _autosave(store: SaveStore, name: str = "Ann", captain: str | None = None) -> None:
    from nbgui.captain.setup import captain_seat, load_boards
    from nbgui.engine import GameSetup, SeatSpec, apply, legal_commands, new_game

    boards = load_boards(use_overrides=False)[0]
    setup = GameSetup(seed=5, seats=[captain_seat(boards["stubb"]), SeatSpec(name=name)])
    state, _ = new_game(setup)
    commands = []
    for _ in range(4):
        cmd = legal_commands(state)[0]
        state, _ = apply(state, cmd)
        commands.append(cmd)
    store.autosave(setup, commands, state)
    if captain is not None:
        data = json.loads(store.autosave_path.read_text(encoding="utf-8"))
        data["setup"]["seats"][0]["captain"] = captain
        bad = validate(GameSetup, data["setup"])
        replayed, _ = new_game(bad)
        for cmd in commands:
            replayed, _ = apply(replayed, cmd)
        data["state_hash"] = state_hash(replayed)
        store.autosave_path.write_text(json.dumps(data), encoding="utf-8")
        backup = store.autosave_path.with_name(store.autosave_path.name + ".bak")
        backup.unlink(missing_ok=True)


def test_resume_of_an_unknown_captain_is_refused_before_any_window(
    qapp: Any, store: SaveStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    _autosave(store, captain="queequeg")
    before = store.autosave_path.read_bytes()
    asked: list[tuple[str, str]] = []

    def answer(icon: Any, title: str, text: str, question: bool = False, parent: Any = None
               ) -> bool:
        asked.append((title, text))
        return False  # "No": keep it where it is

    monkeypatch.setattr(app, "_message", answer)
    assert app._offer_resume(store, lambda t: t) is None
    assert [t for t, _ in asked] == ["Autosave damaged"]
    assert "queequeg" in asked[0][1]
    assert store.autosave_path.read_bytes() == before


#: Words of a parser or a programmer that a player must not read (either language).
JARGON = {"json", "utf", "schema", "esquema", "pydantic", "hash", "huella", "line", "column",
          "línea", "columna", "valueerror", "keyerror", "typeerror", "exception", "excepción"}


def _jargon(text: str) -> set[str]:
    import re

    return JARGON & set(re.findall(r"[a-záéíóúñ]+", text.lower()))


@pytest.mark.parametrize(
    ("lang", "why"),
    [
        ("en", "The game in progress could not be read: the file is damaged or cut short, or it "
               "is not a saved game. Nothing is deleted: setting it aside moves it to {folder}. "
               "Set it aside and start a new game?"),
        ("es", "No se pudo leer la partida en curso: el archivo está dañado o cortado, o no es "
               "una partida guardada. No se borra nada: apartarla la mueve a {folder}. "
               "¿Apartarla y empezar una partida nueva?"),
    ],
)
def test_a_damaged_autosave_says_where_it_is_kept(
    qapp: Any, store: SaveStore, monkeypatch: pytest.MonkeyPatch, lang: str, why: str
) -> None:
    """A torn autosave at start said "(bad JSON at line 1, column 31)" / "(JSON incorrecto…)"
    and asked to set it aside, without saying that nothing is deleted or where it goes."""
    from nbgui.ui import i18n

    _autosave(store)
    torn = store.autosave_path.read_bytes()[:30]
    store.autosave_path.write_bytes(torn)
    store.autosave_path.with_name(store.autosave_path.name + ".bak").unlink(missing_ok=True)
    asked: list[tuple[str, str]] = []

    def answer(icon: Any, title: str, text: str, question: bool = False, parent: Any = None
               ) -> bool:
        asked.append((title, text))
        return True  # "Yes": set it aside

    monkeypatch.setattr(app, "_message", answer)
    i18n.set_language(lang)
    try:
        assert app._offer_resume(store, lambda t: t) is None
    finally:
        i18n.set_language("en")
    assert [text for _, text in asked] == [why.format(folder=store.dirs.damaged)]
    assert not _jargon(asked[0][1])
    assert [p.read_bytes() for p in store.dirs.damaged.iterdir()] == [torn]  # kept, as it was


def test_a_resume_that_fails_says_the_autosave_is_kept(
    qapp: Any, store: SaveStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    """"Cannot resume" gave the reason only; it now says the autosave is left where it was,
    where it goes when a new game starts, and what to do."""
    from nbgui.persist.store import SaveFileError
    from nbgui.text import msg

    _autosave(store)
    before = store.autosave_path.read_bytes()

    def refuse(allow_rules_mismatch: bool = False) -> Any:
        raise SaveFileError(store.autosave_path, msg("save.hash_mismatch"))

    monkeypatch.setattr(store, "open_game", refuse)
    shown: list[tuple[str, str]] = []

    def answer(icon: Any, title: str, text: str, question: bool = False, parent: Any = None
               ) -> bool:
        shown.append((title, text))
        return True  # "Resume your game?": yes

    monkeypatch.setattr(app, "_message", answer)
    assert app._offer_resume(store, lambda t: t) is None
    assert shown[-1] == (
        "Cannot resume",
        "Cannot open autosave.nbsave: the save is damaged or was changed outside nbgui: its "
        "moves do not lead to the game it records.\n\nYour autosave is left as it was at "
        f"{store.autosave_path}; when a new game starts it is moved to {store.dirs.damaged}, "
        "not deleted. Start a new game, or open another save from the Game menu.",
    )
    assert store.autosave_path.read_bytes() == before



@pytest.mark.parametrize(
    ("lang", "said"),
    [("en", "autosave.nbsave is missing; its backup copy from {when} was opened instead."),
     ("es", "Falta autosave.nbsave; se abrió en su lugar su copia de seguridad del {when}.")],
)
def test_a_game_resumed_from_its_backup_says_so(
    qapp: Any, store: SaveStore, monkeypatch: pytest.MonkeyPatch, lang: str, said: str
) -> None:
    """The autosave gone and its backup (one move earlier) resumed: the start said nothing of
    the backup, nor that the last move was lost (the warning was dropped); now it says which
    copy was opened, as Game > Open does."""
    from datetime import datetime

    from nbgui.persist.atomic import backup_path
    from nbgui.ui import i18n

    _autosave(store)
    bak = backup_path(store.autosave_path)
    store.autosave_path.replace(bak)  # the autosave gone, its backup left
    when = datetime.fromtimestamp(bak.stat().st_mtime).strftime("%Y-%m-%d %H:%M")
    asked: list[tuple[str, str]] = []

    def answer(icon: Any, title: str, text: str, question: bool = False, parent: Any = None
               ) -> bool:
        asked.append((title, text))
        return True  # "Yes": resume

    monkeypatch.setattr(app, "_message", answer)
    i18n.set_language(lang)
    try:
        loaded = app._offer_resume(SaveStore(store.dirs), lambda t: t)
    finally:
        i18n.set_language("en")
    assert loaded is not None and len(loaded.commands) == 4
    assert [t for t, _ in asked] == ["Resume your game?", "Save opened"]
    assert asked[1][1] == said.format(when=when)


START_PATCHED = r"""
import json, sys
import nbgui.app as app_module

shown = []

def message(icon, title, text, question=False, parent=None):
    shown.append([title, text])
    return False

def stop(window, session, app, linger=0.0):
    print("RESULT " + json.dumps({"shown": shown}), flush=True)
    app.quit()

app_module._message = message
app_module._bench_play_out = stop
case, path = sys.argv[1], sys.argv[2]
if case == "catalogue":  # the Spanish catalogue is `path`
    import nbgui.ui.i18n as i18n
    i18n.translation_file = lambda lang: path
elif case == "own_board":  # a built-in board, damaged
    import nbgui.content.captains as captains
    from nbgui.content.errors import ContentError
    from nbgui.text import msg

    def broken(**kwargs):
        raise ContentError(path, "", msg("content.bad_json"))

    captains.load_captain_boards = broken
code = app_module.run_app(sys.argv[3:] + ["--autoplay", "1"])
print("RESULT " + json.dumps({"shown": shown, "code": code}), flush=True)
"""


def _start(
    home: Path, lang: str, case: str, path: Path, *args: str, **settings: object
) -> dict[str, Any]:
    """A real start (`run_app`, offscreen, NBGUI_HOME=`home`, the language chosen in the
    settings) with START_PATCHED's `case`; what its message boxes said."""
    import os
    import subprocess
    import sys

    config = home / "config"
    config.mkdir(parents=True, exist_ok=True)
    chosen = json.dumps({"language": lang, **settings})
    (config / "settings.json").write_text(chosen, encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", NBGUI_HOME=str(home))
    out = subprocess.run([sys.executable, "-c", START_PATCHED, case, str(path), *args],
                         capture_output=True, text=True, env=env, timeout=120, check=False)
    lines = [line for line in out.stdout.splitlines() if line.startswith("RESULT ")]
    assert lines, out.stdout + out.stderr
    result: dict[str, Any] = json.loads(lines[-1][len("RESULT "):])
    return result


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_bad_file_given_at_start_says_it_is_left_as_it_was(tmp_path: Path, lang: str) -> None:
    """`nbgui torn.nbsave`: the start said "Cannot open torn.nbsave: the save is damaged (bad
    JSON at line 1, column 9)" and nothing more; now plain words, where the file is (left as it
    was) and what to do; a game starts all the same."""
    bad = tmp_path / "torn.nbsave"
    bad.write_text('{"setup": ', encoding="utf-8")
    result = _start(tmp_path / "home", lang, "", tmp_path, str(bad))
    expected = {
        "en": ["Cannot open the save", "Cannot open torn.nbsave: the file is damaged or cut "
               f"short, or it is not a saved game.\n\nThe file is left as it was at {bad}. Start "
               "a new game, or open another save from the Game menu."],
        "es": ["No se puede abrir la partida guardada", "No se puede abrir torn.nbsave: el "
               "archivo está dañado o cortado, o no es una partida guardada.\n\nEl archivo queda "
               f"como estaba en {bad}. Empieza una partida nueva o abre otra partida guardada "
               "desde el menú Partida."],
    }[lang]
    assert result["shown"] == [expected]
    assert bad.read_text(encoding="utf-8") == '{"setup": '


def test_a_folder_given_at_start_is_said_to_be_a_folder(tmp_path: Path) -> None:
    """`nbgui games.nbsave/` said "the file is left as it was" of a folder; now the folder."""
    folder = tmp_path / "games.nbsave"
    folder.mkdir()
    result = _start(tmp_path / "home", "es", "", tmp_path, str(folder))
    assert result["shown"] == [[
        "No se puede abrir la partida guardada",
        "No se puede abrir games.nbsave: es una carpeta, no un archivo.\n\nLa carpeta "
        f"{folder} queda como estaba. Empieza una partida nueva o abre un archivo de partida "
        "guardada desde el menú Partida.",
    ]]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_missing_file_given_at_start_is_not_said_to_be_left_as_it_was(
    tmp_path: Path, lang: str
) -> None:
    """`nbgui gone.nbsave` (a save moved or deleted since): it said "the file does not exist"
    and then "The file is left as it was at …", of a file that is not there; now where nbgui
    looked for it, and what to do."""
    gone = tmp_path / "gone.nbsave"
    result = _start(tmp_path / "home", lang, "", tmp_path, str(gone))
    expected = {
        "en": ["Cannot open the save", "Cannot open gone.nbsave: the file does not exist.\n\n"
               f"nbgui looked for the save at {gone}. Start a new game, or open a save from the "
               "Game menu."],
        "es": ["No se puede abrir la partida guardada", "No se puede abrir gone.nbsave: el "
               f"archivo no existe.\n\nnbgui buscó la partida guardada en {gone}. Empieza una "
               "partida nueva o abre una partida guardada desde el menú Partida."],
    }[lang]
    assert result["shown"] == [expected]
    assert not gone.exists()


@pytest.mark.parametrize("kind", ["missing", "damaged"])
def test_a_missing_or_damaged_catalogue_is_said_not_ignored(tmp_path: Path, kind: str) -> None:
    """A Spanish start whose catalogue is missing or damaged went on in English without a word
    (only an info line in the log); it now says so at start, and what restores it."""
    qm = tmp_path / "nbgui_es.qm"
    if kind == "damaged":
        qm.write_bytes(b"\x3c\xb8\x64\x18" + b"\xff" * 200)  # a .qm's magic, then garbage
    result = _start(tmp_path / "home", "es", "catalogue", qm, animation_speed="warp")
    assert result["shown"] == [[  # one warning a paragraph (they were one line after another)
        "Settings",
        "Your settings file settings.json had a value nbgui cannot use for the animation speed: "
        "that setting is back to its default, and the others are kept.\n\n"
        f"The words for Español could not be loaded: the file {qm} is missing or damaged. Until "
        "it is restored nbgui's sentences stay in English; reinstalling nbgui restores it.",
    ]]


def test_a_damaged_built_in_board_says_what_restores_it(tmp_path: Path) -> None:
    """"Cannot start" gave the board file's problem only; it now says the file came with nbgui,
    that games and settings are safe, and that reinstalling restores it."""
    own = tmp_path / "rules" / "captains" / "flask.json"
    result = _start(tmp_path / "home", "en", "own_board", own)
    assert result["code"] == 1
    assert result["shown"] == [[
        "Cannot start",
        f"{own}: is damaged or cut short (nbgui's log file says where).\n\nThis file came with "
        "nbgui and is damaged, so nbgui cannot start. Your games and settings are not affected: "
        "reinstalling nbgui restores the file.",
    ]]


def test_names_in_the_resume_question_are_plain_text(
    qapp: Any, store: SaveStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QMessageBox

    _autosave(store, name="<b>Ann</b><img src=x>")
    shown: list[tuple[Any, str]] = []

    def exec_(box: QMessageBox) -> int:
        shown.append((box.textFormat(), box.text()))
        return int(QMessageBox.StandardButton.No)

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    assert app._offer_resume(store, lambda t: t) is None
    assert shown and shown[0][0] == Qt.TextFormat.PlainText
    assert "<b>Ann</b><img src=x>" in shown[0][1]


@pytest.mark.parametrize(("lang", "said", "where"), [
    ("en", "Resume the game in progress: Captain Stubb, Ann · round 1?", "Game → Saved games…"),
    ("es", "¿Continuar la partida en curso: Capitán Stubb, Ann · ronda 1?",
     "Partida → Partidas guardadas…"),
])
def test_the_resume_question_names_a_captain_as_the_table_does(
    qapp: Any, store: SaveStore, monkeypatch: pytest.MonkeyPatch, lang: str, said: str,
    where: str,
) -> None:
    """"Resume the game in progress: Stubb (Captain), Ann · round 1?" named him otherwise than
    the table's "Captain Stubb" (its header and cards); the one title message now. Its second
    paragraph says that "No" sets the game aside, and where to get it back."""
    from nbgui.ui import i18n

    _autosave(store)
    asked: list[str] = []

    def answer(icon: Any, title: str, text: str, question: bool = False, parent: Any = None
               ) -> bool:
        asked.append(text)
        return False

    monkeypatch.setattr(app, "_message", answer)
    assert i18n.set_language(lang)
    try:
        from PySide6.QtWidgets import QApplication

        assert app._offer_resume(store, lambda t: QApplication.translate("App", t)) is None
    finally:
        i18n.set_language("en")
    assert len(asked) == 1
    question, or_else = asked[0].split("\n\n")
    assert question == said and where in or_else


EVIL = "<b>Ann</b><img src=x>"


def test_names_are_plain_text_in_the_window_labels(qapp: Any) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel

    from nbgui.captain.api import CaptainDecision
    from nbgui.engine import ScoreRow, ScoreSheet, parse_command
    from nbgui.ui.dialogs.score_sheet import ScoreSheetDialog
    from nbgui.ui.dialogs.tie_choice import TieChoiceDialog
    from nbgui.ui.panels.status_panel import StatusLine

    line = StatusLine()
    line.show_text(f"{EVIL} must place a worker.")
    assert line.textFormat() == Qt.TextFormat.PlainText
    rows = (ScoreRow(0, 1, 2, 3, 4, 10, 0, 0, ()), ScoreRow(1, 0, 0, 0, 1, 1, 0, 0, ()))
    sheet = ScoreSheetDialog(ScoreSheet(rows, (0,), "score"), [EVIL, "Bob"])
    winner = sheet.findChild(QLabel, "winnerLine")
    assert winner is not None and winner.textFormat() == Qt.TextFormat.PlainText
    assert EVIL in winner.text()
    cmd = parse_command("place town_hall")
    tie = TieChoiceDialog(CaptainDecision(cmd, [], [cmd, cmd]), EVIL)
    labels = [w for w in tie.findChildren(QLabel) if EVIL in w.text()]
    assert labels and all(w.textFormat() == Qt.TextFormat.PlainText for w in labels)


# ---- a damaged play history at start-up (docs/history.md) -----------------------------------

START_WITH_HISTORY = r"""
import json, sys
import nbgui.app as app_module

shown = []

def message(icon, title, text, question=False, parent=None):
    shown.append([title, text])
    return False

def stop(window, session, app, linger=0.0):  # the window is up: what did the start do?
    from nbgui.ui.history.menu import attachment
    window.ask_dialogs = False
    att = attachment(window)
    records = att.records()  # the Statistics window's first read
    print("RESULT " + json.dumps({
        "shown": shown, "visible": window.isVisible(), "round": session.state.round,
        "over": session.is_over, "seeds": [r.seed for r in records],
        "history_warnings": att.warnings}), flush=True)
    app.quit()

app_module._message = message
app_module._bench_play_out = stop
sys.exit(app_module.run_app(["--autoplay", "1"]))
"""


def _run_start(home: Path) -> dict[str, Any]:
    """START_WITH_HISTORY in a fresh interpreter (offscreen Qt, NBGUI_HOME=`home`)."""
    import os
    import subprocess
    import sys

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", NBGUI_HOME=str(home))
    out = subprocess.run([sys.executable, "-c", START_WITH_HISTORY], capture_output=True,
                         text=True, env=env, timeout=120, check=False)
    lines = [line for line in out.stdout.splitlines() if line.startswith("RESULT ")]
    assert lines, out.stdout + out.stderr
    result: dict[str, Any] = json.loads(lines[-1][len("RESULT "):])
    return result


def _hostile_history(path: Path, kind: str) -> None:
    import os
    import sqlite3

    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "truncated":
        with sqlite3.connect(path) as conn:
            conn.execute("CREATE TABLE t (x)")
            conn.executemany("INSERT INTO t VALUES (?)", [("x" * 400,)] * 100)
        conn.close()
        raw = path.read_bytes()
        path.write_bytes(raw[: len(raw) // 3])
    elif kind == "garbage":
        path.write_bytes(bytes(range(256)) * 40)
    elif kind == "folder":
        path.mkdir()
    elif kind == "dev_zero":
        path.symlink_to("/dev/zero")
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "huge":  # 600 MB, sparse: refused by its size, never read
        with path.open("wb") as fh:
            fh.truncate(600_000_000)


@pytest.fixture(scope="module")
def finished_game() -> Any:
    from nbgui.captain.brain import CaptainBrain
    from nbgui.captain.setup import load_boards
    from nbgui.simulate import make_setup, play_game

    boards = load_boards(use_overrides=False)[0]
    setup = make_setup(3, ["stubb"], boards)
    return setup, play_game(setup, CaptainBrain(boards), "random", 3, record=True)


@pytest.mark.parametrize(
    ("kind", "lang"),
    [("garbage", "en"), ("truncated", "es"), ("folder", "es"), ("huge", "en"),
     pytest.param("dev_zero", "en", marks=pytest.mark.skipif(
         not Path("/dev/zero").exists(), reason="no /dev/zero")),
     pytest.param("fifo", "es", marks=pytest.mark.skipif(
         not hasattr(__import__("os"), "mkfifo"), reason="no FIFOs")),
     ("healthy", "en")],
)
def test_a_damaged_history_is_set_aside_at_start_up(
    tmp_path: Path, finished_game: Any, kind: str, lang: str
) -> None:
    """A real start (offscreen, `run_app`) with the history database damaged: before the
    window, one sentence in the player's language says it was set aside as
    ``history.sqlite3.damaged-1``; the game starts as usual, and nothing else is lost: the
    finished game comes back into the new history once (from the journal, its save also
    rebuilt), the settings and the save stay. Before, a start said nothing; a folder or a link
    to /dev/zero was never set aside (the history could not be opened again) and a named pipe
    froze the Statistics window."""
    from datetime import UTC, datetime

    from nbgui.history.records import DB_NAME, keep_in_journal, record_from_sheet

    setup, played = finished_game
    dirs = AppDirs.under(tmp_path / "home")
    dirs.config.mkdir(parents=True)
    dirs.settings_file.write_text(json.dumps({"language": lang}), encoding="utf-8")
    saved = SaveStore(dirs).autosave(setup, played.commands, played.state)
    assert saved.parent == dirs.finished
    db_path = dirs.data / DB_NAME
    ended = datetime(2026, 11, 30, 20, 15, 7, tzinfo=UTC)
    keep_in_journal(db_path, record_from_sheet(setup, played.commands, played.sheet,
                                               finished_at=ended))
    _hostile_history(db_path, kind)
    result = _run_start(tmp_path / "home")
    assert result["visible"] and result["round"] == 1 and not result["over"]
    assert result["seeds"] == [3], "the finished game, once"
    assert result["history_warnings"] == []
    asides = sorted(p.name for p in dirs.data.glob(f"{DB_NAME}.damaged-*"))
    if kind == "healthy":
        assert result["shown"] == [] and asides == []
        return
    assert asides == [f"{DB_NAME}.damaged-1"]
    [[title, text]] = result["shown"]
    assert "\n" not in text and text.endswith(".") and f"{DB_NAME}.damaged-1" in text
    if lang == "es":
        assert title == "Historial de partidas"
        assert text.startswith("No se pudo leer el historial de partidas (")
        assert "history" not in text.replace(DB_NAME, "")
    else:
        assert title == "Play history"
        assert text.startswith("The play history could not be read (")
    assert json.loads(dirs.settings_file.read_text(encoding="utf-8"))["language"] == lang
    assert saved.exists() and db_path.is_file() and not db_path.is_symlink()


@pytest.mark.parametrize(
    ("side", "kind", "lang"),
    [("journal", "link", "en"), ("journal", "file", "es"),
     pytest.param("pending", "fifo", "es", marks=pytest.mark.skipif(
         not hasattr(__import__("os"), "mkfifo"), reason="no FIFOs")),
     ("pending", "huge", "en"), ("pending", "garbage", "es")],
)
def test_a_refused_journal_or_pending_file_is_set_aside_at_start_up(
    tmp_path: Path, finished_game: Any, side: str, kind: str, lang: str
) -> None:
    """A real start with the files where finished games wait for the history refused by their
    form (`side_file_problems`): a journal that is a link to a folder of the player's (the
    journal, once read, would have deleted the .json files there) or a file; a pending file
    that is a named pipe or far too large. Before the window, a sentence in the player's
    language says it was moved aside whole; nothing it held or linked to is lost, and the
    finished game is in the history once (from the journal, or added back from its save).
    Before, a start said nothing, the link's target lost its .json files and the next pending
    game overwrote the large file."""
    from datetime import UTC, datetime

    from nbgui.history.filecheck import JOURNAL_NAME, MAX_PENDING_BYTES, PENDING_NAME
    from nbgui.history.records import DB_NAME, keep_in_journal, record_from_sheet

    setup, played = finished_game
    dirs = AppDirs.under(tmp_path / "home")
    dirs.config.mkdir(parents=True)
    dirs.settings_file.write_text(json.dumps({"language": lang}), encoding="utf-8")
    SaveStore(dirs).autosave(setup, played.commands, played.state)
    db_path = dirs.data / DB_NAME
    name = JOURNAL_NAME if side == "journal" else PENDING_NAME
    hostile = dirs.data / name
    mine = tmp_path / "my documents"
    mine.mkdir()
    (mine / "notes.json").write_text('{"mine": true}', encoding="utf-8")
    if side == "pending":  # the game waits in a good journal
        ended = datetime(2026, 11, 30, 20, 15, 7, tzinfo=UTC)
        keep_in_journal(db_path, record_from_sheet(setup, played.commands, played.sheet,
                                                   finished_at=ended))
    else:
        dirs.data.mkdir(parents=True, exist_ok=True)
    if kind == "link":
        hostile.symlink_to(mine, target_is_directory=True)
    elif kind == "file":
        hostile.write_text("not a folder\n", encoding="utf-8")
    elif kind == "fifo":
        __import__("os").mkfifo(hostile)
    elif kind == "garbage":  # said "(un registro JSON por línea)"
        hostile.write_text("not a game\n", encoding="utf-8")
    else:
        with hostile.open("wb") as fh:
            fh.truncate(MAX_PENDING_BYTES + 1)
    result = _run_start(tmp_path / "home")
    assert result["visible"] and result["round"] == 1 and not result["over"]
    assert result["seeds"] == [3], "the finished game, once"
    aside = dirs.data / f"{name}.damaged-1"
    assert aside.is_symlink() if kind == "link" else __import__("os").path.lexists(aside)
    assert sorted(p.name for p in mine.iterdir()) == ["notes.json"]
    if kind == "huge":
        assert aside.stat().st_size == MAX_PENDING_BYTES + 1
    [[title, text]] = result["shown"]
    assert f"{name}.damaged-1" in text and text.endswith(".")
    assert not _jargon(text.replace(name, "")), text
    added = side == "journal"  # its game came back from the finished save
    assert text.count("\n") == (1 if added else 0)
    if lang == "es":
        assert title == "Historial de partidas"
        assert text.startswith(f"No se pudo leer {name}, donde las partidas terminadas")
        assert "history" not in text.replace(name, "")
        assert not added or text.endswith("al historial 1 partida guardada terminada.")
    else:
        assert title == "Play history"
        assert text.startswith(f"{name}, where finished games wait for the play history")
        assert not added or text.endswith("1 finished saved game was added back to the play "
                                          "history.")
