"""Driving the stud dealer errors' drills from tests: a drill of scenarios/ loaded under a
house with changes merged into its document, its solution's steps played."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml
from drive import apply

from dealer_trainer.arbiter import Arbiter
from dealer_trainer.scenarios import load_scenario

ROOT = Path(__file__).resolve().parents[2]


def merged(base: dict[str, Any], changes: dict[str, Any]) -> dict[str, Any]:
    out = dict(base)
    for k, v in changes.items():
        out[k] = merged(out[k], v) if isinstance(v, dict) and isinstance(out.get(k), dict) else v
    return out


def stud_drill(tmp_path: Path, name: str, house: str | None = None,
               **changes: Any) -> Arbiter:
    doc = yaml.safe_load((ROOT / "scenarios" / f"{name}.yaml").read_text(encoding="utf-8"))
    doc = merged(doc, changes)
    if house is not None:
        doc["house_rules"] = house
    path = tmp_path / f"{name}.yaml"
    path.write_text(yaml.safe_dump(doc, sort_keys=False), encoding="utf-8")
    return Arbiter(load_scenario(path).setup)


def solution(name: str) -> list[Any]:
    steps = yaml.safe_load((ROOT / "scenarios" / "solutions" / f"{name}.yaml").read_text(
        encoding="utf-8"))
    assert isinstance(steps, list)
    return steps


def play_to(arb: Arbiter, steps: list[Any], n: int, irregular: tuple[int, ...] = ()) -> None:
    """The first `n` steps; those at the indexes `irregular` set off a mistake."""
    for i, item in enumerate(steps[:n]):
        apply(arb, item, "irregularity" if i in irregular else "ok")
