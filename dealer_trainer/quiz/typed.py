"""An answer typed (or clicked) on the Skills screen, in the shape its skill grades.

Numbers are separated by spaces, `+`, `/` or `;` ("360 240", "360 + 240", "5/1"); a reading
is the category picked on screen and the ranks typed or clicked ("K 7"), and in Omaha hi-lo
the low's ranks ("8 6 4 2 A") or "none"; a hi-lo split is each paid seat and its amount
("3: 103, 5: 102"; the colon and the comma optional); a razz hand its five ranks ("9 6 4 2 A").
"""

from __future__ import annotations

import re
from typing import Any

from .hilosplit import seat_amounts
from .model import AnswerError
from .skills import skill as skill_of

_SEPARATORS = re.compile(r"[\s+/;]+")


def tokens(text: str) -> list[str]:
    return [t for t in _SEPARATORS.split(text.strip()) if t]


def typed_answer(
    skill: str, text: str, hand: str | None = None, low: str | None = None
) -> Any:
    """The raw answer `grade` takes; AnswerError when there is nothing to grade yet. `low`: an
    omaha-reading hi-lo question's low, its ranks typed or "none"."""
    entry = skill_of(skill).entry
    parts = tokens(text)
    if entry == "reading":
        if hand is None:
            raise AnswerError("pick the hand first")
        answer: dict[str, Any] = {"hand": hand, "ranks": [p.upper() for p in parts]}
        if low is not None:
            if not low.strip():
                raise AnswerError("type the low, or pick no low")
            answer["low"] = low if low == "none" else [p.upper() for p in tokens(low)]
        return answer
    if not parts:
        raise AnswerError("type the answer first")
    if entry in ("numbers", "ranks"):
        return parts
    if entry == "pairs":
        return seat_amounts(text)
    if entry == "rake" and len(parts) == 2:
        return {"rake": parts[0], "drop": parts[1]}
    if len(parts) != 1:
        raise AnswerError(f"one number, not {text!r}")
    return parts[0]
