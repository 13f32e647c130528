"""Play a drill's scripted decisions through before anyone meets them at the table.

A scenario can be well formed and still hold a decision the betting cannot take: a raise to
11 over a big blind of 10, a raise beyond the stack, a `bet` facing the big blind, a decision
for a seat that is not to act, a decision left after everyone folded, an all_in whose `to` is
not what his whole stack comes to. The arbiter finds such a decision only when the bots reach
it (its `ScriptError`), so `validate`, `drill`, `list`, `play` and the GUI's drills list play
the first hand through first: with the drill's reference solution when it has one, then by
the arbiter's own next right steps (as `solve` does), and report the decision at its
`PATH:LINE:COL`.

CONTRACT.md makes two of these a player's attempt that the dealer rules on (a `check` facing
a bet, a raise when the betting is not reopened): the arbiter opens a ruling for them
(`arbiter/player_reach.py`), so they play through. A ruling the preset leaves to the floor
with no `floor:` given is reported here, at the entry's line.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from ..arbiter.outcome import ScriptError
from ..engine.decision import ActionKind
from ..engine.errors import EngineError
from . import verdicts
from .errors import Problem, ScenarioError
from .loader import Scenario, load_scenario
from .practice import solution_path

if TYPE_CHECKING:
    from ..arbiter.actions import TraineeAction
    from ..arbiter.setup import ScriptedDecision

MAX_STEPS = 5000  # the first hand of the longest drill takes a few hundred


def unplayable(scenario: Scenario, solution: Iterable[TraineeAction] = ()) -> list[Problem]:
    """The decision of `scenario` that cannot be played, as one problem; [] when the first
    hand (the only one with scripted decisions) plays through. Play stops at the first
    such decision: what follows it depends on how it would have been played."""
    game = _Playthrough(scenario)
    try:
        for action in solution:
            if not game.play(action):
                return []
        while (expected := game.arb.expected()) and game.play(expected[0]):
            pass
    except ScriptError as e:
        return [_problem(scenario, f"this decision cannot be played: {e}", e.where)]
    except EngineError as e:  # the engine refused what the arbiter let through
        pos = scenario.id_pos
        return [Problem(scenario.path, pos.line, pos.col, f"the drill cannot be played: {e}")]
    return []


class _Playthrough:
    """The arbiter on the drill, and the scripted all_ins whose `to` must be checked once
    played: only then is a player's whole stack for the round known."""

    def __init__(self, scenario: Scenario) -> None:
        from ..arbiter.arbiter import Arbiter  # late: a verdict kept from before plays nothing

        self.arb = Arbiter(scenario.setup)
        self.steps = 0
        self.all_ins: dict[tuple[str, int], ScriptedDecision] = {}
        for street, items in scenario.setup.decisions.items():
            for item in items:
                d = item.decision
                if d.action is ActionKind.ALL_IN and d.to is not None:
                    self.all_ins.setdefault((street.value, d.seat), item)

    def play(self, action: TraineeAction) -> bool:
        """Apply one action; False once the first hand is over. Raises ScriptError."""
        before = self.arb.snapshot() if self.all_ins else None
        step = self.arb.apply(action)
        self.steps += 1
        if before is not None and before.hand_number == 1:
            for event in step.events:
                if event.kind == "decision" and event.seat is not None:
                    self._check_all_in(before.street, event.seat)
        return not self.arb.is_complete and action.name != "move_button" and (
            self.steps < MAX_STEPS)

    def _check_all_in(self, street: str, seat: int) -> None:
        """A scripted all_in's `to` against what his whole stack came to in the round (the
        one decision of that seat on that street that leaves him all in)."""
        item = self.all_ins.get((street, seat))
        view = next((v for v in self.arb.snapshot().seats if v.seat == seat), None)
        if item is None or view is None or not view.all_in:
            return
        del self.all_ins[(street, seat)]
        if view.bet != item.decision.to:
            raise ScriptError(f"seat {seat}'s all_in puts his whole stack in: to: {view.bet} "
                              f"in this round, not {item.decision.to} (or leave 'to' out)",
                              item.where)


def playable_scenario(path: str | Path) -> Scenario:
    """`load_scenario`, and the decisions played through (with the reference solution in
    `solutions/` beside the drill, when it loads); raises ScenarioError."""
    scenario = load_scenario(path)
    problems = check_playable(scenario)
    if problems:
        raise ScenarioError(problems)
    return scenario


# path -> (the stamps of the drill and its solution, the problems): one entry a drill
_CACHE: dict[str, tuple[tuple[object, object], list[Problem]]] = {}


def check_playable(scenario: Scenario) -> list[Problem]:
    """`unplayable` with the reference solution beside the drill's file, if any. Played
    again only when the drill's file or its solution changes (the drills list is made
    again and again, in each language), and not in the next process either (verdicts.py)."""
    drill = Path(scenario.path)
    stamps = (_stamp(drill), _stamp(solution_path(drill)))
    cached = _CACHE.get(scenario.path)
    if cached is None or cached[0] != stamps:
        problems = verdicts.lookup(scenario.path, stamps)
        if problems is None:
            problems = unplayable(scenario, _solution(drill))
            verdicts.remember(scenario.path, stamps, problems)
        cached = _CACHE[scenario.path] = (stamps, problems)
    return list(cached[1])


def _stamp(path: Path) -> object:
    try:
        st = path.stat()
    except (OSError, ValueError):
        return None
    return (st.st_mtime_ns, st.st_size, st.st_ino)


def _solution(path: Path) -> list[TraineeAction]:
    """The drill's reference solution, or nothing when it is missing or broken (`validate`
    reports a broken one as a script of its own)."""
    from .script import load_script  # late: only a drill played through reads its solution

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
