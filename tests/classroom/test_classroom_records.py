"""A trainee's page (the tile's link): the records, the weakest rules, the recent attempts,
in the instructor's language. On SQLite the classroom serves the station's own records,
read-only: the trainees and their pages, no tiles, no sign-in."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from pathlib import Path

from progress_samples import make_result
from serving import Client, classroom

from dealer_trainer.i18n import rule_name
from dealer_trainer.progress import ProgressStore
from dealer_trainer.progress.paths import DB_NAME


def _fill(where: str | Path) -> None:
    with ProgressStore.open(where) as store:
        store.record_attempt("Ana", make_result("basic-deal", violations=[(9, "deal.order")]))
        store.record_attempt("Ana", make_result("basic-deal", score=100, passed=True,
                                                violations=[], irregularities=[]))
        store.record_attempt("Bruno Ñ/2", make_result(violations=[]))


def _rows(folder: Path) -> list[tuple[object, ...]]:
    with closing(sqlite3.connect(folder / DB_NAME)) as conn:
        return conn.execute("SELECT id, score, passed FROM attempts ORDER BY id").fetchall()


def test_on_sqlite_the_station_records_are_served_read_only(tmp_path: Path) -> None:
    folder = tmp_path / "records"
    _fill(folder)
    before = _rows(folder)
    with classroom(str(folder)) as port:
        client = Client(port)
        status, _, page = client.request("GET", "/")
        assert status == 200 and "read-only" in page and 'class="tile' not in page
        assert 'href="/trainee/Ana"' in page and 'href="/trainee/Bruno%20%C3%91%2F2"' in page
        assert "<form" not in page.replace('action="/logout"', "")  # nothing to change here
        status, _, page = client.request("GET", "/trainee/Bruno%20%C3%91%2F2")
        assert status == 200 and "Bruno Ñ/2" in page
        status, _, page = client.request("GET", "/trainee/ana?lang=pt")
        assert status == 200 and "<h1>Ana</h1>" in page  # the name as first recorded
        assert rule_name("deal.order", "pt") in page and "falhada 1 de 2" in page
        assert page.count("<tr>") == 1 + 2  # the heading and the two drill attempts
        assert client.request("GET", "/trainee/Nobody")[0] == 404
        assert client.request("GET", "/events")[0] == 404  # nothing is live on SQLite
    assert _rows(folder) == before


def test_a_trainees_page_on_the_server(school: str) -> None:
    _fill(school)
    with classroom(school) as port:
        status, _, page = Client(port).request("GET", "/trainee/Ana?lang=el")
    assert status == 200 and rule_name("deal.order", "el") in page
    assert "Πρόσφατες προσπάθειες ασκήσεων" in page
