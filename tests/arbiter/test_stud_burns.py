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


@pytest.mark.parametrize(("kind", "street", "found"), [
    ("missed_burn", "flop", 0), ("missed_burn", "seventh", 1), ("double_burn", "fifth", 1)])
def test_error_stud_missed_burn_a_flop_street_or_a_late_discovery_not_played_is_refused(
    kind: str, street: str, found: int, tmp_path: Path,
) -> None:
    """A flop street at a stud table; found after the street's cards: a seventh-street
    missed burn (downcards a player may have looked at) or a double burn are not played."""
    with pytest.raises(ScenarioError, match=kind):
        stud_drill(tmp_path, "stud-missed-burn", mistakes=[
            {"kind": kind, "street": street, "found_after": found}])


LATE = [{"kind": "missed_burn", "street": "fifth", "found_after": 1}]


@pytest.mark.parametrize("house", ["seeds", "roberts"])
def test_error_stud_missed_burn_found_after_the_street_cards_corrected_roberts(
    house: str, tmp_path: Path,
) -> None:
    """Robert's Stud 13: "the cards are corrected, if at all possible, to their proper
    positions": the first card (Tc, the burn) to the burns, 8d and Qc back one seat, Kd off
    the stub to the last seat; the hand then goes as if the burn had been made."""
    arb = stud_drill(tmp_path, "stud-missed-burn", house, mistakes=LATE)
    steps = solution("stud-missed-burn")
    play_to(arb, steps, 15)  # the burn takes no card, unseen
    h = arb.hand
    assert h.zones.burns[-1].code == "8c"
    apply(arb, steps[16], "irregularity", "error.stud_missed_burn")  # deal: [2, 4, 5]
    assert [h.zones.hole[s][-1].card.code for s in (2, 4, 5)] == ["Tc", "8d", "Qc"]
    refused(arb, "first_to_act: 5", "error.stud_missed_burn")
    refused(arb, "deal: 2", "error.stud_missed_burn")  # the burn's card out first
    apply(arb, "burn_exposed")
    refused(arb, "deal: 4", "error.stud_missed_burn")  # seat 2's card first
    apply(arb, "deal: 2")
    apply(arb, "deal: 4")
    apply(arb, "deal: 5")
    assert [h.zones.hole[s][-1].card.code for s in (2, 4, 5)] == ["8d", "Qc", "Kd"]
    for item in steps[17:]:
        apply(arb, item)
    result = arb.result()
    assert result["passed"] is True and result["final"]["burns"] == ["8c", "Tc", "2d", "4c"]


def test_error_stud_missed_burn_found_after_the_street_cards_stands_tda(
    tmp_path: Path,
) -> None:
    """TDA 38: one burn per street, "never more": the street stands as dealt, nothing is
    owed, and the next street burns one card."""
    checks = [{"seat": s, "action": "check"} for s in (4, 5, 2)]  # 5-5 shows first now
    players = {"fifth": checks, "sixth": [], "seventh": []}
    arb = stud_drill(tmp_path, "stud-missed-burn", "tda", mistakes=LATE, players=players)
    steps = solution("stud-missed-burn")
    play_to(arb, steps, 15)
    h = arb.hand
    apply(arb, steps[16], "irregularity", "error.stud_missed_burn")  # deal: [2, 4, 5]
    assert [h.zones.hole[s][-1].card.code for s in (2, 4, 5)] == ["Tc", "8d", "Qc"]  # stands
    refused(arb, "burn_exposed", ("error.stud_missed_burn", "stud.first_to_act"))
    apply(arb, "first_to_act: 4")
    finish(arb)
    result = arb.result()
    assert result["passed"] is True
    assert result["final"]["burns"][:2] == ["8c", "Kd"]  # type: ignore[index]  # sixth: one


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
