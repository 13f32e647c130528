"""A hand played through the engine up to the moment a question is asked.

Pot-limit and side-pot questions are real spots: a table, the blinds (a straddle, a big blind
posted short, where the skill asks for them), and random decisions the engine accepted. The
actions are kept with the question, so anyone (a test, PokerKit) can replay the hand and check
the answer key.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ..engine.betting import Legal
from ..engine.config import Game, SeatConfig, Street, TableConfig
from ..engine.decision import ActionKind, Decision
from ..engine.hand import Hand
from ..engine.state import positions

Policy = Callable[[random.Random, Hand, Legal], Decision]


@dataclass(slots=True)
class Spot:
    """A table and the hand on it, with every decision taken so far."""

    config: TableConfig
    hand: Hand
    actions: list[dict[str, Any]] = field(default_factory=list)

    def act(self, d: Decision) -> None:
        self.hand.act(d)
        self.actions.append(
            {
                "street": self.hand.street.value,
                "seat": d.seat,
                "action": d.action.value,
                "to": self.hand.bets[d.seat],
            }
        )

    def table_data(self) -> dict[str, Any]:
        """The table as a question shows it (JSON-able)."""
        c = self.config
        data: dict[str, Any] = {
            "game": c.game.value,
            "small_blind": c.small_blind,
            "big_blind": c.big_blind,
            "button": c.button,
        }
        straddle = self.hand.posted.get("straddle")
        if straddle is not None:  # the seat that straddled (2 x the big blind, a live raise)
            data["straddle"] = straddle
        data["stacks"] = {str(s.seat): s.stack for s in c.seats}
        data["street"] = self.hand.street.value
        data["actions"] = list(self.actions)
        return data


def new_spot(
    rng: random.Random,
    *,
    game: Game,
    players: tuple[int, int],
    blinds: tuple[tuple[int, int], ...],
    stack: Callable[[random.Random, int], int],
    straddle: float = 0.0,
    short: float = 0.0,
) -> Spot:
    """A random table (seats, button, blinds, stacks) with the blinds posted. `straddle`: the
    chance that the player after the big blind straddles (three players or more); `short`:
    the chance that the big blind has less than a full blind and posts it all in. Neither
    draws from `rng` when it is 0, so a skill without them gets the tables it always had."""
    seats = sorted(rng.sample(range(1, 11), rng.randint(*players)))
    small, big = rng.choice(blinds)
    stacks = {s: stack(rng, big) for s in seats}
    button = rng.choice(seats)
    straddled = straddle > 0 and len(seats) > 2 and rng.random() < straddle
    if short > 0 and rng.random() < short:
        stacks[positions(seats, button, straddled).big] = rng.randint(1, big - 1)
    config = TableConfig(
        seats=tuple(SeatConfig(s, f"Seat {s}", n) for s, n in stacks.items()),
        button=button,
        small_blind=small,
        big_blind=big,
        game=game,
        straddle=straddled,
    )
    return Spot(config, _blinds_posted(config))


def _blinds_posted(config: TableConfig, straddle: int | None = None) -> Hand:
    """The hand with its blinds in: small, big and, at a straddling table, the straddle (a
    blind the engine posts like the others). `straddle`: the seat a question says straddled,
    checked against the engine's."""
    hand = Hand(config, rng=random.Random(0))  # no cards are dealt: only the chips matter
    if hand.pos.small is not None:  # (a quiz table has no dead small blind)
        hand.post(hand.pos.small, "small")
    hand.post(hand.pos.big, "big")
    if config.straddle:
        seat = hand.pos.straddle
        if seat is None or (straddle is not None and seat != straddle):
            raise ValueError(f"seat {straddle} cannot straddle at this table (the engine: {seat})")
        hand.post(seat, "straddle")
    return hand


def replay(data: Mapping[str, Any]) -> Hand:
    """The hand of a pot-limit or side-pot question, replayed from its data: the blinds (and
    the straddle, where it names the seat), every action, each round's bets collected before
    the next street."""
    stacks = {int(s): int(n) for s, n in data["stacks"].items()}
    config = TableConfig(
        seats=tuple(SeatConfig(s, f"Seat {s}", n) for s, n in sorted(stacks.items())),
        button=int(data["button"]),
        small_blind=int(data["small_blind"]),
        big_blind=int(data["big_blind"]),
        game=Game(data["game"]),
        straddle="straddle" in data,
    )
    hand = _blinds_posted(config, int(data["straddle"]) if "straddle" in data else None)
    hand.start_round(Street.PREFLOP)
    for a in data["actions"]:
        _advance(hand, Street(a["street"]))
        kind = ActionKind(a["action"])
        to = int(a["to"]) if kind in (ActionKind.BET, ActionKind.RAISE) else None
        hand.act(Decision(int(a["seat"]), kind, to))
    _advance(hand, Street(data["street"]))
    return hand


def _advance(hand: Hand, street: Street) -> None:
    while hand.street is not street and hand.street.next is not None:
        hand.collect()
        hand.start_round(hand.street.next)


def raise_to(rng: random.Random, legal: Legal, unit: int) -> int:
    """A raise size a player might choose: the most allowed now and then, else a round
    number of `unit` between the least and the most."""
    if rng.random() < 0.35:
        return legal.max_raise_to
    to = rng.randint(legal.min_raise_to, legal.max_raise_to)
    return max(legal.min_raise_to, to - to % unit)
