"""PokerKit as the oracle for `stud.bring_in`, `razz.bring_in`, `stud.first_to_act` and
`razz.first_to_act` over random deals: its bring-in and its first actor on fourth, fifth and
sixth street are ours. PokerKit breaks tied boards by position (RULES.md "Oracle gaps"), so it
checks the `roberts` tie only; the `tda` tie by suit is tested on RULES.md's examples alone.
Each player calls the bring-in and checks later streets, so every hand stays live."""

from __future__ import annotations

import random
import warnings
from collections.abc import Callable

from pokerkit import (
    Automation,
    FixedLimitRazz,
    FixedLimitSevenCardStud,
    FixedLimitSevenCardStudHighLowSplitEightOrBetter,
    State,
)

from dealer_trainer.engine.cards import FULL_DECK, Card
from dealer_trainer.engine.stud_order import bring_in, first_to_act

AUTO = (
    Automation.ANTE_POSTING, Automation.BET_COLLECTION, Automation.BLIND_OR_STRADDLE_POSTING,
    Automation.CARD_BURNING, Automation.HAND_KILLING, Automation.CHIPS_PUSHING,
    Automation.CHIPS_PULLING,
)
GAMES: dict[str, Callable[..., State]] = {
    "stud": FixedLimitSevenCardStud.create_state,
    "stud-hilo": FixedLimitSevenCardStudHighLowSplitEightOrBetter.create_state,
    "razz": FixedLimitRazz.create_state,
}


def _deal(state: State, cards: list[Card]) -> None:
    for card in cards:
        state.deal_hole(card.code)


def _call_round(state: State) -> None:
    while state.actor_index is not None:
        state.check_or_call()


def play_one(variant: str, rng: random.Random, deck: list[Card]) -> tuple[int, int]:
    """One random deal to sixth street; asserts each opener; returns (ties on a street where
    position decided, streets)."""
    n = rng.randint(2, min(7, len(deck) // 6))
    seats = sorted(rng.sample(range(1, 9), n))
    cards = rng.sample(deck, n * 6)
    hands = {s: cards[i * 6:(i + 1) * 6] for i, s in enumerate(seats)}
    state = GAMES[variant](AUTO, True, 5, 10, 20, 40, 10_000, n)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # our cards, not PokerKit's shuffled deck's next ones
        for k in range(3):
            _deal(state, [hands[s][k] for s in seats])
        low = bring_in(variant, {s: hands[s][2] for s in seats})
        assert state.actor_index == seats.index(low), (variant, hands)
        state.post_bring_in()
        _call_round(state)
        ties = 0
        for street in (3, 4, 5):
            _deal(state, [hands[s][street] for s in seats])
            boards = {s: hands[s][2:street + 1] for s in seats}
            first = first_to_act(variant, boards)
            assert state.actor_index == seats.index(first), (variant, street, boards)
            if first_to_act(variant, boards, ties_by_suit=True) != first:
                ties += 1
            _call_round(state)
    return ties, 3


def test_oracle_stud_bring_in_and_first_to_act_agree_with_pokerkit() -> None:
    rng = random.Random(26)
    for variant in ("stud", "stud-hilo"):
        for _ in range(150):
            play_one(variant, rng, list(FULL_DECK))


def test_oracle_razz_bring_in_and_first_to_act_agree_with_pokerkit() -> None:
    rng = random.Random(62)
    for _ in range(150):
        play_one("razz", rng, list(FULL_DECK))


def test_oracle_stud_first_to_act_tied_boards_by_position_as_pokerkit() -> None:
    # Few ranks: tied boards are common, and PokerKit breaks each by position (`roberts`).
    few = [c for c in FULL_DECK if c.rank_char in "A2345K"]
    rng = random.Random(7)
    ties = 0
    for variant in ("stud", "razz"):
        for _ in range(80):
            ties += play_one(variant, rng, few)[0]
    assert ties > 5  # streets where the suit would have opened with another seat
