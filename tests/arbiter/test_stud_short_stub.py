"""stud.short_stub, stud.common_card (RULES.md "The short stub and the common card";
CONTRACT.md's short-stub row): eight players to seventh street leave one card; the burns go back,
shuffle, cut, burn, `common_card`, in every preset; first to act as the house says; a stub of
three or more under the TDA burns and turns the common card itself (RP-10-H (B))."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from drive import apply, finish, next_step, refused
from stud_errors_drive import ROOT, play_to, solution, stud_drill

from dealer_trainer.arbiter.arbiter import Arbiter
from dealer_trainer.scenarios.loader import load_scenario

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


def test_stud_short_stub_roberts_deals_to_the_last_card_then_no_burn(tmp_path: Path) -> None:
    """Robert's Stud 15 (RULES.md's second worked example): one folded on third street, the
    stub holds 4: burn, deal 2, the last card and the 4 burns scrambled and cut, and 5 cards
    for 5 players: no burn, no common card."""
    arb = stud_drill(tmp_path, "stud-short-stub", "roberts", players=THIRD_ONE_FOLDS)
    names = [s.action for s in finish(arb)]
    i = names.index("return_to_deck: [burns]")
    assert names[i - 3:i] == ["burn", "deal: 1", "deal: 2"]
    assert names[i + 1:i + 4] == ["shuffle", "cut", "deal: 3"]
    assert "common_card" not in names and arb.result()["passed"] is True


def seven_seats(tmp_path: Path, house: str) -> Arbiter:
    """The drill without seat 8: seven players, none folded, stub 7 before seventh street."""
    doc = yaml.safe_load((ROOT / "scenarios" / "stud-short-stub.yaml").read_text("utf-8"))
    del doc["table"]["seats"][8]
    doc["house_rules"] = house
    starts = {"third": 1, "fourth": 5, "fifth": 4, "sixth": 6, "seventh": 6}
    players = {}
    for street, first in starts.items():
        order = [*range(first, 8), *range(1, first)]
        act = "call" if street == "third" else "check"
        players[street] = [{"seat": s, "action": act} for s in order]
    players["third"][0] = {"seat": 1, "action": "bring_in"}
    doc["players"] = players
    path = tmp_path / "seven.yaml"
    path.write_text(yaml.safe_dump(doc, sort_keys=False), encoding="utf-8")
    return Arbiter(load_scenario(path).setup)


@pytest.mark.parametrize("house", HOUSES)
def test_stud_short_stub_seven_players_fresh_cards_for_all(house: str, tmp_path: Path) -> None:
    """RULES.md's first worked example, stub 7: `tda` (A) scrambles the 7 and the 3 burns,
    cuts, burns and deals 7; `roberts` burns, deals 5, scrambles the last card with the 4
    burns, cuts, burns and deals the last 2."""
    arb = seven_seats(tmp_path, house)
    names = [s.action for s in finish(arb)]
    i = names.index("return_to_deck: [burns]")
    if house == "tda":
        assert names[i - 1] == "wait" and names[i + 1:i + 5] == ["shuffle", "cut", "burn",
                                                                  "deal: 1"]
    else:
        assert names[i - 6:i] == ["burn", "deal: 1", "deal: 2", "deal: 3", "deal: 4", "deal: 5"]
        assert names[i + 1:i + 6] == ["shuffle", "cut", "burn", "deal: 6", "deal: 7"]
    assert "common_card" not in names and arb.result()["passed"] is True


def test_stud_short_stub_tda_the_street_burn_before_the_burns_go_back_is_refused(
    tmp_path: Path,
) -> None:
    arb = seven_seats(tmp_path, "tda")
    while arb.expected()[0].name != "return_to_deck":
        apply(arb, next_step(arb))
    refused(arb, "burn", "stud.short_stub")
    refused(arb, "deal: 1", "stud.short_stub")
    apply(arb, "return_to_deck: [burns]")
    assert len(arb.hand.zones.stub) == 10  # 7 and the 3 burns (RP-10-H (A))
    refused(arb, "burn", "stud.short_stub")  # shuffle and cut first
