"""A pot is named as the trainee sees it on the table, "main pot" or "side pot 1", in every
language: never "pot 0"."""

from __future__ import annotations

import re

import pytest

from dealer_trainer.arbiter.messages import msg
from dealer_trainer.gui.text import tr

POT_KEYS = (
    "award.side_first.order",
    "invalid.no_pot",
    "award.main_and_side.wrong",
    "award.split.wrong",
    "invalid.pushed",
    "invalid.not_eligible",
    "award.no_claim.folded",
    "pot.all_in.no_claim",
)


@pytest.mark.parametrize("lang", ["en", "ro", "pt", "el", "mk"])
@pytest.mark.parametrize("key", POT_KEYS)
def test_award_messages_name_the_pot(lang, key):
    main = msg(key, lang, pot=0, seat=3, given="3", winners="1, 3")
    side = msg(key, lang, pot=2, seat=3, given="3", winners="1, 3")
    assert "{" not in main and "?" not in main
    assert not re.search(r"\b0\b", main)  # no "pot 0"
    assert "2" in side and side != main


def test_the_names_in_english_and_romanian():
    assert msg("award.main_and_side.wrong", "en", pot=0, given="4") == "Main pot does not go to 4."
    assert msg("invalid.pushed", "en", pot=1) == "Side pot 1 is already pushed."
    assert msg("invalid.not_eligible", "ro", pot=1, seat=2) == (
        "Locul 2 nu are drept la potul secundar 1."
    )
    assert tr("table.tool.award", "en", pot=0).startswith("Main pot to award")
