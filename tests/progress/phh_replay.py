"""PokerKit's reading of the trainer's hand histories (PokerKit is a test-only dependency:
the trainer writes PHH itself). A hand history is right when PokerKit replays it, every
action applied in order, to an end with the stacks the trainer stored."""

from __future__ import annotations

import warnings
from dataclasses import replace
from pathlib import Path
from typing import Any

from pokerkit import HandHistory, NoLimitPokerMixin, PotLimitOmahaHoldem


class NoLimitOmahaHoldem(NoLimitPokerMixin, PotLimitOmahaHoldem):
    """PHH's `NO`, no-limit Omaha, which the export writes for a pot-limit Omaha hand with a
    raise over PokerKit's pot (a short blind counted full, bet.pot_count). PokerKit 0.7.7
    reads a `NO` file but has no class for it: this one is PokerKit's Omaha (its dealing and
    `OmahaHoldemHand`) with PokerKit's own no-limit betting, nothing else changed."""


HandHistory.game_types.setdefault("NO", NoLimitOmahaHoldem)
HandHistory.required_field_names.setdefault("NO", HandHistory.required_field_names["PO"])


def with_house_rake(hh: HandHistory) -> HandHistory:
    """`hh` raking what the dealer took (rake.*): the file's `_dealer_trainer_rake` chips
    from the main pot, which held `_dealer_trainer_rake_pot`."""
    fields = hh.user_defined_fields or {}
    taken, main = fields.get("_dealer_trainer_rake"), fields.get("_dealer_trainer_rake_pot")
    if not isinstance(taken, int) or not isinstance(main, int) or not taken:
        return hh
    return replace(hh, rake=_house_take(taken, main))


def _house_take(taken: int, main: int) -> Any:
    """PokerKit's rake function: the dealer's rake and drop from the main pot, known by its
    amount before the take. PokerKit works the pots out again whenever it looks at them,
    so the function keeps no state."""

    def take(amount: int, state: object = None) -> tuple[int, int]:
        return (taken, amount - taken) if amount == main else (0, amount)

    return take


def replayed_stacks(hh: HandHistory) -> list[int]:
    """The stacks PokerKit ends the hand with, p1 first; AssertionError if it cannot
    apply every action or the hand does not end."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # e.g. PokerKit's note on a card dealt twice
        steps = list(with_house_rake(hh).state_actions)  # (state, the action applied or None)
    assert sum(action is not None for _, action in steps) == len(hh.actions), (
        "PokerKit could not apply every action in order"
    )
    state = steps[-1][0]
    assert not state.status, "the hand does not come to an end in PokerKit"
    return [int(s) for s in state.stacks]


def replayed_text(text: str) -> list[int]:
    return replayed_stacks(HandHistory.loads(text))


def load_all(path: Path) -> list[HandHistory]:
    """Every hand of a `.phhs` file, as PokerKit's reader gives them."""
    with path.open("rb") as f:
        return list(HandHistory.load_all(f))


def exported(folder: Path) -> list[HandHistory]:
    """Every hand of an export folder (DIR/<trainee>/<day>.phhs), file by file."""
    return [hh for path in sorted(folder.glob("*/*.phhs")) for hh in load_all(path)]


def replays_to_its_stacks(hh: HandHistory) -> bool:
    """PokerKit applies every action, the hand ends, and with the `finishing_stacks`."""
    try:
        return replayed_stacks(hh) == hh.finishing_stacks
    except AssertionError:
        return False


def count_tables(folder: Path) -> int:
    """The hands in an export folder, read as plain TOML (no PokerKit)."""
    import tomllib

    return sum(len(tomllib.loads(p.read_text("utf-8"))) for p in folder.glob("*/*.phhs"))
