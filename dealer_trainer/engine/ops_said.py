"""What a player says aloud (RULES.md "Player actions the dealer rules on"): no card or chip
moves, but the words are part of what happened, so they are in the hand's log (the table's
bubble reads them there, as it reads every other action)."""

from __future__ import annotations

from dataclasses import dataclass

from .ops import Op


@dataclass(frozen=True, slots=True)
class PlayerSaying(Op):
    """Seat says `word` (call, check, bet, raise, all_in, fold), with `to` the amount said."""

    seat: int
    word: str
    to: int | None = None

    in_history = False  # a hand history records what was done; the ruling is what counts

    def to_json(self) -> dict[str, object]:
        d: dict[str, object] = {"op": "say", "seat": self.seat, "word": self.word}
        if self.to is not None:
            d["to"] = self.to
        return d
