"""issue 24: `diagnose()` is a fallback that names no step. What a step done out of place
breaks is the owed step's `why_not` (procedure.py, flop_procedure.py, stud_diagnose.py...) or
the step done's own words (out_of_place.py); diagnose.py compares no action's name."""

from __future__ import annotations

import ast
from pathlib import Path

from dealer_trainer.arbiter import diagnose, out_of_place
from dealer_trainer.arbiter.actions import ACTION_ARGS


def _strings(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {n.value for n in ast.walk(tree) if isinstance(n, ast.Constant)
            and isinstance(n.value, str)}


def test_diagnose_names_no_step() -> None:
    named = _strings(Path(diagnose.__file__)) & set(ACTION_ARGS)
    assert not named, f"diagnose.py names steps: {sorted(named)}"


def test_the_check_finds_a_step_named() -> None:
    """The same check does find the step names where they belong (it can fail)."""
    assert {"post", "deal", "misdeal"} <= _strings(Path(out_of_place.__file__)) & set(ACTION_ARGS)
