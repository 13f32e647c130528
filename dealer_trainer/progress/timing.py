"""The trainee's speed per rule: the median of his timed steps (issue 16: "the trainee's
speed on each is timed and recorded"; progress shows "accuracy, median time and mastery").

A step is timed when the GUI took it (`steps.seconds`; a script's steps have no time). Its
time counts for each rule it was judged on: the rules the arbiter noted as at stake in it
(`steps.at_stake`), and the rule a violation or irregularity named; a step stored without
that note (before schema version 6) counts for the money rule of its kind (MONEY_ACTIONS:
`rake` for rake.amount, ...). A refused step (`invalid`) was judged on nothing. The median
is over every such step, right or wrong: the time a trainee takes to answer is his speed.
"""

from __future__ import annotations

import statistics
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from .records import StepRecord, split_rules, step_seconds

# The money skills (CONTRACT.md "Money at the table") each have an action of their own: a
# right answer puts its rule at stake as a wrong one does (stats.py). (`pot.all_in`, the
# pots stated at a `collect`, and `rake.no_flop_no_drop`, a rake rightly not taken, have no
# action of their own: the arbiter notes them in the step's `at_stake`.)
MONEY_ACTIONS: dict[str, frozenset[str]] = {
    "bet.pot_count": frozenset({"announce_pot"}),
    "pot.count_all_in": frozenset({"announce_count"}),
    "rake.amount": frozenset({"rake"}),
    "rake.jackpot_drop": frozenset({"drop"}),
    "showdown.read_hand": frozenset({"read"}),
}

# The money at the table (RULES.md "Money at the table"), each with the quick-fire skill
# that drills it (None: no skill of its own), in the order the screens list them.
MONEY_RULES: tuple[tuple[str, str | None], ...] = (
    ("bet.pot_count", "pot-limit"),
    ("pot.count_all_in", None),
    ("pot.all_in", "side-pots"),
    ("rake.amount", "rake"),
    ("rake.jackpot_drop", None),
    ("rake.no_flop_no_drop", None),
    ("showdown.read_hand", "hand-reading"),
)
_MONEY_OF_KIND = {kind: rule for rule, kinds in MONEY_ACTIONS.items() for kind in kinds}


@dataclass(frozen=True, slots=True)
class RuleTime:
    rule: str
    median_s: float  # the median of the trainee's times on the steps judged on it
    timed: int  # how many timed steps that median is over


def judged_on(
    kind: str | None, outcome: str, rule: str | None, at_stake: Sequence[str]
) -> set[str]:
    """The rules a step's time counts for (see the module's docstring)."""
    if outcome == "invalid":
        return set()
    rules = set(at_stake) | ({rule} if rule else set())
    if not at_stake and kind in _MONEY_OF_KIND:
        rules.add(_MONEY_OF_KIND[kind])
    return rules


def rule_times(
    rows: Iterable[tuple[str | None, str, str | None, Sequence[str], float | None]],
) -> tuple[RuleTime, ...]:
    """From (kind, outcome, rule, at_stake, seconds) per step: each rule's median, by id."""
    times: dict[str, list[float]] = defaultdict(list)
    for kind, outcome, rule, at_stake, seconds in rows:
        if seconds is None:
            continue
        for r in judged_on(kind, outcome, rule, at_stake):
            times[r].append(seconds)
    return tuple(
        RuleTime(r, float(statistics.median(ts)), len(ts)) for r, ts in sorted(times.items())
    )


def rule_times_of(steps: Iterable[StepRecord]) -> tuple[RuleTime, ...]:
    return rule_times((s.kind, s.outcome, s.rule, s.at_stake, s.seconds) for s in steps)


def stored_rule_times(db: Any, trainee_id: int | None = None) -> tuple[RuleTime, ...]:
    """The medians from the stored timed steps of one trainee (or of everyone)."""
    where = "" if trainee_id is None else " AND a.trainee_id = ?"
    rows = db.execute(
        "SELECT s.kind, s.outcome, s.rule, s.at_stake, s.seconds"
        " FROM steps s JOIN attempts a ON a.id = s.attempt_id"
        f" WHERE s.seconds IS NOT NULL{where}",
        () if trainee_id is None else (trainee_id,),
    ).fetchall()
    return rule_times((r[0], r[1], r[2], split_rules(r[3]), step_seconds(r[4])) for r in rows)


def time_of(times: Iterable[RuleTime], rule: str) -> RuleTime | None:
    return next((t for t in times if t.rule == rule), None)


def times_json(times: Iterable[RuleTime], names: dict[str, str]) -> list[dict[str, Any]]:
    return [
        {"rule": names.get(t.rule, t.rule), "id": t.rule, "median_seconds": round(t.median_s, 2),
         "timed": t.timed}
        for t in times
    ]
