"""PHH export: each stored hand read back by PokerKit and replayed to the stored stacks."""

from __future__ import annotations

import copy
import json
import re
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from phh_replay import exported, load_all, replays_to_its_stacks, with_house_rake
from pokerkit import HandHistory
from progress_samples import HANDS, T0, make_result

from dealer_trainer.progress import ProgressStore
from dealer_trainer.progress.export import export_phh
from dealer_trainer.progress.phh import hand_to_phh
from dealer_trainer.progress.records import StoredHand

# The drills' bots sometimes fold where they could check; PokerKit says so, rightly.
pytestmark = pytest.mark.filterwarnings("ignore:There is no reason for this player to fold")


def _stored(hand: dict[str, Any], **kw: Any) -> StoredHand:
    fields: dict[str, Any] = dict(
        attempt_id=7,
        seq=0,
        trainee="Ana",
        mode="drill",
        scenario="x",
        house_rules="seeds",
        started_at=T0,
        hand=hand,
        stored_result=None,
    )
    return StoredHand(**(fields | kw))


def _replayed_stacks(hh: HandHistory) -> dict[int, int]:
    states = list(with_house_rake(hh))  # a raked hand: the rake and drop the dealer took
    final = states[-1]
    assert not final.status, "the hand comes to an end"
    assert hh.seats is not None
    return dict(zip(hh.seats, final.stacks, strict=True))


@pytest.mark.parametrize("name", sorted(HANDS))
def test_export_round_trips_through_pokerkit(tmp_path: Path, name: str) -> None:
    hand = HANDS[name]()
    with ProgressStore.open(tmp_path / "data") as store:
        store.record_attempt("Ana", make_result(name, hands=[hand]), started_at=T0)
        report = export_phh(store.hands(), tmp_path / "phh")
    assert report.skipped == []
    [path] = sorted((tmp_path / "phh").glob("*/*.phhs"))
    assert report.written == 1
    [hh] = load_all(path)
    expected = {int(s): v for s, v in hand["final_stacks"].items()}
    assert _replayed_stacks(hh) == expected
    assert hh.finishing_stacks == [expected[s] for s in hh.seats or []]
    assert hh.starting_stacks == [hand["seats"][str(s)]["stack"] for s in hh.seats or []]
    assert hh.user_defined_fields["_dealer_trainer_trainee"] == "Ana"
    assert hh.user_defined_fields["_dealer_trainer_game"] == hand["game"]


def test_players_are_numbered_from_the_seat_left_of_the_button(tmp_path: Path) -> None:
    three = hand_to_phh(_stored(HANDS["premature-turn"]()))  # button 1, seats 1 3 4
    assert three.seats == (3, 4, 1)  # p1 small blind ... the button last
    two = hand_to_phh(_stored(HANDS["heads-up-all-in"]()))  # button 5, seats 2 5
    assert two.seats == (2, 5)  # heads-up: p1 the big blind, p2 the button
    hh = HandHistory.loads(two.text)
    assert hh.blinds_or_straddles == [5, 10] and hh.actions[2] == "p2 cbr 30"
    assert hh.actions[3:5] == ["p1 cbr 500", "p2 cc"]  # all in, then called
    assert hh.actions[5:7] == ["p1 sm AsAh", "p2 sm KsKh"]  # shown before the runout
    limit = HandHistory.loads(hand_to_phh(_stored(HANDS["limit"]())).text)
    assert (limit.variant, limit.small_bet, limit.big_bet) == ("FT", 10, 20)
    straddle = HandHistory.loads(hand_to_phh(_stored(HANDS["misdeal-straddle"]())).text)
    assert straddle.blinds_or_straddles == [5, 10, 20, 0]


def test_a_limit_hand_over_pokerkits_cap_is_written_as_no_limit() -> None:
    hh = HandHistory.loads(hand_to_phh(_stored(HANDS["uncapped-heads-up-limit"]())).text)
    assert hh.variant == "NT" and hh.min_bet == 10
    assert hh.actions[0] == "# limit, written as no-limit: over 4 raises in a round"
    assert hh.user_defined_fields["_dealer_trainer_game"] == "limit"
    capped = HandHistory.loads(hand_to_phh(_stored(HANDS["limit"]())).text)
    assert capped.variant == "FT"


def test_the_board_is_the_final_one_and_the_corrections_are_comments() -> None:
    hh = HandHistory.loads(hand_to_phh(_stored(HANDS["premature-turn"]())).text)
    boards = [a for a in hh.actions if a.startswith("d db")]
    assert boards == ["d db 8h5d3c", "d db 2s", "d db Tc"]  # the early Js is not in it
    comments = [a for a in hh.actions if a.startswith("#")]
    assert "# irregularity: error.premature_turn" in comments
    assert "# correction: set_aside (error.premature_turn)" in comments
    assert "# Js turned, then taken back" in comments
    assert (
        hh.user_defined_fields["_dealer_trainer_notes"][0] == "irregularity: error.premature_turn"
    )


def test_after_a_misdeal_only_the_last_deal_counts() -> None:
    hh = HandHistory.loads(hand_to_phh(_stored(HANDS["misdeal-straddle"]())).text)
    deals = [a for a in hh.actions if a.startswith("d dh")]
    assert deals == ["d dh p1 2c7h", "d dh p2 3c8h", "d dh p3 4c9h", "d dh p4 5cTh"]
    assert "# misdeal: every card gathered, the deal starts again" in hh.actions
    assert hh.actions.index("# misdeal: every card gathered, the deal starts again") < (
        hh.actions.index(deals[0])
    )


def test_names_with_quotes_and_new_lines_survive() -> None:
    hand = HANDS["limit"]()
    hand["seats"]["1"]["name"] = "O'Brien \"Ace\"\n'''\x7f"
    text = hand_to_phh(_stored(hand, trainee="Zoë '''")).text
    hh = HandHistory.loads(text)
    assert hh.players is not None and hh.players[-1] == "O'Brien \"Ace\"\n'''\x7f"
    assert hh.user_defined_fields["_dealer_trainer_trainee"] == "Zoë '''"


def test_a_hand_that_cannot_be_converted_is_skipped_with_its_reason(tmp_path: Path) -> None:
    broken = {"number": 1, "events": []}
    wrong = HANDS["limit"]()
    wrong["final_stacks"] = {"1": 600, "2": 420, "3": 480}  # not what the hand gives
    unknown = HANDS["limit"]()
    unknown["events"][5] = {"op": "act", "seat": 1, "action": "juggle", "to": 0}
    good = HANDS["premature-turn"]()
    hands = [_stored(h, attempt_id=i) for i, h in enumerate([broken, wrong, unknown, good])]
    report = export_phh(hands, tmp_path)
    assert [p.relative_to(tmp_path).as_posix() for p in tmp_path.glob("*/*")] == [
        "Ana/2026-12-02.phhs"
    ]
    assert report.written == 2 and report.files == 1
    reasons = dict(report.skipped)
    assert len(reasons) == 2
    assert "incomplete or malformed" in reasons["attempt 0, hand 1 (Ana, x)"]
    assert "unknown player action 'juggle'" in reasons["attempt 2, hand 1 (Ana, x)"]
    # The trainer writes PHH without PokerKit; PokerKit's replay, here, catches a history
    # that does not end with the stacks stored (the trainer's own once did, on export).
    wrong_hh, good_hh = exported(tmp_path)
    assert [wrong_hh.user_defined_fields["_dealer_trainer_attempt"], good_hh.user_defined_fields[
        "_dealer_trainer_attempt"]] == [1, 3]
    assert not replays_to_its_stacks(wrong_hh) and replays_to_its_stacks(good_hh)


def test_missing_hole_cards_fall_back_to_the_records_then_to_unknown() -> None:
    hand = HANDS["premature-turn"]()
    hand["events"] = [e for e in hand["events"] if e.get("op") not in ("deal", "showdown")]
    final = copy.deepcopy(make_result()["final"])
    del final["hands"]["3"]
    text = hand_to_phh(_stored(hand, stored_result={"final": final})).text
    assert '"d dh p1 ????"' in text and '"d dh p3 QsQd"' in text
    hand["hole"] = {"3": ["7d", "2c"]}  # the engine's per-hand record of the deal
    text = hand_to_phh(_stored(hand, stored_result={"final": final})).text
    assert '"d dh p1 7d2c"' in text
    del hand["hole"]
    unknown = HandHistory.loads(hand_to_phh(_stored(hand, stored_result={"final": {}})).text)
    assert not replays_to_its_stacks(unknown)  # no cards known: the pot unpaid in PokerKit


def test_stored_hands_are_exported_in_time_order(tmp_path: Path) -> None:
    with ProgressStore.open(tmp_path / "data") as store:
        for i, name in enumerate(sorted(HANDS)):
            store.record_attempt(
                "Ana",
                make_result(name, hands=[HANDS[name]()]),
                mode="free",
                started_at=T0 + timedelta(minutes=i),
            )
        report = export_phh(store.hands(), tmp_path / "phh")
    assert report.written == len(HANDS) and report.files == 1  # one trainee, one day
    assert [hh.event for hh in exported(tmp_path / "phh")] == sorted(HANDS)


SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios"


NOT_EXPORTED = {"big-blind-ante-short": "a ante blind posted",
                "missed-blinds-back": "blind posted",  # her big blind owed, then her dead small
                "new-player-posts": "a second big blind posted",
                # hand 3 at the new level: the big blind's ante for the table
                "level-change-at-shuffle": "a ante blind posted"}
# the stud drills PHH's stud cannot state (issue 26, phh_stud.py): an up seventh-street card
# that plays (Robert's Stud 17), a common card (stud.common_card); every other stud dealer
# error's drill is written with its final cards and replayed
NOT_EXPORTED |= {"stud-seventh-exposed-roberts": r"seventh street cards were dealt \w+ up",
                 "stud-short-stub": r"a common card"}


def test_every_drill_solution_exports_and_replays(tmp_path: Path, capsys) -> None:
    """The real engine's hand records, one per drill in scenarios/, through PokerKit."""
    from dealer_trainer.cli import main

    solutions = sorted((SCENARIOS / "solutions").glob("*.yaml"))
    assert len(solutions) >= 24  # the drill library: an empty glob must not pass quietly
    with ProgressStore.open(tmp_path / "data") as store:
        for sol in solutions:
            main(["drill", str(SCENARIOS / sol.name), "--script", str(sol), "--json"])
            result = json.loads(capsys.readouterr().out)
            store.record_attempt("Ana", result, house_rules=str(result.get("house_rules")))
        hands = store.hands()
    report = export_phh(hands, tmp_path / "phh")
    # what the export does not write yet, each said in its report (issue 27): a post that is
    # no blind of PHH's (the big-blind ante, a dead small blind, a new player's big blind
    # beside the table's); the stud drills are written (F7S, F7S/8, FR) and replayed
    skipped = {where.split("(Ana, ")[1].rstrip(")"): why for where, why in report.skipped}
    assert set(skipped) <= set(NOT_EXPORTED), skipped
    for drill, why in skipped.items():
        assert re.search(NOT_EXPORTED[drill], why), (drill, why)
    written = exported(tmp_path / "phh")
    least = len(solutions) - len(NOT_EXPORTED)
    assert report.written == len(written) == len(hands) - len(report.skipped) >= least
    for hh in written:
        assert _replayed_stacks(hh) == dict(
            zip(hh.seats or [], hh.finishing_stacks or [], strict=True)
        )


@pytest.mark.parametrize("trainee", [
    'ana"\nurl = "https://evil.example/"\n#',
    "ana\nurl = 'x'",
    "del\x7fname",
    "nul\x00 and esc\x1b[31m",
    "lone \ud800 surrogate",
])
def test_a_trainee_name_cannot_inject_a_toml_field(trainee: str) -> None:
    import tomllib

    hand = HANDS["limit"]()
    hand["seats"]["1"]["name"] = trainee
    text = hand_to_phh(_stored(hand, trainee=trainee)).text
    clean = trainee.encode("utf-8", "replace").decode("utf-8")
    parsed = tomllib.loads(text)  # valid TOML, whatever the name holds
    assert "url" not in parsed
    assert parsed["_dealer_trainer_trainee"] == clean
    assert clean in parsed["players"]
    assert trainee.splitlines()[0] not in text.splitlines()[0]  # no record text in a comment
    assert HandHistory.loads(text).user_defined_fields["_dealer_trainer_trainee"] == clean
