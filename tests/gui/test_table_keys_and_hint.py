"""Keyboard shortcuts, the hint, the verdict panel, the help overlay and the two-click gestures."""

from __future__ import annotations

import pygame
from gui_driver import mistake, open_table, setup_with

from dealer_trainer.arbiter import Outcome
from dealer_trainer.gui import intents as I
from dealer_trainer.gui.widgets.side_panel import verdict_for


def test_shuffle_cut_and_deal_by_keyboard(app, driver):
    table = open_table(app, setup_with())
    driver.key(pygame.K_s)
    driver.key(pygame.K_u)
    steps = table.session.arb.steps
    assert [s.action for s in steps] == ["shuffle", "cut"]
    assert all(s.outcome is Outcome.OK for s in steps)
    # G then a seat number posts the next blind due (small, then big)
    driver.key(pygame.K_g)
    driver.key(pygame.K_3)
    driver.key(pygame.K_g)
    driver.key(pygame.K_4)
    assert [s.action for s in steps[2:]] == [
        "post: {seat: 3, blind: small}",
        "post: {seat: 4, blind: big}",
    ]
    driver.key(pygame.K_7)  # the first pitch goes left of the button: seat 3, so 7 is refused
    assert steps[-1].outcome is Outcome.VIOLATION and steps[-1].rule == "deal.order"
    driver.key(pygame.K_3)
    assert steps[-1].action == "deal: 3" and steps[-1].outcome is Outcome.OK
    assert len(table.session.snap.seats[1].hole) == 1


def test_the_hint_shows_the_next_step_and_costs_score(app, driver):
    table = open_table(app, setup_with())
    score = table.session.snap.score
    driver.click(table.widgets["hint"].rect.center)
    assert table.session.hint is not None
    assert table.session.hint.action is not None and table.session.hint.action.name == "shuffle"
    assert table.session.snap.score < score
    assert table.look().hint_zone == "deck"
    assert table.hinted_widget() == "shuffle"  # the Shuffle button is ringed too
    driver.frame()
    driver.key(pygame.K_SLASH, mod=pygame.KMOD_LSHIFT, unicode="?")  # the ? key asks again
    assert table.session.arb.hints == 2
    driver.key(pygame.K_s)  # acting clears the hint
    assert table.session.hint is None


def test_the_verdict_panel_names_the_rule_in_the_chosen_language(app, driver):
    table = open_table(app, setup_with())
    driver.key(pygame.K_b)  # a burn before the shuffle
    last = table.session.last
    assert last.step.outcome is Outcome.VIOLATION
    v = verdict_for(last, "en")
    assert v.kind == "violation" and v.rule == last.step.rule and v.rule_name
    ro = verdict_for(last, "ro")
    assert ro.title != v.title  # "Încălcare" / "Violation"
    driver.frame()
    surface = table.side._surf
    assert surface is not None and surface.get_size() == (
        table.layout.side_panel.w,
        table.layout.side_panel.h,
    )


def test_an_open_irregularity_hides_its_fix_until_a_hint(app, driver):
    table = open_table(app, setup_with(mistake("exposed_hole_card", cards=(3,))))
    for _ in range(8):
        exp = table.session.arb.expected()[0]
        driver.do(exp)
        if table.session.snap.banner:
            break
    snap = table.session.snap
    assert snap.banner and snap.open_irregularities
    last = table.session.last
    assert last.step.outcome is Outcome.IRREGULARITY
    assert verdict_for(last, "en", snap.open_irregularities, hinted=False).correction == ""
    assert verdict_for(last, "en", snap.open_irregularities, hinted=True).correction != ""
    assert any(h.face_up for s in snap.seats for h in s.hole)  # the exposed card lies face up


def test_help_overlay_opens_and_closes(app, driver):
    table = open_table(app, setup_with())
    driver.key(pygame.K_h)
    assert table.show_help
    driver.key(pygame.K_s)  # ignored while the help is open
    assert not table.session.arb.steps
    driver.key(pygame.K_ESCAPE)
    assert not table.show_help
    driver.key(pygame.K_F1)
    assert table.show_help
    driver.key(pygame.K_F1)
    assert not table.show_help


def test_a_split_pot_by_shift_clicks_then_confirm(app, driver):
    table = open_table(app, setup_with())
    c = table.controller
    table.handle(I.PickPot(0))
    assert c.tool == "award"
    driver.seat(1, shift=True)
    driver.seat(3, shift=True)
    assert c.picked == [1, 3]
    assert table.widgets["confirm"].is_enabled
    driver.press("confirm")
    last = table.session.arb.steps[-1]
    assert last.action == "award: {pot: 0, to: [1, 3]}"  # refused now (no pot yet), but sent as one
    assert c.tool is None


def test_right_click_and_escape_cancel_a_pending_gesture(app, driver):
    table = open_table(app, setup_with())
    driver.press("replace_exposed")
    assert table.controller.tool == "replace_exposed"
    driver.click(table.layout.felt.center, button=3)
    assert table.controller.tool is None
    driver.press("move_button")
    driver.key(pygame.K_ESCAPE)  # cancels, stays at the table
    assert table.controller.tool is None and app.top is table
    driver.key(pygame.K_ESCAPE)  # now goes back to the menu, the table kept
    assert app.top.name == "menu" and app.suspended is table


def test_a_new_action_lands_the_running_glide(app, driver):
    table = open_table(app, setup_with())
    for _ in ("shuffle", "cut"):
        driver.do(table.session.arb.expected()[0])
    while table.session.snap.phase == "blinds":
        driver.do(table.session.arb.expected()[0])
    exp = table.session.arb.expected()[0]
    table.handle(I.DealTo(exp.seat))
    assert table.anim.busy  # the pitch is in the air
    assert table.anim.hidden()
    exp2 = table.session.arb.expected()[0]
    table.handle(I.DealTo(exp2.seat))
    assert len(table.anim.glides) == 1  # the first one landed, only the new pitch flies
    driver.frame(0.25)
    driver.frame(0.25)
    assert not table.anim.busy


def test_the_help_lists_every_key_in_words():
    from dealer_trainer.gui.input_map import help_lines

    lines = help_lines("en")
    assert len(lines) > 20
    assert not [k for k, v in lines if k.startswith("keys.") or v.startswith("keys.")]
