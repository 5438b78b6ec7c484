"""Faster construction of the engine's frozen, slotted dataclasses (moves and events).

The `__init__` that `dataclass(frozen=True)` writes sets every field through
`object.__setattr__`, the slow generic path (it must get past the class's own
`__setattr__`, which refuses changes): about 2 us for a four-field move here, and a
random game builds a couple of thousand moves and events. `fast_frozen_init` replaces it
with one that sets each slot through its member descriptor directly: the same fields,
defaults and keyword arguments, still frozen afterwards (assignment raises
FrozenInstanceError), about 0.9 us.

Calling the class itself still costs the generic `type.__call__` (it looks `__init__` up
and packs the arguments on every call). `fast_factory` gives a plain function that builds
the same instance without it, for the few classes a random game builds on every step and
every turn; it takes the fields positionally. It fills the slots through a mutable twin
of the class (a subclass with no slots of its own and the plain `object.__setattr__` and
`__delattr__`: if either were the frozen one, CPython would route every store through
Python code), so each field is one specialised attribute store instead of a descriptor
call, and then makes the instance what it is meant to be by `__class__` assignment: the
same layout, so the result cannot be told from one the class built (a test compares them).
A class that is not frozen (the state's slotted parts) needs no twin: its factory fills
the slots of a plain new instance.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import MISSING, fields
from types import MemberDescriptorType
from typing import Any, TypeVar

T = TypeVar("T", bound=type)
C = TypeVar("C")


def _slot_setters(cls: type) -> tuple[list[str], list[str], dict[str, Any]] | None:
    """Parameters, slot-setting lines and their namespace for building a `cls`; None
    unless every field is a plain slot with a constant default (or none) and there is no
    `__post_init__` (all the engine uses)."""
    params: list[str] = []
    body: list[str] = []
    namespace: dict[str, Any] = {}
    for f in fields(cls):
        if not f.init or f.default_factory is not MISSING:
            return None
        if f.default is MISSING:
            params.append(f.name)
        else:
            namespace[f"_default_{f.name}"] = f.default
            params.append(f"{f.name}=_default_{f.name}")
        slot = next((k.__dict__[f.name] for k in cls.__mro__ if f.name in k.__dict__), None)
        if not isinstance(slot, MemberDescriptorType):
            return None
        namespace[f"_set_{f.name}"] = slot.__set__
        body.append(f"    _set_{f.name}(self, {f.name})\n")
    if hasattr(cls, "__post_init__"):
        return None
    return params, body, namespace


def fast_frozen_init(cls: T) -> T:
    """Give the frozen slotted dataclass `cls` the faster `__init__` (returns `cls`); a
    class `_slot_setters` cannot handle keeps the dataclass's own init."""
    parts = _slot_setters(cls)
    if parts is None:
        return cls
    params, body, namespace = parts
    source = f"def __init__(self, {', '.join(params)}):\n" + ("".join(body) or "    pass\n")
    exec(source, namespace)  # a generated init, like the one dataclasses itself writes
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    type.__setattr__(cls, "__init__", init)
    return cls


def fast_factory(cls: type[C]) -> Callable[..., C]:
    """A function that builds a `cls` like `cls(...)` does (positional fields, the same
    defaults) without the generic class call, filling the slots through a mutable twin
    (see the module docstring) if `cls` is frozen, else directly; `cls` itself if
    `_slot_setters` cannot handle it."""
    parts = _slot_setters(cls)
    if parts is None:
        return cls
    params, _, namespace = parts
    names = [p.split("=")[0] for p in params]
    frozen = cls.__setattr__ is not object.__setattr__  # (a frozen dataclass writes its own)
    plain = {"__setattr__": object.__setattr__, "__delattr__": object.__delattr__}
    twin = type(f"_{cls.__name__}Twin", (cls,), {"__slots__": (), **plain}) if frozen else cls
    namespace["_new"], namespace["_twin"], namespace["_cls"] = object.__new__, twin, cls
    source = (
        f"def new({', '.join(params)}):\n    self = _new(_twin)\n"
        + "".join(f"    self.{name} = {name}\n" for name in names)
        + ("    self.__class__ = _cls\n" if frozen else "")
        + "    return self\n"
    )
    exec(source, namespace)  # generated like `fast_frozen_init`
    factory: Callable[..., C] = namespace["new"]
    factory.__qualname__ = f"new_{cls.__name__}"
    return factory
