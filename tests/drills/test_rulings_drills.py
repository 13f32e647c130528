"""Every row of CONTRACT.md's rulings table (and each preset where they differ) is a drill:
its reference solution rules as the table says, under the table's rule id."""

from __future__ import annotations

from pathlib import Path

import pytest

from dealer_trainer.arbiter import Arbiter, TraineeAction
from dealer_trainer.scenarios import load_scenario
from dealer_trainer.scenarios.script import load_script

ROOT = Path(__file__).resolve().parents[2] / "scenarios"

# drill -> (the rule id of its ruling, the rulings its solution makes, in order)
ROWS = {
    "ruling-oversized-chip-call": ("bet.oversized_chip", ["rule: {seat: 1, as: call}"]),
    "ruling-oversized-chip-bet": ("bet.oversized_chip", ["rule: {seat: 3, as: bet, to: 1000}"]),
    "ruling-oversized-chip-raise": ("bet.oversized_chip",
                                    ["rule: {seat: 1, as: raise, to: 1000}"]),
    "ruling-multiple-chips-call": ("bet.multiple_chips", ["rule: {seat: 6, as: call}"]),
    "ruling-multiple-chips-all-in": ("bet.multiple_chips", ["rule: {seat: 6, as: all_in}"]),
    "ruling-under-raise-full": ("bet.under_raise", ["rule: {seat: 4, as: raise, to: 2000}"]),
    "ruling-under-raise-call": ("bet.under_raise", ["rule: {seat: 4, as: call}"]),
    "ruling-under-raise-said": ("bet.under_raise", ["rule: {seat: 4, as: raise, to: 2000}"]),
    "ruling-string-raise": ("bet.string_raise", ["rule: {seat: 6, as: call}"]),
    "ruling-string-raise-said": ("bet.string_raise", ["rule: {seat: 6, as: raise, to: 1200}"]),
    "ruling-tda-string-raise": ("bet.string_raise", ["rule: {seat: 6, as: raise, to: 600}"]),
    "ruling-words-with-chips": ("bet.verbal_vs_chips", ["rule: {seat: 4, as: call}"]),
    "ruling-words-after-chips": ("bet.verbal_vs_chips", ["rule: {seat: 4, as: call}"]),
    "ruling-tda-words-after-chips": ("bet.verbal_vs_chips",
                                     ["rule: {seat: 4, as: raise, to: 3000}"]),
    "ruling-raise-amount-said": ("bet.verbal_vs_chips", ["rule: {seat: 4, as: raise, to: 8000}"]),
    "ruling-undercall-opening": ("bet.undercall", ["rule: {seat: 4, as: call}"]),
    "ruling-undercall": ("bet.undercall", ["rule: {seat: 6, as: call}"]),
    "ruling-tda-undercall-floor": ("bet.undercall", ["call_floor"]),
    "ruling-out-of-turn-binding": ("bet.out_of_turn", ["rule: {seat: 6, as: out_of_turn}",
                                                       "rule: {seat: 6, as: raise, to: 800}"]),
    "ruling-out-of-turn-not-binding": ("bet.out_of_turn", ["rule: {seat: 6, as: out_of_turn}",
                                                           "rule: {seat: 6, as: not_binding}"]),
    "ruling-tda-out-of-turn-call": ("bet.out_of_turn", ["rule: {seat: 6, as: out_of_turn}",
                                                        "rule: {seat: 6, as: raise, to: 800}"]),
    "ruling-out-of-turn-call-floor": ("bet.out_of_turn", ["rule: {seat: 6, as: out_of_turn}",
                                                          "call_floor"]),
    "ruling-out-of-turn-fold": ("bet.out_of_turn", ["rule: {seat: 6, as: fold}"]),
    "ruling-call-no-bet": ("bet.invalid_declaration", ["rule: {seat: 3, as: check}"]),
    "ruling-raise-no-bet": ("bet.invalid_declaration", ["rule: {seat: 3, as: bet, to: 600}"]),
    "ruling-check-facing-bet": ("bet.invalid_declaration", ["rule: {seat: 4, as: call_or_fold}"]),
    "ruling-raise-not-reopened": ("bet.reopen", ["rule: {seat: 6, as: call_or_fold}"]),
}


def _played(name: str) -> tuple[Arbiter, list[TraineeAction]]:
    scenario = load_scenario(ROOT / f"{name}.yaml")
    actions = [item.action for item in load_script(ROOT / "solutions" / f"{name}.yaml")]
    arb = Arbiter(scenario.setup)
    for a in actions:
        arb.apply(a)
    return arb, actions


@pytest.mark.parametrize("name", sorted(ROWS))
def test_bet_rulings_each_row_of_the_table_is_a_drill_ruled_as_the_table_says(name: str) -> None:
    rule, rulings = ROWS[name]
    arb, actions = _played(name)
    assert [a.text() for a in actions if a.name in ("rule", "call_floor")] == rulings
    assert [c.to_json() for c in arb.corrections] == [
        {"step": arb.corrections[0].step, "rule": rule, "corrected": True}]
    assert arb.result()["passed"]
    arb.check_invariants()  # chips conserved through the ruling


def test_ruling_player_exposed_card_needs_no_ruling_and_is_not_replaced() -> None:
    arb, actions = _played("ruling-player-shows-card")
    assert arb.result()["passed"] and not arb.corrections
    shown = next(i for i, s in enumerate(arb.steps) if any(
        e.said is not None and e.said.kind == "show" for e in s.events))
    again = Arbiter(load_scenario(ROOT / "ruling-player-shows-card.yaml").setup)
    for a in actions[: shown + 1]:
        again.apply(a)
    for wrong in ("replace_exposed: 1", "misdeal"):
        step = again.apply(TraineeAction.parse(wrong if wrong == "misdeal" else {
            "replace_exposed": 1}))
        assert (step.outcome.value, step.rule) == ("violation", "ruling.player_exposed_card")


def test_ruling_floor_ready_mixes_rulings_with_a_dealer_error() -> None:
    arb, _ = _played("ruling-floor-ready-premature-turn")
    rules = [c.rule for c in arb.corrections]
    assert "error.premature_turn" in rules and len(set(rules) - {"error.premature_turn"}) >= 3
    text = (ROOT / "ruling-floor-ready-premature-turn.yaml").read_text(encoding="utf-8")
    assert "level: 5" in text
    assert arb.result()["passed"]


def test_bet_multiple_chips_the_pushed_chips_are_in_front_of_him_until_ruled() -> None:
    scenario = load_scenario(ROOT / "ruling-multiple-chips-call.yaml")
    actions = [item.action for item in load_script(
        ROOT / "solutions" / "ruling-multiple-chips-call.yaml")]
    ruling = next(i for i, a in enumerate(actions) if a.name == "rule")
    arb = Arbiter(scenario.setup)
    for a in actions[:ruling]:
        arb.apply(a)
    seat = next(v for v in arb.snapshot().seats if v.seat == 6)
    assert (seat.pushed, seat.bet, seat.last_action and seat.last_action.kind) == (
        1500, 0, "chips")
    arb.apply(actions[ruling])
    seat = next(v for v in arb.snapshot().seats if v.seat == 6)
    assert (seat.pushed, seat.bet) == (0, 1100)
