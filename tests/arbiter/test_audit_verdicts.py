"""Wrong verdicts an independent audit found (issue 23, items 1, 3, 4 and 6), each test named
after its rule: a missed burn found after action lets a wait run to the end of the round; a
hand beaten at the showdown may be killed; a binding out-of-turn fold by the big blind is
applied; a killed hand's unmatched blind stays in the pot."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from drive import apply, assert_passed, award, deal, drill, finish, mistake, play, post, refused

from dealer_trainer.arbiter import Arbiter, TraineeAction
from dealer_trainer.engine.config import HouseRules
from dealer_trainer.scenarios.loader import load_scenario

SEEDS, ROBERTS, TDA = HouseRules.SEEDS, HouseRules.ROBERTS, HouseRules.TDA
Item = str | dict[str, Any] | TraineeAction  # a step in script form (drive.action)

# Seats 1, 3, 4, 6 with 20000 each, button 1, blinds 100/200: the deal goes 3 4 6 1 3 4 6 1;
# before the flop 6 acts first, after it 3.
FOUR = ((1, "Ana", 20000), (3, "Bo", 20000), (4, "Cy", 20000), (6, "Di", 20000))
CHECKS = ["3 check", "4 check", "6 check", "1 check"]
CHECK_DOWN_FOUR: dict[str, Any] = {
    "preflop": ["6 call", "1 call", "3 call", "4 check"],
    "flop": CHECKS, "turn": CHECKS, "river": CHECKS,
}
OPEN_FOUR: list[Item] = ["shuffle", "cut", post(3, "small"), post(4, "big"),
                         *deal(3, 4, 6, 1, 3, 4, 6, 1)]


def four(house: HouseRules = SEEDS, **kw: Any) -> Arbiter:
    kw = {**CHECK_DOWN_FOUR, **kw}
    return drill(seats=FOUR, small_blind=100, big_blind=200, house=house, deck="", seed=45, **kw)


def codes(cards: object) -> list[str]:
    return [c.code for c in cards]  # type: ignore[attr-defined]


# ---- item 1: a missed burn found after action owes nothing until the next street ----------
TO_THE_TURN: list[Item] = [*OPEN_FOUR, {"wait": "round"}, "collect", "burn", "flop",
                           {"wait": "round"}, "burn", "turn"]


@pytest.mark.parametrize(
    ("house", "river_steps"),
    [(ROBERTS, ["burn", "burn", "river"]), (SEEDS, ["burn", "burn", "river"]),
     (TDA, ["burn", "river"])],
)
def test_error_missed_burn_found_after_action_wait_runs_to_the_end_of_the_round(
    house: HouseRules, river_steps: list[str]
) -> None:
    """Found after decision 9 (the turn's first check), with three players still to act on
    the turn: the turn card stands and nothing is owed before the river, so `wait: round`
    plays the turn's round out (CONTRACT.md "Fine points"), and the river comes by the book:
    two burns under the seeds and Robert's (Hold'em 5), one under the TDA (38)."""
    clean = four(house)
    play(clean, [*TO_THE_TURN, {"wait": "round"}, "collect", "burn", "river"])
    arb = four(house, mistakes=[mistake("missed_burn", street="turn", found_after=9)])
    play(arb, TO_THE_TURN)
    apply(arb, {"wait": "round"}, "irregularity", "error.missed_burn")
    assert arb.hand.to_act() is None, "the turn's round is played out"
    play(arb, ["collect", *river_steps, {"wait": "round"}, "showdown"])
    finish(arb)
    assert_passed(arb)
    burns, board = codes(clean.hand.zones.burns), codes(clean.hand.zones.board)
    # the turn card that stood is the card that was to be burnt; under the seeds and
    # Robert's the river is the one that would have come without the error
    assert codes(arb.hand.zones.board)[3] == burns[1]
    if house is TDA:
        assert codes(arb.hand.zones.burns) == [burns[0], board[3]]
        assert codes(arb.hand.zones.board)[4] == burns[2]
    else:
        assert codes(arb.hand.zones.burns) == [burns[0], board[3], burns[2]]
        assert codes(arb.hand.zones.board)[4] == board[4]


# ---- item 3: a hand beaten at the showdown may be killed -----------------------------------
def to_the_showdown(arb: Arbiter) -> Arbiter:
    play(arb, [*OPEN_FOUR, {"wait": "round"}, "collect", "burn", "flop", {"wait": "round"},
               "collect", "burn", "turn", {"wait": "round"}, "collect", "burn", "river",
               {"wait": "round"}, "collect", "showdown"])
    return arb


def test_ruling_kill_hand_a_losing_hand_at_the_showdown_one_pot() -> None:
    """Robert's Showdown 4: "all losing hands will be killed by the dealer before a pot is
    awarded". Seat 1 wins (a pair of aces, seed 45); 3, 4 and 6 are beaten."""
    arb = to_the_showdown(four(ROBERTS))
    assert arb.hand.pots[0].eligible == (1, 3, 4, 6)
    winner = refused(arb, {"kill_hand": 1}, "ruling.kill_hand")  # the winner (TDA 13-C)
    assert winner.message_key == "ruling.kill_hand.winner"
    apply(arb, {"kill_hand": 6})
    assert 6 not in arb.hand.live and arb.hand.zones.hole[6] == []
    refused(arb, award(0, 6), "award.main_and_side")  # a killed hand gets nothing
    refused(arb, award(0, 1, 6), ("award.main_and_side", "award.split"))
    play(arb, [{"kill_hand": 3}, award(0, 1), "move_button"])
    assert_passed(arb)
    result = arb.result()["final"]
    assert result["dead"] == [6, 3]
    assert result["stacks"] == {"1": 20600, "3": 19800, "4": 19800, "6": 19800}


# Side pots: seat 3 (all in for 1000) has the best hand, seat 6 the second, 1 and 4 the
# worst; 6 and 1 are left with a side pot between them and seat 4 folds nothing.
SIDE_SEATS = ((1, "Ana", 5000), (3, "Bo", 1000), (4, "Cy", 3000), (6, "Di", 5000))
SIDE_DECK = "As 7d Kc 2h Ah 2c Kd 3s 9h 4h 8c Jd 5s Ts 6d Qs Qc"  # 3: AA, 6: KK, 4: 72, 1: 23


def test_ruling_kill_hand_a_losing_hand_at_the_showdown_with_side_pots() -> None:
    arb = drill(seats=SIDE_SEATS, small_blind=100, big_blind=200, house=ROBERTS,
                deck=SIDE_DECK, preflop=["6 all_in", "1 call", "3 all_in", "4 all_in"])
    play(arb, [*OPEN_FOUR, {"wait": "round"}, "collect", "burn", "flop", "burn", "turn",
               "burn", "river", "showdown"])
    h = arb.hand
    assert [p.eligible for p in h.pots] == [(1, 3, 4, 6), (1, 4, 6), (1, 6)]
    refused(arb, {"kill_hand": 3}, "ruling.kill_hand")  # wins the main pot
    refused(arb, {"kill_hand": 6}, "ruling.kill_hand")  # wins both side pots
    play(arb, [{"kill_hand": 4}, {"kill_hand": 1}])
    assert [p.eligible for p in h.pots] == [(3, 6), (6,), (6,)]
    refused(arb, award(2, 1), "award.main_and_side")
    play(arb, [award(2, 6), award(1, 6), award(0, 3), "move_button"])
    assert_passed(arb)
    assert arb.result()["final"]["dead"] == [4, 1]
    assert h.won[3] == 4000 and h.won[6] == 10000 and h.won[1] == h.won[4] == 0


def test_ruling_kill_hand_before_the_showdown_is_still_refused() -> None:
    arb = four(ROBERTS)
    play(arb, [*OPEN_FOUR, {"wait": "round"}, "collect", "burn", "flop", {"wait": "round"},
               "collect", "burn", "turn", {"wait": "round"}, "collect", "burn", "river",
               {"wait": "round"}])
    step = refused(arb, {"kill_hand": 6}, "ruling.kill_hand")
    assert step.message_key == "ruling.kill_hand.no_rule"


# ---- item 4: the big blind's binding fold out of turn -------------------------------------
OUT_OF_TURN_FOLD = """
id: big-blind-folds-out-of-turn
title: The big blind folds out of turn
level: 3
table: {game: no-limit, small_blind: 100, big_blind: 200, button: 1,
        seats: {1: {name: Ana, stack: 20000}, 3: {name: Bo, stack: 20000},
                4: {name: Cy, stack: 20000}, 6: {name: Di, stack: 20000}}}
house_rules: %s
deck: {seed: 1421}
players:
  preflop: [{seat: 4, action: fold, out_of_turn: true}, %s]
"""


@pytest.mark.parametrize("house", list(HouseRules))
@pytest.mark.parametrize(
    ("rest", "winner", "stacks"),
    [
        # 6 and 1 fold: the small blind is the only hand left and takes the pot unasked
        ("{seat: 6, action: fold}, {seat: 1, action: fold}", 3,
         {"1": 20000, "3": 20200, "4": 19800, "6": 20000}),
        # facing a raise: the big blind's turn comes after the small blind's fold
        ("{seat: 6, action: raise, to: 600}, {seat: 1, action: fold}, {seat: 3, action: fold}",
         6, {"1": 20000, "3": 19900, "4": 19800, "6": 20300}),
    ],
)
def test_bet_out_of_turn_a_fold_out_of_turn_is_binding_the_hand_is_dead(
    tmp_path: Path, house: HouseRules, rest: str, winner: int, stacks: dict[str, int]
) -> None:
    """Preflop, seat 4 (the big blind) folds before seat 6, whose turn it is. A fold out of
    turn is binding (TDA 53-A; Robert's Dead Hands 1(a)): `rule: {seat: 4, as: fold}` makes
    his hand dead at once, so when the others fold the last hand takes the pot, and
    `final.dead` lists seat 4."""
    path = tmp_path / "oot.yaml"
    path.write_text(OUT_OF_TURN_FOLD % (house.value, rest), encoding="utf-8")
    arb = Arbiter(load_scenario(path).setup)
    play(arb, OPEN_FOUR)
    apply(arb, "wait", "irregularity", "bet.out_of_turn")
    apply(arb, {"rule": {"seat": 4, "as": "fold"}})
    assert 4 not in arb.hand.live
    play(arb, [{"wait": "round"}])
    assert arb.hand.to_act() is None and arb.hand.live == {winner}
    apply(arb, "collect")
    refused(arb, award(0, 4), "award.uncontested")
    play(arb, [award(0, winner), "move_button"])
    assert_passed(arb)
    final = arb.result()["final"]
    assert final["dead"] == [4]
    assert final["stacks"] == stacks


# ---- item 6: a killed hand's blind stays in the pot --------------------------------------
SIX = tuple((s, n, 20000) for s, n in ((1, "Al"), (2, "Bea"), (3, "Ana"), (4, "Bo"),
                                       (5, "Cy"), (6, "Di")))


def test_error_wrong_card_count_killed_big_blind_stays_in_the_pot() -> None:
    """TDA, six seats, button 3: the big blind (seat 5) holds three cards, found after three
    folds (substantial action, TDA 36). His hand is killed, its chips stay in the pot
    (CONTRACT.md `kill_hand`): when everyone folds to the small blind he takes 300, and
    none of the dead blind goes back as an uncalled bet."""
    arb = drill(seats=SIX, button=3, small_blind=100, big_blind=200, house=TDA, deck="",
                seed=680, preflop=["6 fold", "1 fold", "2 fold", "3 fold"],
                mistakes=[mistake("wrong_count", seat=5, count=3, found_after=3)])
    play(arb, ["shuffle", "cut", post(4, "small"), post(5, "big"),
               *deal(4, 5, 6, 1, 2, 3, 4, 5, 6, 1, 2, 3)])
    apply(arb, {"wait": 3}, "irregularity", "error.wrong_card_count")
    play(arb, [{"kill_hand": 5}, "wait", "collect"])
    assert [(p.amount, p.eligible) for p in arb.hand.pots] == [(300, (4,))]
    play(arb, [award(0, 4), "move_button"])
    assert_passed(arb)
    final = arb.result()["final"]
    assert final["dead"] == [5]
    assert final["stacks"] == {"1": 20000, "2": 20000, "3": 20000, "4": 20200, "5": 19800,
                               "6": 20000}
