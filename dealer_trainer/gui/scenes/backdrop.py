"""The menus' background, shared by the menu scenes (its own module, so that the scenes the
menu opens need not import the menu back)."""

from __future__ import annotations

from typing import Any

import pygame


def draw_backdrop(surface: pygame.Surface, app: Any) -> None:
    """The menus' background: a dark room with a glimpse of felt (cached per size)."""
    cache = getattr(app, "_backdrop", None)
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
        app._backdrop = cache
    surface.blit(cache, (0, 0))
