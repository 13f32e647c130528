"""The PLO8 drill dealt by real input in a real X window (issue 25, omaha.deal): its sixteen
hole cards, burns and board by real drags, the pot count typed into the card the ask opens, to
the showdown. tests/gui/real_window_plo8.py drives the trainer with xdotool under Xvfb and
reports the arbiter's table afterwards. Skipped, saying which, where the tools are missing.

It stops before the reads and the two halves' awards: the GUI's award (a pot to a seat) sends
no `half`, so a hi-lo pot cannot yet be split by a gesture."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1] / "bench"))

from real_window import SKIP, missing_tools  # noqa: E402


def test_omaha_deal_sixteen_hole_cards_by_real_drags_in_an_x_window(tmp_path: Path) -> None:
    lacking = missing_tools()
    if lacking:
        pytest.skip(f"{', '.join(lacking)} not installed (apt-get xvfb xdotool imagemagick)")
    run = subprocess.run(
        [sys.executable, str(HERE / "real_window_plo8.py"), str(tmp_path)],
        capture_output=True, text=True, timeout=300,
    )
    assert run.returncode != SKIP, run.stderr
    assert run.returncode == 0, run.stdout + run.stderr
    got = json.loads(run.stdout.strip().splitlines()[-1])
    assert got["window"] == [1280, 800]
    drags = got["drags"]
    assert not any(d.startswith("error") for d in drags), drags
    assert sum(d.startswith("deal") for d in drags) == 16
    assert drags[-1] == "showdown" and "pot 35" in drags
    assert got["deals_ok"] == 16  # omaha.deal: four rounds of four seats, each judged right
    assert got["wrong"] == []
    assert got["variant"] == "omaha-hilo" and got["phase"] == "read"
    assert (got["board"], got["burns"], got["pots"]) == (5, 3, [205])
    assert got["stub"] == 52 - 16 - 3 - 5
    # the drill's bots: seat 3 folds preflop, seat 1 on the flop; 4 and 6 table four cards
    assert sorted(got["folded"]) == [1, 3] and got["muck"] == 8
    assert got["hole"] == got["tabled"] == {"1": 0, "3": 0, "4": 4, "6": 4}
    assert {"real-00-held.png", "real-03-showdown.png"} <= set(got["shots"])
