"""A hand of one card or three (error.wrong_card_count). Before substantial action: a
misdeal, or the top card to a seat one card short when that keeps the proper sequence (right
after its failed pitch, or the button, dealt last). After it: the hand is dead
(`kill_hand: S`); under `tda` a short button who has not acted takes the top card (TDA 37).
A correction started before a player speaks up (`found_after`) is accepted."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ...engine import ops
from .. import corrections as C
from .. import ledger, schedule
from ..actions import TraineeAction
from ..corrections import Correction
from ..procedure import Expect, then
from . import misdeal

if TYPE_CHECKING:
    from ..arbiter import Arbiter


def expects(arb: Arbiter, c: Correction) -> list[Expect] | None:
    if c.stage is C.Stage.HIDDEN:
        return None  # nobody has seen it: the procedure goes on (early(): a fix is accepted)
    return owed(arb, c)


def early(arb: Arbiter, c: Correction) -> list[Expect]:
    """The correction, accepted before it comes to light, never offered as a hint: the
    dealer saw it himself, at the step that corrects it."""
    out = owed(arb, c)
    for e in out:
        e.visible = False
        e.run = _seen_first(arb, c, e.run)
    return out


def _seen_first(
    arb: Arbiter, c: Correction, run: Callable[[TraineeAction], None]
) -> Callable[[TraineeAction], None]:
    def seen_then_run(a: TraineeAction) -> None:
        c.stage, c.step = C.Stage.START, 0
        arb.hand.note("irregularity", c.rule)
        run(a)

    return seen_then_run


def owed(arb: Arbiter, c: Correction) -> list[Expect]:
    h = arb.hand
    assert c.seat is not None
    seat = c.seat
    short = len(h.holding(seat)) < 2
    deal = Expect(
        TraineeAction("deal", seat=seat), "hint.deal_short", c.rule,
        then(do_deal_short, arb, c), {"seat": seat},
    )
    if not ledger.substantial_action(h, arb.config.house_rules):
        out = [Expect(TraineeAction("misdeal"), "hint.misdeal", c.rule,
                      then(misdeal.do_misdeal, arb, c))]
        if short and (right_after(arb, seat) or seat == h.button):
            out.insert(0, deal)
        return out
    if short and arb.tda and seat == h.button and not ledger.acted(h, seat):
        return [deal]  # TDA 37: the button, who has not acted, takes the top card
    kill = Expect(
        TraineeAction("kill_hand", seat=seat), "hint.kill_hand", "ruling.kill_hand",
        then(do_kill, arb, c), {"seat": seat},
    )
    return [kill]


def right_after(arb: Arbiter, seat: int) -> bool:
    """No pitch since the seat's failed one: its card still comes in proper sequence."""
    pitched = (ops.HoleDealing, ops.StrayPitching, ops.OddPitching, ops.ShortDealing)
    last = next((op for op in reversed(ledger.deal_log(arb.hand)) if isinstance(op, pitched)),
                None)
    return isinstance(last, ops.OddPitching) and last.seat == seat


def diagnose(
    arb: Arbiter, a: TraineeAction, first: Expect, c: Correction
) -> tuple[str, str, dict[str, object]]:
    fix = first.example.text()
    if a.name == "misdeal" and ledger.substantial_action(arb.hand, arb.config.house_rules):
        return "deal.misdeal_deadline", "deal.misdeal_deadline.passed", {}
    if a.name == "kill_hand":
        return "ruling.kill_hand", "ruling.kill_hand.not_dead", {"seat": a.seat, "fix": fix}
    return c.rule, "error.wrong_card_count.wrong", {"seat": c.seat, "fix": fix}


def do_deal_short(arb: Arbiter, c: Correction) -> None:
    assert c.seat is not None
    arb.hand.deal_short(c.seat)
    schedule.note_correction(arb, c, f"deal: {c.seat}")
    c.stage = C.Stage.DONE


def do_kill(arb: Arbiter, c: Correction) -> None:
    assert c.seat is not None
    arb.hand.kill(c.seat)
    schedule.note_correction(arb, c, f"kill_hand: {c.seat}")
    c.stage = C.Stage.DONE
