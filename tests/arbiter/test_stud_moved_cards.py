"""A stud card at the wrong seat (RULES.md "Dealer errors in stud"; Robert's Stud 13, every
preset): an extra card (error.stud_extra_card) and a seat passed over
(error.stud_missed_player), each moved to the seat it belonged to on a later street; an extra
card on third street is a misdeal (Robert's Misdeals 2(d), (e); TDA 35-A-5)."""

from __future__ import annotations

from pathlib import Path

import pytest
from drive import apply, finish, next_step, refused
from stud_errors_drive import play_to, solution, stud_drill

HOUSES = ("seeds", "roberts", "tda")
EXTRA, MISSED = "stud-extra-card", "stud-missed-player"


@pytest.mark.parametrize("house", HOUSES)
def test_error_stud_extra_card_a_later_street_the_card_goes_on(house: str, tmp_path: Path) -> None:
    arb = stud_drill(tmp_path, EXTRA, house)
    play_to(arb, solution(EXTRA), 11, irregular=(10,))
    assert [c.code for c in arb.hand.upcards(2)] == ["6c", "7s", "5h"]
    refused(arb, "deal: 5", "error.stud_extra_card")
    refused(arb, "deal: 1", ("error.stud_extra_card", None), ("violation", "invalid"))
    apply(arb, "deal: 4")
    assert [c.code for c in arb.hand.upcards(4)] == ["5d", "5h"]
    assert next_step(arb).text() == "deal: 5"
    finish(arb)
    assert arb.result()["passed"] is True


@pytest.mark.parametrize("house", HOUSES)
def test_error_stud_extra_card_third_street_is_a_misdeal(house: str, tmp_path: Path) -> None:
    arb = stud_drill(tmp_path, EXTRA, house, mistakes=[
        {"kind": "stud_extra_card", "street": "third", "seat": 4}],
        players=dict.fromkeys(("third", "fourth", "fifth", "sixth", "seventh"), []))
    seen = finish(arb, irregular=True)
    acts = [s.action for s in seen]
    assert "misdeal" in acts
    i = acts.index("misdeal")
    assert seen[i - 1].rule == "error.stud_extra_card" and acts[i + 1:i + 3] == ["shuffle", "cut"]
    result = arb.result()
    assert result["passed"] is True
    total = sum(result["final"]["stacks"].values())  # type: ignore[union-attr]
    assert total == 4000


@pytest.mark.parametrize("house", HOUSES)
def test_error_stud_missed_player_the_card_moves_back(house: str, tmp_path: Path) -> None:
    arb = stud_drill(tmp_path, MISSED, house)
    play_to(arb, solution(MISSED), 11, irregular=(10,))
    assert [c.code for c in arb.hand.upcards(4)] == ["5d", "7s"]
    refused(arb, "deal: 4", "error.stud_missed_player")
    apply(arb, "deal_up: 2")  # the face named is the card's: accepted too
    assert [c.code for c in arb.hand.upcards(2)] == ["6c", "7s"]
    assert next_step(arb).text() == "deal: 4"
    finish(arb)
    assert arb.result()["passed"] is True


@pytest.mark.parametrize("house", HOUSES)
def test_error_stud_missed_player_and_an_upcard_down_in_the_same_hand(
    house: str, tmp_path: Path,
) -> None:
    mistakes = [{"kind": "wrong_face", "pitch": 10}, {"kind": "wrong_seat", "pitch": 16,
                                                      "seat": 4}]
    arb = stud_drill(tmp_path, MISSED, house, mistakes=mistakes)
    seen = finish(arb, irregular=True)
    rules = [s.rule for s in seen if s.outcome.value == "irregularity"]
    assert rules == ["error.stud_upcard_down", "error.stud_missed_player"]
    assert arb.result()["passed"] is True


def test_error_stud_extra_card_and_the_wrong_bring_in_in_the_same_hand(tmp_path: Path) -> None:
    mistakes = [{"kind": "wrong_bring_in", "seat": 5},
                {"kind": "stud_extra_card", "street": "fifth", "seat": 2}]
    arb = stud_drill(tmp_path, EXTRA, "tda", mistakes=mistakes,
                     players=dict.fromkeys(("third", "fourth", "fifth", "sixth", "seventh"), []))
    seen = finish(arb, irregular=True)
    rules = [s.rule for s in seen if s.outcome.value == "irregularity"]
    assert "stud.wrong_bring_in" in rules
    assert arb.result()["passed"] is True
