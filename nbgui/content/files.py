"""Reading a file the app did not write itself: regular files only, with a size cap first.

Every file nbgui reads from disk (saves, settings, UI state, Captain overrides, rules data) goes
through `read_regular_file`. It opens the path without blocking (a FIFO would otherwise wait
forever for a writer), asks the *opened* file what it is (`fstat`, so a symlink swapped between
a check and the open cannot fool it), refuses anything but a regular file (FIFOs, sockets,
devices such as ``/dev/zero``, folders), refuses a file larger than the cap from its size, and
then reads at most cap + 1 bytes (a file that grows while it is read is still refused).

Symlinks to regular files are followed (players keep saves where they like); what counts is
the file they lead to.

>>> import tempfile, pathlib
>>> p = pathlib.Path(tempfile.mkdtemp()) / "a.json"
>>> _ = p.write_bytes(b"{}")
>>> read_regular_file(p, 10)
b'{}'
>>> read_regular_file(p.parent, 10)
Traceback (most recent call last):
...
nbgui.content.files.FileReadError: it is a folder, not a file
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

from nbgui.text.files import file_size
from nbgui.text.message import Msg, Param, english, msg
from nbgui.text.system import os_reason

_O_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_O_BINARY = getattr(os, "O_BINARY", 0)


class FileReadError(Exception):
    """A file that cannot be read safely: `msg` is the reason (a catalogue message, ``file.*``),
    `problem` its English phrase."""

    def __init__(self, problem: Msg) -> None:
        self.msg = problem
        self.problem = english(problem)
        super().__init__(self.problem)


def file_kind(mode: int) -> Msg:
    """A plain word for what a non-regular file is."""
    if stat.S_ISDIR(mode):
        return msg("file.kind.folder")
    if stat.S_ISFIFO(mode):
        return msg("file.kind.pipe")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return msg("file.kind.device")
    if stat.S_ISSOCK(mode):
        return msg("file.kind.socket")
    return msg("file.kind.other")


def not_a_file(mode: int) -> Msg:
    """Why a path of this `mode` is refused where a file is wanted: "it is a folder, not a
    file" (a named pipe, a device, a socket); a kind without a name of its own: "it is not a
    plain file"."""
    kind = file_kind(mode)
    if kind.id == "file.kind.other":
        return msg("file.not_regular")
    return msg("file.not_a_file", kind=kind)


def left_as_it_was(message_id: str, refused: Path, /, **params: Param) -> Msg:
    """The message `message_id` that says the `refused` path is left as it was ("the file is
    left as it was at …"), or its ``.folder`` form when `refused` is a folder (a folder given as
    a save or a board file is no file), or its ``.missing`` form, where the catalogue has one,
    when nothing is at `refused` (no file to leave as it was: it says where the app looked)."""
    from nbgui.text.catalog import MESSAGES

    try:
        folder = refused.is_dir()
        missing = not os.path.lexists(refused)
    except (OSError, ValueError):
        folder = missing = False
    if folder:
        return msg(message_id + ".folder", **params)
    if missing and message_id + ".missing" in MESSAGES:
        return msg(message_id + ".missing", **params)
    return msg(message_id, **params)


def regular_file_problem(path: Path | str, limit: int) -> Msg | None:
    """Why `path` is not a regular file (a link to one is followed) of at most `limit` bytes,
    without opening it ("file.missing", "it is a named pipe, not a file", "file.too_large",
    "file.unreadable"), or None. For files another reader opens by their path (Qt's fonts
    and drawings, the log): a pipe there blocks that reader for ever."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return msg("file.missing")
    except (OSError, ValueError) as exc:
        return msg("file.unreadable", reason=_reason(exc))
    if not stat.S_ISREG(info.st_mode):
        return not_a_file(info.st_mode)
    if info.st_size > limit:
        return msg("file.too_large", size=file_size(info.st_size, up=True), limit=file_size(limit))
    return None


def read_regular_file(path: Path, limit: int) -> bytes:
    """The bytes of `path`, which must be a regular file of at most `limit` bytes.

    Raises `FileReadError` (with `problem`: "the file does not exist", "it is a named pipe,
    not a file", "it is too large (N bytes; at most M)", "cannot read it (reason)").
    Never blocks on a FIFO and never reads more than `limit` + 1 bytes.
    """
    # checked before open (Windows has no O_NONBLOCK); the size again on the open file
    problem = regular_file_problem(path, limit)
    if problem is not None:
        raise FileReadError(problem)
    try:
        fd = os.open(path, os.O_RDONLY | _O_NONBLOCK | _O_BINARY)
    except FileNotFoundError as exc:
        raise FileReadError(msg("file.missing")) from exc
    except OSError as exc:
        raise FileReadError(msg("file.unreadable", reason=_reason(exc))) from exc
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):  # swapped for a pipe or device after the stat
            raise FileReadError(not_a_file(info.st_mode))
        if info.st_size > limit:
            raise FileReadError(
                msg("file.too_large", size=file_size(info.st_size, up=True), limit=file_size(limit))
            )
        chunks: list[bytes] = []
        got = 0
        while got <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - got))
            if not chunk:
                break
            chunks.append(chunk)
            got += len(chunk)
        if got > limit:
            raise FileReadError(msg("file.too_large_over", limit=file_size(limit)))
        return b"".join(chunks)
    except OSError as exc:
        raise FileReadError(msg("file.unreadable", reason=_reason(exc))) from exc
    finally:
        os.close(fd)


def _reason(exc: BaseException) -> Msg:
    return os_reason(exc)


def json_text(raw: bytes) -> str:
    """A JSON file's bytes as text: UTF-8, without the byte-order mark an editor may put in
    front (Notepad did, and Python's JSON parser refuses it: a Captain board or save the
    player opened and saved again there was refused as "damaged or cut short").
    `UnicodeDecodeError` when the bytes are not UTF-8.

    >>> json_text(b"\\xef\\xbb\\xbf{}"), json_text(b"{}")
    ('{}', '{}')
    """
    return raw[3:].decode("utf-8") if raw.startswith(b"\xef\xbb\xbf") else raw.decode("utf-8")


class JsonTooDeep(ValueError):
    """JSON nested deeper than Python's parser can follow (it raises `RecursionError`, which is
    not a `ValueError`): a malformed file like any other."""


def parse_json(text: str | bytes) -> object:
    """`json.loads` for a hostile file's text: every way the text can fail to be JSON is a
    `ValueError` (`json.JSONDecodeError`, an integer too long to convert, `JsonTooDeep`), so a
    reader that refuses a `ValueError` refuses them all. (``[`` × 1,000 — one kilobyte — made
    `json.loads` raise `RecursionError`; a history-pending file like that stopped the app's
    start with a traceback.)

    >>> parse_json('{"a": [1]}')
    {'a': [1]}
    >>> parse_json("[" * 5000)
    Traceback (most recent call last):
    ...
    nbgui.content.files.JsonTooDeep: nested too deeply to read
    """
    try:
        return json.loads(text)
    except RecursionError as exc:
        raise JsonTooDeep("nested too deeply to read") from exc
