"""The guided tour on the table: a callout with an arrow and a ring at one zone or button.

`CoachMarks` belongs to a table scene. It shows the tour's mark (`gui/coach.py`) as a small
card of text with Next and Skip tour, placed where it covers neither what it points at nor
any button (`place`), and rings the target. The card's body takes no click: a click there
reaches the table as if the card were not there; only its two buttons are pygame_gui's.
The help overlay carries a "Guided tour" button that starts the tour again at this table.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from .. import intents as I
from ..coach import GUIDED_DRILL, Mark, Tour, now_key, now_params
from ..layout import Box, TableLayout
from ..text import tr

if TYPE_CHECKING:
    from pygame_gui.elements import UIButton

    from ...arbiter import Step
    from ...arbiter.actions import TraineeAction
    from ...arbiter.snapshot import TableSnapshot
    from ..ports import AppPort
    from ..scenes.table import TableScene

    # what the callout was last placed for: the mark, the step owed (or the first owed before
    # it), the window's size, the language and the table's buttons
    Placed = tuple[int, TraineeAction | None, tuple[Mark, TraineeAction] | None,
                   tuple[int, int], str, tuple[str, ...]]

GOLD = (250, 214, 110)
INK = (236, 238, 242)
CARD_BG = (24, 29, 38)
NEXT, SKIP, AGAIN = I.Activate("coach_next"), I.Activate("coach_skip"), I.Activate("coach_tour")
MENU = I.Activate("coach_menu")  # the top bar's Menu button while the tour is on: the menu


def mark_seen(app: AppPort) -> None:
    """The setting that keeps the guided first drill from being offered again."""
    if not app.settings.tour_seen:
        from dataclasses import replace

        app.settings = replace(app.settings, tour_seen=True)
        if not app.headless or app.data_dir is not None:  # a screenshot run keeps no file
            app.save_settings()


def _r(b: Box) -> pygame.Rect:
    return pygame.Rect(b.x, b.y, b.w, b.h)


def targets(mark: Mark, action: TraineeAction | None, scene: TableScene) -> list[pygame.Rect]:
    """What `mark` points at (the arrow goes to the first), from the layout, the snapshot,
    the table's buttons and, when its step is owed, the action the arbiter expects."""
    L: TableLayout = scene.layout
    snap, w = scene.session.snap, scene.widgets
    seats = [s.seat for s in snap.seats if s.seat in L.seats]
    z = mark.zone
    if z == "deck":
        out = [_r(L.deck)]
        if action is not None and action.name == "deal" and action.seat in L.seats:
            out.append(_r(L.seats[action.seat].box))  # where the card goes
        return out
    if z == "seats":
        return [_r(L.seats[s].box) for s in seats]
    if z == "blinds":
        if action is not None and action.seat in L.seats:
            return [_r(L.seats[action.seat].bet)]
        after = sorted(seats, key=lambda s: (s <= (snap.button or 0), s))[:2]
        return [_r(L.seats[s].bet) for s in after]
    if z == "burn":
        return [_r(L.burn)]
    if z == "board":
        return [_r(L.board_area)]
    if z == "pot":
        out = [_r(L.pot_area)]
        if action is not None and action.name == "collect" and "collect" in w:
            out.append(pygame.Rect(w["collect"].rect))
        if action is not None and action.name == "award":
            out += [_r(L.seats[s].box) for s in action.to if s in L.seats]
        return out
    if z == "button":
        seat = snap.button if snap.button in L.seats else (seats[0] if seats else None)
        out = [] if seat is None else [_r(L.seats[seat].marker)]
        if action is not None and action.seat in L.seats:
            out.append(_r(L.seats[action.seat].box))
        return out
    if z == "actions":
        bar = _r(L.bottom_bar)
        return [pygame.Rect(w["wait"].rect), bar] if action is not None and "wait" in w else [bar]
    if z in ("hint", "help"):
        return [pygame.Rect(w[z].rect)] if z in w else []
    if z == "panel":
        return [_r(L.side_panel)]
    return []


def soft_spots(L: TableLayout, snap: TableSnapshot) -> list[tuple[pygame.Rect, int]]:
    """Places on the felt better left uncovered, with a weight: what the trainee clicks (the
    deck, the burns, the board, the seats) and what is on the table now (cards, bets, pots,
    bubbles). The bars and the side panel are never covered (`_layout`'s hard places)."""
    out = [(_r(L.board_area), 2)]
    s = L.scale
    label = round(30 * s)  # the words under the deck, burns and muck
    for b in (L.deck, L.burn, L.muck):
        out.append((pygame.Rect(b.x, b.y, b.w, b.h + label), 2))
    if any(p.amount for p in snap.pots) or any(v.bet for v in snap.seats):
        out.append((_r(L.pot_area), 2))
    if snap.set_aside:
        out.append((_r(L.set_aside), 2))
    for v in snap.seats:
        if v.seat not in L.seats:
            continue
        sl = L.seats[v.seat]
        out.append((_r(sl.box), 2))
        if v.hole:
            out += [(_r(c), 2) for c in sl.cards]
        if v.bet or v.pushed or snap.phase == "blinds":
            out.append((_r(sl.bet), 2))
        if v.is_button:
            out.append((_r(sl.marker), 2))
        if v.blind:
            out.append((_r(sl.blind_marker), 2))
        if v.last_action:
            out.append((_r(sl.bubble), 1))
    return out


def place(
    size: tuple[int, int],
    boxes: list[tuple[int, int]],
    aims: list[pygame.Rect],
    hard: list[pygame.Rect],
    soft: list[tuple[pygame.Rect, int]],
    gap: int,
) -> pygame.Rect:
    """Where a callout goes, of one of the sizes `boxes` (w, h): inside the window, clear of
    every rectangle of `aims` (by `gap`, the arrow's room) and of `hard` (the buttons);
    among those places, the one that covers least of `soft`, whose arrow crosses least of
    it, and that sits nearest the first aim."""
    W, H = size
    edge = max(2, gap // 3)
    clear = [a.inflate(gap, gap) for a in aims] + [r.inflate(4, 4) for r in hard]
    t = aims[0] if aims else pygame.Rect(W // 2, H // 2, 1, 1)
    step = max(24, 2 * gap)  # the coarse grid of other places (the first tries hug the aim)
    best, best_cost = None, math.inf
    for bw, bh in boxes:
        tries: list[tuple[int, int]] = []
        for k in (0.0, -0.5, 0.5, -1.0, 1.0):
            x = round(t.centerx - bw / 2 + k * bw / 2)
            y = round(t.centery - bh / 2 + k * bh / 2)
            tries += [(x, t.top - gap - bh), (x, t.bottom + gap)]
            tries += [(t.left - gap - bw, y), (t.right + gap, y)]
        tries += [(x, y) for y in range(edge, H - bh, step) for x in range(edge, W - bw, step)]
        for x, y in tries:
            r = pygame.Rect(
                min(max(x, edge), W - bw - edge), min(max(y, edge), H - bh - edge), bw, bh
            )
            if r.collidelist(clear) >= 0:
                continue
            cost = 6.0 * math.hypot(r.centerx - t.centerx, r.centery - t.centery)
            for s, weight in soft:
                c = r.clip(s)
                cost += weight * c.w * c.h
                if s.clipline(r.center, t.center) and not s.colliderect(t):
                    cost += 4000 * weight  # the arrow would cross it
            if cost < best_cost:
                best, best_cost = r, cost
    if best is None:  # nowhere clear (a window too small): the top left corner
        best = pygame.Rect(edge, edge, *boxes[0])
    return best


class CoachMarks:
    """The tour at one table: its state, its two buttons, the callout and the ring."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        guided = scene.session.info.id == GUIDED_DRILL
        self.tour: Tour | None = self._fresh() if guided else None
        self.buttons: dict[str, UIButton] = {}
        self.again: UIButton | None = None  # the help overlay's "Guided tour"
        self.box: pygame.Rect | None = None
        self._snap: TableSnapshot | None = None  # the snapshot the tour last read
        self._placed: Placed | None = None
        self._lines: list[str] = []
        self._title = ""
        self._menu = False  # a Back from the Menu button, passed on to the table

    def _fresh(self) -> Tour:
        from ...arbiter.modes import hints_allowed

        tour = Tour()
        return tour if hints_allowed(self.scene.session.mode) else tour.without("hint")

    # --- state ---------------------------------------------------------------------------------

    @property
    def showing(self) -> bool:
        sc = self.scene
        return (
            self.tour is not None
            and self.tour.mark is not None
            and not sc.show_help
            and sc.summary is None
            and not sc.session.complete
            and sc.controller.picker.seat is None  # a card of its own at the felt's centre
            and sc.controller.card.mode is None
        )

    def start(self) -> None:
        """The tour again, from its first mark (the help overlay's button)."""
        self.tour = self._fresh()
        self._snap = None
        self.scene.show_help = False
        self.sync()

    def end(self) -> None:
        """Skipped or over: the tour is remembered as seen."""
        self.tour = None
        self._placed = None
        for b in self.buttons.values():
            b.hide()
        mark_seen(self.scene.app)

    def sync(self) -> None:
        """Once a frame: read the arbiter's expected steps when the table has changed."""
        sc = self.scene
        if self.again is not None and self.again.visible != sc.show_help:
            (self.again.show if sc.show_help else self.again.hide)()
        if self.tour is None:
            self.hide_buttons()
            return
        if (sc.session.complete and sc.session.free is None) or self.tour.ended:
            self.end()  # a drill's end (free deal: hidden under the hand's card, then on)
            return
        if sc.session.snap is not self._snap:
            self._snap = sc.session.snap
            self.tour.sync(sc.session.arb.expected())
            if self.tour.ended:
                self.end()
                return
        if self.showing:
            self._layout()
        else:
            self.hide_buttons()

    def did(self, step: Step, auto: bool) -> None:
        """A step was judged (the scene's send): one of the trainee's, accepted, may be the
        step of a later mark."""
        from ...arbiter import Outcome

        ok = step.outcome in (Outcome.OK, Outcome.IRREGULARITY)
        if self.tour is not None and not auto and ok and step.act is not None:
            self.tour.did(step.act.name)
        self.sync()  # several steps in one frame (a replay, keys typed fast) each count

    def engaged(self) -> bool:
        """Enter and Esc belong to a gesture under way (a tool picked, a card or picker open)."""
        c = self.scene.controller
        return bool(c.busy or c.picker.seat is not None)

    def handle(self, intent: I.Intent) -> bool:
        """True if the tour took the intent (Next, Skip, Enter, Esc, Guided tour)."""
        if intent == AGAIN:
            self.start()
            return True
        if intent == MENU:  # the Menu button means the menu (Esc, the same Back, skips)
            self._menu = True
            try:
                self.scene.handle(I.Back())
            finally:
                self._menu = False
            return True
        if not self.showing or self.tour is None:
            return False
        if intent == NEXT or (isinstance(intent, I.Confirm) and not self.engaged()):
            self.tour.next()
        elif intent == SKIP or (
            isinstance(intent, I.Back) and not self.engaged() and not self._menu
        ):
            self.tour.skip()
        else:
            return False
        if self.tour.ended:
            self.end()
        else:
            self._layout()
        return True

    def look_key(self) -> object:
        t = self.tour
        return None if t is None else (t.index, t.ended, t.first(), self.box and tuple(self.box))

    # --- widgets and placement -----------------------------------------------------------------

    def build(self) -> None:
        """The Next / Skip tour buttons and the help overlay's Guided tour (a fresh manager)."""
        sc, lang, s = self.scene, self.scene.lang, self.scene.layout.scale
        bh = round(32 * s)
        self.buttons = {
            "skip": sc.button(pygame.Rect(0, 0, round(185 * s), bh), tr("coach.skip", lang), SKIP,
                              object_id="@small", tooltip="Esc"),
            "next": sc.button(pygame.Rect(0, 0, round(110 * s), bh), tr("coach.next", lang), NEXT,
                              object_id="@small", tooltip="Enter"),
        }
        if "menu" in sc.widgets:
            sc.app.input.bind(sc.widgets["menu"], MENU)
        r = sc.help.tour_button_rect(sc.layout.size, s)
        self.again = sc.button(r, tr("coach.again", lang), AGAIN, object_id="@small")
        self.again.hide()
        self._placed = None
        self._snap = None
        self.sync()

    def _layout(self) -> None:
        """Words, size and place of the callout for the mark shown now (cached)."""
        sc, tour = self.scene, self.tour
        if tour is None or tour.mark is None:
            return
        mark, action, first = tour.mark, tour.now(), tour.first()
        key = (tour.index, action, first, sc.layout.size, sc.lang, tuple(sc.widgets))
        if key == self._placed and (not self.buttons or self.buttons["next"].visible):
            return
        self._placed = key
        lang, s, text = sc.lang, sc.layout.scale, sc.app.text
        names = {v.seat: v.name for v in sc.session.snap.seats}
        self._title = tr(f"coach.{mark.key}.title", lang)
        body = tr(f"coach.{mark.key}.about", lang)
        if action is not None:
            body = tr(now_key(mark, action), lang, **now_params(action, names))
        elif first is not None:  # its step is not owed yet: the one owed before it, first
            owed = tr(now_key(*first), lang, **now_params(first[1], names))
            body = tr("coach.first", lang, now=owed, about=body)
        pad = round(14 * s)
        line = text.fonts.get(round(15 * s)).get_linesize()
        title_h = text.fonts.get(round(17 * s), True).get_linesize()
        foot = (self.buttons["next"].rect.h + pad) if self.buttons else 0
        shapes, wrapped = [], {}
        for width in (360, 480):  # a wider, lower card fits where a taller one does not
            bw = min(round(width * s), sc.layout.size[0] // 3)
            lines = text.wrap(body, round(15 * s), bw - 2 * pad)
            bh = pad + title_h + round(6 * s) + len(lines) * line + round(10 * s) + foot
            shapes.append((bw, bh))
            wrapped[bw] = lines
        aims = targets(*first, sc) if first is not None else targets(mark, action, sc)
        hard = [pygame.Rect(b.rect) for b in sc.widgets.values() if b.visible]
        hard += [_r(sc.layout.top_bar), _r(sc.layout.side_panel)]  # the words read there
        soft = soft_spots(sc.layout, sc.session.snap)
        self.box = place(sc.layout.size, shapes, aims, hard, soft, round(18 * s))
        self._lines = wrapped[self.box.w]
        self._aims = aims
        if self.buttons:
            nb, kb = self.buttons["next"], self.buttons["skip"]
            y = self.box.bottom - pad - nb.rect.h
            nb.set_relative_position((self.box.right - pad - nb.rect.w, y))
            kb.set_relative_position((self.box.x + pad, y))
            label = "coach.done" if tour.index + 1 == len(tour.marks) else "coach.next"
            nb.set_text(tr(label, lang))
            for b in (nb, kb):
                b.show()

    def hide_buttons(self) -> None:
        for b in self.buttons.values():
            if b.visible:
                b.hide()

    # --- drawing -------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """The callout and its arrow (under the widgets: its own buttons lie on it)."""
        if not self.showing or self.box is None:
            return
        sc, s, text = self.scene, self.scene.layout.scale, self.scene.app.text
        box, pad = self.box, round(14 * s)
        if self._aims:
            _arrow(surface, box, self._aims[0], s)
        pygame.draw.rect(surface, CARD_BG, box, border_radius=round(10 * s))
        pygame.draw.rect(surface, GOLD, box, max(2, round(2 * s)), border_radius=round(10 * s))
        assert self.tour is not None
        i, n = self.tour.progress
        count = text.render(tr("coach.progress", sc.lang, i=i, n=n), round(12 * s), (170, 176, 186))
        room = box.w - 3 * pad - count.get_width()
        title = text.fit(self._title, round(17 * s), room, GOLD, True)
        surface.blit(title, (box.x + pad, box.y + pad))
        surface.blit(count, count.get_rect(topright=(box.right - pad, box.y + pad + round(3 * s))))
        y = box.y + pad + text.fonts.get(round(17 * s), True).get_linesize() + round(6 * s)
        line = text.fonts.get(round(15 * s)).get_linesize()
        for ln in self._lines:
            surface.blit(text.render(ln, round(15 * s), INK), (box.x + pad, y))
            y += line

    def draw_over(self, surface: pygame.Surface) -> None:
        """The ring round what the mark points at (over the buttons). (With the help overlay
        open, the overlay draws its Guided tour button's face over this one.)"""
        sc = self.scene
        if not self.showing or not self._aims:
            return
        s = sc.layout.scale
        for k, r in enumerate(self._aims):
            width = max(2, round((3 if k == 0 else 2) * s))
            ring = r.inflate(round(10 * s), round(10 * s))
            pygame.draw.rect(surface, GOLD if k == 0 else (200, 180, 110), ring, width,
                             border_radius=round(9 * s))


def _arrow(surface: pygame.Surface, box: pygame.Rect, aim: pygame.Rect, s: float) -> None:
    """A line from the callout's edge to the ring round `aim`, with a head at the ring."""
    ring = aim.inflate(round(12 * s), round(12 * s))
    tx = min(max(box.centerx, ring.left), ring.right)
    ty = min(max(box.centery, ring.top), ring.bottom)
    sx = min(max(tx, box.left), box.right)
    sy = min(max(ty, box.top), box.bottom)
    dx, dy = tx - sx, ty - sy
    d = math.hypot(dx, dy)
    if d < 4:
        return
    ux, uy = dx / d, dy / d
    width = max(2, round(3 * s))
    head = round(12 * s)
    base = (tx - ux * head, ty - uy * head)
    pygame.draw.line(surface, GOLD, (sx, sy), base, width)
    left = (base[0] - uy * head * 0.55, base[1] + ux * head * 0.55)
    right = (base[0] + uy * head * 0.55, base[1] - ux * head * 0.55)
    pygame.draw.polygon(surface, GOLD, [(tx, ty), left, right])
