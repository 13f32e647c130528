"""The checks a schema cannot say: seats and the button, blinds, cards, decisions, mistakes.

Each check reads only values that passed the schema (`doc.is_bad` tells), so one mistake
in the file gives one problem, not a cascade.
"""

from __future__ import annotations

from typing import Any

from ..arbiter.irregularities import mistake_params
from ..engine.cards import Card, CardError
from ..engine.config import Street
from ..engine.preset import PRESETS
from ..engine.variant import GAMES, Variant
from . import floor_checks
from .between_checks import check_sitting_out, join_seats, later_hands
from .checks_players import check_entry
from .deal_error_checks import DEAL_ERROR_CHECKS, numbered_cards
from .errors import Problem
from .moneychecks import ASKS, check_house, check_not_a_request, check_request
from .stud_checks import check_family
from .stud_error_checks import STUD_ERROR_CHECKS
from .tournament_checks import check_chip_race, check_levels, check_raced_out_in_a_race
from .yamlnodes import Document, Pos, ValuePath, format_path

STREETS = tuple(s.value for s in Street)  # the flop games' rounds and the stud games'

# Each mistake kind's keys, and every key any kind takes: the irregularities' own (REGISTRY)
MISTAKE_PARAMS: dict[str, tuple[str, ...]] = {k.value: v for k, v in mistake_params().items()}
ALL_PARAMS = tuple(dict.fromkeys(p for keys in MISTAKE_PARAMS.values() for p in keys))
_SIZED = ("bet", "raise")
_NO_AMOUNT = ("fold", "check", "call", "bring_in")


class _Reader:
    """Typed access to the document's values that skips whatever is already reported."""

    def __init__(self, doc: Document) -> None:
        self.doc = doc
        self.problems: list[Problem] = []

    def get(self, path: ValuePath, kind: type | tuple[type, ...]) -> Any:
        if self.doc.is_bad(path):
            return None
        value: Any = self.doc.value
        for part in path:
            if isinstance(value, dict):
                value = _lookup(value, part)
            elif isinstance(value, list) and isinstance(part, int) and part < len(value):
                value = value[part]
            else:
                return None
        if not isinstance(value, kind) or (isinstance(value, bool) and kind is int):
            return None
        return value

    def hole_cards(self) -> int:
        """Each player's hole cards in the table's variant (game.variant; one not read: two)."""
        variant = self.get(("table", "variant"), str) or Variant.HOLDEM.value
        return GAMES[Variant(variant)].hole_cards if variant in GAMES else 2

    def integer(self, path: ValuePath) -> int | None:
        value: int | None = self.get(path, int)
        return value

    def report(self, path: ValuePath, message: str, *, key: bool = False) -> None:
        name = format_path(path)
        self.problems.append(self.doc.problem(path, f"{name}: {message}" if name else message,
                                              key=key))
        self.doc.bad.add(path)


def _lookup(mapping: dict[Any, Any], part: str | int) -> Any:
    if part in mapping:
        return mapping[part]
    for k, v in mapping.items():  # the path has seat numbers as strings
        if str(k) == str(part):
            return v
    return None


def cross_field_problems(doc: Document) -> list[Problem]:
    r = _Reader(doc)
    if not isinstance(doc.value, dict):
        return []
    seats = _check_seats(r)
    _check_table(r, seats)
    check_sitting_out(r, seats)
    check_levels(r)
    check_chip_race(r, seats)
    check_raced_out_in_a_race(r)
    check_house(r)
    _check_deck(r)
    _check_decisions(r, seats)
    for hand in later_hands(r):  # players_by_hand: a later hand's, in the same shape
        _check_decisions(r, None if seats is None else seats + join_seats(r),
                         ("players_by_hand", hand))
    _check_showdown(r, seats)
    _check_mistakes(r, seats)
    return r.problems


def _check_seats(r: _Reader) -> list[int] | None:
    """The occupied seats with a valid number, or None when the seats are not readable."""
    path: ValuePath = ("table", "seats")
    seats = r.get(path, dict)
    if seats is None:
        return None
    occupied: list[int] = []
    for key in seats:
        if isinstance(key, int) and not isinstance(key, bool):
            if 1 <= key <= 10:
                occupied.append(key)
                continue
            r.report(path + (str(key),), f"seat {key} is out of range 1..10", key=True)
        else:
            r.report(path + (str(key),), f"a seat is a number 1..10, not {key!r}", key=True)
    if not 2 <= len(seats) <= 10:
        r.report(path, f"a table has 2 to 10 players, not {len(seats)}", key=True)
    return sorted(occupied)


def _occupied(seats: list[int]) -> str:
    return f"occupied: {', '.join(map(str, seats))}" if seats else "no seat is occupied"


HOUSES = {h.value: row for h, row in PRESETS.items()}  # a drill's `house_rules:` -> its row


def _check_table(r: _Reader, seats: list[int] | None) -> None:
    button = r.integer(("table", "button"))
    if seats and button is not None and button not in seats:
        r.report(("table", "button"), f"the button is on seat {button}, which is empty "
                 f"({_occupied(seats)})")
    small, big = r.integer(("table", "small_blind")), r.integer(("table", "big_blind"))
    if small is not None and big is not None and small > big:
        r.report(("table", "small_blind"),
                 f"the small blind ({small}) is more than the big blind ({big})")
    _check_variant(r)
    check_family(r, seats)
    tournament = r.get(("table", "tournament"), bool) is True
    straddle = r.get(("table", "straddle"), bool) is True
    if tournament and straddle:
        r.report(("table", "straddle"), "no straddle in a tournament (table.tournament is true)")
    elif straddle and seats is not None and len(seats) == 2:
        r.report(("table", "straddle"), "no straddle heads-up: the seat left of the big blind "
                 "is the small blind (a straddle needs 3 players or more)")
    house = r.get(("house_rules",), str)
    if tournament and r.get(("table", "button_rule"), str) == "moving" and house in HOUSES and (
            not HOUSES[house].moving_button_in_tournament):
        r.report(("table", "button_rule"), f"a {house} tournament uses a dead button "
                 "(\"Tournament play will use a dead button\", TDA 32): not button_rule: moving")
    schedule = r.get(("table", "schedule"), list)
    if schedule is None:
        return
    if not tournament:
        r.report(("table", "schedule"), "a blind schedule needs 'tournament: true'", key=True)
        return
    last: int | None = None
    for i in range(len(schedule)):
        level: ValuePath = ("table", "schedule", i)
        hand = r.integer(level + ("hand",))
        if hand is not None:
            if last is not None and hand <= last:
                r.report(level + ("hand",), f"hand {hand} comes after hand {last}; "
                         "the schedule must go up by hand number")
            last = hand
        sb, bb = r.integer(level + ("small_blind",)), r.integer(level + ("big_blind",))
        if sb is not None and bb is not None and sb > bb:
            r.report(level + ("small_blind",),
                     f"the small blind ({sb}) is more than the big blind ({bb})")


def _check_variant(r: _Reader) -> None:
    """game.variant: a game the trainer deals, with a betting structure it is played with
    (RULES.md "Games and betting structures"), each problem at its line."""
    variant = r.get(("table", "variant"), str)
    if variant is None or variant not in GAMES:
        return  # none: hold'em; not a variant: the schema says so
    game = GAMES[Variant(variant)]
    if not game.drills:
        dealt = ", ".join(v for v, g in GAMES.items() if g.drills)
        r.report(("table", "variant"), f"{variant} is not dealt yet (the trainer deals {dealt})")
        return
    structure = r.get(("table", "game"), str) or "no-limit"
    if structure not in game.structures:
        where: ValuePath = ("table", "game") if "game" in r.get(("table",), dict) else (
            "table", "variant")
        r.report(where, f"{variant} is not played {structure}: it is played "
                 f"{' or '.join(game.structures)}")


def _check_deck(r: _Reader) -> None:
    order = r.get(("deck", "order"), list)
    if order is None:
        return
    first: dict[Card, Pos] = {}
    for i, text in enumerate(order):
        path: ValuePath = ("deck", "order", i)
        if r.doc.is_bad(path) or not isinstance(text, str):
            continue
        try:
            card = Card.parse(text)
        except CardError as e:
            r.report(path, str(e))
            continue
        if card in first:
            p = first[card]
            r.report(path, f"card {card} appears twice (first at line {p.line}, column {p.col})")
        else:
            first[card] = r.doc.pos(path)


def _check_decisions(r: _Reader, seats: list[int] | None,
                     root: ValuePath = ("players",)) -> None:
    for street in STREETS:
        decisions = r.get(root + (street,), list)
        for i in range(len(decisions or ())):
            path: ValuePath = root + (street, i)
            if r.get(path, dict) is None:
                continue
            seat = r.integer(path + ("seat",))
            if seats is not None and seat is not None and seat not in seats:
                r.report(path + ("seat",), f"seat {seat} is empty "
                         f"({_occupied(seats)})")
            check_entry(r, path, r.get(path, dict), seat)
            action = r.get(path + ("action",), str)
            if action in ASKS:
                check_request(r, path, action, seat, seats)
                continue
            check_not_a_request(r, path)
            has_to = r.integer(path + ("to",)) is not None
            if action in _SIZED and not has_to and not r.doc.is_bad(path + ("to",)):
                r.report(path, f"a {action} needs 'to' (the player's total bet in the round)")
            if action in _NO_AMOUNT and has_to:
                r.report(path + ("to",), f"a {action} takes no 'to'", key=True)
            if action == "all_in" and has_to and seat is not None and root == ("players",):
                _check_all_in(r, path, seat, street)


def _check_all_in(r: _Reader, path: ValuePath, seat: int, street: str) -> None:
    """An all_in's `to` is his whole stack: preflop the seat's stack itself (the blinds are
    in the round's total), later never more than it. (The playthrough checks the rest.)"""
    to = r.integer(path + ("to",))
    stack = r.integer(("table", "seats", str(seat), "stack"))
    if to is None or stack is None:
        return
    if street == "preflop" and to != stack:
        r.report(path + ("to",), f"an all_in puts in his whole stack: to: {stack}, not {to} "
                 "(or leave 'to' out)")
    elif to > stack:
        r.report(path + ("to",), f"an all_in cannot be more than his stack of {stack}, not {to}")


def _check_showdown(r: _Reader, seats: list[int] | None) -> None:
    mucks = r.get(("players", "showdown", "muck"), list)
    for i in range(len(mucks or ())):
        path: ValuePath = ("players", "showdown", "muck", i)
        seat = r.integer(path)
        if seats is not None and seat is not None and seat not in seats:
            r.report(path, f"seat {seat} is empty ({_occupied(seats)})")


def _check_mistakes(r: _Reader, seats: list[int] | None) -> None:
    mistakes = r.get(("mistakes",), list)
    hands = r.integer(("hands",)) or 1
    pitches = r.hole_cards() * len(seats) if seats is not None else None
    for i in range(len(mistakes or ())):
        path: ValuePath = ("mistakes", i)
        item = r.get(path, dict)
        kind = r.get(path + ("kind",), str)
        if item is None or kind not in MISTAKE_PARAMS:
            continue
        allowed = MISTAKE_PARAMS[kind]
        for key in item:
            if key in ALL_PARAMS and key not in allowed:
                takes = ", ".join(allowed)
                r.report(path + (key,), f"'{key}' does not apply to {kind} (it takes: {takes})",
                         key=True)
        hand = r.integer(path + ("hand",))
        if hand is not None and hand > hands:
            r.report(path + ("hand",), f"hand {hand} is past the drill's {hands} hand(s)")
        floor_checks.card_is_a_number(r, path, item, kind)
        if kind == "exposed_hole_card":
            _check_exposed(r, path, item, pitches)
        elif kind in DEAL_ERROR_CHECKS:
            DEAL_ERROR_CHECKS[kind](r, path, item, seats)
        elif kind in STUD_ERROR_CHECKS:
            STUD_ERROR_CHECKS[kind](r, path, item, seats)
        elif kind in ("missed_burn", "double_burn") and "street" not in item:
            r.report(path, f"{kind} needs 'street: flop', 'turn' or 'river' (the street "
                     "whose burn misfires)")
        elif kind in floor_checks.CHECKS:
            floor_checks.CHECKS[kind](r, path, item, seats, hand or 1)


def _check_exposed(r: _Reader, path: ValuePath, item: dict[Any, Any], pitches: int | None) -> None:
    numbered = numbered_cards(r, path, item, "exposed_hole_card needs 'card: N' or 'cards: "
                              "[N, M]' (the pitches of the deal that land face up, from 1)")
    if numbered is None:
        return
    cards = r.get(path + ("cards",), list) or []
    seen: set[int] = set()
    for where, n in numbered:
        if pitches is not None and n > pitches:
            r.report(where, f"pitch {n} does not exist: {pitches // r.hole_cards()} players get "
                     f"{pitches} hole cards (1..{pitches})")
        elif n in seen:
            r.report(where, f"pitch {n} is named twice")
        seen.add(n)
    count = r.integer(path + ("count",))
    given = 1 if "card" in item else len(cards)
    if count is not None and count != given:
        r.report(path + ("count",), f"count is {count} but {given} pitch(es) are named; "
                 "name them all: 'cards: [N, M]'")
