"""Drills played by real input in a real X window (issue 29, "Done when").

bench/real_window.py plays a drill under Xvfb with SDL's X11 driver. The deal up to the
moment under test is replayed by `--script` (an instructor's set-up; the deal by real drags
is test_real_window.py's), then everything is real input: cards, pots and the button by
drags, and
- in `ruling-raise-amount-said`, the ruling by keys: F5 opens "Raise to...", the amount 8000
  typed by xdotool into the card's field, Enter (typed digits must not deal to seats);
- in `money-read-hands`, each tabled hand read at the showdown: I opens the read card, the
  seat, the hand and its ranks typed ("2 three of a kind K"), Enter (the I must not land in
  the field, a rank digit must not pick a seat);
- `guided-first-hand`, the whole hand by real drags and clicks from its start while the
  guided tour's callouts show (issue 29 item 2: its push once ended NOT PASSED).
Each drill must end PASSED at 100 in the progress records. Skipped, saying what is missing,
without Xvfb, xdotool or ImageMagick's `import`. The runs go side by side
(tests/gui/real_runs.py).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))

from real_window import SKIP, missing_tools  # noqa: E402


def play(real_runs: Any, name: str) -> tuple[Any, Path]:
    """The run `name` of real_runs.COMMANDS (started side by side with the others): the
    drill with `--drag --from-step N --size 1280x800`, and its folder of shots."""
    lacking = missing_tools()
    if lacking:
        pytest.skip(f"{', '.join(lacking)} not installed (.ci/run installs them)")
    run, out = real_runs.outcome(name)
    assert run.returncode != SKIP, run.stderr
    assert run.returncode == 0, run.stdout + run.stderr
    return run, out


@pytest.mark.real_window("ruling")
def test_a_ruling_with_its_amount_typed_passes_by_real_keys(real_runs: Any) -> None:
    run, out = play(real_runs, "ruling")  # ruling-raise-amount-said from step 14, the burn
    assert "ruling-raise-amount-said: score 100, passed True" in run.stdout
    shots = sorted(p.name for p in out.glob("real-*.png"))
    assert any(n.endswith("-ruling-typed.png") for n in shots)  # the amount in its field
    assert shots[-1].endswith("-results.png")


@pytest.mark.real_window("read")
def test_the_hands_read_at_the_showdown_by_typing_pass(real_runs: Any) -> None:
    run, out = play(real_runs, "read")  # money-read-hands from step 20, the river's wait
    assert "money-read-hands: score 100, passed True" in run.stdout
    shots = sorted(p.name for p in out.glob("real-*.png"))
    assert sum(n.endswith("-read-typed.png") for n in shots) == 3
    assert shots[-1].endswith("-results.png")


@pytest.mark.real_window("guided")
def test_the_guided_first_hand_passes_by_real_drags(real_runs: Any) -> None:
    run, out = play(real_runs, "guided")  # guided-first-hand from its start
    assert "guided-first-hand: score 100, passed True" in run.stdout
    shots = sorted(p.name for p in out.glob("real-*.png"))
    assert any(n.endswith("-held.png") for n in shots) and shots[-1].endswith("-results.png")


@pytest.mark.real_window("audition")
def test_an_audition_is_played_to_its_verdict_by_real_input(real_runs: Any) -> None:
    """bench/real_audition.py: a heads-up free-deal down of one hand and one minute, the hand
    dealt by real drags, clicks, keys and typed reads; its end is the down's (passed)."""
    if missing_tools():
        pytest.skip(f"{', '.join(missing_tools())} not installed (.ci/run installs them)")
    run, out = real_runs.outcome("audition")
    assert run.returncode == 0, run.stdout + run.stderr
    assert "free-deal: audition, 1 record(s), score 100, passed True" in run.stdout
    shots = sorted(p.name for p in out.glob("real-*.png"))
    assert shots[-1].endswith("-verdict.png") and any("read-typed" in n for n in shots)
