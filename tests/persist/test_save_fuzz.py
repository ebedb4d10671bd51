"""Fuzz the loader with mutated real saves (2 000 examples here; benchmarks/persist_soak.py runs
far more): no crash, every refusal a clear one-line SaveError, the file never changed."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from save_mutations import KINDS, base_files, check_load, draw_mutation

from nbgui.persist.paths import AppDirs
from nbgui.persist.store import SaveStore

EXAMPLES = {"bytes": 600, "json": 600, "commands": 600, "big": 200}
assert sum(EXAMPLES.values()) >= 2000


@pytest.fixture(scope="module")
def fuzz_store():
    with tempfile.TemporaryDirectory(prefix="nbgui-fuzz-") as tmp:
        yield SaveStore(AppDirs.under(Path(tmp)))


def test_the_base_files_load(fuzz_store: SaveStore) -> None:
    path = fuzz_store.dirs.saves / "base.nbsave"
    for blob in base_files():
        assert check_load(fuzz_store, path, blob, allow=False) is not None


@pytest.mark.parametrize("kind", KINDS)
def test_mutated_saves_are_refused_cleanly(fuzz_store: SaveStore, kind: str) -> None:
    path = fuzz_store.dirs.saves / f"fuzz-{kind}.nbsave"

    @settings(
        max_examples=EXAMPLES[kind],
        deadline=None,
        derandomize=True,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(data=st.data(), allow=st.booleans())
    def run(data: st.DataObject, allow: bool) -> None:
        check_load(fuzz_store, path, draw_mutation(data, kind), allow)

    run()
