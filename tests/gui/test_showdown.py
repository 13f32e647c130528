"""The showdown on the table (issue 15), driven by real pygame events on the shipped drills:
a hand's value shows by its seat once it is read (showdown.read_hand), at once in Learn mode,
with the evaluator's best five outlined; a pot on hover says who is in it."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pygame
import pytest

from dealer_trainer.arbiter import Outcome, TraineeAction
from dealer_trainer.engine.hands import best_hand
from dealer_trainer.gui.drills import load_actions, load_drill
from dealer_trainer.gui.layout import Box
from dealer_trainer.gui.scenes.table import TableScene
from dealer_trainer.gui.session import DrillInfo, Session
from dealer_trainer.gui.showdown_view import LABEL_BG, button_rects

DRILLS = Path(__file__).resolve().parents[2] / "scenarios"


def open_drill(app: Any, drill: str, mode: str = "practice", lang: str = "en") -> TableScene:
    sc = load_drill(DRILLS / f"{drill}.yaml")
    app.settings = replace(app.settings, lang=lang)
    session = Session.drill(sc.setup, DrillInfo(sc.id, sc.id, 1, "", ""), lang, mode)
    table = TableScene(app, session, bots=False)
    app.push(table)
    app.frame(1 / 60)
    return table


def deal_to(driver: Any, drill: str, name: str) -> list[TraineeAction]:
    """Play the drill's solution by mouse up to (not including) its first `name` step; the
    solution's steps from there on."""
    acts = load_actions(DRILLS / "solutions" / f"{drill}.yaml")
    upto = next(i for i, a in enumerate(acts) if a.name == name)
    for a in acts[:upto]:
        driver.do(a)
        assert driver.table.session.arb.steps[-1].outcome is Outcome.OK, a
    driver.table.anim.finish()
    driver.frame(n=2)
    return acts[upto:]


def read_by_card(driver: Any, seat: int, hand: str, rank: str) -> None:
    """The reading as a trainee gives it: I opens the card, the seat clicked on the table,
    the hand clicked on the card, the rank typed, Enter."""
    driver.key(pygame.K_i)
    card = driver.table.controller.card
    assert card.mode == "read"
    driver.seat(seat)
    driver.click(card.widgets[f"hand:{hand}"].rect.center)
    driver.type(rank)
    driver.key(pygame.K_RETURN)
    driver.frame(n=2)


def label_pixels(app: Any, box: Box) -> int:
    """How many pixels of the label's colour the screen shows in `box`."""
    screen = app.screen
    return sum(
        screen.get_at((x, y))[:3] == LABEL_BG
        for x in range(box.x, box.right, 2)
        for y in range(box.y, box.bottom, 2)
    )


def hover(driver: Any, pos: tuple[int, int]) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    driver.frame(n=2)


def test_showdown_read_hand_label_shows_once_the_hand_is_read_in_practice(app, driver) -> None:
    table = open_drill(app, "money-read-hands")
    deal_to(driver, "money-read-hands", "showdown")
    driver.press("showdown")
    assert driver.snap.tabled == (2, 3, 1)
    box = table.layout.seats[2].label
    assert table.view.shown.labels == {} and label_pixels(app, box) == 0  # not before the read
    read_by_card(driver, 2, "three-of-a-kind", "K")
    assert table.session.arb.steps[-1].outcome is Outcome.OK
    assert set(table.view.shown.labels) == {2}  # only the hand read
    words, five = table.view.shown.labels[2]
    assert words.title("en") == "Three kings"
    assert label_pixels(app, box) > 20  # drawn, in its place by the seat
    assert label_pixels(app, table.layout.seats[3].label) == 0


def test_showdown_read_hand_learn_mode_shows_every_value_at_once(app, driver) -> None:
    table = open_drill(app, "money-read-hands", mode="learn")
    deal_to(driver, "money-read-hands", "showdown")
    assert table.view.shown.labels == {}  # nothing is tabled before the showdown
    driver.press("showdown")
    shown = table.view.shown.labels
    assert set(shown) == {1, 2, 3} and driver.snap.read == ()
    assert {s: w.words("en") for s, (w, _) in shown.items()} == {
        1: "a flush, ace high",
        2: "three kings",
        3: "three sevens",
    }
    for seat in (1, 2, 3):
        assert label_pixels(app, table.layout.seats[seat].label) > 20


def test_the_highlighted_cards_are_the_evaluators_best_five(app, driver) -> None:
    table = open_drill(app, "money-read-hands")
    rest = deal_to(driver, "money-read-hands", "read")
    for a in rest:
        if a.name != "read":
            break
        table.send(a)
    driver.frame(n=2)
    snap = driver.snap
    p = table.view.shown
    assert set(p.labels) == {1, 2, 3} and p.focus == snap.read[-1] == 1  # the last one read

    def five(seat: int) -> set[Any]:
        hole = [h.card for h in next(v for v in snap.seats if v.seat == seat).hole]
        return set(best_hand(hole, snap.board).cards)

    board = set(snap.board)
    for seat in (1, 2, 3):
        hole = {h.card for h in next(v for v in snap.seats if v.seat == seat).hole}
        assert p.labels[seat][1] and set(p.labels[seat][1]) == five(seat)
        assert hole & p.lit == hole & five(seat) and hole - five(seat) <= p.dim
    assert board & p.lit == board & five(1) and board - five(1) == board & p.dim
    # the cursor on seat 2's plate: the board shows his five instead
    hover(driver, table.layout.seats[2].box.center)
    p = table.view.shown
    assert p.focus == 2 and board & p.lit == board & five(2) and board - five(2) == board & p.dim
    # a dimmed board card is drawn darker than a lit one of the same table
    dimmed = next(i for i, c in enumerate(snap.board) if c in p.dim)
    lit = next(i for i, c in enumerate(snap.board) if c in p.lit)

    def brightness(i: int) -> float:
        b = table.layout.board[i]
        px = [
            sum(app.screen.get_at((x, y))[:3])
            for x in range(b.x + 4, b.right - 4, 3)
            for y in range(b.y + 4, b.bottom - 4, 3)
        ]
        return sum(px) / len(px)

    assert brightness(dimmed) < 0.6 * brightness(lit)


def test_the_label_takes_the_show_bubbles_place(app, driver) -> None:
    table = open_drill(app, "money-read-hands", mode="learn")
    deal_to(driver, "money-read-hands", "showdown")
    driver.press("showdown")
    # the bubble is not drawn where the label is: no bubble colour around the label's edge
    assert all(sv.last_action is not None for sv in driver.snap.seats)
    box = table.layout.seats[1].bubble
    screen = app.screen
    bubble = sum(
        screen.get_at((x, box.center[1]))[:3] in ((255, 250, 220), (200, 204, 200))
        for x in range(box.x, box.right)
    )
    assert bubble == 0


@pytest.mark.parametrize(
    "lang, main, side",
    [
        ("en", "Main pot: seats 1, 2, 3, 4", "Side pot 1: seats 1, 3, 4"),
        ("ro", "Potul principal: locurile 1, 2, 3, 4", "Potul secundar 1: locurile 1, 3, 4"),
        ("mk", "Главниот пот: места 1, 2, 3, 4", "Страничниот пот 1: места 1, 3, 4"),
    ],
)
def test_pot_all_in_hovering_a_pot_names_who_is_in_it(app, driver, lang, main, side) -> None:
    table = open_drill(app, "side-pots", lang=lang)
    deal_to(driver, "side-pots", "award")
    slots = table.layout.pot_boxes(len(driver.snap.pots))
    assert [p.eligible for p in driver.snap.pots] == [(1, 2, 3, 4), (1, 3, 4), (1, 4)]
    hover(driver, slots[1].center)
    text, rect = table.pot_tip
    assert text == side
    assert rect.collidelist(button_rects(app.manager)) < 0  # over no button
    assert abs(rect.centerx - slots[1].center[0]) < 200  # by the cursor
    hover(driver, slots[0].center)
    assert table.pot_tip[0] == main
    hover(driver, table.layout.deck.center)  # off the pots: no tooltip
    assert table.pot_tip is None


def test_pot_tooltip_keeps_clear_of_the_buttons(app, driver) -> None:
    """A pot right above the bottom row of buttons: the tooltip goes above the cursor."""
    from dealer_trainer.gui.showdown_view import tip_rect

    table = open_drill(app, "side-pots")
    buttons = button_rects(app.manager)
    row = [b for b in buttons if b.top >= table.layout.bottom_bar.y]
    pos = (row[2].centerx, min(b.top for b in row) - 10)
    r = tip_rect((160, 24), pos, table.layout.scale, buttons)
    assert r.collidelist(buttons) < 0 and r.bottom < pos[1]
    assert tip_rect((160, 24), pos, table.layout.scale, []).top > pos[1]  # the check can fail
