"""A cheaper `__init__` for the engine's frozen, slotted dataclasses (events, decisions).

A frozen dataclass's generated `__init__` stores each field with `object.__setattr__(self,
name, value)`, which costs about three times a plain assignment; a simulated game builds some
two hundred events and seventy decisions, so that was several percent of its time.
`fast_frozen_init` gives the class an `__init__` with the same parameters and defaults that
stores each field through its slot's descriptor instead (the same place `object.__setattr__`
writes to). The class stays frozen: assigning to a field afterwards still raises
`FrozenInstanceError`, and equality, hashing, `repr` and pickling are the dataclass's own.
"""

from __future__ import annotations

import dataclasses
from typing import Any


def fast_frozen_init(cls: type) -> type:
    """Replace the generated `__init__` of frozen, slotted dataclass `cls`; return `cls`."""
    params = getattr(cls, "__dataclass_params__", None)
    if params is None or not params.frozen or "__slots__" not in cls.__dict__:
        raise TypeError(f"{cls.__name__} is not a frozen, slotted dataclass")
    if hasattr(cls, "__post_init__"):
        raise TypeError(f"{cls.__name__} has a __post_init__")
    namespace: dict[str, Any] = {}
    args: list[str] = []
    body: list[str] = []
    for i, f in enumerate(dataclasses.fields(cls)):
        if not f.init or f.kw_only or f.default_factory is not dataclasses.MISSING:
            raise TypeError(f"{cls.__name__}.{f.name}: only plain fields are supported")
        namespace[f"_set{i}"] = cls.__dict__[f.name].__set__
        if f.default is dataclasses.MISSING:
            args.append(f.name)
        else:
            namespace[f"_default{i}"] = f.default
            args.append(f"{f.name}=_default{i}")
        body.append(f"    _set{i}(self, {f.name})\n")
    source = f"def __init__(self, {', '.join(args)}):\n" + ("".join(body) or "    pass\n")
    exec(source, namespace)  # generated from the class's own field names
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    type.__setattr__(cls, "__init__", init)
    return cls
