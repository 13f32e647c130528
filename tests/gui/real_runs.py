"""The real-window runs (bench/real_window.py, bench/real_audition.py, real_window_plo8.py),
played side by side rather than one after another.

Each run is a trainer in its own Xvfb driven by xdotool; it spends most of its time waiting (for
the bots, a glide, the audition's minute), not computing (about an eighth of a core). Played
one after another they took over three minutes of the suite, the audition alone more than one
and a half of them. The `real_runs` fixture (conftest.py) starts the runs of the tests
selected with the first GUI test, at most PARALLEL at a time, longest first, so that they play
while the other GUI tests run; each real-window test waits for its own run's outcome and
checks it as before.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
PARALLEL = 2  # runs at a time: each takes ~1/8 of a core and ~0.3 GB; started with the first
# GUI test, two finish well before the real-window tests come (the audition alone is ~100 s)
TIMEOUT_S = 600


def _drill(drill: str, start: int) -> list[str]:
    return [str(ROOT / "bench" / "real_window.py"), "--drill", drill, "--drag", "--from-step",
            str(start), "--size", "1280x800"]


# the runs, longest first (the order they start in): name -> the script and its arguments
# (each gets `--out DIR`, or DIR, after them)
COMMANDS: dict[str, list[str]] = {
    "audition": [str(ROOT / "bench" / "real_audition.py"), "--out"],
    "plo8": [str(HERE / "real_window_plo8.py")],
    "stud": [str(HERE / "real_window_stud.py")],
    "ruling": [*_drill("ruling-raise-amount-said", 14), "--out"],  # from the flop's burn
    "guided": [*_drill("guided-first-hand", 0), "--out"],
    "read": [*_drill("money-read-hands", 20), "--out"],  # from the river's wait
    "basic-deal": [*_drill("basic-deal", 0), "--out"],
}


@dataclass
class Run:
    name: str
    out: Path
    proc: subprocess.Popen[str] | None = None
    started: float = 0.0
    result: subprocess.CompletedProcess[str] | None = None
    files: list[Path] = field(default_factory=list)  # its stdout and stderr, read at the end


class Runs:
    """The runs wanted, started PARALLEL at a time; `outcome(name)` waits for one."""

    def __init__(self, names: list[str], base: Path) -> None:
        self.runs = {n: Run(n, base / n) for n in COMMANDS if n in names}
        self.base = base
        self.fill()

    def fill(self) -> None:
        """Start waiting runs while fewer than PARALLEL are going; collect the finished."""
        for run in self.runs.values():
            if run.proc is not None and run.result is None and run.proc.poll() is not None:
                self._collect(run)
        going = sum(r.proc is not None and r.result is None for r in self.runs.values())
        for run in self.runs.values():
            if going >= PARALLEL:
                break
            if run.proc is None:
                self._start(run)
                going += 1

    def _start(self, run: Run) -> None:
        run.out.mkdir(parents=True, exist_ok=True)
        out = tempfile.NamedTemporaryFile("w+", dir=self.base, suffix=".out", delete=False)
        err = tempfile.NamedTemporaryFile("w+", dir=self.base, suffix=".err", delete=False)
        run.files = [Path(out.name), Path(err.name)]
        run.proc = subprocess.Popen([sys.executable, *COMMANDS[run.name], str(run.out)],
                                    stdout=out, stderr=err, text=True, start_new_session=True)
        out.close()
        err.close()
        run.started = time.monotonic()

    def _collect(self, run: Run) -> None:
        assert run.proc is not None
        out, err = (f.read_text(errors="replace") for f in run.files)
        run.result = subprocess.CompletedProcess(run.proc.args, run.proc.returncode, out, err)

    def outcome(self, name: str) -> tuple[subprocess.CompletedProcess[str], Path]:
        """The run's finished process (its returncode, stdout, stderr) and its --out folder."""
        run = self.runs[name]
        while run.result is None:
            self.fill()
            if run.proc is not None and run.result is None:
                if time.monotonic() - run.started > TIMEOUT_S:
                    self._stop(run)
                    raise subprocess.TimeoutExpired(run.proc.args, TIMEOUT_S)
                time.sleep(0.2)
        self.fill()  # the next ones start now, while this test checks its run
        return run.result, run.out

    def close(self) -> None:
        for run in self.runs.values():
            if run.proc is not None and run.proc.poll() is None:
                self._stop(run)

    @staticmethod
    def _stop(run: Run) -> None:
        """The run ended, with its trainer and its Xvfb (its own process group)."""
        assert run.proc is not None
        for sig in (signal.SIGTERM, signal.SIGKILL):
            try:
                os.killpg(run.proc.pid, sig)
                run.proc.wait(timeout=15)
                return
            except ProcessLookupError:
                return
            except subprocess.TimeoutExpired:
                continue
        run.proc.wait()
