"""Layout stability: every piece keeps its place for the whole game."""

from __future__ import annotations

from fake_session import FakeSession, register_test_fonts
from PySide6.QtCore import QRectF

from nbgui.bots.random_bot import RandomBot
from nbgui.captain.setup import load_boards
from nbgui.engine import legal_commands
from nbgui.simulate import make_setup
from nbgui.ui.table.assets import AssetLibrary
from nbgui.ui.table.geometry import Geometry, layout


def _rects(geo: Geometry) -> dict[str, object]:
    """The fixed zones: spaces, track, seat areas and the building slots."""
    out: dict[str, object] = {}
    for name, r in geo.space_rects.items():
        out[f"space {name}"] = r
    for n, r in geo.track_rects.items():
        out[f"track {n}"] = r
    for i, parts in enumerate(geo.seat_parts):
        for name, r in parts.items():
            out[f"seat {i} {name}"] = r
    for b, r in geo.building_slots.items():
        out[f"slot {b}"] = r
    out["prompt"] = geo.prompt_rect
    for name, r in geo.prompt_parts.items():
        out[f"prompt {name}"] = r
    return out


def test_nothing_moves_across_a_whole_game(qapp) -> None:  # type: ignore[no-untyped-def]
    register_test_fonts()
    assets = AssetLibrary()
    boards, _ = load_boards(use_overrides=False)
    setup = make_setup(9, ["stubb"], boards, human_names=["Ann"])
    session = FakeSession(setup, boards)
    for compact in (False, True):
        first = session.state
        geo0 = Geometry(first, assets, compact)
        zones0 = _rects(geo0)
        built_at: dict[str, QRectF] = {}
        unbuilt_at: dict[str, QRectF] = {}
        bot = RandomBot(4)
        st = first
        steps = 0
        while not st.is_over:
            # a scene rebuilt from any state (a language switch, a resize) keeps every zone
            if steps % 25 == 0:
                assert _rects(Geometry(st, assets, compact)) == zones0, steps
            rects = layout(st, geo0)
            for b in st.unbuilt:
                r = rects[("building", b)]
                assert unbuilt_at.setdefault(b, r) == r, (b, steps)
            for b in st.built:
                seat = st.owner[b]
                if len(st.buildings_of(seat)) > geo0.corner_capacity(seat):
                    continue  # a corner past its capacity repacks (documented)
                r = rects[("building", b)]
                assert built_at.setdefault(b, r) == r, (b, steps)
            assert session.submit(bot.choose(st, legal_commands(st)))
            st = session.state
            steps += 1
        assert built_at, "some building was built in the game"
        # reset for the second arrangement
        session = FakeSession(setup, boards)
