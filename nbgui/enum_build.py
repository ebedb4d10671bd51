"""Qt's enum classes built with less Python (start-up CPU, issue 18).

PySide6 makes a Python `enum` class for every enum of a Qt class the first time that class's
enums are used, through the standard library's functional API:
``enum.IntEnum(name, [(member, value), ...], boundary=enum.KEEP)`` (and `Enum`, `Flag`,
`IntFlag`). On the way to nbgui's first frame that is 225 classes with 3,043 members (the `Qt`
namespace alone 93 classes, 1,195 members), and Python 3.11's `enum` spends about 19 µs of
CPU on each member: `_EnumDict.__setitem__` checks every name, `EnumType.__new__` wraps each
value in a `_proto_member` whose `__set_name__` deletes it from the new class again and sets the
member through `EnumType.__setattr__` — 55–60 ms of the start, PySide6's enum options change
none of it.

`install()` replaces `EnumType._create_` (the functional API's worker) with `_create_` below.
For exactly the calls PySide6 makes — a list of ``(name, int)`` pairs whose names are plain (no
leading underscore, unique, not ``mro``), no ``module``, ``qualname``, ``type`` or ``start``
given — it gives `type.__new__` the namespace `EnumType.__new__` would have made (learnt once per
base class and boundary from two classes the standard library builds without members: the
same shared values, fresh member containers, the same keys in the same order, each member's
place kept for it) and then adds the members itself, doing for each what
`_proto_member.__set_name__` does (the same member object, attributes, aliases, descriptors,
maps, flag masks, iteration order). Any other call is built as the standard library's
`_create_` builds it (`_standard_create`, its own lines). It is installed only under the Pythons
whose enum internals it copies (`WRITTEN_FOR`, a digest of their code, as
`nbgui.dataclass_code` does): 3.11, the `.venv` of `make`, and 3.12, which the release workflow
freezes with (its `_proto_member.__set_name__` looks for a descriptor of the member's name
differently and copies more of one, and its `_create_` names the calling module with
`sys._getframemodulename`: both followed here); under any other the standard library runs
untouched. Measured: the
enum classes of nbgui's first frame in about 40 % of the CPU time (docs/ui.md).
`tests/test_enum_build.py` builds every enum class of QtCore, QtGui, QtWidgets and QtSvg both
ways and compares them attribute by attribute, namespace order included (under Python 3.12
too, with the Python named by ``NBGUI_PYTHON312``).
"""

from __future__ import annotations

import contextlib
import enum
import sys
from types import CodeType, DynamicClassAttribute
from typing import Any

from nbgui.dataclass_code import fingerprint, key

#: The functional API's worker as the standard library defines it.
_STDLIB_CREATE: Any = enum.EnumType.__dict__["_create_"]

#: The Pythons whose enum internals `_create_` copies, by the digest `stdlib_digest` gives.
WRITTEN_FOR: dict[tuple[int, int], str] = {
    (3, 11): "d2c56fa56c71b8c723ee8d718d1860fa",
    (3, 12): "705aed52552d158d61c6fe02e55a11c6",
}

#: Python 3.12's `_proto_member.__set_name__` (3.11's looks for a descriptor differently).
_PY312 = sys.version_info[:2] >= (3, 12)

#: What `EnumType.__new__` may set on a new class after its members exist (in the standard
#: library's order): given to `type.__new__` behind the members' places by `_create_`.
_AFTER_MEMBERS = frozenset({
    "__format__", "__str__", "__repr__", "__reduce_ex__",
    "__or__", "__and__", "__xor__", "__ror__", "__rand__", "__rxor__", "__invert__",
    "__new_member__", "__new__",
})

#: Python 3.11 and 3.12 keep an `Enum` or `Flag` member's attributes (not an int-based one's)
#: in a values array beside it, under its class's shared table of attribute names
#: (`Py_TPFLAGS_MANAGED_DICT`). The array gets a slot for every name that table holds or may
#: still take (at most `_SHARED_KEYS_MAX`): 29 for a class's first instance, one fewer for each
#: instance after it, so an enum's first members took up to 29 slots of 8 bytes for their four
#: attributes (`_value_`, `_name_`, `__objclass__`, `_sort_order_`): 183 KiB of Python over the
#: 3,135 members of the Qt namespace's and 40 other classes' enums a game builds (issue 18,
#: docs/ui.md). `_add_members` makes and drops `_SPARE_INSTANCES` instances before the members,
#: which leaves their arrays the four names and `_SPARE_SLOTS` more; nothing a member has or
#: does changes. (Had the table fewer names to give, the members would keep ordinary dicts:
#: more memory, the same members.)
_MANAGED_DICT = 1 << 4
_SHARED_KEYS_MAX = 30
_MEMBER_ATTRIBUTES = 4
_SPARE_SLOTS = 2
_SPARE_INSTANCES = _SHARED_KEYS_MAX - 1 - _MEMBER_ATTRIBUTES - _SPARE_SLOTS

_BASES: tuple[type, ...] = (enum.Enum, enum.IntEnum, enum.Flag, enum.IntFlag)
_ENUM_INIT = enum.Enum.__init__
#: The names the base classes of a new class define, by its base classes (`__mro__[1:]`).
_inherited: dict[tuple[type, ...], frozenset[str]] = {}
_type_setattr = type.__setattr__
_type_delattr = type.__delattr__


def _copied() -> list[Any]:
    """The standard library's functions whose work `_create_` does or relies on."""
    meta = enum.EnumType.__dict__
    return [
        _STDLIB_CREATE,
        meta["__call__"],
        meta["__new__"],
        meta["__setattr__"],
        meta["__delattr__"],
        enum.Enum.__dict__["__init__"],
        enum._proto_member.__dict__["__set_name__"],  # type: ignore[attr-defined]
        enum._EnumDict.__dict__["__setitem__"],
        enum._is_descriptor,  # type: ignore[attr-defined]
    ]


def stdlib_digest() -> str:
    """The digest `WRITTEN_FOR` files this Python's enum internals under."""
    parts = []
    for function in _copied():
        function = getattr(function, "__func__", function)  # a staticmethod's function
        code = getattr(function, "__code__", None)
        parts.append(fingerprint(code) if isinstance(code, CodeType) else repr(function))
    return key("\n".join(parts)).hex()


def applies() -> bool:
    """Whether this Python's enum internals are the ones `_create_` copies."""
    written = WRITTEN_FOR.get((sys.version_info[0], sys.version_info[1]))
    return written is not None and stdlib_digest() == written


def install() -> bool:
    """Build PySide6's enum classes the quick way from now on, if this Python's `enum` is the
    one copied; returns whether it is in use."""
    if enum.EnumType.__dict__["_create_"] is _create_:
        return True
    if not applies():
        return False
    setattr(enum.EnumType, "_create_", _create_)  # noqa: B010 - a method of the metaclass
    return True


def uninstall() -> None:
    """The standard library's `_create_` again (tests)."""
    setattr(enum.EnumType, "_create_", _STDLIB_CREATE)  # noqa: B010


def _plain(names: object) -> bool:
    """Whether `names` is what PySide6 passes: a list of (name, int) pairs with plain,
    unique names (nothing `_EnumDict.__setitem__` would treat other than as a member)."""
    if type(names) is not list:
        return False
    seen = set()
    for item in names:
        if type(item) is not tuple or len(item) != 2:
            return False
        name, value = item
        if type(name) is not str or type(value) is not int:
            return False
        if not name or name[0] == "_" or name == "mro" or name in seen:
            return False
        seen.add(name)
    return True


def _calling_module() -> str | None:
    """The module `EnumType._create_`'s caller is in, looked up as the standard library's
    `_create_` does (this function is one frame deeper: the frames are counted from here)."""
    getframemodulename = getattr(sys, "_getframemodulename", None)  # Python 3.12
    if getframemodulename is not None:
        with contextlib.suppress(AttributeError):
            return getframemodulename(3)  # type: ignore[no-any-return]
    with contextlib.suppress(AttributeError, ValueError, KeyError):
        return sys._getframe(3).f_globals["__name__"]  # type: ignore[no-any-return]
    return None


def _create_(
    cls: Any,
    class_name: str,
    names: Any,
    *,
    module: str | None = None,
    qualname: str | None = None,
    type: Any = None,  # the standard library's parameter name
    start: int = 1,
    boundary: Any = None,
) -> Any:
    """`EnumType._create_`: PySide6's calls built here, any other as the standard library
    builds it."""
    caller = _calling_module()
    if not (
        cls in _BASES and type is None and module is None and qualname is None and start == 1
        and _plain(names)
    ):
        return _standard_create(
            cls, class_name, names, module=module, qualname=qualname, type=type, start=start,
            boundary=boundary, caller=caller,
        )
    template = _templates.get((cls, boundary)) if caller is not None else None
    if template is None:
        if caller is None or (cls, boundary) in _templates:  # not foreseen: the long way
            return _standard_create(cls, class_name, names, boundary=boundary, caller=caller)
        template = _templates[(cls, boundary)] = _learn(cls, boundary)
        if template is None:
            return _standard_create(cls, class_name, names, boundary=boundary, caller=caller)
    before, after, new = template
    namespace: dict[str, Any] = {}
    for name, kind, value in before:
        namespace[name] = (
            value if kind is _SHARED else caller if kind is _MODULE
            else staticmethod(value) if kind is _STATIC else value()
        )
    for name, _value in names:
        namespace[name] = None  # the member's place, as the standard library leaves it
    for name, value in after:
        namespace[name] = value
    enum_class = _type_new(cls.__class__, class_name, (cls,), namespace)
    _add_members(enum_class, names)
    if new is not None:  # set, not given to type.__new__ (which would make it a staticmethod)
        _type_setattr(enum_class, "__new__", new)
    if issubclass(enum_class, enum.Flag):  # as `EnumType.__new__` ends for a Flag
        member_list = [m._value_ for m in enum_class]
        if member_list != sorted(member_list):
            enum_class._iter_member_ = enum_class._iter_member_by_def_
    return enum_class


#: What a new class's namespace holds besides its members, learnt from the standard library
#: per (base, boundary): the attributes before the members (a fresh container where the
#: standard library makes one per class), after them, and its ``__new__``; None: not foreseen.
_Template = tuple[list[tuple[str, object, Any]], list[tuple[str, Any]], Any]
_templates: dict[tuple[Any, Any], _Template | None] = {}

#: The containers every class gets its own of.
_FRESH_BY_NAME: dict[str, Any] = {
    "_member_names_": list, "_member_map_": dict, "_value2member_map_": dict,
    "_unhashable_values_": list,
}
_SHARED, _MODULE, _OWN = object(), object(), object()  # kinds of attribute before the members
#: ... and a `staticmethod` of its own around a shared function (3.12's `_generate_next_value_`)
_STATIC = object()
_type_new = type.__new__


def _learn(cls: Any, boundary: Any) -> _Template | None:
    """The standard library's namespace for a class of `cls` without members, as a template;
    None where two such classes differ in anything but their own containers and module, or
    the order is not the one `_create_` reproduces (then every class is built the long way)."""
    samples = [
        _standard_create(cls, f"Sample{i}", [], boundary=boundary, caller=f"sample{i}")
        for i in (0, 1)
    ]
    spaces = [dict(vars(sample)) for sample in samples]
    keys = list(spaces[0])
    if keys != list(spaces[1]) or "__doc__" not in keys:
        return None
    cut = keys.index("__doc__") + 1
    before: list[tuple[str, object, Any]] = []
    for name in keys[:cut]:
        first, second = spaces[0][name], spaces[1][name]
        if name == "__module__":
            before.append((name, _MODULE, None))
        elif name in _FRESH_BY_NAME:
            if first or second or type(first) is not _FRESH_BY_NAME[name]:
                return None
            before.append((name, _OWN, _FRESH_BY_NAME[name]))
        elif (
            type(first) is staticmethod and type(second) is staticmethod
            and first is not second and first.__func__ is second.__func__
        ):  # Python 3.12 wraps `_generate_next_value_` anew for every class
            before.append((name, _STATIC, first.__func__))
        elif first is second:
            before.append((name, _SHARED, first))
        else:
            return None
    after: list[tuple[str, Any]] = []
    new = None
    rest = keys[cut:]
    if not _AFTER_MEMBERS.issuperset(rest) or "__new_member__" in rest:
        return None
    if "__new__" in rest:
        if rest[-1] != "__new__" or spaces[0]["__new__"] is not spaces[1]["__new__"]:
            return None
        new = spaces[0]["__new__"]
        rest = rest[:-1]
    for name in rest:
        if spaces[0][name] is not spaces[1][name]:
            return None
        after.append((name, spaces[0][name]))
    return before, after, new


def _standard_create(
    cls: Any,
    class_name: str,
    names: Any,
    *,
    module: str | None = None,
    qualname: str | None = None,
    type: Any = None,  # the standard library's parameter name
    start: int = 1,
    boundary: Any = None,
    caller: str | None,
) -> Any:
    """The standard library's `EnumType._create_` (Python 3.11's and 3.12's, which differ only
    in how they look up the calling module), line for line, but for the calling module, which
    `_create_` has looked up already (`caller`) as the standard library's own look-up does."""
    metacls = cls.__class__
    bases = (cls,) if type is None else (type, cls)
    _, first_enum = cls._get_mixins_(class_name, bases)
    classdict = metacls.__prepare__(class_name, bases)

    # special processing needed for names?
    if isinstance(names, str):
        names = names.replace(",", " ").split()
    if isinstance(names, (tuple, list)) and names and isinstance(names[0], str):
        original_names, names = names, []
        last_values: list[Any] = []
        for count, name in enumerate(original_names):
            value = first_enum._generate_next_value_(name, start, count, last_values[:])
            last_values.append(value)
            names.append((name, value))
    if names is None:
        names = ()

    # Here, names is either an iterable of (name, value) or a mapping.
    for item in names:
        if isinstance(item, str):
            member_name, member_value = item, names[item]
        else:
            member_name, member_value = item
        classdict[member_name] = member_value

    if module is None:
        module = caller
    if module is None:
        enum._make_class_unpicklable(classdict)  # type: ignore[attr-defined]
    else:
        classdict["__module__"] = module
    if qualname is not None:
        classdict["__qualname__"] = qualname

    return metacls.__new__(metacls, class_name, bases, classdict, boundary=boundary)


def _add_members(enum_class: Any, names: list[tuple[str, int]]) -> None:
    """What `_proto_member.__set_name__` does for each (name, value), in order."""
    namespace = enum_class.__dict__
    new_member = namespace["_new_member_"]
    use_args = namespace["_use_args_"]
    member_type = namespace["_member_type_"]
    member_names = namespace["_member_names_"]
    member_map = namespace["_member_map_"]
    value2member_map = namespace["_value2member_map_"]
    is_flag = issubclass(enum_class, enum.Flag)
    single_bit = enum._is_single_bit  # type: ignore[attr-defined]
    bases = enum_class.__mro__[1:]
    inherited = _inherited.get(bases)
    if inherited is None:  # every name the base classes define: only those can be in the way
        inherited = _inherited[bases] = frozenset().union(*(base.__dict__ for base in bases))
    # Enum's own __init__ does nothing (its code is part of the digest): not called for it
    init_does_nothing = enum_class.__init__ is _ENUM_INIT
    descriptor_types = (enum.property, DynamicClassAttribute)
    flag_mask = singles_mask = 0
    if names and not use_args and enum_class.__flags__ & _MANAGED_DICT:
        for _ in range(_SPARE_INSTANCES):  # each shrinks the next instances' values arrays
            new_member(enum_class)
    for member_name, value in names:
        args = (value,)
        enum_member = new_member(enum_class, *args) if use_args else new_member(enum_class)
        if not hasattr(enum_member, "_value_"):
            if member_type is object:
                enum_member._value_ = value
            else:
                try:
                    enum_member._value_ = member_type(*args)
                except Exception as exc:
                    new_exc = TypeError("_value_ not set in __new__, unable to create it")
                    new_exc.__cause__ = exc
                    raise new_exc from exc
        value = enum_member._value_
        enum_member._name_ = member_name
        enum_member.__objclass__ = enum_class
        if not init_does_nothing:
            enum_member.__init__(*args)
        enum_member._sort_order_ = len(member_names)
        if is_flag:
            flag_mask |= value
            if single_bit(value):
                singles_mask |= value
        canonical = value2member_map.get(value)
        if canonical is not None:
            enum_member = canonical  # an alias
        elif not is_flag or single_bit(value):
            member_names.append(member_name)
        redirect = (
            _redirect(enum_class, bases, member_name, enum_member, descriptor_types)
            if member_name in inherited
            else None
        )
        _type_setattr(enum_class, member_name, enum_member if redirect is None else redirect)
        member_map[member_name] = enum_member
        value2member_map.setdefault(value, enum_member)
    if is_flag:  # the masks as the last member left them
        _type_setattr(enum_class, "_flag_mask_", flag_mask)
        _type_setattr(enum_class, "_singles_mask_", singles_mask)
        _type_setattr(enum_class, "_all_bits_", 2 ** (flag_mask.bit_length()) - 1)



def _redirect(
    enum_class: Any, bases: tuple[type, ...], member_name: str, enum_member: Any,
    descriptor_types: tuple[type, ...],
) -> Any:
    """The `enum.property` that `_proto_member.__set_name__` puts in a member's place when a
    base class defines its name as a descriptor (3.11's search or 3.12's), else None."""
    found_descriptor: Any = None
    descriptor_type: str | None = None
    class_type: type | None = None
    for base in bases:
        descriptor = base.__dict__.get(member_name)
        if descriptor is None:
            continue
        if isinstance(descriptor, descriptor_types):
            found_descriptor, descriptor_type, class_type = descriptor, "enum", base
            break
        if _PY312:
            if enum._is_descriptor(descriptor):  # type: ignore[attr-defined]
                found_descriptor = descriptor
                descriptor_type = descriptor_type or "desc"
                class_type = class_type or base
                continue
            descriptor_type, class_type = "attr", base
        elif (
            hasattr(descriptor, "fget") and hasattr(descriptor, "fset")
            and hasattr(descriptor, "fdel")
        ):
            found_descriptor = descriptor
            continue
    if not found_descriptor:
        return None
    redirect: Any = enum.property()
    redirect.member = enum_member
    redirect.__set_name__(enum_class, member_name)
    if not _PY312:
        redirect.fget = found_descriptor.fget
        redirect.fset = found_descriptor.fset
        redirect.fdel = found_descriptor.fdel
        return redirect
    if descriptor_type in ("enum", "desc"):
        redirect.fget = getattr(found_descriptor, "fget", None)
        redirect._get = getattr(found_descriptor, "__get__", None)
        redirect.fset = getattr(found_descriptor, "fset", None)
        redirect._set = getattr(found_descriptor, "__set__", None)
        redirect.fdel = getattr(found_descriptor, "fdel", None)
        redirect._del = getattr(found_descriptor, "__delete__", None)
    redirect._attr_type = descriptor_type
    redirect._cls_type = class_type
    return redirect
