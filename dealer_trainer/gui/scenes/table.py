"""The table: the trainee deals, the arbiter judges every action in the same frame.

The scene turns intents into actions (through the controller), sends them to the session,
queues the glides the snapshot change implies, lets the bots act after the set delay, and
at the end of a drill shows the results (free deal: deals the next hand).
"""

from __future__ import annotations

import math
from dataclasses import replace
from typing import Any

import pygame

from ...arbiter import Outcome
from .. import intents as I
from ..anim import AnimationQueue
from ..controller import Controller, next_street
from ..input_map import TableTargets
from ..layout import TableLayout, compute_layout
from ..motion import glides_between, pot_slots
from ..session import Session
from ..table_view import TableLook, TableView
from ..text import tr
from ..ui import fitting_row_class, rect
from ..widgets.help_overlay import HelpOverlay
from ..widgets.side_panel import SidePanel, verdict_for
from .base import Scene


def stray_deck_click(snap: Any) -> bool:
    """A click on the stub while cards are out and no correction is under way (which may
    call for a reshuffle of the stub): not taken for a shuffle."""
    out = snap.board or snap.burns or snap.set_aside or any(sv.hole for sv in snap.seats)
    return bool(out) and not snap.open_irregularities


END_PAUSE_S = 1.4  # the last glide lands and the verdict is read before results / next hand

# (name, label key, intent, key hint) of the bottom bar's two rows and the corrections grid
ButtonSpec = tuple[str, str, I.Intent, str]
ROW1: tuple[ButtonSpec, ...] = (
    ("shuffle", "action.shuffle", I.Shuffle(), "S"),
    ("cut", "action.cut", I.Cut(), "U"),
    ("post_small", "action.post_small", I.PostBlind("small"), "G"),
    ("post_big", "action.post_big", I.PostBlind("big"), "G"),
    ("post_straddle", "action.post_straddle", I.PostBlind("straddle"), "G"),
    ("wait", "action.wait", I.LetAct(), "Space"),
    ("collect", "action.collect", I.Collect(), "C"),
)
ROW2: tuple[ButtonSpec, ...] = (
    ("burn", "action.burn", I.Burn(), "B"),
    ("street", "action.flop", I.TurnBoard(), "F"),
    ("showdown", "action.showdown", I.Showdown(), "D"),
    ("award", "action.award", I.AwardPot(), "P"),
    ("move_button", "action.move_button", I.MoveButton(), "N"),
    ("confirm", "table.confirm", I.Confirm(), "Enter"),
    ("cancel", "table.cancel", I.Cancel(), "Esc"),
)
CORRECTIONS: tuple[ButtonSpec, ...] = (
    ("misdeal", "action.misdeal", I.DeclareMisdeal(), "M"),
    ("replace_exposed", "action.replace_exposed", I.ReplaceExposed(), "E"),
    ("return_extra", "action.return_extra", I.ReturnExtra(), "X"),
    ("set_aside", "action.set_aside", I.SetAside(), "A"),
    ("return_board", "table.return_board", I.ReturnToDeck("board"), "R"),
    ("return_set_aside", "table.return_set_aside", I.ReturnToDeck("set_aside"), "Shift+R"),
    ("scramble", "table.scramble_flop", I.ScrambleFlop(), "Q"),
)


class TableScene(Scene):
    name = "table"

    def __init__(self, app: Any, session: Session, *, bots: bool = True) -> None:
        super().__init__(app)
        self.session = session
        self.controller = Controller(straddle=bool(session.setup.config.straddle))
        self.anim = AnimationQueue(1.0)
        self.view = TableView(app.sprites, app.text)
        self.side = SidePanel(app.text)
        self.help = HelpOverlay(app.text)
        self.show_help = False
        self.bots = bots  # False while a script is replayed: the script sends its own waits
        self.bot_timer = 0.0
        self.end_timer = 0.0
        self.results_shown = False
        self.clock = 0.0
        self.bubbles: dict[int, tuple[str, float]] = {}
        self.widgets: dict[str, Any] = {}
        self._labels: dict[str, str] = {}
        self.layout: TableLayout = compute_layout(app.size, self._occupied())
        self.view.set_layout(self.layout)
        self._sync_bubbles(0.0)

    # --- geometry and widgets ------------------------------------------------------------------

    def _occupied(self) -> tuple[int, ...]:
        return tuple(s.seat for s in self.session.snap.seats)

    @property
    def lang(self) -> str:
        return str(self.app.settings.lang)

    def _row_class(self, base: str, labels: list[str], width: int) -> str:
        return fitting_row_class(base, labels, width, self.app.scale, self.app.sprites.fonts.get)

    def relayout(self) -> None:
        self.layout = compute_layout(self.app.size, self._occupied())
        self.view.set_layout(self.layout)
        self.anim.finish()

    def build_ui(self) -> None:
        if self.session.arb.lang != self.lang:  # the language was changed while suspended:
            self.session.arb.lang = self.lang  # the arbiter's next words come in the new one
            self.session.snap = self.session.arb.snapshot()
        self.relayout()
        self.view.warm(self.lang)
        L, s, lang = self.layout, self.layout.scale, self.lang
        self.widgets = {}
        self._labels = {}
        bar = L.bottom_bar
        pad, gap = round(8 * s), round(6 * s)
        rows: tuple[list[ButtonSpec], ...] = (
            [r for r in ROW1 if r[0] != "post_straddle" or self.controller.straddle],
            list(ROW2),
        )
        bh = (bar.h - 2 * pad - gap) // 2
        for ri, row in enumerate(rows):
            bw = (bar.w - 2 * pad - gap * (len(row) - 1)) / len(row)
            action = self._row_class("@action", [tr(r[1], lang) for r in row], round(bw) - 12)
            for i, (name, key, intent, keyhint) in enumerate(row):
                r = rect(bar.x + pad + i * (bw + gap), bar.y + pad + ri * (bh + gap), bw, bh)
                oid = "@confirm" if name == "confirm" else action
                self.widgets[name] = self.button(
                    r, tr(key, lang), intent, object_id=oid, tooltip=keyhint
                )
        # corrections: a two-column grid at the foot of the side panel
        sp = L.side_panel
        cols, ch = 2, round(32 * s)
        nrows = (len(CORRECTIONS) + 1) // 2
        top = sp.bottom - pad - nrows * ch - (nrows - 1) * gap
        cw = (sp.w - 2 * pad - gap) / cols
        fix = self._row_class("@correction", [tr(c[1], lang) for c in CORRECTIONS], round(cw) - 12)
        for i, (name, key, intent, keyhint) in enumerate(CORRECTIONS):
            r = rect(sp.x + pad + (i % cols) * (cw + gap), top + (i // cols) * (ch + gap), cw, ch)
            self.widgets[name] = self.button(
                r, tr(key, lang), intent, object_id=fix, tooltip=keyhint
            )
        self.corrections_top = top
        # top bar: hint, help, menu
        tb = L.top_bar
        bw2, bh2 = round(86 * s), tb.h - 2 * round(5 * s)
        x = tb.right - pad - 3 * bw2 - 2 * gap
        for i, (name, key, intent, keyhint) in enumerate(
            (
                ("hint", "action.hint", I.AskHint(), "?"),
                ("help", "table.help", I.ToggleHelp(), "H"),
                ("menu", "table.menu", I.Back(), "Esc"),
            )
        ):
            self.widgets[name] = self.button(
                rect(x + i * (bw2 + gap), tb.y + round(5 * s), bw2, bh2),
                tr(key, lang),
                intent,
                object_id="@small",
                tooltip=keyhint,
            )
        self._refresh_widgets(force=True)

    def _refresh_widgets(self, force: bool = False) -> None:
        """Relabel the street button and enable Confirm/Cancel only when they mean something."""
        w = self.widgets
        if not w:
            return
        snap = self.session.snap
        label = tr(f"action.{next_street(len(snap.board))}", self.lang)
        if force or self._labels.get("street") != label:
            w["street"].set_text(label)
            self._labels["street"] = label
        busy = self.controller.busy
        can_confirm = (
            self.controller.tool == "award" and bool(self.controller.picked)
        ) or self.controller.tool == "move_button"
        for name, on in (("confirm", can_confirm), ("cancel", busy)):
            if force or self._labels.get(name) != str(on):
                (w[name].enable if on else w[name].disable)()
                self._labels[name] = str(on)

    def table_targets(self) -> TableTargets | None:
        if self.show_help:
            return None
        snap = self.session.snap
        pots = tuple(None if p is None else p.index for p in pot_slots(snap))
        return TableTargets(self.layout, pots, snap.button)

    # --- intents -------------------------------------------------------------------------------

    def handle(self, intent: I.Intent) -> None:
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

    def send(self, action: Any, *, auto: bool = False) -> Any:
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
        if tuple(s.seat for s in after.seats) != self.layout.occupied:
            self.relayout()
        if hand_before == self.session.hand_serial and step.outcome is not Outcome.INVALID:
            self.anim.add(glides_between(before, after, self.layout))
        self.bot_timer = 0.0
        self._sync_bubbles(0.0)
        self._refresh_widgets()
        return step

    def replay(self, actions: list[Any]) -> None:
        """Send a script's actions in order (the --script of a screenshot)."""
        for a in actions:
            self.send(a)
        self.anim.finish()
        self.bubbles = {k: (v[0], 10.0) for k, v in self.bubbles.items()}

    # --- frame ---------------------------------------------------------------------------------

    def _sync_bubbles(self, dt: float) -> None:
        fresh: dict[int, tuple[str, float]] = {}
        for sv in self.session.snap.seats:
            if sv.last_action:
                old = self.bubbles.get(sv.seat)
                age = old[1] + dt if old is not None and old[0] == sv.last_action else 0.0
                fresh[sv.seat] = (sv.last_action, age)
        self.bubbles = fresh

    def update(self, dt: float) -> None:
        self.clock += dt
        self.anim.update(dt)
        self.session.tick(dt)
        self._sync_bubbles(dt)
        s = self.session
        if s.complete:
            self.end_timer += dt
            if self.end_timer >= END_PAUSE_S and not self.anim.busy:
                self.end_timer = 0.0
                if s.free is not None:
                    self._record_free_hand()
                    s.next_hand()
                    self.controller.cancel()
                    self.bubbles = {}
                    self.relayout()
                    self._refresh_widgets(force=True)
                elif not self.results_shown:
                    self.results_shown = True
                    self.app.show_results(self)
            return
        self.end_timer = 0.0
        if self.bots and not self.show_help and not self.anim.busy and s.players_may_act:
            self.bot_timer += dt
            if self.bot_timer >= self.app.settings.bot_delay:
                self.send("wait", auto=True)
        else:
            self.bot_timer = 0.0

    def lively(self) -> bool:
        """Glides, a decision's pop, a pulsing hint, the pause before the results or the next
        hand."""
        fresh = any(age < 0.3 for _, age in self.bubbles.values())
        s = self.session
        return self.anim.busy or fresh or s.complete or s.hint is not None

    def look_key(self) -> Any:
        """Everything the table draws that can change without input: the snapshot (replaced
        on every change), the hint, the last verdict, the bubbles' freshness, glides, help."""
        s, c = self.session, self.controller
        fresh = tuple((seat, act, age < 2.5) for seat, (act, age) in self.bubbles.items())
        return (
            s.snap,
            s.hint,
            s.last,
            s.hand_serial,
            c.tool,
            tuple(c.picked),
            fresh,
            self.anim.busy,
            self.show_help,
            self.app.notice,
        )

    def _record_free_hand(self) -> None:
        app = self.app
        if not getattr(app, "record_progress", False):
            return
        from ..progress_link import record

        s = self.session
        done = record(
            s.arb.result(s.hand_elapsed),
            data_dir=app.data_dir,
            trainee=app.settings.trainee,
            mode="free",
            lang=self.lang,
            duration_s=s.hand_elapsed,
        )
        app.notice = done.notice

    def look(self) -> TableLook:
        c = self.controller
        seats: tuple[int, ...] = ()
        zone: str | None = None
        h = self.session.hint
        if h is not None and h.action is not None:
            a = h.action
            n = a.name
            if n in ("deal", "replace_exposed", "return_extra", "move_button") and a.seat:
                seats = (a.seat,)
                zone = "button" if n == "move_button" else None
            elif n == "post" and a.seat:
                zone = f"bet:{a.seat}"
            elif n == "award":
                seats, zone = tuple(a.to), f"pot:{a.pot}"
            elif n in ("shuffle", "cut"):
                zone = "deck"
            elif n == "burn":
                zone = "burn"
            elif n in ("flop", "turn", "river"):
                zone = "board"
            elif n == "collect":
                zone = "pots"
            elif n == "set_aside":
                zone = "set_aside"
            elif n == "move_button":
                zone = "button"
        return TableLook(
            lang=self.lang,
            picked=tuple(c.picked),
            tool=c.tool,
            hint_seats=seats,
            hint_zone=zone,
            bubble_age={k: v[1] for k, v in self.bubbles.items()},
            clock=self.clock,
        )

    def draw(self, surface: pygame.Surface) -> None:
        L = self.layout
        s, lang = L.scale, self.lang
        snap = self.session.snap
        self.view.draw(surface, snap, self.anim, self.look())
        # top bar
        tb = pygame.Rect(L.top_bar.as_tuple())
        pygame.draw.rect(surface, (20, 24, 30), tb)
        pygame.draw.line(surface, (50, 56, 66), tb.bottomleft, tb.bottomright, 1)
        text = self.app.text
        info = self.session.info
        title = info.title or tr("menu.free_deal", lang)
        hand = tr(
            "table.hand",
            lang,
            n=self.session.hand_serial if self.session.free else snap.hand_number,
        )
        if snap.hands_total > 1:
            hand += f"/{snap.hands_total}"
        street = tr(f"street.{snap.street}", lang)
        x = round(12 * s)
        size, room = round(15 * s), round(L.table_area.w * 0.55)
        # the hand and the street always show whole; a long drill title gives way first
        tail = text.render(f"  ·  {hand}  ·  {street}", size, (235, 235, 235), True)
        head = text.fit(
            title,
            size,
            max(round(40 * s), room - tail.get_width()),
            (235, 235, 235),
            True,
            shrink=False,  # one size for the whole line
        )
        surface.blit(head, head.get_rect(midleft=(x, tb.centery)))
        x += head.get_width()
        surface.blit(tail, tail.get_rect(midleft=(x, tb.centery)))
        x += tail.get_width()
        score = text.render(
            f"{tr('result.score', lang)}: {snap.score}", round(15 * s), (250, 214, 110), True
        )
        surface.blit(score, score.get_rect(midleft=(x + round(24 * s), tb.centery)))
        prompt = self.controller.prompt_key()
        if prompt is not None:
            ptxt = tr(prompt[0], lang, **prompt[1])
            pt = text.fit(ptxt, round(14 * s), round(L.table_area.w * 0.9), (20, 24, 30), True)
            pr = pt.get_rect(
                midbottom=(L.table_area.center[0], L.table_area.bottom - round(4 * s))
            ).inflate(round(18 * s), round(8 * s))
            pygame.draw.rect(surface, (120, 220, 255), pr, border_radius=pr.h // 2)
            surface.blit(pt, pt.get_rect(center=pr.center))
        elif self.session.complete:
            done = tr("table.hand_done" if self.session.free else "table.drill_done", lang)
            pt = text.render(done, round(15 * s), (20, 24, 30), True)
            pr = pt.get_rect(
                midbottom=(L.table_area.center[0], L.table_area.bottom - round(4 * s))
            ).inflate(round(18 * s), round(8 * s))
            pygame.draw.rect(surface, (250, 214, 110), pr, border_radius=pr.h // 2)
            surface.blit(pt, pt.get_rect(center=pr.center))
        # bottom bar background (the buttons are pygame_gui)
        bb = pygame.Rect(L.bottom_bar.as_tuple())
        pygame.draw.rect(surface, (20, 24, 30), bb)
        pygame.draw.line(surface, (50, 56, 66), bb.topleft, bb.topright, 1)
        # side panel
        last = self.session.last
        hinted = self.session.hint is not None
        verdict = verdict_for(last, lang, snap.open_irregularities, hinted)
        if snap.banner and verdict.message.rstrip(".") == snap.banner.rstrip("."):
            verdict = replace(verdict, message="")
        hint = self.session.hint.text if self.session.hint is not None else None
        reserve = (
            L.side_panel.bottom
            - getattr(self, "corrections_top", L.side_panel.bottom)
            + round(8 * s)
        )
        panel = self.side.surface(
            L.side_panel, s, verdict, hint, self.session.log, lang, reserve, snap.banner
        )
        surface.blit(panel, (L.side_panel.x, L.side_panel.y))

    def hinted_widget(self) -> str | None:
        """The button that does what the hint says, if a button does it."""
        h = self.session.hint
        if h is None or h.action is None:
            return None
        a = h.action
        if a.name == "post":
            return f"post_{a.blind}"
        if a.name in ("flop", "turn", "river"):
            return "street"
        if a.name == "return_to_deck":
            return "return_board" if a.zones == ("board",) else "return_set_aside"
        if a.name == "scramble_flop":
            return "scramble"
        return a.name if a.name in self.widgets else None

    def draw_over(self, surface: pygame.Surface) -> None:
        name = self.hinted_widget()
        if name is not None and name in self.widgets and not self.show_help:
            s = self.layout.scale
            pulse = 0.5 + 0.5 * math.sin(self.clock * 6.0)
            r = self.widgets[name].rect.inflate(
                round((4 + 4 * pulse) * s), round((4 + 4 * pulse) * s)
            )
            pygame.draw.rect(
                surface, (255, 236, 120), r, max(2, round(3 * s)), border_radius=round(8 * s)
            )
        if self.show_help:
            surface.blit(self.help.surface(self.layout.size, self.layout.scale, self.lang), (0, 0))
        else:
            self.draw_key_hint(surface)
