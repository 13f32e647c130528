"""What a step off the stud procedure's own steps breaks: the `why_not` of the stud rows
of the procedure table (`stud_procedure.py`), asked by `diagnose.py` as any row's: a wrong
seat named for the bring-in or the first to act, a card with the wrong face, a card to the
wrong seat, another step where one of these is owed first."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import TraineeAction
from .procedure import Expect, Judged, expect_key

if TYPE_CHECKING:
    from .arbiter import Arbiter

DEALS = ("deal", "deal_up", "deal_down")


def naming(arb: Arbiter, a: TraineeAction, first: Expect) -> Judged | None:
    """The bring-in or the first to act named: a wrong seat."""
    want = first.example.name
    if a.name == want:
        return first.rule, WRONG_SEAT[want], {"seat": first.example.seat}
    return owed_first(arb, a, first)


def deal(arb: Arbiter, a: TraineeAction, first: Expect) -> Judged | None:
    """A stud card: the right seat with the wrong face, or the wrong seat."""
    seat = first.example.seat
    if a.name in DEALS:
        if a.seat == seat:  # the right seat, the face the book does not call for
            return "stud.deal_face", "stud.deal_face.wrong", {"seat": seat}
        return "stud.deal", "deal.order.next_seat", {"seat": seat}
    return owed_first(arb, a, first)


def owed_first(arb: Arbiter, a: TraineeAction, first: Expect) -> Judged | None:
    """Another step where this stud step is owed before anything else."""
    return first.rule, FIRST[first.example.name], {"seat": first.example.seat}


def other_step(arb: Arbiter, a: TraineeAction, first: Expect) -> Judged | None:
    """The fallback at a stud table: another step where this one is owed (the round, the
    showdown...): the flop games' board and blinds words do not apply."""
    if a.name != first.example.name:
        return first.rule, expect_key(first), dict(first.hint_params)
    return None


# the seat named wrong for the round's start
WRONG_SEAT = {"bring_in": "stud.bring_in.wrong", "first_to_act": "stud.first_to_act.wrong"}

# the stud steps owed before anything else, and what doing another says
FIRST = {
    "antes": "stud.antes.first",
    "ante": "stud.antes.first",
    "bring_in": "stud.bring_in.first",
    "first_to_act": "stud.first_to_act.first",
    "burn": "stud.burn.first",
    "deal": "stud.deal.first",
    "deal_down": "stud.deal.first",
    "deal_up": "stud.deal.first",
}
