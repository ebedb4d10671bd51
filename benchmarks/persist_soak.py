"""Soak the save loader: far more mutated save files than `make test` (which runs 2 000).

Uses the same mutation strategies as tests/persist/test_save_fuzz.py (hypothesis, randomised
here rather than fixed) and the same contract: every file either loads or is refused with a
one-line SaveError; nothing else escapes; the file's bytes and timestamp never change.

Run: python benchmarks/persist_soak.py [--examples 50000] [--seed N]
A failure prints hypothesis's smallest reproducing example and exits 1.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "persist"))

from hypothesis import HealthCheck, given, seed, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402
from save_mutations import KINDS, check_load, draw_mutation  # noqa: E402

from nbgui.persist.paths import AppDirs  # noqa: E402
from nbgui.persist.store import SaveStore  # noqa: E402


def _runner(
    store: SaveStore, kind: str, examples: int, counts: dict[str, int]
) -> Callable[[], None]:
    path = store.dirs.saves / f"soak-{kind}.nbsave"

    @settings(
        max_examples=examples,
        deadline=None,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(data=st.data(), allow=st.booleans())
    def run(data: st.DataObject, allow: bool) -> None:
        loaded = check_load(store, path, draw_mutation(data, kind), allow)
        counts["loaded" if loaded is not None else "refused"] += 1

    return run


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Soak the save loader with mutated saves.")
    parser.add_argument("--examples", type=int, default=50_000, help="in all, across the kinds")
    parser.add_argument("--seed", type=int, default=None, help="hypothesis seed (random if unset)")
    args = parser.parse_args(argv)
    per_kind = max(1, args.examples // len(KINDS))
    counts = {"loaded": 0, "refused": 0}
    with tempfile.TemporaryDirectory(prefix="nbgui-soak-") as tmp:
        store = SaveStore(AppDirs.under(Path(tmp)))
        for kind in KINDS:
            examples = per_kind // 5 if kind == "big" else per_kind  # big files are slow
            run = _runner(store, kind, examples, counts)
            if args.seed is not None:
                run = seed(args.seed)(run)
            start = time.perf_counter()
            try:
                run()
            except Exception as exc:  # hypothesis has printed the falsifying example
                print(f"{kind}: FAILED: {type(exc).__name__}: {exc}")
                return 1
            print(f"{kind}: {examples} examples in {time.perf_counter() - start:.1f} s, ok")
    total = counts["loaded"] + counts["refused"]
    print(f"{total} files checked: {counts['refused']} refused cleanly, {counts['loaded']} loaded")
    return 0


if __name__ == "__main__":
    sys.exit(main())
