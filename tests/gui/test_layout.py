"""The layout is a pure function of (window size, occupied seats): nothing overlaps, nothing
leaves the window, and every click point hits what it is the point of."""

from __future__ import annotations

import itertools

import pytest

from dealer_trainer.gui.layout import (
    BASE_H,
    BASE_W,
    Box,
    compute_layout,
    hit_test,
    scale_for,
    seat_angle,
)

SIZES = [
    (1280, 800),
    (1920, 1080),
    (1024, 768),
    (1366, 768),
    (2560, 1440),
    (800, 600),
    (1600, 1200),
]
ALL = tuple(range(1, 11))


def inside(inner: Box, outer: Box) -> bool:
    return (
        inner.x >= outer.x
        and inner.y >= outer.y
        and inner.right <= outer.right
        and inner.bottom <= outer.bottom
    )


@pytest.mark.parametrize("size", SIZES)
def test_every_seat_piece_stays_in_the_table_area(size):
    L = compute_layout(size, ALL)
    for sl in L.seats.values():
        for b in (sl.box, sl.bet, sl.marker, sl.blind_marker, sl.bubble, *sl.cards):
            assert inside(b, L.table_area), (size, sl.seat, b)


@pytest.mark.parametrize("size", SIZES)
def test_seats_do_not_overlap_each_other_or_the_board(size):
    L = compute_layout(size, ALL)
    centre = [L.board_area, L.pot_area, L.deck, L.burn, L.muck]
    for a, b in itertools.combinations(L.seats.values(), 2):
        for pa in (a.box, a.bet, a.marker, *a.cards):
            for pb in (b.box, b.bet, *b.cards):  # one dealer button: b's place is empty
                assert not pa.overlaps(pb), (size, a.seat, b.seat, pa, pb)
    for sl in L.seats.values():
        assert not sl.box.overlaps(sl.cards[0]) and not sl.box.overlaps(sl.cards[1]), (
            size,
            sl.seat,
        )
        assert not sl.bet.overlaps(sl.cards[0]) and not sl.bet.overlaps(sl.cards[1]), (
            size,
            sl.seat,
        )
        assert not sl.marker.overlaps(sl.cards[0]) and not sl.marker.overlaps(sl.cards[1]), (
            size,
            sl.seat,
        )
        for piece in (sl.box, sl.bet, sl.marker, sl.blind_marker, *sl.cards):
            for c in centre:
                assert not piece.overlaps(c), (size, sl.seat, piece, c)


@pytest.mark.parametrize("size", SIZES)
def test_the_dealer_zones_and_panels_do_not_overlap(size):
    L = compute_layout(size, ALL)
    zones = [L.board_area, L.pot_area, L.deck, L.burn, L.muck, L.set_aside]
    for a, b in itertools.combinations(zones, 2):
        assert not a.overlaps(b), (size, a, b)
    for z in zones:
        assert inside(z, L.table_area)
    assert not L.table_area.overlaps(L.side_panel)
    assert not L.table_area.overlaps(L.bottom_bar)
    assert not L.top_bar.overlaps(L.table_area)


def test_the_layout_scales_with_the_window():
    small, big = compute_layout((BASE_W, BASE_H), ALL), compute_layout((1920, 1080), ALL)
    assert scale_for((BASE_W, BASE_H)) == 1.0
    assert big.scale == pytest.approx(1.35)
    assert big.card_h > small.card_h
    assert big.seats[1].box.w > small.seats[1].box.w


def test_seat_one_is_on_the_dealers_left_and_numbers_run_clockwise():
    L = compute_layout((1280, 800), ALL)
    cx = L.felt.center[0]
    assert L.seats[1].box.center[0] < cx < L.seats[10].box.center[0]
    assert L.seats[1].box.center[1] > L.seats[3].box.center[1]  # up the left side
    angles = [seat_angle(s) for s in ALL]
    assert angles == sorted(angles)


@pytest.mark.parametrize("size", SIZES)
def test_every_click_point_hits_its_target(size):
    occupied = (1, 2, 4, 5, 8, 10)
    L = compute_layout(size, occupied)
    for s in occupied:
        sl = L.seats[s]
        assert hit_test(L, sl.box.center).index == s
        assert hit_test(L, sl.box.center).kind == "seat"
        assert hit_test(L, sl.cards[1].center).kind == "seat"
        hb = hit_test(L, sl.bet.center)
        assert (hb.kind, hb.index) == ("bet", s)
    assert hit_test(L, L.deck.center).kind == "deck"
    assert hit_test(L, L.burn.center).kind == "burn"
    assert hit_test(L, L.board[2].center).kind == "board"
    assert hit_test(L, L.muck.center).kind == "muck"
    for n in (1, 2, 3):
        for i, box in enumerate(L.pot_boxes(n)):
            h = hit_test(L, box.center, pots=n)
            assert (h.kind, h.index) == ("pot", i)
    bs = L.seats[5]
    assert hit_test(L, bs.marker.center, button_seat=5).kind == "button"
    # an empty seat is bare felt
    assert hit_test(L, L.seats[3].box.center) is None


def test_pot_boxes_fit_in_the_pot_row():
    L = compute_layout((1280, 800), ALL)
    for n in range(1, 7):
        boxes = L.pot_boxes(n)
        assert len(boxes) == n
        for a, b in itertools.combinations(boxes, 2):
            assert not a.overlaps(b)
        assert all(inside(b, L.table_area) for b in boxes)


def test_a_tiny_window_is_clamped_not_broken():
    L = compute_layout((200, 100), (1, 2))
    assert L.size[0] >= 640 and L.size[1] >= 400
