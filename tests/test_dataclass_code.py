"""nbgui's dataclass methods compiled ahead of time (`nbgui.dataclass_code`, issue 18).

The generated module is current (`tools/gen_dataclass_code.py --check`), and every dataclass of
nbgui built from it is the class the standard library builds on its own: the same fields,
parameters and attributes, methods with the same code, globals, defaults, annotations and
closures. Both are described in fresh interpreters (one with the generated module hidden).
"""

from __future__ import annotations

import json
import os
import pickle
import re
import subprocess
import sys
from collections import Counter
from dataclasses import FrozenInstanceError
from pathlib import Path

import pytest

from nbgui import dataclass_code

ROOT = Path(__file__).resolve().parent.parent

DESCRIBE = r"""
import sys
if %(hide)r:
    # the standard library compiles every method
    sys.modules["nbgui._dataclass_code_py{}{}".format(*sys.version_info[:2])] = None
import dataclasses, importlib, json, re, types
sys.path.insert(0, %(tools)r)
import gen_dataclass_code as gen
from nbgui import dataclass_code

ADDRESS = re.compile(r" at 0x[0-9a-fA-F]+")

def plain(value):
    return ADDRESS.sub("", repr(value))

def code(c):
    return [dataclass_code.fingerprint(c), c.co_name, c.co_qualname, c.co_flags, c.co_argcount,
            c.co_posonlyargcount, c.co_kwonlyargcount, c.co_freevars, c.co_cellvars]

def function(f):
    return {
        "code": code(f.__code__), "name": f.__name__, "qualname": f.__qualname__,
        "module": f.__module__, "globals": f.__globals__.get("__name__"),
        "defaults": plain(f.__defaults__), "kwdefaults": plain(f.__kwdefaults__),
        "annotations": plain(f.__annotations__), "doc": f.__doc__,
        "closure": [plain(c.cell_contents) for c in f.__closure__ or ()],
        "wrapped": function(f.__wrapped__) if hasattr(f, "__wrapped__") else None,
    }

def attribute(value):
    if isinstance(value, types.FunctionType):
        return function(value)
    return plain(value)

classes = {}
for name in gen.module_names():
    module = importlib.import_module(name)
    for value in vars(module).values():
        if isinstance(value, type) and dataclasses.is_dataclass(value) \
                and value.__module__ == name:
            classes[f"{name}.{value.__qualname__}"] = {
                "attributes": {k: attribute(v) for k, v in sorted(vars(value).items())},
                "fields": [plain(f) for f in dataclasses.fields(value)],
                "params": plain(value.__dataclass_params__),
                "mro": [c.__qualname__ for c in value.__mro__],
            }
print("RESULT " + json.dumps({
    "in_use": dataclasses._create_fn is dataclass_code._create_fn,
    "compiled": len(dataclass_code.compiled),
    "classes": classes,
}))
"""


def describe(hide: bool) -> dict[str, object]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    code = DESCRIBE % {"hide": hide, "tools": str(ROOT / "tools")}
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120,
        check=False, cwd=ROOT,
    )
    lines = [line for line in out.stdout.splitlines() if line.startswith("RESULT ")]
    assert lines, out.stdout + out.stderr
    result: dict[str, object] = json.loads(lines[-1][len("RESULT "):])
    return result


needs_311 = pytest.mark.skipif(
    not dataclass_code.applies(),
    reason="nbgui.dataclass_code copies Python 3.11's and 3.12's dataclasses; elsewhere it "
    "stays unused",
)


@needs_311
def test_generated_module_is_current() -> None:
    out = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "gen_dataclass_code.py"), "--check"],
        capture_output=True, text=True, timeout=120, check=False, cwd=ROOT,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
    )
    assert out.returncode == 0, out.stdout + out.stderr


@needs_311
def test_classes_are_the_standard_librarys() -> None:
    ahead = describe(hide=False)
    plain = describe(hide=True)
    assert ahead["in_use"] is True and plain["in_use"] is False
    assert ahead["compiled"] == 0, "methods compiled at import: regenerate the module"
    classes = ahead["classes"]
    assert isinstance(classes, dict) and len(classes) > 80
    assert classes == plain["classes"]


def test_a_stale_class_is_compiled_as_before() -> None:
    """A class the generated module does not know is built by the standard library as usual."""
    from dataclasses import dataclass

    before = len(dataclass_code.compiled)

    @dataclass(frozen=True, slots=True)
    class Unheard:
        a_field_nobody_declared: int
        another_one: str = "x"

    # a class of this test module: not nbgui's, so not counted, still whole
    assert len(dataclass_code.compiled) == before
    one = Unheard(1)
    assert one == Unheard(1, "x") and hash(one) == hash(Unheard(1))
    assert repr(one) == (
        "test_a_stale_class_is_compiled_as_before.<locals>.Unheard("
        "a_field_nobody_declared=1, another_one='x')"
    )
    with pytest.raises(FrozenInstanceError):
        one.another_one = "y"  # type: ignore[misc]


def test_engine_events_keep_their_dataclass_behaviour() -> None:
    """Built from the generated code: equality, hashing, frozen, repr, pickling, replace."""
    import dataclasses

    from nbgui.engine import FeePaid, GameStarted

    if dataclass_code.applies():  # the code came from the generated module, not from exec
        name = dataclass_code.generated_module().split(".")[1]
        assert GameStarted.__eq__.__code__.co_filename.endswith(f"{name}.py")
    one = GameStarted(7, ("a", "b"))
    assert one == GameStarted(seed=7, seats=("a", "b")) != GameStarted(8, ("a", "b"))
    assert hash(one) == hash(GameStarted(7, ("a", "b")))
    assert one != FeePaid(None, 1, 2, "x") and (one == ("a",)) is False
    assert repr(one) == "GameStarted(seed=7, seats=('a', 'b'))"
    assert pickle.loads(pickle.dumps(one)) == one
    assert dataclasses.replace(one, seed=8) == GameStarted(8, ("a", "b"))
    assert [f.name for f in dataclasses.fields(FeePaid)] == ["payer", "payee", "amount",
                                                              "building"]
    assert not hasattr(one, "__dict__")
    with pytest.raises(FrozenInstanceError):
        one.seed = 8  # type: ignore[misc]
    with pytest.raises(TypeError):
        GameStarted(7)  # type: ignore[call-arg]


def signatures(version: tuple[int, int]) -> Counter[str]:
    """The ``def`` line of every method in the generated module for Python `version`, with
    3.12's names of the standard library's helpers (``__dataclass_type_x__``,
    ``__dataclass_dflt_x__``, ``__dataclass_return_type__``…) written as 3.11 writes them."""
    name = dataclass_code.generated_module(version).split(".")[1]
    text = (ROOT / "nbgui" / f"{name}.py").read_text(encoding="utf-8")
    assert f"\nPYTHON = {version!r}\n" in text
    lines = re.findall(r"^ def [^\n]*$", text, re.MULTILINE)
    return Counter(re.sub(r"__dataclass_(\w+?)__", r"_\1", line) for line in lines)


def test_the_312_module_has_the_methods_of_the_311_one() -> None:
    """The release freezes with Python 3.12: its module (written by the generator under 3.12)
    holds a method for every one of the 3.11 module (checked current above), with the same
    parameters and defaults; only the bodies are each Python's own. A class, field, default or
    flag changed and regenerated under 3.11 only fails here."""
    old, new = signatures((3, 11)), signatures((3, 12))
    assert sum(old.values()) > 500
    assert old == new, "run tools/gen_dataclass_code.py under Python 3.12 too (docs/engine.md)"


def python312() -> str | None:
    """A Python 3.12 with the app's dependencies (``NBGUI_PYTHON312``), if one is named."""
    return os.environ.get("NBGUI_PYTHON312") or None


@pytest.mark.skipif(python312() is None, reason="no Python 3.12 named in NBGUI_PYTHON312")
def test_the_312_module_is_current_and_in_use_under_312() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    py = str(python312())
    out = subprocess.run(
        [py, str(ROOT / "tools" / "gen_dataclass_code.py"), "--check"],
        capture_output=True, text=True, timeout=300, check=False, cwd=ROOT, env=env,
    )
    assert out.returncode == 0, out.stdout + out.stderr
    probe = (
        "import sys, dataclasses; assert sys.version_info[:2] == (3, 12)\n"
        "from nbgui import dataclass_code\n"
        "import nbgui.engine, nbgui.content.captains, nbgui.captain\n"
        "print(dataclasses._create_fn is dataclass_code._create_fn, dataclass_code.compiled)"
    )
    out = subprocess.run([py, "-c", probe], capture_output=True, text=True, timeout=120,
                         check=False, cwd=ROOT, env=env)
    assert out.stdout.split("\n")[0] == "True []", out.stdout + out.stderr


RELEASE = r"""
import dataclasses, json
import nbgui
from nbgui import dataclass_code
import nbgui.engine  # noqa: F401 - classes made from the table
table = dataclass_code._code
held = len(table)
dataclass_code.release()


@dataclasses.dataclass(frozen=True)
class Later:
    a: int
    b: str = "x"


print("RESULT " + json.dumps({
    "held": held, "left": len(table), "now": len(dataclass_code._code),
    "works": [repr(Later(1)), Later(1) == Later(1, "x"), hash(Later(2)) == hash(Later(2))],
}))
"""


@needs_311
def test_release_lets_the_table_go_and_later_classes_still_work() -> None:
    out = subprocess.run(
        [sys.executable, "-c", RELEASE], capture_output=True, text=True, timeout=120,
        check=False, cwd=ROOT, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
    )
    lines = [line for line in out.stdout.splitlines() if line.startswith("RESULT ")]
    assert lines, out.stdout + out.stderr
    result = json.loads(lines[-1][len("RESULT "):])
    assert result["held"] > 80 and result["left"] == 0 and result["now"] == 0
    assert result["works"] == ["Later(a=1, b='x')", True, True]
