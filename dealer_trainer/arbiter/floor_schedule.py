"""When the floor's dealer mistakes fire and what they do to the table (engine operations
only): a misplaced button (at the start of a hand), a fouled deck (after the cut; found when
both copies are face up), a wrong push (the trainee's award). Their corrections are the
modules `irregularities/button.py`, `fouled.py` and `wrong_push.py`; `RANDOM_SPECS` gives
free deal a mistake of each kind."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..engine.award import split_amounts
from ..engine.cards import Card
from . import corrections as C
from . import schedule
from .corrections import Correction
from .mistakes import MistakeKind, MistakeSpec

if TYPE_CHECKING:
    from .arbiter import Arbiter

BUTTON_RULE = "error.button_position"
FOULED_RULE = "error.fouled_deck"
PUSH_RULE = "award.wrong_push"


def random_button(arb: Arbiter) -> MistakeSpec:
    h = arb.hand
    seats = [s for s in h.occupied if s != h.button]
    return MistakeSpec(MistakeKind.BUTTON_MISPLACED, seat=arb.mistake_rng.choice(seats),
                       hand=arb.hand_number)


def on_new_hand(arb: Arbiter) -> None:
    """The hand starts with the disc at the mistake's seat (table.button is where it
    belongs)."""
    for i, m in enumerate(arb.scheduled):
        if m.kind is MistakeKind.BUTTON_MISPLACED and i not in arb.fired:
            arb.fired.add(i)
            h = arb.hand
            if m.seat is None or m.seat == h.button or m.seat not in h.occupied:
                return
            belongs = h.button
            h.move_button(m.seat)
            schedule.open_irregularity(arb, Correction(BUTTON_RULE, C.BUTTON, 0, seat=belongs))
            arb._mistake_fired = None  # no trainee step made it: the table starts this way
            return


def random_fouled(arb: Arbiter) -> MistakeSpec:
    """The turn card is a second copy of the flop's first card (`dup` drawn at the cut)."""
    n = len(arb.hand.occupied)
    return MistakeSpec(MistakeKind.FOULED_DECK, at=2 * n + 6, hand=arb.hand_number)


def after_cut(arb: Arbiter) -> None:
    """The deck is fouled as it lies after the cut: card N off it is the second copy."""
    h = arb.hand
    for i, m in enumerate(arb.scheduled):
        if m.kind is MistakeKind.FOULED_DECK and i not in arb.fired:
            arb.fired.add(i)
            at = m.at - 1
            if m.dup is not None:
                card = Card.parse(m.dup)
            else:  # free deal: the flop's first card, two burns and the deal before it
                card = h.zones.stub[min(2 * len(h.occupied) + 1, len(h.zones.stub) - 1)]
            if h.can_foul(at, card):
                h.foul_deck(at, card)
            return


def seen_face_up(arb: Arbiter) -> list[Card]:
    z = arb.hand.zones
    up = [*z.board, *z.set_aside]
    for held in z.hole.values():
        up += [hc.card for hc in held if hc.exposed]
    return up


def check_found(arb: Arbiter) -> None:
    """After a step: both copies face up opens the irregularity (once per deal)."""
    card = arb.hand.fouled_card()
    if card is None or any(c.kind is C.VOID and not c.closed for c in arb.corrections):
        return
    if seen_face_up(arb).count(card) >= 2:
        schedule.open_irregularity(arb, Correction(FOULED_RULE, C.VOID, 0))


def random_push(arb: Arbiter) -> MistakeSpec:
    seat = arb.mistake_rng.choice(list(arb.hand.occupied))
    return MistakeSpec(MistakeKind.WRONG_PUSH, pot=0, seat=seat, hand=arb.hand_number)


def push(arb: Arbiter, pot: int, to: tuple[int, ...]) -> None:
    """The trainee's push of `pot` to `to`: where a wrong push is scheduled, the chips land
    in front of its seat instead, and the irregularity opens."""
    h = arb.hand
    for i, m in enumerate(arb.scheduled):
        if m.kind is MistakeKind.WRONG_PUSH and m.pot == pot and i not in arb.fired:
            arb.fired.add(i)
            if m.seat is not None and m.seat in h.occupied and (m.seat,) != tuple(to):
                due = split_amounts(h.pots[pot].amount, to, h.button, h.occupied)
                h.push(pot, (m.seat,))
                c = Correction(PUSH_RULE, C.REPUSH, 0, seat=m.seat, pot=pot,
                               amounts=tuple(sorted(due.items())), hand=arb.hand_number)
                schedule.open_irregularity(arb, c)
                # what was owed, for a history of a hand whose wrong push stood at its end
                owed = ", ".join(f"{s}: {a}" for s, a in sorted(due.items()))
                h.note("owed", PUSH_RULE, f"pot {pot}: {{{owed}}}")
                return
    h.push(pot, to)


RANDOM_SPECS: dict[MistakeKind, Callable[[Arbiter], MistakeSpec]] = {
    MistakeKind.BUTTON_MISPLACED: random_button,
    MistakeKind.FOULED_DECK: random_fouled,
    MistakeKind.WRONG_PUSH: random_push,
}
