"""The four Captain boards (`rules/captains/*.json`): schema, parsing and loading with overrides.

A board is data, never code (CAPTAINS.md). Each file is validated strictly (unknown fields are
errors) and every problem raises `ContentError` naming the file, the field path and the problem.

Course grammar (a Helm space, a round-12 course, or the target of a ``course:`` check)::

    lumber | food | brick | money | prepare
    launch:N | prepare_launch:N          (N = 1..6, the whaling-track space)
    build_white | build_black | build_victory

Check grammar (one entry of an Orders step, read left to right)::

    own | town | opponents | most | combo
    building:<building id>               use that building whatever the course
    building:<building id>:not_owner     same, but only if this Captain does not own it
    course:<course>                      search again from step 1 with that course

The ``:not_owner`` modifier is how Ahab's "Post Office, only if he is not its owner" is written
(``building:post_office:not_owner``); it is allowed on any ``building:`` check. Strings parse into
the small typed objects `Course` and `Check`; ``str()`` gives back the exact source string.

A Helm space is ``{"course": c}`` or a split ``{"course": a, "from_round": r, "then": b}``:
course ``a`` in rounds 1..r-1 and ``b`` from round r on (r in 2..12, ``a != b``).

Building ids are checked against the rules' buildings after the structural check:
``white_list``, ``black_list`` and ``building:`` checks name action buildings,
``victory_order`` names victory buildings, no list names a building twice.

User overrides: `load_captain_boards` reads ``<override_dir>/<name>.json`` for the four names;
a valid file replaces the built-in board, an invalid or unknown one is refused with a one-line
warning and the built-in board is kept. A broken built-in board raises `ContentError`.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Literal, cast, get_args

from nbgui.content.errors import BoardValueError, ContentError, bad_value, field_words
from nbgui.content.files import left_as_it_was
from nbgui.content.loader import default_rules, load_model
from nbgui.content.models import Building, Text
from nbgui.content.schema import STRICT, Len, StrField
from nbgui.paths import data_dir, user_data_path
from nbgui.text.message import Msg, msg
from nbgui.text.system import os_reason

log = logging.getLogger(__name__)

CaptainName = Literal["starbuck", "stubb", "flask", "ahab"]
CAPTAIN_NAMES: tuple[CaptainName, ...] = get_args(CaptainName)

HELM_SPACES = 8
#: What a game accepts for a Captain seat (`nbgui.engine.state.SeatSpec`; a test keeps them equal).
MAX_BUILDING_LIMIT = 30
MAX_WHALE_LIMIT = 100
MAX_NAME_LENGTH = 40
#: The Orders' size caps: the walk of one decision costs at most (checks)² check tests.
MAX_ORDER_STEPS = 12
MAX_CHECKS_PER_STEP = 8
MAX_ORDER_CHECKS = 32
FIRST_SPLIT_ROUND = 2
LAST_ROUND = 12
MAX_LAUNCH_SPACE = 6

CourseKind = Literal[
    "lumber",
    "food",
    "brick",
    "money",
    "prepare",
    "launch",
    "prepare_launch",
    "build_white",
    "build_black",
    "build_victory",
]
COURSE_KINDS: tuple[CourseKind, ...] = get_args(CourseKind)
_NUMBERED_COURSES: frozenset[str] = frozenset({"launch", "prepare_launch"})
GOODS_COURSES: frozenset[str] = frozenset({"lumber", "food", "brick"})
BUILD_COURSES: frozenset[str] = frozenset({"build_white", "build_black", "build_victory"})

CheckKind = Literal["own", "town", "opponents", "building", "course", "most", "combo"]
CHECK_KINDS: tuple[CheckKind, ...] = get_args(CheckKind)
_PLAIN_CHECKS: frozenset[str] = frozenset({"own", "town", "opponents", "most", "combo"})
NOT_OWNER = "not_owner"

_BUILDING_ID = re.compile(r"^[a-z_]+$")
_COURSES = tuple(COURSE_KINDS)


# --- courses and checks -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Course(StrField):
    """One course: `kind`, plus the track space `n` (1..6) for launch and prepare_launch.
    Stored as its string (`parse_course`)."""

    kind: CourseKind
    n: int | None = None

    def __post_init__(self) -> None:
        if self.kind not in COURSE_KINDS:
            raise bad_value("board.unknown_course", course=repr(self.kind), expected=_COURSES)
        if self.kind in _NUMBERED_COURSES:
            if self.n is None or not 1 <= self.n <= MAX_LAUNCH_SPACE:
                raise bad_value("board.course_needs_space", kind=self.kind, last=MAX_LAUNCH_SPACE)
        elif self.n is not None:
            raise bad_value("board.course_takes_no_space", kind=self.kind)

    def __str__(self) -> str:
        return self.kind if self.n is None else f"{self.kind}:{self.n}"

    @classmethod
    def parse(cls, value: str) -> Course:
        return parse_course(value)

    @property
    def is_goods(self) -> bool:
        """True for lumber, food and brick."""
        return self.kind in GOODS_COURSES

    @property
    def is_build(self) -> bool:
        """True for the three build courses."""
        return self.kind in BUILD_COURSES


def parse_course(text: str) -> Course:
    """Parse a course string; raises `ValueError` naming the problem.

    >>> parse_course("launch:4")
    Course(kind='launch', n=4)
    >>> str(parse_course("prepare_launch:3"))
    'prepare_launch:3'
    """
    kind, sep, rest = text.partition(":")
    if kind not in COURSE_KINDS:
        raise bad_value("board.unknown_course", course=repr(text), expected=_COURSES)
    if kind in _NUMBERED_COURSES:
        if not sep or not rest.isdigit() or rest != str(int(rest)):
            raise bad_value(
                "board.course_number", course=repr(text), kind=kind, last=MAX_LAUNCH_SPACE
            )
        n = int(rest)
        if not 1 <= n <= MAX_LAUNCH_SPACE:
            raise bad_value("board.course_space", course=repr(text), last=MAX_LAUNCH_SPACE)
        return Course(kind, n)
    if sep:
        raise bad_value("board.course_no_part", course=repr(text), kind=kind)
    return Course(kind)


@dataclass(frozen=True, slots=True)
class Check(StrField):
    """One Orders check (stored as its string, `parse_check`).

    `building` is set for ``building:`` checks (with `not_owner` for the ``:not_owner`` form),
    `course` for ``course:`` checks; both are None for the plain checks.
    """

    kind: CheckKind
    building: str | None = None
    course: Course | None = None
    not_owner: bool = False

    def __post_init__(self) -> None:
        if self.kind not in CHECK_KINDS:
            raise bad_value("board.check_kind", check=repr(self.kind))
        if (self.building is not None) != (self.kind == "building"):
            raise bad_value("board.check_building_only")
        if (self.course is not None) != (self.kind == "course"):
            raise bad_value("board.check_course_only")
        if self.not_owner and self.kind != "building":
            raise bad_value("board.check_not_owner_only")

    @classmethod
    def parse(cls, value: str) -> Check:
        return parse_check(value)

    def __str__(self) -> str:
        if self.kind == "building":
            tail = f":{NOT_OWNER}" if self.not_owner else ""
            return f"building:{self.building}{tail}"
        if self.kind == "course":
            return f"course:{self.course}"
        return self.kind


def parse_check(text: str) -> Check:
    """Parse a check string; raises `ValueError` naming the problem.

    >>> parse_check("building:post_office:not_owner")
    Check(kind='building', building='post_office', course=None, not_owner=True)
    >>> str(parse_check("course:prepare_launch:4"))
    'course:prepare_launch:4'
    """
    if text in _PLAIN_CHECKS:
        return Check(cast(CheckKind, text))
    kind, sep, rest = text.partition(":")
    if kind == "building" and sep:
        building, sep2, modifier = rest.partition(":")
        if not _BUILDING_ID.match(building):
            raise bad_value("board.check_building_id", check=repr(text), building=repr(building))
        if sep2 and modifier != NOT_OWNER:
            raise bad_value("board.check_modifier", check=repr(text), modifier=NOT_OWNER)
        return Check("building", building=building, not_owner=bool(sep2))
    if kind == "course" and sep:
        try:
            course = parse_course(rest)
        except BoardValueError as exc:
            raise bad_value("board.check_course", check=repr(text), problem=exc.msg) from None
        return Check("course", course=course)
    raise bad_value("board.unknown_check", check=repr(text))


# --- the board model ------------------------------------------------------------------------


#: One Orders step: 1 to MAX_CHECKS_PER_STEP checks.
_STEP_LENGTH = Len(1, MAX_CHECKS_PER_STEP)


@dataclass(frozen=True, slots=True)
class HelmSpace:
    """One Helm space: a course, or a split (`course` before `from_round`, `then` from it on)."""

    __pydantic_config__ = STRICT

    course: Course
    from_round: int | None = field(
        default=None, metadata={"ge": FIRST_SPLIT_ROUND, "le": LAST_ROUND}
    )
    then: Course | None = None

    def __post_init__(self) -> None:
        if (self.from_round is None) != (self.then is None):
            raise bad_value("board.split_incomplete")
        if self.then is not None and self.then == self.course:
            raise bad_value("board.split_same")

    @property
    def is_split(self) -> bool:
        return self.from_round is not None

    def course_in(self, round_no: int) -> Course:
        """The course this space shows in round `round_no`."""
        if self.from_round is not None and self.then is not None and round_no >= self.from_round:
            return self.then
        return self.course


@dataclass(frozen=True, slots=True)
class Limits:
    """A Captain's building and whale limits."""

    __pydantic_config__ = STRICT

    buildings: int = field(metadata={"ge": 1, "le": MAX_BUILDING_LIMIT})
    whales: int = field(metadata={"ge": 1, "le": MAX_WHALE_LIMIT})


@dataclass(frozen=True, slots=True)
class LimitsByMode:
    """A Captain's limits in normal and in expert mode."""

    __pydantic_config__ = STRICT

    normal: Limits
    expert: Limits


@dataclass(frozen=True, slots=True)
class KeepsBest:
    """Stubb: how many of his best returned whales he keeps at game end."""

    __pydantic_config__ = STRICT

    normal: int = field(metadata={"ge": 1, "le": MAX_WHALE_LIMIT})
    expert: int = field(metadata={"ge": 1, "le": MAX_WHALE_LIMIT})


@dataclass(frozen=True, slots=True)
class CaptainBoard:
    """One Captain board, as printed on the back of a player board (or reconstructed)."""

    __pydantic_config__ = STRICT

    id: CaptainName
    name: Text
    personality: Text
    reconstructed: bool
    helm: tuple[HelmSpace, ...] = field(
        metadata={"min_length": HELM_SPACES, "max_length": HELM_SPACES}
    )
    round12: tuple[Course, Course]
    orders: tuple[Annotated[tuple[Check, ...], _STEP_LENGTH], ...] = field(
        metadata={"min_length": 1, "max_length": MAX_ORDER_STEPS}
    )
    prepare_rule: Literal["no_ship_on_dock", "no_ship_at_sea", "free"]
    white_list: tuple[str, ...] = field(metadata={"min_length": 1})
    black_list: tuple[str, ...] = field(metadata={"min_length": 1})
    victory_order: tuple[str, ...] = field(metadata={"min_length": 1})
    limits: LimitsByMode
    keeps_best_whales: KeepsBest | None
    fallback: Literal["none", "draw"]

    def __post_init__(self) -> None:
        for lang, text in (("en", self.name.en), ("es", self.name.es)):
            if len(text) > MAX_NAME_LENGTH or not text.isprintable() or not text.strip():
                raise bad_value("board.name", lang=lang, limit=MAX_NAME_LENGTH)
        checks = sum(len(step) for step in self.orders)
        if checks > MAX_ORDER_CHECKS:
            raise bad_value("board.too_many_checks", n=checks, limit=MAX_ORDER_CHECKS)

    def course_at(self, position: int, round_no: int) -> Course:
        """The course of Helm space `position` (0-based: 0 is the start space) in `round_no`.

        Split spaces resolve by round. Round 12's two fixed courses are `round12_course`; this
        method still answers for round 12 (extra placements use the Helm normally).
        """
        if not 0 <= position < HELM_SPACES:
            raise IndexError(f"helm position {position} is not in 0..{HELM_SPACES - 1}")
        if round_no < 1:
            raise ValueError(f"round {round_no} is not a game round")
        return self.helm[position].course_in(round_no)

    def round12_course(self, worker: int) -> Course:
        """Round 12's course for the Captain's first (0) or second (1) worker."""
        if worker not in (0, 1):
            raise IndexError(f"round-12 worker {worker} is not 0 or 1")
        return self.round12[worker]

    def limits_for(self, expert: bool) -> Limits:
        return self.limits.expert if expert else self.limits.normal

    def keeps_best(self, expert: bool) -> int | None:
        """Stubb's "sell all but his best N whales" count, or None (obeys his whale limit)."""
        if self.keeps_best_whales is None:
            return None
        return self.keeps_best_whales.expert if expert else self.keeps_best_whales.normal

    @property
    def ignores_whale_limit(self) -> bool:
        return self.keeps_best_whales is not None


# --- loading ----------------------------------------------------------------------------------


def _check_ids(
    file: str,
    field: str,
    ids: tuple[str, ...],
    allowed: Collection[str],
    known: Collection[str],
    what: str,  # the message id of "is not the right kind of building"
) -> None:
    seen: set[str] = set()
    for i, bid in enumerate(ids):
        where = field_words((field, i))
        if bid not in known:
            raise ContentError(file, where, msg("board.unknown_building", building=repr(bid)))
        if bid not in allowed:
            raise ContentError(file, where, msg(what, building=repr(bid)))
        if bid in seen:
            raise ContentError(file, where, msg("board.twice", building=repr(bid)))
        seen.add(bid)


def load_captain_board(
    path: Path, building_ids: Collection[str], victory_ids: Collection[str]
) -> CaptainBoard:
    """Load and validate one board file.

    `building_ids` are all the rules' building ids, `victory_ids` the victory ones among them;
    the others are the action buildings. Any problem raises `ContentError` (file, field, problem).
    """
    board = load_model(path, CaptainBoard)
    file = str(path)
    known = set(building_ids)
    victory = set(victory_ids) & known
    action = known - victory
    _check_ids(file, "white_list", board.white_list, action, known, "board.not_action")
    _check_ids(file, "black_list", board.black_list, action, known, "board.not_action")
    _check_ids(file, "victory_order", board.victory_order, victory, known, "board.not_victory")
    for s, step in enumerate(board.orders):
        for c, check in enumerate(step):
            if check.building is None:
                continue
            where = field_words(("orders", s, c))
            if check.building not in known:
                raise ContentError(
                    file, where, msg("board.unknown_building", building=repr(check.building))
                )
            if check.building not in action:
                raise ContentError(
                    file, where, msg("board.not_action", building=repr(check.building))
                )
    return board


def default_override_dir() -> Path:
    """Where a player drops corrected boards: ``<user data dir>/captains`` (so
    ``$NBGUI_HOME/data/captains`` when ``NBGUI_HOME`` is set, as for every user file)."""
    return user_data_path() / "captains"


def _load_named(
    path: Path, name: str, building_ids: Collection[str], victory_ids: Collection[str]
) -> CaptainBoard:
    board = load_captain_board(path, building_ids, victory_ids)
    if board.id != name:
        raise ContentError(
            str(path), "id", msg("board.wrong_id", name=repr(name), found=repr(board.id))
        )
    return board


def _load_builtin(
    root: Path, building_ids: Collection[str], victory_ids: Collection[str]
) -> dict[str, CaptainBoard]:
    """Validate the four board files in `root` (no other file may be there)."""
    if not root.is_dir():
        raise ContentError(str(root), "", msg("board.folder_missing"))
    extra = sorted(p.name for p in root.glob("*.json") if p.stem not in CAPTAIN_NAMES)
    if extra:
        raise ContentError(
            str(root),
            "",
            msg(
                "board.unknown_files",
                files=tuple(extra),
                expected=tuple(n + ".json" for n in CAPTAIN_NAMES),
            ),
        )
    return {
        name: _load_named(root / f"{name}.json", name, building_ids, victory_ids)
        for name in CAPTAIN_NAMES
    }


def load_captain_boards(
    builtin_dir: Path | None = None,
    override_dir: Path | None = None,
    buildings: Mapping[str, Building] | None = None,
    *,
    validate: bool = False,
) -> tuple[dict[str, CaptainBoard], list[Msg]]:
    """Load the four boards, applying valid user overrides.

    Returns the boards by name (in `CAPTAIN_NAMES` order) and the warnings (catalogue
    messages; `str()` is their English line) for
    every refused override file. A missing, extra or broken built-in board raises `ContentError`.
    `buildings` defaults to the built-in rules' buildings. The built-in boards come from the
    compiled form (`nbgui.content.compiled`) when the rules folder's files are the ones it was
    made from, unless `validate` is set; user overrides are always validated.
    """
    root = builtin_dir if builtin_dir is not None else data_dir("rules") / "captains"
    known = buildings if buildings is not None else default_rules().buildings
    building_ids = set(known)
    victory_ids = {bid for bid, b in known.items() if b.kind == "victory"}

    ready = None
    if builtin_dir is None and buildings is None and not validate:
        from nbgui.content.compiled import compiled_boards

        ready = compiled_boards(root.parent)  # None unless made from the same files
    boards = ready if ready is not None else _load_builtin(root, building_ids, victory_ids)

    warnings: list[Msg] = []
    if override_dir is None or not override_dir.is_dir():
        return boards, warnings
    try:
        candidates = sorted(override_dir.glob("*.json"))
    except OSError as exc:
        log.warning("%s: %s", override_dir, exc)
        warnings.append(
            msg("board.overrides_unreadable", folder=str(override_dir), reason=os_reason(exc))
        )
        return boards, warnings
    for path in candidates:
        name = path.stem
        if name not in CAPTAIN_NAMES:
            problem = msg(
                "board.unknown_captain", name=repr(name), expected=tuple(CAPTAIN_NAMES)
            )
            error = ContentError(str(path), "", problem)
            warnings.append(left_as_it_was("board.override_unknown", path, error=error.msg))
            continue
        try:
            boards[name] = _load_named(path, name, building_ids, victory_ids)
        except ContentError as exc:
            warnings.append(left_as_it_was("board.override_refused", path, error=exc.msg))
        except Exception:  # a loader bug must not stop the app: refuse the file
            log.exception("Captain board %s", path)
            problem = msg("board.unreadable")
            error = ContentError(str(path), "", problem)
            warnings.append(left_as_it_was("board.override_refused", path, error=error.msg))
    return boards, warnings
