"""Omaha hi-lo at the showdown, through the arbiter (RULES.md "Hi-lo split"): rules
hilo.qualifier, hilo.omaha_low, hilo.split, hilo.odd_chip and hilo.read, with RULES.md's
numbers, and the CONTRACT.md PLO8 drill through the runner. The halves are the engine's
(`engine/hilo.py`), each pushed by its own operation (`HalfPushing`) in the log."""

from __future__ import annotations

from pathlib import Path

import pytest
from drive import apply, assert_passed, finish, next_step, refused
from omaha_drive import checks, omaha

from dealer_trainer.arbiter import Arbiter, Outcome
from dealer_trainer.arbiter.messages import step_message
from dealer_trainer.engine import ops
from dealer_trainer.engine.config import HouseRules
from dealer_trainer.engine.hand import Hand
from dealer_trainer.engine.variant import Variant
from dealer_trainer.scenarios.loader import load_scenario
from dealer_trainer.scenarios.runner import run_drill
from dealer_trainer.scenarios.script import load_script

ROOT = Path(__file__).resolve().parents[2]
PRESETS = list(HouseRules)
HILO = Variant.OMAHA_HILO
HEADS_UP_CALLS = {"preflop": ["1 call", "3 check"], "flop": checks([3, 1]),
                  "turn": checks([3, 1]), "river": checks([3, 1])}


def to_awards(arb: Arbiter) -> None:
    """The expected steps up to the first push (the showdown done, the hands read)."""
    while next_step(arb).name != "award":
        apply(arb, next_step(arb))


def award(half: str | None = None, *to: int, amount: int | None = None) -> dict[str, object]:
    arg: dict[str, object] = {"pot": 0, "to": list(to)}
    if half:
        arg["half"] = half
    if amount is not None:
        arg["amount"] = amount
    return {"award": arg}


def four_way_400(hands: dict[int, str], house: HouseRules) -> Arbiter:
    """Seats 1 (button), 2, 3, 4, blinds 10-20: seat 4 raises the pot (70), seats 1 and 3 call,
    the small blind folds (220); seat 3 bets 60 on the flop, called twice: a pot of 400."""
    after = checks([3, 4, 1])
    return omaha(seats=(1, 2, 3, 4), button=1, hands=hands, board="3c 5d 8h Kc Ks",
                 burns="Th Td Ts", variant=HILO, house=house, small_blind=10, big_blind=20,
                 preflop=["4 raise 70", "1 call", "2 fold", "3 call"],
                 flop=["3 bet 60", "4 call", "1 call"], turn=after, river=after)


# ---- hilo.qualifier -------------------------------------------------------------------------
@pytest.mark.parametrize("house", PRESETS)
def test_hilo_qualifier_no_low_the_high_takes_the_whole_pot_in_one_award(
    house: HouseRules,
) -> None:
    """Board 8s 2h Kh Qd 9c has two low ranks: no low is possible; seat 3's A-3-4-5 has none."""
    arb = omaha(seats=(1, 3), button=1, hands={3: "Ac 3c 4d 5d", 1: "Ks Kc 7h 6h"},
                board="8s 2h Kh Qd 9c", variant=HILO, house=house, **HEADS_UP_CALLS)
    to_awards(arb)
    assert [a.text() for a in arb.expected()] == ["award: {pot: 0, to: [1]}"]
    refused(arb, award("low", 3), "hilo.qualifier")
    refused(arb, award("high", 1), "hilo.qualifier")
    apply(arb, award(None, 1))
    finish(arb)
    assert_passed(arb)
    pot = arb.result()["final"]["pots"][0]  # type: ignore[index]
    assert pot["high"] == {"winners": [1], "amount": 20} and pot["low"] is None


@pytest.mark.parametrize("house", PRESETS)
def test_hilo_qualifier_lows_compare_from_the_top_six_four_beats_six_five(
    house: HouseRules,
) -> None:
    """Board 3c 6d Ks Kd 2h: seat 3 A-4 makes 6-4-3-2-A, seat 1 A-5 6-5-3-2-A; seat 1's trip
    kings win high."""
    arb = omaha(seats=(1, 3), button=1, hands={3: "Ac 4s Qh Qc", 1: "Ad 5s Kh 9c"},
                board="3c 6d Ks Kd 2h", variant=HILO, house=house, **HEADS_UP_CALLS)
    to_awards(arb)
    refused(arb, award("low", 1), "hilo.split")
    refused(arb, award(None, 1), "hilo.split")  # a low qualifies: never the whole pot
    apply(arb, award("high", 1))
    apply(arb, award("low", 3))
    finish(arb)
    assert_passed(arb)
    assert arb.result()["final"]["stacks"] == {"1": 1000, "3": 1000}  # type: ignore[index]


# ---- hilo.omaha_low -------------------------------------------------------------------------
@pytest.mark.parametrize("house", PRESETS)
def test_hilo_omaha_low_two_other_hole_cards_than_the_high(house: HouseRules) -> None:
    """Board 8h 6h 3c Kh 2d: Ah 4s Jc Jd has the low 6-4-3-2-A with Ah 4s and the high, a
    pair of jacks, with Jc Jd; Qh Th 9c 9s a flush, king high, and no low."""
    arb = omaha(seats=(1, 3), button=1, hands={3: "Ah 4s Jc Jd", 1: "Qh Th 9c 9s"},
                board="8h 6h 3c Kh 2d", variant=HILO, house=house, read_hands=True,
                **HEADS_UP_CALLS)
    while next_step(arb).name != "read":
        apply(arb, next_step(arb))
    refused(arb, {"read": {"seat": 1, "hand": "flush", "ranks": ["K"], "low": [9, 8, 6, 3, 2]}},
            "hilo.read")
    apply(arb, {"read": {"seat": 1, "hand": "flush", "ranks": ["K"], "low": "none"}})
    apply(arb, {"read": {"seat": 3, "hand": "pair", "ranks": ["J"], "low": [6, 4, 3, 2, "A"]}})
    apply(arb, award("high", 1))
    apply(arb, award("low", 3))


def test_hilo_omaha_low_none_without_three_low_ranks_on_the_board() -> None:
    """Four low hole cards make no low when the board shows two low ranks (8 and 2)."""
    arb = omaha(seats=(1, 3), button=1, hands={3: "Ac 3c 4d 5d", 1: "Ks Kc 7h 6h"},
                board="8s 2h Kh Qd 9c", variant=HILO, read_hands=True, **HEADS_UP_CALLS)
    while next_step(arb).name != "read":
        apply(arb, next_step(arb))
    refused(arb, {"read": {"seat": 3, "hand": "high-card", "low": [8, 5, 4, 3, 2]}}, "hilo.read")
    apply(arb, {"read": {"seat": 3, "hand": "high-card", "low": "none"}})


# ---- hilo.split -----------------------------------------------------------------------------
@pytest.mark.parametrize("house", PRESETS)
def test_hilo_split_400_one_high_two_identical_lows_200_100_100(house: HouseRules) -> None:
    arb = four_way_400({1: "As 2s Qh Jh", 2: "7c 7d 6s 6h", 3: "Ad 2d Qc Jc", 4: "Kh Kd 9s 9c"},
                       house)
    to_awards(arb)
    assert arb.hand.pots[0].amount == 400
    assert [a.text() for a in arb.expected()] == [
        "award: {pot: 0, half: high, to: [4], amount: 200}",
        "award: {pot: 0, half: low, to: [1, 3], amount: 200}"]
    refused(arb, award("low", 1), "hilo.split")  # a tied low is shared
    step = apply(arb, award("low", 1, 3, amount=200))
    (op,) = [o for o in step.ops if isinstance(o, ops.HalfPushing)]
    assert (op.half, op.amounts) == ("low", ((1, 100), (3, 100)))
    apply(arb, award("high", 4))
    finish(arb)
    assert_passed(arb)
    assert arb.result()["final"]["stacks"] == {"1": 970, "2": 990, "3": 970, "4": 1070}  # type: ignore[index]
    assert arb.result()["final"]["pots"][0]["low"] == {"winners": [1, 3], "amount": 200}  # type: ignore[index]


@pytest.mark.parametrize("house", PRESETS)
def test_hilo_split_400_best_both_ways_and_a_tied_low_300_100(house: HouseRules) -> None:
    arb = four_way_400({1: "As 2s Qh Jh", 2: "7c 7d 6s 6h", 3: "Qc Jc 9s 9c", 4: "Kh Kd Ah 2h"},
                       house)
    to_awards(arb)
    apply(arb, award("high", 4, amount=200))
    refused(arb, award("low", 4), "hilo.split")
    apply(arb, award("low", 1, 4, amount=200))
    finish(arb)
    assert_passed(arb)
    stacks = arb.result()["final"]["stacks"]  # type: ignore[index]
    assert (stacks["4"] - 870, stacks["1"] - 870) == (300, 100)  # type: ignore[index]


def test_hilo_split_each_half_is_an_engine_operation_the_log_replays() -> None:
    arb = four_way_400({1: "As 2s Qh Jh", 2: "7c 7d 6s 6h", 3: "Ad 2d Qc Jc", 4: "Kh Kd 9s 9c"},
                       HouseRules.SEEDS)
    to_awards(arb)
    apply(arb, award("high", 4))
    h = arb.hand
    assert h.pot_total() == 200 and 0 not in h.awarded  # half of it still in the middle
    refused(arb, award("high", 4), None, "invalid")  # that half is pushed
    apply(arb, award("low", 1, 3))
    assert h.all_pushed() and h.pot_total() == 0
    again = Hand.replay(arb.config, h.log)
    assert (again.stacks, again.awarded, again.halves) == (h.stacks, h.awarded, h.halves)


def test_hilo_split_no_half_in_a_game_not_split() -> None:
    arb = omaha(seats=(1, 3), button=1, hands={3: "Ac 4s Qh Qc", 1: "Ad 5s Kh 9c"},
                board="3c 6d Ks Kd 2h", **HEADS_UP_CALLS)
    to_awards(arb)
    step = refused(arb, award("high", 1), None, "invalid")
    assert step.message_key == "invalid.no_half"


# ---- hilo.odd_chip --------------------------------------------------------------------------
def test_hilo_odd_chip_205_goes_103_high_102_low_the_contract_drill() -> None:
    """CONTRACT.md's PLO8 drill, as written, through the runner: stacks and the pot's JSON."""
    name = "plo8-split-odd-chip"
    scenario = load_scenario(ROOT / "scenarios" / f"{name}.yaml")
    result = run_drill(scenario, load_script(ROOT / "scenarios" / "solutions" / f"{name}.yaml"))
    assert result["passed"] and result["score"] == 100
    final = result["final"]
    assert final["variant"] == "omaha-hilo"
    assert final["stacks"] == {"1": 990, "3": 995, "4": 1008, "6": 1007}
    assert final["pots"] == [{"amount": 205, "eligible": [4, 6], "winners": [4, 6],
                              "high": {"winners": [4], "amount": 103},
                              "low": {"winners": [6], "amount": 102}}]


@pytest.mark.parametrize("house", PRESETS)
def test_hilo_odd_chip_a_tied_high_half_52_51_clockwise_from_the_button(
    house: HouseRules,
) -> None:
    """Pot 205, seats 4 and 6 tie for high (seven-high straights), seat 3 has the low (a
    wheel), button on seat 1: low 102; high 103, 52 to seat 4 and 51 to seat 6."""
    arb = omaha(
        seats=(1, 3, 4, 6), button=1, variant=HILO, house=house,
        hands={3: "Ah 2h 9s 9d", 4: "6s 7s Jd Jc", 6: "6h 7h Tc Td", 1: "8c 8d 2s 2c"},
        board="3d 4s 5c Kh Qd", burns="9h 9c Jh",
        preflop=["6 call", "1 call", "3 call", "4 check"],
        flop=["3 bet 40", "4 call", "6 call", "1 fold"],
        turn=["3 bet 15", "4 call", "6 call"], river=checks([3, 4, 6]))
    to_awards(arb)
    assert arb.hand.pots[0].amount == 205
    refused(arb, award("high", 4, 6, amount=102), "hilo.odd_chip")
    refused(arb, award("low", 3, amount=103), "hilo.odd_chip")
    step = apply(arb, award("high", 4, 6, amount=103))
    (op,) = [o for o in step.ops if isinstance(o, ops.HalfPushing)]
    assert op.amounts == ((4, 52), (6, 51))
    apply(arb, award("low", 3, amount=102))
    finish(arb)
    assert_passed(arb)
    pot = arb.result()["final"]["pots"][0]  # type: ignore[index]
    assert pot["high"] == {"winners": [4, 6], "amount": 103}
    assert pot["low"] == {"winners": [3], "amount": 102}


# ---- hilo.read ------------------------------------------------------------------------------
@pytest.mark.parametrize("house", PRESETS)
def test_hilo_read_a_flush_ace_high_and_an_eight_six_low(house: HouseRules) -> None:
    """Board 8h 6h 2h Kc Jd, hole Ah 4h 9s 9c: Ah 4h with 8h 6h 2h both ways."""
    arb = omaha(seats=(1, 3), button=1, hands={3: "Ah 4h 9s 9c", 1: "Qc Qd 3s 5s"},
                board="8h 6h 2h Kc Jd", variant=HILO, house=house, read_hands=True,
                **HEADS_UP_CALLS)
    while next_step(arb).name != "read":
        apply(arb, next_step(arb))
    hint = arb.hint()
    assert hint.action is not None and hint.action.low is not None
    refused(arb, {"read": {"seat": 3, "hand": "flush", "ranks": ["A"], "low": "none"}},
            "hilo.read")
    wrong = refused(arb, {"read": {"seat": 3, "hand": "flush", "ranks": ["A"],
                                   "low": [8, 6, 5, 3, 2]}}, "hilo.read")
    assert "8-6-4-2-A" in (step_message(wrong, "en") or "")
    step = apply(arb, {"read": {"seat": 3, "hand": "flush", "ranks": ["A"],
                                "low": [8, 6, 4, 2, "A"]}})
    assert "hilo.read" in step.to_json()["at_stake"]  # type: ignore[operator]
    apply(arb, {"read": {"seat": 1, "hand": "pair", "ranks": ["Q"], "low": [8, 6, 5, 3, 2]}})
    apply(arb, award("high", 3))
    apply(arb, award("low", 3))  # a scoop: both halves to seat 3
    finish(arb)
    assert_passed(arb)
    assert arb.steps[-1].outcome is Outcome.OK
