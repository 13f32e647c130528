"""Checks of the floor's mistake kinds (CONTRACT.md, "Beyond the seeds"): a misplaced button,
a fouled deck, a card with a different back, a wrong push. Each takes checks.py's reader, the
mistake's path and mapping, the occupied seats (None: unreadable) and its hand."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..engine.cards import Card, CardError
from ..engine.config import Street
from ..engine.variant import FLOP_BOARD
from .yamlnodes import ValuePath

# a hand uses at most its hole cards per player plus each board street's burn and cards (8)
EXTRA_CARDS = sum(1 + cards for _, cards in FLOP_BOARD)
DECK = 52


def _occupied(seats: list[int]) -> str:
    return ", ".join(map(str, seats))


def _seat(r: Any, path: ValuePath, seats: list[int] | None, what: str) -> int | None:
    seat = r.integer(path)
    if seat is not None and seats is not None and seat not in seats:
        r.report(path, f"{what} seat {seat} is empty (occupied: {_occupied(seats)})")
        return None
    return seat


def check_button(r: Any, path: ValuePath, item: dict[Any, Any], seats: list[int] | None,
                 hand: int) -> None:
    if "seat" not in item:
        r.report(path, "button_misplaced needs 'seat: S' (where the disc is at the start)")
        return
    seat = _seat(r, path + ("seat",), seats, "the button's")
    button = r.integer(("table", "button"))
    if seat is not None and seat == button and hand == 1:
        r.report(path + ("seat",), f"seat {seat} is table.button, where the button belongs: "
                 "a misplaced button is somewhere else")
    _seat(r, path + ("floor",), seats, "the floor's")
    if hand != 1:
        return
    players = r.get(("players",), dict) or {}
    if any(players.get(st) for st in Street):
        r.report(path, "a drill with button_misplaced scripts no decisions for that hand "
                 "(who acts first depends on where the trainee puts the button; the bots "
                 "decide): leave players' rounds empty")


def check_fouled(r: Any, path: ValuePath, item: dict[Any, Any], seats: list[int] | None,
                 hand: int) -> None:
    text = r.get(path + ("card",), str)
    if "card" not in item:
        r.report(path, "fouled_deck needs 'card: Xx' (the card the deck holds twice)")
    elif text is None:
        r.report(path + ("card",), "fouled_deck's card is a card such as Kh, not a number")
    else:
        try:
            Card.parse(text)
        except CardError as e:
            r.report(path + ("card",), str(e))
    at = r.integer(path + ("at",))
    if "at" not in item:
        r.report(path, "fouled_deck needs 'at: N' (card N off the deck is the second copy)")
    elif at is not None and seats is not None:
        most = r.hole_cards() * len(seats) + EXTRA_CARDS
        if at > most:
            r.report(path + ("at",), f"card {at} never leaves the deck: a hand of "
                     f"{len(seats)} players uses at most {most}")


def check_different_back(r: Any, path: ValuePath, item: dict[Any, Any],
                         seats: list[int] | None, hand: int) -> None:
    """Any card of the deck: one the hand never deals is found in the stub."""
    at = r.integer(path + ("at",))
    if "at" not in item:
        r.report(path, "different_back needs 'at: N' (card N off the deck has another back)")
    elif at is not None and at > DECK:
        r.report(path + ("at",), f"card {at} is past the deck's {DECK}")


def check_push(r: Any, path: ValuePath, item: dict[Any, Any], seats: list[int] | None,
               hand: int) -> None:
    if "seat" not in item:
        r.report(path, "wrong_push needs 'seat: S' (where the pot lands)")
        return
    _seat(r, path + ("seat",), seats, "the wrong push's")


def card_is_a_number(r: Any, path: ValuePath, item: dict[Any, Any], kind: str) -> None:
    """Only a fouled deck names a card; every other kind's `card` is a pitch number."""
    if kind != "fouled_deck" and isinstance(item.get("card"), str):
        r.report(path + ("card",), f"{kind}'s card is a pitch number (from 1), not a card")


Check = Callable[[Any, ValuePath, dict[Any, Any], "list[int] | None", int], None]
CHECKS: dict[str, Check] = {
    "button_misplaced": check_button,
    "fouled_deck": check_fouled,
    "different_back": check_different_back,
    "wrong_push": check_push,
}
