"""`stats`, `report`, `export` (CONTRACT.md) and `check`, called by dealer_trainer/cli.py.

Each returns the exit code: 0 done, 2 when the progress file or the output cannot be used
(one line on stderr, never a traceback); `check` 1 when it found the file damaged.
"""

from __future__ import annotations

import argparse
import json
import sys
from datetime import UTC, datetime
from pathlib import Path

from ..i18n import rule_name
from ..scenarios.terminal import printable, printable_lines
from ..scenarios.userfile import os_reason, write_text_atomic
from .assignments import format_open, open_standings
from .assignments import label as assignment_label
from .outbox import waiting_line
from .quiz_records import figures_of, format_figures
from .store import ProgressError, ProgressStore
from .text import format_stats


def _err(message: str) -> None:
    print(printable(f"dealer-trainer: {message}"), file=sys.stderr)


def _failures() -> tuple[type[BaseException], ...]:
    """What a store may raise, open or once open: our own errors, a value it cannot take (an
    IPv6 address with no closing bracket, a version that is text), a file that cannot be
    read, and the database driver's own errors (a page damaged in place, a server gone)."""
    import sqlite3

    found: list[type[BaseException]] = [ProgressError, ValueError, OSError, sqlite3.Error]
    psycopg = sys.modules.get("psycopg")
    if psycopg is not None:
        found.append(psycopg.Error)
    return tuple(found)


def _failed(e: BaseException) -> int:
    """One line for a store that failed under a command; the exit code 2."""
    if isinstance(e, ProgressError):
        _err(str(e))
    else:  # never the URL itself: it may hold a password
        _err(f"the progress records cannot be read: {e or type(e).__name__}")
    return 2


def _open(args: argparse.Namespace) -> ProgressStore | None:
    """The store, its notices told; a server's line says how many attempts wait in the
    station's outbox (outbox.py)."""
    data = getattr(args, "data", None)
    try:
        store = ProgressStore.open(data)
    except ProgressError as e:
        waiting = waiting_line(data)
        _err(f"{e}; {waiting}" if waiting else str(e))
        return None
    except _failures() as e:
        _err(f"--data: cannot open the progress store: {e or type(e).__name__}")
        return None
    for notice in store.notices:
        _err(notice)
    if waiting := waiting_line(data):
        _err(waiting)
    return store


def _tell_skipped(store: ProgressStore) -> None:
    """Stored rows that could not be read were left out: name each, once."""
    for note in store.skipped:
        _err(note)


def _chosen(store: ProgressStore, args: argparse.Namespace) -> list[str]:
    """The trainee named by --trainee (as stored, if known), or everyone."""
    name = getattr(args, "trainee", None)
    if name is None:
        return store.trainees()
    return [store.canonical_name(name) or name.strip()]


def cmd_stats(args: argparse.Namespace) -> int:
    """Human table, or with --json one object: the trainee's figures with --trainee,
    else {"trainees": [figures, ...]}."""
    store = _open(args)
    if store is None:
        return 2
    with store:
        try:
            names = _chosen(store, args)
            stats = [store.stats(n) for n in names]
            skills = [figures_of(store, n) for n in names]  # the quick-fire skills
            today = datetime.now().astimezone().date()
            assigned = [open_standings(store, n, today) for n in names]  # the instructor's
        except _failures() as e:
            return _failed(e)
        _tell_skipped(store)
    lang = getattr(args, "lang", None) or "en"
    # the drills' titles (the library read: the loader and the engine) only for a drill named
    titles = _drill_titles(args, lang) if any(
        s.assignment.kind != "skill" and s.assignment.target for found in assigned for s in found
    ) else {}
    if getattr(args, "json", False):
        rule_names = {r.rule: rule_name(r.rule, lang) for s in stats for r in s.rules}
        docs = [
            {**s.to_json(rule_names), "skills": [f.to_json() for f in k],
             "assignments": [{**a.to_json(), "label": assignment_label(a.assignment, lang, titles)}
                             for a in open_now]}
            for s, k, open_now in zip(stats, skills, assigned, strict=True)
        ]
        doc = docs[0] if getattr(args, "trainee", None) is not None else {"trainees": docs}
        print(json.dumps(doc, ensure_ascii=False, indent=2))
        return 0
    if not stats:
        print(printable(f"No records yet in {store.where}."))
    for i, (s, k, open_now) in enumerate(zip(stats, skills, assigned, strict=True)):
        if i:
            print()
        todo = "\n\n" + printable_lines(format_open(open_now, lang, titles)) if open_now else ""
        if not s.attempts and not any(f.answers for f in k):
            print(printable(f"No records for {s.trainee} yet.") + todo)
            continue
        rules = {r.rule: rule_name(r.rule, lang) for r in s.rules}
        print(printable_lines(format_stats(s, rules)) + "\n\n" + format_figures(k, lang) + todo)
    return 0


def cmd_report(args: argparse.Namespace) -> int:
    """The progress report (the trainee of --trainee, or each in turn); with --class, the
    class report over every trainee in the store. Rules and drills in --lang."""
    from .class_report import render_class_report  # here: `stats` needs neither page
    from .report import render_report

    store = _open(args)
    if store is None:
        return 2
    class_report = getattr(args, "class_report", False)
    with store:
        try:
            names = store.trainees() if class_report else _chosen(store, args)
            stats = [store.stats(n) for n in names]
            skills = [figures_of(store, n) for n in names]
            totals = store.drill_totals() if class_report else None
        except _failures() as e:
            return _failed(e)
        _tell_skipped(store)
    lang = getattr(args, "lang", None) or "en"
    now = datetime.now(UTC)
    titles = _drill_titles(args, lang)
    if class_report:
        html = render_class_report(
            stats, generated_at=now, lang=lang, titles=titles, totals=totals
        )
    else:
        html = render_report(stats, generated_at=now, lang=lang, titles=titles, skills=skills)
    out = Path(args.out)
    try:  # beside it, then renamed: a full disk never leaves half a report for the old one
        out.parent.mkdir(parents=True, exist_ok=True)
        write_text_atomic(out, html)
    except OSError as e:
        _err(f"cannot write {out}: {os_reason(e, writing=True)}")
        return 2
    print(f"Wrote the report for {len(stats)} trainee{'s' if len(stats) != 1 else ''} to {out}")
    return 0


def _drill_titles(args: argparse.Namespace, lang: str) -> dict[str, str]:
    """Drill id -> title in `lang`, for every drill of the library (built-in and --scenarios)."""
    from ..scenarios.library import load_library

    library = load_library(getattr(args, "scenarios", None) or [], playable=False)
    return {s.id: library.text(s, lang).title for s in library.drills}


def cmd_export(args: argparse.Namespace) -> int:
    """DIR/<trainee>/<YYYY-MM-DD>.phhs: one PHHS file per trainee and day (export.py)."""
    from .export import ExportWriteError, export_phh  # here: `stats` writes no hand history

    store = _open(args)
    if store is None:
        return 2
    from .export_jobs import ExportError, export_in_parts, hands_by_trainee, jobs_for, share_out

    out = Path(args.phh)
    with store:
        # one trainee after the other: a trainee's files are written one at a time
        names = _chosen(store, args) if getattr(args, "trainee", None) else store.trainees()
        try:
            counts = hands_by_trainee(store, names)
            jobs = jobs_for(getattr(args, "jobs", None), counts)
            if jobs > 1:  # whole trainees to each process (export_jobs.py)
                report, skipped_rows, _ = export_in_parts(
                    getattr(args, "data", None), share_out(counts, jobs),
                    store.trainees(), out,
                )
                store.skipped += skipped_rows
            else:
                hands = (hand for name in names for hand in store.iter_hands(name))
                report = export_phh(hands, out)  # streamed: one hand in memory at a time
        except ExportError as e:
            _err(str(e))
            return 2
        except ExportWriteError as e:
            _err(str(e))
            return 2
        except OSError as e:
            _err(f"cannot write into {out}: {os_reason(e, writing=True)}")
            return 2
        except _failures() as e:
            return _failed(e)
        _tell_skipped(store)
        skipped = report.skipped_count + len(store.skipped)
    for label, reason in report.skipped:
        _err(f"skipped {label}: {reason}")
    if report.skipped_count > len(report.skipped):
        _err(f"... and {report.skipped_count - len(report.skipped)} more skipped")
    print(
        f"Wrote {report.written} hand histor{'y' if report.written == 1 else 'ies'}"
        f" in {report.files} file{'' if report.files == 1 else 's'} to {out}; skipped {skipped}."
    )
    return 0


def cmd_check(args: argparse.Namespace) -> int:
    """The full scan an open no longer makes: every page, every index against its table. A
    damaged file is kept aside under a new name (a new one is started on the next use)."""
    store = _open(args)
    if store is None:
        return 2
    try:
        with store:
            problems = store.check()
    except ProgressError as e:
        _err(str(e))
        return 2
    if not problems:
        print(printable(f"The progress records in {store.where} are whole."))
        return 0
    aside = store.aside_name()
    _err(
        f"the progress file {store.where} is damaged ({'; '.join(problems[:3])}); it was kept "
        f"as {aside} and a new one is started on the next use"
    )
    return 1
