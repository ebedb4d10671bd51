"""The fingerprint of the rules and Captain data a game was played with.

The engine's `Rules.digest` hashes every file under ``rules/`` (the built-in Captain boards
included). When the player has edited Captain boards (user overrides), the fingerprint gains a
suffix naming the edited Captains and hashing their boards: ``<rules digest>+<names>:<hash>``.
With the built-in boards the fingerprint is exactly `Rules.digest`, the value
`nbgui.engine.save.make_envelope` writes, so both writers agree.

>>> str(describe_difference("aaaa", "bbbb"))
'the rules data has changed since it was saved'
>>> str(describe_difference("aaaa+ahab:123", "aaaa"))
'it used edited Captain boards (ahab); the built-in boards are in use now'
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache

from nbgui.content.captains import CaptainBoard, load_captain_boards
from nbgui.content.models import Rules
from nbgui.content.schema import to_json
from nbgui.content.sha import sha256
from nbgui.text.message import Msg, msg


@lru_cache(maxsize=1)
def builtin_boards() -> dict[str, CaptainBoard]:
    """The four built-in Captain boards (no user overrides), loaded once."""
    return load_captain_boards()[0]


def content_digest(rules: Rules, boards: Mapping[str, CaptainBoard] | None = None) -> str:
    """The fingerprint saved in an envelope's ``rules_digest`` (at most 64 characters)."""
    if not boards:
        return rules.digest
    builtin = builtin_boards()
    edited = {name: board for name, board in sorted(boards.items()) if builtin.get(name) != board}
    if not edited:
        return rules.digest
    h = sha256()
    for name, board in edited.items():
        h.update(name.encode())
        h.update(to_json(board).encode())
    return f"{rules.digest}+{'/'.join(edited)}:{h.hexdigest()[:12]}"[:64]


def _split(digest: str) -> tuple[str, str, str]:
    rules, _, captains = digest.partition("+")
    names, _, _ = captains.partition(":")
    return rules, captains, names.replace("/", ", ")


def describe_difference(saved: str, current: str) -> Msg:
    """One plain phrase (a catalogue message) saying what differs between two fingerprints."""
    s_rules, s_caps, s_names = _split(saved)
    c_rules, c_caps, c_names = _split(current)
    parts: list[Msg] = []
    if s_rules != c_rules:
        parts.append(msg("digest.rules"))
    if s_caps != c_caps:
        if s_caps and c_caps:
            parts.append(msg("digest.other_boards", saved=s_names, now=c_names))
        elif s_caps:
            parts.append(msg("digest.edited_then", saved=s_names))
        else:
            parts.append(msg("digest.edited_now", now=c_names))
    if len(parts) == 2:
        return msg("digest.both", first=parts[0], second=parts[1])
    return parts[0] if parts else msg("digest.differ")
