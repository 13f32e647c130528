"""`@record`: the one way a value class is declared in the engine (and beside it): a frozen
dataclass with slots. Its fields are the class's annotations, with their defaults; it is
compared, hashed, shown, copied and pickled as any frozen dataclass is."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeVar, dataclass_transform

T = TypeVar("T")


@dataclass_transform(frozen_default=True)
def record(cls: type[T]) -> type[T]:
    return dataclass(frozen=True, slots=True)(cls)
