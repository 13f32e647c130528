"""What `validate` checks of the players coming and going (RULES.md "Across hands":
seat.sit_out, blinds.missed; CONTRACT.md "Scenario: between hands"): a cash game's only (a
tournament's absent players, seat.absent, are not dealt yet), an event within the drill's
hands, of one form, of an occupied seat, `back` only of a seat sitting out, `posts` only with
`owes`, always two players dealt in; `players_by_hand:` keys within the drill's hands."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .yamlnodes import ValuePath

if TYPE_CHECKING:
    from .checks import _Reader

FORMS = ("sit_out", "back")  # the event forms built so far


def check_sitting_out(r: _Reader, seats: list[int] | None) -> None:
    if seats is None:
        return
    tournament = r.get(("table", "tournament"), bool) is True
    out: set[int] = set()
    for seat in seats:
        path: ValuePath = ("table", "seats", seat)
        for key in ("sitting_out", "owes", "posts"):
            if tournament and r.get(path + (key,), (bool, list, str)) not in (None, False):
                r.report(path + (key,), "a tournament has no players sitting out and no "
                         "missed blinds (absent players, seat.absent, are not supported yet)")
        if r.get(path + ("posts",), str) is not None and not r.get(path + ("owes",), list):
            r.report(path + ("posts",), "'posts' is for a seat that 'owes' blinds")
        if r.get(path + ("sitting_out",), bool) is True:
            out.add(seat)
    if out and len(seats) - len(out) < 2:
        r.report(("table", "seats"), "fewer than two players are dealt in: seats "
                 f"{', '.join(map(str, sorted(out)))} sit out")
    _check_events(r, seats, out, tournament)


def _check_events(r: _Reader, seats: list[int], out: set[int], tournament: bool) -> None:
    events = r.get(("between_hands",), list) or []
    hands = r.integer(("hands",)) or 1
    order = sorted(range(len(events)), key=lambda i: r.integer(("between_hands", i, "hand")) or 0)
    for i in order:  # in the order the hands come
        path: ValuePath = ("between_hands", i)
        if r.get(path, dict) is None:
            continue
        hand = r.integer(path + ("hand",))
        forms = [f for f in FORMS if r.get(path + (f,), object) is not None]
        if len(forms) != 1:
            r.report(path, "an event has one of " + ", ".join(FORMS)
                     + (f", not {' and '.join(forms)}" if forms else ""))
            continue
        who = r.integer(path + (forms[0],))
        if tournament:
            r.report(path, "a tournament has no players sitting out (absent players, "
                     "seat.absent, are not supported yet)")
        if hand is not None and hand > hands:
            r.report(path + ("hand",), f"hand {hand} is past the drill's {hands} hands")
        if r.get(path + ("posts",), object) is not None and forms[0] != "back":
            r.report(path + ("posts",), "'posts' goes with 'back'", key=True)
        if who is None:
            continue
        if who not in seats:
            r.report(path + (forms[0],), f"seat {who} is empty")
        elif forms[0] == "sit_out":
            out.add(who)
            if len(seats) - len(out) < 2:
                r.report(path + ("sit_out",), "fewer than two players would be dealt in")
        elif who not in out:
            r.report(path + ("back",), f"seat {who} is not sitting out: nobody to come back")
        else:
            out.discard(who)


def later_hands(r: _Reader) -> list[int | str]:
    """`players_by_hand:`'s hands, each from 2 to the drill's `hands` (others reported)."""
    by_hand = r.get(("players_by_hand",), dict) or {}
    hands = r.integer(("hands",)) or 1
    good: list[int | str] = []
    for key in by_hand:
        if isinstance(key, int) and not isinstance(key, bool) and 2 <= key <= hands:
            good.append(key)
        else:
            r.report(("players_by_hand", str(key)), f"a later hand is a number from 2 to the "
                     f"drill's {hands} hands, not {key!r} (hand 1's decisions are 'players')",
                     key=True)
    return good
