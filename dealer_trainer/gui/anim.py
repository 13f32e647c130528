"""Animations: glides driven by update(dt) from a queue; they never block input.

A glide moves a sprite (a card face, a card back, a chip stack) from one point to another.
While it runs, the thing it carries is hidden at its destination (`hidden`), so the static
picture and the moving one never show the same card twice. A new trainee action calls
`finish()`: everything lands at once and the new action's glides start.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

PITCH_S = 0.2  # one card from the deck to a seat
STAGGER_S = 0.06  # between the cards of one action (a flop, a gather)
CHIP_S = 0.3


@dataclass(slots=True)
class Glide:
    """`what`: ("card", Card, face_up) or ("chips", amount). `hides`: a key the view skips
    while this glide runs (a card, ("bet", seat), ("pot", i))."""

    what: tuple[object, ...]
    start: tuple[float, float]
    end: tuple[float, float]
    duration: float = PITCH_S
    delay: float = 0.0
    t: float = 0.0
    hides: object | None = None

    @property
    def done(self) -> bool:
        return self.t >= self.delay + self.duration

    @property
    def started(self) -> bool:
        return self.t >= self.delay

    def progress(self) -> float:
        if self.duration <= 0:
            return 1.0
        p = (self.t - self.delay) / self.duration
        p = 0.0 if p < 0 else 1.0 if p > 1 else p
        return 1 - (1 - p) * (1 - p) * (1 - p)  # ease out: a pitch slows as it lands

    def position(self) -> tuple[float, float]:
        p = self.progress()
        return (
            self.start[0] + (self.end[0] - self.start[0]) * p,
            self.start[1] + (self.end[1] - self.start[1]) * p,
        )


class AnimationQueue:
    def __init__(self, speed: float = 1.0) -> None:
        self.glides: list[Glide] = []
        self.speed = speed  # 0: no animation at all

    def add(self, glides: list[Glide]) -> None:
        if self.speed <= 0:
            return
        for g in glides:
            g.duration /= self.speed
            g.delay /= self.speed
        self.glides.extend(glides)

    def update(self, dt: float) -> None:
        if not self.glides:
            return
        for g in self.glides:
            g.t += dt
        # the queue empties at once when the last glide lands: what it hides changes only
        # twice per action (so the view re-renders its cached layer twice, not per card)
        if all(g.done for g in self.glides):
            self.glides.clear()

    def finish(self) -> None:
        """Land everything now (a new action, a resize, a screenshot)."""
        self.glides.clear()

    @property
    def busy(self) -> bool:
        return bool(self.glides)

    def hidden(self) -> set[object]:
        return {g.hides for g in self.glides if g.hides is not None}

    def running(self) -> Iterator[Glide]:
        """Glides in flight (started), in the order they were queued: later ones drawn on top.
        A glide that has landed while others still fly stays drawn at its end point."""
        return (g for g in self.glides if g.started)
