"""What `validate` checks of the players coming and going (RULES.md "Across hands":
seat.sit_out, blinds.missed; CONTRACT.md "Scenario: between hands"): a cash game's only (a
tournament's absent players are dealt in, seat.absent), an event within the drill's hands,
of one form, of an occupied seat (`join` of an empty one), `back` only of a seat sitting
out, `posts` only with `owes`, `back` or a cash table's `join`, always two players dealt in;
`players_by_hand:` keys within the drill's hands."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .tournament_checks import check_balance
from .yamlnodes import ValuePath

if TYPE_CHECKING:
    from .checks import _Reader

FORMS = ("sit_out", "back", "leave", "join", "balance")  # the event forms built so far


def check_antes(r: _Reader) -> None:
    """blinds.big_blind_ante needs an ante: the table's or a level's."""
    if r.get(("table", "big_blind_ante"), bool) is not True:
        return
    levels = r.get(("table", "schedule"), list) or []
    antes = [r.integer(("table", "ante"))] + [
        r.integer(("table", "schedule", i, "ante")) for i in range(len(levels))]
    if not any(antes):
        r.report(("table", "big_blind_ante"), "a big blind ante needs an ante: 'ante' on the "
                 "table or on a level of its schedule")


def check_sitting_out(r: _Reader, seats: list[int] | None) -> None:
    check_antes(r)
    if seats is None:
        return
    tournament = r.get(("table", "tournament"), bool) is True
    out: set[int] = set()
    for seat in seats:
        path: ValuePath = ("table", "seats", seat)
        for key in ("owes", "posts"):
            if tournament and r.get(path + (key,), (bool, list, str)) not in (None, False):
                r.report(path + (key,), "a tournament has no missed blinds: an absent player "
                         "is dealt in and his blinds posted (seat.absent)")
        if r.get(path + ("posts",), str) is not None and not r.get(path + ("owes",), list):
            r.report(path + ("posts",), "'posts' is for a seat that 'owes' blinds")
        if r.get(path + ("sitting_out",), bool) is True:
            out.add(seat)
    if out and len(seats) - len(out) < 2:
        r.report(("table", "seats"), "fewer than two players are dealt in: seats "
                 f"{', '.join(map(str, sorted(out)))} sit out")
    _check_events(r, seats, out, tournament)


def _check_events(r: _Reader, seats: list[int], out: set[int], tournament: bool) -> None:
    seats = list(seats)  # as the events leave them
    taken = set(seats)  # every seat a player has sat in
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
        if hand is not None and hand > hands:
            r.report(path + ("hand",), f"hand {hand} is past the drill's {hands} hands")
        if forms[0] == "balance":  # seat.balance: names no seat (tournament_checks.py)
            check_balance(r, path, tournament)
            continue
        if r.get(path + ("posts",), object) is not None and forms[0] not in ("back", "join"):
            r.report(path + ("posts",), "'posts' goes with 'back' or 'join'", key=True)
        _check_join(r, path, forms[0], tournament)
        if who is not None:
            _check_who(r, path, forms[0], who, seats, out, taken)


def _check_join(r: _Reader, path: ValuePath, form: str, tournament: bool) -> None:
    posts = r.get(path + ("posts",), str)
    if form == "join" and tournament and posts is not None:
        r.report(path + ("posts",), "a new player at a tournament posts only what his seat "
                 "posts (seat.join): no 'posts'", key=True)
    elif form == "join" and posts not in (None, "big", "wait"):
        r.report(path + ("posts",), f"a new player posts 'big' or 'wait', not {posts!r}")
    elif form == "back" and posts not in (None, "owed", "wait"):
        r.report(path + ("posts",), f"a player back posts 'owed' or 'wait', not {posts!r}")
    if form == "join" and r.integer(path + ("stack",)) is None:
        r.report(path, "a new player needs 'stack' (his chips)")
    for key in ("name", "stack"):
        if form != "join" and r.get(path + (key,), object) is not None:
            r.report(path + (key,), f"'{key}' goes with 'join'", key=True)


def _check_who(r: _Reader, path: ValuePath, form: str, who: int, seats: list[int],
               out: set[int], taken: set[int]) -> None:
    """The seat an event names, against the seats as the events before it left them."""
    if form == "join":
        if who in seats:
            r.report(path + ("join",), f"seat {who} is occupied: a new player needs an empty "
                     "seat")
        elif who in taken:
            r.report(path + ("join",), f"seat {who} was taken earlier in the drill: a seat "
                     "left empty is not filled again (not supported)")
        else:
            seats.append(who)
            taken.add(who)
        return
    if who not in seats:
        r.report(path + (form,), f"seat {who} is empty")
    elif form in ("sit_out", "leave"):
        out.add(who)
        if form == "leave":
            seats.remove(who)
            out.discard(who)
        if len(seats) - len(out) < 2:
            r.report(path + (form,), "fewer than two players would be dealt in")
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


def join_seats(r: _Reader) -> list[int]:
    """The seats new players sit down in (`join:`): they may act in later hands."""
    events = r.get(("between_hands",), list) or []
    return [s for i in range(len(events))
            if (s := r.integer(("between_hands", i, "join"))) is not None]
