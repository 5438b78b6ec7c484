"""A faster `__init__` for the engine's frozen, slotted dataclasses (moves and events).

The `__init__` that `dataclass(frozen=True)` writes sets every field through
`object.__setattr__`, the slow generic path (it must get past the class's own
`__setattr__`, which refuses changes): about 2 us for a four-field move here, and a
random game builds a couple of thousand moves and events. `fast_frozen_init` replaces it
with one that sets each slot through its member descriptor directly: the same fields,
defaults and keyword arguments, still frozen afterwards (assignment raises
FrozenInstanceError), about 0.9 us.
"""

from __future__ import annotations

from dataclasses import MISSING, fields
from types import MemberDescriptorType
from typing import Any, TypeVar

T = TypeVar("T", bound=type)


def fast_frozen_init(cls: T) -> T:
    """Give the frozen slotted dataclass `cls` the faster `__init__` (returns `cls`).

    Only plain fields with a constant default (or none) are supported, which is all the
    engine uses; anything else (default factories, `__post_init__`, init-only fields)
    keeps the dataclass's own init."""
    params: list[str] = []
    body: list[str] = []
    namespace: dict[str, Any] = {}
    for f in fields(cls):
        if not f.init or f.default_factory is not MISSING:
            return cls
        if f.default is MISSING:
            params.append(f.name)
        else:
            namespace[f"_default_{f.name}"] = f.default
            params.append(f"{f.name}=_default_{f.name}")
        slot = next((k.__dict__[f.name] for k in cls.__mro__ if f.name in k.__dict__), None)
        if not isinstance(slot, MemberDescriptorType):
            return cls
        namespace[f"_set_{f.name}"] = slot.__set__
        body.append(f"    _set_{f.name}(self, {f.name})\n")
    if hasattr(cls, "__post_init__"):
        return cls
    source = f"def __init__(self, {', '.join(params)}):\n" + ("".join(body) or "    pass\n")
    exec(source, namespace)  # a generated init, like the one dataclasses itself writes
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    type.__setattr__(cls, "__init__", init)
    return cls
