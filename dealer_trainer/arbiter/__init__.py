"""Procedure checking: the trainee's dealing steps judged against RULES.md.

arb = Arbiter(setup)
step = arb.apply(TraineeAction.parse("shuffle"))
arb.hint(); arb.snapshot(); arb.result()
"""

from .actions import ActionError, TraineeAction
from .arbiter import Arbiter, Hint
from .mistakes import MistakeKind, MistakeSpec
from .outcome import Event, Outcome, ScriptError, Step
from .setup import DrillSetup, ScriptedDecision
from .snapshot import TableSnapshot

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
