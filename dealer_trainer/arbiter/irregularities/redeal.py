"""Board cards dealt again (a premature flop, a four-card flop under the seeds and Robert's,
and the end of a premature turn or river): the cards back into the stub, the betting
round completed, shuffle, cut, and the street dealt again."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .. import corrections as C
from .. import ledger, procedure, schedule
from ..actions import TraineeAction
from ..corrections import Correction
from ..procedure import Expect

if TYPE_CHECKING:
    from ..arbiter import Arbiter


def expects(arb: Arbiter, c: Correction) -> list[Expect] | None:
    """The flop dealt again (error.premature_flop, error.flop_too_many)."""
    return redeal_expects(arb, c, "flop", "error.flop_redeal", board_zone=True)


def diagnose(
    arb: Arbiter, a: TraineeAction, first: Expect, c: Correction
) -> tuple[str, str, dict[str, object]]:
    rule, name = first.rule, a.name
    if name == "return_to_deck" and any(z in ("burns", "muck") for z in a.zones):
        return rule, "error.flop_redeal.burns", {}
    if name == "burn" and first.example.name in ledger.STREET_CARDS:
        return rule, "error.flop_redeal.no_burn", {}
    if name in ("shuffle", "cut", "flop") and arb.hand.to_act() is not None:
        return rule, "error.flop_redeal.round_open", {}
    return rule, "error.flop_redeal.wrong", {}


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
        return _step(arb, c, "shuffle", "hint.reshuffle", rule, do_redeal_shuffle)
    if c.stage is C.Stage.SHUFFLED:
        return _step(arb, c, "cut", "hint.recut", rule, do_redeal_cut)
    if c.burn_owed and c.stage is C.Stage.CUT:  # the early card had no burn: this one has
        return _step(
            arb, c, "burn", "hint.burn_owed", "burn.before_each_street", do_redeal_burn,
            {"street": street},
        )
    hint = "hint.street" if c.burn_owed else "hint.street_no_burn"
    return _step(
        arb, c, street, hint, rule, lambda arb, c: do_redeal_card(arb, c, street),
        {"street": street},
    )


def _step(
    arb: Arbiter,
    c: Correction,
    name: str,
    hint: str,
    rule: str,
    do: Callable[[Arbiter, Correction], None],
    params: dict[str, object] | None = None,
) -> list[Expect]:
    """The one step the redeal expects now: `name`, which does `do` to this correction."""
    return [Expect(TraineeAction(name), hint, rule, lambda a: do(arb, c), params or {})]


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
