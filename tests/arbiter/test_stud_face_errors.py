"""A stud card dealt with the wrong face (CONTRACT.md `wrong_face`): an upcard dealt down
(error.stud_upcard_down, every preset: turned up where it lies before the next pitch) and a
seventh-street card dealt up (error.stud_seventh_exposed: presets differ, Robert's Stud 17
against TDA RP-10-B)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from drive import apply, finish, next_step, refused
from stud_errors_drive import play_to, solution, stud_drill

HOUSES = ("seeds", "roberts", "tda")
UP, ROB, TDA = "stud-upcard-down", "stud-seventh-exposed-roberts", "stud-seventh-exposed-tda"
# three players to seventh street: seat 4 calls on fifth; seat 2's seventh card is pitch 22
THREE: dict[str, Any] = {
    "players": {"fifth": [{"seat": 5, "action": "bet", "to": 40}, {"seat": 2, "action": "call"},
                          {"seat": 4, "action": "call"}], "sixth": [], "seventh": []},
    "mistakes": [{"kind": "wrong_face", "pitch": 22}],
}


@pytest.mark.parametrize("house", HOUSES)
def test_error_stud_upcard_down_turned_up_before_the_next_pitch(house: str, tmp_path: Path) -> None:
    arb = stud_drill(tmp_path, UP, house)
    steps = solution(UP)
    play_to(arb, steps, 7, irregular=(6,))
    assert not arb.hand.zones.hole[2][-1].exposed and next_step(arb).text() == "turn_up: 2"
    refused(arb, "deal: 4", "error.stud_upcard_down")
    refused(arb, "turn_up: 4", "error.stud_upcard_down")
    apply(arb, "turn_up: 2")
    assert [c.code for c in arb.hand.upcards(2)] == ["6c"]
    finish(arb)
    result = arb.result()
    assert result["passed"] is True
    assert result["final"]["up"]["2"] == ["6c", "7s", "8d", "9s"]  # type: ignore[index]


def test_error_stud_upcard_down_a_later_street_and_its_wrong_face_refused(tmp_path: Path) -> None:
    """Fourth street's card to seat 4 (pitch 14) dealt down, then turned up; a `turn_up`
    with nothing dealt down is refused."""
    arb = stud_drill(tmp_path, UP, "roberts", mistakes=[{"kind": "wrong_face", "pitch": 14}])
    refused(arb, "turn_up: 2", "deck.shuffle")  # nothing to turn up: the shuffle comes first
    seen = finish(arb, irregular=True)
    assert [s.action for s in seen if s.outcome.value == "irregularity"] == ["deal: 4"]
    assert any(s.action == "turn_up: 4" for s in seen) and arb.result()["passed"] is True


@pytest.mark.parametrize("house", ["seeds", "roberts"])
def test_error_stud_seventh_exposed_roberts_heads_up_the_second_card_up_too(
    house: str, tmp_path: Path,
) -> None:
    arb = stud_drill(tmp_path, ROB, house)
    steps = solution(ROB)
    play_to(arb, steps, 26, irregular=(25,))
    refused(arb, "deal: 5", "error.stud_seventh_exposed")
    apply(arb, "deal_up: 5")
    refused(arb, "first_to_act: 5", "stud.first_to_act")  # the straight on board acts first
    finish(arb)
    result = arb.result()
    assert result["passed"] is True and result["final"]["burns"] == ["8c", "Tc", "2d", "4c"]


def test_error_stud_seventh_exposed_tda_replaced_while_betting_remains(tmp_path: Path) -> None:
    arb = stud_drill(tmp_path, TDA)
    steps = solution(TDA)
    play_to(arb, steps, 26, irregular=(25,))
    refused(arb, "deal: 5", "error.stud_seventh_exposed")  # the exposed card goes first
    apply(arb, "burn_exposed")
    refused(arb, "deal_down: 2", "error.stud_seventh_exposed")  # the others first
    apply(arb, "deal: 5")
    refused(arb, "deal: 2", "error.stud_seventh_exposed")  # named down
    apply(arb, "deal_down: 2")
    finish(arb)
    result = arb.result()
    assert result["passed"] is True and result["final"]["burns"][-1] == "5s"  # type: ignore[index]


@pytest.mark.parametrize("house", HOUSES)
def test_error_stud_seventh_exposed_three_players(house: str, tmp_path: Path) -> None:
    """Robert's: the others down, then the all-in offered before first to act; TDA: the card
    burnt, the others, then his down."""
    arb = stud_drill(tmp_path, ROB, house, **THREE)
    seen = finish(arb, irregular=True)
    acts = [s.action for s in seen]
    (i,) = [j for j, s in enumerate(seen) if s.outcome.value == "irregularity"]
    assert acts[i] == "deal: 2" and seen[i].rule == "error.stud_seventh_exposed"
    later = acts[i + 1:]
    if house == "tda":
        assert later[:4] == ["burn_exposed", "deal: 4", "deal: 5", "deal_down: 2"]
        up = 4
    else:
        assert later[:3] == ["deal: 4", "deal: 5", "offer_all_in: 2"]
        assert later[3].startswith("first_to_act")
        up = 5  # it plays face up
    result = arb.result()
    assert result["passed"] is True and len(result["final"]["up"]["2"]) == up  # type: ignore[index]


def test_error_stud_seventh_exposed_tda_no_betting_left_the_card_plays(tmp_path: Path) -> None:
    """RP-10-B: "7th street should be dealt down even if no betting action remains"; a card
    exposed with nobody left to bet plays: nothing to correct."""
    seats = {2: {"name": "Bo", "stack": 120}}  # he calls all in on sixth street
    arb = stud_drill(tmp_path, TDA, table={"seats": seats}, players={"seventh": []},
                     mistakes=[{"kind": "wrong_face", "pitch": 21}])
    seen = finish(arb, irregular=True)
    (step,) = [s for s in seen if s.outcome.value == "irregularity"]
    assert step.action == "deal: 2"
    assert "burn_exposed" not in [s.action for s in seen]
    result = arb.result()
    assert result["passed"] is True
    assert result["irregularities"] == [{"step": step.n, "rule": "error.stud_seventh_exposed",
                                         "corrected": True}]
    assert result["final"]["up"]["2"][-1] == "5s"  # type: ignore[index]


@pytest.mark.parametrize("house", HOUSES)
def test_error_stud_upcard_down_then_the_seventh_card_up_in_the_same_hand(
    house: str, tmp_path: Path,
) -> None:
    mistakes = [{"kind": "wrong_face", "pitch": 10}, {"kind": "wrong_face", "pitch": 21}]
    arb = stud_drill(tmp_path, ROB, house, mistakes=mistakes, players={"seventh": []})
    seen = finish(arb, irregular=True)
    rules = [s.rule for s in seen if s.outcome.value == "irregularity"]
    assert rules == ["error.stud_upcard_down", "error.stud_seventh_exposed"]
    assert arb.result()["passed"] is True
