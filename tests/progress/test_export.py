"""`export --phh DIR`: one PHHS file per trainee and day, DIR/<trainee>/<YYYY-MM-DD>.phhs,
read back by PokerKit's own reader; names that cannot be file names stay inside DIR; a
write error leaves the file that was there before as it was (issue 28)."""

from __future__ import annotations

import errno
import os
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from phh_replay import load_all, replays_to_its_stacks
from progress_samples import HANDS, T0, make_result

from dealer_trainer.cli import main
from dealer_trainer.progress import ProgressStore, export
from dealer_trainer.progress.export import export_phh, folder_name
from dealer_trainer.progress.records import StoredHand

pytestmark = pytest.mark.filterwarnings("ignore:There is no reason for this player to fold")

DAY1, DAY2 = T0.date().isoformat(), (T0 + timedelta(days=1)).date().isoformat()


def _fill(where: str | Path) -> dict[tuple[str, str], list[str]]:
    """Three trainees over two days; the hands' drills, by trainee and day, in time order."""
    expected: dict[tuple[str, str], list[str]] = {}
    names = sorted(HANDS)
    with ProgressStore.open(where) as store:
        for i in range(12):
            trainee = ["Ana", "Bogdan", "Zoë ../.."][i % 3]
            at = T0 + timedelta(hours=2 * i)  # from 18:15 on the first day into the next
            name = names[i % len(names)]
            store.record_attempt(trainee, make_result(name, hands=[HANDS[name]()]), started_at=at)
            expected.setdefault((trainee, at.date().isoformat()), []).append(name)
    return expected


def test_export_writes_one_phhs_file_per_trainee_and_day_that_pokerkit_reads(
    where: str | Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    expected = _fill(where)
    out = tmp_path / "phh"
    assert main(["export", "--phh", str(out), "--data", str(where)]) == 0
    assert "Wrote 12 hand histories in 6 files" in capsys.readouterr().out
    files = sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file())
    zoe = folder_name("Zoë ../..")
    assert files == sorted(f"{t}/{d}.phhs" for t, d in [
        ("Ana", DAY1), ("Ana", DAY2), ("Bogdan", DAY1), ("Bogdan", DAY2), (zoe, DAY1), (zoe, DAY2)
    ])
    for (trainee, day), drills in expected.items():
        hands = load_all(out / folder_name(trainee) / f"{day}.phhs")  # PokerKit's reader
        assert [hh.event for hh in hands] == drills  # in time order
        for hh in hands:
            fields = hh.user_defined_fields
            assert fields["_dealer_trainer_trainee"] == trainee
            assert {"_dealer_trainer_attempt", "_dealer_trainer_mode",
                    "_dealer_trainer_house_rules", "_dealer_trainer_game",
                    "_dealer_trainer_notes", "_dealer_trainer_violations"} <= set(fields)
            assert f"{hh.year:04d}-{hh.month:02d}-{hh.day:02d}" == day
            assert replays_to_its_stacks(hh)
    assert main(["export", "--phh", str(tmp_path / "ana"), "--data", str(where),
                 "--trainee", "ana"]) == 0
    assert sorted(p.name for p in (tmp_path / "ana" / "Ana").iterdir()) == [
        f"{DAY1}.phhs", f"{DAY2}.phhs"
    ]
    assert [p.name for p in (tmp_path / "ana").iterdir()] == ["Ana"]


HOSTILE = [
    "../x", "..", ".", "", " ", "CON", "con", "Con.txt", "LPT1", "COM¹", "aux .x", "a/b",
    "a\\b", "/etc/passwd", "C:evil", "nul\x00byte", "new\nline", "tab\there", "?*<>|\"",
    "\u202eevil", "zero\u200bwidth", "-leading", ".hidden", "trailing. ", "x" * 300,
    "ῼ" * 200, "lone \ud800 surrogate",
]


@pytest.mark.parametrize("name", HOSTILE)
def test_a_hostile_trainee_name_makes_one_plain_folder_inside_dir(name: str) -> None:
    folder = folder_name(name)
    assert folder and folder == folder.strip(" .") and not folder.startswith("-")
    assert not set(folder) & set('/\\:*?"<>|\x00\n\t\r') and folder.isprintable()
    assert folder.split(".")[0].rstrip().upper() not in export.RESERVED
    assert len(folder.encode("utf-8")) <= 255
    assert folder != name  # changed, so with the whole name's digest: never shared


def test_hostile_names_are_written_each_to_its_own_folder(tmp_path: Path) -> None:
    hand = HANDS["limit"]()
    hands = [
        StoredHand(attempt_id=i, seq=0, trainee=name, mode="drill", scenario="x",
                   house_rules="seeds", started_at=T0, hand=hand)
        for i, name in enumerate([*HOSTILE, "Élodie", "élodie", "ÉLODIE", "Ana", "Ana Pop"])
    ]
    out = tmp_path / "out"
    report = export_phh(hands, out)
    assert report.skipped == [] and report.files == len(hands)
    files = [p for p in tmp_path.rglob("*") if p.is_file()]
    assert len(files) == len(hands) and all(p.parent.parent == out for p in files)
    folders = {p.parent.name.casefold() for p in files}  # apart on a disk ignoring case too
    assert len(folders) == len(hands)
    assert (out / "Ana" / f"{DAY1}.phhs").is_file() and (out / "Ana Pop").is_dir()
    for path in files:
        [hh] = load_all(path)
        assert hh.user_defined_fields["_dealer_trainer_attempt"] in range(len(hands))


def _fail_on(monkeypatch: pytest.MonkeyPatch, where: str) -> None:
    """The disk full: at a write, or only when the file is flushed to it (fsync)."""
    full = OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
    if where == "fsync":
        monkeypatch.setattr(export.os, "fsync", lambda fd: (_ for _ in ()).throw(full))
        return
    real_open = open

    def opened(*args: Any, **kw: Any) -> Any:
        f = real_open(*args, **kw)
        written = [0]

        class Full:  # the first 200 characters fit, then the disk is full
            def write(self, text: str) -> int:
                if written[0] + len(text) > 200:
                    raise full
                written[0] += len(text)
                return f.write(text)

            def __getattr__(self, attr: str) -> Any:
                return getattr(f, attr)

        return Full()

    monkeypatch.setattr(export, "open", opened, raising=False)


@pytest.mark.parametrize("failing", ["write", "fsync"])
def test_a_full_disk_leaves_the_old_file_and_says_so_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
    failing: str,
) -> None:
    data = tmp_path / "data"
    _fill(data)
    out = tmp_path / "phh"
    assert main(["export", "--phh", str(out), "--data", str(data)]) == 0
    before = {p: p.read_bytes() for p in out.rglob("*.phhs")}
    assert len(before) == 6
    capsys.readouterr()
    with ProgressStore.open(data) as store:  # a new hand: every file of its day would change
        store.record_attempt("Ana", make_result(hands=[HANDS["limit"]()]), started_at=T0)
    _fail_on(monkeypatch, failing)
    assert main(["export", "--phh", str(out), "--data", str(data)]) == 2
    captured = capsys.readouterr()
    [line] = captured.err.splitlines()
    assert line.startswith(f"dealer-trainer: cannot write {out}")
    assert "the disk is full" in line and "left as it was" in line
    assert captured.out == ""
    after = {p: p.read_bytes() for p in out.rglob("*") if p.is_file()}
    assert after == before  # every old file whole, nothing half-written left beside them


def test_every_file_is_on_the_disk_before_any_is_renamed_in_batches(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The files are flushed to the disk a batch at a time, side by side: each one once, all
    of them before the first takes its place."""
    data, out = tmp_path / "data", tmp_path / "phh"
    _fill(data)
    monkeypatch.setattr(export, "SYNC_AT_ONCE", 4)  # 6 files: two batches
    synced: list[str] = []
    real_fsync, real_replace = export.os.fsync, export.os.replace

    def fsync(fd: int) -> None:
        synced.append(os.readlink(f"/proc/self/fd/{fd}"))
        real_fsync(fd)

    def replace(src: Any, dst: Any) -> None:
        assert len(synced) == 6, "a file renamed before every file was on the disk"
        real_replace(src, dst)

    monkeypatch.setattr(export.os, "fsync", fsync)
    monkeypatch.setattr(export.os, "replace", replace)
    assert main(["export", "--phh", str(out), "--data", str(data)]) == 0
    written = sorted(p.name for p in out.rglob("*.phhs"))
    assert len(written) == 6 and len(set(synced)) == 6  # each file once
    assert all(Path(p).name.endswith(".tmp") for p in synced)


def test_a_file_of_the_second_batch_failing_its_fsync_leaves_every_old_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
) -> None:
    data, out = tmp_path / "data", tmp_path / "phh"
    _fill(data)
    assert main(["export", "--phh", str(out), "--data", str(data)]) == 0
    before = {p: p.read_bytes() for p in out.rglob("*") if p.is_file()}
    with ProgressStore.open(data) as store:
        store.record_attempt("Ana", make_result(hands=[HANDS["limit"]()]), started_at=T0)
    monkeypatch.setattr(export, "SYNC_AT_ONCE", 4)
    calls = [0]
    real_fsync = export.os.fsync

    def fsync(fd: int) -> None:
        calls[0] += 1
        if calls[0] == 5:
            raise OSError(errno.EIO, os.strerror(errno.EIO))
        real_fsync(fd)

    monkeypatch.setattr(export.os, "fsync", fsync)
    capsys.readouterr()
    assert main(["export", "--phh", str(out), "--data", str(data)]) == 2
    [line] = capsys.readouterr().err.splitlines()
    assert line.startswith(f"dealer-trainer: cannot write {out}") and "left as it was" in line
    assert {p: p.read_bytes() for p in out.rglob("*") if p.is_file()} == before
