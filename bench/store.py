"""The progress store at 1k, 10k and 100k attempts, on SQLite and on PostgreSQL.

Run: python bench/store.py [--sizes 1000,10000,100000] [--pg URL] [--no-sqlite]
     [--export-limit N] [--export-of WHERE [--export-jobs 1,2] [--runs 3]]
     [--fast-fill BASE] [--keep FOLDER]

The store is filled through the program's own API (`ProgressStore.record_attempt`) with
real results: every drill played by its solution, and free-deal hands dealt at the
table's own Session (with a wrong action now and then, so rules fail), for twenty
trainees (with --fast-fill BASE, a first size above BASE is BASE attempts through the API,
copied by SQL with the totals multiplied: 1M attempts in minutes, on either back end). At
each size it measures, with the figures the issue sets as goals:

- `stats --json` for every trainee, as the command runs it (a fresh process), and the
  same work in this process (open, figures, JSON): goal under 0.5 s;
- a hand's record: one free-deal hand into the store the table keeps open (p50, p95,
  max of 50), and opened, recorded and closed as `drill --data` does: goal under 20 ms;
  and the command itself: `drill DRILL --script SOLUTION --data WHERE` against the same
  command with nowhere to record, both fresh processes (median of 7, wall and CPU): what
  recording adds, goal at most 40 ms on PostgreSQL;
- the Progress and Drills screens' reads (progress_link.figures, drill_records): goal
  under 0.2 s;
- SQLite: the file's size per attempt (goal: at most 3 KB); opening the store with its
  stamp valid, and while another process holds it open
  (the stamp cannot match then): goal the same at every size, under 0.2 s;
- `report` (one trainee's) and `report --class` in a fresh process: time and the file's
  size: goal under 3 s and 2 MB;
- `export --phh` of the whole store in a fresh process: hands a second, of the wall clock
  and of the process's CPU time (goal: at least 5,000), the files written (one `.phhs` per
  trainee and day), peak memory (ru_maxrss: flat is the goal); with --export-limit N, above
  N hands only one trainee's are exported (for a slow export: the old one replayed every
  hand in PokerKit, ~15 ms each); and every hand of the store read through the same stream
  without the PHH writing: memory, time (not above --export-limit's N).
  `--export-of WHERE` measures only that, on a store already filled (before and after a
  change, on the same store).

PostgreSQL: --pg URL, or DEALER_TRAINER_TEST_PG; a fresh schema is made and dropped.
SQLite: a temporary folder, or --keep FOLDER (an empty or new folder, left filled: for
--export-of).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from dealer_trainer.gui import progress_link  # noqa: E402
from dealer_trainer.progress import ProgressStore  # noqa: E402

sys.path.insert(0, str(ROOT / "bench"))
from store_fill import TRAINEES, fast_fill, fill, kb_per_attempt  # noqa: E402

# -- real results -------------------------------------------------------------------------------


def drill_results() -> list[dict[str, Any]]:
    """Every drill, played by its solution."""
    from dealer_trainer.scenarios.loader import load_scenario
    from dealer_trainer.scenarios.runner import run_drill
    from dealer_trainer.scenarios.script import load_script

    out = []
    for solution in sorted((ROOT / "scenarios" / "solutions").glob("*.yaml")):
        drill = ROOT / "scenarios" / solution.name
        if drill.exists():
            out.append(run_drill(load_scenario(drill), load_script(solution), "en"))
    return out


def free_hands(count: int, seed: int) -> list[dict[str, Any]]:
    """Free-deal hands at the table's Session; one action in twenty a wrong one."""
    from dealer_trainer.arbiter.messages import result_words
    from dealer_trainer.gui.session import Session
    from dealer_trainer.gui.settings import Settings

    rng = random.Random(seed)
    session = Session.free_deal(Settings(table_size=6), seed=seed)
    names = ["burn", "flop", "turn", "river", "collect", "showdown", "move_button", "shuffle"]
    out = []
    for _ in range(count):
        for _ in range(400):
            if session.complete:
                break
            if session.players_may_act:
                session.apply("wait", auto=True)
            elif rng.random() < 0.05:
                session.apply(rng.choice(names))
            else:
                session.apply(session.arb.expected()[0])
        out.append(result_words(session.arb, rng.uniform(60, 150)))
        session.next_hand()
    return out


# -- the measures -------------------------------------------------------------------------------


# The commands run as an installed program would: with Python's bytecode cache (a run with
# PYTHONDONTWRITEBYTECODE compiles every module it imports, every time).
CHILD_ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def timed(run: Callable[[], Any]) -> float:
    start = time.perf_counter()
    run()
    return time.perf_counter() - start


def stats_in_process(where: str) -> float:
    def run() -> None:
        with ProgressStore.open(where) as store:
            docs = [store.stats(n).to_json() for n in store.trainees()]
        json.dumps({"trainees": docs}, indent=2)

    return min(timed(run) for _ in range(3))


def stats_command(where: str) -> tuple[float, float]:
    """Wall time of `main.py stats --json`, and of `main.py --help` (Python's start-up and
    the command line's imports: what any command costs before it starts)."""

    def run(*args: str) -> float:
        start = time.perf_counter()
        subprocess.run(
            [sys.executable, str(ROOT / "main.py"), *args],
            check=True,
            stdout=subprocess.DEVNULL,
            cwd=ROOT,
            env=CHILD_ENV,
        )
        return time.perf_counter() - start

    return min(run("stats", "--json", "--data", where) for _ in range(3)), min(
        run("--help") for _ in range(2)
    )


def record_times(where: str, hand: dict[str, Any]) -> dict[str, float]:
    kept = []
    with ProgressStore.open(where) as store:
        for _ in range(50):
            kept.append(timed(lambda: store.record_attempt("Trainee 00", hand, mode="free")))
    opened = []
    for _ in range(10):

        def once() -> None:
            with ProgressStore.open(where) as s:
                s.record_attempt("Trainee 00", hand, mode="free")

        opened.append(timed(once))
    kept.sort()
    return {
        "p50": statistics.median(kept),
        "p95": kept[int(len(kept) * 0.95) - 1],
        "max": kept[-1],
        "open+record+close p50": statistics.median(opened),
    }


CLI_RECORDS = 7


def cli_record(where: str) -> dict[str, float]:
    """`drill ... --data WHERE` (the attempt recorded: on a server, the station's status
    written too) against the same drill with nowhere to record, each a fresh process, taken
    in turn: medians of the wall clock and of the child's CPU time, and what recording adds
    (goal: at most 40 ms on PostgreSQL). On a server the command keeps the attempt and its
    status in the outbox and a detached process sends it (progress/sender.py): that
    process's time is not the command's, and is not counted here (bench/drill_data.py)."""
    from drill_data import added_by_data

    return added_by_data(where, [ROOT], CLI_RECORDS)[str(ROOT)]


HOLDER = """
import sys
sys.path[:0] = [{root!r}]
from dealer_trainer.progress import ProgressStore
store = ProgressStore.open(sys.argv[1])
store.record_attempt("Holder", {result!r}, mode="free")  # its log is not empty
print("ready", flush=True)
sys.stdin.readline()
store.close()
"""


def open_times(where: str, hand: dict[str, Any]) -> dict[str, float]:
    """SQLite: opening the store (and closing it) with the file's stamp valid, and while
    another trainer process holds the file open (as the GUI does): the stamp cannot match."""

    def once() -> None:
        ProgressStore.open(where).close()

    out = {"stamp valid": min(timed(once) for _ in range(3))}
    code = HOLDER.format(root=str(ROOT), result=hand)
    holder = subprocess.Popen(
        [sys.executable, "-c", code, where], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "ready"
        out["another process holds it"] = min(timed(once) for _ in range(3))
    finally:
        assert holder.stdin is not None
        holder.stdin.write("\n")
        holder.stdin.close()
        holder.wait()
    return out


def screens(where: str) -> dict[str, float]:
    out = {}
    progress_link.close_all()
    out["figures (first, opens)"] = timed(
        lambda: progress_link.figures(data_dir=where, trainee="Trainee 00")
    )
    out["figures"] = min(
        timed(lambda: progress_link.figures(data_dir=where, trainee="Trainee 00")) for _ in range(3)
    )
    out["drill_records"] = min(
        timed(lambda: progress_link.drill_records(data_dir=where, trainee="Trainee 00"))
        for _ in range(3)
    )
    progress_link.close_all()
    return out


EXPORT_CHILD = """
import resource, sys, time
sys.path.insert(0, {root!r})
from dealer_trainer.cli import main
def cpu():
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime
start, began = time.perf_counter(), cpu()
args = ["export", "--phh", sys.argv[2], "--data", sys.argv[1]] + sys.argv[3:]
code = main(args)
kids = resource.getrusage(resource.RUSAGE_CHILDREN)  # --jobs N: the workers
print(kids.ru_utime + kids.ru_stime, kids.ru_maxrss)
print(time.perf_counter() - start, cpu() - began,
      resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, code)
"""


STREAM_CHILD = """
import resource, sys, time
sys.path.insert(0, {root!r})
from dealer_trainer.progress import ProgressStore
start = time.perf_counter()
with ProgressStore.open(sys.argv[1]) as store:
    n = sum(1 for _ in store.iter_hands())
print(time.perf_counter() - start, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, n)
"""


def stream_memory(where: str) -> dict[str, Any]:
    """Every stored hand read through the export's stream, without the PHH writing."""
    done = subprocess.run(
        [sys.executable, "-c", STREAM_CHILD.format(root=str(ROOT)), where],
        capture_output=True,
        text=True,
        check=True,
        env=CHILD_ENV,
    )
    seconds, rss_kb, n = done.stdout.split()[-3:]
    return {"hands": int(n), "seconds": float(seconds), "peak RSS MB": int(rss_kb) / 1024}


def export_memory(where: str, hands: int, limit: int, jobs: int = 0) -> dict[str, Any]:
    """`jobs`: `--jobs N` (0: the export's own default)."""
    extra = ["--trainee", "Trainee 01"] if limit and hands > limit else []
    with tempfile.TemporaryDirectory() as out:
        done = subprocess.run(
            [sys.executable, "-c", EXPORT_CHILD.format(root=str(ROOT)), where, out, *extra,
             *(["--jobs", str(jobs)] if jobs else [])],
            capture_output=True,
            text=True,
            check=True,
            env=CHILD_ENV,
        )
        files = sum(len(names) for _, _, names in os.walk(out))
    kids_cpu, kids_rss, seconds, cpu_s, rss_kb, _code = done.stdout.split()[-6:]
    written = re.search(r"Wrote (\d+) hand histor", done.stdout)
    hands_written = int(written.group(1)) if written else 0
    return {
        "hands written": hands_written,
        "files": files,
        "whole store" if not extra else "one trainee": True,
        "seconds": float(seconds),
        "hands per second": hands_written / max(float(seconds), 1e-9),
        # the process's own CPU time: the figure a machine shared with other work moves least
        # (with --jobs, the workers' too)
        "CPU seconds": float(cpu_s) + float(kids_cpu),
        "hands per CPU second": hands_written / max(float(cpu_s) + float(kids_cpu), 1e-9),
        "peak RSS MB": int(rss_kb) / 1024,
        "workers' peak RSS MB (the largest)": int(kids_rss) / 1024,
        **({"jobs": jobs} if jobs else {}),
    }


# -- the run -------------------------------------------------------------------------------------


def class_report(where: str, *which: str) -> dict[str, float]:
    """`report --class --out FILE.html` (or with `which`, `report --trainee NAME`) in a fresh
    process: wall time (best of 2) and the file's size (goal: under 3 s and under 2 MB at
    100,000 attempts)."""
    with tempfile.TemporaryDirectory(prefix="bench-class-") as folder:
        out = Path(folder, "class.html")

        def run() -> None:
            subprocess.run(
                [sys.executable, str(ROOT / "main.py"), "report", *(which or ["--class"]),
                 "--out", str(out), "--data", where],
                check=True,
                stdout=subprocess.DEVNULL,
                cwd=ROOT,
                env=CHILD_ENV,
            )

        best = min(timed(run) for _ in range(2))
        return {"s": best, "MB": out.stat().st_size / 1e6}


@contextmanager
def pg_schema(server: str) -> Iterator[str]:
    sys.path.insert(0, str(ROOT / "tests" / "progress"))
    from pg_scratch import scratch_schema

    with scratch_schema(server, "bench") as url:
        try:
            yield url
        finally:
            progress_link.close_all()


def bench(
    name: str, where: str, sizes: list[int], pool: Any, limit: int, fast: int = 0
) -> list[dict]:
    rows = []
    done = 0
    for size in sizes:
        if fast and done == 0 and size > fast:
            row: dict[str, Any] = {"back end": name, "attempts": size,
                                   "copied by SQL s": fast_fill(where, pool, size, fast)}
        else:
            row = {"back end": name, "attempts": size,
                   "fill ms/attempt": fill(where, pool, done, size) * 1e3}
        rows.append(measure(name, where, row, pool, limit))
        done = attempts_in(where)  # the measures recorded a few
    return rows


def attempts_in(where: str) -> int:
    with ProgressStore.open(where) as store:
        return int(store._db.execute("SELECT count(*) FROM attempts").fetchone()[0])


def measure(name: str, where: str, row: dict[str, Any], pool: Any, limit: int) -> dict:
    """Every figure of one filled store (it gains the few attempts the measures record)."""
    hand = next(r for m, r in pool if m == "free")
    if name == "sqlite":
        row["open s"] = open_times(where, hand)
        row["KB per attempt"] = kb_per_attempt(where)
    row["stats in process s"] = stats_in_process(where)
    row["stats command s"], row["start-up alone s"] = stats_command(where)
    row["record ms"] = {k: v * 1e3 for k, v in record_times(where, hand).items()}
    row["record from the command line"] = cli_record(where)
    row["screens s"] = screens(where)
    row["report (one trainee)"] = class_report(where, "--trainee", TRAINEES[0])
    row["class report"] = class_report(where)
    with ProgressStore.open(where) as store:
        hands = sum(t.hands for t in store.drill_totals() if t.mode == "free")
    row["export"] = export_memory(where, hands, limit)
    if limit and hands > limit:  # every hand would take as long as the whole export
        row["all hands streamed"] = f"not measured: {hands} hands, above --export-limit"
    else:
        row["all hands streamed"] = stream_memory(where)
    print(json.dumps(row, indent=1), flush=True)
    return row


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="1000,10000,100000")
    parser.add_argument("--pg", default=os.environ.get("DEALER_TRAINER_TEST_PG"))
    parser.add_argument("--no-sqlite", action="store_true")
    parser.add_argument("--export-limit", type=int, default=0, help="0: the whole store")
    parser.add_argument("--export-of", help="only the export of this filled store")
    parser.add_argument("--export-jobs", default="0",
                        help="with --export-of: --jobs values to compare, e.g. 1,2 (0: default)")
    parser.add_argument("--runs", type=int, default=1, help="with --export-of: runs of each")
    parser.add_argument(
        "--fast-fill", type=int, default=0, metavar="BASE",
        help="a first size above BASE is BASE attempts through the API, copied by SQL",
    )
    parser.add_argument("--keep", metavar="FOLDER", help="SQLite: fill this folder, and keep it")
    parser.add_argument(
        "--filled", metavar="FOLDER", action="append", default=[],
        help="SQLite: measure this store as it is, filled before (e.g. 1M by --keep and"
             " --fast-fill); may be repeated",
    )
    args = parser.parse_args(argv)
    if args.filled:
        pool = [("free", r) for r in free_hands(3, 7)]
        for folder in args.filled:
            measure("sqlite", folder, {"back end": "sqlite", "attempts": attempts_in(folder),
                                       "filled before": folder}, pool, args.export_limit)
        return
    if args.export_of:
        for jobs in [int(j) for j in args.export_jobs.split(",")]:
            for _ in range(args.runs):
                print(json.dumps(export_memory(args.export_of, 0, 0, jobs), indent=1))
        print(json.dumps(stream_memory(args.export_of), indent=1))
        return
    sizes = [int(s) for s in args.sizes.split(",")]
    print("playing the drills and dealing free-deal hands for the pool ...", flush=True)
    pool = [("drill", r) for r in drill_results()] + [("free", r) for r in free_hands(120, 7)]
    random.Random(1).shuffle(pool)
    if not args.no_sqlite:
        with tempfile.TemporaryDirectory(prefix="bench-store-") as temp:
            folder = args.keep or temp
            bench("sqlite", folder, sizes, pool, args.export_limit, args.fast_fill)
            print(f"SQLite file: {Path(folder, 'progress.sqlite3').stat().st_size / 1e6:.0f} MB")
    if args.pg:
        with pg_schema(args.pg) as url:
            bench("postgresql", url, sizes, pool, args.export_limit, args.fast_fill)
    else:
        print("PostgreSQL skipped: give --pg URL or DEALER_TRAINER_TEST_PG")


if __name__ == "__main__":
    main()
