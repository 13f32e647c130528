"""`stats`, `report` and `export` from the command line (CONTRACT.md), with --data."""

from __future__ import annotations

import json
from datetime import timedelta
from pathlib import Path

import pytest
from phh_replay import count_tables
from progress_samples import HANDS, T0, make_result

from dealer_trainer.cli import main
from dealer_trainer.i18n import rule_name
from dealer_trainer.progress import ProgressStore
from dealer_trainer.progress.paths import DB_NAME

STATS_KEYS = {
    "trainee",
    "attempts",
    "drills",
    "drills_passed",
    "free_hands",
    "average_score",
    "scored",
    "scores",
    "rules",
    "hands_per_hour",
    "recent",
    "skills",  # the quick-fire skills (quiz_records.py)
    "times",  # the median time per rule (timing.py)
    "modes",  # per mode: learn, practice, audition (modestats.py)
    "assignments",  # the instructor's, still open (assignments.py)
}


@pytest.fixture
def data(where: str | Path) -> str | Path:
    d = where
    with ProgressStore.open(d) as store:
        store.record_attempt("Ana", make_result(score=70), started_at=T0, duration_s=240)
        store.record_attempt(
            "Ana",
            make_result(score=90, passed=True, violations=[]),
            started_at=T0 + timedelta(1),
            duration_s=200,
        )
        for i, name in enumerate(sorted(HANDS)):
            store.record_attempt(
                "Bogdan",
                make_result(name, hands=[HANDS[name]()]),
                mode="free",
                started_at=T0 + timedelta(minutes=2 * i),
                duration_s=110,
            )
    return d


def test_stats_json_for_one_trainee(data: str | Path, capsys) -> None:
    assert main(["stats", "--trainee", "ana", "--json", "--data", str(data)]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert set(doc) == STATS_KEYS
    assert (doc["trainee"], doc["attempts"], doc["drills"], doc["drills_passed"]) == (
        "Ana",
        2,
        2,
        1,
    )
    assert doc["average_score"] == 80.0
    assert [p["score"] for p in doc["scores"]] == [70, 90]
    assert set(doc["scores"][0]) == {"at", "score", "passed", "scenario", "mode"}
    assert doc["scored"] == 2
    assert doc["rules"][0] == {
        "rule": rule_name("deal.order", "en"),
        "id": "deal.order",
        "at_stake": 2,
        "failed": 1,
        "violations": 1,
        "accuracy": 0.5,
        "median_seconds": None,  # no step of a script is timed
        "timed": 0,
    }
    assert set(doc["hands_per_hour"]) == {"hands", "seconds", "per_hour", "target", "verdict"}
    assert doc["hands_per_hour"]["target"] == [30, 40]
    assert [d["score"] for d in doc["recent"]] == [90, 70]


def test_stats_json_names_each_rule_in_the_chosen_language(data: str | Path, capsys) -> None:
    args = ["stats", "--trainee", "Ana", "--json", "--data", str(data)]
    for lang in ("en", "ro", "el"):
        assert main([*args, "--lang", lang]) == 0
        rules = json.loads(capsys.readouterr().out)["rules"]
        by_id = {r["id"]: r["rule"] for r in rules}
        assert by_id["deal.order"] == rule_name("deal.order", lang)
    assert rule_name("deal.order", "ro") != rule_name("deal.order", "en")


def test_stats_json_for_everyone(data: str | Path, capsys) -> None:
    assert main(["--data", str(data), "stats", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert [t["trainee"] for t in doc["trainees"]] == ["Ana", "Bogdan"]
    bogdan = doc["trainees"][1]
    assert set(bogdan) == STATS_KEYS
    assert bogdan["hands_per_hour"]["hands"] == len(HANDS)
    assert bogdan["hands_per_hour"]["per_hour"] == round(len(HANDS) * 3600 / (110 * len(HANDS)), 2)
    assert bogdan["hands_per_hour"]["verdict"] == "within"


def test_stats_prints_a_table(data: str | Path, capsys) -> None:
    assert main(["stats", "--data", str(data), "--trainee", "Ana"]) == 0
    out = capsys.readouterr().out
    assert "Trainee: Ana" in out and "deal.order" in out and "50%" in out
    assert main(["stats", "--data", str(data), "--trainee", "Nobody"]) == 0
    assert "No records for Nobody yet." in capsys.readouterr().out


@pytest.mark.parametrize("lang", ["en", "ro", "el"])
def test_stats_table_names_rules_in_the_trainees_language(
    data: str | Path, lang: str, capsys
) -> None:
    """The instructor reads the rule's name (the id after it, to look it up in RULES.md)."""
    assert main(["stats", "--data", str(data), "--trainee", "Ana", "--lang", lang]) == 0
    out = capsys.readouterr().out
    assert f"{rule_name('deal.order', lang)} (deal.order)" in out


def test_report_writes_one_html_file(data: str | Path, tmp_path: Path, capsys) -> None:
    out = tmp_path / "out" / "report.html"
    assert main(["report", "--out", str(out), "--data", str(data)]) == 0
    html = out.read_text(encoding="utf-8")
    assert html.count("<svg") == 4 and "Ana" in html and "Bogdan" in html
    assert "report for 2 trainees" in capsys.readouterr().out


def test_export_writes_every_hand(data: str | Path, tmp_path: Path, capsys) -> None:
    out = tmp_path / "phh"
    assert main(["export", "--phh", str(out), "--data", str(data)]) == 0
    assert count_tables(out) == 2 + len(HANDS)
    assert f"Wrote {2 + len(HANDS)} hand histories" in capsys.readouterr().out
    assert (
        main(["export", "--phh", str(tmp_path / "ana"), "--data", str(data), "--trainee", "Ana"])
        == 0
    )
    assert count_tables(tmp_path / "ana") == 2


def test_export_names_what_it_skips_and_goes_on(data: str | Path, tmp_path: Path, capsys) -> None:
    with ProgressStore.open(data) as store:
        store.record_attempt("Chloe", make_result(hands=[{"number": 1}]), started_at=T0)
    assert main(["export", "--phh", str(tmp_path / "phh"), "--data", str(data)]) == 0
    captured = capsys.readouterr()
    assert "skipped 1." in captured.out
    [line] = captured.err.splitlines()
    assert line.startswith("dealer-trainer: skipped attempt ") and "(Chloe, premature-turn)" in line


def test_a_damaged_file_is_reported_and_the_command_goes_on(tmp_path: Path, capsys) -> None:
    (tmp_path / DB_NAME).write_bytes(b"\x00garbage" * 50)
    assert main(["stats", "--json", "--data", str(tmp_path)]) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out) == {"trainees": []}
    assert "could not be read" in captured.err and ".damaged-" in captured.err
    assert len(list(tmp_path.glob(f"{DB_NAME}.damaged-*"))) == 1


def test_an_unusable_data_folder_is_one_line_and_exit_2(tmp_path: Path, capsys) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    assert main(["stats", "--data", str(blocker / "sub")]) == 2
    [line] = capsys.readouterr().err.splitlines()
    assert line.startswith("dealer-trainer: cannot create the data folder")
