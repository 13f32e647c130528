"""The hand history's TOML, written by the trainer itself for speed (issue 28), is tomli-w's
text byte for byte, and reads back to the same values, whatever the text holds."""

from __future__ import annotations

import tomllib
from datetime import UTC, time
from typing import Any

import pytest
import tomli_w
from hypothesis import given
from hypothesis import strategies as st

from dealer_trainer.progress import toml_text

KEYS = st.text(st.characters(codec="utf-8"), max_size=12) | st.from_regex(
    r"[A-Za-z0-9_-]{1,12}", fullmatch=True
)
TEXT = st.text(st.characters(codec="utf-8"))  # every character a TOML string may hold
WHOLE = st.integers(-(2**63), 2**63 - 1)
SCALARS = TEXT | WHOLE | st.booleans() | st.times()
VALUES = SCALARS | st.lists(TEXT) | st.lists(WHOLE) | st.lists(SCALARS, max_size=5)


@given(st.dictionaries(KEYS, VALUES, max_size=8))
def test_the_fields_are_tomli_ws_text_and_read_back(fields: dict[str, Any]) -> None:
    text = toml_text.dumps(fields.items())
    assert text == tomli_w.dumps(fields)
    assert tomllib.loads(text) == fields


def test_a_value_a_hand_history_cannot_hold_is_refused() -> None:
    with pytest.raises(TypeError, match="no float"):
        toml_text.dumps([("x", 1.5)])
    with pytest.raises(TypeError):
        toml_text.dumps([("t", time(1, 2, 3, tzinfo=UTC))])


@given(TEXT, st.lists(TEXT), st.lists(WHOLE))
def test_the_writers_of_one_kind_write_what_dumps_writes(
    text: str, texts: list[str], whole: list[int]
) -> None:
    """The PHH export writes each field by its kind (toml_text.string, strings, ints)."""
    assert f"a = {toml_text.string(text)}\n" == toml_text.dumps([("a", text)])
    assert f"b = {toml_text.strings(texts)}\n" == toml_text.dumps([("b", texts)])
    assert f"c = {toml_text.ints(whole)}\n" == toml_text.dumps([("c", whole)])


def test_a_text_field_holding_another_kind_is_written_as_dumps_writes_it() -> None:
    assert toml_text.string(7) == "7"  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="no float"):
        toml_text.string(1.5)  # type: ignore[arg-type]
