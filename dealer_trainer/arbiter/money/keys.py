"""What the money skills owe now, and the right answers, read from the hand's log and zones
(like `arbiter/ledger.py`: no flag kept beside the log). Every answer key is the engine's:
`engine/counts.py` (the pot and an all-in), `engine/apply.collect_record` (the pots after a
pull), `engine/rake.py` (rake and drop), `engine/reading.py` (a hand's reading)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import ops
from ...engine.apply import collect_record
from ...engine.config import Street
from ...engine.counts import all_in_count, pot_count
from ...engine.hand import Hand
from ...engine.lows import LowValue
from ...engine.rake import RakeTaken, rake_due
from ...engine.reading import Reading, reading_of
from .. import ledger
from ..house_fees import drop_qualifies
from ..modes import Mode
from ..setup import ScriptedRequest

if TYPE_CHECKING:
    from ..arbiter import Arbiter

ANSWERS = {"pot": "announce_pot", "all_in": "announce_count"}
RULE_OF = {"pot": "bet.pot_count", "all_in": "pot.count_all_in"}


# ---- a player's request ----------------------------------------------------------------------
def open_request(h: Hand) -> ops.Asking | None:
    """The request betting waits on: asked in this round and not yet answered."""
    return h.open_ask()  # the engine's: an announcement of a count answers it


def count_key(h: Hand, ask: ops.Asking) -> int:
    """The right count for the open request."""
    if ask.what == "all_in":
        return all_in_count(h, ask.of or 0)
    return pot_count(h)


def _asked_this_round(h: Hand) -> int:
    n = 0
    for op in reversed(ledger.deal_log(h)):
        if isinstance(op, ops.RoundOpening):
            break
        n += isinstance(op, ops.Asking)
    return n


def due_request(arb: Arbiter) -> ScriptedRequest | None:
    """The scenario's next request, if it comes before the next decision of this round."""
    h = arb.hand
    if arb.hand_number != 1 or h.round is None:
        return None
    street = h.round.street
    script = arb.setup.requests.get(street, ())
    made = _asked_this_round(h)
    if made < len(script) and script[made].before <= ledger.street_decisions(h, street):
        return script[made]
    return None


def requests_left(arb: Arbiter, street: Street) -> ScriptedRequest | None:
    """A request of `street` never reached (the round, or the hand, ended before it)."""
    script = arb.setup.requests.get(street, ())
    if arb.hand_number != 1 or not script:
        return None
    made = sum(
        1
        for op in _street_log(arb.hand, street)
        if isinstance(op, ops.Asking)
    )
    return script[made] if made < len(script) else None


def _street_log(h: Hand, street: Street) -> list[ops.Op]:
    out: list[ops.Op] = []
    inside = False
    for op in ledger.deal_log(h):
        if isinstance(op, ops.RoundOpening):
            inside = op.street is street
        elif inside:
            out.append(op)
    return out


# ---- the pots at the pull -----------------------------------------------------------------------
def pots_key(h: Hand) -> tuple[int, ...]:
    """Each pot after pulling the bets in now, main pot first (pot.all_in)."""
    return tuple(amount for amount, _ in collect_record(h).pots)


def makes_side_pot(h: Hand) -> bool:
    """This pull leaves a side pot that was not there before."""
    return len(pots_key(h)) > max(1, len(h.pots))


def pots_required(arb: Arbiter) -> bool:
    """Audition: the amounts are required whenever an all-in makes a side pot."""
    return arb.setup.mode is Mode.AUDITION and makes_side_pot(arb.hand)


# ---- rake and drop ------------------------------------------------------------------------------
def house_due(arb: Arbiter) -> RakeTaken | None:
    """What the house takes from this hand (None: the table takes no rake)."""
    rule = arb.setup.rake
    if rule is None:
        return None
    h = arb.hand
    whole = sum(p.amount for p in h.pots) + sum(h.house.values())  # before anything taken
    due = rake_due(whole, rule, flop_dealt=h.street is not Street.PREFLOP)
    if rule.bad_beat and not drop_qualifies(arb):  # jackpot.bad_beat: no drop from this hand
        return RakeTaken(due.rake, 0)
    return due


def house_owed(arb: Arbiter) -> dict[str, int]:
    """kind -> amount still to take ("rake", "drop"), before any push."""
    due = house_due(arb)
    h = arb.hand
    if due is None or h.awarded:
        return {}
    owed = {"rake": due.rake, "drop": due.drop}
    return {k: v for k, v in owed.items() if v > 0 and h.house.get(k, 0) == 0}


# ---- reading the hands --------------------------------------------------------------------------
def reads_required(arb: Arbiter) -> bool:
    return arb.setup.read_hands or arb.setup.mode is Mode.AUDITION


def tabled(h: Hand) -> list[int]:
    """The hands face up at this deal's showdown, in the order shown (mucked ones left out;
    a showdown before a void hand or a misdeal is none), each a hand of five cards now."""
    deal = ledger.deal_log(h)
    shown = next((op for op in reversed(deal) if isinstance(op, ops.Showdown)), None)
    if shown is None:
        return []
    made = ledger.hand_values(h)
    return [s for s, _ in shown.shown if s in h.live and s in made]


def read_seats(h: Hand) -> set[int]:
    return {op.seat for op in ledger.deal_log(h) if isinstance(op, ops.HandReading)}


def unread(h: Hand) -> list[int]:
    done = read_seats(h)
    return [s for s in tabled(h) if s not in done]


def next_pot(h: Hand) -> int | None:
    """The pot pushed next: the last one made still in the middle (award.side_first)."""
    left = [i for i in range(len(h.pots)) if i not in h.awarded]
    return left[-1] if left else None


def contesting(h: Hand, pot: int) -> list[int]:
    """The tabled hands that contest pot `pot`, in the order shown."""
    eligible = set(h.pots[pot].eligible)
    return [s for s in tabled(h) if s in eligible]


def readable(h: Hand) -> list[int]:
    """The unread tabled hands that still contest a pot in the middle: a reading may come
    any time before the last pot a hand contests is pushed."""
    left = {s for i in range(len(h.pots)) if i not in h.awarded for s in h.pots[i].eligible}
    return [s for s in unread(h) if s in left]


def reads_owed(arb: Arbiter) -> list[int]:
    """showdown.read_hand, as CONTRACT.md words it ("every tabled hand must be read before
    its pot is pushed"): the unread hands that contest the pot pushed next. A hand in the
    main pot only may wait until the side pots are pushed; one that contests a side pot is
    read before it."""
    h = arb.hand
    pot = next_pot(h)
    if not reads_required(arb) or pot is None:
        return []
    done = read_seats(h)
    return [s for s in contesting(h, pot) if s not in done]


def reading_key(h: Hand, seat: int) -> Reading:
    """What a reading of `seat`'s tabled hand says (only that hand is valued)."""
    value = ledger.hand_value(h, seat)
    assert value is not None, f"seat {seat} has no hand of five to read"
    if h.game.high is None:  # razz.low: read as its low (`hand: low`, `low: [...]`)
        return "low", ()
    return reading_of(value)


def low_key(h: Hand, seat: int) -> tuple[str, ...] | None:
    """What a reading of `seat`'s low says in a hi-lo game (hilo.read): its five ranks,
    highest first, or () for none; None in a game with no low."""
    if h.game.low is None:
        return None
    if not h.game.hilo:  # razz.low: the hand is its low, its five ranks
        value = ledger.hand_value(h, seat)
        return value.ranks if isinstance(value, LowValue) else ()
    low = ledger.low_values(h).get(seat)
    return low.ranks if low is not None else ()
