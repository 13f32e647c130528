"""The records the store keeps, and a lenient reading of the arbiter's result dict.

The result comes from another package and may grow or lack fields; reading it never
fails on a missing or odd field: it falls back to a neutral value, and the whole dict is
kept as JSON besides, so nothing the arbiter said is lost.
"""

from __future__ import annotations

import json
import math
import zlib
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal, NamedTuple

import orjson

from . import DEFAULT_TRAINEE as DEFAULT_TRAINEE  # defined light, for `drill --data URL`

Mode = Literal["drill", "free"]
MODES: tuple[str, ...] = ("drill", "free")
FREE_DEAL_SCENARIO = "free-deal"


class StepRecord(NamedTuple):
    """One step as the store counts it. A named tuple, not a frozen dataclass: a trainee's
    history is read back a step at a time (the review cards' first reading is 250,000 steps
    at 10,000 attempts), and a frozen dataclass's __init__ cost six times a tuple's there
    (bench/due.py, profiled: two thirds of the reading)."""

    n: int
    action: str
    outcome: str  # ok | violation | irregularity | invalid
    rule: str | None = None
    message: str | None = None
    # the action's name as CONTRACT.md gives it (`deal`, `post`, ...): the result's step
    # `kind`; None where the result did not say (the statistics then count no action)
    kind: str | None = None
    # the trainee's time on the step (the GUI times it; None for a script's steps)
    seconds: float | None = None
    # the rules the arbiter judged the step on, where its kind alone does not say them
    # (the result step's `at_stake`): each is counted as tried
    at_stake: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class ViolationRecord:
    step: int | None
    rule: str
    message: str | None = None


@dataclass(frozen=True, slots=True)
class IrregularityRecord:
    step: int | None
    rule: str
    corrected: bool


@dataclass(frozen=True, slots=True)
class ParsedResult:
    """What the store writes for one result: the columns, the rows, and the rest as JSON."""

    scenario: str
    score: int | None
    passed: bool
    hints: int
    steps: tuple[StepRecord, ...]
    violations: tuple[ViolationRecord, ...]
    irregularities: tuple[IrregularityRecord, ...]
    hands: tuple[dict[str, Any], ...]
    rest: dict[str, Any]  # the result without its hands (they get rows of their own)


@dataclass(frozen=True, slots=True)
class Attempt:
    """One stored drill attempt or free-deal hand, as the statistics read it."""

    id: int
    trainee: str
    mode: str
    scenario: str
    house_rules: str
    lang: str
    started_at: datetime  # aware, UTC
    duration_s: float
    score: int | None
    passed: bool
    hints: int
    hand_count: int
    steps: tuple[StepRecord, ...] = ()
    violations: tuple[ViolationRecord, ...] = ()
    irregularities: tuple[IrregularityRecord, ...] = ()
    play_mode: str = "practice"  # learn | practice | audition (CONTRACT.md "Modes")


@dataclass(frozen=True, slots=True)
class StoredHand:
    """One hand history, with what the PHH export writes beside it."""

    attempt_id: int
    seq: int  # 0-based position of the hand in its attempt
    trainee: str
    mode: str
    scenario: str
    house_rules: str
    started_at: datetime
    hand: dict[str, Any]
    # The attempt's result, as stored (or a dict), and its violations: meaningful for the
    # last hand only, but for the game dealt (`variant`), the whole attempt's. Its `final`
    # table is read from it when asked: the PHH export asks only for hole cards its log does
    # not hold, and reading a whole result for it was a fifth of the export's time.
    stored_result: Any = None
    violations: tuple[ViolationRecord, ...] = ()
    is_last: bool = True

    @property
    def variant(self) -> str:
        """The game dealt (game.variant: "holdem", "omaha", "omaha-hilo"): the hand record's
        `variant`. A record made before it carried one is hold'em unless it dealt four hole
        cards; then the attempt's result says which Omaha (`final.variant`, the same table
        for every hand of the attempt), read only for those few records."""
        named = self.hand.get("variant")
        if isinstance(named, str):
            return named
        hole = self.hand.get("hole")
        cards = [c for c in hole.values() if isinstance(c, list)] if isinstance(hole, dict) else []
        if not any(len(c) == 4 for c in cards):
            return "holdem"
        final = self._result_final()
        named = final.get("variant") if final else None
        return named if isinstance(named, str) else "omaha"

    @property
    def final(self) -> dict[str, Any] | None:
        """The attempt's `final` table, for its last hand (None if it has none, or cannot be
        read, or this is not the attempt's last hand)."""
        return self._result_final() if self.is_last else None

    def _result_final(self) -> dict[str, Any] | None:
        if self.stored_result is None:
            return None
        try:
            result = (
                self.stored_result if isinstance(self.stored_result, dict)
                else stored_object(self.stored_result)
            )
        except ValueError:
            return None
        final = result.get("final")
        return final if isinstance(final, dict) else None


def parse_result(result: Mapping[str, Any], mode: str) -> ParsedResult:
    if not isinstance(result, Mapping):
        raise TypeError(f"a result is a dict, not {type(result).__name__}")
    scenario = _text(result.get("scenario")) or (FREE_DEAL_SCENARIO if mode == "free" else "")
    steps = result_steps(result)
    violations = tuple(
        ViolationRecord(_int_or_none(v.get("step")), rule, _text(v.get("message")) or None)
        for v in _dicts(result.get("violations"))
        if (rule := _text(v.get("rule")))
    )
    irregularities = tuple(
        IrregularityRecord(_int_or_none(r.get("step")), rule, bool(r.get("corrected", False)))
        for r in _dicts(result.get("irregularities"))
        if (rule := _text(r.get("rule")))
    )
    return ParsedResult(
        scenario=scenario,
        score=_int_or_none(result.get("score")),
        passed=result.get("passed") is True,
        hints=_int(result.get("hints"), 0),
        steps=steps,
        violations=violations,
        irregularities=irregularities,
        hands=tuple(_dicts(result.get("hands"))),
        rest={k: v for k, v in result.items() if k != "hands"},
    )


def result_steps(result: Mapping[str, Any]) -> tuple[StepRecord, ...]:
    """The steps of a result, as the store counts them: the one reading of a result's
    `steps`, when it is recorded and whenever a stored attempt's steps are read back (schema
    version 9 keeps them in the result alone)."""
    return tuple(
        StepRecord(  # by position: this runs for every step of every attempt read back
            _int(s.get("n"), i + 1),
            _text(s.get("action")),
            _text(s.get("outcome")) or "ok",
            _text(s.get("rule")) or None,
            _text(s.get("message")) or None,
            _text(s.get("kind")) or None,
            step_seconds(s.get("seconds")),
            step_rules(s.get("at_stake")),
        )
        for i, s in enumerate(_dicts(result.get("steps")))
    )


def step_seconds(value: Any) -> float | None:
    """A step's `seconds`: a finite number >= 0, else none."""
    if isinstance(value, int | float) and not isinstance(value, bool):
        if math.isfinite(value) and value >= 0:
            return float(value)
    return None


def step_rules(value: Any) -> tuple[str, ...]:
    """A step's `at_stake`: its rule ids (a list of text; anything else is none)."""
    if not isinstance(value, list | tuple):
        return ()
    return tuple(dict.fromkeys(v.strip() for v in value if isinstance(v, str) and v.strip()))


def joined_rules(rules: tuple[str, ...]) -> str | None:
    """`steps.at_stake` as stored: the ids joined by commas (an id has none), NULL for none."""
    return ",".join(rules) if rules else None


def split_rules(text: Any) -> tuple[str, ...]:
    return tuple(r for r in text.split(",") if r) if isinstance(text, str) else ()


def _dicts(value: Any) -> list[dict[str, Any]]:
    return [v for v in value if isinstance(v, dict)] if isinstance(value, list | tuple) else []


def _text(value: Any) -> str:
    if value is None:
        return ""
    return value if isinstance(value, str) else str(value)


def _int_or_none(value: Any) -> int | None:
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and math.isfinite(value):
        return round(value)
    if isinstance(value, str):
        try:
            return int(value.strip())
        except ValueError:
            return None
    return None


def _int(value: Any, default: int) -> int:
    parsed = _int_or_none(value)
    return default if parsed is None else parsed


def trainee_name(trainee: str) -> str:
    name = trainee.strip() if isinstance(trainee, str) else ""
    if not name:
        raise ValueError(f"a trainee needs a name (e.g. {DEFAULT_TRAINEE!r}), not {trainee!r}")
    return name


# -- reading a stored value: a wrong one is a ValueError that names it ------------------------


def stored_time(value: Any) -> datetime:
    try:
        return datetime.fromisoformat(value)
    except (TypeError, ValueError):
        raise ValueError(f"its time is {value!r}, not a date and time") from None


def stored_number(value: Any, what: str) -> float:
    if isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value):
        return float(value)
    raise ValueError(f"its {what} is {value!r}, not a number")


def stored_whole(value: Any, what: str) -> int:
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    raise ValueError(f"its {what} is {value!r}, not a whole number")


def stored_score(value: Any) -> int | None:
    return None if value is None else stored_whole(value, "score")


def stored_flag(value: Any, what: str) -> bool:
    if value in (0, 1) and not isinstance(value, float):
        return bool(value)
    raise ValueError(f"its {what} is {value!r}, not 0 or 1")


def packed_json(value: Any, kind: str) -> str | bytes:
    """A result or a hand as the store keeps it (schema version 8): on SQLite, its JSON
    compressed (zlib, about a fifth of the text); on PostgreSQL, the text (the server's own
    TOAST compresses a large value). Rows written before version 8 stay text; both read back
    through `stored_object`."""
    text = json.dumps(value, ensure_ascii=False, default=str)
    return zlib.compress(text.encode("utf-8"), 6) if kind == "sqlite" else text


# orjson reads a whole number past 64 bits as a float: a text holding a run of 19 digits
# or more goes to the standard parser (the run found by C-speed bytes methods: every digit
# made "0", every other byte a space)
DIGITS_ONLY = bytes(0x30 if 0x30 <= b <= 0x39 else 0x20 for b in range(256))
LONG_NUMBER = b"0" * 19


def stored_object(text: Any) -> dict[str, Any]:
    """A stored result or hand, read back. orjson parses it (half the standard parser's
    time, the largest part of the export's reading); what orjson refuses or would read
    otherwise (NaN, a whole number past 64 bits, a lone surrogate: all of which `json.dumps`
    writes) goes to the standard parser, so every row reads as it always did."""
    try:
        if isinstance(text, bytes | memoryview):  # packed_json on SQLite
            text = zlib.decompress(text)
        value = _parsed(text)
    except (TypeError, ValueError, zlib.error) as e:
        raise ValueError(f"its JSON cannot be read ({e})") from None
    if not isinstance(value, dict):
        raise ValueError(f"its JSON is a {type(value).__name__}, not an object")
    return value


def _parsed(text: Any) -> Any:
    if not isinstance(text, str | bytes):
        return json.loads(text)  # a TypeError, as ever
    try:
        data = text.encode("utf-8") if isinstance(text, str) else text
    except UnicodeEncodeError:  # a lone surrogate: text only (SQLite keeps it)
        return json.loads(text)
    if LONG_NUMBER not in data.translate(DIGITS_ONLY):
        try:
            return orjson.loads(data)
        except orjson.JSONDecodeError:
            pass
    return json.loads(data.decode("utf-8") if isinstance(data, bytes) else data)
