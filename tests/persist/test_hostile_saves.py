"""Saves that are consistent with themselves but not with this app (issue 15, attacks 1, 3, 8):
refused at load and at resume with one clear line, and no game is ever lost on the way."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from persist_games import full_game, partial_game

from nbgui.content.schema import validate
from nbgui.engine import GameSetup, SaveError, SeatSpec, read_save, state_hash
from nbgui.persist.atomic import backup_path
from nbgui.persist.store import SaveFileError, SaveStore


def _captain_game(store: SaveStore, count: int = 12) -> tuple[GameSetup, list, object]:
    """A game with a Captain seat (the scripted games include one at game 1)."""
    for game in range(8):
        setup, commands, state = partial_game(7, game, count)
        if any(s.kind == "captain" for s in setup.seats):
            return setup, commands, state
    raise AssertionError("no scripted game with a Captain")


def _rewrite_consistently(path: Path, change) -> None:  # type: ignore[no-untyped-def]
    """Change the seats in a save and recompute its hash, so the file is self-consistent."""
    from nbgui.engine import apply, new_game, parse_command

    data = json.loads(path.read_text(encoding="utf-8"))
    change(data["setup"]["seats"])
    setup = validate(GameSetup, data["setup"])
    state, _ = new_game(setup)
    for text in data["commands"]:
        state, _ = apply(state, parse_command(text))
    data["state_hash"] = state_hash(state)
    path.write_text(json.dumps(data), encoding="utf-8")


def _unknown_captain(seats: list[dict]) -> None:
    for seat in seats:
        if seat["kind"] == "captain":
            seat["captain"] = "queequeg"
            return


def _wrong_helm(seats: list[dict]) -> None:
    for seat in seats:
        if seat["kind"] == "captain":
            seat["helm_size"] = 12
            return


BAD_SEATS = [(_unknown_captain, "does not know"), (_wrong_helm, "Helm of 12 spaces")]


@pytest.mark.parametrize(("change", "words"), BAD_SEATS)
def test_a_self_consistent_save_with_bad_seats_is_refused_at_load(
    store: SaveStore, tmp_path: Path, change, words: str  # type: ignore[no-untyped-def]
) -> None:
    setup, commands, state = _captain_game(store)
    path = store.write(tmp_path / "bad.nbsave", setup, commands, state)
    backup_path(path).unlink(missing_ok=True)
    _rewrite_consistently(path, change)
    before = path.read_bytes()
    read_save(str(path))  # the engine alone replays it: the file really is self-consistent
    with pytest.raises(SaveFileError, match=words) as err:
        store.load(path, allow_rules_mismatch=True)
    assert "\n" not in str(err.value) and "bad.nbsave" in str(err.value)
    assert store.summary(path).problem is None  # the header itself reads
    assert path.read_bytes() == before


@pytest.mark.parametrize(
    ("change", "said"),
    [
        (_unknown_captain, {
            "en": "it has a Captain this version does not know ('queequeg'; it knows Ahab, "
                  "Flask, Starbuck and Stubb)",
            "es": "tiene un Capitán que esta versión no conoce ('queequeg'; conoce a Ahab, "
                  "Flask, Starbuck y Stubb)"}),
        (_wrong_helm, {
            "en": "in it Starbuck has a Helm of 12 spaces, but his board here has 8",
            "es": "en ella Starbuck tiene un Timón de 12 casillas, pero su tablero aquí tiene 8"}),
    ],
)
def test_a_bad_captain_seat_is_named_by_its_captain(  # type: ignore[no-untyped-def]
    qapp, store: SaveStore, tmp_path: Path, change, said: dict[str, str]
) -> None:
    """The refusal named the seat by its number in the file ("seat 1 names a Captain this
    version does not know ('queequeg'; known: ahab, flask, starbuck, stubb)", "seat 1
    (starbuck) has a Helm of 12 spaces; the starbuck board has 8"): now by its Captain, the
    known Captains by their names, en and es."""
    from nbgui.text import Msg
    from nbgui.ui import i18n

    setup, commands, state = _captain_game(store)
    path = store.write(tmp_path / "bad.nbsave", setup, commands, state)
    backup_path(path).unlink(missing_ok=True)
    _rewrite_consistently(path, change)
    with pytest.raises(SaveFileError) as err:
        store.load(path, allow_rules_mismatch=True)
    problem = dict(err.value.msg.params)["problem"]
    assert isinstance(problem, Msg)
    for lang in ("en", "es"):
        assert i18n.set_language(lang)
        try:
            text = i18n.say(problem)
        finally:
            i18n.set_language("en")
        assert text.endswith(said[lang]), text


@pytest.mark.parametrize(("change", "words"), BAD_SEATS)
def test_a_bad_autosave_is_refused_at_resume_and_kept(
    store: SaveStore, change, words: str  # type: ignore[no-untyped-def]
) -> None:
    setup, commands, state = _captain_game(store)
    store.autosave(setup, commands, state)
    backup_path(store.autosave_path).unlink(missing_ok=True)
    _rewrite_consistently(store.autosave_path, change)
    before = store.autosave_path.read_bytes()
    summary = store.autosave_summary()
    assert summary is not None and summary.problem is not None and words in summary.problem
    with pytest.raises(SaveFileError, match=words):
        store.open_game(allow_rules_mismatch=True)
    assert store.autosave_path.read_bytes() == before
    store.discard_autosave()  # "set it aside": kept in damaged/, never deleted
    assert [p.read_bytes() for p in store.dirs.damaged.iterdir()] == [before]


def test_opening_a_bad_named_save_leaves_the_open_autosave_alone(
    store: SaveStore, tmp_path: Path
) -> None:
    setup, commands, state = _captain_game(store)
    store.autosave(setup, commands, state)
    autosave = store.autosave_path.read_bytes()
    other = store.write(
        tmp_path / "other.nbsave", setup, commands[:6], _state_after(setup, commands[:6])
    )
    _rewrite_consistently(other, _unknown_captain)
    with pytest.raises(SaveFileError):
        store.load(other)
    assert store.autosave_path.read_bytes() == autosave
    assert not store.dirs.abandoned.exists() or not any(store.dirs.abandoned.iterdir())


def _state_after(setup: GameSetup, commands: list) -> object:
    from nbgui.engine import apply, new_game

    state, _ = new_game(setup)
    for cmd in commands:
        state, _ = apply(state, cmd)
    return state


def test_the_session_refuses_bad_seats_before_touching_its_game() -> None:
    """The UI session checks too (a `Loaded` from anywhere): `SaveError`, session unchanged."""
    pytest.importorskip("PySide6")
    from nbgui.captain.setup import load_boards
    from nbgui.engine import make_envelope
    from nbgui.ui.session import GameSession

    boards = load_boards(use_overrides=False)[0]
    good = GameSetup(seed=3, seats=[SeatSpec(name="Ann"), SeatSpec(name="Bob")])
    session = GameSession(good, boards)
    bad = GameSetup(
        seed=4,
        seats=[SeatSpec(kind="captain", name="Q", captain="queequeg"), SeatSpec(name="Ann")],
    )
    env = make_envelope(bad, [])
    with pytest.raises(SaveError, match="does not know"):
        session.load(env)
    assert session.setup == good


# ---- the backup is kept until its game is filed (attack 3) -------------------------------------


def test_declining_a_damaged_autosave_keeps_its_good_backup(store: SaveStore) -> None:
    setup, commands, _ = full_game(7, 2)
    cut = len(commands) // 2
    for n in (cut - 1, cut):
        store.autosave(setup, commands[:n], _state_after(setup, list(commands[:n])))
    good_bak = backup_path(store.autosave_path).read_bytes()
    data = json.loads(store.autosave_path.read_text(encoding="utf-8"))
    data["commands"][-1] = "place nowhere"  # header reads; one command is damaged
    store.autosave_path.write_text(json.dumps(data), encoding="utf-8")
    summary = store.autosave_summary()
    assert summary is not None and summary.ok  # the backup is offered
    # the player declines "Resume?" and starts a new game
    other, more, state = partial_game(7, 3, 5)
    store.begin_game(other)
    store.autosave(other, more, state)
    kept = [p for p in store.dirs.abandoned.glob("*.nbsave")]
    assert [p.read_bytes() for p in kept] == [good_bak]
    assert store.load(kept[0]).commands == list(commands[: cut - 1])
    assert len(list(store.dirs.damaged.glob("*.nbsave"))) == 1


def test_a_good_autosave_filed_away_drops_only_its_own_earlier_backup(store: SaveStore) -> None:
    setup, commands, _ = full_game(7, 2)
    for n in (10, 11):
        store.autosave(setup, commands[:n], _state_after(setup, list(commands[:n])))
    other, more, state = partial_game(7, 3, 5)
    store.begin_game(other)
    store.autosave(other, more, state)
    assert len(list(store.dirs.abandoned.glob("*.nbsave"))) == 1
    assert not list(store.dirs.damaged.glob("*")) if store.dirs.damaged.exists() else True


def test_a_backup_of_another_game_is_filed_not_deleted(store: SaveStore) -> None:
    first, c1, s1 = partial_game(7, 2, 9)
    second, c2, s2 = partial_game(7, 3, 9)
    store.write(store.autosave_path, first, c1, s1)
    store.write(store.autosave_path, second, c2, s2)  # .bak now holds the first game
    other, more, state = partial_game(7, 4, 5)
    store.begin_game(other)
    store.autosave(other, more, state)
    filed = sorted(store.load(p).setup.seed for p in store.dirs.abandoned.glob("*.nbsave"))
    assert filed == sorted([first.seed, second.seed])


# ---- a finished autosave with a damaged snapshot (attack 8) ------------------------------------


def test_a_finished_autosave_with_a_damaged_snapshot_is_filed_as_finished(
    store: SaveStore,
) -> None:
    setup, commands, state = full_game(7, 2)
    store.write(store.autosave_path, setup, list(commands), state)
    data = json.loads(store.autosave_path.read_text(encoding="utf-8"))
    data["snapshot"]["phase"] = "action"
    data["snapshot"]["decision"] = ["place", 0, None, False]
    store.autosave_path.write_text(json.dumps(data), encoding="utf-8")
    assert store.autosave_summary() is None  # not offered for resume
    assert not store.autosave_path.exists()
    assert len(list(store.dirs.finished.glob("*.nbsave"))) == 1
    assert not store.dirs.abandoned.exists() or not any(store.dirs.abandoned.iterdir())


@pytest.mark.parametrize("gone", ["deleted", "link to nothing"])
def test_an_autosave_gone_beside_its_backup_is_offered_and_never_deleted(
    store: SaveStore, tmp_path: Path, gone: str
) -> None:
    """The autosave deleted (or a link to nothing in its place) with its `.bak` beside it, the
    only copy of the game in progress: the start offered nothing, and the new game's first
    autosave deleted the backup as stale. It is now offered for resume (said to be the backup),
    and declined it goes to `abandoned/` as it was."""
    setup, earlier, earlier_state = partial_game(7, 0, 11)
    store.autosave(setup, earlier, earlier_state)  # the .bak: this game one command earlier
    setup, commands, state = partial_game(7, 0, 12)
    store.autosave(setup, commands, state)
    bak = backup_path(store.autosave_path)
    kept = bak.read_bytes()
    store.autosave_path.unlink()
    if gone == "link to nothing":
        store.autosave_path.symlink_to(tmp_path / "nowhere" / "autosave.nbsave")

    fresh = SaveStore(store.dirs)  # the next start
    summary = fresh.autosave_summary()
    assert summary is not None and summary.ok and not summary.over
    game = fresh.open_game(allow_rules_mismatch=True)
    assert game is not None and game.from_backup
    assert [str(c) for c in game.commands] == [str(c) for c in earlier]
    assert str(game.warnings[0]).startswith(
        "autosave.nbsave is missing; its backup copy from "
    )
    assert bak.read_bytes() == kept  # reading moves nothing

    declined = SaveStore(store.dirs)  # "No": a new game starts
    other, other_commands, other_state = partial_game(8, 1, 3)
    declined.begin_game(other)
    declined.autosave(other, other_commands, other_state)
    assert [p.read_bytes() for p in store.dirs.abandoned.iterdir()] == [kept]


def test_a_snapshot_round_the_rules_cannot_reach_is_not_shown(store: SaveStore) -> None:
    """The snapshot is not covered by the hash: one saying round 1,000,000,000 (or -3) was
    shown as such in the resume question and the list of saves. The resume question now
    names the round the moves lead to, a list entry no round when the snapshot's is out of
    the rules' range."""
    setup, commands, state = partial_game(7, 0, 12)
    store.autosave(setup, commands, state)
    for absurd in (10**9, -3):
        data = json.loads(store.autosave_path.read_text(encoding="utf-8"))
        data["snapshot"]["round"] = absurd
        store.autosave_path.write_text(json.dumps(data), encoding="utf-8")
        backup_path(store.autosave_path).unlink(missing_ok=True)
        summary = SaveStore(store.dirs).autosave_summary()
        assert summary is not None and summary.ok and summary.round == state.round
        [listed] = [s for s in store.list_saves() if s.kind == "autosave"]
        assert listed.round is None and str(absurd) not in listed.label()


def test_a_save_or_settings_file_with_a_byte_order_mark_is_read(store: SaveStore) -> None:
    """A save or settings file saved again by an editor that puts a UTF-8 byte-order mark in
    front was refused ("the file is damaged or cut short, or it is not a saved game"; the
    settings set aside for the defaults); both read as they were."""
    from nbgui.persist.settings import Settings, load_settings, save_settings

    setup, commands, state = partial_game(7, 0, 12)
    path = store.save_as(store.dirs.saves / "notepad.nbsave", setup, commands, state)
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    game = store.load(path)
    assert [str(c) for c in game.commands] == [str(c) for c in commands] and not game.warnings
    store.dirs.ensure()
    chosen = Settings()
    chosen.animation_speed = "fast"
    save_settings(store.dirs, chosen)
    settings_file = store.dirs.settings_file
    settings_file.write_bytes(b"\xef\xbb\xbf" + settings_file.read_bytes())
    settings, warnings = load_settings(store.dirs)
    assert warnings == [] and settings.animation_speed == "fast"
