"""The progress and class reports in a real browser: Debian's headless Chromium, driven by
Selenium through Debian's chromedriver (tests/progress/browser.py), loads each
page with no console error, every chart has its bars and no label or figure is cut off (at a
desktop and a narrow width), and printing gives at most two A4 pages per trainee.

The PNGs and PDFs are kept in $REPORT_SHOTS when it names a folder (to look at them)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from browser import MISSING, Browser, browser_paths, pdf_pages
from class_samples import CLASS, LIBRARY, fill_class

from dealer_trainer.progress import ProgressStore
from dealer_trainer.progress.class_report import render_class_report
from dealer_trainer.progress.report import render_report
from dealer_trainer.scenarios.library import load_library

pytestmark = pytest.mark.skipif(browser_paths() is None, reason=MISSING)
WHEN = datetime(2026, 12, 3, 9, 0, tzinfo=UTC)

# Everything on the page that shows text and could cut it: SVG text outside its viewBox, a
# block whose content is wider than the block, a page wider than the window.
CHECKS = """(() => {
  const cut = [];
  for (const svg of document.querySelectorAll('svg')) {
    const vb = svg.viewBox.baseVal;
    for (const t of svg.querySelectorAll('text')) {
      const b = t.getBBox();
      if (b.x < vb.x - 0.5 || b.y < vb.y - 0.5 || b.x + b.width > vb.x + vb.width + 0.5
          || b.y + b.height > vb.y + vb.height + 0.5) cut.push('svg: ' + t.textContent);
    }
  }
  for (const el of document.querySelectorAll('h1, h2, h3, p, li, th, td, .drill')) {
    if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).display !== 'inline')
      cut.push(el.tagName + ': ' + el.textContent.trim().slice(0, 60));
  }
  if (document.documentElement.scrollWidth > window.innerWidth)
    cut.push('the page is wider than the window');
  const rows = document.querySelectorAll('table.bars tbody tr');
  const bars = [...document.querySelectorAll('table.bars .fill')];
  return {
    cut,
    rows: rows.length,
    bars: bars.length,
    drawn: bars.filter(b => b.getBoundingClientRect().height > 0).length,
    labels: [...document.querySelectorAll('table.bars td.label')].filter(
      td => td.textContent.trim() && td.getBoundingClientRect().width > 0).length,
    points: document.querySelectorAll('circle.score').length,
  };
})()"""


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    b = Browser()
    yield b
    b.close()


@pytest.fixture(scope="module")
def pages(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """The reports as files: the progress report of the class (in Romanian) and of each
    trainee alone, and the class report in three languages."""
    folder = Path(os.environ.get("REPORT_SHOTS") or tmp_path_factory.mktemp("reports"))
    folder.mkdir(parents=True, exist_ok=True)
    with ProgressStore.open(tmp_path_factory.mktemp("data")) as store:
        fill_class(store)
        stats = [store.stats(n) for n in store.trainees()]
    library = load_library(folders=[LIBRARY])
    titles = {
        lang: {d.id: library.text(d, lang).title for d in library.drills}
        for lang in ("en", "ro", "el", "mk")
    }
    out = {"progress-ro": render_report(stats, generated_at=WHEN, lang="ro", titles=titles["ro"])}
    for i, s in enumerate(stats):
        out[f"progress-{i}"] = render_report([s], generated_at=WHEN, titles=titles["en"])
    for lang in ("en", "el", "mk"):
        out[f"class-{lang}"] = render_class_report(
            stats, generated_at=WHEN, lang=lang, titles=titles[lang]
        )
    paths = {}
    for name, html in out.items():
        paths[name] = folder / f"{name}.html"
        paths[name].write_text(html, encoding="utf-8")
    return paths


# A desktop window, a narrow one, and an A4 page's printable width (210 mm less 2 x 12 mm).
SIZES = {"desktop": (1000, ""), "narrow": (560, ""), "print": (703, "print")}


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("name", ["progress-ro", "class-en", "class-el", "class-mk"])
def test_the_page_loads_with_its_charts_whole(
    browser: Browser, pages: dict[str, Path], name: str, size: str
) -> None:
    page = pages[name]
    width, media = SIZES[size]
    browser.open(page, width=width, media=media)
    assert browser.console_errors() == []
    found = browser.evaluate(CHECKS)
    assert found["cut"] == []
    assert found["rows"] > 0 and found["bars"] == found["rows"] == found["labels"]
    assert found["drawn"] == found["bars"]
    if name.startswith("progress"):
        assert found["points"] > 0  # the score chart has its points
    w, h = browser.screenshot(page.with_name(f"{page.stem}-{size}.png"))
    assert w == width and h > 800


def test_printing_takes_at_most_two_pages_a_trainee(
    browser: Browser, pages: dict[str, Path]
) -> None:
    counts = {}
    for name in ["progress-ro", "class-en", *(f"progress-{i}" for i in range(len(CLASS)))]:
        browser.open(pages[name])
        counts[name] = pdf_pages(browser.pdf(pages[name].with_suffix(".pdf")))
    assert all(1 <= counts[f"progress-{i}"] <= 2 for i in range(len(CLASS))), counts
    assert counts["progress-ro"] <= 2 * len(CLASS), counts
    assert counts["class-en"] <= 2 * len(CLASS), counts
