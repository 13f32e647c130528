"""The instructor's assignments (issue 30): made in the class page's form (the page's own
token, or refused), checked (an unknown drill, a date gone by, a name not in the records:
one line, nothing stored), and where each trainee stands on each, read from the attempts
and answers recorded after it was set; `stats` shows a trainee's open ones."""

from __future__ import annotations

import json
import time
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import pytest
from progress_samples import make_result
from serving import Client, classroom

from dealer_trainer.cli import main
from dealer_trainer.progress import ProgressStore
from dealer_trainer.progress import assignments as A
from dealer_trainer.progress.quiz_records import QuizAnswer, record_answers

NOW = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
TODAY = NOW.date()
DRILLS = ("basic-deal", "button-moves")


def _add(store: ProgressStore, kind: str, target: str, trainee: str | None = None,
         due: object = "2026-03-09", now: datetime = NOW) -> A.Assignment:
    return A.add_assignment(store, kind=kind, target=target, trainee=trainee, due=due,
                            today=TODAY, now=now, drill_ids=DRILLS)


def _audition_hand(over: bool, passed: bool) -> dict[str, object]:
    result = make_result("free-deal", violations=[], irregularities=[])
    return {**result, "mode": "audition", "audition": {"over": over, "passed": passed}}


@pytest.fixture(params=["sqlite", "postgresql"])
def where(request: pytest.FixtureRequest, tmp_path: Path) -> str | Path:
    if request.param == "sqlite":
        return tmp_path / "records"
    return str(request.getfixturevalue("school"))


def test_bad_assignments_are_refused_in_one_line_and_nothing_is_stored(
        where: str | Path) -> None:
    with ProgressStore.open(where) as store:
        store.record_attempt("Ana", make_result("basic-deal"), started_at=NOW)
        cases = [
            (("drill", "no-such-drill"), "no drill with the id 'no-such-drill'"),
            (("drill", "../../etc/passwd"), "no drill with the id"),
            (("skill", "juggling"), "no skill named 'juggling'"),
            (("homework", "basic-deal"), "a drill, a skill or an audition, not 'homework'"),
        ]
        for (kind, target), said in cases:
            with pytest.raises(A.AssignmentError, match=said):
                _add(store, kind, target)
        with pytest.raises(A.AssignmentError, match="2026-03-01 is in the past"):
            _add(store, "drill", "basic-deal", due="2026-03-01")
        with pytest.raises(A.AssignmentError, match="'next week' is not a date"):
            _add(store, "drill", "basic-deal", due="next week")
        with pytest.raises(A.AssignmentError, match="no trainee named '<script>x</script>'"):
            _add(store, "drill", "basic-deal", trainee="<script>x</script>")
        with pytest.raises(A.AssignmentError, match="not a trainee's name"):
            _add(store, "drill", "basic-deal", trainee="Ana\u202e")
        assert A.assignments(store) == []
        made = _add(store, "drill", "basic-deal", trainee="ana", due=TODAY)  # today is fine
        assert (made.trainee, made.due) == ("Ana", TODAY)  # the name as recorded


def test_a_drill_assignment_goes_from_not_yet_to_done_to_passed_from_the_attempts(
        where: str | Path) -> None:
    with ProgressStore.open(where) as store:
        for name in ("Ana", "Bo"):  # before the assignment: counts for nothing
            store.record_attempt(name, make_result("basic-deal", passed=True),
                                 started_at=NOW - timedelta(hours=1))
        drill = _add(store, "drill", "basic-deal")
        mine = _add(store, "drill", "button-moves", trainee="Bo", due="2026-03-05")
        assert [s.state for s in A.standings(store, "Ana", TODAY)] == [A.NOT_YET]
        store.record_attempt("Ana", make_result("basic-deal"), started_at=NOW + timedelta(1))
        store.record_attempt("Bo", make_result("button-moves", passed=True),
                             started_at=NOW + timedelta(1))
        assert [s.state for s in A.standings(store, "Ana", TODAY)] == [A.DONE]
        # in order: Bo's own (due the 5th) before the class's (the 9th)
        assert [(s.assignment.id, s.state) for s in A.standings(store, "bo", TODAY)] == [
            (mine.id, A.PASSED), (drill.id, A.NOT_YET)]
        store.record_attempt("Ana", make_result("basic-deal", passed=True),
                             started_at=NOW + timedelta(2))
        grid = A.class_standings(store)
        assert grid.trainees == ("Ana", "Bo")
        assert [grid.of(drill, n) for n in grid.trainees] == [A.PASSED, A.NOT_YET]
        assert [grid.of(mine, n) for n in grid.trainees] == [None, A.PASSED]  # not Ana's
        late = A.open_standings(store, "Bo", date(2026, 3, 10))
        assert [(s.assignment.id, s.overdue) for s in late] == [(drill.id, True)]
        assert A.remove_assignment(store, drill.id) and not A.remove_assignment(store, drill.id)
        assert A.open_standings(store, "Bo", TODAY) == []


def test_a_skill_is_passed_when_mastered_and_a_free_deal_audition_when_its_down_passes(
        where: str | Path) -> None:
    with ProgressStore.open(where) as store:
        store.record_attempt("Ana", make_result("basic-deal"), started_at=NOW)
        skill = _add(store, "skill", "pot-limit")
        audition = _add(store, "audition", "")
        at = NOW + timedelta(minutes=5)
        slow = [QuizAnswer("pot-limit", f"q{i}", True, 99.0, at) for i in range(3)]
        record_answers(store, "Ana", slow)
        assert [s.state for s in A.standings(store, "Ana", TODAY)] == [A.DONE, A.NOT_YET]
        fast = [QuizAnswer("pot-limit", f"r{i}", True, 1.0, at) for i in range(3)]
        record_answers(store, "Ana", fast)
        store.record_attempt("Ana", _audition_hand(over=False, passed=False), mode="free",
                             started_at=at)
        assert [s.state for s in A.standings(store, "Ana", TODAY)] == [A.PASSED, A.NOT_YET]
        store.record_attempt("Ana", _audition_hand(over=True, passed=False), mode="free",
                             started_at=at)
        assert [s.state for s in A.standings(store, "Ana", TODAY)][1] == A.DONE
        store.record_attempt("Ana", _audition_hand(over=True, passed=True), mode="free",
                             started_at=at)
        assert [s.state for s in A.standings(store, "Ana", TODAY)] == [A.PASSED, A.PASSED]
        assert A.label(audition, "pt", {}) == "Audição: distribuição livre"
        assert A.label(skill, "en", {}) == "Skill: Pot count (pot limit)"


def test_stats_shows_the_open_assignments_in_words_and_in_json(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = tmp_path / "records"
    today = datetime.now().astimezone().date()
    with ProgressStore.open(data) as store:
        store.record_attempt("Ana", make_result("basic-deal", passed=True))
        now = datetime.now(UTC)
        _add(store, "drill", "basic-deal", due=today, now=now - timedelta(1))  # passed since
        A.add_assignment(store, kind="drill", target="button-moves", trainee="Ana",
                         due=today + timedelta(3), today=today, now=now, drill_ids=DRILLS)
    assert main(["stats", "--trainee", "Ana", "--data", str(data), "--lang", "ro"]) == 0
    out = capsys.readouterr().out
    assert "Teme deschise\n  Exercițiu: " in out and "încă nu · termen" in out
    assert out.count("Exercițiu: ") == 1  # the passed one is not open
    assert main(["stats", "--trainee", "Ana", "--data", str(data), "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    [one] = doc["assignments"]
    assert (one["kind"], one["target"], one["trainee"], one["state"], one["overdue"]) == (
        "drill", "button-moves", "Ana", "not_yet", False)
    assert one["label"].startswith("Drill: ") and one["due"] == str(today + timedelta(3))


def test_the_class_page_form_sets_an_assignment_with_its_token_and_refuses_one_without(
        school: str) -> None:
    with ProgressStore.open(school) as store:
        store.record_attempt("Ana", make_result("basic-deal"))
        store.record_attempt("Bo", make_result("basic-deal", passed=True))
    tomorrow = str(datetime.now().astimezone().date() + timedelta(1))
    with classroom(school) as port:
        page = Client(port)
        token = page.token("/")
        form = {"what": "drill:basic-deal", "trainee": "", "due": tomorrow}
        assert page.request("POST", "/assign", form)[0] == 403  # no token
        assert page.request("POST", "/assign", {**form, "csrf": "forged"})[0] == 403
        assert Client(port).request("POST", "/assign", {**form, "csrf": token})[0] == 403
        with ProgressStore.open(school) as store:
            assert A.assignments(store) == []
        status, headers, _ = page.request("POST", "/assign", {**form, "csrf": token})
        assert (status, headers["location"]) == (303, "/#assignments")
        status, _, html = page.request("GET", "/")
        assert status == 200 and "Assigned: Drill: " in html
        assert 'data-trainee="Ana" data-assignment="1">not yet<' in html
        assert 'data-trainee="Bo" data-assignment="1">not yet<' in html  # passed before it
        for bad, said in [({"what": "drill:nope"}, "no drill with the id &#39;nope&#39;"),
                          ({"due": "2001-01-01"}, "the due date 2001-01-01 is in the past"),
                          ({"trainee": "<b>Eve</b>"}, "no trainee named &#39;&lt;b&gt;Eve")]:
            assert page.request("POST", "/assign", {**form, **bad, "csrf": token})[0] == 303
            html = page.request("GET", "/")[2]
            assert f"Not assigned: {said}" in html and "<b>Eve" not in html
        with ProgressStore.open(school) as store:
            [made] = A.assignments(store)
            store.record_attempt("Bo", make_result("basic-deal", passed=True))
        html = page.request("GET", "/?lang=ro")[2]
        assert f'data-trainee="Bo" data-assignment="{made.id}">trecut<' in html
        assert page.request("POST", "/unassign", {"id": str(made.id)})[0] == 403
        assert page.request("POST", "/unassign", {"id": str(made.id), "csrf": token})[0] == 303
        with ProgressStore.open(school) as store:
            assert A.assignments(store) == []


def test_the_class_page_shows_each_trainees_due_count_and_the_rules_being_forgotten(
        school: str) -> None:
    from dealer_trainer.i18n import rule_name
    from dealer_trainer.progress.due import kept_schedule

    long_ago = datetime.now(UTC) - timedelta(days=300)
    with ProgressStore.open(school) as store:
        store.record_attempt("Ana", make_result("basic-deal"), started_at=long_ago)
        store.record_attempt("Bo", make_result("basic-deal", violations=[]),
                             started_at=datetime.now(UTC) - timedelta(minutes=1))
    with classroom(school) as port:
        html = _due_when_read(Client(port), "pt")
    with ProgressStore.open(school) as store:
        ana = kept_schedule(store, "Ana", datetime.now(UTC))
        bo = kept_schedule(store, "Bo", datetime.now(UTC))
    assert len(ana.due) > 0 and any(c.key == "deal.order" for c in ana.forgotten)
    assert "Revisões pendentes" in html and rule_name("deal.order", "pt") in html
    ana_row = html[html.index('<tr data-trainee="Ana">'):html.index('<tr data-trainee="Bo">')]
    assert f'<td class="count has-due">{len(ana.due)}</td>' in ana_row
    bo_row = html[html.index('<tr data-trainee="Bo">'):]
    assert f'>{len(bo.due)}</td>' in bo_row and "nada" in bo_row  # nothing forgotten yet


def _due_when_read(page: Client, lang: str) -> str:
    """The class page, once its "Practice due" is read for every trainee (read off the
    records' lock, practice.DueBoard: until then the page says it is incomplete)."""
    from dealer_trainer.i18n import t

    incomplete = t("due.reading", lang)
    deadline = time.monotonic() + 60
    while incomplete in (html := page.request("GET", f"/?lang={lang}")[2]):
        assert time.monotonic() < deadline, "the schedules were not read within 60 s"
        time.sleep(0.1)
    return html


def test_a_trainees_page_lists_their_open_assignments_and_what_is_due(school: str) -> None:
    from dealer_trainer.i18n import rule_name

    today = datetime.now().astimezone().date()
    with ProgressStore.open(school) as store:
        store.record_attempt("Ana", make_result("basic-deal"),
                             started_at=datetime.now(UTC) - timedelta(days=300))
        A.add_assignment(store, kind="skill", target="side-pots", trainee="Ana",
                         due=today + timedelta(2), today=today, now=datetime.now(UTC),
                         drill_ids=DRILLS)
    with classroom(school) as port:
        html = Client(port).request("GET", "/trainee/Ana")[2]
    assert "<h2>Open assignments</h2>" in html
    assert f"<strong>Skill: Side pots</strong> · not yet · due {today + timedelta(2)}" in html
    assert f'<li class="forgotten">{rule_name("deal.order", "en")} · ' in html
