"""A pot pushed to the wrong player (award.wrong_push): the trainee's first accepted award
of pot P landed in front of seat S instead. The dealer takes it back and pushes it to the
right seats (`award` again). How long that can be done (presets differ): until the next
hand's first shuffle (`seeds`, `roberts`) or until substantial action on the next hand
(`tda`); in a drill's last hand, until `move_button`. Until then the hand may go on, but
not past that point: the step that would pass it is refused."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from .. import corrections as C
from .. import ledger, procedure, schedule
from ..actions import TraineeAction
from ..corrections import Correction
from ..procedure import Expect

if TYPE_CHECKING:
    from ..arbiter import Arbiter

RULE = "award.wrong_push"


def past_deadline(arb: Arbiter, c: Correction, e: Expect) -> bool:
    """Whether doing `e` (a step of the ordinary procedure) would pass the preset's deadline
    for the correction, so that it must come first: in the drill's last hand `move_button`;
    on the next hand its first shuffle (`seeds`, `roberts`), or under `tda` a decision that
    could make substantial action (TDA 22: "accounting errors" until then)."""
    name = e.example.name
    if arb.hand_number == c.hand:
        return name == "move_button" and arb.hand_number >= arb.setup.hands
    if arb.tda:  # one decision is never substantial action; a second one may be
        return name == "wait" and len(ledger.decisions(arb.hand)) >= 1
    return name == "shuffle"


def expects(arb: Arbiter, c: Correction) -> list[Expect] | None:
    pot = c.pot or 0
    best = tuple(s for s, _ in c.amounts)
    again = Expect(
        TraineeAction("award", pot=pot, to=best),
        "hint.award_again",
        RULE,
        lambda a: _again(arb, c, a),
        {"pot": pot, "winners": ", ".join(map(str, best)), "seat": c.seat},
        match=lambda a: a.name == "award" and a.pot == pot and tuple(sorted(a.to)) == best,
    )
    later = [
        replace(e, visible=False)
        for e in procedure.normal_expects(arb)
        if not past_deadline(arb, c, e)
    ]
    return [again, *later]


def _again(arb: Arbiter, c: Correction, a: TraineeAction) -> None:
    h = arb.hand
    pot = c.pot or 0
    if arb.hand_number == c.hand:
        h.repush(pot, a.to)
    else:
        taken = ((c.seat or 0, sum(x for _, x in c.amounts)),)
        h.repush_carried(pot, taken, c.amounts)
    schedule.note_correction(arb, c, a.text())
    c.stage = C.Stage.DONE


def diagnose(
    arb: Arbiter, a: TraineeAction, first: Expect, c: Correction
) -> tuple[str, str, dict[str, object]]:
    return RULE, "award.wrong_push.again", dict(first.hint_params)
