"""nbgui's dataclass methods, compiled ahead of time (start-up speed, issue 18).

`@dataclass` writes the source of each method it adds (``__init__``, ``__repr__``, ``__eq__``,
``__hash__``, a frozen class's ``__setattr__``/``__delattr__``) and compiles it with `exec`
every time a module that declares the class is imported: about 450 compilations for nbgui's
~100 dataclasses, two thirds of the engine's import.

`tools/gen_dataclass_code.py` records that source for every dataclass of nbgui and writes it as
ordinary Python to `nbgui/_dataclass_code_pyXY.py` for the Python X.Y it runs under (3.11, the
`.venv` of `make`; 3.12, the release workflow's), which Python compiles once into its bytecode
cache (or PyInstaller into the bundle). `install()` (run by ``nbgui/__init__``) then has the
standard library's dataclasses take a method's code from there instead of compiling it: the key is
a digest of the *whole source text* the standard library has just written for that method, so
a class that changed since the module was generated (another field, a flag) simply is not found
and is compiled as before — a stale module is slower, never wrong. Everything else is the standard
library's own work (fields, parameters, slots, pickling, the docstring), and the function made
from the ready code is the one `exec` would have made (same globals, name, defaults,
annotations, closure over the same locals).

The substitute for the private `dataclasses._create_fn` is installed only when that function is
one it was written against (Python 3.11's or 3.12's: `WRITTEN_FOR`, a digest of its code; the
two differ only in the name of the return annotation); under any other Python the standard
library runs untouched (and compiles every method, as before).
`tests/test_dataclass_code.py` checks the generated module is current and that every nbgui
dataclass built from it equals the one the standard library builds on its own.
"""

# No `from __future__ import annotations` here: `exec` below compiles with this module's
# future flags, and the standard library's methods are compiled without that one.
import dataclasses
import importlib
import sys
from collections.abc import Callable
from types import CodeType, FunctionType
from typing import Any

#: The standard library's `_create_fn` (None from Python 3.13 on).
_STDLIB_CREATE_FN: Callable[..., Any] | None = getattr(dataclasses, "_create_fn", None)

#: Method sources compiled here because the generated module did not hold them, from nbgui's
#: modules (module name, method name): empty on a start with a current module.
compiled: list[tuple[str, str]] = []

#: While not None, every nbgui method source seen goes here (`tools/gen_dataclass_code.py`).
recording: set[str] | None = None

_code: dict[bytes, CodeType] = {}

#: The Pythons whose `dataclasses._create_fn` this module's copies: the digest of that
#: function's `stdlib_fingerprint()` and the name its text gives the return annotation.
WRITTEN_FOR: dict[tuple[int, int], tuple[str, str]] = {
    (3, 11): ("35bca7106cf05f38", "_return_type"),
    (3, 12): ("42c847d0dcfec0a1", "__dataclass_return_type__"),
}


def generated_module(version: tuple[int, ...] | None = None) -> str:
    """The name of the generated module for Python `version` (this one's by default)."""
    major, minor = (version or sys.version_info)[:2]
    return f"nbgui._dataclass_code_py{major}{minor}"


def fingerprint(code: CodeType) -> str:
    """The parts of `code` that decide what it does (its bytecode, names and constants,
    nested code included), without its file name or line numbers."""
    parts = [code.co_code.hex(), repr(code.co_names), repr(code.co_varnames)]
    parts += [_constant(c) for c in code.co_consts]
    return "|".join(parts)


def _constant(value: object) -> str:
    """A constant of code as `fingerprint` has it: nested code by its own fingerprint, a
    frozenset (3.12 compiles ``name in {'a', 'b'}`` to one) in sorted order, whatever order
    building it left it in."""
    if isinstance(value, CodeType):
        return fingerprint(value)
    if isinstance(value, frozenset):
        return "frozenset(" + repr(sorted(repr(v) for v in value)) + ")"
    return repr(value)


def stdlib_fingerprint() -> str:
    """`fingerprint` of this Python's own `dataclasses._create_fn` ("" if it has none)."""
    code = getattr(_STDLIB_CREATE_FN, "__code__", None)
    return fingerprint(code) if isinstance(code, CodeType) else ""


def _sha256_constructor() -> Any:
    """CPython's own SHA-256 (``_sha256``; ``_sha2`` from 3.12: no OpenSSL, as
    `nbgui.content.sha`, which is not imported this early), or None."""
    for name in ("_sha256", "_sha2"):
        try:
            return importlib.import_module(name).sha256
        except (ImportError, AttributeError):
            continue
    return None


_SHA256 = _sha256_constructor()

#: The name this Python's `_create_fn` gives a method's return annotation in its text.
_RETURN_NAME = WRITTEN_FOR.get((sys.version_info[0], sys.version_info[1]), ("", "_return_type"))[1]


def key(text: str) -> bytes:
    """What the generated module files the code of method source `text` under (a digest)."""
    return bytes(_SHA256(text.encode()).digest()[:16])


def stdlib_digest() -> str:
    """The digest `WRITTEN_FOR` files this Python's `dataclasses._create_fn` under."""
    return str(_SHA256(stdlib_fingerprint().encode()).hexdigest())[:16] if _SHA256 else ""


def applies() -> bool:
    """Whether this Python's `dataclasses._create_fn` is one `_create_fn` copies."""
    written = WRITTEN_FOR.get((sys.version_info[0], sys.version_info[1]))
    if written is None or _SHA256 is None:
        return False  # the standard library's way, unchanged
    return stdlib_digest() == written[0]


def _create_fn(
    name: str,
    args: list[str],
    body: list[str],
    *,
    globals: dict[str, Any] | None = None,
    locals: dict[str, Any] | None = None,
    return_type: Any = dataclasses.MISSING,
) -> Any:
    """Python 3.11's or 3.12's `dataclasses._create_fn`, taking the code from the generated
    module when it holds this exact source. The text is built exactly as the standard library
    builds it."""
    if locals is None:
        locals = {}
    return_annotation = ""
    if return_type is not dataclasses.MISSING:
        locals[_RETURN_NAME] = return_type
        return_annotation = "->" + _RETURN_NAME
    joined_args = ",".join(args)
    joined_body = "\n".join(f"  {b}" for b in body)
    txt = f" def {name}({joined_args}){return_annotation}:\n{joined_body}"
    local_vars = ", ".join(locals.keys())
    txt = f"def __create_fn__({local_vars}):\n{txt}\n return {name}"
    space = vars(dataclasses) if globals is None else globals
    code = _code.get(key(txt)) if _code else None
    module = str(space.get("__name__", ""))
    ours = module == "nbgui" or module.startswith("nbgui.")
    if ours and recording is not None:
        recording.add(txt)
    if code is None:
        if ours:
            compiled.append((module, name))
        ns: dict[str, Any] = {}
        exec(txt, space, ns)  # the standard library's own step, for a source not compiled ahead
        make = ns["__create_fn__"]
    else:
        make = FunctionType(code, space)  # what the exec above defines, without compiling
    return make(**locals)


def install() -> bool:
    """Take the methods' code from the generated module from now on, if this Python's
    dataclasses are the ones it was made for; returns whether it is in use."""
    if getattr(dataclasses, "_create_fn", None) is _create_fn:
        return True
    if not applies():
        return False
    try:  # each named in full, so that PyInstaller bundles both
        if sys.version_info[:2] == (3, 11):
            from nbgui import _dataclass_code_py311 as generated
        else:
            from nbgui import _dataclass_code_py312 as generated
    except (ImportError, SyntaxError):  # not generated yet, or left broken by a merge
        return False
    if tuple(generated.PYTHON) != sys.version_info[:2]:
        return False
    global _code
    _code = generated.CODE  # the generated module's own table, not a copy (~40 KiB)
    dataclasses._create_fn = _create_fn  # type: ignore[attr-defined]
    return True


def release() -> None:
    """Let the generated table go once the app has started (issue 18: its code objects are
    ~0.78 MiB that a game's own growth then reuses; the methods made from them keep their own
    code). A dataclass made later (a module first imported after the start) is compiled as
    without the module, and `compiled` names it."""
    global _code
    _code.clear()  # the generated module's own table (`install`), not a copy
    _code = {}


def record() -> set[str]:
    """Collect the source of every nbgui method made from now on (whether the generated
    module held it or not) into the set returned; `tools/gen_dataclass_code.py`."""
    global recording
    if not applies():
        known = " or ".join(f"{major}.{minor}" for major, minor in WRITTEN_FOR)
        raise RuntimeError(
            f"nbgui.dataclass_code copies Python {known}'s dataclasses, not these "
            f"(this one's digest: {stdlib_digest()!r})"
        )
    recording = set()
    dataclasses._create_fn = _create_fn  # type: ignore[attr-defined]
    return recording

