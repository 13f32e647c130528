"""A store's every public reading, as one JSON document, and the attempts it is read from.

Schema version 9 keeps an attempt's steps once (in its result) where version 8 kept them
twice (the result and the `steps` table). tests/progress/fixtures/v8_reads.json holds what
the version-8 trainer (commit e445624) read from `SAMPLES` through `every_reading`, and
fixtures/v8_store.sql the file it wrote (SQLite's own dump): the new layout must read the
same, and so must the old file once migrated.
"""

from __future__ import annotations

import copy
import dataclasses
import json
import tempfile
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from progress_samples import T0, heads_up_all_in_hand, limit_hand, make_result

FIXTURES = Path(__file__).parent / "fixtures"
NOW = datetime(2026, 12, 20, 9, 0, tzinfo=UTC)
DRILLS = ("basic-deal", "premature-turn", "burn-missed-after-action", "all-in-runout")


def fixed_clock() -> Any:
    ticks = iter(range(100_000))
    return lambda: T0 + timedelta(minutes=next(ticks))


def _drill(name: str, mode: str = "practice") -> dict[str, Any]:
    from dealer_trainer.scenarios.loader import load_scenario
    from dealer_trainer.scenarios.runner import run_drill
    from dealer_trainer.scenarios.script import load_script

    root = Path(__file__).resolve().parents[2] / "scenarios"
    drill = load_scenario(root / f"{name}.yaml")
    return run_drill(drill, load_script(root / "solutions" / f"{name}.yaml"), "en", mode)


def _odd_steps() -> dict[str, Any]:
    """Steps with every field a result's step may carry, and some it should not."""
    result = make_result("odd-steps", hands=[limit_hand()])
    result["steps"] = [
        {"n": 1, "action": "shuffle", "kind": "shuffle", "outcome": "ok", "seconds": 2.25},
        {"n": 2, "action": "cut", "outcome": "ok"},  # no kind: counted as no action
        {"n": 3, "action": "read: {1: flush}", "kind": "read", "outcome": "violation",
         "rule": "read.best_hand", "message": "Seat 1 holds a flush.", "seconds": 7,
         "at_stake": ["read.best_hand", "read.order"], "expected": "read: {1: straight}"},
        {"n": 4, "action": "call_floor: {ruling: kill}", "kind": "call_floor",
         "outcome": "ok", "floor": "kill", "fix": "The hand is dead.", "at_stake": []},
        "not a step",
        {"action": 7, "outcome": None, "rule": "", "seconds": -1, "extra": {"x": [1, 2]}},
        {"n": "12", "action": "rake: 5", "kind": "rake", "outcome": "invalid",
         "seconds": float("inf"), "at_stake": "rake.cap"},
    ]
    result["mode"] = "learn"
    return result


def make_samples() -> list[tuple[str, str, dict[str, Any]]]:
    """(trainee, mode, result): real drills played by their solutions, free-deal hands, odd
    results; three trainees, in an order the readers must keep. Run once, by the version-8
    trainer, into fixtures/v8_samples.json: a drill's result gains fields as the trainer
    grows (`final.variant`, the button's seats), and the readings are measured against what
    that trainer recorded, not what today's drills give."""
    out: list[tuple[str, str, dict[str, Any]]] = []
    for i, name in enumerate(DRILLS):
        out.append((["Ana", "Bogdan"][i % 2], "drill", _drill(name)))
    out.append(("Ana", "drill", _drill("premature-turn", "audition")))
    out.append(("Chloe", "drill", _odd_steps()))
    free = make_result("free-deal", hands=[heads_up_all_in_hand()], violations=[],
                       irregularities=[])
    free["mode"] = "practice"
    out.append(("Bogdan", "free", free))
    out.append(("Chloe", "free", {**copy.deepcopy(free), "steps": []}))
    out.append(("Ana", "drill", make_result(hands=[])))  # no hands at all
    return out


def samples() -> list[tuple[str, str, dict[str, Any]]]:
    """The attempts the version-8 trainer recorded (fixtures/v8_samples.json)."""
    rows = json.loads((FIXTURES / "v8_samples.json").read_text(encoding="utf-8"))
    return [(trainee, mode, result) for trainee, mode, result in rows]


def record_samples(store: Any) -> list[int]:
    ids = []
    for i, (trainee, mode, result) in enumerate(samples()):
        ids.append(
            store.record_attempt(
                trainee, result, mode=mode, started_at=T0 + timedelta(minutes=7 * i),
                duration_s=60.0 + i, lang="en", uid=f"sample-{i}",
            )
        )
    return ids


def _plain(value: Any) -> Any:
    """Dataclasses, named tuples, tuples and times as JSON would keep them."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out = {f.name: _plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
        if "stored_result" in out:  # a hand: the final table read from it, as version 8 had
            del out["stored_result"]
            out["final"] = _plain(value.final)  # type: ignore[attr-defined]
        return out
    if isinstance(value, tuple) and hasattr(value, "_asdict"):  # a record as a named tuple
        return {k: _plain(v) for k, v in value._asdict().items()}
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    if isinstance(value, datetime):
        return value.isoformat()
    if isinstance(value, float) and value != value:  # NaN
        return "NaN"
    return value


def _files(folder: Path) -> Iterator[tuple[str, str]]:
    for path in sorted(folder.rglob("*")):
        if path.is_file():
            yield str(path.relative_to(folder)), path.read_text(encoding="utf-8")


def every_reading(store: Any) -> dict[str, Any]:
    """What every public reader of the store gives: the attempts with their steps, each
    result, the hands, each trainee's statistics, the totals, the recent drills, the
    Progress screen's figures, the report, the class report and the PHH export."""
    from dealer_trainer.progress.class_report import render_class_report
    from dealer_trainer.progress.export import export_phh
    from dealer_trainer.progress.quiz_records import figures_of
    from dealer_trainer.progress.report import render_report

    names = store.trainees()
    ids = [a.id for a in store.attempts()]
    stats = [store.stats(n) for n in names]
    skills = [figures_of(store, n) for n in names]
    out: dict[str, Any] = {
        "trainees": names,
        "attempts": _plain(store.attempts()),
        "attempts by trainee": {n: _plain(store.attempts(n)) for n in names},
        "results": {str(i): _plain(store.result(i)) for i in ids},
        "hands": _plain(store.hands()),
        "stats": [s.to_json() for s in stats],
        "drill totals": _plain(store.drill_totals()),
        "class rules": _plain(store.class_rules()),
        "recent drills": {n: _plain(store.recent_drills(n)) for n in names},
        "report": render_report(stats, generated_at=NOW, lang="en", titles={}, skills=skills),
        "class report": render_class_report(
            stats, generated_at=NOW, lang="en", titles={}, totals=store.drill_totals()
        ),
    }
    with tempfile.TemporaryDirectory(prefix="phh-") as folder:
        report = export_phh(store.iter_hands(), Path(folder))
        out["export"] = {"written": report.written, "files": dict(_files(Path(folder)))}
    out["skipped"] = list(store.skipped)
    return json.loads(json.dumps(_plain(out), default=str))


def old_reads() -> dict[str, Any]:
    reads: dict[str, Any] = json.loads((FIXTURES / "v8_reads.json").read_text(encoding="utf-8"))
    return reads


if __name__ == "__main__":  # pragma: no cover - run once, by the version-8 trainer
    import sqlite3
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    from dealer_trainer.progress import ProgressStore

    FIXTURES.mkdir(exist_ok=True)
    (FIXTURES / "v8_samples.json").write_text(
        json.dumps(make_samples(), indent=1, ensure_ascii=False) + "\n", encoding="utf-8"
    )
    with tempfile.TemporaryDirectory() as data:
        with ProgressStore.open(data, clock=fixed_clock()) as store:
            record_samples(store)
            reads = every_reading(store)
        (FIXTURES / "v8_reads.json").write_text(
            json.dumps(reads, indent=1, ensure_ascii=False, sort_keys=True) + "\n",
            encoding="utf-8",
        )
        conn = sqlite3.connect(Path(data) / "progress.sqlite3")
        dump = "\n".join(conn.iterdump())
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        conn.close()
        (FIXTURES / "v8_store.sql").write_text(
            f"{dump}\nPRAGMA user_version = {version};\n", encoding="utf-8"
        )
