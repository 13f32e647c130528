"""`@record`: a frozen value class with slots, what `@dataclass(frozen=True, slots=True)` makes,
lighter to declare and quicker to build.

A dataclass writes and compiles six or seven methods for each class when its module is
imported, and then builds the class a second time for its slots: about half a millisecond a
class, and the engine's operation records alone are twenty classes on every start-up. A record
compiles only its `__init__` (which sets each slot through the slot itself, quicker than a
frozen dataclass's `object.__setattr__`); its `__repr__`, `__eq__`, `__hash__` and the frozen
`__setattr__` are shared functions giving what a dataclass gives (the same repr, equality
within one class only, the hash of the tuple of the fields). `__post_init__` runs after
`__init__` as in a dataclass. Copies and pickles rebuild the record through its `__init__`.

Fields are the class's own annotations, in order, with their class-level values as defaults
(immutable values only: no `field()`). A subclass of a record adds its fields after its
base's. A class may still be declared with `@dataclass(frozen=True, slots=True)` on a record
base that has no fields (`ops.Op`): both kinds live side by side.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import FrozenInstanceError
from operator import attrgetter
from typing import Any, TypeVar, dataclass_transform

T = TypeVar("T")


@dataclass_transform(frozen_default=True)
def record(cls: type[T]) -> type[T]:
    own = tuple(
        name
        for name, note in cls.__dict__.get("__annotations__", {}).items()
        if not str(note).startswith(("ClassVar", "typing.ClassVar"))
    )
    defaults = {name: cls.__dict__[name] for name in own if name in cls.__dict__}
    body = {
        key: value
        for key, value in cls.__dict__.items()
        if key not in own and key not in ("__dict__", "__weakref__")
    }
    fields: tuple[str, ...] = (*getattr(cls, "__record_fields__", ()), *own)
    body["__slots__"] = own
    body["__match_args__"] = fields
    body["__record_fields__"] = fields
    for name, method in _shared(fields).items():
        body.setdefault(name, method)
    meta: Any = type(cls)
    new = meta(cls.__name__, cls.__bases__, body)
    new.__qualname__ = cls.__qualname__
    new.__init__ = _init(new, fields, defaults, "__post_init__" in body)
    return new  # type: ignore[no-any-return]


def _init(cls: Any, fields: tuple[str, ...], defaults: dict[str, object], post: bool) -> object:
    """`__init__(self, a, b=..., ...)` setting each slot through its descriptor."""
    env: dict[str, object] = {}
    params, lines = [], []
    for i, name in enumerate(fields):
        env[f"_set{i}"] = getattr(cls, name).__set__
        if name in defaults:
            env[f"_default{i}"] = defaults[name]
            params.append(f"{name}=_default{i}")
        else:
            params.append(name)
        lines.append(f"    _set{i}(self, {name})")
    if post:
        lines.append("    self.__post_init__()")
    source = f"def __init__(self, {', '.join(params)}):\n" + ("\n".join(lines) or "    pass")
    exec(source, env)  # noqa: S102 - code made here from the class's own field names
    init = env["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"  # type: ignore[attr-defined]
    return init


def _shared(fields: tuple[str, ...]) -> dict[str, Callable[..., Any]]:
    values: Callable[[object], tuple[object, ...]]
    if len(fields) > 1:
        values = attrgetter(*fields)
    elif fields:
        one = attrgetter(fields[0])

        def values(self: object) -> tuple[object, ...]:
            return (one(self),)

    else:

        def values(self: object) -> tuple[object, ...]:
            return ()

    def __repr__(self: object) -> str:
        shown = ", ".join(f"{n}={v!r}" for n, v in zip(fields, values(self), strict=True))
        return f"{type(self).__qualname__}({shown})"

    def __eq__(self: object, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return values(self) == values(other)

    def __hash__(self: object) -> int:
        return hash(values(self))

    def __setattr__(self: object, name: str, value: object) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self: object, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    def __reduce__(self: object) -> tuple[object, tuple[object, ...]]:
        return type(self), values(self)

    shared: dict[str, Callable[..., Any]] = {
        "__repr__": __repr__,
        "__eq__": __eq__,
        "__hash__": __hash__,
        "__setattr__": __setattr__,
        "__delattr__": __delattr__,
    }
    if fields:  # a base without fields leaves copying to its subclasses (dataclasses too)
        shared["__reduce__"] = __reduce__
    return shared
