"""`drill`: the runner through the arbiter."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dealer_trainer.arbiter import Arbiter
from dealer_trainer.scenarios import load_scenario, load_script
from dealer_trainer.scenarios.runner import run_drill

GOOD = Path(__file__).resolve().parent / "good"
SAMPLE = GOOD / "runner-sample.yaml"
CONTRACT_KEYS = {"scenario", "passed", "score", "steps", "violations", "irregularities", "final"}


def _right_script(scenario_path: Path, limit: int = 400) -> list[str]:
    """The steps the arbiter expects, one after another: a script that should pass."""
    arb = Arbiter(load_scenario(scenario_path).setup)
    words: list[str] = []
    while not arb.is_complete and len(words) < limit:
        expected = arb.expected()
        assert expected, f"the arbiter expects nothing after {words}"
        arb.apply(expected[0])
        words.append(expected[0].text())
    assert arb.is_complete
    return words


@pytest.fixture
def right_script(tmp_path: Path) -> Path:
    f = tmp_path / "right.yaml"
    f.write_text("".join(f"- {w}\n" for w in _right_script(SAMPLE)))
    return f


def test_a_right_script_passes_exit_0(run_main, right_script: Path) -> None:
    proc = run_main("drill", SAMPLE, "--script", right_script, "--json")
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout)
    assert CONTRACT_KEYS <= set(result)
    assert result["scenario"] == "runner-sample"
    assert result["passed"] is True and result["violations"] == []
    assert len(result["steps"]) == len(load_script(right_script))
    # CONTRACT.md's step, and (an added field) the action's name the records keep
    assert result["steps"][0] == {"n": 1, "action": "shuffle", "outcome": "ok", "kind": "shuffle"}
    assert [i["rule"] for i in result["irregularities"]] == ["error.premature_turn"]
    assert result["final"]["complete"] is True


def test_the_human_summary(run_main, right_script: Path) -> None:
    proc = run_main("drill", SAMPLE, "--script", right_script)
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert lines[0] == "runner-sample: The turn comes off before the flop betting is done"
    assert lines[1].split() == ["1", "shuffle", "ok"]
    assert "irregularity" in proc.stdout and "[error.premature_turn]" in proc.stdout
    assert lines[-1].startswith("passed: yes   score: ")


def test_dealing_out_of_order_is_a_violation_exit_1(run_main, tmp_path: Path) -> None:
    words = _right_script(SAMPLE)
    i = words.index("deal: 3")
    words[i], words[i + 1] = words[i + 1], words[i]  # seat 4 before seat 3
    script = tmp_path / "wrong.yaml"
    script.write_text("".join(f"- {w}\n" for w in words))
    proc = run_main("drill", SAMPLE, "--script", script, "--json")
    assert proc.returncode == 1, proc.stderr
    result = json.loads(proc.stdout)
    assert result["passed"] is False
    assert result["violations"][0]["step"] == i + 1
    assert result["violations"][0]["rule"] == "deal.order"
    assert result["steps"][i]["outcome"] == "violation"


def test_messages_follow_the_language_rule_ids_do_not(tmp_path: Path) -> None:
    words = _right_script(SAMPLE)
    i = words.index("deal: 3")
    words[i], words[i + 1] = words[i + 1], words[i]
    script = tmp_path / "wrong.yaml"
    script.write_text("".join(f"- {w}\n" for w in words))
    scenario, items = load_scenario(SAMPLE), load_script(script)
    en, ro = run_drill(scenario, items, "en"), run_drill(scenario, items, "ro")
    assert [v["rule"] for v in en["violations"]] == [v["rule"] for v in ro["violations"]]
    assert en == run_drill(scenario, items, "en")  # same input, same result


def test_a_scripted_decision_for_the_wrong_seat_is_reported_where_written(
    run_main, tmp_path: Path
) -> None:
    path = GOOD.parent / "unplayable" / "contract-example-wrong-seat.yaml"
    script = tmp_path / "s.yaml"
    script.write_text("- shuffle\n- cut\n- post: {seat: 3, blind: small}\n"
                      "- post: {seat: 4, blind: big}\n"
                      + "".join(f"- deal: {s}\n" for s in (3, 4, 1, 3, 4, 1)) + "- wait\n")
    proc = run_main("drill", path, "--script", script)
    assert proc.returncode == 2
    assert proc.stdout == ""
    (line,) = proc.stderr.splitlines()
    assert line.startswith(f"{path}:14:13: ")
