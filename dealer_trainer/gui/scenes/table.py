"""The table: the trainee deals, the arbiter judges every action in the same frame.

The scene turns intents into actions (through the controller), sends them to the session,
queues the glides the snapshot change implies, lets the bots act after the set delay, and
at the end of a drill shows the results (free deal: deals the next hand).
"""

from __future__ import annotations

import weakref
from collections.abc import Iterable
from typing import TYPE_CHECKING

import pygame

from ...arbiter import Outcome, TraineeAction
from ...arbiter.modes import hints_allowed
from ...arbiter.outcome import Said
from ...arbiter.snapshot import PotView
from .. import intents as I
from ..anim import AnimationQueue
from ..dirty import TableDirty
from ..hint_marks import aged_bubbles, hint_places, hint_widget
from ..input_map import TableTargets
from ..layout import TableLayout
from ..motion import glides_for_step
from ..pot_halves import is_cut, loose, pieces, shows_mark
from ..progress_link import station_stepped
from ..race_controls import race_buttons
from ..race_table import race_hole, tray_box
from ..session import Session
from ..showdown_view import (
    hovered_pot,
    hovered_seat,
)
from ..stud_controls import stud_buttons
from ..stud_layout import table_layout
from ..stud_table import disc_box
from ..table_view import TableLook, TableView
from ..text import tr
from ..ui import finish_states
from ..variants import split
from ..widgets.coach_marks import CoachMarks
from ..widgets.help_overlay import HelpOverlay
from ..widgets.house_card import HouseController, HouseTable
from ..widgets.side_panel import SidePanel
from ..widgets.top_bar import HandSummary, TopBar
from . import hand_card, table_draw
from .base import Scene
from .table_buttons import place_buttons

if TYPE_CHECKING:
    from pygame_gui.elements import UIButton

    from ...arbiter import Step
    from ...arbiter.snapshot import TableSnapshot
    from ..ports import AppPort, Scripted, Sendable


def stray_deck_click(snap: TableSnapshot) -> bool:
    """A click on the stub while cards are out and no correction is under way (which may
    call for a reshuffle of the stub): not taken for a shuffle."""
    out = snap.board or snap.burns or snap.set_aside or any(sv.hole for sv in snap.seats)
    return bool(out) and not snap.open_irregularities


END_PAUSE_S = 1.4  # the last glide lands and the verdict is read before results / next hand


class TableScene(HouseTable, Scene):
    name = "table"
    controller: HouseController  # the money card, the ruling picker and the house card

    def __init__(self, app: AppPort, session: Session, *, bots: bool = True) -> None:
        super().__init__(app)
        self.session = session
        me = weakref.proxy(self)  # held weakly: a table left is freed at once (no cycle)
        self.controller = HouseController(straddle=bool(session.setup.config.straddle), scene=me)
        self.anim = AnimationQueue(1.0 if app.settings.motion != "off" else 0.0)
        self.view = TableView(app.sprites, app.text)
        self.side, self.top_bar = SidePanel(app.text), TopBar()  # each kept as last drawn
        self.help, self.show_help = HelpOverlay(app.text), False
        self.bots = bots  # False while a script is replayed: the script sends its own waits
        self.bot_timer = self.end_timer = self.clock = 0.0
        self.results_shown = False
        self.summary: HandSummary | None = None  # free deal: the card after a hand
        self.summary_btn: UIButton | None = None
        self.end_btn: UIButton | None = None  # audition: End audition, beside Next hand
        self.over = False  # an audition ended: nothing to resume
        self.bubbles: dict[int, tuple[Said, float]] = {}
        self.widgets: dict[str, UIButton] = {}
        self._labels: dict[str, str] = {}
        self.pot_tip: tuple[str, pygame.Rect] | None = None  # the pot tooltip as last drawn
        self.drag_rects: list[pygame.Rect] = []  # the thing held as last drawn
        self.repaint = TableDirty()  # what a frame shows again in a window (dirty.py)
        self.layout: TableLayout
        self.relayout()
        self.corrections_top = self.layout.side_panel.bottom  # place_buttons: the grid's top
        self.bubbles = aged_bubbles(self.bubbles, self.session.snap, 0.0)
        self.coach = CoachMarks(me)  # the guided tour's marks (the guided drill, or asked for)

    # --- geometry and widgets ------------------------------------------------------------------

    def _occupied(self) -> tuple[int, ...]:
        return tuple(s.seat for s in self.session.snap.seats)

    @property
    def lang(self) -> str:
        return str(self.app.settings.lang)

    def relayout(self) -> None:
        # a hi-lo pot's place has room for two stacks; a stud table eight seats, no board
        snap = self.session.snap  # a chip race: a card place for each odd chip a seat holds
        self.layout = table_layout(self.app.size, self._occupied(), snap.variant, race_hole(snap))
        self.view.set_layout(self.layout)
        self.anim.finish()

    def build_ui(self) -> None:
        self.relayout()
        self.view.warm(self.lang)
        self._labels = {}
        self.widgets, self.corrections_top = place_buttons(self)
        self._refresh_widgets(force=True)
        if self.summary is not None:
            hand_card.place_buttons(self)
        self.coach.build()
        finish_states(self.app.manager)  # not over the first frames (ui.py)

    def _refresh_widgets(self, force: bool = False) -> None:
        """Relabel the street button and enable Confirm/Cancel only when they mean something."""
        w = self.widgets
        if "color_up" in w:  # a chip race
            race_buttons(w, self._labels, self.controller, force)
            return
        if "street" not in w:  # none yet, or a stud table (no board to turn)
            stud_buttons(w, self._labels, self.controller, force)
            return
        snap = self.session.snap
        street = snap.board_turns  # the arbiter's; after the last one, the round's, at rest
        label = tr(f"action.{street or snap.street}", self.lang)
        if force or self._labels.get("street") != label:
            w["street"].set_text(label)
            self._labels["street"] = label
        busy = self.controller.busy
        can_confirm = (
            self.controller.tool == "award" and bool(self.controller.picked)
        ) or self.controller.tool == "move_button"
        turns = (("street", street is not None), ("confirm", can_confirm), ("cancel", busy))
        for name, on in turns:  # the street button rests after the river
            if force or self._labels.get(name) != str(on):
                (w[name].enable if on else w[name].disable)()
                self._labels[name] = str(on)

    def table_targets(self) -> TableTargets | None:
        if self.show_help:
            return None
        snap = self.session.snap
        # a pushed pot's place is bare felt, except while a wrong push is open (its banner is
        # up): then the emptied place is clicked (or dragged) to award the pot again
        again = "award.wrong_push" in snap.open_irregularities
        placed = [p for p in snap.pots if p.awarded_to or p.amount > 0]  # pot_slots' places
        pots = tuple(p.index if again or not p.awarded_to else None for p in placed)
        cut, hilo = self.controller.cut, split(snap.variant)
        halves = {i: tuple(h for h, _ in pieces(p, cut) if h) for i, p in enumerate(placed)
                  if hilo and is_cut(p, cut) and not p.awarded_to}
        marks = tuple(i for i, p in enumerate(placed) if shows_mark(snap, p, hilo))
        odd = tuple(i for i, p in enumerate(placed) if hilo and loose(p, cut, self.controller.odd))
        tray = tray_box(self.layout) if snap.race is not None else None
        return TableTargets(self.layout, pots, snap.button, halves, marks, odd,
                            disc_box(self.layout, snap), tray, self.controller.house.disc)

    # --- intents -------------------------------------------------------------------------------

    def handle(self, intent: I.Intent) -> None:
        if self.coach.handle(intent):  # Next, Skip tour, Enter / Esc while a mark shows
            return
        if self.summary is not None and not isinstance(intent, I.Back):
            if isinstance(intent, I.Activate) and intent.name == "end_audition":
                hand_card.end_audition(self)
            elif self.summary.final:
                if isinstance(intent, (I.Confirm, I.Activate)):
                    self.app.leave_table(self)
            elif isinstance(intent, I.Confirm) or (
                isinstance(intent, I.Activate) and intent.name == "next_hand"
            ):
                self.next_hand()
            return  # the card waits for Next hand (Esc: the menu)
        if isinstance(intent, I.PickDeck) and stray_deck_click(self.session.snap):
            return  # a click on the stub mid-hand is no shuffle (the Shuffle button and S are)
        if self.show_help:
            if isinstance(intent, (I.ToggleHelp, I.Back, I.Cancel)):
                self.show_help = False
            return
        if isinstance(intent, I.ToggleHelp):
            self.show_help = True
            return
        if isinstance(intent, I.AskHint):
            if hints_allowed(self.session.mode):  # an audition has none (nor its button)
                self.session.ask_hint()
            return
        if isinstance(intent, I.Back) and not self.controller.busy:
            self.app.leave_table(self)
            return
        if isinstance(intent, (I.Navigate, I.Activate)):
            return
        if isinstance(intent, I.Confirm) and self.session.complete and self.session.free is None:
            self.app.show_results(self)  # back to the results after looking at the table
            return
        action = self.controller.handle(intent, self.session.snap)
        if action is not None:
            self.send(action)
        self._refresh_widgets()

    def send(self, action: Sendable | Scripted, *, auto: bool = False) -> Step | None:
        """Apply one action; the arbiter's verdict shows in this same frame."""
        self.anim.finish()
        before = self.session.snap
        hand_before = self.session.hand_serial
        step = self.session.apply(action, auto=auto)
        if step is None:
            return None
        after = self.session.snap
        if not auto or step.outcome is not Outcome.OK:
            self.controller.just_shuffled = step.action == "shuffle" and step.outcome in (
                Outcome.OK,
                Outcome.IRREGULARITY,
            )
        if hand_before != self.session.hand_serial:
            self.controller.new_hand()  # no pot of the last hand stays cut
        if game_changed(self, before.variant, before.race is not None):
            return step  # a mix's next hand in another game: the table built again for it
        if tuple(s.seat for s in after.seats) != self.layout.occupied:
            self.relayout()
        if hand_before == self.session.hand_serial and step.outcome is not Outcome.INVALID:
            self.anim.add(glides_for_step(step.ops, before, after, self.layout))
        self.bot_timer = 0.0
        self.bubbles = aged_bubbles(self.bubbles, self.session.snap, 0.0)
        self._refresh_widgets()
        self.coach.did(step, auto)
        station_stepped(self.app, self.session, step)  # the classroom's tile, off this thread
        return step

    def replay(self, actions: Iterable[Sendable | Scripted]) -> None:
        """Send a script's actions in order (the --script of a screenshot)."""
        for a in actions:
            self.send(a)
        self.anim.finish()
        self.bubbles = {k: (v[0], 10.0) for k, v in self.bubbles.items()}

    # --- frame ---------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.clock += dt
        self.coach.sync()  # the guided tour reads the arbiter's expected steps
        self.anim.update(dt)
        self.session.tick(dt)
        self.controller.picker.sync(self)  # a ruling owed: the picker opens
        self.controller.card.sync(self)  # a player asked for a count: the money card opens
        self.controller.house.sync(self)  # the shuffle's gestures or an announcement owed
        self.bubbles = aged_bubbles(self.bubbles, self.session.snap, dt)
        s = self.session
        if s.complete:
            self.end_timer += dt
            if self.end_timer >= END_PAUSE_S and not self.anim.busy:
                self.end_timer = 0.0
                if s.free is not None and self.summary is None:
                    hand_card.hand_over(self)
                elif s.free is None and not self.results_shown:
                    self.results_shown = True
                    self.app.show_results(self)
            return
        self.end_timer = 0.0
        if self.bots and not self.show_help and not self.anim.busy and s.players_may_act:
            self.bot_timer += dt
            if self.bot_timer >= self.app.settings.bot_delay:
                self.send(TraineeAction("wait"), auto=True)
        else:
            self.bot_timer = 0.0

    def lively(self) -> bool:
        """Glides, a decision's pop, a pulsing hint, the pause before the results or the
        hand's summary card."""
        fresh = any(age < 0.3 for _, age in self.bubbles.values())
        s = self.session
        pause = s.complete and self.summary is None
        held = self.app.input.drag is not None  # a card, pot or button in the hand
        return self.anim.busy or fresh or pause or s.hint is not None or held

    def next_hand(self) -> None:
        """Free deal: the summary card read, deal on."""
        hand_card.close(self)
        before = self.session.snap
        self.session.next_hand()
        self.controller.new_hand()
        self.bubbles = {}
        if not game_changed(self, before.variant, before.race is not None):
            self.relayout()
            self._refresh_widgets(force=True)

    def look_key(self) -> object:
        """Everything the table draws that can change without input: the snapshot (replaced
        on every change), the hint, the last verdict, the bubbles' freshness, glides, help."""
        s, c = self.session, self.controller
        fresh = tuple((seat, act, age < 2.5) for seat, (act, age) in self.bubbles.items())
        return (
            s.snap,
            s.charges(),  # the clock's charge comes without a step
            s.hint,
            s.last,
            s.hand_serial,
            c.tool,
            tuple(c.picked),
            (tuple(c.cut), tuple(c.odd.items()), c.half, c.pot),
            fresh,
            self.anim.busy,
            self.show_help,
            self.coach.look_key(),
            None if self.app.input.drag is None else tuple(self.app.input.drag.pos),
            self.app.notice,
            self.summary,
            (c.picker.seat, c.picker.pending, c.picker.problem),
            self.hover(),
        )

    def panels_key(self) -> tuple[object, object]:
        """What the side panel shows, and the prompt's pill (dirty.py)."""
        s, c = self.session, self.controller
        return ((s.snap, s.charges(), s.hint, s.last, s.log and s.log[-1], len(s.log), self.lang,
                 self.corrections_top),
                (c.prompt_key(), s.complete, self.summary is None, self.lang))

    def dirty(self) -> list[pygame.Rect] | None:
        return self.repaint.rects(self)

    def hover(self) -> tuple[int | None, PotView | None]:
        """What the cursor rests on that the table answers: a showdown hand (its five on the
        board) and a pot (who is in it, in a tooltip)."""
        pos = self.app.input.pointer
        if pos is None or self.show_help or self.summary is not None:
            return None, None
        pot = hovered_pot(self.layout, self.session.snap, pos)
        return hovered_seat(self.layout, self.view.shown, pos), pot

    def look(self) -> TableLook:
        h = self.session.hint
        seats, zone = hint_places(h.action if h is not None else None)
        c = self.controller
        ages = {k: v[1] for k, v in self.bubbles.items()}
        focus = self.hover()[0]
        return TableLook(self.lang, tuple(c.picked), c.tool, seats, zone, ages, self.clock, focus,
                         cut=tuple(c.cut), odd=dict(c.odd),
                         half=c.half if c.tool == "award" else None,
                         pot=c.pot if c.tool == "award" else None)

    def draw(self, surface: pygame.Surface) -> None:
        table_draw.draw(self, surface)

    def hinted_widget(self) -> str | None:
        """The button that does what the hint says, if a button does it."""
        h = self.session.hint
        return hint_widget(h.action if h is not None else None, self.widgets)

    def draw_over(self, surface: pygame.Surface) -> None:
        table_draw.draw_over(self, surface)

    def draw_pot_tip(self, surface: pygame.Surface) -> None:
        table_draw.draw_pot_tip(self, surface)


def game_changed(scene: TableScene, before: str, raced: bool = False) -> bool:
    """At a mixed table, the hand now dealt is of another game than `before` (the snapshot
    says which), or a session's chip race began or ended (`raced`: the last snapshot's was
    one, color_up.py): the scene is built again for it, the stud table's places and buttons,
    the race's or the flop table's (`stud_layout.table_layout`, `table_buttons`), as when it
    comes on top. The disc is where the snapshot puts it (frozen through the stud rounds,
    TDA 11-B)."""
    snap = scene.session.snap
    if snap.variant == before and (snap.race is not None) == raced:
        return False
    scene.anim.finish()
    scene.app._fresh_ui()
    scene.build_ui()
    return True
