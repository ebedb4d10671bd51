"""The files beside the history where finished games wait — the journal folder
``history-journal/`` and the pending file ``history-pending.jsonl`` — are hostile until checked
by their form (`nbgui.history.filecheck.side_file_problems`, also at every start): one refused
is moved aside whole, nothing in it (nor anything it links to) is deleted or overwritten, its
games come back from the finished saves, and new games are kept again."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from test_db_stats import load_fixture

from nbgui.history.db import HistoryDB
from nbgui.history.filecheck import (
    JOURNAL_NAME,
    MAX_JOURNAL_ENTRIES,
    MAX_PENDING_BYTES,
    PENDING_NAME,
    HistoryFileError,
    side_file_problems,
)
from nbgui.history.records import (
    DB_NAME,
    journal_files,
    keep_in_journal,
    record_to_dict,
)
from nbgui.persist.paths import AppDirs
from nbgui.persist.store import SaveStore
from tests.blocking import within


@pytest.fixture(scope="module")
def finished_game(boards) -> Any:  # type: ignore[no-untyped-def]
    from nbgui.captain.brain import CaptainBrain
    from nbgui.simulate import make_setup, play_game

    setup = make_setup(3, ["stubb"], boards)
    return setup, play_game(setup, CaptainBrain(boards), "random", 3, record=True)


def make_side_hostile(path: Path, kind: str, elsewhere: Path) -> None:
    """`path` (the journal folder or the pending file) made into something the app did not
    write; `elsewhere` is a folder of the player's own that a link may point to."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "file":  # a file where the journal folder should be
        path.write_text("not a folder\n", encoding="utf-8")
    elif kind == "link":  # a link to a folder of the player's: its .json files are not ours
        elsewhere.mkdir(parents=True, exist_ok=True)
        (elsewhere / "notes.json").write_text('{"mine": true}', encoding="utf-8")
        path.symlink_to(elsewhere, target_is_directory=True)
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "crowded":  # more entries than any journal holds
        path.mkdir()
        for i in range(MAX_JOURNAL_ENTRIES + 1):
            (path / f"{i}.tmp").touch()
    elif kind == "folder":  # a folder where the pending file should be
        path.mkdir()
        (path / "inside.txt").write_text("kept as it was", encoding="utf-8")
    elif kind == "huge":  # sparse, past the cap: refused by its size, never read
        with path.open("wb") as fh:
            fh.truncate(MAX_PENDING_BYTES + 1)
    elif kind == "garbage":
        path.write_bytes(bytes(range(256)) * 40)
    elif kind == "not_records":  # JSON, but not one object a line
        path.write_text("[1, 2]\n\"text\"\n", encoding="utf-8")
    elif kind == "nested":  # 3 KB of "[": Python's JSON parser raised RecursionError on it,
        # and the start stopped with a traceback
        path.write_text(NESTED, encoding="utf-8")
    else:
        raise AssertionError(kind)


NESTED = "[" * 3000 + "\n"
FIFO = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs")
HOSTILE = [
    (JOURNAL_NAME, "file"), (JOURNAL_NAME, "link"), pytest.param(JOURNAL_NAME, "fifo", marks=FIFO),
    (JOURNAL_NAME, "crowded"), (PENDING_NAME, "folder"), (PENDING_NAME, "huge"),
    (PENDING_NAME, "garbage"), (PENDING_NAME, "not_records"), (PENDING_NAME, "nested"),
    pytest.param(PENDING_NAME, "fifo", marks=FIFO),
]


@pytest.mark.parametrize(("name", "kind"), HOSTILE)
def test_a_refused_side_file_is_set_aside_whole_and_its_games_come_back(
    boards, tmp_path: Path, finished_game: Any, name: str, kind: str
) -> None:
    setup, played = finished_game
    dirs = AppDirs.under(tmp_path / "home")
    SaveStore(dirs).autosave(setup, played.commands, played.state)
    path = dirs.data / DB_NAME
    HistoryDB.open(path, finished_dir=dirs.finished)  # a history, without the game
    side = dirs.data / name
    elsewhere = tmp_path / "my documents"
    make_side_hostile(side, kind, elsewhere)
    before = {p.name for p in side.iterdir()} if side.is_dir() and not side.is_symlink() else None
    [(refused, problem)] = within(20, lambda: side_file_problems(path))
    assert refused == side

    db, messages = within(20, lambda: HistoryDB.open(path, finished_dir=dirs.finished))
    said = [str(m) for m in messages]
    aside = dirs.data / f"{name}.damaged-1"
    assert said == [
        f"{name}, where finished games wait for the play history, could not be read "
        f"({problem}); it was moved aside whole to {aside.name}.",
        "1 finished saved game was added back to the play history.",
    ]
    # moved aside whole: nothing in it, nor anything it links to, deleted
    assert aside.is_symlink() if kind == "link" else os.path.lexists(aside)
    if kind == "link":
        assert (elsewhere / "notes.json").read_text(encoding="utf-8") == '{"mine": true}'
    if before is not None:
        assert {p.name for p in aside.iterdir()} == before
    if kind in ("garbage", "not_records"):
        assert aside.read_bytes() == (bytes(range(256)) * 40 if kind == "garbage"
                                      else b'[1, 2]\n"text"\n')
    assert not os.path.lexists(side) and side_file_problems(path) == []
    assert [g.seed for g in db.games()] == [3]
    # and new games are kept again: in the journal, and in the pending file
    records, _ = load_fixture(boards)
    keep_in_journal(path, records[0])
    db.keep_pending(records[1])
    assert len(journal_files(path)) == 1 and db.pending_count() == 1
    again, messages = HistoryDB.open(path, finished_dir=dirs.finished)
    assert messages == [] and again.count() == 3


def test_a_journal_that_is_a_link_is_never_followed(tmp_path: Path, boards) -> None:
    """Read, the journal deletes its record files, and unreadable ones: through a link to a
    folder of the player's it would have deleted their .json files. A game's end does not write
    through it either (the History menu then records the game in the database itself)."""
    path = tmp_path / DB_NAME
    elsewhere = tmp_path / "my documents"
    make_side_hostile(tmp_path / JOURNAL_NAME, "link", elsewhere)
    records, _ = load_fixture(boards)
    (elsewhere / "game.json").write_text(json.dumps(record_to_dict(records[0])), "utf-8")
    assert journal_files(path) == []
    with pytest.raises(HistoryFileError) as refused:
        keep_in_journal(path, records[1])
    assert str(refused.value) == f"{JOURNAL_NAME}: it is a link, not a folder"
    assert sorted(p.name for p in elsewhere.iterdir()) == ["game.json", "notes.json"]


def test_a_pending_file_too_large_is_not_overwritten_by_the_next_game(
    tmp_path: Path, boards
) -> None:
    """`keep_pending` read the file it could not read as no lines and wrote the new game over
    it: a refused pending file is moved aside first."""
    path = tmp_path / DB_NAME
    db, _ = HistoryDB.open(path)
    pending = tmp_path / PENDING_NAME
    make_side_hostile(pending, "huge", tmp_path)
    records, _ = load_fixture(boards)
    db.keep_pending(records[0])
    aside = tmp_path / f"{PENDING_NAME}.damaged-1"
    assert aside.stat().st_size == MAX_PENDING_BYTES + 1
    assert db.pending_count() == 1


def test_a_pending_line_that_is_no_record_is_kept_aside(tmp_path: Path, boards) -> None:
    """A JSON object that is not a record was dropped when the pending games were taken in;
    it is kept in ``history-pending.jsonl.damaged-1``, the good lines recorded."""
    path = tmp_path / DB_NAME
    db, _ = HistoryDB.open(path)
    records, _ = load_fixture(boards)
    good = json.dumps(record_to_dict(records[0]))
    (tmp_path / PENDING_NAME).write_text(good + '\n{"seed": "x"}\n', encoding="utf-8")
    assert db.flush_pending() == 1
    aside = tmp_path / f"{PENDING_NAME}.damaged-1"
    assert aside.read_text(encoding="utf-8") == '{"seed": "x"}\n'
    assert not (tmp_path / PENDING_NAME).exists() and db.count() == 1


def test_the_form_check_passes_the_side_files_the_app_writes(tmp_path: Path, boards) -> None:
    """No false alarm: missing, a journal and a pending file as the app writes them (blank
    lines in it are no damage)."""
    path = tmp_path / DB_NAME
    assert side_file_problems(path) == []
    records, _ = load_fixture(boards)
    assert len(records) >= 4
    for r in records[:2]:
        keep_in_journal(path, r)
    db = HistoryDB(path)
    for r in records[2:4]:
        db.keep_pending(r)
    pending = tmp_path / PENDING_NAME
    pending.write_text(pending.read_text(encoding="utf-8") + "\n\n", encoding="utf-8")
    assert side_file_problems(path) == []
    assert len(journal_files(path)) == 2 and db.pending_count() == 2


def test_a_journal_file_that_is_no_record_is_kept_aside(tmp_path: Path, boards) -> None:
    """A journal file that is not a record (garbage, a folder named like one) was deleted when
    the journal was taken in; it is kept, renamed ``<name>.damaged-1`` (never listed again),
    and the records beside it are recorded."""
    path = tmp_path / DB_NAME
    records, _ = load_fixture(boards)
    keep_in_journal(path, records[0])
    journal = tmp_path / JOURNAL_NAME
    (journal / "1-garbage.json").write_bytes(bytes(range(256)))
    (journal / "2-folder.json").mkdir()
    (journal / "3-nested.json").write_text(NESTED, encoding="utf-8")
    db, messages = HistoryDB.open(path)
    assert [str(m) for m in messages] == [
        "The records of 3 finished games waiting for the play history are damaged; they were "
        f"kept aside in {tmp_path}."]
    assert db.count() == 1
    assert sorted(p.name for p in journal.iterdir()) == [
        "1-garbage.json.damaged-1", "2-folder.json.damaged-1", "3-nested.json.damaged-1"]
    assert (journal / "1-garbage.json.damaged-1").read_bytes() == bytes(range(256))
    assert journal_files(path) == []


def test_a_refused_pending_file_that_cannot_be_moved_is_never_written_over(
    tmp_path: Path, boards, monkeypatch
) -> None:
    """When the refused pending file cannot be moved aside (an `OSError`), `keep_pending`
    wrote the new game over it (only logged): it is left as it was and the game goes to the
    journal, which the next flush records; with the journal refused too, `keep_pending`
    raises `OSError` (the history menu says so) and still writes nothing over it."""
    import nbgui.persist

    path = tmp_path / DB_NAME
    db, _ = HistoryDB.open(path)
    pending = tmp_path / PENDING_NAME
    make_side_hostile(pending, "huge", tmp_path)
    before = pending.read_bytes()

    def cannot_move(_path: Path) -> Path:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(nbgui.persist, "set_aside", cannot_move)
    records, _ = load_fixture(boards)
    db.keep_pending(records[0])
    assert pending.read_bytes() == before
    assert len(journal_files(path)) == 1
    assert db.flush_pending() == 1 and db.count() == 1
    assert pending.read_bytes() == before

    journal = tmp_path / JOURNAL_NAME
    journal.rmdir()
    make_side_hostile(journal, "file", tmp_path)
    with pytest.raises(OSError, match="left in place"):
        db.keep_pending(records[1])
    assert pending.read_bytes() == before and db.count() == 1
    assert journal.read_text(encoding="utf-8") == "not a folder\n"


def test_a_finished_game_whose_journal_record_is_damaged_comes_back_from_its_save(
    boards, tmp_path: Path, finished_game: Any
) -> None:
    """A game's journal file cut short (a crash, a full disk): it was set aside and the game
    left the play history without a word, its finished save unread (`repair` runs only for
    bad rows). It is now added back from the save, and both are said."""
    setup, played = finished_game
    dirs = AppDirs.under(tmp_path / "home")
    SaveStore(dirs).autosave(setup, played.commands, played.state)  # filed in finished/
    path = dirs.data / DB_NAME
    HistoryDB.open(path, finished_dir=None)  # a history, without the game
    records, _ = load_fixture(boards)
    keep_in_journal(path, records[0])  # a journal file as a game's end writes it, then cut
    [record_file] = journal_files(path)
    record_file.write_bytes(record_file.read_bytes()[:100])
    db, messages = HistoryDB.open(path, finished_dir=dirs.finished)
    assert [str(m) for m in messages] == [
        "The record of 1 finished game waiting for the play history is damaged; it was kept "
        f"aside in {dirs.data}.",
        "1 finished saved game was added back to the play history.",
    ]
    assert [g.seed for g in db.games()] == [3]
    again, said = HistoryDB.open(path, finished_dir=dirs.finished)
    assert said == [] and again.count() == 1
