"""The menus' background and the notice at their foot, shared by the menu scenes (its own
module, so that the scenes the menu opens need not import the menu back)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from ..ports import AppPort


_BACKDROP: list[pygame.Surface | None] = [None]  # the last one drawn, for its size


def draw_backdrop(surface: pygame.Surface, app: AppPort) -> None:
    """The menus' background: a dark room with a glimpse of felt (cached per size)."""
    cache = _BACKDROP[0]
    if cache is None or cache.get_size() != app.size:
        w, h = app.size
        cache = (
            pygame.Surface(app.size).convert()
            if pygame.display.get_surface()
            else pygame.Surface(app.size)
        )
        cache.fill((18, 22, 28))
        felt = pygame.Rect(0, 0, round(w * 1.3), round(h * 0.9))
        felt.center = (w // 2, round(h * 1.08))
        pygame.draw.ellipse(cache, (70, 40, 22), felt.inflate(40, 40))
        pygame.draw.ellipse(cache, (22, 96, 58), felt)
        _BACKDROP[0] = cache
    surface.blit(cache, (0, 0))


def draw_notice(surface: pygame.Surface, app: AppPort) -> None:
    """The last thing the trainee must be told about his files (a settings file that could
    not be used or saved), at the foot of the screen."""
    if not app.notice:
        return
    w, h = app.size
    t, s = app.text, app.scale
    size = round(15 * s)
    lines = t.wrap(app.notice, size, round(w * 0.8))
    y = h - round(12 * s) - len(lines) * round(size * 1.35)
    for line in lines:
        img = t.render(line, size, (255, 176, 128))
        surface.blit(img, img.get_rect(midtop=(w // 2, y)))
        y += round(size * 1.35)
