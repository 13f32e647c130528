"""Issue 29 on the table, by posted events: the pot drawn as the chips that went in and
coloured up only by the dealer (Shift+C, pot.chips_kept), and the winner's cards gliding to
the muck with the last push (showdown.muck_after_push)."""

from __future__ import annotations

import pygame
from test_house_gestures import last, open_drill

from dealer_trainer.arbiter import Outcome
from dealer_trainer.gui.motion import glides_for_step


def to_award(app, driver, drill="side-pots"):
    table = open_drill(app, drill)
    arb = table.session.arb
    while arb.expected()[0].name != "award":
        driver.do(arb.expected()[0])
    return table


def test_pot_chips_kept_shift_c_colours_the_pot_up_and_the_table_draws_it_so(app, driver):
    table = to_award(app, driver)
    snap = table.session.snap
    assert all(p.parts and not p.colored for p in snap.pots)
    driver.key(pygame.K_c, mod=pygame.KMOD_LSHIFT)
    assert (last(table).action, last(table).outcome) == ("color_up_pot", Outcome.OK)
    assert all(p.colored for p in table.session.snap.pots)
    driver.frame(n=2)


def test_showdown_muck_after_push_the_last_push_glides_the_hands_to_the_muck(app, driver):
    table = to_award(app, driver, "basic-deal")
    arb = table.session.arb
    while arb.expected()[0].name == "award":
        before = table.session.snap
        driver.do(arb.expected()[0])
    step = last(table)
    after = table.session.snap
    assert step.outcome is Outcome.OK and not any(sv.hole for sv in after.seats)
    held = {hv.card for sv in before.seats for hv in sv.hole}
    glides = glides_for_step(step.ops, before, after, table.layout)
    landed = [g for g in glides if g.end == table.layout.muck.center]
    assert held and len(landed) >= len(held)  # each card of the hands left, to the muck
