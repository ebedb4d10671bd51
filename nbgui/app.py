"""Application wiring. Until the table window lands, `make run` prints a terminal game summary."""

from __future__ import annotations

from collections.abc import Sequence


def run_app(argv: Sequence[str]) -> int:
    from nbgui.cli import main as cli_main

    print("nbgui: the game window is not built yet; here is a simulated 2-seat game summary.")
    return cli_main(["sim", "--seats", "2", "--games", "1", "--seed", "1"])
