"""The instructor's assignments (issue 30; schema version 11, table `assignments`): a drill,
a skill of the quick-fire quiz, or an audition, for the whole class or one trainee, due by
a date. The one reading of them: the classroom's page, the station's "Assigned to you" and
`stats` all call `standings` / `class_standings`.

Where a trainee stands on one, from what they did after it was set:
- PASSED: a drill passed (an audition of a drill: passed in audition mode); a skill
  mastered within the assignment's answers (three right in a row, each within the skill's
  target: quiz.is_mastered); a free-deal audition whose down is over and passed;
- DONE: tried (a drill attempt, an answer, an audition's down over) but not passed;
- NOT_YET: nothing yet.
An assignment is open for a trainee until passed; `overdue` once its date has gone by.

No clock here: `today` and `now` come in from the callers (the page, the menu, `stats`).
The store owns the connection and its transactions; this module reads and writes its own
table through them, as quiz_records.py does.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from ..i18n import t
from ..quiz.model import SKILLS, TARGETS, is_mastered
from ..quiz.names import skill_name
from .backend import Database
from .records import stored_object
from .store import ProgressStore, _stamp

KINDS: tuple[str, ...] = ("drill", "skill", "audition")
PASSED, DONE, NOT_YET = "passed", "done", "not_yet"
STATES: tuple[str, ...] = (PASSED, DONE, NOT_YET)
NAME_LIMIT = 80
_ID = re.compile(r"[a-z0-9][a-z0-9._-]{0,79}")


class AssignmentError(ValueError):
    """An assignment that cannot be made: one line that says why."""


@dataclass(frozen=True, slots=True)
class Assignment:
    id: int
    kind: str  # drill | skill | audition
    target: str  # the drill's id, the skill's; an audition's drill, or "" (free deal)
    trainee: str | None  # None: the whole class
    due: date
    set_at: datetime

    def for_trainee(self, trainee: str) -> bool:
        return self.trainee is None or self.trainee.lower() == trainee.lower()

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "kind": self.kind, "target": self.target,
                "trainee": self.trainee, "due": self.due.isoformat(),
                "set_at": self.set_at.isoformat()}


@dataclass(frozen=True, slots=True)
class Standing:
    """Where one trainee stands on one assignment."""

    assignment: Assignment
    state: str  # PASSED, DONE, NOT_YET
    overdue: bool  # its date has gone by and it is not passed

    @property
    def open(self) -> bool:
        return self.state != PASSED

    def to_json(self) -> dict[str, Any]:
        return {**self.assignment.to_json(), "state": self.state, "overdue": self.overdue}


@dataclass(frozen=True, slots=True)
class ClassStandings:
    """Every assignment against every trainee it is for: `state[(id, trainee)]`."""

    assignments: tuple[Assignment, ...]
    trainees: tuple[str, ...]
    state: dict[tuple[int, str], str]

    def of(self, assignment: Assignment, trainee: str) -> str | None:
        """The trainee's state on it; None when it is not for them."""
        return self.state.get((assignment.id, trainee))


# -- making one -------------------------------------------------------------------------------


def _due_date(text: Any, today: date) -> date:
    if isinstance(text, date):
        due = text
    else:
        shown = str(text).strip()[:40]
        try:
            due = date.fromisoformat(shown)
        except ValueError:
            raise AssignmentError(f"the due date {shown!r} is not a date (YYYY-MM-DD)") from None
    if due < today:
        raise AssignmentError(f"the due date {due.isoformat()} is in the past")
    return due


def _target(kind: str, target: str, drill_ids: Iterable[str]) -> str:
    target = target.strip()
    shown = target[:40]
    if kind == "skill":
        if target not in SKILLS:
            raise AssignmentError(f"no skill named {shown!r} (the skills: {', '.join(SKILLS)})")
        return target
    if kind == "audition" and not target:
        return ""  # a free-deal audition: the station's game, in audition mode
    if not _ID.fullmatch(target) or target not in set(drill_ids):
        raise AssignmentError(f"no drill with the id {shown!r}")
    return target


def add_assignment(store: ProgressStore, *, kind: str, target: str, trainee: str | None,
                   due: Any, today: date, now: datetime, drill_ids: Iterable[str]
                   ) -> Assignment:
    """Check and store one assignment (AssignmentError says what is wrong). `trainee`: a
    trainee already in the store, or None / "" for the class; `drill_ids`: the drills the
    caller's library holds (the progress store knows no drill library)."""
    kind = str(kind).strip()
    if kind not in KINDS:
        raise AssignmentError(f"an assignment is a drill, a skill or an audition, not "
                              f"{kind[:20]!r}")
    target = _target(kind, str(target), drill_ids)
    day = _due_date(due, today)
    name: str | None = None
    if trainee is not None and str(trainee).strip():
        given = str(trainee).strip()
        if len(given) > NAME_LIMIT or not given.isprintable():
            raise AssignmentError("that is not a trainee's name")
        name = store.canonical_name(given)
        if name is None:
            raise AssignmentError(f"no trainee named {given!r} in the records")
    set_at = _stamp(now)

    def write(db: Database) -> int:
        trainee_id = None
        if name is not None:
            row = db.execute("SELECT id FROM trainees WHERE name = ?", (name,)).fetchone()
            trainee_id = int(row[0])
        row = db.execute(
            "INSERT INTO assignments (kind, target, trainee_id, due, set_at)"
            " VALUES (?, ?, ?, ?, ?) RETURNING id",
            (kind, target, trainee_id, day.isoformat(), set_at)).fetchone()
        return int(row[0])

    made = store._db.write(write, what="the assignment")
    return Assignment(made, kind, target, name, day, datetime.fromisoformat(set_at))


def remove_assignment(store: ProgressStore, assignment_id: int) -> bool:
    """Take one assignment back; False when there was none with that id."""

    def write(db: Database) -> bool:
        found = db.execute("SELECT id FROM assignments WHERE id = ?",
                           (int(assignment_id),)).fetchone()
        db.execute("DELETE FROM assignments WHERE id = ?", (int(assignment_id),))
        return found is not None

    return bool(store._db.write(write, what="the assignment"))


# -- reading ----------------------------------------------------------------------------------


def assignments(store: ProgressStore, trainee: str | None = None) -> list[Assignment]:
    """Every assignment (or those for `trainee`: the class's and their own), in order: by
    due date, then as they were set."""
    rows = store._db.execute(
        "SELECT a.id, a.kind, a.target, t.name, a.due, a.set_at FROM assignments a"
        " LEFT JOIN trainees t ON t.id = a.trainee_id ORDER BY a.due, a.id"
    ).fetchall()
    made = [Assignment(int(r[0]), r[1], r[2], r[3], date.fromisoformat(r[4]),
                       datetime.fromisoformat(r[5])) for r in rows]
    return made if trainee is None else [a for a in made if a.for_trainee(trainee)]


def _states(db: Database, a: Assignment) -> dict[str, str]:
    """Trainee name -> PASSED or DONE on `a` (a trainee not named has done nothing)."""
    since = _stamp(a.set_at)
    if a.kind == "skill":
        rows = db.execute(
            "SELECT t.name, q.correct, q.seconds FROM quiz_answers q JOIN trainees t"
            " ON t.id = q.trainee_id WHERE q.skill = ? AND q.answered_at >= ?"
            " ORDER BY q.trainee_id, q.answered_at, q.id", (a.target, since)).fetchall()
        runs: dict[str, list[tuple[bool, float | None]]] = {}
        for name, right, seconds in rows:
            runs.setdefault(name, []).append((bool(right), seconds))
        return {n: PASSED if is_mastered(run, TARGETS[a.target]) else DONE
                for n, run in runs.items()}
    if a.kind == "drill" or a.target:
        extra = " AND a.play_mode = 'audition'" if a.kind == "audition" else ""
        rows = db.execute(
            "SELECT t.name, max(a.passed) FROM attempts a JOIN trainees t ON t.id = a.trainee_id"
            f" WHERE a.mode = 'drill' AND a.scenario = ? AND a.started_at >= ?{extra}"
            " GROUP BY t.name", (a.target, since)).fetchall()
        return {n: PASSED if passed else DONE for n, passed in rows}
    rows = db.execute(  # a free-deal audition: its hands, each with the down so far
        "SELECT t.name, a.result_json FROM attempts a JOIN trainees t ON t.id = a.trainee_id"
        " WHERE a.mode = 'free' AND a.play_mode = 'audition' AND a.started_at >= ?",
        (since,)).fetchall()
    out: dict[str, str] = {}
    for name, stored in rows:
        try:
            down = stored_object(stored).get("audition") or {}
        except ValueError:
            continue  # an unreadable row counts for nothing
        if isinstance(down, dict) and down.get("over"):
            out[name] = PASSED if down.get("passed") or out.get(name) == PASSED else DONE
    return out


def standings(store: ProgressStore, trainee: str, today: date) -> list[Standing]:
    """Where `trainee` stands on each assignment for them, in order (the menu's "Assigned
    to you", `stats`, the trainee's page)."""
    known = store.canonical_name(trainee) or trainee.strip()
    out = []
    for a in assignments(store, known):
        state = _states(store._db, a).get(known, NOT_YET)
        out.append(Standing(a, state, state != PASSED and a.due < today))
    return out


def open_standings(store: ProgressStore, trainee: str, today: date) -> list[Standing]:
    """The assignments `trainee` has not passed yet, in order."""
    return [s for s in standings(store, trainee, today) if s.open]


def class_standings(store: ProgressStore) -> ClassStandings:
    """Every assignment against every trainee in the store (the class page's grid)."""
    made = tuple(assignments(store))
    names = tuple(store.trainees())
    state: dict[tuple[int, str], str] = {}
    for a in made:
        done = _states(store._db, a)
        for n in names:
            if a.for_trainee(n):
                state[(a.id, n)] = done.get(n, NOT_YET)
    return ClassStandings(made, names, state)


def standings_json(found: Sequence[Standing]) -> list[dict[str, Any]]:
    return [s.to_json() for s in found]


# -- in words (the page, the menu and `stats` say an assignment the same way) ----------------


def label(a: Assignment, lang: str, titles: Mapping[str, str]) -> str:
    """"Drill: Blinds, heads up" in `lang`; `titles`: drill id -> title."""
    if a.kind == "skill":
        what = skill_name(a.target, lang)
    elif a.target:
        what = titles.get(a.target, a.target)
    else:
        what = t("assigned.free_deal", lang)
    return t(f"assigned.kind.{a.kind}", lang, what=what)


def when_text(s: Standing, lang: str) -> str:
    """"not yet · due 2026-12-08" in `lang`."""
    day = s.assignment.due.isoformat()
    due = t("assigned.overdue" if s.overdue else "assigned.due", lang, date=day)
    return f"{t(f'assigned.state.{s.state}', lang)} · {due}"


def format_open(found: Sequence[Standing], lang: str, titles: Mapping[str, str]) -> str:
    """`stats`'s block: the open assignments, one a line, in order."""
    rows = [s for s in found if s.open]
    lines = [t("assigned.open", lang)]
    lines += [f"  {label(s.assignment, lang, titles)} ({when_text(s, lang)})" for s in rows]
    return "\n".join(lines if rows else [*lines, "  " + t("assigned.none_open", lang)])
