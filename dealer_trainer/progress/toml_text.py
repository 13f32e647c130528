"""The TOML of a hand history's fields, written directly (the export writes thousands of
hands a second; a general TOML writer spends most of a hand's time finding out what each
value is).

Only what a PHH file holds: text, whole numbers, a local time of day, and flat lists of
those. The text is the same, byte for byte, as tomli-w's (tests/progress/test_toml_text.py
holds it to that), so a file reads the same whichever wrote it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import time
from typing import Any

BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")
# what a TOML basic string may not hold as it is: the quote, the backslash, and every
# control character but the tab
UNSAFE = re.compile(r'["\\\x00-\x08\x0a-\x1f\x7f]')
ESCAPES = {"\b": "\\b", "\n": "\\n", "\f": "\\f", "\r": "\\r", '"': '\\"', "\\": "\\\\"}
INDENT = "    "


def dumps(fields: Iterable[tuple[str, Any]]) -> str:
    """`key = value` lines, one per field, in the order given."""
    return "".join(f"{_key(k)} = {_value(v)}\n" for k, v in fields)


# The values of a writer that knows each field's kind (the PHH export's, a hand at a time:
# `key = {string(...)}`), the same text as `dumps` writes for them, without finding out
# what each value is.


def string(value: str) -> str:
    """A text value (a value of another kind, from a damaged record: as `dumps` writes it)."""
    if type(value) is not str:
        return _value(value)
    return f'"{value}"' if UNSAFE.search(value) is None else _string(value)


def ints(values: list[int]) -> str:
    """A list of whole numbers."""
    return "[\n    " + ",\n    ".join(map(str, values)) + ",\n]" if values else "[]"


def strings(values: list[str]) -> str:
    """A list of texts."""
    if values and UNSAFE.search("".join(values)) is None:
        return '[\n    "' + '",\n    "'.join(values) + '",\n]'
    return _value(values)


def _key(key: str) -> str:
    return key if BARE_KEY.fullmatch(key) else _string(key)


def _value(value: Any) -> str:
    kind = type(value)
    if kind is str:
        return _string(value)
    if kind is int:
        return str(value)
    if kind is list or kind is tuple:
        if not value:
            return "[]"
        first = type(value[0])  # the usual cases, quick: plain text, or whole numbers
        if first is str:
            if all(type(v) is str for v in value) and UNSAFE.search("".join(value)) is None:
                return '[\n    "' + '",\n    "'.join(value) + '",\n]'
        elif first is int and all(type(v) is int for v in value):
            return "[\n    " + ",\n    ".join(map(str, value)) + ",\n]"
        items = [_string(v) if type(v) is str else _scalar(v) for v in value]
        return "[\n" + "".join(f"{INDENT}{item},\n" for item in items) + "]"
    return _scalar(value)


def _scalar(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return _string(value)
    if isinstance(value, int):
        return str(value)
    if isinstance(value, time) and value.tzinfo is None:
        return str(value)
    raise TypeError(f"a hand history holds no {type(value).__name__} value: {value!r}")


def _string(text: str) -> str:
    if UNSAFE.search(text) is None:
        return f'"{text}"'
    return '"' + UNSAFE.sub(_escape, text) + '"'


def _escape(match: re.Match[str]) -> str:
    char = match.group()
    return ESCAPES.get(char) or f"\\u{ord(char):04x}"
