"""The figures, read from the running totals (totals.py) and the latest attempts only:
as quick for a trainee with 100,000 attempts as for one with ten."""

from __future__ import annotations

from ..i18n import rule_ids
from .history import Reader
from .modestats import mode_totals
from .records import stored_flag, stored_number, stored_score, stored_time, trainee_name
from .stats import (
    HandsPerHour,
    RecentDrill,
    RuleAccuracy,
    ScorePoint,
    Stats,
    compute_stats,
    rule_accuracy_from_totals,
)
from .timing import stored_rule_times
from .totals import DrillTotal, drill_totals, rule_totals

SCORE_POINTS = 100  # the latest scores `stats` gives for the chart (the count is all of them)


class FiguresReader(Reader):
    def canonical_name(self, trainee: str) -> str | None:
        """The trainee's name as first recorded ("ana" finds "Ana"), or None."""
        row = self._db.execute(
            "SELECT name FROM trainees WHERE lower(name) = lower(?)", (trainee.strip(),)
        ).fetchone()
        return None if row is None else str(row[0])

    def stats(self, trainee: str, *, recent: int = 10) -> Stats:
        """The trainee's figures (see stats.py for what each one means), read from the
        running totals and the latest attempts: as quick at 100,000 attempts as at ten."""
        row = self._db.execute(  # one query for the id and the name as first recorded
            "SELECT id, name FROM trainees WHERE lower(name) = lower(?)", (trainee.strip(),)
        ).fetchone()
        if row is None:
            return compute_stats(trainee_name(trainee), [], recent=recent, rules=rule_ids())
        tid, name = int(row[0]), str(row[1])
        totals = drill_totals(self._db, tid)
        drills = [t for t in totals if t.mode == "drill"]
        free = [t for t in totals if t.mode == "free"]
        drill_scored = sum(t.scored for t in drills)
        return Stats(
            trainee=name,
            attempts=sum(t.tries for t in totals),
            drills=sum(t.tries for t in drills),
            drills_passed=sum(t.passed for t in drills),
            free_hands=sum(t.hands for t in free),
            average_score=sum(t.score_sum for t in drills) / drill_scored if drill_scored else None,
            scores=self._score_points(tid, SCORE_POINTS),
            rules=rule_accuracy_from_totals(rule_totals(self._db, tid), rule_ids()),
            hands_per_hour=HandsPerHour(
                hands=sum(t.hands for t in free), seconds=sum(t.seconds for t in free)
            ),
            recent=self._recent(tid, recent, 0),
            scored=sum(t.scored for t in totals),
            modes=mode_totals(self._db, tid),
            times=stored_rule_times(self._db, tid),
        )

    def class_rules(self) -> tuple[RuleAccuracy, ...]:
        """Per-rule accuracy over every trainee's attempts together, weakest first: the
        rules the whole class gets wrong most."""
        return rule_accuracy_from_totals(rule_totals(self._db), rule_ids())

    def drill_totals(self, trainee: str | None = None) -> list[DrillTotal]:
        """Per trainee and drill (free deal: scenario 'free-deal'): tries, passes, best
        and average score, hands, time, first and last attempt; everyone's, or one's."""
        if trainee is None:
            return drill_totals(self._db)
        tid = self._trainee_key(trainee)
        return [] if tid is None else drill_totals(self._db, tid)

    def _score_points(self, tid: int, limit: int) -> tuple[ScorePoint, ...]:
        rows = self._db.execute(
            "SELECT a.id, a.started_at, a.score, a.passed, a.scenario, a.mode, t.name"
            " FROM attempts a JOIN trainees t ON t.id = a.trainee_id"
            " WHERE a.trainee_id = ? AND a.score IS NOT NULL"
            " ORDER BY a.started_at DESC, a.id DESC LIMIT ?",
            (tid, limit),
        ).fetchall()
        points: list[ScorePoint] = []
        for r in reversed(rows):
            try:
                score = stored_score(r[2])
                assert score is not None
                points.append(
                    ScorePoint(stored_time(r[1]), score, stored_flag(r[3], "passed"), r[4], r[5])
                )
            except ValueError as e:
                self._skip(f"attempt {r[0]} ({r[6]}, {r[4]})", str(e))
        return tuple(points)

    def recent_drills(
        self, trainee: str, *, limit: int = 10, offset: int = 0
    ) -> tuple[RecentDrill, ...]:
        """A page of the trainee's drill attempts, newest first."""
        tid = self._trainee_key(trainee)
        return () if tid is None else self._recent(tid, limit, offset)

    def _recent(self, tid: int, limit: int, offset: int) -> tuple[RecentDrill, ...]:
        if limit <= 0:
            return ()
        rows = self._db.execute(
            "SELECT a.id, a.started_at, a.scenario, a.house_rules, a.score, a.passed,"
            " a.duration_s,"
            " (SELECT count(*) FROM violations v WHERE v.attempt_id = a.id),"
            " (SELECT count(*) FROM irregularities r WHERE r.attempt_id = a.id),"
            " (SELECT count(*) FROM irregularities r WHERE r.attempt_id = a.id"
            " AND r.corrected = 0), t.name"
            " FROM attempts a JOIN trainees t ON t.id = a.trainee_id"
            " WHERE a.trainee_id = ? AND a.mode = 'drill'"
            " ORDER BY a.started_at DESC, a.id DESC LIMIT ? OFFSET ?",
            (tid, limit, max(offset, 0)),
        ).fetchall()
        out: list[RecentDrill] = []
        for r in rows:
            try:
                out.append(
                    RecentDrill(
                        r[0],
                        stored_time(r[1]),
                        r[2],
                        r[3],
                        stored_score(r[4]),
                        stored_flag(r[5], "passed"),
                        stored_number(r[6], "duration"),
                        int(r[7]),
                        int(r[8]),
                        int(r[9]),
                    )
                )
            except ValueError as e:
                self._skip(f"attempt {r[0]} ({r[10]}, {r[2]})", str(e))
        return tuple(out)
