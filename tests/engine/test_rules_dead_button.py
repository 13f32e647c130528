"""button.dead in the engine: a hand whose disc stands at an empty seat, or with no small
blind posted, is laid out only when the table marks it so (`TableConfig.dead_button`,
`dead_small`); the deal, the action and the pot-limit count go on around it."""

from __future__ import annotations

import random

import pytest
from test_rules_betting import dealt, table

from dealer_trainer.engine import ops
from dealer_trainer.engine.config import Game
from dealer_trainer.engine.counts import pot_count
from dealer_trainer.engine.errors import EngineError, InvalidOperation
from dealer_trainer.engine.hand import Hand

FOUR = (1, 4, 5, 6)  # seats 2 and 3 empty


def test_button_dead_the_disc_at_an_empty_seat_only_when_marked_dead() -> None:
    with pytest.raises(EngineError, match="empty"):
        table(FOUR, 2)
    with pytest.raises(EngineError, match="dead button"):
        table(FOUR, 4, dead_button=True)  # a player's seat: not dead
    with pytest.raises(EngineError, match="heads-up"):
        table((1, 4), 2, dead_button=True)
    with pytest.raises(EngineError, match="heads-up"):
        table((1, 4), 1, dead_small=True)
    h = Hand(table(FOUR, 2, dead_button=True), rng=random.Random(0))
    assert (h.pos.small, h.pos.big, h.deal_order()[:4]) == (4, 5, [4, 5, 6, 1])


def test_button_dead_a_dead_small_blind_nobody_posts_it_the_big_blind_acts_last() -> None:
    h = dealt(table(FOUR, 2, dead_button=True, dead_small=True))
    assert (h.pos.small, h.pos.big, h.posted) == (None, 4, {"big": 4})
    assert h.legal().seat == 5 and h.first_to_deal() == 4  # under the gun, left of the big
    with pytest.raises(InvalidOperation):
        Hand(table(FOUR, 2, dead_button=True, dead_small=True),
             rng=random.Random(0)).post(4, "small")


def test_button_dead_a_dead_small_blind_still_counts_in_the_pot_limit_count() -> None:
    """TDA 54-B (bet.pot_count): full blinds are assumed before the flop, a dead one too."""
    h = dealt(table(FOUR, 1, dead_small=True, game=Game.POT_LIMIT))
    assert h.posted == {"big": 4}  # the button on seat 1, the small blind dead
    legal = h.legal()  # seat 5: the call (10), then the pot: 10 + 5 (dead, assumed) + 10
    assert (legal.seat, legal.max_raise_to) == (5, 10 + 10 + 5 + 10)
    assert pot_count(h) == legal.max_raise_to


def test_button_dead_the_disc_moves_to_an_empty_seat_only_as_a_dead_button() -> None:
    h = dealt(table(FOUR, 1))
    with pytest.raises(InvalidOperation):
        h.move_button(2)
    with pytest.raises(InvalidOperation):
        h.move_button(4, dead=True)  # a player with chips sits there
    with pytest.raises(InvalidOperation):
        h.move_button(11, dead=True)
    op = h.move_button(2, dead=True)
    assert op == ops.ButtonMoving(2, True) and h.button == 2
    assert op.to_json() == {"op": "button", "seat": 2, "dead": True}
    assert ops.ButtonMoving(4).to_json() == {"op": "button", "seat": 4}
