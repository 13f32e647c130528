"""`validate`'s work: check files and folders, scenarios and (in solutions/) trainee scripts."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from .discover import is_script_path, yaml_files
from .errors import Problem, ScenarioError
from .loader import Scenario, load_scenario
from .script import load_script


def check_file(path: str | Path, *, as_script: bool = False) -> list[Problem]:
    """Every problem of one scenario file (or, with `as_script`, one trainee script)."""
    try:
        if as_script:
            load_script(path)
        else:
            load_scenario(path)
    except ScenarioError as e:
        return e.problems
    return []


def check_paths(paths: Iterable[str | Path]) -> list[tuple[str, list[Problem]]]:
    """(file, problems) for every file named or found below a folder named, in order.
    Folders are searched for *.yaml and *.yml; files in a `solutions/` folder are checked
    as trainee scripts; an id used by two scenarios is a problem of the second."""
    out: list[tuple[str, list[Problem]]] = []
    ids: dict[str, Scenario] = {}
    seen: set[Path] = set()
    for arg in paths:
        root = Path(arg)
        found = [(f, is_script_path(f, root)) for f in yaml_files(root)] if root.is_dir() \
            else [(root, is_script_path(root))]
        for f, as_script in found:
            if f.resolve() not in seen:  # a file named twice is checked once
                seen.add(f.resolve())
                out.append((str(f), _check(f, as_script, ids)))
    return out


def _check(path: Path, as_script: bool, ids: dict[str, Scenario]) -> list[Problem]:
    if as_script:
        return check_file(path, as_script=True)
    try:
        scenario = load_scenario(path)
    except ScenarioError as e:
        return e.problems
    first = ids.setdefault(scenario.id, scenario)
    if first is scenario:
        return []
    pos = scenario.id_pos
    return [Problem(scenario.path, pos.line, pos.col, f"id: '{scenario.id}' is already used "
                    f"by {first.path}:{first.id_pos.line}:{first.id_pos.col}")]
