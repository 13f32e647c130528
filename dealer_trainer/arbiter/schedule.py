"""The dealer mistakes the simulator makes: when a scheduled one fires, what it does to the
table (engine operations), and the irregularity it opens for the trainee to correct."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.config import HouseRules, Street
from . import corrections as C
from . import deal_random, ledger
from .actions import TraineeAction
from .corrections import Correction
from .mistakes import MistakeKind, MistakeSpec
from .outcome import Event

if TYPE_CHECKING:
    from .arbiter import Arbiter


def random_mistake(arb: Arbiter) -> MistakeSpec:
    kind = arb.mistake_rng.choice(list(MistakeKind))
    n = len(arb.hand.occupied)
    if kind in deal_random.DEAL_KINDS:
        return deal_random.random_spec(arb, kind)
    if kind is MistakeKind.EXPOSED_HOLE_CARD:
        return MistakeSpec(kind, cards=(arb.mistake_rng.randint(1, 2 * n),), hand=arb.hand_number)
    if kind is MistakeKind.EXTRA_CARD:
        return MistakeSpec(kind, count=1, hand=arb.hand_number)
    return MistakeSpec(kind, after=arb.mistake_rng.randint(1, 2), hand=arb.hand_number)


def fires_exposed(arb: Arbiter, pitch: int) -> bool:
    for i, m in enumerate(arb.scheduled):
        if m.kind is MistakeKind.EXPOSED_HOLE_CARD and i not in arb.fired:
            cards = m.cards or (1,)
            if pitch in cards:
                if pitch == max(cards):
                    arb.fired.add(i)
                return True
    return False


def on_exposed(arb: Arbiter, seat: int) -> None:
    house = arb.config.house_rules
    misdeal_pitches = (1,) if house is HouseRules.SEEDS else (1, 2)
    if ledger.exposed_count(arb.hand) >= 2:
        rule = "error.two_exposed"
    elif ledger.pitches(arb.hand) in misdeal_pitches:
        rule = "error.exposed_first_card"
    else:
        open_irregularity(
            arb, Correction("error.exposed_hole_card", C.REPLACE_EXPOSED, 0, seat=seat)
        )
        return
    for c in arb.open_corrections():
        if c.kind is C.REPLACE_EXPOSED:
            c.closed = True
            c.corrected = True  # superseded by the misdeal
    open_irregularity(arb, Correction(rule, C.MISDEAL, 0, seat=seat))


def fire_extra(arb: Arbiter) -> None:
    h = arb.hand
    for i, m in enumerate(arb.scheduled):
        if m.kind is MistakeKind.EXTRA_CARD and i not in arb.fired:
            arb.fired.add(i)
            first = h.deal_order()[0]
            for _ in range(max(1, m.count)):
                if h.zones.stub:
                    h.pitch(first)
            if m.count >= 2:
                open_irregularity(arb, Correction("error.two_extra", C.MISDEAL, 0, seat=first))
            else:
                open_irregularity(
                    arb, Correction("error.extra_card", C.RETURN_EXTRA, 0, seat=first)
                )
            return


def open_irregularity(arb: Arbiter, c: Correction) -> None:
    c.tda = arb.tda
    arb.corrections.append(c)
    arb.hand.note("irregularity", c.rule)
    arb._mistake_fired = c
    arb._events.append(Event("mistake", c.seat, rule=c.rule))


def note_correction(arb: Arbiter, c: Correction, action: str) -> None:
    arb.hand.note("correction", c.rule, action)


def fire_premature(arb: Arbiter, street: Street) -> None:
    h = arb.hand
    if h.is_round_complete():
        return
    kinds = {
        Street.PREFLOP: MistakeKind.PREMATURE_FLOP,
        Street.FLOP: MistakeKind.PREMATURE_TURN,
        Street.TURN: MistakeKind.PREMATURE_RIVER,
    }
    want = kinds.get(street)
    board_before = {Street.PREFLOP: 0, Street.FLOP: 3, Street.TURN: 4}.get(street)
    if arb.open_corrections() or len(h.zones.board) != board_before:
        return
    for i, m in enumerate(arb.scheduled):
        if m.kind is want and i not in arb.fired and m.after <= ledger.round_decisions(h):
            arb.fired.add(i)
            if len(h.zones.stub) < 4:
                return
            h.burn()
            if want is MistakeKind.PREMATURE_FLOP:
                h.turn_board(3)
                open_irregularity(arb, Correction("error.premature_flop", C.FLOP_REDEAL, 0))
            else:
                h.turn_board(1)
                open_premature(arb, street)
            return


def open_premature(arb: Arbiter, street: Street, *, burn_owed: bool = False) -> None:
    if street is Street.FLOP:
        rule, early = "error.premature_turn", "turn"
        redeal = "turn" if arb.tda else "river"
    else:
        rule, early, redeal = "error.premature_river", "river", "river"
    open_irregularity(
        arb,
        Correction(rule, C.PREMATURE, 0, street=early, redeal_street=redeal, burn_owed=burn_owed),
    )


def fires(arb: Arbiter, kind: MistakeKind) -> bool:
    for i, m in enumerate(arb.scheduled):
        if m.kind is kind and i not in arb.fired:
            arb.fired.add(i)
            return True
    return False


def street_dealt(arb: Arbiter) -> None:
    h = arb.hand
    h.start_round(Street(ledger.STAGE_STREET[ledger.stage(arb.hand)]))
    fire_premature(arb, h.round.street if h.round else Street.FLOP)


def premature_board(arb: Arbiter, a: TraineeAction) -> Correction | None:
    h = arb.hand
    if a.name not in ledger.STREET_CARDS or arb.open_corrections():
        return None
    if ledger.pitches(arb.hand) < 2 * len(h.occupied) or h.to_act() is None:
        return None
    if ledger.STAGE_STREET.get(ledger.stage(arb.hand)) != a.name:
        return None
    street = h.round.street if h.round else Street.PREFLOP
    unburnt = not ledger.burned(arb.hand)  # a burn before the round is complete is refused
    if a.name == "flop":
        h.turn_board(3)
        open_irregularity(
            arb, Correction("error.premature_flop", C.FLOP_REDEAL, 0, burn_owed=unburnt)
        )
    else:
        h.turn_board(1)
        open_premature(arb, street, burn_owed=unburnt)
    return arb._mistake_fired
