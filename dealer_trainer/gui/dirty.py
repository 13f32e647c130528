"""What a frame shows again in a real window: the parts of the screen that changed (issue 29).

In an X window a flip sends the whole window to the server (12.7 ms median at 1920x1080),
while the drawing itself takes about a millisecond. So a frame is drawn whole, as before, but
only the rectangles that can differ from the frame shown before are sent
(`pygame.display.update(rects)`); the whole window is flipped when the scene or the size
changed, when a scene does not say what changed (`Scene.dirty` returns None: every screen but
the table), or when the rectangles cover most of it (FULL_SHARE).

The table says what changed from its own bookkeeping, never by comparing pixels (a
comparison of two frames costs more than the flip it would spare):
- on the felt, the cached layer (TableView) is redrawn when the snapshot changes: the places
  whose part of the snapshot changed (`layer_changes`), or the whole table area when a change
  is not one of those below;
- what moves is drawn every frame (glides, bubbles, pulsing rings): where it is now and where
  it was in the frame before;
- the top bar every frame (small); the side panel and the prompt's pill when what they show
  changes (`TableScene.panels_key`); the bottom bar's ground never changes;
- pygame_gui's buttons whose image or place changed, the hovered and the focused one;
- the held card or pot, the hinted button's ring, the key cap and the pot tooltip, now and
  before.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..engine.variant import row
from .layout import Box, TableLayout

if TYPE_CHECKING:
    import pygame_gui

    from ..arbiter.snapshot import TableSnapshot
    from .app import App
    from .scenes.table import TableScene

FULL_SHARE = 0.5  # rectangles over half the screen: one flip is cheaper than many updates

# snapshot fields the cached layer never draws (they show in the top bar, the side panel or
# nowhere), and those whose change touches only the places `layer_changes` names; a field in
# neither (a new one, the banner's red ring, the big blind the chips are counted in) redraws
# the whole table area. tests/gui/test_layer_fields.py reads the layer's drawing code: a field
# it reads is never in NOT_ON_LAYER, but for those in SEEN_OTHERWISE.
NOT_ON_LAYER = frozenset({
    "hand_number", "hands_total", "to_act", "open_irregularities",
    "complete", "score", "game", "small_blind", "house_rules", "fix", "ruling_seat",
    "due",  # the steps owed, which the controller fills a click in from: never drawn
    "board_turns",  # the street the board click turns: the street button's label only
    "stud_up_next",  # the face a stud pitch has, which the controller reads: never drawn
    "bring_in",  # stud: the seat brought in; the disc and its marks read `stud_naming`
    "mode", "tabled", "read", "variant",  # SEEN_OTHERWISE
})
# read by the layer, but a change of them is seen another way: the read and tabled hands
# and the mode (Learn's five) only through the showdown plan, which TableView compares
# itself (a new plan redraws the whole layer); the variant is the scene's, built again when
# it changes (table.game_changed)
SEEN_OTHERWISE = frozenset({"mode", "tabled", "read", "variant"})
# not drawn on the layer but over the felt each frame, as a card or a disc whose place the
# table area's rectangles cover: a change shows the whole table area (the all-in buttons,
# the announce card, the ruling picker, the house shuffle's card)
OVER_THE_FELT = frozenset({"all_in_buttons", "announce_owed", "ruling", "shuffle_made",
                           "shuffle_next"})


def rect(b: Box) -> pygame.Rect:
    return pygame.Rect(b.x, b.y, b.w, b.h)


def union(rects: list[pygame.Rect]) -> pygame.Rect:
    return rects[0].unionall(rects[1:])


def seat_zone(L: TableLayout, seat: int) -> list[pygame.Rect] | None:
    """All a seat draws on the layer: plate, hole cards (an extra one too), bet and chips
    pushed out beside it, button and blind puck with its tether."""
    sl = L.seats.get(seat)
    if sl is None:
        return None
    m = round(12 * L.scale)
    return [
        union([rect(sl.box), rect(sl.blind_marker)]).inflate(m, m),  # the puck's tether
        union([rect(b) for b in (sl.extra, *sl.cards)]).inflate(m, m),
        union([rect(sl.bet), rect(sl.bet).move(sl.bet.w, 0)]).inflate(m, m),
        rect(sl.marker).inflate(m, m),
    ]


def pile_zones(L: TableLayout, old: TableSnapshot, new: TableSnapshot) -> dict[str, pygame.Rect]:
    """The piles' places, each as big as either snapshot draws it (with its count pill)."""
    s = L.scale
    pill = round(40 * s)
    burns = [rect(L.burn)] + [
        rect(L.burn_slot(i)) for i in range(max(len(old.burns), len(new.burns)))
    ]
    return {
        "deck": rect(L.deck).inflate(pill, pill),
        "burn": union(burns).inflate(pill, pill),
        "muck": rect(L.muck).inflate(pill, pill),
        "board": union([rect(b) for b in L.board]).inflate(round(12 * s), round(12 * s)),
    }


def pot_zone(L: TableLayout, old: TableSnapshot, new: TableSnapshot) -> pygame.Rect:
    """The pots' row as either snapshot lays it out, with labels and the hi-lo cut mark."""
    from .motion import pot_slots

    boxes = [rect(L.pot_area)]
    for snap in (old, new):
        boxes += [rect(b) for b in L.pot_boxes(len(pot_slots(snap)))]
    s = L.scale
    return union(boxes).inflate(round(80 * s), round(60 * s))


def layer_changes(
    L: TableLayout, old: TableSnapshot, new: TableSnapshot, hidden: tuple[set[object], set[object]]
) -> list[pygame.Rect] | None:
    """The places of the table area that the layer of `new` draws differently from that of
    `old` (with the cards in flight `hidden` before and after), or None: the whole area."""
    if old is None or new is None:
        return None
    places: list[list[pygame.Rect] | None] = []
    piles = pile_zones(L, old, new)
    for name in old.__dataclass_fields__:
        if name in NOT_ON_LAYER:
            continue
        a, b = getattr(old, name), getattr(new, name)
        if a == b:
            continue
        if name == "seats":
            olds = {sv.seat: sv for sv in a}
            places += [seat_zone(L, sv.seat) for sv in b if olds.get(sv.seat) != sv]
            if len(a) != len(b):
                return None
        elif name == "stray":
            places += [seat_zone(L, seat) for seat, _ in (*a, *b)]
        elif name == "previous_button" or name == "button" and not (
            old.button_dead or new.button_dead  # a dead disc: its pill, anywhere near
        ):
            places += [seat_zone(L, seat) for seat in (a, b) if seat is not None]
        elif name == "street" and row(new.variant).button:  # a stud table marks its streets
            continue
        elif name == "phase":  # face-up hole cards lose their red edge; the cut mark shows
            places += [seat_zone(L, sv.seat) for sv in new.seats if sv.hole]
            places.append([pot_zone(L, old, new)])
        elif name in ("stub_count", "stub_top_up"):
            places.append([piles["deck"]])
        elif name in ("burns", "burns_up"):
            places.append([piles["burn"]])
        elif name == "muck_count":
            places.append([piles["muck"]])
        elif name == "board":
            places.append([piles["board"]])
        elif name == "pots":
            places.append([pot_zone(L, old, new)])
        elif name in OVER_THE_FELT:
            return None
        else:  # set_aside (its label's width), banner (the ring), big_blind, a new field
            return None
    for thing in hidden[0] ^ hidden[1]:
        place = hidden_place(L, new, thing, piles)
        if place is None:
            return None
        places.append(place)
    out: list[pygame.Rect] = []
    for p in places:
        if p is None:
            return None
        out += p
    return out


def hidden_place(
    L: TableLayout, snap: TableSnapshot, thing: object, piles: dict[str, pygame.Rect]
) -> list[pygame.Rect] | None:
    """Where a thing in flight lies on the layer when it is not hidden."""
    if thing == "button":
        return seat_zone(L, snap.button)
    if isinstance(thing, tuple) and len(thing) == 2 and thing[0] == "bet":
        return seat_zone(L, thing[1])
    for sv in snap.seats:
        if any(hv.card == thing for hv in sv.hole):
            return seat_zone(L, sv.seat)
    for seat, card in snap.stray:
        if card == thing:
            return seat_zone(L, seat)
    if thing in snap.board:
        return [piles["board"]]
    if thing in snap.burns:
        return [piles["burn"]]
    return None


def merged(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """The rectangles without empty ones, each one inside another dropped and two that
    overlap joined where their union is not much bigger than the two."""
    out: list[pygame.Rect] = []
    for r in sorted((r for r in rects if r.w > 0 and r.h > 0), key=lambda r: -r.w * r.h):
        for i, o in enumerate(out):
            if o.contains(r):
                break
            u = o.union(r)
            if o.colliderect(r) and u.w * u.h <= 1.2 * (o.w * o.h + r.w * r.h):
                out[i] = u
                break
        else:
            out.append(r)
    return out


class Shown:
    """The App's choice, each drawn frame, between a flip of the whole window and an update
    of the rectangles the scene says changed; `last` is what was sent (None: the whole
    window), read by the tests."""

    def __init__(self) -> None:
        self.last: list[pygame.Rect] | None = None
        self._for: object = None  # the scene, the window's size: a new one flips the whole

    def choose(self, app: App) -> list[pygame.Rect] | None:
        scene, screen = app.top, app.screen
        w, h = screen.get_size()
        key = (scene, app.size, (w, h))
        rects = scene.dirty() if scene is not None else None  # its bookkeeping, every frame
        fresh = key != self._for or app.full_flip or screen.get_size() != app.size
        self._for = key
        if fresh or rects is None:
            self.last = None
            return None
        kept = merged([r.clip((0, 0, w, h)) for r in rects])
        if sum(r.w * r.h for r in kept) > FULL_SHARE * w * h:
            self.last = None
            return None
        self.last = kept
        return kept

    def show(self, app: App) -> None:
        rects = self.choose(app)
        if app.headless:
            return
        if rects is None:
            app.pygame.display.flip()
        elif rects:
            app.pygame.display.update(rects)


class Widgets:
    """pygame_gui's own dirty handling: the buttons whose image or place changed since the
    frame before (and the hovered and focused ones, whose look changes in place)."""

    def __init__(self) -> None:
        self._seen: dict[int, pygame.Rect] = {}

    def changed(self, manager: pygame_gui.UIManager) -> list[pygame.Rect]:
        """Each image drawn, by identity, where it lies: one gone, come or moved is a change."""
        now: dict[int, pygame.Rect] = {}
        for blit in manager.get_sprite_group().visible:
            img, where = blit[0], blit[1]
            now[id(img)] = pygame.Rect(where[0], where[1], img.get_width(), img.get_height())
        out = [self._seen[k] if k in self._seen else now[k] for k in self._seen.keys() ^ now.keys()]
        for k in self._seen.keys() & now.keys():
            if self._seen[k] != now[k]:
                out += [self._seen[k], now[k]]
        hovered = _hovered(manager) if manager.get_hovering_any_element() else None
        for r in (hovered, *_focused(manager)):
            if r is not None:
                out.append(pygame.Rect(r))
        self._seen = now
        return out


def _hovered(manager: pygame_gui.UIManager) -> pygame.Rect | None:
    """Where the element under the cursor lies (pygame_gui's sprites: only its elements have
    `hovered`)."""
    for el in manager.get_sprite_group().sprites():
        if getattr(el, "hovered", False) and el.rect is not None:
            return pygame.Rect(el.rect)
    return None


def _focused(manager: pygame_gui.UIManager) -> list[pygame.Rect]:
    return [pygame.Rect(el.rect) for el in (manager.get_focus_set() or ()) if hasattr(el, "rect")]


class TableDirty:
    """The table scene's rectangles to show again, frame by frame (see the module's text)."""

    def __init__(self) -> None:
        self.widgets = Widgets()
        self._panels: tuple[object, object] | None = None
        self._over: list[pygame.Rect] = []
        self._covered = False

    def rects(self, scene: TableScene) -> list[pygame.Rect] | None:
        L, c = scene.layout, scene.controller
        felt = scene.view.take_changes()
        ui = self.widgets.changed(scene.app.manager)
        panels = scene.panels_key()
        old = self._panels or (None, None)
        panels_changed, self._panels = (panels[0] != old[0], panels[1] != old[1]), panels
        before, self._over = self._over, overlays(scene)
        cards = (c.card.mode is not None or c.picker.seat is not None or scene.coach.showing
                 or c.house.mode is not None)
        covered = cards or scene.show_help or scene.summary is not None
        was_covered, self._covered = self._covered, covered
        if felt is None or covered or was_covered:
            return None  # a card or the tour over the table, help, and when it goes: all
        out = [*felt, *ui, *self._over, *before, rect(L.top_bar)]
        if panels_changed[0]:
            out.append(rect(L.side_panel))
        if panels_changed[1]:  # the prompt's pill at the foot of the felt
            s, area = L.scale, L.table_area
            out.append(pygame.Rect(area.x, area.bottom - round(44 * s), area.w, round(44 * s)))
        return out


def overlays(scene: TableScene) -> list[pygame.Rect]:
    """What the table draws over the felt and the buttons that moves with the cursor or
    pulses: the card, pot or button held and its drop place, the hinted button's ring, the
    key cap and the pot tooltip."""
    out = list(scene.drag_rects)
    name = scene.hinted_widget()
    if name is not None and name in scene.widgets:
        m = round(12 * scene.layout.scale)
        out.append(pygame.Rect(scene.widgets[name].rect).inflate(m, m))
    hint = scene.key_hint()
    if hint is not None:
        out.append(pygame.Rect(hint[1]).inflate(2, 2))
    if scene.pot_tip is not None:
        out.append(pygame.Rect(scene.pot_tip[1]).inflate(2, 2))
    return out
