"""The ruling picker opens for the seat whose action is ruled on: a fold out of turn pushes no
chips, and the ruling is on the seat that folded, not on the seat in turn. Checked by the
GUI on ruling-out-of-turn-fold, and at every `rule` step of every drill's solution."""

from __future__ import annotations

from pathlib import Path

import pygame
from test_ruling_picker import at_ruling, last

from dealer_trainer.arbiter import Outcome, TraineeAction
from dealer_trainer.gui.drills import load_actions, load_drill
from dealer_trainer.gui.session import DrillInfo, Session
from dealer_trainer.gui.widgets.ruling_picker import choices, owed_now

DRILLS = Path(__file__).resolve().parents[2] / "scenarios"


def test_bet_out_of_turn_fold_picker_opens_for_the_seat_that_folded(app, driver) -> None:
    table, rest = at_ruling(app, driver, "ruling-out-of-turn-fold")
    picker = table.controller.picker
    assert table.session.snap.to_act == 4  # seat 4 is in turn; seat 6 folded out of turn
    assert picker.seat == 6
    driver.key(pygame.K_F7)  # fold, by its key: the ruling goes to the seat picked
    assert last(table).act == TraineeAction("rule", seat=6, ruled="fold") == rest[0]
    assert last(table).outcome is Outcome.OK
    driver.frame(n=2)
    assert picker.seat is None


def test_bet_out_of_turn_every_solution_ruling_is_for_the_seat_picked() -> None:
    checked = 0
    for path in sorted(DRILLS.glob("*.yaml")):
        solution = DRILLS / "solutions" / path.name
        if not solution.exists():
            continue
        sc = load_drill(path)
        session = Session.drill(sc.setup, DrillInfo(sc.id, sc.id, 1, "", ""), "en")
        for a in load_actions(solution):
            if a.name == "rule":
                assert owed_now(session) == a.seat, (sc.id, a)
                assert a.ruled in choices(session), (sc.id, a)  # the picker offers it
                checked += 1
            session.apply(a)
    assert checked >= 30
