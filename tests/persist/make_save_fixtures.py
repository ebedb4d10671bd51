"""Regenerate tests/fixtures/saves/ (run on purpose, then review the diff):

    .venv/bin/python tests/persist/make_save_fixtures.py

Each fixture is a short scripted game (few commands, so a tuning change in rules/ rarely
invalidates it) in the current format (v1_*) and in every older format (v0_*). Old-format
fixtures must stay: when the format changes, keep the files, add the new format's ones.
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent.parent))

from persist_games import envelope_to_v0, partial_game  # noqa: E402

from nbgui.persist.paths import AppDirs  # noqa: E402
from nbgui.persist.store import SaveStore  # noqa: E402

OUT = HERE.parent / "fixtures" / "saves"

# (name, script seed, game of the script, commands)
GAMES = [("two_seats", 7, 0, 24), ("captains", 7, 3, 30)]


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    store = SaveStore(AppDirs.under(Path(tempfile.mkdtemp(prefix="nbgui-fixtures-"))))
    for name, seed, game, count in GAMES:
        setup, commands, state = partial_game(seed, game, count)
        text = store.envelope_text(setup, commands, state)
        (OUT / f"v1_{name}.nbsave").write_text(text, encoding="utf-8")
        v0 = envelope_to_v0(json.loads(text))
        (OUT / f"v0_{name}.nbsave").write_text(json.dumps(v0, indent=1) + "\n", encoding="utf-8")
        print(f"wrote v0_{name}.nbsave and v1_{name}.nbsave ({count} commands)")


if __name__ == "__main__":
    main()
