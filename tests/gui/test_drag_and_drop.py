"""A dealer's gestures: the top card dragged to a seat, the burns or the board; a pot dragged
to its winner; the button disc dragged to its seat. Real pygame events, and the trainee
action each gesture sends."""

from __future__ import annotations

import pygame
from gui_driver import open_table, setup_with

from dealer_trainer.arbiter import Outcome
from dealer_trainer.gui.layout import hit_test
from dealer_trainer.gui.motion import pot_slots


def ready_to_deal(table) -> None:
    for item in ("shuffle", "cut", {"post": {"seat": 3, "blind": "small"}},
                 {"post": {"seat": 4, "blind": "big"}}):
        assert table.send(item).outcome is Outcome.OK


def last(table):
    return table.session.arb.steps[-1]


def test_dragging_the_top_card_to_a_seat_deals_to_it(app, driver):
    table = open_table(app, setup_with())
    ready_to_deal(table)
    L = table.layout
    driver.drag(L.deck.center, L.seats[3].box.center)
    assert last(table).action == "deal: 3" and last(table).outcome is Outcome.OK
    driver.drag(L.deck.center, L.seats[4].cards[0].center)  # onto his cards: the same seat
    assert last(table).action == "deal: 4"


def test_a_press_on_the_deck_that_does_not_move_is_a_click(app, driver):
    table = open_table(app, setup_with())
    L = table.layout
    x, y = L.deck.center
    driver.drag((x, y), (x + 3, y + 2))  # a shaky click
    assert last(table).action == "shuffle"


def test_a_drop_on_bare_felt_or_a_right_click_does_nothing(app, driver):
    table = open_table(app, setup_with())
    ready_to_deal(table)
    L = table.layout
    n = len(table.session.arb.steps)
    bare = (L.felt.center[0], L.felt.y + round(12 * L.scale))  # the felt's top middle
    assert hit_test(L, bare) is None
    driver.drag(L.deck.center, bare)
    assert len(table.session.arb.steps) == n
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=L.deck.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=L.seats[3].box.center,
                                         rel=(0, 0), buttons=(1, 0, 0)))
    driver.frame()
    assert app.input.drag is not None and app.input.drag.moved and table.lively()
    driver.frame()  # drawn while held: the card under the cursor, the seat ringed
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=L.seats[3].box.center,
                                         button=3))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=L.seats[3].box.center,
                                         button=1))
    driver.frame()
    assert len(table.session.arb.steps) == n and app.input.drag is None


def play_by_gestures(table, driver) -> list[str]:
    """Play the passive hand with the expected steps, every card, pot and button moved by a
    drag; the rest (shuffle, cut, blinds, betting, collect, showdown) by clicks."""
    arb = table.session.arb
    dragged: list[str] = []
    for _ in range(300):
        if arb.is_complete:
            return dragged
        a = arb.expected()[0]
        L = table.layout
        snap = table.session.snap
        if a.name == "deal":
            driver.drag(L.deck.center, L.seats[a.seat].box.center)
        elif a.name == "burn":
            driver.drag(L.deck.center, L.burn.center)
        elif a.name in ("flop", "turn", "river"):
            driver.drag(L.deck.center, L.board_area.center)
        elif a.name == "award":
            slots = pot_slots(snap)
            i = [None if p is None else p.index for p in slots].index(a.pot)
            driver.drag(L.pot_boxes(len(slots))[i].center, L.seats[a.to[0]].box.center)
        elif a.name == "move_button":
            seat = a.seat
            if seat is None:
                occupied = sorted(s.seat for s in snap.seats)
                later = [s for s in occupied if s > snap.button]
                seat = later[0] if later else occupied[0]
            driver.drag(L.seats[snap.button].marker.center, L.seats[seat].box.center)
        else:
            driver.do(a)
            continue
        step = arb.steps[-1]
        assert step.outcome is Outcome.OK, (a, step)
        dragged.append(a.name)
    raise AssertionError("the hand never ended")


def test_a_whole_hand_dealt_with_the_cards_pot_and_button_dragged(app, driver):
    table = open_table(app, setup_with(passive=True))
    dragged = play_by_gestures(table, driver)
    assert table.session.complete and table.session.arb.passed()
    assert {"deal", "burn", "flop", "turn", "river", "award", "move_button"} <= set(dragged)
