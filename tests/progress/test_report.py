"""The instructor's HTML report: charts as inline SVG, the figures, all user text escaped."""

from __future__ import annotations

import re
from datetime import timedelta
from html.parser import HTMLParser
from pathlib import Path

from progress_samples import T0, make_result

from dealer_trainer.progress import ProgressStore
from dealer_trainer.progress.quiz_records import QuizAnswer, skill_figures
from dealer_trainer.progress.report import render_report

EVIL = '<script>alert("x")</script> & Co'


class _Tags(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str | None]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))


def _store(tmp_path: Path) -> ProgressStore:
    store = ProgressStore.open(tmp_path)
    for i, score in enumerate([60, 75, 90]):
        store.record_attempt(
            "Ana",
            make_result(score=score, passed=score == 90),
            started_at=T0 + timedelta(i),
            duration_s=200,
        )
    for i in range(4):
        store.record_attempt(
            EVIL,
            make_result(EVIL, score=70),
            mode="free",
            started_at=T0 + timedelta(minutes=2 * i),
            duration_s=100,
        )
    return store


def test_the_report_has_its_charts_and_figures(tmp_path: Path) -> None:
    with _store(tmp_path) as store:
        stats = [store.stats(n) for n in store.trainees()]
    html = render_report(stats, generated_at=T0)
    parser = _Tags()
    parser.feed(html)
    tags = [t for t, _ in parser.tags]
    assert tags.count("section") == 2
    assert tags.count("svg") == 4  # per trainee: scores, pace (the rules are a bar table)
    circles = [a for t, a in parser.tags if t == "circle" and a.get("class") == "score"]
    assert len(circles) == 3 + 4
    ana = html[html.index("<h2>Ana</h2>") :]
    assert "<b>75</b>average score" in ana  # (60 + 75 + 90) / 3
    assert "<b>1 (33%)</b>passed" in ana
    assert '<tr data-rule="deal.order"><td class=\'label\'>Order of the deal</td>' in ana
    assert "0% · 3/3" in ana  # kept in none of the 3 attempts with it at stake
    assert "36.0 hands an hour over 4 free-deal hands" in html  # 4 hands in 400 s
    assert "within the 30-40 a live dealer keeps" in html
    assert html.count("<tr><td>2026-12-0") >= 3  # recent drills rows


def test_user_text_is_escaped_and_nothing_is_fetched(tmp_path: Path) -> None:
    with _store(tmp_path) as store:
        html = render_report([store.stats(n) for n in store.trainees()], generated_at=T0)
    assert "<script" not in html
    assert "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co" in html
    parser = _Tags()
    parser.feed(html)
    for tag, attrs in parser.tags:
        assert "src" not in attrs, tag
        href = attrs.get("href")
        assert href is None or href.startswith("#"), href
        assert not any(k.startswith("on") for k in attrs), (tag, attrs)
    assert not re.search(r"@import|url\(", html)


def test_an_empty_store_gives_a_page_that_says_so() -> None:
    html = render_report([], generated_at=T0)
    assert html.startswith("<!DOCTYPE html>") and "No records yet" in html


def test_rules_are_named_in_the_reports_language(tmp_path: Path) -> None:
    with _store(tmp_path) as store:
        html = render_report([store.stats("Ana")], generated_at=T0, lang="el")
    assert '<html lang="el">' in html
    assert '<tr data-rule="deal.order"><td class=\'label\'>Σειρά μοιράσματος</td>' in html
    assert "deal.order" not in _text_of(html)  # the id only as an attribute
    assert "<h3>Πιο αδύναμοι κανόνες</h3>" in html and "Weakest rules" not in html
    assert "μέση βαθμολογία" in html and "Dealer Trainer: αναφορά προόδου" in html


def _text_of(html: str) -> str:
    class Text(HTMLParser):
        def __init__(self) -> None:
            super().__init__()
            self.parts: list[str] = []

        def handle_data(self, data: str) -> None:
            self.parts.append(data)

    parser = Text()
    parser.feed(html)
    return " ".join(parser.parts)


def test_the_quick_fire_skills_are_in_the_reports_language(tmp_path: Path) -> None:
    answers = [QuizAnswer("rake", f"rake-1-{n}", True, 4.0) for n in (1, 2, 3)]
    with _store(tmp_path) as store:
        html = render_report([store.stats("Ana")], generated_at=T0, lang="ro",
                             skills=[skill_figures(answers)])
    text = _text_of(html)
    assert "<h3>Abilități rapide</h3>" in html and "Quick-fire" not in text
    assert "timp median" in text and "median time" not in text
    assert "stăpânită" in text and "mastered" not in text  # three right within the target
    assert "Rake și drop" in text
