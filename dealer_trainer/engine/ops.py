"""Every change to the table is one of these frozen records, appended to the hand's log.

The log is the audit trail, the replay, the source of the GUI's animations and of hand
histories. `to_json()` gives the plain form stored with a drill's result. A record holds
everything its change needs (a shuffle, the order it made; a decision, the decision), so
`engine/apply.py` can redo it without a random generator: `Hand.replay(config, log)`.

Each is declared with `@record` (`engine/record.py`: a frozen slotted dataclass); one declared
`@dataclass(frozen=True, slots=True)` is the same thing.
"""

from __future__ import annotations

from dataclasses import dataclass  # noqa: F401 - a record may still be declared as a dataclass

from .cards import Card
from .config import Street
from .decision import Decision
from .record import record


def _codes(cards: tuple[Card, ...]) -> list[str]:
    return [c.code for c in cards]


@record
class Op:
    in_history = True  # a class attribute: whether a hand history records it

    def to_json(self) -> dict[str, object]:  # pragma: no cover - every subclass overrides
        raise NotImplementedError


@record
class Shuffling(Op):
    stacked: bool
    order: tuple[Card, ...] = ()  # the stub afterwards, top first

    def to_json(self) -> dict[str, object]:
        return {"op": "shuffle"}


@record
class Cutting(Op):
    at: int

    def to_json(self) -> dict[str, object]:
        return {"op": "cut", "at": self.at}


@record
class BlindPosting(Op):
    seat: int
    blind: str
    amount: int

    def to_json(self) -> dict[str, object]:
        return {"op": "post", "seat": self.seat, "blind": self.blind, "amount": self.amount}


@record
class HoleDealing(Op):
    seat: int
    card: Card
    exposed: bool

    def to_json(self) -> dict[str, object]:
        return {"op": "deal", "seat": self.seat, "card": self.card.code, "exposed": self.exposed}


@record
class CardBurning(Op):
    card: Card

    def to_json(self) -> dict[str, object]:
        return {"op": "burn", "card": self.card.code}


@record
class BoardDealing(Op):
    cards: tuple[Card, ...]

    def to_json(self) -> dict[str, object]:
        return {"op": "board", "cards": _codes(self.cards)}


@record
class PlayerActing(Op):
    seat: int
    action: str
    to: int  # his total bet in the round afterwards
    amount: int  # chips he added
    decision: Decision | None = None  # as the player made it (a call may empty his stack)

    def to_json(self) -> dict[str, object]:
        return {
            "op": "act",
            "seat": self.seat,
            "action": self.action,
            "to": self.to,
            "amount": self.amount,
        }


@record
class HandMucking(Op):
    seat: int
    cards: tuple[Card, ...]

    def to_json(self) -> dict[str, object]:
        return {"op": "muck", "seat": self.seat, "cards": _codes(self.cards)}


@record
class BetCollecting(Op):
    returned: tuple[tuple[int, int], ...]  # (seat, chips) of an uncalled bet given back
    pots: tuple[tuple[int, tuple[int, ...]], ...]  # (amount, eligible) after collecting

    def to_json(self) -> dict[str, object]:
        return {
            "op": "collect",
            "returned": {str(s): a for s, a in self.returned},
            "pots": [{"amount": a, "eligible": list(e)} for a, e in self.pots],
        }


@record
class CardSettingAside(Op):
    card: Card

    def to_json(self) -> dict[str, object]:
        return {"op": "set_aside", "card": self.card.code}


@record
class CardReturning(Op):
    zones: tuple[str, ...]
    cards: tuple[Card, ...]
    on_top: bool = False
    seat: int | None = None  # zone "hole": whose card

    def to_json(self) -> dict[str, object]:
        return {
            "op": "return",
            "zones": list(self.zones),
            "cards": _codes(self.cards),
            "on_top": self.on_top,
        }


@record
class ExposedReplacing(Op):
    seat: int
    exposed: Card
    new: Card

    def to_json(self) -> dict[str, object]:
        return {
            "op": "replace_exposed",
            "seat": self.seat,
            "exposed": self.exposed.code,
            "new": self.new.code,
        }


@record
class Gathering(Op):
    """A misdeal: every card back into the stub."""

    cards: tuple[Card, ...]

    def to_json(self) -> dict[str, object]:
        return {"op": "misdeal", "cards": _codes(self.cards)}


@record
class Showdown(Op):
    shown: tuple[tuple[int, tuple[Card, ...]], ...]

    def to_json(self) -> dict[str, object]:
        return {"op": "showdown", "shown": {str(s): _codes(c) for s, c in self.shown}}


@record
class HalfPushing(Op):
    """One half of a hi-lo pot pushed (hilo.split): `half` "high" or "low"."""

    pot: int
    half: str
    amounts: tuple[tuple[int, int], ...]

    def to_json(self) -> dict[str, object]:
        return {"op": "award_half", "pot": self.pot, "half": self.half,
                "amount": sum(a for _, a in self.amounts),
                "amounts": {str(s): a for s, a in self.amounts}}


@record
class ChipsPushing(Op):
    pot: int
    amounts: tuple[tuple[int, int], ...]

    def to_json(self) -> dict[str, object]:
        return {
            "op": "award",
            "pot": self.pot,
            "amount": sum(a for _, a in self.amounts),
            "to": [s for s, _ in self.amounts],
            "amounts": {str(s): a for s, a in self.amounts},
        }


@record
class ButtonMoving(Op):
    seat: int
    dead: bool = False  # to a seat that is empty for the next hand (button.dead)

    def to_json(self) -> dict[str, object]:
        return {"op": "button", "seat": self.seat, **({"dead": True} if self.dead else {})}


@record
class RoundOpening(Op):
    """A betting round opens (preflop: with the blinds in front). Not a move of cards or
    chips, so a hand history leaves it out (`in_history`)."""

    street: Street

    in_history = False

    def to_json(self) -> dict[str, object]:
        return {"op": "round", "street": self.street.value}


@dataclass(frozen=True, slots=True)
class ChipsPuttingOut(Op):
    """A player pushes chips out in front of him, not yet in the round's betting: the
    dealer rules what they count as (a non-standard action, RULES.md "Player actions")."""

    seat: int
    chips: tuple[int, ...]  # by value, as pushed

    def to_json(self) -> dict[str, object]:
        return {"op": "chips_out", "seat": self.seat, "chips": list(self.chips)}


@dataclass(frozen=True, slots=True)
class ChipsTakingBack(Op):
    """Chips he pushed out and the ruling does not bet go back to his stack."""

    seat: int
    amount: int

    def to_json(self) -> dict[str, object]:
        return {"op": "chips_back", "seat": self.seat, "amount": self.amount}


@dataclass(frozen=True, slots=True)
class RaiseBarring(Op):
    """A ruling of `call_or_fold`: the player acts again but may not bet or raise."""

    seat: int

    in_history = False

    def to_json(self) -> dict[str, object]:
        return {"op": "no_raise", "seat": self.seat}


@dataclass(frozen=True, slots=True)
class HoleCardShowing(Op):
    """A player turns up one of his own hole cards: it stays in his hand, face up
    (ruling.player_exposed_card)."""

    seat: int
    card: Card

    def to_json(self) -> dict[str, object]:
        return {"op": "player_shows", "seat": self.seat, "card": self.card.code}


# ---- money at the table (RULES.md "Money at the table") ---------------------------------
@dataclass(frozen=True, slots=True)
class Asking(Op):
    """A player asks the dealer for a count before he acts: `what` is "pot" (bet.pot_count)
    or "all_in" (pot.count_all_in, of seat `of`). Not a change: betting waits for the answer."""

    seat: int
    what: str
    of: int | None = None

    def to_json(self) -> dict[str, object]:
        d: dict[str, object] = {"op": "ask", "seat": self.seat, "what": self.what}
        if self.of is not None:
            d["of"] = self.of
        return d


@dataclass(frozen=True, slots=True)
class Announcing(Op):
    """The dealer's count, answering the open request (only a right one is recorded)."""

    what: str
    amount: int
    seat: int | None = None  # an all-in count: whose all-in

    def to_json(self) -> dict[str, object]:
        d: dict[str, object] = {"op": "announce", "what": self.what, "amount": self.amount}
        if self.seat is not None:
            d["seat"] = self.seat
        return d


@dataclass(frozen=True, slots=True)
class HandReading(Op):
    """The dealer reads a tabled hand aloud (showdown.read_hand)."""

    seat: int
    hand: str
    ranks: tuple[str, ...] = ()
    low: tuple[str, ...] | None = None  # hilo.read: the low's five ranks, () none; None: unsaid

    def to_json(self) -> dict[str, object]:
        said = {} if self.low is None else {"low": list(self.low) or None}
        return {"op": "read", "seat": self.seat, "hand": self.hand, "ranks": list(self.ranks),
                **said}


@dataclass(frozen=True, slots=True)
class HouseTaking(Op):
    """The rake or the jackpot drop (`kind`), taken from the main pot before any push."""

    kind: str  # "rake" | "drop"
    amount: int

    def to_json(self) -> dict[str, object]:
        return {"op": self.kind, "amount": self.amount}


@dataclass(frozen=True, slots=True)
class HandVoiding(Op):
    """The hand is void (a fouled deck; a misplaced button found after a blind): every card
    gathered, every chip bet in the hand back to who bet it, blinds included. `fresh`: the
    deck is replaced by a complete one (after a fouled deck)."""

    cards: tuple[Card, ...]
    refunds: tuple[tuple[int, int], ...]  # (seat, chips) given back
    fresh: bool = False

    def to_json(self) -> dict[str, object]:
        return {
            "op": "void_hand",
            "cards": _codes(self.cards),
            "refunds": {str(s): a for s, a in self.refunds},
            "fresh": self.fresh,
        }


@dataclass(frozen=True, slots=True)
class DeckFouling(Op):
    """The stub's card at `at` (0: the top) is a second copy of `card`: the deck is fouled
    (the card it replaces, `replaced`, is not in the deck)."""

    at: int
    card: Card
    replaced: Card

    in_history = False  # nobody at the table sees it happen

    def to_json(self) -> dict[str, object]:
        return {"op": "foul_deck", "at": self.at, "card": self.card.code,
                "replaced": self.replaced.code}


@dataclass(frozen=True, slots=True)
class PushCorrecting(Op):
    """A pot pushed to the wrong seats is taken back from them and pushed again."""

    pot: int
    taken: tuple[tuple[int, int], ...]  # (seat, chips) taken back
    amounts: tuple[tuple[int, int], ...]  # (seat, chips) pushed now
    carried: bool = False  # the last hand's pot, corrected in this one: stacks only

    def to_json(self) -> dict[str, object]:
        return {
            "op": "award_again",
            "pot": self.pot,
            "carried": self.carried,
            "taken": {str(s): a for s, a in self.taken},
            "to": [s for s, _ in self.amounts],
            "amounts": {str(s): a for s, a in self.amounts},
        }
# ---- the deal's errors (issue 12): a boxed card, a pitch gone astray, a hand killed ------
@dataclass(frozen=True, slots=True)
class CardBoxing(Op):
    """A card lies face up in the stub (boxed)."""

    card: Card

    def to_json(self) -> dict[str, object]:
        return {"op": "boxed", "card": self.card.code}


@dataclass(frozen=True, slots=True)
class CardScrapping(Op):
    """A boxed card taken from where it lies (stub, a seat's hand, board, burns) to the muck:
    a scrap of paper, no burn, never back in the stub."""

    card: Card
    zone: str  # stub | hole | board | burns
    seat: int | None = None  # zone "hole": whose hand

    def to_json(self) -> dict[str, object]:
        return {"op": "scrap", "card": self.card.code, "zone": self.zone}


@dataclass(frozen=True, slots=True)
class StrayPitching(Op):
    """A pitch the dealer meant for seat `named` lands in front of `seat` (an empty seat's
    card lies in the stray pile)."""

    named: int
    seat: int
    card: Card

    def to_json(self) -> dict[str, object]:
        return {"op": "stray", "named": self.named, "seat": self.seat, "card": self.card.code}


@dataclass(frozen=True, slots=True)
class OddPitching(Op):
    """One pitch to `seat` that took no card (the card stays on top) or two stuck together."""

    seat: int
    cards: tuple[Card, ...]

    def to_json(self) -> dict[str, object]:
        return {"op": "odd_pitch", "seat": self.seat, "cards": _codes(self.cards)}


@dataclass(frozen=True, slots=True)
class ShortDealing(Op):
    """The top card to a seat one card short (or the replacement of a scrapped card): no
    pitch of the deal's sequence."""

    seat: int
    card: Card

    def to_json(self) -> dict[str, object]:
        return {"op": "deal_short", "seat": self.seat, "card": self.card.code}


@dataclass(frozen=True, slots=True)
class HandKilling(Op):
    """The dealer kills a dead hand: its cards to the muck; its chips stay in the pot."""

    seat: int
    cards: tuple[Card, ...]

    def to_json(self) -> dict[str, object]:
        return {"op": "kill", "seat": self.seat, "cards": _codes(self.cards)}


@dataclass(frozen=True, slots=True)
class BetRefunding(Op):
    """A misdeal gives back what the players put in by their decisions (the blinds stay).
    `pulled_in`: the bets were already in the pots (everyone all in before substantial
    action): the pots go back in front of the seats as the blinds they were."""

    returned: tuple[tuple[int, int], ...]  # (seat, chips)
    pulled_in: bool = False

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {"op": "refund",
                                  "returned": {str(s): a for s, a in self.returned}}
        if self.pulled_in:
            out["pulled_in"] = True
        return out
@dataclass(frozen=True, slots=True)
class BurnMisfiring(Op):
    """A burn that took no card or two (error.missed_burn, error.double_burn): the cards
    that went to the burns, top first."""

    cards: tuple[Card, ...]

    def to_json(self) -> dict[str, object]:
        return {"op": "misburn", "cards": _codes(self.cards)}


@dataclass(frozen=True, slots=True)
class BoardBurning(Op):
    """A board card moved onto the burns, face up: one turned without a burn
    (`burn_exposed`), or the one drawn from a scrambled flop (TDA 39-B)."""

    card: Card

    def to_json(self) -> dict[str, object]:
        return {"op": "burn_exposed", "card": self.card.code}
