"""Pots, the collect, the award and the showdown: one test (or a few) per rule id.

`pot.all_in`, `pot.collect`, `pot.uncalled`, `award.main_and_side`, `award.split`,
`award.side_first`, `award.uncontested`, `showdown.best_five`, `showdown.kicker`.
(`showdown.play_the_board` and `showdown.muck` are what players say and do; the arbiter's.)
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from dealer_trainer.engine import ops
from dealer_trainer.engine.award import pot_winners, split_amounts
from dealer_trainer.engine.cards import FULL_DECK, Card, parse_cards
from dealer_trainer.engine.config import SeatConfig, Street, TableConfig
from dealer_trainer.engine.decision import ActionKind, Decision
from dealer_trainer.engine.errors import InvalidOperation
from dealer_trainer.engine.hand import Hand
from dealer_trainer.engine.hands import HandValue, best_hand
from dealer_trainer.engine.pots import Pot, compute_pots, uncalled_excess

FOLD, CHECK, CALL = ActionKind.FOLD, ActionKind.CHECK, ActionKind.CALL
BET, RAISE, ALL_IN = ActionKind.BET, ActionKind.RAISE, ActionKind.ALL_IN


def table(seats: dict[int, int], button: int) -> TableConfig:
    return TableConfig(
        seats=tuple(SeatConfig(s, f"p{s}", n) for s, n in seats.items()), button=button,
        small_blind=5, big_blind=10,
    )


def dealt(config: TableConfig, holes: dict[int, str] | None = None, board: str = "") -> Hand:
    """Blinds posted, cards dealt, preflop round open. With `holes` and `board`, the deck is
    stacked so that each seat gets those two cards and the board comes out as given."""
    h = Hand(config, rng=random.Random(0))
    if holes is None:
        h.shuffle()
    else:
        order = h.deal_order()
        n = len(order) // 2
        mine = {s: parse_cards(c) for s, c in holes.items()}
        pitched = [mine[s][0 if i < n else 1] for i, s in enumerate(order)]
        upcards = list(parse_cards(board))
        used = set(pitched) | set(upcards)
        burns = [c for c in FULL_DECK if c not in used][:3]
        h.shuffle(stacked=pitched + [burns[0], *upcards[:3], burns[1], upcards[3], burns[2],
                                     upcards[4]])
    h.post(h.pos.small, "small")
    h.post(h.pos.big, "big")
    for seat in h.deal_order():
        h.pitch(seat)
    h.start_round(Street.PREFLOP)
    return h


def act(h: Hand, seat: int, action: ActionKind, to: int | None = None) -> None:
    assert h.to_act() == seat, f"seat {h.to_act()} is to act, not {seat}"
    h.act(Decision(seat, action, to))


def run_out(h: Hand) -> None:
    """Collect; deal the rest of the board with nobody betting (everyone checks)."""
    h.collect()
    while h.street is not Street.RIVER and len(h.live) > 1:
        street = h.street.next
        assert street is not None
        h.burn()
        h.turn_board(3 if street is Street.FLOP else 1)
        h.start_round(street)
        while (seat := h.to_act()) is not None:
            act(h, seat, CHECK)
        h.collect()


def showdown_values(h: Hand) -> dict[int, HandValue]:
    return {s: best_hand([c.card for c in h.zones.hole[s]], h.zones.board) for s in h.live}


def award(h: Hand) -> dict[int, tuple[int, ...]]:
    """Push every pot, last side pot first, to its winners; returns pot index -> winners."""
    hands = showdown_values(h) if len(h.live) > 1 else {}
    for i in reversed(range(len(h.pots))):
        h.push(i, pot_winners(h.pots[i], hands))
    h.check_invariants()
    return dict(h.awarded)


def to_the_flop(h: Hand) -> None:
    """The preflop bets pulled in, the burn and the flop, the flop's round open."""
    h.collect()
    h.burn()
    h.turn_board(3)
    h.start_round(Street.FLOP)


def side_pot_hand(holes: dict[int, str] | None = None, board: str = "") -> Hand:
    """Seat 3 all in for 100, seat 4 all in for 300, the blinds call 300; on the flop seat 1
    bets 200 and seat 2 calls."""
    h = dealt(table({1: 1000, 2: 1000, 3: 100, 4: 300}, 4), holes, board)
    act(h, 3, ALL_IN)
    act(h, 4, ALL_IN)
    act(h, 1, CALL)
    act(h, 2, CALL)
    to_the_flop(h)
    act(h, 1, BET, 200)
    act(h, 2, CALL)
    return h


# --- pot.all_in ----------------------------------------------------------------------------


def test_pot_all_in_side_pots() -> None:
    h = side_pot_hand()
    h.collect()
    assert h.pots == [
        Pot(400, (1, 2, 3, 4)),  # 100 from each: all the short stack can win
        Pot(600, (1, 2, 4)),  # 200 more from three
        Pot(400, (1, 2)),  # the flop's bets
    ]
    h.check_invariants()


def test_pot_all_in_wins_from_each_opponent_only_what_he_put_in() -> None:
    holes = {1: "7c 2d", 2: "8h 3s", 3: "As Ah", 4: "Ks Kh"}
    h = side_pot_hand(holes, board="Ad Kd 5c 9s Jh")
    run_out(h)
    winners = award(h)
    assert winners == {0: (3,), 1: (4,), 2: (2,)}
    assert h.won[3] == 400  # three aces, but only 100 from each of four players
    assert h.won[4] == 600
    assert h.stacks[3] == 400 and h.stacks[4] == 600


def test_pot_all_in_a_player_wins_only_pots_he_contributed_to() -> None:
    contributed = {1: 500, 2: 500, 3: 100, 4: 300}
    pots = compute_pots(contributed, live={1, 2, 3, 4}, all_in={3, 4})
    assert pots == [Pot(400, (1, 2, 3, 4)), Pot(600, (1, 2, 4)), Pot(400, (1, 2))]
    # what each can win is at most his own stake from each player
    for seat, stake in contributed.items():
        winnable = sum(p.amount for p in pots if seat in p.eligible)
        assert winnable == sum(min(stake, c) for c in contributed.values())


def test_pot_all_in_folded_chips_are_dead_money_in_the_pots() -> None:
    pots = compute_pots({1: 300, 2: 300, 3: 100, 4: 50}, live={1, 2, 3}, all_in={3})
    assert pots == [Pot(350, (1, 2, 3)), Pot(400, (1, 2))]  # seat 4 folded 50


def test_pot_all_in_equal_all_ins_make_one_pot() -> None:
    pots = compute_pots({1: 200, 2: 200, 3: 200}, live={1, 2, 3}, all_in={1, 2})
    assert pots == [Pot(600, (1, 2, 3))]


# --- pot.collect -------------------------------------------------------------------------------


def test_pot_collect_pulls_the_bets_into_the_pot() -> None:
    h = dealt(table({1: 1000, 2: 1000, 3: 1000}, 1))
    act(h, 1, RAISE, 30)
    act(h, 2, CALL)
    act(h, 3, CALL)
    op = h.collect()
    assert isinstance(op, ops.BetCollecting)
    assert set(h.bets.values()) == {0}
    assert h.pots == [Pot(90, (1, 2, 3))] and op.pots == ((90, (1, 2, 3)),)
    assert h.is_round_complete() and h.to_act() is None
    h.check_invariants()


def test_pot_collect_adds_to_the_pots_of_earlier_rounds() -> None:
    h = dealt(table({1: 1000, 2: 1000, 3: 1000}, 1))
    act(h, 1, CALL)
    act(h, 2, CALL)
    act(h, 3, CHECK)
    to_the_flop(h)
    act(h, 2, BET, 20)
    act(h, 3, CALL)
    act(h, 1, FOLD)
    assert h.pot_total() == 30 and h.bets_out()
    h.collect()
    assert h.pots == [Pot(70, (2, 3))] and not h.bets_out()


# --- pot.uncalled --------------------------------------------------------------------------------


def test_pot_uncalled_returned_at_collect() -> None:
    h = dealt(table({1: 1000, 2: 1000, 3: 40}, 1))
    act(h, 1, RAISE, 100)
    act(h, 2, FOLD)
    act(h, 3, ALL_IN)  # calls 40 of the 100
    assert h.bets == {1: 100, 2: 5, 3: 40}
    op = h.collect()
    assert isinstance(op, ops.BetCollecting)
    assert op.returned == ((1, 60),)
    assert h.stacks[1] == 960 and h.contributed[1] == 40
    assert h.pots == [Pot(85, (1, 3))]  # 40 + 40 + the small blind
    h.check_invariants()


def test_pot_uncalled_bet_nobody_calls_goes_back_whole() -> None:
    h = dealt(table({1: 1000, 2: 1000, 3: 1000}, 1))
    act(h, 1, RAISE, 100)
    act(h, 2, FOLD)
    act(h, 3, FOLD)
    op = h.collect()
    assert isinstance(op, ops.BetCollecting)
    assert op.returned == ((1, 90),)  # he is called only as far as the big blind's 10
    assert h.pots == [Pot(25, (1,))]


def test_pot_uncalled_part_of_big_blind_when_all_fold_to_him() -> None:
    h = dealt(table({1: 1000, 2: 1000, 3: 1000}, 1))
    act(h, 1, FOLD)
    act(h, 2, FOLD)
    op = h.collect()
    assert isinstance(op, ops.BetCollecting)
    assert op.returned == ((3, 5),)
    assert h.pots == [Pot(10, (3,))]


def test_pot_uncalled_a_dead_hands_unmatched_blind_stays_in_the_pot() -> None:
    # the big blind's hand is killed (three cards after substantial action): everyone folds
    # to the small blind, who takes the dead blind whole; none of it goes back
    h = dealt(table({1: 1000, 2: 1000, 3: 1000, 4: 1000}, 1))  # blinds 2 and 3
    act(h, 4, FOLD)
    h.kill(3)
    act(h, 1, FOLD)
    assert h.to_act() is None
    op = h.collect()
    assert isinstance(op, ops.BetCollecting)
    assert op.returned == ()
    assert h.pots == [Pot(15, (2,))]
    assert uncalled_excess({2: 5, 3: 10}, live={2}) is None
    assert uncalled_excess({2: 5, 3: 10}, live={2, 3}) == (3, 5)


def test_pot_uncalled_nothing_when_the_top_bet_is_matched() -> None:
    assert uncalled_excess({1: 100, 2: 100, 3: 40}) is None
    assert uncalled_excess({1: 100, 2: 70, 3: 40}) == (1, 30)
    assert uncalled_excess({1: 0, 2: 0}) is None


# --- award.main_and_side / award.side_first -----------------------------------------------------


def test_award_main_and_side_best_eligible_hand_wins_each_pot() -> None:
    # seat 3 (all in for 100) has the best hand; seat 1 the second best; 4 the worst
    holes = {1: "Kc Kd", 2: "8h 3s", 3: "As Ah", 4: "7c 2d"}
    h = side_pot_hand(holes, board="Ad Ks 5c 9s Jh")
    run_out(h)
    assert award(h) == {0: (3,), 1: (1,), 2: (1,)}
    assert (h.won[1], h.won[2], h.won[3], h.won[4]) == (1000, 0, 400, 0)


def test_award_side_first_pots_are_listed_main_first() -> None:
    h = side_pot_hand()
    run_out(h)
    eligible = [set(p.eligible) for p in h.pots]
    assert eligible[0] == h.live  # the main pot: everyone still in
    assert all(later < earlier for earlier, later in zip(eligible, eligible[1:], strict=False))
    last = len(h.pots) - 1
    h.push(last, (1,))  # the last side pot made is pushed first
    assert h.awarded == {last: (1,)} and not h.all_pushed()
    with pytest.raises(InvalidOperation, match="already pushed"):
        h.push(last, (2,))
    for i in reversed(range(last)):
        h.push(i, (1,))
    assert h.all_pushed() and h.pot_total() == 0
    h.check_invariants()


# --- award.split ------------------------------------------------------------------------------


def test_award_split_tied_pot_is_split_equally() -> None:
    h = dealt(table({1: 1000, 2: 1000, 3: 1000}, 1),
              {1: "2c 3d", 2: "4h 5h", 3: "6c 7d"}, board="As Ks Qs Js Ts")
    act(h, 1, RAISE, 50)
    act(h, 2, CALL)
    act(h, 3, CALL)
    run_out(h)
    assert award(h) == {0: (1, 2, 3)}  # the board plays: a royal flush for all three
    assert h.stacks == {1: 1000, 2: 1000, 3: 1000}


@pytest.mark.parametrize(("button", "odd"), [(5, 9), (9, 2), (2, 9)])
def test_award_split_odd_chip_left_of_button(button: int, odd: int) -> None:
    shares = split_amounts(101, [2, 9], button, [2, 5, 9], chip=1)
    assert shares[odd] == 51 and sum(shares.values()) == 101


def test_award_split_odd_chips_one_each_from_left_of_button() -> None:
    assert split_amounts(11, [1, 4, 7], 4, [1, 4, 7, 8], chip=1) == {7: 4, 1: 4, 4: 3}
    assert split_amounts(12, [1, 4, 7], 4, [1, 4, 7, 8], chip=1) == {1: 4, 4: 4, 7: 4}


def test_award_split_odd_chip_through_the_hand() -> None:
    h = dealt(table({2: 1000, 5: 1000, 9: 1000}, 5),
              {2: "2c 3d", 5: "4h 5h", 9: "6c 7d"}, board="As Ks Qs Js Ts")
    assert (h.pos.small, h.pos.big) == (9, 2)
    act(h, 5, RAISE, 50)
    act(h, 9, FOLD)  # the small blind's 5 makes the pot odd
    act(h, 2, CALL)
    run_out(h)
    assert h.pots == [Pot(105, (2, 5))]
    award(h)
    assert (h.won[2], h.won[5]) == (53, 52)  # 9 folded; 2 is the next tied seat left of 5


# award.split: "odd chips are broken down to the smallest unit in play" (RULES.md); the
# table's smallest chip is `TableConfig.chip` (a scenario's `table.chip`)
FIVES = [1, 3, 4]  # occupied seats, button 1: seat 4 is the first winner left of it


def test_award_split_odd_chip_is_the_tables_smallest_chip() -> None:
    # a pot of 25 in 5s, two ways: five chips, 2 each and the odd one left of the button
    assert split_amounts(25, [1, 4], 1, FIVES, chip=5) == {4: 15, 1: 10}
    # three ways: 1 chip each and the two odd chips one each, clockwise from the button
    assert split_amounts(25, [1, 3, 4], 1, FIVES, chip=5) == {3: 10, 4: 10, 1: 5}
    assert split_amounts(30, [1, 4], 1, FIVES, chip=5) == {4: 15, 1: 15}  # no odd chip
    # 25 chips of 1 are another table: 13 and 12
    assert split_amounts(25, [1, 4], 1, FIVES, chip=1) == {4: 13, 1: 12}


def test_award_split_less_than_a_chip_over_goes_with_the_first_odd_chip() -> None:
    # a pot of 27 at a table of 5s (a bet no chip makes): nothing is lost, no share is broken
    # below the chip but the first winner's
    assert split_amounts(27, [1, 4], 1, FIVES, chip=5) == {4: 17, 1: 10}
    assert split_amounts(32, [1, 4], 1, FIVES, chip=5) == {4: 17, 1: 15}


def test_award_split_main_and_side_pots_each_in_the_tables_smallest_chip() -> None:
    config = replace(table({1: 1000, 2: 1000, 3: 55, 4: 1000}, 4), chip=5)
    h = dealt(config, {1: "2c 3d", 2: "4h 5h", 3: "6c 7d", 4: "8c 9d"}, board="As Ks Qs Js Ts")
    act(h, 3, ALL_IN)  # 55
    act(h, 4, CALL)
    act(h, 1, CALL)
    act(h, 2, RAISE, 150)
    act(h, 4, CALL)
    act(h, 1, CALL)
    to_the_flop(h)
    act(h, 1, CHECK)
    act(h, 2, BET, 50)
    act(h, 4, CALL)
    act(h, 1, FOLD)
    run_out(h)
    # main 4 x 55 = 220 (44 chips of 5, three ways: 14 each, two odd); side 3 x 95 + 2 x 50 =
    # 385 (77 chips, two ways: 38 each, one odd); the board plays for 2, 3 and 4
    assert [(p.amount, p.eligible) for p in h.pots] == [(220, (2, 3, 4)), (385, (2, 4))]
    before = dict(h.stacks)
    assert award(h) == {1: (2, 4), 0: (2, 3, 4)}
    won = {s: h.stacks[s] - before[s] for s in (2, 3, 4)}
    assert won == {2: 75 + 195, 3: 75, 4: 70 + 190}  # each odd chip a 5, left of the button
    assert all(w % 5 == 0 for w in won.values())


def test_award_split_a_pot_pushed_again_is_split_in_the_tables_smallest_chip() -> None:
    h = dealt(replace(table({1: 1000, 3: 1000, 4: 1000}, 1), chip=5),
              {1: "2c 3d", 3: "4h 5h", 4: "6c 7d"}, board="As Ks Qs Js Ts")
    act(h, 1, CALL)
    act(h, 3, FOLD)
    act(h, 4, CHECK)
    run_out(h)
    assert h.pots == [Pot(25, (1, 4))]
    h.push(0, (3,))  # to the wrong seat: seat 3 folded
    h.repush(0, (1, 4))
    assert h.pushed_amounts(0) == ((1, 10), (4, 15))
    h.check_invariants()


# --- award.uncontested -----------------------------------------------------------------------


def test_award_uncontested_last_player_wins_without_showing() -> None:
    h = dealt(table({1: 1000, 2: 1000, 3: 1000}, 1))
    act(h, 1, RAISE, 40)
    act(h, 2, FOLD)
    act(h, 3, FOLD)
    h.collect()
    assert pot_winners(h.pots[0], {}) == (1,)  # no hand is needed
    h.push(0, (1,))
    assert h.won[1] == 25 and h.stacks[1] == 1015 and h.shown == set()
    h.check_invariants()


# --- showdown.best_five / showdown.kicker --------------------------------------------------------


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def test_showdown_best_five_any_five_of_seven_board_alone_included() -> None:
    board = cards("9c 9d 9h 9s Kc")
    pot = Pot(100, (1, 2))
    hands = {1: best_hand(cards("2c 3d"), board), 2: best_hand(cards("Qh Jh"), board)}
    assert pot_winners(pot, hands) == (1, 2)  # both play quads with the board's king
    hands[2] = best_hand(cards("Ah 2h"), board)
    assert pot_winners(pot, hands) == (2,)  # his ace beats the board's king


def test_showdown_kicker_decides_equal_combinations() -> None:
    board = cards("Ah 7d 5c 3s 2h")
    pot = Pot(100, (1, 2, 3))
    hands = {1: best_hand(cards("As Kc"), board), 2: best_hand(cards("Ac Qd"), board),
             3: best_hand(cards("Ad Kh"), board)}
    assert pot_winners(pot, hands) == (1, 3)  # aces, king kicker; queen loses


def test_showdown_only_eligible_live_hands_count() -> None:
    board = cards("Ah 7d 5c 3s 2h")
    hands = {1: best_hand(cards("As Ac"), board), 2: best_hand(cards("Kc Qd"), board)}
    assert pot_winners(Pot(100, (2, 5)), hands) == (2,)  # seat 1 is not in this pot
