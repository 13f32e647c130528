"""Helpers for the headless GUI tests: a Driver that posts REAL pygame events (mouse clicks
at the layout's positions, key presses) and runs frames; hand-made tables; invariants."""

from __future__ import annotations

import os
from typing import Any

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from dealer_trainer.arbiter import (  # noqa: E402
    DrillSetup,
    MistakeKind,
    MistakeSpec,
    ScriptedDecision,
    TraineeAction,
)
from dealer_trainer.engine.config import SeatConfig, Street, TableConfig  # noqa: E402
from dealer_trainer.engine.decision import ActionKind, Decision  # noqa: E402
from dealer_trainer.gui.app import App  # noqa: E402
from dealer_trainer.gui.layout import bet_click_point, seat_click_point  # noqa: E402
from dealer_trainer.gui.motion import pot_slots  # noqa: E402
from dealer_trainer.gui.session import DrillInfo, Session  # noqa: E402
from dealer_trainer.gui.window import RESIZE_SETTLE_S  # noqa: E402

FRAME = 1 / 60


def small_table(button: int = 1, straddle: bool = False) -> TableConfig:
    return TableConfig(
        seats=(
            SeatConfig(1, "Ana", 1000),
            SeatConfig(3, "Bogdan", 1000),
            SeatConfig(4, "Chloe", 240),
            SeatConfig(7, "Dora", 600),
        ),
        button=button,
        small_blind=5,
        big_blind=10,
        straddle=straddle,
    )


def passive_decisions() -> dict[Street, tuple[ScriptedDecision, ...]]:
    """small_table() with everyone calling then checking down: the hand reaches the river."""

    def d(seat: int, kind: ActionKind) -> ScriptedDecision:
        return ScriptedDecision(Decision(seat, kind))

    check_round = tuple(d(s, ActionKind.CHECK) for s in (3, 4, 7, 1))
    return {
        Street.PREFLOP: (
            d(7, ActionKind.CALL),
            d(1, ActionKind.CALL),
            d(3, ActionKind.CALL),
            d(4, ActionKind.CHECK),
        ),
        Street.FLOP: check_round,
        Street.TURN: check_round,
        Street.RIVER: check_round,
    }


def setup_with(
    *mistakes: MistakeSpec, seed: int = 7, config: TableConfig | None = None, passive: bool = False
) -> DrillSetup:
    return DrillSetup(
        config=config or small_table(),
        scenario_id="gui-test",
        seed=seed,
        mistakes=tuple(mistakes),
        decisions=passive_decisions() if passive else {},
    )


def mistake(kind: str, **kw: Any) -> MistakeSpec:
    return MistakeSpec(MistakeKind(kind), **kw)


class Driver:
    """Drives the App the way a trainee does: every action is a real pygame event."""

    def __init__(self, app: App, *, draw: bool = True) -> None:
        self.app = app
        self.draw = draw  # False: frames skip drawing (the monkey test, for speed)

    # raw events
    def frame(self, dt: float = FRAME, n: int = 1) -> None:
        for _ in range(n):
            self.app.frame(dt, draw=self.draw)

    def click(self, pos: tuple[int, int], *, shift: bool = False, button: int = 1) -> None:
        pygame.key.set_mods(pygame.KMOD_LSHIFT if shift else 0)
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        )
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
        self.frame()
        self.frame()  # a pygame_gui button's press arrives as an event of its own
        pygame.key.set_mods(0)

    def drag(
        self, start: tuple[int, int], end: tuple[int, int], *, steps: int = 4, shift: bool = False
    ) -> None:
        """Press at `start`, move in `steps` to `end` (a frame each), release there."""
        pygame.key.set_mods(pygame.KMOD_LSHIFT if shift else 0)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
        self.frame()
        for i in range(1, steps + 1):
            p = (
                start[0] + (end[0] - start[0]) * i // steps,
                start[1] + (end[1] - start[1]) * i // steps,
            )
            pygame.event.post(
                pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))
            )
            self.frame()
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
        self.frame()
        pygame.key.set_mods(0)

    def key(self, key: int, *, mod: int = 0, unicode: str = "") -> None:
        pygame.event.post(
            pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0)
        )
        pygame.event.post(
            pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=unicode, scancode=0)
        )
        self.frame()

    def type(self, text: str) -> None:
        """Typed into the focused entry, a character a frame."""
        for ch in text:
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
            self.frame()

    def keyboard(self, text: str) -> None:
        """Typed on a real keyboard, a key a frame: each key arrives the way SDL sends it, a
        KEYDOWN (its key code and character), the TEXTINPUT of that character, a KEYUP. A
        digit is then also a seat key, a letter a shortcut, unless a text field has the
        focus."""
        for ch in text:
            key = pygame.K_SPACE if ch == " " else pygame.key.key_code(ch.lower())
            mod = pygame.KMOD_LSHIFT if ch.isupper() else 0
            for event in (
                pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=ch, scancode=0),
                pygame.event.Event(pygame.TEXTINPUT, text=ch),
                pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=ch, scancode=0),
            ):
                pygame.event.post(event)
            self.frame()

    def enter(self) -> None:
        """Enter in an entry: its "finished" event arrives on the next frame."""
        self.key(pygame.K_RETURN)
        self.frame()

    def resize(self, w: int, h: int) -> None:
        """The window resized, and left alone long enough to be laid out again."""
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=w, h=h, size=(w, h)))
        self.frame()
        self.settle()

    def settle(self) -> None:
        """A frame after the window's last resize long enough for the new layout (a drag of
        its edge is laid out once, when it is over)."""
        self.frame(RESIZE_SETTLE_S)

    # the table
    @property
    def table(self) -> Any:
        return self.app.top

    @property
    def snap(self) -> Any:
        return self.table.session.snap

    def press(self, widget: str) -> None:
        """Click one of the scene's pygame_gui buttons by name."""
        if self.off_table():
            return
        w = self.table.widgets[widget]
        self.click(w.rect.center)

    def off_table(self) -> bool:
        """The table left mid-gesture: a monkey's earlier press on a top-bar button can fire
        on a later mouse-up, since pygame_gui's hover reads the real mouse, which the dummy
        driver never moves. The rest of the gesture is then dropped."""
        return self.app.top is None or self.app.top.name != "table"

    def seat(self, n: int, *, shift: bool = False) -> None:
        if self.off_table():
            return
        self.click(seat_click_point(self.table.layout, n), shift=shift)

    def pot(self, index: int) -> None:
        slots = pot_slots(self.snap)
        boxes = self.table.layout.pot_boxes(len(slots))
        i = [p.index for p in self.snap.pots if p.awarded_to or p.amount > 0].index(index)
        self.click(boxes[i].center)

    def let_players_act(self, limit: int = 60) -> None:
        """Run frames until no player may act (the bots decide after the set delay)."""
        for _ in range(limit):
            if not self.table.session.players_may_act:
                return
            self.frame(0.5)

    def do(self, action: TraineeAction) -> None:
        """Perform `action` by mouse only, the way the help overlay describes."""
        L = self.table.layout
        n = action.name
        if n in ("shuffle", "cut"):
            self.click(L.deck.center)
        elif n == "post":
            assert action.seat is not None
            self.click(bet_click_point(L, action.seat))
        elif n == "deal":
            assert action.seat is not None
            self.seat(action.seat)
        elif n == "wait":
            for _ in range(action.count or 1):  # `wait: N`: N players act, one press each
                self.press("wait")
        elif n == "collect":
            self.press("collect")
        elif n == "burn":
            self.click(L.burn.center)
        elif n in ("flop", "turn", "river"):
            self.click(L.board_area.center)
        elif n == "showdown":
            self.press("showdown")
        elif n == "award":
            assert action.pot is not None
            self.pot(action.pot)
            if len(action.to) == 1:
                self.seat(action.to[0])
            else:
                for s in action.to:
                    self.seat(s, shift=True)
                self.press("confirm")
        elif n == "move_button":
            sl = L.seats[self.snap.button]
            self.click(sl.marker.center)
            if action.seat is None:
                self.press("confirm")
            else:
                self.seat(action.seat)
        elif n == "misdeal":
            self.press("misdeal")
        elif n in ("replace_exposed", "return_extra", "kill_hand"):
            assert action.seat is not None
            self.press(n)
            self.seat(action.seat)
        elif n == "set_aside":
            self.press("set_aside")
        elif n == "return_to_deck":
            self.press("return_board" if action.zones == ("board",) else "return_set_aside")
        elif n == "scramble_flop":
            self.press("scramble")
        elif n in ("void_hand", "call_floor", "fix_blinds"):
            self.press(n)
        elif n == "scrap":
            self.press("scrap")
        elif n in ("burn_exposed", "return_burn"):
            self.press(n)
        elif n == "return_board":
            self.press("return_last_board")
        elif n == "rule":  # the ruling picker (it opens itself while a ruling is owed)
            assert action.ruled is not None
            picker = self.table.controller.picker
            for _ in range(60):  # it opens once the last glide has landed
                if picker.seat is not None:
                    break
                self.frame(0.1)
            if picker.seat is None:  # closed with Esc before: the ruling's key (F2..) rules
                from dealer_trainer.gui.widgets.ruling_picker import key_of

                self.key(getattr(pygame, f"K_{key_of(self.table.session, action.ruled)}"))
                if picker.seat is None:  # ruled (a bet or raise waits for its amount)
                    return
            if action.amount is not None:
                picker.entry.set_text(str(action.amount))
            self.click(picker.widgets[action.ruled].rect.center)
        elif n in ("announce_pot", "announce_count"):  # the money card opens by itself
            card = self.table.controller.card
            for _ in range(60):  # once the last glide has landed
                if card.mode == "count":
                    break
                self.frame(0.1)
            if card.mode != "count":  # closed on this request: a click on the asker opens it
                self.click(seat_click_point(L, self.table.session.snap.to_act))
            card.entry.set_text(str(action.amount))
            self.click(card.widgets["ok"].rect.center)
        elif n in ("wash", "riffle", "box"):  # a full table's shuffle: the shuffle card
            self.house_card()
            self.click(self.table.controller.house.widgets[n].rect.center)
        elif n == "announce":  # the announce card: the amount typed, then Bet or Raise to
            self.house_card()
            house = self.table.controller.house
            self.keyboard(str(action.amount))  # real keys: the field has the keyboard
            assert house.text() == str(action.amount), house.text()
            self.click(house.widgets[action.ruled or ""].rect.center)
        elif n == "all_in_button":  # the all-in button on the announce card
            self.house_card()
            self.click(self.table.controller.house.widgets["say"].rect.center)
        else:  # pragma: no cover
            raise AssertionError(f"no gesture for {action}")
        self.frame()

    def house_card(self) -> None:
        """Frames until the house card is up (it opens on the frame after the snapshot)."""
        for _ in range(20):
            if self.table.controller.house.widgets:
                return
            self.frame(0.1)


def play_out(table: Any) -> None:
    """The hand dealt to its end by the arbiter's own expected steps."""
    arb = table.session.arb
    for _ in range(400):
        if arb.is_complete:
            return
        table.send(arb.expected()[0])
    raise AssertionError("the hand never ended")


def open_table(app: App, setup: DrillSetup, *, title: str = "GUI test") -> Any:
    from dealer_trainer.gui.scenes.menu import MenuScene
    from dealer_trainer.gui.scenes.table import TableScene

    app.push(MenuScene(app))
    table = TableScene(app, Session(setup, DrillInfo("gui-test", title)))
    app.push(table)
    app.frame(FRAME)
    return table


def cards_accounted(snap: Any, arb: Any = None) -> int:
    """The cards the table shows; with `arb`, a hand drawn as two cards while a wrong count
    there is not yet found counts as the cards it really holds."""
    holes = sum(len(s.hole) for s in snap.seats)
    if arb is not None:
        holes += sum(len(arb.hand.zones.hole[s.seat]) - len(s.hole) for s in snap.seats)
    return (
        snap.stub_count
        + holes
        + len(snap.burns)
        + len(snap.board)
        + snap.muck_count
        + len(snap.set_aside)
        + len(snap.stray)
    )


def chips_on_table(snap: Any) -> int:
    """Stacks, bets, chips pushed out for a ruling, and the pots not yet pushed."""
    return sum(s.stack + s.bet + s.pushed for s in snap.seats) + sum(
        p.amount for p in snap.pots if not p.awarded_to
    )


def by_events(d: Driver, a: TraineeAction) -> None:
    """One step of a solution by real events: a deal's seats clicked in turn, `wait: round`
    the Wait button pressed while a player may act, anything else as `Driver.do` does it (a
    post a click on the poster's spot: the controller names what it posts, and how much, from
    the table's `due`)."""
    if a.name == "deal" and a.seats:
        for seat in a.seats:
            d.seat(seat)
    elif a.name == "wait" and a.until_round:
        for _ in range(12):
            if not d.table.session.players_may_act:
                break
            d.press("wait")
    else:
        d.do(a)
