"""A hi-lo pot cut in two, as a dealer does it (hilo.split): the high stack on the left of the
pot's place, the low stack on the right, each pushed to its winners on its own.

The cut is the trainee's gesture (the mark under the pot, or Shift+P), kept by the controller
until the hand ends: no chips move in the engine until a half is pushed. A pot that does not
cut evenly leaves its odd chip loose between the two equal stacks; the trainee puts it on one
of them (a drag, or Shift+P with that half picked), and each stack is pushed with the amount it
shows: the odd chip left loose, or put on the low, is the arbiter's `hilo.odd_chip` to judge.

Nothing here decides whether a low qualifies: a pot may be cut where none does (the low then
pushed is judged `hilo.qualifier`), and pushed whole where one does (`hilo.split`). What each
half holds and which halves are pushed are the snapshot's (`PotView.high`, `.low`,
`.halves_pushed`).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import TYPE_CHECKING

from .geometry import Box

if TYPE_CHECKING:
    from ..arbiter.snapshot import PotView, TableSnapshot

HALVES = ("high", "low")  # left to right in the pot's place
# the phases a pot waits to be pushed in: its cut mark shows (the showdown and after)
AWARDING = ("showdown", "read", "rake", "award")


def half_boxes(box: Box) -> dict[str, Box]:
    """The high and the low stack's places in a pot's place: its left and its right half."""
    gap = max(2, box.w // 30)
    w = (box.w - gap) // 2
    return {
        "high": Box(box.x, box.y, w, box.h),
        "low": Box(box.right - w, box.y, w, box.h),
    }


def half_at(box: Box, x: float) -> str:
    """Which half of a cut pot's place `x` falls in."""
    return "high" if x < box.center[0] else "low"


def cut_mark(box: Box, scale: float) -> Box:
    """The mark under a pot's place that cuts it in two (or joins the halves again)."""
    w, h = box.w, max(14, round(20 * scale))
    return Box(box.center[0] - w // 2, box.bottom + max(1, round(2 * scale)), w, h)


def odd_box(box: Box, scale: float) -> Box:
    """Where a cut pot's loose odd chip lies: between the two stacks, at their foot."""
    d = max(12, round(26 * scale))
    return Box(box.center[0] - d // 2, box.bottom - d - max(1, round(2 * scale)), d, d)


def odd_chips(pot: PotView) -> int:
    """What does not cut evenly: the high half's odd chip (the engine's halves' difference)."""
    return int(pot.high - pot.low)


def loose(pot: PotView, cut: Collection[int], odd: Mapping[int, str]) -> int:
    """The odd chip lying loose between the stacks of a cut pot (0: none, or put on one)."""
    if not is_cut(pot, cut) or pot.halves_pushed or pot.index in odd:
        return 0
    return odd_chips(pot)


def is_cut(pot: PotView, cut: Collection[int]) -> bool:
    """Is `pot` (a PotView) drawn as two stacks: cut by the trainee, or a half pushed."""
    return bool(pot.halves_pushed) or pot.index in cut


def pieces(
    pot: PotView, cut: Collection[int], odd: Mapping[int, str] | None = None
) -> tuple[tuple[str | None, int], ...]:
    """What a pot's place shows: (None, amount) for a whole pot; (half, amount) for each half
    of a cut one not pushed yet: two equal stacks, the odd chip on the one it was put on
    (`odd`: pot to half); once a half is pushed, the other as the engine holds it."""
    if not is_cut(pot, cut):
        return ((None, pot.amount),)
    amounts = {"high": pot.high, "low": pot.low}
    if not pot.halves_pushed and odd is not None:
        at = odd.get(pot.index)
        amounts = {h: pot.low + (odd_chips(pot) if at == h else 0) for h in HALVES}
    return tuple((h, amounts[h]) for h in HALVES if h not in pot.halves_pushed)


def shows_mark(snap: TableSnapshot, pot: PotView, split: bool) -> bool:
    """Does `pot` show its cut mark: a game split high and low, the pot waiting to be pushed
    (the hands tabled) and neither half pushed (a half gone, the other stays a half)."""
    return (
        split
        and not pot.awarded_to
        and not pot.halves_pushed
        and pot.amount > 0
        and snap.phase in AWARDING
    )


def targets(snap: TableSnapshot, cut: Collection[int]) -> list[tuple[int, str | None]]:
    """What P pushes in turn: each open pot, the last made first (award.side_first); a cut
    pot as its high half, then its low half (those not pushed yet)."""
    out: list[tuple[int, str | None]] = []
    for p in sorted(snap.pots, key=lambda p: -p.index):
        if p.awarded_to:
            continue
        out += [(p.index, h) for h, _ in pieces(p, cut)]
    return out
