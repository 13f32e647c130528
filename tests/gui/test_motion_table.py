"""Motion at the table: each step's operations glide on screen without holding up input."""

from __future__ import annotations

from gui_driver import FRAME, open_table, setup_with

from dealer_trainer.arbiter import Outcome


def test_every_kind_of_glide_is_drawn_and_a_new_step_lands_the_last(app, driver):
    table = open_table(app, setup_with())
    kinds = set()
    for item in ("shuffle", "cut", {"post": {"seat": 3, "blind": "small"}},
                 {"post": {"seat": 4, "blind": "big"}}, {"deal": 3}):
        step = table.send(item)
        assert step.outcome is Outcome.OK and table.anim.busy
        kinds |= {g.what[0] for g in table.anim.glides}
        driver.frame(0.05)  # drawn mid-flight
    assert kinds == {"back", "chips", "card"}
    table.send({"deal": 4})  # the next step lands the last one's glides at once
    assert all(g.hides != table.session.snap.seats[1].hole[0].card for g in table.anim.glides)
    driver.frame(0.5, n=2)
    assert not table.anim.busy


def test_input_is_taken_while_cards_fly(app, driver):
    import pygame

    table = open_table(app, setup_with())
    driver.key(pygame.K_s)
    assert table.anim.busy
    driver.key(pygame.K_u)  # no wait for the riffle
    assert [s.action for s in table.session.arb.steps] == ["shuffle", "cut"]


def test_the_button_disc_glides_when_moved(app, driver):
    table = open_table(app, setup_with(passive=True))
    arb = table.session.arb
    for _ in range(300):
        nxt = arb.expected()[0]
        if nxt.name == "move_button":
            break
        table.send(nxt)
    old = table.session.snap.button
    step = table.send(nxt)
    assert step.outcome is Outcome.OK and table.session.snap.button != old
    (disc,) = [g for g in table.anim.glides if g.what[0] == "marker"]
    assert disc.start == table.layout.seats[old].marker.center
    assert disc.end == table.layout.seats[table.session.snap.button].marker.center
    driver.frame(0.05)
    app.frame(FRAME)
