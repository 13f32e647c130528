"""Load a scenario file: parse, check everything, build the arbiter's DrillSetup."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..arbiter.setup import DrillSetup
from ..engine.errors import EngineError
from .checks import cross_field_problems
from .errors import ScenarioError
from .schema import schema_problems
from .yamlnodes import Document, Pos, read_yaml


@dataclass(frozen=True, slots=True)
class Scenario:
    """One drill. `raw` is the file's data as plain values; `id_pos` where the id is written."""

    id: str
    title: str
    level: int
    description: str
    path: str
    setup: DrillSetup
    raw: dict[str, Any] = field(default_factory=dict, repr=False)
    id_pos: Pos = Pos(1, 1)


def load_scenario(path: str | Path) -> Scenario:
    """Raises ScenarioError with every problem of the file, each as `PATH:LINE:COL: message`."""
    doc = read_document(path)
    return scenario_from(doc)


def read_document(path: str | Path) -> Document:
    """Parse and check a scenario file without building it; raises ScenarioError."""
    doc, problems = read_yaml(path)
    problems += schema_problems(doc)
    problems += cross_field_problems(doc)
    if problems:
        raise ScenarioError(problems)
    return doc


def scenario_from(doc: Document) -> Scenario:
    from .build import build_setup

    try:
        setup = build_setup(doc)
    except EngineError as e:  # a check the engine makes that checks.py missed
        raise ScenarioError([doc.problem(("table",), str(e), key=True)]) from None
    data = doc.value
    return Scenario(
        id=data["id"],
        title=data["title"],
        level=data["level"],
        description=str(data.get("description", "")).strip(),
        path=doc.path,
        setup=setup,
        raw=data,
        id_pos=doc.pos(("id",)),
    )
