"""The house procedures on the felt (CONTRACT.md "The shuffle and the dealer's announcements").

- While a full table's shuffle is under way (`snap.shuffle_next`), the shuffle card beside
  the deck shows the sequence (wash, riffle, riffle, box, riffle, cut) with the gestures made
  ticked, and a button for each gesture. Keys while it is up: W wash, R (or S) riffle, B box;
  a click on the deck riffles. Each is sent as `wash`, `riffle` or `box`: the arbiter judges
  the order, so a gesture out of order is the trainee's own, and a violation.
- While a bet or raise is to be announced (`snap.announce_owed`), the announce card near the
  seat asks the trainee to say it: the amount typed in its field (it has the keyboard), then
  Bet or Raise to (a click; Enter says it again as last chosen), or typed whole with Enter
  ("r 300", "bet 300"). The card never shows the amount: a wrong one is the trainee's own,
  judged by the arbiter (`deal.announce`).
- While an all-in is owed its button, the card says where it goes; the button is dragged
  onto the player's place, or a click on the card, on the seat's bet, or Enter places it
  (`all_in_button:`). Anything else instead (the next player let act) is judged by the
  arbiter: a missing announcement.

`house_action` and `announce_said` are pure (no pygame); the card draws with pygame_gui
widgets.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ...arbiter.actions import TraineeAction
from ...arbiter.house_parse import SHUFFLE_STEPS
from ...arbiter.procedure import Phase
from .. import intents as I
from ..layout import Box
from .money_card import wrapped
from .ruling_picker import RulingController, RulingTable, felt_or_panel, in_question

if TYPE_CHECKING:
    import pygame
    from pygame_gui.core import UIElement

    from ...arbiter.snapshot import TableSnapshot
    from ..assets import TextCache
    from ..ports import Sendable, TablePort
    from .text_field import TextField

GESTURE_KEYS = {"wash": "W", "riffle": "R", "box": "B"}
BUTTON = "all_in_button"


def shuffling(snap: TableSnapshot) -> bool:
    """A full table's shuffle is under way: its gestures are owed."""
    return snap.shuffle_next is not None and snap.phase == Phase.SHUFFLE


def announce_item(snap: TableSnapshot) -> TraineeAction | None:
    """The owed announcement (the arbiter's `announce_owed`), or None."""
    owed = snap.announce_owed
    if owed is None:
        return None
    seat, what, to = owed
    if what == BUTTON:
        return TraineeAction(BUTTON, seat=seat)
    return TraineeAction("announce", seat=seat, ruled=what, amount=to)


SAID = {"b": "bet", "bet": "bet", "r": "raise", "raise": "raise"}  # typed before the amount


def announce_said(
    snap: TableSnapshot | None, what: str | None, text: str, lang: str = "en"
) -> TraineeAction:
    """The announcement the trainee said: `what` (bet or raise: the button clicked, else the
    word typed before the amount, "r 300", "bet 300" or the card's own word) and the amount,
    for the seat whose bet is owed; ValueError without both (ActionError, one: an amount a
    script could not say either, `TraineeAction.checked`)."""
    from ..text import tr

    owed = snap.announce_owed if snap is not None else None
    words = text.strip().replace(",", "").lower().split()
    said = dict(SAID)
    for name in ("bet", "raise"):
        said[tr(f"house.announce.as.{name}", lang).lower().split()[0]] = name
    if words and not words[0].isdigit() and words[0] in said:
        what = said[words.pop(0)] if what is None else what
    if owed is None or what not in ("bet", "raise") or len(words) != 1 or not words[0].isdigit():
        raise ValueError("an amount")
    return TraineeAction.checked("announce", seat=owed[0], ruled=what, amount=int(words[0]))


def button_owed(snap: TableSnapshot | None) -> bool:
    owed = snap.announce_owed if snap is not None else None
    return owed is not None and owed[1] == BUTTON


def house_action(
    intent: I.Intent, snap: TableSnapshot | None, busy: bool = False
) -> Sendable | None:
    """What `intent` means for the house procedures now, or None (not theirs)."""
    if isinstance(intent, I.ShuffleStep):
        return TraineeAction(intent.step)
    if snap is None:
        return None
    if shuffling(snap):
        if isinstance(intent, I.OpenMoneyCard) and intent.mode == "pots":  # W
            return TraineeAction("wash")
        if isinstance(intent, (I.Shuffle, I.PickDeck)) or (
            isinstance(intent, I.ReturnToDeck) and intent.zone == "board"  # R
        ):
            return TraineeAction("riffle")
        if isinstance(intent, I.Burn):  # B
            return TraineeAction("box")
    if not button_owed(snap):  # a bet or raise is said on the card (HouseController)
        return None
    if isinstance(intent, I.Announce):
        return announce_item(snap)
    if isinstance(intent, I.PlaceAllIn):  # dragged onto a place: the trainee's seat, judged
        return TraineeAction(BUTTON, seat=intent.seat)
    owed = snap.announce_owed
    if not busy and owed is not None:
        if isinstance(intent, I.Confirm):
            return announce_item(snap)
        if isinstance(intent, I.PickBlindSpot) and intent.seat == owed[0]:
            return announce_item(snap)  # a click on the bet just made
    return None


# what the house card is opened for: its mode, the shuffle's gestures made (of how many) and the
# announcement owed (seat, bet or raise or the all-in button, to), as the snapshot gave them
Wanted = tuple[str, tuple[int, int], tuple[int, str, int] | None]


class HouseCard:
    """The shuffle card or the announce card; `made` and `shown` the snapshot's values it was
    opened for (the shuffle's gestures made, of how many; the announcement owed)."""

    def __init__(self) -> None:
        self._reset()

    def _reset(self) -> None:
        """Closed: every field as a new card's (`close`)."""
        self.mode: str | None = None
        self.made: tuple[int, int] = (0, 0)
        self.shown: tuple[int, str, int] | None = None
        self.rect: pygame.Rect | None = None
        self.widgets: dict[str, UIElement] = {}
        self.entry: TextField | None = None  # the amount said (a bet or raise to announce)
        self.pending: str | None = None  # bet or raise last chosen
        self.problem = False  # chosen with no amount typed
        self.disc: Box | None = None  # the all-in button waiting on the card, to be dragged

    def close(self) -> None:
        for w in self.widgets.values():
            w.kill()
        if self.entry is not None:
            self.entry.kill()
        self._reset()

    def text(self) -> str:
        return str(self.entry.get_text()) if self.entry is not None else ""

    def say(
        self, snap: TableSnapshot | None, what: str | None, lang: str = "en"
    ) -> TraineeAction | None:
        """The announcement `what` (None: as typed) with the amount typed, or None (not said
        whole yet: the card shows the problem and the field takes the keyboard)."""
        self.pending = what or self.pending
        try:
            action = announce_said(snap, what, self.text(), lang)
        except ValueError:
            self.problem = True
            if self.entry is not None:
                self.entry.focus()
            return None
        self.problem = False
        if self.entry is not None:
            self.entry.set_text("")  # said: a wrong amount is typed again
        return action

    def wanted(self, snap: TableSnapshot) -> Wanted | None:
        if shuffling(snap):
            return ("shuffle", snap.shuffle_made, None)
        if snap.announce_owed is not None and not snap.complete:
            return ("announce", (0, 0), snap.announce_owed)
        return None

    def sync(self, scene: TablePort) -> None:
        want = self.wanted(scene.session.snap)
        lost = any(not w.alive() for w in self.widgets.values()) or (
            self.entry is not None and not self.entry.alive())
        if want is None:
            if self.mode is not None:
                self.close()
            return
        if lost or (self.mode, self.made, self.shown) != want:
            self.open(scene, *want)

    def open(self, scene: TablePort, mode: str, made: tuple[int, int],
             shown: tuple[int, str, int] | None) -> None:
        from ..text import tr
        from ..ui import rect

        self.close()
        self.mode, self.made, self.shown = mode, made, shown
        L, s, lang, snap = scene.layout, scene.layout.scale, scene.lang, scene.session.snap
        pad, bh, gap = round(10 * s), round(34 * s), round(6 * s)
        height = None
        if mode == "shuffle":
            w = round(390 * s)
            words = sum(img.get_width() + round(9 * s) for img in sequence(scene, made[0]))
            rows = 1 if words <= w - 2 * pad else 2  # the sequence wraps where it is long
            h = round(44 * s) + rows * round(20 * s) + bh + pad
            keep = [*L.dealer_place(), L.board_area, L.pot_area]
        else:
            assert shown is not None, "an announce card is opened for the announcement owed"
            owed = shown
            rows = 1 if owed[1] == BUTTON else 2  # the amount's field, then Bet / Raise to
            beside = 2 * round(20 * s) + pad if owed[1] == BUTTON else 0  # the button's disc

            def height(w: int) -> int:
                """The announce card's height at width `w`: its prompt wraps as drawn."""
                words = wrapped(scene.app.text, tr(prompt_key(owed), lang), round(13 * s),
                                (0, 0, 0), w - 2 * pad - beside)
                return (round(40 * s) + len(words) * round(18 * s) + rows * bh
                        + (rows - 1) * gap + pad)

            w = round(340 * s)
            h = height(w)
            cards = [b for n, sl in L.seats.items() if n in L.occupied for b in sl.cards]
            keep = [*in_question(L, snap, owed[0]), L.board_area, L.pot_area,
                    *L.dealer_place(), *cards]
        box = felt_or_panel(scene, [k for k in keep if isinstance(k, Box)], w, h, height)
        w = box.w
        self.rect = rect(*box.as_tuple())
        y = self.rect.bottom - pad - bh
        if mode == "shuffle":
            cw = (w - 2 * pad - 2 * gap) // 3
            for i, step in enumerate(("wash", "riffle", "box")):
                r = rect(self.rect.x + pad + i * (cw + gap), y, cw, bh)
                label = f"{tr(f'action.{step}', lang)}  [{GESTURE_KEYS[step]}]"
                self.widgets[step] = scene.button(r, label, I.ShuffleStep(step),
                                                  object_id="@small")
        elif shown is not None and shown[1] == BUTTON:
            d = round(20 * s)  # the button waits at the card's top right, to be dragged
            self.disc = Box(self.rect.right - pad - 2 * d, self.rect.y + pad // 2, 2 * d, 2 * d)
            said = tr("house.announce.button", lang, seat=shown[0])
            self.widgets["say"] = scene.button(
                rect(self.rect.x + pad, y, w - 2 * pad, bh), f"{said}  [Enter]", I.Announce(),
                object_id="@action")
        else:  # the amount typed, then what it was: the card never shows the amount
            from .text_field import TextField

            self.entry = TextField(rect(self.rect.x + pad, y - bh - gap, w - 2 * pad, bh),
                                   manager=scene.app.manager)
            cw = (w - 2 * pad - gap) // 2
            for i, what in enumerate(("bet", "raise")):
                r = rect(self.rect.x + pad + i * (cw + gap), y, cw, bh)
                self.widgets[what] = scene.button(r, tr(f"house.announce.as.{what}", lang),
                                                  I.AnnounceAs(what), object_id="@action")
            self.entry.focus()

    def draw(self, surface: pygame.Surface, scene: TablePort) -> None:
        import pygame

        from ..text import tr

        if self.mode is None or self.rect is None:
            return
        s, lang, text = scene.layout.scale, scene.lang, scene.app.text
        gold, ink = (250, 214, 110), (215, 222, 218)
        pygame.draw.rect(surface, (20, 34, 30), self.rect, border_radius=round(12 * s))
        pygame.draw.rect(surface, gold, self.rect, 2, border_radius=round(12 * s))
        pad, width = round(10 * s), self.rect.w - round(20 * s)
        x, y = self.rect.x + pad, self.rect.y + pad // 2
        if self.mode == "shuffle":
            made, of = self.made
            title = tr("house.shuffle.title", lang, n=made, of=of)
            surface.blit(wrapped(text, title, round(17 * s), gold, width, bold=True)[0], (x, y))
            y += round(26 * s)
            for img in sequence(scene, made):  # the sequence, the gestures made ticked
                if x + img.get_width() > self.rect.right - pad:  # the second row
                    x, y = self.rect.x + pad, y + round(20 * s)
                surface.blit(img, (x, y))
                x += img.get_width() + round(9 * s)
            return
        if self.shown is None:
            return
        seat = self.shown[0]
        if self.disc is not None:
            width -= self.disc.w + pad  # the words beside the button
            held = scene.app.input.drag is not None and scene.app.input.drag.source == "allin"
            if not held:  # in the hand while dragged (drag_view.py)
                img = all_in_image(text, lang, self.disc.w // 2)
                surface.blit(img, img.get_rect(center=self.disc.center))
        head = tr("house.announce.title", lang) + " \u00b7 " + tr("seat.label", lang, seat=seat)
        surface.blit(wrapped(text, head, round(17 * s), gold, width, bold=True)[0], (x, y))
        y += round(24 * s)
        colour = (255, 130, 120) if self.problem else ink
        for line in wrapped(text, tr(prompt_key(self.shown), lang), round(13 * s), colour, width):
            surface.blit(line, (x, y))
            y += round(18 * s)


def prompt_key(shown: tuple[int, str, int]) -> str:
    """The announce card's words: where the all-in button goes, or how a bet is said."""
    return "house.announce.drag" if shown[1] == BUTTON else "house.announce.type"


def sequence(scene: TablePort, made: int) -> list[pygame.Surface]:
    """The shuffle's steps as the card draws them: those made ticked, the next in bold."""
    from ..text import tr

    s, lang, text = scene.layout.scale, scene.lang, scene.app.text
    out = []
    for i, step in enumerate((*SHUFFLE_STEPS, "cut")):
        done = i < made
        word = ("\u2713 " if done else "") + tr(f"action.{step}", lang)
        colour = (120, 220, 150) if done else ((255, 255, 255) if i == made else (215, 222, 218))
        out.append(text.render(word, round(14 * s), colour, i == made))
    return out


@dataclass(slots=True)
class HouseController(RulingController):
    """The table's controller with the house card: a gesture or an announcement is sent as
    its action; everything else as before (the money card and the ruling picker first)."""

    house: HouseCard = field(default_factory=lambda: HouseCard())

    def handle(self, intent: I.Intent, snap: TableSnapshot | None) -> Sendable | None:
        cards_open = self.card.mode is not None or self.picker.seat is not None
        house = self.house
        if (not cards_open and house.mode == "announce" and snap is not None
                and not button_owed(snap)):
            if isinstance(intent, I.AnnounceAs):
                return house.say(snap, intent.what, self.table.lang)
            owed = snap.announce_owed
            if isinstance(intent, I.Confirm) or (
                    isinstance(intent, I.PickBlindSpot) and owed and intent.seat == owed[0]):
                if house.pending is not None and isinstance(intent, I.Confirm):
                    return house.say(snap, house.pending, self.table.lang)
                house.problem = isinstance(intent, I.Confirm)  # Enter: bet or raise first
                if house.entry is not None:
                    house.entry.focus()
                return None
        if not cards_open:
            action = house_action(intent, snap, busy=self.tool is not None)
            if action is not None:
                self.cancel()
                return action
        return RulingController.handle(self, intent, snap)


class HouseTable(RulingTable):
    """The table scene's side of the announce card: the amount finished with Enter says it
    as last chosen (Bet or Raise to); with nothing chosen yet the card asks for it. A mixin
    of the table scene: what it reads of it is `TablePort`'s."""

    def handle_ui_event(self: TablePort, event: pygame.event.Event) -> None:
        import pygame_gui

        house = self.controller.house
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is house.entry:
            action = house.say(self.session.snap, house.pending, self.lang)
            if action is not None:
                self.send(action)
            return
        RulingTable.handle_ui_event(self, event)


def draw_all_in_buttons(surface: pygame.Surface, scene: TablePort) -> None:
    """The all-in button in front of each player it marks (RP-1), between his plate and his
    chips, in full view of the table."""


    L, text = scene.layout, scene.app.text
    for seat in scene.session.snap.all_in_buttons:
        sl = L.seats.get(seat)
        if sl is None:
            continue
        r = max(9, round(sl.blind_marker.w * 0.7))
        cx = round(sl.bet.center[0] - sl.toward[0] * sl.bet.h * 0.9)
        cy = round(sl.bet.center[1] - sl.toward[1] * sl.bet.h * 0.9)
        img = all_in_image(text, scene.lang, r)
        surface.blit(img, img.get_rect(center=(cx, cy)))


def all_in_image(text: TextCache, lang: str, r: int) -> pygame.Surface:
    """The all-in button (RP-1): a red disc of radius `r`, its label inside in every
    language; on the felt, on the announce card and in the hand while dragged."""
    import pygame

    from ..text import tr

    img = pygame.Surface((2 * r + 2, 2 * r + 2), pygame.SRCALPHA)
    c = (r + 1, r + 1)
    pygame.draw.circle(img, (190, 30, 40), c, r)
    pygame.draw.circle(img, (255, 255, 255), c, r, max(1, r // 6))
    size = max(6, round(r * 0.62))
    label = text.render(tr("house.button.label", lang), size, (255, 255, 255), True)
    while label.get_width() > r * 1.7 and size > 6:  # inside the disc, in every language
        size -= 1
        label = text.render(tr("house.button.label", lang), size, (255, 255, 255), True)
    img.blit(label, label.get_rect(center=c))
    return img
