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

Whether PHH can state a hand is decided from each player's final cards and their faces
(`final_cards`: every event that moved a card to, from or between seats, the stud dealer
errors' corrections among them) and the bring-in: a hand whose final cards lie as the game
deals them, and whose third street opens with the door cards' bring-in, is written as if
dealt clean (the corrections' steps become no action: PHH has no word for them); any other
is refused in one line (`CANNOT`, the faces, the bring-in).

Pure: it reads the stored events (handlog.py's reading for the misdeals, the notes and the
showdown) and writes action strings; phh.py writes the file.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..engine.cards import Card
from ..engine.stud_order import bring_in as stud_bring_in
from ..engine.variant import GAMES, Variant
from .handlog import HandLog, is_card

STUD_CODES = {"stud": "F7S", "stud-hilo": "F7S/8", "razz": "FR"}
STUD_STREETS = GAMES[Variant.STUD].streets  # stud.deal: third to seventh
# stud.deal: each of a player's seven cards, its street and its face (True: up)
CARD_STREET = (0, 0, 0, 1, 2, 3, 4)
CARD_UP = (False, False, True, True, True, True, False)
# the events after which PHH's stud cannot state the hand, each with its reason: PHH deals
# each player his own cards only, the game's faces, the bring-in by the door cards
CANNOT = {
    "common": "a common card (stud.common_card), for which PHH's stud has no place",
    "kill": "a hand killed, which PHH's stud can state only as a fold in turn",
    "board": "board cards, which stud has none of",
    "post": "a blind posted, where PHH's stud has antes and a bring-in only",
    "award_again": "a pot pushed again, where PHH pushes each pot once",
    "stray": "a card pitched to an empty seat",
    "odd_pitch": "a pitch of no card or two to one seat",
    "deal_short": "a hand dealt the wrong number of cards",
    "replace_exposed": "an exposed card replaced as in a flop game",
}
# the events that move a player's cards (stud_errors.py's records among them), read into
# each seat's final cards: what PHH writes
CARD_EVENTS = frozenset({"deal", "double_pitch", "move_card", "turn_up", "burn_exposed",
                         "set_aside_card", "return_premature", "return"})


class StudError(ValueError):
    """A stud hand PHH cannot hold; the message says why (phh.ConversionError's)."""


Act = Callable[[Mapping[str, Any], dict[int, int]], str]


class StudActions:
    """The actions of one stud hand, and each player's cards in the order they are written."""

    def __init__(self, log: HandLog, events: list[Mapping[str, Any]], p: Mapping[int, int],
                 act: Act, variant: str = "stud") -> None:
        self.log, self.events, self.p, self.act = log, events, p, act
        self.variant = variant
        # seat -> (card, up), in the order each came to stay in his hand
        self.cards: dict[int, list[tuple[str, bool]]] = final_cards(
            events[log.last_misdeal + 1:], p)
        self.written: dict[int, list[str]] = {s: [] for s in p}  # seat -> cards, PHH order
        self.flushed = 0  # the streets whose cards are written

    def lines(self) -> list[str]:
        out: list[str] = []
        book_up = self._upcards()  # once: not once a note
        notes = sorted(n for n in self.log.notes if n[0] not in book_up)
        bets: dict[int, int] = {}
        brought: tuple[int, int] | None = None  # the bring-in's seat and its line
        third = False  # third street's action begun
        for i, ev in enumerate(self.events):
            while notes and notes[0][0] <= i:
                out.append(f"# {notes.pop(0)[1]}")
            if i <= self.log.last_misdeal:
                continue
            op = ev.get("op")
            if op == "round":
                street = str(ev.get("street"))
                if street not in STUD_STREETS:
                    raise StudError(f"no stud street {street!r}")
                out += self._flush(STUD_STREETS.index(street) + 1)
                bets = {}
            elif op == "bring_in":
                seat, amount = int(ev["seat"]), int(ev.get("amount") or 0)
                bets[seat] = amount
                brought = seat, len(out)
                out.append(f"p{self._p(seat)} cbr {amount}" if ev.get("complete")
                           else f"p{self._p(seat)} pb")
            elif op == "bring_in_moved" and brought is not None:
                del out[brought[1]]  # stud.wrong_bring_in: the wrong wager went back
                bets.pop(brought[0], None)
                brought = None
            elif op == "act":
                if not third:
                    third = True
                    self._check_bring_in(brought)
                out.append(self.act(ev, bets))
        out += [f"# {text}" for _, text in notes]
        return out + self._flush(len(STUD_STREETS))

    def _check_bring_in(self, brought: tuple[int, int] | None) -> None:
        """PHH's stud opens third street with the bring-in of the door card its game names
        (the lowest; razz: the highest): a hand opened otherwise cannot be stated."""
        doors = {seat: Card.parse(ups[0]) for seat in self.p
                 if (ups := [c for c, up in self.cards.get(seat, [])[:3] if up])
                 and is_card(ups[0])}
        if len(doors) < 2:
            return
        low = stud_bring_in(self.variant, doors)
        if brought is None:
            raise StudError("third street's action began with no bring-in (Robert's Stud 5: "
                            "the low card passed over); PHH's stud opens with it")
        if brought[0] != low:
            raise StudError(f"third street's bring-in was seat {brought[0]}'s, not the low door "
                            f"card's (seat {low}): PHH's stud names it by the door cards")

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


def final_cards(events: list[Mapping[str, Any]], p: Mapping[int, int]
                ) -> dict[int, list[tuple[str, bool]]]:
    """Each seat's cards as they ended the hand, in the order each came to stay, with the
    face it showed (True: up). A folded hand keeps the cards it folded; a card dealt before
    its time and taken out or sent back (error.stud_premature_card), burnt from a seat
    (error.stud_seventh_exposed) or moved on to its seat (error.stud_extra_card,
    error.stud_missed_player, error.stud_missed_burn) goes with it."""
    held: dict[int, list[tuple[str, bool]]] = {}

    def take(seat: int, card: object) -> bool:
        cards = held.get(seat, [])
        for j in range(len(cards) - 1, -1, -1):
            if cards[j][0] == card:
                up = cards.pop(j)[1]
                return up
        raise StudError(f"seat {seat} gives up {card}, which he does not hold")

    for ev in events:
        op = ev.get("op")
        if op in CANNOT:
            raise StudError(f"a stud hand with {CANNOT[str(op)]} is not written as PHH")
        if op not in CARD_EVENTS:
            continue
        if op == "return":
            if "hole" in (ev.get("zones") or ()):
                raise StudError("a stud hand with a card back from a seat to the stub is not "
                                "written as PHH")
            continue
        if op == "burn_exposed" and ev.get("seat") is None:
            continue  # a flop game's board card
        seat = int(ev["seat"])
        if seat not in p:
            raise StudError(f"seat {seat} holds cards but is not dealt in")
        mine = held.setdefault(seat, [])
        if op == "deal":
            card = ev.get("card")
            mine.append((card if is_card(card) else "??", bool(ev.get("exposed"))))
        elif op == "double_pitch":
            mine += [(str(c), bool(ev.get("exposed"))) for c in ev.get("cards") or ()]
        elif op == "move_card":
            take(int(ev["from"]), ev.get("card"))
            mine.append((str(ev.get("card")), bool(ev.get("exposed"))))
        elif op == "turn_up":
            take(seat, ev.get("card"))
            mine.append((str(ev.get("card")), True))
        else:  # burn_exposed, set_aside_card, return_premature: out of his hand
            take(seat, ev.get("card"))
    for seat, cards in held.items():
        if len(cards) > len(CARD_STREET):
            raise StudError(f"seat {seat} ends the hand with {len(cards)} cards")
    return held
