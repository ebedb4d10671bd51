"""Scripted games for the persistence tests (the same player as the selfplay kill subject)."""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from typing import Any

from nbgui.engine import Command, GameSetup, GameState, apply, legal_commands, new_game
from nbgui.selfplay import choose, game_setup


@lru_cache(maxsize=64)
def full_game(
    script_seed: int, game: int, edition: int = 2
) -> tuple[GameSetup, tuple[Command, ...], GameState]:
    """A finished scripted game: setup, commands, final state (`edition` 1 for the rules of
    the saves of formats 0 and 1)."""
    setup = replace(game_setup(script_seed, game), edition=edition)
    state, _ = new_game(setup)
    commands: list[Command] = []
    while legal_commands(state):
        cmd = choose(state, setup.seed, len(commands))
        state, _ = apply(state, cmd)
        commands.append(cmd)
    return setup, tuple(commands), state


def partial_game(
    script_seed: int, game: int, count: int, edition: int = 2
) -> tuple[GameSetup, list[Command], GameState]:
    """The first `count` commands of a scripted game and the state after them."""
    setup, commands, _ = full_game(script_seed, game, edition)
    state, _ = new_game(setup)
    for cmd in commands[:count]:
        state, _ = apply(state, cmd)
    return setup, list(commands[:count]), state


def envelope_to_v0(data: dict[str, Any]) -> dict[str, Any]:
    """Write a current envelope (as parsed JSON) in the old format 0 (see `save._v0_to_v1`)."""
    setup = data["setup"]
    players = []
    for seat in setup["seats"]:
        player: dict[str, Any] = {"name": seat["name"], "captain": seat.get("captain")}
        limits = {}
        for old, new in (
            ("buildings", "building_limit"),
            ("whales", "whale_limit"),
            ("keeps_best", "keeps_best"),
            ("fallback_draw", "fallback_draw"),
            ("helm", "helm_size"),
        ):
            if seat.get("kind") == "captain" and new in seat:
                limits[old] = seat[new]
        if limits:
            player["limits"] = limits
        players.append(player)
    return {
        "format": 0,
        "rules": data["rules_digest"],
        "game": {
            "seed": setup["seed"],
            "players": players,
            "first": setup.get("first_seat", 0),
            "turners_mill": setup.get("turners_mill", False),
            "expert": setup.get("expert", False),
        },
        "moves": "\n".join(data["commands"]),
        "hash": data["state_hash"],
    }
