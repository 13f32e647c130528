"""The JSON result (CONTRACT.md "The result", `Arbiter.result()`) as the GUI reads it: the
fields the results screen and the free-deal hand's card read, typed. Every field may be
absent (`total=False`): a result is read with `.get`, as the stored ones of older versions
are."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TypedDict, cast


class StepJson(TypedDict, total=False):
    n: int
    action: str  # the action in script form
    outcome: str
    rule: str
    message: str


class ViolationJson(TypedDict, total=False):
    step: int
    rule: str
    message: str


class IrregularityJson(TypedDict, total=False):
    step: int
    rule: str
    corrected: bool


class PotJson(TypedDict, total=False):
    amount: int
    eligible: list[int]
    winners: list[int]


class FinalJson(TypedDict, total=False):
    complete: bool
    board: list[str]
    burns: list[str]
    pots: list[PotJson]


class SeatJson(TypedDict, total=False):
    name: str


class EventJson(TypedDict, total=False):
    op: str  # the record's kind: "award" for a push
    pot: int
    amounts: dict[str, int]  # a push: seat -> chips


class HandJson(TypedDict, total=False):
    seats: dict[str, SeatJson]
    events: list[EventJson]


class ResultJson(TypedDict, total=False):
    scenario: str
    passed: bool
    score: int
    elapsed_s: float
    hints: int
    hands_played: int
    steps: list[StepJson]
    violations: list[ViolationJson]
    irregularities: list[IrregularityJson]
    final: FinalJson
    hands: list[HandJson]


def result_json(result: Mapping[str, object]) -> ResultJson:
    """`Arbiter.result()` as the typed dictionary it is (the arbiter builds it untyped)."""
    return cast(ResultJson, result)
