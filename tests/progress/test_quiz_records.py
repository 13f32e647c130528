"""The quick-fire answers in the store (schema version 4) and each skill's figures."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from progress_samples import UNDO_VERSION_5, make_result

from dealer_trainer.progress import ProgressStore
from dealer_trainer.progress.paths import DB_NAME
from dealer_trainer.progress.quiz_records import (
    QuizAnswer,
    answers_of,
    figures_of,
    format_figures,
    record_answers,
    skill_figures,
)


def test_a_version_3_database_gains_the_quiz_table_and_keeps_its_attempts(tmp_path: Path) -> None:
    with ProgressStore.open(tmp_path) as store:
        store.record_attempt("Ana", make_result())
    conn = sqlite3.connect(tmp_path / DB_NAME)  # back to version 3, without the quiz table
    conn.execute("DROP TABLE quiz_answers")
    for undo in UNDO_VERSION_5:  # and without what version 5 added
        conn.execute(undo)
    conn.execute("PRAGMA user_version = 3")
    conn.commit()
    conn.close()
    with ProgressStore.open(tmp_path) as store:
        assert store.notices == () and len(store.attempts("Ana")) == 1
        record_answers(store, "ana", [QuizAnswer("rake", "rake-1-1", True, 4.0)])
        assert [a.question for a in answers_of(store, "Ana")] == ["rake-1-1"]


def test_answers_come_back_in_order_and_make_the_figures(tmp_path: Path, clock) -> None:
    with ProgressStore.open(tmp_path, clock=clock) as store:
        record_answers(store, "Ana", [
            QuizAnswer("pot-limit", "pot-limit-1-1", True, 20.0),
            QuizAnswer("pot-limit", "pot-limit-1-2", False, 8.0),
        ])
        record_answers(store, "Ana", [
            QuizAnswer("pot-limit", f"pot-limit-1-{n}", True, 9.0) for n in (3, 4, 5)
        ])
        record_answers(store, "Bo", [QuizAnswer("rake", "rake-2-1", True, 1.0)])
        got = answers_of(store, "Ana")
        assert [a.question for a in got] == [f"pot-limit-1-{n}" for n in range(1, 6)]
        figures = {f.skill: f for f in figures_of(store, "ana")}
    pot = figures["pot-limit"]
    assert (pot.answers, pot.right, pot.median_s, pot.mastered) == (5, 4, 9.0, True)
    assert pot.accuracy == pytest.approx(0.8)
    assert figures["rake"].answers == 0  # Bo's, not Ana's
    text = format_figures(list(figures.values()), "en")
    assert "Pot count (pot limit): 4/5 right (80%), median 9.0 s, target 15 s, mastered" in text


def test_a_bad_answer_record_is_refused_whole(tmp_path: Path) -> None:
    with ProgressStore.open(tmp_path) as store:
        with pytest.raises(ValueError):
            record_answers(store, "Ana", [QuizAnswer("rake", "rake-1-1", True, 1.0),
                                          QuizAnswer("poker", "poker-1-1", True, 1.0)])
        with pytest.raises(ValueError):
            record_answers(store, "Ana", [QuizAnswer("rake", "rake-1-1", True, -1.0)])
        assert answers_of(store, "Ana") == []


def test_answers_without_a_time_count_for_accuracy_not_for_mastery() -> None:
    untimed = [QuizAnswer("chip-count", f"chip-count-1-{n}", True, None) for n in range(5)]
    [f] = [f for f in skill_figures(untimed) if f.skill == "chip-count"]
    assert (f.answers, f.right, f.median_s, f.mastered) == (5, 5, None, False)
