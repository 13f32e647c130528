"""What `validate` checks of the players sitting out (RULES.md "Across hands": seat.sit_out,
blinds.missed; CONTRACT.md "Scenario: between hands"): a cash game's only (a tournament's
absent players, seat.absent, are not dealt yet), an event within the drill's hands, of an
occupied seat, and always two players dealt in."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .yamlnodes import ValuePath

if TYPE_CHECKING:
    from .checks import _Reader


def check_sitting_out(r: _Reader, seats: list[int] | None) -> None:
    if seats is None:
        return
    tournament = r.get(("table", "tournament"), bool) is True
    out: set[int] = set()
    for seat in seats:
        path: ValuePath = ("table", "seats", seat)
        for key in ("sitting_out", "owes"):
            if tournament and r.get(path + (key,), (bool, list)) not in (None, False):
                r.report(path + (key,), "a tournament has no players sitting out and no "
                         "missed blinds (absent players, seat.absent, are not supported yet)")
        if r.get(path + ("sitting_out",), bool) is True:
            out.add(seat)
    if out and len(seats) - len(out) < 2:
        r.report(("table", "seats"), "fewer than two players are dealt in: seats "
                 f"{', '.join(map(str, sorted(out)))} sit out")
    events = r.get(("between_hands",), list) or []
    hands = r.integer(("hands",)) or 1
    for i in range(len(events)):
        path = ("between_hands", i)
        hand, who = r.integer(path + ("hand",)), r.integer(path + ("sit_out",))
        if tournament:
            r.report(path, "a tournament has no players sitting out (absent players, "
                     "seat.absent, are not supported yet)")
        if hand is not None and hand > hands:
            r.report(path + ("hand",), f"hand {hand} is past the drill's {hands} hands")
        if who is not None and who not in seats:
            r.report(path + ("sit_out",), f"seat {who} is empty: nobody to sit out")
        elif who is not None:
            out.add(who)
            if len(seats) - len(out) < 2:
                r.report(path + ("sit_out",), "fewer than two players would be dealt in")
