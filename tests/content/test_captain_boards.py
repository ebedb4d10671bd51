"""The four Captain boards in `rules/captains/`: values, grammar, validation and user overrides."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from nbgui.content import ContentError, default_rules
from nbgui.content.captains import (
    CAPTAIN_NAMES,
    CaptainBoard,
    Check,
    Course,
    default_override_dir,
    load_captain_board,
    load_captain_boards,
    parse_check,
    parse_course,
)
from nbgui.content.schema import to_data, validate
from nbgui.paths import data_dir

BUILTIN = data_dir("rules") / "captains"


def _ids() -> tuple[set[str], set[str]]:
    buildings = default_rules().buildings
    return set(buildings), {bid for bid, b in buildings.items() if b.kind == "victory"}


def _raw(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((BUILTIN / f"{name}.json").read_text(encoding="utf-8"))
    return data


def _write(folder: Path, name: str, data: object) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def boards() -> dict[str, CaptainBoard]:
    loaded, warnings = load_captain_boards()
    assert warnings == []
    return loaded


# --- the built-in boards -----------------------------------------------------------------------


def test_all_four_builtin_boards_load(boards: dict[str, CaptainBoard]) -> None:
    assert tuple(boards) == CAPTAIN_NAMES == ("starbuck", "stubb", "flask", "ahab")
    for name, board in boards.items():
        assert board.id == name
        assert board.reconstructed is True
        assert len(board.helm) == 8
        assert board.name.en and board.name.es
        assert board.personality.en and board.personality.es


def test_starbuck_matches_captains_md(boards: dict[str, CaptainBoard]) -> None:
    sb = boards["starbuck"]
    # Helm space 7 (index 6): money in rounds 1-8, build_victory from round 9 on.
    assert str(sb.course_at(6, 1)) == "money"
    assert str(sb.course_at(6, 8)) == "money"
    assert str(sb.course_at(6, 9)) == "build_victory"
    assert str(sb.course_at(6, 12)) == "build_victory"
    assert [str(sb.course_at(i, 1)) for i in range(8)] == [
        "lumber",
        "prepare",
        "food",
        "launch:4",
        "brick",
        "build_white",
        "money",
        "prepare_launch:3",
    ]
    assert [str(c) for c in sb.round12] == ["build_victory", "build_black"]
    assert str(sb.round12_course(0)) == "build_victory"
    assert [[str(c) for c in step] for step in sb.orders] == [
        ["own", "town", "opponents"],
        ["building:inn", "building:lighthouse", "course:money"],
        ["course:lumber"],
    ]
    assert sb.prepare_rule == "no_ship_on_dock"
    assert sb.white_list == ("bank", "wharf", "schoolhouse", "bakery", "market", "chandlery")
    assert sb.victory_order[0] == "seamens_bethel"
    assert (sb.limits_for(False).buildings, sb.limits_for(False).whales) == (6, 12)
    assert (sb.limits_for(True).buildings, sb.limits_for(True).whales) == (7, 15)
    assert sb.keeps_best(False) is None
    assert sb.fallback == "none"


def test_stubb_matches_captains_md(boards: dict[str, CaptainBoard]) -> None:
    st = boards["stubb"]
    assert st.keeps_best(False) == 10
    assert st.keeps_best(True) == 12
    assert st.ignores_whale_limit
    assert st.limits_for(False).buildings == 8
    assert st.limits_for(True).buildings == 9
    assert st.prepare_rule == "no_ship_at_sea"
    assert str(st.course_at(5, 6)) == "food"
    assert str(st.course_at(5, 7)) == "build_victory"
    assert str(st.orders[1][1]) == "course:build_white"
    assert len(st.black_list) == 9


def test_flask_matches_captains_md(boards: dict[str, CaptainBoard]) -> None:
    fl = boards["flask"]
    # whales 15 / 18 before the calibration of 2026-12-01 (docs/captains-calibration.md)
    assert (fl.limits_for(False).buildings, fl.limits_for(False).whales) == (4, 11)
    assert (fl.limits_for(True).buildings, fl.limits_for(True).whales) == (5, 14)
    assert fl.prepare_rule == "free"
    assert str(fl.course_at(5, 6)) == "build_white"
    assert str(fl.course_at(5, 7)) == "money"
    assert fl.course_at(6, 8) == Course("launch", 6)
    assert str(fl.course_at(6, 9)) == "build_victory"
    assert fl.orders[1][1] == Check("course", course=Course("prepare_launch", 4))
    assert [str(c) for c in fl.round12] == ["build_victory", "money"]


def test_ahab_matches_captains_md(boards: dict[str, CaptainBoard]) -> None:
    ah = boards["ahab"]
    assert [str(c) for c in ah.orders[0]] == ["most"]
    assert [[str(c) for c in step] for step in ah.orders[1:]] == [
        ["town"],
        ["combo"],
        ["building:post_office:not_owner", "course:money"],
    ]
    po = ah.orders[3][0]
    assert po.kind == "building" and po.building == "post_office" and po.not_owner
    assert ah.fallback == "draw"
    assert str(ah.course_at(0, 1)) == "prepare_launch:6"
    assert str(ah.course_at(7, 10)) == "prepare"
    assert str(ah.course_at(7, 11)) == "brick"
    # whales 13 / 16 before the calibration of 2026-12-01, buildings 6 / 7 before that of
    # 2026-12-03 (docs/captains-calibration.md, "Data changes")
    assert (ah.limits_for(False).buildings, ah.limits_for(False).whales) == (5, 11)
    assert (ah.limits_for(True).buildings, ah.limits_for(True).whales) == (6, 14)


def test_only_stubb_keeps_best_and_only_ahab_draws(boards: dict[str, CaptainBoard]) -> None:
    assert [n for n, b in boards.items() if b.keeps_best(False) is not None] == ["stubb"]
    assert [n for n, b in boards.items() if b.fallback == "draw"] == ["ahab"]


def test_course_at_rejects_bad_positions(boards: dict[str, CaptainBoard]) -> None:
    with pytest.raises(IndexError):
        boards["starbuck"].course_at(8, 1)
    with pytest.raises(IndexError):
        boards["starbuck"].course_at(-1, 1)
    with pytest.raises(ValueError):
        boards["starbuck"].course_at(0, 0)


def test_board_dump_round_trips(boards: dict[str, CaptainBoard]) -> None:
    for name, board in boards.items():
        dumped = to_data(board)
        raw = _raw(name)
        helm = [{k: v for k, v in space.items() if v is not None} for space in dumped["helm"]]
        assert helm == raw["helm"]
        assert dumped == raw | {"helm": dumped["helm"]}
        assert validate(CaptainBoard, dumped) == board


# --- grammar -----------------------------------------------------------------------------------

COURSES = [
    "lumber",
    "food",
    "brick",
    "money",
    "prepare",
    "launch:1",
    "launch:6",
    "prepare_launch:3",
    "build_white",
    "build_black",
    "build_victory",
]
CHECKS = [
    "own",
    "town",
    "opponents",
    "most",
    "combo",
    "building:inn",
    "building:post_office:not_owner",
    "course:money",
    "course:prepare_launch:4",
]


@pytest.mark.parametrize("text", COURSES)
def test_course_round_trip(text: str) -> None:
    assert str(parse_course(text)) == text


@pytest.mark.parametrize("text", CHECKS)
def test_check_round_trip(text: str) -> None:
    assert str(parse_check(text)) == text


def test_parsed_values() -> None:
    assert parse_course("launch:4") == Course("launch", 4)
    assert parse_course("brick").is_goods
    assert parse_course("build_black").is_build
    assert parse_check("course:launch:5").course == Course("launch", 5)
    assert parse_check("building:inn") == Check("building", building="inn")


@pytest.mark.parametrize(
    "text",
    ["", "wood", "launch", "launch:0", "launch:7", "launch:x", "launch:04", "money:2", "Lumber"],
)
def test_bad_courses(text: str) -> None:
    with pytest.raises(ValueError):
        parse_course(text)


@pytest.mark.parametrize(
    "text",
    ["", "mine", "building:", "building:Inn", "building:inn:owner", "course:", "course:wood"],
)
def test_bad_checks(text: str) -> None:
    with pytest.raises(ValueError):
        parse_check(text)


# --- broken files ------------------------------------------------------------------------------


def _broken(tmp_path: Path, mutate: Any) -> ContentError:
    data = copy.deepcopy(_raw("starbuck"))
    mutate(data)
    path = _write(tmp_path, "starbuck", data)
    building_ids, victory_ids = _ids()
    with pytest.raises(ContentError) as info:
        load_captain_board(path, building_ids, victory_ids)
    return info.value


def _assert_names(err: ContentError, path_end: str, field: str) -> None:
    message = str(err)
    assert "\n" not in message
    assert err.file.endswith(path_end)
    assert str(err.field) == field  # a field path, or the Orders counted from 1 (a message)
    assert err.file in message and field in message


def test_bad_json(tmp_path: Path) -> None:
    path = tmp_path / "starbuck.json"
    path.write_text('{"id": "starbuck",', encoding="utf-8")
    with pytest.raises(ContentError) as info:
        load_captain_board(path, *_ids())
    assert info.value.file == str(path)
    assert info.value.field == "" and info.value.problem == (
        "is damaged or cut short (nbgui's log file says where)"
    )


def test_unknown_field(tmp_path: Path) -> None:
    err = _broken(tmp_path, lambda d: d.update(colour="red"))
    _assert_names(err, "starbuck.json", "colour")


def test_wrong_type(tmp_path: Path) -> None:
    err = _broken(tmp_path, lambda d: d["limits"]["normal"].update(buildings="six"))
    _assert_names(err, "starbuck.json", "limits.normal.buildings")


def test_non_positive_limit(tmp_path: Path) -> None:
    err = _broken(tmp_path, lambda d: d["limits"]["expert"].update(whales=0))
    _assert_names(err, "starbuck.json", "limits.expert.whales")


def test_unknown_building_id(tmp_path: Path) -> None:
    err = _broken(tmp_path, lambda d: d["white_list"].__setitem__(1, "dock_tower"))
    _assert_names(err, "starbuck.json", "white_list entry 2")
    assert "dock_tower" in err.problem


def test_unknown_building_in_check(tmp_path: Path) -> None:
    err = _broken(tmp_path, lambda d: d["orders"][1].__setitem__(0, "building:dock_tower"))
    _assert_names(err, "starbuck.json", "Orders step 2, check 1")


def test_victory_building_on_white_list(tmp_path: Path) -> None:
    err = _broken(tmp_path, lambda d: d["white_list"].append("mansion"))
    _assert_names(err, "starbuck.json", "white_list entry 7")
    assert "action building" in err.problem


def test_action_building_in_victory_order(tmp_path: Path) -> None:
    err = _broken(tmp_path, lambda d: d["victory_order"].__setitem__(0, "bank"))
    _assert_names(err, "starbuck.json", "victory_order entry 1")


def test_duplicate_building(tmp_path: Path) -> None:
    err = _broken(tmp_path, lambda d: d["black_list"].append("inn"))
    _assert_names(err, "starbuck.json", "black_list entry 7")


def test_helm_of_seven_spaces(tmp_path: Path) -> None:
    err = _broken(tmp_path, lambda d: d["helm"].pop())
    _assert_names(err, "starbuck.json", "helm")


def test_bad_course_string(tmp_path: Path) -> None:
    err = _broken(tmp_path, lambda d: d["helm"][3].update(course="launch:9"))
    _assert_names(err, "starbuck.json", "Helm space 4, course")


def test_bad_check_string(tmp_path: Path) -> None:
    err = _broken(tmp_path, lambda d: d["orders"][0].__setitem__(2, "rivals"))
    _assert_names(err, "starbuck.json", "Orders step 1, check 3")


def test_half_a_split(tmp_path: Path) -> None:
    err = _broken(tmp_path, lambda d: d["helm"][6].pop("then"))
    _assert_names(err, "starbuck.json", "Helm space 7")


def test_split_round_out_of_range(tmp_path: Path) -> None:
    err = _broken(tmp_path, lambda d: d["helm"][6].update(from_round=13))
    _assert_names(err, "starbuck.json", "Helm space 7, from_round")


def test_round12_needs_two_courses(tmp_path: Path) -> None:
    err = _broken(tmp_path, lambda d: d["round12"].append("money"))
    _assert_names(err, "starbuck.json", "round12")


def test_empty_orders_step(tmp_path: Path) -> None:
    err = _broken(tmp_path, lambda d: d["orders"].append([]))
    _assert_names(err, "starbuck.json", "Orders step 4")


def test_bad_prepare_rule(tmp_path: Path) -> None:
    err = _broken(tmp_path, lambda d: d.update(prepare_rule="never"))
    _assert_names(err, "starbuck.json", "prepare_rule")


def test_broken_builtin_board_raises(tmp_path: Path) -> None:
    builtin = tmp_path / "builtin"
    for name in CAPTAIN_NAMES:
        _write(builtin, name, _raw(name))
    bad = _raw("flask")
    bad["helm"] = bad["helm"][:7]
    _write(builtin, "flask", bad)
    with pytest.raises(ContentError) as info:
        load_captain_boards(builtin_dir=builtin)
    assert info.value.file.endswith("flask.json") and info.value.field == "helm"


def test_missing_builtin_board_raises(tmp_path: Path) -> None:
    builtin = tmp_path / "builtin"
    for name in CAPTAIN_NAMES[:3]:
        _write(builtin, name, _raw(name))
    with pytest.raises(ContentError) as info:
        load_captain_boards(builtin_dir=builtin)
    assert info.value.file.endswith("ahab.json")


# --- overrides ---------------------------------------------------------------------------------


def test_default_override_dir(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("NBGUI_HOME", raising=False)
    path = default_override_dir()
    assert path.name == "captains"
    assert "nbgui" in path.parts


def test_missing_override_dir_is_fine(tmp_path: Path) -> None:
    boards, warnings = load_captain_boards(override_dir=tmp_path / "nope")
    assert warnings == [] and set(boards) == set(CAPTAIN_NAMES)


def test_valid_override_replaces_builtin(tmp_path: Path) -> None:
    data = _raw("stubb")
    data["reconstructed"] = False
    data["limits"]["normal"]["buildings"] = 5
    data["helm"][0] = {"course": "lumber", "from_round": 4, "then": "money"}
    _write(tmp_path, "stubb", data)
    boards, warnings = load_captain_boards(override_dir=tmp_path)
    assert warnings == []
    assert boards["stubb"].reconstructed is False
    assert boards["stubb"].limits_for(False).buildings == 5
    assert str(boards["stubb"].course_at(0, 3)) == "lumber"
    assert str(boards["stubb"].course_at(0, 4)) == "money"
    assert boards["starbuck"].reconstructed is True


def test_invalid_override_is_refused(tmp_path: Path) -> None:
    data = _raw("ahab")
    data["black_list"][2] = "fish_market"
    path = _write(tmp_path, "ahab", data)
    (tmp_path / "notes.txt").write_text("not a board", encoding="utf-8")
    builtin, _ = load_captain_boards()
    boards, warnings = load_captain_boards(override_dir=tmp_path)
    assert len(warnings) == 1
    warning = str(warnings[0])
    assert "\n" not in warning
    assert str(path) in warning and "black_list entry 3" in warning and "fish_market" in warning
    assert boards["ahab"] == builtin["ahab"]


def test_override_with_bad_json_is_refused(tmp_path: Path) -> None:
    (tmp_path / "flask.json").write_text("{nope", encoding="utf-8")
    boards, said = load_captain_boards(override_dir=tmp_path)
    warnings = [str(w) for w in said]
    assert len(warnings) == 1 and "flask.json" in warnings[0] and "cut short" in warnings[0]
    assert "JSON" not in warnings[0] and "line 1" not in warnings[0]
    assert "the built-in board is used: correct the file, or take it out" in warnings[0]
    assert boards["flask"].reconstructed is True


def test_override_with_mismatched_id_is_refused(tmp_path: Path) -> None:
    _write(tmp_path, "flask", _raw("stubb"))
    boards, said = load_captain_boards(override_dir=tmp_path)
    warnings = [str(w) for w in said]
    assert len(warnings) == 1 and "flask.json: id:" in warnings[0]
    assert boards["flask"].id == "flask"
    assert boards["flask"].limits_for(False).buildings == 4


def test_unknown_override_name_is_refused(tmp_path: Path) -> None:
    data = _raw("stubb")
    data["id"] = "queequeg"
    _write(tmp_path, "queequeg", data)
    boards, said = load_captain_boards(override_dir=tmp_path)
    warnings = [str(w) for w in said]
    assert set(boards) == set(CAPTAIN_NAMES)
    assert (
        len(warnings) == 1 and "queequeg.json" in warnings[0] and "unknown Captain" in warnings[0]
    )


def test_a_folder_named_as_a_board_is_said_to_be_a_folder(tmp_path: Path) -> None:
    """A folder flask.json (or queequeg.json) beside the boards was refused with "The file is
    left as it is … correct the file": it is no file, and is said to be a folder."""
    (tmp_path / "flask.json").mkdir()
    (tmp_path / "queequeg.json").mkdir()
    boards, said = load_captain_boards(override_dir=tmp_path)
    warnings = {str(w).split(": ")[0]: str(w) for w in said}
    assert warnings[str(tmp_path / "flask.json")].endswith(
        "it is a folder, not a file. The folder is left as it is and the built-in board "
        "is used: a Captain board is a file, so move this folder elsewhere.")
    assert warnings[str(tmp_path / "queequeg.json")].endswith(
        ". The folder is left as it is and not used: move it elsewhere.")
    assert not any("file is left" in w for w in warnings.values())
    assert boards["flask"].reconstructed is True


def test_the_start_warning_says_the_built_in_boards_once(tmp_path: Path, qapp: Any) -> None:
    """The start's warning said "the built-in boards are used" in its heading and again in
    each file's paragraph; now once, in the file's own words (en, es)."""
    from nbgui import app
    from nbgui.ui import i18n

    (tmp_path / "flask.json").write_text("{nope", encoding="utf-8")
    _, said = load_captain_boards(override_dir=tmp_path)
    for lang, heading, used in (
        ("en", "These board files were refused:", "the built-in board is used"),
        ("es", "Se han rechazado estos archivos de tablero:", "se usa el tablero incluido"),
    ):
        assert i18n.set_language(lang)
        try:
            text = app._board_warnings(said)
        finally:
            i18n.set_language("en")
        assert text.startswith(heading + "\n\n" + str(tmp_path / "flask.json")), text
        assert text.count(used) == 1, text
        assert "built-in boards" not in text and "tableros incluidos" not in text, text


def test_custom_buildings_mapping(tmp_path: Path) -> None:
    # A rules set without the Inn makes Starbuck's built-in board invalid.
    buildings = {k: v for k, v in default_rules().buildings.items() if k != "inn"}
    with pytest.raises(ContentError) as info:
        load_captain_boards(buildings=buildings)
    assert info.value.file.endswith("starbuck.json")


def test_orders_field_is_counted_from_one_in_spanish(tmp_path: Path, qapp: Any) -> None:
    """The refused Orders check is said as a person counts it, in the player's language (it was
    "orders[1][0]", counted from 0, in both)."""
    from nbgui.ui import i18n

    err = _broken(tmp_path, lambda d: d["orders"][1].__setitem__(0, "building:dock_tower"))
    helm = _broken(tmp_path, lambda d: d["helm"][3].update(course="launch:9"))
    assert i18n.set_language("es")
    try:
        said, helm_said = i18n.say(err.msg), i18n.say(helm.msg)
    finally:
        i18n.set_language("en")
    assert said.startswith(f"{err.file}: Órdenes, paso 2, comprobación 1: "), said
    assert helm_said.startswith(f"{helm.file}: Timón, casilla 4, course: "), helm_said
