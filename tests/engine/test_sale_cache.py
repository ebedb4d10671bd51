"""The sale-listing cache (`nbgui.engine.effects.tables.sale_places`) is read from several
threads (the hint and AI runners beside the window; tests playing games side by side): the
bounds it publishes must never cover a cell its grid does not hold yet, or a reader in another
thread fails with a KeyError (seen in tests/persist/test_kill.py)."""

from __future__ import annotations

from itertools import product
from typing import Any

import pytest

from nbgui.engine.effects import tables


def test_the_bounds_grow_only_after_the_grid_holds_them(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tables, "_SALE", {})
    monkeypatch.setattr(tables, "_SALES", {})
    real_place = tables.Place
    checked = []

    def place(*args: Any, **kwargs: Any) -> Any:
        # what a reader in another thread would see at this moment
        for grid, full in tables._SALE.values():
            for cell in product(range(full[0] + 1), range(full[1] + 1), range(full[2] + 1)):
                assert cell in grid, f"bounds {full} published before the grid holds {cell}"
        checked.append(1)
        return real_place(*args, **kwargs)

    monkeypatch.setattr(tables, "Place", place)
    first = tables.sale_places("general_store", None, False, 1, 2, 0)
    more = tables.sale_places("general_store", None, False, 2, 3, 1)
    assert checked
    assert len(first) == 2 * 3 - 1 and len(more) == 3 * 4 * 2 - 1
    assert [p.sell for p in more][:3] == [(0, 0, 1), (0, 1, 0), (0, 1, 1)]
