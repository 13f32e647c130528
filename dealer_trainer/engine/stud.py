"""A stud hand's own operations and questions (RULES.md "Seven Card Stud, Stud hi-lo and Razz"),
a part of `Hand` beside the flop games' (engine/hand.py): the antes, each street's cards with
their face, the bring-in and its completion, each street's betting round opened at the seat the
cards name. Who that is comes from `stud_order` (the bring-in from the door cards, the first
actor from the boards); what differs by game is read from the game's row (`variant.py`).

Each operation has its trio, as in `Hand`: `verify_x` raises with the reason, `can_x` answers,
`x` verifies, builds the record (`stud_ops.py`) and applies it through `_do`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from . import ops, stud_order
from .award import share_in_order, split_amounts
from .cards import Card
from .config import Street, next_seat
from .decision import ActionKind, Decision
from .errors import IllegalBet, InvalidOperation, can_do
from .lows import low_rank
from .preset import Preset
from .state import HandState
from .stud_ops import AntePosting, BringInPosting, CommonCardTurning, StudRoundOpening

__all__ = ["StudOps", "street_cards"]


def street_cards(street: Street, faces: tuple[tuple[bool, ...], ...],
                 streets: Sequence[str]) -> tuple[bool, ...]:
    """The faces of the cards `street` deals each live player (stud.deal): True is up."""
    return faces[list(streets).index(street)]  # (a StrEnum is its name: no `.value` asked)


class StudOps(HandState):
    """`Hand` gives `_do`."""

    def _do(self, op: ops.Op) -> ops.Op:  # pragma: no cover - Hand's
        raise NotImplementedError

    def _verify_stud(self) -> None:
        if self.game.button:
            raise InvalidOperation(f"{self.config.variant} is no stud game", key="invalid")

    # ---- what the table shows -----------------------------------------------------------
    def upcards(self, seat: int) -> list[Card]:
        """A seat's face-up cards, in the order dealt (its board)."""
        return [h.card for h in self.zones.hole.get(seat, []) if h.exposed]

    def boards(self) -> dict[int, list[Card]]:
        """The live seats' boards (stud.first_to_act reads them): each seat's `upcards`, read
        here in one pass (every street's opening asks)."""
        hole = self.zones.hole
        return {s: b for s in sorted(self.live) if (b := [h.card for h in hole[s] if h.exposed])}

    def doors(self) -> dict[int, Card]:
        """Each dealt-in seat's door card: its first upcard (stud.bring_in)."""
        return {s: b[0] for s, b in self.boards().items()}

    def bring_in_seat(self) -> int | None:
        """stud.bring_in, razz.bring_in: the seat whose door card brings it in; None before
        every live seat has its door card."""
        doors = self.doors()
        if not doors or len(doors) != len(self.live):  # (the doors are live seats')
            return None
        return stud_order.bring_in(self.config.variant, doors)

    def first_on_board(self, boards: stud_order.Boards | None = None) -> int | None:
        """stud.first_to_act, razz.first_to_act: the seat whose board opens a later street
        (ties as the house breaks them); None with no board showing. `boards`: the live
        boards when the caller has them read already."""
        if boards is None:
            boards = self.boards()
        if not boards:
            return None
        common = self.zones.board
        if common and self.config.preset.stud_common_card_plays_high:  # stud.common_card
            boards = stud_order.with_common(boards, common[0])
        return stud_order.first_to_act(self.config.variant, boards,
                                       ties_by_suit=self.config.preset.stud_first_tie_by_suit)

    def street_faces(self, street: Street) -> tuple[bool, ...]:
        """The faces of the cards `street` deals each live player (stud.deal)."""
        g = self.game
        return street_cards(street, g.faces, g.streets)

    def antes_owed(self) -> list[int]:
        """The seats whose ante is not in (stud.antes), in deal order."""
        posted = {op.seat for op in self.log if isinstance(op, AntePosting)}
        return [s for s in self.occupied if s not in posted]

    def _anted(self, seat: int) -> bool:
        """Whether `seat`'s ante is in (one seat: `antes_owed` without the others)."""
        return any(op.seat == seat for op in self.log if isinstance(op, AntePosting))

    # ---- the antes ----------------------------------------------------------------------
    def verify_ante(self, seat: int) -> None:
        self._verify_stud()
        self.verify_seat(seat)
        if self._anted(seat):
            raise InvalidOperation(f"seat {seat} has anted", key="invalid.posted", seat=seat)
        if self.config.ante <= 0:
            raise InvalidOperation("this table has no ante", key="invalid.blind")
        if self.stacks[seat] == 0:
            raise InvalidOperation(f"seat {seat} has no chips", key="invalid.no_chips", seat=seat)
        if self.awarded or self.house:  # the pots are made again from what went in: a pot
            # pushed, or the house's take, would be counted twice
            raise InvalidOperation("the pot is pushed or raked already: no ante now",
                                   key="invalid")

    def can_ante(self, seat: int) -> bool:
        return can_do(self.verify_ante, seat)

    def ante(self, seat: int) -> ops.Op:
        """stud.antes: a player short of the ante is all in for what he has."""
        self.verify_ante(seat)
        return self._do(AntePosting(seat, min(self.config.ante, self.stacks[seat])))

    # ---- the common card ----------------------------------------------------------------
    def verify_common_card(self) -> None:
        """stud.common_card: only before seventh street's cards, once, the round before it
        complete, and only when the stub cannot give every live player a fresh card with one
        kept back (stud.short_stub)."""
        self._verify_stud()
        if self.zones.board:
            raise InvalidOperation("the common card is out already", key="invalid")
        if self.round is not None and not self.round.closed and self.to_act() is not None:
            raise InvalidOperation("the betting round is not complete", key="invalid.round_open")
        before = sum(len(f) for f in self.game.faces[:-1])
        live = sorted(self.live)
        if len(live) < 2 or any(len(self.zones.hole.get(s, ())) != before for s in live):
            raise InvalidOperation("the common card is seventh street's only", key="invalid")
        if len(self.zones.stub) > len(live):
            raise InvalidOperation("the stub reaches every player: deal the cards",
                                   key="invalid")
        if not self.zones.stub:
            raise InvalidOperation("the deck is empty", key="invalid.empty_deck")

    def can_common_card(self) -> bool:
        return can_do(self.verify_common_card)

    def common_card(self) -> ops.Op:
        """stud.common_card: the top card face up in the centre, in every live hand."""
        self.verify_common_card()
        return self._do(CommonCardTurning(self.zones.stub[0]))

    # ---- the betting rounds -------------------------------------------------------------
    def stud_first(self, street: Street, boards: stud_order.Boards | None = None
                   ) -> int | None:
        """Who opens `street`'s round: the bring-in on third street, the best board after."""
        return self.bring_in_seat() if street is Street.THIRD else self.first_on_board(boards)

    def verify_open_street(self, street: Street, passed: int = 0,
                           boards: stud_order.Boards | None = None) -> int:
        """The checks of `open_street`; the seat whose board (or door card) starts the round,
        returned so that an opening reads the boards once (their reading is its cost;
        `boards`: read already by the caller)."""
        self._verify_stud()
        if street not in self.game.streets:  # (a StrEnum: equal to its name)
            raise InvalidOperation(f"{street.value} is no street of this game", key="invalid")
        if self.round is not None and not self.round.closed and self.to_act() is not None:
            raise InvalidOperation("the betting round is not complete", key="invalid.round_open")
        first = self.stud_first(street, boards)
        if first is None:
            raise InvalidOperation("no board shows yet", key="invalid")
        if passed and (street is not Street.THIRD or passed not in self.live):
            raise InvalidOperation("only a live low card on third street is passed over",
                                   key="invalid")
        return first

    def can_open_street(self, street: Street, passed: int = 0) -> bool:
        return can_do(self.verify_open_street, street, passed)

    def open_street(self, street: Street, passed: int = 0) -> ops.Op:
        """Open the round of `street` at the seat the cards name; on fourth street an open
        pair lets a player bet the big bet where the game and the house have it
        (stud.open_pair). `passed`: the low card's seat passed over on third street (his
        exposed card, Robert's Stud 5): the first live seat after him starts, with no forced
        bet (he may fold)."""
        boards = None if street is Street.THIRD else self.boards()  # read once
        first = self.verify_open_street(street, passed, boards)
        if passed:
            first = next_seat(tuple(sorted(self.live)), passed)
        big = 0
        if (self.game.open_pair and self.config.preset.stud_open_pair_doubles
                and street is Street.FOURTH and stud_order.open_pair(boards or {})):
            big = self.config.bet_unit(Street.FIFTH)
        return self._do(StudRoundOpening(street, first, big, passed))

    def verify_bring_in(self, seat: int, complete: bool = False) -> None:
        r = self.round
        if r is None or not r.forced:
            raise InvalidOperation("no bring-in is owed", key="invalid")
        if self.to_act() != seat:
            raise IllegalBet(f"seat {self.to_act()} owes the bring-in, not seat {seat}")

    def can_bring_in(self, seat: int, complete: bool = False) -> bool:
        return can_do(self.verify_bring_in, seat, complete)

    def bring_in(self, seat: int, complete: bool = False) -> ops.Op:
        """stud.bring_in: the forced bet, or (`complete`) a full bet instead (stud.completion);
        short of it, all in for what he has."""
        self.verify_bring_in(seat, complete)
        owed = self.config.bet_unit(Street.THIRD) if complete else self.config.bring_in
        return self._do(BringInPosting(seat, min(owed, self.stacks[seat]), complete))

    def verify_stud_decision(self, d: Decision) -> None:
        """A decision while the bring-in is owed, or on a round an open pair doubles."""
        r = self.round
        if r is None:
            return
        if r.forced:
            self.verify_forced(d)
        if r.big:
            self.verify_open_pair(d)

    def verify_forced(self, d: Decision) -> None:
        """While the bring-in is owed its player does nothing else; a player who owes it
        because the low card is all in for his ante may fold instead (Robert's Stud 8)."""
        r = self.round
        assert r is not None
        if d.action is ActionKind.FOLD and (d.seat != r.first or self._passed_over()):
            return
        raise IllegalBet(f"seat {d.seat} owes the bring-in: bring it in or complete")

    def _passed_over(self) -> bool:
        """This round began past a low card passed over (Robert's Stud 5)."""
        return any(op.passed for op in self.log if isinstance(op, StudRoundOpening))

    def verify_open_pair(self, d: Decision) -> None:
        """stud.open_pair: a bet or raise is the small or the big bet, nothing between."""
        r = self.round
        assert r is not None
        if r.doubled or d.action not in (ActionKind.BET, ActionKind.RAISE) or d.to is None:
            return
        if d.to - r.full_bet not in (self.config.bet_unit(r.street), r.big):
            raise IllegalBet(f"seat {d.seat} bets the small or the big bet, not {d.to}")


def odd_chip_order(h: HandState, seats: Sequence[int], low: bool = False) -> list[int]:
    """stud.odd_chip: tied stud seats in the order their odd chips go, one each (the high half
    and every high game, or with `low` the low half and razz). `roberts` (and `seeds`): all
    seven cards count, the highest card by suit for high, the lowest for low and razz (Ties
    5(b); Stud HL 9, 10); `tda`: the high card by suit among the five played, for high, low and
    razz alike (20-B). A common card (stud.common_card) is one of every hand's cards, and of
    the five it plays in."""
    g, preset = h.game, h.config.preset
    low = low or g.low_order
    common = list(h.zones.board)
    cards: dict[int, Sequence[Card]] = {}
    for s in seats:
        held = [c.card for c in h.zones.hole[s]]
        cards[s] = [*held, *common]
        if preset.stud_odd_chip_by_five_played:  # the five the player plays
            value = (g.low(held, common) if low and g.low else
                     g.high(held, common) if g.high else None)
            if value is not None:
                cards[s] = value.cards
    return _by_cards(cards, low, preset)


def _by_cards(cards: Mapping[int, Sequence[Card]], low: bool, preset: Preset) -> list[int]:
    """Seats by their cards, best first: `roberts` the highest card by suit (spades, hearts,
    diamonds, clubs from the top), for low the lowest (ace low, the club lowest); `tda`, given
    the five played, their high card by suit, an ace low in a low hand. Cards compare from the
    best of each seat down, so a shared common card passes the choice on to the next."""

    def key(card: Card) -> tuple[int, int]:
        if not low:
            return card.rank, card.suit
        if preset.stud_odd_chip_by_five_played:
            return low_rank(card), card.suit  # the high card of a low hand: its ace is low
        return -low_rank(card), -card.suit

    def rank_of_seat(seat: int) -> list[tuple[int, int]]:
        return sorted((key(c) for c in cards[seat]), reverse=True)

    return sorted(cards, key=rank_of_seat, reverse=True)


def split_shares(h: HandState, amount: int, seats: Sequence[int]) -> dict[int, int]:
    """A pot split among tied `seats`: the odd chips clockwise from the button in a flop game
    (award.split), by the cards in stud (stud.odd_chip)."""
    if h.game.button:
        return split_amounts(amount, list(seats), h.button, h.occupied, chip=h.config.chip)
    return share_in_order(amount, odd_chip_order(h, seats), h.config.chip)
