"""10,000 random real events (fixed seed) at a free-deal table with mistakes on: no exception,
and after every one the engine's invariants hold in the snapshot: all 52 cards accounted for
(stub + hole cards + burns + board + muck + set aside) and no chip made or lost."""

from __future__ import annotations

import random
from dataclasses import replace

import pygame
from gui_driver import Driver, cards_accounted, chips_on_table

from dealer_trainer.gui.input_map import KEYS, SEAT_KEYS
from dealer_trainer.gui.motion import pot_slots
from dealer_trainer.gui.scenes.menu import MenuScene
from dealer_trainer.gui.session import Session

EVENTS = 10_000
SIZES = [(1280, 800), (1920, 1080), (1024, 700), (1600, 900), (200, 150), (100, 100)]
KEYCODES = [b.key for b in KEYS if b.key not in (pygame.K_F11,)] + list(SEAT_KEYS)


def targets(table) -> list[tuple[int, int]]:
    L = table.layout
    pts = [L.deck.center, L.burn.center, L.board_area.center, L.muck.center, L.set_aside.center]
    for s in L.occupied:
        sl = L.seats[s]
        pts += [sl.box.center, sl.bet.center, sl.marker.center]
    pts += [b.center for b in L.pot_boxes(len(pot_slots(table.session.snap)))]
    pts += [w.rect.center for w in table.widgets.values()]
    return pts


class GestureDriver(Driver):
    """Performs one gesture at `table`. A click of it can take the table off the screen (its
    Menu button): the gesture's later clicks are then dropped, not sent to the menu."""

    def __init__(self, app, table) -> None:
        super().__init__(app, draw=False)
        self.held = table

    @property
    def table(self):
        return self.held

    def click(self, pos, **kw) -> None:
        if self.app.top is self.held:
            super().click(pos, **kw)


def random_event(rng: random.Random, app, table) -> pygame.event.Event:
    r = rng.random()
    w, h = app.size
    if r < 0.50:
        pos = (
            rng.choice(targets(table))
            if table is not None
            else (rng.randrange(w), rng.randrange(h))
        )
        button = 3 if rng.random() < 0.05 else 1
        pygame.key.set_mods(pygame.KMOD_LSHIFT if rng.random() < 0.15 else 0)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)
    if r < 0.62:
        pos = (rng.randrange(w), rng.randrange(h))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    if r < 0.96:
        key = rng.choice(KEYCODES)
        mod = pygame.KMOD_LSHIFT if rng.random() < 0.15 else 0
        uni = "?" if rng.random() < 0.02 else ""
        return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=uni, scancode=0)
    if r < 0.997:
        return pygame.event.Event(
            pygame.MOUSEMOTION,
            pos=(rng.randrange(w), rng.randrange(h)),
            rel=(1, 1),
            buttons=(0, 0, 0),
        )
    nw, nh = rng.choice(SIZES)
    return pygame.event.Event(pygame.VIDEORESIZE, w=nw, h=nh, size=(nw, nh))


def test_monkey_ten_thousand_events_keep_the_invariants(app, driver):
    rng = random.Random(20240611)
    driver.draw = False
    app.settings = replace(app.settings, mistakes="often", bot_speed="fast", table_size=6)
    app.push(MenuScene(app))
    app.start_table(Session.free_deal(app.settings, seed=99))
    baseline: dict[object, int] = {}  # per hand (free deal: one arbiter, hand after hand)
    steps = 0
    hands = set()
    for i in range(EVENTS):
        top = app.top
        table = top if top is not None and top.name == "table" else None
        if table is not None and rng.random() < 0.08 and table.session.arb.expected():
            # now and then the right step, by its gesture, so that hands get finished
            GestureDriver(app, table).do(table.session.arb.expected()[0])
        else:
            pygame.event.post(random_event(rng, app, table))
            app.frame(rng.choice((0.0, 1 / 60, 0.1, 0.4)), draw=(i % 20 == 0))
        pygame.key.set_mods(0)
        # the monkey wanders off the table (Esc, Menu, Quit ...): bring it back
        if not app.running:
            app.running = True
        if app.top is None or app.top.name != "table":
            while len(app.scenes) > 1 and app.top.name != "menu":
                app.pop()
            if app.suspended is not None:
                app.resume_table()
            else:
                app.start_table(Session.free_deal(app.settings, seed=rng.randrange(1000)))
        session = app.top.session
        snap = session.snap
        assert cards_accounted(snap, session.arb) == 52, (i, snap)
        session.arb.check_invariants()
        key = session.arb.hand  # a busted player buys in again between hands
        chips = chips_on_table(snap)
        if key not in baseline:
            baseline[key] = chips
        assert chips == baseline[key], (i, chips, baseline[key])
        steps = max(steps, len(session.arb.steps))
        hands.add((id(session), session.hand_serial))
    print(f"monkey: {len(baseline)} hands dealt, {len(hands)} hands, up to {steps} steps in one")
    assert steps > 10  # the monkey did reach the arbiter
