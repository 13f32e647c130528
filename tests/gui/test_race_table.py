"""The chip race on the felt (issue 27, RULES.md "The chip race and the color-up", CONTRACT.md
"Scenario: a chip race drill"): the Drills screen offers both race drills and `play` opens
them; each is raced to the end by real pygame events (the deck clicked, a seat's chips
clicked, the count typed on the race card, the race cards dragged from the deck, the new
chips dragged from the tray) and passes; each gesture makes the action the arbiter judges
(race.color_up, race.count, race.deal, race.award, race.not_raced_out, race.leftover); the
felt shows each seat's small chips, the colored-up chips, the chips won and the tray."""

from __future__ import annotations

import pygame
import pytest
from race_table import DRILLS, announce, drive, on_table, solution

from dealer_trainer.arbiter.actions import TraineeAction
from dealer_trainer.arbiter.outcome import Outcome
from dealer_trainer.gui import intents as I
from dealer_trainer.gui.controller import Controller
from dealer_trainer.gui.drills import find_drill, list_drills
from dealer_trainer.gui.input_map import help_lines
from dealer_trainer.gui.race_table import race_hole, seat_chips, to_award, tray_box


def said(item):
    """An action as a script says it: what the controller's, built whole, must equal."""
    return TraineeAction.parse(item)


def steps(d, since: int = 0) -> list[tuple[str, Outcome, str | None]]:
    return [(lg.step.action, lg.step.outcome, lg.step.rule)
            for lg in d.table.session.log[since:] if not lg.auto]


def test_race_the_drills_screen_offers_both_race_drills_and_play_opens_them() -> None:
    entries, problems = list_drills()
    assert problems == []
    assert set(DRILLS) <= {e.id for e in entries}
    for drill in DRILLS:
        assert find_drill(drill).setup.config.race is not None


@pytest.mark.parametrize("drill", DRILLS)
def test_race_drill_raced_to_the_end_by_real_events_passes(app, drill) -> None:
    d = on_table(app, drill)
    for a in solution(drill):
        drive(d, a)
    assert [(a, o, r) for a, o, r in steps(d) if o is not Outcome.OK] == []
    assert [a for a, _, _ in steps(d)] == [str(a) for a in solution(drill)]
    result = d.table.session.result()
    assert result["passed"] is True and result["final"]["complete"] is True
    race = d.snap.race
    assert race.removed is not None and race.chips == () and to_award(race) == 0
    assert race.awarded == tuple(result["final"]["race"]["awarded"])
    assert race.not_raced_out == tuple(result["final"]["race"]["not_raced_out"])
    for _ in range(120):  # the verdict read, the results screen comes
        d.frame(0.05)
        if app.top is None or app.top.name != "table":
            break
    assert app.top is not None and app.top.name == "results"


def test_race_deal_a_card_dropped_on_the_wrong_seat_is_race_deal_and_nothing_moves(app):
    d = on_table(app)
    for a in solution()[:4]:  # shuffle, cut, color_up, announce_race: 3
        drive(d, a)
    L = d.table.layout
    d.drag(L.deck.center, L.seats[2].box.center)  # seat 1 holds three odd chips: his first
    assert steps(d)[-1] == ("deal: 2", Outcome.VIOLATION, "race.deal")
    assert all(not sv.hole for sv in d.snap.seats)


def test_race_count_a_wrong_count_typed_on_the_card_is_race_count(app) -> None:
    d = on_table(app)
    for a in solution()[:3]:
        drive(d, a)
    announce(d, 2)
    assert steps(d)[-1] == ("announce_race: 2", Outcome.VIOLATION, "race.count")
    assert d.snap.race.count is None


def test_race_award_the_tray_click_then_a_seat_and_shift_drop_name_the_chips(app) -> None:
    """A click on the tray, then the seat: `award_chip: S`; P then a seat the same; a chip
    dropped with Shift held: `not_raced_out: S`, here before it is due (race.award owed)."""
    d = on_table(app)
    for a in solution()[:14]:  # to the race cards dealt
        drive(d, a)
    L = d.table.layout
    d.click(tray_box(L).center)
    assert d.table.controller.tool == "award_chip"
    d.seat(1)  # Kd loses to Ah: the first chip is seat 4's
    assert steps(d)[-1] == ("award_chip: 1", Outcome.VIOLATION, "race.award")
    d.drag(tray_box(L).center, L.seats[5].box.center, shift=True)
    assert steps(d)[-1] == ("not_raced_out: 5", Outcome.VIOLATION, "race.award")
    d.key(pygame.K_p)
    d.seat(4)
    assert steps(d)[-1] == ("award_chip: 4", Outcome.OK, None)
    assert d.snap.race.awarded == (4,) and to_award(d.snap.race) == 2


def test_race_color_up_the_felt_shows_the_small_chips_then_the_odd_ones_and_new_chips(app):
    d = on_table(app)
    race = d.snap.race
    assert seat_chips(race, 1) == (7, 0) and seat_chips(race, 4) == (5, 0)
    assert race_hole(d.snap) == 3 and d.table.layout.hole == 3  # a set of four less one
    for a in solution()[:3]:
        drive(d, a)
    race = d.snap.race
    assert seat_chips(race, 1) == (3, 1) and seat_chips(race, 4) == (1, 1)
    assert seat_chips(race, 5) == (3, 0)


def test_race_controller_keys_and_help_say_what_they_do_at_a_race(app) -> None:
    d = on_table(app)
    snap = d.snap
    c = Controller()
    assert c.handle(I.PostBlind(), snap) == said("color_up")
    assert c.handle(I.Collect(), snap) == said("remove_chips")
    assert c.handle(I.SplitPot(), snap) is None and c.tool == "not_raced_out"
    assert c.handle(I.PickSeat(5), snap) == said({"not_raced_out": 5})
    assert c.handle(I.PickSeat(2), snap) == said({"deal": 2})
    assert c.handle(I.MoveButton(), snap) is None and c.tool is None  # no button in a race
    words = dict(help_lines("en", "holdem", race=True))
    assert words["G"] == "color up every seat's small chips"
    assert "B" not in words and "N" not in words  # no burn, no button at a race
    assert len(help_lines("el", "holdem", race=True)) == len(words)
    plain = help_lines("en")
    assert len(plain) - len(words) == sum(1 for k, _ in plain if k in (
        "B", "F", "Space", "D", "N", "M", "E", "X", "A", "R / Shift+R", "Q", "Z", "K",
        "O / T / L", "V", "J", "Y", "I", "F2..F10"))
