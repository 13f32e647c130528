"""A chip race's gestures (issue 27, CONTRACT.md "Scenario: a chip race drill"), as the
controller makes a hand's: pure, no pygame. It builds the trainee's action from what was
pointed at and never decides whether it is right (the arbiter judges every one).

- the color-up: a click on a seat's chips (its betting spot) while no color-up is made, or G:
  `color_up`;
- the count: the race card (W, or its button) takes the number typed: `announce_race: N`
  (widgets/money_card.py's `race` mode);
- a race card: a card from the deck to a seat, or a click on the seat (or its number key):
  `deal: S`;
- a raced chip: a chip from the tray (the middle) to a seat, or P then the seat:
  `award_chip: S`; with Shift (Shift+P, or a drop with Shift held), the not-raced-out chip:
  `not_raced_out: S`;
- the small chips out of play: C, or the button: `remove_chips`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from ..arbiter.actions import TraineeAction
from ..arbiter.snapshot import TableSnapshot
from . import intents as I

if TYPE_CHECKING:
    from pygame_gui.elements import UIButton

    from .controller import ActionItem, Controller

AWARD, RACED_OUT = "award_chip", "not_raced_out"  # the tools: the next seat picked gets it

# the bottom bar's two rows at a chip race (scenes/table_buttons.py's form)
RACE_ROWS: tuple[tuple[tuple[str, str, I.Intent, str], ...], ...] = (
    (
        ("shuffle", "action.shuffle", I.Shuffle(), "S"),
        ("cut", "action.cut", I.Cut(), "U"),
        ("color_up", "action.color_up", I.PostBlind(), "G"),
        ("announce_race", "action.announce_race", I.OpenMoneyCard("race"), "W"),
    ),
    (
        ("award_chip", "action.award_chip", I.AwardChip(), "P"),
        ("not_raced_out", "action.not_raced_out", I.AwardChip(raced_out=True), "Shift+P"),
        ("remove_chips", "action.remove_chips", I.Collect(), "C"),
        ("cancel", "table.cancel", I.Cancel(), "Esc"),
    ),
)

# the help overlay's lines at a race table: what each key and gesture does there (label, words)
# by the hand's (input_map.help_lines); the mouse's lines are each replaced, never dropped
RACE_HELP = {
    "keys.post": "keys.race.color_up",
    "keys.money_pots": "keys.race.count",
    "keys.award": "keys.race.award",
    "keys.collect": "keys.race.remove",
    "keys.split_pot": "keys.race.not_raced_out",
    "keys.click_seat": "keys.race.click_seat",
    "keys.click_bet": "keys.race.click_chips",
    "keys.label.click_burn_board": "keys.race.label.tray",
    "keys.click_burn_board": "keys.race.click_tray",
    "keys.label.click_pot": "keys.race.label.drag_tray",
    "keys.click_pot": "keys.race.drag_tray",
    "keys.label.click_button": "keys.race.label.drag_shift",
    "keys.click_button": "keys.race.drag_shift",
    "keys.drag": "keys.race.drag",
}
# the keys that do nothing at a race table: not listed in its help
RACE_IDLE = frozenset((
    "keys.burn", "keys.street", "keys.wait", "keys.showdown", "keys.move_button",
    "keys.misdeal", "keys.replace_exposed", "keys.return_extra", "keys.set_aside",
    "keys.return_to_deck", "keys.scramble_flop", "keys.scrap", "keys.kill_hand",
    "keys.burn_fixes", "keys.void_hand", "keys.call_floor", "keys.money_rake",
    "keys.money_read", "keys.rule",
))


def _tool(ctrl: Controller, raced_out: bool, seat: int | None) -> ActionItem | None:
    name = RACED_OUT if raced_out else AWARD
    if seat is not None:
        ctrl.cancel()
        return TraineeAction(name, seat=seat)
    ctrl._start(name)
    return None


def race_action(
    ctrl: Controller, intent: I.Intent, snap: TableSnapshot | None
) -> tuple[bool, ActionItem | None]:
    """(handled, action) at a chip race; (False, None) leaves the intent to the hand's
    controller (the shuffle, the cut, a card dealt to a seat...)."""
    race = snap.race if snap is not None else None
    if race is None:
        return False, None
    if isinstance(intent, I.AwardChip):
        return True, _tool(ctrl, intent.raced_out, intent.seat)
    if isinstance(intent, I.AwardPot):
        return True, _tool(ctrl, False, None)
    if isinstance(intent, I.SplitPot):  # Shift+P
        return True, _tool(ctrl, True, None)
    if isinstance(intent, I.PostBlind):
        ctrl.cancel()
        return True, TraineeAction("color_up")
    if isinstance(intent, I.Collect):
        ctrl.cancel()
        return True, TraineeAction("remove_chips")
    if isinstance(intent, (I.PickSeat, I.PickBlindSpot)):
        if ctrl.tool in (AWARD, RACED_OUT):
            return True, ctrl._finish(TraineeAction(ctrl.tool, seat=intent.seat))
        if isinstance(intent, I.PickBlindSpot) and not race.colored:
            return True, TraineeAction("color_up")  # his chips clicked: the color-up
        ctrl.cancel()
        return True, TraineeAction("deal", seat=intent.seat)
    if isinstance(intent, (I.PickButton, I.MoveButton, I.TurnBoard, I.Burn, I.LetAct,
                           I.Showdown, I.PickPot)):
        return True, None  # no button, board, betting or pot in a race
    return False, None


def race_buttons(widgets: Mapping[str, UIButton], labels: dict[str, str], ctrl: Controller,
                 force: bool) -> None:
    """Cancel is on while a chip is held for a seat."""
    on = ctrl.busy
    if "cancel" in widgets and (force or labels.get("cancel") != str(on)):
        (widgets["cancel"].enable if on else widgets["cancel"].disable)()
        labels["cancel"] = str(on)
