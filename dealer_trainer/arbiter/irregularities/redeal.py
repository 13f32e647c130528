"""Board cards dealt again, the correction sequence shared by a premature flop, a four-card
flop under the seeds and Robert's, and the end of a premature turn or river: the cards back
into the stub, the betting round completed, shuffle, cut, and the street dealt again (with
its burn, if the early card had none). Also what the premature irregularities share: when a
scheduled one is due, and when a card the trainee turned is one turned early."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .. import ledger, procedure, steps
from ..actions import TraineeAction
from ..mistakes import MistakeKind
from ..moments import Cue
from ..procedure import Expect
from .base import Correction, Diagnosis, Stage, note_correction, pending, spend
from .misfired_burn import BurnStage

if TYPE_CHECKING:
    from ..arbiter import Arbiter


def redeal_plan(*, burn_owed: bool) -> tuple[Stage, ...]:
    """Back into the stub, shuffle, cut, (the burn the early card did not have), the street."""
    burn = (Stage.BURN,) if burn_owed else ()
    return (Stage.RETURN, Stage.SHUFFLE, Stage.CUT, *burn, Stage.STREET, Stage.DONE)


def redeal_expects(
    arb: Arbiter, c: Correction, street: str, rule: str, *, board_zone: bool
) -> list[Expect]:
    """Back into the stub, (the round completes), shuffle, cut, the card (burnt for if owed)."""
    h = arb.hand
    zone = "board" if board_zone else "set_aside"
    hint_return = "hint.return_board" if board_zone else "hint.return_set_aside"
    returned = c.stage is not Stage.RETURN
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
    if c.stage is Stage.SHUFFLE:
        return _step(arb, c, "shuffle", "hint.reshuffle", rule, do_redeal_shuffle)
    if c.stage is Stage.CUT:
        return _step(arb, c, "cut", "hint.recut", rule, do_redeal_cut)
    if c.stage is Stage.BURN:  # the early card had no burn: this one has
        return _step(
            arb, c, "burn", "hint.burn_owed", "burn.before_each_street", do_redeal_burn,
            {"street": street},
        )
    hint = "hint.street" if Stage.BURN in c.plan else "hint.street_no_burn"
    return _step(
        arb, c, street, hint, rule, lambda arb, c: do_redeal_card(arb, c, street),
        {"street": street},
    )


def flop_redeal_diagnose(
    arb: Arbiter, a: TraineeAction, first: Expect, c: Correction
) -> Diagnosis:
    """A step off the flop dealt again (error.flop_redeal)."""
    rule, name = first.rule, a.name
    if name == "return_to_deck" and any(z in ("burns", "muck") for z in a.zones):
        return rule, "error.flop_redeal.burns", {}
    if name == "burn" and first.example.name in ledger.STREET_CARDS:
        return rule, "error.flop_redeal.no_burn", {}
    if name in ("shuffle", "cut", "flop") and arb.hand.to_act() is not None:
        return rule, "error.flop_redeal.round_open", {}
    return rule, "error.flop_redeal.wrong", {}


def flop_redeal_off_turn(arb: Arbiter, a: TraineeAction) -> Diagnosis | None:
    """The flop's reshuffle, cut or redeal while its betting round is still open."""
    if a.name in ("shuffle", "cut", "flop") and arb.hand.to_act() is not None:
        return "error.flop_redeal", "error.flop_redeal.round_open", {}
    return None


def redeal_hand_over(c: Correction) -> None:
    """The hand ended before the rest was due (everyone folded): the cards back into the
    stub was what was owed by then."""
    c.corrected = c.stage is not c.plan[0]


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
    note_correction(arb, c, "return_to_deck", f"[{zone}]")


def do_redeal_shuffle(arb: Arbiter, c: Correction) -> None:
    arb.hand.shuffle()


def do_redeal_cut(arb: Arbiter, c: Correction) -> None:
    arb.hand.cut()


def do_redeal_burn(arb: Arbiter, c: Correction) -> None:
    arb.hand.burn()
    note_correction(arb, c, "burn")


def do_redeal_card(arb: Arbiter, c: Correction, street: str) -> None:
    h = arb.hand
    h.turn_board(ledger.STREET_CARDS[street])
    note_correction(arb, c, street)
    c.closed = c.corrected = True
    steps.street_dealt(arb)


# ---- what the premature irregularities share ---------------------------------------------
def premature_due(arb: Arbiter, cue: Cue, kind: MistakeKind, street: str) -> bool:
    """A scheduled premature card of `kind`, for a round on `street`, is due now (after
    its `after` decisions of the round, the board as the game's row has it before the next
    street): it is marked fired; False if the stub is too short for it (it fires no more)."""
    h = arb.hand
    if cue.street != street or h.is_round_complete():
        return False
    if seen_open(arb) or len(h.zones.board) != h.game.board_after(street):
        return False
    for i, m in pending(arb, kind):
        if m.after <= ledger.round_decisions(h):
            spend(arb, i)
            return len(h.zones.stub) >= 4
    return False


def turned_early(arb: Arbiter, a: TraineeAction | None, streets: tuple[str, ...]) -> bool:
    """The trainee turns the next street's card(s) while its betting round is still open."""
    h = arb.hand
    if a is None or a.name not in streets or seen_open(arb):
        return False
    if ledger.pitches(arb.hand) < h.deal_size or h.to_act() is None:
        return False
    return ledger.STAGE_STREET.get(ledger.stage(arb.hand)) == a.name


def seen_open(arb: Arbiter) -> bool:
    """A correction is open other than a misfired burn's not yet come to light (`found_after`:
    it changes nothing at the table, and the next street is dealt as usual)."""
    return any(c.plan[0] is not BurnStage.UNSEEN for c in arb.open_corrections())
