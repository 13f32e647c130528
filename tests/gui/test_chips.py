"""Chips a dealer reads: every amount is broken down greedily into the house chip set, drawn
as one column per denomination, and the chips grow with the table."""

from __future__ import annotations

import pygame
import pytest
from hypothesis import given
from hypothesis import strategies as st

from dealer_trainer.gui.assets import CHIP_COLOURS, CHIP_VALUES, Sprites, TextCache
from dealer_trainer.gui.chips_view import ChipArt, bet_chip_d, chip_columns, pot_chip_d
from dealer_trainer.gui.layout import Box, compute_layout


def test_the_house_chip_set_has_the_usual_denominations_each_in_its_own_colour():
    assert set(CHIP_VALUES) >= {1, 5, 25, 100, 500, 1000, 5000, 25000}
    assert len(set(CHIP_COLOURS.values())) == len(CHIP_COLOURS)
    assert CHIP_COLOURS[1] > (200, 200, 200) and CHIP_COLOURS[100] < (60, 60, 60)  # white, black
    assert CHIP_COLOURS[5][0] > 150 > CHIP_COLOURS[5][1]  # red
    assert CHIP_COLOURS[25][1] > CHIP_COLOURS[25][0]  # green


def test_a_bet_is_broken_down_greedily():
    assert chip_columns(10) == [(5, 2)]
    assert chip_columns(35) == [(25, 1), (5, 2)]
    assert chip_columns(1215) == [(1000, 1), (100, 2), (5, 3)]
    assert chip_columns(60_000) == [(25000, 2), (5000, 2)]
    assert chip_columns(0) == []


@given(st.integers(min_value=0, max_value=150_000))
def test_the_columns_add_up_to_the_amount_largest_first(amount):
    cols = chip_columns(amount, tallest=10**6)
    assert sum(v * n for v, n in cols) == amount
    values = [v for v, _ in cols]
    assert values == sorted(values, reverse=True) and len(set(values)) == len(values)
    # greedy: no column could be coloured up into the next larger chip
    for v, n in cols:
        bigger = [b for b in CHIP_VALUES if b > v]
        assert not bigger or v * n < min(bigger)


def test_a_tall_column_is_cut_and_the_rest_still_shows():
    assert chip_columns(250_000, tallest=8) == [(25000, 8)]


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_stacks_are_drawn_one_column_per_denomination_and_fit_the_bet_spot(size, app):
    L = compute_layout(size, tuple(range(1, 11)))
    art = ChipArt(Sprites(), TextCache(Sprites().fonts))
    d = bet_chip_d(L.scale)
    one = art.stack(5, d)
    three = art.stack(1215, d)
    assert one.get_width() == d and three.get_width() > 2 * d
    assert three.get_height() > one.get_height()  # three 5s stand taller than one
    surface = pygame.Surface(size, pygame.SRCALPHA)
    spot = L.seats[1].bet
    art.bet(surface, 1215, spot, L.scale)
    drawn = surface.get_bounding_rect()
    assert pygame.Rect(spot.x, spot.y, spot.w, spot.h).contains(drawn), (drawn, spot)
    surface.fill((0, 0, 0, 0))
    pot = Box(10, 10, L.pot_boxes(3)[0].w, L.pot_area.h)
    art.pot(surface, "Main pot", 2345, pot, L.scale)
    assert pygame.Rect(pot.x, pot.y, pot.w, pot.h).contains(surface.get_bounding_rect())


def test_chips_grow_with_the_table():
    small, big = compute_layout((1280, 800)), compute_layout((1920, 1080))
    assert bet_chip_d(big.scale) > bet_chip_d(small.scale) >= 24
    assert pot_chip_d(big.scale) > pot_chip_d(small.scale)
