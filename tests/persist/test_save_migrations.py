"""Older save formats: every old format has a fixture in tests/fixtures/saves/ that must load."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from persist_games import envelope_to_v0, partial_game

from nbgui.content.schema import validate
from nbgui.engine import (
    MIGRATIONS,
    SCHEMA_VERSION,
    Envelope,
    SaveError,
    migrate,
    read_save,
    state_hash,
)
from nbgui.persist.store import SaveFileError, SaveStore

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "saves"


def test_every_old_format_has_a_migration_and_a_fixture() -> None:
    assert sorted(MIGRATIONS) == list(range(SCHEMA_VERSION))
    for version in range(SCHEMA_VERSION + 1):
        assert list(FIXTURES.glob(f"v{version}_*.nbsave")), f"no fixture for format {version}"


@pytest.mark.parametrize("path", sorted(FIXTURES.glob("v*.nbsave")), ids=lambda p: p.name)
def test_each_fixture_migrates_and_loads(path: Path, store: SaveStore) -> None:
    before = path.read_bytes()
    data = json.loads(before)
    validate(Envelope, migrate(data))  # the upgrade alone gives a valid envelope
    # The rules data may have been tuned since the fixture was made: replay anyway.
    loaded = store.load(path, allow_rules_mismatch=True)
    assert loaded.hash_match or not loaded.rules_match, loaded.warnings
    version = int(path.name[1 : path.name.index("_")])
    assert loaded.migrated_from == (version if version < SCHEMA_VERSION else None)
    assert path.read_bytes() == before


@pytest.mark.parametrize("name", ["two_seats", "captains"])
def test_old_and_new_fixtures_of_a_game_agree(name: str, store: SaveStore) -> None:
    old = store.load(FIXTURES / f"v0_{name}.nbsave", allow_rules_mismatch=True)
    new = store.load(FIXTURES / f"v1_{name}.nbsave", allow_rules_mismatch=True)
    assert old.setup == new.setup
    assert old.commands == new.commands
    assert state_hash(old.state) == state_hash(new.state)


def test_a_fresh_format_0_file_loads_with_matching_rules(store: SaveStore, tmp_path: Path) -> None:
    setup, commands, state = partial_game(5, 3, 40, edition=1)  # format 0 → edition 1
    v0 = envelope_to_v0(json.loads(store.envelope_text(setup, commands, state)))
    path = tmp_path / "old.nbsave"
    path.write_text(json.dumps(v0))
    loaded = store.load(path)
    assert loaded.rules_match and loaded.migrated_from == 0
    assert loaded.setup == setup and loaded.commands == commands
    assert loaded.envelope.app_version == "unknown (format 0)"
    summary = store.summary(path)
    assert summary.ok and summary.schema_version == 0 and summary.commands == 40
    assert read_save(str(path)).commands == commands  # the CLI reads old formats too


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        # the player reads the sentence; what exactly is wrong follows it, for the log
        (lambda d: d.pop("game"), "cannot be brought up to date [format 0: missing 'game']"),
        (lambda d: d.__setitem__("moves", 5), "up to date [format 0: moves must be text]"),
        (lambda d: d["game"].__setitem__("players", 3), "from an older nbgui (format 0)"),
        (lambda d: d["game"]["players"].append("x"), "from an older nbgui (format 0)"),
        (lambda d: d.__setitem__("format", -1), "older than any"),
        (lambda d: d["game"].__setitem__("seed", "x"), "setup.seed"),
    ],
)
def test_a_damaged_old_file_is_refused_clearly(change, problem, store, tmp_path) -> None:
    setup, commands, state = partial_game(5, 0, 5)
    v0 = envelope_to_v0(json.loads(store.envelope_text(setup, commands, state)))
    change(v0)
    path = tmp_path / "old.nbsave"
    path.write_text(json.dumps(v0))
    with pytest.raises(SaveFileError) as err:
        store.load(path)
    assert problem in str(err.value)
    with pytest.raises(SaveError):
        read_save(str(path))


def test_migrate_leaves_current_and_foreign_data_alone() -> None:
    current = {"schema_version": SCHEMA_VERSION, "x": 1}
    assert migrate(current) is current
    for other in (None, 3, "x", [], {"format": True}, {"schema_version": 1.0}):
        assert migrate(other) is other
