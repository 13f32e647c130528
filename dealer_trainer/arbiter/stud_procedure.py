"""The stud games' dealing procedure (RULES.md "Seven Card Stud, Stud hi-lo and Razz"): at
each moment the right next steps, as `procedure.py` gives them for the flop games.

The shuffle and the cut, the antes (`stud.antes`), each street's cards in deal order with the
face the street calls for (`stud.deal`, `stud.deal_face`), the burn before each street after
third (`stud.burn`), the bring-in named after the last door card (`stud.bring_in`,
`razz.bring_in`) and the first to act named before each later round (`stud.first_to_act`,
`razz.first_to_act`), the betting, the showdown (`stud.showdown_order`, `stud.table_all`), the
readings and the award. There is no button: the hand is over when the last pot is pushed.

Where the hand stands is read from the log and the zones: the streets whose round is open
(`StudRoundOpening`, made when the dealer names who starts it), the cards each live seat holds.
"""

from __future__ import annotations

from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING

from ..engine import ops
from ..engine.config import Street, next_seat
from ..engine.stud_ops import StudRoundOpening
from . import ledger, procedure, steps, stud_stub
from . import stud_diagnose as why
from .actions import TraineeAction
from .procedure import Expect, Phase
from .stud_steps import (
    board_words,
    do_ante,
    do_antes,
    do_award,
    do_name,
    do_stud_deal,
    do_stud_showdown,
)

if TYPE_CHECKING:
    from ..engine.hand import Hand
    from .arbiter import Arbiter


def streets(h: Hand) -> tuple[Street, ...]:
    return tuple(Street(s) for s in h.game.streets)


def opened(h: Hand) -> int:
    """The streets whose betting round is open or done in this deal."""
    return sum(isinstance(op, StudRoundOpening) for op in ledger.deal_log(h))


def cards_through(h: Hand, k: int) -> int:
    """The cards a live seat holds once street `k` (0: third) is dealt."""
    return sum(len(f) for f in h.game.faces[: k + 1])


def next_pitch(h: Hand, k: int) -> tuple[int, bool, bool] | None:
    """The seat street `k`'s next card goes to, in deal order, round by round, the face the
    book calls for (stud.deal, stud.deal_face) and the street's usual face: third street's
    upcard goes down to a seat whose downcard was exposed (RP-10-A; Robert's Stud 5). None:
    the street is dealt."""
    faces = h.game.faces[k]
    before = cards_through(h, k - 1) if k else 0
    for r, up in enumerate(faces):
        for seat in sorted(h.live):
            if len(h.zones.hole[seat]) < before + r + 1:
                if k == 0 and up and h.upcards(seat):
                    return seat, False, up
                return seat, up, up
    return None


def burns_before(k: int) -> bool:
    """Is street `k` (0: third) dealt after a burn? Every street but the first (stud.burn)."""
    return k > 0


def naming_rule(low_order: bool, street: Street) -> str:
    """The rule that names who starts `street`'s round: the bring-in on third street, the
    best board after; in razz (`low_order`) the highest door card, then the lowest board."""
    if street is Street.THIRD:
        return "razz.bring_in" if low_order else "stud.bring_in"
    return "razz.first_to_act" if low_order else "stud.first_to_act"


def burned_for(h: Hand) -> bool:
    """The burn of the street being dealt is done (stud.burn): a burn since the last round
    opened (a burn that took two cards is one, error.stud_double_burn; one that took none
    too, as the dealer believes: error.stud_missed_burn, which owes its own burn if seen at
    once, and corrects the street's cards if found after them)."""
    log = ledger.deal_log(h)
    last = max((i for i, op in enumerate(log) if isinstance(op, StudRoundOpening)), default=-1)
    return any(isinstance(op, ops.CardBurning | ops.BurnMisfiring) for op in log[last + 1:])


def _deal_expects(arb: Arbiter) -> list[Expect]:
    h = arb.hand
    k = opened(h)
    street = streets(h)[k]
    last = k == len(h.game.streets) - 1
    if last and stud_stub.common_owed(h):  # stud.short_stub
        return [_naming(arb, street)] if h.zones.board else stud_stub.stub_expects(arb)
    pitch = next_pitch(h, k)
    if last and pitch is not None and (burned_for(h) or stud_stub.plan(h) == "first"):
        due = sum(len(h.zones.hole[s]) < cards_through(h, k) for s in h.live)
        short = stud_stub.seventh_expects(arb, due)
        if short:
            return short
    if pitch is None:
        return [_naming(arb, street)]
    if burns_before(k) and not burned_for(h):
        return [Expect(TraineeAction("burn"), "hint.stud_burn", "stud.burn",
                       partial(steps.do_burn, arb), {"street": street.value},
                       why_not=why.owed_first)]
    seat, up, usual = pitch
    name = "deal" if up == usual else ("deal_up" if up else "deal_down")
    same = ("deal", "deal_up" if up else "deal_down")
    rule = "stud.deal_face" if name != "deal" else "stud.deal"
    return [Expect(TraineeAction(name, seat=seat), "hint.stud_deal", rule,
                   partial(do_stud_deal, arb, up), {"seat": seat},
                   match=lambda a, s=seat, ok=same if name == "deal" else (name,): (
                       a.name in ok and a.seat == s),  # type: ignore[misc]
                   why_not=why.deal)]


def _naming(arb: Arbiter, street: Street) -> Expect:
    """Who starts the round: the bring-in on third street, the best board after."""
    h = arb.hand
    first = h.stud_first(street)
    assert first is not None
    rule = naming_rule(h.game.low_order, street)
    if street is Street.THIRD:
        passed = passed_low_card(arb, first)
        if passed:  # Robert's Stud 5: the action starts at his left, no forced bet
            first = next_seat(tuple(sorted(h.live)), passed)
        first = with_chips(h.live, h.all_in, first)
        return Expect(TraineeAction("bring_in", seat=first), "hint.stud_bring_in", rule,
                      partial(do_name, arb, street, passed), {"seat": first},
                      match=lambda a: a.name == "bring_in" and a.seat == first,
                      why_not=why.naming)
    hand, ranks = board_words(h, first)

    def match(a: TraineeAction) -> bool:
        if a.name != "first_to_act" or a.seat != first:
            return False
        return a.hand is None or (a.hand == hand and a.ranks in ((), ranks))

    return Expect(TraineeAction("first_to_act", seat=first), "hint.stud_first_to_act", rule,
                  partial(do_name, arb, street, 0), {"seat": first}, match=match,
                  why_not=why.naming)


def with_chips(live: frozenset[int] | set[int], all_in: frozenset[int], low: int) -> int:
    """The seat that starts third-street action: the low card, or, when he is all in for his
    ante, the first seat to his left with chips ("the player to your left acts first. That
    player can fold, open for the forced bet, or open for a full bet", Robert's Stud 8; TDA
    RP-10-E). CONTRACT.md's `bring_in: S` names that seat, as after Robert's Stud 5."""
    seats, seat = tuple(sorted(live)), low
    for _ in seats:
        if seat not in all_in:
            return seat
        seat = next_seat(seats, seat)
    return low


def passed_low_card(arb: Arbiter, low: int) -> int:
    """error.stud_exposed_downcard where the house does not make the exposed card a door
    card like any other (Robert's Stud 5): "if the first card dealt faceup would have been
    the lowcard, action starts with the first hand to that player's left". His seat, or 0."""
    if arb.config.preset.stud_exposed_door:
        return 0
    exposed = {c.seat for c in arb.corrections if c.rule == "error.stud_exposed_downcard"}
    return low if low in exposed else 0


def _award(arb: Arbiter) -> list[Expect]:
    """The ordinary awards (procedure.award_expects), the hand finished after the last."""
    out = []
    for e in procedure.award_expects(arb):
        if e.example.name == "award":
            e.run = partial(do_award, arb, e.run)
            out.append(e)
    return out


def _showdown(arb: Arbiter) -> Expect:
    return Expect(TraineeAction("showdown"), "hint.showdown", "stud.showdown_order",
                  partial(do_stud_showdown, arb))


def _antes(arb: Arbiter) -> list[Expect]:
    """`antes`, or one seat's `ante: S` at a time (CONTRACT.md), in any order."""
    one = [Expect(TraineeAction("ante", seat=s), "hint.stud_antes", "stud.antes",
                  partial(do_ante, arb), {"seat": s}, visible=False, why_not=why.owed_first)
           for s in arb.hand.antes_owed()]
    return [Expect(TraineeAction("antes"), "hint.stud_antes", "stud.antes",
                   partial(do_antes, arb), why_not=why.owed_first), *one]


def _antes_early(arb: Arbiter) -> list[Expect]:
    if not (arb.config.ante and arb.hand.antes_owed()):
        return []
    return [replace(e, visible=False) for e in _antes(arb)]


def _deals(arb: Arbiter) -> bool:
    """A street still to deal after this round (stud.deal)."""
    return opened(arb.hand) < len(streets(arb.hand))


# the stud games' part of the one procedure (procedure.PROCEDURE, procedure.phase): the
# shuffle (quick or full), the cut, the announcements, the betting and the pushes are the
# flop games' rows; the antes, each street's cards and the showdown order are theirs
def _antes_owed(arb: Arbiter) -> bool:
    return bool(arb.config.ante and arb.hand.antes_owed())


def _no_hole_deal(arb: Arbiter) -> bool:
    return False  # every street's cards come after the round before it


STUD = procedure.Family(
    forced_owed=_antes_owed,
    forced=_antes,
    forced_early=_antes_early,
    dealing=_no_hole_deal,
    cards_to_come=_deals,
    street_phase=Phase.DEAL,
    deal=_deal_expects,
    streets=_deal_expects,
    showdown=_showdown,
    awards=_award,
    end=Phase.DONE,
    other_step=why.other_step,
)
procedure.FAMILIES["stud"] = STUD
