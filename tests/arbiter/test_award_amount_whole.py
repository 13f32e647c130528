"""award.main_and_side / award.split with `amount:` (CONTRACT.md "Omaha and the stud games":
`amount` is optional and checked when given). A pot that goes whole, pushed to the right
seats with a wrong amount, is a violation that names the pot's amount, and the pot stays in
the middle to be pushed again; it used to raise "max() arg is an empty sequence" to the user
(cards_speak looked for a beaten seat among the seats named, and there was none)."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_award_split_chip import BY_THE_BOOK, scenario

from dealer_trainer.scenarios.loader import load_scenario
from dealer_trainer.scenarios.runner import run_drill
from dealer_trainer.scenarios.script import load_script

REPO = Path(__file__).resolve().parents[2]
DRILLS = REPO / "scenarios"


def played(tmp_path: Path, drill: str, wrong: str, right: str) -> dict:
    """The drill's reference solution with its award `right` replaced by `wrong`, then
    `right` (the push done again as it should have been)."""
    text = (DRILLS / "solutions" / f"{drill}.yaml").read_text(encoding="utf-8")
    assert right in text
    script = tmp_path / "script.yaml"
    script.write_text(text.replace(right, f"{wrong}\n{right}", 1), encoding="utf-8")
    return run_drill(load_scenario(DRILLS / f"{drill}.yaml"), load_script(script))


@pytest.mark.parametrize("amount", [200, 206, 0])
def test_award_main_and_side_a_whole_hilo_pot_with_a_wrong_amount_is_a_violation(
    tmp_path: Path, amount: int
) -> None:
    """plo8-no-low: no low qualifies, the 205 goes whole to seat 4."""
    result = played(tmp_path, "plo8-no-low", f"- award: {{pot: 0, to: [4], amount: {amount}}}",
                    "- award: {pot: 0, to: [4], amount: 205}")
    assert [v["rule"] for v in result["violations"]] == ["award.main_and_side"]
    assert f"Not {amount}: the main pot is 205" in result["violations"][0]["message"]
    assert result["final"]["stacks"] == run_drill(
        load_scenario(DRILLS / "plo8-no-low.yaml"),
        load_script(DRILLS / "solutions" / "plo8-no-low.yaml"))["final"]["stacks"]


def test_award_split_a_tied_whole_pot_with_a_wrong_amount_is_a_violation_of_the_split(
    tmp_path: Path
) -> None:
    """A hold'em pot that the board plays for both seats: the right seats, a wrong amount."""
    right = "- award: {pot: 0, to: [1, 4]}"
    (tmp_path / "script.yaml").write_text(
        BY_THE_BOOK.replace(right, "- award: {pot: 0, to: [1, 4], amount: 30}\n" + right),
        encoding="utf-8")
    result = run_drill(scenario(tmp_path), load_script(tmp_path / "script.yaml"))
    assert [v["rule"] for v in result["violations"]] == ["award.split"]
    assert "Not 30: the main pot is 25" in result["violations"][0]["message"]
    assert result["final"]["pots"][0]["winners"] == [1, 4]
