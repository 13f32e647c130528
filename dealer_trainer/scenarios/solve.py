"""The reference solution of a drill: the arbiter's right next step, taken until the end.

`python -m dealer_trainer.scenarios.solve scenarios/` writes `scenarios/solutions/<name>.yaml`
for every drill; `... solve scenarios/new-drill.yaml` for that one drill only. The files are
for people to read: each is checked by the tests, and every mutation of it (a step dropped,
two swapped) must fail.
"""

from __future__ import annotations

import sys
from pathlib import Path

from ..arbiter import Arbiter, TraineeAction
from .errors import ScenarioError
from .loader import Scenario, load_scenario
from .terminal import printable
from .userfile import is_folder, os_reason

MAX_STEPS = 2000


def solve(path: str | Path, scenario: Scenario | None = None) -> list[TraineeAction]:
    scenario = scenario or load_scenario(path)
    arb = Arbiter(scenario.setup)
    actions: list[TraineeAction] = []
    while not arb.is_complete and len(actions) < MAX_STEPS:
        expected = arb.expected()
        if not expected:
            break
        action = expected[0]
        arb.apply(action)
        actions.append(action)
    return actions


def compress(actions: list[TraineeAction]) -> list[str]:
    """Runs of single `wait`s become `wait: N`: the same decisions, fewer lines."""
    lines: list[str] = []
    run = 0
    for a in actions + [TraineeAction("end")]:
        if a.name == "wait":
            run += 1
            continue
        if run:
            lines.append("wait" if run == 1 else f"wait: {run}")
            run = 0
        if a.name != "end":
            lines.append(a.text())
    return lines


def write_solution(path: Path, out_dir: Path, scenario: Scenario | None = None) -> Path:
    lines = compress(solve(path, scenario))
    out = out_dir / path.name
    header = f"# Reference solution for {path.name}, made by following the arbiter's next step.\n"
    out.write_text(header + "".join(f"- {line}\n" for line in lines), encoding="utf-8")
    return out


def main(argv: list[str]) -> int:
    """Solve the drills named (files) or found (folders); a drill that cannot be solved is
    reported on stderr, exit 2, and the others are still written."""
    failed = False
    for arg in argv or ["scenarios"]:
        given = Path(arg)
        if is_folder(given):
            paths, out_dir = sorted(given.glob("*.yaml")), given / "solutions"
        else:  # a file, or what the reader will say it is
            paths, out_dir = [given], given.parent / "solutions"
        for path in paths:
            try:
                scenario = load_scenario(path)  # before making solutions/ for it
                out_dir.mkdir(exist_ok=True)
                print(printable(str(write_solution(path, out_dir, scenario))))
            except ScenarioError as e:
                print("\n".join(printable(str(p)) for p in e.problems), file=sys.stderr)
                failed = True
            except OSError as e:
                print(printable(f"{out_dir}: cannot write: {os_reason(e)}"), file=sys.stderr)
                failed = True
            except Exception as e:  # a script error or an arbiter refusal: say which drill
                print(printable(f"{path}: cannot be solved: {e}"), file=sys.stderr)
                failed = True
    return 2 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
