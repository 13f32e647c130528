"""What the hand's log says is done: pure functions of a hand's records and zones.

The arbiter keeps no flag that these answer (issue 11): whether the deck is shuffled and
cut, how many hole cards are pitched, whether the next street's burn is done, whether the
hands are shown, who mucked at the showdown... A misdeal (`Gathering`) starts the deal
again, so the deal's questions read the log from the last one on.
"""

from __future__ import annotations

from ..engine import ops
from ..engine.cards import Card
from ..engine.config import HouseRules, Street
from ..engine.hand import Hand
from ..engine.hands import HandValue, best_hand
from .outcome import Said

STREETS = tuple(Street)
STREET_CARDS = {"flop": 3, "turn": 1, "river": 1}
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


def pitches(h: Hand) -> int:
    """Hole cards the trainee has pitched in this deal (an extra card is not one)."""
    dealt = sum(1 for op in deal_log(h) if isinstance(op, ops.HoleDealing))
    return min(dealt, 2 * len(h.occupied))


def exposed_count(h: Hand) -> int:
    return sum(1 for op in deal_log(h) if isinstance(op, ops.HoleDealing) and op.exposed)


def dealt(h: Hand) -> dict[int, list[Card]]:
    """Each seat's two starting cards as they stand: an exposed card replaced by the card
    that replaced it, an extra card left out."""
    cards: dict[int, list[Card]] = {s: [] for s in h.occupied}
    for op in deal_log(h):
        if isinstance(op, ops.HoleDealing) and len(cards[op.seat]) < 2:
            cards[op.seat].append(op.card)
        elif isinstance(op, ops.ExposedReplacing):
            cards[op.seat] = [op.new if c == op.exposed else c for c in cards[op.seat]]
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


_CARD_MOVES = (ops.CardBurning, ops.ExposedReplacing, ops.BoardDealing, ops.CardReturning)


def burned(h: Hand) -> bool:
    """The burn for the next street is done: since the round opened, the last card moved
    went to the burns (burnt, or an exposed hole card that becomes the burn). An extra card
    returned on top after it "is the next card burnt": it must be burnt again."""
    for op in reversed(_since_round(h)):
        if isinstance(op, ops.CardReturning) and "hole" not in op.zones:
            continue
        if isinstance(op, _CARD_MOVES):
            return isinstance(op, ops.CardBurning | ops.ExposedReplacing)
    return False


def round_decisions(h: Hand) -> int:
    """Players' decisions since the betting round opened."""
    return sum(1 for op in _since_round(h) if isinstance(op, ops.PlayerActing))


def street_decisions(h: Hand, street: Street) -> int:
    """Players' decisions made in this deal's betting rounds on this street (a void hand or
    a misdeal takes them back: the redeal replays the script from its first decision)."""
    count, current = 0, None
    for op in deal_log(h):
        if isinstance(op, ops.RoundOpening):
            current = op.street
        elif isinstance(op, ops.PlayerActing) and current is street:
            count += 1
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


def river_aggressor(h: Hand) -> int | None:
    """The river's last bettor or raiser (a call that empties a stack is no aggression)."""
    aggressor, top, river = None, 0, False
    for op in deal_log(h):
        if isinstance(op, ops.RoundOpening):
            river = op.street is Street.RIVER
        elif river and isinstance(op, ops.PlayerActing) and op.to > top:
            aggressor, top = op.seat, op.to
    return aggressor


def hand_values(h: Hand) -> dict[int, HandValue]:
    """What each live hand makes with a complete board."""
    board = h.zones.board
    return {
        s: best_hand([c.card for c in h.zones.hole[s]], board)
        for s in h.live
        if len(board) == 5 and len(h.zones.hole[s]) == 2
    }


def decisions(h: Hand) -> list[ops.PlayerActing]:
    """The players' decisions of this deal (blinds are none)."""
    return [op for op in deal_log(h) if isinstance(op, ops.PlayerActing)]


def substantial_action(h: Hand, preset: HouseRules) -> bool:
    """deal.substantial_action: Robert's (and the seeds), two players after the blinds have
    acted, folds included; TDA 36, two actions of which one puts chips in, or any three."""
    done = decisions(h)
    if preset is not HouseRules.TDA:
        return len(done) >= 2
    return len(done) >= 3 or (len(done) == 2 and any(op.amount > 0 for op in done))
