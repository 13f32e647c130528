"""The results screen and the end-of-hand card hand their attempt to the recording thread:
a slow or locked progress server never holds up a frame (issue 28, fault 1)."""

from __future__ import annotations

import time
from pathlib import Path
from types import SimpleNamespace

from dealer_trainer.gui import progress_link
from dealer_trainer.gui.scenes import hand_card, results

SLOW_S = 1.5


def _slow_record(calls: list[str]):  # type: ignore[no-untyped-def]
    def record(result, **how):  # type: ignore[no-untyped-def]
        time.sleep(SLOW_S)  # a server that takes its time
        calls.append(how["mode"])
        return progress_link.Recorded(False, "progress not saved: slow")

    return record


def _app(tmp_path: Path) -> SimpleNamespace:
    settings = SimpleNamespace(trainee="Ana", lang="en")
    return SimpleNamespace(record_progress=True, data_dir=tmp_path, settings=settings,
                           notice="")


def test_a_drill_result_is_recorded_off_the_frame_loop(tmp_path: Path, monkeypatch) -> None:
    calls: list[str] = []
    monkeypatch.setattr(progress_link, "record", _slow_record(calls))
    app = _app(tmp_path)
    started = time.monotonic()
    results._record_progress(app, SimpleNamespace(elapsed=12.0), {"scenario": "x"})
    assert time.monotonic() - started < SLOW_S / 3  # the frame goes on at once
    assert progress_link.settle(10.0)
    assert calls == ["drill"] and app.notice == "progress not saved: slow"


def test_a_free_hand_is_recorded_off_the_frame_loop(tmp_path: Path, monkeypatch) -> None:
    calls: list[str] = []
    monkeypatch.setattr(progress_link, "record", _slow_record(calls))
    app = _app(tmp_path)
    arb = SimpleNamespace(result=lambda elapsed: {"scenario": "free"})
    scene = SimpleNamespace(app=app, session=SimpleNamespace(arb=arb, hand_elapsed=30.0),
                            lang="en")
    started = time.monotonic()
    assert hand_card.record_free_hand(scene) == {"scenario": "free"}
    assert time.monotonic() - started < SLOW_S / 3
    assert progress_link.settle(10.0)
    assert calls == ["free"] and app.notice == "progress not saved: slow"
