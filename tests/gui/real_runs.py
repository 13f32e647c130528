"""The real-window runs (bench/real_window.py, bench/real_audition.py, real_window_plo8.py),
played side by side rather than one after another.

Each run is a trainer in its own Xvfb driven by xdotool; it spends most of its time waiting (for
the bots, a glide, the audition's minute), not computing (about an eighth of a core). Played
one after another they took over three minutes of the suite, the audition alone more than one
and a half of them. The `real_runs` fixture (conftest.py) starts the runs of the tests
selected with the first GUI test, at most PARALLEL at a time, longest first, so that they play
while the other GUI tests run; each real-window test waits for its own run's outcome and
checks it as before.

Under pytest-xdist (`pytest -n 2`) every worker has its own session, but the runs are played
once: the first worker to reach a GUI test claims them (a lock file in the folder the workers
share), starts them and keeps them going from a thread; each run's outcome is written to files
there (its stdout, stderr and, last, its return code), and a real-window test in any worker
waits for those files.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass
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
    # error.stud_premature_card by the book of each preset, one at each size
    "stud-premature-roberts": [str(HERE / "real_window_stud_premature.py"), "--drill",
                               "stud-premature-card-roberts", "--size", "1280x800"],
    "stud-premature-tda": [str(HERE / "real_window_stud_premature.py"), "--drill",
                           "stud-premature-card-tda", "--size", "1920x1080"],
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
    done: bool = False


class Runs:
    """The runs wanted, played once for every worker; `outcome(name)` waits for one.

    `base` is the folder all workers share. The worker that claims it (the starter) starts the
    runs PARALLEL at a time from a thread; the others only read what the runs leave there."""

    def __init__(self, names: list[str], base: Path) -> None:
        base.mkdir(parents=True, exist_ok=True)
        self.base = base
        self.names = [n for n in COMMANDS if n in names]
        self.runs = {n: Run(n, base / n) for n in self.names}
        self.thread: threading.Thread | None = None
        if self.names and self._claim():
            self.thread = threading.Thread(target=self._drive, name="real-runs", daemon=True)
            self.thread.start()

    def _claim(self) -> bool:
        try:
            os.close(os.open(self.base / "starter", os.O_CREAT | os.O_EXCL | os.O_WRONLY))
        except FileExistsError:
            return False
        return True

    def _file(self, name: str, what: str) -> Path:
        return self.base / f"{name}.{what}"

    # -- the starter's thread ------------------------------------------------------------------
    def _drive(self) -> None:
        while not all(r.done for r in self.runs.values()):
            self.fill()
            time.sleep(0.2)

    def fill(self) -> None:
        """Start waiting runs while fewer than PARALLEL are going; collect the finished."""
        for run in self.runs.values():
            if run.proc is None or run.done:
                continue
            if run.proc.poll() is not None:
                self._finish(run, str(run.proc.returncode))
            elif time.monotonic() - run.started > TIMEOUT_S:
                self._stop(run)
                self._finish(run, "timeout")
        going = sum(r.proc is not None and not r.done for r in self.runs.values())
        for run in self.runs.values():
            if going >= PARALLEL:
                break
            if run.proc is None:
                self._start(run)
                going += 1

    def _start(self, run: Run) -> None:
        run.out.mkdir(parents=True, exist_ok=True)
        with open(self._file(run.name, "out"), "w") as out, \
                open(self._file(run.name, "err"), "w") as err:
            run.proc = subprocess.Popen([sys.executable, *COMMANDS[run.name], str(run.out)],
                                        stdout=out, stderr=err, text=True,
                                        start_new_session=True)
        run.started = time.monotonic()

    def _finish(self, run: Run, code: str) -> None:
        """The return code is written last, and whole (a rename): its file says the run is over."""
        tmp = self._file(run.name, "rc.tmp")
        tmp.write_text(code)
        tmp.replace(self._file(run.name, "rc"))
        run.done = True

    # -- any worker ----------------------------------------------------------------------------
    def outcome(self, name: str) -> tuple[subprocess.CompletedProcess[str], Path]:
        """The run's finished process (its returncode, stdout, stderr) and its --out folder."""
        rc = self._file(name, "rc")
        limit = time.monotonic() + TIMEOUT_S * (len(self.names) + 1)  # runs wait their turn
        while not rc.exists():
            if time.monotonic() > limit:
                raise subprocess.TimeoutExpired(COMMANDS[name], TIMEOUT_S)
            time.sleep(0.2)
        code = rc.read_text()
        if code == "timeout":
            raise subprocess.TimeoutExpired(COMMANDS[name], TIMEOUT_S)
        out, err = (self._file(name, w).read_text(errors="replace") for w in ("out", "err"))
        return subprocess.CompletedProcess(COMMANDS[name], int(code), out, err), self.runs[name].out

    def close(self) -> None:
        """Under xdist the starter waits for its runs (another worker may still want them);
        then any run left (a session alone, or interrupted) is stopped."""
        if self.thread is not None and os.environ.get("PYTEST_XDIST_WORKER"):
            self.thread.join(timeout=TIMEOUT_S * len(self.names))
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
