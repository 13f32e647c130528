"""stud.wrong_bring_in (RULES.md "Forced bet and first to act"; Robert's Stud 9, which holds in
every preset): the wrong player named as low posts; found before the next player acts, the
wager goes back and the true low card must bring it in; found after, the wager stands."""

from __future__ import annotations

from pathlib import Path

import pytest
from drive import apply, finish, next_step, refused
from stud_errors_drive import play_to, solution, stud_drill

NAME = "stud-wrong-bring-in"
STEPS = solution(NAME)
HOUSES = ("seeds", "roberts", "tda")
# found after the next player acted: seat 4 calls seat 2's bring-in
STANDS = {"mistakes": [{"kind": "wrong_bring_in", "seat": 2, "found_after": 1}],
          "players": {"third": [{"seat": 2, "action": "bring_in"}, {"seat": 4, "action": "call"},
                                {"seat": 5, "action": "call"}, {"seat": 1, "action": "fold"}]}}


@pytest.mark.parametrize("house", HOUSES)
def test_stud_wrong_bring_in_found_at_once_the_true_low_card_brings_it_in(
    house: str, tmp_path: Path,
) -> None:
    arb = stud_drill(tmp_path, NAME, house)
    play_to(arb, STEPS, 6)
    step = apply(arb, STEPS[6], "irregularity", "stud.wrong_bring_in")  # bring_in: 4
    assert arb.hand.bets[2] == 10 and arb.hand.to_act() == 4
    refused(arb, "wait: round", "stud.wrong_bring_in")
    refused(arb, "rule: {seat: 4, as: stands}", "stud.wrong_bring_in")
    refused(arb, "rule: {seat: 5, as: bring_in}", "stud.wrong_bring_in")
    apply(arb, "rule: {seat: 4, as: bring_in}")
    assert arb.hand.bets[2] == 0 and arb.hand.stacks[2] == 995 and arb.hand.to_act() == 4
    assert step.message_key == "banner.stud.wrong_bring_in"
    finish(arb)
    result = arb.result()
    assert result["passed"] is True
    assert result["irregularities"] == [{"step": 7, "rule": "stud.wrong_bring_in",
                                         "corrected": True}]
    assert result["final"]["bring_in"] == 4  # type: ignore[index]


@pytest.mark.parametrize("house", HOUSES)
def test_stud_wrong_bring_in_found_after_the_next_player_acted_the_wager_stands(
    house: str, tmp_path: Path,
) -> None:
    arb = stud_drill(tmp_path, NAME, house, **STANDS)
    play_to(arb, STEPS, 6)
    apply(arb, STEPS[6])  # seat 2 named and posts: nobody has seen it yet
    assert arb.hand.bets[2] == 10
    refused(arb, "rule: {seat: 4, as: stands}", None, "invalid")  # nothing come to light
    step = apply(arb, "wait: round", "irregularity", "stud.wrong_bring_in")
    assert arb.hand.bets[4] == 10 and arb.hand.to_act() == 5  # seat 4 called: it stops
    assert step.message_key == "banner.stud.wrong_bring_in"
    refused(arb, "rule: {seat: 4, as: bring_in}", "stud.wrong_bring_in")
    refused(arb, "wait: round", "stud.wrong_bring_in")
    assert next_step(arb).text() == "rule: {seat: 4, as: stands}"
    apply(arb, "rule: {seat: 4, as: stands}")
    assert arb.hand.bets[2] == 10 and arb.hand.stacks[2] == 985
    finish(arb)
    result = arb.result()
    assert result["passed"] is True and result["final"]["bring_in"] == 2  # type: ignore[index]


def test_stud_wrong_bring_in_a_ruling_with_nothing_to_rule_on_is_invalid(tmp_path: Path) -> None:
    arb = stud_drill(tmp_path, NAME, mistakes=[])
    play_to(arb, STEPS, 7)  # the bring-in named right: no mistake
    refused(arb, "rule: {seat: 4, as: bring_in}", None, "invalid")


@pytest.mark.parametrize("house", HOUSES)
def test_stud_wrong_bring_in_after_an_exposed_downcard_in_the_same_hand(
    house: str, tmp_path: Path,
) -> None:
    """A pair: Cy's second downcard (3s) exposed on third street, then seat 1 named as low:
    both corrected, the bring-in is where each house puts it."""
    mistakes = [{"kind": "exposed_hole_card", "card": 7},  # Cy's 3s, pitch 7, lands up
                {"kind": "wrong_bring_in", "seat": 1}]
    bots = dict.fromkeys(("third", "fourth", "fifth", "sixth", "seventh"), [])
    arb = stud_drill(tmp_path, NAME, house, mistakes=mistakes, players=bots)
    seen = finish(arb, irregular=True)
    rules = [s.rule for s in seen if s.outcome.value == "irregularity"]
    assert rules == ["error.stud_exposed_downcard", "stud.wrong_bring_in"]
    result = arb.result()
    assert result["passed"] is True
    # tda: Cy's exposed 3s is his door card and the low card; Robert's: it passes the action
    # to his left (seat 5), who owes no bring-in, so the rule names seat 5
    low = 4 if house == "tda" else 5
    assert any(s.action == f"rule: {{seat: {low}, as: bring_in}}" for s in seen)
