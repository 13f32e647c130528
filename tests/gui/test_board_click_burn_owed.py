"""issue 24, the GUI computes nothing the arbiter knows: a click on the board while only the
burn is owed turns the street the table owes, read from the snapshot's `due` (the burn and
then the street it comes before, `report.due`), not worked out from the cards on the board.
Done by real mouse events; the step is judged as the arbiter judges that street turned
before its burn (burn.before_each_street)."""

from __future__ import annotations

import pytest
from gui_driver import open_table, setup_with

from dealer_trainer.arbiter import Outcome, TraineeAction
from dealer_trainer.gui import controller


def _to_the_burn(table, driver, street: str) -> None:
    """Play by the arbiter's own steps (by mouse) until the burn before `street` is owed."""
    for _ in range(200):
        arb = table.session.arb
        due = arb.expected()
        if due[0].name == "burn" and table.session.snap.due[1:2] == (TraineeAction(street),):
            return
        if due[0].name == "wait":
            driver.let_players_act()
        else:
            driver.do(due[0])
    raise AssertionError(f"the burn before the {street} never came")


@pytest.mark.parametrize("street", ["flop", "turn", "river"])
def test_a_board_click_while_the_burn_is_owed_turns_the_street_due(app, driver, monkeypatch,
                                                                    street):
    table = open_table(app, setup_with(passive=True))
    _to_the_burn(table, driver, street)
    assert [a.name for a in table.session.snap.due] == ["burn", street]
    # the GUI has no street tables of its own: the snapshot names the street (board_turns)
    assert not hasattr(controller, "NEXT_STREET") and not hasattr(controller, "BOARD_AFTER")
    assert table.session.snap.board_turns == street
    board = len(table.session.snap.board)
    before = len(table.session.arb.steps)
    driver.click(table.layout.board_area.center)
    step = table.session.arb.steps[before]
    assert step.act == TraineeAction(street)
    assert step.outcome is Outcome.VIOLATION
    assert (step.rule, step.message_key) == (
        "burn.before_each_street", "burn.before_each_street.missing")
    assert len(table.session.snap.board) == board  # nothing turned
    assert [a.name for a in table.session.snap.due] == ["burn", street]  # still owed
