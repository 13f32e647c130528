"""The stud procedure judged by the arbiter (RULES.md "Seven Card Stud, Stud hi-lo and Razz";
CONTRACT.md "Omaha and the stud games"): CONTRACT.md's drill stud-exposed-downcard step by
step, each step off it refused with its rule, and random stud, stud/8 and razz tables dealt by
the book to the award in every preset."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest
import yaml
from drive import apply, finish, next_step, refused

from dealer_trainer.arbiter import Arbiter
from dealer_trainer.arbiter.setup import DrillSetup
from dealer_trainer.engine import ops
from dealer_trainer.engine.config import Game, SeatConfig, TableConfig
from dealer_trainer.engine.preset import HouseRules
from dealer_trainer.engine.variant import Variant
from dealer_trainer.scenarios import load_scenario

ROOT = Path(__file__).resolve().parents[2]
DRILL = ROOT / "scenarios" / "stud-exposed-downcard.yaml"
SOLUTION = yaml.safe_load((ROOT / "scenarios" / "solutions" / DRILL.name).read_text())


def drill_arbiter() -> Arbiter:
    return Arbiter(load_scenario(DRILL).setup)


def up_to(n: int) -> Arbiter:
    """The drill with its solution's first `n` steps done."""
    arb = drill_arbiter()
    for i, item in enumerate(SOLUTION[:n]):
        apply(arb, item, "irregularity" if i == 5 else "ok")  # the 2c turned up
    return arb


def test_error_stud_exposed_downcard_tda_the_drill_passes_as_contract_md_writes_it() -> None:
    arb = drill_arbiter()
    steps = [apply(arb, s, "irregularity" if i == 5 else "ok") for i, s in enumerate(SOLUTION)]
    assert steps[5].rule == "error.stud_exposed_downcard"
    result = arb.result()
    final = result["final"]
    assert result["passed"] is True and result["violations"] == []
    assert result["irregularities"] == [
        {"step": 6, "rule": "error.stud_exposed_downcard", "corrected": True}]
    assert final["stacks"] == {"1": 995, "2": 1215, "4": 955, "5": 835}  # type: ignore[index]
    assert final["bring_in"] == 2 and final["button"] is None  # type: ignore[index]
    assert final["up"]["2"] == ["2c", "7s", "8d", "9s"]  # type: ignore[index]
    assert final["burns"] == ["8c", "Tc", "2d", "4c"] and final["board"] == []  # type: ignore[index]


def test_error_stud_exposed_downcard_his_third_card_must_go_down() -> None:
    arb = up_to(8)  # the exposed 2c is out, seat 1's upcard dealt: seat 2's third card next
    refused(arb, "deal: 2", "error.stud_exposed_downcard")
    refused(arb, "deal_up: 2", "error.stud_exposed_downcard")
    apply(arb, "deal_down: 2")
    assert [c.rule for c in arb.open_corrections()] == []


def test_stud_bring_in_a_wrong_seat_named_is_a_violation() -> None:
    arb = up_to(10)  # every door card out: 9h, 2c, 5d, Kc
    assert next_step(arb).text() == "bring_in: 2"
    refused(arb, "bring_in: 4", "stud.bring_in")
    refused(arb, "wait: round", "stud.bring_in", ("violation", "invalid"))
    assert arb.snapshot().bring_in is None
    apply(arb, "bring_in: 2")
    assert arb.snapshot().bring_in == 2


def test_stud_deal_face_and_order_a_card_with_the_wrong_face_or_seat() -> None:
    arb = up_to(4)  # the first downcards are out: seat 1's second downcard next
    refused(arb, "deal_up: 1", "stud.deal_face")
    refused(arb, "deal: 2", "stud.deal")
    arb = up_to(14)  # fourth street's burn done: seat 2's upcard next (seat 1 folded)
    refused(arb, "deal_down: 2", "stud.deal_face")
    refused(arb, "deal: 1", ("stud.deal", "invalid"), ("violation", "invalid"))


def test_stud_burn_before_each_later_street_none_before_third() -> None:
    arb = up_to(3)  # antes in: the first card, no burn before third street
    assert next_step(arb).text() == "deal: 1"
    arb = up_to(13)  # third street's bets collected
    assert next_step(arb).text() == "burn"
    refused(arb, "deal: 2", "stud.burn")


def test_stud_first_to_act_the_board_read_is_checked_when_given() -> None:
    arb = up_to(15)  # fourth street dealt: 7s, 5h, Jd
    refused(arb, "first_to_act: 5", "stud.first_to_act")
    refused(arb, "first_to_act: {seat: 4, hand: two-pair, ranks: [5, 2]}", "stud.first_to_act")
    apply(arb, "first_to_act: {seat: 4, hand: pair, ranks: [5]}")


def test_stud_no_button_move_button_is_invalid() -> None:
    arb = up_to(len(SOLUTION) - 1)
    refused(arb, "move_button", None, "invalid")


def shown_down() -> Arbiter:
    arb = up_to(33)  # seventh street collected: seat 2 bet last
    apply(arb, "showdown")
    return arb


def test_stud_showdown_order_the_last_bettor_on_seventh_street_shows_first() -> None:
    (shown,) = [op for op in shown_down().hand.log if isinstance(op, ops.Showdown)]
    assert [s for s, _ in shown.shown] == [2, 5]


def test_stud_table_all_every_card_turned_up() -> None:
    views = {v.seat: v for v in shown_down().snapshot().seats}
    assert all(len(views[s].hole) == 7 and all(h.face_up for h in views[s].hole) for s in (2, 5))


def stud_setup(variant: Variant, house: HouseRules, seed: int) -> DrillSetup:
    rng = random.Random(seed)
    seats = sorted(rng.sample(range(1, 9), rng.randint(2, 7)))
    cfg = TableConfig(tuple(SeatConfig(s, f"p{s}", rng.randint(40, 400)) for s in seats), 0, 0,
                      0, game=Game.LIMIT, variant=variant, house_rules=house, ante=1,
                      bring_in=2, small_bet=4, big_bet=8)
    return DrillSetup(config=cfg, seed=seed)


@pytest.mark.parametrize("house", list(HouseRules))
@pytest.mark.parametrize("variant", [Variant.STUD, Variant.STUD_HILO, Variant.RAZZ])
def test_stud_deal_random_tables_dealt_by_the_book_to_the_award(
    variant: Variant, house: HouseRules,
) -> None:
    """stud.deal, stud.antes, stud.bring_in, stud.first_to_act: by the book to the end."""
    for seed in range(12):
        arb = Arbiter(replace(stud_setup(variant, house, seed), read_hands=seed % 2 == 0))
        finish(arb)
        assert arb.result()["passed"] is True
        total = sum(s.stack for s in arb.setup.config.seats)
        assert sum(arb.result()["final"]["stacks"].values()) == total  # type: ignore[index]


@pytest.mark.parametrize("house", [HouseRules.ROBERTS, HouseRules.SEEDS])
def test_error_stud_exposed_downcard_roberts_the_exposed_low_card_passes_the_action_left(
    house: HouseRules,
) -> None:
    """CONTRACT.md: "the same drill under roberts: the exposed 2c would have been the
    lowcard, so the action starts with seat 4 and nobody is forced to bring in" (Stud 5)."""
    setup = load_scenario(DRILL).setup
    setup = replace(setup, config=replace(setup.config, house_rules=house), decisions={})
    arb = Arbiter(setup)
    for i, item in enumerate(SOLUTION[:10]):
        apply(arb, item, "irregularity" if i == 5 else "ok")
    refused(arb, "bring_in: 2", "stud.bring_in")
    apply(arb, "bring_in: 4")
    assert arb.hand.to_act() == 4 and arb.hand.bets[2] == 0
    finish(arb)
    assert arb.result()["passed"] is True
    assert arb.result()["final"]["bring_in"] == 4  # type: ignore[index]


def test_razz_low_a_tabled_razz_hand_is_read_as_its_low_and_wins_the_pot() -> None:
    """razz.low, stud.read_hand: `read: {seat: S, hand: low, low: [...]}`; the best low wins."""
    arb = Arbiter(replace(stud_setup(Variant.RAZZ, HouseRules.TDA, 1), read_hands=True))
    while next_step(arb).name != "read":
        apply(arb, next_step(arb))
    lows = {}
    while next_step(arb).name == "read":
        a = next_step(arb)
        assert a.hand == "low" and a.low is not None and len(a.low) == 5
        lows[a.seat] = a.low
        refused(arb, {"read": {"seat": a.seat, "hand": "low", "low": ["K", "Q", "J", "T", "9"]}},
                "razz.low")
        apply(arb, a)
    assert lows == {1: ("T", "8", "6", "3", "A"), 3: ("T", "7", "6", "5", "2")}  # 7 under 8
    award = next_step(arb)
    assert award.name == "award" and award.to == (3,)


def test_stud_antes_one_seat_at_a_time_or_before_the_shuffle_and_never_after_the_deal() -> None:
    """stud.antes: `antes`, or `ante: S` each; before the first pitch, the shuffle's side
    of it too (as the blinds); a card before the last ante is a violation."""
    arb = drill_arbiter()
    apply(arb, "ante: 4")
    apply(arb, "shuffle")
    apply(arb, "cut")
    refused(arb, "deal: 1", "stud.antes")
    for seat in (1, 2):
        apply(arb, f"ante: {seat}")
    apply(arb, "antes")  # seat 5's, the last
    assert arb.hand.pot_total() == 20 and next_step(arb).text() == "deal: 1"
