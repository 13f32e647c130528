"""Records that scale (issue 17): the figures come from running totals kept per attempt, and
must say exactly what the whole history says; lists come a page at a time; hands stream."""

from __future__ import annotations

import random
from datetime import timedelta
from pathlib import Path

import pytest
from progress_samples import HANDS, T0, make_result

from dealer_trainer.i18n import rule_ids
from dealer_trainer.progress import ProgressStore, figures, history
from dealer_trainer.progress.stats import compute_stats, rule_accuracy

ACTIONS = [
    "shuffle",
    "cut",
    "post: {seat: 3, blind: small}",
    "deal: 3",
    "burn",
    "flop",
    "turn",
    "river",
    "collect",
    "showdown",
    "award: {pot: 0, to: [3]}",
    "move_button",
    "wait",
]
RULES = [
    "deal.order",
    "burn.before_board",
    "pot.collect",
    "error.premature_turn",
    "error.exposed_card",
    "award.split",
    "bet.limit_cap",
    "house.odd_one",
]


def _random_result(rng: random.Random) -> tuple[str, dict]:
    """A drill or a free-deal hand with any mix of actions, violations, irregularities."""
    mode = rng.choice(["drill", "drill", "free"])
    result = make_result(
        rng.choice(["premature-turn", "basic-deal", "split-pot"]),
        score=rng.randint(0, 100),
        passed=rng.random() < 0.5,
        violations=[(rng.randint(1, 20), rng.choice(RULES)) for _ in range(rng.randint(0, 3))],
        irregularities=[
            (rng.randint(1, 20), rng.choice(RULES), rng.random() < 0.5)
            for _ in range(rng.randint(0, 2))
        ],
        actions=rng.sample(ACTIONS, rng.randint(0, len(ACTIONS))),
        hands=[f() for f in rng.sample(list(HANDS.values()), rng.randint(0, 2))],
    )
    if rng.random() < 0.1:
        del result["score"]
    return mode, result


def test_stats_from_the_totals_are_the_stats_of_the_whole_history(where) -> None:
    rng = random.Random(17)
    with ProgressStore.open(where) as store:
        for _ in range(120):
            mode, result = _random_result(rng)
            store.record_attempt(
                rng.choice(["Ana", "Bogdan", "Chloe"]),
                result,
                mode=mode,
                started_at=T0 + timedelta(minutes=rng.randint(0, 10_000)),
                duration_s=rng.uniform(10, 300),
            )
        for name in store.trainees():
            whole = compute_stats(name, store.attempts(name), rules=rule_ids())
            quick = store.stats(name)
            exact = (
                "trainee",
                "attempts",
                "drills",
                "drills_passed",
                "free_hands",
                "scores",
                "rules",
                "recent",
            )
            assert [getattr(quick, f) for f in exact] == [getattr(whole, f) for f in exact]
            assert quick.scored == len(whole.scores) and quick.rules
            assert quick.hands_per_hour.hands == whole.hands_per_hour.hands
            # sums of floats, added in another order
            assert quick.hands_per_hour.seconds == pytest.approx(whole.hands_per_hour.seconds)
            assert quick.average_score == pytest.approx(whole.average_score)


def test_stats_give_the_latest_scores_and_count_them_all(where, monkeypatch) -> None:
    monkeypatch.setattr(figures, "SCORE_POINTS", 5)
    with ProgressStore.open(where) as store:
        for i in range(12):
            store.record_attempt("Ana", make_result(score=i), started_at=T0 + timedelta(minutes=i))
        s = store.stats("Ana")
    assert [p.score for p in s.scores] == [7, 8, 9, 10, 11] and s.scored == 12
    assert s.to_json()["scored"] == 12


def test_recent_drills_come_a_page_at_a_time_newest_first(where) -> None:
    with ProgressStore.open(where) as store:
        for i in range(7):
            store.record_attempt("Ana", make_result(score=i), started_at=T0 + timedelta(i))
        store.record_attempt("Ana", make_result(score=99), mode="free", started_at=T0)
        first = store.recent_drills("Ana", limit=3)
        second = store.recent_drills("ana", limit=3, offset=3)
        last = store.recent_drills("Ana", limit=3, offset=6)
        assert store.recent_drills("Nobody") == ()
    assert [d.score for d in first + second + last] == [6, 5, 4, 3, 2, 1, 0]


def test_drill_totals_give_tries_passes_and_best_per_drill(where) -> None:
    with ProgressStore.open(where) as store:
        store.record_attempt("Ana", make_result("a", score=40), started_at=T0)
        store.record_attempt("Ana", make_result("a", score=90, passed=True), started_at=T0)
        store.record_attempt("Ana", make_result("b", score=10), started_at=T0 + timedelta(1))
        store.record_attempt("Bea", make_result("a", score=70), started_at=T0)
        store.record_attempt("Bea", {"scenario": "a"}, started_at=T0)  # no score
        rows = {(t.trainee, t.scenario): t for t in store.drill_totals()}
        assert [t.scenario for t in store.drill_totals("ana")] == ["a", "b"]
    a = rows[("Ana", "a")]
    assert (a.tries, a.passed, a.best, a.average, a.hands) == (2, 1, 90, 65.0, 2)
    bea = rows[("Bea", "a")]
    assert (bea.tries, bea.best, bea.scored, bea.average) == (2, 70, 1, 70.0)
    assert rows[("Ana", "b")].first_at > a.last_at


def test_hands_stream_across_pages_in_time_order(where, monkeypatch) -> None:
    monkeypatch.setattr(history, "PAGE", 2)
    rng = random.Random(3)
    with ProgressStore.open(where) as store:
        for _ in range(9):
            hands = [f() for f in rng.sample(list(HANDS.values()), rng.randint(0, 3))]
            store.record_attempt(
                rng.choice(["Ana", "Bea"]),
                make_result(hands=hands),
                started_at=T0 + timedelta(minutes=rng.randint(0, 3)),  # equal times too
            )
        streamed = list(store.iter_hands())
        ana = list(store.iter_hands("Ana"))
        attempts = store.attempts()
    expected = [(a.id, seq) for a in attempts for seq in range(a.hand_count)]
    assert [(h.attempt_id, h.seq) for h in streamed] == expected
    assert [h.attempt_id for h in ana] == [h.attempt_id for h in streamed if h.trainee == "Ana"]
    assert all(h.is_last == (h.final is not None) for h in streamed)


def test_the_integrity_check_runs_once_for_a_file_nobody_else_changed(
    tmp_path: Path, monkeypatch
) -> None:
    from dealer_trainer.progress import backend

    checks: list[Path] = []
    real = backend._quick_check
    monkeypatch.setattr(
        backend, "_quick_check", lambda conn, path: checks.append(path) or real(conn, path)
    )
    ProgressStore.open(tmp_path).close()
    for _ in range(3):
        with ProgressStore.open(tmp_path) as store:
            store.record_attempt("Ana", make_result(), started_at=T0)
    assert len(checks) == 1  # the first open only: the trainer's own writes need none
    db = tmp_path / "progress.sqlite3"
    db.write_bytes(db.read_bytes())  # changed behind the trainer's back
    ProgressStore.open(tmp_path).close()
    assert len(checks) == 2


def test_the_table_opens_the_store_once_not_per_hand(where, monkeypatch) -> None:
    from dealer_trainer.gui import progress_link

    opened: list[object] = []
    real = ProgressStore.open.__func__  # type: ignore[attr-defined]

    def counted(cls, *args, **kwargs):  # type: ignore[no-untyped-def]
        opened.append(args)
        return real(cls, *args, **kwargs)

    monkeypatch.setattr(ProgressStore, "open", classmethod(counted))
    try:
        for i in range(4):
            done = progress_link.record(
                make_result(score=i),
                data_dir=where,
                trainee="Ana",
                mode="free",
                lang="en",
                duration_s=30,
            )
            assert done.ok, done.notice
        assert progress_link.figures(data_dir=where, trainee="ana").stats.attempts == 4
        assert progress_link.drill_records(data_dir=where, trainee="Ana") == {}
        assert len(opened) == 1
    finally:
        progress_link.close_all()


def test_the_class_rules_are_the_accuracy_of_everyones_attempts_together(where) -> None:
    rng = random.Random(5)
    with ProgressStore.open(where) as store:
        for _ in range(40):
            mode, result = _random_result(rng)
            store.record_attempt(rng.choice(["Ana", "Bea"]), result, mode=mode, started_at=T0)
        everyone = store.attempts()
        assert store.class_rules() == rule_accuracy(everyone, rule_ids())
        assert store.class_rules() != store.stats("Ana").rules
