"""Omaha tables for the arbiter's tests: a deck stacked so that each seat holds the four hole
cards named and the board comes as named (rules omaha.deal, omaha.hand, hilo.*).

    arb = omaha(seats=(1, 3), button=1, hands={3: "Ah 2c 3c 4c", 1: "9c Tc Js Qs"},
                board="5h 6h 7h 8h Kd", preflop=["1 call", "3 check"], ...)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from drive import drill

from dealer_trainer.arbiter import Arbiter
from dealer_trainer.engine.cards import FULL_DECK
from dealer_trainer.engine.config import Game, seats_from
from dealer_trainer.engine.variant import Variant


def deal_order(seats: Sequence[int], button: int) -> list[int]:
    """One round of the deal: the first seat left of the button first (deal.order)."""
    return seats_from(tuple(seats), button)


def stacked(order: Sequence[int], hands: Mapping[int, str], board: str,
            burns: str | None) -> str:
    """The deck's top, as the deal takes it: four rounds of hole cards in deal order, then
    burn, flop, burn, turn, burn, river (the burns, unless named, the first cards of a new
    deck that no hand and no board card uses)."""
    rounds = [hands[s].split()[r] for r in range(4) for s in order]
    f = board.split()
    used = {*rounds, *f}
    b = burns.split() if burns else [c.code for c in FULL_DECK if c.code not in used][:3]
    return " ".join([*rounds, b[0], *f[:3], b[1], f[3], b[2], f[4]])


def checks(order: Sequence[int], folded: Sequence[int] = ()) -> list[str]:
    """Every seat still in checks, in order of action after the flop."""
    return [f"{s} check" for s in order if s not in folded]


def omaha(
    *,
    seats: Sequence[int],
    button: int,
    hands: Mapping[int, str],
    board: str,
    burns: str | None = None,
    variant: Variant = Variant.OMAHA,
    game: Game = Game.POT_LIMIT,
    stacks: int = 1000,
    **kw: Any,
) -> Arbiter:
    order = deal_order(seats, button)
    return drill(
        seats=tuple((s, f"P{s}", stacks) for s in seats),
        button=button,
        game=game,
        variant=variant,
        deck=stacked(order, hands, board, burns),
        **kw,
    )
