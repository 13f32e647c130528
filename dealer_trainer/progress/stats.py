"""A trainee's figures, computed from the stored attempts. Pure: no database, no clock.

Definitions (what an instructor reads in `stats` and in the report):

- Score over time: every attempt that has a score, oldest first, drills and free-deal
  hands alike (each point says which).
- Accuracy per rule. A rule is *at stake* in an attempt when the attempt names it (a
  step, a violation or an irregularity carries its id) or when the trainee took, in that
  attempt, an action of the rule's family (one the arbiter took, not one it refused;
  the action is the step's stored `kind`, never read back from its text):
  the part of the id before the dot, mapped to actions by FAMILY_ACTIONS (a `deal` step
  puts every `deal.*` rule at stake; `flop`, `turn` and `river` put `board.*`, `burn.*`
  and `bet.round_complete` at stake). Only where the records name them: the players' own
  betting rules (`bet.*` but `bet.round_complete`), the rules of NAMED_ONLY (situations
  a hand may not have: a split, a side pot, a straddle, a muck) and `error.*` (only
  where that error happened). A rule is *failed* in an attempt when a violation with its
  id was recorded, or an irregularity with its id was left uncorrected. accuracy = 1 -
  failed / at_stake, counted in attempts; `violations` counts the records themselves.
  Listed: every rule that appears somewhere in the trainee's records and, when the
  caller passes the catalogue's rule ids (the store does: `i18n.rule_ids()`), every rule
  of it at stake at least once, so a clean drill shows the rules it practised at 100%
  instead of nothing. A step may also name the rules it was judged on (`at_stake`: a pull
  with the pots stated, a rake rightly not taken): each is at stake as a named rule is.
  Weakest first: lowest accuracy, then most violations, then id.
- Median time per rule: over the trainee's timed steps judged on it (timing.py).
- Hands per hour (free deal): free-deal hands divided by the time spent dealing them (the
  sum of their durations, so pauses between hands do not count), against the 30-40 an
  hour a live hold'em dealer keeps.
- Recent drills: the last drill attempts, newest first.
- Per mode (learn, practice, audition): attempts, pass rate, accuracy of the steps and the
  free-deal pace in that mode (modestats.py).

The store does not read the history to compute these: each attempt, as it is recorded,
adds its `summarize()` to running totals (per trainee: per drill, per set of actions
taken, per rule named), and `rule_accuracy_from_totals` gives the same accuracy from them
as `rule_accuracy` gives from the attempts themselves.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from ..engine.variant import FLOP_BOARD_STREETS
from .modestats import ModeFigures, mode_figures, modes_json
from .records import Attempt, IrregularityRecord, StepRecord, ViolationRecord
from .timing import MONEY_ACTIONS, RuleTime, rule_times_of, times_json

LIVE_DEALER_HANDS_PER_HOUR = (30, 40)

FAMILY_ACTIONS: dict[str, frozenset[str]] = {
    "deck": frozenset({"shuffle", "cut"}),
    "table": frozenset(),
    "button": frozenset({"move_button"}),
    "blinds": frozenset({"post"}),
    "deal": frozenset({"deal", "replace_exposed", "return_extra"}),
    "bet": frozenset(),  # the players' rules; the dealer's one is in RULE_ACTIONS
    "pot": frozenset({"collect", "award"}),
    "burn": frozenset({"burn", *FLOP_BOARD_STREETS}),
    "board": frozenset(FLOP_BOARD_STREETS),
    "showdown": frozenset({"showdown"}),
    "award": frozenset({"award"}),
    "error": frozenset(),
}

# At stake only in an attempt that names them: a clean no-limit hand does not practise
# the limit cap, and a hand with one winner does not practise the split.
NAMED_ONLY: frozenset[str] = frozenset(
    {
        "blinds.straddle",
        "blinds.schedule",
        "blinds.no_ante",
        "pot.all_in",
        "pot.uncalled",
        "showdown.best_five",
        "showdown.kicker",
        "showdown.play_the_board",
        "showdown.muck",
        "award.split",
        "award.side_first",
        "award.uncontested",
        # Situations a deal, a collect, a showdown or an award does not by itself practise:
        # substantial action and the misdeal deadline (only once a misdeal is at issue), an
        # all-in count (only when asked), hands face up (only with an all-in), reading hands
        # (only at a table that asks for it), a pot pushed to the wrong player.
        "deal.substantial_action",
        "deal.misdeal_deadline",
        "pot.count_all_in",
        "showdown.all_in_face_up",
        "showdown.read_hand",
        "award.wrong_push",
    }
)


# Rules whose actions are not their family's: the named-only ones have none.
RULE_ACTIONS: dict[str, frozenset[str]] = {
    **dict.fromkeys(NAMED_ONLY, frozenset()),
    "bet.round_complete": frozenset({"wait", "collect", "flop", "turn", "river"}),
    **MONEY_ACTIONS,
}


def _actions_for(rule: str) -> frozenset[str]:
    return RULE_ACTIONS.get(rule, FAMILY_ACTIONS.get(rule_family(rule), frozenset()))


@dataclass(frozen=True, slots=True)
class ScorePoint:
    at: datetime
    score: int
    passed: bool
    scenario: str
    mode: str


@dataclass(frozen=True, slots=True)
class RuleAccuracy:
    rule: str
    at_stake: int  # attempts in which the rule was at stake
    failed: int  # of those, attempts in which it was violated (or left uncorrected)
    violations: int  # violation records (and uncorrected irregularities) with this id

    @property
    def accuracy(self) -> float:
        return 1.0 - self.failed / self.at_stake if self.at_stake else 1.0


@dataclass(frozen=True, slots=True)
class HandsPerHour:
    hands: int
    seconds: float
    target: tuple[int, int] = LIVE_DEALER_HANDS_PER_HOUR

    @property
    def per_hour(self) -> float | None:
        return self.hands * 3600.0 / self.seconds if self.hands and self.seconds > 0 else None

    @property
    def verdict(self) -> str:
        """ "none" (no free-deal hands yet), "below", "within" or "above" the target."""
        rate = self.per_hour
        if rate is None:
            return "none"
        low, high = self.target
        return "below" if rate < low else "above" if rate > high else "within"


@dataclass(frozen=True, slots=True)
class RecentDrill:
    id: int
    at: datetime
    scenario: str
    house_rules: str
    score: int | None
    passed: bool
    duration_s: float
    violations: int
    irregularities: int
    uncorrected: int


@dataclass(frozen=True, slots=True)
class Stats:
    trainee: str
    attempts: int
    drills: int
    drills_passed: int
    free_hands: int
    average_score: float | None  # over drill attempts with a score
    scores: tuple[ScorePoint, ...]  # oldest first; the store gives the latest SCORE_POINTS
    rules: tuple[RuleAccuracy, ...]  # weakest first
    hands_per_hour: HandsPerHour
    recent: tuple[RecentDrill, ...]  # newest first
    scored: int = -1  # attempts with a score in all (-1: as many as `scores` holds)
    modes: tuple[ModeFigures, ...] = ()  # per mode: learn, practice, audition (modestats.py)
    times: tuple[RuleTime, ...] = ()  # per rule: the median time of his timed steps (timing.py)

    @property
    def scored_total(self) -> int:
        return len(self.scores) if self.scored < 0 else self.scored

    def to_json(self, rule_names: Mapping[str, str] | None = None) -> dict[str, Any]:
        """The figures as JSON; a rule is named by `rule_names` (its name in the chosen
        language) with its id beside it, or by its id when no name is given."""
        hph = self.hands_per_hour
        names = rule_names or {}
        return {
            "trainee": self.trainee,
            "attempts": self.attempts,
            "drills": self.drills,
            "drills_passed": self.drills_passed,
            "free_hands": self.free_hands,
            "average_score": _round(self.average_score),
            "scored": self.scored_total,
            "scores": [
                {
                    "at": p.at.isoformat(),
                    "score": p.score,
                    "passed": p.passed,
                    "scenario": p.scenario,
                    "mode": p.mode,
                }
                for p in self.scores
            ],
            "rules": [
                {
                    "rule": names.get(r.rule, r.rule),
                    "id": r.rule,
                    "at_stake": r.at_stake,
                    "failed": r.failed,
                    "violations": r.violations,
                    "accuracy": round(r.accuracy, 4),
                    **_time_json(self.times, r.rule),
                }
                for r in self.rules
            ],
            "times": times_json(self.times, dict(names)),
            "hands_per_hour": {
                "hands": hph.hands,
                "seconds": round(float(hph.seconds), 3),
                "per_hour": _round(hph.per_hour),
                "target": list(hph.target),
                "verdict": hph.verdict,
            },
            "recent": [
                {
                    "id": d.id,
                    "at": d.at.isoformat(),
                    "scenario": d.scenario,
                    "house_rules": d.house_rules,
                    "score": d.score,
                    "passed": d.passed,
                    "duration_s": round(d.duration_s, 3),
                    "violations": d.violations,
                    "irregularities": d.irregularities,
                    "uncorrected": d.uncorrected,
                }
                for d in self.recent
            ],
            "modes": modes_json(self.modes),
        }


def _time_json(times: tuple[RuleTime, ...], rule: str) -> dict[str, Any]:
    """A rule's median time and the timed steps it is over (null and 0: none timed)."""
    t = next((t for t in times if t.rule == rule), None)
    return {"median_seconds": None if t is None else round(t.median_s, 2),
            "timed": 0 if t is None else t.timed}


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 2)


def compute_stats(
    trainee: str,
    attempts: Sequence[Attempt],
    *,
    recent: int = 10,
    rules: Iterable[str] = (),
) -> Stats:
    ordered = sorted(attempts, key=lambda a: (a.started_at, a.id))
    drills = [a for a in ordered if a.mode == "drill"]
    free = [a for a in ordered if a.mode == "free"]
    drill_scores = [a.score for a in drills if a.score is not None]
    return Stats(
        trainee=trainee,
        attempts=len(ordered),
        drills=len(drills),
        drills_passed=sum(a.passed for a in drills),
        free_hands=sum(max(a.hand_count, 1) for a in free),
        average_score=sum(drill_scores) / len(drill_scores) if drill_scores else None,
        scores=tuple(
            ScorePoint(a.started_at, a.score, a.passed, a.scenario, a.mode)
            for a in ordered
            if a.score is not None
        ),
        rules=rule_accuracy(ordered, rules),
        hands_per_hour=HandsPerHour(
            hands=sum(max(a.hand_count, 1) for a in free),
            seconds=sum(a.duration_s for a in free),
        ),
        recent=tuple(_recent(a) for a in reversed(drills[-recent:] if recent > 0 else [])),
        modes=mode_figures(ordered),
        times=rule_times_of(s for a in ordered for s in a.steps),
    )


def rule_family(rule: str) -> str:
    return rule.split(".", 1)[0]


@dataclass(frozen=True, slots=True)
class AttemptSummary:
    """What one attempt adds to the running totals."""

    verbs: str  # the kinds of action the trainee took (not refused), sorted, comma-joined
    rules: tuple[tuple[str, int, int], ...]  # (rule the records name, failed 0/1, violations)


def summarize(
    steps: Iterable[StepRecord],
    violations: Iterable[ViolationRecord],
    irregularities: Iterable[IrregularityRecord],
) -> AttemptSummary:
    steps, violations, irregularities = list(steps), list(violations), list(irregularities)
    uncorrected = [r.rule for r in irregularities if not r.corrected]
    named = (
        {s.rule for s in steps if s.rule}
        | {r for s in steps for r in s.at_stake}
        | {v.rule for v in violations}
        | {r.rule for r in irregularities}
    )
    counts = Counter([v.rule for v in violations] + uncorrected)
    failed = {v.rule for v in violations} | set(uncorrected)
    # a refused flop practised no flop; a step's kind is the action's name, stored with it
    done = {s.kind for s in steps if s.kind and s.outcome in ("ok", "irregularity")}
    return AttemptSummary(
        ",".join(sorted(v.replace(",", " ") for v in done if v)),
        tuple(sorted((r, int(r in failed), counts[r]) for r in named)),
    )


@dataclass
class RuleTotals:
    """Per trainee: attempts per set of verbs, and per (rule, verbs) the attempts naming
    the rule, those failing it and its violation records."""

    verbs: Counter[str] = field(default_factory=Counter)
    named: dict[tuple[str, str], list[int]] = field(default_factory=dict)

    def add(self, summary: AttemptSummary) -> None:
        self.verbs[summary.verbs] += 1
        for rule, failed, violations in summary.rules:
            row = self.named.setdefault((rule, summary.verbs), [0, 0, 0])
            row[0] += 1
            row[1] += failed
            row[2] += violations


def rule_accuracy(
    attempts: Iterable[Attempt], rules: Iterable[str] = ()
) -> tuple[RuleAccuracy, ...]:
    totals = RuleTotals()
    for a in attempts:
        totals.add(summarize(a.steps, a.violations, a.irregularities))
    return rule_accuracy_from_totals(totals, rules)


def rule_accuracy_from_totals(
    totals: RuleTotals, rules: Iterable[str] = ()
) -> tuple[RuleAccuracy, ...]:
    """A rule named in an attempt is at stake there; one not named is at stake in every
    attempt whose verbs meet its actions (see the module's docstring)."""
    verb_sets = {k: frozenset(filter(None, k.split(","))) for k in totals.verbs}
    by_rule: dict[str, list[tuple[str, list[int]]]] = defaultdict(list)
    for (rule, verbs), row in totals.named.items():
        by_rule[rule].append((verbs, row))
    holding: dict[str, list[str]] = defaultdict(list)  # a verb -> the verb sets holding it
    for k, held in verb_sets.items():
        for verb in held:
            holding[verb].append(k)
    # the verb sets a rule's actions meet, and their attempts: once per set of actions (a
    # family's rules share one), each from the verbs' lists, not by testing every verb set
    meets: dict[frozenset[str], tuple[set[str], int]] = {}
    rows: list[RuleAccuracy] = []
    for rule in set(rules) | set(by_rule):
        actions = _actions_for(rule)
        if actions not in meets:
            met_now = {k for verb in actions for k in holding.get(verb, ())}
            meets[actions] = (met_now, sum(totals.verbs[k] for k in met_now))
        met, at_stake = meets[actions]
        at_stake += sum(row[0] for verbs, row in by_rule[rule] if verbs not in met)
        if at_stake:
            failed = sum(row[1] for _, row in by_rule[rule])
            violations = sum(row[2] for _, row in by_rule[rule])
            rows.append(RuleAccuracy(rule, at_stake, failed, violations))
    return tuple(sorted(rows, key=lambda r: (r.accuracy, -r.violations, r.rule)))


def _recent(a: Attempt) -> RecentDrill:
    return RecentDrill(
        id=a.id,
        at=a.started_at,
        scenario=a.scenario,
        house_rules=a.house_rules,
        score=a.score,
        passed=a.passed,
        duration_s=a.duration_s,
        violations=len(a.violations),
        irregularities=len(a.irregularities),
        uncorrected=sum(not r.corrected for r in a.irregularities),
    )
