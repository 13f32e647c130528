"""`engine/record.py`: a `@record` class behaves as the frozen slotted dataclass it replaces,
and an operation declared the old way (`@dataclass(frozen=True, slots=True)` on `ops.Op`)
still works beside the records."""

from __future__ import annotations

import copy
import pickle
from dataclasses import FrozenInstanceError, dataclass

import pytest

from dealer_trainer.engine import ops
from dealer_trainer.engine.cards import Card
from dealer_trainer.engine.ops_noted import (
    CorrectionNoted,
    EntriesCounted,
    IrregularityNoted,
    MistakeSpent,
    PushOwed,
)
from dealer_trainer.engine.record import record

ACE = Card.parse("As")


@record
class Sample:
    seat: int
    cards: tuple[Card, ...] = ()
    note: str | None = None


@dataclass(frozen=True, slots=True)
class SampleDataclass:
    seat: int
    cards: tuple[Card, ...] = ()
    note: str | None = None


@record
class Checked:
    amount: int

    def __post_init__(self) -> None:
        if self.amount < 0:
            raise ValueError("negative")


@dataclass(frozen=True, slots=True)
class OldWayOp(ops.Op):
    seat: int
    card: Card

    def to_json(self) -> dict[str, object]:
        return {"op": "old_way", "seat": self.seat, "card": self.card.code}


def test_a_record_is_built_compared_hashed_and_shown_as_the_dataclass_is():
    made = [Sample(3), Sample(3, (ACE,)), Sample(seat=3, note="x", cards=(ACE,))]
    same = [SampleDataclass(3), SampleDataclass(3, (ACE,)), SampleDataclass(3, (ACE,), "x")]
    for r, d in zip(made, same, strict=True):
        assert repr(r).replace("Sample(", "SampleDataclass(", 1) == repr(d)
        assert hash(r) == hash(d)
        assert r == Sample(r.seat, r.cards, r.note) and r != Sample(r.seat + 1, r.cards, r.note)
    assert Sample(3) != SampleDataclass(3)  # equality within one class, as a dataclass's
    assert Sample.__match_args__ == ("seat", "cards", "note")
    assert not hasattr(Sample(1), "__dict__")


def test_a_record_is_frozen():
    r = Sample(1)
    with pytest.raises(FrozenInstanceError):
        r.seat = 2  # type: ignore[misc]
    with pytest.raises(FrozenInstanceError):
        del r.seat  # type: ignore[misc]


def test_post_init_runs_after_the_fields_are_set():
    assert Checked(2).amount == 2
    with pytest.raises(ValueError):
        Checked(-1)


def test_copies_and_pickles_of_records_and_old_way_ops_are_equal():
    for value in (Sample(3, (ACE,), "x"), ops.Cutting(7), OldWayOp(2, ACE)):
        assert copy.copy(value) == value
        assert copy.deepcopy(value) == value
        assert pickle.loads(pickle.dumps(value)) == value


def test_an_op_declared_as_a_dataclass_still_works_beside_the_records():
    op = OldWayOp(2, ACE)
    assert isinstance(op, ops.Op) and op.in_history
    assert op.to_json() == {"op": "old_way", "seat": 2, "card": "As"}
    assert op == OldWayOp(2, ACE) and op != ops.CardBurning(ACE)
    with pytest.raises(FrozenInstanceError):
        op.seat = 3  # type: ignore[misc]


def test_the_operation_records_keep_their_json():
    assert ops.PlayerActing(4, "raise", 30, 20).to_json() == {
        "op": "act",
        "seat": 4,
        "action": "raise",
        "to": 30,
        "amount": 20,
    }
    assert ops.CardReturning(("board",), (ACE,)).to_json() == {
        "op": "return",
        "zones": ["board"],
        "cards": ["As"],
        "on_top": False,
    }
    assert IrregularityNoted("deal.exposed").to_json() == {
        "op": "irregularity",
        "rule": "deal.exposed",
    }
    # the arbiter's typed notes write the history's JSON as the one text Note did
    assert MistakeSpent(0, "exposed_hole_card").to_json() == {
        "op": "mistake", "rule": "exposed_hole_card", "action": "0 fired"}
    assert CorrectionNoted("error.flop_redeal", "return_to_deck", "[board]").to_json() == {
        "op": "correction", "rule": "error.flop_redeal", "action": "return_to_deck: [board]"}
    assert CorrectionNoted("error.boxed_card", "scrap").to_json() == {
        "op": "correction", "rule": "error.boxed_card", "action": "scrap"}
    assert EntriesCounted(-1).to_json() == {"op": "script", "rule": "script", "action": "-1"}
    assert PushOwed("award.wrong_push", 0, ((1, 30), (4, 15))).to_json() == {
        "op": "owed", "rule": "award.wrong_push", "action": "pot 0: {1: 30, 4: 15}"}
    assert not ops.RoundOpening.in_history and ops.Cutting.in_history
