"""error.dealt_in_waiting (issue 27; RULES.md "Across hands", `blinds.missed`, and
`error.card_to_empty_seat`: a card to a player not entitled to a hand is a misdeal). The drill
`dealt-in-waiting`: Di (seat 4) is back for hand 2 and waits for her big blind; in hand 2
(button 5, blinds 6 and 1) the dealer, passing her seat, pitches her the card meant for
seat 5. Tested alone in every preset, and in a pair with a misplaced button in the same hand."""

from __future__ import annotations

import copy
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
import yaml

from dealer_trainer.arbiter import Arbiter, Outcome, TraineeAction
from dealer_trainer.engine.config import HouseRules
from dealer_trainer.scenarios.loader import load_scenario

REPO = Path(__file__).resolve().parents[2]
DRILL = REPO / "scenarios" / "dealt-in-waiting.yaml"
SOLUTION = yaml.safe_load((REPO / "scenarios" / "solutions" / DRILL.name).read_text("utf-8"))
MISDEAL = SOLUTION.index("misdeal")  # the step after the card to seat 4


def played(house: HouseRules, steps: int) -> Arbiter:
    setup = load_scenario(DRILL).setup
    arb = Arbiter(replace(setup, config=replace(setup.config, house_rules=house)))
    for item in SOLUTION[:steps]:
        assert arb.apply(TraineeAction.parse(item)).outcome in (
            Outcome.OK, Outcome.IRREGULARITY), item
    return arb


@pytest.mark.parametrize("house", list(HouseRules))
def test_error_dealt_in_waiting_the_card_to_her_is_a_misdeal(house: HouseRules) -> None:
    arb = played(house, MISDEAL)
    h = arb.hand
    assert arb.hand_number == 2 and 4 not in h.occupied
    assert arb.snapshot().open_irregularities == ("error.dealt_in_waiting",)
    assert len(h.zones.stray) == 1 and not h.zones.hole.get(5)  # in front of Di, not Elena
    assert [a.text() for a in arb.expected()][:1] == ["misdeal"]
    wrong = copy.deepcopy(arb).apply(TraineeAction.parse({"deal": 6}))
    assert (wrong.outcome, wrong.rule) == (Outcome.VIOLATION, "error.dealt_in_waiting")
    assert arb.apply(TraineeAction("misdeal")).outcome is Outcome.OK
    assert not arb.hand.zones.stray and not arb.open_corrections()
    for item in SOLUTION[MISDEAL + 1:]:  # shuffle, cut, the deal again without her
        assert arb.apply(TraineeAction.parse(item)).outcome is Outcome.OK, item
    result = arb.result()
    assert result["passed"] is True
    assert [(i["rule"], i["corrected"]) for i in result["irregularities"]] == [  # type: ignore
        ("error.dealt_in_waiting", True)]
    assert 4 in result["hands"][1]["sitting_out"]  # type: ignore[index]


def test_error_dealt_in_waiting_fires_only_where_a_player_waits() -> None:
    doc: dict[str, Any] = yaml.safe_load(DRILL.read_text("utf-8"))
    doc["mistakes"] = [{"kind": "dealt_in_waiting", "hand": 1}]  # hand 1: Di sits out
    doc["table"]["seats"][4] = {"name": "Di", "stack": 1000}
    for key in ("between_hands", "players", "players_by_hand"):  # the bots play
        doc.pop(key)
    arb = Arbiter(load_scenario(_write(doc)).setup)
    while not arb.is_complete:
        assert arb.apply(arb.expected()[0]).outcome is Outcome.OK
    assert arb.result()["irregularities"] == []


@pytest.mark.parametrize("house", list(HouseRules))
def test_error_dealt_in_waiting_in_a_pair_with_a_misplaced_button(house: HouseRules) -> None:
    """Hand 2 starts with the disc at seat 1 (error.button_position): back to seat 5 before
    any blind; then the card to Di, a misdeal. Both are put right, in order."""
    doc: dict[str, Any] = yaml.safe_load(DRILL.read_text("utf-8"))
    doc["house_rules"] = house.value
    doc["mistakes"].append({"kind": "button_misplaced", "hand": 2, "seat": 1})
    doc.pop("players_by_hand")  # a drill with button_misplaced scripts no later decisions
    arb = Arbiter(load_scenario(_write(doc)).setup)
    seen: list[str] = []
    while not arb.is_complete and len(seen) < 300:
        step = arb.apply(arb.expected()[0])
        assert step.outcome in (Outcome.OK, Outcome.IRREGULARITY), (step.action, step.rule)
        seen.append(step.action)
    result = arb.result()
    assert result["passed"] is True
    assert [(i["rule"], i["corrected"]) for i in result["irregularities"]] == [  # type: ignore
        ("error.button_position", True), ("error.dealt_in_waiting", True)]


def _write(doc: dict[str, Any]) -> Path:
    import tempfile

    path = Path(tempfile.mkdtemp()) / "drill.yaml"
    path.write_text(yaml.safe_dump(doc, sort_keys=False), encoding="utf-8")
    return path
