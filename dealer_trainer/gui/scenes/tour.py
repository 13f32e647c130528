"""The guided first drill: offered once after the name prompt of a first start, and started
again from the menu. Its table shows the coach marks by itself (`widgets/coach_marks.py`)."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from .. import intents as I
from ..coach import GUIDED_DRILL
from ..text import tr
from ..widgets.coach_marks import mark_seen
from ..widgets.markup import heading
from .confirm import Card, start_keeping_free_deal

if TYPE_CHECKING:
    from ..ports import AppPort
    from ..session import Session


def guided_session(app: AppPort) -> Session | None:
    """The guided drill's session, in Learn mode (hints free, the banner says the fix);
    None if the drill cannot be found (an install without the built-in drills)."""
    from ..drills import DrillError, drill_text, find_drill
    from ..session import DrillInfo, Session

    try:
        sc = find_drill(GUIDED_DRILL)
    except DrillError:
        return None
    from pathlib import Path

    title, description = drill_text(sc, app.settings.lang, Path(sc.path).parent)
    info = DrillInfo(sc.id, title, sc.level, description, str(sc.path))
    return Session.drill(sc.setup, info, app.settings.lang, "learn")


def start_guided(app: AppPort) -> None:
    """The guided drill at once (a free-deal hand in progress: asked first)."""
    session = guided_session(app)
    if session is not None:
        start_keeping_free_deal(app, session)


class TourOffer(Card):
    """A first start, after the name: a guided first hand, or straight to the table."""

    name = "tour_offer"

    def body_html(self) -> str:
        lang, s = self.app.settings.lang, self.app.scale
        return heading(tr("coach.offer.title", lang), s) + html.escape(
            tr("coach.offer.body", lang)
        )

    def buttons(self) -> list[tuple[str, I.Intent, str]]:
        lang = self.app.settings.lang
        return [
            (tr("coach.offer.no", lang), I.Back(), "@menu"),
            (tr("coach.offer.yes", lang), I.Confirm(), "@menu"),
        ]

    def handle(self, intent: I.Intent) -> None:
        if isinstance(intent, I.Back):
            mark_seen(self.app)  # offered once, taken or not
            self.app.pop()
        elif isinstance(intent, I.Confirm):
            mark_seen(self.app)
            session = guided_session(self.app)
            if session is None:
                self.app.pop()
            else:
                self.app.start_table(session)
