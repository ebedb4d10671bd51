"""Names are shown whole (issues 11 and 13): at the table size a maximized 1366×768 window
gives, no town-space or building name, purchase cost or seat-board label ("Workers left") is
shortened with "…", in English or Spanish.

`draw_text` wraps a name onto more lines (breaking an over-long word with "-") before it ever
elides, and records every elision in `TextLog.elided`.
"""

from __future__ import annotations

import pytest
from fake_session import FakeSession, register_test_fonts
from test_table_legibility import TABLE_1366

from nbgui.captain.setup import load_boards
from nbgui.simulate import make_setup
from nbgui.ui import i18n
from nbgui.ui.table.items import TextLog
from nbgui.ui.table.legibility import painted_texts
from nbgui.ui.table.widget import TableWidget


@pytest.mark.parametrize("lang", ["en", "es"])
def test_no_space_or_building_name_is_elided(qtbot, lang: str) -> None:  # type: ignore[no-untyped-def]
    register_test_fonts()
    i18n.set_language(lang)
    try:
        boards, _ = load_boards(use_overrides=False)
        session = FakeSession(make_setup(5, ["stubb"], boards, human_names=["Ann"]), boards)
        w = TableWidget(session, language=lang)
        qtbot.addWidget(w)
        w.set_speed("instant")
        w.resize(TABLE_1366)
        w.show()
        qtbot.waitExposed(w)
        rules = session.state.rules
        names = {w.scene.name_of(k) for k in [*rules.spaces, *rules.buildings]}
        assert "Ayuntamiento" in names or lang == "en"
        texts = painted_texts(w)
        shown = {t for _, t, _ in texts}
        assert names & shown, "no name was drawn"
        # names, the purchase buttons' costs and the seat boards' labels ("Workers left: 2")
        cut = [
            (who, t, s)
            for who, t, s in TextLog.elided
            if t in names or "BuyGoods" in who or who.startswith("seat board")
        ]
        assert not cut, cut
    finally:
        i18n.set_language("en")
