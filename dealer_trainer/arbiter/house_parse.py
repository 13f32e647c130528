"""The house procedures' trainee actions (CONTRACT.md "The shuffle and the dealer's
announcements"): parsed from what a YAML loader gives into a `TraineeAction`'s fields, and
printed back in script form.

`wash`, `riffle`, `box` (the shuffle's gestures at a `table.shuffle: full` table),
`announce: {seat: 3, what: raise, to: 800}`, `all_in_button: 3`.
"""

from __future__ import annotations

from typing import Any

# the house shuffle's gestures, in order (deck.shuffle); the cut follows them
SHUFFLE_STEPS: tuple[str, ...] = ("wash", "riffle", "riffle", "box", "riffle")
GESTURES: tuple[str, ...] = ("wash", "riffle", "box")
ANNOUNCED = ("bet", "raise")  # deal.announce: what a non-all-in bet is announced as

# name -> kind of argument, as actions.ACTION_ARGS has them
HOUSE_ARGS: dict[str, str | None] = {
    **dict.fromkeys(GESTURES),
    "announce": "announce",
    "all_in_button": "seat",
}
EXAMPLES = {
    "announce": "'announce: {seat: 3, what: raise, to: 800}'",
    "all_in_button": "'all_in_button: 3'",
}


class HouseArgError(ValueError):
    """An announcement's argument that does not parse (the caller words it as its own)."""


def parse_announce(arg: Any) -> dict[str, Any]:
    """`announce: {seat: S, what: bet|raise, to: N}` -> the TraineeAction's fields (`what`
    in `ruled`, `to` in `amount`)."""
    if not isinstance(arg, dict):
        raise HouseArgError(f"'announce' takes {{seat: N, what: bet|raise, to: N}}, e.g. "
                            f"{EXAMPLES['announce']}")
    extra = sorted(str(k) for k in arg if k not in ("seat", "what", "to"))
    if extra:
        raise HouseArgError(f"'announce' has no field {extra[0]!r}; fields: seat, to, what")
    return check_announce(arg.get("seat"), arg.get("what"), arg.get("to"))


def check_announce(seat: Any, what: Any, to: Any) -> dict[str, Any]:
    """An announcement's seat, what and total checked (the script's or the GUI's announce
    card's, typed): its TraineeAction fields, or HouseArgError with a one-line message."""
    if not isinstance(seat, int) or isinstance(seat, bool) or not 1 <= seat <= 10:
        raise HouseArgError(f"'announce' needs a seat number 1..10, not {seat!r}")
    if what not in ANNOUNCED:
        raise HouseArgError(f"'what' is bet or raise, not {what!r} (an all-in gets the all-in "
                            "button: 'all_in_button: 3')")
    if not isinstance(to, int) or isinstance(to, bool) or to < 1:
        raise HouseArgError(f"'announce' needs 'to': the bet's total in the round, not {to!r}")
    return {"seat": seat, "ruled": what, "amount": to}


def announce_text(seat: int | None, what: str | None, to: int | None) -> str:
    return f"announce: {{seat: {seat}, what: {what}, to: {to}}}"
