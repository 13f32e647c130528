"""What the hand's log says is done: pure functions of a hand's records and zones.

The arbiter keeps no flag that these answer (issue 11): whether the deck is shuffled and
cut, how many hole cards are pitched, whether the next street's burn is done, whether the
hands are shown, who mucked at the showdown... A misdeal (`Gathering`) starts the deal
again, so the deal's questions read the log from the last one on.
"""

from __future__ import annotations

from ..engine import ops
from ..engine.cards import Card
from ..engine.config import Street
from ..engine.hand import Hand
from ..engine.hands import HandValue
from ..engine.lows import LowValue
from ..engine.ops_noted import EntriesCounted, MistakeSpent
from ..engine.ops_said import PlayerSaying
from ..engine.preset import Preset
from ..engine.stud_errors import (
    DoublePitching,
    HoleCardBurning,
    HoleCardMoving,
    HoleCardSettingAside,
    PrematureReturning,
)
from ..engine.stud_ops import BringInPosting, StudRoundOpening
from ..engine.variant import FLOP_BOARD
from .outcome import Said

_ROUNDS = (ops.RoundOpening, StudRoundOpening)  # a betting round opened (a stud one too)

STREETS = tuple(Street)
STREET_CARDS = dict(FLOP_BOARD)  # the board cards each street turns (board.flop...)
STAGE_STREET = {0: "flop", 1: "turn", 2: "river"}  # the street dealt next from each stage


def deal_log(h: Hand) -> list[ops.Op]:
    """The records since the last misdeal (the whole log if there was none)."""
    log = h.log
    restart = ops.Gathering | ops.HandVoiding  # a misdeal, or a void hand
    last = next((i for i in range(len(log) - 1, -1, -1) if isinstance(log[i], restart)), -1)
    return log[last + 1 :]


def shuffled(h: Hand) -> bool:
    return any(isinstance(op, ops.Shuffling) for op in deal_log(h))


def cut_done(h: Hand) -> bool:
    """A cut since the last shuffle of this deal."""
    for op in reversed(deal_log(h)):
        if isinstance(op, ops.Cutting):
            return True
        if isinstance(op, ops.Shuffling):
            return False
    return False


def first_shuffle(h: Hand, hand_number: int) -> bool:
    """The drill's first shuffle and cut, which a scenario's `deck.order` stacks."""
    return hand_number == 1 and not any(isinstance(op, ops.Cutting) for op in h.log)


_PITCHES = (ops.HoleDealing, ops.StrayPitching, ops.OddPitching)


def pitches(h: Hand) -> int:
    """Hole cards the trainee has pitched in this deal (an extra card is not one; a pitch
    gone astray or of an odd number of cards is one; a boxed card scrapped from a hand is
    none: its seat's pitch is due again)."""
    dealt = 0
    for op in deal_log(h):
        if isinstance(op, _PITCHES):
            dealt += 1
        elif isinstance(op, ops.CardScrapping) and op.zone in ("hole", "stray"):
            dealt -= 1
    return min(dealt, h.deal_size)


def exposed_count(h: Hand) -> int:
    return sum(1 for op in deal_log(h) if isinstance(op, ops.HoleDealing) and op.exposed)


def dealt(h: Hand) -> dict[int, list[Card]]:
    """Each seat's starting cards as they stand: an exposed card replaced by the card that
    replaced it, an extra card left out, a boxed card scrapped left out; a hand of the wrong
    count as it was dealt (one card, or three)."""
    cards: dict[int, list[Card]] = {s: [] for s in h.occupied}
    each = h.hole_cards
    for op in deal_log(h):
        if isinstance(op, ops.HoleDealing) and len(cards[op.seat]) < each:
            cards[op.seat].append(op.card)
        elif isinstance(op, ops.OddPitching | ops.ShortDealing):  # one card short, or three
            got = op.cards if isinstance(op, ops.OddPitching) else (op.card,)
            cards[op.seat] += got
        elif isinstance(op, ops.StrayPitching) and op.seat in cards:
            cards[op.seat].append(op.card)
        elif isinstance(op, ops.CardScrapping) and op.seat in cards and op.card in cards[op.seat]:
            cards[op.seat].remove(op.card)  # a boxed card is no card of the hand
        elif isinstance(op, ops.ExposedReplacing):
            cards[op.seat] = [op.new if c == op.exposed else c for c in cards[op.seat]]
        elif isinstance(op, DoublePitching):  # error.stud_extra_card: two cards at once
            cards[op.seat] += op.cards
        elif isinstance(op, HoleCardMoving):  # ... moved on to the seat it belonged to
            if op.card in cards[op.src]:
                cards[op.src].remove(op.card)
            cards[op.dst].append(op.card)
        elif isinstance(op, HoleCardBurning | HoleCardSettingAside | PrematureReturning) and (
                op.card in cards[op.seat]):  # a stud card to the burns, aside or back
            cards[op.seat].remove(op.card)
    return cards


def stage(h: Hand) -> int:
    """Streets properly dealt: 0 preflop, 1 flop, 2 turn, 3 river."""
    return STREETS.index(h.street)


def _since_round(h: Hand) -> list[ops.Op]:
    log = deal_log(h)
    last = next(
        (i for i in range(len(log) - 1, -1, -1) if isinstance(log[i], ops.RoundOpening)), -1
    )
    return log[last + 1 :]


_CARD_MOVES = (
    ops.CardBurning, ops.ExposedReplacing, ops.BoardDealing, ops.CardReturning, ops.BurnMisfiring,
)


def burned(h: Hand) -> bool:
    """The burn for the next street is done: since the round opened, the last card moved
    went to the burns (burnt, or an exposed hole card that becomes the burn). An extra card
    returned on top after it "is the next card burnt": it must be burnt again."""
    for op in reversed(_since_round(h)):
        if isinstance(op, ops.CardReturning) and "hole" not in op.zones:
            continue
        if isinstance(op, ops.CardScrapping):  # a boxed burn card scrapped: burn again
            if op.zone == "burns":
                return False
            continue
        if isinstance(op, _CARD_MOVES):
            # a burn that took no card or two is a burn done, as far as the dealer knows
            return isinstance(op, ops.CardBurning | ops.ExposedReplacing | ops.BurnMisfiring)
    return False


def burns_face_up(h: Hand) -> tuple[Card, ...]:
    """The burns lying face up: a board card turned without a burn, moved onto the burns by
    `burn_exposed` (CONTRACT.md). The card drawn from a scrambled flop (TDA 39-B: the three
    mixed face down, the next card off the stub completing the flop) lies face down."""
    log = deal_log(h)
    up: set[Card] = set()
    for i, op in enumerate(log):
        scrambled = i + 1 < len(log) and isinstance(log[i + 1], ops.BoardDealing)
        if isinstance(op, ops.BoardBurning) and not scrambled:
            up.add(op.card)
        elif isinstance(op, ops.CardReturning) and "burns" in op.zones:
            up.difference_update(op.cards)
    return tuple(c for c in h.zones.burns if c in up)


def decisions(h: Hand) -> list[ops.PlayerActing]:
    """The players' decisions of this deal (a misdeal voids those before it)."""
    return [op for op in deal_log(h) if isinstance(op, ops.PlayerActing)]


def substantial_action(h: Hand, house: Preset) -> bool:
    """deal.substantial_action, read from the decisions of the deal (blinds are none).
    Robert's (and the seeds): two players after the blinds have acted, folds included.
    TDA 36: two actions in turn of which one puts chips in, or any three."""
    made = decisions(h)
    if len(made) >= house.substantial_decisions:
        return True
    return len(made) >= house.substantial_with_chips and any(op.amount > 0 for op in made)


def acted(h: Hand, seat: int) -> bool:
    return any(op.seat == seat for op in decisions(h))


def scraps(h: Hand) -> list[Card]:
    """Boxed cards out of play in this deal (a misdeal gathers them back into the deck)."""
    return [op.card for op in deal_log(h) if isinstance(op, ops.CardScrapping)]


def strays(h: Hand) -> tuple[tuple[int, Card], ...]:
    """Cards lying in front of an empty seat, with the seat."""
    return tuple(
        (op.seat, op.card)
        for op in deal_log(h)
        if isinstance(op, ops.StrayPitching) and op.card in h.zones.stray
    )


def killed(h: Hand) -> list[int]:
    """Seats whose hands the dealer killed in this deal."""
    return [op.seat for op in deal_log(h) if isinstance(op, ops.HandKilling)]


def round_decisions(h: Hand) -> int:
    """Players' decisions since the betting round opened."""
    return sum(1 for op in _since_round(h) if isinstance(op, ops.PlayerActing))


def street_decisions(h: Hand, street: Street) -> int:
    """Players' decisions made in this deal's betting rounds on this street (a void hand or
    a misdeal takes them back: the redeal replays the script from its first decision)."""
    count, current = 0, None
    for op in deal_log(h):
        if isinstance(op, _ROUNDS):
            current = op.street
        elif isinstance(op, ops.PlayerActing | BringInPosting) and current is street:
            count += 1
        elif isinstance(op, EntriesCounted) and current is street:
            count += op.count  # entries played with no decision of their own (rulings)
    return count


def shown(h: Hand) -> bool:
    return any(isinstance(op, ops.Showdown) for op in deal_log(h))


def last_words(h: Hand) -> dict[int, Said]:
    """What each player last did, for his bubble: his decisions since the bets were last
    collected; from the showdown on, who showed and who mucked."""
    words: dict[int, Said] = {}
    seen = False
    for op in h.log:
        if isinstance(op, ops.BetCollecting):
            words.clear()
        elif isinstance(op, ops.PlayerActing):
            words[op.seat] = Said.of(op)
        elif isinstance(op, ops.ChipsPuttingOut):  # chips pushed out, for the dealer to rule on
            out = words.get(op.seat)
            before = out.amount or 0 if out is not None and out.kind == "chips" else 0
            words[op.seat] = Said("chips", before + sum(op.chips))
        elif isinstance(op, PlayerSaying):  # his words win over the chips he pushed out
            words[op.seat] = Said("say_" + op.word, op.to)
        elif isinstance(op, ops.Asking):  # money at the table: "Pot?" before he acts
            words[op.seat] = Said("ask_" + op.what, op.of)
        elif isinstance(op, ops.Showdown):
            seen = True
            words = {seat: Said("show") for seat, _ in op.shown}
        elif seen and isinstance(op, ops.HandMucking):
            words[op.seat] = Said("muck")
    return words


def conceded(h: Hand) -> set[int]:
    """Seats that mucked unseen at the showdown."""
    seen = False
    out: set[int] = set()
    for op in deal_log(h):
        seen = seen or isinstance(op, ops.Showdown)
        if seen and isinstance(op, ops.HandMucking):
            out.add(op.seat)
    return out


def final_aggressor(h: Hand) -> int | None:
    """The last bettor or raiser of the final betting round (showdown.order): the last round
    in which a player decided (after an all-in on the turn, the river has no betting). A
    call that empties a stack is no aggression."""
    aggressor, top, acted = None, 0, False
    final: int | None = None
    for op in deal_log(h):
        if isinstance(op, _ROUNDS):
            aggressor, top, acted = None, 0, False
        elif isinstance(op, ops.PlayerActing):
            if op.to > top:
                aggressor, top = op.seat, op.to
            acted = True
        if acted:
            final = aggressor
    return final


def hand_values(h: Hand) -> dict[int, HandValue]:
    """What each live hand makes with a complete board (`hand_value`)."""
    return {s: v for s in h.live if (v := hand_value(h, s)) is not None}


def hand_value(h: Hand, seat: int) -> HandValue | None:
    """What `seat`'s hand makes with a complete board (None before the river). A hand that
    holds a card the board holds too, or one card twice (a fouled deck: error.fouled_deck
    voids the hand), makes nothing."""
    hole = h.whole_hand(seat)
    if hole is None:
        return None
    high = h.game.high or h.game.low  # razz: its hand is its low (a bigger strength wins)
    assert high is not None  # a game dealt values its hands
    return high(hole, h.zones.board)  # type: ignore[return-value]


def low_values(h: Hand) -> dict[int, LowValue]:
    """Each live hand's qualifying low with a complete board, in a hi-lo game (hilo.qualifier,
    hilo.omaha_low): a hand with no low is not there; a game that is not hi-lo, none."""
    low = h.game.low
    if low is None or not h.game.hilo:  # razz: its low is its hand, not a half
        return {}
    out = {}
    for s in h.live:
        hole = h.whole_hand(s)
        if hole is not None and (v := low(hole, h.zones.board)) is not None:
            out[s] = v
    return out


def spent_mistakes(h: Hand) -> set[int]:
    """The hand's scheduled mistakes (by their place in its schedule) that have fired, or
    that a misdeal or a void hand took away: each has its `mistake` note in the log
    (`irregularities.base.spend`)."""
    return {op.index for op in h.log if isinstance(op, MistakeSpent)}
