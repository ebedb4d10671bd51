"""Making Captain seats and loading the boards the app uses (built-ins + user overrides)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from nbgui.content.captains import CaptainBoard, default_override_dir, load_captain_boards
from nbgui.engine import AiLevel, GameSetup, SeatSpec
from nbgui.text.message import Msg, listing, msg


def load_boards(use_overrides: bool = True) -> tuple[dict[str, CaptainBoard], list[Msg]]:
    """The four boards (user overrides applied) and the warnings of refused override files."""
    return load_captain_boards(override_dir=default_override_dir() if use_overrides else None)


def captain_seat(board: CaptainBoard, expert: bool = False) -> SeatSpec:
    """A Captain seat carrying its board's limits for the chosen variant."""
    limits = board.limits_for(expert)
    keeps = board.keeps_best(expert)
    return SeatSpec(
        kind="captain",
        name=board.name.en,
        captain=board.id,
        building_limit=limits.buildings,
        whale_limit=None if keeps is not None else limits.whales,
        keeps_best=keeps,
        fallback_draw=board.fallback == "draw",
        helm_size=len(board.helm),
    )


def make_setup(
    seed: int,
    captains: Sequence[str],
    boards: dict[str, CaptainBoard],
    humans: int = 1,
    expert: bool = False,
    turners_mill: bool = False,
    human_names: Sequence[str] = (),
    ai_levels: Sequence[AiLevel] = (),
    ai_names: Sequence[str] = (),
) -> GameSetup:
    """A table of Captains (first, in the given order), human seats, then AI player seats
    (`ai_levels`: easy, medium or strong; the app plays them with `nbgui.bots.search`)."""
    seats = [captain_seat(boards[c], expert) for c in captains]
    for i in range(humans):
        name = human_names[i] if i < len(human_names) else f"Player {i + 1}"
        seats.append(SeatSpec(name=name))
    for i, level in enumerate(ai_levels):
        name = ai_names[i] if i < len(ai_names) else f"AI {i + 1} ({level})"
        seats.append(SeatSpec(name=name, ai=level))
    return GameSetup(seed=seed, seats=seats, expert=expert, turners_mill=turners_mill)


def seat_problem(setup: GameSetup, boards: Mapping[str, CaptainBoard]) -> Msg | None:
    """Why `setup` cannot be played with `boards` (one phrase, a catalogue message), or None
    when it can.

    A save or code is self-consistent when its hash matches, but its Captain seats must also
    name a board that exists here, with the Helm size that board has: the Captain's brain reads
    the board at every decision. Limits are not compared (a seat keeps the limits it was set up
    with, so a game replays the same after the player edits a board).
    """
    for seat in setup.seats:  # a seat is named by its Captain, never by its number
        if seat.kind != "captain":
            continue
        board = boards.get(seat.captain or "")
        if board is None:
            return msg(
                "save.unknown_captain",
                captain=repr((seat.captain or "")[:40]),
                known=listing(sorted(b.name.en for b in boards.values())),
            )
        if seat.helm_size != len(board.helm):
            return msg(
                "save.helm_size",
                captain=board.name.en,
                size=seat.helm_size,
                board=len(board.helm),
            )
    return None
