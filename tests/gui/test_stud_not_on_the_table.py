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


def test_a_mix_with_a_stud_game_is_not_offered_either(tmp_path) -> None:
    """A mixed game (table.mix) whose rotation reaches a stud game: its flop table is no
    reason to offer it; a mix of flop games only is offered."""
    from dealer_trainer.gui.drills import load_drill

    body = ("id: {id}\ntitle: t\nlevel: 1\ndescription: d\nhands: 2\ntable:\n  mix: [{mix}]\n"
            "  small_blind: 10\n  big_blind: 20\n  button: 1\n"
            "  seats: {{1: {{stack: 900}}, 2: {{stack: 900}}, 3: {{stack: 900}}}}\n")
    (tmp_path / "horse.yaml").write_text(body.format(id="horse", mix="holdem-limit, razz"))
    (tmp_path / "ho.yaml").write_text(body.format(id="ho", mix="holdem-limit, omaha-hilo-limit"))
    entries, problems = list_drills(tmp_path)
    assert problems == [] and {e.id for e in entries} == {"ho"}
    assert load_drill(tmp_path / "horse.yaml").setup.rotation is not None
