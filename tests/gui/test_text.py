"""No screen ever shows a raw i18n key: every string the GUI asks for has words in English."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from dealer_trainer.gui.controller import TOOLS, Controller
from dealer_trainer.gui.text import FALLBACK, LANG_NAMES, tr

GUI = Path(__file__).resolve().parents[2] / "dealer_trainer" / "gui"


def keys_used_in_the_code() -> set[str]:
    found: set[str] = set()
    for p in GUI.rglob("*.py"):
        found |= set(re.findall(r'tr\(\s*"([a-z_.]+)"', p.read_text(encoding="utf-8")))
    return found


def test_every_literal_key_has_words():
    for key in keys_used_in_the_code():
        assert tr(key, "en") != key, key


@pytest.mark.parametrize("lang", list(LANG_NAMES))
def test_fallback_keys_resolve_in_every_language(lang):
    for key in FALLBACK:
        assert tr(key, lang, n=1, seat=1, pot=0, amount=5, level=1, count=6, blind="big") != key


def test_every_pending_gesture_has_a_prompt():
    for tool in TOOLS:
        c = Controller()
        c.tool = tool
        key, params = c.prompt_key()
        assert tr(key, "en", **params) != key
    c = Controller(tool="award", picked=[1])
    key, params = c.prompt_key()
    assert tr(key, "en", **params) != key
