"""A ruling drill with a typed amount, played in a real X window (issue 29, "Done when").

bench/real_window.py plays `ruling-raise-amount-said` under Xvfb with SDL's X11 driver: the
cards by real drags, and the ruling by real keys (F5 opens "Raise to...", the amount 8000
typed by xdotool into the card's field, Enter). Typed digits must not deal to seats: the
drill ends PASSED with 100 in the progress records, and the results show no point lost.
Skipped, saying what is missing, without Xvfb, xdotool or ImageMagick's `import`.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))

from real_window import SKIP, missing_tools  # noqa: E402


def test_a_ruling_with_its_amount_typed_passes_by_real_keys_in_an_x_window(tmp_path: Path) -> None:
    lacking = missing_tools()
    if lacking:
        pytest.skip(f"{', '.join(lacking)} not installed (.ci/run installs them)")
    run = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "real_window.py"), "--drill",
         "ruling-raise-amount-said", "--drag", "--size", "1280x800", "--out", str(tmp_path)],
        capture_output=True, text=True, timeout=600,
    )
    assert run.returncode != SKIP, run.stderr
    assert run.returncode == 0, run.stdout + run.stderr
    assert "ruling-raise-amount-said: score 100, passed True" in run.stdout
    shots = sorted(p.name for p in tmp_path.glob("real-*.png"))
    assert any(n.endswith("-ruling-typed.png") for n in shots)  # the amount in its field
    assert shots[-1].endswith("-results.png")
