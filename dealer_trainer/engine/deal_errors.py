"""The operations of the deal's errors (RULES.md "Dealer errors in the deal"): a card boxed in
the stub and scrapped, a pitch that lands at another seat, a pitch of two stuck cards or of
none, the top card to a seat one card short, an exposed card replaced, an extra card
returned, a dead hand killed, a misdeal's refund and its gathering of every card.

Each has its trio like `Hand`'s own (`verify_*` raises with the reason, `can_*` answers, the
operation builds the record and hands it to `engine/apply.py`). `Hand` inherits them.
"""

from __future__ import annotations

from . import ops
from .cards import Card
from .errors import InvalidOperation, can_do
from .state import HandState

SCRAP_ZONES = ("stub", "hole", "board", "burns", "stray")


class DealErrorOps(HandState):
    # ---- provided by Hand ---------------------------------------------------------------
    def _do(self, op: ops.Op) -> ops.Op:  # pragma: no cover - Hand overrides
        raise NotImplementedError

    def _top(self, n: int = 1) -> tuple[Card, ...]:  # pragma: no cover - Hand overrides
        raise NotImplementedError

    def verify_take(self, n: int = 1) -> None:  # pragma: no cover - Hand overrides
        raise NotImplementedError

    # ---- a boxed card -------------------------------------------------------------------
    def verify_box(self, card: Card) -> None:
        if card not in self.zones.stub:
            raise InvalidOperation(f"{card.code} is not in the stub", key="invalid")

    def can_box(self, card: Card) -> bool:
        return can_do(self.verify_box, card)

    def box(self, card: Card) -> ops.Op:
        """`card` lies face up in the stub: it shows when it reaches the top."""
        self.verify_box(card)
        return self._do(ops.CardBoxing(card))

    def boxed_lie(self) -> tuple[Card, str, int | None] | None:
        """Where a boxed card lies now, out of the stub's inside: the top of the stub, a
        seat's hand, the board, the burns, in front of an empty seat; None if nowhere."""
        z = self.zones
        for card in z.boxed:
            if z.stub and z.stub[0] == card:
                return card, "stub", None
            for seat, held in z.hole.items():
                if any(hc.card == card for hc in held):
                    return card, "hole", seat
            for name, pile in (("board", z.board), ("burns", z.burns), ("stray", z.stray)):
                if card in pile:
                    return card, name, None
        return None

    def verify_scrap(self) -> None:
        if self.boxed_lie() is None:
            raise InvalidOperation("no boxed card shows", key="invalid.no_boxed")

    def can_scrap(self) -> bool:
        return can_do(self.verify_scrap)

    def scrap(self) -> ops.Op:
        """The showing boxed card, from where it lies, to the muck."""
        self.verify_scrap()
        lie = self.boxed_lie()
        assert lie is not None
        card, zone, seat = lie
        return self._do(ops.CardScrapping(card, zone, seat))

    # ---- pitches gone wrong -------------------------------------------------------------
    def verify_stray_pitch(self, named: int, seat: int) -> None:
        self.verify_seat(named)
        if not 1 <= seat <= 10 or seat == named:
            raise InvalidOperation(f"no other seat {seat}", key="invalid")
        self.verify_take()

    def can_stray_pitch(self, named: int, seat: int) -> bool:
        return can_do(self.verify_stray_pitch, named, seat)

    def stray_pitch(self, named: int, seat: int) -> ops.Op:
        """The pitch meant for `named` lands in front of `seat` (maybe an empty seat)."""
        self.verify_stray_pitch(named, seat)
        (card,) = self._top()
        return self._do(ops.StrayPitching(named, seat, card))

    def verify_odd_pitch(self, seat: int, n: int) -> None:
        self.verify_seat(seat)
        if n not in (0, 2):
            raise InvalidOperation("an odd pitch takes no card or two", key="invalid")
        if n:
            self._top(n)

    def can_odd_pitch(self, seat: int, n: int) -> bool:
        return can_do(self.verify_odd_pitch, seat, n)

    def odd_pitch(self, seat: int, n: int) -> ops.Op:
        """A pitch to `seat` that takes no card (n=0) or two stuck together (n=2)."""
        self.verify_odd_pitch(seat, n)
        cards = self._top(n) if n else ()
        return self._do(ops.OddPitching(seat, cards))

    def verify_deal_short(self, seat: int) -> None:
        self.verify_seat(seat)
        if seat not in self.live:
            raise InvalidOperation(f"seat {seat} has no hand", key="invalid.no_hand", seat=seat)
        self._top()

    def can_deal_short(self, seat: int) -> bool:
        return can_do(self.verify_deal_short, seat)

    def deal_short(self, seat: int) -> ops.Op:
        """The top card to `seat`, outside the deal's sequence (a seat one card short)."""
        self.verify_deal_short(seat)
        (card,) = self._top()
        return self._do(ops.ShortDealing(seat, card))

    # ---- an exposed card replaced, an extra card returned, a misdeal's gathering ----------
    def verify_replace_exposed(self, seat: int) -> None:
        self.verify_seat(seat)
        if not any(h.exposed for h in self.zones.hole[seat]):
            raise InvalidOperation(
                f"seat {seat} has no exposed card", key="invalid.no_exposed", seat=seat
            )
        self.verify_take()

    def can_replace_exposed(self, seat: int) -> bool:
        return can_do(self.verify_replace_exposed, seat)

    def replace_exposed(self, seat: int) -> ops.Op:
        """The exposed card goes to the burns; the seat gets the top card face down."""
        self.verify_replace_exposed(seat)
        exposed = next(h.card for h in self.zones.hole[seat] if h.exposed)
        (new,) = self._top()
        return self._do(ops.ExposedReplacing(seat, exposed, new))

    def verify_return_extra(self, seat: int) -> None:
        self.verify_seat(seat)
        if len(self.zones.hole[seat]) <= self.hole_cards:
            raise InvalidOperation(
                f"seat {seat} has no extra card", key="invalid.no_extra", seat=seat
            )

    def can_return_extra(self, seat: int) -> bool:
        return can_do(self.verify_return_extra, seat)

    def return_extra(self, seat: int) -> ops.Op:
        """A seat's last card beyond its `hole_cards` goes back on top of the stub."""
        self.verify_return_extra(seat)
        card = self.zones.hole[seat][-1].card
        return self._do(ops.CardReturning(("hole",), (card,), True, seat))

    def verify_gather_all(self) -> None:
        """A misdeal gathers the deal until a pot is pushed."""
        self.verify_refund_decisions()

    def can_gather_all(self) -> bool:
        return can_do(self.verify_gather_all)

    def gather_all(self) -> ops.Op:
        """A misdeal: every card back into the stub; the deal and its betting are void."""
        self.verify_gather_all()
        return self._do(ops.Gathering(tuple(self.zones.all_cards()[len(self.zones.stub) :])))

    # ---- a dead hand --------------------------------------------------------------------
    def verify_kill(self, seat: int) -> None:
        self.verify_seat(seat)
        if seat not in self.live or not self.zones.hole[seat]:
            raise InvalidOperation(f"seat {seat} has no hand", key="invalid.no_hand", seat=seat)

    def can_kill(self, seat: int) -> bool:
        return can_do(self.verify_kill, seat)

    def kill(self, seat: int) -> ops.Op:
        """Seat's cards to the muck: the hand is dead; its chips stay in the pot."""
        self.verify_kill(seat)
        return self._do(ops.HandKilling(seat, tuple(h.card for h in self.zones.hole[seat])))

    # ---- a misdeal's refund -------------------------------------------------------------
    def refund_record(self) -> ops.BetRefunding:
        """What the players put in by their decisions, before the bets were pulled in (the
        blinds stay where they are)."""
        blinds: dict[int, int] = {s: 0 for s in self.occupied}
        for op in self.log:
            if isinstance(op, ops.BlindPosting):
                blinds[op.seat] += op.amount
        back = tuple(
            (s, self.contributed[s] - blinds[s])
            for s in self.occupied
            if self.contributed[s] > blinds[s]
        )
        return ops.BetRefunding(back, pulled_in=bool(self.pots))

    def verify_refund_decisions(self) -> None:
        """Until a pot is pushed: a misdeal before substantial action may come after the
        bets were pulled in (everyone all in on the blinds, the board run out)."""
        if self.awarded or self.halves or self.house:
            raise InvalidOperation("the pots are already pushed", key="invalid")

    def can_refund_decisions(self) -> bool:
        return can_do(self.verify_refund_decisions)

    def refund_decisions(self) -> ops.Op | None:
        """A misdeal: every chip bet by a decision back to its owner; None if there is none."""
        self.verify_refund_decisions()
        record = self.refund_record()
        return self._do(record) if record.returned else None
