"""The report's money at the table (issue 16: "progress shows accuracy, median time and
mastery per skill, and the HTML report includes it"): per money rule, right of tried at the
table and the median of the trainee's times on its steps (timing.py); the quick-fire skills
have their own table (quiz_records.skills_html)."""

from __future__ import annotations

from html import escape

from ..i18n import rule_name, t
from .stats import Stats
from .text import percent
from .timing import MONEY_RULES, time_of

COLUMNS = ("rule", "right", "median")


def seconds(value: float, lang: str) -> str:
    return t("report.money.seconds", lang, n=f"{value:.1f}")


def money_html(s: Stats, lang: str) -> str:
    """A table of the money rules the trainee was tested on at the table (a row each, the
    rule's id in `data-rule`), or one line saying none was."""
    rules = {r.rule: r for r in s.rules}
    rows = []
    for rule, _ in MONEY_RULES:
        r = rules.get(rule)
        timed = time_of(s.times, rule)
        if r is None and timed is None:
            continue
        right = "-" if r is None else f"{r.at_stake - r.failed}/{r.at_stake}"
        pct = "" if r is None else f" ({percent(r.at_stake - r.failed, r.at_stake)})"
        median = "-" if timed is None else seconds(timed.median_s, lang)
        rows.append(
            f'<tr data-rule="{escape(rule)}"><td>{escape(rule_name(rule, lang))}</td>'
            f"<td class='num'>{right}{pct}</td><td class='num'>{escape(median)}</td></tr>"
        )
    out = [f"<h3>{escape(t('report.money', lang))}</h3>"]
    if not rows:
        out.append(f"<p>{escape(t('report.money.none', lang))}</p>")
        return "\n".join(out)
    heads = "".join(
        f"<th{' class=num' if k != 'rule' else ''}>{escape(t('report.money.col.' + k, lang))}</th>"
        for k in COLUMNS
    )
    out += [f'<table class="money"><tr>{heads}</tr>', *rows, "</table>",
            f'<p class="meta">{escape(t("report.money.note", lang))}</p>']
    return "\n".join(out)
