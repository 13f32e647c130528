"""Problems found in a scenario or script file, each with the line and column it is about."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

MAX_MESSAGE = 300  # characters: a message quoting a huge value stays one readable line


@dataclass(frozen=True, slots=True, order=True)
class Problem:
    """One thing wrong with a file: `PATH:LINE:COL: message` (line and column from 1).
    A message longer than MAX_MESSAGE characters is cut short, marked with '...'."""

    path: str
    line: int
    col: int
    message: str

    def __post_init__(self) -> None:
        if len(self.message) > MAX_MESSAGE:
            object.__setattr__(self, "message", self.message[: MAX_MESSAGE - 3] + "...")

    @property
    def where(self) -> str:
        return f"{self.path}:{self.line}:{self.col}"

    def __str__(self) -> str:
        return f"{self.where}: {self.message}"


class ScenarioError(ValueError):
    """Every problem of a file at once; `str()` is one `PATH:LINE:COL: message` line each."""

    def __init__(self, problems: Iterable[Problem]) -> None:
        unique = list(dict.fromkeys(problems))  # in the order found, each once
        self.problems: list[Problem] = sorted(unique, key=_reading_order)
        super().__init__("\n".join(str(p) for p in self.problems))


def _reading_order(p: Problem) -> tuple[str, int, int]:
    return (p.path, p.line, p.col)
