"""Show at once and fill in: the costly part of a screen (a long pygame_gui text box, a few
tens of ms at 1920x1080) is built on the frame after the one that first shows the screen,
so that no screen change makes the trainee wait for a frame.

A scene calls `reset()` in `build_ui` and builds what is due when `due(dt)` says so in
`update`: at the second update, after the screen has been drawn once (a frame updates, then
draws; `draw` itself changes nothing), or at once on a zero-time update (a screenshot
settling the screen before its only draw). `pending` keeps the loop lively until
then, and belongs in the scene's `look_key`.
"""

from __future__ import annotations


class Later:
    def __init__(self) -> None:
        self.reset()

    def reset(self) -> None:
        self.done = False
        self._updates = 0

    @property
    def pending(self) -> bool:
        return not self.done

    def due(self, dt: float) -> bool:
        """True once: when the deferred part is to be built now."""
        if self.done:
            return False
        self._updates += 1
        if self._updates >= 2 or dt == 0.0:
            self.done = True
            return True
        return False
