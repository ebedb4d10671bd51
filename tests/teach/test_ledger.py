"""The Captain ledger counts whales bought from players, his building points and fees paid."""

from __future__ import annotations

import re

from nbgui.bots.greedy import GreedyBot
from nbgui.engine import FeePaid, WhaleBought, WhaleSold, apply, legal_commands, new_game, score_row
from nbgui.simulate import make_setup
from nbgui.teach.ledger import captain_ledgers


def _game(boards, brain, seed, captain):
    state, _ = new_game(make_setup(seed, [captain], boards))
    bot = GreedyBot(seed)
    moves = []
    while state.decision.kind != "over":
        seat = state.decision.seat
        if state.seats[seat].is_captain:
            cmd = brain.decide(state).command
        else:
            cmd = bot.choose(state, legal_commands(state))
        state, events = apply(state, cmd)
        moves.append((seat, events))
    return state, moves


def test_ledgers_add_up_over_games(boards, brain) -> None:
    totals = {"whales": 0, "paid": 0}
    for seed, captain in enumerate(("stubb", "starbuck", "flask", "ahab")):
        state, moves = _game(boards, brain, seed, captain)
        (ledger,) = captain_ledgers(state, moves)
        assert ledger.seat == 0
        row = score_row(state, 0)
        assert (ledger.building_points, ledger.bonus_points) == (row.buildings, row.bonuses)
        assert 0 <= ledger.whale_points_from_players <= row.whales
        fees = sum(e.amount for s, evs in moves if s == 0 for e in evs
                   if isinstance(e, FeePaid) and e.payee == 1)
        assert ledger.paid_to_players == fees
        sold_by_player = {e.token for s, evs in moves for e in evs
                          if isinstance(e, WhaleSold) and e.seat == 1}
        bought = [e.token for s, evs in moves for e in evs
                  if isinstance(e, WhaleBought) and e.seat == 0 and e.token in sold_by_player]
        assert (ledger.whale_points_from_players > 0) == any(
            t in state.seats[0].returned for t in bought)
        totals["whales"] += ledger.whale_points_from_players
        totals["paid"] += ledger.paid_to_players
    assert totals["paid"] > 0


def test_ledger_says_the_score_sheets_rows(qtbot, boards, brain) -> None:
    """The ledger's building and bonus points are the sheet's own rows "Buildings" and
    "Victory bonuses", in both languages: it said "14 points from his buildings" above a
    Buildings row of 5 (seed 1 against Starbuck: 5 buildings, 9 points of victory bonuses)."""
    from nbgui.engine import score
    from nbgui.ui import i18n
    from nbgui.ui.dialogs.score_sheet import ScoreSheetDialog

    state, moves = _game(boards, brain, 1, "starbuck")
    sheet = score(state)
    col = next(c for c, r in enumerate(sheet.rows) if r.seat == 0)
    assert sheet.rows[col].bonuses > 0  # else the old line would have agreed

    def said(building_words: str, bonus_words: str) -> None:
        dialog = ScoreSheetDialog(
            sheet, ["Starbuck", "Ann"], state.rules, ledgers=captain_ledgers(state, moves)
        )
        qtbot.addWidget(dialog)
        line = dialog.ledger_lines[0].text()
        buildings = re.search(r"(\d+) \w+ " + building_words, line)
        bonuses = re.search(r"(\d+) \w+ " + bonus_words, line)
        assert buildings and bonuses, line
        rows = [int(dialog.table.item(row, col).text().split("\n")[0]) for row in (1, 2)]
        assert [int(buildings[1]), int(bonuses[1])] == rows, line

    said("from his buildings", "from his victory bonuses")
    assert i18n.set_language("es")
    try:
        said("por sus edificios", "por sus bonificaciones de victoria")
    finally:
        i18n.set_language("en")
