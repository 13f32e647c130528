"""CONTRACT.md's stud drill dealt by real input in a real X window (issue 26: "a trainee deals
a stud hand to the river by drag alone in a real window"): the antes by a click on a betting
spot, all 22 cards dragged from the deck (the door card after the exposure dealt down by the
drag with Shift held), the four burns dragged, the bring-in and each first to act named by
the disc dragged to the seat, the hands read on the card, the pot dragged to its winner: the
drill PASSED, with CONTRACT.md's stacks, bring-in, upcards and burns.
tests/gui/real_window_stud.py drives the trainer with xdotool under Xvfb and reports the
arbiter's table and result afterwards (side by side with the other real-window runs:
real_runs.py). Skipped, saying which, where the tools are missing."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1] / "bench"))

from real_window import SKIP, missing_tools  # noqa: E402


@pytest.mark.real_window("stud")
def test_stud_hand_dealt_to_the_river_by_real_drags_in_an_x_window(real_runs: Any) -> None:
    lacking = missing_tools()
    if lacking:
        pytest.skip(f"{', '.join(lacking)} not installed (apt-get xvfb xdotool imagemagick)")
    run, _ = real_runs.outcome("stud")  # real_window_stud.py OUT, beside the other runs
    assert run.returncode != SKIP, run.stderr
    assert run.returncode == 0, run.stdout + run.stderr
    got = json.loads(run.stdout.strip().splitlines()[-1])
    assert got["window"] == [1280, 800] and got["variant"] == "stud"
    drags = got["drags"]
    assert not any(d.startswith("error") for d in drags), drags
    assert sum(d.startswith(("deal ", "deal_down ")) for d in drags) == 22
    assert got["wrong"] == []
    acts = got["actions"]
    assert acts[:3] == ["shuffle", "cut", "antes"]
    assert "deal_down: 2" in acts and acts.index("deal_down: 2") < acts.index("bring_in: 2")
    assert [a for a in acts if a.startswith("first_to_act")] == [
        "first_to_act: 4", "first_to_act: 5", "first_to_act: 5", "first_to_act: 5"]
    assert acts[-1] == "award: {pot: 0, to: [2]}"
    assert got["passed"] is True
    assert got["stacks"] == {"1": 995, "2": 1215, "4": 955, "5": 835}
    assert got["bring_in"] == 2 and got["up"]["2"] == ["2c", "7s", "8d", "9s"]
    assert got["burns"] == ["8c", "Tc", "2d", "4c"]
    shots = set(got["shots"])
    for name in ("door-down", "disc", "bring-in", "passed"):
        assert any(q.endswith(f"-{name}.png") for q in shots), (name, shots)


@pytest.mark.real_window("stud-premature-roberts")
def test_stud_premature_card_roberts_passes_by_real_input_at_1280x800(real_runs: Any) -> None:
    """Robert's Stud 14 in the window: the card set aside by A, the stub cards by the side
    panel's button once the round is over, the burn dragged, fourth street dealt by drags."""
    got = premature(real_runs, "stud-premature-roberts", [1280, 800])
    acts = got["actions"]
    assert acts.index("set_aside") < acts.index("set_aside: 3") < acts.index("burn")
    assert "return_to_deck: [premature]" not in acts
    assert acts[-1] == "award: {pot: 0, to: [4]}"
    assert any(q.endswith("-stub-aside.png") for q in got["shots"])


@pytest.mark.real_window("stud-premature-tda")
def test_stud_premature_card_tda_passes_by_real_input_at_1920x1080(real_runs: Any) -> None:
    """TDA RP-5-D in the window: R returns the card to the stub once the round is over, the
    stub shuffled and cut by clicks, fourth street dealt without another burn."""
    got = premature(real_runs, "stud-premature-tda", [1920, 1080])
    acts = got["actions"]
    back = acts.index("return_to_deck: [premature]")
    assert acts[back + 1:back + 3] == ["shuffle", "cut"] and "burn" not in acts
    assert "set_aside" not in acts
    assert acts[-1] == "award: {pot: 0, to: [5]}"
    assert any(q.endswith("-returned.png") for q in got["shots"])


def premature(real_runs: Any, name: str, window: list[int]) -> dict[str, Any]:
    lacking = missing_tools()
    if lacking:
        pytest.skip(f"{', '.join(lacking)} not installed (apt-get xvfb xdotool imagemagick)")
    run, _ = real_runs.outcome(name)  # real_window_stud_premature.py, beside the other runs
    assert run.returncode != SKIP, run.stderr
    assert run.returncode == 0, run.stdout + run.stderr
    got: dict[str, Any] = json.loads(run.stdout.strip().splitlines()[-1])
    assert got["window"] == window
    assert not any(d.startswith("error") for d in got["drags"]), got["drags"]
    assert got["wrong"] == [] and got["violations"] == []
    assert got["irregularities"] == [["error.stud_premature_card", True]]
    assert got["actions"][:3] == ["shuffle", "cut", "antes"]
    assert got["passed"] is True
    assert any(q.endswith("-premature.png") for q in got["shots"])
    assert any(q.endswith("-passed.png") for q in got["shots"])
    return got
