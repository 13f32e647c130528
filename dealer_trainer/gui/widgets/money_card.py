"""The money card on the felt: the trainee's answers about money at the table (CONTRACT.md
"Money at the table"), typed or clicked, and made into trainee actions, checked as a script's
(`TraineeAction.checked`).

- `count`: a player asked for the pot or an all-in's size (his bubble says so): the count.
- `pots`: the pots stated at the pull, main pot first ("490 520").
- `rake`: the rake, and the jackpot drop after it ("5 1").
- `read`: a tabled hand: the seat (a button or its number), the hand (a button or its name)
  and the ranks that name it ("3 two pair K 7").

`card_actions` is pure (no pygame): what a card's text means, or a ValueError (an
`ActionError`, one, when an amount or a seat typed is one a script could not say either).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ...arbiter.actions import TraineeAction
from ...arbiter.procedure import Phase
from ...engine.reading import BY_NAME, rank_of
from ...i18n import template
from .. import intents as I
from ..controller import Controller
from .money_place import guarded, place

if TYPE_CHECKING:
    import pygame
    from pygame_gui.elements import UIButton

    from ...arbiter.snapshot import TableSnapshot
    from ..assets import TextCache
    from ..ports import Sendable, TablePort
    from .text_field import TextField

MODES = ("count", "pots", "rake", "read", "race")
_NUMBER = re.compile(r"^\d[\d,]*$")
_SEPARATORS = re.compile(r"[\s+/;]+")
# words a trainee may type for a hand: the catalogue's names, and the words dealers use
_ALIASES = {
    "trips": "three-of-a-kind",
    "set": "three-of-a-kind",
    "quads": "four-of-a-kind",
    "boat": "full-house",
    "full": "full-house",
    "high": "high-card",
}


# a player's request for a count, by the kind of his words (`Said.kind`, ledger.py): what he
# asks for
ASKS = {"ask_pot": "pot", "ask_all_in": "all_in"}


def asked(snap: TableSnapshot | None) -> tuple[int, str, int | None] | None:
    """(asking seat, "pot" or "all_in", whose all-in) while betting waits for a count."""
    if snap is None or snap.phase != Phase.ASKED:
        return None
    for s in snap.seats:
        said = s.last_action
        if said is not None and said.kind in ASKS:
            return s.seat, ASKS[said.kind], said.amount
    return None


def _numbers(text: str) -> list[int]:
    parts = [p for p in _SEPARATORS.split(text.strip()) if p]
    if not parts or not all(_NUMBER.match(p) for p in parts):
        raise ValueError("numbers")
    return [int(p.replace(",", "")) for p in parts]


def hand_named(words: list[str], lang: str = "en") -> str | None:
    """The hand category the words name ("two pair", "full", "straight flush"), in English
    or in `lang` (the card's buttons' words: "δύο ζευγάρια", "două perechi")."""
    text = "-".join(w.lower() for w in words)
    if text in BY_NAME:
        return text
    if len(words) == 1 and text in _ALIASES:
        return _ALIASES[text]
    local = {
        "-".join((template(f"quiz.hand.{name}", lang) or name).lower().split()): name
        for name in BY_NAME
    }
    if text in local:
        return local[text]
    found = [name for name in BY_NAME if name.startswith(text)] if text else []
    if not found:
        found = [name for said, name in local.items() if said.startswith(text)] if text else []
    return found[0] if len(found) == 1 or (found and found[0] == text) else None


def card_actions(
    mode: str,
    text: str,
    snap: TableSnapshot,
    *,
    seat: int | None = None,
    hand: str | None = None,
    lang: str = "en",
) -> list[TraineeAction]:
    """The trainee actions the card's answer means; ValueError if it has not the card's
    shape yet (ActionError if it says what a script could not: a seat out of range)."""
    make = TraineeAction.checked
    if mode == "count":
        ask = asked(snap)
        (amount,) = _numbers(text) if ask is not None else (None,)
        if ask is None or amount is None:
            raise ValueError("nothing asked")
        if ask[1] == "pot":
            return [make("announce_pot", amount=amount)]
        return [make("announce_count", seat=ask[2], amount=amount)]
    if mode == "pots":
        return [make("collect", pots=tuple(_numbers(text)))]
    if mode == "race":  # a chip race: the new chips raced (race.count)
        (count,) = _numbers(text)
        return [make("announce_race", amount=count)]
    if mode == "rake":
        numbers = _numbers(text)
        if len(numbers) > 2:
            raise ValueError("rake and drop")
        out = [make("rake", amount=numbers[0])] if numbers[0] else []
        return out + ([make("drop", amount=numbers[1])] if len(numbers) == 2 else [])
    words = [w for w in _SEPARATORS.split(text.strip()) if w]
    if seat is None and words and words[0].isdigit():  # typed, the seat comes first
        seat, words = int(words[0]), words[1:]
    ranks: list[str | None] = []
    while words and rank_of(words[-1]) is not None and len(words[-1]) <= 2:
        ranks.insert(0, rank_of(words.pop()))
    hand = hand_named(words, lang) if words else hand
    if seat is None or hand is None:
        raise ValueError("seat and hand")
    return [make("read", seat=seat, hand=hand, ranks=tuple(r for r in ranks if r))]


PROMPTS = {
    "pots": "money.prompt.pots",
    "rake": "money.prompt.rake",
    "read": "money.prompt.read",
}


class MoneyCard:
    """The card itself: a text entry, OK, and for a reading the nine hands, on the felt.
    `mode` None: closed. The table scene opens it (a button, its key, or a player's request)
    and sends what `card_actions` makes of the answer."""

    def __init__(self) -> None:
        self._reset()

    def _reset(self) -> None:
        """Closed: every field as a new card's (`close`)."""
        self.mode: str | None = None
        self.entry: TextField | None = None
        self.widgets: dict[str, UIButton] = {}
        self.seat: int | None = None  # read: the seat clicked on the table
        self.hand: str | None = None  # read: the hand clicked on the card
        self.problem = False  # the last answer had not the card's shape
        self.rect: pygame.Rect | None = None
        # the request the trainee closed the card on (Esc, Cancel): it is not opened again
        # by itself for that request; a click on the asking seat or Enter opens it
        self.dismissed: tuple[int, str, int | None] | None = None

    def open(self, scene: TablePort, mode: str) -> None:
        from ..text import tr
        from ..ui import rect

        self.close()
        self.mode = mode
        app = scene.app
        s, lang = scene.layout.scale, scene.lang
        w = round(560 * s)
        rows = 4 if mode == "read" else 1
        h = round(136 * s) + rows * round(44 * s) - (round(24 * s) if mode == "read" else 0)
        snap = scene.session.snap
        ask = asked(snap) if mode == "count" else None
        asking = [n for n in (ask[0], ask[2]) if n is not None] if ask else []
        live = [sv.seat for sv in snap.seats if not sv.folded]
        hard = guarded(scene.layout, mode, asking, live=live)
        box = place(scene.layout, w, h, hard, buttons_top=scene.corrections_top,
                    verdict_h=scene.side.verdict_bottom)
        self.rect = rect(*box.as_tuple())
        pad, eh = round(14 * s), round(40 * s)
        top = self.rect.y + round(64 * s)
        ok_w = round(110 * s)
        from .text_field import TextField

        self.entry = TextField(
            rect(self.rect.x + pad, top, w - 3 * pad - ok_w, eh), manager=app.manager
        )
        self.widgets["ok"] = scene.button(
            rect(self.rect.right - pad - ok_w, top, ok_w, eh),
            tr("money.ok", lang),
            I.Confirm(),
            object_id="@action",
        )
        if mode == "read":
            cw, ch, gap = (w - 2 * pad - 2 * round(6 * s)) // 3, round(36 * s), round(6 * s)
            for i, name in enumerate(BY_NAME):
                r = rect(
                    self.rect.x + pad + (i % 3) * (cw + gap),
                    top + eh + gap + (i // 3) * (ch + gap),
                    cw,
                    ch,
                )
                self.widgets[f"hand:{name}"] = scene.button(
                    r,
                    tr(f"quiz.hand.{name}", lang),
                    I.PickHand(name),
                    object_id="@small",
                )
        self.entry.focus()

    def close(self) -> None:
        for w in self.widgets.values():
            w.kill()
        if self.entry is not None:
            self.entry.kill()
        self._reset()

    def text(self) -> str:
        return str(self.entry.get_text()) if self.entry is not None else ""

    def prompt(self, snap: TableSnapshot, lang: str) -> str:
        from ..text import tr

        if self.mode == "count":
            ask = asked(snap)
            if ask is None:
                return ""
            if ask[1] == "pot":
                return tr("money.prompt.pot", lang, seat=ask[0])
            return tr("money.prompt.all_in", lang, seat=ask[0], of=ask[2])
        if self.mode == "read":
            picked = tr(f"quiz.hand.{self.hand}", lang) if self.hand else "–"
            seat = self.seat if self.seat is not None else "–"
            return tr("money.prompt.read", lang, seat=seat, hand=picked)
        if self.mode == "race" and snap is not None and snap.race is not None:
            return tr("money.prompt.race", lang, chip=f"{snap.race.next:,}",
                      small=f"{snap.race.remove:,}")
        return tr(PROMPTS.get(self.mode or "", "money.prompt.pots"), lang)

    def pick(self, hand: str) -> None:
        """A hand clicked for a reading: it shows as picked."""
        self.hand = hand
        for name in BY_NAME:
            w = self.widgets.get(f"hand:{name}")
            if w is not None:
                (w.select if name == hand else w.unselect)()

    def sync(self, scene: TablePort) -> None:
        """A player's request opens the card by itself (unless the trainee closed it on that
        request); after the UI was built again (a resize, a language) the open card is built
        again too. The table's buttons follow: Cancel is on while the card is open."""
        ask = asked(scene.session.snap)
        if ask is None:
            self.dismissed = None
        lost = self.entry is not None and not self.entry.alive()
        due = self.mode is None and ask is not None and ask != self.dismissed
        if lost or (due and not scene.anim.busy):
            self.open(scene, self.mode or "count")
            refresh(scene)

    def dismiss(self, snap: TableSnapshot | None) -> None:
        """Esc or Cancel: the card closes and stays closed for the request open now."""
        self.close()
        self.dismissed = asked(snap)

    def draw(self, surface: pygame.Surface, scene: TablePort) -> None:
        """The card under its widgets (opened by itself in `sync`, from the scene's update:
        drawing changes nothing)."""
        import pygame

        from ..text import tr

        if self.mode is None or self.rect is None:
            return
        s, lang = scene.layout.scale, scene.lang
        pygame.draw.rect(surface, (18, 40, 30), self.rect, border_radius=round(12 * s))
        pygame.draw.rect(surface, (250, 214, 110), self.rect, 2, border_radius=round(12 * s))
        pad = round(14 * s)
        text = scene.app.text
        width = self.rect.w - 2 * pad
        prompt = self.prompt(scene.session.snap, lang)
        title = wrapped(text, prompt, round(19 * s), (250, 214, 110), width, bold=True)
        for i, img in enumerate(title[:2]):  # a long prompt shrinks to two lines at most
            surface.blit(img, (self.rect.x + pad, self.rect.y + pad // 2 + i * img.get_height()))
        colour = (255, 130, 120) if self.problem else (200, 210, 205)
        shape = wrapped(text, tr(f"money.shape.{self.mode}", lang), round(15 * s), colour, width)
        y = self.rect.bottom - pad
        for img in reversed(shape):
            y -= img.get_height()
            surface.blit(img, (self.rect.x + pad, y))


def refresh(scene: TablePort) -> None:
    """The table's buttons, enabled as the card's state now says (the table scene's own
    `_refresh_widgets`)."""
    scene._refresh_widgets()


def wrapped(
    text: TextCache, words: str, size: int, colour: tuple[int, ...], width: int, *,
    bold: bool = False
) -> list[pygame.Surface]:
    """`words` rendered in lines no wider than `width`."""
    lines = [""]
    for word in words.split():
        wider = f"{lines[-1]} {word}".strip()
        if lines[-1] and text.render(wider, size, colour, bold).get_width() > width:
            lines.append(word)
        else:
            lines[-1] = wider
    return [text.render(line, size, colour, bold) for line in lines]


# ---- the table scene's hooks -------------------------------------------------------------------


@dataclass(slots=True)
class MoneyController(Controller):
    """The table's controller, with the money card: while the card is open it takes the
    intents (a seat clicked for a reading, a hand, Enter, Esc); otherwise as before."""

    scene: TablePort | None = None  # the table scene (set by the scene that makes it)
    card: MoneyCard = field(default_factory=lambda: MoneyCard())

    @property
    def busy(self) -> bool:
        return self.tool is not None or self.card.mode is not None

    @property
    def table(self) -> TablePort:
        assert self.scene is not None, "a money card needs its table scene"
        return self.scene

    def handle(self, intent: I.Intent, snap: TableSnapshot | None) -> Sendable | None:
        card = self.card
        if isinstance(intent, I.OpenMoneyCard):
            self.cancel()  # at a chip race, W and its button open the race's count
            card.open(self.table, "race" if snap is not None and snap.race is not None
                      else intent.mode)
            return None
        if card.mode is None:
            ask = asked(snap)
            reopen = isinstance(intent, I.Confirm) or (
                isinstance(intent, I.PickSeat) and ask is not None and intent.seat == ask[0]
            )
            if ask is not None and card.dismissed == ask and reopen:
                card.open(self.table, "count")  # closed on this request: the trainee opens it
                return None
            return Controller.handle(self, intent, snap)
        if isinstance(intent, (I.Cancel, I.Back)):
            card.dismiss(snap)
        elif isinstance(intent, I.PickHand):
            card.pick(intent.name)
        elif isinstance(intent, (I.PickSeat, I.PickBlindSpot)) and card.mode == "read":
            card.seat = intent.seat
        elif isinstance(intent, I.Confirm):
            answer(self.table)
        return None


class MoneyTable:
    """The table scene's side of the card: an answer typed and finished with Enter (a mixin
    of the table scene, which it reads as `TablePort`)."""

    def handle_ui_event(self: TablePort, event: pygame.event.Event) -> None:
        import pygame_gui

        card = self.controller.card
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is card.entry:
            answer(self)


def answer(scene: TablePort) -> None:
    """Send what the card's answer means; the card closes once they are all right."""
    from ...arbiter import Outcome

    card = scene.controller.card
    try:
        actions = card_actions(
            card.mode or "",
            card.text(),
            scene.session.snap,
            seat=card.seat,
            hand=card.hand,
            lang=scene.lang,
        )
    except ValueError:
        card.problem = True
        return
    steps = [scene.send(a) for a in actions]
    if steps and all(st is not None and st.outcome is Outcome.OK for st in steps):
        card.close()
        refresh(scene)  # Cancel goes off with the card
    elif card.entry is not None:
        card.problem = False
        card.entry.set_text("")
