"""The house procedures on the felt (CONTRACT.md "The shuffle and the dealer's announcements").

- While a full table's shuffle is under way (`snap.shuffle_next`), the shuffle card beside
  the deck shows the sequence (wash, riffle, riffle, box, riffle, cut) with the gestures made
  ticked, and a button for each gesture. Keys while it is up: W wash, R (or S) riffle, B box;
  a click on the deck riffles. Each is sent as `wash`, `riffle` or `box`: the arbiter judges
  the order, so a gesture out of order is the trainee's own, and a violation.
- While an announcement is owed (`snap.announce_owed`), the announce card near the seat says
  what to announce ("Raise to 800") or where the all-in button goes; a click on the card, on
  the seat's bet, or Enter sends it (`announce:` / `all_in_button:`). Anything else instead
  (Space lets the next player act) is judged by the arbiter: a missing announcement.

`house_action` is pure (no pygame); the card draws with pygame_gui buttons.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ...arbiter.house_parse import SHUFFLE_STEPS
from ...arbiter.procedure import Phase
from .. import intents as I
from ..layout import Box
from .money_card import wrapped
from .ruling_picker import RulingController, in_question, on_felt

if TYPE_CHECKING:
    import pygame

    from ...arbiter.snapshot import TableSnapshot
    from ..ports import TablePort

GESTURE_KEYS = {"wash": "W", "riffle": "R", "box": "B"}
BUTTON = "all_in_button"


def shuffling(snap: TableSnapshot) -> bool:
    """A full table's shuffle is under way: its gestures are owed."""
    return snap.shuffle_next is not None and snap.phase == Phase.SHUFFLE


def announce_item(snap: TableSnapshot) -> Any:
    """The owed announcement in script form, or None."""
    owed = snap.announce_owed
    if owed is None:
        return None
    seat, what, to = owed
    if what == BUTTON:
        return {BUTTON: seat}
    return {"announce": {"seat": seat, "what": what, "to": to}}


def house_action(intent: I.Intent, snap: TableSnapshot | None, busy: bool = False) -> Any:
    """What `intent` means for the house procedures now, or None (not theirs)."""
    if isinstance(intent, I.ShuffleStep):
        return intent.step
    if snap is None:
        return None
    if shuffling(snap):
        if isinstance(intent, I.OpenMoneyCard) and intent.mode == "pots":  # W
            return "wash"
        if isinstance(intent, (I.Shuffle, I.PickDeck)) or (
            isinstance(intent, I.ReturnToDeck) and intent.zone == "board"  # R
        ):
            return "riffle"
        if isinstance(intent, I.Burn):  # B
            return "box"
    if isinstance(intent, I.Announce):
        return announce_item(snap)
    if snap.announce_owed is not None and not busy:
        if isinstance(intent, I.Confirm):
            return announce_item(snap)
        if isinstance(intent, I.PickBlindSpot) and intent.seat == snap.announce_owed[0]:
            return announce_item(snap)  # a click on the bet just made
    return None


class HouseCard:
    """The shuffle card or the announce card; `shown` the snapshot value it was opened for."""

    def __init__(self) -> None:
        self.mode: str | None = None
        self.shown: Any = None
        self.rect: pygame.Rect | None = None
        self.widgets: dict[str, Any] = {}

    def close(self) -> None:
        for w in self.widgets.values():
            w.kill()
        self.__init__()  # type: ignore[misc]

    def wanted(self, snap: TableSnapshot) -> tuple[str, Any] | None:
        if shuffling(snap):
            return ("shuffle", snap.shuffle_made)
        if snap is not None and snap.announce_owed is not None and not snap.complete:
            return ("announce", snap.announce_owed)
        return None

    def sync(self, scene: TablePort) -> None:
        want = self.wanted(scene.session.snap)
        lost = any(not w.alive() for w in self.widgets.values())
        if want is None:
            if self.mode is not None:
                self.close()
            return
        if lost or (self.mode, self.shown) != want:
            self.open(scene, *want)

    def open(self, scene: TablePort, mode: str, shown: Any) -> None:
        from ..text import tr
        from ..ui import rect

        self.close()
        self.mode, self.shown = mode, shown
        L, s, lang, snap = scene.layout, scene.layout.scale, scene.lang, scene.session.snap
        pad, bh, gap = round(10 * s), round(34 * s), round(6 * s)
        if mode == "shuffle":
            w = round(390 * s)
            words = sum(img.get_width() + round(9 * s) for img in sequence(scene, shown[0]))
            rows = 1 if words <= w - 2 * pad else 2  # the sequence wraps where it is long
            h = round(44 * s) + rows * round(20 * s) + bh + pad
            keep = [L.deck, L.burn, L.muck, L.board_area, L.pot_area]
        else:
            w = round(300 * s)
            lines = len(wrapped(scene.app.text, tr("house.announce.confirm", lang),
                                round(13 * s), (0, 0, 0), w - 2 * pad))
            h = round(40 * s) + lines * round(18 * s) + bh + pad
            seat = shown[0]
            cards = [b for n, sl in L.seats.items() if n in L.occupied for b in sl.cards]
            keep = [*in_question(L, snap, seat), L.board_area, L.pot_area, L.deck, L.burn,
                    L.muck, *cards]
        box, _ = on_felt(L, [k for k in keep if isinstance(k, Box)], w, h)
        self.rect = rect(*box.as_tuple())
        y = self.rect.bottom - pad - bh
        if mode == "shuffle":
            cw = (w - 2 * pad - 2 * gap) // 3
            for i, step in enumerate(("wash", "riffle", "box")):
                r = rect(self.rect.x + pad + i * (cw + gap), y, cw, bh)
                label = f"{tr(f'action.{step}', lang)}  [{GESTURE_KEYS[step]}]"
                self.widgets[step] = scene.button(r, label, I.ShuffleStep(step),
                                                  object_id="@small")
        else:
            seat, what, to = shown
            words = (tr("house.announce.button", lang, seat=seat) if what == BUTTON
                     else tr(f"house.announce.say.{what}", lang, to=to))
            self.widgets["say"] = scene.button(
                rect(self.rect.x + pad, y, w - 2 * pad, bh), f"{words}  [Enter]", I.Announce(),
                object_id="@action")

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
            made, of = self.shown
            title = tr("house.shuffle.title", lang, n=made, of=of)
            surface.blit(wrapped(text, title, round(17 * s), gold, width, bold=True)[0], (x, y))
            y += round(26 * s)
            for img in sequence(scene, made):  # the sequence, the gestures made ticked
                if x + img.get_width() > self.rect.right - pad:  # the second row
                    x, y = self.rect.x + pad, y + round(20 * s)
                surface.blit(img, (x, y))
                x += img.get_width() + round(9 * s)
            return
        seat, what, _ = self.shown
        head = tr("house.announce.title", lang) + " \u00b7 " + tr("seat.label", lang, seat=seat)
        surface.blit(wrapped(text, head, round(17 * s), gold, width, bold=True)[0], (x, y))
        y += round(24 * s)
        for line in wrapped(text, tr("house.announce.confirm", lang), round(13 * s), ink, width):
            surface.blit(line, (x, y))
            y += round(18 * s)


def sequence(scene: TablePort, made: int) -> list[Any]:
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

    def handle(self, intent: I.Intent, snap: TableSnapshot | None) -> Any:
        cards_open = self.card.mode is not None or self.picker.seat is not None
        if not cards_open:
            action = house_action(intent, snap, busy=self.tool is not None)
            if action is not None:
                self.cancel()
                return action
        return RulingController.handle(self, intent, snap)


def draw_all_in_buttons(surface: pygame.Surface, scene: TablePort) -> None:
    """The all-in button in front of each player it marks (RP-1), between his plate and his
    chips, in full view of the table."""
    import pygame

    from ..text import tr

    L, text = scene.layout, scene.app.text
    for seat in scene.session.snap.all_in_buttons:
        sl = L.seats.get(seat)
        if sl is None:
            continue
        r = max(9, round(sl.blind_marker.w * 0.7))
        cx = round(sl.bet.center[0] - sl.toward[0] * sl.bet.h * 0.9)
        cy = round(sl.bet.center[1] - sl.toward[1] * sl.bet.h * 0.9)
        pygame.draw.circle(surface, (190, 30, 40), (cx, cy), r)
        pygame.draw.circle(surface, (255, 255, 255), (cx, cy), r, max(1, r // 6))
        size = max(6, round(r * 0.62))
        label = text.render(tr("house.button.label", scene.lang), size, (255, 255, 255), True)
        while label.get_width() > r * 1.7 and size > 6:  # inside the disc, in every language
            size -= 1
            label = text.render(tr("house.button.label", scene.lang), size, (255, 255, 255), True)
        surface.blit(label, label.get_rect(center=(cx, cy)))
