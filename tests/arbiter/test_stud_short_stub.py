"""stud.short_stub, stud.common_card (RULES.md "The short stub and the common card";
CONTRACT.md's short-stub row): eight players to seventh street leave one card; the burns go back,
shuffle, cut, burn, `common_card`, in every preset; first to act as the house says; a stub of
three or more under the TDA burns and turns the common card itself (RP-10-H (B))."""

from __future__ import annotations

from pathlib import Path

import pytest
from drive import apply, finish, refused
from stud_errors_drive import play_to, solution, stud_drill

HOUSES = ("seeds", "roberts", "tda")
RETURN = 21  # the solution's index of `return_to_deck: [burns]`


@pytest.mark.parametrize("house", HOUSES)
def test_stud_common_card_after_the_burns_are_shuffled_back(house: str, tmp_path: Path) -> None:
    arb = stud_drill(tmp_path, "stud-short-stub", house)
    steps = solution("stud-short-stub")
    assert steps[RETURN] == {"return_to_deck": ["burns"]}
    play_to(arb, steps, RETURN)
    assert len(arb.hand.zones.stub) == 1
    refused(arb, "deal: 1", "stud.short_stub")
    refused(arb, "burn", "stud.short_stub")  # 1 card: the burns are scrambled in first
    for item in ("return_to_deck: [burns]", "shuffle", "cut"):
        apply(arb, item)
    refused(arb, "common_card", "stud.burn")
    apply(arb, "burn")
    refused(arb, "deal: 1", "stud.common_card")
    apply(arb, "common_card")
    assert len(arb.hand.zones.board) == 1
    first = arb.expected()[0]
    assert (first.name, first.seat) == ("first_to_act", 1)
    finish(arb)
    result = arb.result()
    assert result["passed"] is True
    assert result["final"]["common"] == arb.hand.zones.board[0].code
    assert result["final"]["board"] == []


def test_stud_common_card_the_drill_passes_as_scripted(tmp_path: Path) -> None:
    arb = stud_drill(tmp_path, "stud-short-stub")
    for item in solution("stud-short-stub"):
        apply(arb, item)
    assert arb.result()["passed"] is True and arb.result()["final"]["stacks"]["1"] == 1105


THIRD_ONE_FOLDS = {"third": [{"seat": 8, "action": "bring_in"},
                             *({"seat": s, "action": "call"} for s in range(1, 7)),
                             {"seat": 7, "action": "fold"}],
                   **{street: [{"seat": s, "action": "check"} for s in (*after, *before)]
                      for street, before, after in (
                          ("fourth", (), (1, 2, 3, 4, 5, 6, 8)),
                          ("fifth", (), (1, 2, 3, 4, 5, 6, 8)),
                          ("sixth", (1, 2), (3, 4, 5, 6, 8)),
                          ("seventh", (1, 2), (3, 4, 5, 6, 8)))}}


def test_stud_short_stub_tda_burns_and_turns_the_common_card_from_a_stub_of_four(
    tmp_path: Path,
) -> None:
    """TDA RP-10-H (B): one folded on third street, the stub holds 4; required 9, and 4 + 3
    burns make 7: burn, and the next card is the common card, no reshuffle."""
    arb = stud_drill(tmp_path, "stud-short-stub", "tda", players=THIRD_ONE_FOLDS)
    seen = finish(arb)
    names = [s.action for s in seen]
    assert "return_to_deck: [burns]" not in names
    i = names.index("common_card")
    assert names[i - 1] == "burn" and names[i + 1].startswith("first_to_act")
    assert arb.result()["passed"] is True
