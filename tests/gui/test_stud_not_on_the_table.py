"""The stud games are dealt and judged headless (`drill --script`), but the table has no stud
layout yet: the Drills screen does not offer a drill it cannot finish, and `play` says so in
one line instead of opening a table whose bring-in and first to act have no gesture."""

from __future__ import annotations

import pytest

from dealer_trainer.engine.variant import row
from dealer_trainer.gui.drills import DrillError, find_drill, list_drills


def test_the_drills_screen_lists_only_games_the_table_deals() -> None:
    entries, problems = list_drills()
    assert problems == []
    assert entries and all(row(e.scenario.setup.config.variant).dealt for e in entries)
    assert "stud-exposed-downcard" not in {e.id for e in entries}
    assert "plo8-split-odd-chip" in {e.id for e in entries}


def test_play_a_stud_drill_is_one_line_not_a_table() -> None:
    with pytest.raises(DrillError, match="no table on screen yet.*drill stud-exposed-downcard"):
        find_drill("stud-exposed-downcard")


def test_race_deal_a_chip_race_drill_plays_headless_not_on_the_table() -> None:
    """The chip race (race.*) has no gestures on the felt yet: not offered, and `play` says
    so in one line."""
    entries, _ = list_drills()
    assert "chip-race-25s" not in {e.id for e in entries}
    with pytest.raises(DrillError, match="chip race has no table on screen yet"):
        find_drill("chip-race-25s")
