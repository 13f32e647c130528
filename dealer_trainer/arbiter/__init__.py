"""Procedure checking: the trainee's dealing steps judged against RULES.md.

arb = Arbiter(setup)
step = arb.apply(TraineeAction.parse("shuffle"))
arb.hint(); arb.snapshot(); arb.result()

The names below are imported when first asked for (PEP 562): a module that needs only
`arbiter.setup` (loading a drill, listing the drills) does not import the arbiter itself.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .actions import ActionError, TraineeAction
    from .arbiter import Arbiter, Hint
    from .mistakes import MistakeKind, MistakeSpec
    from .outcome import Event, Outcome, ScriptError, Step
    from .setup import DrillSetup, ScriptedDecision
    from .snapshot import TableSnapshot

_WHERE = {
    "ActionError": "actions",
    "TraineeAction": "actions",
    "Arbiter": "arbiter",
    "Hint": "arbiter",
    "MistakeKind": "mistakes",
    "MistakeSpec": "mistakes",
    "Event": "outcome",
    "Outcome": "outcome",
    "ScriptError": "outcome",
    "Step": "outcome",
    "DrillSetup": "setup",
    "ScriptedDecision": "setup",
    "TableSnapshot": "snapshot",
}


def __getattr__(name: str) -> Any:
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


__all__ = [
    "ActionError",
    "Arbiter",
    "DrillSetup",
    "Event",
    "Hint",
    "MistakeKind",
    "MistakeSpec",
    "Outcome",
    "ScriptError",
    "ScriptedDecision",
    "Step",
    "TableSnapshot",
    "TraineeAction",
]
