"""The stud dealer errors' operations (RULES.md "Dealer errors in stud"), a part of `Hand`
beside the stud games' own (`stud.py`): the wrong seat named as low and its bring-in moved to
the true low card (stud.wrong_bring_in), a card turned face up where it lies
(error.stud_upcard_down), a seat's last card to the burns (error.stud_seventh_exposed under
`tda`), a pitch of two cards and a card moved from one seat to another
(error.stud_extra_card, error.stud_missed_player), and a premature card taken out of play, the
stub cards held aside with it, or the card back into the stub (error.stud_premature_card).

The records and how each is applied are here too (`STUD_ERROR_APPLY`, taken into
`engine/apply.py`'s table). Each operation has its trio, as in `Hand`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from . import ops
from .betting import BettingRound
from .cards import Card
from .config import Street
from .errors import InvalidOperation, can_do
from .record import record
from .state import HandState, own_field
from .stud_ops import StudRoundOpening
from .zones import HoleCard

if TYPE_CHECKING:
    from .hand import Hand

__all__ = ["STUD_ERROR_APPLY", "StudErrorOps"]


@record
class BringInMoving(ops.Op):
    """stud.wrong_bring_in (Robert's Stud 9): the wrong low card takes back his wager and the
    round starts again at the true low card, who owes the bring-in."""

    wrong: int
    seat: int
    amount: int  # the wager the wrong low card takes back

    def to_json(self) -> dict[str, object]:
        return {"op": "bring_in_moved", "from": self.wrong, "seat": self.seat,
                "amount": self.amount}


@record
class CardTurningUp(ops.Op):
    """error.stud_upcard_down: the seat's last card, dealt face down, turned face up."""

    seat: int
    card: Card

    def to_json(self) -> dict[str, object]:
        return {"op": "turn_up", "seat": self.seat, "card": self.card.code}


@record
class HoleCardBurning(ops.Op):
    """error.stud_seventh_exposed (`tda`): the seat's exposed last card to the burns."""

    seat: int
    card: Card

    def to_json(self) -> dict[str, object]:
        return {"op": "burn_exposed", "seat": self.seat, "card": self.card.code}


@record
class DoublePitching(ops.Op):
    """error.stud_extra_card: one pitch lands two cards at a seat, with the street's face."""

    seat: int
    cards: tuple[Card, ...]
    exposed: bool

    def to_json(self) -> dict[str, object]:
        return {"op": "double_pitch", "seat": self.seat, "cards": [c.code for c in self.cards],
                "exposed": self.exposed}


@record
class HoleCardMoving(ops.Op):
    """error.stud_extra_card, error.stud_missed_player: the last card of `src` moves to
    `dst`, with the face `dst`'s street calls for."""

    src: int
    dst: int
    card: Card
    exposed: bool

    def to_json(self) -> dict[str, object]:
        return {"op": "move_card", "from": self.src, "seat": self.dst, "card": self.card.code,
                "exposed": self.exposed}


@record
class HoleCardSettingAside(ops.Op):
    """error.stud_premature_card (`roberts`, Stud 14): a seat's premature card out of play."""

    seat: int
    card: Card

    def to_json(self) -> dict[str, object]:
        return {"op": "set_aside_card", "seat": self.seat, "card": self.card.code}


@record
class StubSettingAside(ops.Op):
    """error.stud_premature_card (`roberts`, Stud 14): one card off the stub for each player
    still in, held aside with the premature card."""

    cards: tuple[Card, ...]

    def to_json(self) -> dict[str, object]:
        return {"op": "set_aside_stub", "cards": [c.code for c in self.cards]}


@record
class PrematureReturning(ops.Op):
    """error.stud_premature_card (`tda`, RP-5-D): the premature card back into the stub,
    from the seat it was dealt to, or from the muck if he folded since (`mucked`)."""

    seat: int
    card: Card
    mucked: bool

    def to_json(self) -> dict[str, object]:
        return {"op": "return_premature", "seat": self.seat, "card": self.card.code,
                "mucked": self.mucked}


class StudErrorOps(HandState):
    """`Hand` gives `_do` and `_top`."""

    def _do(self, op: ops.Op) -> ops.Op:  # pragma: no cover - Hand's
        raise NotImplementedError

    def _top(self, n: int = 1) -> tuple[Card, ...]:  # pragma: no cover - Hand's
        raise NotImplementedError

    def _verify_live(self, seat: int) -> None:
        self.verify_seat(seat)
        if seat not in self.live or not self.zones.hole.get(seat):
            raise InvalidOperation(f"seat {seat} has no hand", key="invalid.no_hand", seat=seat)

    # ---- the wrong low card named -------------------------------------------------------
    def verify_misname_low(self, seat: int) -> None:
        self._verify_live(seat)
        if self.game.button or self.round is not None:
            raise InvalidOperation("only third street's round opens at a low card", key="invalid")
        if not any(c.exposed for c in self.zones.hole[seat]):
            raise InvalidOperation(f"seat {seat} has no door card", key="invalid")

    def can_misname_low(self, seat: int) -> bool:
        return can_do(self.verify_misname_low, seat)

    def misname_low(self, seat: int) -> ops.Op:
        """Third street's round opened at `seat`, named as low whoever the low card is."""
        self.verify_misname_low(seat)
        return self._do(StudRoundOpening(Street.THIRD, seat))

    def verify_move_bring_in(self, wrong: int, seat: int) -> None:
        self._verify_live(seat)
        r = self.round
        if r is None or r.street is not Street.THIRD or wrong == seat or not self.bets[wrong]:
            raise InvalidOperation(f"seat {wrong} made no wager to take back", key="invalid")

    def can_move_bring_in(self, wrong: int, seat: int) -> bool:
        return can_do(self.verify_move_bring_in, wrong, seat)

    def move_bring_in(self, wrong: int, seat: int) -> ops.Op:
        self.verify_move_bring_in(wrong, seat)
        return self._do(BringInMoving(wrong, seat, self.bets[wrong]))

    # ---- a card's face ------------------------------------------------------------------
    def verify_turn_up(self, seat: int) -> None:
        self._verify_live(seat)
        if self.zones.hole[seat][-1].exposed:
            raise InvalidOperation(f"seat {seat}'s last card is face up", key="invalid")

    def can_turn_up(self, seat: int) -> bool:
        return can_do(self.verify_turn_up, seat)

    def turn_up(self, seat: int) -> ops.Op:
        self.verify_turn_up(seat)
        return self._do(CardTurningUp(seat, self.zones.hole[seat][-1].card))

    def verify_burn_hole_card(self, seat: int) -> None:
        self._verify_live(seat)
        if not self.zones.hole[seat][-1].exposed:
            raise InvalidOperation(f"seat {seat}'s last card is face down", key="invalid")

    def can_burn_hole_card(self, seat: int) -> bool:
        return can_do(self.verify_burn_hole_card, seat)

    def burn_hole_card(self, seat: int) -> ops.Op:
        self.verify_burn_hole_card(seat)
        return self._do(HoleCardBurning(seat, self.zones.hole[seat][-1].card))

    # ---- cards to the wrong seat --------------------------------------------------------
    def verify_double_pitch(self, seat: int) -> None:
        self.verify_seat(seat)
        if seat not in self.live:
            raise InvalidOperation(f"seat {seat} has no hand", key="invalid.no_hand", seat=seat)
        self._top(2)

    def can_double_pitch(self, seat: int) -> bool:
        return can_do(self.verify_double_pitch, seat)

    def double_pitch(self, seat: int, *, exposed: bool) -> ops.Op:
        self.verify_double_pitch(seat)
        return self._do(DoublePitching(seat, self._top(2), exposed))

    def verify_move_hole_card(self, src: int, dst: int) -> None:
        self._verify_live(src)
        self.verify_seat(dst)
        if dst not in self.live or src == dst:
            raise InvalidOperation(f"seat {dst} has no hand", key="invalid.no_hand", seat=dst)

    def can_move_hole_card(self, src: int, dst: int) -> bool:
        return can_do(self.verify_move_hole_card, src, dst)

    def move_hole_card(self, src: int, dst: int, *, exposed: bool) -> ops.Op:
        self.verify_move_hole_card(src, dst)
        return self._do(HoleCardMoving(src, dst, self.zones.hole[src][-1].card, exposed))


    # ---- a premature card -----------------------------------------------------------------
    def verify_set_aside_hole_card(self, seat: int) -> None:
        self._verify_live(seat)

    def can_set_aside_hole_card(self, seat: int) -> bool:
        return can_do(self.verify_set_aside_hole_card, seat)

    def set_aside_hole_card(self, seat: int) -> ops.Op:
        """The seat's last card, dealt before its time, taken out of play (Robert's Stud 14)."""
        self.verify_set_aside_hole_card(seat)
        return self._do(HoleCardSettingAside(seat, self.zones.hole[seat][-1].card))

    def verify_set_aside_stub(self, n: int) -> None:
        if n < 1:
            raise InvalidOperation(f"cannot set aside {n} cards", key="invalid")
        self._top(n)

    def can_set_aside_stub(self, n: int) -> bool:
        return can_do(self.verify_set_aside_stub, n)

    def set_aside_stub(self, n: int) -> ops.Op:
        """`n` cards off the top of the stub held aside (Robert's Stud 14)."""
        self.verify_set_aside_stub(n)
        return self._do(StubSettingAside(self._top(n)))

    def verify_return_premature(self, seat: int, card: Card) -> None:
        self.verify_seat(seat)
        z = self.zones
        if card not in z.muck and all(hc.card != card for hc in z.hole.get(seat, ())):
            raise InvalidOperation(f"{card.code} is not at seat {seat}", key="invalid")

    def can_return_premature(self, seat: int, card: Card) -> bool:
        return can_do(self.verify_return_premature, seat, card)

    def return_premature(self, seat: int, card: Card) -> ops.Op:
        """The premature card back into the stub (TDA RP-5-D), from the seat it was dealt to,
        or from the muck if he folded since."""
        self.verify_return_premature(seat, card)
        held = any(hc.card == card for hc in self.zones.hole[seat])
        return self._do(PrematureReturning(seat, card, not held))


def _move_bring_in(h: Hand, op: BringInMoving) -> None:
    h.stacks[op.wrong] += op.amount
    h.bets[op.wrong] -= op.amount
    h.contributed[op.wrong] -= op.amount
    cfg = h.config
    own_field(h, "round", BettingRound(
        config=cfg, street=Street.THIRD, first=op.seat, current_bet=0,
        min_raise=cfg.bet_unit(Street.THIRD), bets_made=0, full_bet=0, forced=True,
    ))  # fmt: skip


def _turn_up(h: Hand, op: CardTurningUp) -> None:
    held = h.zones.hole[op.seat]
    held[-1] = HoleCard(held[-1].card, True)


def _burn_hole_card(h: Hand, op: HoleCardBurning) -> None:
    h.zones.hole[op.seat].pop()
    h.zones.burns.append(op.card)


def _double_pitch(h: Hand, op: DoublePitching) -> None:
    del h.zones.stub[: len(op.cards)]
    h.zones.hole[op.seat].extend(HoleCard(c, op.exposed) for c in op.cards)


def _move_hole_card(h: Hand, op: HoleCardMoving) -> None:
    h.zones.hole[op.src].pop()
    h.zones.hole[op.dst].append(HoleCard(op.card, op.exposed))


def _set_aside_hole_card(h: Hand, op: HoleCardSettingAside) -> None:
    h.zones.hole[op.seat].pop()
    h.zones.set_aside.append(op.card)


def _set_aside_stub(h: Hand, op: StubSettingAside) -> None:
    del h.zones.stub[: len(op.cards)]
    h.zones.set_aside.extend(op.cards)


def _return_premature(h: Hand, op: PrematureReturning) -> None:
    z = h.zones
    if op.mucked:
        z.muck.remove(op.card)
    else:
        z.hole[op.seat] = [hc for hc in z.hole[op.seat] if hc.card != op.card]
    z.stub.append(op.card)


STUD_ERROR_APPLY: dict[type[ops.Op], Callable[[Hand, Any], None]] = {
    BringInMoving: _move_bring_in,
    CardTurningUp: _turn_up,
    HoleCardBurning: _burn_hole_card,
    DoublePitching: _double_pitch,
    HoleCardMoving: _move_hole_card,
    HoleCardSettingAside: _set_aside_hole_card,
    StubSettingAside: _set_aside_stub,
    PrematureReturning: _return_premature,
}
