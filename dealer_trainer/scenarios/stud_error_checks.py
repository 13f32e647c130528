"""`validate`'s checks for the stud dealer errors (CONTRACT.md "Omaha and the stud games",
"The deck and the mistakes"): each at its line, a stud kind at a flop table, and the
parameters each kind needs."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..engine.variant import GAMES, Variant
from .yamlnodes import ValuePath

if TYPE_CHECKING:
    from .checks import _Reader


STUD_STREETS = GAMES[Variant.STUD].streets
STUD_CARDS = GAMES[Variant.STUD].hole_cards  # a player's cards over the streets (seven)


def _stud_table(r: _Reader, path: ValuePath, kind: str) -> bool:
    variant = r.get(("table", "variant"), str) or Variant.HOLDEM.value
    if variant in GAMES and GAMES[Variant(variant)].button:
        r.report(path + ("kind",), f"{kind} is a stud dealer error: the table's variant is "
                 f"{variant}")
        return False
    return True


def _wrong_bring_in(r: _Reader, path: ValuePath, item: dict[Any, Any],
                    seats: list[int] | None) -> None:
    if not _stud_table(r, path, "wrong_bring_in"):
        return
    if "seat" not in item:
        r.report(path, "wrong_bring_in needs 'seat: S' (the seat wrongly named as low)")
    seat = r.integer(path + ("seat",))
    if seat is not None and seats is not None and seat not in seats:
        r.report(path + ("seat",), f"seat {seat} is empty: name a seat with a player "
                 f"({', '.join(map(str, seats))})")
    found = r.integer(path + ("found_after",))
    if found is not None and found not in (0, 1):
        r.report(path + ("found_after",), "wrong_bring_in is found at once (0) or after the "
                 f"next player acted (1), not {found}")


def _wrong_face(r: _Reader, path: ValuePath, item: dict[Any, Any],
                seats: list[int] | None) -> None:
    if not _stud_table(r, path, "wrong_face"):
        return
    if "pitch" not in item:
        r.report(path, "wrong_face needs 'pitch: N' (the pitch, every street counted, that "
                 "lands with the other face)")
        return
    pitch = r.integer(path + ("pitch",))
    if pitch is None or seats is None:
        return
    if pitch <= 2 * len(seats):
        r.report(path + ("pitch",), f"pitch {pitch} is a third-street downcard: one turned up "
                 "is exposed_hole_card")
    elif pitch > STUD_CARDS * len(seats):
        r.report(path + ("pitch",), f"pitch {pitch} is past the deal: {len(seats)} players get "
                 f"at most {STUD_CARDS * len(seats)} cards")


def _extra_card(r: _Reader, path: ValuePath, item: dict[Any, Any],
                seats: list[int] | None) -> None:
    if not _stud_table(r, path, "stud_extra_card"):
        return
    for key, what in (("street", "the street"), ("seat", "the seat given two cards")):
        if key not in item:
            r.report(path, f"stud_extra_card needs '{key}' ({what})")
    street = r.get(path + ("street",), str)
    if street is not None and street not in STUD_STREETS:
        r.report(path + ("street",), f"'{street}' is no stud street ({', '.join(STUD_STREETS)})")
    seat = r.integer(path + ("seat",))
    if seat is not None and seats is not None and seat not in seats:
        r.report(path + ("seat",), f"seat {seat} is empty ({', '.join(map(str, seats))})")


def _misfired_burn(r: _Reader, path: ValuePath, item: dict[Any, Any],
                   seats: list[int] | None) -> None:
    """missed_burn, double_burn: at a flop table the street is flop, turn or river; at a
    stud table fourth to seventh, found at once, or a missed burn on fourth to sixth found
    after the street's cards."""
    kind = item.get("kind")
    variant = r.get(("table", "variant"), str) or Variant.HOLDEM.value
    g = GAMES[Variant(variant)] if variant in GAMES else GAMES[Variant.HOLDEM]
    stud = not g.button
    streets = g.streets[1:]  # each street after the first burns: stud's fourth on, the board's
    street = r.get(path + ("street",), str)
    if "street" not in item:
        named = ", ".join(f"'{s}'" for s in streets[1:-1])
        r.report(path, f"{kind} needs 'street: {streets[0]}', {named} or '{streets[-1]}' (the "
                 "street whose burn misfires)")
    elif street is not None and street not in streets:
        r.report(path + ("street",), f"{kind} at this table misfires the burn of "
                 f"{', '.join(streets)}, not {street}")
    found = r.integer(path + ("found_after",))
    if stud and found and (kind != "missed_burn" or street == streets[-1]):
        r.report(path + ("found_after",), f"a stud {kind} is found at once (found_after: 0); "
                 "only a missed burn on fourth to sixth street is found after the street's "
                 "cards (found_after: 1)")


def _premature_street(r: _Reader, path: ValuePath, item: dict[Any, Any],
                      seats: list[int] | None) -> None:
    if not _stud_table(r, path, "premature_street"):
        return
    after = r.integer(path + ("after",))
    if after is not None and after < 1:
        r.report(path + ("after",), "premature_street comes after at least one decision of the "
                 f"round (after: 1 or more), not {after}")
    if "looked" in item and not isinstance(item["looked"], bool):
        r.report(path + ("looked",), "looked is true or false (the player looked at his "
                 "premature seventh-street downcard)")
    street = r.get(path + ("street",), str)
    if street is not None and street not in STUD_STREETS[:-1]:
        r.report(path + ("street",), f"premature_street comes in the round of "
                 f"{', '.join(STUD_STREETS[:-1])} (a street follows it), not {street}")


Check = Callable[["_Reader", ValuePath, dict[Any, Any], "list[int] | None"], None]
STUD_ERROR_CHECKS: dict[str, Check] = {
    "wrong_bring_in": _wrong_bring_in,
    "wrong_face": _wrong_face,
    "stud_extra_card": _extra_card,
    "missed_burn": _misfired_burn,
    "double_burn": _misfired_burn,
    "premature_street": _premature_street,
}
