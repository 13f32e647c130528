"""Free deal's draws of the deal's errors (boxed_card, wrong_seat, wrong_count), with the
mistakes' own random generator: `schedule.random_mistake` asks here for these kinds."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .mistakes import MistakeKind, MistakeSpec

if TYPE_CHECKING:
    from .arbiter import Arbiter


DEAL_KINDS = (MistakeKind.BOXED_CARD, MistakeKind.WRONG_SEAT, MistakeKind.WRONG_COUNT)


def random_spec(arb: Arbiter, kind: MistakeKind) -> MistakeSpec:
    """One of the deal's errors for a free-deal hand, drawn with the mistakes' generator."""
    h, rng, number = arb.hand, arb.mistake_rng, arb.hand_number
    n = len(h.occupied)
    if kind is MistakeKind.BOXED_CARD:
        return MistakeSpec(kind, cards=(rng.randint(1, 2 * n + 8),), hand=number)
    if kind is MistakeKind.WRONG_SEAT:
        pitch = rng.randint(1, 2 * n)
        proper = h.deal_order()[pitch - 1]
        seat = rng.choice([s for s in range(1, 11) if s != proper])
        return MistakeSpec(kind, pitch=pitch, seat=seat, hand=number)
    return MistakeSpec(
        kind, seat=rng.choice(h.occupied), count=rng.choice((1, 3)),
        found_after=rng.randint(0, 3), hand=number,
    )
