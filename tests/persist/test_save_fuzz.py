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


# ---- not regular files (issue 15, attack 6): FIFOs, devices, symlinks, folders -----------------


def _special_files(folder: Path, good: bytes) -> dict[str, tuple[Path, bool]]:
    """name → (path, loads?): every kind of not-a-save the loader may be pointed at."""
    import os

    made: dict[str, tuple[Path, bool]] = {}
    real = folder / "real.nbsave"
    real.write_bytes(good)
    if hasattr(os, "mkfifo"):
        os.mkfifo(folder / "fifo.nbsave")
        made["fifo"] = (folder / "fifo.nbsave", False)
        (folder / "to-fifo.nbsave").symlink_to(folder / "fifo.nbsave")
        made["symlink to a fifo"] = (folder / "to-fifo.nbsave", False)
    for device in ("/dev/zero", "/dev/urandom", "/dev/null"):
        if Path(device).exists():
            name = f"to-{Path(device).name}.nbsave"
            (folder / name).symlink_to(device)
            made[f"symlink to {device}"] = (folder / name, False)
    (folder / "folder.nbsave").mkdir()
    made["folder"] = (folder / "folder.nbsave", False)
    (folder / "dangling.nbsave").symlink_to(folder / "gone.nbsave")
    made["dangling symlink"] = (folder / "dangling.nbsave", False)
    (folder / "to-real.nbsave").symlink_to(real)
    made["symlink to a save"] = (folder / "to-real.nbsave", True)
    sparse = folder / "sparse.nbsave"
    with sparse.open("wb") as fh:
        fh.truncate(5_000_000_000)
    made["5 GB sparse file"] = (sparse, False)
    return made


def test_special_files_are_refused_cleanly_on_every_load_path(tmp_path: Path) -> None:
    import threading

    from nbgui.engine import SaveError, read_save

    store = SaveStore(AppDirs.under(tmp_path / "home"))
    good = base_files()[0]
    folder = store.dirs.saves  # so the saves list meets them too
    for name, (path, loads) in _special_files(folder, good).items():
        problems: list[str] = []

        def attempt(path: Path = path, loads: bool = loads, problems: list[str] = problems) -> None:
            for load in (
                lambda: store.load(path, allow_rules_mismatch=True),
                lambda: read_save(str(path)),
            ):
                try:
                    load()
                    problems.append("loaded")
                except SaveError as exc:
                    assert "\n" not in str(exc) and "unexpected" not in str(exc), exc
                    problems.append(str(exc))
            problems.append(store.summary(path).problem or "ok")
            listed = {s.path.name: s for s in store.list_saves()}
            assert (path.name in listed) == path.is_file(), path

        worker = threading.Thread(target=attempt, daemon=True)
        worker.start()
        worker.join(30)
        assert not worker.is_alive(), f"{name}: the loader blocked"
        assert len(problems) == 3, (name, problems)
        if loads:
            assert problems == ["loaded", "loaded", "ok"], (name, problems)
        else:
            assert "loaded" not in problems and "ok" not in problems, (name, problems)
