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


def test_the_ledger_line_adds_up_to_the_tables_total(qtbot, boards, brain) -> None:
    """"Stubb's ledger: 4 points from whales you sold him · 7 … · 7 …" sat under a Whales row of
    8 and a Total of 22: the whales players sold him are only a part of his whale points. The
    line now says his total as the table's columns add it up, the sold whales as a part of the
    whales, and each figure is the table's own (both languages)."""
    from nbgui.engine import score
    from nbgui.ui import i18n
    from nbgui.ui.dialogs.score_sheet import ScoreSheetDialog

    state, moves = _game(boards, brain, 4, "stubb")
    sheet = score(state)
    col = next(c for c, r in enumerate(sheet.rows) if r.seat == 0)
    (ledger,) = captain_ledgers(state, moves)
    # a Captain who bought whales from the player and took others: the old line's case
    assert 0 < ledger.whale_points_from_players < sheet.rows[col].whales

    def figures() -> list[int]:
        dialog = ScoreSheetDialog(sheet, ["Stubb", "Ann"], state.rules, ledgers=[ledger])
        qtbot.addWidget(dialog)
        line = dialog.ledger_lines[0].text()
        table = [int(dialog.table.item(row, col).text().split("\n")[0]) for row in range(5)]
        said = [int(a or b) for a, b in re.findall(r"(\d+) punto|(\d+) point", line)]
        # total = whales (sold) + buildings + bonuses + money, in the line's order
        assert len(said) == 6, line
        total, whales, sold, buildings, bonuses, money = said
        assert [whales, buildings, bonuses, money, total] == table, (line, table)
        assert whales + buildings + bonuses + money == total, line
        assert sold == ledger.whale_points_from_players, line
        return said

    english = figures()
    assert i18n.set_language("es")
    try:
        assert figures() == english
    finally:
        i18n.set_language("en")
