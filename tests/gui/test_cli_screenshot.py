"""`main.py [play FILE] --screenshot PNG [--script ACTIONS]`: headless pictures, exit codes."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parents[2]
SCENARIO = ROOT / "scenarios" / "basic-deal.yaml"


def run(*args: str, tmp: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    env.pop("SDL_VIDEODRIVER", None)  # --screenshot must force the dummy driver itself
    return subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "--data", str(tmp / "data"), *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=120,
    )


def png_size(path: Path) -> tuple[int, int]:
    return pygame.image.load(str(path)).get_size()


def test_menu_screenshot(tmp_path):
    out = tmp_path / "menu.png"
    r = run("--screenshot", str(out), tmp=tmp_path)
    assert r.returncode == 0, r.stderr
    assert png_size(out) == (1280, 800)


def test_play_with_a_script_then_screenshot_at_1920(tmp_path):
    script = tmp_path / "s.yaml"
    script.write_text("- shuffle\n- cut\n", encoding="utf-8")
    out = tmp_path / "t.png"
    r = run(
        "play",
        str(SCENARIO),
        "--script",
        str(script),
        "--screenshot",
        str(out),
        "--size",
        "1920x1080",
        tmp=tmp_path,
    )
    assert r.returncode == 0, r.stderr
    assert png_size(out) == (1920, 1080)


@pytest.mark.parametrize("scene", ["results", "progress", "table"])
def test_other_scenes(tmp_path, scene):
    out = tmp_path / f"{scene}.png"
    args = ["play", str(SCENARIO)] if SCENARIO.exists() else []
    r = run(*args, "--screenshot", str(out), "--scene", scene, tmp=tmp_path)
    assert r.returncode == 0, r.stderr
    assert out.exists()


def test_missing_scenario_is_one_line_and_exit_2(tmp_path):
    r = run(
        "play", str(tmp_path / "nope.yaml"), "--screenshot", str(tmp_path / "x.png"), tmp=tmp_path
    )
    assert r.returncode == 2
    assert "Traceback" not in r.stderr
    assert len(r.stderr.strip().splitlines()) == 1 and "nope.yaml" in r.stderr


def test_broken_yaml_is_reported_with_its_place_and_exit_2(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("id: [unclosed\n", encoding="utf-8")
    r = run("play", str(bad), "--screenshot", str(tmp_path / "x.png"), tmp=tmp_path)
    assert r.returncode == 2
    assert "Traceback" not in r.stderr and "bad.yaml:" in r.stderr


def test_a_broken_script_is_exit_2(tmp_path):
    script = tmp_path / "s.yaml"
    script.write_text("- shuffle\n- dance\n", encoding="utf-8")
    args = ["play", str(SCENARIO)] if SCENARIO.exists() else []
    r = run(*args, "--script", str(script), "--screenshot", str(tmp_path / "x.png"), tmp=tmp_path)
    assert r.returncode == 2
    assert "Traceback" not in r.stderr and "s.yaml:" in r.stderr


def test_a_bad_size_is_exit_2(tmp_path):
    r = run("--screenshot", str(tmp_path / "x.png"), "--size", "huge", tmp=tmp_path)
    assert r.returncode == 2 and "Traceback" not in r.stderr
