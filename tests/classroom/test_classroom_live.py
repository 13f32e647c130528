"""The class, live, as the instructor sees it: the classroom server on the school's store,
three stations running drills by script (processes of their own, the real status writer),
the page open in Debian's headless Chromium (Selenium and chromedriver,
tests/progress/browser.py) behind the instructor's sign-in. Each tile changes within
a second of its station's step; the last violation reads in the instructor's language; a
station idle for five minutes is grey (at the page's opening, and by the page itself while it
is open); a tile's click opens the trainee, whose hands download as PHH. With
DEALER_TRAINER_SHOTS set, the page is saved there at 1280x800 and 1024x768, in English and
Romanian."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from browser import MISSING, Browser, browser_paths
from phh_replay import load_all
from progress_samples import make_result
from serving import PASSWORD, ROOT, classroom

from dealer_trainer.arbiter.messages import msg
from dealer_trainer.i18n import rule_name
from dealer_trainer.progress import ProgressStore
from dealer_trainer.progress.status import Sitting, StatusWriter

DRILL = ROOT / "scenarios" / "basic-deal.yaml"
SOLUTION = ROOT / "scenarios" / "solutions" / "basic-deal.yaml"
STATIONS = (("st-1", "Ana", ["--wrong", "cut"]), ("st-2", "Bruno", []), ("st-3", "Carla", []))
ROUNDS = 8
LAG_S = 1.0

pytestmark = pytest.mark.skipif(browser_paths() is None, reason=MISSING)


def _station(url: str, name: str, trainee: str, extra: list[str]) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, str(Path(__file__).parent / "station.py"), url, name, trainee,
         str(DRILL), str(SOLUTION), *extra],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1,
    )


def _step(proc: subprocess.Popen[str]) -> dict[str, Any]:
    assert proc.stdin is not None and proc.stdout is not None
    proc.stdin.write("\n")
    proc.stdin.flush()
    doc: dict[str, Any] = json.loads(proc.stdout.readline())
    return doc


def _tile(browser: Browser, station: str) -> dict[str, Any]:
    found: dict[str, Any] = browser.evaluate(
        f"""(() => {{ const e = document.querySelector('.tile[data-station="{station}"]');
        return e ? {{steps: Number(e.dataset.steps), text: e.textContent,
                     idle: e.classList.contains('idle')}} : {{steps: 0, text: '', idle: false}};
        }})()""")
    return found


def _seen_within(browser: Browser, station: str, steps: int, limit: float) -> float:
    """Seconds until the station's tile shows its `steps`-th step (fails past `limit`)."""
    start = time.time()
    while time.time() - start < limit + 2:
        if _tile(browser, station)["steps"] >= steps:
            return time.time()
        time.sleep(0.01)
    raise AssertionError(f"{station}'s tile did not show step {steps}")


def _idle_station(url: str) -> None:
    """A fourth station whose last step was six minutes ago."""
    long_ago = datetime.now(UTC) - timedelta(minutes=6)
    writer = StatusWriter(url)
    sitting = Sitting(writer, trainee="Dora", activity="free-deal", mode="learn",
                      station="st-4", clock=lambda: long_ago)
    sitting.stepped(hand=3, phase="betting", score=96, hands_done=2)
    assert writer.flush(10) and writer.written == 1, writer.last_error
    writer.close()


def test_each_tile_changes_within_a_second_of_its_stations_step(
    school: str, tmp_path: Path
) -> None:
    with ProgressStore.open(school) as store:  # Ana's records so far
        store.record_attempt("Ana", make_result("basic-deal", violations=[(9, "deal.order")]))
    _idle_station(school)
    with classroom(school, host="0.0.0.0") as port:
        stations = [_station(school, *s) for s in STATIONS]
        browser = Browser()
        try:
            base = f"http://127.0.0.1:{port}"
            browser.goto(base + "/")
            assert browser.evaluate("location.pathname") == "/login"  # the password first
            browser.submit(f"""document.querySelector('input[name=password]').value =
                {json.dumps(PASSWORD)}; document.querySelector('form.login').submit();""")
            assert browser.evaluate("location.pathname") == "/"
            assert _tile(browser, "st-4")["idle"]  # six minutes without a step: grey
            lags: list[float] = []
            for _ in range(ROUNDS):
                for (name, _, _), proc in zip(STATIONS, stations, strict=True):
                    step = _step(proc)
                    seen = _seen_within(browser, name, step["n"], LAG_S)
                    lags.append(seen - step["t"])
            print(f"tile lag: max {max(lags) * 1000:.0f} ms (step {lags.index(max(lags))}), "
                  f"median {sorted(lags)[len(lags) // 2] * 1000:.0f} ms over {len(lags)} steps")
            assert max(lags) < LAG_S, lags
            ana = _tile(browser, "st-1")
            assert not ana["idle"] and "Hand 1" in ana["text"] and "Score" in ana["text"]
            assert rule_name("deck.shuffle", "en") in ana["text"]
            assert "Shuffle the deck before the deal." in ana["text"]
            assert "No violation yet" in _tile(browser, "st-2")["text"]
            assert browser.console_errors() == []
            browser.submit("""document.querySelector('.tile[data-station="st-1"] h2 a')
                .click();""")  # a click on a tile opens that trainee
            assert browser.evaluate("location.pathname") == "/trainee/Ana"
            page = browser.evaluate("document.body.innerText")
            assert rule_name("deal.order", "en") in page and "failed 1 of 1" in page
            saved = browser.download("document.querySelector('a.phh').click();", tmp_path / "down")
            assert saved.name == "Ana.phhs"  # the hands as PHH, read back by PokerKit
            assert [hh.event for hh in load_all(saved)] == ["basic-deal"]
            shots = os.environ.get("DEALER_TRAINER_SHOTS")
            if shots:
                Path(shots).mkdir(parents=True, exist_ok=True)
                browser.shot(Path(shots) / "classroom-trainee-en-1280x800.png", 1280, 800)
            for lang in ("ro", "en"):
                browser.goto(f"{base}/?lang={lang}")
                step = _step(stations[1])  # and the tile still follows, in this language
                _seen_within(browser, "st-2", step["n"], LAG_S)
                ana = _tile(browser, "st-1")  # the violation's words in the page's language
                assert rule_name("deck.shuffle", lang) in ana["text"]
                assert msg("deck.shuffle.first", lang) in ana["text"]
                if shots:
                    for w, h in ((1280, 800), (1024, 768)):
                        browser.shot(Path(shots) / f"classroom-{lang}-{w}x{h}.png", w, h)
            # the page greys a tile out by itself when its station goes quiet: six minutes on
            browser.evaluate("(() => { const real = Date.now; "
                             "Date.now = () => real.call(Date) + 360000; })()")
            deadline = time.monotonic() + 8
            while not _tile(browser, "st-2")["idle"]:
                assert time.monotonic() < deadline, "the quiet station's tile stayed live"
                time.sleep(0.1)
        finally:
            browser.close()
            for proc in stations:
                proc.kill()
                proc.wait()
