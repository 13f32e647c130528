"""Chips as a casino table plays them at its stakes (chip_stacks): the working chip, the
largest chip in play, a stack with a column of working chips, columns of up to 20."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dealer_trainer.gui.chip_stacks import (
    COLUMN,
    MAX_COLUMNS,
    bet_columns,
    stack_columns,
    top_chip,
    total,
    working_chip,
)


@pytest.mark.parametrize(
    ("big_blind", "working", "top"),
    [(2, 5, 25), (10, 25, 100), (20, 25, 100), (50, 100, 1000), (100, 100, 1000), (200, 500, 1000)],
)
def test_the_chips_in_play_follow_the_stakes(big_blind, working, top):
    assert working_chip(big_blind) == working
    assert top_chip(big_blind) == top


def test_at_5_10_a_1000_stack_is_twenty_greens_and_five_blacks_not_one_1000_chip():
    assert stack_columns(1000, 10) == [(100, 5), (25, 20)]
    assert stack_columns(965, 10) == [(100, 5), (25, 18), (5, 3)]
    assert stack_columns(200, 10) == [(25, 8)]


def test_a_bet_is_made_of_the_chips_in_play_largest_first():
    assert bet_columns(35, 10) == [(25, 1), (5, 2)]
    assert bet_columns(1000, 10) == [(100, 10)]  # ten blacks, not a 1000 chip at 5/10
    assert bet_columns(1215, 10) == [(100, 12), (5, 3)]
    assert bet_columns(1000, 100) == [(1000, 1)]  # at 50/100 the 1000 plays


def test_a_denomination_of_more_than_twenty_chips_takes_several_columns():
    assert bet_columns(2500, 10) == [(100, 20), (100, 5)]


def test_too_many_columns_colour_up_into_the_next_chip():
    cols = bet_columns(60_000, 10)
    assert len(cols) <= MAX_COLUMNS and total(cols) == 60_000
    assert max(v for v, _ in cols) > top_chip(10)


@given(st.integers(min_value=0, max_value=500_000), st.sampled_from([2, 10, 20, 50, 100, 400]))
def test_every_breakdown_adds_up_in_columns_of_at_most_twenty(amount, big_blind):
    for cols in (bet_columns(amount, big_blind), stack_columns(amount, big_blind)):
        assert total(cols) == amount
        assert all(1 <= n <= COLUMN for _, n in cols)
        values = [v for v, _ in cols]
        assert values == sorted(values, reverse=True)


@given(st.data(), st.sampled_from([2, 10, 20, 50, 100]))
def test_up_to_a_deep_buy_in_no_chip_larger_than_the_stakes_play(data, bb):
    """Up to 200 big blinds, nothing larger than the top chip in play is on the table."""
    amount = data.draw(st.integers(min_value=0, max_value=200 * bb))
    for cols in (bet_columns(amount, bb), stack_columns(amount, bb)):
        assert all(v <= top_chip(bb) for v, _ in cols), (amount, bb, cols)


def test_a_stack_keeps_its_working_chips_for_betting():
    """A stack of at least 20 working chips' worth holds a full column of them."""
    for amount in (500, 1000, 1500, 3000):
        assert (25, COLUMN) in stack_columns(amount, 10)
