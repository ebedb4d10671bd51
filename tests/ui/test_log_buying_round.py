"""The log says a seat cannot buy any of the whales for sale once a buying round, in both
languages: a four-seat log said "Player 1 cannot afford any of the whales for sale." after each
of Stubb's purchases at one homecoming (the round offers the whales again and again). The panel
reads the moves before each batch from the session's live batches (`LogPanel._earlier`)."""

from __future__ import annotations

import pytest

from nbgui.bots.greedy import GreedyBot
from nbgui.captain.setup import load_boards, make_setup
from nbgui.engine import Sell, legal_commands
from nbgui.ui import i18n
from nbgui.ui.panels.log_panel import LogPanel
from nbgui.ui.session import GameSession


@pytest.fixture
def played(qtbot):  # type: ignore[no-untyped-def]
    """Seed 7, Stubb and Flask and two players who sell every whale (else the greedy bot)."""
    boards = load_boards(use_overrides=False)[0]
    session = GameSession(make_setup(7, ["stubb", "flask"], boards, humans=2), boards)
    panel = LogPanel(session)
    qtbot.addWidget(panel)
    session.start()
    bots = [GreedyBot(7 + i) for i in range(4)]
    while legal := legal_commands(session.state):
        seat = session.state.decision.seat
        assert seat is not None
        sells = [c for c in legal if isinstance(c, Sell)]
        assert session.submit(sells[0] if sells else bots[seat].choose(session.state, legal))
    yield panel
    i18n.set_language("en")


def _repeated(lines: list[str], words: tuple[str, ...], sale: str) -> int:
    """How many lines saying `words` repeat one said since the last line with `sale` (a sale
    starts a buying round)."""
    count, seen = 0, set()
    for line in lines:
        if sale in line:
            seen = set()
        elif any(w in line for w in words):
            count += line in seen
            seen.add(line)
    return count


def test_once_a_round_in_english_and_spanish(played) -> None:  # type: ignore[no-untyped-def]
    english = played.lines()
    cannot = ("cannot afford", "whale limit")
    assert sum(any(w in line for w in cannot) for line in english) >= 2
    assert _repeated(english, cannot, " sells ") == 0, [ln for ln in english if "cannot" in ln]
    assert i18n.set_language("es")
    played.rebuild()
    spanish = played.lines()
    assert len(spanish) == len(english)
    no_puede = ("no tiene dinero para ninguna", "límite de ballenas")
    assert sum(any(w in line for w in no_puede) for line in spanish) >= 2
    assert _repeated(spanish, no_puede, " vende ") == 0


def test_captain_details_only_with_a_captain(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The log's "Captain details" box showed in a game against two AI players, where it has
    nothing to show; a new game with a Captain brings it back."""
    boards = load_boards(use_overrides=False)[0]
    session = GameSession(make_setup(4, [], boards, humans=1, ai_levels=["easy", "easy"]), boards)
    panel = LogPanel(session)
    qtbot.addWidget(panel)
    panel.show()
    session.start()
    assert not panel.details.isVisible()
    session.new_game(make_setup(4, ["flask"], boards, humans=1))
    assert panel.details.isVisible()
    session.wait_ai()
