"""The stud games' additions to the result and the snapshot (CONTRACT.md "Omaha and the stud
games", "The result"): each seat's cards dealt face up, the bring-in, the common card, and no
button. Read from the hand's log: a card shown at the showdown keeps the face it was dealt
with here."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine import ops
from ..engine.config import Street
from ..engine.hand import Hand
from ..engine.stud_errors import (
    BringInMoving,
    CardTurningUp,
    DoublePitching,
    HoleCardBurning,
    HoleCardMoving,
    HoleCardSettingAside,
    PrematureReturning,
)
from ..engine.stud_ops import BringInPosting, StudRoundOpening
from . import ledger
from .modes import Mode

if TYPE_CHECKING:
    from .arbiter import Arbiter


def upcards_dealt(h: Hand) -> dict[int, list[str]]:
    """Each seat's cards dealt face up, in the order dealt (`final.up`); a card turned up
    where it lay counts, one moved or burnt goes with it (the stud errors, stud_errors.py)."""
    up: dict[int, list[str]] = {}
    for op in ledger.deal_log(h):
        if isinstance(op, ops.HoleDealing) and op.exposed:
            up.setdefault(op.seat, []).append(op.card.code)
        elif isinstance(op, CardTurningUp):
            up.setdefault(op.seat, []).append(op.card.code)
        elif isinstance(op, DoublePitching) and op.exposed:
            up.setdefault(op.seat, []).extend(c.code for c in op.cards)
        elif isinstance(op, HoleCardMoving | HoleCardBurning | HoleCardSettingAside
                        | PrematureReturning):
            held = up.get(op.src if isinstance(op, HoleCardMoving) else op.seat, [])
            if op.card.code in held:
                held.remove(op.card.code)
            if isinstance(op, HoleCardMoving) and op.exposed:
                up.setdefault(op.dst, []).append(op.card.code)
    return {s: cards for s, cards in up.items() if cards}


def bring_in(h: Hand) -> int | None:
    """The seat that started third-street action (`final.bring_in`): the first to act after
    the bring-in was named (the low card; the seat at his left when he is all in for his ante,
    Robert's Stud 8, TDA RP-10-E, or passed over, Stud 5), or the true low card the bring-in
    moved to (stud.wrong_bring_in). Before anyone acts, the seat the round opened at."""
    seat, waiting = None, False
    for op in ledger.deal_log(h):
        if isinstance(op, StudRoundOpening) and op.street is Street.THIRD:
            seat, waiting = op.first, True
        elif waiting and isinstance(op, ops.PlayerActing | BringInPosting):
            seat, waiting = op.seat, False
        elif isinstance(op, BringInMoving):
            seat = op.seat
    return seat


NAMINGS = ("bring_in", "first_to_act")


def naming_owed(arb: Arbiter) -> str | None:
    """What the disc dropped on a seat names now (the snapshot's `stud_naming`): the naming
    the book owes (`expected()`), else the bring-in until one is named this hand
    (stud.bring_in), then the first to act (stud.first_to_act); None at a flop table."""
    h = arb.hand
    if h.game.button:
        return None
    owed = next((a.name for a in arb.expected() if a.name in NAMINGS), None)
    return owed or ("bring_in" if bring_in(h) is None else "first_to_act")


def faces_up_next(h: Hand) -> tuple[int, ...]:
    """The seats whose next card the book deals face up (the snapshot's `stud_up_next`;
    stud.deal: third street two down and one up, fourth to sixth up, seventh down), from
    the game's row: what a pitch of the other face (deal_down / deal_up) is measured from."""
    if h.game.button:
        return ()
    faces = [up for street in h.game.faces for up in street]
    held = {s: len(cards) for s, cards in h.zones.hole.items()}
    return tuple(s for s, n in sorted(held.items()) if n < len(faces) and faces[n])


def named_first(h: Hand) -> int | None:
    """The seat named last to start a round (the bring-in, then each street's first to act):
    the table marks it once the trainee has named it."""
    return next((op.first for op in reversed(ledger.deal_log(h))
                 if isinstance(op, StudRoundOpening)), None)


def due_first(arb: Arbiter) -> int | None:
    """Learn mode: the seat the book names next (`bring_in: S`, `first_to_act: S`) once the
    street's cards are out, marked at once; None elsewhere and in the other modes."""
    if arb.hand.game.button or arb.setup.mode is not Mode.LEARN or arb.complete:
        return None
    return next((a.seat for a in arb.expected() if a.name in ("bring_in", "first_to_act")),
                None)


def stud_final(h: Hand) -> dict[str, object]:
    """`final`'s stud fields; nothing at a flop table."""
    if h.game.button:
        return {}
    return {
        "button": None,
        "board": [],  # no board in stud: the common card is `common`
        "up": {str(s): cards for s, cards in sorted(upcards_dealt(h).items())},
        "bring_in": bring_in(h),
        # stud.common_card: the card turned in the centre, or null
        "common": h.zones.board[0].code if h.zones.board else None,
    }


def stud_stakes(h: Hand) -> dict[str, object]:
    """A stud hand's record: its bring-in and bets (stud.bring_in, stud.limits), which a
    hand history needs (progress/phh_stud.py); nothing at a flop table."""
    if h.game.button:
        return {}
    cfg = h.config
    return {"bring_in": cfg.bring_in, "small_bet": cfg.small_bet,
            "big_bet": cfg.big_bet or 2 * cfg.small_bet}
