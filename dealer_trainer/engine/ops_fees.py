"""The records of the house's fees beside the rake (RULES.md "House fees and jackpots")."""

from __future__ import annotations

from .ops import Op
from .record import record


@record
class TimeCollecting(Op):
    """house.time_collection: the table's time taken from a seat for the house, before the
    first card (not into the pot)."""

    seat: int
    amount: int

    def to_json(self) -> dict[str, object]:
        return {"op": "time", "seat": self.seat, "amount": self.amount}
