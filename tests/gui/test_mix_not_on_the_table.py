"""A mixed game (table.mix) whose rotation reaches a stud game is dealt and judged headless
(`drill --script`), but the table does not switch between the flop and the stud layouts yet: the
Drills screen does not offer it, and `play` says so in one line. A single stud game is offered
(the stud table), and so is a mix of flop games only."""

from __future__ import annotations

import pytest

from dealer_trainer.gui.drills import DrillError, find_drill, list_drills, load_drill

BODY = ("id: {id}\ntitle: t\nlevel: 1\ndescription: d\nhands: 2\ntable:\n  mix: [{mix}]\n"
        "  small_blind: 10\n  big_blind: 20\n  button: 1\n"
        "  seats: {{1: {{stack: 900}}, 2: {{stack: 900}}, 3: {{stack: 900}}}}\n")


def test_a_mix_with_a_stud_game_is_not_offered(tmp_path) -> None:
    (tmp_path / "horse.yaml").write_text(BODY.format(id="horse", mix="holdem-limit, razz"))
    (tmp_path / "ho.yaml").write_text(BODY.format(id="ho", mix="holdem-limit, omaha-hilo-limit"))
    entries, problems = list_drills(tmp_path)
    assert problems == [] and {e.id for e in entries} == {"ho"}
    assert load_drill(tmp_path / "horse.yaml").setup.rotation is not None


def test_play_of_a_mix_with_a_stud_game_is_one_line(tmp_path) -> None:
    (tmp_path / "horse.yaml").write_text(BODY.format(id="horse", mix="holdem-limit, razz"))
    with pytest.raises(DrillError, match="a mix with razz has no table on screen yet.*drill horse"):
        find_drill(tmp_path / "horse.yaml")


def test_a_single_stud_game_is_on_the_drills_screen() -> None:
    entries, problems = list_drills()
    assert problems == []
    assert "stud-exposed-downcard" in {e.id for e in entries}
    assert find_drill("stud-exposed-downcard").id == "stud-exposed-downcard"
