"""The dealer errors the simulator injects (CONTRACT.md's `mistakes:`)."""

from __future__ import annotations

from enum import StrEnum

from ..engine.record import record


class MistakeKind(StrEnum):
    EXPOSED_HOLE_CARD = "exposed_hole_card"
    EXTRA_CARD = "extra_card"
    FLOP_TOO_MANY = "flop_too_many"
    PREMATURE_FLOP = "premature_flop"
    PREMATURE_TURN = "premature_turn"
    PREMATURE_RIVER = "premature_river"
    BOXED_CARD = "boxed_card"
    WRONG_SEAT = "wrong_seat"
    WRONG_COUNT = "wrong_count"
    MISSED_BURN = "missed_burn"
    DOUBLE_BURN = "double_burn"
    BUTTON_MISPLACED = "button_misplaced"
    FOULED_DECK = "fouled_deck"
    WRONG_PUSH = "wrong_push"
    DIFFERENT_BACK = "different_back"
    BUTTON_NOT_DEAD = "button_not_dead"  # issue 27: the disc moved on where it stays dead
    BLIND_WRONG_SEAT = "blind_wrong_seat"  # issue 27: the big blind from a seat not owing it
    DEALT_IN_WAITING = "dealt_in_waiting"  # issue 27: a card to a player who must wait
    WRONG_BRING_IN = "wrong_bring_in"  # stud (issue 26)
    WRONG_FACE = "wrong_face"  # stud: pitch N lands with the other face
    STUD_EXTRA_CARD = "stud_extra_card"  # stud: S's pitch on a street lands two cards
    PREMATURE_STREET = "premature_street"  # stud: a burn and the next street's first card
    # come after `after` decisions of a round, before it is complete
    PRIOR_LEVEL = "prior_level"  # issue 27: hand N laid at the previous level's blinds
    RACED_OUT = "raced_out"  # issue 27: a chip race's small chips removed, S not given his chip


@record
class MistakeSpec:
    """One scheduled mistake.

    `cards`: for exposed_hole_card, the pitch numbers (from 1) that land face up.
    `count`: for extra_card, how many extra cards go out.
    `after`: for premature_* (and stud's premature_street), how many player decisions of
    the round come first.
    `pitch`, `seat`: wrong_seat: pitch N lands in front of seat S; wrong_count: seat S.
    `cards` is also boxed_card's cards off the deck (from 1); `count` wrong_count's 1 or 3.
    `hand`: which hand of a multi-hand drill it fires in (from 1).
    `street`: for missed_burn, double_burn, the street whose burn misfires; for
    premature_street, the round's street (None: the first round it can come in).
    `found_after`: wrong_count, missed_burn, double_burn: the error comes to light after
    this many decisions of the hand (0: at once).
    `where`: `PATH:LINE:COL` of the scenario entry, for error messages.
    `seat`, `floor`, `dup`, `at`, `pot`: the button, fouled deck and wrong push's (below).
    """

    kind: MistakeKind
    cards: tuple[int, ...] = ()
    count: int = 1
    after: int = 0
    hand: int = 1
    pitch: int = 0
    found_after: int = 0
    where: str | None = None
    # button_misplaced: the disc's seat, and where the floor puts the next button (None: the
    # seat after table.button); wrong_push: the seat the pot lands at
    seat: int | None = None
    floor: int | None = None
    dup: str | None = None  # fouled_deck: the card that is there twice ("Kh")
    at: int = 0  # fouled_deck: which card off the deck (from 1) is the second copy;
    # different_back: which card off the deck has a back of another colour
    pot: int = 0  # wrong_push: the pot
    street: str | None = None
    # premature_street: the player looked at his premature seventh-street downcard (Robert's
    # Stud 14: he keeps it, and may not bet or raise on sixth street)
    looked: bool = False
