"""A drill played to the end in a real X window (issue 15, "Tested as a person would use it").

bench/real_window.py starts Xvfb on a free display, runs `main.py play basic-deal` there with
SDL's own X11 driver (not the dummy one the other GUI tests use), and deals the whole hand by
real xdotool drags (the top card to each seat, to the burns and the board, the pot to its
winner, the button to its seat) and clicks (the deck, the blinds' spots), saving screenshots.
The drill must end passed in the progress records. (The runs of the real-window tests go side
by side: tests/gui/real_runs.py.) `.ci/run` installs xvfb, xdotool and
imagemagick where they are missing; where they cannot be had, the test is skipped, saying
which is missing.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))

from real_window import SKIP, missing_tools  # noqa: E402


@pytest.mark.real_window("basic-deal")
def test_a_drill_is_dealt_to_the_end_by_real_drags_in_an_x_window(real_runs: Any) -> None:
    lacking = missing_tools()
    if lacking:
        pytest.skip(
            f"{', '.join(lacking)} not installed (Debian: apt-get install xvfb xdotool "
            "imagemagick; .ci/run installs them)"
        )
    run, out = real_runs.outcome("basic-deal")  # --drag --size 1280x800 (real_runs.py)
    assert run.returncode != SKIP, run.stderr
    assert run.returncode == 0, run.stdout + run.stderr
    assert "basic-deal: score 100, passed True" in run.stdout
    shots = sorted(p.name for p in out.glob("real-*.png"))
    assert any(n.endswith("-held.png") for n in shots)  # a card held mid-drag
    assert shots[-1].endswith("-results.png")
    assert all(p.stat().st_size > 10_000 for p in out.glob("real-*.png"))
