"""A player's non-standard action and the dealer's ruling on it (RULES.md "Player actions the
dealer rules on"; CONTRACT.md "Players' non-standard actions" and "Rulings: what is right").

The script reaching the entry (`player_reach.py`) puts his chips out and opens this
irregularity under the ruling's rule id. The correction owed is one step: `rule: {seat, as,
to}` as `rulings.book` says, or `call_floor` where the preset leaves it to the floor (then the
scenario's `floor:` is applied). Out of turn it is two: `as: out_of_turn` at once, and the
ruling again when the action reaches him. A player who turns up his own card (`action:
show`) needs no ruling; replacing that card or a misdeal for it breaks
`ruling.player_exposed_card`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import ops
from ...engine.decision import ActionKind, Decision
from .. import corrections as C
from .. import schedule
from ..actions import TraineeAction
from ..corrections import Correction
from ..outcome import Event, Said
from ..player_reach import RulingCorrection, facing, verdict
from ..procedure import Expect
from ..rulings import As, Ruling, rulings_agree

if TYPE_CHECKING:
    from ..arbiter import Arbiter

EXPOSED_RULE = "ruling.player_exposed_card"


def owed(arb: Arbiter) -> RulingCorrection | None:
    """The ruling owed now, if any (one out of turn waits until his turn)."""
    for c in arb.open_corrections():
        if isinstance(c, RulingCorrection) and verdict(arb, c) is not None:
            return c
    return None




# ---- the correction: the ruling, or the floor ----------------------------------------------
def expects(arb: Arbiter, c: Correction) -> list[Expect] | None:
    assert isinstance(c, RulingCorrection) and c.seat is not None and c.attempt is not None
    v = verdict(arb, c)
    if v is None:
        return None
    seat = c.seat
    if v.ruling is None:
        floor = c.attempt.floor
        assert floor is not None

        def by_floor(a: TraineeAction) -> None:
            arb._events.append(Event("floor", seat, floor.text(seat)))
            _apply(arb, c, floor)

        return [Expect(TraineeAction("call_floor"), "hint.ruling_floor", c.rule, by_floor,
                       {"seat": seat, "floor": floor.text(seat)})]
    right = v.ruling
    f = facing(arb, seat)

    def agrees(a: TraineeAction) -> bool:
        if a.name != "rule" or a.seat != seat or a.ruled is None:
            return False
        try:
            given = Ruling(As(a.ruled), a.amount)
        except ValueError:
            return False
        return rulings_agree(given, right, f)

    example = TraineeAction("rule", seat=seat, ruled=right.as_.value, amount=right.to)
    return [Expect(example, "hint.rule", c.rule, lambda a: _apply(arb, c, right),
                   {"seat": seat, "ruling": example.text()}, match=agrees)]


def _apply(arb: Arbiter, c: RulingCorrection, r: Ruling) -> None:
    """The chips follow the ruling: what he pushed goes back and the ruled action is made
    from his stack (so chips beyond it stay his, a shortfall comes from his stack, and a
    stack that cannot cover it puts him all in)."""
    h = arb.hand
    seat = c.seat
    assert seat is not None and h.round is not None
    schedule.note_correction(arb, c, r.text(seat))
    if r.as_ is As.OUT_OF_TURN:
        c.out_of_turn_ruled, c.faced, c.mark = True, h.round.current_bet, len(h.log)
        return
    c.stage = C.Stage.DONE
    h.take_back(seat)
    if r.as_ is As.NOT_BINDING:
        return
    if r.as_ is As.FOLD and h.to_act() != seat:
        h.fold_out_of_turn(seat)
        return
    if r.as_ is As.CALL_OR_FOLD:
        h.bar_raise(seat)
        return
    kind = {As.CHECK: ActionKind.CHECK, As.CALL: ActionKind.CALL, As.FOLD: ActionKind.FOLD,
            As.ALL_IN: ActionKind.ALL_IN, As.BET: ActionKind.BET, As.RAISE: ActionKind.RAISE}
    action = kind[r.as_]
    to = r.to
    if to is not None and to >= h.bets[seat] + h.stacks[seat]:
        action, to = ActionKind.ALL_IN, None
    street = h.round.street
    op = h.act(Decision(seat, action, to))
    assert isinstance(op, ops.PlayerActing)
    said = Said.of(op)
    arb.last_words[seat] = said
    arb._events.append(Event("decision", seat, said.words(), said=said))
    schedule.fire_premature(arb, street)


# ---- a step off it --------------------------------------------------------------------------
def diagnose(arb: Arbiter, a: TraineeAction, first: Expect, c: Correction) -> tuple[
        str, str, dict[str, object]]:
    key = "ruling.wrong" if a.name in ("rule", "call_floor") else "ruling.owed"
    return c.rule, key, {"seat": c.seat, "expected": first.example.text()}


def diagnose_step(arb: Arbiter, a: TraineeAction) -> tuple[str, str, dict[str, object]] | None:
    """The rule a step breaks when a ruling is owed, or when it would replace a card the
    player showed himself (or declare a misdeal for it); None otherwise."""
    c = owed(arb)
    if c is not None:
        ex = expects(arb, c)
        assert ex
        return diagnose(arb, a, ex[0], c)
    shown = player_shown(arb)
    if a.name == "replace_exposed" and a.seat in shown:
        return EXPOSED_RULE, "ruling.player_exposed_card.plays", {"seat": a.seat}
    if a.name == "misdeal" and shown and not any(k.kind is C.MISDEAL
                                                  for k in arb.open_corrections()):
        return EXPOSED_RULE, "ruling.player_exposed_card.plays", {"seat": shown[0]}
    return None


def player_shown(arb: Arbiter) -> list[int]:
    """Seats holding a card they turned up themselves (still face up in their hand)."""
    h = arb.hand
    seen = {(op.seat, op.card) for op in h.log if isinstance(op, ops.HoleCardShowing)}
    return sorted({s for s, card in seen if any(hc.card == card and hc.exposed
                                                for hc in h.zones.hole.get(s, []))})


def invalid(arb: Arbiter, a: TraineeAction) -> tuple[str, dict[str, object]] | None:
    """`rule:` (or `call_floor`) with nothing to rule on."""
    if a.name in ("rule", "call_floor") and owed(arb) is None:
        return "invalid.no_ruling_owed", {}
    return None
