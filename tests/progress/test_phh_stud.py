"""The PHH export of stud hands (issue 26; progress/phh_stud.py): Seven Card Stud as `F7S`,
Stud/8 as `F7S/8`, Razz as `FR`, each hand round-tripped through PokerKit's `HandHistory`
to the stacks the trainer stored.

The hands are the real engine's: a table dealt by the arbiter's right next step, the bots
deciding, short stacks so that players go all in before seventh street, in the `tda` and
`roberts` presets (ties by suit or position, the open pair's double bet); the stud drill of
the library goes through the every-drill export test."""

from __future__ import annotations

import copy
import warnings
from datetime import UTC, datetime
from typing import Any

import pytest
from phh_replay import replayed_stacks
from pokerkit import HandHistory

from dealer_trainer.arbiter import Arbiter, DrillSetup
from dealer_trainer.engine.config import Game, HouseRules, SeatConfig, TableConfig
from dealer_trainer.engine.variant import Variant
from dealer_trainer.progress.phh import ConversionError, hand_to_phh
from dealer_trainer.progress.records import StoredHand

T0 = datetime(2026, 12, 6, 9, 0, tzinfo=UTC)
CODES = {Variant.STUD: "F7S", Variant.STUD_HILO: "F7S/8", Variant.RAZZ: "FR"}


def stud_table(variant: Variant, house: HouseRules, seats: int, stack: int) -> TableConfig:
    return TableConfig(tuple(SeatConfig(s, f"p{s}", stack + 15 * s) for s in range(1, seats + 1)),
                       0, 0, 0, game=Game.LIMIT, variant=variant, house_rules=house, ante=2,
                       bring_in=5, small_bet=10, big_bet=20)


def dealt_hands(cfg: TableConfig, seed: int, hands: int) -> list[dict[str, Any]]:
    """`hands` hands at the table, each dealt by the book and played by the bots."""
    arb = Arbiter(DrillSetup(cfg, hands=1, seed=seed, rebuy=True))
    records = []
    for n in range(hands):
        if n:
            arb.next_hand()
        for _ in range(3000):
            if arb.is_complete:
                break
            arb.apply(arb.expected()[0])
        assert arb.is_complete
        records.append(arb.hand_records[-1])
    return records


def stored(hand: dict[str, Any]) -> StoredHand:
    return StoredHand(attempt_id=1, seq=0, trainee="Ana", mode="free", scenario="free-deal",
                      house_rules="tda", started_at=T0, hand=hand)


@pytest.mark.parametrize("house", [HouseRules.TDA, HouseRules.ROBERTS])
@pytest.mark.parametrize("variant", list(CODES))
def test_phh_stud_hands_round_trip_through_pokerkit(variant: Variant, house: HouseRules) -> None:
    all_in = shown = 0
    for seats, stack, seed in ((2, 60, 1), (5, 90, 2), (7, 200, 3)):
        for hand in dealt_hands(stud_table(variant, house, seats, stack), seed, 6):
            text = hand_to_phh(stored(hand)).text
            hh = HandHistory.loads(text)
            assert hh.variant == CODES[variant]
            assert hh.seats == sorted(int(s) for s in hand["seats"])  # deal order: seat 1 first
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                assert replayed_stacks(hh) == hh.finishing_stacks, text
            stacks = {int(s): v["stack"] for s, v in hand["seats"].items()}
            all_in += any(stacks[int(s)] and not v for s, v in hand["final_stacks"].items())
            shown += any(a.split()[1:2] == ["sm"] for a in hh.actions)
    assert all_in and shown  # the sample holds busted players and showdowns


def test_phh_stud_third_street_cards_down_before_the_door_card() -> None:
    hand = dealt_hands(stud_table(Variant.STUD, HouseRules.TDA, 3, 500), 4, 1)[0]
    hh = HandHistory.loads(hand_to_phh(stored(hand)).text)
    third = [a for a in hh.actions if a.startswith("d dh")][:3]
    doors: dict[int, str] = {}
    for ev in hand["events"]:
        if ev.get("op") == "deal" and ev.get("exposed"):
            doors.setdefault(ev["seat"], ev["card"])  # each seat's first upcard
    for line in third:
        p, cards = int(line.split()[2][1:]), line.split()[3]
        assert len(cards) == 6 and cards[4:] == doors[p]  # the door card written last
    assert hh.bring_in == 5 and hh.small_bet == 10 and hh.big_bet == 20 and hh.antes == [2] * 3


def test_phh_stud_faces_phh_cannot_hold_are_refused_in_one_line() -> None:
    hand = dealt_hands(stud_table(Variant.RAZZ, HouseRules.TDA, 2, 500), 5, 1)[0]
    old = copy.deepcopy(hand)
    for ev in hand["events"]:
        if ev.get("op") == "deal" and not ev.get("exposed"):
            ev["exposed"] = True  # a downcard dealt up, and nothing dealt down in its place
            break
    with pytest.raises(ConversionError, match="third street cards were dealt .* PHH deals"):
        hand_to_phh(stored(hand))
    del old["small_bet"]
    with pytest.raises(ConversionError, match="no bring-in and bets"):
        hand_to_phh(stored(old))
