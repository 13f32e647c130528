"""The house's fees across hands (RULES.md "House fees and jackpots", *house options*):

- `house.time_collection`: on a hand when time is due (`DrillSetup.time_due`), the dealer
  takes the table's amount from each player dealt in (`collect_time: S`, the engine's
  `Hand.collect_time`) before the first card; it goes to the house, not to the pot.
- `jackpot.bad_beat`: the drop is taken only from a hand that qualifies for it (the pot at
  ten small blinds or more, four players dealt in, the flop dealt), and when the tabled
  hands hit the jackpot (a hand of aces full of tens or better loses, both players using
  both hole cards, four of a kind only with a pocket pair) the dealer calls the floor
  before any push, kill or muck (`call_floor`).

What is done is read from the hand (its `time`, a `CorrectionNoted` of the floor's call),
never kept. The procedure (`procedure.py`) makes the steps `Expect`s; `diagnose.py` asks
`invalid` and `judge` here.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from ..engine.cards import Card, parse_cards
from ..engine.config import Street
from ..engine.hand import Hand
from ..engine.hands import Category, HandValue, evaluate
from ..engine.ops_noted import CorrectionNoted
from ..engine.tidyops import tabled_hole
from . import ledger
from .actions import TraineeAction

if TYPE_CHECKING:
    from .arbiter import Arbiter

TIME_RULE = "house.time_collection"
JACKPOT_RULE = "jackpot.bad_beat"
# jackpot.bad_beat's example: the losing hand must be aces full of tens or better
QUALIFIER = evaluate(parse_cards("Ac Ad Ah Tc Td"))
DROP_POT_BLINDS, DROP_PLAYERS = 10, 4  # the drop: ten small blinds in the pot, four dealt in


# ---- house.time_collection --------------------------------------------------------------
def time_owed(arb: Arbiter) -> list[int]:
    """The seats dealt in whose time is still to collect, before the first card."""
    h = arb.hand
    if not h.config.time or ledger.pitches(h) > 0:
        return []
    return [s for s in h.occupied if s not in h.time and h.stacks[s] > 0]


def do_collect_time(arb: Arbiter, a: TraineeAction) -> None:
    assert a.seat is not None
    arb.hand.collect_time(a.seat)


def time_by_seat(arb: Arbiter) -> dict[str, int]:
    """What the house collected, by seat, over the drill's hands (the result's `final.time`)."""
    out: dict[int, int] = {}
    records = [r.get("time") or {} for r in arb.hand_records]
    if not arb.complete:
        records.append({str(s): n for s, n in arb.hand.time.items()})
    for rec in records:
        assert isinstance(rec, dict)
        for seat, n in rec.items():
            out[int(seat)] = out.get(int(seat), 0) + n
    return {str(s): n for s, n in sorted(out.items())}


# ---- jackpot.bad_beat ---------------------------------------------------------------------
def bad_beat_table(arb: Arbiter) -> bool:
    rake = arb.setup.rake
    return rake is not None and rake.bad_beat


def drop_qualifies(arb: Arbiter) -> bool:
    """jackpot.bad_beat: the drop is taken only when the pot has reached ten small blinds, at
    least four players were dealt in, and the flop was dealt."""
    h = arb.hand
    whole = sum(p.amount for p in h.pots) + sum(h.house.values())
    return (whole >= DROP_POT_BLINDS * h.small_blind and len(h.occupied) >= DROP_PLAYERS
            and h.street is not Street.PREFLOP)


def uses_both(hole: list[Card], board: list[Card], value: HandValue) -> bool:
    """The hand's value is made with both hole cards and three of the board."""
    return any(evaluate((*hole, *three)).strength == value.strength
               for three in combinations(board, 3))


def jackpot_hit(h: Hand) -> bool:
    """jackpot.bad_beat: at the showdown a hand of aces full of tens or better loses to a
    better one, both players use both hole cards, four of a kind counts only made with a
    pocket pair (hold'em)."""
    if not h.game.bad_beat or len(h.zones.board) < 5:
        return False
    holes = {s: list(tabled_hole(h, s)) for s in h.live & h.shown}  # mucked with the push too
    tabled = {s: cards for s, cards in holes.items() if len(cards) == h.game.hole_cards}
    return len(tabled) >= 2 and bad_beat(tabled, list(h.zones.board))


def bad_beat(holes: dict[int, list[Card]], board: list[Card]) -> bool:
    """The tabled hold'em hands `holes` on a full `board` hit the jackpot (jackpot_hit)."""
    values = {s: evaluate((*hole, *board)) for s, hole in holes.items()}
    top = max(v.strength for v in values.values())
    winners = [s for s in holes if values[s].strength == top]
    losers = [s for s in holes if values[s].strength < top]
    if not losers:
        return False
    loser = max(losers, key=lambda s: values[s].strength)
    lost = values[loser]
    if lost.strength < QUALIFIER.strength or not uses_both(holes[loser], board, lost):
        return False
    if lost.category is Category.FOUR_OF_A_KIND and not _quads_with_pair(holes[loser], board):
        return False
    return any(uses_both(holes[w], board, values[w]) for w in winners)


def _quads_with_pair(hole: list[Card], board: list[Card]) -> bool:
    rank = hole[0].rank
    return hole[1].rank == rank and sum(c.rank == rank for c in board) == 2


def floor_called(h: Hand) -> bool:
    return any(isinstance(op, CorrectionNoted) and op.rule == JACKPOT_RULE for op in h.log)


def floor_owed(arb: Arbiter) -> bool:
    """A qualifying bad beat tabled and the floor not yet called: nothing is pushed."""
    h = arb.hand
    return (bad_beat_table(arb) and ledger.shown(h) and not h.awarded
            and not floor_called(h) and jackpot_hit(h))


def do_call_floor(arb: Arbiter) -> None:
    arb.hand.note(CorrectionNoted(JACKPOT_RULE, "call_floor"))


# ---- what diagnose.py asks --------------------------------------------------------------
def invalid(arb: Arbiter, a: TraineeAction) -> tuple[str, dict[str, object]] | None:
    """`collect_time` at a table that collects no time is a step that cannot be done."""
    if a.name == "collect_time" and arb.setup.time_collection is None:
        return "invalid.no_time", {}
    return None


def judge(arb: Arbiter, a: TraineeAction) -> tuple[str, str, dict[str, object]] | None:
    """The rule and message of a step off the house's fees, or None."""
    h = arb.hand
    if a.name == "collect_time":
        if ledger.pitches(h) > 0:
            return TIME_RULE, "house.time_collection.after_deal", {"seat": a.seat}
        if a.seat in h.time:
            return TIME_RULE, "house.time_collection.paid", {"seat": a.seat}
        return TIME_RULE, "house.time_collection.not_due", {"seat": a.seat}
    if a.name == "deal" and ledger.pitches(h) == 0 and time_owed(arb):
        return TIME_RULE, "house.time_collection.before_deal", {"seat": time_owed(arb)[0]}
    if floor_owed(arb):  # a push, a kill, the rake: nothing moves before the floor
        return JACKPOT_RULE, "jackpot.bad_beat.floor_first", {}
    if a.name == "drop" and bad_beat_table(arb) and not drop_qualifies(arb):
        return JACKPOT_RULE, "jackpot.bad_beat.no_drop", {"blinds": DROP_POT_BLINDS,
                                                          "players": DROP_PLAYERS}
    return None
