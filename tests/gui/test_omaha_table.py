"""Four hole cards a seat (omaha.deal), drawn legible and clear of every other piece at ten
seats, 1280x800 and 1920x1080; face down while dealt, face up when tabled (omaha.table_all).

The cards of one hand overlap: each covers at most 1 - STEP_LEAST (0.60) of the one before
it, so that its left 0.40 shows: the rank and suit corner (the index takes under 0.3 of a
card's width, a "10" the most)."""

from __future__ import annotations

import itertools

import pytest
from omaha_table import SIZES, render, snapshot

from dealer_trainer.gui.layout import Box, compute_layout
from dealer_trainer.gui.seat_places import STEP_LEAST, STEP_MANY, STEP_TWO
from dealer_trainer.gui.variants import hole_cards

TEN = tuple(range(1, 11))


def others(L, seat):  # type: ignore[no-untyped-def]
    """What a seat's cards must leave free of the other seats: their cards (an extra card's
    place too), plates, bets, blind pucks and button places."""
    out = []
    for t in L.occupied:
        if t == seat:
            continue
        o = L.seats[t]
        out += [(f"card{t}", b) for b in (*o.cards, o.extra)]
        out += [(f"plate{t}", o.box), (f"bet{t}", o.bet), (f"blind{t}", o.blind_marker)]
        out += [(f"button{t}", o.marker), (f"label{t}", o.label)]
    return out


def test_omaha_deal_a_hand_holds_the_variants_hole_cards() -> None:
    assert (hole_cards("holdem"), hole_cards("omaha"), hole_cards("omaha-hilo")) == (2, 4, 4)
    for n in (2, 4, 7):  # hold'em, Omaha, and seven for the stud games to come
        L = compute_layout((1280, 800), TEN, n)
        for sl in L.seats.values():
            assert len(sl.cards) == n
            xs = [c.x for c in sl.cards]
            assert xs == sorted(xs) and len(set(xs)) == n  # fanned left to right
            assert sl.hole_box(n) == sl.extra  # a card beyond them: an extra card's place


@pytest.mark.parametrize("size", SIZES)
def test_omaha_deal_four_cards_at_ten_seats_cover_nothing_of_another_seat(size) -> None:
    L = compute_layout(size, TEN, 4)
    own_pieces = 0
    for seat in TEN:
        sl = L.seats[seat]
        mine = [*sl.cards, sl.extra]
        for a, (name, b) in itertools.product(mine, others(L, seat)):
            assert not a.overlaps(b), (size, seat, a, name, b)
        for b in (sl.box, sl.bet, sl.blind_marker, sl.marker):  # nor his own chips, button
            assert not any(a.overlaps(b) for a in mine), (size, seat, b)
            own_pieces += 1
        for a in mine:  # inside the window, and inside the table area
            area = L.table_area
            assert 0 <= a.x and a.right <= size[0] and 0 <= a.y and a.bottom <= size[1]
            assert area.x <= a.x and a.right <= area.right and area.y <= a.y
            assert a.bottom <= area.bottom
    assert own_pieces == 40


@pytest.mark.parametrize("size", SIZES)
def test_omaha_deal_each_card_leaves_its_rank_and_suit_corner_in_view(size) -> None:
    """A card covers at most 1 - STEP_LEAST of the one before (a pixel of rounding)."""
    L = compute_layout(size, TEN, 4)
    w = L.small_card_w
    for sl in L.seats.values():
        for a, b in itertools.pairwise(sl.cards):
            shown = b.x - a.x
            assert shown >= STEP_LEAST * w - 1, (size, sl.seat, shown, w)
            assert shown <= STEP_MANY * w + 1  # and they do overlap: one hand, not four cards
            assert a.y == b.y
    assert STEP_LEAST < STEP_MANY < STEP_TWO


def test_the_overlap_check_sees_a_card_on_a_neighbours_bet() -> None:
    L = compute_layout((1280, 800), TEN, 4)
    bet = L.seats[2].bet
    on_bet = Box(bet.x + 2, bet.y + 2, L.small_card_w, L.small_card_h)
    assert any(on_bet.overlaps(b) for _, b in others(L, 1))


BACK_RED = (150, 24, 40)


def _colours(surface, box: Box) -> list[tuple[int, int, int]]:  # type: ignore[no-untyped-def]
    return [
        tuple(surface.get_at((x, y))[:3])
        for x in range(box.x + 1, box.right - 1)
        for y in range(box.y + 1, box.bottom - 1)
    ]


@pytest.mark.parametrize("size", SIZES)
def test_omaha_table_all_four_cards_down_while_dealt_and_up_when_tabled(size) -> None:
    """Each of the 40 cards is drawn where the layout puts it: at the deal its part in view
    shows the back's red, at the showdown the face's white (and no back)."""
    from dealer_trainer.gui.showdown_view import card_boxes

    for phase in ("betting", "showdown"):
        snap = snapshot(10, "omaha", phase=phase, mode="practice")
        surface, view = render(size, snap)
        L = view.layout
        assert all(len(sv.hole) == 4 for sv in snap.seats)
        shown = card_boxes(L, snap)
        assert len(shown) == 40 + (5 if phase == "showdown" else 0)
        for sv in snap.seats:
            for h in sv.hole:
                cs = _colours(surface, shown[h.card])
                red = sum(abs(c[0] - 150) < 30 and c[1] < 80 and c[2] < 90 for c in cs)
                white = sum(min(c) > 225 for c in cs)
                if phase == "betting":
                    assert red > len(cs) // 4, (size, sv.seat, h.card)
                else:
                    assert white > len(cs) // 3 and red < len(cs) // 50, (size, sv.seat, h.card)


def test_hilo_split_two_halves_slide_to_two_seats_from_the_pot() -> None:
    """The award of a hi-lo pot (hilo.split: 103 high to one seat, 102 low to another) is
    drawn as two stacks from the pot, one to each seat, whether the engine pushes both halves
    in one operation or in one each (CONTRACT.md's `award: {half: ...}` is two steps; the
    operation it logs is the other helper's: these are the `ChipsPushing` of today)."""
    from dataclasses import replace

    from dealer_trainer.arbiter.snapshot import PotView
    from dealer_trainer.engine import ops as O
    from dealer_trainer.gui.motion import glides_for_step

    before = snapshot(6, "omaha-hilo")
    after = replace(before, pots=(PotView(0, 205, before.pots[0].eligible, (2, 1)),))
    L = compute_layout((1280, 800), tuple(s.seat for s in before.seats), 4)
    pot = L.pot_boxes(1)[0].center
    one = glides_for_step((O.ChipsPushing(0, ((2, 103), (1, 102))),), before, after, L)
    two = glides_for_step(
        (O.ChipsPushing(0, ((2, 103),)), O.ChipsPushing(0, ((1, 102),))), before, after, L
    )
    for glides in (one, two):
        assert [(g.what, g.start, g.end) for g in glides] == [
            (("chips", 103), pot, L.seats[2].box.center),
            (("chips", 102), pot, L.seats[1].box.center),
        ]
        assert glides[1].delay > glides[0].delay  # the high half first, then the low


def test_omaha_deal_the_table_scene_lays_out_the_snapshots_hole_cards(app) -> None:
    """The table screen lays out four cards a seat for an Omaha snapshot, two for hold'em
    (the arbiter's `variant`; until the engine deals Omaha, set on a hold'em drill's)."""
    from dataclasses import replace
    from pathlib import Path

    from dealer_trainer.gui.drills import load_drill
    from dealer_trainer.gui.scenes.table import TableScene
    from dealer_trainer.gui.session import DrillInfo, Session

    drills = Path(__file__).resolve().parents[2] / "scenarios"
    sc = load_drill(drills / "ten-handed.yaml")
    session = Session.drill(sc.setup, DrillInfo(sc.id, sc.id, 1, "", ""), "en", "practice")
    table = TableScene(app, session, bots=False)
    app.push(table)
    app.frame(1 / 60)
    assert table.layout.hole == 2 and len(table.layout.seats[1].cards) == 2
    session.snap = replace(session.snap, variant="omaha")
    table.relayout()
    assert table.layout.hole == 4 and len(table.layout.seats[1].cards) == 4
    assert table.view.layout is table.layout
