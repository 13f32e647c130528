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
