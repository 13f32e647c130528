"""Corrections: the steps each open irregularity owes, in order, and doing them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine import ops
from . import corrections as C
from . import ledger, procedure, schedule
from .actions import TraineeAction
from .corrections import Correction
from .mistakes import MistakeKind
from .procedure import Expect

if TYPE_CHECKING:
    from .arbiter import Arbiter


def correction_expects(arb: Arbiter, c: Correction) -> list[Expect] | None:
    h = arb.hand
    if c.kind is C.MISDEAL:
        return [
            Expect(
                TraineeAction("misdeal"),
                "hint.misdeal",
                c.rule,
                lambda a, c=c: do_misdeal(arb, c),  # type: ignore[misc]
            )
        ]  # type: ignore[misc]
    if c.kind is C.REPLACE_EXPOSED:
        if ledger.pitches(arb.hand) < 2 * len(h.occupied):
            return None
        return [
            Expect(
                TraineeAction("replace_exposed", seat=c.seat),
                "hint.replace_exposed",
                c.rule,
                lambda a, c=c: do_replace(arb, c),  # type: ignore[misc]
                {"seat": c.seat},
            )
        ]
    if c.kind is C.RETURN_EXTRA:
        return [
            Expect(
                TraineeAction("return_extra", seat=c.seat),
                "hint.return_extra",
                c.rule,
                lambda a, c=c: do_return_extra(arb, c),  # type: ignore[misc]
                {"seat": c.seat},
            )
        ]
    if c.kind is C.SCRAMBLE:
        return [
            Expect(
                TraineeAction("scramble_flop"),
                "hint.scramble",
                c.rule,
                lambda a, c=c: do_scramble(arb, c),  # type: ignore[misc]
            )
        ]  # type: ignore[misc]
    if c.kind is C.FLOP_REDEAL:
        return redeal_expects(arb, c, "flop", "error.flop_redeal", board_zone=True)
    if c.kind is C.PREMATURE:
        if c.stage is C.Stage.START:
            return [
                Expect(
                    TraineeAction("set_aside"),
                    "hint.set_aside",
                    c.rule,
                    lambda a, c=c: do_set_aside(arb, c),  # type: ignore[misc]
                )
            ]  # type: ignore[misc]
        if c.stage is C.Stage.AFTER_SET_ASIDE:
            # the round goes on as normal until the street to redeal is next
            redeal = c.redeal_street
            if (
                ledger.STAGE_STREET.get(ledger.stage(arb.hand)) != redeal
                or not h.is_round_complete()
            ):
                return None
            if h.bets_out() or len(h.live) == 1:
                return None
            c.stage = C.Stage.RETURN
        return redeal_expects(arb, c, c.redeal_street or "river", c.rule, board_zone=False)
    return None  # pragma: no cover


def redeal_expects(
    arb: Arbiter, c: Correction, street: str, rule: str, *, board_zone: bool
) -> list[Expect]:
    """Back into the stub, (the round completes), shuffle, cut, the card without a burn."""
    h = arb.hand
    zone = "board" if board_zone else "set_aside"
    hint_return = "hint.return_board" if board_zone else "hint.return_set_aside"
    returned = c.stage not in (C.Stage.START, C.Stage.RETURN)
    ex: list[Expect] = []
    if not returned:
        ex.append(
            Expect(
                TraineeAction("return_to_deck", zones=(zone,)),
                hint_return,
                rule,
                lambda a, c=c: do_return(arb, c, zone),  # type: ignore[misc]
            )
        )  # type: ignore[misc]
    seat = h.to_act()
    if seat is not None:  # premature flop: the betting round completes first
        ex.append(procedure.wait_expect(arb, seat))
        return ex
    if h.bets_out():
        ex.append(procedure.collect_expect(arb))
        return ex
    if len(h.live) == 1:
        return ex + procedure.award_expects(arb) if ex else procedure.award_expects(arb)
    if not returned:
        return ex
    if c.stage is C.Stage.RETURNED:
        return [
            Expect(
                TraineeAction("shuffle"),
                "hint.reshuffle",
                rule,
                lambda a, c=c: do_redeal_shuffle(arb, c),  # type: ignore[misc]
            )
        ]  # type: ignore[misc]
    if c.stage is C.Stage.SHUFFLED:
        return [
            Expect(
                TraineeAction("cut"),
                "hint.recut",
                rule,
                lambda a, c=c: do_redeal_cut(arb, c),  # type: ignore[misc]
            )
        ]  # type: ignore[misc]
    if c.burn_owed and c.stage is C.Stage.CUT:  # the early card had no burn: this one has
        return [
            Expect(
                TraineeAction("burn"),
                "hint.burn_owed",
                "burn.before_each_street",
                lambda a, c=c: do_redeal_burn(arb, c),  # type: ignore[misc]
                {"street": street},
            )
        ]  # type: ignore[misc]
    return [
        Expect(
            TraineeAction(street),
            "hint.street" if c.burn_owed else "hint.street_no_burn",
            rule,
            lambda a, c=c: do_redeal_card(arb, c, street),  # type: ignore[misc]
            {"street": street},
        )
    ]


def do_misdeal(arb: Arbiter, c: Correction) -> None:
    h = arb.hand
    for other in arb.open_corrections():
        if other is not c and other.kind in (C.REPLACE_EXPOSED, C.RETURN_EXTRA):
            other.closed = other.corrected = True  # the deal they belonged to is void
    for i, m in enumerate(arb.scheduled):  # the redeal is clean: each mistake fires once
        if m.kind in (MistakeKind.EXPOSED_HOLE_CARD, MistakeKind.EXTRA_CARD):
            arb.fired.add(i)
    h.gather_all()
    schedule.note_correction(arb, c, "misdeal")
    c.stage = C.Stage.DONE


def do_replace(arb: Arbiter, c: Correction) -> None:
    assert c.seat is not None
    h = arb.hand
    op = h.replace_exposed(c.seat)
    assert isinstance(op, ops.ExposedReplacing)
    schedule.note_correction(arb, c, "replace_exposed")  # the exposed card is the flop's burn
    c.stage = C.Stage.DONE


def do_return_extra(arb: Arbiter, c: Correction) -> None:
    assert c.seat is not None
    arb.hand.return_extra(c.seat)
    # an exposed card of this deal may already be in the burn pile: the extra card, now
    # on top, "is the next card burnt" too, so the card a player held never turns up on
    # the board (ledger.burned reads it so)
    schedule.note_correction(arb, c, "return_extra")
    c.stage = C.Stage.DONE


def do_scramble(arb: Arbiter, c: Correction) -> None:
    arb.hand.scramble_into_burn(4)  # the card back on top is the next burnt, before the turn
    schedule.note_correction(arb, c, "scramble_flop")
    c.stage = C.Stage.DONE
    c.closed = c.corrected = True  # before the flop round opens: a mistake may fire in it
    schedule.street_dealt(arb)


def do_set_aside(arb: Arbiter, c: Correction) -> None:
    arb.hand.set_aside_last_board_card()
    schedule.note_correction(arb, c, "set_aside")
    c.stage = C.Stage.AFTER_SET_ASIDE
    c.corrected = True  # what is owed now waits for the round; the rest is checked then


def do_return(arb: Arbiter, c: Correction, zone: str) -> None:
    arb.hand.return_to_stub((zone,))
    schedule.note_correction(arb, c, f"return_to_deck: [{zone}]")
    c.stage = C.Stage.RETURNED


def do_redeal_shuffle(arb: Arbiter, c: Correction) -> None:
    arb.hand.shuffle()
    c.stage = C.Stage.SHUFFLED


def do_redeal_cut(arb: Arbiter, c: Correction) -> None:
    arb.hand.cut()
    c.stage = C.Stage.CUT


def do_redeal_burn(arb: Arbiter, c: Correction) -> None:
    arb.hand.burn()
    schedule.note_correction(arb, c, "burn")
    c.stage = C.Stage.BURNT


def do_redeal_card(arb: Arbiter, c: Correction, street: str) -> None:
    h = arb.hand
    h.turn_board(ledger.STREET_CARDS[street])
    schedule.note_correction(arb, c, street)
    c.stage = C.Stage.DONE
    c.closed = c.corrected = True
    schedule.street_dealt(arb)
