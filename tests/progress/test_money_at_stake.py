"""The money skills on the Progress screen (issue 11 review): a money rule the trainee was
tested on is at stake once he answered it, right or wrong, not only once a violation
named it. Played through the real drills and their solutions, recorded, then read."""

from __future__ import annotations

from pathlib import Path

import pytest

from dealer_trainer.cli import main
from dealer_trainer.progress import ProgressStore

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    ("drill", "rules"),
    [
        ("money-pot-count", {"bet.pot_count"}),
        # its first hand ends before the flop: no rake and no drop, rightly (at_stake)
        ("money-rake-drop", {"rake.amount", "rake.jackpot_drop", "rake.no_flop_no_drop"}),
        ("money-side-pots", {"pot.all_in"}),  # the pots stated at the pull (at_stake)
        ("money-read-hands", {"showdown.read_hand"}),
    ],
)
def test_a_right_money_answer_puts_its_rule_at_stake(drill: str, rules: set[str],
                                                     tmp_path: Path, capsys) -> None:
    solution = ROOT / "scenarios" / "solutions" / f"{drill}.yaml"
    assert main(["drill", drill, "--script", str(solution), "--json", "--data",
                 str(tmp_path)]) == 0
    capsys.readouterr()
    with ProgressStore.open(tmp_path) as store:
        stats = store.stats("guest")
    table = {r.rule: r for r in stats.rules}
    for rule in rules:
        assert (table[rule].at_stake, table[rule].failed) == (1, 0), rule
    from dealer_trainer.gui.progress_link import Figures
    from dealer_trainer.gui.scenes.progress import money_html

    html = money_html(Figures("guest", stats), {}, "en")
    assert html.count("table 1/1") == len(rules)


def test_a_money_rule_never_asked_is_not_at_stake(tmp_path: Path, capsys) -> None:
    solution = ROOT / "scenarios" / "solutions" / "basic-deal.yaml"
    assert main(["drill", "basic-deal", "--script", str(solution), "--data", str(tmp_path)]) == 0
    capsys.readouterr()
    with ProgressStore.open(tmp_path) as store:
        rules = {r.rule for r in store.stats("guest").rules}
    assert not rules & {"bet.pot_count", "pot.count_all_in", "rake.amount", "showdown.read_hand"}
