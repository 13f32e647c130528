"""Free deal in the stud games and in a mixed game, headless (issue 26): the free-deal table
of the settings (`freedeal.new_table`, `setup_for`), hand after hand (`Arbiter.next_hand`),
each dealt by the arbiter's right next step and played by the bots, in an audition's rates
(a dealer mistake in a quarter of the hands). No window: the seam the stud table will use.

Checked: every hand ends, each mistake fired in it is put right by the book, a stud hand
draws only the mistakes that fire in stud (`Irregularity.games`), chips are conserved
hand by hand, a stud table seats at most eight (stud.table_size), and the mixed game's
hands follow its rotation with the disc frozen through the stud rounds (TDA 11-B)."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest

from dealer_trainer.arbiter import Arbiter
from dealer_trainer.arbiter.irregularities import REGISTRY
from dealer_trainer.arbiter.irregularities.base import Family
from dealer_trainer.arbiter.messages import step_message
from dealer_trainer.gui.freedeal import new_table, setup_for
from dealer_trainer.gui.settings import Settings, mix_error

STUD_KINDS = {k for irr in REGISTRY if Family.STUD in irr.games for k in irr.draws}
# the stud dealer errors (RULES.md "Dealer errors in stud", stud.wrong_bring_in): the rules of
# the irregularities drawn at a stud table only
STUD_ERRORS = {r for irr in REGISTRY if irr.games == {Family.STUD} and irr.draws
               for r in irr.rules}
# the errors of the flop deal (a premature flop, a misplaced button...): never at a stud table
FLOP_ERRORS = {r for irr in REGISTRY if irr.games == {Family.FLOP} and irr.draws
               for r in irr.rules}


def deal_hands(settings: Settings, seed: int, hands: int) -> list[dict[str, object]]:
    setup = setup_for(new_table(settings, seed), settings, seed)
    arb = Arbiter(setup)
    records: list[dict[str, object]] = []
    for n in range(hands):
        if n:
            arb.next_hand()
        if not arb.config.button:
            assert {m.kind for m in arb.scheduled} <= STUD_KINDS
        for _ in range(3000):
            if arb.is_complete:
                break
            step = arb.apply(arb.expected()[0])
            assert step.outcome.value in ("ok", "irregularity"), (
                n, step.action, step_message(step, "en"))
        assert arb.is_complete and all(c.corrected for c in arb.corrections), n
        record = arb.hand_records[-1]
        seats = record["seats"]
        assert isinstance(seats, dict)
        start = sum(v["stack"] for v in seats.values())
        assert start == sum(arb.hand.stacks.values()), n
        records.append(record)
    return records


@pytest.mark.parametrize("variant", ["stud", "stud-hilo", "razz"])
def test_free_deal_stud_games_headless_audition(variant: str) -> None:
    settings = Settings(variant=variant, structure="limit", table_size=10, mode="audition")
    for seed in (1, 2):
        records = deal_hands(settings, seed, 4)
        assert {r["variant"] for r in records} == {variant}
        assert all(len(r["dealt_in"]) == 7 for r in records)  # seven: no short stub yet
        assert all("mix_game" not in r for r in records)  # one game: no mix fields


def test_free_deal_mix_rotates_and_freezes_the_button() -> None:
    settings = Settings(mix="holdem-limit,omaha-hilo-limit,razz,stud,stud-hilo",
                        hands_per_game=1, table_size=6, mistakes="often")
    records = deal_hands(settings, 4, 6)
    assert [r["variant"] for r in records] == ["holdem", "omaha-hilo", "razz", "stud",
                                               "stud-hilo", "holdem"]
    moved = records[1]["button"]
    frozen = {r["frozen_button"] for r in records[2:5]}
    assert len(frozen) == 1 and moved not in frozen  # the disc moved after hand 2, then stood
    assert records[5]["button"] in frozen


def test_free_deal_mix_settings_refuse_a_game_not_dealt_yet() -> None:
    assert mix_error("holdem-limit,omaha-hilo-limit") == ""
    assert "is not a game of a mix" in mix_error("holdem-limit,horse")
    assert Settings(mix="holdem-limit,nope").validated().mix == ""
    assert Settings(mix="holdem-limit", hands_per_game=0).validated().hands_per_game == 8


def test_free_deal_mix_audition_tallies_pace_and_accuracy_per_game() -> None:
    """The session's audition at a mixed table: each hand, once over, goes into its game's
    figures; the verdict's JSON carries them under `games` beside the whole down's."""
    from dealer_trainer.gui.session import Session

    settings = Settings(mix="holdem-limit,omaha-hilo-limit", hands_per_game=1, table_size=4,
                        mode="audition", audition_hands=2, audition_minutes=1)
    session = Session.free_deal(settings, 7)
    wrong = 0
    for hand in range(2):
        if hand:
            session.next_hand()
        while not session.complete:
            expected = session.arb.expected()[0]
            if expected.name == "wait":
                session.apply(expected, auto=True)  # the bots' decisions
                continue
            if hand == 1 and not wrong:
                wrong += 1
                step = session.apply("burn")  # a wrong step in the Omaha hand: no shuffle yet
                assert step is not None and step.outcome.value in ("violation", "invalid")
            session.tick(3.0)
            session.apply(expected)
        session.count_hand()
    games = session.audition().to_json()["games"]
    assert list(games) == ["holdem-limit", "omaha-hilo-limit"]
    holdem, omaha = games["holdem-limit"], games["omaha-hilo-limit"]
    assert holdem["hands_completed"] == omaha["hands_completed"] == 1
    assert holdem["accuracy"] == 1.0 and omaha["accuracy"] < 1.0
    assert holdem["steps_total"] + omaha["steps_total"] == session.steps_total
    assert holdem["pace"] == pytest.approx(3600 / holdem["seconds"])


def drive_free_deal(settings: Settings, seed: int, hands: int) -> tuple[Counter[str], Counter[str]]:
    """Free deal at the settings' table with a dealer mistake in every hand, each hand dealt
    to its end by the arbiter's right next step, every correction the book's (the stud drill
    solutions' steps are these: `Arbiter.expected`). The kinds scheduled, the rules fired."""
    setup = setup_for(new_table(settings, seed), settings, seed)
    arb = Arbiter(replace(setup, random_mistakes=1.0, random_rulings=0.0))
    assert arb.config.house_rules.value == settings.house_rules
    kinds: Counter[str] = Counter()
    rules: Counter[str] = Counter()
    for n in range(hands):
        if n:
            arb.next_hand()
        kinds.update(m.kind.value for m in arb.scheduled)
        for _ in range(3000):
            if arb.is_complete:
                break
            step = arb.apply(arb.expected()[0])
            assert step.outcome.value in ("ok", "irregularity"), (seed, n, step.action,
                                                                  step_message(step, "en"))
        assert arb.is_complete, (seed, n)
        assert all(c.corrected for c in arb.corrections), (seed, n, arb.corrections)
        rules.update(c.rule for c in arb.corrections)
    return kinds, rules


def test_free_deal_stud_draws_the_stud_dealer_errors_and_each_is_put_right() -> None:
    """Free deal at a stud table (stud, stud/8, razz; every preset) draws the stud dealer
    errors from the registry (`Irregularity.drawn_at`), never a flop deal's, at free deal's
    rate (one a hand here), and each is corrected to the end of its hand by the book."""
    kinds: Counter[str] = Counter()
    rules: Counter[str] = Counter()
    for i, (variant, preset) in enumerate((("stud", "roberts"), ("stud-hilo", "tda"),
                                           ("razz", "seeds"), ("stud", "tda"))):
        settings = Settings(variant=variant, structure="limit", table_size=7,
                            mistakes="often", house_rules=preset)
        for seed in range(3 * i + 1, 3 * i + 4):
            k, r = drive_free_deal(settings, seed, 12)
            kinds += k
            rules += r
    assert set(kinds) <= {k.value for k in STUD_KINDS}
    assert not set(rules) & FLOP_ERRORS
    assert len(STUD_ERRORS) == 9 and STUD_ERRORS <= set(rules), STUD_ERRORS - set(rules)
    assert sum(rules[r] for r in STUD_ERRORS) > sum(rules.values()) / 2


def test_free_deal_holdem_draws_no_stud_dealer_error() -> None:
    settings = Settings(variant="holdem", structure="limit", table_size=7, mistakes="often")
    kinds, rules = drive_free_deal(settings, 3, 20)
    assert len(kinds) > 5 and not set(rules) & STUD_ERRORS
    stud_only = {k.value for irr in REGISTRY if irr.games == {Family.STUD} for k in irr.draws}
    flop = {k.value for irr in REGISTRY if Family.FLOP in irr.games for k in irr.draws}
    assert not set(kinds) & (stud_only - flop)
