"""The PLO8 drill dealt by real input in a real X window (issue 25, omaha.deal, hilo.split):
its sixteen hole cards, burns and board by real drags, the pot count typed into the card the
ask opens, the showdown, each hand read on the card by clicks, the pot cut into its high and
low stacks, its odd chip dragged onto the high, each stack dragged to its winner, the button
dragged on: the drill PASSED, with
CONTRACT.md's stacks and halves. tests/gui/real_window_plo8.py drives the trainer with xdotool
under Xvfb and reports the arbiter's table and result afterwards (side by side with the other
real-window runs: real_runs.py). Skipped, saying which, where
the tools are missing."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1] / "bench"))

from real_window import SKIP, missing_tools  # noqa: E402


@pytest.mark.real_window("plo8")
def test_omaha_deal_sixteen_hole_cards_by_real_drags_in_an_x_window(real_runs: Any) -> None:
    lacking = missing_tools()
    if lacking:
        pytest.skip(f"{', '.join(lacking)} not installed (apt-get xvfb xdotool imagemagick)")
    run, _ = real_runs.outcome("plo8")  # real_window_plo8.py OUT, beside the other runs
    assert run.returncode != SKIP, run.stderr
    assert run.returncode == 0, run.stdout + run.stderr
    got = json.loads(run.stdout.strip().splitlines()[-1])
    assert got["window"] == [1280, 800]
    drags = got["drags"]
    assert not any(d.startswith("error") for d in drags), drags
    assert sum(d.startswith("deal") for d in drags) == 16
    assert drags.index("showdown") < drags.index("read 4") < drags.index("cut")
    assert drags[-5:] == ["cut", "odd chip high", "push high 4", "push low 6", "button 3"]
    assert "pot 35" in drags
    assert got["deals_ok"] == 16  # omaha.deal: four rounds of four seats, each judged right
    assert got["wrong"] == []
    assert got["variant"] == "omaha-hilo"
    # the split pot pushed by two drags (hilo.split, hilo.odd_chip): CONTRACT.md's result
    assert got["awards"] == ["award: {pot: 0, half: high, to: [4], amount: 103}",
                             "award: {pot: 0, half: low, to: [6], amount: 102}"]
    assert got["passed"] is True
    assert got["stacks"] == {"1": 990, "3": 995, "4": 1008, "6": 1007}
    (pot,) = got["final_pots"]
    assert pot["amount"] == 205 and pot["winners"] == [4, 6]
    assert pot["high"] == {"winners": [4], "amount": 103}
    assert pot["low"] == {"winners": [6], "amount": 102}
    assert (got["board"], got["burns"]) == (5, 3)
    # the drill's bots: seat 3 folds preflop, seat 1 on the flop; 4 and 6 table four cards
    assert sorted(got["folded"]) == [1, 3]
    shots = set(got["shots"])
    for name in ("held", "showdown", "cut", "high-held", "low-held", "passed"):
        assert any(q.endswith(f"-{name}.png") for q in shots), (name, shots)
