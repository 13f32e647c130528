"""The instructor's report: one self-contained HTML page (inline CSS and SVG, no script).

Per trainee: the headline figures, the score over time, the weakest rules, the pace in
free deal against a live dealer's, and the recent drills. Every piece of user text
(names, scenario ids, rule ids) is escaped.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from html import escape

from .charts import pace_gauge, rule_bars, score_chart
from .stats import Stats
from .text import duration, pace_line, percent

WEAKEST_SHOWN = 10

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
"""


def render_report(
    stats: Sequence[Stats], *, generated_at: datetime, skills: Sequence[str] = ()
) -> str:
    """`skills`: per trainee, the HTML of his quick-fire skills (quiz_records.skills_html)."""
    title = "Dealer Trainer: progress report"
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{escape(title)}</title><style>{CSS}</style></head><body>",
        f"<h1>{escape(title)}</h1>",
        f'<p class="meta">Generated {generated_at:%Y-%m-%d %H:%M} UTC; '
        f"{len(stats)} trainee{'s' if len(stats) != 1 else ''}.</p>",
    ]
    if not stats:
        parts.append("<p>No records yet: nobody has run a drill or dealt a free hand.</p>")
    elif len(stats) > 1:
        parts.append("<nav><ul>")
        parts += [
            f'<li><a href="#trainee-{i}">{escape(s.trainee)}</a></li>' for i, s in enumerate(stats)
        ]
        parts.append("</ul></nav>")
    for i, s in enumerate(stats):
        parts.append(_section(i, s, skills[i] if i < len(skills) else ""))
    parts.append("</body></html>")
    return "\n".join(parts) + "\n"


def _section(index: int, s: Stats, skills: str = "") -> str:
    pace = s.hands_per_hour
    figures = [
        ("drills", str(s.drills)),
        ("passed", f"{s.drills_passed} ({percent(s.drills_passed, s.drills)})"),
        ("average score", "-" if s.average_score is None else f"{s.average_score:.0f}"),
        ("free-deal hands", str(s.free_hands)),
        ("hands per hour", "-" if pace.per_hour is None else f"{pace.per_hour:.1f}"),
    ]
    out = [
        f'<section class="trainee" id="trainee-{index}">',
        f"<h2>{escape(s.trainee)}</h2>",
        '<ul class="figures">',
        *(f"<li><b>{escape(v)}</b>{escape(k)}</li>" for k, v in figures),
        "</ul>",
        "<h3>Score over time</h3>",
        score_chart(s.scores),
        "<h3>Weakest rules</h3>",
        rule_bars(s.rules[:WEAKEST_SHOWN]),
    ]
    if s.rules:
        out.append(
            '<table class="rules"><tr><th>rule</th><th class="num">at stake</th>'
            '<th class="num">failed</th><th class="num">violations</th>'
            '<th class="num">accuracy</th></tr>'
        )
        out += [
            f"<tr><td>{escape(r.rule)}</td><td class='num'>{r.at_stake}</td>"
            f"<td class='num'>{r.failed}</td><td class='num'>{r.violations}</td>"
            f"<td class='num'>{r.accuracy:.0%}</td></tr>"
            for r in s.rules[:WEAKEST_SHOWN]
        ]
        out.append("</table>")
    out += [
        "<h3>Hands per hour (free deal)</h3>",
        pace_gauge(pace),
        f"<p>{escape(pace_line(pace))}</p>",
        "<h3>Recent drills</h3>",
    ]
    if not s.recent:
        out.append("<p>No drills yet.</p>")
    else:
        out.append(
            '<table class="recent"><tr><th>when (UTC)</th><th>drill</th><th>rules</th>'
            '<th class="num">score</th><th>result</th><th class="num">violations</th>'
            '<th class="num">time</th></tr>'
        )
        for d in s.recent:
            verdict = "passed" if d.passed else "not passed"
            out.append(
                f"<tr><td>{d.at:%Y-%m-%d %H:%M}</td><td>{escape(d.scenario)}</td>"
                f"<td>{escape(d.house_rules)}</td>"
                f"<td class='num'>{'-' if d.score is None else d.score}</td>"
                f"<td class='{'passed' if d.passed else 'failed'}'>{verdict}</td>"
                f"<td class='num'>{d.violations}</td>"
                f"<td class='num'>{duration(d.duration_s)}</td></tr>"
            )
        out.append("</table>")
    out.append(skills)
    out.append("</section>")
    return "\n".join(out)
