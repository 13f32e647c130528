"""The one place where raw pygame events become intents.

Keyboard shortcuts live in `KEYS` (shown in the help overlay from the same table); mouse
clicks on the table are hit-tested against the layout; pygame_gui buttons are bound to an
intent when a scene builds them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from . import intents as I
from .layout import Box, Hit, TableLayout, hit_test

if TYPE_CHECKING:
    import pygame_gui

# the ruling picker's keys: F2.. for its choices in the order the arbiter gives them
# (`TableSnapshot.ruling`), so a ruling keeps its key each time the same ruling is asked
RULING_KEYS = 9  # F2..F10 (F11 is the full screen)


def ruling_key(index: int) -> str:
    """The key cap of the picker's `index`th choice."""
    return f"F{index + 2}"


@dataclass(frozen=True, slots=True)
class KeyBinding:
    key: int
    make: Callable[[bool], I.Intent]  # gets "shift held"
    label: str  # for the help overlay
    help: str  # an i18n key (English in text.FALLBACK)


def _k(key: int, make: Callable[[bool], I.Intent], label: str, help_: str) -> KeyBinding:
    return KeyBinding(key, make, label, help_)


KEYS: tuple[KeyBinding, ...] = (
    _k(pygame.K_s, lambda sh: I.Shuffle(), "S", "keys.shuffle"),
    _k(pygame.K_u, lambda sh: I.Cut(), "U", "keys.cut"),
    _k(pygame.K_g, lambda sh: I.FixBlinds() if sh else I.PostBlind(), "G", "keys.post"),
    _k(pygame.K_b, lambda sh: I.Burn(), "B", "keys.burn"),
    _k(pygame.K_f, lambda sh: I.TurnBoard(), "F", "keys.street"),
    _k(pygame.K_c, lambda sh: I.ColorUpPot() if sh else I.Collect(), "C", "keys.collect"),
    _k(pygame.K_SPACE, lambda sh: I.LetAct(), "Space", "keys.wait"),
    _k(pygame.K_d, lambda sh: I.Showdown(), "D", "keys.showdown"),
    _k(pygame.K_p, lambda sh: I.SplitPot() if sh else I.AwardPot(), "P", "keys.award"),
    _k(pygame.K_n, lambda sh: I.MoveButton(), "N", "keys.move_button"),
    _k(pygame.K_m, lambda sh: I.DeclareMisdeal(), "M", "keys.misdeal"),
    _k(pygame.K_e, lambda sh: I.ReplaceExposed(), "E", "keys.replace_exposed"),
    _k(pygame.K_x, lambda sh: I.ReturnExtra(), "X", "keys.return_extra"),
    _k(pygame.K_a, lambda sh: I.SetAside(stub=sh), "A", "keys.set_aside"),
    _k(
        pygame.K_r,
        lambda sh: I.ReturnToDeck("set_aside" if sh else "board"),
        "R / Shift+R",
        "keys.return_to_deck",
    ),
    _k(pygame.K_q, lambda sh: I.ScrambleFlop(), "Q", "keys.scramble_flop"),
    _k(pygame.K_z, lambda sh: I.Scrap(), "Z", "keys.scrap"),
    _k(pygame.K_k, lambda sh: I.KillHand(), "K", "keys.kill_hand"),
    _k(pygame.K_o, lambda sh: I.BurnExposed(), "O / T / L", "keys.burn_fixes"),
    _k(pygame.K_t, lambda sh: I.ReturnBurn(), "", ""),  # on the line of O
    _k(pygame.K_l, lambda sh: I.ReturnLastBoard(), "", ""),
    _k(pygame.K_v, lambda sh: I.VoidHand(), "V", "keys.void_hand"),
    _k(pygame.K_j, lambda sh: I.CallFloor(), "J", "keys.call_floor"),
    _k(pygame.K_w, lambda sh: I.OpenMoneyCard("pots"), "W", "keys.money_pots"),
    _k(pygame.K_y, lambda sh: I.OpenMoneyCard("rake"), "Y", "keys.money_rake"),
    _k(pygame.K_i, lambda sh: I.OpenMoneyCard("read"), "I", "keys.money_read"),
    *(  # the ruling picker's choices (widgets/ruling_picker.py), on F2..F10
        _k(getattr(pygame, f"K_{ruling_key(i)}"), (lambda n: lambda sh: I.RuleKey(n))(i),
           f"F2..{ruling_key(RULING_KEYS - 1)}" if i == 0 else "", "keys.rule" if i == 0 else "")
        for i in range(RULING_KEYS)
    ),
    _k(pygame.K_RETURN, lambda sh: I.Confirm(), "Enter", "keys.confirm"),
    _k(pygame.K_KP_ENTER, lambda sh: I.Confirm(), "", ""),
    _k(pygame.K_ESCAPE, lambda sh: I.Back(), "Esc", "keys.back"),
    _k(pygame.K_h, lambda sh: I.ToggleHelp(), "H / F1", "keys.help"),
    _k(pygame.K_F1, lambda sh: I.ToggleHelp(), "", ""),
    _k(pygame.K_F11, lambda sh: I.ToggleFullscreen(), "F11", "keys.fullscreen"),
    _k(pygame.K_UP, lambda sh: I.Navigate(dy=-1), "", ""),
    _k(pygame.K_DOWN, lambda sh: I.Navigate(dy=1), "", ""),
    _k(pygame.K_LEFT, lambda sh: I.Navigate(dx=-1), "", ""),
    _k(pygame.K_RIGHT, lambda sh: I.Navigate(dx=1), "", ""),
)
_BY_KEY = {b.key: b for b in KEYS}
SEAT_KEYS = {getattr(pygame, f"K_{d}"): (10 if d == 0 else d) for d in range(10)}
SEAT_KEYS.update({getattr(pygame, f"K_KP{d}"): (10 if d == 0 else d) for d in range(10)})

# extra help lines that are not single keys
HELP_EXTRA: tuple[tuple[str, str], ...] = (
    ("1..9, 0", "keys.seat_numbers"),
    ("?", "keys.hint"),
    ("keys.label.click_seat", "keys.click_seat"),
    ("keys.label.click_bet", "keys.click_bet"),
    ("keys.label.click_deck", "keys.click_deck"),
    ("keys.label.click_burn_board", "keys.click_burn_board"),
    ("keys.label.click_pot", "keys.click_pot"),
    ("keys.label.click_button", "keys.click_button"),
    ("keys.label.right_click", "keys.right_click"),
    ("keys.label.drag", "keys.drag"),
    ("Shift+P", "keys.split_pot"),
    ("Shift+C", "keys.color_up_pot"),
    ("Shift+G", "keys.fix_blinds"),
)


# at a stud table (no button, no board: engine/variant.py's row) G takes the antes, N names
# who starts and F turns the common card (stud_controls.py): their help lines say so; the
# mouse's lines too (issue 26): a bet spot takes the antes, a card is pitched with its
# street's face (Shift: the other), the disc dragged names who starts, the middle's card
STUD_HELP = {
    "keys.post": "keys.stud.antes",
    "keys.move_button": "keys.stud.name_first",
    "keys.street": "keys.stud.common_card",
    "keys.set_aside": "keys.stud.set_aside",
    "keys.return_to_deck": "keys.stud.return_premature",
    "keys.click_seat": "keys.stud.click_seat",
    "keys.click_bet": "keys.stud.click_bet",
    "keys.label.click_burn_board": "keys.stud.label.click_burn_middle",
    "keys.click_burn_board": "keys.stud.click_burn_middle",
    "keys.label.click_button": "keys.stud.label.drag_disc",
    "keys.click_button": "keys.stud.drag_disc",
    "keys.drag": "keys.stud.drag",
    # O puts a misdealt seat's card on the burns (a seventh card dealt up, tda; the burn
    # dealt to the first seat, roberts), T the second of a double burn back on top; L (the
    # last board card back) has no stud use: no board
    "keys.burn_fixes": "keys.stud.burn_fixes",
}
# a stud table's A takes Shift too (a stub card per player still in, stud_controls.py)
STUD_LABELS = {"keys.set_aside": "A / Shift+A", "keys.burn_fixes": "O / T"}
# the keys of the corrections a board needs (scenes/table_buttons.py's BOARD_CORRECTIONS):
# not listed where the game has no board; a stud table's premature card has its own words
BOARD_KEYS = frozenset(("keys.set_aside", "keys.return_to_deck", "keys.scramble_flop"))


def help_lines(lang: str = "en", variant: str = "holdem",
               race: bool = False) -> list[tuple[str, str]]:
    """(keys, what they do) for the help overlay, in a sensible order, in `lang`, for
    `variant`'s table (`race`: a chip race's, race_controls.py)."""
    from ..engine.variant import row
    from .race_controls import RACE_HELP, RACE_IDLE
    from .text import tr

    game = row(variant)
    words = RACE_HELP if race else {} if game.button else STUD_HELP
    labels = {} if race or game.button else STUD_LABELS
    lines = [(labels.get(b.help, b.label), words.get(b.help, b.help)) for b in KEYS
             if b.label and (game.board or b.help not in BOARD_KEYS or b.help in words)]
    ordered = lines[:2] + [HELP_EXTRA[0]] + lines[2:] + [HELP_EXTRA[1]] + list(HELP_EXTRA[2:])
    # a chip race's idle keys go; every mouse line stays, in the race's (or stud's) words
    ordered = [(words.get(k, k), words.get(h, h)) for k, h in ordered
               if not race or h not in RACE_IDLE]
    return [(tr(k, lang) if k.startswith("keys.") else k, tr(h, lang)) for k, h in ordered]


@dataclass(slots=True)
class TableTargets:
    """What a table click can hit right now (from the scene's layout and snapshot)."""

    layout: TableLayout
    pots: tuple[int | None, ...] = ()  # each pot slot's pot index, left to right (None: pushed)
    button_seat: int | None = None
    # the slots drawn cut in two (a hi-lo pot), each with the halves still on the table
    halves: dict[int, tuple[str, ...]] = field(default_factory=dict)
    marks: tuple[int, ...] = ()  # the slots with a mark under them that cuts the pot
    odd: tuple[int, ...] = ()  # the slots whose odd chip lies loose between the stacks
    disc: Box | None = None  # a stud table's naming disc: dragged like the button
    tray: Box | None = None  # a chip race's tray: its new chips are dragged to a seat
    allin: Box | None = None  # the all-in button waiting on the announce card (deal.announce)

    def hit(self, pos: tuple[float, float], *, button: bool = True) -> Hit | None:
        if button and self.disc is not None and self.disc.contains(*pos):
            return Hit("button")
        if button and self.tray is not None and self.tray.contains(*pos):
            return Hit("tray")
        if button and self.allin is not None and self.allin.contains(*pos):
            return Hit("allin")
        return hit_test(self.layout, pos, pots=len(self.pots), cut=self.halves,
                        marks=self.marks, odd=self.odd,
                        button_seat=self.button_seat if button else None)


DRAG_START_PX = 6  # a press that moves further than this is a drag, not a click
DRAGGABLE = ("deck", "pot", "button", "odd", "tray", "allin")


@dataclass(slots=True)
class Drag:
    """A dealer's gesture in progress: the top card, a pot or the button disc, held by the
    mouse. `index` is the pot's index for a pot, `half` the half of a pot cut in two."""

    source: str
    index: int | None
    start: tuple[int, int]
    pos: tuple[int, int]
    moved: bool = False
    half: str | None = None


def drop_intents(
    drag: Drag, hit: Hit | None, shift: bool = False
) -> list[I.Intent]:
    """What dropping `drag` on `hit` means: the same intents the clicks would send. The top
    card to a seat deals to it, to the burns burns, to the board turns the street; a pot to a
    seat pushes it there (shift: one of a split); the button to a seat moves it there."""
    if hit is None:
        return []
    seat = hit.index if hit.kind in ("seat", "bet") else None
    if drag.source == "deck":
        if seat is not None:
            return [I.DealTo(seat, other=shift)]
        if hit.kind == "burn":
            return [I.Burn()]
        if hit.kind == "board":
            return [I.TurnBoard()]
        return []
    if drag.source == "odd" and drag.index is not None:  # onto one of its pot's stacks
        return [I.PlaceOddChip(drag.index, hit.half)] if hit.half else []
    if seat is None:
        return []
    if drag.source == "pot" and drag.index is not None:
        return [I.PickPot(drag.index, drag.half), I.PickSeat(seat, add=shift)]
    if drag.source == "button":
        return [I.PickButton(), I.PickSeat(seat)]
    if drag.source == "tray":  # a chip race's new chip; with Shift the not-raced-out chip
        return [I.AwardChip(seat, raced_out=shift)]
    if drag.source == "allin":  # the all-in button onto a player's place
        return [I.PlaceAllIn(seat)]
    return []


class InputMap:
    """Raw events -> intents. Widgets register the intent their press means with `bind`.
    A press on the deck, a pot or the button waits for its release: a click where it was
    pressed, or a drag dropped somewhere (`drag` while it is held)."""

    def __init__(self) -> None:
        self._widgets: dict[int, I.Intent] = {}
        self.drag: Drag | None = None
        self.pointer: tuple[int, int] | None = None  # where the mouse was last seen (hover)
        self._echo = ""  # the text of the last key that acted: its TEXTINPUT is not typed

    def swallow(self, event: pygame.event.Event) -> bool:
        """Is `event` the typed echo of a key that already acted? A key press arrives as a
        KEYDOWN and then a TEXTINPUT: when the KEYDOWN was a shortcut (I opening the read
        card, F5 then...), its character must not land in the field the shortcut focused."""
        if event.type == pygame.TEXTINPUT:
            echo, self._echo = self._echo, ""
            return bool(echo) and getattr(event, "text", "") == echo
        if event.type == pygame.KEYUP:
            self._echo = ""
        return False

    def bind(self, widget: object, intent: I.Intent) -> None:
        self._widgets[id(widget)] = intent

    def unbind_all(self) -> None:
        self._widgets.clear()
        self.drag = None

    def translate(
        self, event: pygame.event.Event, table: TableTargets | None = None, *, typing: bool = False
    ) -> list[I.Intent]:
        """The intents `event` means. `typing`: a text field has the focus, so a key that
        types or edits goes to it only (`typed_key`); Esc and the function keys keep theirs."""
        et = event.type
        if et in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.pointer = (int(event.pos[0]), int(event.pos[1]))
        if et == pygame.QUIT:
            return [I.Quit()]
        if et == pygame.VIDEORESIZE:
            return [I.Resized(event.w, event.h)]
        if et == pygame.WINDOWRESIZED or et == pygame.WINDOWSIZECHANGED:
            x, y = getattr(event, "x", 0), getattr(event, "y", 0)
            if x and y:
                return [I.Resized(x, y)]
            return []
        if et == _UI_BUTTON_PRESSED:
            intent = self._widgets.get(id(getattr(event, "ui_element", None)))
            return [intent] if intent is not None else []
        if et == pygame.KEYDOWN:
            self._echo = ""
            if typing and typed_key(event):
                return []
            out = self._key(event, table)
            text = getattr(event, "unicode", "")
            self._echo = text if out and text.isprintable() else ""
            return out
        if et == pygame.MOUSEBUTTONDOWN and table is not None:
            return self._click(event, table)
        if et == pygame.MOUSEMOTION and self.drag is not None:
            d = self.drag
            d.pos = (int(event.pos[0]), int(event.pos[1]))
            dx, dy = d.pos[0] - d.start[0], d.pos[1] - d.start[1]
            d.moved = d.moved or dx * dx + dy * dy > DRAG_START_PX * DRAG_START_PX
            return []
        if et == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            return self._release(event, table)
        return []

    def _release(self, event: pygame.event.Event, table: TableTargets | None) -> list[I.Intent]:
        d, self.drag = self.drag, None
        if d is None or table is None:
            return []
        pos = tuple(event.pos)
        dx, dy = pos[0] - d.start[0], pos[1] - d.start[1]
        if not d.moved and dx * dx + dy * dy <= DRAG_START_PX * DRAG_START_PX:
            return _pressed(d)  # a click
        shift = bool(pygame.key.get_mods() & pygame.KMOD_SHIFT)
        return drop_intents(d, self.target(table, pos), shift)

    @staticmethod
    def target(table: TableTargets, pos: tuple[float, float]) -> Hit | None:
        """What lies under `pos` for a drop (the button disc is no drop target)."""
        return table.hit(pos, button=False)

    def _key(self, event: pygame.event.Event, table: TableTargets | None = None
             ) -> list[I.Intent]:
        mods = getattr(event, "mod", 0)
        shift = bool(mods & pygame.KMOD_SHIFT)
        if getattr(event, "unicode", "") == "?" or (event.key == pygame.K_SLASH and shift):
            return [I.AskHint()]
        if mods & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            return []
        if event.key in SEAT_KEYS:
            seat = SEAT_KEYS[event.key]
            if table is not None and seat not in table.layout.occupied:
                return []  # an empty seat is bare felt, to its key as to a click or a drop
            return [I.PickSeat(seat, add=shift)]
        b = _BY_KEY.get(event.key)
        return [b.make(shift)] if b is not None else []

    def _click(self, event: pygame.event.Event, table: TableTargets) -> list[I.Intent]:
        if event.button == 3:
            self.drag = None
            return [I.Cancel()]
        if event.button != 1:
            return []
        shift = bool(pygame.key.get_mods() & pygame.KMOD_SHIFT)
        hit = table.hit(event.pos)
        if hit is None:
            return []
        k = hit.kind
        if k == "cut" and hit.index is not None and hit.index < len(table.pots):
            return [I.SplitPot(table.pots[hit.index])]
        if k in DRAGGABLE:  # pressed: a click or a drag, told apart on release
            index = None
            if k == "odd":
                index = table.pots[hit.index] if hit.index is not None else None
            if k == "pot":
                if hit.index is None or hit.index >= len(table.pots):
                    return []
                index = table.pots[hit.index]
                if index is None or hit.half not in table.halves.get(hit.index, (None,)):
                    return []  # a pushed pot's (or half's) empty place
            pos = (int(event.pos[0]), int(event.pos[1]))
            self.drag = Drag(k, index, pos, pos, half=hit.half)
            return []
        if k == "seat" and hit.index is not None:
            return [I.PickSeat(hit.index, add=shift)]
        if k == "bet" and hit.index is not None:
            return [I.PickBlindSpot(hit.index, add=shift)]
        if k == "burn":
            return [I.Burn()]
        if k == "board":
            return [I.TurnBoard()]
        if k == "set_aside":
            return [I.PickSetAside()]
        return []


# keys a text field uses without typing a character
_EDITING = frozenset({
    pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP,
    pygame.K_DOWN, pygame.K_HOME, pygame.K_END, pygame.K_TAB, pygame.K_RETURN,
    pygame.K_KP_ENTER,
})


def typed_key(event: pygame.event.Event) -> bool:
    """Does this key press type into a focused field or edit it (a character, a digit of the
    keypad, Backspace, the arrows...)? Such a key is the field's alone."""
    text = getattr(event, "unicode", "")
    key = getattr(event, "key", 0)
    return (
        (bool(text) and text.isprintable())
        or 32 <= key < 127
        or key in SEAT_KEYS
        or key in _EDITING
    )


def text_focused(manager: pygame_gui.UIManager) -> bool:
    """Has a text field of `manager` (a pygame_gui UIManager) the keyboard focus? A field's
    own `focus()` does not enter the manager's focus set, so each element is asked."""
    return any(
        isinstance(e, _TEXT_ENTRY) and e.is_focused and e.alive() and e.visible
        for e in manager.get_sprite_group().sprites()
    )


def _pressed(d: Drag) -> list[I.Intent]:
    """A press on a draggable thing released where it was: its click."""
    if d.source == "pot":
        return [I.PickPot(d.index, d.half)] if d.index is not None else []
    if d.source == "odd":
        return []  # it is put on a stack by a drag
    if d.source == "tray":  # a click on the tray: the next seat picked gets a chip
        return [I.AwardChip()]
    if d.source == "allin":
        return [I.Announce()]  # clicked where it waits: placed in front of the player all in
    return [I.PickButton()] if d.source == "button" else [I.PickDeck()]


try:
    import pygame_gui

    _UI_BUTTON_PRESSED = pygame_gui.UI_BUTTON_PRESSED
    _TEXT_ENTRY: tuple[type[pygame_gui.elements.UITextEntryLine], ...] = (
        pygame_gui.elements.UITextEntryLine,
    )
except Exception:  # pragma: no cover - pygame_gui is a dependency
    _UI_BUTTON_PRESSED = -1
    _TEXT_ENTRY = ()
