"""RULES.md "Beyond the seeds", the deal's errors: substantial action and the misdeal's
deadline, a boxed card, a pitch to the wrong seat, a hand of one card or three; each test
named after its rule id, per preset where the presets differ (CONTRACT.md "What each
irregularity expects")."""

from __future__ import annotations

from typing import Any

import pytest
from drive import apply, drill, finish, mistake, play, post, refused

from dealer_trainer.arbiter import Arbiter
from dealer_trainer.engine.config import HouseRules

ROBERTS, TDA, SEEDS = HouseRules.ROBERTS, HouseRules.TDA, HouseRules.SEEDS
# seats 3..7, button 3: small blind 4, big blind 5; the deal goes 4 5 6 7 3 4 5 6 7 3;
# before the flop 6 acts first, then 7, 3, 4, 5
FIVE = tuple((s, n, 20000) for s, n in ((3, "Ana"), (4, "Bo"), (5, "Cy"), (6, "Di"), (7, "Ed")))
ORDER = (4, 5, 6, 7, 3, 4, 5, 6, 7, 3)
OPEN = ["shuffle", "cut", post(4, "small"), post(5, "big")]


def five(house: HouseRules = SEEDS, **kw: Any) -> Arbiter:
    return drill(seats=FIVE, button=3, small_blind=100, big_blind=200, house=house, deck="",
                 seed=11, **kw)


def deal(*seats: int) -> list[dict[str, int]]:
    return [{"deal": s} for s in seats]


def passes(arb: Arbiter) -> None:
    finish(arb, irregular=True)
    result = arb.result()
    assert result["passed"], (result["violations"], result["irregularities"])


# ---- substantial action ----------------------------------------------------------------
@pytest.mark.parametrize(
    ("house", "preflop", "substantial"),
    [
        (ROBERTS, ["6 fold", "7 fold"], True),  # two players after the blinds, folds too
        (SEEDS, ["6 fold", "7 fold"], True),  # the seeds follow Robert's
        (ROBERTS, ["6 call"], False),
        (TDA, ["6 fold", "7 fold"], False),  # two folds put no chips in
        (TDA, ["6 fold", "7 call"], True),  # two actions, one puts chips in
        (TDA, ["6 fold", "7 fold", "3 fold"], True),  # any three
    ],
)
def test_deal_substantial_action_per_preset(
    house: HouseRules, preflop: list[str], substantial: bool
) -> None:
    arb = five(house, preflop=preflop, mistakes=[mistake("wrong_count", seat=5, count=3,
                                                         found_after=len(preflop))])
    play(arb, [*OPEN, *deal(*ORDER)])
    apply(arb, {"wait": len(preflop)}, "irregularity", "error.wrong_card_count")
    want = "kill_hand: 5" if substantial else "misdeal"
    assert [a.text() for a in arb.expected()] == [want]
    passes(arb)


@pytest.mark.parametrize("house", [ROBERTS, TDA])
def test_deal_misdeal_deadline_refused_after_substantial_action(house: HouseRules) -> None:
    arb = five(house, preflop=["6 call", "7 call"],
               mistakes=[mistake("wrong_count", seat=6, count=3, found_after=2)])
    play(arb, [*OPEN, *deal(*ORDER)])
    apply(arb, "wait: 2", "irregularity", "error.wrong_card_count")
    refused(arb, "misdeal", "deal.misdeal_deadline")
    play(arb, ["kill_hand: 6"])
    assert 6 not in arb.hand.live and arb.result()["final"]["dead"] == [6]
    passes(arb)


def test_deal_misdeal_deadline_a_misdeal_with_no_cause_after_it_names_the_deadline() -> None:
    arb = five(ROBERTS, preflop=["6 call", "7 call"])
    play(arb, [*OPEN, *deal(*ORDER), "wait: 2"])
    refused(arb, "misdeal", "deal.misdeal_deadline")


def test_deal_misdeal_deadline_gives_back_the_decisions_chips_and_replays_the_script() -> None:
    arb = five(SEEDS, preflop=["6 raise 600", "7 fold", "3 fold", "4 fold", "5 fold"],
               mistakes=[mistake("wrong_count", seat=7, count=3, found_after=1)])
    play(arb, [*OPEN, *deal(*ORDER)])
    apply(arb, "wait", "irregularity", "error.wrong_card_count")
    h = arb.hand
    assert h.bets == {3: 0, 4: 100, 5: 200, 6: 600, 7: 0}
    play(arb, ["misdeal"])
    assert h.stacks[6] == 20000 and h.bets == {3: 0, 4: 100, 5: 200, 6: 0, 7: 0}  # blinds stay
    assert not h.folded
    play(arb, ["shuffle", "cut", *deal(*ORDER), "wait"])
    assert h.bets[6] == 600  # the redeal replays the first scripted decision again
    passes(arb)


# ---- a boxed card ----------------------------------------------------------------------
def test_error_boxed_card_scrap_then_the_same_seat() -> None:
    arb = five(mistakes=[mistake("boxed_card", cards=(4,))])
    play(arb, [*OPEN, *deal(4, 5)])
    apply(arb, {"deal": 6}, "irregularity", "error.boxed_card")
    boxed = arb.hand.zones.stub[0]
    assert arb.snapshot() is not None and boxed in arb.hand.zones.boxed
    refused(arb, "burn", "error.boxed_card")
    play(arb, ["scrap"])
    assert arb.hand.zones.muck == [boxed] and arb.result()["final"]["scraps"] == [boxed.code]
    assert [a.text() for a in arb.expected()] == ["deal: 7"]
    passes(arb)


def test_error_boxed_card_dealt_anyway_lands_face_up_and_is_scrapped_from_the_seat() -> None:
    arb = five(mistakes=[mistake("boxed_card", cards=(4,))])
    play(arb, [*OPEN, *deal(4, 5)])
    apply(arb, {"deal": 6}, "irregularity", "error.boxed_card")
    play(arb, deal(7))  # taken anyway: it lands face up at seat 7
    assert arb.hand.holding(7)[0].exposed
    refused(arb, {"deal": 3}, "error.boxed_card")
    play(arb, ["scrap", *deal(7)])
    assert len(arb.hand.holding(7)) == 1 and not arb.hand.holding(7)[0].exposed
    passes(arb)


def test_error_boxed_card_in_the_flop_is_scrapped_and_the_flop_completed_without_a_burn() -> None:
    arb = five(preflop=["6 fold", "7 fold", "3 fold", "4 call", "5 check"],
               mistakes=[mistake("boxed_card", cards=(13,))])
    play(arb, [*OPEN, *deal(*ORDER), "wait: round", "collect", "burn"])
    apply(arb, "flop", "irregularity", "error.boxed_card")
    refused(arb, "wait", "error.boxed_card")
    play(arb, ["scrap"])
    burns = list(arb.hand.zones.burns)
    refused(arb, "burn", "error.boxed_card")
    play(arb, ["flop"])
    assert len(arb.hand.zones.board) == 3 and arb.hand.zones.burns == burns
    passes(arb)


@pytest.mark.parametrize("house", [SEEDS, ROBERTS, TDA])
@pytest.mark.parametrize("boxed", [13, 14, 15])  # a flop card, or the fourth turned
def test_error_boxed_card_in_a_four_card_flop_is_scrapped_first_and_the_three_left_stand(
    house: HouseRules, boxed: int
) -> None:
    # Robert's Irregularities 7: the boxed card is a scrap of paper replaced by the next card
    # below it, so the four turned are the scrap and the flop the deck gave (issue 23, 7)
    arb = five(house, preflop=["6 fold", "7 fold", "3 fold", "4 call", "5 check"],
               mistakes=[mistake("boxed_card", cards=(boxed,)), mistake("flop_too_many")])
    play(arb, [*OPEN, *deal(*ORDER), "wait: round", "collect", "burn"])
    apply(arb, "flop", "irregularity")
    assert {c.rule for c in arb.open_corrections()} == {"error.boxed_card",
                                                         "error.flop_too_many"}
    assert [a.text() for a in arb.expected()] == ["scrap"]
    refused(arb, "return_to_deck: [board]", "error.boxed_card")  # it never goes back
    board = [c for c in arb.hand.zones.board if c not in arb.hand.zones.boxed]
    play(arb, ["scrap"])
    assert list(arb.hand.zones.board) == board and len(board) == 3
    assert not arb.open_corrections()
    assert arb.players_may_act  # the flop's round is open
    passes(arb)


@pytest.mark.parametrize("house", [SEEDS, ROBERTS, TDA])
def test_error_boxed_card_in_a_premature_flop_is_scrapped_before_the_flop_goes_back(
    house: HouseRules,
) -> None:
    # a boxed card never returns to the stub: its scrap comes before the redeal's return
    arb = five(house, preflop=["6 fold", "7 fold", "3 fold", "4 call", "5 check"],
               mistakes=[mistake("premature_flop", after=3), mistake("boxed_card", cards=(13,))])
    play(arb, [*OPEN, *deal(*ORDER), "wait", "wait"])
    apply(arb, "wait", "irregularity", "error.boxed_card")
    assert {c.rule for c in arb.open_corrections()} == {"error.premature_flop",
                                                         "error.boxed_card"}
    assert [a.text() for a in arb.expected()] == ["scrap"]
    refused(arb, "return_to_deck: [board]", "error.boxed_card")
    (boxed,) = arb.hand.zones.boxed
    play(arb, ["scrap"])
    assert boxed in arb.hand.zones.muck and len(arb.hand.zones.board) == 2
    passes(arb)
    assert boxed not in arb.hand.zones.board


@pytest.mark.parametrize("house", [SEEDS, ROBERTS, TDA])
def test_error_boxed_card_bared_by_a_double_burn_and_covered_again_shows_in_the_flop(
    house: HouseRules,
) -> None:
    # the burn put back covers it: nothing to scrap until it shows again, in the flop
    arb = five(house, preflop=["6 fold", "7 fold", "3 fold", "4 call", "5 check"],
               mistakes=[mistake("double_burn", street="flop"), mistake("boxed_card", cards=(13,))])
    play(arb, [*OPEN, *deal(*ORDER), "wait: round", "collect"])
    apply(arb, "burn", "irregularity", "error.boxed_card")  # two cards off: it shows on top
    assert [a.text() for a in arb.expected()] == ["return_burn"]
    play(arb, ["return_burn"])
    assert arb.hand.boxed_lie() is None and [a.text() for a in arb.expected()] == ["flop"]
    play(arb, ["flop"])
    assert [a.text() for a in arb.expected()] == ["scrap"]
    play(arb, ["scrap", "flop"])
    assert len(arb.hand.zones.board) == 3
    passes(arb)


def test_error_boxed_card_as_the_burn_card_is_scrapped_then_burnt_again() -> None:
    arb = five(preflop=["6 fold", "7 fold", "3 fold", "4 call", "5 check"],
               mistakes=[mistake("boxed_card", cards=(11,))])
    play(arb, [*OPEN, *deal(*ORDER[:-1])])
    apply(arb, {"deal": 3}, "irregularity", "error.boxed_card")  # the would-be burn shows
    play(arb, ["wait: round", "collect", "burn"])  # burnt anyway: face up among the burns
    play(arb, ["scrap", "burn", "flop"])
    assert len(arb.hand.zones.burns) == 1
    passes(arb)


@pytest.mark.parametrize("house", [SEEDS, ROBERTS, TDA])
def test_error_two_boxed_in_the_deal_is_a_misdeal(house: HouseRules) -> None:
    arb = five(house, mistakes=[mistake("boxed_card", cards=(2, 5))])
    play(arb, OPEN[:2])
    play(arb, [OPEN[2], OPEN[3]])
    apply(arb, {"deal": 4}, "irregularity", "error.boxed_card")
    play(arb, ["scrap", *deal(5)])
    step = apply(arb, {"deal": 6}, "irregularity", "error.two_boxed")
    assert step.rule == "error.two_boxed"
    refused(arb, "scrap", "error.two_boxed")
    play(arb, ["misdeal"])
    assert not arb.hand.zones.boxed  # the redeal is clean
    passes(arb)


def test_error_two_boxed_the_second_after_the_deal_is_scrapped_as_one() -> None:
    arb = five(preflop=["6 fold", "7 fold", "3 fold", "4 call", "5 check"],
               mistakes=[mistake("boxed_card", cards=(2, 13))])
    play(arb, OPEN)
    apply(arb, {"deal": 4}, "irregularity", "error.boxed_card")
    play(arb, ["scrap", *deal(5, 6, 7, 3, 4, 5, 6, 7, 3), "wait: round", "collect"])
    # card 13 off the deck counts the scrapped one: it shows on top after the burn
    step = apply(arb, "burn", "irregularity", "error.boxed_card")
    assert step.rule == "error.boxed_card"
    play(arb, ["scrap", "flop"])
    assert len(arb.result()["final"]["scraps"]) == 2
    passes(arb)


# ---- a pitch to the wrong seat ---------------------------------------------------------
@pytest.mark.parametrize(
    ("pitch", "seat", "rule"),
    [
        (1, 6, "error.first_card_wrong_seat"),
        (3, 8, "error.card_to_empty_seat"),
        (3, 7, "error.seat_dealt_out"),  # meant for 6, went to the next seat
        (7, 3, "error.out_of_sequence"),  # meant for 5
    ],
)
@pytest.mark.parametrize("house", [SEEDS, TDA])
def test_error_wrong_seat_each_rule_is_a_misdeal(
    pitch: int, seat: int, rule: str, house: HouseRules
) -> None:
    arb = five(house, mistakes=[mistake("wrong_seat", pitch=pitch, seat=seat)])
    play(arb, [*OPEN, *deal(*ORDER[: pitch - 1])])
    apply(arb, {"deal": ORDER[pitch - 1]}, "irregularity", rule)
    refused(arb, {"deal": ORDER[pitch % len(ORDER)]}, rule)
    play(arb, ["misdeal"])
    arb.check_invariants()
    passes(arb)


def test_error_first_card_wrong_seat() -> None:
    arb = five(mistakes=[mistake("wrong_seat", pitch=1, seat=5)])
    play(arb, OPEN)
    apply(arb, {"deal": 4}, "irregularity", "error.first_card_wrong_seat")
    assert len(arb.hand.holding(5)) == 1 and not arb.hand.holding(4)


def test_error_card_to_empty_seat() -> None:
    arb = five(mistakes=[mistake("wrong_seat", pitch=2, seat=9)])
    play(arb, [*OPEN, *deal(4)])
    apply(arb, {"deal": 5}, "irregularity", "error.card_to_empty_seat")
    assert len(arb.hand.zones.stray) == 1


def test_error_seat_dealt_out() -> None:
    arb = five(mistakes=[mistake("wrong_seat", pitch=5, seat=4)])  # meant for 3, the button
    play(arb, [*OPEN, *deal(4, 5, 6, 7)])
    apply(arb, {"deal": 3}, "irregularity", "error.seat_dealt_out")


def test_error_out_of_sequence() -> None:
    arb = five(mistakes=[mistake("wrong_seat", pitch=2, seat=7)])
    play(arb, [*OPEN, *deal(4)])
    apply(arb, {"deal": 5}, "irregularity", "error.out_of_sequence")


# ---- one card or three -----------------------------------------------------------------
def test_error_wrong_card_count_short_seat_right_after_its_failed_pitch_takes_the_top() -> None:
    arb = five(mistakes=[mistake("wrong_count", seat=6, count=1)])
    play(arb, [*OPEN, *deal(4, 5, 6, 7, 3, 4, 5)])
    apply(arb, {"deal": 6}, "irregularity", "error.wrong_card_count")
    assert len(arb.hand.holding(6)) == 1
    assert [a.text() for a in arb.expected()] == ["deal: 6", "misdeal"]
    top = arb.hand.zones.stub[0]
    play(arb, deal(6, 7, 3))
    assert arb.hand.holding(6)[1].card == top
    passes(arb)


def test_error_wrong_card_count_short_seat_misdeal_is_right_too() -> None:
    arb = five(mistakes=[mistake("wrong_count", seat=6, count=1)])
    play(arb, [*OPEN, *deal(4, 5, 6, 7, 3, 4, 5)])
    apply(arb, {"deal": 6}, "irregularity", "error.wrong_card_count")
    refused(arb, {"deal": 7}, "error.wrong_card_count")
    play(arb, ["misdeal"])
    passes(arb)


def test_error_wrong_card_count_three_cards_before_substantial_action_is_a_misdeal() -> None:
    arb = five(mistakes=[mistake("wrong_count", seat=6, count=3)])
    play(arb, [*OPEN, *deal(4, 5, 6, 7, 3, 4, 5)])
    apply(arb, {"deal": 6}, "irregularity", "error.wrong_card_count")
    assert len(arb.hand.holding(6)) == 3
    assert [a.text() for a in arb.expected()] == ["misdeal"]
    refused(arb, "kill_hand: 6", "ruling.kill_hand")
    passes(arb)


def test_error_wrong_card_count_found_late_not_right_after_only_misdeal() -> None:
    arb = five(preflop=["6 call"], mistakes=[mistake("wrong_count", seat=6, count=1,
                                                      found_after=1)])
    play(arb, [*OPEN, *deal(*ORDER)])
    assert not arb.open_corrections() or arb.expected()[0].name == "wait"
    apply(arb, "wait", "irregularity", "error.wrong_card_count")
    assert [a.text() for a in arb.expected()] == ["misdeal"]
    passes(arb)


def test_error_wrong_card_count_a_correction_before_it_comes_to_light_is_accepted() -> None:
    arb = five(preflop=["6 fold", "7 fold"],
               mistakes=[mistake("wrong_count", seat=5, count=3, found_after=2)])
    play(arb, [*OPEN, *deal(*ORDER), "misdeal"])
    assert arb.result()["irregularities"] == [
        {"step": 15, "rule": "error.wrong_card_count", "corrected": True}  # the misdeal's step
    ]
    passes(arb)


@pytest.mark.parametrize(("house", "fix"), [(TDA, "deal: 3"), (ROBERTS, "kill_hand: 3"),
                                            (SEEDS, "kill_hand: 3")])
def test_error_wrong_card_count_short_button_after_substantial_action(
    house: HouseRules, fix: str
) -> None:
    arb = five(house, preflop=["6 call", "7 call"],
               mistakes=[mistake("wrong_count", seat=3, count=1, found_after=2)])
    play(arb, [*OPEN, *deal(*ORDER)])
    apply(arb, "wait: 2", "irregularity", "error.wrong_card_count")
    assert [a.text() for a in arb.expected()] == [fix]
    play(arb, [fix])
    passes(arb)


def test_error_wrong_card_count_tda_short_button_who_acted_is_dead() -> None:
    arb = five(TDA, preflop=["6 call", "7 call", "3 call"],
               mistakes=[mistake("wrong_count", seat=3, count=1, found_after=3)])
    play(arb, [*OPEN, *deal(*ORDER)])
    apply(arb, "wait: 3", "irregularity", "error.wrong_card_count")
    assert [a.text() for a in arb.expected()] == ["kill_hand: 3"]
    passes(arb)


def test_error_wrong_card_count_killed_hand_chips_stay_in_the_pot() -> None:
    arb = five(ROBERTS, preflop=["6 call", "7 call"],
               mistakes=[mistake("wrong_count", seat=6, count=3, found_after=2)])
    play(arb, [*OPEN, *deal(*ORDER)])
    apply(arb, "wait: 2", "irregularity", "error.wrong_card_count")
    play(arb, ["kill_hand: 6"])
    assert arb.hand.bets[6] == 200 and arb.hand.stacks[6] == 19800
    refused(arb, "kill_hand: 7", "ruling.kill_hand")
    passes(arb)


# ---- kill_hand and scrap with nothing to act on ----------------------------------------
def test_ruling_kill_hand_refused_on_a_hand_no_rule_kills() -> None:
    arb = five(preflop=["6 call"])
    play(arb, [*OPEN, *deal(*ORDER)])
    refused(arb, "kill_hand: 6", "ruling.kill_hand")


def test_scrap_with_no_boxed_card_is_invalid() -> None:
    arb = five()
    play(arb, OPEN)
    refused(arb, "scrap", None, "invalid")


def test_free_deal_draws_the_deal_errors_too() -> None:
    from dealer_trainer.arbiter.irregularities import REGISTRY
    from dealer_trainer.arbiter.mistakes import MistakeKind

    arb = five()
    kinds = (MistakeKind.BOXED_CARD, MistakeKind.WRONG_SEAT, MistakeKind.WRONG_COUNT)
    for kind in kinds:
        (irr,) = [i for i in REGISTRY if kind in i.draws and i.drawn_at(arb)]  # a flop table
        spec = irr.random_spec(arb, kind)
        assert spec.kind is kind
        if kind is MistakeKind.WRONG_SEAT:
            assert spec.seat != arb.hand.deal_order()[spec.pitch - 1]
        if kind is MistakeKind.WRONG_COUNT:
            assert spec.seat in arb.hand.occupied and spec.count in (1, 3)
        if kind is MistakeKind.BOXED_CARD:
            assert 1 <= spec.cards[0] <= 2 * 5 + 8


@pytest.mark.parametrize("count", [1, 3])
def test_error_wrong_card_count_found_late_the_table_shows_two_cards_until_then(
    count: int,
) -> None:
    """CONTRACT.md `found_after`: until a player speaks up, the table shows nothing a player
    would not see (a hand of one card or three looks like two); then the true count."""
    arb = five(ROBERTS, preflop=["6 call", "7 call"],
               mistakes=[mistake("wrong_count", seat=6, count=count, found_after=2)])
    play(arb, [*OPEN, *deal(*ORDER)])
    play(arb, ["wait"])  # one decision: not found yet
    hole = {sv.seat: sv.hole for sv in arb.snapshot().seats}
    assert len(arb.hand.holding(6)) == count and len(hole[6]) == 2
    assert arb.snapshot().open_irregularities == () and arb.snapshot().banner is None
    assert not any(hv.face_up for hv in hole[6])
    shown = [hv.card for sv in arb.snapshot().seats for hv in sv.hole]
    assert len(shown) == len(set(shown)) == 10  # no card drawn twice
    apply(arb, "wait", "irregularity", "error.wrong_card_count")
    assert len(next(sv for sv in arb.snapshot().seats if sv.seat == 6).hole) == count
    assert arb.snapshot().open_irregularities == ("error.wrong_card_count",)
    passes(arb)

