"""The money card's typed reading in the trainee's language: the example the card shows uses
that language's words for the hand, and what it shows can be typed as it is."""

from __future__ import annotations

import pytest

from dealer_trainer.arbiter import TraineeAction
from dealer_trainer.engine.reading import BY_NAME
from dealer_trainer.gui.widgets.money_card import card_actions, hand_named
from dealer_trainer.i18n import template

LANGS = ("en", "ro", "pt", "el", "mk")


def example(lang: str) -> str:
    """The typed example at the end of the card's line ("... type it all: 3 two pair K 7.")."""
    shape = template("money.shape.read", lang) or ""
    return shape.rsplit(":", 1)[1].strip().rstrip(".")


@pytest.mark.parametrize("lang", LANGS)
def test_showdown_read_hand_example_in_the_language(lang: str) -> None:
    words = (template("quiz.hand.two-pair", lang) or "").lower()
    assert words in example(lang).lower()
    if lang != "en":
        assert "two pair" not in (template("money.shape.read", lang) or "")


@pytest.mark.parametrize("lang", LANGS)
def test_showdown_read_hand_example_typed_as_shown(lang: str) -> None:
    got = card_actions("read", example(lang), None, lang=lang)
    assert got == [TraineeAction.parse({"read": {"seat": 3, "hand": "two-pair",
                                                 "ranks": ["K", "7"]}})]


@pytest.mark.parametrize("lang", LANGS)
def test_every_hand_named_in_the_language(lang: str) -> None:
    for name in BY_NAME:
        said = (template(f"quiz.hand.{name}", lang) or "").lower().split()
        assert hand_named(said, lang) == name, said
        assert hand_named(name.split("-"), lang) == name  # English always works
