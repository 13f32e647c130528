"""The trainee's money actions (CONTRACT.md "Money at the table"): parsed from what a YAML
loader gives into the fields of a `TraineeAction`, and printed back in script form.

`announce_pot: 700`, `announce_count: {seat: 3, amount: 240}`, `collect: {pots: [360, 240]}`,
`rake: 5`, `drop: 1`, `read: {seat: 3, hand: two-pair, ranks: [K, 7]}`.
"""

from __future__ import annotations

from typing import Any

from ...engine.cards import RANKS
from ...engine.reading import BY_NAME, rank_of

MONEY_ARGS: dict[str, str] = {
    "announce_pot": "amount",
    "announce_count": "count",
    "rake": "amount",
    "drop": "amount",
    "read": "read",
}
HANDS = tuple(BY_NAME)


class MoneyArgError(ValueError):
    """A money action's argument that does not parse (the caller words it as its own)."""


def parse_money(name: str, arg: Any) -> dict[str, Any]:
    """The TraineeAction fields of money action `name` with argument `arg`."""
    kind = MONEY_ARGS[name]
    if kind == "amount":
        return {"amount": _chips(arg, name)}
    if kind == "count":
        m = _mapping(arg, name, {"seat", "amount"}, "'announce_count: {seat: 3, amount: 240}'")
        return {"seat": _seat(m.get("seat"), name), "amount": _chips(m.get("amount"), name)}
    m = _mapping(arg, name, {"seat", "hand", "ranks", "low"},
                 "'read: {seat: 3, hand: pair, ranks: [K]}'")
    hand = str(m.get("hand", "")).strip().lower().replace(" ", "-").replace("_", "-")
    if hand not in BY_NAME and hand != "low":  # razz.low: `hand: low` with its `low:`
        given = m.get("hand")
        raise MoneyArgError(f"'read' needs 'hand', one of {', '.join(HANDS)}, not {given!r}")
    ranks = m.get("ranks", [])
    if isinstance(ranks, str):
        ranks = ranks.replace(",", " ").split()
    if not isinstance(ranks, list):
        raise MoneyArgError(f"'ranks' are a list, highest first, like [K, 7], not {ranks!r}")
    out = {"seat": _seat(m.get("seat"), name), "hand": hand, "ranks": tuple(map(_rank, ranks))}
    if "low" in m:
        out["low"] = _low(m["low"])
    return out


def check_money(name: str, *, seat: int | None = None, amount: int | None = None,
                pots: tuple[int, ...] | None = None, hand: str | None = None,
                ranks: tuple[str, ...] = (), low: tuple[str, ...] | None = None,
                ) -> dict[str, Any]:
    """A money action's typed fields (the GUI's money card: an amount, a seat, ranks typed)
    checked as `parse_money` checks a script's: the TraineeAction's fields, or
    MoneyArgError with the same one-line message."""
    if name == "collect":
        if not pots:
            raise MoneyArgError("'collect' takes {pots: [main, side, ...]}: the amounts after "
                                "the pull")
        return {"pots": tuple(_chips(p, name) for p in pots)}
    kind = MONEY_ARGS[name]
    if kind == "amount":
        return {"amount": _chips(amount, name)}
    if kind == "count":
        return {"seat": _seat(seat, name), "amount": _chips(amount, name)}
    if hand not in BY_NAME and hand != "low":
        raise MoneyArgError(f"'read' needs 'hand', one of {', '.join(HANDS)}, not {hand!r}")
    out: dict[str, Any] = {"seat": _seat(seat, name), "hand": hand,
                           "ranks": tuple(map(_rank, ranks))}
    if low is not None:
        out["low"] = tuple(map(_rank, low))
    return out


def _low(value: Any) -> tuple[str, ...]:
    """hilo.read's `low:`: five ranks, highest first ([6, 4, 3, 2, A]), or none: ()."""
    if value is None or str(value).strip().lower() == "none":
        return ()
    if isinstance(value, str):
        value = value.replace(",", " ").replace("-", " ").split()
    if not isinstance(value, list) or len(value) != 5:
        raise MoneyArgError(f"'low' is five ranks, highest first, like [8, 6, 4, 2, A], or "
                            f"none, not {value!r}")
    return tuple(map(_rank, value))


def parse_collect(arg: Any) -> dict[str, Any]:
    """`collect: {pots: [A, B, ...]}`: the pots after the pull, main pot first."""
    m = _mapping(arg, "collect", {"pots"}, "'collect: {pots: [360, 240]}'")
    pots = m.get("pots")
    if isinstance(pots, int) and not isinstance(pots, bool):
        pots = [pots]
    if not isinstance(pots, list) or not pots:
        raise MoneyArgError("'collect' takes {pots: [main, side, ...]}: the amounts after the pull")
    return {"pots": tuple(_chips(p, "collect") for p in pots)}


def money_text(a: Any) -> str | None:
    """The script form of a money action (None: not one)."""
    n = a.name
    if n in ("announce_pot", "rake", "drop"):
        return f"{n}: {a.amount}"
    if n == "announce_count":
        return f"announce_count: {{seat: {a.seat}, amount: {a.amount}}}"
    if n == "read":
        ranks = f", ranks: [{', '.join(a.ranks)}]" if a.ranks else ""
        low = "" if a.low is None else f", low: [{', '.join(a.low)}]" if a.low else ", low: none"
        return f"read: {{seat: {a.seat}, hand: {a.hand}{ranks}{low}}}"
    if n == "collect" and a.pots is not None:
        return f"collect: {{pots: [{', '.join(map(str, a.pots))}]}}"
    return None


def _mapping(arg: Any, name: str, keys: set[str], example: str) -> dict[Any, Any]:
    if not isinstance(arg, dict):
        raise MoneyArgError(f"'{name}' takes a mapping, e.g. {example}")
    for k in arg:
        if k not in keys:
            raise MoneyArgError(f"'{name}' has no field {k!r}; fields: {', '.join(sorted(keys))}")
    return arg


def _chips(value: Any, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise MoneyArgError(f"'{name}' needs a whole number of chips, not {value!r}")
    return value


def _seat(value: Any, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise MoneyArgError(f"'{name}' needs a seat number 1..10, not {value!r}")
    if not 1 <= value <= 10:
        raise MoneyArgError(f"seat {value} is out of range 1..10")
    return value


def _rank(value: object) -> str:
    rank = rank_of(value)
    if rank is None:
        raise MoneyArgError(f"a rank is one of {RANKS} (10 may be written for T), not {value!r}")
    return rank
