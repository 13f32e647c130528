"""Reading the stored history itself: attempts with their steps, a result as it was
recorded, hand histories streamed a page at a time. A stored value that cannot be read
skips its row, named in `skipped`."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterator
from typing import Any

from .backend import Database, ProgressError
from .records import (
    Attempt,
    IrregularityRecord,
    StepRecord,
    StoredHand,
    ViolationRecord,
    result_steps,
    split_rules,
    step_seconds,
    stored_flag,
    stored_number,
    stored_object,
    stored_score,
    stored_time,
    stored_whole,
)

PAGE = 200  # attempts read at a time when hands are streamed


class Reader:
    """What every reading needs: the database, and the rows it had to skip."""

    _db: Database
    skipped: list[str]

    def _skip(self, what: str, why: str) -> None:
        note = f"skipped {what}: {why}"
        if note not in self.skipped:
            self.skipped.append(note)

    def _trainee_key(self, name: str) -> int | None:
        row = self._db.execute(
            "SELECT id FROM trainees WHERE lower(name) = lower(?)", (name.strip(),)
        ).fetchone()
        return None if row is None else int(row[0])


class HistoryReader(Reader):
    def attempts(self, trainee: str | None = None) -> list[Attempt]:
        """The attempts of one trainee (or of everyone), oldest first; unreadable ones
        are skipped and named in `skipped`."""
        where = ""
        params: tuple[int, ...] = ()
        if trainee is not None:  # by the trainee's key: each table is read through its index
            tid = self._trainee_key(trainee)
            if tid is None:
                return []
            where, params = "WHERE a.trainee_id = ?", (tid,)
        rows = self._db.execute(
            "SELECT a.id, t.name, a.mode, a.scenario, a.house_rules, a.lang, a.started_at,"
            " a.duration_s, a.score, a.passed, a.hints,"
            " (SELECT count(*) FROM hands h WHERE h.attempt_id = a.id), a.play_mode,"
            # the result only where the steps are in it alone (written at version 9 or later)
            " CASE WHEN EXISTS (SELECT 1 FROM steps c WHERE c.attempt_id = a.id)"
            " THEN NULL ELSE a.result_json END"
            f" FROM attempts a JOIN trainees t ON t.id = a.trainee_id {where}"
            " ORDER BY a.started_at, a.id",
            params,
        ).fetchall()
        steps = self._children(  # the steps rows an attempt stored before version 9 has
            "SELECT c.attempt_id, c.n, c.action, c.outcome, c.rule, c.message, c.kind,"
            " c.seconds, c.at_stake FROM steps c",
            where,
            params,
            lambda r: StepRecord(
                r[1], r[2], r[3], r[4], r[5], r[6], step_seconds(r[7]), split_rules(r[8])
            ),
        )
        violations = self._violations(where, params)
        irregularities = self._children(
            "SELECT c.attempt_id, c.step, c.rule, c.corrected FROM irregularities c",
            where,
            params,
            lambda r: IrregularityRecord(r[1], r[2], bool(r[3])),
        )
        out: list[Attempt] = []
        for r in rows:
            try:
                out.append(
                    Attempt(
                        id=r[0],
                        trainee=r[1],
                        mode=r[2],
                        scenario=r[3],
                        house_rules=r[4],
                        lang=r[5],
                        started_at=stored_time(r[6]),
                        duration_s=stored_number(r[7], "duration"),
                        score=stored_score(r[8]),
                        passed=stored_flag(r[9], "passed"),
                        hints=stored_whole(r[10], "hints"),
                        hand_count=r[11],
                        steps=tuple(steps.get(r[0], ())) if r[13] is None
                        else result_steps(stored_object(r[13])),
                        violations=tuple(violations.get(r[0], ())),
                        irregularities=tuple(irregularities.get(r[0], ())),
                        play_mode=r[12],
                    )
                )
            except ValueError as e:
                self._skip(f"attempt {r[0]} ({r[1]}, {r[3]})", str(e))
        return out

    def _violations(self, where: str, params: tuple[int, ...]) -> dict[int, list[Any]]:
        return self._children(
            "SELECT c.attempt_id, c.step, c.rule, c.message FROM violations c",
            where,
            params,
            lambda r: ViolationRecord(r[1], r[2], r[3]),
        )

    def _children(
        self, select: str, where: str, params: tuple[int, ...], make: Callable[[Any], Any]
    ) -> dict[int, list[Any]]:
        by_attempt: dict[int, list[Any]] = defaultdict(list)
        rows = self._db.execute(
            f"{select} JOIN attempts a ON a.id = c.attempt_id"
            f" JOIN trainees t ON t.id = a.trainee_id {where} ORDER BY c.{self._db.rowid}",
            params,
        )
        for r in rows:
            by_attempt[r[0]].append(make(r))
        return by_attempt

    def result(self, attempt_id: int) -> dict[str, Any]:
        """The result dict as it was recorded, hands included."""
        row = self._db.execute(
            "SELECT result_json FROM attempts WHERE id = ?", (attempt_id,)
        ).fetchone()
        if row is None:
            raise KeyError(f"no attempt {attempt_id}")
        hands = self._db.execute(
            "SELECT hand_json FROM hands WHERE attempt_id = ? ORDER BY seq", (attempt_id,)
        ).fetchall()
        try:
            result: dict[str, Any] = stored_object(row[0])
            if hands:
                result["hands"] = [stored_object(h[0]) for h in hands]
        except ValueError as e:
            raise ProgressError(f"attempt {attempt_id} is damaged in the store: {e}") from e
        return result

    def hands(self, trainee: str | None = None) -> list[StoredHand]:
        """Every stored hand history (of one trainee, or all), oldest first; a hand that
        cannot be read is skipped and named in `skipped`. See iter_hands for many."""
        return list(self.iter_hands(trainee))

    def iter_hands(self, trainee: str | None = None) -> Iterator[StoredHand]:
        """The hands one page of attempts at a time: memory stays flat however many."""
        tid = None
        if trainee is not None:
            tid = self._trainee_key(trainee)
            if tid is None:
                return
        after: tuple[str, int] | None = None
        while True:
            conds = ["a.hand_count > 0"]
            params: list[Any] = []
            if tid is not None:
                conds.append("a.trainee_id = ?")
                params.append(tid)
            if after is not None:
                conds.append("(a.started_at, a.id) > (?, ?)")
                params += list(after)
            page = self._db.execute(
                "SELECT a.id, t.name, a.mode, a.scenario, a.house_rules, a.started_at,"
                " a.result_json FROM attempts a JOIN trainees t ON t.id = a.trainee_id"
                f" WHERE {' AND '.join(conds)} ORDER BY a.started_at, a.id LIMIT ?",
                (*params, PAGE),
            ).fetchall()
            if not page:
                return
            yield from self._page_hands(page)
            after = (page[-1][5], page[-1][0])

    def _page_hands(self, page: list[Any]) -> Iterator[StoredHand]:
        ids = [r[0] for r in page]
        marks = ", ".join("?" * len(ids))
        hands: dict[int, list[tuple[int, Any]]] = defaultdict(list)
        for attempt_id, seq, text in self._db.execute(  # a page's rows at once
            f"SELECT attempt_id, seq, hand_json FROM hands WHERE attempt_id IN ({marks})"
            " ORDER BY attempt_id, seq",
            ids,
        ).fetchall():
            hands[attempt_id].append((seq, text))
        violations: dict[int, list[ViolationRecord]] = defaultdict(list)
        for attempt_id, step, rule, message in self._db.execute(
            "SELECT attempt_id, step, rule, message FROM violations"
            f" WHERE attempt_id IN ({marks}) ORDER BY {self._db.rowid}",
            ids,
        ).fetchall():
            violations[attempt_id].append(ViolationRecord(step, rule, message))
        for attempt_id, name, mode, scenario, house_rules, started_at, result_json in page:
            rows = hands.get(attempt_id)
            if not rows:
                continue
            last = rows[-1][0]
            try:
                at = stored_time(started_at)  # once for the attempt's hands
            except ValueError as e:
                for seq, _ in rows:
                    self._skip(f"attempt {attempt_id}, hand {seq + 1} ({name}, {scenario})",
                               str(e))
                continue
            for seq, text in rows:
                is_last = seq == last
                try:
                    yield StoredHand(
                        attempt_id, seq, name, mode, scenario, house_rules, at,
                        stored_object(text),
                        result_json,  # the same text: read only when asked
                        tuple(violations.get(attempt_id, ())) if is_last else (),
                        is_last,
                    )
                except ValueError as e:
                    self._skip(f"attempt {attempt_id}, hand {seq + 1} ({name}, {scenario})", str(e))
