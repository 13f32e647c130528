"""Practice that comes back when it is due (issue 30): each trainee's rules and quick-fire
skills scheduled by a spaced-repetition model, FSRS (the `fsrs` package's Scheduler).

The reviews are the records:
- a drill attempt or free-deal hand reviews each rule its steps were judged on, as `stats`
  counts them (stats.summarize: the rules its steps, violations and irregularities name,
  and those of the families of the actions taken): wrong (Again) when a step broke it or
  an irregularity of it was left uncorrected, else right (Good). The steps of one rule in
  one attempt are one review at the attempt's start: they come within minutes, and FSRS
  takes reviews that close as one anyway;
- every quick-fire answer is a review of its skill (`skill:<id>`): right or wrong.
The cards are kept (schema version 12, `review_cards`): a reading first reviews the
records written since the last (`review_marks`), in one transaction, then reads the cards.
Replaying every review on each reading took seconds at 10,000 attempts (bench/due.py);
`schedule` replays them all, the reference the kept cards are tested against.
A card is due when FSRS's due time has come; its retrievability at `now` (the chance of
remembering it, FSRS's forgetting curve) orders them, weakest first; a card below
FORGETTING is "being forgotten".

No clock here: `now` comes in from the callers (the classroom, the menu). The scheduler has
no fuzz (FSRS's fuzz draws from the global random), and each card its own fixed id (an
`fsrs.Card` made without one reads the clock).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import lru_cache
from typing import Any, NamedTuple

FORGETTING = 0.7  # retrievability below which a card is "being forgotten"
SKILL = "skill:"  # a skill's card key: "skill:pot-limit"


class Review(NamedTuple):
    """One review of a card (a named tuple: a first reading makes 250,000 of them at
    10,000 attempts, bench/due.py; a frozen dataclass's __init__ was most of their cost)."""

    key: str  # a rule id, or SKILL + a skill's id
    right: bool
    at: datetime


@dataclass(frozen=True, slots=True)
class Due:
    """One card as the menu and the classroom show it."""

    key: str
    retrievability: float  # at `now`: 0..1
    due_at: datetime
    reviews: int
    lapses: int  # reviews answered wrong

    @property
    def skill(self) -> str | None:
        return self.key[len(SKILL):] if self.key.startswith(SKILL) else None

    @property
    def forgotten(self) -> bool:
        return self.retrievability < FORGETTING

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "retrievability": round(self.retrievability, 4),
                "due_at": self.due_at.isoformat(), "reviews": self.reviews,
                "lapses": self.lapses}


@dataclass(frozen=True, slots=True)
class Schedule:
    """Every card of one trainee at `now`: the due ones weakest first, and the rest."""

    trainee: str
    now: datetime
    cards: tuple[Due, ...]  # weakest first

    @property
    def due(self) -> tuple[Due, ...]:
        return tuple(c for c in self.cards if c.due_at <= self.now)

    @property
    def forgotten(self) -> tuple[Due, ...]:
        return tuple(c for c in self.cards if c.forgotten)

    def due_rules(self) -> list[str]:
        return [c.key for c in self.due if c.skill is None]

    def due_skills(self) -> list[str]:
        return [c.skill for c in self.due if c.skill is not None]


def answer_reviews(answers: Iterable[Any]) -> Iterator[Review]:
    """The reviews in the quick-fire answers (quiz_records.QuizAnswer)."""
    for a in answers:
        if a.answered_at is not None:
            yield Review(SKILL + a.skill, bool(a.right), a.answered_at)


def schedule(trainee: str, reviews: Iterable[Review], now: datetime) -> Schedule:
    """Each card's state after its reviews (taken in time order), at `now`."""
    from fsrs import Card, Rating, Scheduler

    scheduler = Scheduler(enable_fuzzing=False)
    cards: dict[str, Any] = {}
    counts: dict[str, list[int]] = {}
    for r in sorted(reviews, key=lambda r: r.at):
        at = r.at.astimezone(UTC)
        card = cards.get(r.key)
        if card is None:
            card = Card(card_id=len(cards) + 1, due=at)
            counts[r.key] = [0, 0]
        cards[r.key], _ = scheduler.review_card(
            card, Rating.Good if r.right else Rating.Again, at)
        counts[r.key][0] += 1
        counts[r.key][1] += not r.right
    now = now.astimezone(UTC)
    made = [Due(k, float(scheduler.get_card_retrievability(c, now)), c.due, *counts[k])
            for k, c in cards.items()]
    made.sort(key=lambda d: (d.retrievability, d.due_at, d.key))
    return Schedule(trainee, now, tuple(made))


# -- the reviews in the stored records --------------------------------------------------------


def attempt_reviews(at: datetime, summary: Any, verbs: frozenset[str],
                    catalogue: Iterable[str]) -> list[Review]:
    """One attempt's reviews from its `stats.summarize` (rules named, failed or not) and the
    rules of the catalogue its actions put at stake."""
    named = {rule: bool(failed) for rule, failed, _ in summary.rules}
    at_stake = _by_actions(verbs, tuple(catalogue)) | set(named)
    return [Review(r, not named.get(r, False), at) for r in sorted(at_stake)]


@lru_cache(maxsize=256)
def _by_actions(verbs: frozenset[str], catalogue: tuple[str, ...]) -> frozenset[str]:
    """The catalogue's rules the actions taken put at stake (an attempt's few sets of
    actions recur: worked out once each)."""
    from .stats import _actions_for

    return frozenset(r for r in catalogue if _actions_for(r) & verbs)


def _new_attempts(db: Any, trainee_id: int, after: int, catalogue: tuple[str, ...]
                  ) -> tuple[list[Review], int]:
    from .records import (
        IrregularityRecord,
        StepRecord,
        ViolationRecord,
        result_steps,
        stored_object,
        stored_time,
    )
    from .stats import summarize

    rows = db.execute(
        "SELECT id, started_at, result_json FROM attempts WHERE trainee_id = ? AND id > ?"
        " ORDER BY id", (trainee_id, after)).fetchall()
    if not rows:
        return [], after
    ids = tuple(int(r[0]) for r in rows)
    marks = ", ".join("?" * len(ids))

    def children(sql: str) -> dict[int, list[Any]]:
        out: dict[int, list[Any]] = {}
        for r in db.execute(f"{sql} WHERE attempt_id IN ({marks})", ids).fetchall():
            out.setdefault(int(r[0]), []).append(r[1:])
        return out

    old_steps = children("SELECT attempt_id, kind, outcome, rule FROM steps")
    violations = children("SELECT attempt_id, step, rule FROM violations")
    irregular = children("SELECT attempt_id, step, rule, corrected FROM irregularities")
    reviews: list[Review] = []
    for aid, started, stored in rows:
        try:
            at = stored_time(started)
            steps: tuple[StepRecord, ...] = tuple(
                StepRecord(0, "", o or "ok", r, None, k) for k, o, r in old_steps.get(aid, ()))
            if not steps:
                steps = result_steps(stored_object(stored))
        except ValueError:
            continue  # an unreadable attempt reviews nothing (stats names it skipped)
        summary = summarize(
            steps, [ViolationRecord(s, r, None) for s, r in violations.get(aid, ())],
            [IrregularityRecord(s, r, bool(c)) for s, r, c in irregular.get(aid, ())])
        verbs = frozenset(filter(None, summary.verbs.split(",")))
        reviews += attempt_reviews(at, summary, verbs, catalogue)
    return reviews, ids[-1]


def _new_answers(db: Any, trainee_id: int, after: int) -> tuple[list[Review], int]:
    rows = db.execute(
        "SELECT id, skill, correct, answered_at FROM quiz_answers WHERE trainee_id = ?"
        " AND id > ? ORDER BY id", (trainee_id, after)).fetchall()
    reviews = [Review(SKILL + r[1], bool(r[2]), datetime.fromisoformat(r[3])) for r in rows]
    return reviews, int(rows[-1][0]) if rows else after


def _catch_up(db: Any, trainee_id: int, catalogue: tuple[str, ...]) -> None:
    """Review the records written since the last reading, in this transaction."""
    import json

    from fsrs import Card, Rating, Scheduler

    db.execute("INSERT INTO review_marks (trainee_id, through_attempt, through_answer)"
               " VALUES (?, 0, 0) ON CONFLICT (trainee_id) DO NOTHING", (trainee_id,))
    # the mark's row locked: two readers of one trainee take turns (on a server)
    db.execute("UPDATE review_marks SET through_attempt = through_attempt"
               " WHERE trainee_id = ?", (trainee_id,))
    mark = db.execute("SELECT through_attempt, through_answer FROM review_marks"
                      " WHERE trainee_id = ?", (trainee_id,)).fetchone()
    attempts, last_attempt = _new_attempts(db, trainee_id, int(mark[0]), catalogue)
    answers, last_answer = _new_answers(db, trainee_id, int(mark[1]))
    reviews = attempts + answers
    if not reviews and (last_attempt, last_answer) == (mark[0], mark[1]):
        return
    kept = {r[0]: (Card.from_dict(json.loads(r[1])), int(r[2]), int(r[3])) for r in db.execute(
        "SELECT card, state_json, reviews, lapses FROM review_cards WHERE trainee_id = ?",
        (trainee_id,)).fetchall()}
    scheduler = Scheduler(enable_fuzzing=False)
    touched: set[str] = set()
    for r in sorted(reviews, key=lambda r: r.at):
        card, n, lapses = kept.get(r.key) or (None, 0, 0)
        at = r.at.astimezone(UTC)
        if card is None:
            card = Card(card_id=len(kept) + 1, due=at)
        elif card.last_review is not None and at < card.last_review:
            at = card.last_review  # a late record (sent from an outbox): reviewed as of now
        card, _ = scheduler.review_card(card, Rating.Good if r.right else Rating.Again, at)
        kept[r.key] = (card, n + 1, lapses + (not r.right))
        touched.add(r.key)
    db.executemany(
        "INSERT INTO review_cards (trainee_id, card, state_json, reviews, lapses)"
        " VALUES (?, ?, ?, ?, ?) ON CONFLICT (trainee_id, card) DO UPDATE SET"
        " state_json = excluded.state_json, reviews = excluded.reviews,"
        " lapses = excluded.lapses",
        [(trainee_id, k, json.dumps(kept[k][0].to_dict()), kept[k][1], kept[k][2])
         for k in sorted(touched)])
    db.execute("UPDATE review_marks SET through_attempt = ?, through_answer = ?"
               " WHERE trainee_id = ?", (last_attempt, last_answer, trainee_id))


def kept_schedule(store: Any, trainee: str, now: datetime) -> Schedule:
    """One trainee's schedule at `now` from the kept cards, brought up to date first (the
    menu's "Due today", the classroom)."""
    import json

    from fsrs import Card, Scheduler

    from ..i18n import rule_ids

    known = store.canonical_name(trainee)
    if known is None:
        return Schedule(trainee.strip(), now, ())
    row = store._db.execute("SELECT id FROM trainees WHERE name = ?", (known,)).fetchone()
    trainee_id = int(row[0])
    catalogue = tuple(rule_ids())
    store._db.write(lambda db: _catch_up(db, trainee_id, catalogue), what="the review cards")
    scheduler = Scheduler(enable_fuzzing=False)
    now = now.astimezone(UTC)
    made = []
    for key, state, reviews, lapses in store._db.execute(
            "SELECT card, state_json, reviews, lapses FROM review_cards WHERE trainee_id = ?",
            (trainee_id,)).fetchall():
        card = Card.from_dict(json.loads(state))
        made.append(Due(key, float(scheduler.get_card_retrievability(card, now)), card.due,
                        int(reviews), int(lapses)))
    made.sort(key=lambda d: (d.retrievability, d.due_at, d.key))
    return Schedule(known, now, tuple(made))


def stored_reviews(store: Any, trainee: str) -> list[Review]:
    """Every review in one trainee's records, replayed (the reference; bench/due.py)."""
    from ..i18n import rule_ids
    from .quiz_records import answers_of
    from .stats import summarize

    catalogue = tuple(rule_ids())
    reviews: list[Review] = []
    for a in store.attempts(trainee):
        summary = summarize(a.steps, a.violations, a.irregularities)
        verbs = frozenset(filter(None, summary.verbs.split(",")))
        reviews += attempt_reviews(a.started_at, summary, verbs, catalogue)
    return reviews + list(answer_reviews(answers_of(store, trainee)))
