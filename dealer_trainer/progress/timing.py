"""The trainee's speed per rule: the median of his timed steps (issue 16: "the trainee's
speed on each is timed and recorded"; progress shows "accuracy, median time and mastery").

A step is timed when the GUI took it (`steps.seconds`; a script's steps have no time). Its
time counts, to the tenth of a second, for each rule it was judged on: the rules the
arbiter noted as at stake in it (`steps.at_stake`), and the rule a violation or
irregularity named; a step stored without that note counts for the money rule of its kind
(MONEY_ACTIONS: `rake` for rake.amount, ...). A refused step (`invalid`) was judged on
nothing. The median is over every such step, right or wrong: the time a trainee takes to
answer is his speed.

The store reads the medians from running counts (`time_totals`: per trainee and rule, how
many timed steps took each tenth of a second), kept in the attempt's own transaction like
totals.py's: as quick at 100,000 attempts as at ten, and the same median the steps give.
"""

from __future__ import annotations

from collections import Counter, defaultdict
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


Row = tuple[str | None, str, str | None, Sequence[str], float | None]
_TIME_UPSERT = """
INSERT INTO time_totals (trainee_id, rule, tenths, steps) VALUES (?, ?, ?, ?)
ON CONFLICT (trainee_id, rule, tenths) DO UPDATE SET
    steps = time_totals.steps + excluded.steps
"""


def tenths(seconds: float) -> int:
    return int(round(seconds * 10))


def time_counts(rows: Iterable[Row]) -> dict[str, Counter[int]]:
    """rule -> how many timed steps took each tenth of a second, from (kind, outcome, rule,
    at_stake, seconds) per step."""
    counts: dict[str, Counter[int]] = defaultdict(Counter)
    for kind, outcome, rule, at_stake, seconds in rows:
        if seconds is None:
            continue
        for r in judged_on(kind, outcome, rule, at_stake):
            counts[r][tenths(seconds)] += 1
    return counts


def median_of(counts: Counter[int]) -> float:
    """The median of the counted tenths, in seconds (two middle ones: their mean)."""
    total = sum(counts.values())
    middle = ((total - 1) // 2, total // 2)
    seen, found = 0, []
    for value in sorted(counts):
        for i in middle:
            if seen <= i < seen + counts[value]:
                found.append(value)
        seen += counts[value]
    return sum(found) / len(found) / 10


def from_counts(counts: dict[str, Counter[int]]) -> tuple[RuleTime, ...]:
    return tuple(
        RuleTime(r, median_of(c), sum(c.values())) for r, c in sorted(counts.items()) if c
    )


def rule_times(rows: Iterable[Row]) -> tuple[RuleTime, ...]:
    return from_counts(time_counts(rows))


def rule_times_of(steps: Iterable[StepRecord]) -> tuple[RuleTime, ...]:
    return rule_times(step_rows(steps))


def step_rows(steps: Iterable[StepRecord]) -> Iterable[Row]:
    return ((s.kind, s.outcome, s.rule, s.at_stake, s.seconds) for s in steps)


def add_step_times(db: Any, trainee_id: int, counts: dict[str, Counter[int]]) -> None:
    """One attempt's (or the history's) timed steps into the running counts, in key order."""
    db.executemany(
        _TIME_UPSERT,
        [(trainee_id, r, t, n) for r in sorted(counts) for t, n in sorted(counts[r].items())],
    )


def stored_rule_times(db: Any, trainee_id: int | None = None) -> tuple[RuleTime, ...]:
    """The medians from the running counts of one trainee (or of everyone)."""
    where = "" if trainee_id is None else " WHERE trainee_id = ?"
    rows = db.execute(
        f"SELECT rule, tenths, steps FROM time_totals{where}",
        () if trainee_id is None else (trainee_id,),
    ).fetchall()
    counts: dict[str, Counter[int]] = defaultdict(Counter)
    for rule, t, n in rows:
        counts[str(rule)][int(t)] += int(n)
    return from_counts(counts)


def fill_time_totals(db: Any) -> None:
    """Version 6: the running counts from every timed step already stored."""
    rows = db.execute(
        "SELECT a.trainee_id, s.kind, s.outcome, s.rule, s.at_stake, s.seconds"
        " FROM steps s JOIN attempts a ON a.id = s.attempt_id WHERE s.seconds IS NOT NULL"
    ).fetchall()
    by_trainee: dict[int, list[Row]] = defaultdict(list)
    for r in rows:
        by_trainee[int(r[0])].append((r[1], r[2], r[3], split_rules(r[4]), step_seconds(r[5])))
    for trainee_id in sorted(by_trainee):
        add_step_times(db, trainee_id, time_counts(by_trainee[trainee_id]))


def time_of(times: Iterable[RuleTime], rule: str) -> RuleTime | None:
    return next((t for t in times if t.rule == rule), None)


def times_json(times: Iterable[RuleTime], names: dict[str, str]) -> list[dict[str, Any]]:
    return [
        {"rule": names.get(t.rule, t.rule), "id": t.rule, "median_seconds": round(t.median_s, 2),
         "timed": t.timed}
        for t in times
    ]
