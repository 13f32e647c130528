"""A mixed table in a scenario file (issue 26; CONTRACT.md names no field, so `table.mix` and
`table.hands_per_game`): read into the drill's rotation, and each bad input refused at its
line with one message."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_scenario_variant import problems

from dealer_trainer.arbiter.rotation import StudStakes
from dealer_trainer.engine.variant import Variant
from dealer_trainer.scenarios import load_scenario

HEAD = "id: x\ntitle: t\nlevel: 1\ndescription: d\nhands: 3\n"
SEATS = "  seats: {1: {stack: 100}, 2: {stack: 100}, 3: {stack: 100}}\n"
NINE = "  seats: {" + ", ".join(f"{s}: {{stack: 100}}" for s in range(1, 10)) + "}\n"


def table(*lines: str, seats: str = SEATS) -> str:
    return HEAD + "table:\n" + "".join(f"  {line}\n" for line in lines) + (
        "  small_blind: 10\n  big_blind: 20\n  button: 1\n" + seats)


def test_mix_fields_read_into_the_rotation(tmp_path: Path) -> None:
    f = tmp_path / "s.yaml"
    f.write_text(table("mix: [holdem-limit, omaha-hilo-limit, razz, stud, stud-hilo]",
                       "hands_per_game: 4", "ante: 3", "bring_in: 5", "small_bet: 20"),
                 encoding="utf-8")
    setup = load_scenario(f).setup
    mix = setup.rotation
    assert mix is not None and mix.hands_per_game == 4
    assert [g.name for g in mix.games] == ["holdem-limit", "omaha-hilo-limit", "razz", "stud",
                                           "stud-hilo"]
    assert mix.stud == StudStakes(3, 5, 20, 0)
    assert setup.config.variant is Variant.HOLDEM and setup.config.ante == 0  # the flop table
    stud = mix.table(setup.config, 9)
    assert stud.variant is Variant.RAZZ and stud.ante == 3 and stud.button == 0
    f.write_text(table("mix: [holdem-limit, razz]"), encoding="utf-8")
    mix = load_scenario(f).setup.rotation
    assert mix is not None and mix.hands_per_game == 8 and mix.stud is None


@pytest.mark.parametrize(("lines", "seats", "line", "words"), [
    (("mix: [holdem-limit, omaha-hi]",), SEATS, 7, "'omaha-hi' is not a game of a mix: one of"),
    (("mix: [holdem, razz]",), SEATS, 7, "'holdem' is not a game of a mix"),
    (("mix: []",), SEATS, 7, "a mix names at least one game"),
    (("mix: [razz]", "hands_per_game: 0"), SEATS, 8, "out of range 1..100"),
    (("hands_per_game: 4",), SEATS, 7, "hands_per_game needs a mix"),
    (("mix: [stud]", "variant: omaha"), SEATS, 8, "names its games in mix, not in variant"),
    (("mix: [stud]", "bring_in: 5"), SEATS, 6, "bring_in and small_bet together"),
    (("mix: [stud]", "bring_in: 30", "small_bet: 20"), SEATS, 8, "the bring-in is 1 to the "
     "small bet (20), not 30"),
    (("mix: [holdem-limit, stud]",), NINE, 11, "a mix with a stud game has 2 to 8 players, "
     "not 9 (stud.table_size)"),
    (("bring_in: 5",), SEATS, 7, "a holdem table has blinds, not a bring_in"),
])
def test_mix_bad_input_one_line_each(tmp_path: Path, lines: tuple[str, ...], seats: str,
                                     line: int, words: str) -> None:
    found = problems(tmp_path, table(*lines, seats=seats))
    assert len(found) == 1, found
    assert found[0][0] == line and words in found[0][1], found


def test_mix_nine_seats_without_stud_is_a_flop_table(tmp_path: Path) -> None:
    assert problems(tmp_path, table("mix: [holdem-limit, omaha-hilo-limit]", seats=NINE)) == []
