"""Sample game positions where a human must decide (for hint tests and the hint benchmark).

Positions come from seeded games: Captains play by their brain, humans by the random bot, and
the game stops at a chosen human decision. Same arguments → same positions.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping

from nbgui.bots.random_bot import RandomBot
from nbgui.captain.brain import CaptainBrain
from nbgui.content.captains import CaptainBoard
from nbgui.engine import GameSetup, GameState, SeatSpec, apply_unchecked, legal_commands, new_game

TABLES: tuple[tuple[str, ...], ...] = (
    ("starbuck",),
    ("stubb",),
    ("flask", "ahab"),
    ("starbuck", "stubb", "flask"),
    ("ahab",),
)


def table_setup(
    seed: int, captains: tuple[str, ...], boards: Mapping[str, CaptainBoard]
) -> GameSetup:
    """Captains first, then one human seat called "You"."""
    from nbgui.captain.setup import captain_seat

    seats = [captain_seat(boards[c]) for c in captains] + [SeatSpec(name="You")]
    return GameSetup(seed=seed, seats=seats)


def human_positions(
    boards: Mapping[str, CaptainBoard], count: int, seed: int = 0
) -> Iterator[GameState]:
    """`count` positions, each a human decision somewhere in a game (early to late)."""
    brain = CaptainBrain(boards)
    rng = random.Random(seed)
    made = 0
    game = 0
    while made < count:
        captains = TABLES[game % len(TABLES)]
        state, _ = new_game(table_setup(seed * 1000 + game, captains, boards))
        game += 1
        bot = RandomBot(seed * 1000 + game)
        target = rng.randint(0, 60)
        seen = 0
        while state.decision.kind != "over":
            seat = state.decision.seat
            assert seat is not None
            if not state.seats[seat].is_captain:
                if seen >= target:
                    made += 1
                    yield state.clone()
                    break
                seen += 1
                cmd = bot.choose(state, legal_commands(state))
            else:
                cmd = brain.decide(state).command
            apply_unchecked(state, cmd)
