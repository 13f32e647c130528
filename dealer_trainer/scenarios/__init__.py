"""Scenario files (YAML) <-> the arbiter: loading, validation with PATH:LINE:COL problems,
trainee scripts, and the headless drill runner.

The names below are imported when first asked for (PEP 562): a command that only needs a
module of this package (the progress commands read their files through `userfile`) does not
pay for the loader, the engine and the YAML parser it would otherwise import (0.1 to 0.25 s
of every `stats`, `report`, `export`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..lazy import lazy_names

if TYPE_CHECKING:
    from .errors import Problem, ScenarioError
    from .loader import Scenario, load_scenario
    from .script import ScriptItem, load_script

_WHERE = {
    "Problem": ".errors",
    "ScenarioError": ".errors",
    "Scenario": ".loader",
    "load_scenario": ".loader",
    "ScriptItem": ".script",
    "load_script": ".script",
}

__all__ = ["Problem", "Scenario", "ScenarioError", "ScriptItem", "load_scenario", "load_script"]


__getattr__ = lazy_names(__name__, _WHERE, globals())
