"""Irregularities in pairs (issue 23, 7): every two kinds of dealer mistake (the `mistakes:`
kinds the registry answers, and a player's non-standard action) that can meet in one hand are
injected together in a generated drill, under each preset, and the arbiter's own next right
step is followed (as `scenarios/solve.py` does) until the hand is over. Each step must be `ok`
or an irregularity: a hint the arbiter refuses (`invalid`, a violation) or a hand it cannot
finish is a wrong verdict. Both irregularities must show in the result, so a pair whose
parameters stop making them meet fails instead of passing unseen."""

from __future__ import annotations

import itertools
import random
from pathlib import Path
from typing import Any

import pytest
import yaml

from dealer_trainer.arbiter import Arbiter, MistakeKind, Outcome
from dealer_trainer.arbiter.irregularities import REGISTRY
from dealer_trainer.arbiter.irregularities.player_action import PlayerAction
from dealer_trainer.engine.cards import Card
from dealer_trainer.scenarios.loader import load_scenario

PLAYER = "player_action"  # a player's chips to rule on: one chip, nothing said
KINDS = [k.value for k in MistakeKind] + [PLAYER]
SEATS = (1, 3, 4, 6)  # button 1: small blind 3, big blind 4; the deal goes 3 4 6 1 3 4 6 1
PRESETS = ("seeds", "roberts", "tda")

# One placement per kind where it meets most others: after the first pitches, in the
# betting, on a later street. Cards off the deck: pitches 1-8, burn 9, flop 10-12, burn 13,
# turn 14, burn 15, river 16.
SPEC: dict[str, dict[str, Any]] = {
    "exposed_hole_card": {"card": 3},
    "extra_card": {"count": 1},
    "flop_too_many": {},
    "premature_flop": {"after": 2},
    "premature_turn": {"after": 1},
    "premature_river": {"after": 1},
    "boxed_card": {"card": 5},
    "wrong_seat": {"pitch": 6, "seat": 1},
    # found after the preflop round: substantial action, so seat 1's hand is killed
    "wrong_count": {"seat": 1, "cards": 3, "found_after": 4},
    "missed_burn": {"street": "turn"},
    "double_burn": {"street": "river"},
    "button_misplaced": {"seat": 4},
    "fouled_deck": {"at": 14},  # `card`: seat 3's first card, tabled at the showdown
    "wrong_push": {"pot": 0, "seat": 3},
}
# Where one kind's placement would keep the other from happening, the pair's own.
PAIR_SPEC: dict[tuple[str, str], dict[str, dict[str, Any]]] = {}
# Pairs that cannot meet in one hand, with the reason.
APART: dict[tuple[str, str], str] = {}


def rules_of(kind: str) -> set[str]:
    if kind == PLAYER:
        return set(PlayerAction.rules)
    return {r for irr in REGISTRY if MistakeKind(kind) in irr.kinds for r in irr.rules}


def deck(seed: int) -> list[str]:
    cards = [f"{r}{s}" for r in "23456789TJQKA" for s in "cdhs"]
    random.Random(seed).shuffle(cards)
    return cards


def drill(a: str, b: str, house: str, seed: int) -> dict[str, Any]:
    order = deck(seed)
    preflop: list[dict[str, Any]] = [{"seat": 6, "action": "call"}, {"seat": 1, "action": "call"},
                                     {"seat": 3, "action": "call"}, {"seat": 4, "action": "check"}]
    later = [3, 4, 6] if "wrong_count" in (a, b) else [3, 4, 6, 1]  # seat 1's hand is killed
    mistakes = []
    for kind in (a, b):
        if kind == PLAYER:
            preflop[0] = {"seat": 6, "action": "chips", "chips": [1000]}
            continue
        spec = {**SPEC[kind], **PAIR_SPEC.get((a, b), {}).get(kind, {})}
        if kind == "fouled_deck":
            spec.setdefault("card", order[0])
        mistakes.append({"kind": kind, **spec})
    doc: dict[str, Any] = {
        "id": f"pair-{a}-{b}-{house}".replace("_", "-"), "title": f"{a} and {b}", "level": 3,
        "table": {"game": "no-limit", "small_blind": 100, "big_blind": 200, "button": 1,
                  "seats": {s: {"name": f"P{s}", "stack": 20000} for s in SEATS}},
        "house_rules": house, "deck": {"seed": seed, "order": order}, "mistakes": mistakes,
    }
    if "button_misplaced" not in (a, b):  # who acts first depends on the trainee's button
        doc["players"] = {"preflop": preflop, **{
            street: [{"seat": s, "action": "check"} for s in later]
            for street in ("flop", "turn", "river")}}
    return doc


PAIRS = list(itertools.combinations(KINDS, 2))


def case(a: str, b: str, house: str) -> Any:
    reason = APART.get((a, b))
    marks = [pytest.mark.skip(reason=reason)] if reason else []
    return pytest.param(a, b, house, id=f"{a}+{b}-{house}", marks=marks)


@pytest.mark.parametrize(("a", "b", "house"),
                         [case(a, b, h) for a, b in PAIRS for h in PRESETS])
def test_error_irregularities_in_pairs_the_arbiters_hints_finish_the_hand(
    a: str, b: str, house: str, tmp_path: Path
) -> None:
    seed = 1000 + PAIRS.index((a, b))
    path = tmp_path / "pair.yaml"
    path.write_text(yaml.safe_dump(drill(a, b, house, seed), sort_keys=False), encoding="utf-8")
    arb = Arbiter(load_scenario(path).setup)
    done: list[str] = []
    while not arb.is_complete and len(done) < 600:
        expected = arb.expected()
        assert expected, f"the arbiter expects nothing after {done}"
        step = arb.apply(expected[0])
        done.append(f"{step.action}: {step.outcome.value} {step.rule or ''}")
        assert step.outcome in (Outcome.OK, Outcome.IRREGULARITY), (
            f"its own hint refused: #{step.n} {step.action}: {step.outcome.value} "
            f"{step.rule} {step.message_key}; before: {done[-12:]}")
        arb.check_invariants()
    assert arb.is_complete, done[-12:]
    result = arb.result()
    seen = {str(i["rule"]) for i in result["irregularities"]}  # type: ignore[union-attr]
    assert seen & rules_of(a) and seen & rules_of(b), f"they did not meet: {sorted(seen)}"
    assert result["passed"] is True, (result["violations"], result["irregularities"])


def test_error_irregularities_in_pairs_cover_every_kind_the_registry_answers() -> None:
    answered = {k.value for irr in REGISTRY for k in irr.kinds}
    assert answered <= set(SPEC) and set(SPEC) == set(KINDS) - {PLAYER}
    assert all(Card.parse(c) for c in deck(1))
