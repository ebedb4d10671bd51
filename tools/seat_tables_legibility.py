"""Legibility at 3- and 4-seat tables: whole greedy games at the maximized 1366×768 table size.

The table tests (`tests/ui/test_table_legibility.py`, `test_table_names_whole.py`) play solo
tables. This tool plays the other supported tables and reports, per table and language, every
text below 12 px, piece below 28 px and text shortened with "…" (the table's draw helper records
each elision in `TextLog.elided`), and every piece covering a text not its own or a whale
token partly over another, and every text drawn over another text (`legibility.overlaps`).
Exit 2 when anything was found.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/seat_tables_legibility.py [--mill]

(--mill: only the tables with Turner's Mill.)
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "tests"), str(ROOT / "tests" / "ui")]

from fake_session import FakeSession, register_test_fonts  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402
from test_table_legibility import TABLE_1366  # noqa: E402

from nbgui.bots.greedy import GreedyBot  # noqa: E402
from nbgui.captain.setup import load_boards  # noqa: E402
from nbgui.engine import legal_commands  # noqa: E402
from nbgui.simulate import make_setup  # noqa: E402
from nbgui.ui import i18n  # noqa: E402
from nbgui.ui.table.items import TextLog  # noqa: E402
from nbgui.ui.table.legibility import (  # noqa: E402
    overlaps,
    painted,
    pieces_too_small,
    tiles_incomplete,
    too_small,
)
from nbgui.ui.table.widget import TableWidget  # noqa: E402

#: (Captains, humans, Turner's Mill) of every table with more than two seats; the Mill is
#: played only with Captains against one player, so it is tried at those tables (its 21-tile
#: tray, its plate in a corner, the copy of a Captain's action).
TABLES: list[tuple[list[str], int, bool]] = [
    (["stubb"], 2, False),
    (["stubb"], 3, False),
    (["flask", "ahab"], 1, False),
    (["flask", "ahab"], 1, True),
    (["starbuck", "stubb"], 2, False),
    (["starbuck", "stubb", "ahab"], 1, False),
    (["starbuck", "stubb", "ahab"], 1, True),
    ([], 3, False),
    ([], 4, False),
]


def check(
    app: QApplication, lang: str, captains: list[str], humans: int, mill: bool = False
) -> dict[str, str]:
    boards, _ = load_boards(use_overrides=False)
    names = [f"P{i + 1}" for i in range(humans)]
    setup = make_setup(
        11, captains, boards, humans=humans, human_names=names, turners_mill=mill
    )
    session = FakeSession(setup, boards)
    w = TableWidget(session, language=lang)
    w.set_speed("instant")
    w.resize(TABLE_1366)
    w.show()
    app.processEvents()
    found: dict[str, str] = {}

    def look(when: str) -> None:
        texts, pieces = painted(w)
        elided = list(TextLog.elided)
        problems = too_small(texts) + pieces_too_small(pieces) + overlaps(w)
        for problem in problems + tiles_incomplete(w):
            found.setdefault(problem, when)
        for who, text, shown in elided:
            found.setdefault(f"{who} {text!r} shortened to {shown!r}", when)

    bot = GreedyBot(3)
    step = 0
    used = 0
    while not session.state.is_over:
        st = session.state
        if step % 3 == 0 or st.decision.kind == "return":
            look(f"round {st.round} {st.decision.kind}")
        cmd = bot.choose(st, legal_commands(st))
        used += getattr(cmd, "space", None) == "turners_mill"
        if not w.controller.perform(cmd):
            raise SystemExit(f"{captains} {humans}: the table refused a legal command")
        step += 1
    look("game over")
    if mill:  # where the Mill went, and how often it was used
        st = session.state
        owner = st.owner.get("turners_mill")
        print(f"    Turner's Mill: built by seat {owner}, {used} workers placed on it")
    w.close()
    return found


def main() -> int:
    only_mill = "--mill" in sys.argv[1:]  # only the tables with Turner's Mill
    app = QApplication(sys.argv[:1])
    register_test_fonts()
    total = 0
    for lang in ("en", "es"):
        i18n.set_language(lang)
        for captains, humans, mill in TABLES:
            if only_mill and not mill:
                continue
            found = check(app, lang, captains, humans, mill)
            total += len(found)
            with_mill = " with Turner's Mill" if mill else ""
            print(
                f"{lang} Captains {captains or '-'} + {humans} humans{with_mill}: "
                f"{len(found)} problems"
            )
            for problem, when in list(found.items())[:12]:
                print(f"    {when}: {problem}")
    return 2 if total else 0


if __name__ == "__main__":
    sys.exit(main())
