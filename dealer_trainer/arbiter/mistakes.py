"""The dealer errors the simulator injects (CONTRACT.md's `mistakes:`)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class MistakeKind(StrEnum):
    EXPOSED_HOLE_CARD = "exposed_hole_card"
    EXTRA_CARD = "extra_card"
    FLOP_TOO_MANY = "flop_too_many"
    PREMATURE_FLOP = "premature_flop"
    PREMATURE_TURN = "premature_turn"
    PREMATURE_RIVER = "premature_river"
    BOXED_CARD = "boxed_card"
    WRONG_SEAT = "wrong_seat"
    WRONG_COUNT = "wrong_count"


@dataclass(frozen=True, slots=True)
class MistakeSpec:
    """One scheduled mistake.

    `cards`: for exposed_hole_card, the pitch numbers (from 1) that land face up.
    `count`: for extra_card, how many extra cards go out.
    `after`: for premature_*, how many player decisions of the round come first.
    `pitch`, `seat`: wrong_seat: pitch N lands in front of seat S; wrong_count: seat S.
    `cards` is also boxed_card's cards off the deck (from 1); `count` wrong_count's 1 or 3.
    `found_after`: wrong_count: the decisions of the hand before it comes to light.
    `hand`: which hand of a multi-hand drill it fires in (from 1).
    `where`: `PATH:LINE:COL` of the scenario entry, for error messages.
    """

    kind: MistakeKind
    cards: tuple[int, ...] = ()
    count: int = 1
    after: int = 0
    hand: int = 1
    pitch: int = 0
    seat: int = 0
    found_after: int = 0
    where: str | None = None
