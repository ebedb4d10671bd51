"""PySide6's first import from the last start's work (`nbgui.pyside_import`, issue 18).

Fresh interpreters import PySide6 three ways — as any program does, through `install` with no
cache file (which writes it), and through `install` with that file — and every code object of
shiboken's support modules (reached from their functions and classes), their flags, constants,
names and line tables included, must be the same in all three. In the start from the file, each
of those modules' patterns must equal (the same compiled program: `re.Pattern` equality) the
one `re` compiles for its text. The file's checks and the cases compiled as before are tested
in this process.
"""

from __future__ import annotations

import json
import marshal
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from nbgui import pyside_import

#: Imports PySide6 (through `install`/`finish` with the file named by argv[1], unless it is
#: "-"), then prints the counts and a description of every code object of shiboken's modules.
CHILD = r"""
import json, re, sys, types
from pathlib import Path
cache = sys.argv[1]
if cache != "-":
    from nbgui import pyside_import
    assert pyside_import.install(Path(cache))
import PySide6.QtCore
stats = {}
if cache != "-":
    pyside_import.finish(Path(cache), write=True)
    stats = dict(pyside_import.stats)

def constant(c):  # a frozenset's order is the hash seed's: sorted
    if isinstance(c, types.CodeType):
        return describe(c)
    return repr(sorted(map(repr, c))) if isinstance(c, frozenset) else repr(c)

def describe(code):
    consts = [constant(c) for c in code.co_consts]
    return [code.co_qualname, code.co_filename, code.co_flags, code.co_firstlineno,
            code.co_code.hex(), code.co_linetable.hex(), code.co_exceptiontable.hex(),
            list(code.co_names), list(code.co_varnames), list(code.co_freevars), consts]

codes, patterns, unequal = {}, 0, []
def walk(prefix, space, seen):
    for name, value in sorted(space.items(), key=lambda kv: kv[0]):
        value = getattr(value, "__func__", value)
        if isinstance(value, property):
            value = value.fget
        if isinstance(value, types.FunctionType):
            codes[prefix + name] = describe(value.__code__)
        elif isinstance(value, type) and id(value) not in seen and value.__module__ == prefix[:-1]:
            seen.add(id(value))
            walk(prefix + name + ".", vars(value), seen)
        elif isinstance(value, re.Pattern):
            global patterns
            patterns += 1
            if value != re._compiler.compile(value.pattern, value.flags):
                unequal.append(value.pattern[:40])
for name, module in sorted(sys.modules.items()):
    if name == "signature_bootstrap" or name.startswith("shibokensupport"):
        walk(name + ".", vars(module), set())
print(json.dumps({"stats": stats, "codes": codes, "patterns": patterns, "unequal": unequal}))
"""


def _child(cache: str) -> dict[str, Any]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run(
        [sys.executable, "-c", CHILD, cache], capture_output=True, text=True, env=env,
        timeout=120, check=True,
    )
    result: dict[str, Any] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


def test_a_start_from_the_file_builds_shibokens_modules_alike(tmp_path: Path) -> None:
    cache = tmp_path / "pyside_import.bin"
    plain = _child("-")
    first = _child(str(cache))  # no file yet: everything compiled, the file written
    assert cache.is_file()
    again = _child(str(cache))
    assert first["stats"]["codes_compiled"] >= 10 and first["stats"]["codes_cached"] == 0
    assert again["stats"]["codes_cached"] == first["stats"]["codes_compiled"]
    assert again["stats"]["codes_compiled"] == 0 and again["stats"]["patterns_compiled"] == 0
    assert again["stats"]["patterns_cached"] == first["stats"]["patterns_compiled"] > 0
    assert len(plain["codes"]) > 100  # the loader, the parser, the feature switch, ...
    assert first["codes"] == plain["codes"]
    assert again["codes"] == plain["codes"]
    assert again["patterns"] > 0 and again["unequal"] == []


@pytest.fixture
def tables() -> Any:
    """The module's tables empty before and after a test."""
    pyside_import.finish(write=False)
    yield
    for table in (pyside_import._codes, pyside_import._patterns, pyside_import._used_codes,
                  pyside_import._used_patterns):
        table.clear()
    pyside_import._made = False


def test_another_source_or_flags_are_compiled(tables: None) -> None:
    stale = compile(b"x = 1", "mod.py", "exec", 0, True)
    here = sys._getframe().f_code.co_flags & pyside_import._FUTURE_FLAGS  # what is inherited
    pyside_import._codes[("mod.py", here)] = (b"x = 1", stale)
    assert pyside_import._compile(b"x = 1", "mod.py", "exec") is stale
    fresh = pyside_import._compile(b"x = 2", "mod.py", "exec")  # the source changed
    assert fresh is not stale and fresh == compile(b"x = 2", "mod.py", "exec")
    pyside_import._codes[("mod.py", 0)] = pyside_import._codes.pop(("mod.py", here))
    other = pyside_import._compile(b"x = 1", "mod.py", "exec")  # other inherited flags
    assert other is not stale and other.co_flags == compile(b"x = 1", "m", "exec").co_flags
    # a call that is not shiboken's plain one is the builtin's, flags and all
    flagged = pyside_import._compile(b"x: int", "mod.py", "exec", 0x1000000)
    assert flagged == compile(b"x: int", "mod.py", "exec", 0x1000000)
    assert pyside_import._compile("y = 1", "mod.py", "exec") == compile("y = 1", "mod.py", "exec")


def test_the_inherited_future_flags_are_the_callers() -> None:
    # this module compiles under `from __future__ import annotations`: so does a plain call
    # made from here, while the wrapper's own frame must not lend it its flags
    ours = pyside_import._compile(b"def f(a: int): pass", "m.py", "exec")
    assert ours == compile(b"def f(a: int): pass", "m.py", "exec")
    # also for a call that is not shiboken's (a str source, an "eval" string)
    assert pyside_import._compile("def f(a: int): pass", "m.py", "exec").co_flags == ours.co_flags
    plain: dict[str, Any] = {}
    snippet = "import nbgui.pyside_import as p\ncode = p._compile(b'x = 1', 'm.py', 'exec')"
    exec(compile(snippet, "<plain>", "exec", 0, True), plain)  # code without the future flag
    assert ours.co_flags != plain["code"].co_flags
    snippet = "import nbgui.pyside_import as p\ncode = p._compile('x = 1', 'm.py', 'exec')"
    exec(compile(snippet, "<plain>", "exec", 0, True), plain)
    assert plain["code"].co_flags == compile(b"x = 1", "m.py", "exec", 0, True).co_flags
    assert plain["code"].co_flags == compile(b"x = 1", "m.py", "exec", 0, True).co_flags


def test_patterns_come_from_the_recorded_program(tables: None) -> None:
    import re

    text = r"(?P<word>\w+)\s*=\s*(\d+)"
    made = pyside_import._re_compile(text, 0)
    assert made == re._compiler.compile(text, 0)  # type: ignore[attr-defined]
    assert (text, 0) in pyside_import._used_patterns
    pyside_import._patterns[(text, 0)] = pyside_import._used_patterns[(text, 0)]
    again = pyside_import._re_compile(text, 0)
    assert again == made and again.groupindex == {"word": 1}


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"not marshal at all",
        marshal.dumps(("nbgui-pyside-import", 0, b"", 0, 0, 0)),
        marshal.dumps((("another header",), {}, {})),
        "HEADER-BAD-CODE",
        "HEADER-BAD-PATTERN",
        "HEADER-BAD-PROGRAM",
    ],
)
def test_a_damaged_or_foreign_file_is_not_used(tmp_path: Path, tables: None, content: Any) -> None:
    good_code = (b"x = 1", compile(b"x = 1", "m.py", "exec"))
    if content == "HEADER-BAD-CODE":
        content = marshal.dumps((pyside_import._header(), {("m.py", 0): (b"x = 1", 3)}, {}))
    elif content == "HEADER-BAD-PATTERN":
        content = marshal.dumps((pyside_import._header(), {("m.py", 0): good_code},
                                 {("a", 0): (0, ["x"], 0, {}, ())}))
    elif content == "HEADER-BAD-PROGRAM":  # not a whole number of code words
        content = marshal.dumps((pyside_import._header(), {("m.py", 0): good_code},
                                 {("a", 0): (0, b"\1" * (pyside_import._WORD_SIZE + 1), 0, {},
                                             ())}))
    path = tmp_path / "cache.bin"
    path.write_bytes(content)
    pyside_import._read(path)
    assert pyside_import._codes == {} and pyside_import._patterns == {}
    # the same file with a good header and good entries is used
    path.write_bytes(marshal.dumps((pyside_import._header(), {("m.py", 0): good_code}, {})))
    pyside_import._read(path)
    assert pyside_import._codes == {("m.py", 0): good_code}


def test_the_file_is_written_only_when_something_was_compiled(tmp_path: Path) -> None:
    path = tmp_path / "sub" / "cache.bin"
    assert pyside_import.install(path) is False  # PySide6 is imported in this process
    pyside_import._made = False
    pyside_import._installed = True  # as after an install that found everything in the file
    pyside_import.finish(path, write=True)
    assert not path.exists()
    pyside_import._installed, pyside_import._made = True, True
    pyside_import._used_codes[("m.py", 0)] = (b"x = 1", compile(b"x = 1", "m.py", "exec"))
    pyside_import.finish(path, write=False)  # PYTHONDONTWRITEBYTECODE: not written either
    assert not path.exists()
    pyside_import._installed, pyside_import._made = True, True
    pyside_import._used_codes[("m.py", 0)] = (b"x = 1", compile(b"x = 1", "m.py", "exec"))
    pyside_import.finish(path, write=True)
    header, codes, _ = marshal.loads(path.read_bytes())
    assert header == pyside_import._header() and list(codes) == [("m.py", 0)]
    assert pyside_import._used_codes == {} and not pyside_import._installed
    import builtins

    assert builtins.compile is pyside_import._real_compile


def _good_file() -> bytes:
    good_code = (b"x = 1", compile(b"x = 1", "m.py", "exec"))
    return marshal.dumps((pyside_import._header(), {("m.py", 0): good_code}, {}))


def test_a_file_over_the_cap_is_not_used(tmp_path: Path, tables: None) -> None:
    path = tmp_path / "cache.bin"
    good = _good_file()
    # marshal ignores what follows the data: only the cap refuses this one
    path.write_bytes(good + b"\0" * (pyside_import.MAX_BYTES + 1 - len(good)))
    pyside_import._read(path)
    assert pyside_import._codes == {}
    path.write_bytes(good + b"\0" * (pyside_import.MAX_BYTES - len(good)))  # at the cap: used
    pyside_import._read(path)
    assert list(pyside_import._codes) == [("m.py", 0)]


def test_the_cap_is_a_few_times_the_real_file() -> None:
    real = pyside_import.cache_path()
    if real is None or not real.is_file():
        pytest.skip("no cache file beside nbgui's bytecode in this checkout")
    assert 2 * real.stat().st_size < pyside_import.MAX_BYTES < 10 * real.stat().st_size


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
@pytest.mark.parametrize("through_symlink", [False, True])
def test_a_named_pipe_at_the_path_is_not_read(tmp_path: Path, tables: None,
                                              through_symlink: bool) -> None:
    """A pipe whose writer would give it a good file's bytes is still refused, without
    blocking (a plain read would wait for the writer, then take its bytes)."""
    import threading

    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    path = fifo
    if through_symlink:
        path = tmp_path / "cache.bin"
        path.symlink_to(fifo)
    good = _good_file()

    def writer() -> None:
        try:
            fd = os.open(fifo, os.O_WRONLY)  # waits for a reader
            try:
                os.write(fd, good)
            finally:
                os.close(fd)
        except BrokenPipeError:
            pass

    thread = threading.Thread(target=writer, daemon=True)
    thread.start()
    try:
        pyside_import._read(path)
        assert pyside_import._codes == {}
    finally:
        reader = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)  # lets the writer through
        thread.join(10)
        os.close(reader)
    assert not thread.is_alive()


def test_a_folder_at_the_path_is_not_read(tmp_path: Path, tables: None) -> None:
    with pytest.raises(pyside_import.CacheFileError):
        pyside_import._read_bytes(tmp_path)
    pyside_import._read(tmp_path)
    assert pyside_import._codes == {}
