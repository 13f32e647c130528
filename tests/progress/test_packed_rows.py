"""Schema version 8: on SQLite an attempt's result and its hands are kept as compressed JSON
(records.packed_json), read back whole; rows an older version wrote stay text and read as
before (issue 28: about 10.9 KB an attempt, the goal at most 3 KB)."""

from __future__ import annotations

import json
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest
from progress_samples import make_result

from dealer_trainer.progress import ProgressStore
from dealer_trainer.progress.records import packed_json, stored_object

DB_NAME = "progress.sqlite3"
HAND = {"variant": "NT", "actions": ["d dh p1 AsKs", "d dh p2 7c2d"] * 20, "seats": [1, 2]}


def _one_attempt(folder: Path) -> tuple[int, dict]:
    result = make_result(hands=[HAND, {**HAND, "seats": [3, 4]}])
    with ProgressStore.open(folder) as store:
        attempt = store.record_attempt("Ana", result)
    return attempt, result


def test_version_8_a_result_and_its_hands_are_kept_compressed_and_read_back_whole(
    tmp_path: Path,
) -> None:
    attempt, result = _one_attempt(tmp_path)
    with closing(sqlite3.connect(tmp_path / DB_NAME)) as conn:
        kinds = conn.execute("SELECT typeof(result_json), length(result_json) FROM attempts"
                             ).fetchall()
        hands = conn.execute("SELECT typeof(hand_json), length(hand_json) FROM hands").fetchall()
    assert [k for k, _ in kinds] == ["blob"] and [k for k, _ in hands] == ["blob", "blob"]
    assert hands[0][1] < len(json.dumps(HAND)) / 3  # compressed
    with ProgressStore.open(tmp_path) as store:
        back = store.result(attempt)
    assert back["hands"] == [HAND, {**HAND, "seats": [3, 4]}]
    assert back["steps"] == result["steps"] and back["score"] == result["score"]


def test_version_8_rows_an_older_version_wrote_as_text_read_as_before(tmp_path: Path) -> None:
    attempt, _ = _one_attempt(tmp_path)
    with ProgressStore.open(tmp_path) as store:
        packed = store.result(attempt)
    with closing(sqlite3.connect(tmp_path / DB_NAME)) as conn, conn:
        (blob,) = conn.execute("SELECT result_json FROM attempts").fetchone()
        text = json.dumps(stored_object(blob), ensure_ascii=False)
        conn.execute("UPDATE attempts SET result_json = ?", (text,))
        conn.execute("UPDATE hands SET hand_json = ? WHERE seq = 0", (json.dumps(HAND),))
    with ProgressStore.open(tmp_path) as store:
        assert store.result(attempt) == packed
        hands = list(store.hands())
    assert len(hands) == 2 and hands[0].hand == HAND


def test_version_8_postgresql_keeps_the_text() -> None:
    assert packed_json({"a": "é"}, "postgresql") == '{"a": "é"}'
    assert isinstance(packed_json({"a": "é"}, "sqlite"), bytes)
    assert stored_object(packed_json({"a": "é"}, "sqlite")) == {"a": "é"}


# What json.dumps may have written and orjson alone would refuse, or read otherwise.
ODD_VALUES = [
    {"x": float("inf"), "y": -float("inf")},  # Infinity, -Infinity
    {"x": 10**30, "y": -(10**25)},  # whole numbers past 64 bits
    {"x": "\ud800 a lone surrogate"},  # only as text: SQLite keeps it, UTF-8 cannot
    {"x": 1.5, "y": [1, "é", None, True], "z": {"nested": {"deep": [0.1, 2e300]}}},
]


@pytest.mark.parametrize("value", ODD_VALUES, ids=["infinity", "big", "surrogate", "plain"])
def test_a_stored_row_reads_as_the_standard_parser_reads_it(value: dict) -> None:
    text = json.dumps(value, ensure_ascii=False)
    assert stored_object(text) == json.loads(text)
    if "\ud800" not in text:
        packed = packed_json(value, "sqlite")
        assert stored_object(packed) == stored_object(memoryview(packed)) == json.loads(text)


def test_a_stored_nan_reads_back_as_nan() -> None:
    back = stored_object(packed_json({"x": float("nan")}, "sqlite"))["x"]
    assert back != back  # NaN


@pytest.mark.parametrize("bad", [b"\xff\xfe not utf-8", "[1, 2]", "{", b"", "null", None, 3])
def test_a_row_that_is_no_json_object_is_one_value_error(bad: str | bytes) -> None:
    import zlib

    with pytest.raises(ValueError, match="its JSON"):
        stored_object(zlib.compress(bad) if isinstance(bad, bytes) else bad)


def test_a_number_that_only_looks_long_inside_a_string_reads_the_same() -> None:
    value = {"name": "1234567890123456789012", "n": 12345678901234567}
    assert stored_object(packed_json(value, "sqlite")) == value
