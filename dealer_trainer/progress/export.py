"""Write stored hands into a folder as PHH hand histories, one `.phhs` file per trainee and
day: `DIR/<trainee>/<YYYY-MM-DD>.phhs`, the day in UTC (the hands' own `year`, `month`,
`day` and `time_zone`). A `.phhs` file is PHH's own many-hand format: TOML, each hand a
table `[1]`, `[2]`, ... holding the fields a `.phh` file would (PokerKit's
`HandHistory.load_all` reads it). The ones left out are reported.

The hands may be a stream (`ProgressStore.iter_hands`): each is written as it comes and
nothing is kept of it, so memory stays flat however many there are. Each file is written
under a temporary name beside its place and renamed into place only once the whole export
is written: a full disk or any other write error leaves the file that was there before
as it was, and no half-written file behind.
"""

from __future__ import annotations

import hashlib
import os
import re
import secrets
import unicodedata
from collections import OrderedDict
from collections.abc import Iterable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import UTC
from pathlib import Path
from typing import TextIO

from ..scenarios.userfile import os_reason
from .phh import hand_to_phh
from .records import StoredHand

SKIPPED_KEPT = 100  # the first reasons kept for the message; the rest are counted
OPEN_AT_ONCE = 32  # files kept open while written; the others are reopened when needed
BUFFER = 1 << 16
SYNC_AT_ONCE = 64  # files open at once while they are flushed to the disk
SYNC_THREADS = 16
FILE_HEADER = "# Dealer Trainer hand histories (PHHS: one hand a table)\n\n"
SUFFIX = ".phhs"

NAME_LENGTH = 48  # characters: at most 4 bytes each, well within a name's 255
UNSAFE_IN_NAME = re.compile(r"[^\w .'-]+")  # path separators, controls, marks, ...
# Names Windows keeps for its devices, whatever follows a dot ("CON.txt" too).
RESERVED = frozenset(
    ["CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$"]
    + [f"{port}{n}" for port in ("COM", "LPT") for n in "0123456789¹²³"]
)


@dataclass
class ExportReport:
    written: int = 0  # hands
    files: int = 0
    skipped: list[tuple[str, str]] = field(default_factory=list)  # (which hand, why)
    skipped_count: int = 0
    # with keep_temps: each written file's (temporary name, place), for the caller to rename
    pending: list[tuple[Path, Path]] = field(default_factory=list)


class ExportWriteError(Exception):
    """A file of the export could not be written; the one there before is left as it was,
    and so is every other one unless the export had finished writing it."""

    def __init__(self, path: Path, error: OSError) -> None:
        self.path, self.error = path, error
        super().__init__(
            f"cannot write {path}: {os_reason(error, writing=True)}"
            " (the file there before, if any, is left as it was)"
        )


def folder_name(trainee: str) -> str:
    """The trainee's folder: the name itself when it is a safe file name on any disk, else
    what is safe of it and a short digest of the whole name (two names never share one)."""
    safe = UNSAFE_IN_NAME.sub("-", unicodedata.normalize("NFC", trainee))
    safe = safe[:NAME_LENGTH].strip(" .-")
    if safe and safe == trainee and not _reserved(safe):
        return safe
    digest = hashlib.sha256(trainee.encode("utf-8", "surrogatepass")).hexdigest()[:10]
    name = f"{safe or 'trainee'}-{digest}"
    return f"_{name}" if _reserved(name) else name  # "Con.txt-...": Windows reads "Con"


def _reserved(name: str) -> bool:
    return name.split(".")[0].rstrip().upper() in RESERVED


def file_name(hand: StoredHand) -> str:
    """`2026-09-01.phhs`: the hand's day, in UTC."""
    return hand.started_at.astimezone(UTC).date().isoformat() + SUFFIX


class Folders:
    """Each trainee's folder under `out_dir`, named in the order trainees come: two names a
    disk that ignores case would take for one ("Élodie", "élodie") never share a folder."""

    def __init__(self, out_dir: Path) -> None:
        self.out_dir = out_dir
        self.folders: dict[str, Path] = {}  # trainee -> folder
        self.taken: dict[str, str] = {}  # folder, as a disk that ignores case sees it -> trainee

    def __call__(self, trainee: str) -> Path:
        if trainee not in self.folders:
            name = folder_name(trainee)
            seen = unicodedata.normalize("NFC", name).casefold()
            if self.taken.setdefault(seen, trainee) != trainee:  # e.g. "Élodie", "élodie"
                name = folder_name(trainee + "\x00")  # always the digest form
            self.folders[trainee] = self.out_dir / name
        return self.folders[trainee]


def export_phh(
    hands: Iterable[StoredHand], out_dir: Path, *, folders: Folders | None = None,
    keep_temps: bool = False,
) -> ExportReport:
    """Raises ExportWriteError (every file left as it was) when a file cannot be written.
    `folders`: the trainees' folders named beforehand (the same as one export would name
    them, when the work is shared out: export_jobs.py). With `keep_temps` the files are
    left complete and on the disk under their temporary names, in `report.pending`."""
    out_dir.mkdir(parents=True, exist_ok=True)
    report = ExportReport()
    files = _Files(out_dir, folders)
    try:
        for hand in hands:
            try:
                body = hand_to_phh(hand).body
            except Exception as e:  # one bad record must not stop the others
                report.skipped_count += 1
                if len(report.skipped) < SKIPPED_KEPT:
                    label = (
                        f"attempt {hand.attempt_id}, hand {hand.seq + 1}"
                        f" ({hand.trainee}, {hand.scenario})"
                    )
                    report.skipped.append((label, str(e) or type(e).__name__))
                continue
            files.add(hand, body)
            report.written += 1
        report.files = files.finish(report.pending if keep_temps else None)
    finally:
        files.discard()
    return report


def phhs_chunks(hands: Iterable[StoredHand], skipped: list[int]) -> Iterator[str]:
    """One `.phhs` file's text, a hand at a time (the classroom's download of a trainee's
    hands); a hand that cannot be written is left out and counted in `skipped[0]`."""
    yield FILE_HEADER
    n = 0
    for hand in hands:
        try:
            body = hand_to_phh(hand).body
        except Exception:  # one bad record must not stop the others
            skipped[0] += 1
            continue
        n += 1
        yield f"[{n}]\n{body}\n"


def _fsync(f: _File) -> OSError | None:
    """On the disk before it takes the old file's place; the error, if any."""
    try:
        assert f.handle is not None
        os.fsync(f.handle.fileno())
    except OSError as e:
        return e
    return None


@dataclass
class _File:
    path: Path  # where it goes once complete
    temp: Path  # where it is written until then
    hands: int = 0
    handle: TextIO | None = None


class _Files:
    """The export's files, each under its temporary name until `finish` renames them all."""

    def __init__(self, out_dir: Path, folders: Folders | None = None) -> None:
        self.out_dir = out_dir
        self.files: dict[tuple[str, str], _File] = {}
        self.open: OrderedDict[tuple[str, str], _File] = OrderedDict()  # the oldest first
        self._folder = folders or Folders(out_dir)

    def add(self, hand: StoredHand, body: str) -> None:
        key = (hand.trainee, file_name(hand))
        f = self.files.get(key) or self._new(*key)
        try:
            if f.handle is None:
                self._make_room()
                f.handle = open(f.temp, "a", encoding="utf-8", newline="", buffering=BUFFER)
            self.open[key] = f
            self.open.move_to_end(key)
            f.hands += 1
            f.handle.write(f"[{f.hands}]\n{body}\n")
        except OSError as e:
            raise ExportWriteError(f.path, e) from e

    def _new(self, trainee: str, name: str) -> _File:
        folder = self._folder(trainee)
        path = folder / name
        temp = folder / f".{name}.{secrets.token_hex(6)}.tmp"
        try:
            folder.mkdir(exist_ok=True)
            self._make_room()
            handle = open(temp, "x", encoding="utf-8", newline="", buffering=BUFFER)
        except OSError as e:
            raise ExportWriteError(path, e) from e
        f = self.files[(trainee, name)] = _File(path, temp, handle=handle)
        try:
            handle.write(FILE_HEADER)
        except OSError as e:
            raise ExportWriteError(path, e) from e
        return f

    def _make_room(self) -> None:
        while len(self.open) >= OPEN_AT_ONCE:
            _, f = self.open.popitem(last=False)
            self._close(f)

    def _close(self, f: _File) -> None:
        handle, f.handle = f.handle, None
        if handle is not None:
            handle.close()

    def finish(self, pending: list[tuple[Path, Path]] | None = None) -> int:
        """Every file complete and on the disk, then each renamed into its place (or, given
        `pending`, its names put there: the caller renames it once every part is done). The files
        are flushed to the disk SYNC_AT_ONCE at a time, each batch's fsyncs side by side (the
        disk joins them into fewer journal commits; a 100k export writes some 2,000 files)."""
        files = list(self.files.values())
        self.open.clear()
        for start in range(0, len(files), SYNC_AT_ONCE):
            self._sync(files[start:start + SYNC_AT_ONCE])
        if pending is not None:
            pending += [(f.temp, f.path) for f in files]
            done, self.files = len(self.files), {}
            return done
        for f in files:
            try:
                os.replace(f.temp, f.path)
            except OSError as e:
                raise ExportWriteError(f.path, e) from e
        done, self.files = len(self.files), {}
        return done

    def _sync(self, batch: list[_File]) -> None:
        """Each file of `batch` flushed, fsynced and closed; then the first that failed is
        raised."""
        for f in batch:
            try:
                if f.handle is None:
                    f.handle = open(f.temp, "a", encoding="utf-8", newline="")
                f.handle.flush()
            except OSError as e:
                raise ExportWriteError(f.path, e) from e
        with ThreadPoolExecutor(max_workers=SYNC_THREADS) as pool:
            failures = list(pool.map(_fsync, batch))
        for i, f in enumerate(batch):
            try:
                self._close(f)
            except OSError as e:
                failures[i] = failures[i] or e
        for f, failure in zip(batch, failures, strict=True):
            if failure is not None:
                raise ExportWriteError(f.path, failure) from failure

    def discard(self) -> None:
        """After a failure: the temporary files go; nothing else is touched."""
        for f in self.files.values():
            try:
                self._close(f)
            except OSError:
                pass
            f.temp.unlink(missing_ok=True)
        self.files.clear()
        self.open.clear()
