"""What a step off the stud procedure breaks (`diagnose.py` asks here first at a stud
table): a wrong seat named for the bring-in or the first to act, a card with the wrong face,
a card to the wrong seat. None: the ordinary diagnosis words it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import TraineeAction
from .procedure import Expect, expect_key

if TYPE_CHECKING:
    from .arbiter import Arbiter

DEALS = ("deal", "deal_up", "deal_down")
Judged = tuple[str, str, dict[str, object]]


def diagnose(arb: Arbiter, a: TraineeAction, expects: list[Expect]) -> Judged | None:
    if arb.hand.game.button or not expects:
        return None
    first = next((e for e in expects if e.visible), expects[0])
    want, seat = first.example.name, first.example.seat
    params: dict[str, object] = {"seat": seat}
    if a.name == want == "bring_in":
        return first.rule, "stud.bring_in.wrong", params
    if a.name == want == "first_to_act":
        return first.rule, "stud.first_to_act.wrong", params
    if a.name in DEALS and want in DEALS:
        if a.seat == seat:  # the right seat, the face the book does not call for
            return "stud.deal_face", "stud.deal_face.wrong", params
        return "stud.deal", "deal.order.next_seat", params
    if want in FIRST:  # another step where this one is owed first
        return first.rule, FIRST[want], params
    if a.name != want:  # another step where this one is owed (the round, the showdown...)
        return first.rule, expect_key(first), dict(first.hint_params)
    return None


# the stud steps owed before anything else, and what doing another says
FIRST = {
    "antes": "stud.antes.first",
    "bring_in": "stud.bring_in.first",
    "first_to_act": "stud.first_to_act.first",
    "burn": "stud.burn.first",
    "deal": "stud.deal.first",
    "deal_down": "stud.deal.first",
    "deal_up": "stud.deal.first",
}
