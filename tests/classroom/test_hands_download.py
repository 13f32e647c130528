"""The trainee's page lets the instructor download the trainee's hands as one PHHS file
(PHH's many-hand TOML) that PokerKit's reader reads back: through Starlette's test client
on the station's SQLite records and on the school's server, where the page is open to the
room and the download needs the instructor's sign-in like every other page (issue 30). The
browser's own download is in test_classroom_live.py."""

from __future__ import annotations

import io
import re
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import timedelta
from pathlib import Path
from typing import Any
from urllib.parse import unquote

import pytest
from pokerkit import HandHistory
from progress_samples import HANDS, T0, make_result
from serving import PASSWORD

from dealer_trainer.classroom import auth
from dealer_trainer.classroom.app import Config, Records, build_app, hands_href
from dealer_trainer.progress import ProgressStore
from dealer_trainer.progress.export import folder_name

pytestmark = pytest.mark.filterwarnings("ignore:There is no reason for this player to fold")
NAME = "Zoë ../Ñ"  # a name that is no file name as it stands


def _fill(where: str | Path) -> list[str]:
    """Two trainees; Zoë's hands' drills in time order."""
    names = sorted(HANDS)
    with ProgressStore.open(where) as store:
        for i, name in enumerate(names):
            store.record_attempt(NAME, make_result(name, hands=[HANDS[name]()]),
                                 started_at=T0 + timedelta(days=i))
        store.record_attempt("Ana", make_result("basic-deal"), started_at=T0)
        store.record_attempt(NAME, make_result("basic-deal", hands=[]),
                             started_at=T0 + timedelta(hours=1))  # no hand: nothing to write
    return names


@contextmanager
def _client(where: str, *, room: bool = False) -> Iterator[Any]:
    from starlette.testclient import TestClient

    records = Records(where)
    config = Config(data=where, server=where.startswith("postgresql"), open_to_room=room,
                    where="test")
    try:
        with TestClient(build_app(config, records), follow_redirects=False) as client:
            yield client
    finally:
        records.close()


def _hands(body: bytes) -> list[HandHistory]:
    return list(HandHistory.load_all(io.BytesIO(body)))


def _check(reply: Any, drills: list[str]) -> None:
    assert reply.status_code == 200, reply.text
    assert reply.headers["content-type"].startswith("application/toml")
    disposition = reply.headers["content-disposition"]
    assert disposition.startswith("attachment;")
    file = unquote(re.search(r"filename\*=UTF-8''(\S+)", disposition)[1])  # type: ignore[index]
    assert file == folder_name(NAME) + ".phhs" and "/" not in file  # a name safe on any disk
    hands = _hands(reply.content)
    assert [hh.event for hh in hands] == drills  # every hand, in time order
    assert {hh.user_defined_fields["_dealer_trainer_trainee"] for hh in hands} == {NAME}


def test_the_trainee_page_offers_the_hands_as_phhs_on_sqlite(tmp_path: Path) -> None:
    drills = _fill(tmp_path)
    with _client(str(tmp_path)) as client:
        page = client.get(f"/trainee/{hands_href(NAME)[len('/hands/'):]}?lang=mk").text
        assert f'href="{hands_href(NAME)}" download' in page
        assert "Преземи ги рацете" in page
        _check(client.get(hands_href(NAME)), drills)
        _check(client.get(hands_href("zoë ../Ñ")), drills)  # the name as typed
        ana = _hands(client.get(hands_href("Ana")).content)
        assert len(ana) == 1 and ana[0].user_defined_fields["_dealer_trainer_trainee"] == "Ana"
        missing = client.get(hands_href("Nobody"))
        assert missing.status_code == 404 and "Нема кандидат со тоа име." in missing.text


def test_on_the_server_open_to_the_room_the_download_needs_the_sign_in(school: str) -> None:
    drills = _fill(school)
    records = Records(school)
    try:
        auth.set_password(records.auth_db, PASSWORD)
    finally:
        records.close()
    with _client(school, room=True) as client:
        refused = client.get(hands_href(NAME))
        assert refused.status_code == 303 and refused.headers["location"] == "/login"
        token = re.search(r'name="csrf" value="([^"]+)"', client.get("/login").text)[1]  # type: ignore[index]
        signed = client.post("/login", data={"password": PASSWORD, "csrf": token})
        assert signed.status_code == 303 and signed.headers["location"] == "/"
        _check(client.get(hands_href(NAME)), drills)
