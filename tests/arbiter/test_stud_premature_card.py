"""error.stud_premature_card: a stud street dealt before its betting round is complete
(`premature_street`, `after: D`). Robert's Stud 14 (and the seeds): the card out of play at
once, after the round one stub card per player still in, a burn and the street. TDA RP-5-D:
after the round the card back into the stub, shuffle, cut, the street without another burn.
Alone in each preset, on a later street (a seventh-street downcard), in pairs with the other
stud dealer errors, and refused at its line where the drill cannot hold it."""

from __future__ import annotations

from pathlib import Path

import pytest
from drive import apply, finish, refused
from stud_errors_drive import play_to, solution, stud_drill

from dealer_trainer.arbiter.irregularities.stud_stages import PrematureCard
from dealer_trainer.engine.decision import ActionKind
from dealer_trainer.engine.ops import HoleDealing, PlayerActing, RaiseBarring
from dealer_trainer.engine.stud_ops import StudRoundOpening
from dealer_trainer.scenarios.errors import ScenarioError

RULE = "error.stud_premature_card"
ROBERTS = "stud-premature-card-roberts"
TDA = "stud-premature-card-tda"
BOTS = dict.fromkeys(("third", "fourth", "fifth", "sixth", "seventh"), [])


def codes(cards: list) -> list[str]:  # type: ignore[type-arg]
    return [c.code for c in cards]


@pytest.mark.parametrize("house", ["seeds", "roberts"])
def test_error_stud_premature_card_roberts_set_aside_then_one_per_player_and_a_burn(
    house: str, tmp_path: Path,
) -> None:
    arb = stud_drill(tmp_path, ROBERTS, house)
    steps = solution(ROBERTS)
    play_to(arb, steps, 8, irregular=(7,))
    h = arb.hand
    assert codes(h.zones.burns) == ["8c"] and h.zones.hole[1][-1].card.code == "7s"
    refused(arb, "wait: round", RULE)  # the card out of play first
    refused(arb, "return_to_deck: [premature]", RULE)  # that is the TDA's
    apply(arb, "set_aside")
    assert codes(h.zones.set_aside) == ["7s"] and len(h.zones.hole[1]) == 3
    refused(arb, "set_aside: 3", RULE)  # the round is still open
    play_to_rest = steps[9:11]  # the round goes on (1 folds, 2 and 4 call), collect
    for item in play_to_rest:
        apply(arb, item)
    refused(arb, "burn", RULE)  # one card per player still in first
    refused(arb, "set_aside: 4", RULE)  # seat 1 folded: three are still in
    refused(arb, "deal: 2", RULE)
    apply(arb, "set_aside: 3")
    assert codes(h.zones.set_aside) == ["7s", "5h", "Jd", "Tc"]
    refused(arb, "deal: 2", RULE)  # then the burn
    apply(arb, "burn")
    for item in steps[13:]:
        apply(arb, item)
    result = arb.result()
    assert result["passed"] is True
    final = result["final"]
    assert final["burns"] == ["8c", "8d"]  # type: ignore[index]
    assert final["hands"]["1"] == ["Th", "Td", "9h"]  # type: ignore[index]
    assert final["up"]["4"] == ["5d", "Kd"]  # type: ignore[index]


def test_error_stud_premature_card_tda_back_to_the_stub_reshuffled_no_burn(
    tmp_path: Path,
) -> None:
    arb = stud_drill(tmp_path, TDA, "tda")
    steps = solution(TDA)
    play_to(arb, steps, 8, irregular=(7,))  # the card came, the round went on: 1 folded
    h = arb.hand
    assert "7s" in codes(h.zones.muck) and not h.zones.set_aside
    refused(arb, "return_to_deck: [premature]", RULE)  # the bets are still out
    apply(arb, "collect: {pots: [80]}")
    refused(arb, "deal: 2", RULE)
    refused(arb, "set_aside: 3", RULE)  # that is Robert's
    refused(arb, "shuffle", RULE)  # the card back first
    apply(arb, "return_to_deck: [premature]")
    assert h.zones.stub[-1].code == "7s" and "7s" not in codes(h.zones.muck)
    refused(arb, "cut", RULE)
    apply(arb, "shuffle")
    apply(arb, "cut")
    refused(arb, "burn", RULE)  # the premature card's burn was the street's
    for item in steps[12:]:
        apply(arb, item)
    result = arb.result()
    assert result["passed"] is True
    assert result["final"]["burns"] == ["8c"]  # type: ignore[index]


@pytest.mark.parametrize(("drill", "house"), [(ROBERTS, "tda"), (TDA, "roberts"),
                                              (TDA, "seeds")])
def test_error_stud_premature_card_each_drill_under_the_other_book(
    drill: str, house: str, tmp_path: Path,
) -> None:
    """The same deal under the other preset: its own correction, played by the book; the
    other preset's solution is refused at its first step of the correction."""
    arb = stud_drill(tmp_path, drill, house, players={"fourth": []})
    steps = solution(drill)
    play_to(arb, steps, 8, irregular=(7,))
    refused(arb, steps[8], RULE)  # Robert's set_aside under the TDA; the TDA's collect
    finish(arb)  # under Robert's, before the card is out of play
    result = arb.result()
    assert result["passed"] is True
    set_aside = len(arb.hand.zones.set_aside)
    assert set_aside == (0 if house == "tda" else 4)


@pytest.mark.parametrize("house", ["seeds", "roberts", "tda"])
def test_error_stud_premature_card_a_seventh_street_downcard_comes_down(
    house: str, tmp_path: Path,
) -> None:
    """On sixth street the premature card is a seventh-street downcard: it is dealt face
    down, and corrected by the preset's book; the hand is played out."""
    mistakes = [{"kind": "premature_street", "street": "sixth", "after": 1}]
    arb = stud_drill(tmp_path, ROBERTS, house, mistakes=mistakes, players=BOTS)
    seen = finish(arb, irregular=True)
    fired = [s for s in seen if s.outcome.value == "irregularity"]
    assert [s.rule for s in fired] == [RULE]
    c = next(c for c in arb.corrections if c.rule == RULE)
    assert c.street == "seventh"
    assert arb.result()["passed"] is True
    assert isinstance(c, PrematureCard)
    early = [op for op in arb.hand.log if isinstance(op, HoleDealing) and op.card == c.card]
    assert len(early) == 1 and not early[0].exposed  # dealt face down, as seventh street's


@pytest.mark.parametrize("house", ["seeds", "roberts", "tda"])
@pytest.mark.parametrize("other", [
    {"kind": "wrong_face", "pitch": 13},  # the first fourth-street upcard dealt down
    {"kind": "missed_burn", "street": "sixth"},
    {"kind": "stud_extra_card", "street": "fifth", "seat": 2},
    {"kind": "wrong_bring_in", "seat": 2, "found_after": 0},
], ids=["upcard_down", "missed_burn", "extra_card", "wrong_bring_in"])
def test_error_stud_premature_card_with_another_stud_error_in_the_same_hand(
    house: str, other: dict[str, object], tmp_path: Path,
) -> None:
    """A premature card on fourth street and another stud dealer error in the same hand:
    each corrected as its own rule says, the hand played out."""
    mistakes = [other, {"kind": "premature_street", "street": "fourth", "after": 1}]
    arb = stud_drill(tmp_path, ROBERTS, house, mistakes=mistakes, players=BOTS)
    seen = finish(arb, irregular=True)
    rules = {s.rule for s in seen if s.outcome.value == "irregularity"}
    assert RULE in rules and len(rules) == 2, rules
    assert arb.result()["passed"] is True


@pytest.mark.parametrize(("mistake", "words"), [
    ({"kind": "premature_street", "after": 0}, "after"),
    ({"kind": "premature_street", "after": 1, "street": "seventh"}, "street"),
])
def test_error_stud_premature_card_a_bad_entry_is_refused_at_its_line(
    mistake: dict[str, object], words: str, tmp_path: Path,
) -> None:
    with pytest.raises(ScenarioError, match=words):
        stud_drill(tmp_path, ROBERTS, mistakes=[mistake])


def test_error_stud_premature_card_at_a_flop_table_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ScenarioError, match="stud dealer error"):
        stud_drill(tmp_path, "plo8-split-odd-chip", mistakes=[
            {"kind": "premature_street", "after": 1}])


@pytest.mark.parametrize("house", ["seeds", "roberts", "tda"])
def test_error_stud_premature_card_a_seventh_street_downcard_looked_at(
    house: str, tmp_path: Path,
) -> None:
    """Robert's Stud 14: "If a player looks at a premature seventh street downcard, the
    player must keep the card, and on sixth street betting may not bet or raise ... but can
    call": nothing goes aside, he is barred at each turn of the round, and the others get
    their seventh-street cards with no other burn. The TDA's RP-5-D has no such case: the
    card goes back into the stub as any premature card."""
    mistakes = [{"kind": "premature_street", "street": "sixth", "after": 1, "looked": True}]
    arb = stud_drill(tmp_path, ROBERTS, house, mistakes=mistakes, players=BOTS)
    finish(arb, irregular=True)
    c = next(c for c in arb.corrections if c.rule == RULE)
    assert isinstance(c, PrematureCard) and c.card is not None and c.seat is not None
    h = arb.hand
    result = arb.result()
    assert result["passed"] is True
    kept = house != "tda"
    held = result["final"]["hands"][str(c.seat)]  # type: ignore[index]
    assert (c.card.code in held) is kept and not h.zones.set_aside
    assert len(result["final"]["burns"]) == 4  # type: ignore[arg-type]  # 4th to 7th, one each
    if kept:  # after the card, on sixth street, he never bet or raised, and was barred
        log = h.log[c.at:]
        end = next(i for i, op in enumerate(log) if isinstance(op, StudRoundOpening))
        his = [op for op in log[:end] if isinstance(op, PlayerActing) and op.seat == c.seat]
        assert all(op.action not in (ActionKind.BET, ActionKind.RAISE) for op in his)
        barred = [op for op in log[:end] if isinstance(op, RaiseBarring)]
        assert len(barred) == len(his) >= 1
