"""What `--data URL` adds to a headless drill (issue 28: at most 40 ms of CPU).

Run: python bench/drill_data.py [--pg URL] [--runs 9] [--peer CHECKOUT ...]

`drill basic-deal --script SOLUTION` with nowhere to record, and the same with
`--data URL` (the attempt kept in the station's outbox, a detached process sends it:
progress/sender.py), each a fresh process, taken in turn so that both meet the same load.
Per command: the median of the child's CPU time (user + sys, of the process and its waited
children: the detached sender is not the command's, and is not counted) and of the wall
clock, and what `--data` adds. With --peer, another checkout's `main.py` is run in the same
rounds (side by side: e.g. main before a change). The load average is printed before and
after, since the machine may be shared.

The station's outbox goes to a temporary data folder (XDG_DATA_HOME), not the user's.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHILD_ENV = {k: v for k, v in os.environ.items()
             if k not in ("PYTHONDONTWRITEBYTECODE", "DEALER_TRAINER_DATA")}


def drill_argv(root: Path) -> list[str]:
    return [sys.executable, str(root / "main.py"), "drill",
            str(root / "scenarios" / "basic-deal.yaml"), "--script",
            str(root / "scenarios" / "solutions" / "basic-deal.yaml")]


def run_once(argv: list[str], cwd: Path, env: dict[str, str]) -> tuple[float, float]:
    """(wall s, CPU s) of one fresh process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(argv, check=True, stdout=subprocess.DEVNULL, cwd=cwd, env=env)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime


def added_by_data(where: str, roots: list[Path], runs: int,
                  env: dict[str, str] | None = None) -> dict[str, dict[str, float]]:
    """Per checkout: medians (ms) of the drill's wall and CPU, bare and with `--data WHERE`,
    and what `--data` adds; the runs interleaved (bare, --data, for each checkout, in turn)."""
    env = env or CHILD_ENV
    times: dict[tuple[Path, bool], list[tuple[float, float]]] = {}
    for root in roots:  # the bytecode caches, the server's first connection
        run_once([*drill_argv(root), "--data", where], root, env)
    for _ in range(runs):
        for root in roots:
            for data in (False, True):
                argv = drill_argv(root) + (["--data", where] if data else [])
                times.setdefault((root, data), []).append(run_once(argv, root, env))
    out: dict[str, dict[str, float]] = {}
    for root in roots:
        row: dict[str, float] = {}
        for i, what in enumerate(("wall", "CPU")):
            plain = statistics.median(t[i] for t in times[(root, False)])
            rec = statistics.median(t[i] for t in times[(root, True)])
            row[f"drill {what} ms"] = round(plain * 1e3, 1)
            row[f"drill --data {what} ms"] = round(rec * 1e3, 1)
            row[f"added {what} ms"] = round((rec - plain) * 1e3, 1)
        out[str(root)] = row
    return out


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--pg", default=os.environ.get("DEALER_TRAINER_TEST_PG"))
    p.add_argument("--runs", type=int, default=9)
    p.add_argument("--peer", type=Path, action="append", default=[],
                   help="another checkout to run side by side (its main.py)")
    args = p.parse_args()
    if not args.pg:
        print("bench/drill_data.py: give --pg URL (or set DEALER_TRAINER_TEST_PG)",
              file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as home:
        env = {**CHILD_ENV, "XDG_DATA_HOME": home}
        load_before = os.getloadavg()
        found = added_by_data(args.pg, [ROOT, *args.peer], args.runs, env)
        load_after = os.getloadavg()
    print(json.dumps({"runs": args.runs, "load average before": load_before,
                      "load average after": load_after, **found}, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
