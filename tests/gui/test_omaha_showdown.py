"""The showdown in Omaha (omaha.hand, hilo.omaha_low, hilo.read): the hand read in Learn mode
marks exactly the two hole and three board cards of the best high, and in hi-lo the two and
three of the low, framed in the other half's colour; the label reads both, in five
languages. Which cards play is the engine's (`omaha_hand`, `omaha_low`): the GUI only
draws it."""

from __future__ import annotations

import pytest
from omaha_table import SIZES, render, snapshot

from dealer_trainer.arbiter.hand_words import HandWords
from dealer_trainer.engine.lows import omaha_low
from dealer_trainer.engine.omaha import omaha_hand
from dealer_trainer.gui.layout import Box
from dealer_trainer.gui.showdown_view import LIT, LOW, card_boxes, low_words, plan
from dealer_trainer.gui.text import tr

LANGS = ("en", "ro", "pt", "el", "mk")


def hole(snap, seat):  # type: ignore[no-untyped-def]
    return [h.card for h in next(v for v in snap.seats if v.seat == seat).hole]


@pytest.mark.parametrize("n", (4, 6, 10))
def test_omaha_hand_learn_marks_two_hole_and_three_board_cards(n) -> None:
    snap = snapshot(n, "omaha")
    p = plan(snap)
    assert set(p.labels) == set(snap.tabled) and not p.split and not p.lit_low
    values = {s: omaha_hand(hole(snap, s), snap.board) for s in snap.tabled}
    assert p.focus == max(values, key=lambda s: values[s].strength)  # Learn: the best high
    for s, v in values.items():
        lit = set(hole(snap, s)) & p.lit
        assert lit == set(v.hole_used) and len(lit) == 2, (s, lit)
        assert set(hole(snap, s)) - lit <= p.dim  # the other two are dimmed
        assert p.labels[s] == (HandWords.of(v), v.cards)  # the engine's words and five
    board_lit = set(snap.board) & p.lit
    assert board_lit == set(values[p.focus].board_used) and len(board_lit) == 3
    assert set(snap.board) - board_lit <= p.dim
    other = next(s for s in values if s != p.focus)  # the hand under the cursor: its three
    assert set(snap.board) & plan(snap, other).lit == set(values[other].board_used)


@pytest.mark.parametrize("n", (4, 6, 10))
def test_hilo_omaha_low_marks_the_lows_two_and_three_apart(n) -> None:
    snap = snapshot(n, "omaha-hilo")
    p = plan(snap)
    assert p.split
    lows = {s: omaha_low(hole(snap, s), snap.board) for s in snap.tabled}
    assert p.lows == lows
    assert any(v is None for v in lows.values()) and any(lows.values())  # both kinds here
    for s, low in lows.items():
        mine = set(hole(snap, s))
        assert mine & p.lit == set(omaha_hand(hole(snap, s), snap.board).hole_used)
        want = set() if low is None else mine & set(low.cards)
        assert mine & p.lit_low == want and len(want) in (0, 2), (s, want)
    # Learn: the board shows the best high's three and the best low's three
    best_low = max((s for s, v in lows.items() if v is not None), key=lambda s: lows[s])
    assert p.low_focus == best_low and lows[p.focus] is None  # here two seats win
    board_low = set(snap.board) & p.lit_low
    low = lows[best_low]
    assert low is not None and board_low == set(low.cards) - set(hole(snap, best_low))
    assert len(board_low) == 3
    for s, v in lows.items():  # the hand under the cursor: its own low, or none
        on_board = set(snap.board) & plan(snap, s).lit_low
        assert len(on_board) == (0 if v is None else 3), (s, on_board)


def test_hilo_read_practice_marks_only_the_hands_read() -> None:
    snap = snapshot(6, "omaha-hilo", mode="practice", read=(2,))
    p = plan(snap)
    assert set(p.labels) == {2} and p.focus == 2 and set(p.lows) == {2}
    assert plan(snapshot(6, "omaha-hilo", mode="practice")).labels == {}


def _near(c: tuple[int, ...], want: tuple[int, int, int]) -> bool:
    return all(abs(a - b) < 40 for a, b in zip(c, want, strict=False))


@pytest.mark.parametrize("size", SIZES)
def test_hilo_omaha_low_frames_are_drawn_in_each_halfs_colour(size) -> None:
    """Above and below each marked card: gold for a high card, blue for a low one, gold
    above and blue below for a card of both halves."""
    snap = snapshot(6, "omaha-hilo")
    surface, view = render(size, snap)
    p, L = view.shown, view.layout
    s = L.scale
    seen = {"high": 0, "low": 0, "both": 0}
    for card, box in card_boxes(L, snap).items():
        high, low = card in p.lit, card in p.lit_low
        if not (high or low):
            continue
        x = box.x + max(2, box.w // 2)
        top = surface.get_at((x, box.y - max(1, round(1 * s))))[:3]
        bottom = surface.get_at((x, box.bottom + max(0, round(1 * s) - 1)))[:3]
        kind = "both" if high and low else "high" if high else "low"
        want = {"high": (LIT, LIT), "low": (LOW, LOW), "both": (LIT, LOW)}[kind]
        assert _near(top, want[0]) and _near(bottom, want[1]), (size, card, kind, top, bottom)
        seen[kind] += 1
    assert all(seen.values()), seen


def test_hilo_read_label_words_in_five_languages() -> None:
    snap = snapshot(6, "omaha-hilo")
    p = plan(snap)
    low = next(v for v in p.lows.values() if v is not None)
    said = {}
    for lang in LANGS:
        tags = (tr("showdown.half.high", lang), tr("showdown.half.low", lang))
        assert all(t and not t.startswith("showdown.") for t in tags), (lang, tags)
        words = (low_words(low, lang), low_words(None, lang))
        assert not any("{" in w or w.startswith("showdown.") for w in words), (lang, words)
        rank = tr(f"term.rank.one.{low.naming[0]}", lang)
        assert rank in words[0], (lang, words, rank)
        said[lang] = words
    assert low_words(low, "en") == "six-four low" or low.naming != ("6", "4")
    assert len({w for w, _ in said.values()}) == 5 and len({n for _, n in said.values()}) == 5


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", (6, 10))
def test_hilo_read_labels_are_not_cut_in_any_language(size, n) -> None:
    """Every label's words are drawn whole (no ellipsis), in each language."""
    import dealer_trainer.gui.assets as assets

    real = assets.TextCache.elide
    cut: list[str] = []

    def spy(self, text, size_, max_w, bold=False):  # type: ignore[no-untyped-def]
        out = real(self, text, size_, max_w, bold)
        if out != text:
            cut.append(text)
        return out

    for lang in LANGS:
        snap = snapshot(n, "omaha-hilo")
        assets.TextCache.elide = spy  # type: ignore[method-assign]
        try:
            _, view = render(size, snap, lang)
        finally:
            assets.TextCache.elide = real  # type: ignore[method-assign]
        assert set(view.shown.labels) == set(snap.tabled)
        assert cut == [], (lang, size, n, cut)


def test_the_frame_check_sees_an_unmarked_card() -> None:
    snap = snapshot(6, "omaha-hilo")
    surface, view = render((1280, 800), snap)
    dimmed = next(c for c in card_boxes(view.layout, snap) if c in view.shown.dim)
    box: Box = card_boxes(view.layout, snap)[dimmed]
    top = surface.get_at((box.x + box.w // 2, box.y - 1))[:3]
    assert not _near(top, LIT) and not _near(top, LOW)
