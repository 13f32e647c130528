"""Text from a user's files, made safe to show on a terminal.

A drill title, a player's name or a key in a broken file may hold an ANSI escape, a
carriage return or a bidirectional override: printed raw, it could recolour the terminal,
overwrite a line or reorder what is read. `printable` shows every such character as a
`\\uXXXX` escape instead (the same escape JSON uses, so a JSON line stays valid and means
the same). Every terminal line the command line prints goes through it.
"""

from __future__ import annotations

import unicodedata
from typing import TextIO

# Bidirectional marks and overrides (the "Trojan Source" characters).
_BIDI = frozenset([0x061C, 0x200E, 0x200F, *range(0x202A, 0x202F), *range(0x2066, 0x206A)])
_UNSAFE_CATEGORIES = frozenset(["Cc", "Cs", "Zl", "Zp"])  # controls, lone surrogates, breaks


def _unsafe(ch: str) -> bool:
    return ord(ch) in _BIDI or unicodedata.category(ch) in _UNSAFE_CATEGORIES


def printable(text: str) -> str:
    """`text` with every control character (a new line too) shown as `\\uXXXX`."""
    if text.isascii() and text.isprintable():
        return text
    return "".join(f"\\u{ord(ch):04x}" if _unsafe(ch) else ch for ch in text)


def printable_lines(text: str) -> str:
    """Several lines made by the program: each line made printable, the breaks kept."""
    return "\n".join(printable(line) for line in text.split("\n"))


def write_line(stream: TextIO, text: str) -> None:
    """Print one already printable text; a console that cannot show Greek or Macedonian
    gets `\\xNN` escapes for what it cannot encode."""
    try:
        print(text, file=stream)
    except UnicodeEncodeError:
        enc = getattr(stream, "encoding", None) or "ascii"
        print(text.encode(enc, "backslashreplace").decode(enc), file=stream)
