"""A stud table in a scenario file (CONTRACT.md "Omaha and the stud games", "The table",
"Players' decisions"): what is read, and each bad combination refused at its line."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_scenario_variant import problems

from dealer_trainer.engine.config import Street
from dealer_trainer.engine.variant import Variant
from dealer_trainer.scenarios import load_scenario

HEAD = "id: x\ntitle: t\nlevel: 1\ndescription: d\n"
SEATS = "  seats: {1: {stack: 100}, 2: {stack: 100}, 3: {stack: 100}}\n"
STUD = ("variant: stud", "game: limit", "ante: 1", "bring_in: 2", "small_bet: 4")


def table(*lines: str, seats: str = SEATS, tail: str = "") -> str:
    return HEAD + "table:\n" + "".join(f"  {line}\n" for line in lines) + seats + tail


def test_stud_table_is_read_with_its_ante_bring_in_and_bets(tmp_path: Path) -> None:
    f = tmp_path / "s.yaml"
    f.write_text(table(*STUD, tail="players:\n  third: [{seat: 3, action: bring_in}]\n"),
                 encoding="utf-8")
    setup = load_scenario(f).setup
    cfg = setup.config
    assert cfg.variant is Variant.STUD and (cfg.ante, cfg.bring_in, cfg.small_bet) == (1, 2, 4)
    assert cfg.bet_unit(Street.SEVENTH) == 8 and cfg.button == 0
    assert setup.decisions[Street.THIRD][0].stud == "bring_in"


@pytest.mark.parametrize(("extra", "line", "words"), [
    (("small_blind: 1",), 11, "has no small_blind"),          # stud.no_button
    (("button: 1",), 11, "has no button"),
    (("bring_in: 0",), 10, "1 to the small bet"),             # stud.bring_in
    (("bring_in: 5",), 10, "1 to the small bet"),
])
def test_stud_no_button_a_bad_field_is_refused_at_its_line(
    tmp_path: Path, extra: tuple[str, ...], line: int, words: str,
) -> None:
    lines = [x for x in STUD if not (extra[0].startswith("bring_in") and x.startswith("bring"))]
    found = problems(tmp_path, table(*lines, *extra))
    assert len(found) == 1 and found[0][0] == line and words in found[0][1], found


def test_stud_table_size_a_ninth_seat_is_refused(tmp_path: Path) -> None:
    nine = "  seats: {" + ", ".join(f"{s}: {{stack: 100}}" for s in range(1, 10)) + "}\n"
    (found,) = problems(tmp_path, table(*STUD, seats=nine))
    assert found[0] == 11 and "2 to 8 players" in found[1]


def test_stud_a_missing_field_and_a_flop_round_are_refused(tmp_path: Path) -> None:
    (found,) = problems(tmp_path, table(*STUD[:-1]))
    assert "missing required key 'small_bet'" in found[1]
    text = table(*STUD, tail="players:\n  preflop: [{seat: 3, action: call}]\n")
    (found,) = problems(tmp_path, text)
    assert found[0] == 13 and "third to seventh" in found[1]


def test_stud_bring_in_at_a_flop_table_and_a_stud_round_are_refused(tmp_path: Path) -> None:
    flop = ("small_blind: 1", "big_blind: 2", "button: 1")
    (found,) = problems(tmp_path, table(*flop, "bring_in: 1"))
    assert found[0] == 9 and "has blinds, not a bring_in" in found[1]
    (found,) = problems(tmp_path, table(*flop, tail="players:\n  third: []\n"))
    assert found[0] == 11 and "preflop to river" in found[1]
    (found,) = problems(tmp_path, table("variant: razz", "game: no-limit", *STUD[2:]))
    assert "razz is not played no-limit" in found[1]
