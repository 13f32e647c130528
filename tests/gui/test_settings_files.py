"""Issue 28, faults 5, 7 and 10: the settings file and the drill cache go through the guarded
reader drill files use (regular files only, size-capped, nesting bounded): a FIFO, /dev/zero,
/dev/full or a file nested a million levels deep in their place gives the defaults and a
one-line note, at once. A settings save that fails says so and leaves the old file whole."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from counted_work import record_opens
from full_disk import full_disk
from test_window_limits import within

from dealer_trainer.gui.settings import Settings, read_settings, save_settings, settings_path
from dealer_trainer.scenarios import userfile, verdicts

ROOT = Path(__file__).resolve().parents[2]
needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
DEVICES = [d for d in ("/dev/zero", "/dev/full") if Path(d).exists()]
DEEP = "[" * 30_000 + "]" * 30_000  # 60 KB: under the size cap


def _fifo(path: Path) -> Path:
    os.mkfifo(path)
    return path


def _link(path: Path, target: str) -> Path:
    path.symlink_to(target)
    return path


def _nested(path: Path) -> Path:
    path.write_text('{"lang": ' + DEEP + "}", encoding="utf-8")
    return path


KINDS = {
    "fifo": (_fifo, "named pipe (FIFO)"),
    **{d: ((lambda p, d=d: _link(p, d)), "is a device") for d in DEVICES},
    "nested": (_nested, "nested more than 64 levels deep"),
}


@needs_fifo
@pytest.mark.parametrize("kind", list(KINDS))
def test_a_settings_file_that_is_no_settings_file_gives_the_defaults_at_once(
    tmp_path, kind, monkeypatch
):
    make, reason = KINDS[kind]
    path = make(settings_path(tmp_path))
    opened = record_opens(monkeypatch)
    parsed: list[str] = []
    loads = userfile.json.loads
    monkeypatch.setattr(userfile.json, "loads", lambda text: parsed.append(text) or loads(text))
    with within(60):  # only a real hang: a FIFO waited for a writer forever, /dev/zero grew
        settings, note = read_settings(path)  # to 8 GB
    # the work, not the time: a FIFO or device is refused on its stat, never opened; the
    # nested file is refused on its depth, never handed to the recursive parser
    assert opened.count(str(path)) == (1 if kind == "nested" else 0)
    assert not any(DEEP in text for text in parsed)
    assert settings == Settings()
    assert reason in note and "gui_settings.json" in note and "\n" not in note


@needs_fifo
@pytest.mark.parametrize("kind", list(KINDS))
def test_a_drill_cache_that_is_no_cache_file_is_passed_over(tmp_path, kind):
    make, _ = KINDS[kind]
    make(tmp_path / f"playthrough-{verdicts.code_key()}.json")
    env = {**os.environ, verdicts.CACHE_ENV: str(tmp_path)}
    proc = subprocess.run([sys.executable, str(ROOT / "main.py"), "list"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert "Traceback" not in proc.stderr and "internal error" not in proc.stderr
    assert "basic-deal" in proc.stdout


def test_the_guarded_json_reader_bounds_the_depth_and_counts_no_bracket_in_a_string(tmp_path):
    f = tmp_path / "a.json"
    f.write_text('{"a": "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\\"[[[[[[[[[[[["}', encoding="utf-8")
    assert userfile.read_json(f, max_depth=1) == {"a": "[" * 29 + '"' + "[" * 12}
    f.write_text("[" * 3 + "]" * 3, encoding="utf-8")
    with pytest.raises(userfile.UserFileError, match="nested more than 2 levels deep"):
        userfile.read_json(f, max_depth=2)


@needs_fifo
def test_settings_saved_onto_a_fifo_replace_it_instead_of_waiting(tmp_path):
    path = _fifo(settings_path(tmp_path))
    with within(10):  # opening a FIFO to write waits for a reader
        assert save_settings(Settings(lang="ro"), path) == ""
    assert read_settings(path) == (Settings(lang="ro"), "")


def test_a_failed_settings_save_says_why_and_keeps_the_old_file(app, driver, monkeypatch, capfd):
    from dealer_trainer.gui.scenes.menu import MenuScene
    from dealer_trainer.gui.scenes.settings import SettingsScene

    path = settings_path(app.data_dir)
    assert save_settings(Settings(lang="pt"), path) == ""
    old = path.read_bytes()

    monkeypatch.setattr(os, "fdopen", full_disk(os.fdopen))
    app.push(MenuScene(app))
    app.push(SettingsScene(app))
    driver.frame()
    app.top.cycle("table_size")
    driver.frame()
    monkeypatch.undo()
    assert path.read_bytes() == old  # no half-written file in its place
    assert [p.name for p in path.parent.iterdir() if p.name.endswith(".part")] == []
    assert "the disk is full" in app.notice and str(path) in app.notice
    err = capfd.readouterr().err
    assert err.count("the disk is full") == 1 and err.endswith("\n")
