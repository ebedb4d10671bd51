"""Final scoring: every category and each tie-break (RULES.md 9)."""

from __future__ import annotations

from scenario import Table

from nbgui.engine import score, score_row, score_sheet_text


def test_every_scoring_category() -> None:
    t = Table(seats=3)
    t.returned(0, "R1", "R2", "R3", "B1", "S1")
    t.build(0, "bank", "counting_house", "mansion", "municipal_office", "seamens_bethel")
    t.goods(0, lumber=10, food=10, brick=10, money=14)  # goods score nothing
    row = score_row(t.state, 0)
    assert row.whales == 3 * 1 + 2 + 4
    assert row.buildings == 5
    assert dict(row.bonus_detail) == {
        "counting_house": 1,  # 3 right whales -> 1
        "mansion": 4,
        "municipal_office": 2,  # 5 buildings, itself included -> 2
        "seamens_bethel": 5,
    }
    assert row.bonuses == 12
    assert row.money == 2 and row.money_left == 4
    assert row.total == 9 + 5 + 12 + 2
    assert row.whale_tokens == 5


def test_whales_aboard_ships_do_not_score() -> None:
    t = Table().ship(0, 1, "sea", 3, cargo=["S1"])
    assert score_row(t.state, 0).whales == 0


def test_highest_total_wins() -> None:
    t = Table().goods(0, money=10).goods(1, money=5)
    sheet = score(t.state)
    assert sheet.winners == (0,) and sheet.decided_by == "score"


def test_tie_broken_by_whale_tokens() -> None:
    t = Table().returned(0, "B1").returned(1, "R1", "R2")  # 2 points each
    t.goods(0, money=4)  # more money left over does not matter: tokens come first
    sheet = score(t.state)
    assert [r.total for r in sheet.rows] == [2, 2]
    assert sheet.winners == (1,) and sheet.decided_by == "whales"


def test_tie_then_broken_by_money_left_over() -> None:
    t = Table().returned(0, "R1").returned(1, "R2").goods(0, money=6).goods(1, money=8)
    sheet = score(t.state)
    assert sheet.winners == (1,) and sheet.decided_by == "money"


def test_full_tie_is_shared() -> None:
    t = Table(seats=3).returned(0, "R1").returned(2, "R2").goods(0, money=7).goods(2, money=7)
    t.goods(1, money=4)  # Ben: no points, out of the tie
    sheet = score(t.state)
    assert sheet.winners == (0, 2) and sheet.decided_by == "shared"
    text = score_sheet_text(sheet, ["Ann", "Ben", "Cat"])
    assert "Ann and Cat (a shared victory)" in text
