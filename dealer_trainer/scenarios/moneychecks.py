"""The checks a schema cannot say about the money skills (CONTRACT.md "Money at the table"):
a player's request for a count (`ask_pot` in pot limit only, `ask_count` of another seat,
neither with a `to`), and a jackpot drop only at a table with a rake."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .yamlnodes import ValuePath

if TYPE_CHECKING:
    from .checks import _Reader

ASKS = ("ask_pot", "ask_count")


def check_request(r: _Reader, path: ValuePath, action: str, seat: int | None,
                  seats: list[int] | None) -> None:
    """One `players:` item whose action is a request."""
    if r.integer(path + ("to",)) is not None:
        r.report(path + ("to",), f"an {action} takes no 'to' (the player asks; he acts next)",
                 key=True)
    of = r.integer(path + ("of",))
    if action == "ask_pot":
        game = r.get(("table", "game"), str) or "no-limit"
        if game != "pot-limit":
            r.report(path + ("action",), f"a pot count is for pot limit only (bet.pot_count); "
                     f"this table is {game}")
        if of is not None:
            r.report(path + ("of",), "'of' belongs to ask_count (whose all-in is asked about)",
                     key=True)
        return
    if of is None and not r.doc.is_bad(path + ("of",)):
        r.report(path, "an ask_count needs 'of': the seat whose all-in he asks the size of")
    elif of is not None and of == seat:
        r.report(path + ("of",), f"seat {seat} asks about another player's all-in, not his own")
    elif of is not None and seats is not None and of not in seats:
        r.report(path + ("of",), f"seat {of} is empty (occupied: {', '.join(map(str, seats))})")


def check_not_a_request(r: _Reader, path: ValuePath) -> None:
    if r.integer(path + ("of",)) is not None:
        r.report(path + ("of",), "'of' belongs to ask_count (whose all-in is asked about)",
                 key=True)


def check_house(r: _Reader) -> None:
    table: ValuePath = ("table",)
    if r.get(table + ("jackpot_drop",), int) is not None and r.get(table + ("rake",), dict) is None:
        r.report(table + ("jackpot_drop",), "a jackpot drop is taken only with a rake: "
                 "give the table a 'rake' too", key=True)
    if r.get(table + ("bad_beat",), bool) is True and not r.get(table + ("jackpot_drop",), int):
        r.report(table + ("bad_beat",), "a bad-beat jackpot is fed by the drop: give the table "
                 "a 'jackpot_drop' too (jackpot.bad_beat)", key=True)
    check_time(r)


def check_time(r: _Reader) -> None:
    """house.time_collection: a cash table's, not with a rake, its hands within the drill."""
    path: ValuePath = ("table", "time_collection")
    if r.get(path, dict) is None:
        return
    if r.get(("table", "rake"), dict) is not None:
        r.report(path, "a table collects time or rakes, not both (house.time_collection)",
                 key=True)
    if r.get(("table", "tournament"), bool) is True:
        r.report(path, "a tournament collects no time: time is a cash game's fee", key=True)
    hands = r.integer(("hands",)) or 1
    for i, n in enumerate(r.get(path + ("hands",), list) or []):
        if isinstance(n, int) and not 1 <= n <= hands:
            r.report(path + ("hands", i), f"hand {n} is not one of the drill's 1 to {hands}")
