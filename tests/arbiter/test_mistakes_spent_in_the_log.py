"""Which scheduled mistakes of a hand are spent (fired, or voided by a misdeal) is read
from the hand's log (issue 11: no flag kept beside it): each leaves a `mistake` note."""

from __future__ import annotations

from drive import CHECK_DOWN, apply, deal, drill, mistake, play, post

from dealer_trainer.arbiter import ledger
from dealer_trainer.engine.ops_noted import MistakeSpent

OPENING = ["shuffle", "cut", post(3, "small"), post(4, "big")]


def _notes(arb) -> list[str]:  # type: ignore[no-untyped-def]
    return [f"{op.index} {op.how}" for op in arb.hand.log if isinstance(op, MistakeSpent)]


def test_error_exposed_first_card_fires_once_and_the_log_says_so() -> None:
    arb = drill(mistakes=[mistake("exposed_hole_card", cards=(1,)),
                          mistake("extra_card")], **CHECK_DOWN)
    assert not hasattr(arb, "fired")
    play(arb, OPENING)
    assert ledger.spent_mistakes(arb.hand) == set()
    apply(arb, {"deal": 3}, "irregularity", "error.exposed_first_card")
    assert ledger.spent_mistakes(arb.hand) == {0} and _notes(arb) == ["0 fired"]
    play(arb, ["misdeal"])  # the deal is void: its other mistake (the extra card) with it
    assert ledger.spent_mistakes(arb.hand) == {0, 1} and _notes(arb)[1:] == ["1 voided"]
    steps = play(arb, ["shuffle", "cut", *deal(3, 4, 1, 3, 4, 1)])
    assert all(s.outcome.value == "ok" for s in steps)  # the hand dealt again is clean
    assert not any(h.face_up for s in arb.snapshot().seats for h in s.hole)


def test_error_seat_dealt_out_misdeal_voids_the_hands_later_mistakes_too() -> None:
    # CONTRACT.md "Fine points": the hand dealt again after a misdeal is clean, mistakes not
    # of the deal included (a four-card flop, a premature turn, a wrong push: issue 23, 7)
    later = [mistake("flop_too_many"), mistake("premature_turn", after=1),
             mistake("wrong_push", pot=0, seat=3)]
    arb = drill(mistakes=[mistake("wrong_seat", pitch=2, seat=1), *later], **CHECK_DOWN)
    play(arb, [*OPENING, *deal(3)])
    apply(arb, {"deal": 4}, "irregularity", "error.seat_dealt_out")
    play(arb, ["misdeal"])
    assert ledger.spent_mistakes(arb.hand) == {0, 1, 2, 3}
    assert _notes(arb)[1:] == ["1 voided", "2 voided", "3 voided"]
    steps = play(arb, ["shuffle", "cut", *deal(3, 4, 1, 3, 4, 1), "wait: round", "collect",
                       "burn", "flop", "wait: 1", "wait: round", "collect", "burn", "turn"])
    assert all(s.outcome.value == "ok" for s in steps)  # no fourth flop card, no early turn
    assert len(arb.hand.zones.board) == 4
