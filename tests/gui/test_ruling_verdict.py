"""A player's action to rule on: while the ruling is owed, the side panel names the rule but
does not print its text (the text says what the ruling is); a hint shows it."""

from __future__ import annotations

from types import SimpleNamespace

from dealer_trainer.arbiter.outcome import Outcome, Step
from dealer_trainer.gui.widgets.side_panel import verdict_for
from dealer_trainer.i18n import rule_explanation


def _logged(rule: str) -> SimpleNamespace:
    return SimpleNamespace(step=Step(n=9, action="wait: 2", outcome=Outcome.IRREGULARITY,
                                     rule=rule, message_key="banner." + rule, params={"seat": 1}))


def test_bet_oversized_chip_panel_keeps_the_ruling_to_itself_until_a_hint() -> None:
    rule = "bet.oversized_chip"
    owed = verdict_for(_logged(rule), "en", (rule,))
    assert owed.rule_name and owed.explanation == ""
    hinted = verdict_for(_logged(rule), "en", (rule,), hinted=True)
    assert hinted.explanation == str(rule_explanation(rule, "en"))
    settled = verdict_for(_logged(rule), "en", ())
    assert settled.explanation == str(rule_explanation(rule, "en"))


def test_error_exposed_hole_card_panel_still_explains_a_dealer_error() -> None:
    rule = "error.exposed_hole_card"
    v = verdict_for(_logged(rule), "en", (rule,))
    assert v.explanation == str(rule_explanation(rule, "en")) and v.correction == ""
