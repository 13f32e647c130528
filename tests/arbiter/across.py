"""Driving drills of several hands where players bust (RULES.md "Across hands"): a table
whose first hand ends with the named seats out of chips, played by the arbiter's own steps.

    arb = bust_drill([1, 3, 5, 6], button=1, losers=[5], winner=6, house=HouseRules.TDA)
    to_button(arb)                       # hand 1 played to its `move_button`
    arb.expected()[0]                    # move_button: 3 (the dead button's place)
"""

from __future__ import annotations

from collections.abc import Sequence

from dealer_trainer.arbiter import Arbiter, DrillSetup, Outcome, ScriptedDecision
from dealer_trainer.engine.cards import parse_cards
from dealer_trainer.engine.config import HouseRules, SeatConfig, Street, TableConfig, seats_from
from dealer_trainer.engine.decision import ActionKind, Decision
from dealer_trainer.engine.preset import ButtonRule
from dealer_trainer.engine.state import positions

SMALL, BIG = 5, 10
WINNER_CARDS, LOSER_CARDS = ("As", "Ah"), (("7d", "2c"), ("8d", "3c"))
FILLER = ["3d", "4d", "5d", "6d", "3h", "4h", "5h", "6h", "2h", "2d", "2s", "3s", "4s",
          "5s", "6s", "7s", "7h", "8s", "8h", "9d"]
BOARD = ["4c", "Kh", "Kd", "Qc", "5c", "Js", "6c", "9h"]  # burn, flop, burn, turn, burn, river


def bust_drill(seats: Sequence[int], *, button: int, losers: Sequence[int], winner: int,
               house: HouseRules = HouseRules.SEEDS, tournament: bool = True,
               hands: int = 3, rule: ButtonRule | None = None, seed: int = 11) -> Arbiter:
    """Hand 1: each loser all in for one big blind (a blind posts his whole stack), the
    winner calls with aces, everybody else folds; the losers bust."""
    pos = positions(seats, button, False)
    stacks = {s: 1000 for s in seats}
    for s in losers:
        stacks[s] = SMALL if s == pos.small and len(seats) > 2 else BIG
    config = TableConfig(
        seats=tuple(SeatConfig(s, f"P{s}", stacks[s]) for s in seats), button=button,
        small_blind=SMALL, big_blind=BIG, tournament=tournament, house_rules=house,
        button_rule=rule,
    )
    order = seats_from(list(seats), button) * 2
    hole: dict[int, list[str]] = {s: [] for s in seats}
    filler = iter(FILLER)
    for s in seats:
        if s == winner:
            hole[s] = list(WINNER_CARDS)
        elif s in losers:
            hole[s] = list(LOSER_CARDS[list(losers).index(s)])
        else:
            hole[s] = [next(filler), next(filler)]
    deck = [hole[s][i // len(seats)] for i, s in enumerate(order)] + BOARD
    blinds = {pos.small, pos.big}
    preflop = []
    for s in seats_from(list(seats), pos.big):
        if s in losers and s not in blinds:
            preflop.append(Decision(s, ActionKind.ALL_IN))
        elif s == winner:  # (the big blind: nobody is left to act after him)
            if s != pos.big:
                preflop.append(Decision(s, ActionKind.CALL))
        elif s not in losers:
            preflop.append(Decision(s, ActionKind.FOLD))
    return Arbiter(DrillSetup(
        config=config, seed=seed, deck_order=parse_cards(" ".join(deck)), hands=hands,
        decisions={Street.PREFLOP: tuple(ScriptedDecision(d) for d in preflop)},
    ))


def to_button(arb: Arbiter) -> None:
    """The arbiter's own steps up to this hand's `move_button` (not done)."""
    while arb.expected()[0].name != "move_button":
        step = arb.apply(arb.expected()[0])
        assert step.outcome is Outcome.OK, step
        assert not arb.is_complete


def through_hand(arb: Arbiter) -> None:
    """The rest of this hand by the arbiter's own steps, its `move_button` included."""
    number = arb.hand_number
    while not arb.is_complete and arb.hand_number == number:
        step = arb.apply(arb.expected()[0])
        assert step.outcome is Outcome.OK, step


def posts(arb: Arbiter) -> list[tuple[int, str]]:
    """The posts this hand expects before its deal (the hand not begun)."""
    return sorted((a.seat or 0, a.blind or "") for a in arb.expected() if a.name == "post")
