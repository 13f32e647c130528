"""The PLO8 drill's sixteen hole cards dealt by real drags in a real X window (issue 25,
omaha.deal): tests/gui/real_window_plo8.py drives the trainer with xdotool under Xvfb and
reports the arbiter's table afterwards. Skipped, saying which, where the tools are missing."""

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
    assert len(got["drags"]) == 16 and not any(d.startswith("error") for d in got["drags"])
    assert got["deals_ok"] == 16  # omaha.deal: four rounds of four seats, each judged right
    assert got["wrong"] == []
    assert got["variant"] == "omaha-hilo" and got["street"] == "preflop"
    assert got["stub"] == 52 - 16 and got["face_up"] == 0
    # the bots act once the deal is over: a folded hand's four cards are in the muck
    for seat, n in got["hole"].items():
        assert n == (0 if int(seat) in got["folded"] else 4), got
    assert got["muck"] == 4 * len(got["folded"])
    assert "real-00-held.png" in got["shots"]  # a card held mid-drag
