"""The Skills screen, driven by real events: the menu's Skills button, a skill, an answer
typed (text input and Enter) or clicked (number pad, hand and ranks), each timed by the
frames' elapsed seconds and recorded in the trainee's progress."""

from __future__ import annotations

import pygame
import pytest

from dealer_trainer.gui.scenes.skills import SkillsScene
from dealer_trainer.progress import ProgressStore
from dealer_trainer.progress.quiz_records import answers_of, figures_of


def open_skills(app, driver) -> SkillsScene:
    from dealer_trainer.gui.scenes.menu import MenuScene

    app.record_progress = True
    app.push(MenuScene(app))
    driver.frame()
    button = dict(app.top.items)["skills"]
    driver.click(button.rect.center)
    assert isinstance(app.top, SkillsScene)
    return app.top


def recorded(app):
    with ProgressStore.open(app.data_dir) as store:
        return answers_of(store, "guest"), {f.skill: f for f in figures_of(store, "guest")}


def test_a_typed_answer_is_timed_graded_and_recorded(app, driver) -> None:
    scene = open_skills(app, driver)
    driver.click(scene.widgets["pot-limit"].rect.center)
    q = scene.question
    assert q is not None and q.skill == "pot-limit" and scene.entry.is_focused
    driver.frame(0.5, n=6)  # three seconds of thought
    driver.type(str(q.key))
    driver.enter()
    assert scene.graded is not None and scene.graded.right
    assert 3.0 <= scene.seconds < 3.5
    answers, figures = recorded(app)
    assert [(a.question, a.right) for a in answers] == [(q.id, True)]
    assert answers[0].seconds == pytest.approx(scene.seconds)
    assert figures["pot-limit"].answers == 1 and not figures["pot-limit"].mastered


def test_the_number_pad_answers_and_three_fast_right_answers_master_a_skill(app, driver) -> None:
    scene = open_skills(app, driver)
    driver.click(scene.widgets["chip-count"].rect.center)
    for _ in range(3):
        q = scene.question
        for digit in str(q.key):
            driver.click(scene.widgets[f"key:{digit}"].rect.center)
        assert scene.entry.get_text() == str(q.key)
        driver.click(scene.widgets["answer"].rect.center)
        assert scene.graded is not None and scene.graded.right
        driver.click(scene.widgets["next"].rect.center)
        assert scene.question is not q and scene.graded is None
    _, figures = recorded(app)
    assert figures["chip-count"].mastered and scene.figures["chip-count"].mastered


def test_a_wrong_answer_shows_the_right_one_and_counts_as_wrong(app, driver) -> None:
    scene = open_skills(app, driver)
    driver.click(scene.widgets["side-pots"].rect.center)
    q = scene.question
    for ch in "1+2":
        driver.click(scene.widgets[f"key:{ch}"].rect.center)
    assert scene.entry.get_text() == "1 + 2"
    driver.click(scene.widgets["answer"].rect.center)
    assert scene.graded is not None and not scene.graded.right
    message, _ = scene.verdict()
    assert " + ".join(map(str, q.key)) in message
    answers, _ = recorded(app)
    assert [a.right for a in answers] == [False]


def test_a_hand_is_read_by_clicking_and_an_unfinished_answer_is_not_graded(app, driver) -> None:
    scene = open_skills(app, driver)
    driver.click(scene.widgets["hand-reading"].rect.center)
    hand, ranks = scene.question.key
    driver.click(scene.widgets["answer"].rect.center)  # nothing picked yet
    assert scene.graded is None and scene.problem
    driver.click(scene.widgets[f"hand:{hand}"].rect.center)
    for r in ranks:
        driver.click(scene.widgets[f"key:{r}"].rect.center)
    driver.click(scene.widgets["answer"].rect.center)
    assert scene.graded is not None and scene.graded.right
    assert len(recorded(app)[0]) == 1


def test_esc_goes_back_to_the_menu(app, driver) -> None:
    open_skills(app, driver)
    driver.key(pygame.K_ESCAPE)
    assert app.top.name == "menu"


def test_the_keyboard_alone_answers_moves_on_and_leaves(app, driver) -> None:
    scene = open_skills(app, driver)
    driver.click(scene.widgets["chip-count"].rect.center)
    q = scene.question
    driver.type(str(q.key))
    driver.enter()
    assert scene.graded is not None and scene.graded.right
    driver.key(pygame.K_RETURN)  # Enter again: the next question
    assert scene.question is not q and scene.graded is None and scene.entry.is_focused
    driver.key(pygame.K_ESCAPE)
    assert app.top.name == "menu"


def test_a_plo_pot_question_with_a_straddle_is_answered_on_the_pad(app, driver) -> None:
    from dealer_trainer.quiz import question

    scene = open_skills(app, driver)
    # the screen's seed, set before the skill is picked: question 1 has a straddle preflop
    scene.seed = next(s for s in range(100) if "straddle" in (
        d := question(f"plo-pot-{s}-1").data) and d["street"] == "preflop")
    driver.click(scene.widgets["plo-pot"].rect.center)
    q = scene.question
    assert q is not None and q.skill == "plo-pot" and "straddle" in q.data
    assert "straddled" in scene.box.html_text
    assert "key:+" not in scene.widgets  # one number: the pad has no "+"
    for digit in str(q.key):
        driver.click(scene.widgets[f"key:{digit}"].rect.center)
    driver.click(scene.widgets["answer"].rect.center)
    assert scene.graded is not None and scene.graded.right
    answers, figures = recorded(app)
    assert [(a.question, a.right) for a in answers] == [(q.id, True)]
    assert figures["plo-pot"].answers == 1


def test_an_omaha_hilo_question_is_read_high_and_low_by_clicking(app, driver) -> None:
    from dealer_trainer.quiz import question

    def fits(seed: int) -> bool:  # question 1 hi-lo with a low, question 2 hi-lo with none
        first, second = (question(f"omaha-reading-{seed}-{n}") for n in (1, 2))
        return first.data["game"] == "plo8" and first.key[2] != "none" and second.key[2] == "none"

    scene = open_skills(app, driver)
    scene.seed = next(s for s in range(200) if fits(s))  # the screen's seed, before the skill
    driver.click(scene.widgets["omaha-reading"].rect.center)
    q = scene.question
    assert q is not None and q.data["game"] == "plo8" and "eight or better" in scene.box.html_text
    hand, ranks, low = q.key
    driver.click(scene.widgets[f"hand:{hand}"].rect.center)
    for r in ranks:
        driver.click(scene.widgets[f"key:{r}"].rect.center)
    driver.click(scene.widgets["answer"].rect.center)  # the low not given yet: not graded
    assert scene.graded is None and scene.problem
    driver.click(scene.widgets["low"].rect.center)  # the rank buttons now write the low
    for r in reversed(low):  # any order: A 2 4 6 8 is read 8 6 4 2 A
        driver.click(scene.widgets[f"key:{r}"].rect.center)
    assert scene.entry.get_text() == " ".join(ranks)
    assert scene.widgets["low-field"].get_text() == " ".join(reversed(low))
    driver.click(scene.widgets["answer"].rect.center)
    assert scene.graded is not None and scene.graded.right
    driver.click(scene.widgets["next"].rect.center)
    q2 = scene.question
    assert q2 is not q and q2.key[2] == "none"
    driver.click(scene.widgets[f"hand:{q2.key[0]}"].rect.center)
    for r in q2.key[1]:
        driver.click(scene.widgets[f"key:{r}"].rect.center)
    driver.click(scene.widgets["no-low"].rect.center)
    driver.click(scene.widgets["answer"].rect.center)
    assert scene.graded is not None and scene.graded.right
    answers, figures = recorded(app)
    assert [(a.question, a.right) for a in answers] == [(q.id, True), (q2.id, True)]
    assert figures["omaha-reading"].answers == 2


def test_a_hilo_split_question_is_answered_seat_by_seat_on_the_pad(app, driver) -> None:
    from dealer_trainer.quiz import question

    scene = open_skills(app, driver)
    # the screen's seed, set before the skill is picked: question 1 pays three seats or more
    scene.seed = next(s for s in range(200) if len(question(f"hilo-split-{s}-1").key) >= 3)
    driver.click(scene.widgets["hilo-split"].rect.center)
    q = scene.question
    assert q is not None and q.skill == "hilo-split"
    assert "key:+" not in scene.widgets and "Omaha hi-lo" in scene.box.html_text
    pairs = list(q.key.items())
    (seat, amount), rest = pairs[0], pairs[1:]
    for digit in f"{seat}{amount + q.data['chip']}":  # a chip too many for the first seat
        driver.click(scene.widgets[f"key:{digit}"].rect.center)
    driver.click(scene.widgets["key:⌫"].rect.center)  # (not yet graded: clear it all)
    driver.click(scene.widgets["clear"].rect.center)
    assert scene.entry.get_text() == ""
    for seat, amount in pairs:
        for digit in str(seat):
            driver.click(scene.widgets[f"key:{digit}"].rect.center)
        driver.click(scene.widgets["key::"].rect.center)  # after a seat: its amount
        for digit in str(amount):
            driver.click(scene.widgets[f"key:{digit}"].rect.center)
        driver.click(scene.widgets["key::"].rect.center)  # after an amount: the next seat
    assert scene.entry.get_text() == ", ".join(f"{s}: {a}" for s, a in pairs) + ", "
    driver.click(scene.widgets["answer"].rect.center)
    assert scene.graded is not None and scene.graded.right and rest
    answers, figures = recorded(app)
    assert [(a.question, a.right) for a in answers] == [(q.id, True)]
    assert figures["hilo-split"].answers == 1


def test_a_hilo_split_answer_typed_wrong_shows_each_seats_amount(app, driver) -> None:
    scene = open_skills(app, driver)
    driver.click(scene.widgets["hilo-split"].rect.center)
    q = scene.question
    seat = min(int(s) for s in q.data["hands"])
    driver.type(str(seat))  # a seat and no amount: not graded, the shape shown
    driver.enter()
    assert scene.graded is None and "3: 103, 5: 102" in scene.problem
    driver.type(f": {q.data['pot'] + q.data['chip']}")  # a chip more than the pot
    driver.enter()
    assert scene.graded is not None and not scene.graded.right
    message, _ = scene.verdict()
    assert ", ".join(f"seat {s}: {a}" for s, a in q.key.items()) in message
    assert [a.right for a in recorded(app)[0]] == [False]
