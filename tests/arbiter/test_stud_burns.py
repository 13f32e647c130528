"""error.stud_missed_burn, error.stud_double_burn (Robert's Stud 13; TDA 38), seen before the
street's first card: `burn` or `return_burn`, then the street, in every preset; a stud
street's misfire is refused at a flop table and a late discovery is not played yet."""

from __future__ import annotations

from pathlib import Path

import pytest
from drive import apply, finish, refused
from stud_errors_drive import play_to, solution, stud_drill

from dealer_trainer.scenarios.errors import ScenarioError

HOUSES = ("seeds", "roberts", "tda")
BOTS = dict.fromkeys(("third", "fourth", "fifth", "sixth", "seventh"), [])


@pytest.mark.parametrize("house", HOUSES)
def test_error_stud_missed_burn_burn_then_the_street(house: str, tmp_path: Path) -> None:
    arb = stud_drill(tmp_path, "stud-missed-burn", house)
    play_to(arb, solution("stud-missed-burn"), 15, irregular=(14,))
    assert arb.hand.zones.burns[-1].code == "8c"  # nothing burnt for fifth street
    refused(arb, "deal: 2", "error.stud_missed_burn")
    apply(arb, "burn")
    assert arb.hand.zones.burns[-1].code == "Tc"
    finish(arb)
    assert arb.result()["passed"] is True


@pytest.mark.parametrize("house", HOUSES)
def test_error_stud_double_burn_the_second_card_back_then_the_street(
    house: str, tmp_path: Path,
) -> None:
    arb = stud_drill(tmp_path, "stud-double-burn", house)
    play_to(arb, solution("stud-double-burn"), 20, irregular=(19,))
    assert [c.code for c in arb.hand.zones.burns[-2:]] == ["2d", "9s"]
    refused(arb, "deal: 2", "error.stud_double_burn")
    refused(arb, "burn", "error.stud_double_burn")
    apply(arb, "return_burn")
    assert arb.hand.zones.stub[0].code == "9s"
    finish(arb)
    result = arb.result()
    assert result["passed"] is True and result["final"]["burns"] == ["8c", "Tc", "2d", "4c"]


@pytest.mark.parametrize("house", HOUSES)
def test_error_stud_missed_burn_and_a_double_burn_in_the_same_hand(
    house: str, tmp_path: Path,
) -> None:
    mistakes = [{"kind": "missed_burn", "street": "seventh"}, {"kind": "double_burn",
                                                               "street": "fourth"}]
    arb = stud_drill(tmp_path, "stud-missed-burn", house, mistakes=mistakes, players=BOTS)
    seen = finish(arb, irregular=True)
    rules = [s.rule for s in seen if s.outcome.value == "irregularity"]
    assert rules == ["error.stud_double_burn", "error.stud_missed_burn"]
    assert arb.result()["passed"] is True


@pytest.mark.parametrize(("street", "found"), [("flop", 0), ("fifth", 2)])
def test_error_stud_missed_burn_a_flop_street_or_a_late_discovery_is_refused(
    street: str, found: int, tmp_path: Path,
) -> None:
    with pytest.raises(ScenarioError, match="missed_burn"):
        stud_drill(tmp_path, "stud-missed-burn", mistakes=[
            {"kind": "missed_burn", "street": street, "found_after": found}])


@pytest.mark.parametrize("house", HOUSES)
def test_error_stud_exposed_downcard_then_a_missed_burn_in_the_same_hand(
    house: str, tmp_path: Path,
) -> None:
    """Cy's second downcard (pitch 7) dealt up on third street, then the burn before fourth
    street misfires: each corrected as its own rule says, the hand played out."""
    mistakes = [{"kind": "exposed_hole_card", "card": 7}, {"kind": "missed_burn",
                                                           "street": "fourth"}]
    arb = stud_drill(tmp_path, "stud-missed-burn", house, mistakes=mistakes, players=BOTS)
    seen = finish(arb, irregular=True)
    rules = [s.rule for s in seen if s.outcome.value == "irregularity"]
    assert rules == ["error.stud_exposed_downcard", "error.stud_missed_burn"]
    result = arb.result()
    assert result["passed"] is True and len(result["final"]["burns"]) == 4  # type: ignore[arg-type]
