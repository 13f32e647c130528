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
