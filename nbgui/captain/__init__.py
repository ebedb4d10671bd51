"""The Captain automata (solo mode): Orders walked over the engine's state, with a trace.

This package is the Captain's public face: code outside `nbgui/captain` that must not reach into
its modules (`nbgui/history`, held to it by `tests/test_import_direction.py`) imports from here.
"""

from nbgui.captain.api import CaptainDecision, TraceStep
from nbgui.captain.brain import CaptainBrain
from nbgui.captain.plain import PlainSentence, plain_sentence
from nbgui.captain.preview import read_ahead
from nbgui.captain.setup import captain_seat, load_boards, make_setup, seat_problem

__all__ = [
    "CaptainBrain",
    "CaptainDecision",
    "PlainSentence",
    "TraceStep",
    "captain_seat",
    "load_boards",
    "make_setup",
    "plain_sentence",
    "read_ahead",
    "seat_problem",
]
