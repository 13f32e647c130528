"""Load a trainee's action script (CONTRACT.md): a YAML list of bare words or one-key mappings."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..arbiter.actions import ActionError, TraineeAction
from .errors import ScenarioError
from .schema import describe
from .yamlnodes import MAX_SCRIPT_NODES, read_yaml


@dataclass(frozen=True, slots=True)
class ScriptItem:
    action: TraineeAction
    where: str  # PATH:LINE:COL of the item


def load_script(path: str | Path) -> list[ScriptItem]:
    """Raises ScenarioError with every problem of the file, each as `PATH:LINE:COL: message`."""
    doc, problems = read_yaml(path, max_nodes=MAX_SCRIPT_NODES)
    if not isinstance(doc.value, list):
        if not doc.is_bad(()):
            problems.append(doc.problem((), "a script is a list of actions ('- shuffle', "
                                        f"'- deal: 3'...), not {describe(doc.value)}"))
        raise ScenarioError(problems)
    items: list[ScriptItem] = []
    for i, raw in enumerate(doc.value):
        if doc.has_bad_within((i,)):
            continue
        try:
            items.append(ScriptItem(TraineeAction.parse(raw), doc.where((i,))))
        except ActionError as e:
            problems.append(doc.problem((i,), f"step {i + 1}: {e}"))
    if problems:
        raise ScenarioError(problems)
    return items

