"""The reference solution of a drill: the arbiter's right next step, taken until the end.

`python -m dealer_trainer.scenarios.solve scenarios/` writes `scenarios/solutions/<name>.yaml`
for every drill. The files are for people to read: each is checked by the tests, and every
mutation of it (a step dropped, two swapped) must fail.
"""

from __future__ import annotations

import sys
from pathlib import Path

from ..arbiter import Arbiter, TraineeAction
from .loader import load_scenario

MAX_STEPS = 2000


def solve(path: str | Path) -> list[TraineeAction]:
    scenario = load_scenario(path)
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


def write_solution(path: Path, out_dir: Path) -> Path:
    lines = compress(solve(path))
    out = out_dir / path.name
    header = f"# Reference solution for {path.name}, made by following the arbiter's next step.\n"
    out.write_text(header + "".join(f"- {line}\n" for line in lines), encoding="utf-8")
    return out


def main(argv: list[str]) -> int:
    folder = Path(argv[0] if argv else "scenarios")
    out_dir = folder / "solutions"
    out_dir.mkdir(exist_ok=True)
    for path in sorted(folder.glob("*.yaml")):
        print(write_solution(path, out_dir))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
