"""Dealer errors and their corrections (RULES.md's error.* rules), under the seed rules.

Each injected mistake is an `irregularity`; the correction RULES.md prescribes then passes,
and each plausible step off it is refused with the irregularity's rule id, changing nothing.
The deck is stacked (drive.DECK), so every card's destination is known.
"""

from __future__ import annotations

from drive import (
    CHECK_DOWN,
    OPENING,
    advance,
    apply,
    assert_passed,
    card,
    cards,
    deal,
    drill,
    finish,
    mistake,
    names,
    play,
    post,
    refused,
    variant,
)

from dealer_trainer.arbiter import Arbiter


def stub(arb: Arbiter) -> list[str]:
    return [c.code for c in arb.hand.zones.stub]


def burns(arb: Arbiter) -> list[str]:
    return [c.code for c in arb.hand.zones.burns]


def board(arb: Arbiter) -> list[str]:
    return [c.code for c in arb.hand.zones.board]


def hole(arb: Arbiter, seat: int) -> list[str]:
    return [h.card.code for h in arb.hand.zones.hole[seat]]


def irregularities(arb: Arbiter) -> list[tuple[object, object]]:
    return [(i["rule"], i["corrected"]) for i in arb.result()["irregularities"]]  # type: ignore


# ---- exposed hole cards -----------------------------------------------------------------------


def test_error_exposed_first_card_is_misdeal() -> None:
    arb = drill(mistakes=[mistake("exposed_hole_card", cards=(1,))], **CHECK_DOWN)
    play(arb, OPENING[:4])
    apply(arb, {"deal": 3}, "irregularity", "error.exposed_first_card")
    assert arb.snapshot().seats[1].hole[0].face_up  # seat 3's 2c lies face up
    assert names(arb) == ["misdeal"]
    for wrong in ({"deal": 4}, "shuffle", "cut", {"replace_exposed": 3}, "burn", "wait"):
        refused(arb, wrong, "error.exposed_first_card")
    play(arb, ["misdeal"])
    # every card gathered; blinds and button stay
    assert len(arb.hand.zones.stub) == 52
    assert arb.hand.bets == {1: 0, 3: 5, 4: 10}
    assert arb.hand.button == 1
    refused(arb, {"deal": 3}, "deck.shuffle")  # the deck is reshuffled and recut
    refused(arb, post(3, "small"), "blinds.small")  # the blinds are already in
    play(arb, ["shuffle"])
    refused(arb, {"deal": 3}, "deck.cut")
    play(arb, ["cut", *deal(3, 4, 1, 3, 4, 1)])
    assert not any(h.face_up for s in arb.snapshot().seats for h in s.hole)
    finish(arb)
    assert_passed(arb)
    assert irregularities(arb) == [("error.exposed_first_card", True)]
    assert arb.result()["final"]["button"] == 3  # type: ignore[index]  # moves after the hand


def test_error_exposed_first_card_uncorrected_fails() -> None:
    arb = drill(mistakes=[mistake("exposed_hole_card", cards=(1,))])
    play(arb, OPENING[:4])
    apply(arb, {"deal": 3}, "irregularity", "error.exposed_first_card")
    result = arb.result()
    assert result["passed"] is False
    assert irregularities(arb) == [("error.exposed_first_card", False)]


def test_error_exposed_hole_card_replaced_and_becomes_burn() -> None:
    # the third pitch (seat 1's Ah) lands face up; the deal goes on
    arb = drill(mistakes=[mistake("exposed_hole_card", cards=(3,))], **CHECK_DOWN)
    play(arb, OPENING[:6])
    apply(arb, {"deal": 1}, "irregularity", "error.exposed_hole_card")
    assert names(arb) == ["deal: 3"]
    refused(arb, "misdeal", ("error.misdeal", "error.exposed_hole_card"))
    play(arb, deal(3, 4, 1))
    assert names(arb) == ["replace_exposed: 1"]
    for wrong in ("wait", "burn", "flop", "collect"):  # the exposed card may not be kept
        refused(arb, wrong, "error.exposed_hole_card")
    refused(arb, "misdeal", ("error.misdeal", "error.exposed_hole_card"))
    refused(arb, {"replace_exposed": 3}, "error.exposed_hole_card")  # seat 3's cards: wrong seat
    play(arb, [{"replace_exposed": 1}])
    assert burns(arb) == ["Ah"]  # the exposed card is the first burn
    assert hole(arb, 1) == ["5h", "Kd"]  # seat 1 got the top card, face down
    assert not any(h.face_up for s in arb.snapshot().seats for h in s.hole)
    play(arb, ["wait: round", "collect"])
    refused(arb, "burn", "burn.before_each_street")  # the flop's burn is already there
    play(arb, ["flop"])
    assert board(arb) == ["8h", "Jc", "4d"]
    advance(arb, "burn")
    play(arb, ["burn", "turn"])  # the turn has its own burn
    assert burns(arb) == ["Ah", "Qs"]
    finish(arb)
    assert_passed(arb)
    assert irregularities(arb) == [("error.exposed_hole_card", True)]


def test_error_exposed_hole_card_second_pitch_is_not_a_misdeal_under_seeds() -> None:
    arb = drill(mistakes=[mistake("exposed_hole_card", cards=(2,))], **CHECK_DOWN)
    play(arb, OPENING[:5])
    apply(arb, {"deal": 4}, "irregularity", "error.exposed_hole_card")
    refused(arb, "misdeal", ("error.misdeal", "error.exposed_hole_card"))
    play(arb, deal(1, 3, 4, 1))
    play(arb, [{"replace_exposed": 4}])
    assert burns(arb) == ["7d"]
    assert hole(arb, 4) == ["5h", "3c"]
    finish(arb)
    assert_passed(arb)


def test_error_two_exposed_misdeal() -> None:
    arb = drill(mistakes=[mistake("exposed_hole_card", cards=(2, 5))], **CHECK_DOWN)
    play(arb, OPENING[:5])
    apply(arb, {"deal": 4}, "irregularity", "error.exposed_hole_card")
    play(arb, deal(1, 3))
    apply(arb, {"deal": 4}, "irregularity", "error.two_exposed")
    assert names(arb) == ["misdeal"]
    for wrong in ({"deal": 1}, {"replace_exposed": 4}, "shuffle", "burn"):
        refused(arb, wrong, "error.two_exposed")
    play(arb, ["misdeal"])
    assert len(arb.hand.zones.stub) == 52
    assert arb.hand.bets == {1: 0, 3: 5, 4: 10}
    play(arb, ["shuffle", "cut", *deal(3, 4, 1, 3, 4, 1)])
    assert names(arb) == ["wait"]  # no replacement owed for the first exposure any more
    finish(arb)
    assert_passed(arb)


# ---- extra cards ------------------------------------------------------------------------------


def test_error_extra_card_returned_and_burnt_next() -> None:
    arb = drill(mistakes=[mistake("extra_card")], **CHECK_DOWN)
    play(arb, OPENING[:9])
    apply(arb, {"deal": 1}, "irregularity", "error.extra_card")
    assert hole(arb, 3) == ["2c", "9s", "5h"]  # the first seat dealt got a third card
    assert names(arb) == ["return_extra: 3"]
    for wrong in ("wait", "burn", "flop", "misdeal"):
        refused(arb, wrong, ("error.extra_card", "error.misdeal"))
    refused(arb, {"return_extra": 4}, "error.extra_card")  # the wrong seat
    play(arb, [{"return_extra": 3}])
    assert hole(arb, 3) == ["2c", "9s"]
    assert stub(arb)[0] == "5h"  # back on top
    play(arb, ["wait: round", "collect"])
    refused(arb, "flop", "burn.before_each_street")
    play(arb, ["burn"])
    assert burns(arb) == ["5h"]  # the returned card is the next burn
    play(arb, ["flop"])
    assert board(arb) == ["8h", "Jc", "4d"]
    finish(arb)
    assert_passed(arb)
    assert irregularities(arb) == [("error.extra_card", True)]


def test_error_two_extra_misdeal() -> None:
    arb = drill(mistakes=[mistake("extra_card", count=2)], **CHECK_DOWN)
    play(arb, OPENING[:9])
    apply(arb, {"deal": 1}, "irregularity", "error.two_extra")
    assert hole(arb, 3) == ["2c", "9s", "5h", "8h"]
    assert names(arb) == ["misdeal"]
    for wrong in ({"return_extra": 3}, "wait", "burn", "shuffle"):
        refused(arb, wrong, "error.two_extra")
    play(arb, ["misdeal"])
    assert len(arb.hand.zones.stub) == 52
    play(arb, ["shuffle", "cut", *deal(3, 4, 1, 3, 4, 1)])
    assert all(len(hole(arb, s)) == 2 for s in (1, 3, 4))
    finish(arb)
    assert_passed(arb)


# ---- the flop ---------------------------------------------------------------------------------


def test_error_flop_too_many_redeal_no_burn() -> None:
    arb = drill(mistakes=[mistake("flop_too_many")], **CHECK_DOWN)
    advance(arb, "burn")
    play(arb, ["burn"])
    apply(arb, "flop", "irregularity", "error.flop_too_many")
    assert board(arb) == ["8h", "Jc", "4d", "Qs"]
    assert names(arb) == ["return_to_deck: [board]"]
    on_the_flop = ("error.flop_too_many", "error.flop_redeal")
    for wrong in ("wait", "burn", "turn", "shuffle", "flop", "set_aside", "scramble_flop"):
        refused(arb, wrong, on_the_flop)
    refused(arb, "return_to_deck: [board, burns]", "error.flop_redeal")
    play(arb, ["return_to_deck: [board]"])
    # redealt even though the extra card (Qs) is known: all four go back
    assert set(stub(arb)[-4:]) == {"8h", "Jc", "4d", "Qs"} and board(arb) == []
    assert burns(arb) == ["5h"]
    for wrong in ("flop", "cut", "burn"):
        refused(arb, wrong, on_the_flop)
    play(arb, ["shuffle"])
    refused(arb, "flop", on_the_flop)
    play(arb, ["cut"])
    refused(arb, "burn", "error.flop_redeal")
    stub_top = stub(arb)[:3]
    play(arb, ["flop"])
    assert board(arb) == stub_top  # three cards, straight from the top: no burn
    assert burns(arb) == ["5h"]
    advance(arb, "burn")
    play(arb, ["burn", "turn"])
    assert len(burns(arb)) == 2
    finish(arb)
    assert_passed(arb)
    assert irregularities(arb) == [("error.flop_too_many", True)]


def test_error_flop_redeal_burn_stays_on_table() -> None:
    arb = drill(mistakes=[mistake("flop_too_many")], **CHECK_DOWN)
    advance(arb, "burn")
    play(arb, ["burn"])
    apply(arb, "flop", "irregularity", "error.flop_too_many")
    refused(arb, "return_to_deck: [burns]", "error.flop_redeal")
    refused(arb, "return_to_deck: [board, burns]", "error.flop_redeal")
    play(arb, ["return_to_deck: [board]", "shuffle", "cut"])
    refused(arb, "burn", "error.flop_redeal")  # the new flop comes without a burn
    play(arb, ["flop"])
    assert burns(arb) == ["5h"]
    assert "5h" not in stub(arb)
    finish(arb)
    assert_passed(arb)


PREMATURE_FLOP = CHECK_DOWN


def test_error_premature_flop_round_completes_then_redeal() -> None:
    # after one preflop decision the dealer burns and turns the flop
    arb = drill(mistakes=[mistake("premature_flop", after=1)], **PREMATURE_FLOP)
    play(arb, OPENING)
    step = apply(arb, "wait", "irregularity", "error.premature_flop")
    assert [e.kind for e in step.events] == ["decision", "mistake"]
    assert burns(arb) == ["5h"] and board(arb) == ["8h", "Jc", "4d"]
    assert arb.snapshot().to_act == 3  # the round is still open
    for wrong in ("shuffle", "cut", "flop"):  # the shuffle, cut and flop wait for the round
        refused(arb, wrong, "error.flop_redeal")
    for wrong in ("burn", "set_aside", "turn", "return_to_deck: [burns]", "collect"):
        refused(arb, wrong, ("error.flop_redeal", "error.premature_flop"))
    play(arb, ["wait", "wait"])  # the board may stay out until the round is complete
    assert arb.snapshot().to_act is None
    play(arb, ["collect"])
    refused(arb, "shuffle", ("error.flop_redeal", "error.premature_flop"))
    play(arb, ["return_to_deck: [board]"])
    assert set(stub(arb)[-3:]) == {"8h", "Jc", "4d"}
    assert burns(arb) == ["5h"]  # the burn stays on the table
    play(arb, ["shuffle", "cut"])
    refused(arb, "burn", "error.flop_redeal")
    top = stub(arb)[:3]
    play(arb, ["flop"])
    assert board(arb) == top and burns(arb) == ["5h"]
    finish(arb)
    assert_passed(arb)
    assert irregularities(arb) == [("error.premature_flop", True)]


def test_error_premature_flop_board_gathered_at_once() -> None:
    arb = drill(mistakes=[mistake("premature_flop", after=1)], **PREMATURE_FLOP)
    play(arb, OPENING)
    apply(arb, "wait", "irregularity", "error.premature_flop")
    play(arb, ["return_to_deck: [board]"])
    # the round is still open (see test_arbiter_regressions for the rule id)
    refused(arb, "shuffle", ("error.flop_redeal", "error.premature_flop", "bet.round_complete"))
    refused(arb, "flop", ("error.flop_redeal", "error.premature_flop", "bet.round_complete"))
    play(arb, ["wait", "wait", "collect", "shuffle", "cut", "flop"])
    assert burns(arb) == ["5h"]
    finish(arb)
    assert_passed(arb)


def test_error_premature_flop_by_the_trainee_is_irregularity() -> None:
    # the trainee turns the flop while the preflop betting is open
    arb = drill(**PREMATURE_FLOP)
    play(arb, OPENING)
    apply(arb, "flop", "irregularity", "error.premature_flop")
    assert board(arb) == ["5h", "8h", "Jc"]
    refused(arb, "shuffle", "error.flop_redeal")
    refused(arb, "flop", ("error.flop_redeal", "error.premature_flop"))
    play(arb, ["wait", "wait", "wait", "collect", "return_to_deck: [board]", "shuffle", "cut"])
    # no burn came before the trainee's early flop (a burn then is refused), so the new
    # flop is burnt for: the street keeps its burn (burn.before_each_street)
    assert names(arb) == ["burn"]
    refused(arb, "flop", "burn.before_each_street")
    play(arb, ["burn", "flop"])
    assert len(board(arb)) == 3 and len(burns(arb)) == 1
    finish(arb)
    assert len(burns(arb)) == 3
    result = arb.result()
    assert result["passed"] is True
    assert irregularities(arb) == [("error.premature_flop", True)]


def test_error_premature_flop_by_the_trainee_mid_round() -> None:
    arb = drill(**PREMATURE_FLOP)
    play(arb, [*OPENING, "wait"])
    apply(arb, "flop", "irregularity", "error.premature_flop")
    play(arb, ["return_to_deck: [board]", "wait: round", "collect", "shuffle", "cut"])
    play(arb, ["burn", "flop"])
    finish(arb)
    assert_passed(arb)


def test_burn_while_betting_is_open_is_refused_not_premature() -> None:
    arb = drill(**PREMATURE_FLOP)
    play(arb, OPENING)
    refused(arb, "burn", "board.not_before_round_complete")
    refused(arb, "turn", "bet.round_complete")  # not the next street: no board card moves


# ---- premature turn and river -----------------------------------------------------------------

PREMATURE_TURN = variant(CHECK_DOWN, flop=["3 bet 10", "4 call", "1 call"])


def test_error_premature_turn_reshuffles_set_aside_card_not_burns() -> None:
    arb = drill(mistakes=[mistake("premature_turn", after=1)], **PREMATURE_TURN)
    advance(arb, "burn")
    play(arb, ["burn", "flop"])
    step = apply(arb, "wait", "irregularity", "error.premature_turn")
    assert [e.kind for e in step.events] == ["decision", "mistake"]
    assert burns(arb) == ["5h", "Qs"] and board(arb) == ["8h", "Jc", "4d", "6c"]
    assert names(arb) == ["set_aside"]
    for wrong in ("wait", "burn", "turn", "return_to_deck: [board]", "collect", "shuffle"):
        refused(arb, wrong, "error.premature_turn")  # out of play before the next player acts
    play(arb, ["set_aside"])
    assert board(arb) == ["8h", "Jc", "4d"]
    assert [c.code for c in arb.hand.zones.set_aside] == ["6c"]
    refused(arb, "burn", "board.not_before_round_complete")
    refused(arb, "return_to_deck: [set_aside]", ("bet.round_complete", "error.premature_turn"))
    play(arb, ["wait", "wait", "collect"])
    refused(arb, "turn", "burn.before_each_street")
    play(arb, ["burn"])
    refused(arb, "river", "board.turn")
    play(arb, ["turn"])
    assert burns(arb) == ["5h", "Qs", "Tc"]
    assert board(arb)[-1] == "8d"  # what would have been the river
    play(arb, ["wait: round"])
    assert names(arb) == ["return_to_deck: [set_aside]"]
    for wrong in ("burn", "river", "shuffle", "cut", "showdown", "return_to_deck: [burns]",
                  "return_to_deck: [set_aside, burns]"):
        refused(arb, wrong, "error.premature_turn")
    play(arb, ["return_to_deck: [set_aside]"])
    assert "6c" in stub(arb)  # the card taken out of play is back in the stub
    for c in ("5h", "Qs", "Tc"):
        assert c not in stub(arb)  # the burns are not
    refused(arb, "river", "error.premature_turn")
    play(arb, ["shuffle"])
    refused(arb, "river", "error.premature_turn")
    play(arb, ["cut"])
    refused(arb, "burn", "error.premature_turn")  # the river comes without a burn
    top = stub(arb)[0]
    play(arb, ["river"])
    assert board(arb) == ["8h", "Jc", "4d", "8d", top]
    assert burns(arb) == ["5h", "Qs", "Tc"]
    finish(arb)
    assert_passed(arb)
    assert irregularities(arb) == [("error.premature_turn", True)]


def test_error_premature_turn_card_stays_out_when_the_rest_fold() -> None:
    arb = drill(mistakes=[mistake("premature_turn", after=1)],
                preflop=["1 call", "3 call", "4 check"], flop=["3 bet 10", "4 fold", "1 fold"])
    advance(arb, "burn")
    play(arb, ["burn", "flop"])
    apply(arb, "wait", "irregularity", "error.premature_turn")
    play(arb, ["set_aside", "wait", "wait", "collect"])
    refused(arb, "return_to_deck: [set_aside]", ("award.uncontested", "error.premature_turn"))
    play(arb, [{"award": {"pot": 0, "to": [3]}}, "move_button"])
    assert_passed(arb)
    assert [c.code for c in arb.hand.zones.set_aside] == ["6c"]


def test_error_premature_turn_by_the_trainee() -> None:
    arb = drill(**PREMATURE_TURN)
    advance(arb, "burn")
    play(arb, ["burn", "flop", "wait"])
    apply(arb, "turn", "irregularity", "error.premature_turn")
    assert board(arb) == ["8h", "Jc", "4d", "Qs"]  # no burn came before it
    refused(arb, "wait", "error.premature_turn")
    play(arb, ["set_aside", "wait", "wait", "collect", "burn", "turn"])
    assert board(arb)[-1] == "Tc" and burns(arb) == ["5h", "6c"]
    play(arb, ["wait: round", "return_to_deck: [set_aside]", "shuffle", "cut"])
    refused(arb, "river", "burn.before_each_street")  # the early turn had no burn: this has
    play(arb, ["burn", "river"])
    assert len(burns(arb)) == 3
    finish(arb)
    assert_passed(arb)


PREMATURE_RIVER = variant(CHECK_DOWN, turn=["3 bet 20", "4 call", "1 call"])


def test_error_premature_river_set_aside_reshuffle_no_burn() -> None:
    arb = drill(mistakes=[mistake("premature_river", after=1)], **PREMATURE_RIVER)
    advance(arb, "burn")
    play(arb, ["burn", "flop"])
    advance(arb, "burn")
    play(arb, ["burn", "turn"])
    apply(arb, "wait", "irregularity", "error.premature_river")
    assert board(arb) == ["8h", "Jc", "4d", "6c", "8d"]
    assert burns(arb) == ["5h", "Qs", "Tc"]
    for wrong in ("wait", "burn", "river", "return_to_deck: [board]", "shuffle"):
        refused(arb, wrong, "error.premature_river")
    play(arb, ["set_aside", "wait", "wait", "collect"])
    assert names(arb) == ["return_to_deck: [set_aside]"]
    for wrong in ("burn", "river", "shuffle", "showdown", "return_to_deck: [burns]",
                  "return_to_deck: [set_aside, burns]"):
        refused(arb, wrong, "error.premature_river")
    play(arb, ["return_to_deck: [set_aside]"])
    assert "8d" in stub(arb) and not {"5h", "Qs", "Tc"} & set(stub(arb))
    play(arb, ["shuffle", "cut"])
    refused(arb, "burn", "error.premature_river")
    top = stub(arb)[0]
    play(arb, ["river"])
    assert board(arb)[-1] == top and burns(arb) == ["5h", "Qs", "Tc"]
    finish(arb)
    assert_passed(arb)
    assert irregularities(arb) == [("error.premature_river", True)]


def test_error_premature_river_by_the_trainee() -> None:
    arb = drill(**PREMATURE_RIVER)
    advance(arb, "burn")
    play(arb, ["burn", "flop"])
    advance(arb, "burn")
    play(arb, ["burn", "turn", "wait"])
    apply(arb, "river", "irregularity", "error.premature_river")
    assert board(arb)[-1] == "Tc"
    play(arb, ["set_aside", "wait: round", "collect", "return_to_deck: [set_aside]",
               "shuffle", "cut"])
    refused(arb, "river", "burn.before_each_street")
    play(arb, ["burn", "river"])
    assert len(burns(arb)) == 3 and burns(arb)[:2] == ["5h", "Qs"]
    finish(arb)
    assert_passed(arb)


# ---- misdeal ----------------------------------------------------------------------------------


def test_error_misdeal_without_cause_is_violation() -> None:
    arb = drill(**CHECK_DOWN)
    play(arb, OPENING[:7])
    refused(arb, "misdeal", "error.misdeal")
    play(arb, OPENING[7:])
    refused(arb, "misdeal", "error.misdeal")


def test_error_misdeal_redeal_from_the_start_same_button_and_blinds() -> None:
    arb = drill(mistakes=[mistake("exposed_hole_card", cards=(1,))], **CHECK_DOWN)
    play(arb, OPENING[:4])
    apply(arb, {"deal": 3}, "irregularity", "error.exposed_first_card")
    play(arb, ["misdeal"])
    snap = arb.snapshot()
    assert snap.phase == "shuffle" and snap.button == 1
    assert {s.seat: (s.bet, s.blind) for s in snap.seats} == {
        1: (0, None), 3: (5, "small"), 4: (10, "big")}
    assert all(not s.hole for s in snap.seats) and not snap.burns and not snap.board
    refused(arb, "misdeal", "error.misdeal")  # once is enough
    play(arb, ["shuffle", "cut"])
    refused(arb, {"deal": 1}, "deal.order")
    play(arb, deal(3, 4, 1, 3, 4, 1))
    assert arb.hand_number == 1
    finish(arb)
    assert_passed(arb)


def test_misdeal_reshuffle_is_drawn_from_the_seed() -> None:
    def redeal() -> list[str]:
        arb = drill(mistakes=[mistake("exposed_hole_card", cards=(1,))])
        play(arb, OPENING[:4])
        apply(arb, {"deal": 3}, "irregularity", "error.exposed_first_card")
        play(arb, ["misdeal", "shuffle", "cut"])
        return stub(arb)

    first = redeal()
    assert first == redeal()  # the same scenario gives the same cards
    assert first[:6] != [c.code for c in cards("2c 7d Ah 9s 3c Kd")]  # not the stacked order
    assert card("2c") in [card(c) for c in first]


# ---- a premature card the trainee turned, with no burn before it ----------------------------


def test_error_premature_flop_injected_keeps_its_burn_and_the_redeal_has_none() -> None:
    arb = drill(mistakes=[mistake("premature_flop", after=1)], **CHECK_DOWN)
    finish(arb, irregular=True)
    assert_passed(arb)
    assert len(burns(arb)) == 3  # the simulator burnt before its early flop


def test_error_extra_card_with_an_exposed_card_in_the_same_deal_both_are_burnt() -> None:
    # the third pitch (seat 1's Ah) is exposed, then seat 3 gets an extra card (5h): the
    # exposed card is the first burn and the extra one "the next card burnt", before the flop,
    # so the card a player held never turns up on the board
    arb = drill(
        mistakes=[mistake("exposed_hole_card", cards=(3,)), mistake("extra_card")], **CHECK_DOWN
    )
    play(arb, OPENING[:6])
    apply(arb, {"deal": 1}, "irregularity", "error.exposed_hole_card")
    play(arb, deal(3, 4))
    apply(arb, {"deal": 1}, "irregularity", "error.extra_card")
    play(arb, [{"replace_exposed": 1}, {"return_extra": 3}, "wait: round", "collect"])
    extra = stub(arb)[0]
    refused(arb, "flop", "burn.before_each_street")
    play(arb, ["burn", "flop"])
    assert burns(arb) == ["Ah", extra] and extra not in board(arb)
    finish(arb)
    assert_passed(arb)
