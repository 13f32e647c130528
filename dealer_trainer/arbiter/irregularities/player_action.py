"""A player's non-standard action and the dealer's ruling on it (RULES.md "Player actions the
dealer rules on"; CONTRACT.md "Players' non-standard actions" and "Rulings: what is right").

Before a seat decides (Moment.BEFORE_DECISION), a non-standard entry of the players' script
is reached (`player_reach.py`): his chips go out and the ruling's correction opens under the
ruling's rule id. It owes one step: `rule: {seat, as, to}` as `rulings.book` says, or
`call_floor` where the preset leaves it to the floor (the scenario's `floor:` is applied).
Out of turn it owes two: `as: out_of_turn` at once, and the ruling again when the action
reaches him. A player who turns up his own card (`action: show`) needs no ruling; replacing
that card, or a misdeal for it, breaks `ruling.player_exposed_card`.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from typing import TYPE_CHECKING

from ...engine import ops
from ...engine.config import Street
from ...engine.decision import ActionKind, Decision
from ..actions import TraineeAction
from ..moments import Cue, Moment
from ..outcome import Event, Said
from ..procedure import Expect
from ..rulings import As, Ruling, rulings_agree
from ..rulings.book import RULING_RULES
from ..snapshot import RulingAsked
from .base import (
    Correction,
    Diagnosis,
    Irregularity,
    Stage,
    corrections_noted,
    note_correction,
    owed,
)
from .player_reach import Ruled, RulingCorrection, count_entry, facing, reach, verdict

if TYPE_CHECKING:
    from ..arbiter import Arbiter

EXPOSED_RULE = "ruling.player_exposed_card"


class PlayerAction(Irregularity):
    rules = RULING_RULES
    moments = frozenset({Moment.BEFORE_DECISION})
    first = True  # the ruling comes before an older correction waiting for the round

    def fire(self, arb: Arbiter, cue: Cue) -> bool:
        assert cue.seat is not None and cue.street is not None
        return reach(arb, self, cue.seat, Street(cue.street))

    def stage_done(self, c: Correction, stage: Enum, since: Sequence[ops.Op]) -> bool:
        return any(op.step == stage.value for op in corrections_noted(c, since))

    def expects(self, arb: Arbiter, c: Correction) -> list[Expect] | None:
        assert isinstance(c, RulingCorrection) and c.seat is not None and c.attempt is not None
        v = verdict(arb, c)
        if v is None:
            return None
        seat = c.seat
        if v.ruling is None:
            floor = c.attempt.floor
            assert floor is not None  # player_reach.need_floor

            def by_floor(a: TraineeAction) -> None:
                arb._events.append(Event("floor", seat, floor.text(seat), act=floor.action(seat)))
                _apply(arb, c, floor)

            return [Expect(TraineeAction("call_floor"), "hint.ruling_floor", c.rule, by_floor,
                           {"seat": seat, "floor": floor.action(seat)})]
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
                       {"seat": seat, "ruling": example}, match=agrees)]

    def diagnose(self, arb: Arbiter, a: TraineeAction, first: Expect, c: Correction
                 ) -> Diagnosis:
        key = "ruling.wrong" if a.name in ("rule", "call_floor") else "ruling.owed"
        # the right ruling, said in words (arbiter.messages); the result's `expected` keeps
        # its script form (Arbiter._record: str of it)
        return c.rule, key, {"seat": c.seat, "expected": first.example}

    def judges(self, arb: Arbiter, a: TraineeAction) -> Diagnosis | None:
        return diagnose_step(arb, a)

    def asks(self, arb: Arbiter, c: Correction) -> RulingAsked | None:
        """Every `as:` value, on the seat whose action it is; not one already ruled out of
        turn that waits for the action to reach him."""
        if not isinstance(c, RulingCorrection) or c.seat is None:
            return None
        waiting = Ruled.OUT_OF_TURN in c.plan and c.stage is Ruled.RULING
        if waiting and c.seat != arb.hand.to_act():
            return None
        return RulingAsked(c.seat, tuple(As))

    def refuses(self, arb: Arbiter, a: TraineeAction) -> tuple[str, dict[str, object]] | None:
        return nothing_to_rule(arb, a)


def _apply(arb: Arbiter, c: RulingCorrection, r: Ruling) -> None:
    """The chips follow the ruling: what he pushed goes back and the ruled action is made
    from his stack (so chips beyond it stay his, a shortfall comes from his stack, and a
    stack that cannot cover it puts him all in)."""
    h = arb.hand
    seat = c.seat
    assert seat is not None and h.round is not None
    if r.as_ is As.OUT_OF_TURN:
        c.faced = h.round.current_bet
        note_correction(arb, c, Ruled.OUT_OF_TURN.value)
        count_entry(arb)  # his entry is played; the seats he skipped act next
        return
    note_correction(arb, c, Ruled.RULING.value)
    counted = Ruled.OUT_OF_TURN in c.plan
    h.take_back(seat)
    if r.as_ is As.FOLD and h.to_act() != seat:
        # a fold out of turn is binding: the hand is dead now (Robert's Dead Hands 1(a)), so
        # that when the others fold to a player in turn before him, that player wins (the
        # hand history folds it when its turn comes)
        h.kill(seat)
    acts = r.as_ not in (As.NOT_BINDING, As.CALL_OR_FOLD) and seat in h.live
    if not acts:
        if r.as_ is As.CALL_OR_FOLD:
            h.bar_raise(seat)
        if not counted:
            count_entry(arb)
        return
    if counted:
        count_entry(arb, -1)  # the decision below is that of his entry, already counted
    kind = {As.CHECK: ActionKind.CHECK, As.CALL: ActionKind.CALL, As.FOLD: ActionKind.FOLD,
            As.ALL_IN: ActionKind.ALL_IN, As.BET: ActionKind.BET, As.RAISE: ActionKind.RAISE}
    action, to = kind[r.as_], r.to
    if to is not None and to >= h.bets[seat] + h.stacks[seat]:
        action, to = ActionKind.ALL_IN, None
    _act(arb, seat, action, to)


def _act(arb: Arbiter, seat: int, action: ActionKind, to: int | None) -> None:
    h = arb.hand
    assert h.round is not None
    street = h.round.street
    op = h.act(Decision(seat, action, to))
    assert isinstance(op, ops.PlayerActing)
    said = Said.of(op)
    arb._events.append(Event("decision", seat, said=said))
    arb.announce(Cue(Moment.AFTER_DECISION, seat=seat, street=street.value))


# ---- a step off it (diagnose.py asks first) -------------------------------------------------
def owed_ruling(arb: Arbiter) -> RulingCorrection | None:
    """The ruling owed now, if any (one out of turn waits until his turn)."""
    for c in arb.open_corrections():
        if isinstance(c, RulingCorrection) and verdict(arb, c) is not None:
            return c
    return None


def diagnose_step(arb: Arbiter, a: TraineeAction) -> Diagnosis | None:
    """The rule a step breaks when a ruling is owed, or when it would replace a card the
    player showed himself (or declare a misdeal for it); None otherwise."""
    c = owed_ruling(arb)
    if c is not None:
        ex = c.irregularity.expects(arb, c)
        assert ex
        return c.irregularity.diagnose(arb, a, ex[0], c)
    shown = player_shown(arb)
    if a.name == "replace_exposed" and a.seat in shown:
        return EXPOSED_RULE, "ruling.player_exposed_card.plays", {"seat": a.seat}
    if a.name == "misdeal" and shown and not owed(arb, Stage.MISDEAL):
        return EXPOSED_RULE, "ruling.player_exposed_card.plays", {"seat": shown[0]}
    return None


def player_shown(arb: Arbiter) -> list[int]:
    """Seats holding a card they turned up themselves (still face up in their hand)."""
    h = arb.hand
    seen = {(op.seat, op.card) for op in h.log if isinstance(op, ops.HoleCardShowing)}
    return sorted({s for s, card in seen if any(hc.card == card and hc.exposed
                                                for hc in h.zones.hole.get(s, []))})


STUD_RULINGS = ("bring_in", "stands")  # stud.wrong_bring_in's (stud_bring_in.py)


def nothing_to_rule(arb: Arbiter, a: TraineeAction) -> tuple[str, dict[str, object]] | None:
    """`rule:` with nothing to rule on: invalid (`call_floor` with nothing open: floor.py)."""
    if a.name == "rule" and a.ruled not in STUD_RULINGS and owed_ruling(arb) is None:
        return "invalid.no_ruling_owed", {}
    return None
