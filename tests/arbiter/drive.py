"""Driving the arbiter from tests: build a drill, apply the trainee's steps, check outcomes.

    arb = drill(deck="As Kd ...", preflop=["4 call", "1 raise 30"], mistakes=[...])
    play(arb, ["shuffle", "cut", {"post": {"seat": 3, "blind": "small"}}, ...])
    refused(arb, "burn", "board.not_before_round_complete")  # refused, state unchanged
    finish(arb)                                               # by the book to the end
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from typing import Any, TypedDict, Unpack

import yaml

from dealer_trainer.arbiter import (
    Arbiter,
    DrillSetup,
    MistakeKind,
    MistakeSpec,
    Outcome,
    ScriptedDecision,
    Step,
    TraineeAction,
)
from dealer_trainer.arbiter.messages import step_message
from dealer_trainer.engine.cards import Card, parse_cards
from dealer_trainer.engine.config import Game, HouseRules, SeatConfig, Street, TableConfig
from dealer_trainer.engine.decision import ActionKind, Decision
from dealer_trainer.engine.preset import Preset
from dealer_trainer.engine.variant import Variant

Item = str | Mapping[str, Any] | TraineeAction

# Seats 1 (button), 3 (small blind), 4 (big blind): the deal goes 3, 4, 1, 3, 4, 1.
THREE = ((1, "Ana", 1000), (3, "Bogdan", 1000), (4, "Chloe", 1000))
HEADS_UP = ((1, "Ana", 1000), (3, "Bogdan", 1000))

# The top of the deck after the first shuffle and cut. With THREE the pitches go 3, 4, 1,
# 3, 4, 1: seat 3 holds 2c 9s, seat 4 7d 3c, seat 1 Ah Kd; then burn 5h, flop 8h Jc 4d,
# burn Qs, turn 6c, burn Tc, river 8d; Th Js 2s 3s follow.
DECK = "2c 7d Ah 9s 3c Kd 5h 8h Jc 4d Qs 6c Tc 8d Th Js 2s 3s"



class Script(TypedDict, total=False):
    """The players' decisions, street by street: `drill(**script)`."""

    preflop: Sequence[str]
    flop: Sequence[str]
    turn: Sequence[str]
    river: Sequence[str]


def variant(base: Script, **changes: Unpack[Script]) -> Script:
    return {**base, **changes}


# Everyone checks (or calls) to the showdown, where seat 1's ace-king kicks the board's 8s.
CHECK_DOWN: Script = {
    "preflop": ["1 call", "3 call", "4 check"],
    "flop": ["3 check", "4 check", "1 check"],
    "turn": ["3 check", "4 check", "1 check"],
    "river": ["3 check", "4 check", "1 check"],
}


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def card(text: str) -> Card:
    return Card.parse(text)


def decision(text: str) -> ScriptedDecision:
    """`"4 call"`, `"1 raise 30"`, `"3 bet 20"`, `"3 fold"`, `"4 check"`, `"1 all_in"`."""
    parts = text.split()
    seat, kind = int(parts[0]), ActionKind(parts[1])
    to = int(parts[2]) if len(parts) > 2 else None
    return ScriptedDecision(Decision(seat, kind, to), where=f"test:{text}")


def drill(
    *,
    seats: Sequence[tuple[int, str, int]] = THREE,
    button: int = 1,
    small_blind: int = 5,
    big_blind: int = 10,
    game: Game = Game.NO_LIMIT,
    straddle: bool = False,
    house: HouseRules = HouseRules.SEEDS,
    preset: Preset | None = None,  # a house of its own (its base is `house`)
    deck: str = DECK,
    seed: int = 3,
    preflop: Sequence[str] = (),
    flop: Sequence[str] = (),
    turn: Sequence[str] = (),
    river: Sequence[str] = (),
    mistakes: Sequence[MistakeSpec] = (),
    hands: int = 1,
    random_mistakes: float = 0.0,
    variant: Variant = Variant.HOLDEM,
    read_hands: bool = False,
) -> Arbiter:
    config = TableConfig(
        seats=tuple(SeatConfig(s, n, st) for s, n, st in seats), button=button,
        small_blind=small_blind, big_blind=big_blind, game=game, straddle=straddle,
        house_rules=preset.base if preset else house, house=preset, variant=variant,
    )
    decisions = {
        street: tuple(decision(d) for d in ds)
        for street, ds in ((Street.PREFLOP, preflop), (Street.FLOP, flop),
                           (Street.TURN, turn), (Street.RIVER, river))
    }
    return Arbiter(DrillSetup(
        config=config, seed=seed, deck_order=parse_cards(deck) if deck else (),
        decisions={k: v for k, v in decisions.items() if v}, mistakes=tuple(mistakes),
        hands=hands, random_mistakes=random_mistakes, read_hands=read_hands,
    ))


def mistake(kind: str, **kw: Any) -> MistakeSpec:
    return MistakeSpec(MistakeKind(kind), **kw)


def action(item: Item) -> TraineeAction:
    """A TraineeAction from script form: `"burn"`, `"deal: 3"`, `"wait: round"`,
    `"post: {seat: 3, blind: small}"`, or the mapping a YAML loader gives."""
    if isinstance(item, TraineeAction):
        return item
    if isinstance(item, str) and ":" in item:
        item = yaml.safe_load(item)
    return TraineeAction.parse(item)


def post(seat: int, blind: str) -> dict[str, Any]:
    return {"post": {"seat": seat, "blind": blind}}


def award(pot: int, *to: int) -> dict[str, Any]:
    return {"award": {"pot": pot, "to": list(to)}}


def deal(*seats: int) -> list[Item]:
    return [{"deal": s} for s in seats]


# The opening of a hand with THREE and the button on seat 1.
OPENING: list[Item] = ["shuffle", "cut", post(3, "small"), post(4, "big"),
                       *deal(3, 4, 1, 3, 4, 1)]


def step_text(step: Step) -> str:
    said = step_message(step, "en") or ""
    return f"#{step.n} {step.action}: {step.outcome.value} {step.rule or ''} {said}"


def apply(arb: Arbiter, item: Item, outcome: str = "ok", rule: str | None = None) -> Step:
    """Apply one step and assert its outcome (and rule, when given)."""
    step = arb.apply(action(item))
    assert step.outcome is Outcome(outcome), (
        f"{action(item).text()}: wanted {outcome}, got {step_text(step)}; "
        f"expected {[a.text() for a in arb.expected()]}")
    if rule is not None:
        assert step.rule == rule, f"wanted rule {rule}, got {step_text(step)}"
    arb.check_invariants()
    return step


def play(arb: Arbiter, items: Iterable[Item]) -> list[Step]:
    """Apply steps that must all be `ok`."""
    return [apply(arb, item) for item in items]


def state(arb: Arbiter) -> tuple[object, ...]:
    """Everything a refused step must leave as it was (the score aside: a violation costs):
    what the table shows, the cards in every zone, the hand's log, the irregularities and
    how far their corrections are, what the arbiter expects next and its hint."""
    h = arb.hand
    snap = replace(arb.snapshot(), score=0)
    return (
        snap, tuple(h.zones.stub), tuple(h.zones.burns), tuple(h.zones.muck),
        tuple(h.zones.board), tuple(h.zones.set_aside), tuple(h.log),
        tuple(c.to_json()["corrected"] for c in arb.corrections),
        tuple(c.rule for c in arb.open_corrections()),
        arb.hand_number, tuple(a.text() for a in arb.expected()),
        arb.result()["final"],
    )


Rules = str | tuple[str, ...] | None
Outcomes = str | tuple[str, ...]


def refused(arb: Arbiter, item: Item, rule: Rules, outcome: Outcomes = "violation") -> Step:
    """The step, tried on a copy of the drill, is refused with `rule` (a violation, or
    `invalid` with rule None) and changes nothing; `arb` itself is left untouched, so the
    by-the-book sequence can go on and pass. A tuple of rules (or outcomes) accepts any."""
    return refuse_in_place(copy.deepcopy(arb), item, rule, outcome)


def refuse_in_place(arb: Arbiter, item: Item, rule: Rules,
                    outcome: Outcomes = "violation") -> Step:
    """As `refused`, on `arb` itself: the refusal is recorded in its result."""
    before = state(arb)
    violations = len(arb.violations)
    step = arb.apply(action(item))
    arb.check_invariants()
    outcomes = (outcome,) if isinstance(outcome, str) else outcome
    rules = (rule,) if rule is None or isinstance(rule, str) else rule
    assert step.outcome.value in outcomes, (
        f"{action(item).text()}: wanted {'/'.join(outcomes)}, got {step_text(step)}; "
        f"expected {[a.text() for a in arb.expected()]}")
    assert step.outcome is not Outcome.VIOLATION or step.rule in rules, (
        f"wanted rule {' or '.join(map(str, rules))}, got {step_text(step)}")
    assert state(arb) == before, f"{step_text(step)} changed the state"
    if step.outcome is Outcome.VIOLATION:
        assert len(arb.violations) == violations + 1
        assert arb.violations[-1]["rule"] == step.rule
    return step


def next_step(arb: Arbiter) -> TraineeAction:
    options = arb.expected()
    assert options, "the arbiter expects nothing"
    return options[0]


def advance(arb: Arbiter, until: str, limit: int = 200) -> list[Step]:
    """Do the expected steps until the next one is named `until` (not done)."""
    steps: list[Step] = []
    for _ in range(limit):
        if arb.is_complete:
            raise AssertionError(f"the drill ended before '{until}'")
        if next_step(arb).name == until:
            return steps
        steps.append(apply(arb, next_step(arb)))
    raise AssertionError(f"no '{until}' within {limit} steps")


def finish(arb: Arbiter, limit: int = 300, *, irregular: bool = False) -> list[Step]:
    """Do the expected steps to the end of the drill; every one must be `ok` (or, with
    `irregular`, may also set off an injected mistake)."""
    steps: list[Step] = []
    for _ in range(limit):
        if arb.is_complete:
            return steps
        step = arb.apply(next_step(arb))
        allowed = (Outcome.OK, Outcome.IRREGULARITY) if irregular else (Outcome.OK,)
        assert step.outcome in allowed, step_text(step)
        arb.check_invariants()
        steps.append(step)
    raise AssertionError(f"the drill did not end within {limit} steps")


def assert_passed(arb: Arbiter) -> None:
    result = arb.result()
    assert result["passed"] is True, (result["violations"], result["irregularities"])


def names(arb: Arbiter) -> list[str]:
    return [a.text() for a in arb.expected()]
