"""The new-game dialog orders Captains from easiest to hardest, as measured in
docs/captains-calibration.md (the ladder's table must match the document)."""

from __future__ import annotations

import re
from pathlib import Path

from nbgui.captain.setup import load_boards
from nbgui.ui.dialogs.ladder import MEASURED_WIN_RATE, ladder

DOC = Path(__file__).resolve().parents[2] / "docs" / "captains-calibration.md"


def test_the_ladder_matches_the_calibration_document() -> None:
    rows = re.findall(r"^\| (\w+) \| (normal|expert) \| greedy \|.*\| ([\d.]+)% \|$",
                      DOC.read_text(encoding="utf-8"), re.M)
    measured: dict[str, dict[str, float]] = {}
    for name, variant, rate in rows:
        measured.setdefault(name.lower(), {})[variant] = float(rate)
    assert set(measured) == set(MEASURED_WIN_RATE)
    for name, (normal, expert) in MEASURED_WIN_RATE.items():
        assert measured[name] == {"normal": normal, "expert": expert}
    assert ladder(["flask", "starbuck", "ahab", "stubb", "mine"]) == [
        "stubb", "starbuck", "ahab", "flask", "mine"]


def test_the_dialog_lists_captains_easiest_first(qtbot) -> None:
    from nbgui.ui.dialogs.new_game import NewGameDialog

    boards = load_boards(use_overrides=False)[0]
    dialog = NewGameDialog(boards, seed=5)
    qtbot.addWidget(dialog)
    assert list(dialog.captain_boxes) == ladder(list(dialog.captain_boxes))
    assert next(iter(dialog.captain_boxes)) == "stubb"
    assert "Easiest" in dialog.captain_boxes["stubb"].toolTip()
    assert "Hardest" in dialog.captain_boxes["flask"].toolTip()
    assert "newcomer" in dialog.turners_mill.accessibleDescription()  # its wrapped note
