"""Small builders for pygame_gui's HTML subset (escaped text, one look for every panel).

Bold is always wrapped in a colour: a bare <b> at the body size falls back to a serif face
in pygame_gui 0.6.14.
"""

from __future__ import annotations

import html
import re

GOLD = "#f3d27a"
GREY = "#8a96a6"
GREEN = "#8fe0a0"
RED = "#ff8a80"
AMBER = "#ffd27a"
WHITE = "#ffffff"


def esc(text: object) -> str:
    return html.escape(str(text))


def bold(text: object, colour: str = WHITE) -> str:
    return f"<font color='{colour}'><b>{esc(text)}</b></font>"


def coloured(text: object, colour: str) -> str:
    return f"<font color='{colour}'>{esc(text)}</font>"


BODY_PX = 15  # theme.json's text_box font at scale 1
HEADING_PX = 20  # a heading, at scale 1: larger than the body at every scale


def heading_px(scale: float) -> int:
    """A heading's pixel size at `scale` (the body text scales with the window; the HTML
    sizes 1..7 do not, so a fixed size=5 heading fell below the body text at 1920x1080)."""
    return max(12, round(HEADING_PX * scale))


def heading(text: object, scale: float = 1.0, colour: str = GOLD) -> str:
    return f"<font pixel_size={heading_px(scale)} color='{colour}'><b>{esc(text)}</b></font><br>"


_RULE_LIST = re.compile(r"\s*\(([a-z_]+\.[a-z_.]+(?:\s*,\s*[a-z_]+\.[a-z_.]+)*)\)")


def readable(text: str, lang: str) -> str:
    """A drill's description as a trainee reads it: a parenthesised list of rule ids at the
    end of a sentence, "(pot.all_in, award.side_first)", becomes the rules' names."""
    from ..text import rule_title

    def names(m: re.Match[str]) -> str:
        ids = [i.strip() for i in m.group(1).split(",")]
        titles = [rule_title(i, lang) for i in ids]
        if any(t == i for t, i in zip(titles, ids, strict=True)):  # not all rules: leave it
            return m.group(0)
        return " (" + "; ".join(titles) + ")"

    return _RULE_LIST.sub(names, text)
