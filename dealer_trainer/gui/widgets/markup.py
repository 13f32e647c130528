"""Small builders for pygame_gui's HTML subset (escaped text, one look for every panel).

Bold is always wrapped in a colour: a bare <b> at the body size falls back to a serif face
in pygame_gui 0.6.14.
"""

from __future__ import annotations

import html

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


def heading(text: object) -> str:
    return f"<font size=5 color='{GOLD}'><b>{esc(text)}</b></font><br>"
