"""The stud skills on the Skills screen, by real events: the bring-in and first to act on the
number pad, a stud hi-lo hand read high and low on the reading pad, a razz hand on the ranks'
pad; and the list of a dozen skills fitting between the title and Back, one record line each."""

from __future__ import annotations

from test_skills_screen import open_skills, recorded

from dealer_trainer.quiz import SKILLS, question


def test_stud_bring_in_answered_on_the_number_pad(app, driver) -> None:
    scene = open_skills(app, driver)
    driver.click(scene.widgets["stud-bring-in"].rect.center)
    q = scene.question
    assert q is not None and q.skill == "stud-bring-in"
    assert "key:+" not in scene.widgets  # one number: a seat
    driver.click(scene.widgets[f"key:{q.key}"].rect.center)
    driver.click(scene.widgets["answer"].rect.center)
    assert scene.graded is not None and scene.graded.right
    driver.click(scene.widgets["next"].rect.center)
    q2 = scene.question
    wrong = next(s for s in q2.data["doors"] if int(s) != q2.key)
    driver.type(wrong)
    driver.enter()
    assert scene.graded is not None and not scene.graded.right
    assert f"seat {q2.key}" in scene.verdict()[0]
    answers, _ = recorded(app)
    assert [(a.question, a.right) for a in answers] == [(q.id, True), (q2.id, False)]


def test_stud_first_to_act_names_the_house_and_is_answered_by_typing(app, driver) -> None:
    scene = open_skills(app, driver)
    driver.click(scene.widgets["stud-first"].rect.center)
    q = scene.question
    assert q is not None and ("Robert" in scene.box.html_text or "TDA" in scene.box.html_text)
    driver.type(str(q.key))
    driver.enter()
    assert scene.graded is not None and scene.graded.right


def test_hilo_stud_low_read_high_and_low_by_clicking(app, driver) -> None:
    def fits(seed: int) -> bool:
        q = question(f"stud-reading-{seed}-1")
        return q.data["game"] == "stud8" and q.key[2] != "none"

    scene = open_skills(app, driver)
    scene.seed = next(s for s in range(200) if fits(s))
    driver.click(scene.widgets["stud-reading"].rect.center)
    q = scene.question
    assert q is not None and "eight or better" in scene.box.html_text
    hand, ranks, low = q.key
    driver.click(scene.widgets[f"hand:{hand}"].rect.center)
    for r in ranks:
        driver.click(scene.widgets[f"key:{r}"].rect.center)
    driver.click(scene.widgets["low"].rect.center)
    for r in low:
        driver.click(scene.widgets[f"key:{r}"].rect.center)
    assert scene.widgets["low-field"].get_text() == " ".join(low)
    driver.click(scene.widgets["answer"].rect.center)
    assert scene.graded is not None and scene.graded.right


def test_razz_low_read_on_the_ranks_pad(app, driver) -> None:
    scene = open_skills(app, driver)
    driver.click(scene.widgets["razz-reading"].rect.center)
    q = scene.question
    assert q is not None and q.skill == "razz-reading"
    assert "hand:pair" not in scene.widgets and "low" not in scene.widgets  # the ranks alone
    for r in reversed(q.key):  # any order
        driver.click(scene.widgets[f"key:{r}"].rect.center)
    assert scene.entry.get_text() == " ".join(reversed(q.key))
    driver.click(scene.widgets["answer"].rect.center)
    assert scene.graded is not None and scene.graded.right
    _, figures = recorded(app)
    assert figures["razz-reading"].answers == 1


def test_a_dozen_skills_fit_between_the_title_and_back_with_a_record_line_each(
    app, driver
) -> None:
    scene = open_skills(app, driver)
    assert len(SKILLS) >= 12 and scene.record_rows == 1
    buttons = [scene.widgets[s].rect for s in SKILLS]
    line = round(21 * app.scale)  # the record line under each button
    for upper, lower in zip(buttons, buttons[1:], strict=False):
        assert upper.bottom + line <= lower.top
    back_top = app.size[1] - round(70 * app.scale)
    assert buttons[-1].bottom + line <= back_top
    assert all(b.height >= round(28 * app.scale) for b in buttons)
