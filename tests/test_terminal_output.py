"""Issue 13, item 17: text that came from a file or a record is shown with its control
characters escaped on every terminal line the commands print (one function: printable)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EVIL = "Ana\x1b[31m\u202e"


def _main(*args: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *map(str, args)], cwd=ROOT,
                          capture_output=True, text=True, encoding="utf-8", timeout=120)


def test_stats_show_a_trainee_name_with_an_escape_escaped(tmp_path: Path) -> None:
    drill = ROOT / "scenarios" / "basic-deal.yaml"
    solution = ROOT / "scenarios" / "solutions" / "basic-deal.yaml"
    proc = _main("--data", tmp_path, "--trainee", EVIL, "drill", drill, "--script", solution)
    assert proc.returncode == 0, proc.stderr
    for trainee in (EVIL, "Nobody\x1b[2J"):
        proc = _main("--data", tmp_path, "stats", "--trainee", trainee)
        assert proc.returncode == 0, proc.stderr
        assert "\x1b" not in proc.stdout and "\u202e" not in proc.stdout
        assert "\\u001b" in proc.stdout


def test_play_shows_a_problem_quoting_an_escape_escaped(tmp_path: Path) -> None:
    drill = tmp_path / "evil.yaml"
    drill.write_text('id: x\ntitle: t\nlevel: 1\n"bad\\e[2Jkey": 1\n', encoding="utf-8")
    proc = _main("play", drill)
    assert proc.returncode == 2
    assert "\x1b" not in proc.stderr and "unknown key 'bad\\u001b[2Jkey'" in proc.stderr
