"""bet.pot_count in the engine (TDA 54-B): before the flop full blinds are assumed when a
blind went in short, in `Legal.max_raise_to` as in `counts.pot_count`, which are one number;
after the flop the actual pot counts (54-C). Pot limit at 100-200, seats 1, 3, 4, 6, button 1."""

from __future__ import annotations

import pytest
from test_rules_betting import dealt, table

from dealer_trainer.engine.config import Game, Street
from dealer_trainer.engine.counts import pot_count
from dealer_trainer.engine.decision import ActionKind, Decision
from dealer_trainer.engine.errors import IllegalBet
from dealer_trainer.engine.hand import Hand

SHORT_BIG = {1: 20000, 3: 20000, 4: 150, 6: 20000}


def pot_limit(stacks: dict[int, int]) -> Hand:
    return dealt(table(stacks, 1, game=Game.POT_LIMIT, small_blind=100, big_blind=200))


def test_bet_pot_count_short_big_blind_the_largest_raise_to_assumes_the_full_blind() -> None:
    h = pot_limit(SHORT_BIG)
    assert h.bets == {1: 0, 3: 100, 4: 150, 6: 0} and 4 in h.all_in
    legal = h.legal()
    assert (legal.seat, legal.to_call, legal.max_raise_to) == (6, 200, 700)
    assert pot_count(h) == legal.max_raise_to
    h.act(Decision(6, ActionKind.RAISE, 700))
    with pytest.raises(IllegalBet):  # the pot is the limit: 701 is over it
        pot_limit(SHORT_BIG).act(Decision(6, ActionKind.RAISE, 701))
    # the button facing 700: 700 + (100 + 150 + 700, the big blind counted as 200, + 700)
    assert h.legal().max_raise_to == pot_count(h) == 700 + 100 + 200 + 700 + 700


def test_bet_pot_count_short_small_blind_the_largest_raise_to_assumes_the_full_blind() -> None:
    h = pot_limit({1: 20000, 3: 50, 4: 20000, 6: 20000})
    assert h.bets[3] == 50 and h.legal().max_raise_to == pot_count(h) == 700


def test_bet_pot_count_after_the_flop_the_actual_pot_counts_with_a_short_blind() -> None:
    h = pot_limit(SHORT_BIG)
    for seat, kind in ((6, ActionKind.CALL), (1, ActionKind.FOLD), (3, ActionKind.CALL)):
        h.act(Decision(seat, kind))
    h.collect()
    h.burn()
    h.turn_board(3)
    h.start_round(Street.FLOP)
    # 150 from each of three, then the side pot of 50 + 50: 550 in all, nothing assumed
    assert h.pot_total() == 550 and h.blinds_assumed() == 0
    assert h.legal().max_raise_to == pot_count(h) == 550
