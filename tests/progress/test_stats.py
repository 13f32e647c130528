"""The figures and their definitions (stats.py's docstring)."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st
from progress_samples import T0, kind_of

from dealer_trainer.progress.records import Attempt, IrregularityRecord, StepRecord, ViolationRecord
from dealer_trainer.progress.stats import (
    HandsPerHour,
    RuleAccuracy,
    RuleTotals,
    _actions_for,
    compute_stats,
    rule_accuracy,
    rule_accuracy_from_totals,
)


def _attempt(
    n: int,
    *,
    actions: tuple[str, ...] = ("shuffle", "deal: 3"),
    violations: tuple[str, ...] = (),
    irregularities: tuple[tuple[str, bool], ...] = (),
    mode: str = "drill",
    score: int | None = 80,
    passed: bool = True,
    duration_s: float = 60.0,
    hand_count: int = 1,
) -> Attempt:
    return Attempt(
        id=n,
        trainee="Ana",
        mode=mode,
        scenario=f"drill-{n}",
        house_rules="seeds",
        lang="en",
        started_at=T0 + timedelta(minutes=n),
        duration_s=duration_s,
        score=score,
        passed=passed,
        hints=0,
        hand_count=hand_count,
        steps=tuple(StepRecord(i + 1, a, "ok", kind=kind_of(a)) for i, a in enumerate(actions)),
        violations=tuple(ViolationRecord(9, r) for r in violations),
        irregularities=tuple(IrregularityRecord(14, r, c) for r, c in irregularities),
    )


def test_a_rule_is_at_stake_wherever_its_family_of_actions_was_taken() -> None:
    attempts = [
        _attempt(1, violations=("deal.order", "deal.order")),
        _attempt(2),
        _attempt(3),
        _attempt(4, actions=("shuffle",)),  # no deal: deal.order not at stake
    ]
    [deal] = rule_accuracy(attempts)
    assert (deal.rule, deal.at_stake, deal.failed, deal.violations) == ("deal.order", 3, 1, 2)
    assert round(deal.accuracy, 4) == round(2 / 3, 4)


def test_an_error_rule_is_at_stake_only_where_it_happened_and_fails_if_uncorrected() -> None:
    attempts = [
        _attempt(1, irregularities=(("error.premature_turn", True),)),
        _attempt(2, irregularities=(("error.premature_turn", False),)),
        _attempt(3),
    ]
    [err] = rule_accuracy(attempts)
    assert (err.at_stake, err.failed, err.violations, err.accuracy) == (2, 1, 1, 0.5)


def test_rules_come_weakest_first() -> None:
    attempts = [
        _attempt(1, actions=("deal: 3", "burn", "flop"), violations=("burn.before_each_street",)),
        _attempt(2, actions=("deal: 3", "burn", "flop"), violations=("deal.order",)),
        _attempt(3, actions=("deal: 3", "burn", "flop"), violations=("deal.order",)),
        _attempt(
            4, actions=("deal: 3", "post: {seat: 1, blind: small}"), violations=("blinds.small",)
        ),
    ]
    rows = rule_accuracy(attempts)
    assert [r.rule for r in rows] == ["blinds.small", "deal.order", "burn.before_each_street"]
    assert [(r.at_stake, r.failed) for r in rows] == [(1, 1), (4, 2), (3, 1)]


def test_hands_per_hour_counts_free_deal_time_only() -> None:
    attempts = [
        _attempt(1, mode="free", duration_s=100),
        _attempt(2, mode="free", duration_s=120, hand_count=2),
        _attempt(3, mode="drill", duration_s=10_000),
    ]
    pace = compute_stats("Ana", attempts).hands_per_hour
    assert (pace.hands, pace.seconds) == (3, 220)
    assert pace.per_hour is not None and round(pace.per_hour, 2) == 49.09
    assert pace.verdict == "above"


def test_the_pace_verdict_against_a_live_dealer() -> None:
    assert HandsPerHour(0, 0).verdict == "none" and HandsPerHour(0, 0).per_hour is None
    assert HandsPerHour(10, 3600).verdict == "below"
    assert HandsPerHour(30, 3600).verdict == "within"
    assert HandsPerHour(40, 3600).verdict == "within"
    assert HandsPerHour(41, 3600).verdict == "above"


def test_scores_over_time_recent_drills_and_the_totals() -> None:
    attempts = [_attempt(n, score=50 + n, passed=n % 2 == 0) for n in range(1, 13)]
    attempts.append(_attempt(20, mode="free", score=None))
    attempts.append(_attempt(21, mode="free", score=95))
    s = compute_stats("Ana", list(reversed(attempts)), recent=5)
    assert [p.score for p in s.scores] == [51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 95]
    assert s.scores[-1].mode == "free"
    assert [d.id for d in s.recent] == [12, 11, 10, 9, 8]  # drills only, newest first
    assert (s.attempts, s.drills, s.drills_passed, s.free_hands) == (14, 12, 6, 2)
    assert s.average_score == 56.5


def test_no_records_give_empty_figures() -> None:
    s = compute_stats("Ana", [])
    doc = s.to_json()
    assert doc["attempts"] == 0 and doc["average_score"] is None
    assert doc["rules"] == [] and doc["scores"] == [] and doc["recent"] == []
    assert doc["hands_per_hour"] == {
        "hands": 0,
        "seconds": 0.0,
        "per_hour": None,
        "target": [30, 40],
        "verdict": "none",
    }


def test_with_the_catalogue_a_clean_run_lists_the_rules_it_practised_at_full_accuracy() -> None:
    from dealer_trainer.i18n import rule_ids

    clean = [_attempt(1, actions=("shuffle", "cut", "deal: 3", "burn", "flop"))]
    assert rule_accuracy(clean) == ()  # without the catalogue nothing names a rule
    rows = {r.rule: r for r in rule_accuracy(clean, rule_ids())}
    assert {"deck.shuffle", "deck.cut", "deal.order", "burn.before_each_street"} <= set(rows)
    assert rows["board.flop"].at_stake == 1 and rows["board.flop"].accuracy == 1.0
    assert not any(r.startswith("error.") for r in rows)  # no error happened
    assert "blinds.small" not in rows and "table.size" not in rows  # never at stake
    assert "bet.limit_cap" not in rows and "award.split" not in rows  # named only


def test_a_clean_run_does_not_put_situational_rules_at_stake() -> None:
    from dealer_trainer.i18n import rule_ids

    actions = ("shuffle", "cut", "deal: 3", "burn", "flop", "collect", "showdown", "award")
    rows = {r.rule for r in rule_accuracy([_attempt(1, actions=actions)], rule_ids())}
    assert {"deal.order", "pot.collect", "award.main_and_side"} <= rows  # practised
    situational = {
        "deal.substantial_action",
        "deal.misdeal_deadline",
        "pot.count_all_in",
        "showdown.all_in_face_up",
        "showdown.read_hand",
        "award.wrong_push",
    }
    assert situational <= set(rule_ids())
    assert not rows & situational


def test_the_stores_figures_use_the_catalogue(tmp_path: Path) -> None:
    from progress_samples import make_result

    from dealer_trainer.progress import ProgressStore

    with ProgressStore.open(tmp_path) as store:
        store.record_attempt("Ana", make_result(violations=[]), started_at=T0, duration_s=60)
        rules = [r.rule for r in store.stats("Ana").rules]
    assert "deal.order" in rules and len(rules) > 3


def test_a_refused_action_does_not_put_its_rules_at_stake() -> None:
    from dealer_trainer.i18n import rule_ids

    a = _attempt(1, actions=("shuffle", "cut"), violations=("deal.order",))
    flop = StepRecord(3, "flop", "violation", "deal.order", kind="flop")
    refused = replace(a, steps=(*a.steps, flop))
    rules = {r.rule for r in rule_accuracy([refused], rule_ids())}
    assert "deal.order" in rules and "board.flop" not in rules


VERBS = st.sampled_from(["shuffle", "cut", "deal", "post", "flop", "collect", "wait", "award",
                         "move_button", "replace_exposed", "x,y"])
RULES = st.sampled_from(["deck.shuffle", "deal.order", "blinds.post", "bet.round_complete",
                         "showdown.order", "pot.award", "error.exposed_card", "table.seat"])


@given(
    st.lists(st.frozensets(VERBS, max_size=4), min_size=1, max_size=8),
    st.lists(st.tuples(RULES, st.integers(0, 7), st.integers(0, 3)), max_size=12),
    st.lists(RULES, max_size=4),
)
def test_rule_accuracy_from_totals_is_the_definition_read_row_by_row(
    verb_sets: list[frozenset[str]], named: list[tuple[str, int, int]], rules: list[str]
) -> None:
    """The rules' attempts at stake are found from each verb's verb sets (issue 28: stats at
    1M attempts); the figures are those of testing every verb set against every rule."""
    totals = RuleTotals()
    keys = [",".join(sorted(v)) for v in verb_sets]
    for i, key in enumerate(keys):
        totals.verbs[key] += i + 1
    for rule, which, failed in named:
        row = totals.named.setdefault((rule, keys[which % len(keys)]), [0, 0, 0])
        row[0], row[1], row[2] = row[0] + 2, row[1] + min(failed, 1), row[2] + failed
    expected = []
    for rule in set(rules) | {r for r, _ in totals.named}:
        actions = _actions_for(rule)
        met = {k for k in totals.verbs if actions & frozenset(filter(None, k.split(",")))}
        mine = [(v, row) for (r, v), row in totals.named.items() if r == rule]
        at_stake = sum(totals.verbs[k] for k in met) + sum(r[0] for v, r in mine if v not in met)
        if at_stake:
            expected.append(RuleAccuracy(rule, at_stake, sum(r[1] for _, r in mine),
                                         sum(r[2] for _, r in mine)))
    got = rule_accuracy_from_totals(totals, rules)
    assert sorted(got, key=lambda r: r.rule) == sorted(expected, key=lambda r: r.rule)
