"""Schema version 5: each step keeps its kind (the action's name), and the statistics read
it instead of the step's text (issue 11); each attempt keeps its mode. A version-4 store,
with rows, migrates with the kind and mode filled in from the old text and results, and
gives the same figures it gave before."""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from datetime import timedelta
from pathlib import Path

from progress_samples import T0, back_to_version, make_result

from dealer_trainer.progress import ProgressStore
from dealer_trainer.progress.paths import DB_NAME
from dealer_trainer.progress.records import Attempt, StepRecord
from dealer_trainer.progress.schema import SCHEMA_VERSION
from dealer_trainer.progress.schema.migrations import old_step_kind
from dealer_trainer.progress.stats import compute_stats, rule_accuracy

# Steps in every form a script writes: bare words, a seat, a mapping, a waiting count.
ACTIONS = [
    "shuffle",
    "cut",
    "post: {seat: 3, blind: small}",
    "post: {seat: 4, blind: big}",
    "deal: 3",
    "deal: 4",
    "wait: round",
    "collect",
    "burn",
    "flop",
    "showdown",
    "award: {pot: 0, to: [3]}",
    "move_button",
]


def _results() -> list[dict]:
    return [
        make_result(actions=ACTIONS, violations=[(20, "deal.order")]),
        make_result(actions=ACTIONS[:6], violations=[], irregularities=[]),
        make_result(
            actions=ACTIONS[:4],
            violations=[(5, "blinds.big"), (6, "deal.order")],
            irregularities=[(7, "error.premature_turn", False)],
        ),
    ]


def _fill(where: str | Path) -> None:
    """Drills in learn, practice (a result naming no mode) and audition; an audition hand."""
    with ProgressStore.open(where) as store:
        modes = ("learn", None, "audition")
        for i, (result, mode) in enumerate(zip(_results(), modes, strict=True)):
            if mode:
                result["mode"] = mode
            store.record_attempt(
                "Ana", result, started_at=T0 + timedelta(minutes=i), duration_s=60
            )
        hand = {**make_result(), "mode": "audition"}
        store.record_attempt("Ana", hand, mode="free", started_at=T0, duration_s=30)


def _figures(where: str | Path) -> tuple:
    """Everything the statistics answer, from the running totals and from the attempts."""
    with ProgressStore.open(where) as store:
        stats = store.stats("Ana")
        attempts = store.attempts("Ana")
        kinds = [[s.kind for s in a.steps] for a in attempts]
        from_attempts = compute_stats("Ana", attempts, rules=[r.rule for r in stats.rules])
        class_rules = store.class_rules()
    return stats, from_attempts.rules, class_rules, kinds


def test_a_version_4_store_with_rows_gains_the_step_kinds_and_keeps_its_figures(where) -> None:
    _fill(where)
    stats, rules_from_attempts, class_rules, kinds = _figures(where)
    assert kinds[0][: len(ACTIONS)] == [
        "shuffle", "cut", "post", "post", "deal", "deal", "wait", "collect", "burn", "flop",
        "showdown", "award", "move_button",
    ]
    by_rule = {r.rule: r for r in stats.rules}
    # deal.order: at stake in the three drills that dealt and the free hand, failed in two
    assert (by_rule["deal.order"].at_stake, by_rule["deal.order"].failed) == (4, 3)
    assert by_rule["showdown.order"].at_stake == 1  # only the first drill showed down
    modes = {m.mode: (m.attempts, m.free_hands) for m in stats.modes}
    assert modes == {"learn": (1, 0), "practice": (1, 0), "audition": (2, 1)}
    back_to_version(where, 4)
    assert _figures(where) == (stats, rules_from_attempts, class_rules, kinds)
    assert stats.rules == rules_from_attempts  # the totals and the attempts agree


def test_the_migration_fills_every_old_step_and_leaves_the_latest_version(tmp_path: Path) -> None:
    _fill(tmp_path)
    back_to_version(tmp_path, 4)
    ProgressStore.open(tmp_path).close()
    conn = sqlite3.connect(tmp_path / DB_NAME)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 12
    rows = conn.execute("SELECT action, kind FROM steps").fetchall()
    assert rows and all(kind == old_step_kind(action) for action, kind in rows)
    temp = conn.execute("SELECT name FROM sqlite_master WHERE name = 'step_kind_map'").fetchall()
    assert temp == []
    conn.close()


def test_old_text_gives_the_action_name() -> None:
    assert old_step_kind("post: {seat: 3, blind: small}") == "post"
    assert old_step_kind("deal: 4") == "deal"
    assert old_step_kind("showdown") == "showdown"
    assert old_step_kind("") is None


def test_the_statistics_read_the_kind_not_the_text() -> None:
    step = StepRecord(1, "a step written in another language", "ok", kind="deal")
    attempt = Attempt(
        1, "Ana", "drill", "d", "seeds", "en", T0, 60.0, 80, True, 0, 1, steps=(step,)
    )
    assert [r.rule for r in rule_accuracy([attempt], ["deal.order"])] == ["deal.order"]
    no_kind = replace(attempt, steps=(step._replace(action="deal: 3", kind=None),))
    assert rule_accuracy([no_kind], ["deal.order"]) == ()


def test_a_recorded_step_keeps_the_kind_the_result_gives(tmp_path: Path) -> None:
    result = make_result(actions=["shuffle"], violations=[], irregularities=[])
    result["steps"][0]["kind"] = "cut"  # the kind, not the text, is what is kept
    with ProgressStore.open(tmp_path) as store:
        store.record_attempt("Ana", result)
        [a] = store.attempts("Ana")
    assert [(s.action, s.kind) for s in a.steps] == [("shuffle", "cut")]
