"""The PHH export of stud hands (issue 26; progress/phh_stud.py): Seven Card Stud as `F7S`,
Stud/8 as `F7S/8`, Razz as `FR`, each hand round-tripped through PokerKit's `HandHistory`
to the stacks the trainer stored.

The hands are the real engine's: a table dealt by the arbiter's right next step, the bots
deciding, short stacks so that players go all in before seventh street, in the `tda` and
`roberts` presets (ties by suit or position, the open pair's double bet); the stud drill of
the library goes through the every-drill export test."""

from __future__ import annotations

import copy
import gc
import warnings
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
import yaml
from phh_replay import replayed_stacks
from pokerkit import HandHistory

from dealer_trainer.arbiter import Arbiter, DrillSetup, TraineeAction
from dealer_trainer.engine.config import Game, HouseRules, SeatConfig, TableConfig
from dealer_trainer.engine.variant import Variant
from dealer_trainer.progress.phh import ConversionError, hand_to_phh
from dealer_trainer.progress.records import StoredHand
from dealer_trainer.scenarios import load_scenario

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


# ---- the stud dealer errors (issue 26): PHH decides by the final cards and faces ----------
SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios"
REFUSED = {"stud-seventh-exposed-roberts": "seventh street cards were dealt 5s up",
           "stud-short-stub": "a common card"}
STUD_DRILLS = sorted(p.stem for p in SCENARIOS.glob("stud-*.yaml"))


def drill_hand(tmp_path: Path, name: str, house: str | None = None,
               **changes: Any) -> dict[str, Any]:
    """The drill played by the book (its solution, or the arbiter's next steps where the
    changes make another hand), its hand record."""
    doc = yaml.safe_load((SCENARIOS / f"{name}.yaml").read_text(encoding="utf-8"))
    doc.update(changes)
    if house is not None:
        doc["house_rules"] = house
    path = tmp_path / f"{name}.yaml"
    path.write_text(yaml.safe_dump(doc, sort_keys=False), encoding="utf-8")
    arb = Arbiter(load_scenario(path).setup)
    if house is None and not changes:
        steps = yaml.safe_load((SCENARIOS / "solutions" / f"{name}.yaml").read_text("utf-8"))
        for item in steps:
            arb.apply(TraineeAction.parse(item))
    for _ in range(400):
        if arb.is_complete:
            break
        arb.apply(arb.expected()[0])
    assert arb.result()["passed"] is True
    return dict(arb.hand_records[-1])


def round_trip(hand: dict[str, Any]) -> HandHistory:
    hh = HandHistory.loads(hand_to_phh(stored(hand)).text)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        assert replayed_stacks(hh) == hh.finishing_stacks
    assert hh.finishing_stacks == [hand["final_stacks"][str(s)] for s in hh.seats or []]
    return hh


def dealt_lines(hh: HandHistory, seat: int) -> str:
    """The cards the seat's `d dh` lines give him (players are numbered in deal order)."""
    player = (hh.seats or []).index(seat) + 1
    return "".join(a.split()[3] for a in hh.actions if a.startswith(f"d dh p{player} "))


@pytest.mark.parametrize("name", STUD_DRILLS)
def test_phh_stud_each_dealer_error_drill_round_trips_or_is_refused_in_one_line(
    name: str, tmp_path: Path,
) -> None:
    """Every stud drill's hand: written with each player's final cards and replayed by
    PokerKit to the stacks stored, or refused with the one line that says why."""
    hand = drill_hand(tmp_path, name)
    if name in REFUSED:
        with pytest.raises(ConversionError, match=REFUSED[name]) as e:
            hand_to_phh(stored(hand))
        assert "\n" not in str(e.value)
        return
    hh = round_trip(hand)
    for seat, cards in hand["hole"].items():  # as each seat's cards ended the hand
        assert sorted(dealt_lines(hh, int(seat))) == sorted("".join(cards)), seat


@pytest.mark.parametrize(("name", "house"), [
    ("stud-premature-card-roberts", "tda"), ("stud-premature-card-tda", "roberts"),
    ("stud-premature-card-tda", "seeds")])
def test_phh_stud_a_premature_card_under_each_book_round_trips(
    name: str, house: str, tmp_path: Path,
) -> None:
    """error.stud_premature_card: the card out of play (Robert's) or back in the stub and
    the street dealt again (TDA) is no card of seat 1's: he folded with three."""
    hand = drill_hand(tmp_path, name, house, players={"third": yaml.safe_load(
        "[{seat: 4, action: bring_in}, {seat: 5, action: complete}, {seat: 1, action: fold},"
        " {seat: 2, action: call}, {seat: 4, action: call}]")})
    hh = round_trip(hand)
    assert len(dealt_lines(hh, 1)) == 6  # three cards, two characters each


@pytest.mark.parametrize("house", ["roberts", "tda"])
def test_phh_stud_a_missed_burn_found_after_the_street_round_trips(
    house: str, tmp_path: Path,
) -> None:
    """error.stud_missed_burn found after fifth street's cards: moved back (Robert's) or
    standing (TDA), the hand is written with the cards as they ended."""
    hand = drill_hand(tmp_path, "stud-missed-burn", house, players={}, mistakes=[
        {"kind": "missed_burn", "street": "fifth", "found_after": 1}])
    round_trip(hand)


def test_phh_stud_a_wrong_bring_in_that_stands_is_refused_in_one_line(tmp_path: Path) -> None:
    """stud.wrong_bring_in found after the next player acted: the wager stands at the wrong
    seat, which PHH's stud (the bring-in named by the door cards) cannot state."""
    hand = drill_hand(tmp_path, "stud-wrong-bring-in", "tda", players={}, mistakes=[
        {"kind": "wrong_bring_in", "seat": 2, "found_after": 1}])
    with pytest.raises(ConversionError, match=r"bring-in was seat 2's, not the low door card's"):
        hand_to_phh(stored(hand))


def test_phh_stud_a_low_card_passed_over_is_refused_in_one_line(tmp_path: Path) -> None:
    """Robert's Stud 5: an exposed low card (seat 4's second downcard 3s, pitch 7 of the
    stud-missed-burn deal; his third card then dealt down) passes the start to his left,
    where seat 5 may bring it in; PHH's stud, whose bring-in is the low door card's, cannot
    state it."""
    hand = drill_hand(tmp_path, "stud-missed-burn", "roberts", players={}, mistakes=[
        {"kind": "exposed_hole_card", "card": 7}])
    assert any(ev.get("op") == "round" and ev.get("first") == 5 for ev in hand["events"])
    with pytest.raises(ConversionError, match=r"bring-in was seat 5's, not the low door "
                       r"card's \(seat 4\)|no bring-in"):
        hand_to_phh(stored(hand))


def test_phh_stud_writing_a_hand_leaves_no_reference_cycle() -> None:
    """Every hand's records are freed as soon as it is written (the export's memory stays
    flat without the cyclic collector: issue 28), stud hands as the flop games'."""
    hands = dealt_hands(stud_table(Variant.STUD, HouseRules.TDA, 5, 90), 2, 3)
    gc.collect()
    gc.disable()
    try:
        for hand in hands:
            hand_to_phh(stored(hand))
        assert gc.collect() == 0
    finally:
        gc.enable()
