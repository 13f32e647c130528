"""PokerKit replays of a quiz question's hand: an oracle independent of our engine."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pokerkit import (
    Automation,
    Mode,
    NoLimitTexasHoldem,
    PotLimitOmahaHoldem,
    PotLimitPokerMixin,
    State,
    TexasHoldemMixin,
    UnfixedLimitHoldem,
)

from dealer_trainer.engine.config import seats_from

# Everything automatic but the betting, and nothing that moves the pots once they are built.
AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.BLIND_OR_STRADDLE_POSTING,
    Automation.CARD_BURNING,
    Automation.HOLE_DEALING,
    Automation.BOARD_DEALING,
    Automation.RUNOUT_COUNT_SELECTION,
)


class PotLimitTexasHoldem(PotLimitPokerMixin, TexasHoldemMixin, UnfixedLimitHoldem):
    """PokerKit has pot-limit Omaha only; hold'em is the same state with two hole cards."""


def replay(data: Mapping[str, Any]) -> tuple[State, list[int]]:
    """PokerKit's state after the question's actions, and our seat of each PokerKit player.
    `variant: omaha` is PokerKit's pot-limit Omaha; a `straddle` seat (the third seat from
    the button, the player after the big blind) posts 2 x the big blind as PokerKit's third
    blind-or-straddle."""
    stacks = {int(s): int(n) for s, n in data["stacks"].items()}
    order = seats_from(sorted(stacks), int(data["button"]))
    index = {s: i for i, s in enumerate(order)}
    if data.get("variant") == "omaha":
        assert data["game"] == "pot-limit", "PokerKit's Omaha here is pot limit only"
        game: Any = PotLimitOmahaHoldem
    else:
        game = PotLimitTexasHoldem if data["game"] == "pot-limit" else NoLimitTexasHoldem
    blinds: tuple[int, ...] = (data["small_blind"], data["big_blind"])
    if "straddle" in data:
        assert len(order) > 2 and index[int(data["straddle"])] == 2, "the straddle's seat"
        blinds += (2 * data["big_blind"],)
    state = game(
        AUTOMATIONS,
        True,
        0,
        blinds,
        data["big_blind"],
        mode=Mode.CASH_GAME,
    )(tuple(stacks[s] for s in order), len(order))
    for a in data["actions"]:
        assert state.actor_index == index[a["seat"]], f"PokerKit's actor differs at {a}"
        if a["action"] == "fold":
            state.fold()
        elif a["action"] in ("check", "call"):
            state.check_or_call()
        elif a["action"] == "all_in" and a["to"] <= max(state.bets):
            state.check_or_call()  # all in for a call
        else:
            state.complete_bet_or_raise_to(a["to"])
    return state, order


STREETS = ("preflop", "flop", "turn", "river")


def idle_checks(state: State, street: str) -> None:
    """PokerKit asks the last player with chips to act in the round though nobody can bet
    against him (the big blind's option when everyone else is all in): he checks."""
    while state.actor_index is not None and state.street_index == STREETS.index(street):
        assert state.checking_or_calling_amount == 0
        assert not state.can_complete_bet_or_raise_to()
        state.check_or_call()
