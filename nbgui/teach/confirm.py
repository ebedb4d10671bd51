"""The moves the table always asks about, whatever the coach's check found.

A launch to track space 1 comes home empty, before any whaling (RULES.md 11.1: "The UI must
warn before such a launch"), and the rules reference promises it is confirmed
(`rule:launch_space_1`: "The app asks you to confirm such a launch"). Two places keep that
promise and read it here, one code set: the table asks with mistake warnings on or off
(`nbgui.ui.table.choices.Choices.move_warnings`), and the mistake check words its figures for
such a move even below its threshold (`nbgui.teach.warnings.warnings_for`).

Pure Python without the coach: the table imports it, and a player who turned warnings off
never loads the coach's search for it (`tests/teach/test_confirm.py`).

>>> from nbgui.engine import Place
>>> [code for code, _, _ in always_confirmed(Place("city_pier", ship=1, to=1))]
['launch_space_1']
>>> always_confirmed(Place("city_pier", ship=1, to=2))
[]
"""

from __future__ import annotations

from nbgui.engine import Command, Place
from nbgui.text import Msg, msg

#: The warning code of a launch to space 1 ("Don't warn me again" mutes it by this code).
LAUNCH_SPACE_1 = "launch_space_1"

#: Warning code → its rules-reference entry, for every warning the table asks about whatever
#: the coach's check found.
ALWAYS_CONFIRMED: dict[str, str] = {LAUNCH_SPACE_1: "rule:launch_space_1"}


def always_confirmed(cmd: Command) -> list[tuple[str, Msg, str]]:
    """(code, sentence, reference entry) of each warning in `ALWAYS_CONFIRMED` that `cmd`
    raises: a launch to space 1 (City Pier, Wharf, Dry Dock, or Turner's Mill repeating one)."""
    if isinstance(cmd, Place) and cmd.to == 1:
        return [(LAUNCH_SPACE_1, msg("warning.launch_space_1"), ALWAYS_CONFIRMED[LAUNCH_SPACE_1])]
    return []
