"""Regenerate tests/fixtures/saves/ (run on purpose, then review the diff):

    .venv/bin/python tests/persist/make_save_fixtures.py

Each fixture is a short scripted game (few commands, so a tuning change in rules/ rarely
invalidates it) in the current format (v2_*); the older formats' files (v0_*, v1_*) are kept
as written. Old-format fixtures must stay: when the format changes, keep the files, add the
new format's ones.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent.parent))

from persist_games import partial_game  # noqa: E402

from nbgui.engine import SCHEMA_VERSION  # noqa: E402
from nbgui.persist.paths import AppDirs  # noqa: E402
from nbgui.persist.store import SaveStore  # noqa: E402

OUT = HERE.parent / "fixtures" / "saves"

# (name, script seed, game of the script, commands)
GAMES = [("two_seats", 7, 0, 24), ("captains", 7, 3, 30)]


def main() -> None:
    """Write the current format's fixtures. Older formats' files are frozen: they are what
    older versions wrote, so they are never rewritten (v0 and v1 were made by this script when
    those were current)."""
    OUT.mkdir(parents=True, exist_ok=True)
    store = SaveStore(AppDirs.under(Path(tempfile.mkdtemp(prefix="nbgui-fixtures-"))))
    for name, seed, game, count in GAMES:
        setup, commands, state = partial_game(seed, game, count)
        text = store.envelope_text(setup, commands, state)
        (OUT / f"v{SCHEMA_VERSION}_{name}.nbsave").write_text(text, encoding="utf-8")
        print(f"wrote v{SCHEMA_VERSION}_{name}.nbsave ({count} commands)")


if __name__ == "__main__":
    main()
