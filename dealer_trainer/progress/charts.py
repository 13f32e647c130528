"""Inline SVG charts for the report: plain markup, no script, every text escaped."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from .stats import HandsPerHour, RuleAccuracy, ScorePoint

PASS, FAIL, FREE, INK, GRID, BAND = "#2e7d32", "#c62828", "#757575", "#222", "#ddd", "#c8e6c9"


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


def score_chart(points: Sequence[ScorePoint], *, width: int = 640, height: int = 220) -> str:
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
        body.append(_text(width / 2, height / 2, "no scores yet", anchor="middle", size=13))
        return _svg(width, height, "Score over time", body)
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
    return _svg(width, height, "Score over time", body)


def rule_bars(rules: Sequence[RuleAccuracy], *, width: int = 640, bar_h: int = 18) -> str:
    """One bar per rule, its length the accuracy; the weakest at the top."""
    label_w, value_w, gap = 220, 120, 6
    plot_w = width - label_w - value_w
    height = max(len(rules), 1) * (bar_h + gap) + gap
    body: list[str] = []
    if not rules:
        body.append(_text(width / 2, height / 2 + 4, "no rules at stake yet", anchor="middle"))
    for i, r in enumerate(rules):
        y = gap + i * (bar_h + gap)
        color = PASS if r.accuracy >= 0.9 else "#f9a825" if r.accuracy >= 0.7 else FAIL
        body.append(_text(label_w - 8, y + bar_h - 5, r.rule, anchor="end"))
        body.append(
            f'<rect x="{label_w}" y="{y}" width="{plot_w}" height="{bar_h}" fill="{GRID}"/>'
        )
        body.append(
            f'<rect class="accuracy" x="{label_w}" y="{y}" width="{plot_w * r.accuracy:.1f}" '
            f'height="{bar_h}" fill="{color}"><title>{escape(r.rule)}: '
            f"{r.at_stake - r.failed} of {r.at_stake} attempts without a fault</title></rect>"
        )
        body.append(
            _text(
                label_w + plot_w + 8,
                y + bar_h - 5,
                f"{r.accuracy:.0%} ({r.failed} of {r.at_stake} failed)",
            )
        )
    return _svg(width, height, "Accuracy per rule, weakest first", body)


def pace_gauge(pace: HandsPerHour, *, width: int = 640, height: int = 64) -> str:
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
        body.append(_text(width / 2, top + 14, "no free-deal hands yet", anchor="middle"))
    else:
        body.append(
            f'<rect class="pace" x="{x(rate) - 2:.1f}" y="{top - 4}" width="4" '
            f'height="{bar_h + 8}" fill="{INK}"><title>{rate:.1f} hands an hour</title></rect>'
        )
    return _svg(width, height, "Hands per hour in free deal", body)
