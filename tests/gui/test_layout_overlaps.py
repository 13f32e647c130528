"""No chip, marker, bubble or showdown label covers a card or another marker, at 1280x800
and 1920x1080 with 2 to 10 players, wherever they sit: every rectangle a piece can be drawn
in is checked against every rectangle it must leave free."""

from __future__ import annotations

import itertools
import random

import pytest

from dealer_trainer.gui.geometry import clear_of_oval, in_oval
from dealer_trainer.gui.layout import Box, TableLayout, compute_layout
from dealer_trainer.gui.seat_places import hand_distance

SIZES = [(1280, 800), (1920, 1080), (960, 600)]
BURNS_SHOWN = 4  # a hand burns three cards; a misdeal's re-burn makes four
HOLES = (2, 4)  # hole cards a hand: hold'em, Omaha


def seatings() -> list[tuple[int, ...]]:
    """For each count 2..10: the first seats, every other seat and a few random ones."""
    rng = random.Random(15)
    out = {tuple(range(1, 11))}
    for n in range(2, 10):
        out.add(tuple(range(1, n + 1)))
        odd, even = list(range(1, 11, 2)), list(range(2, 11, 2))
        out.add(tuple(sorted(odd[:n] + even[: max(0, n - 5)])))
        for _ in range(3):
            out.add(tuple(sorted(rng.sample(range(1, 11), n))))
    return sorted(out)


def cards(L: TableLayout) -> list[tuple[str, Box]]:
    """Every place a card can lie."""
    out = [(f"board{i}", b) for i, b in enumerate(L.board)]
    out += [(f"burn{i}", L.burn_slot(i)) for i in range(BURNS_SHOWN)]
    out += [("deck", L.deck), ("muck", L.muck)]
    out += [(f"set_aside{i}", L.set_aside_slot(i)) for i in range(2)]
    for s in L.occupied:
        sl = L.seats[s]
        out += [(f"hole{s}{j}", b) for j, b in enumerate(sl.cards)] + [(f"extra{s}", sl.extra)]
    return out


def covers(L: TableLayout, pots: int) -> list[tuple[str, Box]]:
    """Every chip, marker, bubble and plate."""
    out = [(f"pot{i}", b) for i, b in enumerate(L.pot_boxes(pots))]
    for s in L.occupied:
        sl = L.seats[s]
        out += [
            (f"bet{s}", sl.bet),
            (f"button{s}", sl.marker),
            (f"blind{s}", sl.blind_marker),
            (f"bubble{s}", sl.bubble),
            (f"plate{s}", sl.box),
            (f"label{s}", sl.label),  # the hand's value at the showdown (issue 15)
        ]
    return out


def one_or_the_other(a: str, b: str) -> bool:
    """Two pieces that never show at once: two seats' places of the one dealer button; a
    seat's showdown label and its bubble (the label takes the "Show" bubble's place)."""
    if a.startswith("button") and b.startswith("button"):
        return True
    pair = {a, b}
    return any(pair == {f"label{s}", f"bubble{s}"} for s in range(1, 11))


@pytest.mark.parametrize("hole", HOLES)
@pytest.mark.parametrize("size", SIZES)
def test_no_chip_marker_or_bubble_covers_a_card_or_another_piece(size, hole):
    """Hold'em's two hole cards and Omaha's four (omaha.deal)."""
    checked = 0
    for occupied in seatings():
        L = compute_layout(size, occupied, hole)
        pots = min(len(occupied), 4)  # up to three side pots beside the main pot
        pieces = covers(L, pots)
        for (na, a), (nb, b) in itertools.product(pieces, cards(L)):
            assert not a.overlaps(b), (size, occupied, na, nb, a, b)
        for (na, a), (nb, b) in itertools.combinations(pieces, 2):
            if one_or_the_other(na, nb):
                continue
            assert not a.overlaps(b), (size, occupied, na, nb, a, b)
            checked += 1
        area = L.table_area
        for name, box in pieces + cards(L):
            assert area.x <= box.x and area.y <= box.y and box.right <= area.right, (
                size,
                occupied,
                name,
                box,
            )
            assert box.bottom <= area.bottom, (size, occupied, name, box)
    assert checked > 10_000


def test_the_check_can_fail():
    """The overlap test above does see a covered card."""
    L = compute_layout((1280, 800), (1, 2))
    on_card = Box(L.seats[1].cards[0].x + 2, L.seats[1].cards[0].y + 2, 10, 10)
    assert any(on_card.overlaps(b) for _, b in cards(L))


def test_a_label_takes_only_its_own_bubbles_place():
    """The one exemption is a seat's own bubble: the label does lie there."""
    L = compute_layout((1280, 800), tuple(range(1, 11)))
    assert all(L.seats[s].label.overlaps(L.seats[s].bubble) for s in range(1, 11))
    assert not one_or_the_other("label3", "bubble4")


@pytest.mark.parametrize("hole", HOLES)
@pytest.mark.parametrize("size", SIZES)
def test_seats_sit_outside_the_rail_and_their_things_lie_on_the_felt(size, hole):
    """A seat's plate (occupied or empty) sits wholly outside the rail, never half on it; the
    player's cards, the button and the blind puck, his bet and the pots lie on the felt."""
    for occupied in seatings():
        L = compute_layout(size, occupied, hole)
        for seat, sl in L.seats.items():
            assert clear_of_oval(sl.box, L.rail), (size, seat, sl.box, L.rail)
        inside = [
            (n, b)
            for n, b in covers(L, min(len(occupied), 4))
            if n[:3] in ("pot", "bet", "but", "bli")
        ]
        inside += [(n, b) for n, b in cards(L) if n.startswith(("hole", "extra", "board"))]
        for name, box in inside:
            assert in_oval(box, L.felt), (size, occupied, name, box, L.felt)


def test_the_rail_check_can_fail():
    """A plate moved onto the rail, a card moved onto the rail, are seen."""
    L = compute_layout((1280, 800), tuple(range(1, 11)))
    top = L.rail.y
    on_rail = Box(L.felt.center[0] - 20, top - 10, 40, 30)
    assert not clear_of_oval(on_rail, L.rail)
    assert not in_oval(Box(L.felt.center[0] - 10, L.felt.y - 5, 20, 30), L.felt)


@pytest.mark.parametrize("hole", HOLES)
@pytest.mark.parametrize("size", SIZES)
def test_a_bet_and_a_blind_puck_lie_nearest_their_own_players_cards(size, hole):
    """Whose bet is it? A dealer reads it by where it lies: nearer its player's cards than
    any other player's (than the nearest point of them: four cards make a wide hand). With
    four cards at a full table a blind puck may lie nearer a neighbour's cards: its tether to
    its own plate (table_layer.draw_seats) says whose it is; a bet has none."""
    L = compute_layout(size, tuple(range(1, 11)), hole)
    for s, sl in L.seats.items():
        for piece in (sl.bet, sl.blind_marker) if hole == 2 else (sl.bet,):
            x, y = piece.center
            d = {t: hand_distance(L.seats[t].cards, x, y) for t in L.seats}
            assert min(d, key=d.get) == s, (
                size,
                s,
                piece,
                sorted(d.items(), key=lambda kv: kv[1])[:2],
            )
