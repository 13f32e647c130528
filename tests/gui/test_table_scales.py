"""The table scales as a whole: at 1920x1080 plates, cards, chips, markers and labels are
larger than at 1280x800 by the table's own factor (so they stay legible at both sizes), and
at 1280x800 none is below a size a trainee reads at arm's length."""

from __future__ import annotations

import pygame
import pytest

from dealer_trainer.gui.assets import Sprites, TextCache
from dealer_trainer.gui.chips_view import ChipArt, bet_chip_d, plate_chip_d, pot_chip_d
from dealer_trainer.gui.layout import compute_layout

SMALL, BIG = (1280, 800), (1920, 1080)
TEN = tuple(range(1, 11))


def sizes(size: tuple[int, int]) -> dict[str, float]:
    L = compute_layout(size, TEN)
    sl = L.seats[3]
    return {
        "plate": sl.box.w * sl.box.h,
        "hole card": L.small_card_w * L.small_card_h,
        "board card": L.card_w * L.card_h,
        "bet spot": sl.bet.w * sl.bet.h,
        "marker": sl.marker.w * sl.marker.h,
        "bubble": sl.bubble.w * sl.bubble.h,
        "pot": L.pot_boxes(1)[0].w * L.pot_boxes(1)[0].h,
        "felt": L.felt.w * L.felt.h,
        "bet chip": bet_chip_d(L.scale) ** 2,
        "plate chip": plate_chip_d(L.scale) ** 2,
        "pot chip": pot_chip_d(L.scale) ** 2,
    }


def test_everything_on_the_table_grows_with_it_at_1920x1080():
    small, big = sizes(SMALL), sizes(BIG)
    factor = compute_layout(BIG).scale / compute_layout(SMALL).scale
    assert factor == pytest.approx(1.35)
    for name in small:
        # areas: by the square of the table's factor (a little rounding either way)
        assert big[name] >= 0.9 * factor**2 * small[name], (name, small[name], big[name])


def test_at_1280x800_the_pieces_are_large_enough_to_read():
    L = compute_layout(SMALL, TEN)
    assert L.small_card_w >= 36 and L.card_w >= 48
    assert bet_chip_d(L.scale) >= 26 and plate_chip_d(L.scale) >= 20 and pot_chip_d(L.scale) >= 24
    assert L.seats[1].marker.w >= 24


@pytest.mark.parametrize("size", [SMALL, BIG])
def test_a_drawn_bet_and_stack_grow_with_the_table(size, app):
    """Not only the boxes: the chips drawn for a bet of 35 at 5/10 are the table's size."""
    L = compute_layout(size, TEN)
    art = ChipArt(Sprites(), TextCache(Sprites().fonts))
    surface = pygame.Surface(L.size, pygame.SRCALPHA)
    art.bet(surface, 35, L.seats[3].bet, L.scale, big_blind=10)
    drawn = surface.get_bounding_rect()
    spot = L.seats[3].bet
    assert pygame.Rect(spot.x, spot.y, spot.w, spot.h).contains(drawn)
    assert drawn.h >= 0.6 * spot.h and drawn.w >= 2 * bet_chip_d(L.scale)


@pytest.mark.parametrize("size", [SMALL, BIG])
@pytest.mark.parametrize("stack", [965, 19_500, 19_800, 123_456, 1_250_000])
def test_a_plate_shows_its_stack_amount_whole(size, stack, app, monkeypatch):
    """A dealer reads the stack's amount: the chips beside it leave it room, it is never cut
    short ("19,…" for 19,800 was drawn at 1280x800, blinds 100/200)."""
    from dealer_trainer.arbiter.snapshot import SeatView
    from dealer_trainer.gui.assets import money
    from dealer_trainer.gui.seat_view import SeatArt

    L = compute_layout(size, TEN)
    text = TextCache(Sprites().fonts)
    fitted: dict[str, int] = {}
    real_fit = TextCache.fit

    def spy(self, t, sz, max_w, *a, **k):
        surf = real_fit(self, t, sz, max_w, *a, **k)
        if t == money(stack):
            fitted["drawn"] = surf.get_width()
            fitted["whole"] = self.render(t, sz, *a[:1]).get_width()
        return surf

    monkeypatch.setattr(TextCache, "fit", spy)
    art = SeatArt(text, ChipArt(Sprites(), text))
    sv = SeatView(1, "Ana", stack, 0, (), False, False, False, None, False, None, 0)
    art.plate(L, sv, "el", picked=False, hint=False, big_blind=200)
    assert fitted, "the amount was not drawn"
    assert fitted["drawn"] >= 0.8 * fitted["whole"], fitted  # shrunk a little at most, not cut
