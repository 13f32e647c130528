"""The table fields and round names of a game's family (CONTRACT.md "Omaha and the stud
games", "The table", "Players' decisions"), each problem at its line: a stud table has an
ante, a bring-in and bets, no blinds and no button (stud.no_button), at most eight seats
(stud.table_size), a bring-in of 1 to the small bet; a flop table has its blinds and button
and no bring-in; each family's rounds are its own."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.config import FLOP_STREETS, STUD_MAX_PLAYERS, STUD_STREETS
from ..engine.variant import GAMES, Variant
from .mix_checks import check_mix

if TYPE_CHECKING:
    from .checks import _Reader

FLOP_ONLY = ("small_blind", "big_blind", "button", "straddle", "button_rule")
STUD_ONLY = ("bring_in", "small_bet", "big_bet")


def check_family(r: _Reader, seats: list[int] | None) -> None:
    variant = r.get(("table", "variant"), str) or Variant.HOLDEM.value
    if variant not in GAMES:
        return
    table = r.get(("table",), dict)
    if table is None:
        return  # no table: the schema says so
    check_mix(r, table, seats)  # a mixed table: a flop table with the stud games' stakes
    stud = not GAMES[Variant(variant)].button
    if stud:
        _stud_table(r, table, variant, seats)
    else:
        for name in STUD_ONLY:
            if name in table and "mix" not in table:
                r.report(("table", name), f"a {variant} table has blinds, not a {name} (a stud "
                         "game's)", key=True)
        _required(r, table, ("small_blind", "big_blind", "button"))
    wrong, right = ((FLOP_STREETS, "third to seventh") if stud
                    else (STUD_STREETS, "preflop to river"))
    players = r.get(("players",), dict) or {}
    for street in wrong:
        if street.value in players:
            r.report(("players", street.value), f"a {variant} table's rounds are {right}, "
                     f"not {street.value}", key=True)


def _stud_table(r: _Reader, table: dict[str, object], variant: str,
                seats: list[int] | None) -> None:
    for name in FLOP_ONLY:
        if name in table:
            r.report(("table", name), f"a {variant} table has no {name}: no button and no "
                     "blinds (stud.no_button); it has ante, bring_in and small_bet", key=True)
    _required(r, table, ("ante", "bring_in", "small_bet"))
    bring_in, small = r.integer(("table", "bring_in")), r.integer(("table", "small_bet"))
    if bring_in is not None and (bring_in == 0 or small is not None and bring_in > small):
        r.report(("table", "bring_in"), f"the bring-in is 1 to the small bet ({small}), not "
                 f"{bring_in} (stud.bring_in)")
    if seats is not None and len(seats) > STUD_MAX_PLAYERS:
        r.report(("table", "seats"), f"a stud table has 2 to {STUD_MAX_PLAYERS} players, not "
                 f"{len(seats)} (stud.table_size)", key=True)


def _required(r: _Reader, table: dict[str, object], names: tuple[str, ...]) -> None:
    """The family's required keys, each missing one said as the schema says it."""
    missing = [n for n in names if n not in table]
    if missing:
        r.report(("table",), "; ".join(f"missing required key {n!r}" for n in missing),
                 key=True)
