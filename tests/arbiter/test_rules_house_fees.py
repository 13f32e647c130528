"""RULES.md "House fees and jackpots" (house options, issue 27): house.time_collection (time
from each player dealt in, before the first card, to the house) and jackpot.bad_beat (the
drop only from a qualifying hand; a qualifying bad beat stops for the floor before any push);
the drills `time-collection` and `jackpot-bad-beat`."""

from __future__ import annotations

import copy
from dataclasses import replace
from pathlib import Path

import pytest
import yaml

from dealer_trainer.arbiter import Arbiter, DrillSetup, Outcome, TraineeAction
from dealer_trainer.arbiter.house_fees import bad_beat
from dealer_trainer.engine.cards import parse_cards
from dealer_trainer.engine.config import HouseRules, SeatConfig, TableConfig
from dealer_trainer.scenarios.loader import load_scenario
from dealer_trainer.scenarios.validate import check_file

REPO = Path(__file__).resolve().parents[2]
TIME = REPO / "scenarios" / "time-collection.yaml"
JACKPOT = REPO / "scenarios" / "jackpot-bad-beat.yaml"


def solution(drill: Path) -> list[object]:
    items: list[object] = yaml.safe_load(
        (REPO / "scenarios" / "solutions" / drill.name).read_text("utf-8"))
    return items


def played(drill: Path, upto: int, house: HouseRules | None = None) -> Arbiter:
    setup = load_scenario(drill).setup
    if house is not None:
        setup = replace(setup, config=replace(setup.config, house_rules=house))
    arb = Arbiter(setup)
    for item in solution(drill)[:upto]:
        step = arb.apply(TraineeAction.parse(item))
        assert step.outcome is Outcome.OK, step
    return arb


def tried(arb: Arbiter, item: object) -> tuple[Outcome, str | None]:
    step = copy.deepcopy(arb).apply(TraineeAction.parse(yaml.safe_load(item) if isinstance(
        item, str) else item))
    return step.outcome, step.rule


def upto(drill: Path, action: str) -> int:
    """The number of the solution's steps before the first `action`."""
    return next(i for i, it in enumerate(solution(drill))
                if (it if isinstance(it, str) else next(iter(it))) == action)  # type: ignore


# --- house.time_collection -------------------------------------------------------------------
@pytest.mark.parametrize("house", list(HouseRules))
def test_house_time_collection_each_player_dealt_in_pays_before_the_first_card(
        house: HouseRules) -> None:
    arb = played(TIME, 2, house)  # shuffled and cut
    owed = sorted(a.seat or 0 for a in arb.expected() if a.name == "collect_time")
    assert owed == [1, 2, 3, 4]
    for seat in owed:
        assert tried(arb, "deal: 2") == (Outcome.VIOLATION, "house.time_collection")
        assert arb.apply(TraineeAction("collect_time", seat=seat)).outcome is Outcome.OK
    h = arb.hand
    assert h.time == {1: 6, 2: 6, 3: 6, 4: 6} and h.pot_total() == 0  # to the house
    assert h.stacks == {1: 494, 2: 494, 3: 494, 4: 494}
    h.check_invariants()


def test_house_time_collection_is_taken_once_and_only_before_the_deal() -> None:
    arb = played(TIME, 2)
    arb.apply(TraineeAction("collect_time", seat=3))
    assert tried(arb, "collect_time: 3") == (Outcome.VIOLATION, "house.time_collection")
    dealt = played(TIME, upto(TIME, "deal") + 1)
    assert tried(dealt, "collect_time: 1") == (Outcome.VIOLATION, "house.time_collection")


def test_house_time_collection_a_player_sitting_out_pays_none_drill_passes() -> None:
    arb = played(TIME, len(solution(TIME)))
    result = arb.result()
    assert result["passed"] is True
    final = result["final"]
    assert isinstance(final, dict)
    assert final["time"] == {"1": 12, "2": 12, "3": 12, "4": 6}  # seat 4 sat out hand 2
    hands = result["hands"]
    assert isinstance(hands, list)
    assert {"op": "time", "seat": 1, "amount": 6} in hands[0]["events"]
    assert sum(final["stacks"].values()) + sum(final["time"].values()) == 2000


def test_house_time_collection_at_a_table_without_time_is_invalid_and_none_due_refused() -> None:
    config = TableConfig(seats=tuple(SeatConfig(s, f"P{s}", 100) for s in (1, 2, 3)),
                         button=1, small_blind=1, big_blind=2)
    arb = Arbiter(DrillSetup(config=config, seed=3))
    assert tried(arb, "collect_time: 2")[0] is Outcome.INVALID
    timed = Arbiter(DrillSetup(config=config, seed=3, hands=2, time_collection=(5, (2,))))
    assert tried(timed, "collect_time: 2") == (Outcome.VIOLATION, "house.time_collection")


def test_house_time_collection_validate_refuses_it_with_a_rake_or_at_a_tournament(
        tmp_path: Path) -> None:
    text = TIME.read_text("utf-8")
    for extra, words in (("  rake: {percent: 5}\n", "time or rakes"),
                         ("  tournament: true\n", "tournament")):
        path = tmp_path / "x.yaml"
        path.write_text(text.replace("  button: 1\n", "  button: 1\n" + extra), "utf-8")
        problems = " ".join(map(str, check_file(path)))
        assert words in problems, problems


# --- jackpot.bad_beat ------------------------------------------------------------------------
def hit_of(holes: dict[int, str], board: str) -> bool:
    return bad_beat({s: list(parse_cards(c)) for s, c in holes.items()}, list(parse_cards(board)))


@pytest.mark.parametrize(("holes", "board", "hit"), [
    ({1: "As Ac", 2: "Ts Th"}, "Ah Td Tc 5s 2c", True),  # aces full of tens lose to quads
    ({1: "As Ac", 2: "Ts Th"}, "Ah Ad Tc 5s 2c", False),  # tens full of aces lose: too small
    ({1: "As 9c", 2: "Ts Th"}, "Ah Ad Td Tc 2c", False),  # the aces full use one hole card
    ({1: "As Ac", 2: "9s 9h"}, "Ah 9d 9c 5s 2c", False),  # aces full of nines win
    ({1: "Ah 2c", 2: "Kh Kc"}, "As Ad Kd Ks 5h", False),  # aces full of kings with one ace
])
def test_jackpot_bad_beat_the_tabled_hands_qualify(holes: dict[int, str], board: str,
                                                   hit: bool) -> None:
    assert hit_of(holes, board) is hit


def test_jackpot_bad_beat_four_of_a_kind_counts_only_with_a_pocket_pair() -> None:
    # quads lose to a straight flush made with both hole cards: with A-K in hand (three aces
    # on the board) they do not count; with a pocket pair of aces they do
    assert hit_of({1: "As Kd", 2: "Kh Qh"}, "Ah Ad Ac Th Jh") is False
    assert hit_of({1: "As Ad", 2: "9h 8h"}, "Ah Ac 7h Th Jh") is True


def test_jackpot_bad_beat_a_push_before_the_floor_is_a_violation() -> None:
    n = upto(JACKPOT, "call_floor")
    arb = played(JACKPOT, n)
    assert tried(arb, "award: {pot: 0, to: [3]}") == (Outcome.VIOLATION, "jackpot.bad_beat")
    assert tried(arb, "kill_hand: 2")[1] in ("jackpot.bad_beat", "ruling.kill_hand")
    assert [a.name for a in arb.expected()] == ["call_floor"]


@pytest.mark.parametrize("house", list(HouseRules))
def test_jackpot_bad_beat_drill_passes_floor_then_drop_then_push(house: HouseRules) -> None:
    arb = played(JACKPOT, len(solution(JACKPOT)), house)
    result = arb.result()
    assert result["passed"] is True
    final = result["final"]
    assert isinstance(final, dict)
    assert final["jackpot_hands"] == [1] and final["rake"] == {"rake": 6, "drop": 1}


def test_jackpot_bad_beat_no_drop_from_a_hand_with_three_players_dealt_in(
        tmp_path: Path) -> None:
    text = JACKPOT.read_text("utf-8")
    for old, new in (("    4: {name: Dimitri, stack: 500}\n", ""), ("9h, 8c", "8c"),
                     ("4d, 3d", "3d"), ("    - {seat: 4, action: call}\n", ""),
                     ("    - {seat: 4, action: fold}\n", "")):
        assert old in text, old
        text = text.replace(old, new)
    path = tmp_path / "three.yaml"
    path.write_text(text, "utf-8")
    arb = Arbiter(load_scenario(path).setup)
    while arb.expected()[0].name != "rake":
        assert arb.apply(arb.expected()[0]).outcome is Outcome.OK
    assert [a.text() for a in arb.expected() if a.name in ("rake", "drop")] == ["rake: 6"]
    assert tried(arb, "drop: 1") == (Outcome.VIOLATION, "jackpot.bad_beat")
