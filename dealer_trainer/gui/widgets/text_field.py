"""The one text field of the trainer (the name prompt, settings, the skills quiz, the money card,
the ruling picker's amount): a pygame_gui entry line that refuses the characters it cannot draw.

A zero-width character (U+200B, U+200D, U+2060, U+FEFF), a bidirectional override (U+202E),
any other format or control character, a character the font has no glyph for and one with no
advance (a combining mark on its own) would leave a field holding text of no width, which
pygame cannot render ("Text has zero width": the trainer stopped). Typed, pasted or set from a
saved setting, such characters never reach the field's text.
"""

from __future__ import annotations

import unicodedata
from typing import TYPE_CHECKING

import pygame_gui

if TYPE_CHECKING:
    from pygame_gui.core.interfaces import IGUIFontInterface

# control, format (zero-width, bidi overrides, BOM, soft hyphen), surrogate, private, unassigned
REFUSED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn"})


def can_draw(font: IGUIFontInterface | None, ch: str) -> bool:
    """Can `font` (a pygame_gui font, or None before the field has one) draw `ch` with some
    width of its own?"""
    if len(ch) != 1 or unicodedata.category(ch) in REFUSED_CATEGORIES:
        return False
    if font is None:
        return True
    metrics = font.get_metrics(ch)
    return bool(metrics) and metrics[0] is not None and metrics[0][4] > 0


class TextField(pygame_gui.elements.UITextEntryLine):
    """UITextEntryLine whose text only ever holds characters it can draw."""

    def drawable(self, text: str) -> str:
        """`text` without the characters this field cannot draw."""
        return "".join(ch for ch in text if can_draw(self.font, ch))

    def set_text(self, text: str | None) -> None:
        super().set_text(None if text is None else self.drawable(text))

    def validate_text_string(self, text_to_validate: str) -> bool:
        """Also asked of a paste: one holding a character that cannot be drawn is refused."""
        if text_to_validate is not None and self.drawable(text_to_validate) != text_to_validate:
            return False
        return bool(super().validate_text_string(text_to_validate))

    def _process_entered_character(self, character: str) -> bool:
        if not can_draw(self.font, character):
            return False
        return bool(super()._process_entered_character(character))
