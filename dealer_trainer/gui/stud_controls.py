"""A stud table's gestures, as the controller makes a flop table's (issue 26, CONTRACT.md
"Omaha and the stud games"): pure, no pygame. It builds the trainee's action from what was
pointed at and never decides whether it is right (the arbiter judges every one).

- the antes: a click on any betting spot, or G: `antes` (every seat's, swept into the pot);
- a card from the deck to a seat: `deal: S`, with the face its street calls for; held with
  Shift, the other face (`deal_down: S` where the arbiter says an upcard is due,
  `TableSnapshot.stud_up_next`, `deal_up: S` where a down card is), as after an exposed
  downcard;
- the disc from the dealer's place to a seat (or N, then the seat): the naming the arbiter
  says the disc makes now (`TableSnapshot.stud_naming`): `bring_in: S` while no bring-in is
  named this hand, `first_to_act: S` after;
- a card from the deck to the middle (or F): `common_card`;
- a premature card (error.stud_premature_card): A, or the side panel's Set aside, sets it
  aside (`set_aside`); Shift+A, or Set aside stub, sets aside one stub card for each player
  still in (`set_aside: N`, Robert's Stud 14; the count is the table's, the arbiter judges
  when); R, or Premature to deck, puts it back into the stub (`return_to_deck: [premature]`,
  TDA RP-5-D).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..arbiter.actions import TraineeAction
from ..arbiter.snapshot import TableSnapshot
from . import intents as I
from .stud_layout import is_stud

if TYPE_CHECKING:
    from pygame_gui.elements import UIButton

    from .controller import ActionItem, Controller

NAMING = "name_first"  # the tool: the next seat picked is named

# the bottom bar's two rows at a stud table (scenes/table_buttons.py's form): no blinds, no
# board to turn, no button to move; the antes, the common card and the naming instead
STUD_ROWS: tuple[tuple[tuple[str, str, I.Intent, str], ...], ...] = (
    (
        ("shuffle", "action.shuffle", I.Shuffle(), "S"),
        ("cut", "action.cut", I.Cut(), "U"),
        ("antes", "action.antes", I.PostBlind(), "G"),
        ("wait", "action.wait", I.LetAct(), "Space"),
        ("collect", "action.collect", I.Collect(), "C"),
    ),
    (
        ("burn", "action.burn", I.Burn(), "B"),
        ("common_card", "action.common_card", I.TurnBoard(), "F"),
        ("name_first", "stud.table.name", I.MoveButton(), "N"),
        ("showdown", "action.showdown", I.Showdown(), "D"),
        ("award", "action.award", I.AwardPot(), "P"),
        ("confirm", "table.confirm", I.Confirm(), "Enter"),
        ("cancel", "table.cancel", I.Cancel(), "Esc"),
    ),
)


def pitch(snap: TableSnapshot, seat: int, other: bool) -> ActionItem:
    """A card to `seat`: `deal`, or with `other` the face the book does not call for on his
    next card (the arbiter's `stud_up_next`)."""
    if not other:
        return TraineeAction("deal", seat=seat)
    return TraineeAction("deal_down" if seat in snap.stud_up_next else "deal_up", seat=seat)


def naming(snap: TableSnapshot, seat: int) -> ActionItem:
    """The seat the disc was dropped on, named as the arbiter says the disc names now
    (`stud_naming`: the bring-in until one is named, then the first to act)."""
    return TraineeAction(snap.stud_naming or "bring_in", seat=seat)


# the side panel's premature-card corrections at a stud table (scenes/table_buttons.py):
# the flop table's Set aside, and the stud meanings of Return to deck and a stub set aside
STUD_CORRECTIONS: tuple[tuple[str, str, I.Intent, str], ...] = (
    ("set_aside", "action.set_aside", I.SetAside(), "A"),
    ("set_aside_stub", "table.stud.set_aside_stub", I.SetAside(stub=True), "Shift+A"),
    ("return_premature", "table.stud.return_premature", I.ReturnToDeck("premature"), "R"),
)


def still_in(snap: TableSnapshot) -> int:
    """The players still in the hand: one stub card each is set aside (Robert's Stud 14)."""
    return sum(1 for sv in snap.seats if not sv.folded)


def stud_action(
    ctrl: Controller, intent: I.Intent, snap: TableSnapshot | None
) -> tuple[bool, ActionItem | None]:
    """(handled, action) for a stud table; (False, None) leaves the intent to the flop
    games' controller (a pot, the showdown, a plain click on a seat...)."""
    if snap is None or not is_stud(snap.variant):  # no snapshot, or a flop game's
        return False, None
    tool = ctrl.tool
    if isinstance(intent, (I.PickButton, I.MoveButton)):
        seat = intent.seat if isinstance(intent, I.MoveButton) else None
        if seat is not None:
            ctrl.cancel()
            return True, naming(snap, seat)
        ctrl._start(NAMING)
        return True, None
    if isinstance(intent, I.PickSeat) and tool == NAMING:
        return True, ctrl._finish(naming(snap, intent.seat))
    if isinstance(intent, I.PickSeat) and tool is None and intent.add:
        return True, pitch(snap, intent.seat, True)
    if isinstance(intent, I.DealTo):
        ctrl.cancel()
        return True, pitch(snap, intent.seat, intent.other)
    if isinstance(intent, I.PickBlindSpot) and tool is None:
        if any(sv.hole for sv in snap.seats):  # the cards are out: a pitch, as in hold'em
            return True, pitch(snap, intent.seat, intent.add)
        return True, TraineeAction("antes")
    if isinstance(intent, I.PostBlind):
        ctrl.cancel()
        return True, TraineeAction("antes")
    if isinstance(intent, I.TurnBoard):
        ctrl.cancel()
        return True, TraineeAction("common_card")
    if isinstance(intent, I.SetAside):
        ctrl.cancel()
        return True, TraineeAction("set_aside", amount=still_in(snap) if intent.stub else None)
    if isinstance(intent, I.ReturnToDeck):  # no board, no set-aside board card: the premature
        ctrl.cancel()
        return True, TraineeAction("return_to_deck", zones=("premature",))
    return False, None


def stud_buttons(widgets: dict[str, UIButton], labels: dict[str, str], ctrl: Controller,
                 force: bool) -> None:
    """A stud table's Confirm (a split pot's seats picked) and Cancel (a gesture begun),
    enabled only when they mean something (`labels`: each one's state as last set)."""
    for name, on in (("confirm", ctrl.tool == "award" and bool(ctrl.picked)),
                     ("cancel", ctrl.busy)):
        if name in widgets and (force or labels.get(name) != str(on)):
            (widgets[name].enable if on else widgets[name].disable)()
            labels[name] = str(on)
