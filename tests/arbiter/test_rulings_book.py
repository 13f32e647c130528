"""The rulings table of CONTRACT.md ("Rulings: what is right"), one test per row and per
preset difference, and TDA 43-45 written again from the rules' words, checked against the
book over random chip pushes facing random bets."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealer_trainer.arbiter.rulings import (
    As,
    Attempt,
    Change,
    Facing,
    Ruling,
    When,
    Words,
    right_ruling,
    ruling_after_turn,
    rulings_agree,
)
from dealer_trainer.engine.decision import ActionKind
from dealer_trainer.engine.preset import PRESETS as ROWS
from dealer_trainer.engine.preset import HouseRules, Preset

SEEDS, ROBERTS, TDA = ROWS[HouseRules.SEEDS], ROWS[HouseRules.ROBERTS], ROWS[HouseRules.TDA]
PRESETS = (SEEDS, ROBERTS, TDA)
DEEP = 20_000


def facing(bet: int, *, mine: int = 0, stack: int = DEEP, raise_size: int | None = None,
           **kw: object) -> Facing:
    """No-limit, blinds 100-200: a bet of `bet` to a player with `mine` in."""
    size = raise_size if raise_size is not None else max(bet, 200)
    return Facing(current_bet=bet, mine=mine, stack=stack, min_raise=size, **kw)  # type: ignore[arg-type]


def ruled(a: Attempt, f: Facing, house: Preset = SEEDS) -> tuple[str, str]:
    v = right_ruling(a, f, house)
    return v.rule, v.text(a.seat)


# ---- bet.oversized_chip ---------------------------------------------------------------------
@pytest.mark.parametrize("house", PRESETS)
def test_bet_oversized_chip_facing_a_bet_is_a_call(house: Preset) -> None:
    a = Attempt(1, chips=(1000,))
    assert ruled(a, facing(300), house) == ("bet.oversized_chip", "rule: {seat: 1, as: call}")


@pytest.mark.parametrize("house", PRESETS)
def test_bet_oversized_chip_with_no_bet_is_a_bet_of_the_chip(house: Preset) -> None:
    a = Attempt(1, chips=(1000,))
    f = facing(0, raise_size=200)
    assert ruled(a, f, house) == ("bet.oversized_chip", "rule: {seat: 1, as: bet, to: 1000}")


@pytest.mark.parametrize("house", PRESETS)
def test_bet_oversized_chip_with_raise_said_first_is_a_raise_of_the_chip(house: Preset) -> None:
    a = Attempt(1, chips=(1000,), say=Words.RAISE)
    assert ruled(a, facing(300), house) == (
        "bet.oversized_chip", "rule: {seat: 1, as: raise, to: 1000}")


def test_bet_oversized_chip_facing_the_blind_is_a_call_and_his_last_chip_counts_the_same() -> None:
    a = Attempt(4, chips=(1000,))
    assert ruled(a, facing(200, mine=100))[1] == "rule: {seat: 4, as: call}"  # the small blind
    assert ruled(a, facing(300, stack=1000))[1] == "rule: {seat: 4, as: call}"


# ---- bet.multiple_chips ---------------------------------------------------------------------
def test_bet_multiple_chips_every_chip_needed_is_a_call() -> None:
    a = Attempt(1, chips=(500, 1000))
    f = facing(1100, raise_size=600)
    assert ruled(a, f) == ("bet.multiple_chips", "rule: {seat: 1, as: call}")


def test_bet_multiple_chips_his_last_chips_are_all_in() -> None:
    a = Attempt(1, chips=(1000, 500))
    assert ruled(a, facing(1000, stack=1500)) == (
        "bet.multiple_chips", "rule: {seat: 1, as: all_in}")


# ---- bet.under_raise ------------------------------------------------------------------------
def test_bet_under_raise_half_a_raise_or_more_must_be_a_full_raise() -> None:
    a = Attempt(1, chips=(1000, 500))
    assert ruled(a, facing(1000)) == ("bet.under_raise", "rule: {seat: 1, as: raise, to: 2000}")


def test_bet_under_raise_less_than_half_a_raise_is_a_call() -> None:
    a = Attempt(1, chips=(1000, 100, 100, 100, 100))
    assert ruled(a, facing(1000)) == ("bet.under_raise", "rule: {seat: 1, as: call}")


def test_bet_under_raise_with_raise_said_first_is_a_full_raise() -> None:
    a = Attempt(1, chips=(1000, 100, 100, 100, 100), say=Words.RAISE)
    assert ruled(a, facing(1000)) == ("bet.under_raise", "rule: {seat: 1, as: raise, to: 2000}")


def test_bet_under_raise_addendum_45_examples() -> None:
    """TDA Addendum 45: facing a raise to 1100 (minimum raise 600)."""
    f = facing(1100, raise_size=600)
    assert ruled(Attempt(1, chips=(1000, 100, 100, 100, 100, 100)), f)[1] == (
        "rule: {seat: 1, as: raise, to: 1700}")
    assert ruled(Attempt(1, chips=(1000, 100, 100, 100)), f)[1] == "rule: {seat: 1, as: call}"


# ---- bet.string_raise -----------------------------------------------------------------------
@pytest.mark.parametrize("house", PRESETS)
def test_bet_string_raise_only_the_first_motion_counts(house: Preset) -> None:
    a = Attempt(4, chips=(200,), more=(400,))
    assert ruled(a, facing(200), house) == ("bet.string_raise", "rule: {seat: 4, as: call}")


@pytest.mark.parametrize(("house", "to"), [(SEEDS, 1200), (ROBERTS, 1200), (TDA, 600)])
def test_bet_string_raise_after_raise_said_presets_differ(house: Preset, to: int) -> None:
    a = Attempt(4, chips=(600,), more=(600,), say=Words.RAISE)
    assert ruled(a, facing(200), house) == (
        "bet.string_raise", f"rule: {{seat: 4, as: raise, to: {to}}}")


# ---- bet.verbal_vs_chips --------------------------------------------------------------------
@pytest.mark.parametrize("house", PRESETS)
def test_bet_verbal_vs_chips_call_said_with_the_chips_is_a_call(house: Preset) -> None:
    a = Attempt(5, chips=(1000, 1000, 1000), say=Words.CALL, when=When.WITH)
    assert ruled(a, facing(1000), house) == ("bet.verbal_vs_chips", "rule: {seat: 5, as: call}")


@pytest.mark.parametrize(("house", "text"), [
    (SEEDS, "rule: {seat: 5, as: call}"), (ROBERTS, "rule: {seat: 5, as: call}"),
    (TDA, "rule: {seat: 5, as: raise, to: 3000}")])
def test_bet_verbal_vs_chips_words_after_the_chips_presets_differ(house: Preset,
                                                                  text: str) -> None:
    a = Attempt(5, chips=(1000, 1000, 1000), say=Words.CALL, when=When.AFTER)
    assert ruled(a, facing(1000), house) == ("bet.verbal_vs_chips", text)


@pytest.mark.parametrize("house", PRESETS)
def test_bet_verbal_vs_chips_raise_and_an_amount_is_the_total(house: Preset) -> None:
    a = Attempt(3, chips=(5000,), say=Words.RAISE, say_to=8000)
    assert ruled(a, facing(2000), house) == (
        "bet.verbal_vs_chips", "rule: {seat: 3, as: raise, to: 8000}")


# ---- bet.undercall --------------------------------------------------------------------------
@pytest.mark.parametrize("house", PRESETS)
@pytest.mark.parametrize("where", [{"heads_up": True, "opening_bet": False},
                                   {"heads_up": False, "opening_bet": True}])
def test_bet_undercall_heads_up_or_facing_the_opening_bet_is_a_call(
        house: Preset, where: dict[str, bool]) -> None:
    a = Attempt(4, chips=(2000,))
    assert ruled(a, facing(8000, **where), house) == ("bet.undercall", "rule: {seat: 4, as: call}")


@pytest.mark.parametrize(("house", "text"), [
    (SEEDS, "rule: {seat: 4, as: call}"), (ROBERTS, "rule: {seat: 4, as: call}"),
    (TDA, "call_floor")])
def test_bet_undercall_facing_a_raise_three_handed_presets_differ(house: Preset,
                                                                  text: str) -> None:
    a = Attempt(4, chips=(2000,))
    f = facing(8000, heads_up=False, opening_bet=False)
    assert ruled(a, f, house) == ("bet.undercall", text)


# ---- bet.out_of_turn ------------------------------------------------------------------------
RAISE_800 = Attempt(8, action=ActionKind.RAISE, to=800, out_of_turn=True)


@pytest.mark.parametrize("house", PRESETS)
def test_bet_out_of_turn_is_backed_up_at_once(house: Preset) -> None:
    assert ruled(RAISE_800, facing(300), house) == (
        "bet.out_of_turn", "rule: {seat: 8, as: out_of_turn}")


@pytest.mark.parametrize("house", PRESETS)
def test_bet_out_of_turn_binding_when_the_seat_between_folded(house: Preset) -> None:
    v = ruling_after_turn(RAISE_800, facing(300), Change.NONE, house)
    assert (v.rule, v.text(8)) == ("bet.out_of_turn", "rule: {seat: 8, as: raise, to: 800}")


@pytest.mark.parametrize("house", PRESETS)
def test_bet_out_of_turn_not_binding_after_a_raise_between(house: Preset) -> None:
    v = ruling_after_turn(RAISE_800, facing(900), Change.RAISE, house)
    assert v.text(8) == "rule: {seat: 8, as: not_binding}"


@pytest.mark.parametrize(("house", "text"), [
    (SEEDS, "call_floor"), (ROBERTS, "call_floor"), (TDA, "rule: {seat: 8, as: raise, to: 800}")])
def test_bet_out_of_turn_after_an_intervening_call_presets_differ(house: Preset,
                                                                  text: str) -> None:
    v = ruling_after_turn(RAISE_800, facing(300), Change.CALL, house)
    assert (v.rule, v.text(8)) == ("bet.out_of_turn", text)


@pytest.mark.parametrize("house", PRESETS)
def test_bet_out_of_turn_fold_is_binding_at_once(house: Preset) -> None:
    a = Attempt(8, action=ActionKind.FOLD, out_of_turn=True)
    assert ruled(a, facing(300), house) == ("bet.out_of_turn", "rule: {seat: 8, as: fold}")


# ---- bet.invalid_declaration and bet.reopen ------------------------------------------------
def test_bet_invalid_declaration_call_with_no_bet_is_a_check() -> None:
    a = Attempt(3, say=Words.CALL)
    assert ruled(a, facing(0)) == ("bet.invalid_declaration", "rule: {seat: 3, as: check}")


def test_bet_invalid_declaration_raise_with_no_bet_is_a_bet() -> None:
    a = Attempt(3, say=Words.RAISE, say_to=600)
    assert ruled(a, facing(0)) == ("bet.invalid_declaration", "rule: {seat: 3, as: bet, to: 600}")
    bare = Attempt(3, say=Words.RAISE)
    assert ruled(bare, facing(0, raise_size=200))[1] == "rule: {seat: 3, as: bet, to: 200}"


def test_bet_invalid_declaration_check_facing_a_bet_is_call_or_fold() -> None:
    said = Attempt(3, say=Words.CHECK)
    done = Attempt(3, action=ActionKind.CHECK)
    for a in (said, done):
        assert ruled(a, facing(300)) == ("bet.invalid_declaration",
                                         "rule: {seat: 3, as: call_or_fold}")


def test_bet_invalid_declaration_call_on_the_big_blinds_option_is_a_check() -> None:
    a = Attempt(3, say=Words.CALL)
    assert ruled(a, facing(200, mine=200))[1] == "rule: {seat: 3, as: check}"


def test_bet_reopen_a_raise_not_reopened_is_call_or_fold() -> None:
    a = Attempt(3, action=ActionKind.RAISE, to=1400)
    f = facing(700, mine=500, may_raise=False)
    assert ruled(a, f) == ("bet.reopen", "rule: {seat: 3, as: call_or_fold}")


# ---- the chips a ruling cannot find: all in ------------------------------------------------
def test_bet_under_raise_a_full_raise_his_stack_cannot_make_is_all_in() -> None:
    a = Attempt(1, chips=(1000, 500))
    assert ruled(a, facing(1000, stack=1900))[1] == "rule: {seat: 1, as: all_in}"


def test_rulings_agree_a_call_of_his_whole_stack_is_his_all_in() -> None:
    f = facing(1000, stack=800)
    assert rulings_agree(Ruling(As.CALL), Ruling(As.ALL_IN), f)
    assert rulings_agree(Ruling(As.RAISE, 5000), Ruling(As.ALL_IN), facing(1000, stack=3000))
    assert not rulings_agree(Ruling(As.CALL), Ruling(As.ALL_IN), facing(1000))
    assert not rulings_agree(Ruling(As.BET, 1000), Ruling(As.RAISE, 1000), facing(300))
    assert not rulings_agree(Ruling(As.CHECK), Ruling(As.CHECK), facing(300))


# ---- TDA 43-45, again, from the words -------------------------------------------------------
def tda_43_to_45(chips: list[int], bet: int, mine: int, stack: int, last_raise: int) -> tuple:
    """Written from the rules, not the book: TDA 44 ("a single oversized chip is a call"),
    45-A ("a call if every chip is needed to make the call; i.e. removal of just one of the
    smallest chips leaves less than the call amount"), 45-B-2 (his last chips: all in) and
    43-A ("50% or more of the largest prior bet but less than a minimum raise must make a
    full minimum raise; less than 50% is a call")."""
    to_call = bet - mine
    pushed = sum(chips)
    everything = mine + stack
    if len(chips) == 1:
        return ("all_in",) if to_call >= stack else ("call",)
    smallest_removed = sorted(chips)[1:]
    if sum(smallest_removed) < to_call:
        return ("all_in",) if to_call >= stack else ("call",)
    if pushed == stack:
        return ("all_in",)
    raise_part = mine + pushed - bet
    if raise_part * 100 < 50 * last_raise:
        return ("call",)
    target = max(mine + pushed, bet + last_raise)
    return ("all_in",) if target >= everything else ("raise", target)


def _as_tuple(r: Ruling | None) -> tuple:
    assert r is not None
    if r.as_ in (As.BET, As.RAISE):
        return ("raise", r.to)
    return (r.as_.value,)


DENOMINATIONS = (25, 100, 500, 1000, 5000)


@st.composite
def chip_push(draw: st.DrawFn) -> tuple[list[int], int, int, int, int]:
    last_raise = draw(st.sampled_from((200, 300, 600, 1000, 2500)))
    bet = draw(st.integers(1, 12)) * 100 + last_raise
    mine = draw(st.sampled_from((0, 0, 100, 200, bet - last_raise)))
    chips = draw(st.lists(st.sampled_from(DENOMINATIONS), min_size=1, max_size=8))
    to_call = bet - mine
    # not an undercall (bet.undercall): the chips cover the call or are his last
    if sum(chips) < to_call:
        chips.append(5000 * (1 + to_call // 5000))
    stack = sum(chips) + draw(st.sampled_from((0, 0, 100, 1000, 50_000)))
    return chips, bet, mine, stack, last_raise


@settings(max_examples=600, deadline=None, derandomize=True, database=None)
@given(chip_push())
def test_bet_multiple_chips_property_the_book_rules_as_tda_43_to_45(
        push: tuple[list[int], int, int, int, int]) -> None:
    chips, bet, mine, stack, last_raise = push
    f = Facing(current_bet=bet, mine=mine, stack=stack, min_raise=last_raise)
    for house in PRESETS:
        verdict = right_ruling(Attempt(1, chips=tuple(chips)), f, house)
        assert _as_tuple(verdict.ruling) == tda_43_to_45(chips, bet, mine, stack, last_raise)
