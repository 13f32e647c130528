"""One stored hand as a PHH hand history (the format PokerKit reads and writes).

PokerKit's conventions, followed here:
- players are numbered from the first seat left of the button: p1 is the small blind and
  the button is last; heads-up, p1 is the big blind and p2 the button, who posts the
  small blind (`blinds_or_straddles` stays `[small, big]`: PokerKit swaps it itself);
- blinds, burns, bet collection and the pushing of pots are automatic: the actions are
  `d dh pN XxYy` (each player's final hole cards, four in Omaha), `d db CARDS` (one line per
  street), `pN f` / `pN cc` / `pN cbr TO` (TO = the player's total bet in the round)
  and `pN sm CARDS` (show) or `pN sm` (muck);
- when betting is over before the river (all in), the hands are shown before the rest
  of the board is dealt, as PokerKit's state asks.
Hold'em: limit is `FT`, no-limit `NT`. PHH has no pot-limit hold'em (`PO` is Omaha), so
pot-limit hands are written as `NT` (every pot-limit action is legal in no-limit) with
`_dealer_trainer_game = "pot-limit"`. Likewise a limit hand with more bets and raises in
a round than PokerKit's fixed-limit cap (4; Robert's Rules lift the cap heads-up) is
written as `NT`, its fixed amounts being legal no-limit ones, with a comment saying so.
Omaha (four hole cards, `d dh pN` with all four): pot-limit Omaha is `PO`, limit Omaha
hi-lo `FO/8`. PHH has no code for limit Omaha high nor for pot-limit Omaha hi-lo: limit
Omaha is written as `PO` (a fixed bet or raise is never more than the pot, nor less than
the last raise), and PLO8 as `FO/8` with both bets the big blind, each with a comment and
`_dealer_trainer_game` saying what was dealt; PokerKit 0.7.7 plays `FO/8` pot-limit (its
class is built on its pot-limit mixin), so it replays such a hand to its stacks. PokerKit's
pot limit counts a short (all-in) blind as posted, where the book counts the blinds full
before the flop (bet.pot_count, TDA 54-B): a pot-limit Omaha hand with a bet or raise over
PokerKit's pot is written as `NO`, no-limit Omaha (PHH's naming; PokerKit 0.7.7 reads the
file but has no class for the code: the tests make it of PokerKit's own no-limit and Omaha
parts), with a comment saying so. No-limit Omaha dealt has no code: ConversionError.
`_dealer_trainer_variant` is the game dealt (game.variant), read from the hand's record
(`StoredHand.variant`).
The dealer's irregularities, corrections and
misdeals are `# ...` comment actions in place, and `_dealer_trainer_*` fields besides.

Conversion never guesses silently: a hand it cannot express raises ConversionError with
the reason. The trainer writes the text itself and needs no PokerKit; the tests replay
every kind of hand in PokerKit to the stacks the trainer stored (tests/progress/
phh_replay.py), the rake and drop taken by the `_dealer_trainer_rake*` fields.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..engine.variant import FLOP_BOARD, GAMES, Variant
from . import toml_text
from .handlog import CARDS, HandLog, HandLogError, is_card, read_log
from .phh_stud import STUD_CODES, StudActions, StudError
from .records import StoredHand

VARIANTS = {"no-limit": "NT", "pot-limit": "NT", "limit": "FT"}
# (game.variant, structure): the PHH code, and the comment for a stand-in
OMAHA_CODES: dict[tuple[str, str], tuple[str, str | None]] = {
    ("omaha", "pot-limit"): ("PO", None),
    ("omaha", "limit"): ("PO", "limit Omaha, written as pot-limit Omaha (PHH has no code)"),
    ("omaha-hilo", "limit"): ("FO/8", None),
    ("omaha-hilo", "pot-limit"): (
        "FO/8", "pot-limit Omaha hi-lo, written as FO/8 with both bets the big blind "
        "(PHH has no code; PokerKit 0.7.7 bets its FO/8 pot-limit)"),
}
# every flop game's (game.variant, structure) with a code: hold'em's by its structure alone
PHH_CODES = {(Variant.HOLDEM.value, s): (c, None) for s, c in VARIANTS.items()} | OMAHA_CODES
FIXED_BETS = ("FT", "FO/8")
STREET_CARDS = tuple(n for _, n in FLOP_BOARD)  # board.flop, board.turn, board.river: `d db`
PHH_LIMIT_CAP = 4  # pokerkit's FixedLimitTexasHoldem: bets and raises in one round
OVER_POT = "NO"  # pot-limit Omaha with a raise over PokerKit's pot: written as no-limit
SEAT_COUNT = 10
HEADER = "# Dealer Trainer hand history\n"
UNKNOWN_CARD = "??"


class ConversionError(ValueError):
    """A stored hand that cannot be written as PHH; the message says why."""


@dataclass(frozen=True, slots=True)
class PhhHand:
    body: str  # the fields, as TOML: one hand of a `.phhs` file under its `[n]` header
    seats: tuple[int, ...]  # the table seat of p1, p2, ...

    @property
    def text(self) -> str:
        """The hand as a `.phh` file of its own."""
        return HEADER + self.body


def hand_to_phh(stored: StoredHand) -> PhhHand:
    try:
        builder = (StudBuilder if stored.variant in STUD_CODES else _Builder)(stored)
        body = builder.body()
    except (HandLogError, KeyError, TypeError, ValueError, AttributeError) as e:
        if isinstance(e, ConversionError):
            raise
        if isinstance(e, StudError):
            raise ConversionError(str(e)) from e
        raise ConversionError(f"the hand record is incomplete or malformed ({e})") from e
    return PhhHand(body, tuple(builder.order))


class _Builder:
    def __init__(self, stored: StoredHand) -> None:
        hand = stored.hand
        self.stored = stored
        self.hand = hand
        self.final: Mapping[str, Any] | None = None  # the attempt's final table, once read
        self.game = str(hand.get("game", "no-limit"))
        if self.game not in VARIANTS:
            raise ConversionError(f"unknown game {self.game!r}")
        self.dealt = stored.variant  # game.variant: the family of game
        self.stand_in: str | None = None  # the comment of a code standing in for the game
        self.variant, self.hole_count = self.code()
        self.unknown_hole = UNKNOWN_CARD * self.hole_count
        seats = hand["seats"]
        if not isinstance(seats, Mapping):
            raise ConversionError("the hand has no seats")
        self.table = {int(s): v for s, v in seats.items() if _int(v.get("stack")) > 0}
        events = hand.get("events")
        if not isinstance(events, list) or not events:
            raise ConversionError("the hand has no event log")
        self.log: HandLog = read_log(events)
        # a misplaced disc the hand was played around (error.button_position)
        self.button = self.log.button or int(hand["button"])
        after = sorted(s for s in self.table if s > self.button)
        self.order = after + sorted(s for s in self.table if s <= self.button)
        if len(self.order) < 2:
            raise ConversionError("fewer than two players with chips")
        self.p = {seat: i + 1 for i, seat in enumerate(self.order)}
        self.small, self.big = int(hand["small_blind"]), int(hand["big_blind"])
        final = hand.get("final_stacks")
        # a wrong push that stood at the hand's end: the history has the pot where it belongs
        owed = self.log.owed
        self.final_stacks = (
            [int(final[str(s)]) + owed.get(s, 0) for s in self.order]
            if isinstance(final, Mapping)
            else None
        )
        # the rake and the jackpot drop taken (rake.*), and the main pot they came from
        pull = self.log.last_pull
        main = (pull.get("pots") or [{}])[0].get("amount", 0) if pull is not None else 0
        self.house = (sum(int(ev.get("amount") or 0) for ev in self.log.house), int(main or 0))

    def code(self) -> tuple[str, int]:
        """The game's PHH code and each player's hole cards (a flop game's, from its row)."""
        g = next((r for v, r in GAMES.items() if v == self.dealt), None)
        if g is None or not g.board:
            raise ConversionError(f"PHH export has no {self.dealt!r} hands")
        if (self.dealt, self.game) not in PHH_CODES:
            raise ConversionError(f"PHH has no code for {self.game} {self.dealt}")
        variant, self.stand_in = PHH_CODES[(self.dealt, self.game)]
        return variant, g.hole_cards

    # -- the fields ------------------------------------------------------------------------

    def blinds(self) -> list[int]:
        amounts = {"small": self.small, "big": self.big, "straddle": self._straddle()}
        posts = self.log.posts
        for kind, seat in self.log.extra_posts:  # PHH has one blind a seat position
            raise ConversionError(f"a second {kind} blind posted by seat {seat}")
        n = len(self.order)
        if n == 2:
            for kind, seat in (("small", self.button), ("big", self.order[0])):
                if kind in posts and posts[kind][0] != seat:
                    raise ConversionError(
                        f"heads-up, PHH has the button post the small blind; here seat "
                        f"{posts[kind][0]} posted the {kind} blind"
                    )
            return [self.small, self.big]
        if not posts:
            return [self.small, self.big] + [0] * (n - 2)
        blinds = [0] * n
        for kind, (seat, _) in posts.items():
            if seat not in self.p or kind not in amounts:
                raise ConversionError(f"a {kind} blind posted by seat {seat}, not in the hand")
            blinds[self.p[seat] - 1] = amounts[kind]
        return blinds

    def _straddle(self) -> int:
        posted = self.log.posts.get("straddle")
        if posted and posted[1] > 0:
            return posted[1]
        value = self.hand.get("straddle")
        return (
            value
            if isinstance(value, int) and not isinstance(value, bool) and value > 1
            else (2 * self.big)
        )

    def hole_cards(self, seat: int) -> str:
        """Shown at the showdown, else dealt (after corrections), else the hand record's
        `hole`, else the result's final table (last hand only), else unknown: each source
        looked at only if those before fail."""
        n = self.hole_count
        for cards in (self.log.shown.get(seat), self.log.holes.get(seat)):
            if cards and len(cards) == n and _all_cards(cards):
                return "".join(cards)
        cards = _seat_cards(self.hand.get("hole"), seat)
        if cards and len(cards) == n and _all_cards(cards):
            return "".join(cards)
        if self.final is None:  # read once, and only if the log did not say
            self.final = (self.stored.final if self.stored.is_last else None) or {}
        cards = _seat_cards(self.final.get("hands"), seat)
        if cards and len(cards) == n and _all_cards(cards):
            return "".join(cards)
        return self.unknown_hole

    def actions(self) -> list[str]:
        log = self.log
        lines: list[str] = []
        notes = sorted(log.notes)
        pot_limit = self.variant == "PO"  # only there a raise over PokerKit's pot matters
        last_act = log.acts[-1][0] if log.acts else None
        bets: dict[int, int] = {seat: amount for seat, amount in log.posts.values()}
        pending: list[str] = []
        street = 0
        raises = [0] * (len(STREET_CARDS) + 1)
        pot = 0  # the chips of the rounds before this one, as PokerKit counts them
        over_pot = False  # a bet or raise over PokerKit's pot limit (a short blind's)
        dealt = False

        def deal() -> None:
            nonlocal dealt
            if not dealt:
                dealt = True
                lines.extend(f"d dh p{self.p[s]} {self.hole_cards(s)}" for s in self.order)
                if last_act is None:  # no betting at all (blinds all in): shown at once
                    lines.extend(self.showdown())

        killed: list[int] = []  # dead hands not yet folded in the history
        prev: int | None = None  # the last seat to act in this round
        # the events that write actions (read_log's `flow`); a note goes in before the first
        # of them that comes after it
        last_misdeal = log.last_misdeal
        for i, ev in log.flow:
            while notes and notes[0][0] <= i:
                lines.append(f"# {notes.pop(0)[1]}")
            if i <= last_misdeal:
                continue
            op = ev.get("op")
            if op == "act":  # the commonest first
                if not dealt:
                    deal()
                seat = int(ev["seat"])
                if killed:
                    for k in [k for k in killed if prev is not None and _between(prev, seat, k)]:
                        lines.append(f"p{self.p[k]} f")
                        killed.remove(k)
                if pot_limit and not over_pot:
                    over_pot = _over_pokerkits_pot(ev, bets, pot)
                line = self.act(ev, bets)
                lines.append(line)
                prev = seat
                raises[street] += " cbr " in line
                if i == last_act:
                    lines.extend(f"p{self.p[k]} f" for k in killed)
                    killed.clear()
                    lines.extend(self.showdown())
            elif op == "kill":  # a dead hand (issue 12): it folds when its turn comes
                killed.append(int(ev["seat"]))
            elif op == "board":
                lines.extend(f"p{self.p[k]} f" for k in killed)  # the round ends with them
                killed.clear()
                prev = None
                stayed = log.board_by_event.get(i, [])
                taken_back = [c for c in ev.get("cards") or () if c not in stayed]
                if taken_back:
                    lines.append(f"# {' '.join(map(str, taken_back))} turned, then taken back")
                if not stayed:
                    continue
                deal()
                pending += stayed
                while street < len(STREET_CARDS) and len(pending) >= STREET_CARDS[street]:
                    k = STREET_CARDS[street]
                    lines.append("d db " + "".join(pending[:k]))
                    pending, street, pot, bets = pending[k:], street + 1, pot + _called(bets), {}
        lines.extend(f"# {text}" for _, text in notes)  # the notes after the last of them
        deal()
        if pending:
            raise ConversionError(f"board cards {' '.join(pending)} do not make a whole street")
        if self.stand_in:
            lines.insert(0, f"# {self.stand_in}")
        if self.variant == "FT" and max(raises) > PHH_LIMIT_CAP:
            self.variant = "NT"
            lines.insert(0, f"# limit, written as no-limit: over {PHH_LIMIT_CAP} raises in a round")
        if self.variant == "PO" and over_pot:
            self.variant = OVER_POT
            lines.insert(0, "# pot-limit Omaha, written as no-limit Omaha: a raise over "
                            "PokerKit's pot, which counts a short blind as posted "
                            "(the book counts it full before the flop: bet.pot_count)")
        return lines

    def act(self, ev: Mapping[str, Any], bets: dict[int, int]) -> str:
        seat = ev["seat"]
        if type(seat) is not int:
            seat = int(seat)
        p = self.p.get(seat)
        if p is None:
            raise ConversionError(f"seat {seat} acts but is not dealt in")
        action, to = ev.get("action"), ev.get("to")
        if type(to) is not int:
            to = _int(to)
        who = f"p{p}"
        if action == "fold":
            return f"{who} f"
        highest = max(bets.values(), default=0)
        bets[seat] = to
        if action in ("check", "call") or (action == "all_in" and to <= highest):
            return f"{who} cc"
        if action in ("bet", "raise", "all_in"):
            return f"{who} cbr {to}"
        raise ConversionError(f"unknown player action {action!r}")

    def showdown(self) -> list[str]:
        folded = self.log.folded
        contenders = [s for s in self.order if s not in folded]
        if len(contenders) < 2:
            return []
        shown = [s for s in self.log.shown if s in contenders]
        lines = [f"p{self.p[s]} sm {self.hole_cards(s)}" for s in shown]
        for s in contenders:
            if s in shown:
                continue
            cards = self.hole_cards(s)
            # Without a showdown in the log every hand still in is shown; with one, a hand
            # not shown was mucked.
            show = not self.log.showdown and cards != self.unknown_hole
            lines.append(f"p{self.p[s]} sm {cards}" if show else f"p{self.p[s]} sm")
        return lines

    def stakes(self) -> list[tuple[str, Any]]:
        """The antes, blinds and bets of the game's PHH code."""
        fields: list[tuple[str, Any]] = [("antes", [0] * len(self.order)),
                                         ("blinds_or_straddles", self.blinds())]
        if self.variant in FIXED_BETS:
            big_bet = 2 * self.big if self.game == "limit" else self.big  # PLO8 as FO/8
            return [*fields, ("small_bet", self.big), ("big_bet", big_bet)]
        return [*fields, ("min_bet", self.big)]

    # -- the file --------------------------------------------------------------------------

    def body(self) -> str:
        s, hand = self.stored, self.hand
        actions = self.actions()  # first: it may change the variant
        q, ints, strings = toml_text.string, toml_text.ints, toml_text.strings
        table, log, order = self.table, self.log, self.order
        # a wrong push of the last hand corrected in this one: as if before it began; the
        # time paid to the house before the deal (house.time_collection) is no part of it
        starting = [_int(table[x].get("stack")) + log.carried.get(x, 0) - log.time.get(x, 0)
                    for x in order]
        players = [str(table[x].get("name") or f"Seat {x}") for x in order]
        at = s.started_at
        # Each field written as its kind is (toml_text: the text `dumps` writes, so PHH's
        # readers read it as ever). Every value is escaped (a name holding a new line, a
        # quote or DEL stays one string); nothing from a record goes into a comment. A lone
        # surrogate (no UTF-8 form) becomes '?'.
        parts = [
            f"variant = {q(self.variant)}\n",
            toml_text.dumps(self.stakes()),
            f"starting_stacks = {ints(starting)}\n"
            f"actions = {strings(actions)}\n"
            'venue = "Dealer Trainer"\n'
            f"event = {q(s.scenario)}\n"
            f"hand = {_int(hand.get('number'), s.seq + 1)}\n"
            f"seats = {ints(order)}\n"
            f"seat_count = {SEAT_COUNT}\n"
            f"players = {strings(players)}\n",
        ]
        if self.final_stacks is not None:
            parts.append(f"finishing_stacks = {ints(self.final_stacks)}\n")
        parts.append(
            f"year = {at.year}\nmonth = {at.month}\nday = {at.day}\n"
            f"time = {at.hour:02d}:{at.minute:02d}:{at.second:02d}\n"  # a TOML local time
            'time_zone = "UTC"\n'
            f"_dealer_trainer_trainee = {q(s.trainee)}\n"
            f"_dealer_trainer_attempt = {s.attempt_id}\n"
            f"_dealer_trainer_mode = {q(s.mode)}\n"
            f"_dealer_trainer_house_rules = {q(s.house_rules)}\n"
            f"_dealer_trainer_game = {q(self.game)}\n"
            f"_dealer_trainer_variant = {q(self.dealt)}\n"
            f"_dealer_trainer_notes = {strings([text for _, text in log.notes])}\n"
        )
        if self.house[0]:
            parts.append(f"_dealer_trainer_rake = {self.house[0]}\n"
                         f"_dealer_trainer_rake_pot = {self.house[1]}\n")
        violations = [f"step {v.step}: {v.rule}: {v.message or ''}".rstrip(": ")
                      for v in s.violations]
        parts.append(f"_dealer_trainer_violations = {strings(violations)}\n")
        text = "".join(parts)
        return text if text.isascii() else text.encode("utf-8", "replace").decode("utf-8")


def _all_cards(cards: list[Any]) -> bool:
    """Every item a card (as is_card: a card's text; a list or dict in a record is none)."""
    try:
        return CARDS.issuperset(cards)
    except TypeError:  # an unhashable item
        return False


def _seat_cards(by_seat: Any, seat: int) -> list[str] | None:
    cards = by_seat.get(str(seat)) if isinstance(by_seat, Mapping) else None
    return cards if isinstance(cards, list) else None


def _int(value: Any, default: int = 0) -> int:
    if isinstance(value, bool) or value is None:
        return default
    return int(value)


def _called(bets: Mapping[int, int]) -> int:
    """A round's chips that stay in the pot: the bets, less a highest one no one matched."""
    top = sorted(bets.values(), reverse=True)[:2] + [0, 0]
    return sum(bets.values()) - (top[0] - top[1])


def _over_pokerkits_pot(ev: Mapping[str, Any], bets: Mapping[int, int], pot: int) -> bool:
    """The bet or raise `ev` is over PokerKit's pot limit: a call and the pot after it,
    the pot being `pot` and this round's `bets` as posted (a short blind as it is)."""
    if ev.get("action") not in ("bet", "raise", "all_in"):
        return False
    highest = max(bets.values(), default=0)
    limit = 2 * highest - bets.get(int(ev["seat"]), 0) + pot + sum(bets.values())
    return _int(ev.get("to")) > limit


def _between(prev: int, nxt: int, seat: int) -> bool:
    """Going clockwise from `prev` to `nxt`, the turn passes `seat` (seats 1..10)."""
    return 0 < (seat - prev) % 10 < (nxt - prev) % 10


class StudBuilder(_Builder):
    """A stud hand (phh_stud.py): its code, its antes, bring-in and bets, its actions street
    by street; the players in deal order (no button: the first seat first)."""

    def code(self) -> tuple[str, int]:
        if self.game != "limit":
            raise ConversionError(f"PHH has no code for {self.game} {self.dealt}")
        self.written: dict[int, list[str]] = {}  # seat -> cards, as the actions wrote them
        return STUD_CODES[self.dealt], 7

    def stakes(self) -> list[tuple[str, Any]]:
        hand = self.hand
        if "small_bet" not in hand:  # a record made before stud hands kept their stakes
            raise ConversionError("the stud hand's record has no bring-in and bets")
        return [("antes", [_int(hand.get("ante"))] * len(self.order)),
                ("bring_in", _int(hand["bring_in"])), ("small_bet", _int(hand["small_bet"])),
                ("big_bet", _int(hand["big_bet"]))]

    def actions(self) -> list[str]:
        events = self.hand["events"]
        # a local, not kept: it holds this builder's `act`, and a builder holding it back
        # would be a cycle of the whole hand that only the cyclic collector frees
        stud = StudActions(self.log, events, self.p, self.act, str(self.dealt))
        self.written = stud.written
        lines = stud.lines()
        return lines + self.showdown()

    def hole_cards(self, seat: int) -> str:
        """The seven cards as his `d dh` lines wrote them (the showdown's)."""
        cards = self.written.get(seat, [])
        if len(cards) == self.hole_count and all(is_card(c) for c in cards):
            return "".join(cards)
        return self.unknown_hole
