"""A scene's life cycle: enter / exit / handle(intent) / update(dt) / draw(surface).

Scenes live on the app's stack. `build_ui` is called with a fresh pygame_gui manager whenever
the scene comes (back) on top or the window changes size; `draw` never changes state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import intents as I
from ..input_map import TableTargets

if TYPE_CHECKING:
    from pygame_gui.elements import UIButton

    from ..ports import AppPort


class Scene:
    name = "scene"

    def __init__(self, app: AppPort) -> None:
        self.app = app
        self.key_hints: list[tuple[UIButton, str]] = []  # (button, its shortcut), shown on hover

    # life cycle
    def enter(self) -> None:
        """Pushed on the stack (or back on top): build the widgets."""
        self.build_ui()

    def exit(self) -> None:
        """Popped, or covered by another scene."""

    def build_ui(self) -> None:
        """Create this scene's widgets in `self.app.manager` (fresh and empty)."""

    # input
    def table_targets(self) -> TableTargets | None:
        return None

    def handle(self, intent: I.Intent) -> None:
        if isinstance(intent, I.Back):
            self.app.pop()

    def handle_ui_event(self, event: pygame.event.Event) -> None:
        """pygame_gui events other than button presses (lists, text entries)."""

    # frame
    def update(self, dt: float) -> None:
        pass

    def lively(self) -> bool:
        """True while the scene moves by itself and wants full-speed frames."""
        return False

    def look_key(self) -> object:
        """What the screen shows beyond its widgets, as a value: an idle frame whose key equals
        the last drawn one's is not drawn again. None: draw every frame. A screen that changes
        only on input (which always redraws) returns a constant."""
        return ()

    def dirty(self) -> list[pygame.Rect] | None:
        """After a frame is drawn: the rectangles that may differ from the frame shown before,
        or None to show the whole window (dirty.py). Called once for every drawn frame."""
        return None

    def draw(self, surface: pygame.Surface) -> None:
        """Below the widgets."""

    def draw_over(self, surface: pygame.Surface) -> None:
        """Above the widgets (overlays)."""
        self.draw_key_hint(surface)

    def draw_key_hint(self, surface: pygame.Surface) -> None:
        """The hovered button's shortcut, as a small key cap inside that button's top right
        corner: by the cursor, never over another button."""
        hint = self.key_hint()
        if hint is None:
            return
        img, cap = hint
        s = self.app.scale
        pygame.draw.rect(surface, (14, 16, 20), cap, border_radius=round(4 * s))
        pygame.draw.rect(surface, (120, 110, 70), cap, 1, border_radius=round(4 * s))
        surface.blit(img, img.get_rect(center=cap.center))

    def key_hint(self) -> tuple[pygame.Surface, pygame.Rect] | None:
        """The key cap to show (its text and where), if the cursor is on a button with a key:
        inside the button's top right corner if it leaves the label clear there, else just
        above the button or just below it (clear of every other button, in the window), else
        in the corner after all."""
        for b, text in self.key_hints:
            if not b.hovered or not b.alive():
                continue
            s = self.app.scale
            img = self.app.text.render(text, max(9, round(11 * s)), (250, 236, 170), True)
            cap = img.get_rect().inflate(round(8 * s), round(2 * s))
            cap.topright = (b.rect.right - round(3 * s), b.rect.top + round(2 * s))
            label = _label_rect(b)
            if label is not None and cap.colliderect(label):
                window = pygame.Rect((0, 0), self.app.size)
                others = [o.rect for o, _ in self.key_hints if o is not b and _shown(o)]
                for y in (b.rect.top - cap.h - 1, b.rect.bottom + 1):
                    out = cap.move(0, y - cap.y)
                    if window.contains(out) and out.collidelist(others) < 0:
                        return img, out
            return img, cap
        return None

    # helpers
    def button(
        self,
        rect: pygame.Rect,
        text: str,
        intent: I.Intent,
        *,
        object_id: str | None = None,
        tooltip: str | None = None,
    ) -> UIButton:
        import pygame_gui

        from ..ui import fitting_class

        look = None
        if object_id:  # a smaller font of the same look when the label is too long (ro, el ...)
            object_id = fitting_class(
                object_id, text, rect.w - 12, self.app.scale, self.app.sprites.fonts.get
            )
            look = pygame_gui.core.ObjectID(class_id=object_id)
        b = pygame_gui.elements.UIButton(rect, text, manager=self.app.manager, object_id=look)
        if tooltip:  # a key: drawn by draw_key_hint, not as pygame_gui's large tooltip box
            self.key_hints = [(k, t) for k, t in self.key_hints if k.alive()]
            self.key_hints.append((b, tooltip))
        self.app.input.bind(b, intent)
        return b


def _shown(button: UIButton) -> bool:
    return bool(button.alive() and button.visible)


def _label_rect(button: UIButton) -> pygame.Rect | None:
    """Where a pygame_gui button's label lies (centred), if it can be measured."""
    font, text = button.font, button.text
    if font is None or not text:
        return None
    r = pygame.Rect((0, 0), font.size(text))
    r.center = button.rect.center
    return r
