"""The instructor's report: one self-contained HTML page (inline CSS and SVG, no script).

Per trainee: the headline figures, the score over time, the weakest rules (by their names
in the report's language; the id is the row's `data-rule`), the pace in free deal against a
live dealer's, and the recent drills. Every piece of user text (names, scenario ids, rule
names) is escaped. Printed, each trainee starts a page and takes at most two.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from html import escape

from ..i18n import rule_name, t
from .charts import BAR_CSS, accuracy_bar, bar_table, pace_gauge, score_chart
from .money_report import money_html
from .quiz_records import SkillFigures, skills_html
from .stats import HandsPerHour, Stats
from .text import average_text, duration, percent

WEAKEST_SHOWN = 10
RULE_HEADERS = ("report.col.rule", "report.col.kept", "report.col.figures", "report.col.violations")
RECENT_COLUMNS = ("when", "drill", "house", "score", "result", "violations", "time")
NUMERIC = ("score", "violations", "time")

CSS = """
body { font: 14px/1.45 system-ui, sans-serif; color: #222; margin: 2rem auto; max-width: 720px;
       padding: 0 1rem; }
h1 { font-size: 1.6rem; margin-bottom: 0.2rem; }
h2 { font-size: 1.3rem; border-bottom: 2px solid #90a4ae; margin-top: 2.5rem; }
h3 { font-size: 1.05rem; margin: 1.4rem 0 0.4rem; }
.meta { color: #666; }
.figures { display: flex; flex-wrap: wrap; gap: 0.6rem; padding: 0; list-style: none; }
.figures li { background: #eceff1; border-radius: 6px; padding: 0.4rem 0.7rem; }
.figures b { font-size: 1.15rem; display: block; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 0.25rem 0.5rem; border-bottom: 1px solid #ddd; }
td.num, th.num { text-align: right; }
.passed { color: #2e7d32; } .failed { color: #c62828; }
svg { max-width: 100%; height: auto; }
nav ul { padding-left: 1.2rem; }
@page { margin: 14mm 12mm; }
@media print {
  body { margin: 0 auto; font-size: 12px; }
  nav { display: none; }
  section.trainee + section.trainee { break-before: page; }
  h2 { margin-top: 0.5rem; }
  h3 { break-after: avoid; margin-top: 0.9rem; }
  tr, svg, .figures { break-inside: avoid; }
}
""" + BAR_CSS


def render_report(
    stats: Sequence[Stats],
    *,
    generated_at: datetime,
    lang: str = "en",
    titles: Mapping[str, str] | None = None,
    skills: Sequence[Sequence[SkillFigures]] = (),
) -> str:
    """The page, in `lang`. `titles`: drill id -> title (an id missing there is shown as is);
    `skills`: per trainee, the figures of his quick-fire skills (none: no such section)."""
    title = t("report.title", lang)
    generated = t("report.generated", lang, when=f"{generated_at:%Y-%m-%d %H:%M}",
                  trainees=len(stats))
    parts = page_start(title, generated, lang, CSS)
    if not stats:
        parts.append(f"<p>{escape(t('report.empty', lang))}</p>")
    elif len(stats) > 1:
        parts.append("<nav><ul>")
        parts += [
            f'<li><a href="#trainee-{i}">{escape(s.trainee)}</a></li>' for i, s in enumerate(stats)
        ]
        parts.append("</ul></nav>")
    for i, s in enumerate(stats):
        parts.append(_section(i, s, lang, titles or {}, skills[i] if i < len(skills) else ()))
    parts.append("</body></html>")
    return "\n".join(parts) + "\n"


def page_start(title: str, meta: str, lang: str, css: str) -> list[str]:
    """The page's head and its first lines: the title and the line under it."""
    return [
        "<!DOCTYPE html>",
        f'<html lang="{escape(lang)}"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{escape(title)}</title><style>{css}</style></head><body>",
        f"<h1>{escape(title)}</h1>",
        f'<p class="meta">{escape(meta)}</p>',
    ]


def pace_text(pace: HandsPerHour, lang: str) -> str:
    """The trainee's pace in free deal against a live dealer's, as a sentence in `lang`."""
    low, high = pace.target
    rate = pace.per_hour
    if rate is None:
        return t("report.pace_none", lang, low=low, high=high)
    return t(f"report.pace_{pace.verdict}", lang, rate=f"{rate:.1f}", hands=pace.hands,
             time=duration(pace.seconds), low=low, high=high)


MODE_COLUMNS = ("mode", "attempts", "pass_rate", "accuracy", "mode_pace")


def modes_table(s: Stats, lang: str) -> str:
    """Per mode: attempts, passed, steps right, free-deal hands an hour (`data-mode`: the
    mode's id)."""
    head = "".join(
        f'<th{" class=num" if k != "mode" else ""}>{escape(t("report.col." + k, lang))}</th>'
        for k in MODE_COLUMNS
    )
    rows = [f"<h3>{escape(t('report.modes', lang))}</h3>", f'<table class="modes"><tr>{head}</tr>']
    for m in s.modes:
        pace = "-" if m.pace is None else f"{m.pace:.1f}"
        rows.append(
            f'<tr data-mode="{escape(m.mode)}"><td>{escape(t("mode." + m.mode, lang))}</td>'
            f"<td class='num'>{m.attempts}</td>"
            f"<td class='num'>{m.passed} ({percent(m.passed, m.attempts)})</td>"
            f"<td class='num'>{percent(m.steps_right, m.steps)}</td>"
            f"<td class='num'>{pace}</td></tr>"
        )
    rows.append("</table>")
    return "\n".join(rows)


def _section(
    index: int, s: Stats, lang: str, titles: Mapping[str, str],
    skills: Sequence[SkillFigures] = (),
) -> str:
    pace = s.hands_per_hour
    weakest = s.rules[:WEAKEST_SHOWN]
    figures = [
        ("report.fig.drills", str(s.drills)),
        ("report.fig.passed", f"{s.drills_passed} ({percent(s.drills_passed, s.drills)})"),
        ("report.fig.average", average_text(s)),
        ("report.fig.hands", str(s.free_hands)),
        ("report.fig.pace", "-" if pace.per_hour is None else f"{pace.per_hour:.1f}"),
    ]
    out = [
        f'<section class="trainee" id="trainee-{index}">',
        f"<h2>{escape(s.trainee)}</h2>",
        '<ul class="figures">',
        *(f"<li><b>{escape(v)}</b>{escape(t(k, lang))}</li>" for k, v in figures),
        "</ul>",
        f"<h3>{escape(t('report.scores', lang))}</h3>",
        score_chart(s.scores, label=t("report.scores", lang), empty=t("report.no_scores", lang)),
        f"<h3>{escape(t('report.weakest', lang))}</h3>",
        bar_table(
            [accuracy_bar(r, rule_name(r.rule, lang), str(r.violations)) for r in weakest],
            [t(k, lang) for k in RULE_HEADERS],
            css_class="rules",
            empty=t("report.no_rules", lang),
        ),
    ]
    if weakest:
        out.append(f'<p class="meta">{escape(t("report.bars_note", lang))}</p>')
    out += [
        money_html(s, lang),
        f"<h3>{escape(t('report.pace', lang))}</h3>",
        pace_gauge(pace, label=t("report.pace", lang), empty=t("report.no_hands", lang)),
        f"<p>{escape(pace_text(pace, lang))}</p>",
        modes_table(s, lang),
        f"<h3>{escape(t('report.recent', lang))}</h3>",
    ]
    if not s.recent:
        out.append(f"<p>{escape(t('report.no_drills', lang))}</p>")
    else:
        head = "".join(
            f'<th{" class=num" if k in NUMERIC else ""}>{escape(t("report.col." + k, lang))}</th>'
            for k in RECENT_COLUMNS
        )
        out.append(f'<table class="recent"><tr>{head}</tr>')
        for d in s.recent:
            verdict = t("report.passed" if d.passed else "report.not_passed", lang)
            out.append(
                f"<tr><td>{d.at:%Y-%m-%d %H:%M}</td>"
                f'<td data-drill="{escape(d.scenario)}">'
                f"{escape(titles.get(d.scenario, d.scenario))}</td>"
                f"<td>{escape(d.house_rules)}</td>"
                f"<td class='num'>{'-' if d.score is None else d.score}</td>"
                f"<td class='{'passed' if d.passed else 'failed'}'>{escape(verdict)}</td>"
                f"<td class='num'>{d.violations}</td>"
                f"<td class='num'>{duration(d.duration_s)}</td></tr>"
            )
        out.append("</table>")
    if skills:
        out.append(skills_html(skills, lang))
    out.append("</section>")
    return "\n".join(out)
