"""A game as text: the setup, then every command in notation with its events in plain English,
then the score sheet. Pure (no Qt); the same text serves bug reports and sharing.

>>> from nbgui.engine import GameSetup, SeatSpec
>>> print(game_text(GameSetup(seed=3, seats=[SeatSpec(name="A"), SeatSpec(name="B")]), [])[:22])
# nbgui game (seed 3):
"""

from __future__ import annotations

from collections.abc import Sequence

from nbgui.engine import (
    Command,
    Describer,
    GameSetup,
    parse_command,
    replay,
    score,
    score_sheet_text,
)


def game_text(setup: GameSetup, commands: Sequence[Command | str]) -> str:
    """Replay `commands` from `setup` and write them with their events and the final sheet."""
    cmds = [c if not isinstance(c, str) else parse_command(c) for c in commands]
    played = replay(setup, cmds)
    names = [s.name for s in setup.seats]
    describe = Describer.of(played.state, names)
    variant = [
        v for v, on in (("expert", setup.expert), ("Turner's Mill", setup.turners_mill)) if on
    ]
    lines = [
        f"# nbgui game (seed {setup.seed}): {', '.join(names)}"
        + (f" [{', '.join(variant)}]" if variant else ""),
    ]
    try:
        from nbgui.history.codes import CodeError, setup_to_code

        lines.append(f"# code {setup_to_code(setup)}")
    except CodeError:
        pass
    lines.append(f"# {len(cmds)} commands")
    lines.append("setup")
    lines.extend(f"  {line}" for line in describe.lines(played.events[0]))
    for i, (cmd, events) in enumerate(zip(cmds, played.events[1:], strict=True), start=1):
        lines.append(f"{i} > {cmd}")
        earlier = reversed(played.events[:i])
        lines.extend(f"  {line}" for line in describe.lines(events, earlier))
    if played.state.is_over:
        lines.append("")
        lines.append(score_sheet_text(score(played.state), names))
    return "\n".join(lines) + "\n"
