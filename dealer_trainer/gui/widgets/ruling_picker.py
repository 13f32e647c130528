"""The ruling picker on the felt: a player pushed chips or said something non-standard and
betting waits for the dealer's ruling (CONTRACT.md "New trainee actions", `rule:`). The card
offers the `as:` values the open correction accepts (the arbiter's `TableSnapshot.ruling`:
every ruling of a player's action, or a wrong bring-in's two), each with its key (F2, F3... in
that order); bet and raise take the amount typed in (digits, Enter). A wrong ruling leaves it
open with the arbiter's word in the side panel; the right one closes it. Esc closes it (its
keys open it again while the ruling is owed).

`owed` and `rule_action` are pure (no pygame).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ...arbiter.actions import TraineeAction
from .. import intents as I
from ..input_map import ruling_key
from ..layout import Box, TableLayout
from . import money_place
from .money_card import MoneyController, MoneyTable, wrapped

if TYPE_CHECKING:
    import pygame
    from pygame_gui.core import UIElement

    from ...arbiter.snapshot import TableSnapshot
    from ..ports import Sendable, TablePort
    from ..session import Session
    from .text_field import TextField

NEEDS_AMOUNT = ("bet", "raise")
COLUMNS = 3  # the choices' buttons, three a row at most (two choices: two wide buttons)

def rule_action(seat: int, ruled: str, amount: str = "") -> TraineeAction:
    """The `rule:` action, checked as a script's (`TraineeAction.checked`): ActionError, a
    ValueError, when bet/raise has no amount typed (or none above nothing)."""
    digits = amount.strip().replace(",", "")
    to = int(digits) if ruled in NEEDS_AMOUNT and digits.isdigit() else None
    return TraineeAction.checked("rule", seat=seat, ruled=ruled, amount=to)


def owed_now(session: Session) -> int | None:
    """The seat whose action waits for the dealer's ruling, or None: the arbiter's answer
    (the open ruling's seat, not one ruled out of turn that waits for the action to reach
    him), carried by the snapshot."""
    return session.snap.ruling_seat


def choices(session: Session) -> tuple[str, ...]:
    """The rulings the picker offers now, in the order of its keys: the open correction's
    (the arbiter's answer, carried by the snapshot); none while nothing is owed."""
    asked = session.snap.ruling
    return asked.choices if asked is not None else ()


def key_of(session: Session, ruled: str) -> str:
    """The key cap that picks `ruled` now (ValueError: not offered now)."""
    return ruling_key(choices(session).index(ruled))


def _overlap(a: Box, b: Box) -> int:
    w = min(a.right, b.right) - max(a.x, b.x)
    h = min(a.bottom, b.bottom) - max(a.y, b.y)
    return w * h if w > 0 and h > 0 else 0


def in_question(layout: TableLayout, snap: TableSnapshot, seat: int) -> list[Box]:
    """What the picker must leave in sight: the seat ruled on (plate, cards, chips, words),
    the seat the question names besides (a wrong bring-in's) and the chips he faces (the
    largest bet out, and its words)."""
    keep: list[Box] = []
    asked = snap.ruling if snap is not None else None
    for s in (seat, asked.other if asked is not None else None):
        sl = layout.seats.get(s) if s is not None else None
        if sl is not None:
            keep += [sl.box, *sl.cards, sl.bet, sl.bubble, sl.blind_marker]
    top = max((sv.bet for sv in snap.seats if sv.seat != seat), default=0) if snap else 0
    for sv in snap.seats if snap is not None and top > 0 else ():
        other = layout.seats.get(sv.seat)
        if other is not None and sv.seat != seat and sv.bet == top:
            keep += [other.bet, other.bubble]
    return keep


def guarded(layout: TableLayout, snap: TableSnapshot, seat: int) -> list[Box]:
    """What the picker never covers where there is room: what the ruling is about
    (`in_question`), every seat's cards (a stud table's upcards are read by all), the board
    and the pots once there are some (preflop it may take the empty middle)."""
    keep = in_question(layout, snap, seat) + cards_out(layout, snap) + piles(layout)
    if snap is not None and snap.board:
        keep.append(layout.board_area)
    if snap is not None and any(p.amount for p in snap.pots):
        keep.append(layout.pot_area)
    return keep


def cards_out(layout: TableLayout, snap: TableSnapshot | None) -> list[Box]:
    """The places of the cards each seat holds now."""
    out: list[Box] = []
    for sv in snap.seats if snap is not None else ():
        sl = layout.seats.get(sv.seat)
        if sl is not None:
            out += sl.cards[:len(sv.hole)]
    return out


def piles(layout: TableLayout) -> list[Box]:
    """The dealer's deck, burns and muck, each with its frame and caption (`dealer_place`):
    left in sight where the felt has the room (the dealer goes back to the deck once the
    ruling is made)."""
    return list(layout.dealer_place())


def on_felt(layout: TableLayout, keep: list[Box], w: int, h: int) -> tuple[Box, int]:
    """The picker's best place on the table area and the pixels of `keep` it hides there:
    the least of `keep` hidden, then as little of the dealer's piles and as few other plates
    as can be, then near the felt's middle."""
    plates = [sl.box for n, sl in layout.seats.items() if n in layout.occupied]
    area, felt = layout.table_area, layout.felt
    m = round(6 * layout.scale)
    x0, x1, y0, y1 = area.x + m, max(area.x + m, area.right - w - m), area.y + m, max(
        area.y + m, area.bottom - h - m)
    # a grid over the table area, and the places just clear of each box to keep in sight
    xs = {*range(x0, x1 + 1, max(1, (x1 - x0) // 24)), *(k.right + m for k in keep),
          *(k.x - w - m for k in keep)}
    ys = {*range(y0, y1 + 1, max(1, (y1 - y0) // 24)), *(k.bottom + m for k in keep),
          *(k.y - h - m for k in keep)}
    xs = {x for x in xs if x0 <= x <= x1}
    ys = {y for y in ys if y0 <= y <= y1}
    cx, cy = felt.center

    dealer = piles(layout)

    def cost(b: Box) -> tuple[int, int, int, float]:
        hidden = sum(_overlap(b, k) for k in keep)
        others = sum(_overlap(b, p) for p in plates)
        tools = sum(_overlap(b, p) for p in dealer)
        return hidden, tools, others, abs(b.center[0] - cx) + abs(b.center[1] - cy)

    best = min((Box(x, y, w, h) for x in sorted(xs) for y in sorted(ys)), key=cost)
    return best, cost(best)[0]


def place(scene: TablePort, seat: int, w: int, h: int) -> Box:
    """Where the picker goes: on the table area if it can hide none of `guarded` there, else
    where the money card would go (over the steps list beside the felt, clear of the
    banners and the buttons)."""
    return felt_or_panel(scene, guarded(scene.layout, scene.session.snap, seat), w, h)


def felt_or_panel(scene: TablePort, keep: list[Box], w: int, h: int,
                  height: Callable[[int], int] | None = None) -> Box:
    """A card's place: on the table area where it hides none of `keep`, else beside the
    felt, over the steps list, clear of `keep`, the banners and the buttons
    (money_place.place); there, with `height` (the card's height at a width), no wider than
    the side panel, so that it reaches no seat."""
    box, hidden = on_felt(scene.layout, keep, w, h)
    if not hidden:
        return box
    if height is not None:
        L = scene.layout
        w = min(w, L.side_panel.w - 2 * round(6 * L.scale))
        h = height(w)
    return money_place.place(
        scene.layout, w, h, keep,
        buttons_top=scene.corrections_top, verdict_h=scene.side.verdict_bottom,
    )


def picker_size(scene: TablePort, seat: int, offered: tuple[str, ...], cols: int,
                typed: bool) -> tuple[int, int, int]:
    """The picker's width, height and head (the question on as many lines as it takes, and
    the keys' line, over the buttons) with its choices `cols` a row."""
    s = scene.layout.scale
    pad, bh, gap = round(12 * s), round(36 * s), round(6 * s)
    w = picker_width(scene, offered, cols, pad, gap)
    title = question(scene, seat, w - 2 * pad)
    # the keys' line (or, once bet or raise is chosen, the amount's) on as many lines as it
    # takes at this width (Greek's wraps at two a row)
    from ..text import tr

    lang = scene.lang
    lines = [keys_words(lang, len(offered)), *(
        tr("picker.amount", lang, choice=tr(f"picker.as.{n}", lang))
        for n in offered if n in NEEDS_AMOUNT)]
    keys = max(sum(k.get_height() for k in wrapped(scene.app.text, words, round(14 * s),
                                                    (200, 210, 205), w - 2 * pad))
               for words in lines)
    said = sum(t.get_height() for t in title) + keys
    head = max(round(52 * s), pad // 2 + said + round(4 * s))
    rows = -(-len(offered) // cols)
    return w, head + round(6 * s) + (rows + typed) * (bh + gap) + pad, head


def placed(scene: TablePort, seat: int, offered: tuple[str, ...],
           typed: bool) -> tuple[int, int, int, Box]:
    """The columns, width, head and place of the picker: three choices a row where the felt
    has the room for them, else two a row (narrower, taller) where that fits on the felt
    hiding none of `guarded` (a hold'em flop: the right of the felt, by the board), else
    three a row beside the felt (`place`)."""
    widest = max(1, min(COLUMNS, len(offered)))
    keep = guarded(scene.layout, scene.session.snap, seat)
    for cols in range(widest, 1, -1):
        w, h, head = picker_size(scene, seat, offered, cols, typed)
        box, hidden = on_felt(scene.layout, keep, w, h)
        if not hidden:
            return cols, w, head, box
    w, h, head = picker_size(scene, seat, offered, widest, typed)
    return widest, w, head, place(scene, seat, w, h)


def keys_words(lang: str, offered: int) -> str:
    """The line under the question naming the choices' keys ("Pick the ruling (F2..F10)")."""
    from ..text import tr

    keys = ruling_key(0) if offered < 2 else f"{ruling_key(0)}..{ruling_key(offered - 1)}"
    return tr("picker.keys", lang, keys=keys)


def picker_label(name: str, i: int, lang: str) -> str:
    from ..text import tr

    return f"{tr(f'picker.as.{name}', lang)}  [{ruling_key(i)}]"


def picker_width(scene: TablePort, offered: tuple[str, ...], cols: int, pad: int,
                 gap: int) -> int:
    """The picker's width: 480 at 1280x800, wider (up to the table area's) where a choice's
    label and key would not fit its button in the buttons' own size ("Πληρώνει ή πάσο [F8]"
    was drawn smaller than the others); each column as wide as its own longest label needs
    (`column_needs`: el, pt and mk at two a row fit the felt's right at 1280x800)."""
    L, s = scene.layout, scene.layout.scale
    need = sum(column_needs(scene, offered, cols)) + (cols - 1) * gap + 2 * pad
    least = round(480 * s * min(cols, COLUMNS) / COLUMNS)
    return min(max(least, need), L.table_area.w - round(12 * s))


def column_needs(scene: TablePort, offered: tuple[str, ...], cols: int) -> list[int]:
    """The width each column's buttons need: its longest label and key in the buttons' own
    size, with the button's margin (`fitting_class` gives a label its button's width less 12)
    and a little room."""
    from ..ui import class_font

    s = scene.layout.scale
    font = scene.app.sprites.fonts.get(*class_font("@small", s))
    sizes = [font.size(picker_label(n, i, scene.lang))[0] for i, n in enumerate(offered)]
    return [max(sizes[c::cols], default=0) + 12 + round(4 * s) for c in range(cols)]


def button_widths(needs: list[int], inner: int, gap: int) -> list[int]:
    """The columns' widths within `inner` (the card's width less its padding): as even as can
    be, no column narrower than it needs where they all fit (else an even share); what is
    left over goes to the last, so the buttons end at the card's padding."""
    cols = len(needs)
    room = inner - (cols - 1) * gap
    if sum(needs) > room:
        return [room // cols] * cols
    level = room // cols
    while True:  # the even width of the columns that need less than it
        big = [n for n in needs if n > level]
        rest = cols - len(big)
        new = (room - sum(big)) // rest if rest else level
        if new == level:
            break
        level = new
    widths = [max(n, level) for n in needs]
    widths[-1] += room - sum(widths)
    return widths


def question(scene: TablePort, seat: int, width: int) -> list[pygame.Surface]:
    """The picker's title in lines no wider than `width`: the arbiter's question for the
    ruling asked (a player's action, or a wrong bring-in's seat named and the true one)."""
    from ..text import tr

    asked = scene.session.snap.ruling
    key = asked.question if asked is not None else "picker.title"
    other = asked.other if asked is not None else None
    words = tr(key, scene.lang, seat=seat, other=other)
    return wrapped(scene.app.text, words, round(19 * scene.layout.scale), (140, 200, 255), width,
                   bold=True)


class RulingPicker:
    """The card itself: the choices offered and, when bet or raise is one, an amount entry.
    `seat` None: closed."""

    def __init__(self) -> None:
        self._reset()

    def _reset(self) -> None:
        """Closed: every field as a new card's (`close`)."""
        self.seat: int | None = None
        self.entry: TextField | None = None
        self.widgets: dict[str, UIElement] = {}
        self.pending: str | None = None  # bet or raise chosen, waiting for the amount
        self.problem = False  # bet/raise chosen with no amount typed
        self.choices: tuple[str, ...] = ()  # the rulings offered, in the order of their keys
        self.title: list[pygame.Surface] = []  # the question's lines (surfaces)
        self.dismissed = False  # closed with Esc: not opened again for this ruling
        self.rect: pygame.Rect | None = None

    def open(self, scene: TablePort, seat: int) -> None:
        from ..text import tr
        from ..ui import rect
        from .text_field import TextField

        self.close()
        self.seat = seat
        offered = choices(scene.session)
        self.choices = offered
        s, lang = scene.layout.scale, scene.lang
        pad, bh, gap = round(12 * s), round(36 * s), round(6 * s)
        typed = any(name in NEEDS_AMOUNT for name in offered)
        cols, w, head, box = placed(scene, seat, offered, typed)
        rows = -(-len(offered) // cols)
        self.title = question(scene, seat, w - 2 * pad)
        self.rect = rect(*box.as_tuple())
        cws = button_widths(column_needs(scene, offered, cols), w - 2 * pad, gap)
        lefts = [self.rect.x + pad + sum(cws[:c]) + c * gap for c in range(cols)]
        top = self.rect.y + head
        for i, name in enumerate(offered):
            r = rect(lefts[i % cols], top + (i // cols) * (bh + gap), cws[i % cols], bh)
            label = picker_label(name, i, lang)
            self.widgets[name] = scene.button(r, label, I.Rule(name), object_id="@small")
        if not typed:
            return
        y = top + rows * (bh + gap)
        ok_w = round(100 * s)
        self.entry = TextField(
            rect(self.rect.x + pad, y, w - 2 * pad - gap - ok_w, bh), manager=scene.app.manager
        )
        self.entry.set_allowed_characters("numbers")
        self.widgets["ok"] = scene.button(
            rect(self.rect.right - pad - ok_w, y, ok_w, bh), tr("money.ok", lang), I.Confirm(),
            object_id="@action",
        )

    def close(self) -> None:
        for w in self.widgets.values():
            w.kill()
        if self.entry is not None:
            self.entry.kill()
        dismissed = self.dismissed
        self._reset()
        self.dismissed = dismissed

    def text(self) -> str:
        return str(self.entry.get_text()) if self.entry is not None else ""

    def sync(self, scene: TablePort) -> None:
        """Open while a ruling is owed (again after the UI was built again), closed after."""
        seat = owed_now(scene.session)
        if seat is None:
            self.dismissed = False
            if self.seat is not None:
                self.close()
            return
        lost = bool(self.widgets) and not next(iter(self.widgets.values())).alive()
        fresh = self.seat is None and not self.dismissed and not scene.anim.busy
        other = self.seat is not None and (self.seat, self.choices) != (
            seat, choices(scene.session))
        if lost or fresh or other:
            self.open(scene, seat)

    def draw(self, surface: pygame.Surface, scene: TablePort) -> None:
        """The card under its widgets."""
        import pygame

        from ..text import tr

        if self.seat is None or self.rect is None:
            return
        s, lang, text = scene.layout.scale, scene.lang, scene.app.text
        pygame.draw.rect(surface, (18, 30, 44), self.rect, border_radius=round(12 * s))
        pygame.draw.rect(surface, (140, 200, 255), self.rect, 2, border_radius=round(12 * s))
        pad, width = round(12 * s), self.rect.w - round(24 * s)
        y = self.rect.y + pad // 2
        for title in self.title:
            surface.blit(title, (self.rect.x + pad, y))
            y += title.get_height()
        colour = (255, 130, 120) if self.problem else (200, 210, 205)
        if self.pending:
            words = tr("picker.amount", lang, choice=tr(f"picker.as.{self.pending}", lang))
        else:
            words = keys_words(lang, len(self.choices))
        for line in wrapped(text, words, round(14 * s), colour, width):
            surface.blit(line, (self.rect.x + pad, y))
            y += line.get_height()


# ---- the table scene's hooks -------------------------------------------------------------------


@dataclass(slots=True)
class RulingController(MoneyController):
    """The table's controller with the money card and the ruling picker: a choice (a click
    or its key, F2..) is sent as `rule:` for the seat owed; while the picker is open Enter
    sends the bet or raise typed in and Esc closes it."""

    picker: RulingPicker = field(default_factory=lambda: RulingPicker())

    @property
    def busy(self) -> bool:
        return self.tool is not None or self.card.mode is not None or self.picker.seat is not None

    def handle(self, intent: I.Intent, snap: TableSnapshot | None) -> Sendable | None:
        picker = self.picker
        if isinstance(intent, I.RuleKey):  # the key of a choice offered now, or nothing
            offered = choices(self.table.session)
            if intent.index >= len(offered):
                return None
            intent = I.Rule(offered[intent.index])
        if isinstance(intent, I.Rule):
            seat = owed_now(self.table.session)
            if seat is None:  # nothing to rule on: the key does nothing
                return None
            if picker.seat is None:
                picker.open(self.table, seat)
            return choose(self.table, intent.as_)
        if picker.seat is not None and self.card.mode is None:
            if isinstance(intent, (I.Cancel, I.Back)):
                picker.close()
                picker.dismissed = True
                return None
            if isinstance(intent, I.Confirm):
                if picker.pending is not None:
                    return choose(self.table, picker.pending)
                return None
        return MoneyController.handle(self, intent, snap)


def choose(scene: TablePort, ruled: str) -> TraineeAction | None:
    """The `rule:` a choice means, or None while bet/raise waits for its amount."""
    picker = scene.controller.picker
    assert picker.seat is not None
    try:
        action = rule_action(picker.seat, ruled, picker.text())
    except ValueError:
        picker.problem = picker.pending == ruled  # chosen twice with nothing typed
        picker.pending = ruled
        if picker.entry is not None:
            picker.entry.focus()
        return None
    picker.pending, picker.problem = None, False
    if picker.entry is not None:
        picker.entry.set_text("")
    return action


class RulingTable(MoneyTable):
    """The table scene's side of the picker: an amount finished with Enter (a mixin of the
    table scene, which it reads as `TablePort`)."""

    def handle_ui_event(self: TablePort, event: pygame.event.Event) -> None:
        import pygame_gui

        picker = self.controller.picker
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is picker.entry:
            if picker.seat is not None and picker.pending is not None:
                action = choose(self, picker.pending)
                if action is not None:
                    self.send(action)
            return
        MoneyTable.handle_ui_event(self, event)
