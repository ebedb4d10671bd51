"""What the operating system and SQLite say, as catalogue messages.

An `OSError` carries its reason as an error number (`errno`), SQLite its own as an error name
(``SQLITE_BUSY``…); their text (`strerror`, SQLite's English) is in whatever language the
system speaks, not the app's. `os_reason` and `sqlite_reason` turn them into messages: the
common reasons in words, any other one as its code ("system error EFBIG") — never the system's
own sentence. The English text stays in the log.
"""

from __future__ import annotations

import errno

from nbgui.text.message import Msg, Template, msg

MESSAGES: dict[str, Template] = {
    # operating-system reasons (os_reason)
    "os.not_found": "no such file or folder",
    "os.permission": "permission denied",
    "os.disk_full": "the disk is full",
    "os.quota": "the disk quota is used up",
    "os.read_only": "the disk is read-only",
    "os.is_folder": "it is a folder",
    "os.not_folder": "a part of the path is not a folder",
    "os.exists": "it already exists",
    "os.name_too_long": "the name is too long",
    "os.io": "the disk could not be read or written (input/output error)",
    "os.busy": "it is in use by another program",
    "os.too_many_open": "too many files are open",
    "os.link_loop": "too many symbolic links",
    "os.invalid": "the name or path is not valid",
    "os.no_device": "the device is not available",
    "os.try_again": "temporarily unavailable; try again",
    "os.no_memory": "not enough memory",
    "os.cross_device": "it cannot be moved to another disk",
    "os.not_empty": "the folder is not empty",
    "os.too_large": "the file is too large for the disk",
    "os.code": "system error {code}",
    "os.unknown": "system error",
    # SQLite's reasons (sqlite_reason)
    "sqlite.busy": "the database is in use by another program",
    "sqlite.read_only": "the database cannot be written (read-only)",
    "sqlite.cannot_open": "the database file cannot be opened",
    "sqlite.permission": "permission denied",
    "sqlite.damaged": "the file is damaged or is not a database",
    "sqlite.disk_full": "the disk is full",
    "sqlite.io": "the disk could not be read or written (input/output error)",
    "sqlite.no_memory": "not enough memory",
    "sqlite.contents": "the database does not hold the expected tables",
    "sqlite.code": "database error {code}",
    "sqlite.unknown": "database error",
    # what the app says around them
    # {kind}: the exception's name, for the log only (never said)
    "system.unexpected": "an unexpected error (the details are in nbgui's log file)",
    # a language's catalogue (translations/nbgui_<lang>.qm) missing or damaged: said in
    # English, since the words it would be said in are the ones that did not load
    "system.no_catalogue": (
        "The words for {language} could not be loaded: the file {path} is missing or damaged. "
        "Until it is restored nbgui's sentences stay in English; reinstalling nbgui restores "
        "it."
    ),
    # one of nbgui's own data files (a built-in Captain board, the rules) is damaged
    "system.own_file_damaged": (
        "This file came with nbgui and is damaged, so nbgui cannot start. Your games and "
        "settings are not affected: reinstalling nbgui restores the file."
    ),
    # the crash dialog (nbgui.persist.crash): what the player reads; the error itself, its
    # traceback and where it happened are in the crash file ({path}) and the log
    "crash.explain": (
        "nbgui met an unexpected problem and stopped what it was doing. Your game is kept as "
        "it was just before the problem. The technical details are in {path}: please attach "
        "that file to a bug report (or use Copy details)."
    ),
    "system.folders_unusable": (
        "The app's folders cannot be created ({reason}); games and settings cannot be saved."
    ),
    "system.cannot_export": "Could not write {file}: {reason}",
    # the bundle's licence index (nbgui.licenses.LicenceError)
    "licence.unreadable": "{file}: {problem}",
    "licence.not_json": "{file}: the file is not a licence list (not JSON text)",
    "licence.no_components": "{file}: the licence list names no components",
    "licence.not_object": "{file}: component {n} of the licence list is damaged",
    "licence.incomplete": "{file}: component {n} needs a name, a version and a licence",
    "licence.no_text": "{file}: {component} names no licence text",
    "licence.bad_libraries": "{file}: {component}: its library list is damaged",
    "licence.text_missing": "{file}: {component}: the licence text {text} is missing",
}

_ERRNO: dict[int, str] = {
    errno.ENOENT: "os.not_found",
    errno.EACCES: "os.permission",
    errno.EPERM: "os.permission",
    errno.ENOSPC: "os.disk_full",
    errno.EROFS: "os.read_only",
    errno.EISDIR: "os.is_folder",
    errno.ENOTDIR: "os.not_folder",
    errno.EEXIST: "os.exists",
    errno.ENAMETOOLONG: "os.name_too_long",
    errno.EIO: "os.io",
    errno.EBUSY: "os.busy",
    errno.ETXTBSY: "os.busy",
    errno.EMFILE: "os.too_many_open",
    errno.ENFILE: "os.too_many_open",
    errno.ELOOP: "os.link_loop",
    errno.EINVAL: "os.invalid",
    errno.ENXIO: "os.no_device",
    errno.ENODEV: "os.no_device",
    errno.EAGAIN: "os.try_again",
    errno.ENOMEM: "os.no_memory",
    errno.EXDEV: "os.cross_device",
    errno.ENOTEMPTY: "os.not_empty",
    errno.EFBIG: "os.too_large",
}
if hasattr(errno, "EDQUOT"):
    _ERRNO[errno.EDQUOT] = "os.quota"

_SQLITE: dict[str, str] = {
    "SQLITE_BUSY": "sqlite.busy",
    "SQLITE_LOCKED": "sqlite.busy",
    "SQLITE_READONLY": "sqlite.read_only",
    "SQLITE_CANTOPEN": "sqlite.cannot_open",
    "SQLITE_PERM": "sqlite.permission",
    "SQLITE_AUTH": "sqlite.permission",
    "SQLITE_CORRUPT": "sqlite.damaged",
    "SQLITE_NOTADB": "sqlite.damaged",
    "SQLITE_FULL": "sqlite.disk_full",
    "SQLITE_IOERR": "sqlite.io",
    "SQLITE_NOMEM": "sqlite.no_memory",
    "SQLITE_ERROR": "sqlite.contents",
    "SQLITE_SCHEMA": "sqlite.contents",
}


def os_reason(exc: BaseException) -> Msg:
    """Why an operating-system call failed, as a message.

    >>> str(os_reason(PermissionError(13, "Permiso denegado")))
    'permission denied'
    >>> str(os_reason(OSError(27, "File too large")))
    'the file is too large for the disk'
    >>> str(os_reason(OSError(errno.ECHILD, "No child processes")))
    'system error ECHILD'
    >>> str(os_reason(ValueError("embedded null byte")))
    'the name or path is not valid'
    """
    code = exc.errno if isinstance(exc, OSError) else None
    if isinstance(code, int):
        known = _ERRNO.get(code)
        if known is not None:
            return msg(known)
        return msg("os.code", code=errno.errorcode.get(code, str(code)))
    if isinstance(exc, ValueError):  # a path Python refuses before asking the system
        return msg("os.invalid")
    return msg("os.unknown")


def sqlite_reason(exc: BaseException) -> Msg:
    """Why an SQLite call failed, as a message (an `OSError` is an operating-system reason).

    >>> import pathlib, sqlite3, tempfile
    >>> p = pathlib.Path(tempfile.mkdtemp()) / "x.sqlite3"
    >>> _ = p.write_bytes(b"not a database " * 100)
    >>> try:
    ...     sqlite3.connect(p).execute("SELECT * FROM sqlite_master")
    ... except sqlite3.DatabaseError as exc:
    ...     print(sqlite_reason(exc))
    the file is damaged or is not a database
    """
    if isinstance(exc, OSError):
        return os_reason(exc)
    name = str(getattr(exc, "sqlite_errorname", "") or "")
    if name:
        base = "_".join(name.split("_")[:2])
        known = _SQLITE.get(base)
        return msg(known) if known is not None else msg("sqlite.code", code=name)
    return msg("sqlite.unknown")
