"""Where each player's things lie on the felt in front of his seat (pure, no pygame).

A seat's plate sits outside the rail; on the felt in front of it, the player's cards (two in
hold'em, four in Omaha: `Sizes.hole`, each overlapping the one before it), the dealer button
beside them, and in front of the cards the blind puck and the bet's spot. The
puck and the bet are arranged per seat (side by side one way or the other, or one behind the
other), chosen so that no seat's pieces cover a neighbour's or the dealer's zones.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from .geometry import Box, in_oval


@dataclass(frozen=True, slots=True)
class Sizes:
    small_w: int  # a hole card
    small_h: int
    bet_w: int  # a bet's spot
    bet_h: int
    mk: int  # a marker (button, blind puck)
    margin: float
    hole: int = 2  # hole cards a hand holds (an extra card dealt by mistake lies beyond them)


# How far each hole card sits right of the one before it, as a share of a card's width: that
# much of a covered card shows. Two cards lie well apart; more are fanned closer, leaving its
# rank and suit corner in view (the index takes under 0.3 of the width, a "10" the most).
# Where two seats' hands would meet (four cards at a ten-seat table), both fan closer, by
# STEP_NARROW at a time, down to STEP_LEAST.
STEP_TWO = 0.62
STEP_MANY = 0.45
STEP_LEAST = 0.40
STEP_NARROW = 0.01


def card_step(hole: int) -> float:
    """The share of a covered card's width left in view, for a hand of `hole` cards."""
    return STEP_TWO if hole <= 2 else STEP_MANY


@dataclass(frozen=True, slots=True)
class Place:
    cards: tuple[Box, ...]
    extra: Box
    marker: Box
    blind_marker: Box
    bet: Box
    toward: tuple[float, float]


@dataclass(frozen=True, slots=True)
class _Hand:
    cards: tuple[Box, ...]
    extra: Box
    marker: Box
    centre: tuple[float, float]  # of the hand's place (a third card included)
    u: tuple[float, float]  # toward the table's centre
    q: tuple[float, float]  # across, toward the button's side
    ext: float  # the hand's half depth along u
    w: float  # the hand's place (a third card included)
    h: float


def _hand(
    plate: Box, centre: tuple[float, float], felt: Box, z: Sizes, step: float, turn: int = 1
) -> _Hand:
    """The cards on the felt in front of the plate, as near the rail as they fit, each `step`
    of a card's width right of the one before; the dealer button beside them on the side
    facing the table's vertical axis (for the side seats: its horizontal middle), or with
    `turn` -1 on the other side."""
    cx, cy = centre
    px, py = plate.center
    nx, ny = cx - px, cy - py
    norm = math.hypot(nx, ny) or 1.0
    ux, uy = nx / norm, ny / norm
    qx, qy = -uy, ux
    toward_axis = (cx - px) * qx if abs(qx) > 0.3 else (cy - py) * qy
    if toward_axis * turn < 0:
        qx, qy = -qx, -qy
    over = z.small_w * step  # how far each card sits right of the one before
    # the hand's place holds one card more: an extra card lies over the last one's right half
    hw, hh = z.small_w + over * (z.hole - 0.5), z.small_h
    ext = _sup(hw, hh, (ux, uy))
    reach = _sup(hw, hh, (qx, qy)) + _sup(z.mk, z.mk, (qx, qy)) + z.margin
    d = abs(ux) * plate.w / 2 + abs(uy) * plate.h / 2 + ext + z.margin
    while True:
        hx, hy = px + ux * d, py + uy * d
        hand = Box.centred(hx, hy, hw, hh)
        marker = Box.centred(hx + qx * reach, hy + qy * reach, z.mk, z.mk)
        if d > norm or all(in_oval(b, felt, z.margin / 2) for b in (hand, marker)):
            break
        d += 2.0
    left = hx - hw / 2 + z.small_w / 2
    cards = tuple(Box.centred(left + i * over, hy, z.small_w, z.small_h) for i in range(z.hole))
    extra = Box.centred(left + (z.hole - 0.5) * over, hy, z.small_w, z.small_h)
    return _Hand(cards, extra, marker, (hx, hy), (ux, uy), (qx, qy), ext, hw, hh)


def _sup(w: float, h: float, v: tuple[float, float]) -> float:
    """How far a w x h box reaches from its centre along the unit vector v."""
    return abs(v[0]) * w / 2 + abs(v[1]) * h / 2


def _options(h: _Hand, z: Sizes) -> list[tuple[Box, Box]]:
    """(puck, bet) arrangements in front of the cards, the preferred first: toward the
    table's centre, straight toward its nearer axis, a little to either side."""
    ux, uy = h.u
    axis = (0.0, math.copysign(1.0, uy)) if abs(uy) > abs(ux) else (math.copysign(1.0, ux), 0.0)
    out: list[tuple[Box, Box]] = []
    turned = [
        (ux * math.cos(t) - uy * math.sin(t), ux * math.sin(t) + uy * math.cos(t))
        for t in (math.radians(20), math.radians(-20), math.radians(40), math.radians(-40))
    ]
    for u in (h.u, axis, *turned):
        q = (-u[1], u[0]) if (-u[1] * h.q[0] + u[0] * h.q[1]) >= 0 else (u[1], -u[0])
        out += _arrangements(h, z, u, q)
    # the puck beside the cards, away from the button; the bet straight in front
    (hx, hy), (qx, qy) = h.centre, h.q
    reach = _sup(h.w, h.h, h.q) + _sup(z.mk, z.mk, h.q) + z.margin
    d_bet = _sup(h.w, h.h, h.u) + _sup(z.bet_w, z.bet_h, h.u) + z.margin
    out.append(
        (
            Box.centred(hx - qx * reach, hy - qy * reach, z.mk, z.mk),
            Box.centred(hx + ux * d_bet, hy + uy * d_bet, z.bet_w, z.bet_h),
        )
    )
    return out


def _arrangements(
    h: _Hand, z: Sizes, u: tuple[float, float], q: tuple[float, float]
) -> list[tuple[Box, Box]]:
    (hx, hy), (ux, uy), (qx, qy) = h.centre, u, q
    mk, m = z.mk, z.margin
    ext = _sup(h.w, h.h, u)
    bet_u, puck_u = _sup(z.bet_w, z.bet_h, u), _sup(mk, mk, u)
    bet_q, puck_q = _sup(z.bet_w, z.bet_h, q), _sup(mk, mk, q)
    half = puck_q + bet_q + m / 2  # the pair's half width across
    d_puck = ext + puck_u + m
    d_bet = ext + bet_u + m

    def at(d: float, off: float, w: float, hgt: float) -> Box:
        return Box.centred(hx + ux * d + qx * off, hy + uy * d + qy * off, w, hgt)

    out = []
    for deeper in (0.0, 3 * m):  # further in only when nothing nearer is free
        for turn in (1, -1):  # side by side, the puck away from the button, then toward it
            out.append(
                (
                    at(d_puck + deeper, -turn * (half - puck_q), mk, mk),
                    at(d_bet + deeper, turn * (half - bet_q), z.bet_w, z.bet_h),
                )
            )
        # one behind the other: the puck, then the bet; or the bet, then the puck
        d2 = d_puck + puck_u + bet_u + m + deeper
        out.append((at(d_puck + deeper, 0, mk, mk), at(d2, 0, z.bet_w, z.bet_h)))
        d3 = d_bet + bet_u + puck_u + m + deeper
        out.append((at(d3, 0, mk, mk), at(d_bet + deeper, 0, z.bet_w, z.bet_h)))
    return out


def _hits(p: tuple[Box, Box], q: tuple[Box, Box]) -> int:
    """How many of p's boxes overlap how many of q's (0 at once when their spans are apart)."""
    x0, x1 = min(p[0].x, p[1].x), max(p[0].right, p[1].right)
    y0, y1 = min(p[0].y, p[1].y), max(p[0].bottom, p[1].bottom)
    if x1 <= min(q[0].x, q[1].x) or max(q[0].right, q[1].right) <= x0:
        return 0
    if y1 <= min(q[0].y, q[1].y) or max(q[0].bottom, q[1].bottom) <= y0:
        return 0
    return sum(a.overlaps(b) for a in p for b in q)


def _flip(b: Box, axis_x: float) -> Box:
    """`b` mirrored about the vertical line x = axis_x."""
    return Box(round(2 * axis_x - b.x - b.w), b.y, b.w, b.h)


def _search(
    seats: list[int],
    mirror: dict[int, int],
    alone: dict[int, list[int]],
    both: dict[tuple[int, int], list[list[int]]],
) -> dict[int, int]:
    """An arrangement per seat, the same for a seat and its mirror, of a low total cost: each
    seat in turn, then each pair of neighbours together, until nothing changes."""
    free = [s for s in seats if s <= mirror[s]]
    pick = dict.fromkeys(seats, 0)
    count = len(alone[free[0]])
    nbrs = {g: [t for a, t in both if a == g] for g in seats}

    def cost(group: set[int]) -> list[int]:
        """For each arrangement k of the seats in `group` (and their mirrors), what it costs
        against the seats outside them."""
        members = group | {mirror[g] for g in group}
        out = []
        for k in range(count):
            c = 0
            for g in members:
                c += alone[g][k]
                c += sum(both[g, t][k][pick[t]] for t in nbrs[g] if t not in members)
            out.append(c)
        return out

    for _ in range(6):
        before = dict(pick)
        for s in free:
            cv, m = cost({s}), mirror[s]
            if (s, m) in both:
                cv = [cv[k] + both[s, m][k][k] for k in range(count)]
            pick[s] = pick[m] = min(range(count), key=lambda k: (cv[k], k))
        for s, t in zip(free, free[1:], strict=False):  # two neighbours moving together
            ms, mt = mirror[s], mirror[t]
            across = [(a, b) for a in (s, ms) for b in (t, mt) if (a, b) in both]
            # each alone, its own mirror included, without what lies between the two
            cs = [
                c + (both[s, ms][k][k] if (s, ms) in both else 0)
                - sum(both[a, b][k][pick[b]] for a, b in across)
                for k, c in enumerate(cost({s}))
            ]
            ct = [
                c + (both[t, mt][j][j] if (t, mt) in both else 0)
                - sum(both[b, a][j][pick[a]] for a, b in across)
                for j, c in enumerate(cost({t}))
            ]
            mats = [both[a, b] for a, b in across]
            _, pick[s], pick[t] = min(
                (cs[k] + ct[j] + sum(mm[k][j] for mm in mats), k, j)
                for k in range(count)
                for j in range(count)
            )
            pick[ms], pick[mt] = pick[s], pick[t]
        if pick == before:
            break
    return pick


def _nearer_another(b: Box, seat: int, hands: dict[int, _Hand]) -> int:
    """1 if the piece lies nearer another seat's cards than its own (whose bet is it?)."""
    x, y = b.center

    def dist(s: int) -> float:  # to the nearest point of the hole cards
        return hand_distance(hands[s].cards, x, y)

    own = dist(seat)
    return int(any(dist(t) < own for t in hands if t != seat))


def hand_distance(cards: tuple[Box, ...], x: float, y: float) -> float:
    """How far the point (x, y) lies from a hand's cards (0 on them): what a dealer judges
    whose bet it is by, a wide hand's near end as much as its middle."""
    x0, x1 = min(c.x for c in cards), max(c.right for c in cards)
    y0, y1 = min(c.y for c in cards), max(c.bottom for c in cards)
    return math.hypot(x - min(max(x, x0), x1), y - min(max(y, y0), y1))


def _pieces(h: _Hand) -> tuple[Box, ...]:
    return (*h.cards, h.extra, h.marker)


def _covers(boxes: tuple[Box, ...], s: int, hands: dict[int, _Hand]) -> int:
    """How many of the other seats' cards and button places the boxes cover."""
    theirs = [o for t, h in hands.items() if t != s for o in _pieces(h)]
    return sum(b.overlaps(o) for b in boxes for o in theirs)


def _hands(
    plates: tuple[tuple[int, Box], ...],
    c: tuple[float, float],
    felt: Box,
    z: Sizes,
    first: float,
) -> dict[int, _Hand]:
    """Each seat's hand, fanned `first`, and its button place, clear of the other seats'
    (wide hands at a full table): two hands that meet fan closer (to STEP_LEAST at the
    closest), then a button place that still covers a neighbour's cards goes to the cards'
    other side if that is clearer."""
    by_seat = dict(plates)
    step = dict.fromkeys(by_seat, first)
    hands = {s: _hand(p, c, felt, z, step[s]) for s, p in plates}
    for _ in range(round((first - STEP_LEAST) / STEP_NARROW) + 1):
        narrower = [
            s
            for s, h in hands.items()
            if step[s] > STEP_LEAST + 1e-9 and _covers((*h.cards, h.extra), s, hands)
        ]
        if not narrower:
            break
        for s in narrower:
            step[s] = max(STEP_LEAST, step[s] - STEP_NARROW)
            hands[s] = _hand(by_seat[s], c, felt, z, step[s])
    for s in list(hands):
        now = _covers((hands[s].marker,), s, hands)
        if now:
            other = _hand(by_seat[s], c, felt, z, step[s], -1)
            if _covers((other.marker,), s, hands) < now and in_oval(other.marker, felt):
                hands[s] = other
    return hands


@lru_cache(maxsize=16)
def place_seats(
    plates: tuple[tuple[int, Box], ...], felt: Box, zones: tuple[Box, ...], z: Sizes
) -> dict[int, Place]:
    """Every seat's place: the arrangement of puck and bet per seat that covers the fewest
    other pieces (each seat, then each pair of neighbours, choosing given the others). Hands
    of more than two cards are fanned from STEP_MANY closer, a step at a time down to
    STEP_LEAST, until an arrangement covers nothing (the closest that covers least, if none
    does): a full table's wide hands leave little room for the bets in front of them."""
    steps = [card_step(z.hole)]
    while z.hole > 2 and steps[-1] - STEP_NARROW >= STEP_LEAST - 1e-9:
        steps.append(round(steps[-1] - STEP_NARROW, 4))
    best: tuple[int, dict[int, Place]] | None = None
    for step in steps:
        cost, places = _arranged(plates, felt, zones, z, step)
        if best is None or cost < best[0]:
            best = (cost, places)
        if cost == 0:
            break
    assert best is not None
    return best[1]


def _arranged(
    plates: tuple[tuple[int, Box], ...],
    felt: Box,
    zones: tuple[Box, ...],
    z: Sizes,
    step: float,
) -> tuple[int, dict[int, Place]]:
    """The places with hands fanned `step` (or closer where two meet), and what they cost."""
    c = (felt.x + felt.w / 2, felt.y + felt.h / 2)
    hands = _hands(plates, c, felt, z, step)
    seats = sorted(hands)
    # the left half chooses; the right half mirrors it (seat s and seat n + 1 - s)
    n, axis_x = max(seats), felt.x + felt.w / 2
    mirror = {s: n + 1 - s for s in seats}
    opts = {s: _options(hands[s], z) for s in seats if s <= mirror[s]}
    for s in seats:
        if s > mirror[s]:
            opts[s] = [(_flip(p, axis_x), _flip(b, axis_x)) for p, b in opts[mirror[s]]]
    fixed = [b for h in hands.values() for b in (*h.cards, h.extra, h.marker)]
    # what an arrangement covers whatever the others do: the dealer's zones, any card or
    # button, the rail (an overlap costs 3, off the felt 9, a piece nearer another seat's
    # cards than its own 2)
    alone = {
        s: [
            sum(
                (0 if in_oval(b, felt, z.margin) else 9)
                + 3 * sum(b.overlaps(o) for o in zones)
                + 3 * sum(b.overlaps(o) for o in fixed)
                + 4 * _nearer_another(b, s, hands)
                for b in pair
            )
            for pair in opts[s]
        ]
        for s in seats
    }
    # what two seats' arrangements cover of each other (only near seats can meet)
    near = [(s, t) for s in seats for t in seats if s < t <= s + 2]
    both: dict[tuple[int, int], list[list[int]]] = {}
    for s, t in near:
        m = [[3 * _hits(p, q) for q in opts[t]] for p in opts[s]]
        both[s, t], both[t, s] = m, [list(col) for col in zip(*m, strict=True)]
    pick = _search(seats, mirror, alone, both)
    cost = sum(alone[s][pick[s]] for s in seats)
    cost += sum(both[s, t][pick[s]][pick[t]] for s, t in near)
    places = {
        s: Place(hands[s].cards, hands[s].extra, hands[s].marker, *opts[s][pick[s]], hands[s].u)
        for s in seats
    }
    return cost, places
