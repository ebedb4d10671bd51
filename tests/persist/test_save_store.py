"""SaveStore: autosave, resume, named saves, the saves list, backups and rules mismatches."""

from __future__ import annotations

import json
import os
from dataclasses import replace
from pathlib import Path

import pytest
from persist_games import full_game, partial_game

from nbgui.content.captains import load_captain_boards
from nbgui.content.loader import default_rules
from nbgui.engine import (
    MAX_SAVE_BYTES,
    SCHEMA_VERSION,
    SaveError,
    apply,
    legal_commands,
    state_hash,
)
from nbgui.persist.atomic import backup_path
from nbgui.persist.digest import content_digest
from nbgui.persist.paths import AppDirs
from nbgui.persist.store import RulesMismatch, SaveFileError, SaveStore
from nbgui.selfplay import choose


def _snapshot(path: Path) -> tuple[bytes, int]:
    return path.read_bytes(), path.stat().st_mtime_ns


# ---- autosave and resume ----------------------------------------------------------------------


def test_autosave_then_resume_gives_the_same_game(store: SaveStore) -> None:
    setup, commands, state = partial_game(1, 0, 20)
    path = store.autosave(setup, commands, state)
    assert path == store.autosave_path and path.suffix == ".nbsave"
    summary = store.autosave_summary()
    assert summary is not None and summary.ok and summary.commands == 20
    assert [s.name for s in summary.seats] == [s.name for s in setup.seats]
    assert summary.round == state.round and not summary.over

    again = SaveStore(store.dirs)  # a new app start
    loaded = again.open_game()
    assert loaded is not None
    assert loaded.commands == commands
    assert state_hash(loaded.state) == state_hash(state)
    assert loaded.rules_match and loaded.hash_match and not loaded.from_backup
    assert loaded.warnings == []


def test_autosave_keeps_the_previous_version_as_bak(store: SaveStore) -> None:
    setup, commands, state = partial_game(1, 0, 10)
    store.autosave(setup, commands[:9], partial_game(1, 0, 9)[2])
    first = store.autosave_path.read_bytes()
    store.autosave(setup, commands, state)
    assert backup_path(store.autosave_path).read_bytes() == first
    assert json.loads(store.autosave_path.read_bytes())["commands"] == [str(c) for c in commands]


def test_a_finished_game_moves_to_finished(store: SaveStore) -> None:
    setup, commands, state = full_game(1, 1)
    store.autosave(setup, list(commands[:-1]), partial_game(1, 1, len(commands) - 1)[2])
    moved = store.autosave(setup, list(commands), state)
    assert moved.parent == store.dirs.finished
    assert not store.autosave_path.exists()
    assert not backup_path(store.autosave_path).exists()
    assert store.autosave_summary() is None
    assert store.open_game() is None
    finished = store.list_saves(kinds=("finished",))
    assert [s.path for s in finished] == [moved] and finished[0].over
    assert store.load(moved).commands == list(commands)


def test_a_finished_autosave_left_by_a_crash_is_filed_on_start(store: SaveStore) -> None:
    setup, commands, state = full_game(1, 2)
    store.write(store.autosave_path, setup, list(commands), state)  # crash before the move
    assert store.autosave_summary() is None
    assert store.open_game() is None
    assert not store.autosave_path.exists()
    assert len(list(store.dirs.finished.glob("*.nbsave"))) == 1


def test_a_new_game_sets_aside_the_open_one(store: SaveStore) -> None:
    setup_a, commands_a, state_a = partial_game(1, 0, 15)
    store.autosave(setup_a, commands_a, state_a)
    restarted = SaveStore(store.dirs)
    setup_b, commands_b, state_b = partial_game(1, 1, 0)
    restarted.autosave(setup_b, commands_b, state_b)
    abandoned = restarted.list_saves(kinds=("abandoned",))
    assert len(abandoned) == 1 and abandoned[0].commands == 15
    assert restarted.load(abandoned[0].path).commands == commands_a
    assert restarted.open_game() is not None  # game B is the open one now


def test_resuming_then_undoing_does_not_set_the_game_aside(store: SaveStore) -> None:
    setup, commands, state = partial_game(1, 0, 15)
    store.autosave(setup, commands, state)
    app = SaveStore(store.dirs)
    loaded = app.open_game()
    assert loaded is not None
    _, fewer, earlier = partial_game(1, 0, 14)  # an undo
    app.autosave(setup, fewer, earlier)
    assert app.list_saves(kinds=("abandoned",)) == []
    assert json.loads(app.autosave_path.read_bytes())["commands"] == [str(c) for c in fewer]


def test_continuing_the_same_game_from_a_named_save_keeps_one_autosave(store: SaveStore) -> None:
    setup, commands, state = partial_game(1, 0, 12)
    store.autosave(setup, commands, state)
    app = SaveStore(store.dirs)  # restarted, then the player opens a longer save of that game
    setup2, more, later = partial_game(1, 0, 16)
    app.autosave(setup2, more, later)
    assert app.list_saves(kinds=("abandoned",)) == []


def test_a_rematch_sets_aside_the_open_game_even_with_the_same_setup(store: SaveStore) -> None:
    setup, commands, state = partial_game(1, 0, 12)
    store.autosave(setup, commands, state)
    _, none, start = partial_game(1, 0, 0)
    store.begin_game(setup)
    store.autosave(setup, none, start)
    assert [s.commands for s in store.list_saves(kinds=("abandoned",))] == [12]


def test_a_damaged_autosave_is_reported_and_can_be_discarded(store: SaveStore) -> None:
    store.dirs.saves.mkdir(parents=True, exist_ok=True)
    store.autosave_path.write_bytes(b'{"schema_version": 1, "app_ver')
    summary = store.autosave_summary()
    assert summary is not None and not summary.ok and "cut short" in (summary.problem or "")
    with pytest.raises(SaveFileError, match=r"autosave\.nbsave"):
        store.open_game()
    assert store.autosave_path.read_bytes() == b'{"schema_version": 1, "app_ver'
    moved = store.discard_autosave()
    assert moved is not None and moved.parent == store.dirs.damaged
    assert store.open_game() is None


# ---- named saves and the list -----------------------------------------------------------------


def test_save_as_adds_the_extension_and_load_reads_it(store: SaveStore, tmp_path: Path) -> None:
    setup, commands, state = partial_game(2, 0, 30)
    path = store.save_as(tmp_path / "my game", setup, commands, state)
    assert path.name == "my game.nbsave"
    loaded = store.load(path)
    assert loaded.commands == commands and state_hash(loaded.state) == state_hash(state)


def test_suggested_paths_are_fresh_names_in_the_saves_folder(store: SaveStore) -> None:
    setup, commands, state = partial_game(2, 0, 5)
    first = store.suggested_path(setup)
    assert first.parent == store.dirs.saves and first.suffix == ".nbsave"
    store.save_as(first, setup, commands, state)
    assert store.suggested_path(setup) != first


def test_list_saves_shows_every_file_and_never_raises(store: SaveStore) -> None:
    saves = store.dirs.saves
    setup, commands, state = partial_game(2, 7, 30)
    store.save_as(saves / "captains", setup, commands, state)
    store.autosave(*partial_game(2, 0, 8))
    (saves / "broken.nbsave").write_bytes(b"\x00\xff garbage")
    (saves / "empty.nbsave").write_bytes(b"")
    (saves / "list.nbsave").write_text("[1, 2, 3]")
    (saves / "folder.nbsave").mkdir()
    (saves / "notes.txt").write_text("not a save")
    listed = {s.path.name: s for s in store.list_saves()}
    assert set(listed) == {
        "captains.nbsave",
        "autosave.nbsave",
        "broken.nbsave",
        "empty.nbsave",
        "list.nbsave",
    }
    good = listed["captains.nbsave"]
    assert good.ok and good.kind == "named" and good.commands == 30
    assert [s.kind for s in good.seats] == ["human", "captain", "captain"]
    assert good.seats[1].captain == "starbuck" and "Captain Starbuck" in good.label()
    assert listed["autosave.nbsave"].kind == "autosave"
    for name in ("broken.nbsave", "empty.nbsave", "list.nbsave"):
        assert listed[name].problem, name
        assert "\n" not in (listed[name].problem or "")


def test_list_saves_of_a_missing_folder_is_empty(tmp_path: Path) -> None:
    store = SaveStore(AppDirs.under(tmp_path / "nothing"))
    os.rmdir(store.dirs.saves)
    assert store.list_saves(kinds=("autosave", "named", "finished", "abandoned", "damaged")) == []


def test_a_write_that_fails_says_why_and_keeps_the_old_file(
    store: SaveStore, tmp_path: Path
) -> None:
    setup, commands, state = partial_game(2, 0, 5)
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(SaveFileError, match="Could not save"):
        store.save_as(blocker / "sub" / "game", setup, commands, state)


# ---- loading: backups, versions, caps ---------------------------------------------------------


def test_load_falls_back_to_the_backup_and_says_so(store: SaveStore) -> None:
    setup, commands, state = partial_game(1, 0, 20)
    store.autosave(setup, commands[:19], partial_game(1, 0, 19)[2])
    store.autosave(setup, commands, state)
    store.autosave_path.write_bytes(store.autosave_path.read_bytes()[:500])  # torn by a bad disk
    before = _snapshot(store.autosave_path)
    loaded = store.load(store.autosave_path)
    assert loaded.from_backup and len(loaded.commands) == 19
    assert "damaged" in str(loaded.warnings[0]) and "backup" in str(loaded.warnings[0])
    assert _snapshot(store.autosave_path) == before
    summary = store.autosave_summary()
    assert summary is not None and summary.ok and summary.commands == 19


def test_when_the_backup_is_damaged_too_the_main_problem_is_reported(store: SaveStore) -> None:
    setup, commands, state = partial_game(1, 0, 20)
    store.autosave(setup, commands, state)
    store.autosave(setup, commands, state)
    store.autosave_path.write_text("{")
    backup_path(store.autosave_path).write_text("[")
    with pytest.raises(SaveFileError, match=r"autosave\.nbsave: the file is damaged or cut short"):
        store.load(store.autosave_path)


def test_a_save_from_a_newer_version_says_so(store: SaveStore, tmp_path: Path) -> None:
    setup, commands, state = partial_game(1, 0, 3)
    data = json.loads(store.envelope_text(setup, commands, state))
    data["schema_version"] = SCHEMA_VERSION + 1
    data["a_new_field"] = 1
    path = tmp_path / "new.nbsave"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveFileError, match="made by a newer nbgui"):
        store.load(path)


def test_an_oversized_file_is_refused_before_reading(store: SaveStore, tmp_path: Path) -> None:
    path = tmp_path / "huge.nbsave"
    with path.open("wb") as fh:
        fh.truncate(MAX_SAVE_BYTES + 1)
    with pytest.raises(SaveFileError, match="too large"):
        store.load(path)
    assert not store.summary(path).ok


def test_a_missing_file_is_a_clear_error(store: SaveStore, tmp_path: Path) -> None:
    with pytest.raises(SaveFileError, match="does not exist"):
        store.load(tmp_path / "nope.nbsave")


def test_a_tampered_move_is_refused_with_the_engine_sentence(
    store: SaveStore, tmp_path: Path
) -> None:
    setup, commands, state = partial_game(1, 0, 12)
    data = json.loads(store.envelope_text(setup, commands, state))
    data["commands"][5] = "place bank"
    path = tmp_path / "t.nbsave"
    path.write_text(json.dumps(data))
    sentence = r"outside nbgui \(move 6 \(place bank\) is not allowed: "
    with pytest.raises(SaveFileError, match=sentence):
        store.load(path)


def test_a_changed_hash_is_refused(store: SaveStore, tmp_path: Path) -> None:
    setup, commands, state = partial_game(1, 0, 12)
    data = json.loads(store.envelope_text(setup, commands, state))
    data["state_hash"] = "0" * 32
    path = tmp_path / "h.nbsave"
    path.write_text(json.dumps(data))
    damaged = "damaged or was changed outside nbgui: its moves do not lead to the game it records"
    with pytest.raises(SaveFileError, match=damaged):
        store.load(path)
    with pytest.raises(SaveFileError, match=damaged):  # same rules: always fatal
        store.load(path, allow_rules_mismatch=True)


# ---- different rules or Captain data -----------------------------------------------------------


def _other_rules_store(dirs: AppDirs) -> SaveStore:
    rules = replace(default_rules(), digest="0123456789abcdef")
    return SaveStore(dirs, rules=rules)


def test_different_rules_say_so_and_can_be_replayed_anyway(
    store: SaveStore, tmp_path: Path
) -> None:
    setup, commands, state = partial_game(1, 0, 25)
    path = store.save_as(tmp_path / "g", setup, commands, state)
    before = _snapshot(path)
    other = _other_rules_store(store.dirs)
    with pytest.raises(RulesMismatch) as err:
        other.load(path)
    message = str(err.value)
    assert "different rules or Captain data" in message
    assert "the rules data has changed" in message and "replayed anyway" in message
    assert isinstance(err.value, SaveError)
    loaded = other.load(path, allow_rules_mismatch=True)
    assert not loaded.rules_match and loaded.hash_match
    assert loaded.warnings and "current rules" in str(loaded.warnings[0])
    assert _snapshot(path) == before


def test_different_rules_and_a_different_outcome_load_with_a_warning(
    store: SaveStore, tmp_path: Path
) -> None:
    setup, commands, state = partial_game(1, 0, 25)
    data = json.loads(store.envelope_text(setup, commands, state))
    data["state_hash"] = "f" * 32  # as if the old rules had produced another state
    data["snapshot"]["round"] = 99
    path = tmp_path / "g.nbsave"
    path.write_text(json.dumps(data))
    other = _other_rules_store(store.dirs)
    loaded = other.load(path, allow_rules_mismatch=True)
    assert not loaded.hash_match
    assert any("differs from the saved one (round)" in str(w) for w in loaded.warnings)


def test_different_rules_and_an_illegal_replay_is_refused(store: SaveStore, tmp_path: Path) -> None:
    setup, commands, state = partial_game(1, 0, 12)
    data = json.loads(store.envelope_text(setup, commands, state))
    data["commands"][3] = "place bank"
    path = tmp_path / "g.nbsave"
    path.write_text(json.dumps(data))
    said = "made with other rules, and under the current ones move 4 "
    with pytest.raises(SaveFileError, match=said):
        _other_rules_store(store.dirs).load(path, allow_rules_mismatch=True)


def test_edited_captain_boards_are_part_of_the_fingerprint(dirs: AppDirs, tmp_path: Path) -> None:
    boards, _ = load_captain_boards()
    assert content_digest(default_rules(), boards) == default_rules().digest
    edited = dict(boards)
    edited["starbuck"] = replace(boards["starbuck"], reconstructed=False)
    digest = content_digest(default_rules(), edited)
    assert digest.startswith(default_rules().digest + "+starbuck:") and len(digest) <= 64

    setup, commands, state = partial_game(1, 3, 20)
    with_edits = SaveStore(dirs, captain_boards=edited)
    path = with_edits.save_as(tmp_path / "c", setup, commands, state)
    assert with_edits.load(path).rules_match
    with pytest.raises(RulesMismatch, match=r"edited Captain boards \(starbuck\)"):
        SaveStore(dirs).load(path)


# ---- save, load, continue ----------------------------------------------------------------------


@pytest.mark.parametrize(("game", "cut"), [(0, 1), (1, 17), (2, 40), (3, 25), (5, 60), (7, 0)])
def test_save_load_continue_equals_playing_on(store: SaveStore, game: int, cut: int) -> None:
    setup, all_commands, final = full_game(4, game)
    cut = min(cut, len(all_commands) - 1)
    _, commands, state = partial_game(4, game, cut)
    path = store.save_as(store.dirs.saves / f"cut{cut}", setup, commands, state)
    loaded = SaveStore(store.dirs).load(path)
    state, commands = loaded.state, list(loaded.commands)
    while legal_commands(state):
        cmd = choose(state, setup.seed, len(commands))
        state, _ = apply(state, cmd)
        commands.append(cmd)
    assert commands == list(all_commands)
    assert state_hash(state) == state_hash(final)


def test_a_damaged_snapshot_with_intact_moves_loads_with_a_warning(
    store: SaveStore, tmp_path: Path
) -> None:
    setup, commands, state = partial_game(1, 0, 25)
    data = json.loads(store.envelope_text(setup, commands, state))
    data["snapshot"]["round"] = 11
    path = tmp_path / "s.nbsave"
    path.write_text(json.dumps(data))
    loaded = store.load(path)
    assert loaded.hash_match and state_hash(loaded.state) == state_hash(state)
    assert [str(w) for w in loaded.warnings] == [
        "The save's summary of the game was damaged (round); the moves are intact and were used."
    ]


def test_setting_aside_a_damaged_autosave_keeps_its_good_backup(store: SaveStore) -> None:
    setup, commands, state = partial_game(1, 0, 20)
    store.autosave(setup, commands[:19], partial_game(1, 0, 19)[2])
    store.autosave(setup, commands, state)
    store.autosave_path.write_text("{ torn")
    fresh = SaveStore(store.dirs)
    fresh.autosave(*partial_game(1, 1, 0))  # a new game
    kept = fresh.list_saves(kinds=("abandoned", "damaged"))
    assert sorted(s.kind for s in kept) == ["abandoned", "damaged"]
    abandoned = next(s for s in kept if s.kind == "abandoned")
    assert fresh.load(abandoned.path).commands == commands[:19]


def test_discarding_keeps_both_files_in_damaged(store: SaveStore) -> None:
    setup, commands, state = partial_game(1, 0, 5)
    store.autosave(setup, commands, state)
    store.autosave(setup, commands, state)
    moved = store.discard_autosave()
    assert moved is not None and not store.autosave_path.exists()
    assert len(list(store.dirs.damaged.glob("*.nbsave"))) == 2
    assert not backup_path(store.autosave_path).exists()


def test_a_finished_game_that_cannot_be_filed_stays_saved(store: SaveStore, monkeypatch) -> None:
    setup, commands, state = full_game(1, 1)

    def refuse(*_args: object) -> None:
        raise OSError(13, "Permission denied")

    monkeypatch.setattr(store, "_file_away", refuse)  # the move into saves/finished/ fails
    path = store.autosave(setup, list(commands), state)
    assert path == store.autosave_path and store.load(path).state.is_over


def test_an_open_game_that_cannot_be_set_aside_is_not_overwritten(
    store: SaveStore, monkeypatch
) -> None:
    store.autosave(*partial_game(1, 0, 10))
    before = store.autosave_path.read_bytes()
    fresh = SaveStore(store.dirs)

    def refuse() -> None:
        raise OSError(13, "Permission denied")

    monkeypatch.setattr(fresh, "clear_autosave", refuse)
    with pytest.raises(SaveFileError, match="Could not set the previous game aside"):
        fresh.autosave(*partial_game(1, 1, 0))
    assert store.autosave_path.read_bytes() == before


# ---- the tutorial step ------------------------------------------------------------------------


def test_the_tutorial_step_travels_with_the_autosave(store: SaveStore) -> None:
    setup, commands, state = partial_game(1, 0, 12)
    store.autosave(setup, commands, state, tutorial_step=7)
    assert json.loads(store.autosave_path.read_bytes())["tutorial_step"] == 7
    loaded = SaveStore(store.dirs).open_game()
    assert loaded is not None and loaded.envelope.tutorial_step == 7
    # an ordinary game's file has no such field (the format is unchanged)
    store.autosave(setup, commands, state)
    assert "tutorial_step" not in json.loads(store.autosave_path.read_bytes())
    assert SaveStore(store.dirs).open_game().envelope.tutorial_step is None


@pytest.mark.parametrize("bad", [-2, 1000, "3", 2.5, [1]])
def test_a_bad_tutorial_step_is_refused(store: SaveStore, bad: object) -> None:
    from nbgui.engine import load_envelope

    setup, commands, state = partial_game(1, 0, 5)
    store.autosave(setup, commands, state, tutorial_step=3)
    data = json.loads(store.autosave_path.read_bytes())
    data["tutorial_step"] = bad
    with pytest.raises(SaveError, match="tutorial_step"):
        load_envelope(data)


@pytest.mark.parametrize(("lang", "way_out"), [("en", "Update nbgui to open it."),
                                               ("es", "Actualiza nbgui para abrirla.")])
def test_a_newer_save_says_what_to_do(qapp, store: SaveStore, tmp_path: Path, lang: str,
                                      way_out: str) -> None:
    """"No se puede abrir futuro.nbsave: la creó un nbgui más nuevo (formato 99); esta versión
    lee hasta el formato 2" (the real app, Spanish) said why but not what to do instead."""
    from nbgui.ui import i18n

    setup, commands, state = partial_game(1, 0, 3)
    data = json.loads(store.envelope_text(setup, commands, state))
    data["schema_version"] = SCHEMA_VERSION + 1
    path = tmp_path / "new.nbsave"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveFileError) as err:
        store.load(path)
    assert i18n.set_language(lang)
    try:
        said = i18n.say(err.value.msg)
    finally:
        i18n.set_language("en")
    assert said.endswith(way_out), said
