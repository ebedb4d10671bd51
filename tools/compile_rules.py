"""Validate `rules/` and write the compiled form the app loads at run time.

    python tools/compile_rules.py           # (re)write nbgui/content/_compiled.py
    python tools/compile_rules.py --check   # write nothing; exit 1 if it is missing or stale

The rules and the four built-in Captain boards are loaded with full validation
(`load_rules(validate=True)`, `load_captain_boards(validate=True)`), then dumped with
`nbgui.content.compiled.compile_source`. `make test` runs it before the tests, so the file
follows the data; the app uses it only while it matches the files (see `nbgui.content.compiled`).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from generated_file import write_or_check  # noqa: E402 (tools/, beside this file)

from nbgui.content.captains import load_captain_boards  # noqa: E402
from nbgui.content.compiled import compile_source  # noqa: E402
from nbgui.content.loader import load_rules  # noqa: E402

TARGET = ROOT / "nbgui" / "content" / "_compiled.py"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check it is up to date")
    args = parser.parse_args(argv)
    rules = load_rules(ROOT / "rules", validate=True)
    boards, _ = load_captain_boards(
        ROOT / "rules" / "captains", None, rules.buildings, validate=True
    )
    text = compile_source(ROOT / "rules", rules, boards)
    return write_or_check(TARGET, text, "compile_rules.py", args.check)


if __name__ == "__main__":
    sys.exit(main())
