"""`validate`'s checks for the deal's errors (CONTRACT.md "New `mistakes:` kinds"): a
boxed card past what a hand can use, a pitch past the deal or landing where it belongs,
`wrong_count` on an empty seat or with a count other than 1 or 3."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..engine.config import seats_from
from .floor_checks import EXTRA_CARDS
from .yamlnodes import ValuePath

if TYPE_CHECKING:
    from .checks import _Reader

Check = Callable[["_Reader", ValuePath, dict[Any, Any], "list[int] | None"], None]


def numbered_cards(
    r: _Reader, path: ValuePath, item: dict[Any, Any], needs: str
) -> list[tuple[ValuePath, int]] | None:
    """The numbers of a mistake's `card: N` or `cards: [N, M]`, with where each is written;
    None (reported) when neither or both are given."""
    if "card" in item and "cards" in item:
        r.report(path + ("cards",), "give 'card: N' or 'cards: [N, M]', not both", key=True)
        return None
    if "card" not in item and "cards" not in item:
        r.report(path, needs)
        return None
    if "cards" in item and not isinstance(item["cards"], list):
        r.report(path + ("cards",), f"{item.get('kind')} takes a list: 'cards: [N, M]'")
        return None
    numbered: list[tuple[ValuePath, int]] = []
    card = r.integer(path + ("card",))
    if card is not None:
        numbered.append((path + ("card",), card))
    cards = r.get(path + ("cards",), list) or []
    for j in range(len(cards)):
        n = r.integer(path + ("cards", j))
        if n is not None:
            numbered.append((path + ("cards", j), n))
    return numbered


def _boxed(r: _Reader, path: ValuePath, item: dict[Any, Any], seats: list[int] | None) -> None:
    named = numbered_cards(r, path, item, "boxed_card needs 'card: N' or 'cards: [N, M]' "
                           "(cards off the deck after the cut, from 1)")
    if named is None:
        return
    usable = r.hole_cards() * len(seats) + EXTRA_CARDS if seats is not None else None
    seen: set[int] = set()
    for where, n in named:
        if n is None:
            continue
        if usable is not None and n > usable:
            r.report(where, f"card {n} off the deck is past what the hand can use: "
                     f"{len(seats or ())} players use at most {usable} (1..{usable})")
        elif n in seen:
            r.report(where, f"card {n} is named twice")
        seen.add(n)


def _wrong_seat(
    r: _Reader, path: ValuePath, item: dict[Any, Any], seats: list[int] | None
) -> None:
    for key in ("pitch", "seat"):
        if key not in item:
            r.report(path, f"wrong_seat needs '{key}: N' (pitch N of the deal lands in front "
                     "of seat S)")
            return
    pitch, seat = r.integer(path + ("pitch",)), r.integer(path + ("seat",))
    button = r.integer(("table", "button"))
    if pitch is None or seat is None or seats is None:
        return
    deal = r.hole_cards() * len(seats)
    if pitch > deal:
        r.report(path + ("pitch",), f"pitch {pitch} is past the deal: {len(seats)} players get "
                 f"{deal} hole cards (1..{deal})")
        return
    if button is not None and button in seats:
        order = seats_from(tuple(seats), button)
        if order[(pitch - 1) % len(order)] == seat:
            r.report(path + ("seat",), f"pitch {pitch} belongs to seat {seat}: name another seat")


def _wrong_count(
    r: _Reader, path: ValuePath, item: dict[Any, Any], seats: list[int] | None
) -> None:
    if "seat" not in item:
        r.report(path, "wrong_count needs 'seat: S' (the seat holding one card or three)")
    seat = r.integer(path + ("seat",))
    if seat is not None and seats is not None and seat not in seats:
        r.report(path + ("seat",), f"seat {seat} is empty: wrong_count needs a seat with a "
                 f"player ({', '.join(map(str, seats))})")
    if "cards" in item:
        cards = item["cards"]
        each = r.hole_cards()
        if isinstance(cards, bool) or cards not in (each - 1, each + 1):
            r.report(path + ("cards",), f"a hand of the wrong count holds {each - 1} or "
                     f"{each + 1} cards, not {cards!r}")


DEAL_ERROR_CHECKS: dict[str, Check] = {
    "boxed_card": _boxed,
    "wrong_seat": _wrong_seat,
    "wrong_count": _wrong_count,
}
