"""A package's names imported when first asked for (PEP 562): a command that needs one light
module of the package does not pay for the heavy ones its `__init__` would import
(`scenarios`: the loader and YAML for `stats`; `progress`: the store for `drill --data URL`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from importlib import import_module
from typing import Any


def lazy_names(package: str, where: Mapping[str, str], namespace: dict[str, Any]
               ) -> Callable[[str], Any]:
    """The package's `__getattr__`: `name` from its module `where[name]` (relative to
    `package`), kept in the package's `namespace` once asked for."""

    def __getattr__(name: str) -> Any:
        if name not in where:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(import_module(where[name], package), name)
        namespace[name] = value  # asked once
        return value

    return __getattr__
