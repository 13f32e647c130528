"""What `validate` checks of a tournament's levels and of a chip race drill (RULES.md
"Tournament levels", "The chip race and the color-up"; CONTRACT.md "Scenario: a chip race
drill"): `announced` never on the first level; a chip race at a tournament table, its new
chip a multiple of the small chip, its chips at occupied seats and within their stacks,
some seat with chips, `found` at an occupied seat, and none of a dealt hand's fields."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..arbiter.mistakes import MistakeKind

if TYPE_CHECKING:
    from .checks import _Reader
    from .yamlnodes import ValuePath

# a chip race deals no hand: these fields have nothing to act on
NOT_IN_A_RACE = ("hands", "players", "players_by_hand", "between_hands")
# the one mistake a race drill schedules, and the only place it can happen (raced_out.py)
RACE_MISTAKE = MistakeKind.RACED_OUT.value
KINDS = {k.value for k in MistakeKind}


def check_levels(r: _Reader) -> None:
    """tournament.level_change: the first level is where the drill starts; no clock
    announces it. tournament.hand_for_hand: a tournament's."""
    tournament = r.get(("table", "tournament"), bool) is True
    if r.get(("table", "hand_for_hand"), bool) is True and not tournament:
        r.report(("table", "hand_for_hand"), "hand for hand is a tournament's: the table "
                 "needs 'tournament: true'")
    levels = r.get(("table", "schedule"), list) or []
    if levels and r.get(("table", "schedule", 0, "announced"), str) is not None:
        r.report(("table", "schedule", 0, "announced"), "the first level is not announced: "
                 "it is the level the tournament is at (tournament.level_change)")


def check_chip_race(r: _Reader, seats: list[int] | None) -> None:
    race = r.get(("chip_race",), dict)
    if race is None:
        return
    if r.get(("table", "tournament"), bool) is not True:
        r.report(("chip_race",), "a chip race is a tournament's: the table needs "
                 "'tournament: true'", key=True)
    for key in NOT_IN_A_RACE:
        if r.get((key,), (int, list, dict)) is not None:
            r.report((key,), "a chip race drill deals no hand: no '" + key + "'", key=True)
    _check_race_mistakes(r, chips=r.get(("chip_race", "chips"), dict) or {})
    small, new = r.integer(("chip_race", "remove")), r.integer(("chip_race", "next"))
    if small is not None and new is not None and (new <= small or new % small):
        r.report(("chip_race", "next"), f"the new chip ({new}) must be a multiple of the "
                 f"chip leaving play ({small})")
    chips = r.get(("chip_race", "chips"), dict) or {}
    if chips and not any(isinstance(n, int) and n > 0 for n in chips.values()):
        r.report(("chip_race", "chips"), "no seat has small chips to race")
    found = r.integer(("chip_race", "found", "seat"))
    if seats is None:
        return
    extra = {found: r.integer(("chip_race", "found", "chips")) or 0}
    for seat, n in chips.items():
        path = ("chip_race", "chips", seat)
        if int(seat) not in seats:
            r.report(path, f"seat {seat} is empty", key=True)
        elif small is not None and isinstance(n, int):
            stack = r.integer(("table", "seats", int(seat), "stack"))
            n += extra.get(int(seat), 0)  # the chips found after the race are his too
            if stack is not None and n * small > stack:
                r.report(path, f"{n} chips of {small} are worth more than the seat's "
                         f"stack ({stack})")
    if found is not None and found not in seats:
        r.report(("chip_race", "found", "seat"), f"seat {found} is empty")


def _check_race_mistakes(r: _Reader, chips: dict[object, object]) -> None:
    """A race drill's `mistakes:` are `raced_out` only, at a seat whose whole stack is small
    chips (race.not_raced_out: a player who could be raced out)."""
    small = r.integer(("chip_race", "remove"))
    for i, item in enumerate(r.get(("mistakes",), list) or []):
        path = ("mistakes", i)
        kind = item.get("kind") if isinstance(item, dict) else None
        if kind not in KINDS:
            continue  # an unknown kind has its own message
        if kind != RACE_MISTAKE:
            r.report(path, f"a chip race drill's only mistake is {RACE_MISTAKE}", key=True)
            continue
        seat = r.integer(path + ("seat",))
        if seat is None:
            continue
        stack = r.integer(("table", "seats", seat, "stack"))
        n = chips.get(seat)
        if not isinstance(n, int) or small is None or stack != n * small:
            r.report(path + ("seat",), f"seat {seat}'s whole stack is not small chips: he "
                     "cannot be raced out")


def check_raced_out_in_a_race(r: _Reader) -> None:
    """raced_out happens in a chip race drill only."""
    if r.get(("chip_race",), dict) is not None:
        return
    for i, item in enumerate(r.get(("mistakes",), list) or []):
        if isinstance(item, dict) and item.get("kind") == RACE_MISTAKE:
            r.report(("mistakes", i), f"{RACE_MISTAKE} is a chip race drill's (it needs "
                     "'chip_race:')", key=True)


def check_balance(r: _Reader, path: ValuePath, tournament: bool) -> None:
    """seat.balance: the floor balances a tournament's tables; `balance: true` only."""
    if r.get(path + ("balance",), bool) is not True:
        r.report(path + ("balance",), "'balance' is true: the floor takes one player")
    elif not tournament:
        r.report(path + ("balance",), "balancing tables is a tournament's (seat.balance): the "
                 "table needs 'tournament: true'")
    for key in ("posts", "name", "stack"):
        if r.get(path + (key,), object) is not None:
            r.report(path + (key,), f"'{key}' does not go with 'balance'", key=True)
