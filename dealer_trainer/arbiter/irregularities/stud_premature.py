"""A stud street dealt before its betting round is complete (error.stud_premature_card): the
mistake `premature_street` (`after: D`, and `street: S`, the round's, beyond CONTRACT.md's
keys) burns and pitches the next street's first card after D decisions of a round that is
still open. Presets differ (`Preset.stud_premature_reshuffle`):

- Robert's Stud 14 (and the seeds): "the cards must be eliminated from play. After the
  betting for that round is completed, an additional card for each remaining player still
  active in the hand is also eliminated from play ... the dealer burns a card and play
  resumes": `set_aside` now; after the round `set_aside: N` (N players still in), `burn`,
  the street. "If a player looks at a premature seventh-street downcard, the player must keep
  the card, and on sixth street betting may not bet or raise ... but can call" (`looked:
  true`): his bet and raise are barred at each turn of the round (`bar_raise`), and after it
  the others get their seventh-street cards with no other burn (the premature burn was the
  street's; inferred: each then gets the card he would have had).
- TDA RP-5-D: "the premature card is returned to the stub, the stub is re-shuffled ..., and a
  new street is dealt from the newly shuffled stub without another burn", once the round is
  complete (RULES.md's inferred timing): the card lies where it fell until then; then
  `return_to_deck: [premature]`, `shuffle`, `cut`, the street with no burn (the premature
  burn was the street's).
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from typing import TYPE_CHECKING

from ...engine import ops
from ...engine.stud_ops import BringInPosting, StudRoundOpening
from .. import ledger
from ..actions import TraineeAction
from ..mistakes import MistakeKind, MistakeSpec
from ..moments import Cue, Moment
from ..procedure import Expect
from ..stud_procedure import cards_through, next_pitch, opened, streets
from .base import (
    Correction,
    Diagnosis,
    Family,
    OfTheDeal,
    Stage,
    logged,
    note_correction,
    open_correction,
    pending,
    spend,
)
from .redeal import do_redeal_cut, do_redeal_shuffle
from .stud_stages import PrematureCard, StudStage, noted_stage

if TYPE_CHECKING:
    from ...engine.hand import Hand
    from ..arbiter import Arbiter

RULE = "error.stud_premature_card"
ROBERTS = (StudStage.SET_ASIDE, StudStage.WAIT, StudStage.SET_ASIDE_STUB,
           StudStage.PREMATURE_BURN, Stage.DONE)
TDA = (StudStage.WAIT, Stage.RETURN, Stage.SHUFFLE, Stage.CUT, Stage.DONE)
AFTER_ROUND = ("set_aside", "return_to_deck", "shuffle", "cut", "burn")


class StudPrematureCard(OfTheDeal):
    kinds = draws = (MistakeKind.PREMATURE_STREET,)
    games = frozenset({Family.STUD})  # free deal draws it at a stud table
    # `street`: the round's (by default the first it can); `looked`, a player's answer
    params = ("after", "street", "looked")
    rules = (RULE,)
    moments = frozenset({Moment.AFTER_DECISION, Moment.BEFORE_DECISION})
    KEPT = (StudStage.WAIT, Stage.DONE)

    def fire_in_deal(self, arb: Arbiter, cue: Cue) -> bool:
        h = arb.hand
        if cue.moment is Moment.BEFORE_DECISION:
            bar_the_keeper(arb)
            return False
        k = opened(h)  # the rounds opened; the next street is streets(h)[k]
        if h.game.button or h.round is None or h.is_round_complete():
            return False
        if not 0 < k < len(streets(h)) or any(c.hand is h for c in arb.open_corrections()):
            return False
        for i, m in pending(arb, *self.kinds):
            if m.after > round_decisions(h) or m.street not in (None, streets(h)[k - 1].value):
                continue
            spend(arb, i)
            pitch = next_pitch(h, k)
            if pitch is None or not room(h, k):
                return False  # too short a stub for it: it fires no more
            seat, up, _ = pitch
            h.burn()
            h.pitch(seat, exposed=up)
            reshuffle = arb.config.preset.stud_premature_reshuffle
            kept = m.looked and not up and not reshuffle  # Robert's: he keeps it
            plan = TDA if reshuffle else self.KEPT if kept else ROBERTS
            open_correction(arb, PrematureCard(
                RULE, self, plan, h, seat=seat, street=streets(h)[k].value,
                card=h.zones.hole[seat][-1].card, opened=k, kept=kept))
            bar_the_keeper(arb)
            return False
        return False

    def random_spec(self, arb: Arbiter, kind: MistakeKind) -> MistakeSpec:
        """Free deal: after one or two decisions of a round from third to sixth street (the
        next street's first card comes early); a seventh-street downcard is looked at now
        and then."""
        rng = arb.mistake_rng
        return MistakeSpec(kind, after=rng.randint(1, 2), street=rng.choice(
            arb.hand.game.streets[:4]), looked=rng.random() < 0.5, hand=arb.hand_number)

    def stage_done(self, c: Correction, stage: Enum, since: Sequence[ops.Op]) -> bool:
        if stage is StudStage.WAIT:
            return logged(c, Stage.RETURN, since) or round_over(c.hand) or any(
                noted_stage(c, s, since) for s in (StudStage.SET_ASIDE_STUB,
                                                   StudStage.PREMATURE_BURN))
        if isinstance(stage, StudStage):
            return noted_stage(c, stage, since)
        return logged(c, stage, since)

    def expects(self, arb: Arbiter, c: Correction) -> list[Expect] | None:
        assert isinstance(c, PrematureCard) and c.seat is not None
        h, stage, seat = arb.hand, c.stage, c.seat
        if stage is StudStage.SET_ASIDE:
            def aside(a: TraineeAction) -> None:
                h.set_aside_hole_card(seat)
                note_correction(arb, c, StudStage.SET_ASIDE.value)

            return [Expect(TraineeAction("set_aside"), "hint.stud_premature.set_aside", RULE,
                           aside, {"seat": seat},
                           match=lambda a: a.name == "set_aside" and a.amount is None)]
        if stage is StudStage.SET_ASIDE_STUB:
            n = len(h.live)

            def stub(a: TraineeAction) -> None:
                h.set_aside_stub(n)
                note_correction(arb, c, StudStage.SET_ASIDE_STUB.value, str(n))

            return [Expect(TraineeAction("set_aside", amount=n),
                           "hint.stud_premature.set_aside_stub", RULE, stub, {"count": n},
                           match=lambda a: a.name == "set_aside" and a.amount == n)]
        if stage is StudStage.PREMATURE_BURN:
            def burn(a: TraineeAction) -> None:
                h.burn()
                note_correction(arb, c, StudStage.PREMATURE_BURN.value)

            return [Expect(TraineeAction("burn"), "hint.stud_premature.burn", RULE, burn,
                           {"street": c.street})]
        if stage is Stage.RETURN:
            def back(a: TraineeAction) -> None:
                assert c.card is not None
                h.return_premature(seat, c.card)
                note_correction(arb, c, "return_to_deck", "[premature]")

            return [Expect(TraineeAction("return_to_deck", zones=("premature",)),
                           "hint.stud_premature.return", RULE, back, {"seat": seat},
                           match=lambda a: a.name == "return_to_deck"
                           and a.zones == ("premature",))]
        if stage is Stage.SHUFFLE:
            return [Expect(TraineeAction("shuffle"), "hint.reshuffle", RULE,
                           lambda a: do_redeal_shuffle(arb, c))]
        if stage is Stage.CUT:
            return [Expect(TraineeAction("cut"), "hint.recut", RULE,
                           lambda a: do_redeal_cut(arb, c))]
        return None  # the round goes on as usual until it is complete and its bets are in

    def diagnose(self, arb: Arbiter, a: TraineeAction, first: Expect, c: Correction) -> Diagnosis:
        if c.stage is StudStage.SET_ASIDE:
            return RULE, "error.stud_premature_card.set_aside_first", {"seat": c.seat}
        return RULE, "error.stud_premature_card.wrong", {"step": first.example.text()}

    def judges(self, arb: Arbiter, a: TraineeAction) -> Diagnosis | None:
        """TDA RP-5-D: the street dealt again comes "without another burn" (the premature
        card's burn was its burn): a burn before its cards is wrong by this rule."""
        if a.name != "burn":
            return None
        h = arb.hand
        for c in arb.corrections:
            if (isinstance(c, PrematureCard) and c.hand is h and Stage.RETURN in c.plan
                    and opened(h) == c.opened
                    and c.stage is Stage.DONE and next_pitch(h, c.opened) is not None):
                return RULE, "error.stud_premature_card.no_burn", {}
        return None

    def off_turn(self, arb: Arbiter, a: TraineeAction, c: Correction) -> Diagnosis | None:
        if c.stage is StudStage.WAIT and a.name in AFTER_ROUND:
            return RULE, "error.stud_premature_card.round_open", {}
        return None

    def hand_over(self, arb: Arbiter, c: Correction) -> None:
        """Everyone else folded in the round: the card out of play was all that was owed."""
        c.corrected = c.stage is not StudStage.SET_ASIDE


def bar_the_keeper(arb: Arbiter) -> None:
    """Robert's Stud 14: the player keeping a premature seventh-street downcard he looked at
    "may not bet or raise" on sixth street: barred at each of his turns of that round."""
    h = arb.hand
    for c in arb.open_corrections():
        if (isinstance(c, PrematureCard) and c.kept and c.hand is h and c.seat is not None
                and opened(h) == c.opened and h.round is not None and h.to_act() == c.seat
                and c.seat not in h.round.barred):
            h.bar_raise(c.seat)


def round_decisions(h: Hand) -> int:
    """The players' decisions (the bring-in one) since this stud round opened."""
    log = ledger.deal_log(h)
    last = max((i for i, op in enumerate(log) if isinstance(op, StudRoundOpening)), default=-1)
    return sum(isinstance(op, ops.PlayerActing | BringInPosting) for op in log[last + 1:])


def round_over(h: Hand) -> bool:
    """The round the premature card came in is complete, its bets in, and the next street
    is due (more than one player left)."""
    return h.is_round_complete() and not h.bets_out() and len(h.live) > 1


def room(h: Hand, k: int) -> bool:
    """The stub gives the premature card and its burn, one card per player held aside, and
    every card and burn still to come."""
    left = cards_through(h, len(streets(h)) - 1) - cards_through(h, k - 1)
    need = 2 + len(h.live) * (left + 1) + len(streets(h)) - k
    return len(h.zones.stub) >= need


__all__ = ["StudPrematureCard"]
