"""What the table scene draws each frame: the table, the top bar, the bottom bar's ground,
the side panel and the cards on it (`draw`); over the pygame_gui buttons, the tour's ring,
the hinted button's ring, the hand's summary, help, the key hint and the pot tooltip
(`draw_over`). Read from the scene; the pot tooltip as drawn is kept (`scene.pot_tip`) for
the tests that read it."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from ...arbiter.messages import message_text
from ..drag_view import draw_drag
from ..showdown_view import button_rects, draw_tip, pot_tip_text, spared
from ..text import tr
from ..widgets.house_card import draw_all_in_buttons
from ..widgets.side_panel import step_points, under_banner, verdict_for
from ..widgets.top_bar import DONE_GOLD, PROMPT_BLUE, draw_pill

if TYPE_CHECKING:
    from ...arbiter import Hint
    from .table import TableScene


def draw(scene: TableScene, surface: pygame.Surface) -> None:
    L = scene.layout
    s, lang = L.scale, scene.lang
    snap = scene.session.snap
    scene.view.draw(surface, snap, scene.anim, scene.look())
    drag = draw_drag(surface, scene.view, snap, scene.app.input.drag, scene.table_targets(),
                     lang)
    scene.drag_rects = drag  # shown again now and in the next frame (dirty.py)
    scene.top_bar.draw(surface, L, scene.app.text, scene.session, lang)
    prompt = scene.controller.prompt_key()
    if prompt is not None:
        draw_pill(surface, L, scene.app.text, tr(prompt[0], lang, **prompt[1]), PROMPT_BLUE)
    elif scene.session.complete and scene.summary is None:
        done = tr("table.hand_done" if scene.session.free else "table.drill_done", lang)
        draw_pill(surface, L, scene.app.text, done, DONE_GOLD)
    # bottom bar background (the buttons are pygame_gui)
    bb = pygame.Rect(L.bottom_bar.as_tuple())
    pygame.draw.rect(surface, (20, 24, 30), bb)
    pygame.draw.line(surface, (50, 56, 66), bb.topleft, bb.topright, 1)
    # side panel
    last = scene.session.last
    hinted = scene.session.hint is not None
    # the arbiter's messages by key: said here, in the reader's language
    banner = message_text(snap.banner, lang) if snap.banner is not None else None
    fix = snap.fix  # Learn's fix, said by the side panel
    verdict = under_banner(verdict_for(last, lang, snap.open_irregularities, hinted),
                           snap.banner)
    hint = hint_text(scene.session.hint, lang)
    reserve = (
        L.side_panel.bottom - scene.corrections_top + round(8 * s)
    )
    panel = scene.side.surface(
        L.side_panel,
        s,
        verdict,
        hint,
        scene.session.hand_log(),  # this hand's steps (its chip race's first)
        lang,
        reserve,
        banner,
        fix,
        points=step_points(scene.session.charges()),
    )
    surface.blit(panel, (L.side_panel.x, L.side_panel.y))
    scene.controller.card.draw(surface, scene)  # money at the table: the answer card
    scene.controller.picker.draw(surface, scene)  # a player's action: the dealer's ruling
    draw_all_in_buttons(surface, scene)  # deal.announce: the all-in button before a player
    scene.controller.house.draw(surface, scene)  # the house shuffle, the announcement owed
    scene.coach.draw(surface)


def hint_text(hint: Hint | None, lang: str) -> str | None:
    """The hint asked for, its message in `lang`."""
    if hint is None:
        return None
    return message_text(hint.message, lang)


def draw_over(scene: TableScene, surface: pygame.Surface) -> None:
    scene.coach.draw_over(surface)  # the guided tour's ring (under the cards and help)
    name = scene.hinted_widget()
    if name is not None and name in scene.widgets and not scene.show_help:
        s = scene.layout.scale
        pulse = 0.5 + 0.5 * math.sin(scene.clock * 6.0)
        r = scene.widgets[name].rect.inflate(round((4 + 4 * pulse) * s), round((4 + 4 * pulse) * s))
        pygame.draw.rect(
            surface, (255, 236, 120), r, max(2, round(3 * s)), border_radius=round(8 * s)
        )
    if scene.summary is not None:
        scene.summary.draw(surface, scene.layout, scene.app.text, scene.summary_btn, scene.end_btn)
    if scene.show_help:
        snap = scene.session.snap
        surface.blit(scene.help.surface(scene.layout.size, scene.layout.scale, scene.lang,
                                        snap.variant, snap.race is not None), (0, 0))
    else:
        scene.draw_key_hint(surface)
        draw_pot_tip(scene, surface)


def draw_pot_tip(scene: TableScene, surface: pygame.Surface) -> None:
    """Who is in the pot under the cursor ("Side pot 1: seats 2, 4, 5"), by the cursor,
    over no button."""
    pos = scene.app.input.pointer
    pot = scene.hover()[1]
    if pot is None or pos is None:
        scene.pot_tip = None
        return
    text = pot_tip_text(pot, scene.lang)
    buttons = button_rects(scene.app.manager)
    spare = spared(scene.layout, scene.session.snap)
    rect = draw_tip(surface, scene.app.text, text, pos, scene.layout.scale, buttons, spare)
    scene.pot_tip = (text, rect)
