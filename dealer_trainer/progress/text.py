"""The human form of the figures: the `stats` command's table, and phrases the report shares."""

from __future__ import annotations

from collections.abc import Callable

from ..scenarios.terminal import printable
from .stats import HandsPerHour, Stats
from .timing import MONEY_RULES, time_of

SCORES_SHOWN = 12
RULES_SHOWN = 12


def percent(part: int, whole: int) -> str:
    return f"{part / whole:.0%}" if whole else "-"


def average_text(s: Stats) -> str:
    """The trainee's average drill score, whole; '-' before any score."""
    return "-" if s.average_score is None else f"{s.average_score:.0f}"


def duration(seconds: float) -> str:
    """`45s`, `3m05s`, `1h02m`."""
    s = round(seconds)
    if s < 60:
        return f"{s}s"
    if s < 3600:
        return f"{s // 60}m{s % 60:02d}s"
    return f"{s // 3600}h{s % 3600 // 60:02d}m"


def pace_line(pace: HandsPerHour) -> str:
    low, high = pace.target
    rate = pace.per_hour
    if rate is None:
        return f"No free-deal hands yet (a live dealer keeps {low}-{high} an hour)."
    return (
        f"{rate:.1f} hands an hour over {pace.hands} free-deal hands "
        f"({duration(pace.seconds)} dealing): {pace.verdict} the {low}-{high} a live dealer keeps."
    )


def mode_lines(s: Stats) -> list[str]:
    """Per mode: attempts, passed, steps right, and the free-deal pace where there is one."""
    lines = ["By mode:"]
    for m in s.modes:
        if not m.attempts:
            lines.append(f"  {m.mode:<9} no attempts yet")
            continue
        line = (
            f"  {m.mode:<9} {m.attempts} attempt{'s' if m.attempts != 1 else ''},"
            f" {m.passed} passed ({percent(m.passed, m.attempts)}),"
            f" {percent(m.steps_right, m.steps)} of {m.steps} steps right"
        )
        if m.pace is not None:
            line += f"; {m.pace:.1f} hands an hour over {m.free_hands} free-deal hands"
        lines.append(line)
    return lines


def median_text(s: Stats, rule: str) -> str:
    """The median of the trainee's timed steps on `rule`: `4.2s`; `-` when none was timed."""
    timed = time_of(s.times, rule)
    return "-" if timed is None else f"{timed.median_s:.1f}s"


def money_lines(s: Stats, label: Callable[[str], str]) -> list[str]:
    """Money at the table, per rule: right of tried, and the median time (timing.py)."""
    lines = ["Money at the table (right, median time of the timed steps):"]
    rules = {r.rule: r for r in s.rules}
    for rule, _ in MONEY_RULES:
        r = rules.get(rule)
        timed = time_of(s.times, rule)
        if r is None and timed is None:
            lines.append(f"  {label(rule)}: not practised yet")
            continue
        right = "-" if r is None else f"{r.at_stake - r.failed}/{r.at_stake}"
        over = "" if timed is None else f" over {timed.timed} timed step{'s' * (timed.timed != 1)}"
        lines.append(f"  {label(rule)}: {right} right, median {median_text(s, rule)}{over}")
    return lines


def format_stats(s: Stats, rule_names: dict[str, str] | None = None) -> str:
    """The human table; rules by name (`rule_names`, in the trainee's language) with the id
    after it, so an instructor can look the rule up in RULES.md."""
    names = rule_names or {}

    def label(rule: str) -> str:
        name = names.get(rule)
        return f"{name} ({rule})" if name and name != rule else rule

    lines = [
        f"Trainee: {printable(s.trainee)}",  # a new line in a name never makes a line here
        f"  {s.drills} drills ({s.drills_passed} passed, {percent(s.drills_passed, s.drills)}), "
        f"{s.free_hands} free-deal hands; average drill score "
        + average_text(s),
        "",
        "Score over time (oldest first):",
    ]
    if s.scores:
        shown = s.scores[-SCORES_SHOWN:]
        if s.scored_total > len(shown):
            lines.append(f"  ... {s.scored_total - len(shown)} earlier")
        for p in shown:
            mark = "free" if p.mode == "free" else "pass" if p.passed else "FAIL"
            lines.append(f"  {p.at:%Y-%m-%d %H:%M}  {p.score:>3}  {mark:<4}  {p.scenario}")
    else:
        lines.append("  no scores yet")
    lines += ["", "Accuracy per rule (weakest first):"]
    if s.rules:
        width = max(len(label(r.rule)) for r in s.rules[:RULES_SHOWN])
        lines.append(f"  {'rule':<{width}}  at stake  failed  violations  accuracy  median")
        for r in s.rules[:RULES_SHOWN]:
            lines.append(
                f"  {label(r.rule):<{width}}  {r.at_stake:>8}  {r.failed:>6}  {r.violations:>10}"
                f"  {r.accuracy:>8.0%}  {median_text(s, r.rule):>6}"
            )
        if len(s.rules) > RULES_SHOWN:
            lines.append(f"  ... {len(s.rules) - RULES_SHOWN} stronger ones (--json lists all)")
    else:
        lines.append("  no rules at stake yet")
    lines += ["", *money_lines(s, label)]
    lines += ["", "Hands per hour (free deal):", f"  {pace_line(s.hands_per_hour)}", ""]
    lines += [*mode_lines(s), ""]
    lines.append("Recent drills (newest first):")
    if s.recent:
        for d in s.recent:
            verdict = "passed" if d.passed else "not passed"
            score = "-" if d.score is None else str(d.score)
            lines.append(
                f"  {d.at:%Y-%m-%d %H:%M}  {d.scenario:<24} {score:>3}  {verdict:<10}"
                f"  {d.violations} violation{'s' if d.violations != 1 else ''}"
                f"  {duration(d.duration_s)}"
            )
    else:
        lines.append("  no drills yet")
    return "\n".join(lines)
