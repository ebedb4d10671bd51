"""The history database stores and reads back finished games, recovers from a damaged file,
and the statistics computed from a fixture history match hand-computed figures."""

from __future__ import annotations

import json
import sqlite3
from datetime import datetime
from pathlib import Path

import pytest

from nbgui.engine import ScoreRow, ScoreSheet
from nbgui.history.db import DB_NAME, HistoryDB, default_path, record_from_sheet
from nbgui.history.stats import summarize
from nbgui.simulate import make_setup

FIXTURE = Path(__file__).parent / "fixtures" / "history.json"


def load_fixture(boards):
    data = json.loads(FIXTURE.read_text())
    records = []
    for g in data["games"]:
        humans = g.get("humans", 1)
        names = ["Me", "Ann"][:humans]
        setup = make_setup(g["seed"], g["captains"], boards, humans, g["expert"], human_names=names)
        rows = tuple(
            ScoreRow(i, w, b, bo, m, w + b + bo + m, 0, 0, ())
            for i, (w, b, bo, m) in enumerate(g["scores"])
        )
        sheet = ScoreSheet(rows, tuple(g["winners"]), "score")
        records.append(
            record_from_sheet(
                setup,
                [],
                sheet,
                finished_at=datetime.fromisoformat(g["finished_at"]),
                undos_used=1,
                hints_used=2,
                duration_s=900.5,
            )
        )
    return records, data["expected"]


def test_statistics_match_the_hand_computed_figures(boards, tmp_path):
    records, expected = load_fixture(boards)
    db, warnings = HistoryDB.open(tmp_path / DB_NAME)
    assert warnings == []
    for r in reversed(records):  # stored out of order: the history sorts by date
        db.add(r)
    stored = db.games()
    assert [g.finished_at for g in stored] == sorted(r.finished_at for r in records)
    s = summarize(stored, best=3)
    assert (s.games, s.wins) == (expected["games"], expected["wins"])
    rates = {
        f"{w.captain} {'expert' if w.expert else 'normal'}": [w.games, w.wins] for w in s.win_rates
    }
    assert rates == expected["win_rates"]
    assert [t.total for t in s.trend] == expected["trend"]
    assert s.averages == pytest.approx(expected["averages"])
    assert [b.total for b in s.best] == expected["best_totals"]
    assert [b.won for b in s.best] == expected["best_won"]


def test_a_record_round_trips(boards, tmp_path):
    records, _ = load_fixture(boards)
    db, _ = HistoryDB.open(tmp_path / DB_NAME)
    gid = db.add(records[2])
    back = db.get(gid)
    assert back is not None
    assert back.setup == records[2].setup
    assert back.seats == records[2].seats
    assert (back.winners, back.hints_used, back.undos_used, back.duration_s) == ((2,), 2, 1, 900.5)
    assert back.code == records[2].code and back.code.startswith("NB1-")
    assert back.captains == ("stubb", "ahab")
    assert db.count() == 1


def test_a_played_game_keeps_its_commands(boards, tmp_path):
    from nbgui.captain.brain import CaptainBrain
    from nbgui.engine import replay, state_hash
    from nbgui.simulate import play_game

    setup = make_setup(77, ["flask"], boards, expert=True)
    played = play_game(setup, CaptainBrain(boards), "random", 3, record=True)
    db, _ = HistoryDB.open(tmp_path / DB_NAME)
    gid = db.add(record_from_sheet(setup, played.commands, played.sheet))
    back = db.get(gid)
    assert back is not None
    again = replay(back.setup, back.parsed_commands())
    assert state_hash(again.state) == state_hash(played.state)


@pytest.mark.parametrize("damage", ["truncate", "garbage", "empty_header", "wrong_schema"])
def test_a_damaged_database_is_moved_aside_and_rebuilt(boards, tmp_path, damage):
    records, _ = load_fixture(boards)
    path = tmp_path / DB_NAME
    db, _ = HistoryDB.open(path)
    for r in records:
        db.add(r)
    raw = path.read_bytes()
    if damage == "truncate":
        path.write_bytes(raw[: len(raw) // 3])
    elif damage == "garbage":
        path.write_bytes(b"this is not a database at all" * 300)
    elif damage == "empty_header":
        path.write_bytes(raw[:100])
    else:
        path.unlink()
        with sqlite3.connect(path) as conn:
            conn.execute("CREATE TABLE games (id INTEGER PRIMARY KEY, nonsense TEXT)")
        conn.close()
    db2, messages = HistoryDB.open(path)
    warnings = [str(w) for w in messages]
    assert len(warnings) == 1 and "moved aside" in warnings[0]
    assert (tmp_path / f"{DB_NAME}.damaged-1").exists()
    assert db2.games() == []
    db2.add(records[0])
    assert db2.count() == 1
    # damaged a second time: a new numbered file, never overwriting the first
    path.write_bytes(b"\0" * 5000)
    _, warnings = HistoryDB.open(path)
    assert warnings and (tmp_path / f"{DB_NAME}.damaged-2").exists()


def test_default_path_follows_nbgui_home(tmp_path, monkeypatch):
    monkeypatch.setenv("NBGUI_HOME", str(tmp_path))
    assert default_path() == tmp_path / "data" / DB_NAME
