"""The snapshot's `board_turns` (report.board_turns): the street a click on the board turns,
from the game's row (`GameRow.board_streets`) and the table's `due`; the GUI reads it and
works out no street itself (issue 24). Rules board.flop, board.turn, board.river."""

from __future__ import annotations

from dealer_trainer.arbiter import TraineeAction
from dealer_trainer.arbiter.report import board_turns
from dealer_trainer.engine.variant import Variant, row


def test_board_flop_turn_river_the_street_after_the_round_or_the_one_owed() -> None:
    for variant in (Variant.HOLDEM, Variant.OMAHA, Variant.OMAHA_HILO):
        g = row(variant)
        assert [g.board_after(s) for s in ("preflop", "flop", "turn", "river")] == [0, 3, 4, 5]
        assert board_turns(g, "preflop", 0, ()) == "flop"
        assert board_turns(g, "preflop", 4, ()) == "flop"  # a four-card flop: the flop again
        assert board_turns(g, "flop", 4, ()) == "turn"  # a turn dealt early: the turn again
        assert board_turns(g, "turn", 3, ()) == "turn"  # the turn gone to the burns
        assert board_turns(g, "river", 5, ()) is None  # after the river
        # the table owes a street (a redeal, or the one after the burn owed): that one
        owed = (TraineeAction("burn"), TraineeAction("river"))
        assert board_turns(g, "flop", 3, owed) == "river"


def test_board_flop_a_stud_game_has_no_board_street() -> None:
    for variant in (Variant.STUD, Variant.STUD_HILO, Variant.RAZZ):
        g = row(variant)
        assert board_turns(g, "third", 0, ()) is None
        assert board_turns(g, "seventh", 1, ()) is None  # a common card is no street
