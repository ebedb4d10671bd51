"""The measuring tools' one game loop (`nbgui.bots.match.play_match`)."""

from __future__ import annotations

from nbgui.bots.greedy import GreedyBot
from nbgui.bots.match import play_match
from nbgui.captain.brain import CaptainBrain
from nbgui.captain.setup import load_boards, make_setup
from nbgui.engine import (
    Command,
    GameSetup,
    GameState,
    SeatSpec,
    apply_unchecked,
    legal_commands,
    new_game,
    score,
)


class Counting(GreedyBot):
    """Greedy, counting the decisions it is asked and those with a real choice."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.asked = 0
        self.choices = 0

    def choose(self, state: GameState, legal: list[Command]) -> Command:
        self.asked += 1
        self.choices += len(legal) > 1
        return super().choose(state, legal)


def test_a_game_against_a_captain_is_the_hand_played_one() -> None:
    boards = load_boards(use_overrides=False)[0]
    brain = CaptainBrain(boards)
    setup = make_setup(4242, ["flask"], boards, 1, False)
    player = Counting(7)
    game = play_match(setup, {1: player}, brain, timed={1})

    state, _ = new_game(setup)
    by_hand = GreedyBot(7)
    while legal := legal_commands(state):
        seat = state.decision.seat
        assert seat is not None
        if state.seats[seat].is_captain:
            apply_unchecked(state, brain.decide(state).command)
        else:
            apply_unchecked(state, by_hand.choose(state, legal))

    assert game.sheet == score(state)
    assert game.totals() == {r.seat: r.total for r in game.sheet.rows}
    assert len(game.times[1]) == player.choices == len(game.all_times())
    assert 0 not in game.times
    share = 1 / len(game.sheet.winners)
    assert game.won(1) == (share if 1 in game.sheet.winners else 0.0)
    assert game.won(0) + game.won(1) == 1.0


def test_only_the_timed_seats_real_choices_are_timed() -> None:
    boards = load_boards(use_overrides=False)[0]
    setup = GameSetup(seed=0, seats=[SeatSpec(name=n) for n in "ABC"])
    players = {i: Counting(i) for i in range(3)}
    game = play_match(setup, players, CaptainBrain(boards), timed=(0, 2))
    assert set(game.times) == {0, 2}
    # every seat is asked every decision, forced ones too, but only a real choice is timed
    assert sum(p.asked for p in players.values()) > sum(p.choices for p in players.values())
    assert len(game.times[0]) == players[0].choices > 0
    assert len(game.times[2]) == players[2].choices > 0
    assert len(game.all_times()) == players[0].choices + players[2].choices
