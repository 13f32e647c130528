"""After a drill: passed or not, the score, the time, each violation with its rule, each
irregularity and whether it was corrected; Retry, Menu (Esc: back to the finished table)."""

from __future__ import annotations

from collections.abc import Mapping
from itertools import groupby
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from ...arbiter import TraineeAction
from ...arbiter.messages import said_message
from ...arbiter.scoring import PAR_S_PER_HAND, Charge, score_of
from .. import intents as I
from ..result_json import HandJson, ResultJson, ViolationJson
from ..text import caps, rule_title, step_words, tr
from ..ui import rect
from ..widgets.markup import GREEN, GREY, RED, WHITE, bold, coloured, esc, heading
from .backdrop import draw_backdrop
from .base import Scene
from .later import Later

if TYPE_CHECKING:
    from ..ports import AppPort
    from ..session import Session

SUIT_RED = "#ff7a7a"
WHITE_RGB = (225, 228, 232)  # hearts and diamonds, readable on the dark panel


def format_time(seconds: float | None) -> str:
    if seconds is None:
        return "–"
    m, s = divmod(int(round(seconds)), 60)
    return f"{m}:{s:02d}"


def results_html(
    result: ResultJson,
    lang: str,
    scale: float = 1.0,
    acts: Mapping[int, TraineeAction] | None = None,
    charges: tuple[Charge, ...] | None = None,
    said: Mapping[int, str] | None = None,
) -> str:
    """The body of the results box (pygame_gui's HTML subset). `acts`: the steps' actions
    as the arbiter judged them (a live session's `Step.act`), so that their words are made
    from the actions themselves; a step without one shows its stored text read back.
    `charges`: every point lost (a live session's), listed first, each with its reason.
    `said`: the steps' messages in `lang` (a live session's, from their keys); a violation
    without one shows the result's own message."""
    out: list[str] = []
    final = result.get("final") or {}
    if not final.get("complete", True):
        out.append(coloured(tr("result.incomplete", lang), RED) + "<br><br>")
    if charges is not None:
        out.append(charges_html(charges, result, lang, scale, acts or {}) + "<br>")
    out.append(heading(tr("result.violations", lang), scale))
    viol = list(result.get("violations") or [])
    if not viol:
        out.append(coloured(tr("result.no_violations", lang), GREEN) + "<br>")
    actions: dict[int | None, TraineeAction | str] = {
        s.get("n"): str(s.get("action", "")) for s in result.get("steps") or []
    }
    actions.update((acts or {}).items())
    for group in _runs(viol):  # the same refusal step after step is one entry
        v, first, last = group[0], group[0].get("step", "?"), group[-1].get("step", "?")
        rule = str(v.get("rule", ""))
        if len(group) == 1:
            where = tr("result.step", lang, n=first)
        else:
            where = tr("result.steps_range", lang, first=first, last=last, count=len(group))
        where = where[:1].upper() + where[1:]  # it begins the line
        did: list[str] = []
        for g in group:
            words = step_words(actions.get(g.get("step"), ""), lang)
            if words and words not in did:
                did.append(words)
        tried = ", ".join(did[:3]) + (" …" if len(did) > 3 else "")
        out.append(f"{coloured(where, RED)} {esc(tried)}: {bold(rule_title(rule, lang))}<br>")
        message = (said or {}).get(v.get("step", -1)) or v.get("message", "")
        out.append(f"&nbsp;&nbsp;{esc(message)}<br>")
    irr = list(result.get("irregularities") or [])
    if irr:
        out.append("<br>" + heading(tr("result.irregularities", lang), scale))
        for c in irr:
            rule = str(c.get("rule", ""))
            ok = bool(c.get("corrected"))
            state = coloured(
                tr("outcome.corrected" if ok else "outcome.not_corrected", lang),
                GREEN if ok else RED,
            )
            step = tr("result.step", lang, n=c.get("step", "?"))
            step = esc(step[:1].upper() + step[1:])
            out.append(f"{step} {bold(rule_title(rule, lang))}: {state}<br>")
    pots = list(final.get("pots") or [])
    if final.get("board"):
        out.append("<br>" + heading(tr("table.board", lang), scale))
        out.append(" ".join(_pretty(c) for c in final.get("board") or []) + "<br>")
    if pots:
        out.append("<br>" + heading(tr("result.pots", lang), scale))
        hand: HandJson = (result.get("hands") or [{}])[-1]
        names = {str(k): str(v.get("name", "")) for k, v in (hand.get("seats") or {}).items()}
        shares = {
            e.get("pot"): e.get("amounts") or {}
            for e in hand.get("events") or []
            if e.get("op") == "award"
        }
        for i, p in enumerate(pots):
            name = tr("table.main_pot", lang) if i == 0 else tr("table.side_pot", lang, n=i)
            paid = shares.get(i, {})
            seats = []
            for w in p.get("winners") or []:
                who = f"{tr('seat.label', lang, seat=w)} {names.get(str(w), '')}".strip()
                share = paid.get(str(w))
                part = f" {coloured(share, WHITE)}" if len(paid) > 1 and share else ""
                seats.append(esc(who) + part)
            amount = coloured(p.get("amount", 0), WHITE)
            out.append(f"{esc(name)}: {amount} → {', '.join(seats) or '–'}<br>")
    hints = result.get("hints", 0)
    steps = len(result.get("steps") or [])
    hands = result.get("hands_played", 1)
    line = " · ".join(
        (
            f"{tr('result.hints_used', lang)}: {hints}",
            tr("result.steps", lang, n=steps),
            tr("result.hands", lang, n=hands),
        )
    )
    out.append("<br>" + coloured(line, GREY) + "<br>")
    return "".join(out)


def charges_html(
    charges: tuple[Charge, ...],
    result: ResultJson,
    lang: str,
    scale: float,
    acts: Mapping[int, TraineeAction],
) -> str:
    """Each point lost, with its reason, and the sum that makes the score."""
    out = [heading(tr("result.charges", lang), scale)]
    if not charges:
        return out[0] + coloured(tr("result.no_charges", lang), GREEN) + "<br>"
    said = {s.get("n"): str(s.get("action", "")) for s in result.get("steps") or []}
    for c in charges:
        rule = rule_title(c.rule, lang) if c.rule else ""
        what = step_words(acts.get(c.step or 0) or said.get(c.step, ""), lang)
        par = format_time(PAR_S_PER_HAND * int(result.get("hands_played") or 1))
        words = tr(f"result.charge.{c.kind}", lang, step=c.step, rule=rule, what=what,
                   points=c.points, par=par)
        out.append(esc(words[:1].upper() + words[1:]) + "<br>")
    lost = sum(c.points for c in charges)
    total = tr("result.charge.total", lang, lost=lost, score=score_of(charges))
    out.append(bold(esc(f"{tr('result.score', lang)}: {total}")) + "<br>")
    return "".join(out)


def _runs(violations: list[ViolationJson]) -> list[list[ViolationJson]]:
    """Consecutive violations with the same rule and message, together."""
    return [
        list(g) for _, g in groupby(violations, key=lambda v: (v.get("rule"), v.get("message")))
    ]


def _pretty(code: str) -> str:
    """A card as a dealer reads it, hearts and diamonds in red (already markup)."""
    try:
        from ...engine.cards import Card

        text = Card.parse(code).pretty()
    except ValueError:
        return esc(code)
    return coloured(text, SUIT_RED) if code[-1:] in ("h", "d") else esc(text)


class ResultsScene(Scene):
    name = "results"

    def __init__(self, app: AppPort, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.result: ResultJson = session.result()
        _record_progress(app, session, self.result)
        # the box of violations, built the frame after the first
        self.details: pygame_gui.elements.UITextBox | None = None
        self.later = Later()

    def build_ui(self) -> None:
        """The verdict, score and buttons at once; the details box (the costly part, a
        few tens of ms at 1920x1080) on the next frame (`update`)."""
        lang = self.app.settings.lang
        w, h = self.app.size
        s = self.app.scale
        pad = round(40 * s)
        foot = round(90 * s)
        self.details = None
        self.later.reset()
        bw, bh = round(250 * s), round(50 * s)
        y = h - foot + round(20 * s)
        self.button(
            rect(pad, y, bw, bh), tr("table.menu", lang), I.Activate("menu"), object_id="@menu"
        )
        self.retry_btn = self.button(
            rect(w - pad - bw, y, bw, bh),
            tr("menu.retry", lang),
            I.Activate("retry"),
            object_id="@menu",
        )
        self.next_btn = None
        if self.session.free is None and self.session.info.path:
            self.next_btn = self.button(
                rect((w - bw) / 2, y, bw, bh),
                tr("menu.next_drill", lang),
                I.Activate("next"),
                object_id="@menu",
            )

    def _build_details(self) -> None:
        lang = self.app.settings.lang
        w, h = self.app.size
        s = self.app.scale
        pad, top, foot = round(40 * s), round(210 * s), round(90 * s)
        self.details = pygame_gui.elements.UITextBox(
            results_html(self.result, lang, s, _acts(self.session),
                         self.session.charges(live=False), _said(self.session, lang)),
            rect(pad, top, w - 2 * pad, h - top - foot),
            manager=self.app.manager,
        )

    def update(self, dt: float) -> None:
        if self.later.due(dt):
            self._build_details()

    def lively(self) -> bool:
        return self.later.pending  # the details are still to come: draw the next frame

    def look_key(self) -> object:
        return self.later.pending

    def handle(self, intent: I.Intent) -> None:
        if isinstance(intent, I.Back):
            self.app.pop()  # the finished table, to look at it again
        elif isinstance(intent, I.Activate) and intent.name == "menu":
            self.app.suspended = None
            self.app.pop_to("menu")
        elif isinstance(intent, I.Activate) and intent.name == "next":
            self.next_drill()
        elif isinstance(intent, (I.Confirm,)) or (
            isinstance(intent, I.Activate) and intent.name == "retry"
        ):
            self.app.start_table(self.session.restart())

    def next_drill(self) -> None:
        """The drill after this one in the list (by level, then title): its description
        card; after the last drill, the list."""
        from pathlib import Path

        from ..coach import GUIDED_DRILL
        from ..drill_list import drills
        from ..session import DrillInfo, Session
        from .confirm import BriefingScene
        from .drills import DrillsScene

        lang = self.app.settings.lang
        folder = Path(str(self.session.info.path)).parent
        entries, _ = drills(folder, lang)
        ids = [d.id for d in entries]
        here = ids.index(self.session.info.id) if self.session.info.id in ids else -1
        guided = self.session.info.id == GUIDED_DRILL
        if guided:  # after the guided hand, the list's first drill, whatever its title sorts
            entries = [d for d in entries if d.id != GUIDED_DRILL]
            here = -1
        self.app.suspended = None
        self.app.pop_to("menu")
        if (here >= 0 or guided) and here + 1 < len(entries):
            d = entries[here + 1]
            info = DrillInfo(d.id, d.title, d.level, d.description, str(d.path))
            mode = self.session.mode.value  # the next drill in the mode of this one
            session = Session.drill(d.scenario.setup, info, lang, mode)
            self.app.push(BriefingScene(self.app, session))
        else:
            self.app.push(DrillsScene(self.app, folder))

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, self.app)
        lang = self.app.settings.lang
        s = self.app.scale
        w = self.app.size[0]
        t = self.app.text
        r = self.result
        title = self.session.info.title or tr("menu.free_deal", lang)
        tt = t.fit(title, round(28 * s), w - round(80 * s), (235, 235, 235), True)
        surface.blit(tt, tt.get_rect(midtop=(w // 2, round(24 * s))))
        passed = bool(r.get("passed"))
        verdict = tr("result.passed" if passed else "result.not_passed", lang)
        colour = (120, 220, 140) if passed else (255, 130, 120)
        vt = t.render(caps(verdict), round(34 * s), colour, True)
        surface.blit(vt, vt.get_rect(midtop=(w // 2, round(70 * s))))
        score = f"{tr('result.score', lang)}: {r.get('score', 0)}"
        line = f"{score}    {tr('result.time', lang)}: {format_time(r.get('elapsed_s'))}"
        line += f"    {tr('mode.' + str(r.get('mode', 'practice')), lang)}"
        st = t.render(line, round(24 * s), (250, 214, 110), True)
        surface.blit(st, st.get_rect(midtop=(w // 2, round(124 * s))))
        mark = t.fit(tr("result.pass_mark", lang), round(17 * s), w - round(80 * s), WHITE_RGB)
        surface.blit(mark, mark.get_rect(midtop=(w // 2, round(166 * s))))


def _acts(session: Session) -> dict[int, TraineeAction]:
    """The session's steps' actions by step number."""
    return {st.n: st.act for st in session.arb.steps if st.act is not None}


def _said(session: Session, lang: str) -> dict[int, str]:
    """The session's steps' messages in `lang`, by step number (said from their keys)."""
    out: dict[int, str] = {}
    for st in session.arb.steps:
        listed = st.act is not None and bool(st.act.seats)
        message = said_message(st.message_key, st.params, listed, lang)
        if message:
            out[st.n] = message
    return out


def _record_progress(app: AppPort, session: Session, result: ResultJson) -> None:
    """Hand the drill's result to the progress records (not for a headless screenshot)."""
    if not app.record_progress:
        return
    from ..progress_link import record_later

    record_later(  # off the frame loop; the notice comes when it is written
        dict(result),
        on_done=lambda done: setattr(app, "notice", done.notice),
        data_dir=app.data_dir,
        trainee=app.settings.trainee,
        mode="drill",
        lang=app.settings.lang,
        duration_s=session.elapsed,
    )
