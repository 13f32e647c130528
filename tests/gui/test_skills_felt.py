"""The Skills screen draws chip counts and side pots as a dealer sees them on the felt (issue 29
item 8): one column per denomination, in the table's chip colours, with the question's count
of chips; each bet in front of its seat's plate, "All in" marked; none of it over the answer
field, its buttons or the pad; the question's text still there; drawing changes nothing."""

from __future__ import annotations

import pygame
import pytest
from test_skills_screen import open_skills

from dealer_trainer.gui.assets import CHIP_COLOURS
from dealer_trainer.gui.scenes.skills_felt import ALL_IN, draw_felt
from dealer_trainer.quiz import question
from dealer_trainer.quiz.text import question_text


def share(surface: pygame.Surface, r: pygame.Rect, colour: tuple[int, ...], tol: int = 12) -> float:
    """The part of `r`'s pixels within `tol` of `colour`."""
    hits = 0
    for y in range(r.y, r.bottom):
        for x in range(r.x, r.right):
            px = surface.get_at((x, y))
            hits += sum((a - b) ** 2 for a, b in zip(colour, px[:3], strict=True)) <= tol * tol
    return hits / max(1, r.w * r.h)


def pieces_of(app, scene):
    app.draw()
    return draw_felt(app.screen, scene, scene.chips)


def assert_clear_of_the_controls(scene, pieces) -> None:
    felt = next(p.rect for p in pieces if p.kind == "felt")
    for p in pieces:
        assert felt.contains(p.rect), p
    controls = [scene.entry.rect, scene.box.rect]
    controls += [w.rect for name, w in scene.widgets.items()
                 if name.startswith("key:") or name in ("answer", "clear", "next")]
    for r in controls:
        assert not felt.colliderect(r), r
    assert felt.bottom <= scene.widgets["next"].rect.y
    assert felt.right <= scene.app.size[0]


def chip_seed(n: int) -> int:
    """A seed whose first chip-count question counts n denominations of unequal counts."""
    for s in range(500):
        d = question(f"chip-count-{s}-1").data
        counts = [c["count"] for c in d.get("chips", ())]
        if len(counts) == n and len(set(counts)) == n:
            return s
    raise AssertionError(n)


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800), (1920, 1080)])
def test_a_chip_count_is_one_column_per_denomination_in_its_colour(app, driver, size) -> None:
    app.resize(*size)
    scene = open_skills(app, driver)
    assert app.size == size
    scene.seed = chip_seed(4)  # the screen's seed, before the skill is picked
    driver.click(scene.widgets["chip-count"].rect.center)
    q = scene.question
    chips = q.data["chips"]
    pieces = pieces_of(app, scene)
    stacks = [p for p in pieces if p.kind == "stack"]
    assert [p.key for p in stacks] == [c["value"] for c in chips]
    values = [c["value"] for c in chips]
    for p in stacks:  # each column is mostly its own chip's colour, not its neighbours'
        shares = {v: share(app.screen, p.rect, CHIP_COLOURS[v]) for v in values}
        assert max(shares, key=shares.__getitem__) == p.key and shares[p.key] > 0.15, shares
    by_count = sorted(zip((c["count"] for c in chips), (p.rect.h for p in stacks), strict=True))
    heights = [h for _, h in by_count]
    assert heights == sorted(heights) and len(set(heights)) == len(heights)  # more, taller
    assert len({p.rect.bottom for p in stacks}) == 1  # standing on the same felt
    assert_clear_of_the_controls(scene, pieces)
    assert question_text(q, "en").split("? ")[1] in scene.box.html_text  # the text stays


def test_a_change_question_draws_the_chips_put_out(app, driver) -> None:
    scene = open_skills(app, driver)
    change = (s for s in range(100) if question(f"chip-count-{s}-1").data["kind"] == "change")
    scene.seed = next(change)
    driver.click(scene.widgets["chip-count"].rect.center)
    paid = scene.question.data["paid"]
    stacks = [p for p in pieces_of(app, scene) if p.kind == "stack"]
    assert [p.key for p in stacks] == [c["value"] for c in paid]


def pots_seed() -> int:
    """A seed whose first side-pots question has chips in the middle and a seat not all in."""
    for s in range(500):
        d = question(f"side-pots-{s}-1").data
        if d["middle"] and any(int(k) not in d["all_in"] for k in d["bets"]):
            return s
    raise AssertionError


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
def test_side_pots_show_each_bet_before_its_plate_and_the_all_ins(app, driver, size) -> None:
    app.resize(*size)
    scene = open_skills(app, driver)
    assert app.size == size
    scene.seed = pots_seed()
    driver.click(scene.widgets["side-pots"].rect.center)
    d = scene.question.data
    pieces = pieces_of(app, scene)
    seats = sorted(int(k) for k in d["bets"])
    plates = {p.key: p.rect for p in pieces if p.kind == "plate"}
    bets = {p.key: p.rect for p in pieces if p.kind == "bet"}
    assert sorted(plates) == sorted(bets) == seats
    for seat in seats:
        plate, bet = plates[seat], bets[seat]
        assert bet.y >= plate.bottom and abs(bet.centerx - plate.centerx) <= 1  # in front
        tagged = share(app.screen, plate, ALL_IN, tol=4) > 0.05
        assert tagged == (seat in d["all_in"]), seat
    for a in plates.values():  # the plates side by side, none over another
        assert sum(a.colliderect(b) for b in plates.values()) == 1
    middle = [p for p in pieces if p.kind == "middle"]
    assert [p.key for p in middle] == [d["middle"]]
    assert all(not middle[0].rect.colliderect(b) for b in bets.values())
    assert_clear_of_the_controls(scene, pieces)
    assert "all in" in scene.box.html_text  # the text, the accessible alternative, stays


def test_drawing_twice_changes_nothing(app, driver) -> None:
    scene = open_skills(app, driver)
    for skill in ("chip-count", "side-pots"):
        driver.click(scene.widgets[skill].rect.center)
        before = dict(vars(scene))
        app.draw()
        first = app.screen.copy()
        app.draw()
        assert pygame.image.tobytes(first, "RGB") == pygame.image.tobytes(app.screen, "RGB")
        assert vars(scene) == before


def test_other_skills_have_no_felt(app, driver) -> None:
    scene = open_skills(app, driver)
    for skill in ("pot-limit", "rake", "hand-reading"):
        driver.click(scene.widgets[skill].rect.center)
        assert pieces_of(app, scene) == []


def test_a_folded_seats_bet_is_drawn_before_a_dimmed_plate(app, driver) -> None:
    from dealer_trainer.gui.scenes.skills_felt import FOLDED_PLATE, PLATE

    def folded_bet(s: int) -> bool:
        d = question(f"side-pots-{s}-1").data
        return any(int(k) in d["folded"] for k in d["bets"])

    scene = open_skills(app, driver)
    scene.seed = next(s for s in range(500) if folded_bet(s))
    driver.click(scene.widgets["side-pots"].rect.center)
    d = scene.question.data
    pieces = pieces_of(app, scene)
    assert sorted(p.key for p in pieces if p.kind == "bet") == sorted(int(k) for k in d["bets"])
    for p in pieces:
        if p.kind == "plate":
            dim = share(app.screen, p.rect, FOLDED_PLATE, 1) > share(app.screen, p.rect, PLATE, 1)
            assert dim == (p.key in d["folded"]), p.key
