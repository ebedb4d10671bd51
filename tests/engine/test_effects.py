"""The effects registry: every effect id the data may name has exactly one `Effect`, and every
registered effect is one the data may name (docs/engine.md, "How to add a building")."""

from __future__ import annotations

import typing

from nbgui.content.loader import default_rules
from nbgui.content.models import BuildingEffect, Space
from nbgui.engine import EFFECTS, GameSetup, SeatSpec, effect_of, explain_probes, new_game


def _space_effects() -> set[str]:
    hints = typing.get_type_hints(Space)
    return set(typing.get_args(hints["effect"]))


def test_every_effect_id_has_one_effect_and_no_more() -> None:
    ids = set(typing.get_args(BuildingEffect)) | _space_effects()
    assert set(EFFECTS) == ids
    assert all(e.name == name for name, e in EFFECTS.items())


def test_every_space_and_building_finds_its_effect() -> None:
    rules = default_rules()
    for sid, sp in rules.spaces.items():
        assert effect_of(rules, sid).name == sp.effect
    for bid, b in rules.buildings.items():
        assert effect_of(rules, bid).name == b.effect


def test_probes_start_with_the_bare_placement_and_use_only_the_effects_fields() -> None:
    state, _ = new_game(GameSetup(seed=1, seats=[SeatSpec(name="A"), SeatSpec(name="B")]))
    for space in [*state.rules.spaces, *state.rules.buildings]:
        probes = explain_probes(state, 0, space)
        assert probes[0].space == space and not probes[0].ship and not probes[0].build
        fields = effect_of(state.rules, space).fields
        for p in probes[1:]:
            used = {f for f in ("ship", "to", "bonus", "take", "build") if getattr(p, f)}
            used |= {"sell"} if any(p.sell) else set()
            assert used <= fields, (space, p)
