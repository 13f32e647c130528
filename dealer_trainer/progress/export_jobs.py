"""`export --phh` shared out between processes (`--jobs N`): a few worker processes, each
given whole trainees (so each writes whole `.phhs` files, the unit of the output) and
opening the store itself. Each worker streams its hands as the single export does (memory
flat per process) and leaves its files complete and on the disk under temporary names;
the parent renames them all into place only once every worker is done, so a failure in
any of them leaves every file that was there before as it was. A worker's failure comes
back as one line (never a traceback); the files are the same, byte for byte, as one
process writes.
"""

from __future__ import annotations

import os
import resource
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from multiprocessing import get_context
from pathlib import Path

from ..scenarios.userfile import os_reason
from .export import SKIPPED_KEPT, ExportReport, ExportWriteError, Folders, export_phh
from .store import ProgressError, ProgressStore

MAX_JOBS = 4  # more processes than this only share the same disk and server
FEW_HANDS = 2_000  # below this a pool costs more to start than it saves


@dataclass
class Part:
    """What one worker did: its report, the store's rows it could not read, its error."""

    report: ExportReport = field(default_factory=ExportReport)
    store_skipped: list[str] = field(default_factory=list)
    error: str = ""
    peak_rss_kb: int = 0


def hands_by_trainee(store: ProgressStore, names: list[str]) -> dict[str, int]:
    """How many stored hands each trainee has (an attempt's `hand_count`), to share out."""
    counts = store.hand_counts()
    return {n: counts.get(n.strip().lower(), 0) for n in names}


def jobs_for(asked: int | None, counts: dict[str, int]) -> int:
    """`--jobs` if given; else one process for few hands, else one per core (at most
    MAX_JOBS), never more than there are trainees with hands."""
    with_hands = sum(1 for c in counts.values() if c)
    if asked is not None:
        return max(1, min(asked, with_hands or 1))
    if sum(counts.values()) < FEW_HANDS:
        return 1
    return max(1, min(os.cpu_count() or 1, MAX_JOBS, with_hands))


def share_out(counts: dict[str, int], jobs: int) -> list[list[str]]:
    """The trainees in `jobs` groups of about as many hands each (the most hands first,
    each to the lightest group); a group keeps its trainees in the store's order."""
    order = {name: i for i, name in enumerate(counts)}
    groups: list[list[str]] = [[] for _ in range(jobs)]
    loads = [0] * jobs
    for name in sorted((n for n in counts if counts[n]), key=lambda n: -counts[n]):
        lightest = loads.index(min(loads))
        groups[lightest].append(name)
        loads[lightest] += counts[name]
    return [sorted(g, key=order.__getitem__) for g in groups if g]


def export_part(data: str | None, names: list[str], folders: dict[str, Path],
                out_dir: Path) -> Part:
    """One worker: its trainees' hands, written under temporary names; never raises."""
    part = Part()
    named = Folders(out_dir)
    named.folders.update(folders)
    try:
        with ProgressStore.open(data) as store:
            hands = (hand for name in names for hand in store.iter_hands(name))
            part.report = export_phh(hands, out_dir, folders=named, keep_temps=True)
            part.store_skipped = list(store.skipped)
    except ExportWriteError as e:
        part.error = str(e)
    except ProgressError as e:
        part.error = str(e)
    except OSError as e:
        part.error = f"cannot write into {out_dir}: {os_reason(e, writing=True)}"
    except Exception as e:  # the driver's own errors (a damaged page, a server gone)
        part.error = f"the progress records cannot be read: {e or type(e).__name__}"
    part.peak_rss_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return part


def export_in_parts(data: str | None, groups: list[list[str]], all_names: list[str],
                    out_dir: Path) -> tuple[ExportReport, list[str], list[int]]:
    """Every group exported by its own process. Returns the report, the store's skipped
    rows, and each worker's peak memory (KB); raises ExportError with the first worker's
    error, after removing every temporary file."""
    named = Folders(out_dir)
    folders = {name: named(name) for name in all_names}  # the names one export would give
    out_dir.mkdir(parents=True, exist_ok=True)
    parts: list[Part] = []
    try:
        with ProcessPoolExecutor(len(groups), mp_context=get_context("spawn")) as pool:
            futures = [
                pool.submit(export_part, data, g, {n: folders[n] for n in g}, out_dir)
                for g in groups
            ]
            parts = [f.result() for f in futures]
    except BrokenProcessPool as e:
        raise ExportError(f"an export process ended unexpectedly ({e})") from e
    pending = [p for part in parts for p in part.report.pending]
    failed = next((part.error for part in parts if part.error), "")
    if failed:
        _discard(pending)
        raise ExportError(failed)
    for i, (temp, path) in enumerate(pending):
        try:
            os.replace(temp, path)
        except OSError as e:
            _discard(pending[i:])
            raise ExportWriteError(path, e) from e
    report = ExportReport()
    for part in parts:
        report.written += part.report.written
        report.files += part.report.files
        report.skipped_count += part.report.skipped_count
        report.skipped += part.report.skipped[: SKIPPED_KEPT - len(report.skipped)]
    skipped = [note for part in parts for note in part.store_skipped]
    return report, skipped, [part.peak_rss_kb for part in parts]


def _discard(pending: list[tuple[Path, Path]]) -> None:
    for temp, _ in pending:
        try:
            temp.unlink(missing_ok=True)
        except OSError:
            pass


class ExportError(Exception):
    """A worker's failure, in one line; no file of the export was put in place."""
