"""The PHH export of Omaha and Omaha hi-lo hands: the variant's PHH code, four hole cards, and
PokerKit's reader (`HandHistory.load_all`) replaying each exported hand to the stacks the
trainer stored, a pot split high and low among them.

The hands are real drill runs: the PLO8 drill of the library (`plo8-split-odd-chip`: 205
split 103 high / 102 low) dealt by the arbiter's own right steps, and the same deal as pot-limit
Omaha, limit Omaha and limit Omaha hi-lo.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from phh_replay import exported, replayed_stacks
from pokerkit import HandHistory
from progress_samples import T0

from dealer_trainer.arbiter import Arbiter
from dealer_trainer.progress import ProgressStore
from dealer_trainer.progress.export import export_phh
from dealer_trainer.progress.phh import ConversionError, hand_to_phh
from dealer_trainer.progress.records import StoredHand
from dealer_trainer.scenarios import load_scenario

pytestmark = pytest.mark.filterwarnings("ignore:There is no reason for this player to fold")

PLO8 = Path(__file__).resolve().parents[2] / "scenarios" / "plo8-split-odd-chip.yaml"
POT_COUNT = "{seat: 6, action: ask_pot}, "  # pot limit only (bet.pot_count)
LIMIT_BETS = (  # the drill's pot-limit bets as limit 5-10 ones
    ("{seat: 6, action: bet, to: 35}", "{seat: 6, action: bet, to: 10}"),
    ("{seat: 4, action: bet, to: 50}", "{seat: 4, action: bet, to: 20}"),
)


def dealt(tmp_path: Path, variant: str, game: str) -> dict[str, Any]:
    """The PLO8 drill's deal as `variant` and `game`, played to its end by the arbiter's
    right steps: its result."""
    text = PLO8.read_text("utf-8")
    text = text.replace("variant: omaha-hilo", f"variant: {variant}")
    text = text.replace("game: pot-limit", f"game: {game}")
    if game != "pot-limit":
        text = text.replace(POT_COUNT, "")
    if game == "limit":
        for old, new in LIMIT_BETS:
            assert old in text
            text = text.replace(old, new)
    path = tmp_path / f"{variant}-{game}.yaml"
    path.write_text(text, "utf-8")
    arb = Arbiter(load_scenario(path).setup)
    while not arb.is_complete:
        arb.apply(arb.expected()[0])
    return dict(arb.result())


def export_one(tmp_path: Path, result: dict[str, Any]) -> HandHistory:
    with ProgressStore.open(tmp_path / "data") as store:
        store.record_attempt("Ana", result, started_at=T0)
        report = export_phh(store.hands(), tmp_path / "phh")
    assert report.skipped == [] and report.written == 1
    [hh] = exported(tmp_path / "phh")
    return hh


@pytest.mark.parametrize(("variant", "game", "code"), [
    ("omaha-hilo", "pot-limit", "FO/8"),
    ("omaha-hilo", "limit", "FO/8"),
    ("omaha", "pot-limit", "PO"),
    ("omaha", "limit", "PO"),
])
def test_export_omaha_round_trips_through_pokerkit(
    tmp_path: Path, variant: str, game: str, code: str
) -> None:
    result = dealt(tmp_path, variant, game)
    [record] = result["hands"]
    assert record["variant"] == variant
    hh = export_one(tmp_path, result)
    assert hh.variant == code
    fields = hh.user_defined_fields or {}
    assert (fields["_dealer_trainer_variant"], fields["_dealer_trainer_game"]) == (variant, game)
    deals = [a for a in hh.actions if a.startswith("d dh ")]
    assert len(deals) == 4 and all(len(a.split()[-1]) == 8 for a in deals)  # four hole cards
    shown = {a.split()[0]: a.split()[-1] for a in hh.actions if " sm " in a}
    assert len(shown) == 2 and all(len(cards) == 8 for cards in shown.values())
    assert hh.seats is not None
    stored = {int(s): v for s, v in record["final_stacks"].items()}
    assert hh.finishing_stacks == [stored[s] for s in hh.seats]
    assert replayed_stacks(hh) == hh.finishing_stacks  # PokerKit's award, split or whole
    [pot] = result["final"]["pots"]
    if variant == "omaha-hilo":  # seat 4's flush high, seat 6's six-four low
        amount = 205 if game == "pot-limit" else 95
        assert pot["high"] == {"winners": [4], "amount": (amount + 1) // 2}
        assert pot["low"] == {"winners": [6], "amount": amount // 2}
    else:  # the flush takes it all
        assert pot["winners"] == [4]


def test_export_plo8_split_pot_is_the_drills_103_and_102(tmp_path: Path) -> None:
    result = dealt(tmp_path, "omaha-hilo", "pot-limit")
    [pot] = result["final"]["pots"]
    assert (pot["amount"], pot["high"], pot["low"]) == (
        205, {"winners": [4], "amount": 103}, {"winners": [6], "amount": 102})
    hh = export_one(tmp_path, result)
    assert hh.seats is not None
    before = dict(zip(hh.seats, hh.starting_stacks, strict=True))
    after = dict(zip(hh.seats, replayed_stacks(hh), strict=True))
    # PokerKit's own split of the pot: seat 4 put in 95 and takes 103, seat 6 takes 102
    assert (after[4] - before[4], after[6] - before[6]) == (103 - 95, 102 - 95)


def test_export_an_omaha_record_without_its_variant_reads_the_attempts_result(
    tmp_path: Path,
) -> None:
    # Records made before the hand record carried `variant`: four hole cards, so the
    # attempt's result says which game (its `final.variant`), for every hand of it.
    result = dealt(tmp_path, "omaha-hilo", "limit")
    del result["hands"][0]["variant"]
    hh = export_one(tmp_path, result)
    assert hh.variant == "FO/8" and replayed_stacks(hh) == hh.finishing_stacks
    hand = dict(result["hands"][0])
    earlier = StoredHand(7, 0, "Ana", "drill", "x", "seeds", T0, hand, stored_result=result,
                         is_last=False)  # a hand before the attempt's last: the same table
    assert earlier.variant == "omaha-hilo" and earlier.final is None
    bare = StoredHand(7, 0, "Ana", "drill", "x", "seeds", T0, hand)  # no result at all
    assert bare.variant == "omaha"  # four hole cards, nothing more known: Omaha high
    hand["hole"] = {"1": ["Ah", "Kd"]}
    assert StoredHand(7, 0, "Ana", "drill", "x", "seeds", T0, hand).variant == "holdem"


def test_export_no_limit_omaha_has_no_phh_code(tmp_path: Path) -> None:
    result = dealt(tmp_path, "omaha", "no-limit")
    stored = StoredHand(7, 0, "Ana", "drill", "x", "seeds", T0, result["hands"][0])
    with pytest.raises(ConversionError, match="no code for no-limit omaha"):
        hand_to_phh(stored)


SHORT_BLIND = PLO8.with_name("plo-pot-count-short-blind.yaml")


@pytest.mark.parametrize(("raise_to", "bet", "code"), [
    (35, 108, "NO"),  # the book's pot (full blinds assumed): over PokerKit's 33
    (33, 102, "PO"),  # PokerKit's pot, the short blind counted as posted: still PO
])
def test_bet_pot_count_short_blind_plo_raise_exports_and_replays_in_pokerkit(
    tmp_path: Path, raise_to: int, bet: int, code: str
) -> None:
    # bet.pot_count (TDA 54-B): the small blind all in for 3, seat 6 may raise to 35 where
    # PokerKit's pot limit stops at 33; the hand is written as no-limit Omaha, with a comment.
    text = SHORT_BLIND.read_text("utf-8")
    for old, new in (("action: raise, to: 35}", f"action: raise, to: {raise_to}}}"),
                     ("action: bet, to: 108}", f"action: bet, to: {bet}}}")):
        assert old in text
        text = text.replace(old, new)
    path = tmp_path / "short-blind.yaml"
    path.write_text(text, "utf-8")
    arb = Arbiter(load_scenario(path).setup)
    while not arb.is_complete:
        arb.apply(arb.expected()[0])
    result = dict(arb.result())
    hh = export_one(tmp_path, result)
    assert hh.variant == code
    assert f"p3 cbr {raise_to}" in hh.actions  # seat 6 is p3: the raise as made
    written = (tmp_path / "phh").glob("*/*.phhs")
    over = "pot-limit Omaha, written as no-limit Omaha" in next(written).read_text("utf-8")
    assert over == (code == "NO")
    fields = hh.user_defined_fields or {}
    assert (fields["_dealer_trainer_variant"], fields["_dealer_trainer_game"]) == (
        "omaha", "pot-limit")
    stored = {int(s): v for s, v in result["hands"][0]["final_stacks"].items()}
    assert hh.seats is not None and hh.finishing_stacks == [stored[s] for s in hh.seats]
    assert replayed_stacks(hh) == hh.finishing_stacks
    assert stored[3] == 12  # the short blind's aces up win the main pot of 4 x 3
