"""RULES.md "Across hands", blinds.missed and a returning player's seat.join: a player back
from sitting out posts what he owes (the big blind live, the small blind dead) at the first
hand he may be dealt in, not on the button or in the small blind, or waits for the big blind;
what he owes is collected exactly once. CONTRACT.md's drill `missed-blinds-back` as written,
and its typical refusals; the pure placement (`comings.lay_out`); the engine's dead post."""

from __future__ import annotations

import copy
import random
from dataclasses import replace
from pathlib import Path

import pytest
import yaml
from across import posts, through_hand

from dealer_trainer.arbiter import Arbiter, Outcome, TraineeAction
from dealer_trainer.arbiter.comings import Roster, lay_out
from dealer_trainer.arbiter.seating import Places
from dealer_trainer.engine.config import HouseRules, SeatConfig, TableConfig
from dealer_trainer.engine.hand import Hand
from dealer_trainer.engine.preset import ButtonRule
from dealer_trainer.scenarios.loader import load_scenario
from dealer_trainer.scenarios.validate import check_file

REPO = Path(__file__).resolve().parents[2]
DRILL = REPO / "scenarios" / "missed-blinds-back.yaml"
SOLUTION = REPO / "scenarios" / "solutions" / "missed-blinds-back.yaml"
SIX = (1, 2, 3, 4, 5, 6)
MOVING, DEAD = ButtonRule.MOVING, ButtonRule.DEAD


def script() -> list[TraineeAction]:
    return [TraineeAction.parse(x) for x in yaml.safe_load(SOLUTION.read_text("utf-8"))]


def played(upto: int) -> Arbiter:
    """The drill with its solution's first `upto` steps done, each right."""
    arb = Arbiter(load_scenario(DRILL).setup)
    for a in script()[:upto]:
        step = arb.apply(a)
        assert step.outcome is Outcome.OK, step
    return arb


def refused(arb: Arbiter, item: str) -> tuple[Outcome, str | None]:
    step = copy.deepcopy(arb).apply(TraineeAction.parse(yaml.safe_load(item)))
    return step.outcome, step.rule


def index_of(text: str, hand: int) -> int:
    """The solution's step `text` in hand `hand` (1-based), as an index."""
    steps = [a.text() for a in script()]
    starts = [i for i, s in enumerate(steps) if s == "shuffle"]
    return steps.index(text, starts[hand - 1])


# --- the drill as CONTRACT.md writes it ------------------------------------------------------
def test_blinds_missed_contract_drill_passes_as_written() -> None:
    arb = played(len(script()))
    result = arb.result()
    assert arb.passed(), result["violations"]
    final = result["final"]
    assert isinstance(final, dict)
    assert final["buttons"] == [3, 5, 6] and final["button"] == 1
    assert final["missed_blinds"] == {}
    assert final["stacks"] == {"1": 1000, "2": 990, "3": 1000, "4": 1015, "5": 995, "6": 1000}
    hands = result["hands"]
    assert isinstance(hands, list)
    assert hands[0]["missed_blinds"] == {"4": ["small", "big"]}
    assert [h["sitting_out"] for h in hands] == [[4], [4], []]
    events = [e for s in arb.steps for e in (op.to_json() for op in s.ops)
              if e["op"] == "post" and e["seat"] == 4]
    assert events == [{"op": "post", "seat": 4, "blind": "big", "amount": 10},
                      {"op": "post", "seat": 4, "blind": "dead_small", "amount": 5}]


def test_seat_sit_out_contract_refusal_a_small_blind_from_her_in_hand_1() -> None:
    assert refused(played(2), "post: {seat: 4, blind: small}") == (Outcome.VIOLATION,
                                                                    "seat.sit_out")


def test_seat_join_contract_refusal_the_button_to_her_after_hand_1() -> None:
    arb = played(index_of("move_button: 5", 1))
    assert refused(arb, "move_button: 4") == (Outcome.VIOLATION, "seat.join")
    assert [a.seat for a in arb.expected()] == [5]


def test_blinds_missed_contract_refusal_her_small_blind_is_dead_not_live() -> None:
    arb = played(index_of("post: {seat: 2, blind: big}", 3) + 1)
    assert refused(arb, "post: {seat: 4, blind: small}") == (Outcome.VIOLATION,
                                                              "blinds.missed")
    assert posts(arb) == [(4, "big"), (4, "dead_small")]


def test_blinds_missed_contract_refusal_the_deal_before_her_two_posts() -> None:
    arb = played(index_of("post: {seat: 2, blind: big}", 3) + 1)
    assert refused(arb, "deal: 1") == (Outcome.VIOLATION, "blinds.missed")
    arb.apply(TraineeAction.parse({"post": {"seat": 4, "blind": "big"}}))
    assert refused(arb, "deal: 1") == (Outcome.VIOLATION, "blinds.missed")  # the dead part


def test_blinds_missed_collected_exactly_once() -> None:
    arb = played(index_of("post: {seat: 4, blind: dead_small}", 3) + 1)
    assert refused(arb, "post: {seat: 4, blind: dead_small}") == (Outcome.VIOLATION,
                                                                   "blinds.missed")
    assert refused(arb, "post: {seat: 4, blind: big}") == (Outcome.VIOLATION, "blinds.missed")
    assert refused(arb, "post: {seat: 5, blind: dead_small}") == (Outcome.VIOLATION,
                                                                   "blinds.missed")


def test_blinds_missed_the_amount_is_checked_when_given() -> None:
    arb = played(index_of("post: {seat: 2, blind: big}", 3) + 1)
    assert refused(arb, "post: {seat: 4, blind: dead_small, amount: 10}")[0] is (
        Outcome.VIOLATION)
    assert refused(arb, "post: {seat: 4, blind: dead_small, amount: 5}")[0] is Outcome.OK


def test_blinds_missed_her_live_big_blind_counts_toward_her_call_and_she_may_check() -> None:
    """Hand 3, seat 3 folds: she acts next with her 10 in front of her, and may check or
    raise (her option, as a big blind's)."""
    setup = load_scenario(DRILL).setup
    arb = Arbiter(replace(setup, later_decisions={**setup.later_decisions, 3: {
        k: v[:1] for k, v in setup.later_decisions[3].items()}}))  # 3 folds, then bots
    for a in script()[:index_of("deal: 6", 3) + 7]:
        assert arb.apply(a).outcome is Outcome.OK
    h = arb.hand
    assert h.bets[4] == 10 and h.pot_total() == 5 and h.to_act() == 3
    assert arb.apply(TraineeAction.parse({"wait": 1})).outcome is Outcome.OK  # 3 folds
    legal = h.legal()
    assert h.to_act() == 4 and legal.can_check and legal.can_raise and legal.to_call == 0


# --- the placement: comings.lay_out ----------------------------------------------------------
def test_blinds_missed_back_on_the_button_he_waits_until_it_has_passed() -> None:
    last = Places(3, 5, 6, (1, 2, 3, 5, 6))
    places, rule = lay_out(MOVING, last, SIX, Roster(back=((4, "owed"),)))
    assert 4 not in places.players and rule == "seat.join" and places.button == 5


def test_blinds_missed_dead_button_the_disc_passes_his_seat_and_he_is_dealt_in() -> None:
    """Under the dead button the disc goes to the last small blind's seat (5), past seat 4:
    he is neither on the button nor in the small blind, so he comes in at once."""
    last = Places(3, 5, 6, (1, 2, 3, 5, 6))
    places, _ = lay_out(DEAD, last, SIX, Roster(back=((4, "owed"),)))
    assert (places.button, places.small, places.big) == (5, 6, 1) and 4 in places.players


def test_blinds_missed_dead_button_between_the_disc_and_the_small_blind_he_waits() -> None:
    """Seats 4, 6, 7, 8; last hand button 7, blinds 8 and 6. Dead button: big blind 7, small
    blind 6, the disc 8. Seat 4, back, lies between the disc and the small blind: the disc
    has not passed him (seat.join), so he waits, and the table's blinds stay where the
    method puts them (issue 27's free-deal property, seed 4: he was dealt in and the
    engine took the small blind from him, the big from seat 6)."""
    last = Places(7, 8, 6, (6, 7, 8))
    places, rule = lay_out(DEAD, last, (4, 6, 7, 8), Roster(back=((4, "owed"),)))
    assert (places.button, places.small, places.big, rule) == (8, 6, 7, "seat.join")
    assert places.players == (6, 7, 8)


def test_blinds_missed_back_in_the_small_blind_he_is_held_off() -> None:
    last = Places(2, 3, 5, (1, 2, 3, 5, 6))  # seat 4 back: moving, button 3 and small 4
    places, rule = lay_out(MOVING, last, SIX, Roster(back=((4, "owed"),)))
    assert (places.button, places.small, places.big, rule) == (3, 5, 6, "seat.join")


def test_blinds_missed_back_behind_the_blinds_he_is_dealt_in() -> None:
    last = Places(5, 6, 1, (1, 2, 3, 5, 6))
    places, _ = lay_out(MOVING, last, SIX, Roster(back=((4, "owed"),)))
    assert (places.button, places.small, places.big) == (6, 1, 2) and 4 in places.players


def test_blinds_missed_waiting_he_is_dealt_in_at_his_big_blind() -> None:
    """posts: wait: not dealt in until the big blind reaches his seat (button.moving 3)."""
    roster = Roster(back=((4, "wait"),))
    places, _ = lay_out(MOVING, Places(5, 6, 1, (1, 2, 3, 5, 6)), SIX, roster)
    assert 4 not in places.players and places.big == 2
    places, _ = lay_out(MOVING, Places(1, 2, 3, (1, 2, 3, 5, 6)), SIX, roster)
    assert (places.button, places.small, places.big) == (2, 3, 4) and 4 in places.players


def test_blinds_missed_waiting_he_posts_only_the_big_blind_and_owes_nothing_more() -> None:
    setup = load_scenario(DRILL).setup
    arb = Arbiter(replace(setup, backs=((2, 4, "wait"),), decisions={}, later_decisions={},
                          hands=5))
    numbers = []
    while not arb.is_complete:
        numbers.append((arb.hand_number, 4 in arb.places.players, posts(arb)))
        through_hand(arb)
    # hands 2-4: buttons 5, 6, 1 (blinds 2 and 3: the big blind does not pass seat 4);
    # hand 5: button 2, small blind 3, and the big blind reaches seat 4
    assert numbers[4] == (5, True, [(3, "small"), (4, "big")])
    assert not any(dealt for n, dealt, _ in numbers[:4])
    final = arb.result()["final"]
    assert isinstance(final, dict) and final["missed_blinds"] == {}


@pytest.mark.parametrize(("old", "new", "said"), [
    ("{hand: 2, back: 4, posts: owed}", "{hand: 2, back: 5, posts: owed}", "not sitting out"),
    ("5: {name: Elena, stack: 1000}", "5: {name: Elena, stack: 1000, posts: wait}", "'owes'"),
    ("{hand: 2, back: 4, posts: owed}", "{hand: 2, back: 4, sit_out: 5}", "one of"),
])
def test_blinds_missed_validate_refuses(old: str, new: str, said: str, tmp_path: Path) -> None:
    """`back` of a seat not sitting out, `posts` without `owes`, an event of two forms."""
    text = DRILL.read_text("utf-8").replace(old, new)
    path = tmp_path / "x.yaml"
    path.write_text(text.replace("id: missed-blinds-back", "id: x"), encoding="utf-8")
    problems = check_file(path)
    assert problems and said in str(problems[0]), problems


# --- the engine: a dead post is in the middle, part of no bet ---------------------------------
def test_blinds_missed_the_dead_small_blind_is_no_bet_and_never_returned_uncalled() -> None:
    config = TableConfig(seats=tuple(SeatConfig(s, f"P{s}", 100) for s in (1, 2, 3)),
                         button=1, small_blind=5, big_blind=10, house_rules=HouseRules.ROBERTS)
    h = Hand(config, rng=random.Random(1))
    h.post(2, "small")
    h.post(3, "big")
    h.post(1, "big")
    h.post(1, "dead_small")
    assert h.bets == {1: 10, 2: 5, 3: 10} and h.pot_total() == 5 and h.stacks[1] == 85
    h.check_invariants()
