"""Records: what goes in comes back out, per trainee, with the clock the caller gives."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

import platformdirs
import pytest
from progress_samples import T0, make_result

from dealer_trainer.progress import SCHEMA_VERSION, ProgressStore
from dealer_trainer.progress.paths import DB_NAME, database_path


def test_round_trip_keeps_the_whole_result(where: str | Path) -> None:
    result = make_result()
    with ProgressStore.open(where) as store:
        attempt_id = store.record_attempt(
            "Ana",
            result,
            mode="drill",
            house_rules="roberts",
            started_at=T0,
            duration_s=185.5,
            lang="ro",
        )
    with ProgressStore.open(where) as store:
        assert store.result(attempt_id) == result
        [a] = store.attempts("Ana")
    assert (a.id, a.trainee, a.mode, a.scenario, a.house_rules, a.lang) == (
        attempt_id,
        "Ana",
        "drill",
        "premature-turn",
        "roberts",
        "ro",
    )
    assert (a.started_at, a.duration_s, a.score, a.passed, a.hints) == (T0, 185.5, 85, False, 0)
    assert a.hand_count == 1
    assert [(v.step, v.rule) for v in a.violations] == [(9, "deal.order")]
    assert [(r.step, r.rule, r.corrected) for r in a.irregularities] == [
        (14, "error.premature_turn", True)
    ]
    assert [s.action for s in a.steps][:2] == ["shuffle", "cut"]
    assert {s.outcome for s in a.steps} == {"ok", "violation", "irregularity"}


def test_trainees_are_kept_apart_and_found_whatever_the_case(where: str | Path) -> None:
    with ProgressStore.open(where) as store:
        store.record_attempt("Ana", make_result(score=50), started_at=T0)
        store.record_attempt("  ana ", make_result(score=70), started_at=T0 + timedelta(1))
        store.record_attempt("Bogdan", make_result(score=90), started_at=T0)
        assert store.trainees() == ["Ana", "Bogdan"]
        assert [a.score for a in store.attempts("ANA")] == [50, 70]
        assert [a.score for a in store.attempts("Bogdan")] == [90]
        assert len(store.attempts()) == 3
        assert store.stats("ana").trainee == "Ana"
        assert store.stats("Nobody").attempts == 0


def test_attempts_come_back_in_time_order(where: str | Path) -> None:
    with ProgressStore.open(where) as store:
        for day in (3, 1, 2):
            store.record_attempt("Ana", make_result(score=day), started_at=T0 + timedelta(day))
        assert [a.score for a in store.attempts("Ana")] == [1, 2, 3]


def test_started_at_defaults_to_the_clock_minus_the_duration(where: str | Path, clock) -> None:
    with ProgressStore.open(where, clock=clock) as store:
        store.record_attempt("Ana", make_result(), duration_s=90)
        [a] = store.attempts("Ana")
    assert a.started_at == T0 - timedelta(seconds=90)  # the first tick of the clock


def test_times_are_stored_in_utc(where: str | Path) -> None:
    from datetime import timezone

    bucharest = datetime(2026, 12, 2, 20, 15, tzinfo=timezone(timedelta(hours=2)))
    with ProgressStore.open(where) as store:
        store.record_attempt("Ana", make_result(), started_at=bucharest)
        [a] = store.attempts("Ana")
    assert a.started_at == T0 and a.started_at.tzinfo == UTC


def test_house_rules_default_to_the_results_own(where: str | Path) -> None:
    with ProgressStore.open(where) as store:
        store.record_attempt("Ana", make_result() | {"house_rules": "tda"}, started_at=T0)
        store.record_attempt("Ana", make_result(), started_at=T0)
        assert [a.house_rules for a in store.attempts()] == ["tda", "seeds"]


def test_bad_arguments_are_refused_before_anything_is_written(where: str | Path) -> None:
    with ProgressStore.open(where) as store:
        with pytest.raises(ValueError, match="mode"):
            store.record_attempt("Ana", make_result(), mode="practice", started_at=T0)
        with pytest.raises(ValueError, match="name"):
            store.record_attempt("   ", make_result(), started_at=T0)
        with pytest.raises(ValueError, match="duration"):
            store.record_attempt("Ana", make_result(), started_at=T0, duration_s=-1)
        assert store.attempts() == [] and store.trainees() == []


def test_a_sparse_result_is_stored_with_neutral_values(where: str | Path) -> None:
    odd = {"passed": "yes", "score": "77", "steps": "not a list", "violations": [{"step": 2}]}
    with ProgressStore.open(where) as store:
        attempt_id = store.record_attempt("Ana", odd, mode="free", started_at=T0)
        [a] = store.attempts()
        assert store.result(attempt_id) == odd
    assert (a.scenario, a.score, a.passed, a.steps, a.violations) == (
        "free-deal",
        77,
        False,
        (),
        (),
    )


def test_the_file_is_in_wal_mode_at_the_latest_schema(tmp_path: Path) -> None:
    ProgressStore.open(tmp_path).close()
    conn = sqlite3.connect(tmp_path / DB_NAME)
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 12
    conn.close()


def test_the_default_place_is_the_users_data_folder(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(platformdirs, "user_data_dir", lambda *a, **k: str(tmp_path / a[0]))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))  # where platformdirs is not asked
    assert database_path(None) == tmp_path / "dealer-trainer" / DB_NAME
    with ProgressStore.open(None) as store:
        assert store.path == tmp_path / "dealer-trainer" / DB_NAME
    assert (tmp_path / "dealer-trainer" / DB_NAME).exists()


def test_hands_are_listed_for_export_with_the_attempt_they_belong_to(where: str | Path) -> None:
    with ProgressStore.open(where) as store:
        one = store.record_attempt("Ana", make_result(), started_at=T0)
        two = store.record_attempt("Bogdan", make_result(hands=[]), started_at=T0)
        hands = store.hands()
        assert store.hands("Bogdan") == []
    assert [(h.attempt_id, h.seq, h.trainee, h.is_last) for h in hands] == [(one, 0, "Ana", True)]
    assert hands[0].final is not None and hands[0].final["button"] == 3
    assert [v.rule for v in hands[0].violations] == ["deal.order"]
    assert two != one
