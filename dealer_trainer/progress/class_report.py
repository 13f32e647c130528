"""The instructor's class report (`report --class`): one self-contained HTML page over every
trainee in the store. No script; every piece of user text escaped.

- Trainees: when each first and last practised, drill attempts, passes, average score,
  free-deal hands and the three weakest rules.
- Who practised what: per trainee, each drill tried, how often, when last, passed or not.
- The rules the class gets wrong most: every trainee's attempts added up per rule.
- Pass rates per drill, the lowest first.

Built from each trainee's `Stats` (the store's `stats()`), never from the store's tables.
`class_data` adds them up once; the page and the GUI's Class screen both read its `ClassData`.
Rules are named in the report's language; a rule's id is its row's `data-rule`, a drill's id
its `data-drill`.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from html import escape

from ..i18n import rule_name, t
from .charts import Bar, accuracy_bar, bar_table
from .report import CSS, RULE_HEADERS, page_start
from .stats import RuleAccuracy, ScorePoint, Stats
from .store import ProgressStore
from .totals import DrillTotal

CLASS_RULES_SHOWN = 12
WEAKEST_PER_TRAINEE = 3

CLASS_CSS = """
body { max-width: 960px; }
.drills-done { display: flex; flex-wrap: wrap; gap: 0.25rem; }
.drill { border-radius: 4px; padding: 0.05rem 0.4rem; font-size: 0.9em; background: #eceff1; }
.drill.passed { background: #c8e6c9; color: #1b5e20; }
.drill.failed { background: #ffcdd2; color: #b71c1c; }
td.weak span { display: block; }
@media print { body { max-width: none; } section { break-inside: auto; } }
/* a narrow window or an A4 page: each trainee's row becomes a card, its cells labelled */
@media (max-width: 760px) {
  table.trainees thead { display: none; }
  table.trainees, table.trainees tbody, table.trainees tr, table.trainees td {
    display: block; width: auto; }
  table.trainees tr { border-bottom: 2px solid #90a4ae; padding: 0.3rem 0; break-inside: avoid; }
  table.trainees td { border: none; padding: 0.05rem 0.5rem; text-align: left; }
  table.trainees td::before { content: attr(data-label) ": "; color: #666; }
  table.trainees td.name { font-weight: bold; }
  table.trainees td.name::before { content: none; }
  td.weak span { display: inline; }
  td.weak span + span::before { content: "; "; }
}
"""


@dataclass(frozen=True, slots=True)
class DrillDone:
    """One trainee's record on one drill."""

    drill: str
    tries: int
    passed: int
    last: datetime


@dataclass(frozen=True, slots=True)
class ClassRule:
    """One rule over the whole class: every trainee's attempts added up."""

    accuracy: RuleAccuracy
    trainees_failing: int


@dataclass(frozen=True, slots=True)
class DrillRate:
    drill: str
    attempts: int
    passed: int
    trainees: int

    @property
    def rate(self) -> float:
        return self.passed / self.attempts if self.attempts else 0.0


@dataclass(frozen=True, slots=True)
class TraineeRow:
    """One trainee's line of the class view."""

    trainee: str
    first: datetime | None  # the first and last scored attempt (None: none yet)
    last: datetime | None
    drills: int
    passed: int
    average: float | None
    hands: int
    weakest: tuple[RuleAccuracy, ...]  # up to WEAKEST_PER_TRAINEE rules ever failed
    done: tuple[DrillDone, ...]  # the drills tried, the most recent first

    @property
    def share(self) -> float | None:
        return self.passed / self.drills if self.drills else None


@dataclass(frozen=True, slots=True)
class ClassData:
    """Everything the class report and the Class screen show, added up once."""

    trainees: tuple[TraineeRow, ...]
    rules: tuple[ClassRule, ...]  # rules someone broke, the class's weakest first
    drills: tuple[DrillRate, ...]  # the lowest pass rate first
    drill_attempts: int
    free_hands: int


def class_data(stats: Sequence[Stats], totals: Sequence[DrillTotal] | None = None) -> ClassData:
    """The class's figures. `totals` (the store's running totals per trainee and drill) make
    first and last practised and each drill's tries and passes count every attempt; without
    them they come from `Stats.scores`, which holds only a trainee's latest scores."""
    by_trainee: dict[str, list[DrillTotal]] = defaultdict(list)
    for total in totals or ():
        by_trainee[total.trainee].append(total)
    rows = []
    for s in stats:
        if totals is None:
            when = [p.at for p in s.scores]
            done = drills_done(s.scores)
        else:
            mine = by_trainee.get(s.trainee, [])
            when = [_when(x) for m in mine for x in (m.first_at, m.last_at)]
            done = done_from_totals(mine)
        rows.append(TraineeRow(
            s.trainee, min(when, default=None), max(when, default=None), s.drills,
            s.drills_passed, s.average_score, s.free_hands,
            tuple(r for r in s.rules if r.failed)[:WEAKEST_PER_TRAINEE],
            tuple(done),
        ))
    return ClassData(
        tuple(rows),
        tuple(c for c in class_rules(stats) if c.accuracy.failed),
        tuple(drill_rates(rows)),
        sum(s.drills for s in stats),
        sum(s.free_hands for s in stats),
    )


def read_class(store: ProgressStore) -> ClassData:
    """The class view of every trainee in an open store, from its running totals."""
    return class_data([store.stats(name) for name in store.trainees()], store.drill_totals())


def _when(stamp: str) -> datetime:
    return datetime.fromisoformat(stamp)


def _latest_first(done: list[DrillDone]) -> list[DrillDone]:
    return sorted(done, key=lambda d: (d.last, d.drill), reverse=True)


def drills_done(scores: Sequence[ScorePoint]) -> list[DrillDone]:
    """A trainee's drills (free deal left out), the most recent first."""
    tries: dict[str, list[ScorePoint]] = defaultdict(list)
    for p in scores:
        if p.mode != "free":
            tries[p.scenario].append(p)
    return _latest_first([
        DrillDone(d, len(ps), sum(p.passed for p in ps), max(p.at for p in ps))
        for d, ps in tries.items()
    ])


def done_from_totals(totals: Sequence[DrillTotal]) -> list[DrillDone]:
    """The same from the store's running totals: every attempt counted."""
    return _latest_first([
        DrillDone(t.scenario, t.tries, t.passed, _when(t.last_at))
        for t in totals
        if t.mode != "free"
    ])


def class_rules(stats: Sequence[Stats]) -> list[ClassRule]:
    """Every rule any trainee had at stake, the class's weakest first (lowest accuracy, then
    the most failed attempts)."""
    at_stake: dict[str, int] = defaultdict(int)
    failed: dict[str, int] = defaultdict(int)
    violations: dict[str, int] = defaultdict(int)
    failing: dict[str, int] = defaultdict(int)
    for s in stats:
        for r in s.rules:
            at_stake[r.rule] += r.at_stake
            failed[r.rule] += r.failed
            violations[r.rule] += r.violations
            failing[r.rule] += r.failed > 0
    rows = [
        ClassRule(RuleAccuracy(rule, at_stake[rule], failed[rule], violations[rule]), failing[rule])
        for rule in at_stake
        if at_stake[rule]
    ]
    return sorted(rows, key=lambda c: (c.accuracy.accuracy, -c.accuracy.failed, c.accuracy.rule))


def drill_rates(rows: Sequence[TraineeRow]) -> list[DrillRate]:
    """Each drill anyone tried: attempts, passes, trainees; the lowest pass rate first."""
    attempts: dict[str, int] = defaultdict(int)
    passed: dict[str, int] = defaultdict(int)
    trainees: dict[str, int] = defaultdict(int)
    for row in rows:
        for d in row.done:
            attempts[d.drill] += d.tries
            passed[d.drill] += d.passed
            trainees[d.drill] += 1
    rates = [DrillRate(d, attempts[d], passed[d], trainees[d]) for d in attempts]
    return sorted(rates, key=lambda r: (r.rate, -r.attempts, r.drill))


def render_class_report(
    stats: Sequence[Stats],
    *,
    generated_at: datetime,
    lang: str = "en",
    titles: Mapping[str, str] | None = None,
    totals: Sequence[DrillTotal] | None = None,
) -> str:
    """The page. `titles`: drill id -> title in `lang` (an id missing there is shown as is);
    `totals`: the store's running totals (see `class_data`)."""
    names = dict(titles or {})
    data = class_data(stats, totals)
    title = t("class_report.title", lang)
    generated = t("class_report.generated", lang, when=f"{generated_at:%Y-%m-%d %H:%M}",
                  trainees=len(stats), drills=data.drill_attempts, hands=data.free_hands)
    parts = page_start(title, generated, lang, CSS + CLASS_CSS)
    if not stats:
        parts.append(f"<p>{escape(t('report.empty', lang))}</p>")
    else:
        parts += [
            _trainees(data, lang),
            _practised(data, names, lang),
            _rules(data, lang),
            _drills(data, names, lang),
        ]
    parts.append("</body></html>")
    return "\n".join(parts) + "\n"


TRAINEE_COLUMNS = ("trainee", "first", "last", "drills", "passed", "average", "hands", "weakest")


def _cells(lang: str, values: Sequence[str], classes: Sequence[str]) -> str:
    """One trainee's row; each cell labelled with its column (shown where rows are cards).
    `values` are HTML already escaped."""
    return "".join(
        f'<td class="{c}" data-label="{escape(t("class_report.col." + k, lang))}">{v}</td>'
        for k, v, c in zip(TRAINEE_COLUMNS, values, classes, strict=True)
    )


def _trainees(data: ClassData, lang: str) -> str:
    out = [
        f'<section id="trainees"><h2>{escape(t("class_report.trainees", lang))}</h2>',
        '<table class="trainees"><thead><tr>'
        + "".join(f"<th>{escape(t('class_report.col.' + k, lang))}</th>" for k in TRAINEE_COLUMNS)
        + "</tr></thead><tbody>",
    ]
    for s in data.trainees:
        first = "-" if s.first is None else f"{s.first:%Y-%m-%d}"
        last = "-" if s.last is None else f"{s.last:%Y-%m-%d %H:%M}"
        share = "-" if s.share is None else f"{s.share:.0%}"
        average = "-" if s.average is None else f"{s.average:.0f}"
        weakest = "".join(
            f'<span data-rule="{escape(r.rule)}">{escape(rule_name(r.rule, lang))} '
            f"({r.accuracy:.0%})</span>"
            for r in s.weakest
        )
        values = [escape(s.trainee), first, last, str(s.drills), f"{s.passed} ({share})",
                  average, str(s.hands), weakest or "-"]
        classes = ["name", "when", "when", "num", "num", "num", "num", "weak"]
        out.append(f"<tr>{_cells(lang, values, classes)}</tr>")
    out.append("</tbody></table></section>")
    return "\n".join(out)


def _practised(data: ClassData, titles: Mapping[str, str], lang: str) -> str:
    out = [
        f'<section id="practised"><h2>{escape(t("class_report.practised", lang))}</h2>',
        f'<p class="meta">{escape(t("class_report.practised_note", lang))}</p>',
        '<table class="practised"><tbody>',
    ]
    for s in data.trainees:
        chips = "".join(
            f'<span class="drill {"passed" if d.passed else "failed"}" '
            f'data-drill="{escape(d.drill)}">{escape(titles.get(d.drill, d.drill))} · '
            f"{d.passed}/{d.tries} · {d.last:%m-%d}</span>"
            for d in s.done
        )
        cell = f'<div class="drills-done">{chips}</div>' if chips else "-"
        out.append(f"<tr><td>{escape(s.trainee)}</td><td>{cell}</td></tr>")
    out.append("</tbody></table></section>")
    return "\n".join(out)


def _rules(data: ClassData, lang: str) -> str:
    rows = data.rules[:CLASS_RULES_SHOWN]
    bars = [
        accuracy_bar(c.accuracy, rule_name(c.accuracy.rule, lang), str(c.trainees_failing))
        for c in rows
    ]
    keys = (*RULE_HEADERS[:-1], "class_report.col.failing")  # trainees instead of violations
    headers = [t(k, lang) for k in keys]
    return (
        f'<section id="rules"><h2>{escape(t("class_report.rules", lang))}</h2>'
        + bar_table(bars, headers, css_class="class-rules", empty=t("report.no_rules", lang))
        + f'<p class="meta">{escape(t("report.bars_note", lang))}</p></section>'
    )


def _drills(data: ClassData, titles: Mapping[str, str], lang: str) -> str:
    bars = [
        Bar(
            label=titles.get(r.drill, r.drill),
            share=r.rate,
            value=f"{r.rate:.0%} · {r.passed}/{r.attempts}",
            data=(("drill", r.drill),),
            cells=(str(r.trainees),),
            tip=r.drill,
        )
        for r in data.drills
    ]
    headers = [t("class_report.col." + k, lang) for k in ("drill", "rate", "passes", "tried")]
    return (
        f'<section id="drills"><h2>{escape(t("class_report.drills", lang))}</h2>'
        + bar_table(bars, headers, css_class="drill-rates", empty=t("report.no_drills", lang))
        + "</section>"
    )
