"""Helpers for the scenario tests: the repository root and `python main.py ...` as a subprocess."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent


@pytest.fixture
def run_main() -> Callable[..., subprocess.CompletedProcess[str]]:
    def run(*args: str | Path, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, str(ROOT / "main.py"), *map(str, args)],
            cwd=cwd, capture_output=True, text=True, encoding="utf-8", timeout=60,
        )

    return run
