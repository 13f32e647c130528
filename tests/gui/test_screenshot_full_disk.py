"""Issue 28, fault 10: `--screenshot` onto a full disk wrote a truncated PNG and exited 0. The
picture is made in memory and written beside its name, then renamed: a disk that cannot take
it leaves the old file, one line says why, and the exit code is 2. The full disk is a
file-size limit (RLIMIT_FSIZE) on the process: its writes past it fail as on a disk with that
much room left."""

from __future__ import annotations

import os
import resource
import subprocess
import sys
from pathlib import Path

import pygame

ROOT = Path(__file__).resolve().parents[2]


def _screenshot(out: Path, data: Path, room: int | None) -> subprocess.CompletedProcess[str]:
    def limit() -> None:
        if room is not None:
            resource.setrlimit(resource.RLIMIT_FSIZE, (room, room))

    env = {k: v for k, v in os.environ.items() if k != "SDL_VIDEODRIVER"}
    return subprocess.run([sys.executable, str(ROOT / "main.py"), "--data", str(data),
                           "--screenshot", str(out)], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120, preexec_fn=limit)


def test_a_screenshot_onto_a_full_disk_says_so_and_leaves_the_old_picture(tmp_path):
    out = tmp_path / "menu.png"
    assert _screenshot(out, tmp_path / "data", None).returncode == 0
    old = out.read_bytes()
    assert len(old) > 16384 and pygame.image.load(str(out)).get_size() == (1280, 800)
    proc = _screenshot(out, tmp_path / "data", 8192)  # room for half a picture, at most
    assert proc.returncode == 2, proc.stderr
    assert proc.stderr.startswith(f"{out}: cannot save the screenshot (")
    assert len(proc.stderr.splitlines()) == 1 and "Traceback" not in proc.stderr
    assert out.read_bytes() == old  # not a truncated PNG in its place
    assert [p.name for p in tmp_path.iterdir() if p.suffix == ".part"] == []
