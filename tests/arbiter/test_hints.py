"""`hint()`: the next right step and why, at a price (HINT_COST points a hint)."""

from __future__ import annotations

from drive import CHECK_DOWN, OPENING, action, advance, apply, drill, mistake, play, state, variant

from dealer_trainer.arbiter import Arbiter
from dealer_trainer.arbiter.messages import message_text
from dealer_trainer.arbiter.rules import HINT_COST


def score(arb: Arbiter) -> int:
    result = arb.result()["score"]
    assert isinstance(result, int)
    return result


def test_hint_is_the_next_right_step_and_costs_score() -> None:
    arb = drill(**CHECK_DOWN)
    before = state(arb)
    hint = arb.hint()
    assert hint.action == action("shuffle")
    assert message_text(hint.message, "en") and hint.rule == "deck.shuffle"
    assert score(arb) == 100 - HINT_COST
    assert state(arb) == before  # a hint only tells
    arb.hint()
    assert score(arb) == 100 - 2 * HINT_COST
    assert arb.result()["hints"] == 2


def test_hint_names_the_seat_and_follows_the_procedure() -> None:
    arb = drill(**CHECK_DOWN)
    play(arb, ["shuffle", "cut", "post: {seat: 3, blind: small}"])
    hint = arb.hint()
    assert hint.action == action("post: {seat: 4, blind: big}")
    assert "4" in message_text(hint.message, "en")
    play(arb, ["post: {seat: 4, blind: big}"])
    assert arb.hint().action == action("deal: 3")
    play(arb, OPENING[4:])
    assert arb.hint().action == action("wait")


def test_hint_during_a_correction_names_the_correction_step() -> None:
    arb = drill(mistakes=[mistake("premature_turn", after=1)],
                **variant(CHECK_DOWN, flop=["3 bet 10", "4 call", "1 call"]))
    advance(arb, "burn")
    play(arb, ["burn", "flop"])
    apply(arb, "wait", "irregularity", "error.premature_turn")
    hint = arb.hint()
    assert hint.action == action("set_aside")
    assert hint.rule == "error.premature_turn"
    play(arb, ["set_aside", "wait", "wait", "collect", "burn", "turn", "wait: round"])
    assert arb.hint().action == action("return_to_deck: [set_aside]")
    play(arb, ["return_to_deck: [set_aside]", "shuffle", "cut"])
    hint = arb.hint()
    assert hint.action == action("river")
    said = message_text(hint.message, "en")
    assert "burn" in said.lower()  # says the river comes without a burn


def test_hint_after_a_mistake_exposed_card() -> None:
    arb = drill(mistakes=[mistake("exposed_hole_card", cards=(3,))], **CHECK_DOWN)
    play(arb, OPENING[:6])
    apply(arb, "deal: 1", "irregularity", "error.exposed_hole_card")
    assert arb.hint().action == action("deal: 3")  # the deal goes on first
    play(arb, OPENING[7:])
    assert arb.hint().action == action("replace_exposed: 1")


def test_following_every_hint_completes_the_drill() -> None:
    arb = drill(mistakes=[mistake("extra_card")], **CHECK_DOWN)
    hints = 0
    while not arb.is_complete:
        hint = arb.hint()
        hints += 1
        assert hint.action is not None
        step = arb.apply(hint.action)
        assert step.outcome.value in ("ok", "irregularity"), step
    result = arb.result()
    assert result["passed"] is True
    assert result["score"] == max(0, 100 - HINT_COST * hints)
    assert arb.hint().action is None  # nothing left to do


def test_hint_agrees_with_expected() -> None:
    arb = drill(mistakes=[mistake("flop_too_many")], **CHECK_DOWN)
    for _ in range(60):
        if arb.is_complete:
            break
        expected = arb.expected()
        assert arb.hint().action == expected[0]
        arb.apply(expected[0])


def test_the_running_score_does_not_charge_an_injected_mistake_still_being_corrected() -> None:
    arb = drill(mistakes=[mistake("exposed_hole_card", cards=(3,))], **CHECK_DOWN)
    play(arb, OPENING[:6])
    apply(arb, {"deal": 1}, "irregularity", "error.exposed_hole_card")
    assert arb.snapshot().score == 100  # the trainee did not make it, and may yet fix it
    assert arb.score() == 70  # if the drill stopped here, the result would charge it
    play(arb, [{"deal": 3}, {"deal": 4}, {"deal": 1}, {"replace_exposed": 1}])
    assert arb.snapshot().score == arb.score() == 100
