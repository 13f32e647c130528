"""Free deal's end-of-hand card on the table (`TableScene.summary`): the hand recorded, the
card's buttons (Next hand; in an audition End audition too, then Menu under its verdict).

An audition goes on hand after hand until its down is over (CONTRACT.md "Modes"); the card
between hands shows where the down stands, and the last one is the audition's result: each
of its three marks, met or not. Ended early (End audition), the down is not passed.

Functions of the table scene, kept here so that the scene stays small.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import TYPE_CHECKING

from ...arbiter.messages import result_words
from .. import intents as I
from ..result_json import result_json
from ..text import tr
from ..widgets.top_bar import HandSummary

if TYPE_CHECKING:
    from .table import TableScene


def close(scene: TableScene) -> None:
    scene.summary = None
    for b in (scene.summary_btn, scene.end_btn):
        if b is not None:
            b.kill()
    scene.summary_btn = scene.end_btn = None


def hand_over(scene: TableScene) -> None:
    """A free-deal hand is over: recorded, and its card put up (in an audition, with the down
    so far; the down over, the card is the audition's result and the session is over)."""
    s = scene.session
    s.count_hand()
    audition = s.audition() if s.tally is not None else None
    result = record_free_hand(scene, audition.to_json() if audition is not None else None)
    final = audition is not None and audition.over
    scene.summary = HandSummary(s.hand_serial, result_json(result), scene.lang, audition,
                                 final=final)
    scene.over = scene.over or final
    place_buttons(scene)


def end_audition(scene: TableScene) -> None:
    """The audition's verdict on the card; its button leaves for the menu."""
    assert scene.summary is not None
    card = copy.copy(scene.summary)
    card.final, card.audition = True, scene.session.audition()
    close(scene)
    scene.summary = card
    scene.over = True  # the session is over: the menu offers no Resume
    place_buttons(scene)


def place_buttons(scene: TableScene) -> None:
    summary = scene.summary
    assert summary is not None
    text, L = scene.app.text, scene.layout
    if summary.final:
        r = summary.button_rect(L, text)
        label = tr("table.menu", scene.lang)
        scene.summary_btn = scene.button(r, label, I.Activate("menu"), object_id="@menu")
        return
    count = 2 if summary.audition is not None else 1
    label = tr("hand_summary.next", scene.lang)
    next_hand = I.Activate("next_hand")
    scene.summary_btn = scene.button(
        summary.button_rect(L, text, 0, count), label, next_hand, object_id="@menu",
        tooltip="Enter",
    )
    if count == 2:
        scene.end_btn = scene.button(
            summary.button_rect(L, text, 1, count), tr("audition.end", scene.lang),
            I.Activate("end_audition"), object_id="@menu",
        )


def record_free_hand(
    scene: TableScene, audition: Mapping[str, object] | None = None
) -> dict[str, object]:
    """The finished hand's result, recorded (unless this is a headless screenshot); in an
    audition it carries the down's verdict as it stands (`audition`: its `over` says whether
    the down ended with this hand)."""
    app = scene.app
    s = scene.session
    result = result_words(s.arb, s.hand_elapsed)  # its words in the arbiter's language
    if audition is not None:
        result = {**result, "audition": audition}
    if not app.record_progress:
        return result
    from ..progress_link import record_later

    record_later(  # off the frame loop; the notice comes when it is written
        result,
        on_done=lambda done: setattr(app, "notice", done.notice),
        data_dir=app.data_dir,
        trainee=app.settings.trainee,
        mode="free",
        lang=scene.lang,
        duration_s=s.hand_elapsed,
    )
    return result
