"""Every message or UI string that takes a pot (its index, `pot`, or its name, `pot_name` /
`pot_title`) names it as the table does, "main pot" / "side pot 2", in all five languages:
no "Pot 0". Found by reading the catalogues, so a new message with "{pot}" is checked too.
The quiz's questions are left out: there `{pot}` is the amount in the middle, not an index."""

from __future__ import annotations

import re
from string import Formatter

import pytest

from dealer_trainer.arbiter.messages import msg
from dealer_trainer.i18n import keys, template

LANGS = ("en", "ro", "pt", "el", "mk")
POT_FIELDS = {"pot", "pot_name", "pot_title"}


def pot_keys() -> list[str]:
    found = set()
    for lang in LANGS:
        for section in ("messages", "ui"):
            for key in keys(section, lang):
                text = template(key, lang) or ""
                fields = {f for _, f, _, _ in Formatter().parse(text) if f}
                if fields & POT_FIELDS and not key.startswith("quiz.q."):
                    found.add(key)
    return sorted(found)


def test_the_pot_messages_are_found() -> None:
    assert {"award.wrong_push.again", "hint.award_again", "invalid.pushed"} <= set(pot_keys())


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("key", pot_keys())
def test_a_pot_is_named_never_numbered(lang: str, key: str) -> None:
    main_name = msg("term.pot.main", lang)
    side_name = msg("term.pot.side", lang, n=7)
    main = msg(key, lang, pot=0, seat=3, winners="1, 3", given="3")
    side = msg(key, lang, pot=7, seat=3, winners="1, 3", given="3")
    assert not re.search(r"\b0\b", main), main  # no "Pot 0"
    assert main_name.lower() in main.lower(), main
    assert side_name.lower() in side.lower(), side
    # the index shows only inside the side pot's name ("side pot 7"), never bare
    assert "7" not in side.lower().replace(side_name.lower(), ""), side
