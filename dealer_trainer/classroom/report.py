"""The class report, live (issue 30): `report --class`'s figures (progress/class_report.py's
`class_data`, the one computation the static page and the GUI's Class screen read) served
on the classroom at `/report` and refreshed every REFRESH_S: the rules the class gets wrong
most, a heat map of trainees against those rules (each trainee's accuracy on each, as
`stats` counts it), and the pass rates per drill. The static HTML stays (`report --class`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..i18n import rule_name

REFRESH_S = 30
RULES_SHOWN = 12


@dataclass(frozen=True, slots=True)
class Cell:
    share: float | None  # the trainee's accuracy on the rule; None: never at stake
    band: str  # good, fair, poor, none (the colour)
    title: str  # "failed 2 of 9"


@dataclass(frozen=True, slots=True)
class LiveReport:
    rules: tuple[tuple[str, str, Any], ...]  # (rule id, name, ClassRule)
    heat: tuple[tuple[str, tuple[Cell, ...]], ...]  # per trainee: a cell per rule shown
    drills: tuple[tuple[str, Any], ...]  # (title, DrillRate), lowest pass rate first
    trainees: int
    drill_attempts: int


def band(share: float) -> str:
    return "good" if share >= 0.9 else "fair" if share >= 0.7 else "poor"


def live_report(store: Any, lang: str, titles: dict[str, str]) -> LiveReport:
    from ..progress.class_report import class_data

    stats = [store.stats(name) for name in store.trainees()]
    data = class_data(stats, store.drill_totals())
    shown = data.rules[:RULES_SHOWN]
    rules = tuple((c.accuracy.rule, rule_name(c.accuracy.rule, lang), c) for c in shown)
    heat = []
    for s in stats:
        mine = {r.rule: r for r in s.rules}
        cells = []
        for rule, _, _ in rules:
            r = mine.get(rule)
            if r is None:
                cells.append(Cell(None, "none", ""))
            else:
                cells.append(Cell(r.accuracy, band(r.accuracy), f"{r.failed}/{r.at_stake}"))
        heat.append((s.trainee, tuple(cells)))
    drills = tuple((titles.get(d.drill, d.drill), d) for d in data.drills)
    return LiveReport(rules, tuple(heat), drills, len(stats), data.drill_attempts)
