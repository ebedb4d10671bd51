"""The difficulty ladder of the new-game dialog: Captains from easiest to hardest, as measured by
the strength ladder (`make ladder` → the table in `docs/captains-calibration.md` and, from the
same rows, `ladder_data.ROWS`; a test checks the two agree). Nothing here is typed by hand.

The order is the win rate of one reference player against each Captain in the normal variant:
the first of `REFERENCE_PLAYERS` measured against every Captain, the medium AI: one of the AI
players the same dialog offers, and the level of a newcomer (it scores about 19–20 points, the
designer's winning score for new players is about 20). Until 2026-12-03 it was the greedy bot,
"the test player (a simple program)", a program a newcomer never meets, whose 2% against both
Flask and Ahab left their order to the score margin; the medium AI's 8% and 10% (200 games
each) and the strong AI's 44% and 48% agree that Ahab is the easier. Equal win rates are
ordered by the mean score margin (player's mean score minus the Captain's): the closer game is
the easier Captain. Beside the reference the dialog says how the first of `STRONGER_PLAYERS`
(the strong AI, about an experienced player's level, 24–25 points) fared against the same
Captain (`STRONGER`). With the expert variant ticked the dialog reads the same players' expert
rows (`variant`): the medium AI's expert order agrees with the strong AI's there too.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from nbgui.ui.dialogs.ladder_data import ROWS

#: Who the order is measured with, in order of preference (a player measured against every
#: Captain is needed).
REFERENCE_PLAYERS = ("medium", "greedy", "easy")
#: Who is said beside the reference player, in order of preference: how a stronger player fares.
STRONGER_PLAYERS = ("strong",)


Row = tuple[str, str, str, int, float, float, float]


@dataclass(frozen=True, slots=True)
class Measured:
    """The reference player against one Captain in normal play (and in expert play, when
    measured): games, win rate (%), mean score margin."""

    player: str
    games: int
    win_rate: float
    margin: float  # the player's mean score minus the Captain's
    expert_games: int = 0
    expert_win_rate: float | None = None
    expert_margin: float | None = None


def measured(
    rows: tuple[Row, ...] = ROWS, players: tuple[str, ...] = REFERENCE_PLAYERS
) -> dict[str, Measured]:
    """Captain id → the measured results of the first of `players` measured against every
    Captain (empty if none is)."""
    captains = {r[1] for r in rows}
    for player in players:
        normal = {r[1]: r for r in rows if r[0] == player and r[2] == "normal"}
        if not captains or set(normal) != captains:
            continue
        expert = {r[1]: r for r in rows if r[0] == player and r[2] == "expert"}
        out = {}
        for c, r in normal.items():
            e = expert.get(c)
            out[c] = Measured(
                player, r[3], r[4], r[5] - r[6],
                e[3] if e is not None else 0, e[4] if e is not None else None,
                e[5] - e[6] if e is not None else None,
            )
        return out
    return {}


MEASURED: dict[str, Measured] = measured()
STRONGER: dict[str, Measured] = measured(players=STRONGER_PLAYERS)


def variant(expert: bool, table: dict[str, Measured] | None = None) -> dict[str, Measured]:
    """The table of the variant ticked: `table` itself for normal play; for the expert variant
    the same reference player's expert results as the normal fields of a table (games, win
    rate, margin), for the Captains measured in expert play (the others have no place then)."""
    table = MEASURED if table is None else table
    if not expert:
        return table
    return {
        c: Measured(m.player, m.expert_games, m.expert_win_rate, m.expert_margin)
        for c, m in table.items()
        if m.expert_win_rate is not None and m.expert_margin is not None
    }


def ladder(names: list[str], table: dict[str, Measured] | None = None) -> list[str]:
    """`names` from easiest (the player wins most often) to hardest; unmeasured ones (a user
    board) come last, in their given order."""
    table = MEASURED if table is None else table
    known = sorted(
        (n for n in names if n in table), key=lambda n: (-table[n].win_rate, -table[n].margin)
    )
    return known + [n for n in names if n not in table]


def expert_change(table: dict[str, Measured] | None = None) -> tuple[float, float] | None:
    """The reference player's mean win rate (%) over the Captains in normal and in expert play,
    when every Captain was measured in both."""
    table = MEASURED if table is None else table
    if not table or any(m.expert_win_rate is None for m in table.values()):
        return None
    normal = sum(m.win_rate for m in table.values()) / len(table)
    expert = sum(m.expert_win_rate or 0.0 for m in table.values()) / len(table)
    return normal, expert


def margin_decimals(names: list[str], table: dict[str, Measured] | None = None) -> int:
    """The decimals the mean margins of `names` are said with: none, unless two Captains of the
    same said win rate (whole percent) would then read alike (Flask and Ahab at 2%: the margin
    is what orders them, so it must tell them apart), then one."""
    table = MEASURED if table is None else table
    said = [
        (round(table[n].win_rate, 1), round(abs(table[n].margin))) for n in tied(names, table)
    ]
    return 1 if len(set(said)) < len(said) else 0


def tied(names: list[str], table: dict[str, Measured] | None = None) -> set[str]:
    """The measured names in `names` whose win rate, as the dialog says it (to a tenth of a
    percent), another of them shares: only there does the margin decide the order, so only there
    is it said. (Said for every Captain, it read as the wrong order: the greedy bot, the
    reference then, lost to Starbuck, "Difficulty 2 of 4", by 11 points on average and to the
    harder Flask by 9, where Starbuck's 2.5% wins against Flask's 2% placed them; the stronger
    players' games agree with that order, docs/captains-calibration.md. The medium AI, the
    reference since, ties nowhere today.)"""
    table = MEASURED if table is None else table
    rates = [round(table[n].win_rate, 1) for n in names if n in table]
    return {n for n in names if n in table and rates.count(round(table[n].win_rate, 1)) > 1}


class Place(NamedTuple):
    """A measured Captain's place on the ladder among the Captains shown: `rank` 1 (easiest) to
    `of`, and his measured neighbours (None at an end)."""

    rank: int
    of: int
    easier: str | None  # the next easier Captain
    harder: str | None  # the next harder Captain


def places(names: list[str], table: dict[str, Measured] | None = None) -> dict[str, Place]:
    """Each measured name in `names` → its place on the ladder of the measured ones among them
    (unmeasured boards have no place)."""
    table = MEASURED if table is None else table
    known = [n for n in ladder(names, table) if n in table]
    return {
        n: Place(
            i + 1, len(known), known[i - 1] if i else None,
            known[i + 1] if i + 1 < len(known) else None,
        )
        for i, n in enumerate(known)
    }
