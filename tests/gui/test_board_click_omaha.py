"""issue 24, the GUI computes nothing the game knows: at an Omaha table a click on the board
turns the street the arbiter names (the snapshot's `board_turns`, from the game's row in
engine/variant.py and the table's `due`), by real mouse events; the GUI has no street table
of its own. Rules board.flop, board.turn, board.river (burn.before_each_street)."""

from __future__ import annotations

from dataclasses import replace

from gui_driver import open_table, setup_with, small_table

from dealer_trainer.arbiter import Outcome, TraineeAction
from dealer_trainer.engine.variant import Variant


def test_board_flop_turn_river_an_omaha_board_click_turns_the_street_the_arbiter_names(
        app, driver):
    config = replace(small_table(), variant=Variant.OMAHA)
    table = open_table(app, setup_with(config=config, passive=True))
    arb = table.session.arb
    turned: list[str] = []
    for _ in range(300):
        if arb.is_complete:
            break
        snap = table.session.snap
        due = arb.expected()[0]
        if due.name == "burn":  # the burn owed: the board click names the street after it
            assert [a.name for a in snap.due][:2] == ["burn", snap.board_turns]
            driver.do(due)
            continue
        if due.name in ("flop", "turn", "river"):
            assert snap.board_turns == due.name  # the street the arbiter owes
            assert table.widgets["street"].text == due.name.capitalize()
            board, before = len(snap.board), len(arb.steps)
            driver.click(table.layout.board_area.center)
            step = arb.steps[before]
            assert (step.act, step.outcome) == (TraineeAction(due.name), Outcome.OK)
            assert len(table.session.snap.board) == board + (3 if due.name == "flop" else 1)
            turned.append(due.name)
            continue
        if due.name == "wait" and snap.street == "flop" and len(snap.board) == 3:
            assert snap.board_turns == "turn"  # the round open: the next street, not yet due
        if due.name == "wait":
            driver.let_players_act()
        else:
            driver.do(due)
    assert turned == ["flop", "turn", "river"]
    assert all(len(s.hole) in (0, 4) for s in table.session.snap.seats)  # Omaha's four
    assert table.session.snap.board_turns is None  # after the river: nothing to turn
