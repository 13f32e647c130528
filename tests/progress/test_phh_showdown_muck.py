"""A hand with a player mucking unseen at the showdown exports as `pN sm` and PokerKit,
replaying it, gives the same final stacks (the mucked hand wins nothing)."""

from __future__ import annotations

from pathlib import Path

from phh_replay import load_all

from dealer_trainer.cli import main as cli_main
from dealer_trainer.progress import ProgressStore
from dealer_trainer.progress.export import export_phh

ROOT = Path(__file__).resolve().parents[2]
DRILL = ROOT / "scenarios" / "play-the-board.yaml"
SOLUTION = ROOT / "scenarios" / "solutions" / "play-the-board.yaml"


def test_a_mucked_hand_round_trips_through_pokerkit(tmp_path, capsys):
    data = tmp_path / "data"
    args = ["--data", str(data), "--trainee", "Ana", "drill", str(DRILL), "--script", str(SOLUTION)]
    assert cli_main([*args, "--json"]) == 0
    capsys.readouterr()
    with ProgressStore.open(data) as store:
        report = export_phh(store.hands(), tmp_path / "phh")
    assert report.skipped == []
    [path] = sorted((tmp_path / "phh").glob("*/*.phhs"))
    assert report.written == 1
    [hh] = load_all(path)
    assert hh.seats is not None
    mucker = hh.seats.index(4) + 1  # Dmitri, seat 4, mucks unseen
    assert f"p{mucker} sm" in hh.actions
    final = list(hh)[-1]
    stacks = dict(zip(hh.seats, final.stacks, strict=True))
    assert stacks == {1: 503, 2: 504, 3: 503, 4: 490}
