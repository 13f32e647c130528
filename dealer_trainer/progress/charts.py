"""The reports' charts: inline SVG, and bar tables in plain HTML; no script, every text
escaped."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape

from .stats import HandsPerHour, RuleAccuracy, ScorePoint

PASS, FAIL, FREE, INK, GRID, BAND = "#2e7d32", "#c62828", "#757575", "#222", "#ddd", "#c8e6c9"
AMBER = "#f9a825"


def _svg(width: int, height: int, label: str, body: list[str]) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" role="img" aria-label="{escape(label)}">'
        f"<title>{escape(label)}</title>" + "".join(body) + "</svg>"
    )


def _text(x: float, y: float, text: str, *, anchor: str = "start", size: int = 11) -> str:
    return (
        f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" text-anchor="{anchor}" '
        f'fill="{INK}">{escape(text)}</text>'
    )


def score_chart(
    points: Sequence[ScorePoint],
    *,
    width: int = 640,
    height: int = 220,
    label: str = "Score over time",
    empty: str = "no scores yet",
) -> str:
    """Scores 0-100, one point per attempt in time order; green passed, red not, grey free deal."""
    left, right, top, bottom = 36, 12, 12, 28
    plot_w, plot_h = width - left - right, height - top - bottom
    body: list[str] = []
    for value in (0, 25, 50, 75, 100):
        y = top + plot_h * (1 - value / 100)
        body.append(
            f'<line x1="{left}" y1="{y:.1f}" x2="{width - right}" y2="{y:.1f}" '
            f'stroke="{GRID}" stroke-width="1"/>'
        )
        body.append(_text(left - 6, y + 4, str(value), anchor="end"))
    if not points:
        body.append(_text(width / 2, height / 2, empty, anchor="middle", size=13))
        return _svg(width, height, label, body)
    step = plot_w / max(len(points) - 1, 1)

    def xy(i: int, score: int) -> tuple[float, float]:
        clamped = min(max(score, 0), 100)
        return left + (i * step if len(points) > 1 else plot_w / 2), top + plot_h * (
            1 - clamped / 100
        )

    line = " ".join(f"{x:.1f},{y:.1f}" for x, y in (xy(i, p.score) for i, p in enumerate(points)))
    body.append(f'<polyline class="score-line" points="{line}" fill="none" stroke="#90a4ae"/>')
    for i, p in enumerate(points):
        x, y = xy(i, p.score)
        color = FREE if p.mode == "free" else PASS if p.passed else FAIL
        verdict = "free deal" if p.mode == "free" else "passed" if p.passed else "not passed"
        tip = f"{p.at:%Y-%m-%d %H:%M} UTC, {p.scenario}: {p.score} ({verdict})"
        body.append(
            f'<circle class="score" cx="{x:.1f}" cy="{y:.1f}" r="4" fill="{color}">'
            f"<title>{escape(tip)}</title></circle>"
        )
    fmt = "%Y-%m-%d %H:%M" if points[0].at.date() == points[-1].at.date() else "%Y-%m-%d"
    body.append(_text(left, height - 8, f"{points[0].at:{fmt}}"))
    body.append(_text(width - right, height - 8, f"{points[-1].at:{fmt}}", anchor="end"))
    return _svg(width, height, label, body)


@dataclass(frozen=True, slots=True)
class Bar:
    """One row of a bar table: its label, the bar's length (0-1), the figures beside it."""

    label: str
    share: float
    value: str
    data: tuple[tuple[str, str], ...] = ()  # data-* attributes of the row: ("rule", id)
    cells: tuple[str, ...] = ()  # more columns after the value
    tip: str = ""


def bar_table(bars: Sequence[Bar], headers: Sequence[str], *, css_class: str, empty: str) -> str:
    """Bars as an HTML table: the labels wrap and the figures keep their own column, so a
    long rule name in any language or "100% · 0/10" is never cut off. Green 90% and up,
    amber 70% and up, red below."""
    if not bars:
        return f'<p class="empty">{escape(empty)}</p>'
    head = "".join(f"<th>{escape(h)}</th>" for h in headers)
    rows = [f'<table class="bars {escape(css_class)}"><thead><tr>{head}</tr></thead><tbody>']
    for b in bars:
        share = min(max(b.share, 0.0), 1.0)
        colour = PASS if share >= 0.9 else AMBER if share >= 0.7 else FAIL
        data = "".join(f' data-{escape(k)}="{escape(v)}"' for k, v in b.data)
        tip = f' title="{escape(b.tip)}"' if b.tip else ""
        rows.append(
            f"<tr{data}><td class='label'>{escape(b.label)}</td>"
            f"<td class='bar'{tip}><span class='track'><span class='fill' "
            f"style='width:{share * 100:.1f}%;background:{colour}'></span></span></td>"
            f"<td class='num'>{escape(b.value)}</td>"
            + "".join(f"<td class='num'>{escape(c)}</td>" for c in b.cells)
            + "</tr>"
        )
    rows.append("</tbody></table>")
    return "".join(rows)


BAR_CSS = """
table.bars td.label { width: 42%; }
table.bars td.bar { width: 40%; }
.track { display: block; height: 14px; background: #ddd; border-radius: 2px; }
.fill { display: block; height: 14px; border-radius: 2px; }
table.bars td.num { white-space: nowrap; }
"""


def accuracy_bar(r: RuleAccuracy, label: str, *cells: str) -> Bar:
    """A rule's bar: the share of attempts with the rule at stake that kept it; the figures
    "accuracy · failed/at stake"."""
    return Bar(
        label=label,
        share=r.accuracy,
        value=f"{r.accuracy:.0%} · {r.failed}/{r.at_stake}",
        data=(("rule", r.rule),),
        cells=cells,
        tip=f"{r.rule}: {r.at_stake - r.failed}/{r.at_stake}",
    )


def pace_gauge(
    pace: HandsPerHour,
    *,
    width: int = 640,
    height: int = 64,
    label: str = "Hands per hour in free deal",
    empty: str = "no free-deal hands yet",
) -> str:
    """A 0-60 hands/hour scale with the live dealer's 30-40 shaded and the trainee's mark."""
    left, right, top, bar_h, scale = 12, 12, 10, 20, 60
    plot_w = width - left - right

    def x(v: float) -> float:
        return left + plot_w * min(max(v, 0), scale) / scale

    low, high = pace.target
    body = [
        f'<rect x="{left}" y="{top}" width="{plot_w}" height="{bar_h}" fill="{GRID}"/>',
        f'<rect class="target" x="{x(low):.1f}" y="{top}" width="{x(high) - x(low):.1f}" '
        f'height="{bar_h}" fill="{BAND}"><title>a live dealer: {low}-{high} hands an hour'
        "</title></rect>",
    ]
    for v in range(0, scale + 1, 10):
        body.append(_text(x(v), top + bar_h + 14, str(v), anchor="middle", size=10))
    rate = pace.per_hour
    if rate is None:
        body.append(_text(width / 2, top + 14, empty, anchor="middle"))
    else:
        body.append(
            f'<rect class="pace" x="{x(rate) - 2:.1f}" y="{top - 4}" width="4" '
            f'height="{bar_h + 8}" fill="{INK}"><title>{rate:.1f} hands an hour</title></rect>'
        )
    return _svg(width, height, label, body)
