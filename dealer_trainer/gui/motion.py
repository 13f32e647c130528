"""What a step did, as glides: read from the engine operations it caused (`Step.ops`).

A pitch flies from the deck to its seat, a burn to the burns, board cards turn, bets slide
to their spot and into the pot, a pot slides to its winners, the button disc moves, the deck
riffles and is cut. The operations say what happened; the snapshots before and after the
step only say where each thing lies on the screen. Every operation that names cards moves
them from where they were to where they are (so an operation added later animates too).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import fields, is_dataclass
from typing import TYPE_CHECKING

from ..engine import ops as O
from ..engine.cards import Card
from ..engine.ops_noted import ShuffleStepNoted
from .anim import CHIP_S, PITCH_S, STAGGER_S, Glide
from .layout import Box, TableLayout
from .pot_halves import half_boxes

if TYPE_CHECKING:
    from ..arbiter.snapshot import PotView, TableSnapshot

# where a card lies: ("hole", seat, i, face up), ("board", i), ("burn", i, face up),
# ("set_aside", i), ("muck",) or ("deck",)
Loc = tuple[str, *tuple[int, ...]]


def visible_pots(snap: TableSnapshot) -> list[PotView]:
    """Pots still on the table (not yet pushed), in index order."""
    return [p for p in snap.pots if not p.awarded_to and p.amount > 0]


def pot_slots(snap: TableSnapshot) -> list[PotView | None]:
    """Each pot of the hand in its place, left to right: the pot while it is on the table,
    None once it is pushed. A push empties its slot and moves no other pot (the next click
    lands where the trainee saw the pot)."""
    return [None if p.awarded_to else p for p in snap.pots if p.awarded_to or p.amount > 0]


def card_locations(snap: TableSnapshot) -> dict[Card, Loc]:
    locs: dict[Card, Loc] = {}
    for sv in snap.seats:
        for j, hv in enumerate(sv.hole):
            locs[hv.card] = ("hole", sv.seat, j, hv.face_up)
    for i, c in enumerate(snap.board):
        locs[c] = ("board", i)
    for i, c in enumerate(snap.burns):
        locs[c] = ("burn", i, c in snap.burns_up)
    for i, c in enumerate(snap.set_aside):
        locs[c] = ("set_aside", i)
    return locs


def loc_box(layout: TableLayout, loc: Loc) -> Box:
    kind, *at = loc
    if kind == "hole":
        return layout.seats[at[0]].hole_box(at[1])
    if kind == "board":
        return layout.board[min(at[0], 4)] if at[0] < 5 else layout.set_aside
    if kind == "burn":
        return layout.burn_slot(at[0])
    if kind == "set_aside":
        return layout.set_aside_slot(at[0])
    if kind == "muck":
        return layout.muck
    return layout.deck


def face_up(loc: Loc) -> bool:
    return loc[0] in ("board", "set_aside") or (
        loc[0] in ("hole", "burn") and bool(loc[-1])  # a hole card or a burn lying face up
    )


def _same_place(a: Loc, b: Loc) -> bool:
    """The same place; a hole card the same seat and slot, turned or not."""
    (ka, *xa), (kb, *xb) = a, b
    return (ka, xa[:2]) == (kb, xb[:2]) if ka == kb == "hole" else a == b


def named_cards(op: object) -> list[Card]:
    """Every card an operation names, in its fields' order (nested tuples included)."""
    out: list[Card] = []

    def walk(v: object) -> None:
        if isinstance(v, Card):
            out.append(v)
        elif isinstance(v, tuple):
            for x in v:
                walk(x)

    names: tuple[str, ...] = getattr(op, "__record_fields__", ())  # an engine @record
    if not names and is_dataclass(op):  # or a dataclass, as records may still be declared
        names = tuple(f.name for f in fields(op))
    for name in names:
        walk(getattr(op, name))
    return out


# the whole of one step's motion lands within this (a misdeal's gather staggers faster)
STEP_SPREAD_S = 0.25
SHUFFLE_S = 0.18


class StepMotion:
    """The glides of one step, built operation by operation."""

    def __init__(self, before: TableSnapshot, after: TableSnapshot, layout: TableLayout) -> None:
        self.L = layout
        self.before, self.after = before, after
        self.was, self.now = card_locations(before), card_locations(after)
        self.bets = {s.seat: s.bet for s in before.seats}
        self.moved: set[Card] = set()
        self.glides: list[Glide] = []
        self.to_muck = after.muck_count > before.muck_count
        self.gestured = False  # a shuffle gesture drew this step's motion

    def add(self, g: Glide) -> None:
        self.glides.append(g)

    # cards ----------------------------------------------------------------------------------
    def card(self, card: Card) -> None:
        if card in self.moved:
            return
        src = self.was.get(card, ("deck",))
        dst = self.now.get(card) or (("muck",) if self.to_muck else ("deck",))
        L = self.L
        if _same_place(src, dst):
            if face_up(dst) and not face_up(src):  # turned where it lies: a short lift
                box = loc_box(L, dst)
                lift = (box.center[0], box.center[1] - box.h * 0.35)
                self.add(Glide(("card", card, True, (box.w, box.h)), lift, box.center, PITCH_S,
                               hides=card))
                self.moved.add(card)
            return
        src_box, dst_box = loc_box(L, src), loc_box(L, dst)
        resting = dst[0] not in ("deck", "muck")
        size = (dst_box.w, dst_box.h) if resting else (L.small_card_w, L.small_card_h)
        self.add(Glide(("card", card, face_up(dst), size), src_box.center, dst_box.center,
                       PITCH_S, hides=card if resting else None))
        self.moved.add(card)

    # chips ----------------------------------------------------------------------------------
    def chips(self, amount: int, src: tuple[int, int], dst: tuple[int, int], hides: object = None,
              duration: float = CHIP_S) -> None:
        if amount > 0:
            self.add(Glide(("chips", amount), src, dst, duration, hides=hides))

    def to_spot(self, seat: int, amount: int) -> None:
        sl = self.L.seats.get(seat)
        self.bets[seat] = self.bets.get(seat, 0) + amount
        if sl is not None:
            self.chips(amount, sl.box.center, sl.bet.center, hides=("bet", seat))

    def collect(self, op: O.BetCollecting) -> None:
        back = dict(op.returned)
        for seat, bet in sorted(self.bets.items()):
            sl = self.L.seats.get(seat)
            if sl is None or bet <= 0:
                continue
            self.chips(bet - back.get(seat, 0), sl.bet.center, self.L.pot_area.center)
            self.chips(back.get(seat, 0), sl.bet.center, sl.box.center)
        self.bets = dict.fromkeys(self.bets, 0)

    def push(self, op: O.ChipsPushing | O.HalfPushing) -> None:
        box = _pot_box(self.L, self.before, op.pot)
        src = box.center
        if isinstance(op, O.HalfPushing):  # from its stack: high on the left, low on the right
            src = half_boxes(box)[op.half].center
        for seat, amount in op.amounts:
            sl = self.L.seats.get(seat)
            if sl is not None:
                self.chips(amount, src, sl.box.center, duration=CHIP_S * 1.2)

    # the deck and the button ---------------------------------------------------------------
    def riffle(self, cut: bool) -> None:
        d = self.L.deck
        what = ("back", (d.w, d.h))
        if cut:  # the bottom half comes over the top
            self.add(Glide(what, (d.center[0], d.center[1] + d.h * 0.6), d.center, SHUFFLE_S))
            return
        for dx in (-0.7, 0.7):  # two halves riffled together
            self.add(Glide(what, (d.center[0] + d.w * dx, d.center[1]), d.center, SHUFFLE_S))

    def gesture(self, step: str) -> None:
        """A full table's shuffle gesture (deck.shuffle): the wash scrambles backs around the
        deck and squares them, the box lifts packets off and stacks them back; a riffle is
        the riffle's motion. Short, like every step's (SHUFFLE_S each)."""
        d = self.L.deck
        what = ("back", (d.w, d.h))
        cx, cy = d.center
        if step == "wash":  # spread on the felt, gathered back in
            for dx, dy in ((-1.1, -0.5), (1.1, -0.4), (-0.9, 0.6), (1.0, 0.55)):
                self.add(Glide(what, (round(cx + d.w * dx), round(cy + d.h * dy)), d.center,
                               SHUFFLE_S))
        elif step == "box":  # packets from the top, restacked in another order
            for dy in (-0.9, -0.6, -0.3):
                self.add(Glide(what, (cx + round(d.w * 0.9), round(cy + d.h * dy)), d.center,
                               SHUFFLE_S))
        else:
            self.riffle(cut=False)
        self.gestured = True

    def button(self, seat: int) -> None:
        old = self.L.seats.get(self.before.button)
        new = self.L.seats.get(seat)
        if old is not None and new is not None and old is not new:
            what = ("marker", "button", new.marker.w)
            self.add(Glide(what, old.marker.center, new.marker.center, CHIP_S, hides="button"))

    # one operation ---------------------------------------------------------------------------
    def op(self, op: O.Op) -> None:
        if isinstance(op, ShuffleStepNoted):
            self.gesture(op.step)
            return
        if isinstance(op, O.Shuffling) and self.gestured:  # the last riffle drew it: drawn
            return
        if isinstance(op, (O.Shuffling, O.Cutting)):  # the stub's order moves no card out
            self.riffle(cut=isinstance(op, O.Cutting))
            return
        if isinstance(op, O.BlindPosting):
            self.to_spot(op.seat, op.amount)
        elif isinstance(op, O.PlayerActing):
            self.to_spot(op.seat, op.amount)
        elif isinstance(op, O.BetCollecting):
            self.collect(op)
        elif isinstance(op, (O.ChipsPushing, O.HalfPushing)):
            self.push(op)
        elif isinstance(op, O.ButtonMoving):
            self.button(op.seat)
        for card in named_cards(op):
            self.card(card)

    def staggered(self) -> list[Glide]:
        """In the order things happened, spread so that the whole step lands quickly."""
        n = len(self.glides)
        gap = min(STAGGER_S, STEP_SPREAD_S / (n - 1)) if n > 1 else 0.0
        for i, g in enumerate(self.glides):
            g.delay = i * gap
        return self.glides


def glides_for_step(
    ops: Iterable[O.Op], before: TableSnapshot, after: TableSnapshot, layout: TableLayout
) -> list[Glide]:
    """The glides of one step's engine operations (`Step.ops`), placed by the snapshots
    before and after it."""
    if before is None or after is None or not ops:
        return []
    m = StepMotion(before, after, layout)
    for op in ops:
        m.op(op)
    return m.staggered()


def _pot_box(layout: TableLayout, snap: TableSnapshot, index: int) -> Box:
    slots = pot_slots(snap)
    for p, box in zip(slots, layout.pot_boxes(len(slots)), strict=False):
        if p is not None and p.index == index:
            return box
    return layout.pot_area
