"""Play a drill's scripted decisions through before anyone meets them at the table.

A scenario can be well formed and still hold a decision the betting cannot take: a raise to
11 over a big blind of 10, a raise beyond the stack, a `bet` facing the big blind, a decision
for a seat that is not to act, a decision left after everyone folded. The arbiter finds such
a decision only when the bots reach it (its `ScriptError`), so `validate`, `play` and the
drills list play the first hand through first: with the drill's reference solution when it
has one, then by the arbiter's own next right steps (as `solve` does), and report the
decision at its `PATH:LINE:COL`.

CONTRACT.md makes two of these a player's attempt that the dealer rules on (a `check` facing
a bet, a raise when the betting is not reopened). The arbiter has no such rulings yet, so
they are reported like the rest for now; once it rules on them it no longer raises
ScriptError for them and this check lets them through unchanged.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from ..arbiter import Arbiter, ScriptError, TraineeAction
from ..engine.errors import EngineError
from .errors import Problem, ScenarioError
from .loader import Scenario, load_scenario
from .practice import solution_path
from .script import load_script

MAX_STEPS = 5000  # the first hand of the longest drill takes a few hundred


def unplayable(scenario: Scenario, solution: Iterable[TraineeAction] = ()) -> list[Problem]:
    """The decision of `scenario` that cannot be played, as one problem; [] when the first
    hand (the only one with scripted decisions) plays through. Play stops at the first
    such decision: what follows it depends on how it would have been played."""
    arb = Arbiter(scenario.setup)
    steps = 0

    def play(action: TraineeAction) -> bool:
        """Apply one action; False once the first hand is over."""
        nonlocal steps
        arb.apply(action)
        steps += 1
        return not arb.is_complete and action.name != "move_button" and steps < MAX_STEPS

    try:
        for action in solution:
            if not play(action):
                return []
        while (expected := arb.expected()) and play(expected[0]):
            pass
    except ScriptError as e:
        return [_problem(scenario, f"this decision cannot be played: {e}", e.where)]
    except EngineError as e:  # the engine refused what the arbiter let through
        pos = scenario.id_pos
        return [Problem(scenario.path, pos.line, pos.col, f"the drill cannot be played: {e}")]
    return []


def playable_scenario(path: str | Path) -> Scenario:
    """`load_scenario`, and the decisions played through (with the reference solution in
    `solutions/` beside the drill, when it loads); raises ScenarioError."""
    scenario = load_scenario(path)
    problems = check_playable(scenario)
    if problems:
        raise ScenarioError(problems)
    return scenario


def check_playable(scenario: Scenario) -> list[Problem]:
    """`unplayable` with the reference solution beside the drill's file, if any."""
    return unplayable(scenario, _solution(Path(scenario.path)))


def _solution(path: Path) -> list[TraineeAction]:
    """The drill's reference solution, or nothing when it is missing or broken (`validate`
    reports a broken one as a script of its own)."""
    script = solution_path(path)
    try:
        return [item.action for item in load_script(script)]
    except ScenarioError:
        return []


def _problem(scenario: Scenario, message: str, where: str | None) -> Problem:
    if where:
        path, _, rest = where.rpartition(":")
        path, _, line = path.rpartition(":")
        if line.isdigit() and rest.isdigit():
            return Problem(path, int(line), int(rest), message)
    pos = scenario.id_pos
    return Problem(scenario.path, pos.line, pos.col, message)
