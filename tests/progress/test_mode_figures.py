"""The figures per mode (CONTRACT.md "Modes"): attempts, pass rate, steps right, and the
free-deal pace, in `stats` (text and --json), the report, from the totals and the attempts."""

from __future__ import annotations

import json
from datetime import timedelta
from pathlib import Path

import pytest
from progress_samples import T0, make_result

from dealer_trainer.cli import main
from dealer_trainer.progress import ProgressStore
from dealer_trainer.progress.stats import compute_stats


def _fill(where: str | Path) -> None:
    """learn: one drill passed (4 steps, all right); audition: one drill failed (4 ok, one
    violation), two free-deal hands of 90 s; practice: nothing."""
    with ProgressStore.open(where) as store:
        ok = make_result(passed=True, violations=[], irregularities=[], score=100)
        store.record_attempt("Ana", {**ok, "mode": "learn"}, started_at=T0, duration_s=60)
        bad = make_result(irregularities=[])
        store.record_attempt("Ana", {**bad, "mode": "audition"},
                             started_at=T0 + timedelta(minutes=5), duration_s=60)
        for i in range(2):
            store.record_attempt("Ana", {**ok, "mode": "audition"}, mode="free",
                                 started_at=T0 + timedelta(minutes=10 + i), duration_s=90)


@pytest.fixture
def data(where: str | Path) -> str | Path:
    _fill(where)
    return where


def test_figures_per_mode_from_the_totals_and_from_the_attempts_agree(data) -> None:
    with ProgressStore.open(data) as store:
        stats = store.stats("Ana")
        again = compute_stats("Ana", store.attempts("Ana"))
    assert stats.modes == again.modes
    learn, practice, audition = stats.modes
    assert (learn.mode, learn.attempts, learn.passed, learn.steps, learn.steps_right) == (
        "learn", 1, 1, 4, 4)
    assert learn.pace is None and learn.pass_rate == 1.0
    assert (practice.attempts, practice.pass_rate, practice.accuracy) == (0, None, None)
    assert (audition.attempts, audition.passed, audition.steps, audition.steps_right) == (
        3, 2, 13, 12)
    assert (audition.free_hands, audition.free_seconds) == (2, 180.0)
    assert audition.pace == pytest.approx(40.0)


def test_stats_json_gains_the_modes_and_keeps_its_keys(data, capsys) -> None:
    assert main(["stats", "--trainee", "Ana", "--json", "--data", str(data)]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert {"attempts", "drills", "rules", "hands_per_hour", "recent"} <= set(doc)
    assert set(doc["modes"]) == {"learn", "practice", "audition"}
    a = doc["modes"]["audition"]
    assert (a["attempts"], a["passed"], a["pass_rate"], a["accuracy"], a["per_hour"]) == (
        3, 2, round(2 / 3, 4), round(12 / 13, 4), 40.0)
    assert doc["modes"]["practice"]["attempts"] == 0


def test_stats_text_says_each_mode(data, capsys) -> None:
    assert main(["stats", "--trainee", "Ana", "--data", str(data)]) == 0
    out = capsys.readouterr().out
    assert "By mode:" in out
    assert "learn     1 attempt, 1 passed (100%), 100% of 4 steps right" in out
    assert "practice  no attempts yet" in out
    assert "audition  3 attempts, 2 passed (67%), 92% of 13 steps right; 40.0 hands" in out


def test_the_report_has_a_row_per_mode_in_its_language(data, tmp_path: Path) -> None:
    out = tmp_path / "r.html"
    assert main(["report", "--out", str(out), "--data", str(data), "--lang", "ro"]) == 0
    html = out.read_text(encoding="utf-8")
    assert "Pe moduri" in html and "Audiție" in html
    row = html.split('data-mode="audition"')[1].split("</tr>")[0]
    assert "<td class='num'>3</td>" in row and "2 (67%)" in row and "40.0" in row


def test_an_audition_hand_carrying_its_verdict_is_read_as_any_hand(where) -> None:
    """The GUI adds the down's verdict (`audition`, issue 29 item 4) to an audition hand's
    result: the store takes it, and the figures per mode read the hand as before."""
    from dealer_trainer.arbiter.audition import AuditionMarks, AuditionTally

    tally = AuditionTally(AuditionMarks(hands=1, minutes=1))
    tally.add_hand(4, 4, 90.0)
    ok = make_result(passed=True, violations=[], irregularities=[], score=100)
    with ProgressStore.open(where) as store:
        store.record_attempt("Ana", {**ok, "mode": "audition",
                                     "audition": tally.verdict().to_json()},
                             mode="free", started_at=T0, duration_s=90)
        stats = store.stats("Ana")
        again = compute_stats("Ana", store.attempts("Ana"))
    assert stats.modes == again.modes
    audition = stats.modes[2]
    assert (audition.attempts, audition.passed, audition.free_hands) == (1, 1, 1)
