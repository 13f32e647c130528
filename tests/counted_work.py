"""Count the work instead of timing it (no timed tests: a busy machine makes them flake).

A test that a FIFO, a device or a huge file is refused "at once" checks that the reader never
opened it (the refusal came from the `stat` before any read); a test that a YAML bomb is
refused checks that no value was expanded; not how fast the machine ran.
"""

from __future__ import annotations

import os
from typing import Any

import pytest


def record_opens(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The names handed to `os.open` from now on (the list grows as files are opened)."""
    opened: list[str] = []
    real = os.open

    def spy(name: Any, *args: Any, **kwargs: Any) -> int:
        opened.append(os.fspath(name))
        return real(name, *args, **kwargs)

    monkeypatch.setattr(os, "open", spy)
    return opened


def count_converted(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """One item per YAML node turned into a Python value (aliases expanded) from now on."""
    from dealer_trainer.scenarios import yamlnodes

    converted: list[int] = []
    convert = yamlnodes._Converter.convert

    def spy(self: Any, *args: Any) -> Any:
        converted.append(1)
        return convert(self, *args)

    monkeypatch.setattr(yamlnodes._Converter, "convert", spy)
    return converted
