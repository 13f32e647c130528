"""Every street a game has (the flop games' and stud's third to seventh) has its word in every
language: the table's top bar names the street, and a stud drill showed `street.seventh`."""

from __future__ import annotations

import pytest

from dealer_trainer import i18n
from dealer_trainer.engine.config import Street


@pytest.mark.parametrize("lang", ["en", "ro", "pt", "el", "mk"])
@pytest.mark.parametrize("street", list(Street))
def test_every_street_has_its_word(street: Street, lang: str) -> None:
    key = f"street.{street.value}"
    word = i18n.t(key, lang)
    assert word and word != key
