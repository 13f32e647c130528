"""`stats` and `export` import no drill reader (issue 28, the export's speed): they read
their files through `scenarios.userfile`, and the scenarios package imports its loader, the
engine's setup and the YAML parser only when one is asked for (0.1 to 0.25 s of every such
command). `report` does read the drills, for their titles. Not timed: bench/store.py times
the commands."""

from __future__ import annotations

import subprocess
import sys
from datetime import UTC, date, datetime
from pathlib import Path

import pytest
from progress_samples import make_result

from dealer_trainer.progress import ProgressStore

ROOT = Path(__file__).resolve().parents[2]
DRILL_READERS = {"yaml", "dealer_trainer.scenarios.loader", "dealer_trainer.scenarios.script",
                 "dealer_trainer.scenarios.yamlnodes"}


def _modules_of(argv: list[str]) -> set[str]:
    code = (
        "import contextlib, io, sys\n"
        "from dealer_trainer.cli import main\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        f"    code = main({argv!r})\n"
        "assert code == 0, code\n"
        "print('\\n'.join(sorted(sys.modules)))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    return set(done.stdout.split())


@pytest.mark.parametrize("command", [["stats", "--json"], ["export", "--phh", "{out}/phh"]])
def test_a_progress_command_imports_no_drill_reader(tmp_path: Path, command: list[str]) -> None:
    with ProgressStore.open(tmp_path) as store:
        store.record_attempt("Ana", make_result(score=70), mode="free")
    argv = [a.format(out=tmp_path) for a in command] + ["--data", str(tmp_path)]
    loaded = _modules_of(argv)
    assert "dealer_trainer.progress.store" in loaded  # the command did open the store
    assert not loaded & DRILL_READERS


def test_the_scenarios_package_still_gives_its_names() -> None:
    import dealer_trainer.scenarios as scenarios
    from dealer_trainer.scenarios import ScenarioError, load_scenario, load_script

    assert load_scenario.__module__.endswith(".loader")
    assert load_script.__module__.endswith(".script")
    assert issubclass(ScenarioError, Exception)
    assert sorted(scenarios.__all__) == sorted(n for n in scenarios.__all__
                                               if getattr(scenarios, n) is not None)
    with pytest.raises(AttributeError):
        scenarios.no_such_name  # noqa: B018


HAND_ENGINE = {"dealer_trainer.engine.hand", "dealer_trainer.quiz.skills"}


@pytest.mark.parametrize("command", [["stats"], ["stats", "--json"],
                                     ["stats", "--trainee", "Ana"]])
def test_stats_imports_neither_the_hand_engine_nor_the_quiz_skills(
        tmp_path: Path, command: list[str]) -> None:
    """`stats` says each skill's target and mastery (quiz.model: the targets and
    is_mastered), not the generators that make questions with the hand engine (0.15 to
    0.22 s of every store command, issue 28)."""
    from dealer_trainer.progress.assignments import add_assignment
    from dealer_trainer.progress.quiz_records import QuizAnswer, record_answers

    with ProgressStore.open(tmp_path) as store:
        store.record_attempt("Ana", make_result(score=70), mode="free")
        record_answers(store, "Ana", [QuizAnswer("rake", f"rake-1-{n}", True, 1.0)
                                      for n in (1, 2, 3)])
        # a skill to practise: said by its name, with no drill title read
        add_assignment(store, kind="skill", target="side-pots", trainee="Ana", due="2100-01-01",
                       today=date(2026, 12, 6), now=datetime(2026, 12, 6, tzinfo=UTC),
                       drill_ids=())
    loaded = _modules_of([*command, "--data", str(tmp_path)])
    assert {"dealer_trainer.progress.quiz_records",
            "dealer_trainer.progress.assignments"} <= loaded  # skills and assignments told
    assert not loaded & HAND_ENGINE
    assert "dealer_trainer.scenarios.library" not in loaded
