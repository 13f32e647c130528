"""The class page's "Practice due" (issue 30): per trainee, how many rules and skills FSRS
says are due now, and which are being forgotten (progress/due.py, the kept cards brought
up to date from the records: the same reading as the station's "Due today")."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from ..i18n import rule_name
from ..quiz.text import skill_name

FORGOTTEN_SHOWN = 4


@dataclass(frozen=True, slots=True)
class DueRow:
    trainee: str
    due: int
    forgotten: tuple[str, ...]  # the weakest being forgotten, by name
    more: int  # being forgotten beyond those named


def card_name(card: Any, lang: str) -> str:
    return skill_name(card.skill, lang) if card.skill is not None else rule_name(card.key, lang)


def due_rows(schedules: Iterable[Any], lang: str) -> list[DueRow]:
    """The class page's rows, from the trainees' schedules (progress/due.Schedule)."""
    rows = []
    for found in schedules:
        forgotten = found.forgotten
        rows.append(DueRow(found.trainee, len(found.due),
                           tuple(card_name(c, lang) for c in forgotten[:FORGOTTEN_SHOWN]),
                           max(0, len(forgotten) - FORGOTTEN_SHOWN)))
    return rows


class DueBoard:
    """The class page's "Practice due", read off the records' lock (classroom/app.Records):
    on a store connection of its own, in a thread of its own. A trainee's first reading
    reviews every record of theirs (progress/due.py: seconds at 10,000 attempts); done
    under the lock every request takes, the first class page (and the sign-in check of
    every other request) waited for the whole class. Now a page shows the schedules read
    so far, and asks for a new reading (when none is under way), which brings each
    trainee's kept cards up to date in turn: the next page shows them. Until the first
    reading has been through every trainee, the rows are said to be incomplete (the
    page's script asks for them again: `/due`)."""

    def __init__(self, open_store: Callable[[], Any], clock: Callable[[], datetime],
                 schedule_of: Callable[[Any, str, datetime], Any] | None = None) -> None:
        self._open_store = open_store
        self._clock = clock
        self._schedule_of = schedule_of
        self._lock = threading.Lock()  # the board's own state
        self._using = threading.Lock()  # its connection: one trainee's reading at a time
        self._store: Any = None
        self._found: dict[str, Any] = {}  # trainee -> the newest Schedule read
        self._reading: threading.Thread | None = None
        self._closed = False
        self._complete = False  # a reading has been through every trainee
        self.idle = threading.Event()  # set while no reading is under way
        self.idle.set()
        self.last_error = ""

    def rows(self, lang: str) -> tuple[list[DueRow], bool]:
        """The rows read so far (the trainees in name order), and whether they are still
        incomplete (the first reading is under way); a new reading is started when none
        is."""
        with self._lock:
            if self._reading is None and not self._closed:
                self.idle.clear()
                self._reading = threading.Thread(target=self._read, daemon=True,
                                                 name="due-board")
                self._reading.start()
            found = [self._found[n] for n in sorted(self._found)]
            incomplete = not self._complete
        return due_rows(found, lang), incomplete

    def schedule(self, trainee: str) -> Any:
        """One trainee's schedule now, read on the board's connection (a trainee's page):
        it waits at most for the one trainee's reading under way, never for the class's,
        and never meets that reading's lock on the server."""
        with self._using:
            found = (self._schedule_of or _kept_schedule)(self._opened(), trainee,
                                                          self._clock())
        with self._lock:
            self._found[found.trainee] = found
        return found

    def _opened(self) -> Any:
        """The board's store (opened at its first use); under `_using`."""
        if self._store is None:
            self._store = self._open_store()
        return self._store

    def _read(self) -> None:
        try:
            with self._using:
                names = self._opened().trainees()
            for name in names:
                if self._closed:
                    break
                with self._using:
                    found = (self._schedule_of or _kept_schedule)(self._store, name,
                                                                  self._clock())
                with self._lock:
                    self._found[name] = found
            else:
                self._complete = True
            self.last_error = ""
        except Exception as e:  # a server gone: the next page asks again
            self.last_error = str(e) or type(e).__name__
        finally:
            with self._lock:
                self._reading = None
                if self._closed:
                    self._close_store()
            self.idle.set()

    def close(self) -> None:
        with self._lock:
            self._closed = True
            if self._reading is None:
                self._close_store()

    def _close_store(self) -> None:
        with self._using:
            store, self._store = self._store, None
            if store is not None:
                store.close()


def _kept_schedule(store: Any, trainee: str, now: datetime) -> Any:
    from ..progress.due import kept_schedule

    return kept_schedule(store, trainee, now)


@dataclass(frozen=True, slots=True)
class TraineePractice:
    """A trainee's page's part: the open assignments in words, the cards due (weakest
    first, by name, with the chance of recalling each) and those being forgotten."""

    assigned: tuple[tuple[str, str], ...]  # (what, where it stands · when)
    due: tuple[tuple[str, str], ...]  # (name, "57%")
    forgotten: tuple[str, ...]


def trainee_practice(store: Any, trainee: str, lang: str, titles: dict[str, str],
                     now: datetime) -> TraineePractice:
    """The open assignments in words; nothing due yet (`with_schedule` adds it)."""
    from ..progress import assignments as A

    today = now.astimezone().date()
    assigned = tuple((A.label(s.assignment, lang, titles), A.when_text(s, lang))
                     for s in A.open_standings(store, trainee, today))
    return TraineePractice(assigned, (), ())


def with_schedule(practice: TraineePractice, found: Any, lang: str) -> TraineePractice:
    """The trainee's FSRS cards added (a progress/due.Schedule, read off the records' lock:
    DueBoard.schedule)."""
    due = tuple((card_name(c, lang), f"{c.retrievability:.0%}") for c in found.due)
    return replace(practice, due=due,
                   forgotten=tuple(card_name(c, lang) for c in found.forgotten))
