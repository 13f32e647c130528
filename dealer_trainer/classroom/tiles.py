"""A station's tile as the instructor reads it: the status's values made words in the
instructor's language (the violation's message from its key and params, as the arbiter
makes it for the trainee; the rule's name; the drill's title; the phase and the mode)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime

from ..arbiter.messages import msg
from ..i18n import rule_name, t
from ..progress.status import Status

IDLE_S = 300  # a station that has not stepped for 5 minutes is greyed out
FREE_DEAL = "free-deal"


@dataclass(frozen=True, slots=True)
class Tile:
    station: str
    trainee: str
    activity: str  # the drill's title, or "Free deal"
    mode: str
    hand: str
    phase: str
    score: str
    violation: str  # the last violation's message, or "No violation yet"
    rule: str  # its rule's name ("" when none)
    rate: str  # hands per hour
    steps: int
    at: float  # when it stepped (seconds since the epoch: the page greys it out by it)
    idle: bool


Titles = Callable[[str], Mapping[str, str]]


def tile_of(s: Status, lang: str, titles: Mapping[str, str], now: datetime | None = None
            ) -> Tile:
    now = now or datetime.now(UTC)
    activity = (t("classroom.free_deal", lang) if s.activity == FREE_DEAL
                else titles.get(s.activity, s.activity))
    if s.message_key:
        violation = msg(s.message_key, lang, **dict(s.params))
    else:
        violation = t("classroom.no_violation", lang)
    rate = s.hands_per_hour()
    return Tile(
        station=s.station,
        trainee=s.trainee,
        activity=activity,
        mode=t(f"mode.{s.mode}", lang),
        hand=t("classroom.hand", lang, hand=s.hand),
        phase=t(f"classroom.phase.{s.phase}", lang),
        score=t("classroom.score", lang, score=s.score),
        violation=violation,
        rule=rule_name(s.rule, lang) if s.rule else "",
        rate=(t("classroom.rate_none", lang) if rate is None
              else t("classroom.rate", lang, rate=f"{rate:.0f}")),
        steps=s.steps,
        at=s.stepped_at.timestamp(),
        idle=(now - s.stepped_at).total_seconds() >= IDLE_S,
    )
