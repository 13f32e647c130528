"""A mixed table's fields (issue 26; arbiter/rotation.py), each problem at its line:
`table.mix`, the games in their order (each a name of `rotation.mix_names`), and
`table.hands_per_game`, how many hands each is dealt (default 8). A mixed table is written
as a flop table (its blinds and button) with the stud games' stakes beside them (`ante`,
`bring_in`, `small_bet`, `big_bet`; without them, the usual ones for its blinds); the mix
names the games, so `variant` and `game` are not given, and a mix with a stud game seats at
most eight (stud.table_size)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..arbiter.rotation import MAX_HANDS_PER_GAME, mix_names, parse_game
from ..engine.config import STUD_MAX_PLAYERS

if TYPE_CHECKING:
    from .checks import _Reader


def check_mix(r: _Reader, table: dict[str, object], seats: list[int] | None) -> None:
    """The mix fields of `table`, if it has any."""
    if "mix" not in table:
        if "hands_per_game" in table:
            r.report(("table", "hands_per_game"), "hands_per_game needs a mix (table.mix: the "
                     "games in their order)", key=True)
        return
    for name in ("variant", "game"):
        if name in table:
            r.report(("table", name), f"a mixed table names its games in mix, not in {name}",
                     key=True)
    games = r.get(("table", "mix"), list)
    if games is None:
        return  # the schema says what is wrong
    if not games:
        r.report(("table", "mix"), "a mix names at least one game, e.g. "
                 "[holdem-limit, omaha-hilo-limit, razz, stud, stud-hilo]")
        return
    known = mix_names()
    stud = False
    for i, name in enumerate(games):
        game = parse_game(name) if isinstance(name, str) else None
        if game is None:
            if isinstance(name, str):  # (not text: the schema says so)
                r.report(("table", "mix", i), f"{name!r} is not a game of a mix: one of "
                         f"{', '.join(known)}")
            continue
        stud = stud or not game.button
    if stud and seats is not None and len(seats) > STUD_MAX_PLAYERS:
        r.report(("table", "seats"), f"a mix with a stud game has 2 to {STUD_MAX_PLAYERS} "
                 f"players, not {len(seats)} (stud.table_size)", key=True)
    n = r.integer(("table", "hands_per_game"))
    if n is not None and not 1 <= n <= MAX_HANDS_PER_GAME:
        r.report(("table", "hands_per_game"), f"each game is dealt 1 to {MAX_HANDS_PER_GAME} "
                 f"hands, not {n}")
    bring_in, small = r.integer(("table", "bring_in")), r.integer(("table", "small_bet"))
    if (bring_in is None) != (small is None):
        r.report(("table",), "a mixed table gives the stud games' bring_in and small_bet "
                 "together (or neither: the usual ones for its blinds)", key=True)
    elif bring_in is not None and small is not None and not 0 < bring_in <= small:
        r.report(("table", "bring_in"), f"the bring-in is 1 to the small bet ({small}), not "
                 f"{bring_in} (stud.bring_in)")
