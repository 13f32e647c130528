"""The classroom under a full room: 30 stations stepping once a second (issue 30).

Run: python bench/classroom.py [--stations 30] [--seconds 120] [--baseline 30] [--pg URL]

A fresh schema on the server (--pg, or DEALER_TRAINER_TEST_PG) is the school's store; the
classroom server is started as the instructor starts it (`main.py classroom`), and each
station is a process of its own playing basic-deal by its solution, over and over, one step
a second (each at its own offset within the second). A station first steps `--baseline`
seconds without writing its status, then `--seconds` with it (the real StatusWriter).
A client of the page's feed (`/events`, what the page's script listens to) notes when each
station's step arrives. Reported:

- the page's lag: from the station's step to its tile on the feed (median, p95, max; the
  goal: within 1 s);
- updates lost: steps whose tile never came (the status coalesces only within a write, so
  at one step a second none should be), split into those the station coalesced (a write
  slower than a second, on a loaded machine) and those lost after they were written; and
  each station's last step seen;
- the station's step time (the arbiter's step and the status handed over: what the trainee
  waits for) at the median, without the status and with it (the goal: at most 5 ms more).
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import resource
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path
from types import SimpleNamespace
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "progress"), str(ROOT / "tests" / "classroom")]
DRILL = ROOT / "scenarios" / "basic-deal.yaml"
SOLUTION = ROOT / "scenarios" / "solutions" / "basic-deal.yaml"


def station(args: argparse.Namespace) -> None:
    """One station (a process of its own): JSON of its steps and their times on stdout."""
    from dealer_trainer.arbiter import Arbiter
    from dealer_trainer.progress.status import Sitting, after_each_step, writer_for
    from dealer_trainer.scenarios.loader import load_scenario
    from dealer_trainer.scenarios.script import load_script

    scenario = load_scenario(DRILL)
    script = list(load_script(SOLUTION))
    writer = writer_for(args.url)
    assert writer is not None
    sitting = Sitting(writer, trainee=f"Trainee {args.station}", activity=scenario.id,
                      mode="practice", station=args.station)
    record = after_each_step(sitting)
    arb = Arbiter(scenario.setup)
    cursor = 0
    base_ms: list[float] = []
    live_ms: list[float] = []
    steps: list[tuple[int, float]] = []
    base_cpu_ms: list[float] = []
    live_cpu_ms: list[float] = []
    phase_cpu = {"base": 0.0, "live": 0.0}
    tick = args.start_at + args.offset
    live_from = args.start_at + args.baseline
    end = live_from + args.seconds
    cpu_mark = time.process_time()
    was_live = False
    while tick < end:
        time.sleep(max(0.0, tick - time.time()))
        live = tick >= live_from
        if live and not was_live:
            phase_cpu["base"] = time.process_time() - cpu_mark
            cpu_mark, was_live = time.process_time(), True
        if cursor == len(script):
            arb, cursor = Arbiter(scenario.setup), 0
        started, cpu_started = time.perf_counter(), time.thread_time()
        step = arb.apply(script[cursor].action)
        if live:
            record(arb, step)
        ms = (time.perf_counter() - started) * 1000
        cpu_ms = (time.thread_time() - cpu_started) * 1000
        cursor += 1
        (live_ms if live else base_ms).append(ms)
        (live_cpu_ms if live else base_cpu_ms).append(cpu_ms)
        if len(base_ms) == 1 and not live:
            cpu_mark = time.process_time()  # the first step's lazy imports are not its cost
        if live:
            steps.append((sitting.steps, time.time()))
        tick += 1.0
    writer.close(5.0)
    phase_cpu["live"] = time.process_time() - cpu_mark
    print(json.dumps({"station": args.station, "base_ms": base_ms, "live_ms": live_ms,
                      "base_cpu_ms": base_cpu_ms, "live_cpu_ms": live_cpu_ms,
                      "phase_cpu_s": phase_cpu,
                      "steps": steps, "written": writer.written, "error": writer.last_error}))


class Feed(threading.Thread):
    """The page's feed, read as the page's script reads it: (station, steps) -> arrival."""

    def __init__(self, port: int) -> None:
        super().__init__(daemon=True)
        self.port = port
        self.seen: dict[tuple[str, int], float] = {}
        self.ready = threading.Event()

    def run(self) -> None:
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=600)
        conn.request("GET", "/events")
        reply = conn.getresponse()
        self.ready.set()
        while True:
            line = reply.readline()
            if not line:
                return
            if line.startswith(b"data: "):
                doc = json.loads(line[6:])
                self.seen.setdefault((doc["station"], doc["steps"]), time.time())


def _quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def _median(lists: Any) -> float | None:
    values = [v for one in lists for v in one]
    return round(statistics.median(values), 3) if values else None


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--stations", type=int, default=30)
    p.add_argument("--seconds", type=float, default=120.0)
    p.add_argument("--baseline", type=float, default=30.0)
    p.add_argument("--pg", default=os.environ.get("DEALER_TRAINER_TEST_PG"))
    p.add_argument("--station", help=argparse.SUPPRESS)
    p.add_argument("--url", help=argparse.SUPPRESS)
    p.add_argument("--start-at", type=float, help=argparse.SUPPRESS)
    p.add_argument("--offset", type=float, default=0.0, help=argparse.SUPPRESS)
    args = p.parse_args()
    if args.station:
        station(args)
        return 0
    if not args.pg:
        print("bench/classroom.py: give --pg URL (or set DEALER_TRAINER_TEST_PG)", file=sys.stderr)
        return 2
    from pg_scratch import scratch_schema
    from serving import classroom

    from dealer_trainer.progress import ProgressStore

    load_before = os.getloadavg()
    with scratch_schema(args.pg, "bench_classroom") as url:
        ProgressStore.open(url).close()
        with classroom(url) as port:
            feed = Feed(port)
            feed.start()
            feed.ready.wait(10)
            start_at = time.time() + 8  # the stations' imports first
            procs = [
                subprocess.Popen(
                    [sys.executable, __file__, "--station", f"st-{i + 1:02d}", "--url", url,
                     "--start-at", str(start_at), "--offset", str(i / args.stations),
                     "--baseline", str(args.baseline), "--seconds", str(args.seconds)],
                    stdout=subprocess.PIPE, text=True,
                )
                for i in range(args.stations)
            ]
            results = [json.loads(proc.communicate()[0]) for proc in procs]
            time.sleep(2)  # the last tiles
            load_after = os.getloadavg()
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    report(results, feed.seen, args)
    print(json.dumps({
        "load_average_before": [round(x, 2) for x in load_before],
        "load_average_after": [round(x, 2) for x in load_after],
        "cpu_s_all_children": round(children.ru_utime + children.ru_stime, 2),
    }, indent=2))
    return 0


def report(results: list[dict[str, Any]], seen: dict[tuple[str, int], float],
           args: argparse.Namespace) -> None:
    lags: list[float] = []
    lost = 0
    last_seen = 0
    for r in results:
        for n, at in r["steps"]:
            arrived = seen.get((r["station"], n))
            if arrived is None:
                lost += 1
            else:
                lags.append(arrived - at)
        last = r["steps"][-1][0] if r["steps"] else 0
        last_seen += (r["station"], last) in seen
    base = [ms for r in results for ms in r["base_ms"]]
    live = [ms for r in results for ms in r["live_ms"]]
    steps = sum(len(r["steps"]) for r in results)
    errors = {r["error"] for r in results if r["error"]}
    out = SimpleNamespace(
        stations=args.stations, seconds=args.seconds, steps=steps, lost=lost,
        last_seen=f"{last_seen}/{len(results)}",
        lag_median_ms=round(statistics.median(lags) * 1000, 1) if lags else None,
        lag_p95_ms=round(_quantile(lags, 0.95) * 1000, 1) if lags else None,
        lag_max_ms=round(max(lags) * 1000, 1) if lags else None,
        step_median_ms_without=round(statistics.median(base), 3) if base else None,
        step_median_ms_with=round(statistics.median(live), 3) if live else None,
        step_p95_ms_with=round(_quantile(live, 0.95), 3) if live else None,
        written=sum(r["written"] for r in results), errors=sorted(errors),
        step_cpu_median_ms_without=_median(r["base_cpu_ms"] for r in results),
        step_cpu_median_ms_with=_median(r["live_cpu_ms"] for r in results),
        station_cpu_ms_per_s_without=round(statistics.median(
            r["phase_cpu_s"]["base"] * 1000 / max(1.0, args.baseline - 1) for r in results), 3),
        station_cpu_ms_per_s_with=round(statistics.median(
            r["phase_cpu_s"]["live"] * 1000 / args.seconds for r in results), 3),
    )
    growth = (out.step_median_ms_with or 0) - (out.step_median_ms_without or 0)
    # a step the station's writer never wrote was superseded by a newer one while a write
    # was under way (StatusWriter keeps the newest per station): only a write slower than
    # the second between steps does that; the rest of `lost` went missing after the write
    coalesced = steps - out.written
    print(json.dumps({**vars(out), "step_median_growth_ms": round(growth, 3),
                      "coalesced_at_station": coalesced,
                      "lost_after_written": lost - coalesced}, indent=2))


if __name__ == "__main__":
    sys.exit(main())
