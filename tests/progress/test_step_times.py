"""Schema version 6: each step's time (`steps.seconds`) and the rules it was judged on
(`steps.at_stake`), on SQLite and PostgreSQL; the median time per rule (issue 16: "progress
shows accuracy, median time and mastery per skill"), in `stats --json`, its text, the
Progress screen's money section and the report. The drills are played at the GUI's session
(its clock times each step), from the money drills' reference solutions."""

from __future__ import annotations

import json
import sqlite3
import statistics
from datetime import timedelta
from pathlib import Path

import pytest
from progress_samples import T0, back_to_version, make_result

from dealer_trainer.cli import main
from dealer_trainer.gui.drills import load_actions, load_drill
from dealer_trainer.gui.session import DrillInfo, Session
from dealer_trainer.progress import SCHEMA_VERSION, ProgressStore
from dealer_trainer.progress.paths import DB_NAME
from dealer_trainer.progress.report import render_report
from dealer_trainer.progress.stats import compute_stats
from dealer_trainer.progress.text import format_stats

DRILLS = Path(__file__).resolve().parents[2] / "scenarios"
TIMED = ("money-pot-count", "money-side-pots", "money-rake-drop")


def timed_result(drill: str, pace: float) -> dict:
    """The drill's solution at the GUI session, the trainee taking a different time on each
    step (pace, pace + 0.5, ... pace + 2.0, again)."""
    sc = load_drill(DRILLS / f"{drill}.yaml")
    session = Session.drill(sc.setup, DrillInfo(sc.id, sc.id, 1, "", ""), "en")
    for i, action in enumerate(load_actions(DRILLS / "solutions" / f"{drill}.yaml")):
        session.tick(pace + 0.5 * (i % 5))
        session.apply(action)
    result = session.result()
    assert result["passed"] is True
    return result


def _fill(where: str | Path) -> list[dict]:
    """Three timed money drills, one played twice at another pace, and a script (untimed)."""
    results = [timed_result(d, 1.0) for d in TIMED] + [timed_result("money-pot-count", 3.0)]
    with ProgressStore.open(where) as store:
        for i, result in enumerate(results):
            store.record_attempt("Ana", result, started_at=T0 + timedelta(minutes=i))
        store.record_attempt("Ana", make_result(), started_at=T0 + timedelta(hours=1))
    return results


def _medians(results: list[dict], kind: str) -> tuple[float, int]:
    times = [s["seconds"] for r in results for s in r["steps"] if s.get("kind") == kind]
    return statistics.median(times), len(times)


def _stored(where: str | Path) -> tuple:
    with ProgressStore.open(where) as store:
        stats = store.stats("Ana")
        steps = [[(s.seconds, s.at_stake) for s in a.steps] for a in store.attempts("Ana")]
    return stats, steps


def test_a_version_5_store_with_rows_gains_the_step_times_from_its_results(where) -> None:
    results = _fill(where)
    stats, steps = _stored(where)
    # every step of the timed drills has its time; the script's steps none
    assert [[t for t, _ in a] for a in steps[:4]] == [
        [s["seconds"] for s in r["steps"]] for r in results
    ]
    assert steps[4] and all(t is None and not rules for t, rules in steps[4])
    back_to_version(where, 5)
    assert _stored(where) == (stats, steps)  # migrated: the same times, rules and figures
    if not isinstance(where, str):
        conn = sqlite3.connect(Path(where) / DB_NAME)
        assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 12
        conn.close()


def test_the_median_time_per_money_rule_is_over_its_timed_steps(where, capsys) -> None:
    results = _fill(where)
    with ProgressStore.open(where) as store:
        stats = store.stats("Ana")
        again = compute_stats("Ana", store.attempts("Ana"))
    assert stats.times == again.times  # the store's query and the attempts agree
    times = {t.rule: (t.median_s, t.timed) for t in stats.times}
    assert times["bet.pot_count"] == pytest.approx(_medians(results, "announce_pot"))
    assert times["rake.amount"] == pytest.approx(_medians(results, "rake"))
    stated = [s["seconds"] for r in results for s in r["steps"]
              if s["action"].startswith("collect: {pots:")]
    assert times["pot.all_in"] == pytest.approx((statistics.median(stated), len(stated)))
    assert "deal.order" not in times  # the script's violation was not timed
    assert main(["stats", "--trainee", "ana", "--json", "--data", str(where)]) == 0
    doc = json.loads(capsys.readouterr().out)
    rule = next(r for r in doc["rules"] if r["id"] == "bet.pot_count")
    assert (rule["median_seconds"], rule["timed"]) == (
        round(times["bet.pot_count"][0], 2), times["bet.pot_count"][1])
    assert {t["id"] for t in doc["times"]} == set(times)


def test_a_median_of_the_two_paces_is_the_middle_of_all_the_times() -> None:
    fast, slow = timed_result("money-pot-count", 1.0), timed_result("money-pot-count", 3.0)
    stats = compute_stats("Ana", [])
    assert stats.times == ()
    from dealer_trainer.progress.records import parse_result

    steps = [s for r in (fast, slow) for s in parse_result(r, "drill").steps]
    from dealer_trainer.progress.timing import rule_times_of

    [pot] = [t for t in rule_times_of(steps) if t.rule == "bet.pot_count"]
    both = sorted(s.seconds for s in steps if s.kind == "announce_pot" and s.seconds)
    assert pot.timed == len(both) == 6 and pot.median_s == (both[2] + both[3]) / 2


def test_the_text_the_progress_screen_and_the_report_show_the_median(tmp_path) -> None:
    _fill(tmp_path)
    with ProgressStore.open(tmp_path) as store:
        stats = store.stats("Ana")
    median = next(t for t in stats.times if t.rule == "bet.pot_count").median_s
    text = format_stats(stats)
    assert "Money at the table" in text
    line = next(ln for ln in text.splitlines() if ln.strip().startswith("bet.pot_count:"))
    assert f"median {median:.1f}s over 6 timed steps" in line
    from dealer_trainer.gui.progress_link import Figures
    from dealer_trainer.gui.scenes.progress import money_html

    for lang, word in (("en", "median"), ("pt", "mediana"), ("mk", "медијана")):
        html = money_html(Figures("Ana", stats), {}, lang)
        assert f"{word} {median:.1f}" in html
    page = render_report([stats], generated_at=T0, lang="ro")
    row = next(ln for ln in page.splitlines() if ln.startswith('<tr data-rule="bet.pot_count"'))
    assert f"{median:.1f} s" in row and "2/2 (100%)" in row  # right in two attempts of two
    assert "Banii la masă" in page
