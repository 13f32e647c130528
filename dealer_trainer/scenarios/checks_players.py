"""The checks of a `players:` entry that a schema cannot say, for the non-standard forms
(CONTRACT.md "Players' non-standard actions"): which fields go with which action, chips
within his stack, a floor ruling's amount. A `check` facing a bet and a raise the betting
does not reopen are not errors here: the dealer rules on them (`arbiter/rulings`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .yamlnodes import ValuePath

if TYPE_CHECKING:
    from .checks import _Reader

# field -> the actions it goes with
_ONLY_WITH: dict[str, tuple[str, ...]] = {
    "chips": ("chips",),
    "more": ("chips",),
    "when": ("chips",),
    "say": ("chips", "say"),
    "card": ("show",),
}
_SIZED_WORDS = ("bet", "raise")


def check_entry(r: _Reader, path: ValuePath, item: dict[Any, Any], seat: int | None) -> None:
    """One entry of `players.<street>`; `item` passed the schema."""
    action = r.get(path + ("action",), str)
    if action is None:
        return
    for key, actions in _ONLY_WITH.items():
        if key in item and action not in actions:
            r.report(path + (key,), f"'{key}' goes with action {' or '.join(actions)}, "
                     f"not {action}", key=True)
    if action == "chips" and "chips" not in item:
        r.report(path, "action chips needs 'chips': the chips he pushes out, by value")
    if action == "say" and "say" not in item:
        r.report(path, "action say needs 'say': call, check, bet, raise, all_in or fold")
    if action == "show":
        _check_show(r, path, item)
    if "when" in item and "say" not in item:
        r.report(path + ("when",), "'when' says when his words came: it needs 'say'", key=True)
    say = r.get(path + ("say",), str)
    if action in ("chips", "say") and "to" in item and say not in _SIZED_WORDS:
        r.report(path + ("to",), "'to' with chips or say is the amount said: it needs "
                 "say: bet or say: raise", key=True)
    if action == "chips" and seat is not None:
        _check_stack(r, path, seat)
    _check_floor(r, path)


def _check_show(r: _Reader, path: ValuePath, item: dict[Any, Any]) -> None:
    if "card" not in item:
        r.report(path, "action show needs 'card': 1 or 2 (the hole card he turns up)")
    for key in ("to", "out_of_turn", "floor"):
        if key in item:
            r.report(path + (key,), f"'{key}' does not go with show: turning up his own card "
                     "is no decision and needs no ruling", key=True)


def _check_stack(r: _Reader, path: ValuePath, seat: int) -> None:
    stack = r.integer(("table", "seats", str(seat), "stack"))
    pushed = 0
    for key in ("chips", "more"):
        values = r.get(path + (key,), list) or []
        pushed += sum(v for v in values if isinstance(v, int) and not isinstance(v, bool))
    if stack is not None and pushed > stack:
        r.report(path + ("chips",), f"the chips come to {pushed}, more than seat {seat}'s "
                 f"stack of {stack}")


def _check_floor(r: _Reader, path: ValuePath) -> None:
    floor = path + ("floor",)
    ruling = r.get(floor + ("as",), str)
    has_to = r.integer(floor + ("to",)) is not None
    if ruling in _SIZED_WORDS and not has_to:
        r.report(floor, f"the floor's {ruling} needs 'to' (his total for the round)")
    elif ruling is not None and ruling not in _SIZED_WORDS and has_to:
        r.report(floor + ("to",), f"the floor's {ruling} takes no 'to'", key=True)
