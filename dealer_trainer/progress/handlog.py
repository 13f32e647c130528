"""What a stored hand's event log comes to, once the dealer's corrections are applied.

The engine's log (`engine/ops.py` `to_json()`) records everything that happened on the
table, mistakes included: a card turned too early and set aside, an exposed hole card
replaced, a whole deal gathered after a misdeal. A hand history wants the hand as it
counts: the last deal's hole cards, the board cards that stayed, the players' actions
after the last misdeal. The rest becomes notes, in order, for the history's comments.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeGuard

OWED = re.compile(r"(\d+): (\d+)")


class HandLogError(ValueError):
    """The log cannot be read as a hand (a field missing or of the wrong kind)."""


CARDS = frozenset(r + s for r in "23456789TJQKA" for s in "cdhs")


def is_card(value: Any) -> TypeGuard[str]:
    return isinstance(value, str) and value in CARDS


@dataclass
class HandLog:
    posts: dict[str, tuple[int, int]] = field(default_factory=dict)  # blind -> (seat, amount)
    # a second post of a kind already posted this hand (a new player's big blind, seat.join)
    extra_posts: list[tuple[str, int]] = field(default_factory=list)  # (blind, seat)
    holes: dict[int, list[str]] = field(default_factory=dict)
    board_by_event: dict[int, list[str]] = field(default_factory=dict)  # cards that stayed
    acts: list[tuple[int, Mapping[str, Any]]] = field(default_factory=list)  # (event index, act)
    shown: dict[int, list[str]] = field(default_factory=dict)
    showdown: bool = False
    notes: list[tuple[int, str]] = field(default_factory=list)  # (event index, text)
    last_misdeal: int = -1  # index of the last misdeal event, -1 if none
    button: int | None = None  # the disc, moved before the deal that counts (a misplaced one)
    carried: dict[int, int] = field(default_factory=dict)  # last hand's pot moved: seat -> chips
    time: dict[int, int] = field(default_factory=dict)  # house.time_collection: seat -> chips
    # a pot pushed to the wrong seats and not pushed again in this hand: seat -> chips owed
    # (what the hand came to by the rules, less what it came to on the table)
    owed: dict[int, int] = field(default_factory=dict)
    killed: set[int] = field(default_factory=set)  # dead hands the dealer killed
    # what the history's actions are written from, in order: every `act`, `board` and `kill`
    # event with its index (the others only make notes, or nothing)
    flow: list[tuple[int, Mapping[str, Any]]] = field(default_factory=list)
    house: list[Mapping[str, Any]] = field(default_factory=list)  # the rake and drop taken
    last_pull: Mapping[str, Any] | None = None  # the last `collect`: the pots, main first

    @property
    def board(self) -> list[str]:
        return [c for i in sorted(self.board_by_event) for c in self.board_by_event[i]]

    @property
    def folded(self) -> set[int]:
        folds = {int(a["seat"]) for _, a in self.acts if a.get("action") == "fold"}
        return folds | self.killed


# The ops read_log reads; every other one (shuffle, cut, burn, chips, muck, ...) says
# nothing a hand history holds, and is passed over at once.
READ_OPS = frozenset({
    "act", "collect", "rake", "drop", "time", "deal", "post", "fix_blinds", "button", "award",
    "owed", "award_again", "misdeal", "void_hand", "replace_exposed", "board", "deal_short",
    "odd_pitch", "stray", "set_aside", "return", "scrap", "burn_exposed", "kill", "showdown",
    "irregularity", "correction",
})


def read_log(events: Sequence[Mapping[str, Any]]) -> HandLog:
    log = HandLog()
    last_award: Mapping[str, Any] | None = None
    board: list[tuple[str, int]] = []  # (card, index of the event that turned it)
    acts, flow, holes = log.acts, log.flow, log.holes
    for i, ev in enumerate(events):
        if type(ev) is not dict and not isinstance(ev, Mapping):  # a dict, as a rule
            raise HandLogError(f"event {i + 1} is not a mapping: {ev!r}")
        op = ev.get("op")
        if op == "act":  # the commonest first; each op is one branch, so order is free
            acts.append((i, ev))
            flow.append((i, ev))
        elif op == "deal":
            seat, card = ev.get("seat"), ev.get("card")
            if type(seat) is not int:
                seat = _seat(ev, i)
            cards = holes.get(seat)
            if cards is None:
                cards = holes[seat] = []
            cards.append(card if (type(card) is str and card in CARDS) or is_card(card) else "??")
            if ev.get("exposed"):
                log.notes.append((i, f"seat {seat}: a hole card dealt face up ({card})"))
        elif op not in READ_OPS:
            continue
        elif op == "collect":
            log.last_pull = ev
        elif op == "rake" or op == "drop":
            log.house.append(ev)
        elif op == "time":  # paid to the house before the deal (house.time_collection)
            seat = _seat(ev, i)
            log.time[seat] = log.time.get(seat, 0) + (_int(ev.get("amount"), 0) or 0)
        elif op == "post":
            kind, seat = str(ev.get("blind")), _seat(ev, i)
            if kind in log.posts and log.posts[kind][0] != seat:
                log.extra_posts.append((kind, seat))
            else:
                log.posts[kind] = (seat, _int(ev.get("amount"), 0) or 0)
        elif op == "fix_blinds":  # tournament.level_change: each post topped up to the level
            for t in ev.get("topped") or ():
                kind, seat = str(t.get("blind")), _int(t.get("seat"), 0) or 0
                if kind in log.posts and log.posts[kind][0] == seat:
                    log.posts[kind] = (seat, log.posts[kind][1] + (_int(t.get("amount"), 0) or 0))
        elif op == "button" and not log.holes and not log.acts:
            log.button = _seat(ev, i)  # before the deal: where the disc is for this hand
            log.notes.append((i, f"the button moved to seat {log.button}"))
        elif op == "award":
            last_award = ev
        elif op == "owed" and last_award is not None:  # the award just before went wrong
            log.owed = {int(s): -int(a) for s, a in (last_award.get("amounts") or {}).items()}
            for seat, chips in OWED.findall(str(ev.get("action"))):
                log.owed[int(seat)] = log.owed.get(int(seat), 0) + int(chips)
            log.notes.append((i, f"the pot went to the wrong seat(s): {ev.get('action')}"))
        elif op == "award_again" and not ev.get("carried"):
            log.owed = {}
        elif op == "award_again" and ev.get("carried"):
            for seat, chips in (ev.get("taken") or {}).items():
                log.carried[int(seat)] = log.carried.get(int(seat), 0) - int(chips)
            for seat, chips in (ev.get("amounts") or {}).items():
                log.carried[int(seat)] = log.carried.get(int(seat), 0) + int(chips)
            log.notes.append((i, "the last hand's pot, pushed wrong, pushed again"))
        elif op in ("misdeal", "void_hand"):  # a void hand: as a misdeal, the blinds back too
            if op == "void_hand":
                log.posts.clear()
                log.extra_posts.clear()
            log.holes.clear()
            board.clear()
            log.acts.clear()
            log.killed.clear()
            log.shown.clear()
            log.showdown = False
            log.last_misdeal = i
            log.notes.append((i, "misdeal: every card gathered, the deal starts again"
                              if op == "misdeal" else "void hand: every chip back, dealt again"))
        elif op == "replace_exposed":
            seat, old, new = _seat(ev, i), ev.get("exposed"), ev.get("new")
            cards = log.holes.setdefault(seat, [])
            if old in cards:
                cards.remove(old)
            cards.append(new if is_card(new) else "??")
            log.notes.append((i, f"seat {seat}: exposed {old} replaced by {new}; {old} burnt"))
        elif op == "board":
            board += [(c, i) for c in _cards(ev.get("cards"))]
            log.flow.append((i, ev))
        elif op in ("deal_short", "odd_pitch", "stray") and _seat(ev, i) in log.holes:
            more = _cards(ev.get("cards")) + _cards([ev.get("card")])  # the deal's errors
            log.holes[_seat(ev, i)] += more
        elif op in ("set_aside", "return", "scrap", "burn_exposed"):
            gone = _cards(ev.get("cards")) + _cards([ev.get("card")])
            if op == "return" and not gone and "board" in (ev.get("zones") or ()):
                gone = [c for c, _ in board]
            board = [(c, j) for c, j in board if c not in gone]
            for cards in log.holes.values():
                cards[:] = [c for c in cards if c not in gone]
            where = {
                "set_aside": "taken out of play",
                "scrap": "scrapped (a boxed card)",
                "burn_exposed": "moved to the burns",
            }.get(str(op), "returned to the deck")
            log.notes.append((i, f"{' '.join(gone) or 'cards'} {where}"))
        elif op == "kill":
            log.flow.append((i, ev))
            if not log.showdown:  # not one killed after it lost at the showdown
                log.killed.add(_seat(ev, i))
        elif op == "showdown":
            log.showdown = True
            shown = ev.get("shown") or {}
            if isinstance(shown, Mapping):
                for seat, cards in shown.items():
                    log.shown[int(seat)] = _cards(cards)
        elif op == "irregularity":
            log.notes.append((i, f"irregularity: {ev.get('rule')}"))
        elif op == "correction":
            log.notes.append((i, f"correction: {ev.get('action') or '?'} ({ev.get('rule')})"))
    for card, i in board:
        log.board_by_event.setdefault(i, []).append(card)
    return log


def _cards(value: Any) -> list[str]:
    return [c for c in value if is_card(c)] if isinstance(value, list | tuple) else []


def _seat(ev: Mapping[str, Any], i: int) -> int:
    seat = _int(ev.get("seat"), None)
    if seat is None:
        raise HandLogError(f"event {i + 1} ({ev.get('op')}) names no seat")
    return seat


def _int(value: Any, default: int | None) -> int | None:
    if isinstance(value, bool):
        return default
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.strip().isdigit():
        return int(value)
    return default
