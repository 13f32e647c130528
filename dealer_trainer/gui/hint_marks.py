"""Where a hint points: the seats and the zone it rings on the felt, and the button in the
bars that does the same (the scene pulses both); and how old each decision's bubble is."""

from __future__ import annotations

from collections.abc import Container
from typing import TYPE_CHECKING

from ..arbiter.actions import TraineeAction
from ..arbiter.outcome import Said
from ..engine.variant import FLOP_BOARD_STREETS

if TYPE_CHECKING:
    from ..arbiter.snapshot import TableSnapshot

ZONES = {
    "shuffle": "deck",
    "cut": "deck",
    "burn": "burn",
    "flop": "board",
    "turn": "board",
    "river": "board",
    "collect": "pots",
    "set_aside": "set_aside",
    "move_button": "button",
    "scrap": "deck",
    "burn_exposed": "board",
    "return_burn": "burn",
    "return_board": "board",
    "antes": "pots",  # the stud games
    "common_card": "board",
}


def hint_places(a: TraineeAction | None) -> tuple[tuple[int, ...], str | None]:
    """(seats, zone) the hinted action `a` is done at; zone is deck | burn | board | pots |
    set_aside | button | bet:N | pot:N | pot:N:high | pot:N:low."""
    if a is None:
        return (), None
    n = a.name
    if n in ("deal", "replace_exposed", "return_extra", "move_button", "kill_hand", "deal_up",
             "deal_down", "bring_in", "first_to_act", "ante") and a.seat:
        return (a.seat,), "button" if n == "move_button" else None
    if n == "post" and a.seat:
        return (), f"bet:{a.seat}"
    if n == "award":  # a half: that stack (or, the pot not cut yet, the mark that cuts it)
        return tuple(a.to), f"pot:{a.pot}" + (f":{a.half}" if a.half else "")
    return (), ZONES.get(n)


def hint_widget(a: TraineeAction | None, widgets: Container[str]) -> str | None:
    """The button that does what the hinted action `a` does, if a button does it."""
    if a is None:
        return None
    if a.name == "post":
        return f"post_{a.blind}"
    if a.name in FLOP_BOARD_STREETS:  # a board street's action is named after it
        return "street"
    if a.name == "return_to_deck":
        if a.zones == ("premature",):  # a stud table's premature card
            return "return_premature"
        return "return_board" if a.zones == ("board",) else "return_set_aside"
    if a.name == "set_aside" and a.amount is not None:  # stud: a stub card per player in
        return "set_aside_stub"
    if a.name == "scramble_flop":
        return "scramble"
    if a.name == "return_board":  # the last board card; "return_board" is the board's button
        return "return_last_board"
    if a.name in ("bring_in", "first_to_act", "ante") and "name_first" in widgets:  # stud
        return "name_first" if a.name != "ante" else "antes"
    return a.name if a.name in widgets else None


def aged_bubbles(
    bubbles: dict[int, tuple[Said, float]], snap: TableSnapshot, dt: float
) -> dict[int, tuple[Said, float]]:
    """Seat -> (decision, seconds shown): a decision still showing ages by `dt`, a new one
    starts at 0."""
    fresh: dict[int, tuple[Said, float]] = {}
    for sv in snap.seats:
        if sv.last_action:
            old = bubbles.get(sv.seat)
            age = old[1] + dt if old is not None and old[0] == sv.last_action else 0.0
            fresh[sv.seat] = (sv.last_action, age)
    return fresh
