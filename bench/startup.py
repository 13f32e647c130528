"""Whole-process start-up of the command line: `main.py drill`, `list`, `validate`, `--help`.

Each command is run as a new process several times, the commands taking turns so that a busy
machine slows them alike; the median wall time and the median CPU time (user + system of the
child, less sensitive to other processes on a shared machine) are printed with the goals of
issue 11: `drill` 0.12 s or less, `list` 0.2 s or less.

Run: /work/venv/bin/python bench/startup.py [--runs N] [--root DIR] [--imports] [--instructions]
`--root` times another checkout (e.g. an older commit unpacked with `git archive`), so that
before and after are measured in one run on one machine. `--imports` adds, per command, the
modules that cost most to import (`python -X importtime`, the fastest of three runs).
`--instructions` counts the machine instructions of one run of each command under valgrind
(callgrind): slow, but the same on a busy machine as on an idle one, where wall time on a
shared machine can be three times the CPU time.
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DRILL = "premature-turn"
COMMANDS: dict[str, tuple[list[str], float | None]] = {
    "drill": (["drill", f"scenarios/{DRILL}.yaml", "--script",
               f"scenarios/solutions/{DRILL}.yaml"], 0.12),
    # the drill named by its id, as a trainee types it: found among the drills first
    "drill id": (["drill", DRILL, "--script", f"scenarios/solutions/{DRILL}.yaml"], 0.12),
    "list": (["list"], 0.2),
    "validate": (["validate", "scenarios"], None),
    "--help": (["--help"], None),
    # a store of one attempt ({data}: made before the runs): the store's command path alone,
    # without the quiz's question makers and the hand engine (issue 28)
    "stats": (["stats", "--data", "{data}"], None),
}


def run_once(root: Path, args: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Wall and CPU seconds of one `python main.py ARGS` in `root`."""
    args = [a.replace("{data}", env["DEALER_TRAINER_BENCH_STORE"]) for a in args]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    proc = subprocess.run([sys.executable, "main.py", *args], cwd=root, env=env,
                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, check=False)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if proc.returncode not in (0, 1):
        sys.exit(f"main.py {' '.join(args)} failed in {root}:\n{proc.stderr.decode()}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def instructions(root: Path, args: list[str], env: dict[str, str]) -> float | None:
    """Millions of instructions of one `python main.py ARGS`, or None without valgrind."""
    if shutil.which("valgrind") is None:
        return None
    proc = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
                           sys.executable, "main.py", *args], cwd=root, env=env,
                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                          check=False)
    found = re.search(r"Collected : (\d+)", proc.stderr)
    return int(found[1]) / 1e6 if found else None


def import_costs(root: Path, args: list[str], env: dict[str, str], top: int) -> list[str]:
    """The `top` modules by own import time (the fastest of three runs), in milliseconds."""
    best: dict[str, tuple[int, int]] = {}
    for _ in range(3):
        argv = [a.replace("{data}", env["DEALER_TRAINER_BENCH_STORE"]) for a in args]
        proc = subprocess.run([sys.executable, "-X", "importtime", "main.py", *argv],
                              cwd=root, env=env, capture_output=True, text=True, check=False)
        for line in proc.stderr.splitlines():
            m = re.match(r"import time:\s+(\d+) \|\s+(\d+) \| (\s*)(\S+)", line)
            if m:
                own, total, name = int(m[1]), int(m[2]), m[4]
                old = best.get(name, (own, total))
                best[name] = (min(own, old[0]), min(total, old[1]))
    ranked = sorted(best.items(), key=lambda kv: -kv[1][0])[:top]
    total = sum(own for own, _ in best.values())
    lines = [f"    all imports, own time summed: {total / 1000:.1f} ms"]
    lines += [f"    {own / 1000:6.1f} ms own {cum / 1000:7.1f} ms with its imports  {name}"
              for name, (own, cum) in ranked]
    return lines


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--root", type=Path, action="append",
                        help="a checkout to time (repeatable); default: this one")
    parser.add_argument("--imports", action="store_true", help="the costliest imports too")
    parser.add_argument("--instructions", action="store_true",
                        help="instructions of one run under valgrind too")
    args = parser.parse_args(argv)
    roots = [r.resolve() for r in (args.root or [ROOT])]
    base = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    # each checkout its own verdict cache: one cache shared by two versions of the code is
    # emptied by each in turn (its key is the code's), and `list` would time the play-through
    caches = tempfile.TemporaryDirectory(prefix="startup-cache-")
    envs = {root: {**base, "DEALER_TRAINER_CACHE": f"{caches.name}/{i}",
                   "DEALER_TRAINER_BENCH_STORE": f"{caches.name}/store",
                   "XDG_DATA_HOME": f"{caches.name}/data"}  # no station outbox of the user's
            for i, root in enumerate(roots)}
    run_once(roots[0], [*COMMANDS["drill"][0], "--data", "{data}"], envs[roots[0]])
    for root in roots:  # one untimed run each: byte code written, caches filled
        for cmd, _goal in COMMANDS.values():
            run_once(root, cmd, envs[root])
    walls: dict[tuple[Path, str], list[float]] = {}
    cpus: dict[tuple[Path, str], list[float]] = {}
    for _ in range(args.runs):
        for root in roots:
            for name, (cmd, _goal) in COMMANDS.items():
                wall, cpu = run_once(root, cmd, envs[root])
                walls.setdefault((root, name), []).append(wall)
                cpus.setdefault((root, name), []).append(cpu)
    print(f"Whole-process start-up, median of {args.runs} runs, "
          f"{sys.executable} (load average {os.getloadavg()[0]:.2f})")
    for root in roots:
        print(f"{root}")
        instr = "M instr" if args.instructions else ""
        print(f"  {'command':<10}{'wall s':>9}{'cpu s':>9}{'min wall':>10}{instr:>10}  goal")
        for name, (cmd, goal) in COMMANDS.items():
            wall = statistics.median(walls[(root, name)])
            cpu = statistics.median(cpus[(root, name)])
            verdict = ""
            if goal is not None:
                verdict = f"{goal:.2f} s: {'met' if wall <= goal else 'NOT met'}"
            counted = ""
            if args.instructions:
                millions = instructions(root, cmd, envs[root])
                counted = "n/a" if millions is None else f"{millions:,.0f}"
            print(f"  {name:<10}{wall:>9.3f}{cpu:>9.3f}"
                  f"{min(walls[(root, name)]):>10.3f}{counted:>10}  {verdict}")
            if args.imports:
                print("\n".join(import_costs(root, cmd, envs[root], 12)))


if __name__ == "__main__":
    main()
