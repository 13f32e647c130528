"""`report --class`: the instructor's page over every trainee in the store."""

from __future__ import annotations

from collections import Counter
from datetime import timedelta
from html.parser import HTMLParser
from pathlib import Path

import pytest
from class_samples import CLASS, fill_class
from progress_samples import T0, make_result

from dealer_trainer.cli import main
from dealer_trainer.i18n import rule_name
from dealer_trainer.progress import ProgressStore
from dealer_trainer.progress.class_report import (
    class_data,
    class_rules,
    drills_done,
    read_class,
    render_class_report,
)


class _Page(HTMLParser):
    """The page's text, and the data-rule / data-drill attributes of its rows."""

    def __init__(self) -> None:
        super().__init__()
        self.text: list[str] = []
        self.rules: list[str] = []
        self.drills: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if a.get("data-rule"):
            self.rules.append(str(a["data-rule"]))
        if a.get("data-drill"):
            self.drills.append(str(a["data-drill"]))

    def handle_data(self, data: str) -> None:
        self.text.append(data)


@pytest.fixture(scope="module")
def stats(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    with ProgressStore.open(tmp_path_factory.mktemp("class")) as store:
        fill_class(store)
        attempts = store.attempts()
        return [store.stats(n) for n in store.trainees()], attempts, store.drill_totals()


def test_pass_rates_per_drill_count_every_attempt(stats) -> None:  # type: ignore[no-untyped-def]
    figures, attempts, totals = stats
    drills = [a for a in attempts if a.mode == "drill"]
    tries = Counter(a.scenario for a in drills)
    passes = Counter(a.scenario for a in drills if a.passed)
    rates = list(class_data(figures, totals).drills)
    assert {r.drill: (r.attempts, r.passed) for r in rates} == {
        d: (tries[d], passes[d]) for d in tries
    }
    assert [r.rate for r in rates] == sorted(r.rate for r in rates)  # the lowest first
    assert all(r.trainees == len({a.trainee for a in drills if a.scenario == r.drill})
               for r in rates)


def test_the_class_rules_add_up_every_trainee(stats) -> None:  # type: ignore[no-untyped-def]
    figures, _, _ = stats
    rows = class_rules(figures)
    for row in rows:
        r = row.accuracy
        mine = [x for s in figures for x in s.rules if x.rule == r.rule]
        assert r.at_stake == sum(x.at_stake for x in mine)
        assert r.failed == sum(x.failed for x in mine)
        assert row.trainees_failing == sum(x.failed > 0 for x in mine)
    accuracies = [row.accuracy.accuracy for row in rows]
    assert accuracies == sorted(accuracies) and rows[0].accuracy.failed > 0


def test_who_practised_what_and_when(stats) -> None:  # type: ignore[no-untyped-def]
    figures, attempts, totals = stats
    ana = next(s for s in figures if s.trainee == "Ana Popescu")
    row = next(r for r in class_data(figures, totals).trainees if r.trainee == "Ana Popescu")
    mine = [a for a in attempts if a.trainee == "Ana Popescu" and a.mode == "drill"]
    for done in (drills_done(ana.scores), list(row.done)):  # from the scores, from the totals
        assert sum(d.tries for d in done) == len(mine) == 12
        assert done[0].last == max(a.started_at for a in mine)


def test_rules_by_name_in_the_language_ids_only_as_data(stats) -> None:  # type: ignore[no-untyped-def]
    figures, _, _ = stats
    titles = {"basic-deal": "Μια καθαρή μοιρασιά"}
    html = render_class_report(figures, generated_at=T0, lang="el", titles=titles)
    page = _Page()
    page.feed(html)
    text = " ".join(page.text)
    assert page.rules and all(rule_name(r, "el") in text for r in page.rules)
    assert not any(r in text for r in page.rules)  # deal.order and the like never shown
    assert "Μια καθαρή μοιρασιά" in text and "basic-deal" in page.drills
    assert "Οι κανόνες που η τάξη παραβιάζει συχνότερα" in text
    assert all(name in text for name in CLASS)
    assert "Bogdan &amp; &lt;Co&gt;" in html and "<Co>" not in html


def test_the_command_writes_the_class_report(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    with ProgressStore.open(tmp_path / "data") as store:
        fill_class(store, trainees=("Ana", "Bogdan"), tries=3)
    out = tmp_path / "class.html"
    argv = ["report", "--class", "--out", str(out), "--data", str(tmp_path / "data")]
    assert main([*argv, "--lang", "pt"]) == 0
    html = out.read_text(encoding="utf-8")
    assert "Dealer Trainer: relatório da turma" in html and "Taxa de aprovação" in html
    assert "Uma mão limpa, do baralhar à entrega do pot" in html  # basic-deal, in Portuguese
    assert "report for 2 trainees" in capsys.readouterr().out


def test_an_empty_store_says_so(tmp_path: Path) -> None:
    html = render_class_report([], generated_at=T0)
    assert "No records yet" in html and "<table" not in html


def test_a_trainee_with_more_attempts_than_stats_keeps_is_counted_whole(tmp_path: Path) -> None:
    """Stats keep a trainee's latest 100 scores; the class figures read the store's running
    totals, so the 130 tries of one drill and its first day still count."""
    with ProgressStore.open(tmp_path) as store:
        for n in range(130):
            store.record_attempt(
                "Ana", make_result(passed=n % 2 == 0, score=100 if n % 2 == 0 else 80),
                started_at=T0 + timedelta(minutes=n),
            )
        data = read_class(store)
    [row] = data.trainees
    assert [(d.drill, d.tries, d.passed) for d in row.done] == [("premature-turn", 130, 65)]
    assert row.first == T0 and row.last == T0 + timedelta(minutes=129)
    assert [(r.drill, r.attempts, r.passed) for r in data.drills] == [("premature-turn", 130, 65)]
