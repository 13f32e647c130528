"""The burn's own errors (issue 12), every row of CONTRACT.md "What each irregularity expects"
for `missed_burn` and `double_burn`, per preset where the presets differ. The deck is stacked
(drive.DECK): burn 5h, flop 8h Jc 4d, burn Qs, turn 6c, burn Tc, river 8d, then Th Js 2s 3s;
so the cards that "would have come" are known, and each test checks they come. Every step
goes through `drive.apply`, which checks the 52 cards and the chips after it."""

from __future__ import annotations

import pytest
from drive import (
    CHECK_DOWN,
    Arbiter,
    Item,
    action,
    advance,
    apply,
    assert_passed,
    drill,
    finish,
    mistake,
    names,
    play,
    refused,
)
from hypothesis import given, settings
from hypothesis import strategies as st
from test_properties import ACTIONS, check_step

from dealer_trainer.arbiter.messages import step_message
from dealer_trainer.engine.config import HouseRules

SEEDS, ROBERTS, TDA = HouseRules.SEEDS, HouseRules.ROBERTS, HouseRules.TDA
ALL = list(HouseRules)


def table(kind: str, street: str, found_after: int, house: HouseRules) -> Arbiter:
    return drill(house=house, mistakes=[mistake(kind, street=street, found_after=found_after)],
                 **CHECK_DOWN)


def codes(cards: object) -> list[str]:
    return [c.code for c in cards]  # type: ignore[attr-defined]


def burn_fires(arb: Arbiter, street: str) -> None:
    advance(arb, "burn")
    while len(arb.hand.zones.board) < {"flop": 0, "turn": 3, "river": 4}[street]:
        play(arb, ["burn", {0: "flop", 3: "turn"}[len(arb.hand.zones.board)]])
        advance(arb, "burn")


# ---- missed burn ------------------------------------------------------------------------------


@pytest.mark.parametrize("house", ALL)
def test_error_missed_burn_no_card_turned_burn_then_the_street(house: HouseRules) -> None:
    arb = table("missed_burn", "flop", 0, house)
    burn_fires(arb, "flop")
    step = apply(arb, "burn", "irregularity", "error.missed_burn")
    assert step_message(step, "en") and arb.hand.zones.burns == []  # the burn took no card
    refused(arb, "flop", "error.missed_burn")
    play(arb, ["burn", "flop"])
    assert codes(arb.hand.zones.burns) == ["5h"]
    assert codes(arb.hand.zones.board) == ["8h", "Jc", "4d"]
    finish(arb)
    assert_passed(arb)


@pytest.mark.parametrize("house", [SEEDS, ROBERTS])
def test_error_missed_burn_flop_turned_before_action_reshuffled(house: HouseRules) -> None:
    arb = table("missed_burn", "flop", 3, house)  # 3 preflop decisions: found on the flop
    burn_fires(arb, "flop")
    apply(arb, "burn")  # nothing seen yet
    apply(arb, "flop", "irregularity", "error.missed_burn")
    assert codes(arb.hand.zones.board) == ["5h", "8h", "Jc"]  # the burn card came up
    refused(arb, "scramble_flop", "error.missed_burn")
    refused(arb, "wait", "error.missed_burn")
    play(arb, [{"return_to_deck": ["board"]}, "shuffle", "cut"])
    refused(arb, "flop", "error.missed_burn")  # the flop is burnt for this time
    play(arb, ["burn", "flop"])
    assert len(arb.hand.zones.burns) == 1 and len(arb.hand.zones.board) == 3
    finish(arb)
    assert_passed(arb)


def test_error_missed_burn_flop_turned_before_action_tda_scramble() -> None:
    arb = table("missed_burn", "flop", 3, TDA)
    burn_fires(arb, "flop")
    play(arb, ["burn"])
    apply(arb, "flop", "irregularity", "error.missed_burn")
    step = refused(arb, {"return_to_deck": ["board"]}, "error.missed_burn")
    assert step.message_key == "error.missed_burn.tda_scramble"
    play(arb, ["scramble_flop"])
    (burnt,) = codes(arb.hand.zones.burns)
    assert arb.snapshot().burns_up == ()  # scrambled face down: drawn, it lies face down
    assert burnt in ("5h", "8h", "Jc")
    assert codes(arb.hand.zones.board) == [c for c in ("5h", "8h", "Jc") if c != burnt] + ["4d"]
    finish(arb)
    assert_passed(arb)


@pytest.mark.parametrize("house", ALL)
def test_error_missed_burn_turn_turned_before_action_burn_exposed(house: HouseRules) -> None:
    arb = table("missed_burn", "turn", 6, house)  # found as the turn comes
    burn_fires(arb, "turn")
    play(arb, ["burn"])
    apply(arb, "turn", "irregularity", "error.missed_burn")
    assert codes(arb.hand.zones.board)[-1] == "Qs"  # the turn's burn card
    refused(arb, "burn", "error.missed_burn")
    play(arb, ["burn_exposed"])
    assert codes(arb.snapshot().burns_up) == ["Qs"]  # onto the burns, face up (by the log)
    refused(arb, "burn", "error.missed_burn")  # no further burn
    play(arb, ["turn"])
    assert codes(arb.hand.zones.board) == ["8h", "Jc", "4d", "6c"]
    assert codes(arb.hand.zones.burns) == ["5h", "Qs"]
    finish(arb)
    assert_passed(arb)


@pytest.mark.parametrize("house", [SEEDS, ROBERTS])
def test_error_missed_burn_after_action_the_next_street_gets_two_burns(
    house: HouseRules,
) -> None:
    arb = table("missed_burn", "flop", 4, house)  # found after one flop decision
    burn_fires(arb, "flop")
    play(arb, ["burn", "flop"])
    apply(arb, "wait", "irregularity", "error.missed_burn")
    assert codes(arb.hand.zones.board) == ["5h", "8h", "Jc"]  # the flop stands
    advance(arb, "burn")
    play(arb, ["burn"])
    refused(arb, "turn", "error.missed_burn")
    play(arb, ["burn", "turn"])
    assert codes(arb.hand.zones.board)[-1] == "6c"  # the turn that would have come
    assert codes(arb.hand.zones.burns) == ["4d", "Qs"]
    finish(arb)
    assert_passed(arb)


def test_error_missed_burn_after_action_tda_one_burn_never_more() -> None:
    arb = table("missed_burn", "flop", 4, TDA)
    burn_fires(arb, "flop")
    play(arb, ["burn", "flop"])
    apply(arb, "wait", "irregularity", "error.missed_burn")
    advance(arb, "burn")
    play(arb, ["burn"])
    refused(arb, "burn", "burn.before_each_street")
    play(arb, ["turn"])
    assert codes(arb.hand.zones.board)[-1] == "Qs" and codes(arb.hand.zones.burns) == ["4d"]
    finish(arb)
    assert_passed(arb)


# ---- double burn ------------------------------------------------------------------------------


@pytest.mark.parametrize("house", ALL)
def test_error_double_burn_no_card_turned_return_burn_then_the_street(
    house: HouseRules,
) -> None:
    arb = table("double_burn", "flop", 0, house)
    burn_fires(arb, "flop")
    apply(arb, "burn", "irregularity", "error.double_burn")
    assert codes(arb.hand.zones.burns) == ["5h", "8h"]
    refused(arb, "flop", "error.double_burn")
    play(arb, ["return_burn", "flop"])
    assert codes(arb.hand.zones.board) == ["8h", "Jc", "4d"]
    finish(arb)
    assert_passed(arb)


@pytest.mark.parametrize("house", ALL)
def test_error_double_burn_flop_turned_before_action_redealt_without_a_burn(
    house: HouseRules,
) -> None:
    arb = table("double_burn", "flop", 3, house)
    burn_fires(arb, "flop")
    play(arb, ["burn"])
    apply(arb, "flop", "irregularity", "error.double_burn")
    assert codes(arb.hand.zones.board) == ["Jc", "4d", "Qs"]
    play(arb, [{"return_to_deck": ["board"]}, "shuffle", "cut"])
    refused(arb, "burn", "error.double_burn")
    play(arb, ["flop"])
    assert codes(arb.hand.zones.burns) == ["5h", "8h"]  # both burn cards stay on the table
    finish(arb)
    assert_passed(arb)


@pytest.mark.parametrize("house", ALL)
def test_error_double_burn_river_turned_before_action_return_board_return_burn(
    house: HouseRules,
) -> None:
    arb = table("double_burn", "river", 9, house)
    burn_fires(arb, "river")
    play(arb, ["burn"])
    apply(arb, "river", "irregularity", "error.double_burn")
    assert codes(arb.hand.zones.board)[-1] == "Th"
    refused(arb, "return_burn", "error.double_burn")  # the board card goes back first
    play(arb, ["return_board", "return_burn"])
    refused(arb, "burn", "error.double_burn")
    play(arb, ["river"])
    assert codes(arb.hand.zones.board)[-1] == "8d"  # the river that would have come
    assert codes(arb.hand.zones.stub[:1]) == ["Th"]
    finish(arb)
    assert_passed(arb)


@pytest.mark.parametrize("house", [SEEDS, ROBERTS])
def test_error_double_burn_after_action_the_extra_burn_is_the_next_burn(
    house: HouseRules,
) -> None:
    arb = table("double_burn", "flop", 4, house)
    burn_fires(arb, "flop")
    play(arb, ["burn", "flop"])
    apply(arb, "wait", "irregularity", "error.double_burn")
    assert codes(arb.hand.zones.board) == ["Jc", "4d", "Qs"]  # the flop stands
    advance(arb, "return_burn")
    refused(arb, "burn", "error.double_burn")
    play(arb, ["return_burn", "burn", "turn"])
    assert codes(arb.hand.zones.board)[-1] == "6c"  # the turn that would have come
    finish(arb)
    assert_passed(arb)


def test_error_double_burn_after_action_tda_the_extra_burn_stays_dead() -> None:
    arb = table("double_burn", "flop", 4, TDA)
    burn_fires(arb, "flop")
    play(arb, ["burn", "flop"])
    apply(arb, "wait", "irregularity", "error.double_burn")
    advance(arb, "burn")
    refused(arb, "return_burn", ("error.double_burn", "burn.before_each_street"))
    play(arb, ["burn", "turn"])
    assert codes(arb.hand.zones.burns) == ["5h", "8h", "6c"]
    assert codes(arb.hand.zones.board)[-1] == "Tc"
    finish(arb)
    assert_passed(arb)


# ---- found_after: a correction the trainee starts before it comes to light ------------------
# CONTRACT.md "`found_after`": accepted, the correction due at the moment he starts it, and
# never offered as a hint. Found after 20 decisions: no player ever speaks up in these hands.


def early(kind: str, street: str, house: HouseRules, before: list[Item], items: list[Item],
          *, next_street: list[Item] | None = None) -> Arbiter:
    """The misfire on `street`, never spoken of; the trainee does `before` (then, with
    `next_street`, goes on to the next street's burn and does those), then starts the
    correction unasked with `items`: the first is not a hint, the table shows nothing before
    it, and every one of them is ok."""
    arb = table(kind, street, 20, house)
    burn_fires(arb, street)
    play(arb, before)
    if next_street is not None:
        advance(arb, "burn")
        play(arb, next_street)
    first = action(items[0]).text()
    assert first not in names(arb), names(arb)
    snap = arb.snapshot()  # the table shows nothing a player would not see
    assert snap.open_irregularities == () and snap.banner is None
    play(arb, items)
    (c,) = [c for c in arb.corrections if c.rule == f"error.{kind}"]
    act = arb.steps[c.step - 1].act
    assert act is not None and act.text() == first
    return arb


@pytest.mark.parametrize("house", ALL)
def test_error_missed_burn_found_after_a_correction_started_early_is_accepted(
    house: HouseRules,
) -> None:
    arb = early("missed_burn", "flop", house, ["burn"], ["burn", "flop"])
    assert codes(arb.hand.zones.burns) == ["5h"]
    assert codes(arb.hand.zones.board) == ["8h", "Jc", "4d"]
    finish(arb)
    assert_passed(arb)


@pytest.mark.parametrize("house", [SEEDS, ROBERTS])
def test_error_missed_burn_found_after_flop_turned_started_early_reshuffled(
    house: HouseRules,
) -> None:
    arb = early("missed_burn", "flop", house, ["burn", "flop"],
                [{"return_to_deck": ["board"]}, "shuffle", "cut", "burn", "flop"])
    assert len(arb.hand.zones.burns) == 1 and len(arb.hand.zones.board) == 3
    finish(arb)
    assert_passed(arb)


def test_error_missed_burn_found_after_flop_turned_started_early_tda_scramble() -> None:
    arb = early("missed_burn", "flop", TDA, ["burn", "flop"], ["scramble_flop"])
    assert len(arb.hand.zones.burns) == 1 and codes(arb.hand.zones.board)[-1] == "4d"
    finish(arb)
    assert_passed(arb)


@pytest.mark.parametrize("house", ALL)
def test_error_missed_burn_found_after_turn_turned_started_early_burn_exposed(
    house: HouseRules,
) -> None:
    arb = early("missed_burn", "turn", house, ["burn", "turn"], ["burn_exposed", "turn"])
    assert codes(arb.hand.zones.board) == ["8h", "Jc", "4d", "6c"]
    assert codes(arb.hand.zones.burns) == ["5h", "Qs"]
    finish(arb)
    assert_passed(arb)


@pytest.mark.parametrize("house", [SEEDS, ROBERTS])
def test_error_missed_burn_found_after_action_started_early_two_burns(house: HouseRules) -> None:
    # the turn's ordinary burn, then the second one
    arb = early("missed_burn", "flop", house, ["burn", "flop"], ["burn", "turn"],
                next_street=["burn"])
    assert codes(arb.hand.zones.board)[-1] == "6c"  # the turn that would have come
    assert codes(arb.hand.zones.burns) == ["4d", "Qs"]
    finish(arb)
    assert_passed(arb)


@pytest.mark.parametrize("kind", ["missed_burn", "double_burn"])
def test_error_missed_burn_found_after_never_come_to_light_owes_nothing(kind: str) -> None:
    arb = table(kind, "turn", 20, ROBERTS)
    finish(arb)
    assert_passed(arb)
    assert arb.result()["irregularities"] == []  # nobody ever knew


@pytest.mark.parametrize(("kind", "before", "tried"),
                         [("missed_burn", ["burn"], "burn"), ("double_burn", [], "return_burn")])
def test_error_missed_burn_found_after_action_tda_nothing_to_start_early(
    kind: str, before: list[Item], tried: str
) -> None:
    arb = table(kind, "flop", 20, TDA)  # TDA 38: one burn at the next street, never more
    burn_fires(arb, "flop")
    play(arb, ["burn", "flop"])
    advance(arb, "burn")
    play(arb, before)
    refused(arb, tried, (f"error.{kind}", "burn.before_each_street"))


@pytest.mark.parametrize("house", ALL)
def test_error_double_burn_found_after_a_correction_started_early_is_accepted(
    house: HouseRules,
) -> None:
    arb = early("double_burn", "flop", house, ["burn"], ["return_burn", "flop"])
    assert codes(arb.hand.zones.board) == ["8h", "Jc", "4d"]
    finish(arb)
    assert_passed(arb)


@pytest.mark.parametrize("house", ALL)
def test_error_double_burn_found_after_river_turned_started_early(house: HouseRules) -> None:
    arb = early("double_burn", "river", house, ["burn", "river"],
                ["return_board", "return_burn", "river"])
    assert codes(arb.hand.zones.board)[-1] == "8d"
    finish(arb)
    assert_passed(arb)


@pytest.mark.parametrize("house", [SEEDS, ROBERTS])
def test_error_double_burn_found_after_action_started_early_at_the_next_street(
    house: HouseRules,
) -> None:
    arb = early("double_burn", "flop", house, ["burn", "flop"], ["return_burn", "burn", "turn"],
                next_street=[])
    assert codes(arb.hand.zones.board)[-1] == "6c"  # the turn that would have come
    finish(arb)
    assert_passed(arb)


def test_error_missed_burn_found_after_unseen_leaves_a_premature_turn_as_it_was() -> None:
    arb = drill(house=ROBERTS, **CHECK_DOWN, mistakes=[
        mistake("missed_burn", street="flop", found_after=20), mistake("premature_turn", after=1)])
    advance(arb, "burn")
    play(arb, ["burn", "flop"])  # the flop's burn took no card; nobody says so
    apply(arb, "wait", "irregularity", "error.premature_turn")


def test_error_missed_burn_free_deal_draws_both_kinds_with_a_street() -> None:
    arb = drill(random_mistakes=1.0, seed=1)
    from dealer_trainer.arbiter.irregularities import REGISTRY

    (missed,) = [irr for irr in REGISTRY if "error.missed_burn" in irr.rules]
    (double,) = [irr for irr in REGISTRY if "error.double_burn" in irr.rules]
    for irr in (missed, double):
        for kind in irr.draws:
            spec = irr.random_spec(arb, kind)
            assert spec.street in ("flop", "turn", "river") and spec.found_after >= 0


# ---- any step, any moment: nothing raises, the cards and chips stay accounted for -------------

BURN_ACTIONS = (*ACTIONS, action("burn_exposed"), action("return_burn"), action("return_board"))


@settings(max_examples=150, deadline=None, derandomize=True, database=None)
@given(
    house=st.sampled_from(ALL),
    kind=st.sampled_from(("missed_burn", "double_burn")),
    street=st.sampled_from(("flop", "turn", "river")),
    found=st.integers(0, 10),
    seed=st.integers(0, 10_000),
    moves=st.lists(st.one_of(st.none(), st.integers(0, len(BURN_ACTIONS) - 1)), max_size=80),
)
def test_property_burn_corrections_keep_the_52_cards_and_the_chips(
    house: HouseRules, kind: str, street: str, found: int, seed: int,
    moves: list[int | None],
) -> None:
    arb = drill(house=house, deck="", seed=seed,
                mistakes=[mistake(kind, street=street, found_after=found)])
    for m in moves:
        if arb.is_complete:
            break
        expected = m is None
        a = arb.expected()[0] if expected else BURN_ACTIONS[m]  # type: ignore[index]
        check_step(arb, a, expected)  # never raises; refused: nothing changed; 52 cards, chips
    finish(arb, irregular=True)  # the book's way on from wherever the moves left it
    arb.check_invariants()


def test_error_missed_burn_the_hand_dealt_again_after_a_misdeal_is_clean() -> None:
    arb = drill(mistakes=[mistake("exposed_hole_card", cards=(1,)),
                          mistake("missed_burn", street="flop")], **CHECK_DOWN)
    play(arb, ["shuffle", "cut", {"post": {"seat": 3, "blind": "small"}},
               {"post": {"seat": 4, "blind": "big"}}])
    apply(arb, {"deal": 3}, "irregularity", "error.exposed_first_card")
    advance(arb, "burn")
    play(arb, ["burn"])  # no misfire: the burn takes its card
    assert len(arb.hand.zones.burns) == 1
    finish(arb)
    assert_passed(arb)
