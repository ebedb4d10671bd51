"""Captain override files written by an attacker (issue 15, attack 2): refused or bounded.

Each file is refused with a one-line warning and the built-in board is used; nothing raises
past `load_captain_boards`, nothing blocks, nothing is read beyond its size cap.
"""

from __future__ import annotations

import dataclasses
import json
import os
import threading
from pathlib import Path
from typing import Any

import pytest

from nbgui.captain.setup import captain_seat, load_boards
from nbgui.content import captains as cap
from nbgui.content.captains import CaptainBoard, load_captain_boards
from nbgui.content.files import FileReadError, read_regular_file
from nbgui.content.loader import MAX_DATA_FILE_BYTES
from nbgui.engine import SeatSpec
from nbgui.paths import data_dir
from nbgui.text import Msg

BUILTIN = data_dir("rules") / "captains"
needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")


def _raw(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((BUILTIN / f"{name}.json").read_text(encoding="utf-8"))
    return data


def _load_within(folder: Path, seconds: float = 20.0) -> tuple[dict[str, CaptainBoard], list[str]]:
    """`load_captain_boards` in a thread, failing (instead of hanging the suite) if it blocks."""
    out: list[Any] = []

    def run() -> None:
        try:
            out.append(load_captain_boards(override_dir=folder))
        except BaseException as exc:
            out.append(exc)

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(seconds)
    assert not worker.is_alive(), "loading the Captain boards blocked"
    assert not isinstance(out[0], BaseException), out[0]
    boards, warnings = out[0]
    assert all(isinstance(w, Msg) for w in warnings), warnings
    return boards, [str(w) for w in warnings]  # their English lines


def _refused(folder: Path, name: str, words: str) -> None:
    builtin = load_boards(use_overrides=False)[0]
    boards, warnings = _load_within(folder)
    assert boards[name] == builtin[name]
    assert len(warnings) == 1 and "\n" not in warnings[0], warnings
    assert f"{name}.json" in warnings[0] and words in warnings[0], warnings[0]


def test_a_number_with_thousands_of_digits_is_refused(tmp_path: Path) -> None:
    text = json.dumps(_raw("stubb")).replace('"buildings": 8', '"buildings": ' + "9" * 5000)
    assert "9" * 5000 in text
    (tmp_path / "stubb.json").write_text(text, encoding="utf-8")
    _refused(tmp_path, "stubb", "is damaged (it holds a number far too long)")


@pytest.mark.parametrize(
    ("field", "value", "words"),
    [
        (("limits", "normal", "buildings"), cap.MAX_BUILDING_LIMIT + 1, "less than or equal"),
        (("limits", "expert", "whales"), cap.MAX_WHALE_LIMIT + 1, "less than or equal"),
        (("name", "en"), "x" * (cap.MAX_NAME_LENGTH + 1), "printable characters"),
        (("name", "es"), "Bad\nname", "printable characters"),
    ],
)
def test_limits_a_game_would_refuse_are_refused_at_load(
    tmp_path: Path, field: tuple[str, ...], value: object, words: str
) -> None:
    data = _raw("starbuck")
    target = data
    for key in field[:-1]:
        target = target[key]
    target[field[-1]] = value
    (tmp_path / "starbuck.json").write_text(json.dumps(data), encoding="utf-8")
    _refused(tmp_path, "starbuck", words)


def test_stubb_keeps_best_above_the_seat_limit_is_refused(tmp_path: Path) -> None:
    data = _raw("stubb")
    data["keeps_best_whales"]["normal"] = cap.MAX_WHALE_LIMIT + 1
    (tmp_path / "stubb.json").write_text(json.dumps(data), encoding="utf-8")
    _refused(tmp_path, "stubb", "keeps_best_whales.normal")


def test_the_board_bounds_are_the_seat_bounds() -> None:
    """The board check and `SeatSpec` agree, so every board that loads makes a valid seat."""

    def bound(field: str, kind: str) -> object:
        meta = {f.name: f.metadata for f in dataclasses.fields(SeatSpec)}[field]
        if kind in meta:
            return meta[kind]
        raise AssertionError(f"{field} has no {kind} bound")

    assert bound("building_limit", "le") == cap.MAX_BUILDING_LIMIT
    assert bound("whale_limit", "le") == cap.MAX_WHALE_LIMIT
    assert bound("keeps_best", "le") == cap.MAX_WHALE_LIMIT
    assert bound("name", "max_length") == cap.MAX_NAME_LENGTH


@pytest.mark.parametrize("name", ["starbuck", "stubb"])
def test_a_board_at_every_limit_makes_a_seat(tmp_path: Path, name: str) -> None:
    data = _raw(name)
    for mode in ("normal", "expert"):
        data["limits"][mode] = {"buildings": cap.MAX_BUILDING_LIMIT, "whales": cap.MAX_WHALE_LIMIT}
    if data["keeps_best_whales"] is not None:
        data["keeps_best_whales"] = {"normal": cap.MAX_WHALE_LIMIT, "expert": cap.MAX_WHALE_LIMIT}
    data["name"] = {"en": "N" * cap.MAX_NAME_LENGTH, "es": "Ñ" * cap.MAX_NAME_LENGTH}
    (tmp_path / f"{name}.json").write_text(json.dumps(data), encoding="utf-8")
    boards, warnings = _load_within(tmp_path)
    assert warnings == []
    for expert in (False, True):
        seat = captain_seat(boards[name], expert)
        assert seat.building_limit == cap.MAX_BUILDING_LIMIT


def test_ten_thousand_course_checks_are_refused_by_the_cap(tmp_path: Path) -> None:
    data = _raw("flask")
    data["orders"] = [["course:lumber", "course:food"] * 4] * 1250
    (tmp_path / "flask.json").write_text(json.dumps(data), encoding="utf-8")
    _refused(tmp_path, "flask", "orders")
    data["orders"] = [["course:lumber", "course:food"] * 4] * 5  # 40 checks in 5 steps
    (tmp_path / "flask.json").write_text(json.dumps(data), encoding="utf-8")
    _refused(tmp_path, "flask", f"at most {cap.MAX_ORDER_CHECKS}")


@needs_fifo
def test_a_fifo_is_refused_without_blocking(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "ahab.json")
    _refused(tmp_path, "ahab", "named pipe")


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
def test_a_symlink_to_dev_zero_is_refused_unread(tmp_path: Path) -> None:
    (tmp_path / "stubb.json").symlink_to("/dev/zero")
    _refused(tmp_path, "stubb", "a device")


def test_a_huge_file_is_refused_from_its_size_before_reading(tmp_path: Path) -> None:
    path = tmp_path / "starbuck.json"
    with path.open("wb") as fh:  # sparse: 3 GB on paper, nothing on disk
        fh.truncate(3_000_000_000)
    _refused(tmp_path, "starbuck", "too large (3\u00a0GB; at most ")


def test_a_folder_named_like_a_board_is_refused(tmp_path: Path) -> None:
    (tmp_path / "flask.json").mkdir()
    _refused(tmp_path, "flask", "a folder")


def test_read_regular_file_never_reads_past_its_cap(tmp_path: Path) -> None:
    path = tmp_path / "f"
    path.write_bytes(b"x" * (MAX_DATA_FILE_BYTES + 1))
    with pytest.raises(FileReadError, match="too large"):
        read_regular_file(path, MAX_DATA_FILE_BYTES)
    with pytest.raises(FileReadError, match="does not exist"):
        read_regular_file(tmp_path / "missing", 10)
    (tmp_path / "dangling").symlink_to(tmp_path / "nowhere")
    with pytest.raises(FileReadError, match="does not exist"):
        read_regular_file(tmp_path / "dangling", 10)


def test_every_hostile_file_at_once(tmp_path: Path) -> None:
    """The start-up case: all four boards hostile at once; all refused, built-ins used."""
    big = json.dumps(_raw("stubb")).replace('"buildings": 8', '"buildings": ' + "7" * 5000)
    (tmp_path / "stubb.json").write_text(big, encoding="utf-8")
    data = _raw("flask")
    data["orders"] = [["course:lumber"] * 8] * 1250
    (tmp_path / "flask.json").write_text(json.dumps(data), encoding="utf-8")
    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / "ahab.json")
    if Path("/dev/zero").exists():
        (tmp_path / "starbuck.json").symlink_to("/dev/zero")
    boards, warnings = _load_within(tmp_path)
    assert boards == load_boards(use_overrides=False)[0]
    assert len(warnings) == len(list(tmp_path.iterdir()))


def test_a_board_saved_with_a_byte_order_mark_is_read(tmp_path: Path) -> None:
    """A Captain board edited in an editor that puts a UTF-8 byte-order mark in front
    (Notepad did) was refused as "damaged or cut short"; it is read as the same board."""
    data = _raw("flask")
    data["personality"]["en"] = "Edited in Notepad."
    (tmp_path / "flask.json").write_bytes(b"\xef\xbb\xbf" + json.dumps(data).encode("utf-8"))
    boards, warnings = _load_within(tmp_path)
    assert warnings == []
    assert boards["flask"].personality.en == "Edited in Notepad."
