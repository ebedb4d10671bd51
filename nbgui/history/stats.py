"""Statistics over the play history: win rate against each Captain, score trend, average
score by category and the best games. Figures are about "the player": the first seat played
at this screen in each game (games without one are left out).

>>> summarize([]).games
0
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from nbgui.content.captains import CAPTAIN_NAMES
from nbgui.history.db import GameRecord
from nbgui.text.message import Msg

CATEGORIES: tuple[str, ...] = ("whales", "buildings", "bonuses", "money")


@dataclass(frozen=True)
class WinRate:
    """Games against one Captain in one variant, and how many the player won."""

    captain: str
    expert: bool
    games: int
    wins: int

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


@dataclass(frozen=True)
class TrendPoint:
    game_id: int | None
    finished_at: datetime
    total: int
    won: bool


@dataclass(frozen=True)
class BestGame:
    game_id: int | None
    finished_at: datetime
    total: int
    won: bool
    opponents: tuple[str | Msg, ...]  # `GameRecord.opponents`: Captains, then AI players
    expert: bool


@dataclass(frozen=True)
class Summary:
    games: int
    wins: int
    win_rates: tuple[WinRate, ...]
    trend: tuple[TrendPoint, ...]
    averages: dict[str, float]
    best: tuple[BestGame, ...]

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


def _played(records: Sequence[GameRecord]) -> list[GameRecord]:
    return [r for r in records if r.player() is not None]


def win_rates(records: Sequence[GameRecord]) -> list[WinRate]:
    """For each Captain and variant (normal, expert): games played against it and games won.

    A game with several Captains counts once for each of them. Every Captain appears in both
    variants (zero games when never met), in `CAPTAIN_NAMES` order, normal before expert.
    """
    counts: dict[tuple[str, bool], list[int]] = {
        (c, e): [0, 0] for c in CAPTAIN_NAMES for e in (False, True)
    }
    for r in _played(records):
        for captain in set(r.captains):
            slot = counts.setdefault((captain, r.expert), [0, 0])
            slot[0] += 1
            slot[1] += int(r.player_won)
    return [WinRate(c, e, g, w) for (c, e), (g, w) in counts.items()]


def score_trend(records: Sequence[GameRecord]) -> list[TrendPoint]:
    """The player's total in each game, oldest first."""
    out = []
    for r in sorted(_played(records), key=lambda g: (g.finished_at, g.id or 0)):
        player = r.player()
        assert player is not None
        out.append(TrendPoint(r.id, r.finished_at, player.total, r.player_won))
    return out


def average_by_category(records: Sequence[GameRecord]) -> dict[str, float]:
    """The player's mean points per category (whales, buildings, bonuses, money) and total."""
    players = [p for p in (r.player() for r in records) if p is not None]
    keys = (*CATEGORIES, "total")
    if not players:
        return dict.fromkeys(keys, 0.0)
    return {k: sum(getattr(p, k) for p in players) / len(players) for k in keys}


def best_games(records: Sequence[GameRecord], limit: int = 5) -> list[BestGame]:
    """The player's highest-scoring games; ties go to wins, then the more recent game."""
    games = []
    for r in _played(records):
        player = r.player()
        assert player is not None
        games.append(
            BestGame(
                r.id,
                r.finished_at,
                player.total,
                r.player_won,
                r.opponents(),
                r.expert,
            )
        )
    games.sort(key=lambda g: (g.total, g.won, g.finished_at), reverse=True)
    return games[:limit]


def summarize(records: Sequence[GameRecord], best: int = 5) -> Summary:
    played = _played(records)
    return Summary(
        games=len(played),
        wins=sum(1 for r in played if r.player_won),
        win_rates=tuple(win_rates(records)),
        trend=tuple(score_trend(records)),
        averages=average_by_category(records),
        best=tuple(best_games(records, best)),
    )
