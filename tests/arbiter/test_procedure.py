"""The ordinary dealing procedure, rule by rule (RULES.md: deck, blinds, deal, burn, board,
pot.collect, showdown, award, button): the by-the-book step is accepted, each plausible
wrong step is refused with the rule's id and changes nothing."""

from __future__ import annotations

from drive import (
    CHECK_DOWN,
    OPENING,
    Script,
    advance,
    apply,
    assert_passed,
    card,
    cards,
    deal,
    drill,
    finish,
    names,
    play,
    post,
    refuse_in_place,
    refused,
    variant,
)

from dealer_trainer.arbiter import Arbiter

# ---- a whole hand by the book ---------------------------------------------------------------


def test_by_the_book_hand_passes_with_full_score() -> None:
    arb = drill(**CHECK_DOWN)
    play(arb, OPENING)
    play(arb, ["wait", "wait", "wait", "collect", "burn", "flop"])
    play(arb, ["wait: round", "burn", "turn", "wait: round", "burn", "river", "wait: round"])
    play(arb, ["showdown", {"award": {"pot": 0, "to": [1]}}, "move_button"])
    assert arb.is_complete
    assert_passed(arb)
    result = arb.result()
    assert result["score"] == 100
    final = result["final"]
    assert isinstance(final, dict)
    assert final["board"] == ["8h", "Jc", "4d", "6c", "8d"]
    assert final["burns"] == ["5h", "Qs", "Tc"]
    assert final["hands"] == {"1": ["Ah", "Kd"], "3": ["2c", "9s"], "4": ["7d", "3c"]}
    assert final["button"] == 3


def test_a_violation_fails_the_drill_even_when_the_hand_completes() -> None:
    arb = drill(**CHECK_DOWN)
    play(arb, ["shuffle", "cut"])
    refuse_in_place(arb, {"deal": 3}, "blinds.before_deal")
    finish(arb)
    result = arb.result()
    assert result["passed"] is False
    assert [v["rule"] for v in result["violations"]] == ["blinds.before_deal"]  # type: ignore
    assert result["score"] < 100  # type: ignore[operator]


# ---- deck -------------------------------------------------------------------------------------


def test_deck_shuffle_deal_before_shuffle_is_violation() -> None:
    arb = drill()
    play(arb, [post(3, "small"), post(4, "big")])
    refused(arb, {"deal": 3}, "deck.shuffle")
    refused(arb, "cut", "deck.shuffle")
    play(arb, ["shuffle", "cut", {"deal": 3}])


def test_deck_cut_deal_before_cut_is_violation() -> None:
    arb = drill()
    play(arb, ["shuffle", post(3, "small"), post(4, "big")])
    refused(arb, {"deal": 3}, "deck.cut")
    play(arb, ["cut", {"deal": 3}])
    assert [h.card for h in arb.hand.zones.hole[3]] == [card("2c")]  # deck_order's top card


def test_deck_shuffle_again_before_the_cut_is_accepted() -> None:
    arb = drill()
    play(arb, ["shuffle", "shuffle", "cut"])
    assert names(arb) == ["post: {seat: 3, blind: small}", "post: {seat: 4, blind: big}"]


def test_deck_order_is_what_the_first_shuffle_and_cut_produce() -> None:
    arb = drill()
    play(arb, OPENING)
    hole = {s: [h.card for h in arb.hand.zones.hole[s]] for s in (1, 3, 4)}
    assert hole == {3: list(cards("2c 9s")), 4: list(cards("7d 3c")), 1: list(cards("Ah Kd"))}
    assert len(arb.hand.zones.stub) == 52 - 6


# ---- blinds -----------------------------------------------------------------------------------


def test_blinds_small_from_the_wrong_seat_is_violation() -> None:
    arb = drill()
    play(arb, ["shuffle", "cut"])
    refused(arb, post(1, "small"), "blinds.small")
    refused(arb, post(4, "small"), "blinds.small")
    play(arb, [post(3, "small")])
    refused(arb, post(3, "small"), "blinds.small")  # posted twice


def test_blinds_big_from_the_wrong_seat_is_violation() -> None:
    arb = drill()
    play(arb, ["shuffle", "cut"])
    refused(arb, post(3, "big"), "blinds.big")
    refused(arb, post(1, "big"), "blinds.big")
    play(arb, [post(4, "big"), post(3, "small")])  # either blind first
    assert arb.hand.bets == {1: 0, 3: 5, 4: 10}


def test_blinds_before_deal() -> None:
    arb = drill()
    play(arb, ["shuffle", "cut", post(3, "small")])
    refused(arb, {"deal": 3}, "blinds.before_deal")
    play(arb, [post(4, "big"), {"deal": 3}])
    refused(arb, post(1, "straddle"), "blinds.straddle")  # no straddle here, and dealing began


def test_blinds_may_be_posted_before_the_shuffle() -> None:
    arb = drill()
    play(arb, [post(3, "small"), post(4, "big"), "shuffle", "cut", *deal(3, 4, 1, 3, 4, 1)])
    assert names(arb) == ["wait"]


def test_blinds_not_after_the_deal_began() -> None:
    arb = drill()
    play(arb, ["shuffle", "cut", post(3, "small"), post(4, "big"), {"deal": 3}])
    refused(arb, post(3, "small"), "blinds.small")


def test_blinds_heads_up_the_button_posts_the_small_blind() -> None:
    arb = drill(seats=((1, "Ana", 1000), (3, "Bogdan", 1000)), button=1)
    play(arb, ["shuffle", "cut"])
    refused(arb, post(3, "small"), "blinds.small")
    refused(arb, post(1, "big"), "blinds.big")
    play(arb, [post(1, "small"), post(3, "big")])
    refused(arb, {"deal": 1}, "deal.order")  # the first card goes left of the button
    play(arb, deal(3, 1, 3, 1))
    assert arb.snapshot().to_act == 1  # the button acts first before the flop


FOUR = ((1, "Ana", 1000), (3, "Bogdan", 1000), (4, "Chloe", 1000), (6, "Dan", 1000))


def test_blinds_straddle_from_the_seat_left_of_the_big_blind() -> None:
    arb = drill(seats=FOUR, straddle=True)
    play(arb, ["shuffle", "cut", post(3, "small"), post(4, "big")])
    refused(arb, {"deal": 3}, "blinds.before_deal")
    refused(arb, post(1, "straddle"), "blinds.straddle")
    play(arb, [post(6, "straddle")])
    assert arb.hand.bets[6] == 20
    play(arb, deal(3, 4, 6, 1, 3, 4, 6, 1))
    assert arb.snapshot().to_act == 1  # the first to act is left of the straddler
    finish(arb)
    assert_passed(arb)


def test_blinds_straddle_none_at_a_table_without_it() -> None:
    arb = drill(seats=FOUR)
    play(arb, ["shuffle", "cut", post(3, "small"), post(4, "big")])
    refused(arb, post(6, "straddle"), "blinds.straddle")
    play(arb, [{"deal": 3}])


# ---- the deal ---------------------------------------------------------------------------------


def test_deal_order_out_of_turn_is_refused() -> None:
    arb = drill()
    play(arb, ["shuffle", "cut", post(3, "small"), post(4, "big")])
    refused(arb, {"deal": 1}, "deal.order")  # the button is dealt last
    refused(arb, {"deal": 4}, "deal.order")
    play(arb, deal(3, 4))
    refused(arb, {"deal": 3}, "deal.order")
    play(arb, deal(1))
    refused(arb, {"deal": 4}, "deal.order")  # the second round starts left of the button again
    play(arb, deal(3, 4, 1))


def test_deal_order_starts_left_of_the_button_past_empty_seats() -> None:
    arb = drill(button=4)
    play(arb, ["shuffle", "cut", post(1, "small"), post(3, "big")])
    refused(arb, {"deal": 3}, "deal.order")
    play(arb, deal(1, 3, 4, 1, 3, 4))


def test_deal_complete_no_third_card() -> None:
    arb = drill()
    play(arb, OPENING)
    refused(arb, {"deal": 3}, "deal.complete")


def test_deal_complete_before_the_betting() -> None:
    arb = drill()
    play(arb, OPENING[:8])
    refused(arb, "burn", ("deal.complete", "deal.order"))
    refused(arb, "flop", ("deal.complete", "deal.order"))
    refused(arb, "wait", ("deal.complete", "deal.order"), ("violation", "invalid"))


def test_deal_to_an_empty_seat_is_invalid() -> None:
    arb = drill()
    play(arb, ["shuffle", "cut", post(3, "small"), post(4, "big")])
    refused(arb, {"deal": 2}, None, "invalid")


def test_deal_face_down() -> None:
    arb = drill()
    play(arb, OPENING)
    for seat in arb.snapshot().seats:
        assert len(seat.hole) == 2
        assert not any(h.face_up for h in seat.hole)


# ---- betting round, board, burns --------------------------------------------------------------


def test_board_not_before_round_complete_burn_while_betting_is_violation() -> None:
    arb = drill(**CHECK_DOWN)
    play(arb, OPENING)
    refused(arb, "burn", "board.not_before_round_complete")
    play(arb, ["wait"])
    refused(arb, "burn", "board.not_before_round_complete")


def test_bet_round_complete_collect_or_showdown_while_betting_is_violation() -> None:
    arb = drill(**CHECK_DOWN)
    play(arb, OPENING)
    refused(arb, "collect", "bet.round_complete")
    refused(arb, "showdown", "bet.round_complete")
    refused(arb, "award: {pot: 0, to: [1]}", "bet.round_complete", ("violation", "invalid"))


def test_wait_when_nobody_is_to_act_is_refused() -> None:
    arb = drill(**CHECK_DOWN)
    play(arb, OPENING)
    play(arb, ["wait: round"])
    refused(arb, "wait", "pot.collect", ("violation", "invalid"))


def test_pot_collect_before_the_burn() -> None:
    arb = drill(**CHECK_DOWN)
    play(arb, OPENING)
    play(arb, ["wait: round"])
    refused(arb, "burn", "pot.collect")
    refused(arb, "flop", "pot.collect")
    play(arb, ["collect"])
    assert arb.hand.pots[0].amount == 30
    assert not arb.hand.bets_out()


def test_pot_collect_before_the_turn_and_river() -> None:
    arb = drill(**variant(CHECK_DOWN, flop=["3 bet 20", "4 call", "1 call"],
                        turn=["3 bet 40", "4 call", "1 call"]))
    advance(arb, "burn")
    play(arb, ["burn", "flop", "wait: round"])
    refused(arb, "burn", "pot.collect")
    play(arb, ["collect", "burn", "turn", "wait: round"])
    refused(arb, "burn", "pot.collect")
    refused(arb, "river", "pot.collect")
    play(arb, ["collect"])
    assert arb.hand.pots[0].amount == 30 + 60 + 120


def test_burn_before_each_street_missing_burn_is_violation() -> None:
    arb = drill(**CHECK_DOWN)
    advance(arb, "burn")
    refused(arb, "flop", "burn.before_each_street")
    play(arb, ["burn", "flop"])
    assert arb.hand.zones.burns == [card("5h")]
    assert arb.hand.zones.board == list(cards("8h Jc 4d"))
    advance(arb, "burn")
    refused(arb, "turn", "burn.before_each_street")
    play(arb, ["burn", "turn"])
    assert arb.hand.zones.burns == list(cards("5h Qs"))
    assert arb.hand.zones.board[-1] == card("6c")
    advance(arb, "burn")
    refused(arb, "river", "burn.before_each_street")
    play(arb, ["burn", "river"])
    assert arb.hand.zones.burns == list(cards("5h Qs Tc"))
    assert arb.hand.zones.board[-1] == card("8d")
    finish(arb)


def test_burn_before_each_street_burn_too_many_is_violation() -> None:
    arb = drill(**CHECK_DOWN)
    advance(arb, "burn")
    play(arb, ["burn"])
    refused(arb, "burn", "burn.before_each_street")
    play(arb, ["flop"])
    advance(arb, "burn")
    play(arb, ["burn"])
    refused(arb, "burn", "burn.before_each_street")
    play(arb, ["turn"])
    advance(arb, "burn")
    play(arb, ["burn"])
    refused(arb, "burn", "burn.before_each_street")


def test_board_flop_three_cards_after_the_burn_not_another_street() -> None:
    arb = drill(**CHECK_DOWN)
    advance(arb, "burn")
    play(arb, ["burn"])
    refused(arb, "turn", "board.flop")
    refused(arb, "river", "board.flop")
    step = apply(arb, "flop")
    assert step.events == ()
    assert len(arb.hand.zones.board) == 3


def test_board_turn_after_the_flop_round() -> None:
    arb = drill(**CHECK_DOWN)
    advance(arb, "burn")
    play(arb, ["burn", "flop"])
    advance(arb, "burn")
    play(arb, ["burn"])
    refused(arb, "flop", "board.turn")
    refused(arb, "river", "board.turn")
    play(arb, ["turn"])
    assert len(arb.hand.zones.board) == 4


def test_board_river_after_the_turn_round() -> None:
    arb = drill(**CHECK_DOWN)
    advance(arb, "burn")
    for street in ("flop", "turn"):
        play(arb, ["burn", street])
        advance(arb, "burn")
    play(arb, ["burn"])
    refused(arb, "turn", "board.river")
    refused(arb, "flop", "board.river")
    play(arb, ["river"])
    assert len(arb.hand.zones.board) == 5
    advance(arb, "showdown")
    refused(arb, "burn", "showdown.order")


# ---- showdown and award -----------------------------------------------------------------------


def test_showdown_order_before_the_award() -> None:
    arb = drill(**CHECK_DOWN)
    advance(arb, "showdown")
    refused(arb, {"award": {"pot": 0, "to": [1]}}, "showdown.order")
    play(arb, ["showdown"])
    assert all(h.face_up for s in arb.snapshot().seats for h in s.hole)
    refused(arb, "showdown", "showdown.order")


def test_showdown_order_a_call_all_in_is_not_the_rivers_last_aggression() -> None:
    # seat 3 bets the river, seat 4 calls with his last 50 (all in), seat 1 calls: the
    # bettor shows first, not the all-in caller; then seat 1, in the side pot, before seat 4,
    # all in for the main pot only (showdown.order, Robert's Showdown 7)
    from dealer_trainer.engine import ops

    arb = drill(
        seats=((1, "A", 500), (2, "B", 500), (3, "C", 500), (4, "D", 60)),
        deck="2c 3d 4h 7c 8d 9h Tc Jd 5s Ah 6h Kc 2s Qd 3c 9s",
        preflop=["4 call", "1 call", "2 call", "3 check"],
        flop=["2 check", "3 check", "4 check", "1 check"],
        turn=["2 check", "3 check", "4 check", "1 check"],
        river=["2 check", "3 bet 100", "4 call", "1 call", "2 fold"],
    )
    advance(arb, "showdown")
    play(arb, ["showdown"])
    (shown,) = [op for op in arb.hand.log if isinstance(op, ops.Showdown)]
    assert [seat for seat, _ in shown.shown] == [3, 1, 4]


def test_showdown_kicker_decides_the_award() -> None:
    # board 8h Jc 4d 6c 8d: every player has the 8s; seat 1's ace-king kicks the rest
    arb = drill(**CHECK_DOWN)
    advance(arb, "showdown")
    play(arb, ["showdown"])
    refused(arb, {"award": {"pot": 0, "to": [4]}}, "award.main_and_side")
    refused(arb, {"award": {"pot": 0, "to": [3]}}, "award.main_and_side")
    refused(arb, {"award": {"pot": 0, "to": [1, 3]}}, "award.split")
    play(arb, [{"award": {"pot": 0, "to": [1]}}])
    assert arb.hand.stacks == {1: 1020, 3: 990, 4: 990}


def test_showdown_best_five_of_seven_cards() -> None:
    # seat 4's 7d 3c with the board 4h 5s 6d Kc Kd makes a straight; seat 1's aces only two pair
    arb = drill(deck="2c 7d Ah 9s 3c Ad 5h 4h 5s 6d Qs Kc Tc Kd", **CHECK_DOWN)
    advance(arb, "showdown")
    play(arb, ["showdown"])
    refused(arb, {"award": {"pot": 0, "to": [1]}}, "award.main_and_side")
    play(arb, [{"award": {"pot": 0, "to": [4]}}, "move_button"])
    assert_passed(arb)


def test_award_uncontested_no_showdown_when_all_others_fold() -> None:
    arb = drill(preflop=["1 fold", "3 fold"])
    play(arb, OPENING)
    play(arb, ["wait", "wait", "collect"])
    refused(arb, "showdown", "award.uncontested")
    refused(arb, "burn", "award.uncontested")
    refused(arb, {"award": {"pot": 0, "to": [3]}}, "award.uncontested")  # folded: no claim
    play(arb, [{"award": {"pot": 0, "to": [4]}}, "move_button"])
    assert_passed(arb)
    assert arb.result()["final"]["stacks"] == {"1": 1000, "3": 995, "4": 1005}  # type: ignore


# Seat 4 (100 chips) is all in preflop; seats 1 and 3 bet on into a side pot.
# seat 3: 9s 2c, seat 4: 7d 7c, seat 1: Ah Kd; board 7h Qs 4d 5c Jd: seat 4's trips win
# the main pot, seat 1's ace-king the side pot.
SIDE_POT_SEATS = ((1, "Ana", 1000), (3, "Bogdan", 1000), (4, "Chloe", 100))
SIDE_POT_DECK = "9s 7d Ah 2c 7c Kd 3h 7h Qs 4d 3s 5c 8h Jd"
SIDE_POT: Script = {
    "preflop": ["1 call", "3 call", "4 all_in", "1 call", "3 call"],
    "flop": ["3 bet 50", "1 call"],
    "turn": ["3 check", "1 check"],
    "river": ["3 check", "1 check"],
}


def test_award_side_first_main_pot_before_side_pot_is_violation() -> None:
    arb = drill(seats=SIDE_POT_SEATS, deck=SIDE_POT_DECK, **SIDE_POT)
    advance(arb, "showdown")
    pots = arb.hand.pots
    assert [(p.amount, p.eligible) for p in pots] == [(300, (1, 3, 4)), (100, (1, 3))]
    play(arb, ["showdown"])
    refused(arb, {"award": {"pot": 0, "to": [4]}}, "award.side_first")
    play(arb, [{"award": {"pot": 1, "to": [1]}}])
    refused(arb, "move_button", "button.move")  # the main pot is still there
    play(arb, [{"award": {"pot": 0, "to": [4]}}, "move_button"])
    assert_passed(arb)
    assert arb.result()["final"]["stacks"] == {"1": 950, "3": 850, "4": 300}  # type: ignore


def test_award_main_and_side_wrong_winner_is_violation() -> None:
    arb = drill(seats=SIDE_POT_SEATS, deck=SIDE_POT_DECK, **SIDE_POT)
    advance(arb, "showdown")
    play(arb, ["showdown"])
    refused(arb, {"award": {"pot": 1, "to": [3]}}, "award.main_and_side")
    refused(arb, {"award": {"pot": 1, "to": [4]}}, "pot.all_in")  # all in for less: no part of it
    play(arb, [{"award": {"pot": 1, "to": [1]}}])
    refused(arb, {"award": {"pot": 0, "to": [1]}}, "award.main_and_side")
    refused(arb, {"award": {"pot": 1, "to": [1]}}, None, "invalid")  # already pushed
    refused(arb, {"award": {"pot": 2, "to": [1]}}, None, "invalid")  # no such pot
    play(arb, [{"award": {"pot": 0, "to": [4]}}])


# Seat 3 folds his small blind; seats 1 and 4 play a royal flush on the board: 25 to split.
SPLIT_DECK = "2c 3d 4h 5c 6d 7h 8c As Ks Qs 9c Js 9d Ts"
SPLIT: Script = {
    "preflop": ["1 call", "3 fold", "4 check"],
    "flop": ["4 check", "1 check"],
    "turn": ["4 check", "1 check"],
    "river": ["4 check", "1 check"],
}


def test_award_split_odd_chip() -> None:
    arb = drill(deck=SPLIT_DECK, **SPLIT)
    advance(arb, "showdown")
    assert arb.hand.pots[0].amount == 25
    play(arb, ["showdown"])
    refused(arb, {"award": {"pot": 0, "to": [1]}}, "award.split")
    refused(arb, {"award": {"pot": 0, "to": [4]}}, "award.split")
    play(arb, [{"award": {"pot": 0, "to": [4, 1]}}])
    # the odd chip goes to the first tied player left of the button (seat 3 folded: seat 4)
    assert arb.hand.won == {1: 12, 3: 0, 4: 13}
    play(arb, ["move_button"])
    assert_passed(arb)


def test_award_split_odd_chip_follows_the_button() -> None:
    # the button on seat 4: seat 1 is the first tied player to its left
    arb = drill(button=4, deck=SPLIT_DECK, preflop=["4 call", "1 fold", "3 check"],
                flop=["3 check", "4 check"], turn=["3 check", "4 check"],
                river=["3 check", "4 check"])
    advance(arb, "showdown")
    play(arb, ["showdown", {"award": {"pot": 0, "to": [3, 4]}}])
    assert arb.hand.won == {1: 0, 3: 13, 4: 12}


# ---- the button -------------------------------------------------------------------------------


def test_button_move_to_next_seat() -> None:
    arb = drill(**CHECK_DOWN)
    advance(arb, "move_button")
    refused(arb, {"move_button": 4}, "button.move")
    refused(arb, {"move_button": 1}, "button.move")
    play(arb, [{"move_button": 3}])
    assert arb.result()["final"]["button"] == 3  # type: ignore[index]
    assert_passed(arb)


def test_button_move_past_empty_seats_wraps_around() -> None:
    arb = drill(button=4, preflop=["4 fold", "1 fold"])
    play(arb, ["shuffle", "cut", post(1, "small"), post(3, "big"), *deal(1, 3, 4, 1, 3, 4)])
    advance(arb, "move_button")
    refused(arb, {"move_button": 3}, "button.move")
    play(arb, ["move_button"])
    assert arb.hand.button == 1


def bust_drill() -> Arbiter:
    """Seat 3, next left of the button, goes all in for 100 and loses."""
    return drill(
        seats=((1, "Ana", 1000), (3, "Bogdan", 100), (4, "Chloe", 1000)),
        deck="2c 7d Ah 9s 3c Kd 5h 8h Jc 4d Qs 6c Tc 8d",
        preflop=["1 call", "3 all_in", "4 call", "1 call"],
        flop=["4 check", "1 check"], turn=["4 check", "1 check"], river=["4 check", "1 check"],
    )


def test_button_move_passes_a_player_who_lost_his_last_chip() -> None:
    arb = bust_drill()  # seat 3 has left the table
    advance(arb, "move_button")
    assert arb.hand.stacks[3] == 0
    # two players are left: the next hand is the first heads-up (seat 4, the big blind,
    # takes the button and the small blind)
    refused(arb, {"move_button": 3}, "headsup.transition")
    play(arb, [{"move_button": 4}])
    assert arb.result()["final"]["button"] == 4  # type: ignore[index]
    assert_passed(arb)


def test_button_move_a_busted_player_who_buys_in_again_keeps_his_seat() -> None:
    from dataclasses import replace

    arb = Arbiter(replace(bust_drill().setup, rebuy=True))  # free deal
    advance(arb, "move_button")
    assert arb.hand.stacks[3] == 0
    play(arb, [{"move_button": 3}])


def test_button_move_not_before_the_pots_are_pushed() -> None:
    arb = drill(**CHECK_DOWN)
    advance(arb, "showdown")
    refused(arb, "move_button", "button.move")
    play(arb, ["showdown"])
    refused(arb, "move_button", "button.move")


def test_after_the_drill_every_action_is_invalid() -> None:
    arb = drill(**CHECK_DOWN)
    finish(arb)
    for item in ("shuffle", "burn", "move_button"):
        refused(arb, item, None, "invalid")


def test_pot_collect_uncalled_bet_goes_back_to_its_bettor() -> None:
    arb = drill(preflop=["1 raise 50", "3 fold", "4 fold"])
    play(arb, OPENING)
    play(arb, ["wait: round", "collect"])
    assert arb.hand.pots[0].amount == 25  # 40 of the raise was never called
    assert arb.hand.stacks[1] == 990
    play(arb, ["award: {pot: 0, to: [1]}", "move_button"])
    assert_passed(arb)


def test_button_move_second_hand_blinds_follow_the_button() -> None:
    arb = drill(hands=2, preflop=["1 fold", "3 fold"])
    play(arb, OPENING)
    advance(arb, "move_button")
    play(arb, ["move_button"])
    assert arb.hand_number == 2 and arb.hand.button == 3
    play(arb, ["shuffle", "cut"])
    refused(arb, post(3, "small"), "blinds.small")  # last hand's small blind
    play(arb, [post(4, "small"), post(1, "big")])
    refused(arb, {"deal": 1}, "deal.order")
    play(arb, deal(4, 1, 3, 4, 1, 3))
    finish(arb)
    assert_passed(arb)
    assert arb.result()["hands_played"] == 2
