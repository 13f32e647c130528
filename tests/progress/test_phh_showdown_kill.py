"""ruling.kill_hand at the showdown (issue 23, item 3): hands beaten there and killed before
the push were shown, so they export as shown hands (`pN sm`), not as folds, and PokerKit,
replaying the history, gives the trainer's final stacks."""

from __future__ import annotations

from pathlib import Path

from phh_replay import exported, replays_to_its_stacks

from dealer_trainer.cli import main as cli_main
from dealer_trainer.progress import ProgressStore
from dealer_trainer.progress.export import export_phh

CHECKS = "[{seat: 3, action: check}, {seat: 4, action: check}, {seat: 6, action: check}, " \
         "{seat: 1, action: check}]"
DRILL = f"""
id: showdown-kill
title: Losing hands killed before the push
level: 3
table: {{game: no-limit, small_blind: 100, big_blind: 200, button: 1,
        seats: {{1: {{name: Ana, stack: 20000}}, 3: {{name: Bo, stack: 20000}},
                4: {{name: Cy, stack: 20000}}, 6: {{name: Di, stack: 20000}}}}}}
house_rules: roberts
deck: {{seed: 45}}
players:
  preflop: [{{seat: 6, action: call}}, {{seat: 1, action: call}}, {{seat: 3, action: call}},
            {{seat: 4, action: check}}]
  flop: {CHECKS}
  turn: {CHECKS}
  river: {CHECKS}
"""
ROUND = ["- wait: round", "- collect"]
SCRIPT = "\n".join([
    "- shuffle", "- cut", "- post: {seat: 3, blind: small}", "- post: {seat: 4, blind: big}",
    *[f"- deal: {s}" for s in (3, 4, 6, 1, 3, 4, 6, 1)],
    *ROUND, "- burn", "- flop", *ROUND, "- burn", "- turn", *ROUND, "- burn", "- river",
    *ROUND, "- showdown", "- kill_hand: 6", "- kill_hand: 4", "- kill_hand: 3",
    "- award: {pot: 0, to: [1]}", "- move_button",
])


def test_ruling_kill_hand_at_the_showdown_round_trips_through_pokerkit(tmp_path: Path,
                                                                       capsys) -> None:
    drill, script = tmp_path / "drill.yaml", tmp_path / "script.yaml"
    drill.write_text(DRILL, encoding="utf-8")
    script.write_text(SCRIPT + "\n", encoding="utf-8")
    data = tmp_path / "data"
    args = ["--data", str(data), "--trainee", "Ana", "drill", str(drill), "--script", str(script)]
    assert cli_main([*args, "--json"]) == 0
    capsys.readouterr()
    with ProgressStore.open(data) as store:
        report = export_phh(store.hands(), tmp_path / "phh")
    assert report.skipped == []
    [hh] = exported(tmp_path / "phh")
    assert replays_to_its_stacks(hh)
    assert hh.seats is not None
    assert sum(" sm " in a for a in hh.actions) == 4  # every hand tabled, the killed ones too
    final = list(hh)[-1]
    assert dict(zip(hh.seats, final.stacks, strict=True)) == {1: 20600, 3: 19800, 4: 19800,
                                                               6: 19800}
