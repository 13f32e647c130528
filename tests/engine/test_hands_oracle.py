"""PokerKit as an independent oracle for `showdown.best_five` and `showdown.kicker`.

PokerKit's `StandardHighHand.from_game` costs about 0.5 ms a hand here, too slow for
100,000 hands in a test run. Its ranking is its lookup table, keyed by the five ranks and
whether they are suited; memoising `StandardLookup.get_entry` on that same key and taking
the best of the 21 five-card subsets gives PokerKit's answer at a fraction of the cost.
A smaller sample goes through `from_game` itself to show the shortcut is faithful.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from itertools import combinations

from pokerkit import Card as PkCard
from pokerkit import StandardHighHand
from pokerkit.lookups import Entry

from dealer_trainer.engine.cards import FULL_DECK, RANKS, Card
from dealer_trainer.engine.hands import Category, best_hand, evaluate

PK_DECK: tuple[PkCard, ...] = tuple(next(iter(PkCard.parse(c.code))) for c in FULL_DECK)
LOOKUP = StandardHighHand.lookup
# PokerKit's own key: the product of a prime per rank names the rank multiset. A suited
# five is keyed by the negated product; the suit bits of five cards share a bit only then.
_PRIME = tuple((2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41)[i >> 2] for i in range(52))
_SUIT_BIT = tuple(1 << (i & 3) for i in range(52))
_entries: dict[int, Entry] = {}


def pokerkit_entry(cards: Sequence[Card]) -> Entry:
    """PokerKit's entry for the best five of `cards`; entries compare like hands."""
    p, s = _PRIME, _SUIT_BIT
    best: Entry | None = None
    for five in combinations([c.index for c in cards], 5):
        a, b, c, d, e = five
        key = p[a] * p[b] * p[c] * p[d] * p[e]
        if s[a] & s[b] & s[c] & s[d] & s[e]:
            key = -key
        entry = _entries.get(key)
        if entry is None:
            entry = _entries[key] = LOOKUP.get_entry([PK_DECK[i] for i in five])
        if best is None or entry > best:
            best = entry
    assert best is not None
    return best


def sign(x: int) -> int:
    return (x > 0) - (x < 0)


def compare_pairs(rng: random.Random, deck: Sequence[Card], pairs: int) -> Counter[str]:
    """Deal `pairs` showdowns of two players on a shared board; check we order them as PokerKit.

    Also checks every hand's category name. Returns how often each outcome was seen.
    """
    outcomes: Counter[str] = Counter()
    for _ in range(pairs):
        dealt = rng.sample(deck, 9)
        board = dealt[4:]
        ours = [best_hand(dealt[0:2], board), best_hand(dealt[2:4], board)]
        theirs = [pokerkit_entry(dealt[0:2] + board), pokerkit_entry(dealt[2:4] + board)]
        ours_says = sign(ours[0].strength - ours[1].strength)
        theirs_says = sign((theirs[0] > theirs[1]) - (theirs[0] < theirs[1]))
        assert ours_says == theirs_says, (dealt, ours, theirs)
        for value, entry in zip(ours, theirs, strict=True):
            assert value.category.label == entry.label.value.lower(), (dealt, value, entry)
        outcomes[{1: "first", 0: "tie", -1: "second"}[ours_says]] += 1
    return outcomes


def test_oracle_showdown_agrees_with_pokerkit_on_50000_shared_boards() -> None:
    outcomes = compare_pairs(random.Random(7462), FULL_DECK, 50_000)
    assert sum(outcomes.values()) == 50_000
    # Shared boards split pots often enough that the tie path is really exercised.
    assert outcomes["tie"] > 500


def test_oracle_showdown_agrees_with_pokerkit_on_rich_decks() -> None:
    # A random deal rarely makes quads or straight flushes; short decks make them common.
    five_ranks = [c for c in FULL_DECK if RANKS[c.rank] in "A2345"]
    two_suits = [c for c in FULL_DECK if c.suit_char in "hs"]
    seen: Counter[Category] = Counter()
    rng = random.Random(52)
    compare_pairs(rng, five_ranks, 2_000)
    compare_pairs(rng, two_suits, 3_000)
    for _ in range(2_000):
        seen[evaluate(rng.sample(five_ranks, 7)).category] += 1
        seen[evaluate(rng.sample(two_suits, 7)).category] += 1
    assert seen[Category.STRAIGHT_FLUSH] > 0 and seen[Category.FOUR_OF_A_KIND] > 0


def test_oracle_independent_seven_card_hands_agree_with_pokerkit() -> None:
    rng = random.Random(1)
    for _ in range(5_000):
        a, b = rng.sample(FULL_DECK, 7), rng.sample(FULL_DECK, 7)
        ea, eb = pokerkit_entry(a), pokerkit_entry(b)
        assert sign(evaluate(a).strength - evaluate(b).strength) == sign((ea > eb) - (ea < eb))


def test_oracle_memoised_lookup_matches_pokerkit_from_game() -> None:
    rng = random.Random(99)
    for _ in range(500):
        dealt = rng.sample(FULL_DECK, 7)
        hole, board = "".join(c.code for c in dealt[:2]), "".join(c.code for c in dealt[2:])
        real = StandardHighHand.from_game(hole, board)
        assert real.entry == pokerkit_entry(dealt)
        ours = best_hand(dealt[:2], dealt[2:])
        assert ours.category.label == real.entry.label.value.lower()
        # The five we show are, to PokerKit too, a best five.
        assert LOOKUP.get_entry([PK_DECK[c.index] for c in ours.cards]) == real.entry
