"""The results screen and the end-of-hand card hand their attempt to the recording thread:
a slow or locked progress server never holds up a frame (issue 28, fault 1). Untimed: the
server of these tests answers only when the test lets it, after the frame's call returned."""

from __future__ import annotations

import threading
from pathlib import Path
from types import SimpleNamespace

from dealer_trainer.gui import progress_link
from dealer_trainer.gui.scenes import hand_card, results

SLOW_S = 30.0  # at most: the test lets the server answer once the frame has gone on


def _slow_record(calls: list[str], answer: threading.Event):  # type: ignore[no-untyped-def]
    """A server that answers only when `answer` is set. Recorded on the frame loop, the call
    would wait for it (and the test, which sets it after the call, SLOW_S): the record is
    then done before the call returns, which the tests catch without timing anything."""

    def record(item, data_dir):  # type: ignore[no-untyped-def]
        answer.wait(SLOW_S)
        calls.append(item.mode)
        return progress_link.Recorded(False, "progress not saved: slow")

    return record


def _app(tmp_path: Path) -> SimpleNamespace:
    settings = SimpleNamespace(trainee="Ana", lang="en")
    return SimpleNamespace(record_progress=True, data_dir=tmp_path, settings=settings,
                           notice="")


def test_a_drill_result_is_recorded_off_the_frame_loop(tmp_path: Path, monkeypatch) -> None:
    calls: list[str] = []
    answer = threading.Event()
    monkeypatch.setattr(progress_link, "_record_item", _slow_record(calls, answer))
    app = _app(tmp_path)
    results._record_progress(app, SimpleNamespace(elapsed=12.0), {"scenario": "x"})
    assert calls == []  # the frame goes on before the server answers
    answer.set()
    assert progress_link.settle(10.0)
    assert calls == ["drill"] and app.notice == "progress not saved: slow"


def test_a_free_hand_is_recorded_off_the_frame_loop(tmp_path: Path, monkeypatch) -> None:
    calls: list[str] = []
    answer = threading.Event()
    monkeypatch.setattr(progress_link, "_record_item", _slow_record(calls, answer))
    app = _app(tmp_path)
    arb = SimpleNamespace(result=lambda elapsed: {"scenario": "free", "violations": []},
                          lang="en", steps=[])
    scene = SimpleNamespace(app=app, session=SimpleNamespace(arb=arb, hand_elapsed=30.0),
                            lang="en")
    recorded = {"scenario": "free", "steps": [], "violations": []}
    assert hand_card.record_free_hand(scene) == recorded
    assert calls == []  # the frame goes on before the server answers
    answer.set()
    assert progress_link.settle(10.0)
    assert calls == ["free"] and app.notice == "progress not saved: slow"


def test_an_attempt_not_written_when_the_trainer_closes_is_kept_in_the_outbox(
    tmp_path: Path, monkeypatch
) -> None:
    """A server slow to answer (its statement timeout is 15 s, the settle 5 s): at exit the
    attempt the recording thread still holds is kept on the station, under its own id, and
    sent when the server answers (a resend of one the server did take is not doubled)."""
    from dealer_trainer.progress import outbox

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "home"))
    url = "postgresql://dealer@127.0.0.1:9/school"
    answered = threading.Event()
    kept_uids: list[str] = []

    def slow_server(item, data_dir):  # type: ignore[no-untyped-def]
        kept_uids.append(item.uid)
        answered.wait(30)
        return progress_link.Recorded(False, "progress not saved: slow")

    monkeypatch.setattr(progress_link, "_record_item", slow_server)
    monkeypatch.setattr(progress_link, "settle", lambda timeout=0.2: _settle(timeout))
    done: list[progress_link.Recorded] = []
    progress_link.record_later({"scenario": "basic-deal", "passed": True}, on_done=done.append,
                               data_dir=url, trainee="Ana", mode="drill", lang="en",
                               duration_s=30.0)
    try:
        progress_link.close_all()  # the trainer closing
        place = outbox.server_place(url)
        assert place is not None and outbox.waiting(place) == 1
        with outbox._opened(create=False) as conn:
            assert conn is not None
            rows = conn.execute("SELECT uid, trainee, result_json FROM waiting").fetchall()
        assert [(r[0], r[1]) for r in rows] == [(kept_uids[0], "Ana")]
        assert '"basic-deal"' in rows[0][2]
    finally:
        answered.set()
        assert _settle(10.0)
    assert progress_link._unfinished == {}


def test_an_attempt_written_in_time_is_not_kept_again(tmp_path: Path, monkeypatch) -> None:
    from dealer_trainer.progress import outbox

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "home"))
    url = "postgresql://dealer@127.0.0.1:9/school"
    monkeypatch.setattr(progress_link, "_record_item",
                        lambda item, data_dir: progress_link.Recorded(True, ""))
    progress_link.record_later({"scenario": "x"}, on_done=lambda done: None, data_dir=url,
                               trainee="Ana", mode="drill", lang="en", duration_s=1.0)
    progress_link.close_all()
    place = outbox.server_place(url)
    assert place is not None and outbox.waiting(place) == 0
    assert progress_link._unfinished == {}


_settle = progress_link.settle
