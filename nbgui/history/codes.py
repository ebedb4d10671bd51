"""Short shareable game codes and the daily challenge.

A code names a table, its variant options and its seed, e.g. ``NB1-SH-N-C1SH0`` :

* ``NB1`` — the code format version;
* the table, one letter a seat in seat order: ``S`` Starbuck, ``T`` Stubb, ``F`` Flask,
  ``A`` Ahab, ``H`` a player at this screen, ``E`` / ``M`` / ``P`` an AI player at easy /
  medium / strong (``SeatSpec.ai``; so a table with AI seats replays with the same AI seats);
* the variant: ``N`` normal or ``X`` expert, then ``M`` with Turner's Mill, then the first
  seat's number when it is not 0 (``XM2``);
* the seed in Crockford base32 followed by two check characters (CRC-32 of everything before
  them, mod 1024, in Crockford base32).

Decoding is case-insensitive, ignores spaces and reads ``O`` as 0 and ``I``/``L`` as 1.
Captain seats are rebuilt from the built-in boards with `captain_seat` (user overrides are
ignored, so a code means the same game on every install) and players get the names given or
``Player 1``, ``Player 2`` and AI seats ``AI 1 (easy)``… — as `nbgui.simulate.make_setup`
names them (`human_names` / `ai_names` override).

>>> from nbgui.captain import load_boards
>>> boards = load_boards(use_overrides=False)[0]
>>> from nbgui.simulate import make_setup
>>> code = setup_to_code(make_setup(12345, ["starbuck"], boards))
>>> code
'NB1-SH-N-C1SH0'
>>> setup_from_code(code, boards) == make_setup(12345, ["starbuck"], boards)
True
"""

from __future__ import annotations

import datetime as dt
import zlib
from collections.abc import Mapping, Sequence

from nbgui.captain import captain_seat, load_boards
from nbgui.content.captains import CAPTAIN_NAMES, CaptainBoard
from nbgui.content.sha import sha256
from nbgui.engine import AiLevel, GameSetup, SeatSpec
from nbgui.text.message import Msg, english, msg

CODE_VERSION = "NB1"
ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"  # Crockford base32
CAPTAIN_LETTERS: dict[str, str] = {"starbuck": "S", "stubb": "T", "flask": "F", "ahab": "A"}
LETTER_CAPTAINS: dict[str, str] = {v: k for k, v in CAPTAIN_LETTERS.items()}
HUMAN_LETTER = "H"
#: AI player seats (`SeatSpec.ai`) by level: E easy, M medium, P strong ("pro").
AI_LETTERS: dict[AiLevel, str] = {"easy": "E", "medium": "M", "strong": "P"}
LETTER_AI: dict[str, AiLevel] = {v: k for k, v in AI_LETTERS.items()}
MAX_SEED = 2**63
#: Longer text is refused before it is looked at (a 4-seat code is about 25 characters).
MAX_CODE_LENGTH = 200
_EXAMPLE = "NB1-SH-N-C1SH0"


class CodeError(ValueError):
    """A game code that cannot be read: `msg` is one sentence for the player (a catalogue
    message, ``code.*``), ``str(err)`` its English text."""

    def __init__(self, problem: Msg) -> None:
        self.msg = problem
        super().__init__(english(problem))


def b32encode(value: int) -> str:
    """Crockford base32 of a non-negative integer, no padding.

    >>> b32encode(0), b32encode(31), b32encode(32)
    ('0', 'Z', '10')
    """
    if value < 0:
        raise ValueError("negative")
    out = ""
    while True:
        value, digit = divmod(value, 32)
        out = ALPHABET[digit] + out
        if value == 0:
            return out


def b32decode(text: str) -> int:
    """Inverse of `b32encode`; accepts lower case and the Crockford look-alikes O, I, L."""
    value = 0
    for ch in normalize(text):
        idx = ALPHABET.find(ch)
        if idx < 0:
            raise CodeError(msg("code.bad_letter", letter=repr(ch)))
        value = value * 32 + idx
    return value


def normalize(text: str) -> str:
    return text.strip().upper().replace("O", "0").replace("I", "1").replace("L", "1")


def _check(body: str) -> str:
    value = zlib.crc32(body.encode("ascii")) % 1024
    return ALPHABET[value // 32] + ALPHABET[value % 32]


def _boards(boards: Mapping[str, CaptainBoard] | None) -> Mapping[str, CaptainBoard]:
    return boards if boards is not None else load_boards(use_overrides=False)[0]


def setup_to_code(setup: GameSetup) -> str:
    """The code for `setup` (seats, variant options, first seat and seed)."""
    table = ""
    for seat in setup.seats:
        if seat.kind == "captain":
            if seat.captain not in CAPTAIN_LETTERS:
                raise CodeError(msg("code.no_letter", captain=repr(seat.captain)))
            table += CAPTAIN_LETTERS[seat.captain]
        elif seat.ai is not None:
            table += AI_LETTERS[seat.ai]
        else:
            table += HUMAN_LETTER
    variant = ("X" if setup.expert else "N") + ("M" if setup.turners_mill else "")
    if setup.first_seat:
        variant += str(setup.first_seat)
    body = f"{CODE_VERSION}-{table}-{variant}-{b32encode(setup.seed)}"
    return body + _check(body)


def setup_from_code(
    code: str,
    boards: Mapping[str, CaptainBoard] | None = None,
    human_names: Sequence[str] = (),
    ai_names: Sequence[str] = (),
) -> GameSetup:
    """The `GameSetup` a code stands for; raises `CodeError` (and nothing else) for any text
    that is not a valid code: a one-sentence reason for the player."""
    try:
        return _setup_from_code(code, boards, human_names, ai_names)
    except CodeError:
        raise
    except _TableRefused as exc:
        raise CodeError(_table_problem(exc)) from None
    except Exception as exc:  # any other surprise is still "not a valid code"
        raise CodeError(msg("code.invalid")) from exc


class _TableRefused(ValueError):
    """`GameSetup` or `SeatSpec` refused what a code describes (its reason in the text)."""


def _table_problem(exc: ValueError) -> Msg:
    text = str(exc)
    if "at least one human seat" in text:
        return msg("code.needs_player")
    if "several Captains" in text:
        return msg("code.several_captains")
    return msg("code.bad_table")


def _setup_from_code(
    code: str,
    boards: Mapping[str, CaptainBoard] | None,
    human_names: Sequence[str],
    ai_names: Sequence[str],
) -> GameSetup:
    if not isinstance(code, str) or len(code) > MAX_CODE_LENGTH:
        raise CodeError(msg("code.too_long"))
    text = "".join(code.split()).upper()
    if not text.isascii():
        raise CodeError(msg("code.not_ascii", example=_EXAMPLE))
    parts = text.split("-")
    if len(parts) != 4:
        raise CodeError(msg("code.parts", example=_EXAMPLE))
    version, table, variant, tail = parts
    if version != CODE_VERSION:
        raise CodeError(msg("code.version", version=version[:20], expected=CODE_VERSION))
    tail = normalize(tail)
    if len(tail) < 3:
        raise CodeError(msg("code.too_short"))
    seed_text, check = tail[:-2], tail[-2:]
    body = f"{CODE_VERSION}-{table}-{variant}-{seed_text}"
    if _check(body) != check:
        raise CodeError(msg("code.typo"))
    seed = b32decode(seed_text)
    if seed >= MAX_SEED:
        raise CodeError(msg("code.seed_too_large"))
    if not 2 <= len(table) <= 4:
        raise CodeError(msg("code.seats", low=2, high=4))
    if not variant or variant[0] not in "NX":
        raise CodeError(msg("code.variant_start"))
    expert = variant[0] == "X"
    rest = variant[1:]
    mill = rest.startswith("M")
    if mill:
        rest = rest[1:]
    if rest and (not rest.isdigit() or len(rest) != 1):
        raise CodeError(msg("code.variant"))
    first_seat = int(rest) if rest else 0
    if first_seat >= len(table):
        raise CodeError(msg("code.first_seat"))
    resolved = _boards(boards)
    seats: list[SeatSpec] = []
    humans = 0
    ais = 0
    seen: set[str] = set()
    for letter in table:
        if letter == HUMAN_LETTER:
            name = human_names[humans] if humans < len(human_names) else f"Player {humans + 1}"
            try:
                seats.append(SeatSpec(name=name))
            except ValueError as exc:
                raise _TableRefused(str(exc)) from None
            humans += 1
        elif letter in LETTER_AI:
            level = LETTER_AI[letter]
            name = ai_names[ais] if ais < len(ai_names) else f"AI {ais + 1} ({level})"
            seats.append(SeatSpec(name=name, ai=level))
            ais += 1
        elif letter in LETTER_CAPTAINS:
            captain = LETTER_CAPTAINS[letter]
            if captain in seen:
                raise CodeError(msg("code.captain_twice"))
            seen.add(captain)
            seats.append(captain_seat(resolved[captain], expert))
        else:
            raise CodeError(msg("code.seat_letter", letter=repr(letter)))
    try:
        return GameSetup(
            seed=seed, seats=seats, expert=expert, turners_mill=mill, first_seat=first_seat
        )
    except ValueError as exc:
        raise _TableRefused(str(exc)) from None


def daily_parts(date: dt.date) -> tuple[int, str]:
    """The day's seed and Captain: SHA-256 of ``nbgui-daily-<ISO date>``; the first 5 bytes
    are the seed (40 bits), the 6th byte mod 4 picks the Captain in `CAPTAIN_NAMES` order."""
    digest = sha256(f"nbgui-daily-{date.isoformat()}".encode("ascii")).digest()
    seed = int.from_bytes(digest[:5], "big")
    return seed, CAPTAIN_NAMES[digest[5] % len(CAPTAIN_NAMES)]


def daily_setup(
    date: dt.date,
    boards: Mapping[str, CaptainBoard] | None = None,
    human_name: str = "Player 1",
) -> GameSetup:
    """The daily challenge: one player against the day's Captain (normal rules, Captain first)."""
    seed, captain = daily_parts(date)
    seats = [captain_seat(_boards(boards)[captain]), SeatSpec(name=human_name)]
    return GameSetup(seed=seed, seats=seats)


def daily_code(date: dt.date) -> str:
    """The daily challenge's game code — the same on every machine, computed offline."""
    return setup_to_code(daily_setup(date))
