"""PySide6's first import without the Python work it repeats at every start (issue 18).

The first PySide6 import loads shiboken's support package (``shibokensupport``: the signature
loader, the ``__feature__`` switch, the .pyi generator). Shiboken keeps those modules inside
its library as source text and compiles them with the builtin `compile` at every start (14
modules, 129 KB: about 19 ms of CPU here, 120 M instructions); Python's bytecode cache never
sees them. Importing them then compiles regular expressions with `re` (three large ones of
shiboken's, a few of the standard library's: 15-25 ms). A bare PySide6 window pays the same;
none of it depends on the app.

`install()` (`nbgui.__main__`, as the window's start begins: the patterns of the modules it
imports first are kept too) and `finish()` (`run_app`, right after the first PySide6 import) keep
what that work produces in a cache file beside nbgui's own bytecode (`cache_path`:
``nbgui/__pycache__/pyside_import.<cache tag>.bin``) and take it from there at the next start:

- a code object is the one `compile` made for exactly the same source text (compared in full),
  file name and inherited ``__future__`` flags, under this Python (its bytecode magic number);
- a pattern is made by `_sre.compile` from the very arguments `re` passed it for the same
  pattern text and flags the last time (its parsed program, kept as the bytes of its code
  words: as a list of 12,605 ints, checking and unmarshalling them cost about 1.4 ms
  at every start), under this `_sre`.

Anything else, or anything that differs, is compiled as before (slower, never different). A
start that compiled something writes the file again, as Python writes its bytecode cache, and
only when Python would (not under ``PYTHONDONTWRITEBYTECODE``, nor where the folder is not
writable: a system-wide install then compiles as before). The frozen bundle ships the file,
made when it is built (`build`), and its Qt run-time hook imports PySide6 after
``packaging/pyinstaller/pyi_rth_nbgui.py`` installs this. The file is read as Python reads its
own ``.pyc`` files beside it (marshal), and checked: a regular file (asked of the opened file,
opened without blocking: a named pipe there cannot stall the start) of at most `MAX_BYTES`,
then its header, the types of every entry; anything else is ignored (`CacheFileError`). It is
read before nbgui's own modules are imported, so `nbgui.content.files` (which imports the
catalogue) is not used for it.
`tests/test_pyside_import.py` checks a start from the file builds shiboken's modules with the
same code and the same patterns as a start without it.
"""

from __future__ import annotations
import __future__

import _sre  # type: ignore[import-not-found]  # re's C engine: no stubs
import builtins
import importlib.util
import marshal
import os
import re
import stat
import sys
from pathlib import Path
from types import CodeType
from typing import Any, Final

#: Bumped when the file's layout changes.
FORMAT = 2

#: A pattern's program in the file: its code words as native unsigned ints (`memoryview.cast`
#: format; `_sre`'s words are as wide, else no pattern is taken from the file or recorded).
_WORD: Final = "I"
_WORD_SIZE = memoryview(bytes(8)).cast(_WORD).itemsize
_WORDS_FIT = _WORD_SIZE == _sre.CODESIZE

#: The cache file's size cap. Measured: 362,073 bytes in a checkout and in the bundle
#: (CPython 3.11, PySide6 6.11.3: 14 modules, 25 patterns), about a fifth of the cap.
MAX_BYTES = 2_000_000

_compiler: Any = getattr(re, "_compiler", None)  # re's pattern compiler (3.11 and later)

#: The ``__future__`` flags `compile` inherits from the code that calls it.
_FUTURE_FLAGS = 0
for _name in __future__.all_feature_names:
    _FUTURE_FLAGS |= getattr(__future__, _name).compiler_flag

_real_compile: Any = builtins.compile
_real_re_compile: Any = getattr(_compiler, "compile", None)

#: From the file: (file name, inherited flags) -> (source, code); (pattern, flags) -> the
#: arguments `_sre.compile` takes after the pattern, the program as bytes (`_WORD`).
_codes: dict[tuple[str, int], tuple[bytes, CodeType]] = {}
_patterns: dict[tuple[str | bytes, int], tuple[Any, ...]] = {}
#: What this start used or made, which `finish` writes when something was made.
_used_codes: dict[tuple[str, int], tuple[bytes, CodeType]] = {}
_used_patterns: dict[tuple[str | bytes, int], tuple[Any, ...]] = {}
_made = False
_installed = False

#: The counts of this start (tests): taken from the file, compiled.
stats = {"codes_cached": 0, "codes_compiled": 0, "patterns_cached": 0, "patterns_compiled": 0}


def cache_path() -> Path | None:
    """The cache file beside nbgui's own bytecode, or None where Python keeps no bytecode."""
    tag = sys.implementation.cache_tag
    if tag is None:
        return None
    return Path(__file__).resolve().parent / "__pycache__" / f"pyside_import.{tag}.bin"


def _header() -> tuple[Any, ...]:
    """What a file must start with to be used by this Python."""
    return ("nbgui-pyside-import", FORMAT, importlib.util.MAGIC_NUMBER, _sre.MAGIC,
            _sre.CODESIZE, _WORD_SIZE, sys.hexversion, sys.flags.optimize)


class CacheFileError(Exception):
    """The cache file is not a regular file of at most `MAX_BYTES` bytes."""


def _read_bytes(path: Path) -> bytes:
    """The bytes of `path`, a regular file of at most `MAX_BYTES`; `CacheFileError` otherwise
    (OSError when it cannot be opened)."""
    if not stat.S_ISREG(os.stat(path).st_mode):  # before the open: not every OS has O_NONBLOCK
        raise CacheFileError("not a regular file")
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    with open(fd, "rb") as file:
        info = os.fstat(fd)  # the opened file: a symlink swapped since the stat cannot fool it
        if not stat.S_ISREG(info.st_mode):
            raise CacheFileError("not a regular file")
        if info.st_size > MAX_BYTES:
            raise CacheFileError(f"larger than {MAX_BYTES} bytes")
        data = file.read(MAX_BYTES + 1)  # never more, should it grow while it is read
    if len(data) > MAX_BYTES:
        raise CacheFileError(f"larger than {MAX_BYTES} bytes")
    return data


def _read(path: Path) -> None:
    """Load `path` into the tables; nothing at all if it is missing, not a regular file, too
    large, damaged or for another Python."""
    try:
        data = marshal.loads(_read_bytes(path))
    except (OSError, CacheFileError, EOFError, ValueError, TypeError):
        return
    if type(data) is not tuple or len(data) != 3 or data[0] != _header():
        return
    codes, patterns = data[1], data[2]
    if type(codes) is not dict or type(patterns) is not dict:
        return
    for key, value in codes.items():
        if not (type(key) is tuple and len(key) == 2 and type(key[0]) is str
                and type(key[1]) is int and type(value) is tuple and len(value) == 2
                and type(value[0]) is bytes and type(value[1]) is CodeType):
            return
    for key, value in patterns.items():
        if not (type(key) is tuple and len(key) == 2 and type(key[0]) in (str, bytes)
                and type(key[1]) is int and type(value) is tuple and len(value) == 5
                and type(value[0]) is int and type(value[1]) is bytes
                and len(value[1]) % _WORD_SIZE == 0 and type(value[2]) is int
                and type(value[3]) is dict and type(value[4]) is tuple):
            return
    _codes.update(codes)
    if _WORDS_FIT:
        _patterns.update(patterns)


def _compile(source: Any, filename: Any, mode: Any, flags: int = 0, dont_inherit: bool = False,
             optimize: int = -1, **more: Any) -> Any:
    """`compile`, from the file for the plain calls shiboken makes (bytes, ``"exec"``)."""
    global _made
    # the ``__future__`` flags `compile` itself inherits from the code calling it (that is,
    # not from this function's frame): given to it explicitly in every case
    inherited = 0
    if not dont_inherit:
        try:
            inherited = sys._getframe(1).f_code.co_flags & _FUTURE_FLAGS
        except ValueError:  # called with no Python code running: nothing to inherit
            inherited = 0
    if not (type(source) is bytes and type(filename) is str and mode == "exec" and flags == 0
            and not dont_inherit and optimize == -1 and not more):
        return _real_compile(source, filename, mode, flags | inherited, True, optimize, **more)
    key = (filename, inherited)
    hit = _codes.get(key)
    if hit is not None and hit[0] == source:
        stats["codes_cached"] += 1
        _used_codes[key] = hit
        return hit[1]
    code = _real_compile(source, filename, mode, inherited, True)
    stats["codes_compiled"] += 1
    _used_codes[key] = (source, code)
    _made = True
    return code


class _Recorder:
    """`_sre` for `re`'s compiler while it compiles one pattern: keeps the call's arguments."""

    def __init__(self) -> None:
        self.args: tuple[Any, ...] | None = None

    def compile(self, *args: Any) -> Any:
        self.args = args
        return _sre.compile(*args)

    def __getattr__(self, name: str) -> Any:
        return getattr(_sre, name)


def _re_compile(p: Any, flags: Any = 0) -> Any:
    """`re._compiler.compile`, the pattern from the file's arguments when it holds them."""
    global _made
    if type(p) not in (str, bytes) or type(flags) is not int or flags & re.DEBUG:
        return _real_re_compile(p, flags)
    key = (p, flags)
    hit = _patterns.get(key)
    if hit is not None:
        stats["patterns_cached"] += 1
        _used_patterns[key] = hit
        final, words, groups, groupindex, indexgroup = hit
        program = memoryview(words).cast(_WORD).tolist()
        return _sre.compile(p, final, program, groups, groupindex, indexgroup)
    recorder = _Recorder()
    _compiler._sre = recorder
    try:
        pattern = _real_re_compile(p, flags)
    finally:
        _compiler._sre = _sre
    stats["patterns_compiled"] += 1
    if recorder.args is not None and recorder.args[0] is p and _WORDS_FIT:
        # plain ints and bytes (re's named constants are ints marshal does not write)
        from array import array

        final, program, groups, groupindex, indexgroup = recorder.args[1:]
        _used_patterns[key] = (int(final), array(_WORD, program).tobytes(), int(groups),
                               dict(groupindex), tuple(indexgroup))
        _made = True
    return pattern


def install(path: Path | None = None) -> bool:
    """Take shiboken's compiled modules and `re`'s patterns from the cache file (`path`, else
    `cache_path`) until `finish`; call it before the first PySide6 import. False (nothing done)
    when PySide6 is imported already or this Python's `re` is not the one expected."""
    global _installed
    if _installed:
        return True
    if "shiboken6" in sys.modules or _real_re_compile is None:
        return False
    path = path if path is not None else cache_path()
    if path is not None:
        _read(path)
    builtins.compile = _compile
    _compiler.compile = _re_compile
    _installed = True
    return True


def finish(path: Path | None = None, write: bool | None = None) -> None:
    """Right after the first PySide6 import: `compile` and `re` are the standard ones again,
    the tables are let go and, when this start compiled something, the cache file is written
    (`write`: by default when Python writes bytecode)."""
    global _installed, _made
    if not _installed:
        return
    if builtins.compile is _compile:
        builtins.compile = _real_compile
    if _compiler.compile is _re_compile:
        _compiler.compile = _real_re_compile
    _installed = False
    path = path if path is not None else cache_path()
    if write is None:
        write = not sys.dont_write_bytecode
    if _made and write and path is not None:
        _write(path, (_header(), dict(_used_codes), dict(_used_patterns)))
    _made = False
    for table in (_codes, _patterns, _used_codes, _used_patterns):
        table.clear()


def _write(path: Path, data: tuple[Any, ...]) -> None:
    """`data` to `path` atomically (a name of its own first), as Python writes bytecode; an
    unwritable folder is no error."""
    try:
        blob = marshal.dumps(data)
        path.parent.mkdir(parents=True, exist_ok=True)
        spare = path.with_name(f"{path.name}.{os.getpid()}.tmp")
        spare.write_bytes(blob)
        os.replace(spare, path)
    except (OSError, ValueError):
        pass


def build(path: Path) -> None:
    """Write the cache file `path` from a fresh start's imports up to PySide6's (`make dist`:
    the bundle's copy, for the Python and PySide6 it freezes): what the window's start imports
    from `nbgui.__main__` to PySide6, in a process that has imported none of it."""
    if not install(path=Path(os.devnull)):
        raise RuntimeError("PySide6 is imported already, or re is not the expected one")
    # the modules `run_app` imports before PySide6, in its order, then PySide6's first import
    for name in ("nbgui.app", "nbgui.engine", "nbgui.content.captains", "PySide6.QtCore"):
        importlib.import_module(name)
    finish(path=path, write=True)
    if not path.is_file():
        raise RuntimeError(f"nothing was compiled by the PySide6 import: {path} not written")


__all__ = ["MAX_BYTES", "CacheFileError", "build", "cache_path", "finish", "install",
           "stats"]
