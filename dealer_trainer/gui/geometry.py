"""Rectangles and ovals in window pixels: pure geometry for the layout (no pygame)."""

from __future__ import annotations

import math
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Box:
    """An axis-aligned rectangle in window pixels (x, y is the top left corner)."""

    x: int
    y: int
    w: int
    h: int

    @classmethod
    def centred(cls, cx: float, cy: float, w: float, h: float) -> Box:
        return cls(round(cx - w / 2), round(cy - h / 2), round(w), round(h))

    @property
    def center(self) -> tuple[int, int]:
        return (self.x + self.w // 2, self.y + self.h // 2)

    @property
    def right(self) -> int:
        return self.x + self.w

    @property
    def bottom(self) -> int:
        return self.y + self.h

    def contains(self, px: float, py: float) -> bool:
        return self.x <= px < self.x + self.w and self.y <= py < self.y + self.h

    def inflate(self, dx: float, dy: float) -> Box:
        return Box(
            round(self.x - dx / 2), round(self.y - dy / 2), round(self.w + dx), round(self.h + dy)
        )

    def overlaps(self, other: Box) -> bool:
        return (
            self.x < other.right
            and other.x < self.right
            and self.y < other.bottom
            and other.y < self.bottom
        )

    def as_tuple(self) -> tuple[int, int, int, int]:
        return (self.x, self.y, self.w, self.h)


def on_ring(
    cx: float, cy: float, rx: float, ry: float, a: float, ring_n: float = 3.0
) -> tuple[float, float]:
    """The point at angle `a` on a rounded ring (a superellipse of exponent ring_n)."""
    c, sn = math.cos(a), math.sin(a)
    e = 2 / ring_n
    return cx + rx * math.copysign(abs(c) ** e, c), cy + ry * math.copysign(abs(sn) ** e, sn)


def clear_of(boxes, cx: float, cy: float, rx: float, ry: float, gap: float) -> float:  # type: ignore[no-untyped-def]
    """The largest k <= 1 for which the oval (k*rx, k*ry) about (cx, cy) meets none of the
    boxes (each widened by `gap`)."""
    k = 1.0
    for b in boxes:
        # the box's point nearest the centre, in the oval's own units
        x = min(max(cx, b.x - gap), b.right + gap) - cx
        y = min(max(cy, b.y - gap), b.bottom + gap) - cy
        k = min(k, math.hypot(x / rx, y / ry))
    return k


def widest_oval(
    boxes, cx: float, cy: float, rx: float, ry: float, gap: float
) -> tuple[float, float]:  # type: ignore[no-untyped-def]
    """Shares (kx, ky) of (rx, ry) for the oval of the largest area that meets no box."""
    best = (0.0, 0.0)
    for i in range(41):
        ky = 0.8 + i * 0.005
        lo, hi = 0.0, 1.0  # the widest kx for this ky: clear if _clear_of(...) >= 1
        for _ in range(16):
            mid = (lo + hi) / 2
            if clear_of(boxes, cx, cy, mid * rx, ky * ry, gap) >= 1.0:
                lo = mid
            else:
                hi = mid
        if lo * ky > best[0] * best[1]:
            best = (lo, ky)
    return best


def in_oval(box: Box, oval: Box, margin: float = 0.0) -> bool:
    """Whether every corner of `box` lies inside the ellipse inscribed in `oval`, shrunk by
    `margin` on every side."""
    ocx, ocy = oval.x + oval.w / 2, oval.y + oval.h / 2
    rx, ry = oval.w / 2 - margin, oval.h / 2 - margin
    if rx <= 0 or ry <= 0:
        return False
    return all(
        ((x - ocx) / rx) ** 2 + ((y - ocy) / ry) ** 2 <= 1.0
        for x in (box.x, box.right)
        for y in (box.y, box.bottom)
    )


def clear_of_oval(box: Box, oval: Box) -> bool:
    """Whether `box` lies wholly outside the ellipse inscribed in `oval`."""
    ocx, ocy = oval.x + oval.w / 2, oval.y + oval.h / 2
    x = min(max(ocx, box.x), box.right) - ocx
    y = min(max(ocy, box.y), box.bottom) - ocy
    return (x / (oval.w / 2)) ** 2 + (y / (oval.h / 2)) ** 2 >= 1.0


def felt_floor(felt: Box, x0: float, x1: float) -> int:
    """The lowest y of the felt (the oval `felt`) under both of x0 and x1."""
    a, b = felt.w / 2, felt.h / 2
    cx, cy = felt.center
    lows = []
    for x in (x0, x1):
        u = min(1.0, abs(x - cx) / a)
        lows.append(cy + b * math.sqrt(1 - u * u))
    return int(min(lows))
