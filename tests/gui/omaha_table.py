"""Omaha tables for the GUI's tests and screens (issue 25), built as snapshots: the engine's
Omaha deal is another helper's, so these are the `TableSnapshot`s its arbiter will give, four
hole cards a seat, at the deal (face down, bets out) or at the showdown (tabled, face up).

    PYTHONPATH=. python tests/gui/omaha_table.py OUT_DIR   # the screens: 4, 6, 10 seats

The cards are fixed per seat count (a seeded shuffle), with a hand or two laid in by hand so
that a hi-lo showdown has a low, a scoop and a hand with no low.
"""

from __future__ import annotations

import random
from typing import Any

from dealer_trainer.arbiter.snapshot import HoleView, PotView, SeatView, TableSnapshot
from dealer_trainer.engine.cards import FULL_DECK, Card, parse_cards

SIZES = ((1280, 800), (1920, 1080))
SEATINGS = {4: (1, 3, 6, 8), 6: (1, 2, 4, 6, 8, 9), 10: tuple(range(1, 11))}
NAMES = ("Ana", "Bogdan", "Chloe", "Dimitri", "Elena", "Filip", "Georgia", "Hristo", "Ioana",
         "Joao")
# a board with a low: 8h 6h 3c Kh 2d (CONTRACT.md's PLO8 drill); the first seats' hands from
# RULES.md's hilo.omaha_low examples: a pair of jacks with a six-four low, a flush with no low
BOARD = ("8h", "6h", "3c", "Kh", "2d")
LAID = (("Ah", "4s", "Jc", "Jd"), ("Qh", "Th", "9c", "9s"), ("5h", "4h", "Ac", "7d"))


def cards(codes: tuple[str, ...]) -> tuple[Card, ...]:
    return parse_cards(codes)


def hands(seats: tuple[int, ...], seed: int = 25) -> dict[int, tuple[Card, ...]]:
    """Four cards a seat: the laid hands first, then a seeded shuffle of the rest."""
    used = {*cards(BOARD), *(c for h in LAID for c in cards(h))}
    rest = [c for c in FULL_DECK if c not in used]
    random.Random(seed).shuffle(rest)
    out = {}
    for i, seat in enumerate(seats):
        if i < len(LAID):
            out[seat] = cards(LAID[i])
        else:
            out[seat], rest = tuple(rest[:4]), rest[4:]
    return out


def snapshot(
    n: int,
    variant: str = "omaha-hilo",
    *,
    phase: str = "showdown",
    mode: str = "learn",
    hole: int = 4,
    read: tuple[int, ...] = (),
) -> TableSnapshot:
    """A table of `n` seats (4, 6 or 10), each with `hole` cards. At the showdown every hand is
    tabled face up over a full board and the pot waits in the middle; at the deal ("betting")
    the cards are face down, blinds and bets out, the button on the last seat."""
    seats = SEATINGS[n]
    dealt = hands(seats)
    showdown = phase == "showdown"
    button = seats[-1]
    views = []
    for i, seat in enumerate(seats):
        blind = "small" if i == 0 else "big" if i == 1 else None
        bet = 0 if showdown else (5 if i == 0 else 10 if i == 1 else 30 if i % 2 else 0)
        views.append(
            SeatView(
                seat=seat,
                name=NAMES[seat - 1],
                stack=1000 - bet - (100 if showdown else 0),
                bet=bet,
                hole=tuple(HoleView(c, showdown) for c in dealt[seat][:hole]),
                folded=False,
                all_in=False,
                is_button=seat == button,
                blind=None if showdown else blind,
                to_act=not showdown and i == 2,
                last_action=None,
                won=0,
            )
        )
    pot = 100 * n if showdown else 0
    return TableSnapshot(
        hand_number=1,
        hands_total=1,
        phase=phase,
        street="river" if showdown else "preflop",
        button=button,
        seats=tuple(views),
        stub_count=52 - n * hole - (8 if showdown else 0),
        burns=cards(("4c", "Jh", "Ad")[: 3 if showdown else 0]) if n < 10 else (),
        board=cards(BOARD) if showdown else (),
        set_aside=(),
        muck_count=0,
        pots=(PotView(0, pot, seats, ()),) if pot else (),
        to_act=None if showdown else seats[2],
        open_irregularities=(),
        banner=None,
        complete=False,
        score=100,
        game="pot-limit",
        small_blind=5,
        big_blind=10,
        house_rules="seeds",
        mode=mode,
        tabled=seats if showdown else (),
        read=read,
        variant=variant,
    )


def render(size: tuple[int, int], snap: Any, lang: str = "en", focus: int | None = None) -> Any:
    """The table area drawn from `snap` into a window-sized surface (bars left dark); the
    surface and the view (its layout, its showdown plan as drawn)."""
    import pygame

    from dealer_trainer.gui.anim import AnimationQueue
    from dealer_trainer.gui.assets import Sprites, TextCache
    from dealer_trainer.gui.layout import compute_layout
    from dealer_trainer.gui.table_view import TableLook, TableView
    from dealer_trainer.gui.variants import hole_cards, split

    if not pygame.display.get_init() or pygame.display.get_surface() is None:
        pygame.init()
        pygame.display.set_mode((1, 1))
    sprites = Sprites()
    view = TableView(sprites, TextCache(sprites.fonts))
    occupied = tuple(s.seat for s in snap.seats)
    view.set_layout(compute_layout(size, occupied, hole_cards(snap.variant), split(snap.variant)))
    surface = pygame.Surface(size)
    surface.fill((18, 22, 28))
    view.draw(surface, snap, AnimationQueue(1.0), TableLook(lang=lang, focus=focus))
    return surface, view


def main(out: str) -> None:  # pragma: no cover - the screens, looked at by a person
    import os
    from pathlib import Path

    import pygame

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    folder = Path(out)
    folder.mkdir(parents=True, exist_ok=True)
    for n in SEATINGS:
        for w, h in SIZES:
            for name, snap in (
                ("deal", snapshot(n, "omaha", phase="betting")),
                ("omaha", snapshot(n, "omaha")),
                ("hilo", snapshot(n, "omaha-hilo")),
            ):
                surface, _ = render((w, h), snap)
                pygame.image.save(surface, str(folder / f"en-{w}x{h}-{n}seats-{name}.png"))
    for lang in ("en", "ro", "pt", "el", "mk"):
        for w, h in SIZES:
            surface, _ = render((w, h), snapshot(6, "omaha-hilo"), lang)
            pygame.image.save(surface, str(folder / f"{lang}-{w}x{h}-6seats-hilo.png"))


if __name__ == "__main__":  # pragma: no cover
    import sys

    main(sys.argv[1] if len(sys.argv) > 1 else "/work/shots/h7")
