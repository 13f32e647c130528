"""The chips a player pushes out before the dealer rules on them (engine/hand_chips.py):
out in front of him, back to his stack, a raise barred, a card he shows himself. Each a frozen
record the log replays; chips conserved throughout."""

from __future__ import annotations

import pytest
from test_rules_betting import dealt, table

from dealer_trainer.engine import ops
from dealer_trainer.engine.decision import ActionKind, Decision
from dealer_trainer.engine.errors import InvalidOperation
from dealer_trainer.engine.hand import Hand


def _six_raises_then_one_chip() -> Hand:
    h = dealt(table((1, 3, 4, 6), button=1))  # 3 small, 4 big, 6 first to act
    h.act(Decision(6, ActionKind.RAISE, 30))
    h.put_out(1, (100,))
    return h


def test_bet_oversized_chip_pushed_out_is_in_front_of_him_not_in_the_betting() -> None:
    h = _six_raises_then_one_chip()
    assert h.pushed == {1: 100}
    assert h.stacks[1] == 900 and h.bets[1] == 0
    assert h.to_act() == 1 and 1 not in h.all_in
    h.check_invariants()
    with pytest.raises(InvalidOperation):
        h.collect()


def test_bet_oversized_chip_ruled_a_call_the_excess_goes_back() -> None:
    h = _six_raises_then_one_chip()
    h.take_back(1)
    h.act(Decision(1, ActionKind.CALL))
    assert h.pushed == {} and h.stacks[1] == 970 and h.bets[1] == 30
    h.check_invariants()


def test_bet_multiple_chips_his_last_chips_out_do_not_make_him_all_in_until_ruled() -> None:
    h = dealt(table({1: 1000, 3: 1000, 4: 1000, 6: 50}, button=1))
    h.put_out(6, (25, 25))
    assert h.stacks[6] == 0 and 6 not in h.all_in and h.to_act() == 6
    h.take_back(6)
    h.act(Decision(6, ActionKind.ALL_IN))
    assert 6 in h.all_in


def test_chips_out_are_refused_beyond_his_stack_or_when_none_are_out() -> None:
    h = dealt(table({1: 1000, 3: 1000, 4: 1000, 6: 50}, button=1))
    assert not h.can_put_out(6, (25, 50))
    assert not h.can_put_out(6, ())
    assert not h.can_take_back(6, 5)
    assert h.take_back(6) is None


def test_bet_reopen_call_or_fold_bars_his_raise_until_he_acts() -> None:
    h = dealt(table((1, 3, 4, 6), button=1))
    assert h.legal().can_raise
    h.bar_raise(6)
    assert not h.legal().can_raise and h.legal().can_call
    h.act(Decision(6, ActionKind.CALL))
    assert h.round is not None and h.round.barred == set()


def test_chips_out_replay_from_the_log_and_print_as_json() -> None:
    h = _six_raises_then_one_chip()
    h.take_back(1, 40)
    h.bar_raise(1)
    again = Hand.replay(h.config, h.log)
    assert (again.pushed, again.stacks, again.legal()) == (h.pushed, h.stacks, h.legal())
    kinds = [op.to_json()["op"] for op in h.log if isinstance(
        op, ops.ChipsPuttingOut | ops.ChipsTakingBack | ops.RaiseBarring)]
    assert kinds == ["chips_out", "chips_back", "no_raise"]


def test_ruling_player_exposed_card_stays_in_his_hand_face_up() -> None:
    h = dealt(table((1, 3, 4, 6), button=1))
    card = h.zones.hole[4][0].card
    h.show_card(4, 1)
    assert [(c.card, c.exposed) for c in h.zones.hole[4]][0] == (card, True)
    assert len(h.zones.hole[4]) == 2 and h.exposed_seats() == [4]
    assert Hand.replay(h.config, h.log).zones.hole[4] == h.zones.hole[4]
