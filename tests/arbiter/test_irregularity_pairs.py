"""Irregularities in pairs (issue 23, 7): every two kinds of dealer mistake (the `mistakes:`
kinds the registry answers, and a player's non-standard action) that can meet in one hand are
injected together in a generated drill, under each preset, and the arbiter's own next right
step is followed (as `scenarios/solve.py` does) until the hand is over. Each step must be `ok`
or an irregularity: a hint the arbiter refuses (`invalid`, a violation) or a hand it cannot
finish is a wrong verdict. Each pair is placed twice, each time with one seed: apart (SPEC,
where both happen, one after the other) and close (CLOSE, around the flop, where one's
correction is still open when the other happens). Both irregularities must show in the
result (but for the pairs listed), so parameters that stop making them meet fail the test
instead of passing unseen; the pairs that cannot meet are checked never to meet."""

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
# the stud dealer errors meet at a stud table: tests/arbiter/test_stud_error_pairs.py
STUD_KINDS = {"wrong_bring_in", "wrong_face", "stud_extra_card", "premature_street"}
# a chip race's error happens in a race drill only, which deals no hand and schedules no
# other kind: its pairs (with an odd award, found chips) are in test_rules_raced_out.py
RACE_KINDS = {"raced_out"}
KINDS = [k.value for k in MistakeKind if k.value not in STUD_KINDS | RACE_KINDS] + [PLAYER]
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
    "wrong_seat": {"pitch": 7, "seat": 1},  # a misdeal: placed late in the deal
    # found after the preflop round: substantial action, so seat 1's hand is killed
    "wrong_count": {"seat": 1, "cards": 3, "found_after": 4},
    "missed_burn": {"street": "turn"},
    "double_burn": {"street": "river"},
    "button_misplaced": {"seat": 4},
    # a copy of card 10 (the first flop card) at 11: found when the flop is turned
    "fouled_deck": {"at": 11},
    "wrong_push": {"pot": 0, "seat": 3},
    # a different back past the river (17): found in the stub once the hand is dealt out,
    # and all action stands, so it meets every other
    "different_back": {"at": 17},
    "button_not_dead": {},  # hand 1 of one: no dead disc, it never fires (APART)
    "blind_wrong_seat": {},  # right after the cut: the big blind from seat 6, not seat 4
    "dealt_in_waiting": {},  # nobody waits in a one-hand drill: it never fires (APART)
    "prior_level": {},  # a one-hand cash drill has no prior level: it never fires (APART)
}
# The second placement: as many as can, around the flop, so that one's correction is still
# open when the other happens (the last pitch, the flop's burn, a boxed card in the flop).
CLOSE: dict[str, dict[str, Any]] = {
    "exposed_hole_card": {"card": 8},  # replaced after the deal: the flop's burn
    "premature_flop": {"after": 3},
    "boxed_card": {"card": 11},
    "wrong_seat": {"pitch": 8, "seat": 3},
    "wrong_count": {"seat": 1, "cards": 1},  # the last pitch takes no card
    "missed_burn": {"street": "flop"},
    "double_burn": {"street": "flop"},
    "different_back": {"at": 11},  # the flop's second card: it appears, the hand is void
}
# Pairs the close placement keeps apart (one's card or correction comes before the other
# can happen, or voids it); the first placement has each of them meet.
CLOSE_MISS = {
    ("exposed_hole_card", "wrong_seat"), ("exposed_hole_card", "wrong_count"),
    ("exposed_hole_card", "missed_burn"), ("exposed_hole_card", "double_burn"),
    ("exposed_hole_card", "wrong_push"), ("premature_flop", "wrong_count"),
    ("premature_flop", "missed_burn"), ("premature_flop", "double_burn"),
    ("premature_turn", "fouled_deck"), ("premature_river", "fouled_deck"),
    ("boxed_card", "wrong_seat"), ("boxed_card", "fouled_deck"),
    ("missed_burn", "double_burn"), ("wrong_push", PLAYER),
    # a different back on the flop voids the hand before the other's street, push or boxed
    # card (card 11 is both: the void comes first); card 11 also the fouled deck's copy:
    # that void comes first (the registry's order)
    ("premature_turn", "different_back"), ("premature_river", "different_back"),
    ("fouled_deck", "different_back"), ("boxed_card", "different_back"),
    ("wrong_push", "different_back"),
}
# Where one kind's placement would keep the other from happening, the pair's own.
PAIR_SPEC: dict[tuple[str, str], dict[str, dict[str, Any]]] = {
    # a push to a seat the pot does not belong to
    **{(k, "wrong_push"): {"wrong_push": {"seat": 6}} for k in ("exposed_hole_card",
                                                                 "wrong_count")},
    ("wrong_push", PLAYER): {"wrong_push": {"seat": 6}},
    # the boxed card among the four cards turned for the flop
    ("flop_too_many", "boxed_card"): {"boxed_card": {"card": 11}},
    # a premature card waits while another correction is open: the error found first
    ("premature_flop", "wrong_count"): {"wrong_count": {"found_after": 2},
                                        "premature_flop": {"after": 3}},
    # the burn of a street before the premature card
    ("premature_turn", "double_burn"): {"double_burn": {"street": "flop"}},
    ("premature_river", "double_burn"): {"double_burn": {"street": "turn"}},
    # the deck found fouled at the river, after the other; or, after a card more in the
    # deal, with the flop one card later
    **{(k, "fouled_deck"): {"fouled_deck": {"at": 16}}
       for k in ("premature_river", "missed_burn", "double_burn")},
    ("premature_turn", "fouled_deck"): {"fouled_deck": {"at": 14}},  # the early card
    # the turn dealt again after a premature turn has no burn to miss under tda
    ("premature_turn", "missed_burn"): {"missed_burn": {"street": "flop"}},
    **{(k, "fouled_deck"): {"fouled_deck": {"at": 12, "card": 10}}
       for k in ("boxed_card", "wrong_count")},
    # the different back found in the stub (all action stands), then a hole card shown down
    # that is a copy of the flop's first card: the deck is fouled
    ("fouled_deck", "different_back"): {"fouled_deck": {"at": 2}},
}
# Pairs that cannot meet in one hand, with the reason.
CLEAN = ("the hand dealt again after a misdeal or void_hand is clean (CONTRACT.md 'Fine "
         "points'), and {first} voids the hand before {then} could happen")
MISDEAL = "a card to a wrong seat (a misdeal in the deal)"
APART: dict[tuple[str, str], str] = {
    **{tuple(sorted(("wrong_seat", k), key=KINDS.index)): CLEAN.format(first=MISDEAL, then=then)
       for k, then in (("extra_card", "the extra card at the deal's end"),
                       ("flop_too_many", "the flop"), ("premature_flop", "the flop"),
                       ("premature_turn", "the turn"), ("premature_river", "the river"),
                       ("missed_burn", "a burn"), ("double_burn", "a burn"),
                       ("fouled_deck", "the flop that shows the deck fouled"),
                       ("wrong_push", "a push"),
                       ("different_back", "the stub with the card of a different back"))},
    ("wrong_seat", "wrong_count"): "both are errors of the deal before substantial action: "
    "the first is a misdeal, and the deal again is clean",
    ("flop_too_many", "premature_flop"): "a premature flop takes the flop's place, and the "
    "flop dealt again is a step of its correction, where no scheduled mistake fires",
    ("button_misplaced", PLAYER): "a drill with button_misplaced scripts no decisions "
    "(CONTRACT.md 'Fine points'), so no scripted player's action can be in it",
    ("fouled_deck", "wrong_push"): CLEAN.format(first="a fouled deck, found before any push,",
                                                then="a push"),
    # issue 27: a disc moved on where it stays dead needs a dead button, which comes in a
    # later hand after a bust (the drill button-not-dead); the pairs' drills are one hand
    **{tuple(sorted((k, "button_not_dead"), key=KINDS.index)): "button_not_dead needs a "
       "dead button, which only a later hand after a bust has: the pairs' drills are one hand"
       for k in KINDS if k != "button_not_dead"},
    # issue 27: a card to a player who must wait needs one who waits, back or new in a later
    # hand (the drill dealt-in-waiting, with its pair in test_rules_dealt_in_waiting.py)
    **{tuple(sorted((k, "dealt_in_waiting"), key=KINDS.index)): "dealt_in_waiting needs a "
       "player who waits, back or new in a later hand: the pairs' drills are one hand"
       for k in KINDS if k not in ("dealt_in_waiting", "button_not_dead")},
    # issue 27: a blind from the wrong seat is put right by void_hand right after the cut,
    # so only a mistake before the cut (the misplaced button) or a scripted player's action
    # (the script starts again) meets it
    **{tuple(sorted((k, "blind_wrong_seat"), key=KINDS.index)): CLEAN.format(
        first="a blind taken from the wrong seat", then=f"{k}")
       for k in KINDS if k not in ("blind_wrong_seat", "button_not_dead", "button_misplaced",
                                   PLAYER, "dealt_in_waiting")},
    # issue 27: a hand at the prior level needs a tournament's second level, in a later hand
    # (the drill level-prior-fixed, with its pairs in test_rules_prior_level.py)
    **{tuple(sorted((k, "prior_level"), key=KINDS.index)): "prior_level needs a tournament's "
       "next level, in a later hand: the pairs' drills are one hand at a cash table"
       for k in KINDS if k not in ("prior_level", "button_not_dead", "dealt_in_waiting")},
}


def rules_of(kind: str) -> set[str]:
    if kind == PLAYER:
        return set(PlayerAction.rules)
    return {r for irr in REGISTRY if MistakeKind(kind) in irr.kinds for r in irr.rules}


def deck(seed: int) -> list[str]:
    cards = [f"{r}{s}" for r in "23456789TJQKA" for s in "cdhs"]
    random.Random(seed).shuffle(cards)
    return cards


def drill(a: str, b: str, house: str, seed: int, close: bool = False) -> dict[str, Any]:
    order = deck(seed)
    specs = {k: {**SPEC[k], **(CLOSE.get(k, {}) if close else
                              PAIR_SPEC.get((a, b), {}).get(k, {}))} for k in (a, b) if k in SPEC}
    preflop: list[dict[str, Any]] = [{"seat": 6, "action": "call"}, {"seat": 1, "action": "call"},
                                     {"seat": 3, "action": "call"}, {"seat": 4, "action": "check"}]
    # (button_not_dead, dealt_in_waiting, prior_level never fire in one hand: with them,
    # wrong_count kills seat 1's hand)
    killed = "wrong_count" in (a, b) and ((a, b) not in APART or bool(
        {"button_not_dead", "dealt_in_waiting", "prior_level"} & {a, b}))
    later = [3, 4, 6] if killed else [3, 4, 6, 1]
    mistakes = []
    for kind in (a, b):
        if kind == PLAYER:
            preflop[0] = {"seat": 6, "action": "chips", "chips": [1000]}
            continue
        spec = specs[kind]
        if kind == "fouled_deck":
            spec["card"] = order[spec.get("card", 9)]  # the card whose copy it is
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
# The pairs of the kinds there were when the seeds were chosen (the first 14 kinds and a
# player's action): each keeps its seed; a pair with a later kind counts on after them, so a
# kind added moves no other pair's deck.
FIRST_PAIRS = list(itertools.combinations([*KINDS[:14], PLAYER], 2))


def seed_of(a: str, b: str) -> int:
    if (a, b) in FIRST_PAIRS:
        return 1000 + FIRST_PAIRS.index((a, b))
    return 1000 + len(FIRST_PAIRS) + PAIRS.index((a, b))


def cases(pairs: list[tuple[str, str]]) -> list[Any]:
    return [pytest.param(a, b, h, id=f"{a}+{b}-{h}") for a, b in pairs for h in PRESETS]


def arbiter(a: str, b: str, house: str, tmp_path: Path, close: bool = False) -> Arbiter:
    seed = seed_of(a, b)
    path = tmp_path / "pair.yaml"
    doc = drill(a, b, house, seed, close)
    path.write_text(yaml.safe_dump(doc, sort_keys=False), encoding="utf-8")
    return Arbiter(load_scenario(path).setup)


def follow_the_hints(arb: Arbiter) -> set[str]:
    """The arbiter's next right step until the drill ends; each must be `ok` or set off an
    injected mistake. The irregularities the result lists."""
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
    assert result["passed"] is True, (result["violations"], result["irregularities"])
    return {str(i["rule"]) for i in result["irregularities"]}  # type: ignore[union-attr]


def met(a: str, b: str, seen: set[str]) -> bool:
    return bool(seen & rules_of(a) and seen & rules_of(b))


@pytest.mark.parametrize(("a", "b", "house"), cases([p for p in PAIRS if p not in APART]))
def test_error_irregularities_in_pairs_the_arbiters_hints_finish_the_hand(
    a: str, b: str, house: str, tmp_path: Path
) -> None:
    seen = follow_the_hints(arbiter(a, b, house, tmp_path))
    assert met(a, b, seen), f"they did not meet: {sorted(seen)}"


@pytest.mark.parametrize(("a", "b", "house"), cases([p for p in PAIRS if p not in APART]))
def test_error_irregularities_in_pairs_close_together_the_hints_finish_the_hand(
    a: str, b: str, house: str, tmp_path: Path
) -> None:
    """The second placement (CLOSE): one correction still open when the other happens."""
    seen = follow_the_hints(arbiter(a, b, house, tmp_path, close=True))
    assert met(a, b, seen) is ((a, b) not in CLOSE_MISS), sorted(seen)


@pytest.mark.parametrize(("a", "b", "house"), cases([p for p in PAIRS if p in APART]))
def test_error_irregularities_in_pairs_apart_never_meet(
    a: str, b: str, house: str, tmp_path: Path
) -> None:
    """A pair left out as unable to meet: the first voids or prevents the second."""
    arb = arbiter(a, b, house, tmp_path)
    for _ in range(600):
        if arb.is_complete or not arb.expected():
            break
        arb.apply(arb.expected()[0])
    seen = {str(i["rule"]) for i in arb.result()["irregularities"]}  # type: ignore[union-attr]
    assert not met(a, b, seen), APART[(a, b)]


def test_error_irregularities_in_pairs_cover_every_kind_the_registry_answers() -> None:
    answered = {k.value for irr in REGISTRY for k in irr.kinds} - STUD_KINDS - RACE_KINDS
    assert answered <= set(SPEC) and set(SPEC) == set(KINDS) - {PLAYER} and set(CLOSE) <= set(SPEC)
    assert CLOSE_MISS <= set(PAIRS) and not CLOSE_MISS & set(APART)
    assert all(Card.parse(c) for c in deck(1))
