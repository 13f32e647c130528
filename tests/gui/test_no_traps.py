"""No traps at the table: targets stay where the trainee saw them, a stray click on the deck
is not a shuffle, the blinds have a visible place, and a shortcut shows by the cursor inside
its own button."""

from __future__ import annotations

from pathlib import Path

import pygame
from gui_driver import FRAME, open_table, setup_with

from dealer_trainer.gui.drills import load_actions, load_drill
from dealer_trainer.gui.motion import pot_slots

DRILLS = Path(__file__).resolve().parents[2] / "scenarios"


def side_pots_at_the_award(app):
    sc = load_drill(DRILLS / "side-pots.yaml")
    table = open_table(app, sc.setup)
    table.bots = False
    actions = load_actions(DRILLS / "solutions" / "side-pots.yaml")
    first_award = next(i for i, a in enumerate(actions) if a.name == "award")
    table.replay(actions[:first_award])
    return table, actions[first_award:]


def pot_targets(table) -> dict[int, tuple[int, int]]:
    targets = table.table_targets()
    boxes = table.layout.pot_boxes(len(targets.pots))
    return {p: box.center for p, box in zip(targets.pots, boxes, strict=True) if p is not None}


def test_a_push_leaves_the_other_pots_where_they_were(app, driver):
    table, awards = side_pots_at_the_award(app)
    before = pot_targets(table)
    assert len(before) == 3
    driver.do(awards[0])  # the last side pot first
    after = pot_targets(table)
    assert awards[0].pot not in after
    assert after == {p: c for p, c in before.items() if p != awards[0].pot}
    # the emptied place is bare felt: a click there picks no pot
    gone = before[awards[0].pot]
    steps = len(table.session.arb.steps)
    driver.click(gone)
    assert table.controller.tool is None and len(table.session.arb.steps) == steps
    driver.do(awards[1])  # the next pot, clicked where it always was
    assert table.session.arb.steps[-1].outcome.name == "OK"


def test_a_click_on_the_deck_mid_hand_is_not_a_shuffle(app, driver):
    table = open_table(app, setup_with())
    for a in table.session.arb.expected()[:1]:
        driver.do(a)  # shuffle
    driver.click(table.layout.deck.center)  # the deck click cuts right after the shuffle
    assert [s.action for s in table.session.arb.steps][-1] == "cut"
    while table.session.arb.expected()[0].name != "deal":
        driver.do(table.session.arb.expected()[0])
    driver.do(table.session.arb.expected()[0])  # one card pitched
    steps = len(table.session.arb.steps)
    driver.click(table.layout.deck.center)
    driver.frame(FRAME)
    assert len(table.session.arb.steps) == steps  # nothing happened
    driver.key(pygame.K_s)  # the key still shuffles (a violation, but what was asked)
    assert len(table.session.arb.steps) == steps + 1


def test_every_players_betting_spot_is_drawn_before_any_blind(app):
    table = open_table(app, setup_with())
    felt = table.view._static_layer(table.lang)  # the window layout's layer
    L = table.layout
    for seat in L.occupied:
        spot = L.seats[seat].bet
        edge = (spot.x + spot.w // 2 - L.table_area.x, spot.y - L.table_area.y)
        inside = (spot.x + spot.w // 2 - L.table_area.x, spot.y + spot.h // 2 - L.table_area.y)
        assert felt.get_at(edge) != felt.get_at(inside), seat


def test_a_shortcut_shows_inside_the_hovered_button_only(app, driver):
    table = open_table(app, setup_with())
    assert table.key_hint() is None
    button = table.widgets["return_set_aside"]  # Shift+R, the longest, at the window's edge
    button.hovered = True
    img, cap = table.key_hint()
    assert button.rect.contains(cap)
    window = pygame.Rect((0, 0), app.size)
    assert window.contains(cap)
    for name, other in table.widgets.items():
        if other is not button:
            assert not other.rect.colliderect(cap), name
    assert button.tool_tip_text is None  # no pygame_gui tooltip box beside it


def test_pot_slots_keep_pushed_pots_as_empty_places(app):
    table, _ = side_pots_at_the_award(app)
    slots = pot_slots(table.session.snap)
    assert [p.index for p in slots] == [0, 1, 2]


def _street_button(table) -> tuple[str, bool]:
    table.update(FRAME)
    button = table.widgets["street"]
    return button.text, button.is_enabled


def test_the_street_button_names_the_redeal_of_a_four_card_flop_and_rests_after_the_river(app):
    sc = load_drill(DRILLS / "four-card-flop.yaml")
    table = open_table(app, sc.setup)
    table.bots = False
    actions = load_actions(DRILLS / "solutions" / "four-card-flop.yaml")
    first_flop = next(i for i, a in enumerate(actions) if a.name == "flop")
    table.replay(actions[: first_flop + 1])
    assert len(table.session.snap.board) == 4  # the flop came with a fourth card
    assert _street_button(table) == ("Flop", True)  # not "River": the flop is dealt again
    river = next(i for i, a in enumerate(actions) if a.name == "river")
    table.replay(actions[first_flop + 1 : river + 1])
    assert len(table.session.snap.board) == 5
    assert _street_button(table) == ("River", False)  # nothing left to turn
