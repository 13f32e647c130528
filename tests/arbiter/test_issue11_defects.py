"""Issue 11's defects, found black box as an instructor would, each named after its rule.

A step a dealer can physically do but that is wrong (a pot pushed to a player with no claim
on it, a correction given to the wrong seat) is a violation with the rule it breaks, never
`invalid`; `invalid` is for what cannot be done at all (CONTRACT.md).
"""

from __future__ import annotations

from drive import (
    CHECK_DOWN,
    OPENING,
    action,
    advance,
    apply,
    assert_passed,
    award,
    drill,
    finish,
    mistake,
    play,
    refuse_in_place,
    refused,
)

from dealer_trainer.arbiter import Arbiter, Outcome
from dealer_trainer.arbiter.messages import step_message

FIVE = ((1, "Ana", 1000), (2, "Bo", 1000), (3, "Cy", 80), (4, "Di", 230), (5, "Ed", 400))


def side_pots() -> Arbiter:
    """Everyone limps; on the flop seat 1 bets 50, seat 2 calls, seats 3, 4, 5 go all in,
    seat 1 calls and seat 2 folds: the main pot (1, 3, 4, 5), side pot 1 (1, 4, 5) and
    side pot 2 (1, 5)."""
    arb = drill(
        seats=FIVE, button=5, deck="",
        preflop=["3 call", "4 call", "5 call", "1 call", "2 check"],
        flop=["1 bet 50", "2 call", "3 all_in", "4 all_in", "5 all_in", "1 call", "2 fold"],
    )
    advance(arb, "award")
    assert [p.eligible for p in arb.snapshot().pots] == [(1, 3, 4, 5), (1, 4, 5), (1, 5)]
    return arb


def test_pot_all_in_a_pot_pushed_to_a_short_all_in_is_a_violation() -> None:
    arb = side_pots()
    step = refused(arb, award(2, 3), "pot.all_in")
    assert step.params == {"seat": 3, "pot": 2}
    refuse_in_place(arb, award(2, 3), "pot.all_in")
    finish(arb)
    result = arb.result()
    assert result["passed"] is False
    assert [v["rule"] for v in result["violations"]] == ["pot.all_in"]  # type: ignore[index]


def test_award_main_and_side_a_pot_pushed_to_a_folded_player_is_a_violation() -> None:
    arb = side_pots()
    refused(arb, award(2, 2), "award.main_and_side")
    refused(arb, award(2, 1, 2), "award.main_and_side")


def test_award_main_and_side_a_pot_that_does_not_exist_is_still_invalid() -> None:
    arb = side_pots()
    refused(arb, award(3, 1), None, "invalid")


def test_error_exposed_hole_card_replaced_at_the_wrong_seat_is_a_violation() -> None:
    arb = drill(mistakes=[mistake("exposed_hole_card", cards=(4,))], **CHECK_DOWN)
    play(arb, OPENING[:7])
    apply(arb, {"deal": 3}, "irregularity", "error.exposed_hole_card")
    play(arb, [{"deal": 4}, {"deal": 1}])
    step = refused(arb, {"replace_exposed": 4}, "error.exposed_hole_card")
    assert step.params.get("seat") == 3
    refuse_in_place(arb, {"replace_exposed": 1}, "error.exposed_hole_card")
    play(arb, [{"replace_exposed": 3}])
    finish(arb)
    assert arb.result()["passed"] is False


def test_error_exposed_hole_card_replace_with_no_exposed_card_anywhere_is_invalid() -> None:
    arb = drill(**CHECK_DOWN)
    play(arb, OPENING)
    refused(arb, {"replace_exposed": 4}, None, "invalid")


def test_error_extra_card_returned_from_the_wrong_seat_is_a_violation() -> None:
    arb = drill(mistakes=[mistake("extra_card")], **CHECK_DOWN)
    play(arb, OPENING[:9])
    apply(arb, {"deal": 1}, "irregularity", "error.extra_card")
    step = refused(arb, {"return_extra": 4}, "error.extra_card")
    assert step.params.get("seat") == 3
    play(arb, [{"return_extra": 3}])
    finish(arb)
    assert_passed(arb)


def test_error_extra_card_return_with_no_extra_card_anywhere_is_invalid() -> None:
    arb = drill(**CHECK_DOWN)
    play(arb, OPENING)
    refused(arb, {"return_extra": 3}, None, "invalid")


def test_bet_round_complete_wait_when_nobody_can_act_is_invalid_and_says_what_is_next() -> None:
    arb = drill(**CHECK_DOWN)
    advance(arb, "burn")
    step = refused(arb, "wait", None, "invalid")
    assert step.message_key == "invalid.betting_over"
    said = step_message(step, "en") or ""
    assert "betting is over" in said
    assert "Burn" in said  # what comes next
    for lang in ("ro", "pt", "el", "mk"):  # said in the reader's language, whatever the arbiter's
        other = refused(arb, "wait", None, "invalid")
        words = step_message(other, lang)
        assert words and words != said and "{" not in words
    # everyone all in: nobody can act, the board comes next
    arb = drill(seats=((1, "Ana", 100), (3, "Bo", 100), (4, "Cy", 100)),
                preflop=["1 all_in", "3 call", "4 call"])
    advance(arb, "collect")
    play(arb, ["collect"])
    assert arb.apply(action("wait")).outcome is Outcome.INVALID
    finish(arb)
    assert arb.result()["passed"] is True


def test_deal_order_a_step_carries_its_action_and_the_operations_it_caused() -> None:
    # issue 11: steps carry meaning, not text
    arb = drill(**CHECK_DOWN)
    play(arb, OPENING[:9])
    step = arb.apply(action({"deal": 1}))  # the last pitch: the preflop round opens
    assert step.act == action({"deal": 1}) and step.action == "deal: 1"
    assert [op.to_json()["op"] for op in step.ops] == ["deal", "round"]
    step = arb.apply(action("wait: round"))
    assert [op.to_json()["op"] for op in step.ops] == ["act", "act", "act"]
    assert [e.seat for e in step.events] == [1, 3, 4]
    wrong = arb.apply(action("flop"))
    assert wrong.outcome is Outcome.VIOLATION and wrong.ops == ()
