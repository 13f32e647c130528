"""Issue 25's Omaha and Omaha hi-lo drills: each plays to the outcome its title and description
state, worked out by hand (the stacks, each pot and each half), corrects its irregularity as
the book of its preset says, and its trap (a misread, a wrong half) is refused under the rule
the drill is about. The library test (test_library.py) already plays every drill's solution
to `passed`; this one pins what the drill says happens."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from dealer_trainer.arbiter import Arbiter, Outcome, TraineeAction
from dealer_trainer.scenarios.loader import load_scenario
from dealer_trainer.scenarios.script import load_script

ROOT = Path(__file__).resolve().parents[2] / "scenarios"

# 4-handed drills on seats 1, 3, 4, 6 unless the stacks say otherwise
FOUR_WAY_BLINDS = {"1": 1000, "3": 995, "4": 1005, "6": 1000}  # a misdeal, then folds to the BB
SEVENS_WIN = {"1": 1000, "3": 960, "4": 990, "6": 1050}  # three sevens beat aces up, pot 90
QUADS_WIN = {"1": 990, "3": 990, "4": 960, "6": 1060}  # a premature turn, then four sevens
MISREAD = {"1": 1000, "3": 995, "4": 1115, "6": 890}  # pot 225 to seat 4


def whole(amount: int, *winners: int) -> dict[str, object]:
    return {"amount": amount, "winners": list(winners)}


def whole_hilo(amount: int, *winners: int) -> dict[str, object]:
    """A hi-lo pot pushed whole: no low qualified, or nobody contested it."""
    return {**whole(amount, *winners), "high": {"winners": list(winners), "amount": amount},
            "low": None}


def split(amount: int, high: tuple[int, ...], high_amount: int, low: tuple[int, ...],
          low_amount: int) -> dict[str, object]:
    return {"amount": amount, "winners": sorted(set(high) | set(low)),
            "high": {"winners": list(high), "amount": high_amount},
            "low": {"winners": list(low), "amount": low_amount}}


# drill -> (final stacks, its pots) as the description states them
OUTCOMES: dict[str, tuple[dict[str, int], list[dict[str, object]]]] = {
    "plo8-split-odd-chip": ({"1": 990, "3": 995, "4": 1008, "6": 1007},
                            [split(205, (4,), 103, (6,), 102)]),
    # three quarters to seat 4 (high 100 + half the low), one quarter to seat 6
    "plo8-quartered": ({"1": 1000, "3": 990, "4": 1055, "6": 955},
                       [split(200, (4,), 100, (4, 6), 100)]),
    # 108 high; the low 107 shared 54 to seat 6 (first clockwise from button 4), 53 to seat 1
    "plo8-quartered-odd-chip": ({"1": 993, "3": 1048, "4": 965, "6": 994},
                                [split(215, (3,), 108, (1, 6), 107)]),
    "plo8-no-low": ({"1": 990, "3": 995, "4": 1110, "6": 905}, [whole_hilo(205, 4)]),
    "plo8-low-counterfeited": ({"1": 1000, "3": 995, "4": 1002, "6": 1003},
                               [split(245, (6,), 123, (4,), 122)]),
    "plo8-scoop": ({"1": 990, "3": 990, "4": 770, "6": 1250}, [split(480, (6,), 240, (6,), 240)]),
    # the main pot's low to the all-in seat 3, the side pot's low to seat 6
    "plo8-side-pot-split": ({"1": 1000, "3": 90, "4": 1030, "6": 940},
                            [split(180, (4,), 90, (3,), 90), split(150, (4,), 75, (6,), 75)]),
    # 63 high shared 32 to seat 6 (the button, seat 1, comes last) and 31 to seat 1; 62 low
    "o8-tied-high-odd-chip": ({"1": 991, "3": 995, "4": 1022, "6": 992},
                              [split(125, (1, 6), 63, (4,), 62)]),
    "omaha-exposed-hole-card": (SEVENS_WIN, [whole(90, 6)]),
    "omaha-second-card-exposed": (SEVENS_WIN, [whole(90, 6)]),
    "omaha-extra-card": (SEVENS_WIN, [whole(90, 6)]),
    "omaha-boxed-card": (SEVENS_WIN, [whole(90, 6)]),
    "omaha-second-card-exposed-roberts": (FOUR_WAY_BLINDS, [whole(10, 4)]),
    "omaha-second-card-exposed-tda": (FOUR_WAY_BLINDS, [whole(10, 4)]),
    "omaha-two-exposed": (FOUR_WAY_BLINDS, [whole(10, 4)]),
    "omaha-five-cards": (FOUR_WAY_BLINDS, [whole(10, 4)]),
    "omaha-two-boxed": (FOUR_WAY_BLINDS, [whole(10, 4)]),
    # the button, given the top card, calls 10 and wins 45; killed, he puts in nothing
    "omaha-short-button-tda": ({"1": 995, "2": 990, "3": 990, "4": 990, "5": 1000, "6": 1035},
                               [whole(45, 6)]),
    "omaha-short-button-roberts": ({"1": 995, "2": 1025, "3": 990, "4": 990, "5": 1000,
                                    "6": 1000}, [whole(35, 2)]),
    "plo-pot-count-straddle": ({"1": 1090, "3": 995, "4": 990, "6": 925},
                               [whole_hilo(165, 1)]),
    "plo-pot-count-preflop": ({"1": 880, "3": 995, "4": 990, "6": 1135}, [whole(255, 6)]),
    "plo-pot-count-raise": ({"1": 1975, "3": 1945, "4": 1545, "6": 2535}, [whole(990, 6)]),
    # the all-in small blind's aces up win the main pot of 12; the side pot of 96 to seat 6
    "plo-pot-count-short-blind": ({"1": 965, "3": 12, "4": 965, "6": 1061},
                                  [whole(12, 3), whole(96, 6)]),
    # four sevens win 100 whatever the reshuffled cards: the premature card is no help to seat 4
    "omaha-premature-turn": (QUADS_WIN, [whole(100, 6)]),
    "omaha-premature-turn-tda": (QUADS_WIN, [whole(100, 6)]),
    "omaha-premature-flop": ({"1": 990, "3": 990, "4": 1030, "6": 990}, [whole(40, 4)]),
    "omaha-four-card-flop": ({"1": 990, "3": 990, "4": 1030, "6": 990}, [whole(40, 4)]),
    "omaha-four-card-flop-tda": ({"1": 990, "3": 990, "4": 950, "6": 1070}, [whole(120, 6)]),
    "omaha-misread-one-suited-flush": (MISREAD, [whole(225, 4)]),
    "omaha-misread-three-hole-straight": (MISREAD, [whole(225, 4)]),
    "omaha-misread-aces-full-board": (MISREAD, [whole(225, 4)]),
}

# drill -> the irregularities its solution corrects, and the corrections it makes, in order
CORRECTIONS = {
    "omaha-exposed-hole-card": (["error.exposed_hole_card"], ["replace_exposed: 3"]),
    "omaha-second-card-exposed": (["error.exposed_hole_card"], ["replace_exposed: 4"]),
    "omaha-second-card-exposed-roberts": (["error.exposed_first_card"], ["misdeal"]),
    "omaha-second-card-exposed-tda": (["error.exposed_first_card"], ["misdeal"]),
    "omaha-two-exposed": (["error.exposed_hole_card", "error.two_exposed"], ["misdeal"]),
    "omaha-extra-card": (["error.extra_card"], ["return_extra: 3"]),
    "omaha-five-cards": (["error.wrong_card_count"], ["misdeal"]),
    "omaha-short-button-roberts": (["error.wrong_card_count"], ["kill_hand: 6"]),
    "omaha-short-button-tda": (["error.wrong_card_count"], ["deal: 6"]),
    "omaha-boxed-card": (["error.boxed_card"], ["scrap"]),
    "omaha-two-boxed": (["error.boxed_card", "error.two_boxed"], ["scrap", "misdeal"]),
    "omaha-premature-turn": (["error.premature_turn"],
                             ["set_aside", "return_to_deck: [set_aside]"]),
    "omaha-premature-turn-tda": (["error.premature_turn"],
                                 ["set_aside", "return_to_deck: [set_aside]"]),
    "omaha-premature-flop": (["error.premature_flop"], ["return_to_deck: [board]"]),
    "omaha-four-card-flop": (["error.flop_too_many"], ["return_to_deck: [board]"]),
    "omaha-four-card-flop-tda": (["error.flop_too_many"], ["scramble_flop"]),
}
CORRECTING = {"replace_exposed", "misdeal", "return_extra", "kill_hand", "scrap", "set_aside",
              "return_to_deck", "scramble_flop"}

# drill -> (a step of its solution, the trap put in its place, the rule that refuses it)
TRAPS = {
    "omaha-misread-one-suited-flush": ("read: {seat: 6, hand: straight, ranks: [7]}",
                                       "read: {seat: 6, hand: flush, ranks: [A]}",
                                       "showdown.read_hand"),
    "omaha-misread-three-hole-straight": ("read: {seat: 6, hand: high-card, ranks: [K]}",
                                          "read: {seat: 6, hand: straight, ranks: [9]}",
                                          "showdown.read_hand"),
    "omaha-misread-aces-full-board": ("read: {seat: 4, hand: full-house, ranks: [A, Q]}",
                                      "read: {seat: 4, hand: full-house, ranks: [A, K]}",
                                      "showdown.read_hand"),
    "plo8-quartered": ("award: {pot: 0, half: low, to: [4, 6], amount: 100}",
                       "award: {pot: 0, half: low, to: [6], amount: 100}", "hilo.split"),
    "plo8-quartered-odd-chip": ("award: {pot: 0, half: high, to: [3], amount: 108}",
                                "award: {pot: 0, half: high, to: [3], amount: 107}",
                                "hilo.odd_chip"),
    "plo8-no-low": ("award: {pot: 0, to: [4], amount: 205}",
                    "award: {pot: 0, half: high, to: [4]}", "hilo.qualifier"),
    "plo8-low-counterfeited": ("read: {seat: 4, hand: high-card, ranks: [A], low: [7, 5, 3, 2, A]}",
                               "read: {seat: 4, hand: high-card, ranks: [A], low: [8, 7, 5, 3, A]}",
                               "hilo.read"),
    "plo8-side-pot-split": ("award: {pot: 1, half: low, to: [6], amount: 75}",
                            "award: {pot: 1, half: low, to: [3], amount: 75}", "pot.all_in"),
    "o8-tied-high-odd-chip": ("award: {pot: 0, half: high, to: [1, 6], amount: 63}",
                              "award: {pot: 0, half: high, to: [1, 6], amount: 62}",
                              "hilo.odd_chip"),
    "plo8-scoop": ("award: {pot: 0, half: low, to: [6], amount: 240}",
                   "award: {pot: 0, half: low, to: [4], amount: 240}", "hilo.split"),
}


def solution(name: str) -> list[TraineeAction]:
    return [item.action for item in load_script(ROOT / "solutions" / f"{name}.yaml")]


def played(name: str, actions: list[TraineeAction] | None = None) -> Arbiter:
    arb = Arbiter(load_scenario(ROOT / f"{name}.yaml").setup)
    for a in solution(name) if actions is None else actions:
        arb.apply(a)
    return arb


@pytest.mark.parametrize("name", sorted(OUTCOMES))
def test_omaha_drill_plays_to_the_outcome_it_states(name: str) -> None:
    stacks, pots = OUTCOMES[name]
    result = played(name).result()
    assert result["passed"]
    final: dict[str, Any] = result["final"]  # type: ignore[assignment]
    assert final["stacks"] == stacks
    got = [{k: p[k] for k in ("amount", "winners", "high", "low") if k in p}
           for p in final["pots"]]
    assert got == pots


@pytest.mark.parametrize("name", sorted(CORRECTIONS))
def test_omaha_irregularity_drill_corrects_by_the_book_of_its_preset(name: str) -> None:
    rules, steps = CORRECTIONS[name]
    arb = played(name)
    assert [c.rule for c in arb.corrections] == rules
    assert all(c.to_json()["corrected"] for c in arb.corrections)
    actions = solution(name)
    made = [a.text() for a in actions if a.name in CORRECTING]
    if name == "omaha-short-button-tda":  # the correction is the one single pitch
        made = [a.text() for a in actions if a.name == "deal" and a.text() == "deal: 6"]
    assert made == steps


def test_omaha_four_card_flop_under_the_tda_the_scrambled_card_is_the_turns_burn() -> None:
    final: dict[str, Any] = played("omaha-four-card-flop-tda").result()["final"]  # type: ignore[assignment]
    four = {"7s", "7h", "2c", "9h"}  # the four cards turned, in deck.order
    flop, burns = final["board"][:3], final["burns"]
    assert set(flop) < four and burns[0] == "6h"
    assert {burns[1]} == four - set(flop)  # the turn burns the card drawn, not the stub's


@pytest.mark.parametrize("name", sorted(TRAPS))
def test_omaha_drill_refuses_its_trap_under_the_rule_it_teaches(name: str) -> None:
    right, trap, rule = TRAPS[name]
    actions = solution(name)
    texts = [a.text() for a in actions]
    assert right in texts, texts
    i = texts.index(right)
    arb = played(name, actions[:i])
    step = arb.apply(TraineeAction.parse(yaml.safe_load(trap)))
    assert (step.outcome, step.rule) == (Outcome.VIOLATION, rule)
    assert arb.apply(actions[i]).outcome is Outcome.OK  # the right step still follows


def test_every_hilo_drill_states_its_halves_and_its_lows() -> None:
    """A hi-lo drill's solution, at a showdown, says how much each push is (`amount:`) and
    reads every tabled hand's low (`low:`), so the split its title states is the one the
    arbiter checks (a pot won without a showdown has no halves to state)."""
    hilo = [p.stem for p in sorted(ROOT.glob("*.yaml"))
            if load_scenario(p).setup.config.variant.value in ("omaha-hilo",)]
    assert len(hilo) >= 6
    for name in hilo:
        acts = solution(name)
        shown = [a.name for a in acts].index("showdown") if any(
            a.name == "showdown" for a in acts) else len(acts)
        for a in acts[shown:]:
            if a.name == "award":
                assert a.amount is not None, (name, a.text())
            if a.name == "read":
                assert "low:" in a.text(), (name, a.text())


def test_the_library_has_twenty_omaha_drills_in_every_preset() -> None:
    omaha = {p.stem: load_scenario(p).setup.config for p in sorted(ROOT.glob("*.yaml"))
             if load_scenario(p).setup.config.variant.value.startswith("omaha")}
    assert len(omaha) >= 20
    assert {c.house_rules.value for c in omaha.values()} == {"seeds", "roberts", "tda"}
    assert set(OUTCOMES) <= set(omaha)
