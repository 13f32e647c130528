"""One trainee station for the classroom's tests and bench: a drill run by script through
the headless runner (`run_drill`), its steps handed to the real status writer as `drill`
hands them (cli._station_status: `after_each_step`), one step per line read on stdin.

    python tests/classroom/station.py URL STATION TRAINEE DRILL SCRIPT [--wrong ACTION]

After each step it prints one JSON line: the step's number, the wall time it was taken at
(`t`) and the milliseconds the step took at the station (`ms`: the arbiter's and the status
hand-over, what the trainee waits for). `--wrong` sends that action first (a violation).
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from dealer_trainer.arbiter import TraineeAction  # noqa: E402
from dealer_trainer.progress.status import Sitting, after_each_step, writer_for  # noqa: E402
from dealer_trainer.scenarios.loader import load_scenario  # noqa: E402
from dealer_trainer.scenarios.runner import run_drill  # noqa: E402
from dealer_trainer.scenarios.script import load_script  # noqa: E402


def main(argv: list[str]) -> int:
    url, station, trainee, drill, script = argv[:5]
    wrong = argv[argv.index("--wrong") + 1] if "--wrong" in argv else None
    writer = writer_for(url)
    assert writer is not None, "a station of the classroom writes to a server"
    scenario = load_scenario(Path(drill))
    items: list[Any] = list(load_script(Path(script)))
    if wrong:
        items.insert(0, SimpleNamespace(action=TraineeAction.parse(wrong)))
    sitting = Sitting(writer, trainee=trainee, activity=scenario.id, mode="practice",
                      station=station)
    record = after_each_step(sitting)
    started = [0.0]

    def steps() -> Iterator[Any]:
        for item in items:
            if not sys.stdin.readline():
                return
            started[0] = time.perf_counter()
            yield item

    def stepped(arbiter: Any, step: Any) -> None:
        record(arbiter, step)
        ms = (time.perf_counter() - started[0]) * 1000
        print(json.dumps({"n": sitting.steps, "t": time.time(), "ms": ms}), flush=True)

    run_drill(scenario, steps(), on_step=stepped)
    print(json.dumps({"done": True, "written": writer.written}), flush=True)
    writer.close(2.0)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
