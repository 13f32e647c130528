"""A stud hand's PHH actions (issue 26): Seven Card Stud `F7S`, Stud/8 `F7S/8`, Razz `FR`.

PokerKit's stud conventions, followed here:
- players are numbered in deal order, the first seat clockwise from the dealer first
  (stud.no_button: rising seat number);
- antes, burns, bet collection and pushes are automatic; the bring-in is `pN pb`, a
  completion `pN cbr TO`, then `pN f` / `pN cc` / `pN cbr TO` as in the flop games;
- each street's cards are `d dh pN CARDS`, one line a player, all his cards of the street
  (three on third street), before the street's betting; the game says which are up (two
  down and the door card on third street, up on fourth to sixth, down on seventh), so a
  street's down cards are written before its up cards. A card exposed by the dealer and
  played as the upcard (error.stud_exposed_downcard: the next card dealt down) is written
  as that street's upcard; faces PHH cannot hold (two up on third street, an up seventh)
  are a ConversionError;
- a player's cards at the showdown are all seven, as written in his `d dh` lines.

Pure: it reads the stored events (handlog.py's reading for the misdeals, the notes and the
showdown) and writes action strings; phh.py writes the file.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from .handlog import HandLog, is_card

STUD_CODES = {"stud": "F7S", "stud-hilo": "F7S/8", "razz": "FR"}
STUD_STREETS = ("third", "fourth", "fifth", "sixth", "seventh")
# stud.deal: each of a player's seven cards, its street and its face (True: up)
CARD_STREET = (0, 0, 0, 1, 2, 3, 4)
CARD_UP = (False, False, True, True, True, True, False)
# the events a stud history does not write yet: each changes the cards or posts a blind
NOT_WRITTEN = frozenset({"replace_exposed", "set_aside", "return", "scrap", "burn_exposed",
                         "deal_short", "odd_pitch", "stray", "kill", "board", "post",
                         "common", "award_again",
                         # the stud dealer errors' cards a correction moves on (stud_errors.py)
                         "double_pitch", "move_card", "bring_in_moved",
                         "set_aside_card", "set_aside_stub", "return_premature"})


class StudError(ValueError):
    """A stud hand PHH cannot hold; the message says why (phh.ConversionError's)."""


Act = Callable[[Mapping[str, Any], dict[int, int]], str]


class StudActions:
    """The actions of one stud hand, and each player's cards in the order they are written."""

    def __init__(self, log: HandLog, events: list[Mapping[str, Any]], p: Mapping[int, int],
                 act: Act) -> None:
        self.log, self.events, self.p, self.act = log, events, p, act
        self.cards: dict[int, list[tuple[str, bool]]] = {}  # seat -> (card, up), as dealt
        self.written: dict[int, list[str]] = {s: [] for s in p}  # seat -> cards, PHH order
        self.flushed = 0  # the streets whose cards are written

    def lines(self) -> list[str]:
        out: list[str] = []
        notes = sorted(n for n in self.log.notes if n[0] not in self._upcards())
        bets: dict[int, int] = {}
        for i, ev in enumerate(self.events):
            while notes and notes[0][0] <= i:
                out.append(f"# {notes.pop(0)[1]}")
            if i <= self.log.last_misdeal:
                continue
            op = ev.get("op")
            if op in NOT_WRITTEN:
                raise StudError(f"a stud hand with a {op!r} event is not written as PHH yet")
            if op == "deal":
                self._dealt(ev)
            elif op == "round":
                street = str(ev.get("street"))
                if street not in STUD_STREETS:
                    raise StudError(f"no stud street {street!r}")
                out += self._flush(STUD_STREETS.index(street) + 1)
                bets = {}
            elif op == "bring_in":
                seat, amount = int(ev["seat"]), int(ev.get("amount") or 0)
                bets[seat] = amount
                out.append(f"p{self._p(seat)} cbr {amount}" if ev.get("complete")
                           else f"p{self._p(seat)} pb")
            elif op == "act":
                out.append(self.act(ev, bets))
        out += [f"# {text}" for _, text in notes]
        return out + self._flush(len(STUD_STREETS))

    def _upcards(self) -> set[int]:
        """The events that deal a card face up where the book deals it up: no note (the log's
        reading notes every card dealt face up, an irregularity in a flop game)."""
        count: dict[int, int] = {}
        book: set[int] = set()
        for i, ev in enumerate(self.events):
            if ev.get("op") in ("misdeal", "void_hand"):
                count.clear()
            if ev.get("op") != "deal":
                continue
            seat = int(ev["seat"])
            j = count[seat] = count.get(seat, -1) + 1
            if ev.get("exposed") and j < len(CARD_UP) and CARD_UP[j]:
                book.add(i)
        return book

    def _p(self, seat: int) -> int:
        if seat not in self.p:
            raise StudError(f"seat {seat} acts but is not dealt in")
        return self.p[seat]

    def _dealt(self, ev: Mapping[str, Any]) -> None:
        seat, card = int(ev["seat"]), ev.get("card")
        self._p(seat)
        held = self.cards.setdefault(seat, [])
        if len(held) == len(CARD_STREET):
            raise StudError(f"seat {seat} is dealt an eighth card")
        held.append((card if is_card(card) else "??", bool(ev.get("exposed"))))

    def _flush(self, streets: int) -> list[str]:
        """The `d dh` lines of the streets not written yet, up to `streets` (a count)."""
        out: list[str] = []
        for k in range(self.flushed, streets):
            for seat in sorted(self.p):
                dealt = [(c, up, CARD_UP[j]) for j, (c, up) in enumerate(self.cards.get(seat, []))
                         if CARD_STREET[j] == k]
                if not dealt:
                    continue
                if sorted(up for _, up, _ in dealt) != sorted(want for _, _, want in dealt):
                    faces = " ".join(f"{c} {'up' if up else 'down'}" for c, up, _ in dealt)
                    raise StudError(f"seat {seat}'s {STUD_STREETS[k]} street cards were dealt "
                                    f"{faces}: PHH deals the game's faces")
                cards = [c for c, up, _ in sorted(dealt, key=lambda d: d[1])]  # down, then up
                self.written[seat] += cards
                out.append(f"d dh p{self.p[seat]} {''.join(cards)}")
        self.flushed = max(self.flushed, streets)
        return out
