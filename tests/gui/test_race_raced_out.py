"""The injected chip race error "a player raced out" on screen (issue 27, raced_out.py;
race.not_raced_out, TDA 24-A), by real pygame events: the race dealt to the last award, the
table shows the small chips out of play and the banner; `C` (dealing on) is a violation of
race.not_raced_out (it stays on the record); the chip dragged from the tray with Shift onto
the raced-out seat puts it right and the drill passes."""

from __future__ import annotations

import pygame
import pytest
from race_table import drive, on_table, solution

from dealer_trainer.arbiter.outcome import Outcome

CASES = [("chip-race-raced-out-tda", 5, 100), ("chip-race-raced-out-roberts", 2, 25)]


def steps(d) -> list[tuple[str, Outcome, str | None]]:
    return [(lg.step.action, lg.step.outcome, lg.step.rule)
            for lg in d.table.session.log if not lg.auto]


@pytest.mark.parametrize(("drill", "seat", "chip"), CASES)
def test_race_not_raced_out_raced_out_put_right_by_real_events(app, drill, seat, chip) -> None:
    d = on_table(app, drill)
    script = solution(drill)
    for a in script[:-1]:
        drive(d, a)
    assert steps(d)[-1][1:] == (Outcome.IRREGULARITY, "race.not_raced_out")
    snap = d.snap
    assert snap.race is not None and snap.race.removed is not None, "the chips are out"
    assert snap.banner is not None and snap.banner.key == "banner.race.not_raced_out"
    assert d.table.session.result()["final"]["stacks"][str(seat)] == 0
    drive(d, script[-1])
    assert steps(d)[-1] == (f"not_raced_out: {seat}", Outcome.OK, None)
    result = d.table.session.result()
    assert result["passed"] is True
    assert result["final"]["stacks"][str(seat)] == chip
    assert d.snap.race.not_raced_out == (seat,)


def test_race_not_raced_out_dealing_on_with_c_is_a_violation_by_real_events(app) -> None:
    drill, seat, chip = CASES[0]
    d = on_table(app, drill)
    script = solution(drill)
    for a in script[:-1]:
        drive(d, a)
    d.key(pygame.K_c)
    d.frame()
    assert steps(d)[-1] == ("remove_chips", Outcome.VIOLATION, "race.not_raced_out")
    drive(d, script[-1])
    result = d.table.session.result()
    assert result["final"]["stacks"][str(seat)] == chip and result["passed"] is False
